// One run per side (issue #32): how much the unchanged rows move between runs, as λ·w + τ² fitted to the
// empirical null's peak. One row with wild samples must not cancel the between-run term of the quiet rows, as the
// peak's spread less the rows' mean within-run variance did (real Google Benchmark A/A pairs: 13 of 45 exit 1).
import path from 'node:path';
import { readFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import { peakVariance } from '../../src/core/micro/between-run/peak-variance.js';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';
import { mulberry32 } from '../../src/core/stats/random.js';

function normal(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

test('thirty quiet rows moving ±3% and one row with ±33% samples: τ is the quiet rows’ 3%, λ stays 1', () => {
  const rand = mulberry32(7);
  const d: number[] = [];
  const w: number[] = [];
  for (let k = 0; k < 30; k++) {
    w.push(0.003 ** 2);
    d.push(Math.sqrt(0.03 ** 2 + 0.003 ** 2) * normal(rand));
  }
  w.push(0.19 ** 2); // BM_ListTraverse: CV 33% on both sides, its change a little off zero
  d.push(-0.016);
  const fit = peakVariance(d, w, 0, 1);
  expect(Math.sqrt(fit.tau2)).toBeGreaterThan(0.02);
  expect(Math.sqrt(fit.tau2)).toBeLessThan(0.04);
  expect(fit.lambda).toBe(1);
  // The one-parameter form: the peak's variance less the rows' mean within-run variance left nothing.
  const variance = d.reduce((s, x) => s + x * x, 0) / d.length;
  const meanW = w.reduce((s, x) => s + x, 0) / w.length;
  expect(variance - meanW).toBeLessThan(0.01 ** 2);
});

test('rows whose moves grow with their own within-run spread (a loaded host) are fitted a λ above 1', () => {
  const rand = mulberry32(11);
  const d: number[] = [];
  const w: number[] = [];
  for (let k = 0; k < 40; k++) {
    const within = 0.01 * (1 + 9 * rand()); // 1–10% se of the change
    w.push(within ** 2);
    d.push(Math.sqrt(6 * within ** 2 + 0.01 ** 2) * normal(rand));
  }
  const fit = peakVariance(d, w, 0, 1);
  expect(fit.lambda).toBeGreaterThan(3);
  expect(fit.lambda).toBeLessThan(12);
});

test('a real A/A pair of Google Benchmark runs (thirty quiet rows, one ±33%) is not called a change', async () => {
  const dir = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs/google-benchmark');
  const json = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-peak-')), 'out.json');
  const r = await cli([
    'compare',
    path.join(dir, 'base-01.json'),
    path.join(dir, 'base-02.json'),
    '--json',
    json,
  ]);
  expect(r.code).toBe(0);
  const cmp = JSON.parse(readFileSync(json, 'utf8')) as MicroComparison;
  // The quiet rows moved ±1–10% between the two runs; their between-run term now covers it (se 0.010 before).
  const rows = cmp.runs[0].benchmarks.filter((b) => b.metric === 'time');
  expect(rows.filter((b) => b.verdict === 'regression' || b.verdict === 'improvement')).toEqual([]);
  const fnv = rows.find((b) => b.key === 'BM_Fnv1a')!;
  expect(fnv.change!.se).toBeGreaterThan(0.013);
});

test('a peak of 200,000 rows (a one-run suite that large) is fitted, not a call-stack overflow', () => {
  const rand = mulberry32(3);
  const d = Array.from({ length: 200_000 }, () => 0.02 * normal(rand));
  const w = new Array<number>(d.length).fill(0);
  const fit = peakVariance(d, w, 0, 1);
  expect(fit.lambda).toBe(1);
  expect(Math.sqrt(fit.tau2)).toBeCloseTo(0.02, 3);
});
