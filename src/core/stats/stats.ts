// Small statistics the block comparison needs, each defined once here. simple-statistics supplies what it has
// (quantile, mean, median absolute deviation, erf); the rest is written out with its definition.
import { errorFunction, mean, quantileSorted, sampleStandardDeviation } from 'simple-statistics';

// Bound once: a global `Math.*` lookup per call costs ~40× in hot loops under Jest's sandboxed globals.
const { abs, ceil, exp, floor, log, max, min, sqrt } = Math;

/**
 * simple-statistics types its inputs as `number[]` but only reads `length` and indexes, so typed arrays work
 * as they are; this cast keeps million-item cuts in compact Float64Arrays instead of copying them.
 */
function asNumbers(values: Float64Array): readonly number[] {
  return values as unknown as readonly number[];
}

/** A sorted copy as a Float64Array (numeric order; typed-array sort never compares as strings). */
export function sortedCopy(values: ArrayLike<number>): Float64Array {
  return Float64Array.from(values).sort();
}

/**
 * Quantile of sorted values by linear interpolation between order statistics (R type 7, numpy's default, what
 * simple-statistics implements). Its median is the mean of the two middle values for even n, which is what
 * the old-method oracle (Python's median) prints. NaN when empty.
 */
export function quantileOfSorted(sorted: Float64Array, p: number): number {
  return sorted.length === 0 ? NaN : quantileSorted(asNumbers(sorted), p);
}

/** True when `values` is in ascending order (NaN-free), so a sort can be skipped. */
export function isSortedAscending(values: ArrayLike<number>): boolean {
  for (let i = 1; i < values.length; i++) if (!(values[i - 1] <= values[i])) return false;
  return true;
}

/**
 * Several quantiles of unsorted values, the same numbers `quantileOfSorted` gives on the sorted values (R type
 * 7), placed by `orderStatisticsInPlace` (selection, O(n), for a million values). REORDERS `values` in place
 * (pass a copy to keep the order). NaN each when empty.
 */
export function quantilesInPlace(
  values: Float64Array,
  ps: readonly number[],
  sortMaxItems: number = SORT_MAX_ITEMS,
): number[] {
  const n = values.length;
  if (n === 0) return ps.map(() => NaN);
  orderStatisticsInPlace(
    values,
    ps.flatMap((p) => [floor((n - 1) * p), ceil((n - 1) * p)]),
    sortMaxItems,
  );
  // Each value below is read at a placed position: what simple-statistics' quantileSorted reads on sorted data.
  return ps.map((p) => {
    const idx = (n - 1) * p;
    if (p === 1) return values[n - 1];
    if (p === 0) return values[0];
    if (idx % 1 !== 0) {
      const lower = floor(idx);
      const upper = ceil(idx);
      return values[lower] + (idx - lower) * (values[upper] - values[lower]);
    }
    return values[idx];
  });
}

/**
 * Up to this many values, `orderStatisticsInPlace` sorts them (the engine's native sort) instead of selecting:
 * in a fresh process the selection loop runs as unoptimised code, and an 18,000-value sort took 1.4 ms against
 * 2.5 ms for nine ranks' selection; from about 30,000 values on, selection's O(n) wins (1M: 27 ms against 100).
 */
export const SORT_MAX_ITEMS = 1 << 15;

/**
 * The k-th smallest values (0-based ranks `ks`) of unsorted values. REORDERS `values` in place: sorts them
 * (up to `SORT_MAX_ITEMS`) or places each rank by selection. A rank outside [0, n) gives NaN (an open end of
 * an order-statistic interval).
 */
export function orderStatisticsInPlace(
  values: Float64Array,
  ks: readonly number[],
  sortMaxItems: number = SORT_MAX_ITEMS,
): number[] {
  const n = values.length;
  if (n <= sortMaxItems) {
    if (!isSortedAscending(values)) values.sort(); // a second call on the same values finds them sorted
  } else {
    // Every partition leaves a split s: the first s values are the s smallest. Each rank is selected between the
    // splits around it, so the ranks placed after the first (a P50's neighbours, the P90's, the P99's) search
    // the narrow stretches the earlier partitions left, not the whole rest of the values.
    const splits = [0, n];
    for (const k of ks) {
      if (k < 0 || k >= n) continue; // an open end
      let at = 1;
      while (splits[at] <= k) at++;
      selectKth(values, k, splits[at - 1], splits[at] - 1, splits);
    }
  }
  return ks.map((k) => (k >= 0 && k < n ? values[k] : NaN));
}

