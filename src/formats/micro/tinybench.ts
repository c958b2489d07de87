import { looksLikeJson } from './json.js';
import { detectTinybenchJson, parseTinybenchJson } from './tinybench-json.js';
import { detectTinybenchText, parseTinybenchText } from './tinybench-text.js';
import type { MicroFormat } from './types.js';

/** tinybench (JavaScript): serialised task results (JSON) or `console.table(bench.table())`. */
export const tinybench: MicroFormat = {
  name: 'tinybench',
  description:
    'tinybench task results as JSON (median time per op, the mean for tinybench 2; samples when kept) or console.table output',
  detect: (head) => Math.max(detectTinybenchJson(head), detectTinybenchText(head)),
  parse: (text, source) =>
    looksLikeJson(text) ? parseTinybenchJson(text, source) : parseTinybenchText(text, source),
};
