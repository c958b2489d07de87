import { MICRO_FORMATS } from '../../../src/formats/micro/index.js';
import { repoFixtureText } from './repo-fixtures.js';

// Hostile single lines against the added readers: each must cost about what a clean file of the same size
// costs (a ratio, not a time, so a loaded machine does not fail it). The inputs are the shapes that were
// quadratic or could be: a megabyte-long XML tag, a line of '=' under an id, long runs of words and digits.

const MB = 1_000_000;
const HOSTILE: [format: string, text: string][] = [
  ['catch2', `<Catch><BenchmarkResults ${'a'.repeat(MB)}>`],
  ['catch2', `benchmark name  samples  iterations  estimated\n${'x '.repeat(MB / 2)}1 1 1 ms`],
  ['iai-callgrind', `bench\n  ${'='.repeat(MB)}x\n  Instructions: 1`],
  ['iai-callgrind', `bench\n  Instructions: ${'1|'.repeat(MB / 2)}`],
  ['vitest', `name hz min max mean p75 p99 p995 p999 rme samples\n · ${'a '.repeat(MB / 2)}`],
  ['luau', `SUCCESS: a : ${'1'.repeat(MB)}`],
  ['bmf', `{"${'"'.repeat(MB)}`],
  ['asv', `{"commit_hash": "x", "result_columns": ["result"], "results": {"${'a'.repeat(MB)}": [[1]]}}`],
];

/** A real fixture repeated to about a megabyte: what a clean file of the same size costs. */
function cleanOfSize(format: string): string {
  const sample: Record<string, string> = {
    catch2: repoFixtureText('catch2', 'baseline.txt'),
    'iai-callgrind': repoFixtureText('iai-callgrind', 'gungraun-delta.txt'),
    vitest: repoFixtureText('vitest', 'baseline.console.txt'),
    luau: repoFixtureText('luau', 'gab-output.txt'),
  };
  const text = sample[format];
  return text ? text.repeat(Math.ceil(MB / text.length)) : '';
}

function fastest(run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    run();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

describe('added readers on hostile megabyte lines', () => {
  test.each(HOSTILE.map(([f, t], i) => [i, f, t] as const))(
    '#%i %s: about the cost of a clean file',
    (_, format, text) => {
      const reader = MICRO_FORMATS[format];
      const parse = () => {
        try {
          reader.parse(text);
        } catch (error) {
          // A JSON reader may refuse the input: that must be a UserError, never a crash.
          expect((error as Error).constructor.name).toBe('UserError');
        }
      };
      const hostile = fastest(parse);
      const clean = cleanOfSize(format);
      // JSON readers are bounded by JSON.parse of the same size.
      const reference = fastest(clean ? () => reader.parse(clean) : () => JSON.parse(JSON.stringify(text)));
      expect(hostile / Math.max(reference, 1)).toBeLessThan(25);
    },
  );
});