/** Adds `s` to the ascending `splits` (once). */
function addSplit(splits: number[], s: number): void {
  let at = splits.length;
  while (at > 0 && splits[at - 1] > s) at--;
  if (splits[at - 1] !== s) splits.splice(at, 0, s);
}

/** Normal-theory 95% interval of the mean: mean ± 1.96 · s/√n (NaN ends below two values). */
export function meanNormalInterval(values: Float64Array, meanValue: number): { low: number; high: number } {
  const n = values.length;
  if (n < 2) return { low: NaN, high: NaN };
  const half = (Z_95 * sampleStandardDeviation(asNumbers(values) as number[])) / Math.sqrt(n);
  return { low: meanValue - half, high: meanValue + half };
}

/**
 * Floyd–Rivest selection: reorders a[left, right] so that a[k] holds the value it would have there if sorted, with
 * nothing larger before it and nothing smaller after it. Each partition's pivot is first brought to a[k] by the same
 * selection on a sample stretch about k (`sampleSelect`), so it lands near k: about half the comparisons of a
 * middle-element pivot on a million values (1M, nine quantiles' ranks: ~18 ms against ~40). a[left, right] must lie
 * between two splits (nothing smaller before it, nothing larger after it); each split the partitions leave is added
 * to `splits` (see orderStatisticsInPlace). A rank at an end of the stretch is its minimum or maximum: one pass
 * without swaps.
 */
function selectKth(a: Float64Array, k: number, left: number, right: number, splits: number[]): void {
  if (right > left && (k === left || k === right)) {
    let at = k;
    for (let i = left; i <= right; i++) if (k === left ? a[i] < a[at] : a[i] > a[at]) at = i;
    const t = a[k];
    a[k] = a[at];
    a[at] = t;
    left = right = k;
  }
  while (right > left) {
    if (right - left > SAMPLE_FROM) sampleSelect(a, k, left, right);
    // Now a[left, j) ≤ a[j] ≤ a(j, right]: j and j + 1 are splits.
    const j = partitionAt(a, k, left, right);
    if (j <= k) {
      left = j + 1;
      addSplit(splits, j + 1);
    }
    if (k <= j) {
      right = j - 1;
      addSplit(splits, j);
    }
  }
  addSplit(splits, k);
  addSplit(splits, k + 1);
}

/** Stretches longer than this first place their pivot by selection on a sample stretch (Floyd and Rivest, 1975). */
const SAMPLE_FROM = 600;

/**
 * Selects rank k in a sample stretch of a[left, right] about k, sized n^(2/3) and moved towards the middle by
 * √(n^(2/3) log n)/2 so that a[k] then lies just past the k-th value of the whole stretch. Its own partitions split
 * only the sample stretch, so they are not splits of the array.
 */
function sampleSelect(a: Float64Array, k: number, left: number, right: number): void {
  const n = right - left + 1;
  const m = k - left + 1;
  const z = log(n);
  const s = 0.5 * exp((2 * z) / 3);
  const sd = 0.5 * sqrt((z * s * (n - s)) / n) * (m - n / 2 < 0 ? -1 : 1);
  let lo = max(left, floor(k - (m * s) / n + sd));
  let hi = min(right, floor(k + ((n - m) * s) / n + sd));
  while (hi > lo) {
    if (hi - lo > SAMPLE_FROM) sampleSelect(a, k, lo, hi);
    const j = partitionAt(a, k, lo, hi);
    if (j <= k) lo = j + 1;
    if (k <= j) hi = j - 1;
  }
}

/**
 * Partitions a[left, right] about the value at a[k]; returns where that value ends, j: a[left, j) ≤ a[j] ≤ a(j, right].
 */
function partitionAt(a: Float64Array, k: number, left: number, right: number): number {
  const t = a[k];
  let x = a[left];
  a[left] = t;
  a[k] = x;
  if (a[right] > t) {
    x = a[left];
    a[left] = a[right];
    a[right] = x;
  }
  let i = left;
  let j = right;
  while (i < j) {
    x = a[i];
    a[i] = a[j];
    a[j] = x;
    i++;
    j--;
    while (a[i] < t) i++;
    while (a[j] > t) j--;
  }
  if (a[left] === t) {
    x = a[left];
    a[left] = a[j];
    a[j] = x;
  } else {
    j++;
    x = a[j];
    a[j] = a[right];
    a[right] = x;
  }
  return j;
}

