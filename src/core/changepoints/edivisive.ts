// E-divisive means (Matteson & James) over a window, as Otava's split step runs it: the best split of an
// interval maximises Q̂ over every left part [start, τ) and right part [τ, κ); splits are kept while the
// t-test of the interval's two sides is significant.
import { compareSegments } from './segment-test.js';

// Bound once: a global `Math.*` lookup per call costs ~40× in hot loops under Jest's sandboxed globals.
const { abs } = Math;

export interface Candidate {
  /** First index of the right part. */
  index: number;
  qhat: number;
}

/**
 * The best split of values[start, end) (end − start ≥ 2). With n = τ − start, m = κ − τ, N = n + m:
 *   Q̂(τ, κ) = 2/N·Σ|X−Y| − 2m/(N(n−1))·Σ_{pairs in X}|·| − 2n/(N(m−1))·Σ_{pairs in Y}|·|
 * (a term is 0 when its side has one point). O((end − start)²): the within-pair sums grow with κ.
 * Ties go to the first (τ, κ) in Otava's row-major order over its τ × κ matrix, whose entries with κ ≤ τ
 * are 0 and can win when every Q̂ is negative; `scratch` (length ≥ end − start) saves allocations.
 */
export function bestSplit(
  values: ArrayLike<number>,
  start: number,
  end: number,
  scratch: Float64Array = new Float64Array(end - start + 1),
): Candidate {
  const len = end - start;
  // rowSums[t]: Σ over b in (t, κ) of |x_t − x_b|; within[k]: Σ over pairs inside [0, k), both local.
  const rowSums = scratch.subarray(0, len);
  rowSums.fill(0);
  const within = new Float64Array(len + 1);
  // Otava's matrix holds a 0 at (τ = start + 2, κ = start + 2) once the interval has 3 points.
  let bestQ = len >= 3 ? 0 : -Infinity;
  let bestTau = 2;
  let bestKappa = 2;
  for (let kappa = 2; kappa <= len; kappa++) {
    const b = kappa - 1;
    const xb = values[start + b];
    let newPairs = 0;
    for (let t = 0; t < b; t++) {
      const d = abs(values[start + t] - xb);
      rowSums[t] += d;
      newPairs += d;
    }
    within[kappa] = within[kappa - 1] + newPairs;
    const total = within[kappa];
    let withinY = 0;
    for (let tau = kappa - 1; tau >= 1; tau--) {
      withinY += rowSums[tau];
      const n = tau;
      const m = kappa - tau;
      const withinX = within[tau];
      const cross = total - withinX - withinY;
      let q = (2 * cross) / kappa;
      if (n > 1) q -= (2 * m * withinX) / (kappa * (n - 1));
      if (m > 1) q -= (2 * n * withinY) / (kappa * (m - 1));
      if (q > bestQ || (q === bestQ && (tau < bestTau || (tau === bestTau && kappa < bestKappa)))) {
        bestQ = q;
        bestTau = tau;
        bestKappa = kappa;
      }
    }
  }
  return { index: start + bestTau, qhat: bestQ };
}

/**
 * Change points inside values[start, end) at significance `maxP` (Otava's ChangePointDetector): the
 * interval whose best split has the largest Q̂ is split next, until that split's t-test fails.
 * Returns the indexes, ascending.
 */
export function detectInWindow(
  values: ArrayLike<number>,
  start: number,
  end: number,
  maxP: number,
): number[] {
  const points: number[] = [];
  // Intervals are [bounds[i], bounds[i + 1]); a split leaves the other intervals' candidates valid.
  const bounds = [start, end];
  const candidates: (Candidate | null)[] = [null];
  const scratch = new Float64Array(end - start + 1);
  for (;;) {
    let best = -1;
    for (let i = 0; i < candidates.length; i++) {
      if (bounds[i + 1] - bounds[i] < 2) continue;
      candidates[i] ??= bestSplit(values, bounds[i], bounds[i + 1], scratch);
      if (best < 0 || candidates[i]!.qhat > candidates[best]!.qhat) best = i;
    }
    if (best < 0) break;
    const tau = candidates[best]!.index;
    const stats = compareSegments(values, bounds[best], tau, bounds[best + 1]);
    if (!(stats.pValue <= maxP)) break;
    bounds.splice(best + 1, 0, tau);
    candidates.splice(best, 1, null, null);
    points.push(tau);
  }
  return points.sort((a, b) => a - b);
}
