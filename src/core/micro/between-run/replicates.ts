// Replicated runs per side: each row's change from the runs' centres, its between-run variance from their
// spread (interleaved runs: of the paired differences), shrunk towards the suite's typical spread.
import type { MicroChange } from '../model.js';
import { fitVariancePrior, moderateVariance } from '../../stats/variance-prior.js';
import {
  DEFAULT_BETWEEN_RUN_PCT,
  DEFAULT_DF,
  median,
  MIN_PRIOR_SERIES,
  rowKey,
  type BetweenRunInput,
  type BetweenRunNoise,
  type RowForNoise,
} from './model.js';
import { empiricalNull } from './empirical-null.js';
import { DRIFT_REACH, offCpuFloor, raiseToFloor, shiftChange } from './sources.js';

/**
 * Replicated runs: each row's change is the difference of the mean run centres, its variance the spread of
 * those centres (3–12 runs a side: one run far off the rest set aside, see setAsideOddRun; interleaved runs: of
 * the paired differences, which cancels drift shared by a pair), shrunk towards the suite's typical spread
 * (variance-prior.ts) so a row with 2–3 runs still gets a usable test.
 */
export function fromReplicates(
  rows: readonly RowForNoise[],
  rep: NonNullable<BetweenRunInput['replicates']>,
  byMetric: Map<string, number[]>,
  out: BetweenRunNoise,
  drift: number,
) {
  const rawRunsOf = (i: number) => {
    const k = rowKey(rows[i].key, rows[i].metric);
    return [rep.baseline.get(k), rep.candidate.get(k)] as const;
  };
  for (const [metric, idx] of byMetric) {
    // Each run's own speed (a slow neighbour for the whole run) is common to its rows and taken out of them:
    // back to back, per side (what is left between the sides is the suite's common shift, judged below);
    // interleaved, per pair (a pair whose two runs met different loads), from the candidate run.
    const raw = idx.map(rawRunsOf);
    const speeds = rep.paired
      ? runSpeeds([raw.map(([b, c]) => pairDifferences(b, c))])
      : runSpeeds([raw.map((r) => r[0]), raw.map((r) => r[1])]);
    const runsOf = (i: number) => {
      const [b, c] = rawRunsOf(i);
      if (!speeds) return [b, c] as const;
      return rep.paired
        ? ([b, less(c, speeds.sides[0])] as const)
        : ([less(b, speeds.sides[0]), less(c, speeds.sides[1])] as const);
    };
    // The suite's typical spread of runs, for the odd-run rule (setAsideOddRun).
    const rests: number[] = [];
    if (!rep.paired)
      for (const i of idx) {
        const [b, c] = runsOf(i);
        const d = b && c && runDistances(finiteOf(b), finiteOf(c));
        if (d && Number.isFinite(d.rest)) rests.push(d.rest);
      }
    const typical = rests.length > 0 ? median(rests) : NaN;
    const est: number[] = [];
    const v: number[] = [];
    const dfs: number[] = [];
    const sizes: number[] = [];
    for (const i of idx) {
      const [b, c] = runsOf(i);
      const s = replicateStats(b, c, rep.paired, typical);
      est.push(s?.estimate ?? NaN);
      v.push(s?.variance ?? NaN);
      dfs.push(s?.df ?? 0);
      sizes.push(s?.sizeFactor ?? NaN);
      if (s?.setAside) out.oddRunsSetAside = (out.oddRunsSetAside ?? 0) + 1;
    }
    const usable = v.map((x, j) => (Number.isFinite(x) && dfs[j] > 0 ? j : -1)).filter((j) => j >= 0);
    // From MIN_PRIOR_SERIES rows, not the 20 within-run variances need: 3 + 3 runs give each row 4 df, and a
    // ten-row suite's rows shared their spread well enough to lend each other df (fitting set: pytest-benchmark
    // 3 + 3 catches 85 → 100 of 100, tinybench 64 → 97; five hyperfine commands were too few, 92 → 75).
    const prior = fitVariancePrior(
      usable.map((j) => Math.max(v[j], 1e-12)),
      usable.map((j) => dfs[j]),
      MIN_PRIOR_SERIES,
    );
    const fallback = Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100) ** 2;
    idx.forEach((i, j) => {
      const w = (rows[i].change as MicroChange).se ** 2;
      if (!Number.isFinite(v[j]) || dfs[j] <= 0) {
        // A row in too few runs: the suite's typical spread, or the default.
        out.variance[i] = Math.max(w, prior ? prior.variance * 2 : fallback);
        out.df[i] = prior ? Math.min(prior.df, 1e6) : DEFAULT_DF;
        return;
      }
      out.estimate[i] = est[j];
      const m = prior ? moderateVariance(v[j], dfs[j], prior) : { variance: v[j], df: dfs[j] };
      out.variance[i] = Math.max(m.variance * sizes[j], 1e-16);
      out.df[i] = Math.min(m.df, 1e6);
      // Back to back, a side's runs share their sitting's load: time off the CPU that moved between the
      // sides is interference the runs' spread does not show (interleaved pairs each meet both loads).
      if (!rep.paired) raiseToFloor(out, i, offCpuFloor(rows[i]));
    });
    if (!rep.paired) commonShift(metric, idx, est, out, drift, speeds, rep.runs);
  }
  out.source = rep.paired ? 'interleaved' : 'replicates';
  out.replicateRuns = rep.runs;
}

