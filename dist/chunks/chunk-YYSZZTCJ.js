import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/io/input-limits.ts
var DEFAULT_MAX_INPUT_BYTES = 2 * 1024 ** 3;
var DEFAULT_MAX_WHOLE_INPUT_BYTES = 128 * 1024 ** 2;
var MAX_STRING_BYTES = 512 * 1024 ** 2 - 64;
var MAX_LINE_BYTES = 1024 ** 2;
function formatBytes(bytes) {
  for (const [unit, size] of [
    ["GiB", 1024 ** 3],
    ["MiB", 1024 ** 2],
    ["KiB", 1024]
  ]) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
var SIZE = /^(\d+(?:\.\d+)?)\s*([kmgt]?)(i?b)?$/i;
function parseByteSize(raw) {
  const m = SIZE.exec(raw.trim());
  if (!m) return null;
  const power = " kmgt".indexOf(m[2].toLowerCase() || " ");
  const bytes = Math.floor(Number(m[1]) * 1024 ** power);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}
function inputTooLarge(file, limit, how, why = "") {
  const twice = formatBytes(limit * 2).replace(/ ([KMG])iB$/, "$1");
  return new UserError(
    `${file} ${how} ${formatBytes(limit)}, the input size limit${why}; if it is a genuine input, raise the limit with --max-input-bytes (e.g. --max-input-bytes ${twice}; the action's input is max-input-bytes)`
  );
}
function wholeInputLimit(maxInputBytes) {
  return Math.min(maxInputBytes ?? DEFAULT_MAX_WHOLE_INPUT_BYTES, MAX_STRING_BYTES);
}

export {
  DEFAULT_MAX_INPUT_BYTES,
  MAX_STRING_BYTES,
  MAX_LINE_BYTES,
  formatBytes,
  parseByteSize,
  inputTooLarge,
  wholeInputLimit
};
