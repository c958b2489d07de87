// Replicated runs per side: each row's change from the runs' centres, its between-run variance from their
// spread (interleaved runs: of the paired differences), shrunk towards the suite's typical spread.
import type { MicroChange } from '../model.js';
import { fitVariancePrior, moderateVariance } from '../../stats/variance-prior.js';
import {
  DEFAULT_BETWEEN_RUN_PCT,
  DEFAULT_DF,
  median,
  rowKey,
  type BetweenRunInput,
  type BetweenRunNoise,
  type RowForNoise,
} from './model.js';

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
) {
  const runsOf = (i: number) => {
    const k = rowKey(rows[i].key, rows[i].metric);
    return [rep.baseline.get(k), rep.candidate.get(k)] as const;
  };
  for (const idx of byMetric.values()) {
    // The suite's typical spread of runs, for the odd-run rule (setAsideOddRun).
    const rests: number[] = [];
    if (!rep.paired)
      for (const i of idx) {
        const [b, c] = runsOf(i);
        const d = b && c && runDistances([...b].filter(Number.isFinite), [...c].filter(Number.isFinite));
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
    const prior = fitVariancePrior(
      usable.map((j) => Math.max(v[j], 1e-12)),
      usable.map((j) => dfs[j]),
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
    });
  }
  out.source = rep.paired ? 'interleaved' : 'replicates';
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
  const bs = [...b].filter(Number.isFinite);
  const cs = [...c].filter(Number.isFinite);
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

function moments(x: number[]): { mean: number; ss: number } {
  const mean = x.reduce((a, b) => a + b, 0) / x.length;
  return { mean, ss: x.reduce((a, b) => a + (b - mean) ** 2, 0) };
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
  bs.forEach((x, at) => x !== mb && z.push({ z: Math.abs(x - mb) / RESIDUAL_MEDIAN[kb], side: 0, at }));
  cs.forEach((x, at) => x !== mc && z.push({ z: Math.abs(x - mc) / RESIDUAL_MEDIAN[kc], side: 1, at }));
  if (z.length < 3) return null;
  z.sort((a, b) => a.z - b.z);
  return { z, rest: median(z.slice(0, -1).map((r) => r.z)) };
}

/**
 * 3–12 runs a side: one run far off the rest (a slow neighbour for its whole run) must not widen a row past a
 * claim, as it does the plain variance of run centres. The run furthest from its side's median is set aside
 * when it lies beyond ODD_RUN_SPREADS spreads (the larger of the row's own and the suite's `typical`) and at least
 * twice as far as the next furthest; a row whose runs split between two modes keeps them all. One run per row.
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
  // Only a lone odd run: when the next furthest is more than half as far, the runs split between modes (code
  // layout) and all of them are the row's noise.
  if (d.z[d.z.length - 2].z > worst.z / 2) return { bs, cs, setAside: false };
  const drop = (xs: number[]) => xs.filter((_, i) => i !== worst.at);
  return worst.side === 0 ? { bs: drop(bs), cs, setAside: true } : { bs, cs: drop(cs), setAside: true };
}
