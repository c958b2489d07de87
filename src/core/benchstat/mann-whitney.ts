// Two-sided Mann–Whitney U test with the same exact/normal switch as go-moremath (used by benchstat):
// exact distribution for n ≤ 50 without ties or n ≤ 25 with ties, else a normal approximation with
// tie and continuity correction. Exact p-values are computed by counting rank subsets.
import { normalCdf } from './normal.js';
import { emptyTieGroups, zeroedTieDpBuffer } from '../../internal/scratch-buffers.js';
import { uDistributionMemo } from '../../internal/u-distribution-memo.js';

export const EXACT_LIMIT = 50;
export const TIES_EXACT_LIMIT = 25;

export interface MannWhitneyResult {
  n1: number;
  n2: number;
  /** U of the first sample: pairs where it is larger, ties counted ½. */
  u: number;
  /** Two-sided p-value. */
  p: number;
  method: 'exact' | 'exact-ties' | 'normal';
}

export type MannWhitneyError = 'sample-size' | 'samples-equal' | 'not-finite';

/** Thrown-free result: either the test or the reason it cannot be done (benchstat then uses p = 1). */
export type MannWhitneyOutcome =
  { ok: true; result: MannWhitneyResult } | { ok: false; error: MannWhitneyError };

export const MANN_WHITNEY_ERROR_TEXT: Record<MannWhitneyError, string> = {
  'sample-size': 'sample is too small',
  'samples-equal': 'all samples are equal',
  'not-finite': 'a sample is not a finite number',
};

/** Cumulative counts of U (no ties) for sizes (n1, n2): cdf[u] = #subsets with U ≤ u. Remembered per size pair. */
function noTiesCdf(n1: number, n2: number): Float64Array {
  return uDistributionMemo(Math.min(n1, n2), Math.max(n1, n2), countNoTiesCdf);
}

/** noTiesCdf for sizes a ≤ b. */
function countNoTiesCdf(a: number, b: number): Float64Array {
  // Counts of U for sizes (m, n) follow c(m, n, u) = c(m−1, n, u−n) + c(m, n−1, u). Build row by row over n.
  const maxU = a * b;
  // rows[m] holds counts for (m, current n)
  const rows: Float64Array[] = [];
  for (let m = 0; m <= a; m++) {
    rows.push(new Float64Array(maxU + 1));
  }
  for (const row of rows) row[0] = 1; // c(m, 0, ·): one arrangement, U = 0
  for (let n = 1; n <= b; n++) {
    // c(0, n, ·) = [1]; update m ascending so rows[m−1] already holds (m−1, n).
    for (let m = 1; m <= a; m++) {
      const cur = rows[m];
      const prev = rows[m - 1];
      const top = m * n;
      for (let u = top; u >= 0; u--) {
        cur[u] = cur[u] + (u >= n ? prev[u - n] : 0);
      }
    }
  }
  const counts = rows[a];
  const cdf = new Float64Array(maxU + 1);
  let acc = 0;
  for (let u = 0; u <= maxU; u++) {
    acc += counts[u];
    cdf[u] = acc;
  }
  return cdf;
}

function chooseFloat(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  k = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r; // each partial product is C(n−k+i, i), an integer, so this is exact below 2⁵³
}

/**
 * Probability that U₁ ≤ uSmall under the null hypothesis with the given tie groups (sizes in rank order),
 * counting subsets of size n1 weighted by Π C(t, r) with a knapsack over (chosen, 2·rank sum).
 */
function exactTiesCdf(n1: number, n2: number, ties: number[], uSmall: number): number {
  // 2·R₁ = Σ r_g · (start_g + end_g); 2·U₁ = 2·R₁ − n1(n1+1). Contributions are positive, so prune at the limit.
  const limit = Math.round(2 * uSmall) + n1 * (n1 + 1);
  const width = limit + 1;
  // A zeroed work buffer reused across calls (the tie DP runs once per benchmark; avoid GC churn).
  const dp = zeroedTieDpBuffer((n1 + 1) * width);
  // Non-zero range of each row (k chosen so far), so sparse early rows cost little.
  const lo = new Int32Array(n1 + 1).fill(width);
  const hi = new Int32Array(n1 + 1).fill(-1);
  dp[0] = 1;
  lo[0] = 0;
  hi[0] = 0;
  let start = 1;
  const coef: number[] = [];
  for (const t of ties) {
    const w = 2 * start + t - 1; // start + end of the group's 1-based ranks
    start += t;
    coef.length = 0;
    for (let r = 0; r <= t; r++) coef.push(chooseFloat(t, r));
    for (let k = n1 - 1; k >= 0; k--) {
      if (hi[k] < 0) continue;
      const rowBase = k * width;
      const maxR = Math.min(t, n1 - k);
      for (let s = hi[k]; s >= lo[k]; s--) {
        const v = dp[rowBase + s];
        if (v === 0) continue;
        for (let r = 1; r <= maxR; r++) {
          const s2 = s + r * w;
          if (s2 > limit) break;
          const k2 = k + r;
          dp[k2 * width + s2] += v * coef[r];
          if (s2 < lo[k2]) lo[k2] = s2;
          if (s2 > hi[k2]) hi[k2] = s2;
        }
      }
    }
  }
  let count = 0;
  const base = n1 * width;
  for (let s = 0; s <= limit; s++) count += dp[base + s];
  return count / chooseFloat(n1 + n2, n1);
}

