// Wilcoxon signed-rank test: is a paired difference (here: log ratio candidate/baseline) centred on zero?
import { isSortedAscending, twoSidedNormalP } from './stats.js';

export interface SignedRankResult {
  /** Non-zero differences used (zeros are dropped, Wilcoxon's original method and scipy's default). */
  n: number;
  zeros: number;
  /** Sum of the ranks of |d| over the positive differences. */
  wPlus: number;
  /** Normal-approximation statistic (NaN when n = 0). */
  z: number;
  /** Two-sided p-value (1 when there is nothing to test). */
  pValue: number;
  /** True when the p-value comes from the exact null distribution instead of the normal approximation. */
  exact: boolean;
}

/** Largest n for which the exact null distribution is used (when |d| has no ties); 2^50 still fits a double. */
export const EXACT_MAX_N = 50;

/**
 * Two-sided Wilcoxon signed-rank test.
 * - Zeros are dropped (identical times carry no sign).
 * - |d| gets average ranks for ties; the null variance is n(n+1)(2n+1)/24 − Σ(t³ − t)/48 over tie groups.
 * - n ≤ 50 without ties: exact p from the distribution of W+ (each rank positive with probability ½),
 *   p = min(1, 2 · min(P(W+ ≤ w), P(W+ ≥ w))). Otherwise the normal approximation without continuity correction.
 */
export function wilcoxonSignedRank(differences: ArrayLike<number>): SignedRankResult {
  // Sorting the signed values natively gives both halves in |d| order: the negatives read backwards, the
  // positives forwards. Merging them assigns ranks in O(n) with no comparator sort (fast at a million pairs).
  // Input that is already a sorted Float64Array (the log ratios of a cut) is read as it is, never written.
  const sorted =
    differences instanceof Float64Array && isSortedAscending(differences)
      ? differences
      : Float64Array.from(differences).sort();
  let firstZero = 0;
  while (firstZero < sorted.length && sorted[firstZero] < 0) firstZero++;
  let firstPositive = firstZero;
  while (firstPositive < sorted.length && sorted[firstPositive] === 0) firstPositive++;
  const zeros = firstPositive - firstZero;
  const n = sorted.length - zeros;
  if (n === 0) return { n, zeros, wPlus: 0, z: NaN, pValue: 1, exact: false };

  let neg = firstZero - 1; // walks the negatives towards −0, i.e. |d| ascending
  let pos = firstPositive;
  let ranked = 0;
  let wPlus = 0;
  let tieTerm = 0;
  while (neg >= 0 || pos < sorted.length) {
    const nextNeg = neg >= 0 ? -sorted[neg] : Infinity;
    const nextPos = pos < sorted.length ? sorted[pos] : Infinity;
    const a = nextNeg < nextPos ? nextNeg : nextPos;
    let tn = 0;
    let tp = 0;
    while (neg >= 0 && -sorted[neg] === a) {
      tn++;
      neg--;
    }
    while (pos < sorted.length && sorted[pos] === a) {
      tp++;
      pos++;
    }
    const t = tn + tp;
    wPlus += tp * (ranked + (t + 1) / 2); // average of ranks ranked+1 … ranked+t
    tieTerm += t * t * t - t;
    ranked += t;
  }

  const meanW = (n * (n + 1)) / 4;
  const varW = (n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48;
  const z = varW > 0 ? (wPlus - meanW) / Math.sqrt(varW) : 0;
  if (tieTerm === 0 && n <= EXACT_MAX_N) {
    return { n, zeros, wPlus, z, pValue: exactSignedRankP(n, wPlus), exact: true };
  }
  return { n, zeros, wPlus, z, pValue: varW > 0 ? twoSidedNormalP(z) : 1, exact: false };
}

/** Exact two-sided p of W+ = w for n untied ranks, by counting subsets of {1…n} per rank sum. */
function exactSignedRankP(n: number, w: number): number {
  const maxSum = (n * (n + 1)) / 2;
  const ways = new Float64Array(maxSum + 1);
  ways[0] = 1;
  for (let r = 1; r <= n; r++) for (let s = maxSum; s >= r; s--) ways[s] += ways[s - r];
  const total = 2 ** n;
  let below = 0;
  let above = 0;
  for (let s = 0; s <= maxSum; s++) {
    if (s <= w) below += ways[s];
    if (s >= w) above += ways[s];
  }
  return Math.min(1, (2 * Math.min(below, above)) / total);
}