/** Arithmetic mean (simple-statistics sums with Kahan–Babuška compensation, so a million values stay exact). */
export function meanOf(values: Float64Array): number {
  return values.length === 0 ? NaN : mean(asNumbers(values));
}

/** Share of items cut from EACH end by the shift estimator (see `trimmedMeanSorted`). */
export const SHIFT_TRIM = 0.025;

/**
 * How many items a trimmed mean drops from each end: ceil(n · trim), so that even a 20-item cut drops its most
 * extreme pair, but never so many that nothing is left (n = 2 keeps both; n = 3 keeps the median).
 */
export function trimCount(n: number, trim: number = SHIFT_TRIM): number {
  return Math.max(0, Math.min(Math.ceil(n * trim), Math.floor((n - 1) / 2)));
}

/**
 * Mean of sorted values after dropping `trimCount(n)` from each end. Applied to log ratios it is still a
 * geometric-mean ratio (of the central 95%), but one GC stall of +150–1500 ms on one side — a log ratio of
 * ±0.5…2 where the noise is ±0.13 — can no longer drag a small slow cut by a percentage point. On the synthetic
 * noise model (σ = 0.095 per run, 0.2% stalls) simulated 300× over the 18k chain, trimming 2.5% per side cut
 * the RMSE of the shift by 25% on `all` (0.132 → 0.100 pp) and 8% on `slow ≥ 1000 ms` (0.80 → 0.74 pp) and
 * cost nothing on `slow ≥ 2000 ms`; the median was worse everywhere (0.12 / 0.95 / 1.61 pp). On the nethermind
 * A/A pair the plain mean read −1.20% for `slow ≥ 1000 ms` (one stall at −0.91) and the trimmed mean −0.64%.
 */
export function trimmedMeanSorted(sorted: Float64Array, trim: number = SHIFT_TRIM): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const k = trimCount(n, trim);
  let sum = 0;
  for (let i = k; i < n - k; i++) sum += sorted[i];
  return sum / (n - 2 * k);
}

/**
 * Standard error of the trimmed mean from the winsorized variance (Tukey & McLaughlin 1963):
 * SE = s_w / ((1 − 2g/n) · √n), where s_w is the sample SD after clamping the g lowest and highest values.
 */
export function trimmedMeanStandardError(sorted: Float64Array, trim: number = SHIFT_TRIM): number {
  const n = sorted.length;
  if (n < 2) return NaN;
  const g = trimCount(n, trim);
  const lo = sorted[g];
  const hi = sorted[n - 1 - g];
  // Sorted, so the winsorized values are lo × g, the middle as it is, hi × g (summed in that order).
  let sum = 0;
  for (let i = 0; i < g; i++) sum += lo;
  for (let i = g; i < n - g; i++) sum += sorted[i];
  for (let i = 0; i < g; i++) sum += hi;
  const wMean = sum / n;
  const dLo = lo - wMean;
  const dHi = hi - wMean;
  let ss = 0;
  for (let i = 0; i < g; i++) ss += dLo * dLo;
  for (let i = g; i < n - g; i++) {
    const d = sorted[i] - wMean;
    ss += d * d;
  }
  for (let i = 0; i < g; i++) ss += dHi * dHi;
  const sw = Math.sqrt(ss / (n - 1));
  return sw / ((1 - (2 * g) / n) * Math.sqrt(n));
}

/** The median |z| of a standard normal: median |noise| / this is the noise's σ (of differences: / this·√2). */
export const NORMAL_MEDIAN_ABS = 0.6744897501960817;

/** MAD × this is a normal's σ (≈ 1 / NORMAL_MEDIAN_ABS, rounded as robust statistics write it). */
export const MAD_TO_SIGMA = 1.4826;

/** 1.4826 × MAD: the normal-consistent robust SD (equals σ for Gaussian data, ignores a few wild values). */
export function robustSigma(values: Float64Array): number {
  if (values.length === 0) return NaN;
  return (
    MAD_TO_SIGMA * medianAbsoluteDeviationSorted(isSortedAscending(values) ? values : sortedCopy(values))
  );
}

