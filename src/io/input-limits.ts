// How much of an input benchdelta will read, and the refusal a user sees when an input is larger: a gzip bomb
// or an endless stream (/dev/zero, a pipe that never ends) stops at the cap instead of filling memory or disk.
import { UserError } from '../core/errors.js';

/** Block logs are streamed: 2 GiB of text is several million blocks (a 1M-block log is ~200–300 MB). */
export const DEFAULT_MAX_INPUT_BYTES = 2 * 1024 ** 3;

/**
 * Micro-benchmark results are parsed as one string: the default cap keeps that string (and peak memory) small.
 * An explicit --max-input-bytes raises it, up to what V8 can hold in one string.
 */
export const DEFAULT_MAX_WHOLE_INPUT_BYTES = 128 * 1024 ** 2;
export const MAX_STRING_BYTES = 512 * 1024 ** 2 - 64;

/** A line longer than this in a streamed log is skipped with a counted warning. */
export const MAX_LINE_BYTES = 1024 ** 2;

export function formatBytes(bytes: number): string {
  for (const [unit, size] of [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

const SIZE = /^(\d+(?:\.\d+)?)\s*([kmgt]?)(i?b)?$/i;

/** `2G`, `512MiB`, `1.5g`, `1000000`: a byte count (powers of 1024), or null when it is not one. */
export function parseByteSize(raw: string): number | null {
  const m = SIZE.exec(raw.trim());
  if (!m) return null;
  const power = ' kmgt'.indexOf(m[2].toLowerCase() || ' ');
  const bytes = Math.floor(Number(m[1]) * 1024 ** power);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

/** The refusal for an input over `limit`; `how` is "is larger than" or "decompresses to more than". */
export function inputTooLarge(file: string, limit: number, how: string, why = ''): UserError {
  const twice = formatBytes(limit * 2).replace(/ ([KMG])iB$/, '$1');
  return new UserError(
    `${file} ${how} ${formatBytes(limit)}, the input size limit${why}; if it is a genuine input, raise the ` +
      `limit with --max-input-bytes (e.g. --max-input-bytes ${twice}; the action's input is max-input-bytes)`,
  );
}

/** The limit a whole-file (micro-benchmark) read uses: the default, or the user's, within V8's string size. */
export function wholeInputLimit(maxInputBytes: number | undefined): number {
  return Math.min(maxInputBytes ?? DEFAULT_MAX_WHOLE_INPUT_BYTES, MAX_STRING_BYTES);
}
