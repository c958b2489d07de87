import type { Direction, ResultSet } from '../../core/model.js';

/** Options only some formats use (the generic CSV/JSON reader needs to be told which columns to read). */
export interface MicroParseOptions {
  keyColumn?: string;
  valueColumn?: string;
  /** Unit of the value column (e.g. `ms`, `ops/s`); converted to the canonical unit when it is a known one. */
  unit?: string;
  direction?: Direction;
}

/** One micro-benchmark input format: how sure it is that a text is its own, and how to read it. */
export interface MicroFormat {
  name: string;
  /** One line for `--help` and for the "no format matched" error. */
  description: string;
  /** Confidence 0..1 that `head` (the first ~64 KB of the text) is in this format. */
  detect(head: string): number;
  /**
   * True when `head` has this format's layout at all, whatever the confidence (a forced `--format` reads only
   * such texts, so nothing of another layout is misread as rows). Defaults to `detect(head) > 0`.
   */
  layout?(head: string): boolean;
  parse(text: string, source?: string, options?: MicroParseOptions): ResultSet;
  /**
   * The same as `parse` on the file's UTF-8 bytes, for formats that read large files faster from bytes than
   * from a decoded string (go test -bench); readers use it when present.
   */
  parseBytes?(bytes: Uint8Array, source?: string, options?: MicroParseOptions): ResultSet;
}
