import { looksLikeJson } from './json.js';
import { detectPytestBenchmarkJson, parsePytestBenchmarkJson } from './pytest-benchmark-json.js';
import { detectPytestBenchmarkText, parsePytestBenchmarkText } from './pytest-benchmark-text.js';
import type { MicroFormat } from './types.js';

/** pytest-benchmark (Python): `--benchmark-json` output or its terminal table. */
export const pytestBenchmark: MicroFormat = {
  name: 'pytest-benchmark',
  description: 'pytest-benchmark `--benchmark-json` output (raw timings as samples) or its terminal table',
  detect: (head) => Math.max(detectPytestBenchmarkJson(head), detectPytestBenchmarkText(head)),
  parse: (text, source) =>
    looksLikeJson(text) ? parsePytestBenchmarkJson(text, source) : parsePytestBenchmarkText(text, source),
};