/** Each side's runs' own speeds (ln, the side's median run at 0), read off the rows; null with too few rows. */
interface RunSpeeds {
  /** Per side given, each run's speed. */
  sides: Float64Array[];
  /** The pooled variance of one run's speed within a side, and its df. */
  variance: number;
  df: number;
}

/**
 * A run's speed is the median over the rows of how far the run's centre lies from the row's median run on its
 * side: with MIN_PRIOR_SERIES rows or more, the median moves by a fraction of one row's noise, while a loaded
 * run moves every row at once. Rows missing from a run do not count for it. `sides`: per side, per row, its runs
 * (back to back: the baseline's and the candidate's; interleaved: the pairs' differences, one side).
 */
function runSpeeds(sides: ReadonlyArray<ReadonlyArray<Float64Array | undefined>>): RunSpeeds | null {
  if (sides[0].length < MIN_PRIOR_SERIES) return null;
  const speedsOf = (rowsOfSide: ReadonlyArray<Float64Array | undefined>): Float64Array | null => {
    const k = rowsOfSide.find((x) => x)?.length ?? 0;
    if (k < 2) return null;
    const devs: number[][] = Array.from({ length: k }, () => []);
    for (const x of rowsOfSide) {
      if (!x || x.length !== k) continue;
      const finite = finiteOf(x);
      if (finite.length < 2) continue;
      const mid = median(finite);
      x.forEach((v, at) => Number.isFinite(v) && devs[at].push(v - mid));
    }
    if (devs.some((d) => d.length < MIN_PRIOR_SERIES)) return null;
    const speeds = Float64Array.from(devs, median);
    const centre = median([...speeds]);
    return speeds.map((v) => v - centre);
  };
  const speeds = sides.map(speedsOf);
  if (speeds.some((x) => !x)) return null;
  const found = speeds as Float64Array[];
  const df = found.reduce((a, x) => a + x.length - 1, 0);
  const variance = found.reduce((a, x) => a + moments(x).ss, 0) / df;
  // Only speeds the runs really had: with none, the median of N rows' noise still varies by (π/2)·σ²/N, and
  // taking that out of every row adds noise (ten Catch2 rows, each noisy on its own). Normalise when the speeds
  // vary beyond that at the 5% level (χ² with the speeds' df).
  const rowVariance = median(
    sides[0].flatMap((_, row) => {
      const runs = sides.map((side) => finiteOf(side[row]));
      const n = runs.reduce((a, x) => a + Math.max(0, x.length - 1), 0);
      return n > 0 ? [runs.reduce((a, x) => a + moments(x).ss, 0) / n] : [];
    }),
  );
  const noiseOnly = ((Math.PI / 2) * rowVariance) / sides[0].length;
  if (!(variance > (noiseOnly * chiSquareQuantile95(df)) / df)) return null;
  return { sides: found, variance, df };
}

/** Interleaved runs: each pair's difference (candidate − baseline) per row, NaN where either run lacks it. */
function pairDifferences(b: Float64Array | undefined, c: Float64Array | undefined): Float64Array | undefined {
  if (!b || !c || b.length !== c.length) return undefined;
  return c.map((v, r) => v - b[r]);
}

const finiteOf = (x: Float64Array | undefined): number[] => (x ? [...x].filter(Number.isFinite) : []);

/** The χ² 95% quantile with `df` degrees of freedom (Wilson–Hilferty; within 1% from 2 df up). */
function chiSquareQuantile95(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + 1.6448536 * Math.sqrt(a)) ** 3;
}

/** A row's runs less each run's speed (a new array; the caller's are kept). */
function less(x: Float64Array | undefined, speeds: Float64Array): Float64Array | undefined {
  if (!x || x.length !== speeds.length) return x;
  return x.map((v, at) => v - speeds[at]);
}

