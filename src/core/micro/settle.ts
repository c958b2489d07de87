// What would settle an inconclusive run of replicated runs: how many runs per side would narrow the median
// benchmark's 95% interval to the minimum effect. Projected from the interval the run has now: its between-run
// term is an average over each side's runs, so the half-width (log scale) shrinks as √(1/kb + 1/kc). Its quantile
// is kept: more runs bring more df and a smaller one, but also more of a host's odd runs, which three runs a side
// understate. Chosen on the fitting corpus's real runs (bench/settle-prediction.mjs, 3 + 3 projected to 5 + 5):
// runs advised ÷ needed ×0.40–1.32 (median ×1.02) kept, against ×0.31–1.09 (median ×0.85) with the df the added
// runs bring; held out ×0.25–1.36 (median ×1.10, docs/micro-noise.md). One run per side is not projected: its
// interval is mostly the stated prior's and the suite's tails, not measured noise (the same check: ×0.5–23).

import { projectHalfWidth } from '../stats/runs-projection.js';

/** Runs per side beyond this are not worth a number: the host is too noisy for the minimum effect. */
export const MAX_RUNS_TO_SETTLE = 1000;
/** The run count the second figure is given for: a long but usual CI job. */
export const RUNS_FOR_REACH = 10;

export interface Settle {
  /** Runs per side that would narrow the median interval to ±minEffectPct; null: more than MAX_RUNS_TO_SETTLE. */
  runsPerSide: number | null;
  /** The median interval's half-width with RUNS_FOR_REACH runs per side (%): how far more runs reach. */
  reachPct: number;
  /** Each side's runs now. */
  runs: readonly [number, number];
}

export { projectHalfWidth };

/** `halfWidth`: the median tested row's 95% half-width now (ln ratio); `runs`: each side's runs now. */
export function settleRuns(
  halfWidth: number,
  runs: readonly [number, number],
  minEffectPct: number,
): Settle | null {
  const [kb, kc] = runs;
  if (!(halfWidth > 0) || !(kb >= 1) || !(kc >= 1) || !(minEffectPct > 0)) return null;
  const target = Math.log1p(minEffectPct / 100);
  // The smallest n with projectHalfWidth(n) ≤ target.
  const needed = Math.ceil((2 * halfWidth * halfWidth) / ((1 / kb + 1 / kc) * target * target));
  return {
    runsPerSide: needed <= MAX_RUNS_TO_SETTLE ? Math.max(1, needed) : null,
    reachPct: Math.expm1(projectHalfWidth(halfWidth, runs, RUNS_FOR_REACH)) * 100,
    runs: [kb, kc],
  };
}

/** The median of the rows' 95% half-widths on the log scale, from their intervals in % (NaN: none). */
export function medianHalfWidth(rows: ReadonlyArray<{ ciLowPct: number; ciHighPct: number }>): number {
  const w = rows
    .map((r) => (Math.log1p(r.ciHighPct / 100) - Math.log1p(r.ciLowPct / 100)) / 2)
    .filter((x) => Number.isFinite(x) && x > 0)
    .sort((a, b) => a - b);
  return w.length > 0 ? w[w.length >> 1] : NaN;
}
