// Fits of how a benchmark's cost grows with one numeric parameter: a growth exponent (log–log slope with a 95%
// CI), a fixed-plus-per-item cost model t = a + b·n, and the crossover n where two such cost lines cross.
// Numbers in, numbers out: families (scaling-families.ts) and the analysis (scaling.ts) use them.
import { leastSquares } from '../stats/least-squares.js';
import { studentTQuantile } from '../stats/student-t.js';

export interface GrowthExponent {
  /** Least-squares slope of log(value) against log(n): ~1 for O(n), ~0 for O(1), small for O(log n). */
  exponent: number;
  ciLow: number;
  ciHigh: number;
  r2: number;
  points: number;
}

/** Fitted growth exponent with its 95% CI (t-quantile × slope standard error; infinite with < 3 points). */
export function growthExponent(
  ns: readonly number[],
  values: readonly number[],
  confidence = 0.95,
): GrowthExponent {
  const keep = ns.map((n, i) => [n, values[i]] as const).filter(([n, v]) => n > 0 && v > 0);
  if (keep.length < 2) return { exponent: NaN, ciLow: NaN, ciHigh: NaN, r2: NaN, points: keep.length };
  const fit = leastSquares(
    keep.map(([n]) => Math.log(n)),
    keep.map(([, v]) => Math.log(v)),
  );
  let half = Infinity;
  if (keep.length > 2) half = studentTQuantile(1 - (1 - confidence) / 2, keep.length - 2) * fit.slopeStdErr;
  return {
    exponent: fit.slope,
    ciLow: fit.slope - half,
    ciHigh: fit.slope + half,
    r2: fit.r2,
    points: keep.length,
  };
}

export interface CostModel {
  /** Fixed cost a (value at n = 0) and per-item cost b, in the metric's unit. */
  fixed: number;
  perItem: number;
  r2: number;
}

/** Least-squares fit of value = fixed + perItem·n. */
export function fixedPlusPerItem(ns: readonly number[], values: readonly number[]): CostModel {
  const fit = leastSquares(ns, values);
  return { fixed: fit.intercept, perItem: fit.slope, r2: fit.r2 };
}

/** n where a1 + b1·n = a2 + b2·n, or null when the lines are parallel or cross at n ≤ 0. */
export function crossoverN(a: CostModel, b: CostModel): number | null {
  const db = a.perItem - b.perItem;
  if (db === 0 || !Number.isFinite(db)) return null;
  const n = (b.fixed - a.fixed) / db;
  return n > 0 && Number.isFinite(n) ? n : null;
}
