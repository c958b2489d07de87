import { looksLikeJson } from './json.js';
import { detectHyperfineJson, parseHyperfineJson } from './hyperfine-json.js';
import { detectHyperfineText, parseHyperfineText } from './hyperfine-text.js';
import type { MicroFormat } from './types.js';

/** hyperfine (command-line benchmarks): `--export-json`, `--export-markdown` or console output. */
export const hyperfine: MicroFormat = {
  name: 'hyperfine',
  description: 'hyperfine --export-json (per-run times as samples), --export-markdown, or console output',
  detect: (head) => Math.max(detectHyperfineJson(head), detectHyperfineText(head)),
  parse: (text, source) =>
    looksLikeJson(text) ? parseHyperfineJson(text, source) : parseHyperfineText(text, source),
};
