// Replicated runs: one run far off the rest is set aside for its row (issue #17: pytest's `slow-07`), a row whose
// runs split between two modes keeps them all (a fast run at the other side's level included), and ordinary noise
// sets nothing aside.
import { setAsideOddRun } from '../../src/core/micro/between-run/replicates.js';

const ln = (xs: number[]) => xs.map(Math.log);

test("one slow run of five is set aside (the real pytest test_checksum's slow-07)", () => {
  // test_checksum's run medians (ms) in five base and five slow runs of __fixtures__/real-runs/pytest-benchmark.
  const base = ln([0.812, 0.791, 0.808, 0.798, 0.798]);
  const slow = ln([0.937, 0.951, 1.414, 0.94, 0.939]);
  const kept = setAsideOddRun(base, slow, NaN);
  expect(kept.setAside).toBe(true);
  expect(kept.bs).toHaveLength(5);
  expect(kept.cs.map((x) => +Math.exp(x).toFixed(3))).toEqual([0.937, 0.951, 0.94, 0.939]);
});

test('ordinary spread, a split between two modes, and too few runs keep every run', () => {
  const base = ln([100, 101, 99, 100.5, 102]);
  const cand = ln([100, 103, 98, 101, 99.5]);
  expect(setAsideOddRun(base, cand, NaN).setAside).toBe(false);
  // Two modes 13% apart (code layout): 3 runs in one, 2 in the other, on both sides.
  const bimodal = ln([100, 113, 100.5, 113.5, 99.8]);
  expect(setAsideOddRun(bimodal, ln([113, 100, 113.2, 100.4, 100.1]), NaN).setAside).toBe(false);
  // A row whose own spread is tiny is judged against the suite's typical spread: 3% is not odd at 1% typical.
  const tight = ln([100, 100, 100.01, 100, 100.02]);
  expect(setAsideOddRun(tight, ln([100, 100.01, 103, 100, 100]), Math.log(1.01)).setAside).toBe(false);
  // Two runs a side cannot tell an odd run.
  expect(setAsideOddRun(ln([100, 150]), ln([100, 101]), NaN).setAside).toBe(false);
});

test("a run at the other side's level is a mode of the row, not the host's: it is kept", () => {
  // tinybench's `reduce sum` on a loaded host (__fixtures__/real-runs/loaded/tinybench): 1.17 µs in seven runs
  // of ten, 15 µs in the other three (a JIT tier). Three runs with one fast and two slow keep all three.
  const fast = ln([1.17, 1.18, 1.16]);
  expect(setAsideOddRun(fast, ln([1.17, 15.2, 14.9]), NaN).setAside).toBe(false);
  // go's BufioWriter (µs) in __fixtures__/real-runs/shared/quiet/go: base-09 and -10 ran at 0.55 of its usual
  // time, back to back (base-09, -10, -01 against slow-01..03). With both on one side the third run, at the other
  // side's level, is the row's usual mode: setting it aside made an A/A pair "80% slower".
  expect(setAsideOddRun(ln([9.7, 10.17, 17.97]), ln([16.53, 17.31, 17.52]), NaN).setAside).toBe(false);
  // The same shape with the odd run apart from the other side (a neighbour's run) is set aside.
  const kept = setAsideOddRun(fast, ln([1.17, 1.18, 15.2]), NaN);
  expect(kept.setAside).toBe(true);
  expect(kept.cs.map((x) => +Math.exp(x).toFixed(2))).toEqual([1.17, 1.18]);
});

test("a run off the rest in either direction, apart from both sides, is the host's: it is set aside", () => {
  // go's TimeFormat (µs) in __fixtures__/real-runs/shared/quiet/go: base-01..03, slow-03..05. slow-04 ran at 0.62
  // of the row's usual time, far below the base runs as well (whole runs of some rows ran 20–45% faster on that
  // quiet VM); with it the slowed row's +20% was inconclusive.
  const kept = setAsideOddRun(ln([270.4, 288.8, 260.1]), ln([305.8, 162.5, 306.9]), NaN);
  expect(kept.setAside).toBe(true);
  expect(kept.cs.map((x) => +Math.exp(x).toFixed(1))).toEqual([305.8, 306.9]);
  // Throughputs alike: a run far below or far above the rest and the other side is set aside; one at the other
  // side's level is kept.
  const ops = ln([1000, 1010, 990]);
  expect(setAsideOddRun(ops, ln([1005, 998, 80]), NaN).setAside).toBe(true);
  expect(setAsideOddRun(ops, ln([1005, 998, 12_000]), NaN).setAside).toBe(true);
  expect(setAsideOddRun(ln([12_000, 11_900, 12_100]), ln([1005, 998, 12_000]), NaN).setAside).toBe(false);
});
