// Otava's significance test for a split: Student's two-sample t-test with pooled variance (scipy's
// ttest_ind_from_stats), fed population (ddof 0) standard deviations as Otava feeds it numpy.std.
import { incompleteBeta } from '../stats/student-t.js';

// Bound once: a global `Math.*` lookup per call costs ~40× in hot loops under Jest's sandboxed globals.
const { sqrt, abs, max } = Math;

export interface SplitStats {
  pValue: number;
  meanBefore: number;
  meanAfter: number;
  /** Population standard deviations (ddof 0), as Otava reports them. */
  stdBefore: number;
  stdAfter: number;
}

interface Moments {
  n: number;
  mean: number;
  std: number;
}

/** Mean and population standard deviation of values[start, end), in two passes (no cancellation). */
export function segmentMoments(values: ArrayLike<number>, start: number, end: number): Moments {
  const n = end - start;
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i];
  const mean = sum / n;
  let squares = 0;
  for (let i = start; i < end; i++) squares += (values[i] - mean) * (values[i] - mean);
  return { n, mean, std: n >= 2 ? sqrt(squares / n) : 0 };
}

/** Two-sided p of Student's t with pooled variance, from each side's n, mean and standard deviation. */
export function pooledTTestP(a: Moments, b: Moments): number {
  const df = a.n + b.n - 2;
  if (df <= 0) return 1;
  const pooled = ((a.n - 1) * a.std * a.std + (b.n - 1) * b.std * b.std) / df;
  const se = sqrt(pooled * (1 / a.n + 1 / b.n));
  const diff = a.mean - b.mean;
  // Both sides constant: different levels are certain, equal ones carry no evidence (scipy: NaN).
  if (se === 0) return diff === 0 ? 1 : 0;
  const t = diff / se;
  // P(|T| ≥ |t|) = I_{df/(df+t²)}(df/2, 1/2), without the cancellation of 1 − CDF.
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** Compares values[start, split) with values[split, end). */
export function compareSegments(
  values: ArrayLike<number>,
  start: number,
  split: number,
  end: number,
): SplitStats {
  const before = segmentMoments(values, start, split);
  const after = segmentMoments(values, split, end);
  return {
    pValue: pooledTTestP(before, after),
    meanBefore: before.mean,
    meanAfter: after.mean,
    stdBefore: before.std,
    stdAfter: after.std,
  };
}

/** (after − before) / before, or 0 when the level before is 0 (Otava's forward_rel_change). */
export function forwardChange(s: SplitStats): number {
  return s.meanBefore === 0 ? 0 : s.meanAfter / s.meanBefore - 1;
}

/** The larger of the forward and backward relative changes (Otava's change_magnitude). */
export function changeMagnitude(s: SplitStats): number {
  const backward = s.meanAfter === 0 ? 0 : s.meanBefore / s.meanAfter - 1;
  return max(abs(forwardChange(s)), abs(backward));
}