/**
 * Median of |x − median(x)| over sorted x without sorting the deviations: those of the values below the
 * median, read from the middle down, and those of the values above it, read from the middle up, are two
 * ascending runs, so merging them from the start reaches the middle deviations in n/2 steps. Same numbers as
 * simple-statistics' `medianAbsoluteDeviation` (the same order statistics, interpolated the same way).
 */
export function medianAbsoluteDeviationSorted(sorted: Float64Array): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const m = quantileOfSorted(sorted, 0.5);
  let up = 0; // first index with a value ≥ the median
  while (up < n && sorted[up] < m) up++;
  let down = up - 1;
  const idx = (n - 1) * 0.5;
  const lower = floor(idx);
  const upper = ceil(idx);
  let lowerValue = NaN;
  for (let rank = 0; rank <= upper; rank++) {
    const fromBelow = down >= 0 ? abs(sorted[down] - m) : Infinity;
    const fromAbove = up < n ? abs(sorted[up] - m) : Infinity;
    let d: number;
    if (fromBelow < fromAbove) {
      d = fromBelow;
      down--;
    } else {
      d = fromAbove;
      up++;
    }
    if (rank === lower) lowerValue = d;
    if (rank === upper) return lower === upper ? d : lowerValue + (idx - lower) * (d - lowerValue);
  }
  return lowerValue;
}

/** Φ(z), the standard normal CDF, from simple-statistics' erf (fractional error < 1.2e-7). */
export function normalCdf(z: number): number {
  return 0.5 * (1 + errorFunction(z / Math.SQRT2));
}

/** Two-sided p-value of a standard normal statistic. */
export function twoSidedNormalP(z: number): number {
  return Math.min(1, Math.max(0, 1 - errorFunction(Math.abs(z) / Math.SQRT2)));
}

/** z for a two-sided 95% interval (simple-statistics' probit is only good to ~3 digits: 1.957). */
export const Z_95 = 1.959963984540054;

/**
 * Chance that noise alone moves an item by at least `thresholdPct` when its log ratio is Z ~ N(0, σ):
 * P(|e^Z − 1| ≥ t) = P(Z ≥ ln(1 + t)) + P(Z ≤ ln(1 − t)), the second term vanishing for t ≥ 100%.
 * Centred on 0 on purpose: "what would an A/A run flag", not "what would this shift flag".
 */
export function noiseFlagProbability(sigma: number, thresholdPct: number): number {
  if (!(sigma > 0)) return 0;
  const t = thresholdPct / 100;
  const upper = 1 - normalCdf(Math.log1p(t) / sigma);
  const lower = t < 1 ? normalCdf(Math.log1p(-t) / sigma) : 0;
  return upper + lower;
}

/** Fixed Δ% bin edges: the same on every report so two comparisons can be read side by side. */
export const HISTOGRAM_EDGES_PCT = [-50, -25, -10, -5, 0, 5, 10, 25, 50] as const;

/**
 * Histogram of Δ% over fixed bins; each bin holds [fromPct, toPct), the open ends reach ±Infinity. Sorted
 * values (as the median's placement leaves a small cut) are counted by a binary search per edge.
 */
export function deltaHistogram(deltaPcts: Float64Array): { fromPct: number; toPct: number; count: number }[] {
  const edges = [-Infinity, ...HISTOGRAM_EDGES_PCT, Infinity];
  const counts = new Array<number>(edges.length - 1).fill(0);
  if (isSortedAscending(deltaPcts)) {
    let below = 0; // values below the bin's lower edge
    for (let bin = 0; bin < counts.length; bin++) {
      const upTo = bin === counts.length - 1 ? deltaPcts.length : countBelow(deltaPcts, edges[bin + 1]);
      counts[bin] = upTo - below;
      below = upTo;
    }
  } else {
    for (let i = 0; i < deltaPcts.length; i++) {
      const d = deltaPcts[i];
      let bin = 0;
      while (bin < counts.length - 1 && d >= edges[bin + 1]) bin++;
      counts[bin]++;
    }
  }
  return counts.map((count, i) => ({ fromPct: edges[i], toPct: edges[i + 1], count }));
}

/** How many of the ascending `sorted` are below `x` (the first index holding a value ≥ x; none before `from`). */
export function countBelow(sorted: Float64Array, x: number, from = 0): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of the ascending `sorted` are at or below `x` (the first index holding a value > x; from `from`). */
export function countAtOrBelow(sorted: Float64Array, x: number, from = 0): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
