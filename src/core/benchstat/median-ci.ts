// Order-statistic confidence interval of the median, as benchstat computes it (go-moremath QuantileCI):
// exact binomial accumulation outward from the mode for n ≤ 30, normal approximation above.
import { orderStatisticMemo } from '../../internal/order-statistic-memo.js';
import { normalCdf, normalInvCdf } from './normal.js';

export interface OrderStatisticCi {
  n: number;
  /** Actual confidence of the interval (≥ the requested level, or 1 when it spans everything). */
  confidence: number;
  /** 1-based order statistics bounding the interval; 0 means −∞ and n+1 means +∞. */
  loOrder: number;
  hiOrder: number;
}

const EXACT_LIMIT = 30;

/** Binomial(n, ½) probability of k, exact for the n we use it with (all terms are multiples of 2⁻ⁿ). */
function halfBinomialPmf(n: number, k: number, choose: number[]): number {
  if (k < 0 || k > n) return 0;
  return choose[k] * Math.pow(0.5, n);
}

function binomialRow(n: number): number[] {
  const row = [1];
  for (let k = 1; k <= n; k++) row.push((row[k - 1] * (n - k + 1)) / k);
  return row;
}

function exactCi(n: number, confidence: number): OrderStatisticCi {
  const row = binomialRow(n);
  const pmf = (k: number) => halfBinomialPmf(n, k, row);
  // Start at the (lower) mode and widen towards whichever neighbour is more likely, left-biased on ties.
  const x = Math.ceil((n + 1) * 0.5) - 1;
  let accum = pmf(x);
  let l = x;
  let r = x + 1;
  let lp = pmf(l - 1);
  let rp = pmf(r);
  while (accum < confidence && (lp > 0 || rp > 0)) {
    if (lp >= rp) {
      accum += lp;
      l--;
      lp = pmf(l - 1);
    } else {
      accum += rp;
      r++;
      rp = pmf(r);
    }
  }
  return { n, confidence: accum, loOrder: l, hiOrder: r };
}

function approxCi(n: number, confidence: number): OrderStatisticCi {
  const mu = n * 0.5;
  const sigma = Math.sqrt(n * 0.25);
  const l1 = normalInvCdf((1 - confidence) / 2, mu, sigma);
  const r1 = 2 * mu - l1;
  // Continuity correction: binomial point k is the band [k−½, k+½]; round outwards to half-integers.
  const l = Math.floor(Math.floor(l1 - 0.5) + 0.5) + 1;
  let r = Math.floor(Math.ceil(r1 - 0.5) + 0.5) + 1;
  const band = (lo: number, hi: number) => normalCdf(hi - 0.5, mu, sigma) - normalCdf(lo - 0.5, mu, sigma);
  let actual = band(l, r);
  // The symmetric interval may be wider than needed: take the left-biased one if it still suffices.
  const biased = band(l, r - 1);
  if (biased >= confidence && biased < actual) {
    actual = biased;
    r = r - 1;
  }
  if (l <= 0 && r >= n + 1) actual = 1;
  return { n, confidence: actual, loOrder: l, hiOrder: r };
}

function computeMedianCi(n: number, confidence: number): OrderStatisticCi {
  let ci: OrderStatisticCi;
  if (confidence >= 1) ci = { n, confidence: 1, loOrder: 0, hiOrder: n + 1 };
  else ci = n <= EXACT_LIMIT ? exactCi(n, confidence) : approxCi(n, confidence);
  return { ...ci, loOrder: Math.max(ci.loOrder, 0), hiOrder: Math.min(ci.hiOrder, n + 1) };
}

/** The order statistics bounding the `confidence` interval of the median of n values (remembered per n). */
export function medianCi(n: number, confidence = 0.95): OrderStatisticCi {
  return orderStatisticMemo(confidence, n, computeMedianCi);
}

/** Smallest n whose median CI is finite at this confidence (benchstat's "need >= N samples"). */
export function minSamplesForMedianCi(confidence = 0.95): { op: '>=' | '>'; n: number } {
  for (let n = 2; n <= 50; n++) {
    const ci = medianCi(n, confidence);
    if (ci.loOrder > 0 && ci.hiOrder <= n) return { op: '>=', n };
  }
  return { op: '>', n: 50 };
}

/** Median of ascending-sorted values (mean of the middle two for even n). */
export function sortedMedian(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