const SAMPLES_EQUAL: MannWhitneyOutcome = { ok: false, error: 'samples-equal' };

/** Two-sided Mann–Whitney U test of x1 against x2 (neither array is modified). */
export function mannWhitneyUTest(x1: ArrayLike<number>, x2: ArrayLike<number>): MannWhitneyOutcome {
  return mannWhitneyUTestSorted(Float64Array.from(x1).sort(), Float64Array.from(x2).sort());
}

/** The same test on samples already in ascending order (saves two sorts per benchmark). */
export function mannWhitneyUTestSorted(a: ArrayLike<number>, b: ArrayLike<number>): MannWhitneyOutcome {
  const result: MannWhitneyResult = { n1: 0, n2: 0, u: 0, p: 1, method: 'exact' };
  const error = mannWhitneySortedInto(a, a.length, b, b.length, result);
  if (error === null) return { ok: true, result };
  return error === 'samples-equal'
    ? SAMPLES_EQUAL
    : error === 'sample-size'
      ? SAMPLE_SIZE
      : { ok: false, error };
}

const SAMPLE_SIZE: MannWhitneyOutcome = { ok: false, error: 'sample-size' };

/**
 * The two-sided p of U = `u1` by the normal approximation with continuity and tie correction (`tieSum`, the sum
 * of t³ − t over the tie groups of both samples together), or null when the samples are all equal.
 */
export function mannWhitneyNormalP(n1: number, n2: number, u1: number, tieSum: number): number | null {
  const total = n1 + n2;
  const mu = (n1 * n2) / 2;
  const sigma = Math.sqrt((n1 * n2 * (total + 1 - tieSum / (total * (total - 1)))) / 12);
  if (sigma === 0) return null;
  let numer = u1 - mu;
  numer -= Math.sign(numer) * 0.5;
  const z = numer / sigma;
  const cdf = normalCdf(z);
  return 2 * Math.min(cdf, 1 - cdf);
}

/**
 * The test on the first n1 values of `a` and n2 of `b` (each ascending), written into `out`: the form the
 * comparison engine calls 60,000 times on a large suite, with reused sort buffers and no result objects.
 * Returns null when the test was done, else why not (`out` is then left as it was).
 */
export function mannWhitneySortedInto(
  a: ArrayLike<number>,
  n1: number,
  b: ArrayLike<number>,
  n2: number,
  out: MannWhitneyResult,
): MannWhitneyError | null {
  if (n1 === 0 || n2 === 0) return 'sample-size';

  // Merge, summing mid-ranks of sample 1 and collecting tie group sizes.
  let i = 0;
  let j = 0;
  let rank = 1;
  let r1 = 0;
  // Reused across calls: the test runs once per benchmark, 60,000 times on a large suite.
  const ties = emptyTieGroups();
  // Group sizes are kept only where the exact test may need them; the normal one needs only their sum (a
  // million-value sample, a block log's contrast, would otherwise grow a million-entry array).
  const keepTies = n1 <= EXACT_LIMIT && n2 <= EXACT_LIMIT;
  let tieSum = 0;
  let hasTies = false;
  while (i < n1 || j < n2) {
    const v = j >= n2 || (i < n1 && a[i] < b[j]) ? a[i] : b[j];
    let c1 = 0;
    let c2 = 0;
    while (i < n1 && a[i] === v) {
      i++;
      c1++;
    }
    while (j < n2 && b[j] === v) {
      j++;
      c2++;
    }
    const t = c1 + c2;
    // NaN equals nothing, so no group forms and the merge would never advance.
    if (t === 0) return 'not-finite';
    if (c1 > 0) r1 += ((2 * rank + t - 1) / 2) * c1;
    if (t > 1) hasTies = true;
    if (keepTies) ties.push(t);
    tieSum += t * t * t - t;
    rank += t;
  }
  const u1 = r1 - (n1 * (n1 + 1)) / 2;
  const u2 = n1 * n2 - u1;
  const uSmall = Math.min(u1, u2);

  const exact = hasTies
    ? n1 <= TIES_EXACT_LIMIT && n2 <= TIES_EXACT_LIMIT
    : n1 <= EXACT_LIMIT && n2 <= EXACT_LIMIT;
  let p: number;
  let method: MannWhitneyResult['method'];
  if (exact) {
    if (ties.length === 1) return 'samples-equal';
    if (u1 === u2) p = 1;
    else if (hasTies) p = 2 * exactTiesCdf(n1, n2, ties, uSmall);
    else {
      const cdf = noTiesCdf(n1, n2);
      p = (2 * cdf[Math.floor(uSmall)]) / cdf[cdf.length - 1];
    }
    method = hasTies ? 'exact-ties' : 'exact';
  } else {
    const normal = mannWhitneyNormalP(n1, n2, u1, tieSum);
    if (normal === null) return 'samples-equal';
    p = normal;
    method = 'normal';
  }
  out.n1 = n1;
  out.n2 = n2;
  out.u = u1;
  out.p = p;
  out.method = method;
  return null;
}