/**
 * The suite's common shift between back-to-back replicated runs: the centre of the rows that did not change (the
 * empirical null, as with one run per side). Runs of one side taken in one sitting share its drift, which their
 * spread does not show: the shift is judged against the stated run drift (two runs' worth, as one run per side),
 * or the runs' own measured speeds if those say more. Each row must stand out from the shift as well as from zero.
 */
function commonShift(
  metric: string,
  idx: readonly number[],
  est: readonly number[],
  out: BetweenRunNoise,
  drift: number,
  speeds: RunSpeeds | null,
  [kb, kc]: readonly [number, number],
) {
  const tested = idx
    .map((i, j) => (Number.isFinite(est[j]) && out.variance[i] > 0 ? j : -1))
    .filter((j) => j >= 0);
  // Fewer rows cannot tell a shift from a change of most of them (three of five hyperfine commands 25% slower
  // read as the suite's shift): their runs' spread judges them alone, as before there was a shift.
  if (tested.length < MIN_PRIOR_SERIES) return;
  const sorted = Float64Array.from(tested, (j) => est[j]).sort();
  const typicalSd = Math.sqrt(median(tested.map((j) => out.variance[idx[j]])));
  const peak = empiricalNull(
    sorted,
    typicalSd,
    DRIFT_REACH * drift,
    Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100),
  );
  const measured = speeds ? speeds.variance * (1 / kb + 1 / kc) : 0;
  const shiftVar =
    ((Math.PI / 2) * peak.scale * peak.scale) / peak.rows + Math.max(2 * drift * drift, measured);
  const shiftTest = shiftChange(peak.centre, shiftVar);
  out.shifts.push({ metric, change: shiftTest });
  for (const j of tested) {
    const i = idx[j];
    out.offset[i] = peak.centre;
    out.offsetVariance[i] = shiftVar;
    out.shiftOf[i] = shiftTest;
  }
}

/** One row's replicate statistics: estimate, variance of one run centre (or paired difference), df, size factor. */
function replicateStats(
  b: Float64Array | undefined,
  c: Float64Array | undefined,
  paired: boolean,
  typical: number,
): { estimate: number; variance: number; df: number; sizeFactor: number; setAside?: boolean } | null {
  if (!b || !c) return null;
  if (paired && b.length === c.length) {
    const d: number[] = [];
    for (let r = 0; r < b.length; r++)
      if (Number.isFinite(b[r]) && Number.isFinite(c[r])) d.push(c[r] - b[r]);
    if (d.length < 2) return null;
    const { mean, ss } = moments(d);
    return { estimate: mean, variance: ss / (d.length - 1), df: d.length - 1, sizeFactor: 1 / d.length };
  }
  const bs = finiteOf(b);
  const cs = finiteOf(c);
  if (bs.length === 0 || cs.length === 0 || bs.length + cs.length < 3) return null;
  const kept = setAsideOddRun(bs, cs, typical);
  const mb = moments(kept.bs);
  const mc = moments(kept.cs);
  const df = kept.bs.length - 1 + kept.cs.length - 1;
  return {
    estimate: mc.mean - mb.mean,
    variance: (mb.ss + mc.ss) / df,
    df,
    sizeFactor: 1 / kept.bs.length + 1 / kept.cs.length,
    setAside: kept.setAside,
  };
}

/** Mean and sum of squared deviations from it. */
export function moments(x: ArrayLike<number>): { mean: number; ss: number } {
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += x[i];
  const mean = sum / x.length;
  let ss = 0;
  for (let i = 0; i < x.length; i++) ss += (x[i] - mean) ** 2;
  return { mean, ss };
}

/**
 * Normal-theory constants for K runs a side, σ = 1 (200,000 simulated draws per K, `bench/replicate-constants.mjs`):
 * the median of the non-zero |centre − side median| (for a robust sd of few runs), and the variance of the median
 * of K centres (for a median of runs: the service history's level and candidate runs).
 */
const RESIDUAL_MEDIAN = [0, 0, 0, 0.692, 0.487, 0.684, 0.527, 0.682, 0.564, 0.68, 0.588, 0.68, 0.604];
const MEDIAN_VARIANCE = [0, 0, 0, 0.451, 0.298, 0.289, 0.215, 0.21, 0.169, 0.165, 0.139, 0.137, 0.117];
/** Variance of the median of k centres in units of one centre's (k > 12: the large-sample π / 2k). */
export function medianVarianceFactor(k: number): number {
  if (k <= 2) return 1 / Math.max(k, 1);
  return k < MEDIAN_VARIANCE.length ? MEDIAN_VARIANCE[k] : Math.PI / (2 * k);
}

