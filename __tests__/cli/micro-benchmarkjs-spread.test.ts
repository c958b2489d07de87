// benchmark.js prints `±rme%`, a t interval of the mean over its sampled cycles (issue #32, "interference is
// evidence"). Each cycle times many calls, so one cycle's spread, read back from that interval, is the run's
// interference evidence. Real runs of one build on a loaded host (__fixtures__/real-runs/shared/benchmark-js, the
// fitting set, load 6–10) and the unit under it.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';
import { sampleSpread } from '../../src/core/micro/side.js';
import type { MicroSide } from '../../src/core/micro/model.js';

const RUNS = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs/shared/benchmark-js');
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-bjs-'));

test('an A/A pair whose row read ±60% over 7 cycles in one run is not a regression', async () => {
  // float64 dot: 51,166 ops/s ±12.86% over 16 cycles in base-01, 16,061 ops/s ±59.83% over 7 in base-04 (one
  // cycle's spread ≈ 170%): a preempted run, not a 3× slower build.
  const json = path.join(dir, 'aa.json');
  const { code } = await cli([
    'compare',
    path.join(RUNS, 'base-01.txt'),
    path.join(RUNS, 'base-04.txt'),
    '--json',
    json,
  ]);
  const cmp = JSON.parse(readFileSync(json, 'utf8')) as MicroComparison;
  const row = cmp.runs[0].benchmarks.find((b) => b.key === 'float64 dot')!;
  expect(row.verdict).toBe('inconclusive');
  expect(code).toBe(0);
});

test("one cycle's spread is read back from benchmark.js's interval; a tool timing every call keeps none", () => {
  const side = { median: 1000, cvPct: null, n: 1 } as unknown as MicroSide;
  // ±10% of 1,000 ops/s over 25 cycles: sd of the mean 100 / t(0.975, 24) = 48.4, one cycle's 242 → CV 0.242.
  const bjs = sampleSpread(side, {
    key: 'x',
    value: 1000,
    error: 100,
    errorKind: { confidence: 0.95, n: 25, cycles: true },
  } as never);
  expect(bjs.n).toBe(25);
  expect(bjs.cv).toBeCloseTo(0.242, 3);
  // tinybench's interval of its mean over 10,000 calls: no cycles, nothing read.
  const tb = sampleSpread(side, {
    key: 'x',
    value: 1000,
    error: 100,
    errorKind: { confidence: 0.95, n: 10_000 },
  } as never);
  expect(tb).toEqual({ cv: 0, n: 1 });
});
