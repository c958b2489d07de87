// Suites of two to four benchmarks run once per side, cut from the real runs (__fixtures__/real-runs, the fitting
// set): a loaded host's A/A pair is not called a regression, because each row's between-run term is bounded by
// the within-run spread its samples (or its suite's) show; a quiet host's +20% still is.
import fs from 'node:fs';
import path from 'node:path';
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import { compareMicro } from '../../src/core/compare-micro.js';

const RUNS = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs');

/** A go run with only the named benchmarks' lines. */
function cut(file: string, keep: string[]): string {
  return fs
    .readFileSync(path.join(RUNS, file), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('Benchmark') || keep.some((k) => l.startsWith(`${k}-2 `)))
    .join('\n');
}

function compare(base: string, cand: string, keep: string[]) {
  return compareMicro(parseGoBench(cut(base, keep), 'base.txt'), parseGoBench(cut(cand, keep), 'cand.txt'))
    .runs[0];
}

test('three go benchmarks, two runs of one build on a loaded host: no regression, the rows widened', () => {
  const keep = ['BenchmarkSortInts', 'BenchmarkStrconvFormatInts', 'BenchmarkStrconvParseFloat'];
  const run = compare('loaded/go/base-02.txt', 'loaded/go/base-07.txt', keep);
  expect(run.benchmarks.map((b) => b.verdict)).not.toContain('regression');
  expect(run.benchmarks.map((b) => b.verdict)).not.toContain('improvement');
  // The rows moved far beyond a quiet host's ±5%; the floor is said in their notes.
  const moved = run.benchmarks.map((b) => Math.abs(b.deltaPct ?? 0));
  expect(Math.max(...moved)).toBeGreaterThan(20);
  const widened = run.benchmarks.map((b) => b.change?.betweenRun?.widened ?? '');
  expect(widened.some((w) => /too few rows to measure how far a run moves/.test(w))).toBe(true);
});

test('three go benchmarks on a quiet host, one 20% slower: still a regression', () => {
  const keep = ['BenchmarkSHA256Blocks', 'BenchmarkSortInts', 'BenchmarkStringsContains'];
  const run = compare('go/base-01.txt', 'go/slow-01.txt', keep);
  const verdict = new Map(run.benchmarks.map((b) => [b.key.replace(/^.*Benchmark/, ''), b.verdict]));
  expect(verdict.get('SHA256Blocks-2')).toBe('regression');
  expect(verdict.get('SortInts-2')).not.toMatch(/regression|improvement/);
  expect(verdict.get('StringsContains-2')).not.toMatch(/regression|improvement/);
});
