import { looksLikeJson } from './json.js';
import { detectGoogleBenchmarkJson, parseGoogleBenchmarkJson } from './google-benchmark-json.js';
import { detectGoogleBenchmarkText, parseGoogleBenchmarkText } from './google-benchmark-text.js';
import type { MicroFormat } from './types.js';

/** Google Benchmark (C++): JSON output or the console table; repetitions are samples. */
export const googleBenchmark: MicroFormat = {
  name: 'google-benchmark',
  description:
    'Google Benchmark JSON (--benchmark_out_format=json) or console output; repetitions as samples',
  detect: (head) => Math.max(detectGoogleBenchmarkJson(head), detectGoogleBenchmarkText(head)),
  parse: (text, source) =>
    looksLikeJson(text) ? parseGoogleBenchmarkJson(text, source) : parseGoogleBenchmarkText(text, source),
};