/** Runs a side for setting one odd run aside: from 3 (fewer cannot tell one) to 12 (the constants' end). */
export const robustRuns = (kb: number, kc: number) =>
  Math.min(kb, kc) >= 3 && Math.max(kb, kc) < RESIDUAL_MEDIAN.length;

/**
 * A run this many spreads off its side's median is set aside for its row: the spread is the larger of the
 * row's own (the median distance of its other runs) and the suite's typical one (the median of the rows' own).
 * Few runs tell their own spread poorly (under normal noise, the largest of 5 + 5 runs' distances is beyond 26
 * times the median of the others' in one row of 1,000; of 3 + 3, beyond 87: `bench/replicate-constants.mjs`);
 * the suite's typical spread, from all rows, is steady, and 10 of it is about 7σ of normal noise. pytest's
 * `slow-07` (`test_checksum` 1.41 ms where the other nine slow runs sit at 0.94) lies 30–40 spreads off.
 */
const ODD_RUN_SPREADS = 10;

/**
 * Whether the odd run lies apart from the other side's runs as well (ODD_RUN_SPREADS / 2 spreads from their
 * median). A run at the other side's level is a mode of the row, not the host's: tinybench's `reduce sum` ran at
 * 1.17 µs in 7 runs of 10 and 15 µs in 3 (a JIT tier), go's `BufioWriter` at 0.55 of its usual time in two runs
 * of ten, back to back; setting aside the one run of three in the row's other mode makes the two left "a change".
 */
function apartFromOtherSide(
  worst: RunDistances['z'][number],
  bs: readonly number[],
  cs: readonly number[],
  spread: number,
): boolean {
  const x = worst.side === 0 ? bs[worst.at] : cs[worst.at];
  const other = worst.side === 0 ? cs : bs;
  const gap = Math.abs(x - median([...other])) / RESIDUAL_MEDIAN[other.length];
  return gap > (ODD_RUN_SPREADS / 2) * spread;
}

/** One row's runs as the odd-run rule sees them: each run's distance from its side's median, in spreads. */
interface RunDistances {
  /** Distances (|centre − side median| scaled by RESIDUAL_MEDIAN), the furthest last. */
  z: { z: number; side: 0 | 1; at: number }[];
  /** The median distance of all but the furthest (the row's own spread); NaN when too few. */
  rest: number;
}

export function runDistances(bs: readonly number[], cs: readonly number[]): RunDistances | null {
  const kb = bs.length;
  const kc = cs.length;
  if (!robustRuns(kb, kc)) return null;
  const mb = median(bs);
  const mc = median(cs);
  const z: RunDistances['z'] = [];
  const push = (x: number, m: number, k: number, side: 0 | 1, at: number) =>
    x !== m && z.push({ z: Math.abs(x - m) / RESIDUAL_MEDIAN[k], side, at });
  bs.forEach((x, at) => push(x, mb, kb, 0, at));
  cs.forEach((x, at) => push(x, mc, kc, 1, at));
  if (z.length < 3) return null;
  z.sort((a, b) => a.z - b.z);
  return { z, rest: median(z.slice(0, -1).map((r) => r.z)) };
}

/**
 * 3–12 runs a side: one run far off the rest (a slow neighbour for its whole run, or a whole run 20–45% faster
 * on a quiet VM) must not widen a row past a claim, as it does the plain variance of run centres. The run furthest
 * from its side's median is set aside when it lies beyond ODD_RUN_SPREADS spreads (the larger of the row's own and
 * the suite's `typical`), at least twice as far as the next furthest, and apart from the other side's runs too
 * (apartFromOtherSide: else it is the row's other mode). A row whose runs split between two modes keeps them all.
 * One run per row.
 */
export function setAsideOddRun(
  bs: number[],
  cs: number[],
  typical: number,
): { bs: number[]; cs: number[]; setAside: boolean } {
  const d = runDistances(bs, cs);
  const spread = d ? Math.max(d.rest, Number.isFinite(typical) ? typical : 0) : NaN;
  const worst = d?.z[d.z.length - 1];
  if (!d || !worst || !(spread > 0) || worst.z <= ODD_RUN_SPREADS * spread)
    return { bs, cs, setAside: false };
  if (!apartFromOtherSide(worst, bs, cs, spread)) return { bs, cs, setAside: false };
  // Only a lone odd run: when the next furthest is more than half as far, the runs split between modes (code
  // layout) and all of them are the row's noise.
  if (d.z[d.z.length - 2].z > worst.z / 2) return { bs, cs, setAside: false };
  const drop = (xs: number[]) => xs.filter((_, i) => i !== worst.at);
  return worst.side === 0 ? { bs: drop(bs), cs, setAside: true } : { bs, cs: drop(cs), setAside: true };
}
