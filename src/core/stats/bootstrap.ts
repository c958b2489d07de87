// Confidence interval of the shift (trimmed mean of log ratios), reproducible for a fixed seed.
import {
  SHIFT_TRIM,
  Z_95,
  quantileOfSorted,
  trimCount,
  trimmedMeanSorted,
  trimmedMeanStandardError,
} from './stats.js';

// Bound once: a global `imul` lookup per call costs ~40× in hot loops under Jest's sandboxed globals.
const { imul } = Math;

export interface ShiftInterval {
  estimate: number;
  low: number;
  high: number;
  /** `bootstrap` (percentile) or `normal` (trimmed-mean SE, used for huge cuts) — see `bootstrapTrimmedMeanCi`. */
  method: 'bootstrap' | 'normal';
  /**
   * With `meanOf`, the percentile interval of the plain mean of its values over the same resamples (only when
   * the method is `bootstrap`: huge cuts take a normal interval from the caller).
   */
  mean?: { low: number; high: number };
}

/**
 * Above this many draws (items × resamples) the CI switches to the normal approximation: the bootstrap costs
 * O(n) per resample, so 2000 resamples of an 18,000-block cut already take a third of a second, while at
 * n > 2,000 the trimmed mean is normal to far better than the CI's own precision (Tukey–McLaughlin SE, Z_95).
 * Small cuts, where the heavy tail makes the normal interval doubtful, keep the bootstrap.
 */
export const BOOTSTRAP_MAX_DRAWS = 4_000_000;

/**
 * 95% CI of the trimmed mean of `sorted` (ascending). Percentile bootstrap: each resample draws n indices with
 * a seeded mulberry32 and only counts how often each sorted position was drawn, so the resample's trimmed
 * mean is one O(n) walk over the counts with no re-sorting. Same input, resamples and seed → same interval.
 */
export function bootstrapTrimmedMeanCi(
  sorted: Float64Array,
  options: {
    resamples: number;
    seed: number;
    trim?: number;
    /**
     * A function of each sorted value (e.g. its Δ% from the log ratio) whose plain mean gets an interval from the
     * same resamples: one more sum per draw, no more draws. Applied only when the bootstrap runs.
     */
    meanOf?: (x: number) => number;
  },
): ShiftInterval {
  const trim = options.trim ?? SHIFT_TRIM;
  const n = sorted.length;
  const estimate = trimmedMeanSorted(sorted, trim);
  if (n < 2) return { estimate, low: NaN, high: NaN, method: 'bootstrap' };
  if (n * options.resamples > BOOTSTRAP_MAX_DRAWS) {
    const se = trimmedMeanStandardError(sorted, trim);
    return { estimate, low: estimate - Z_95 * se, high: estimate + Z_95 * se, method: 'normal' };
  }

  const counts = new Uint32Array(n);
  const k = trimCount(n, trim);
  const keep = n - 2 * k;
  const estimates = new Float64Array(options.resamples);
  const meanValues = options.meanOf ? sorted.map(options.meanOf) : null;
  const means = meanValues ? new Float64Array(options.resamples) : null;
  let state = options.seed >>> 0;
  for (let b = 0; b < options.resamples; b++) {
    counts.fill(0);
    state = drawCounts(counts, state);
    estimates[b] = trimmedMeanOfCounts(counts, sorted, k, keep, meanValues, means, b);
  }
  estimates.sort();
  const interval: ShiftInterval = {
    estimate,
    low: quantileOfSorted(estimates, 0.025),
    high: quantileOfSorted(estimates, 0.975),
    method: 'bootstrap',
  };
  if (means) {
    means.sort();
    interval.mean = { low: quantileOfSorted(means, 0.025), high: quantileOfSorted(means, 0.975) };
  }
  return interval;
}

/**
 * Draws `counts.length` indices in [0, n) and counts each: mulberry32 (random.ts) inlined, the same numbers in
 * the same order as `floor(random() * n)`, without a closure call per draw. Returns the generator's state.
 * Small functions called once per resample are optimised after a few resamples, sooner than one long loop.
 * The state is kept as a signed 32-bit integer (`| 0`, the same bits as random.ts's `>>> 0`): an unsigned one
 * leaves the small-integer range and makes every draw about twice as slow.
 */
function drawCounts(counts: Uint32Array, seedState: number): number {
  const n = counts.length;
  // (x / 2^32) · n computed as x · (n / 2^32): both divisions by 2^32 are exact, so either way the product is
  // the exact x·n/2^32 rounded once — the same index, one multiplication per draw.
  const scale = n / 4294967296;
  let state = seedState | 0;
  for (let i = 0; i < n; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    counts[(((t ^ (t >>> 14)) >>> 0) * scale) | 0]++; // truncation = floor: the product is below n < 2^31
  }
  return state >>> 0;
}

/**
 * The trimmed mean of the resample `counts` describes: the sum of every draw less the k lowest and the k highest
 * draws, over `keep`. The full sum has no branch per position (a third of the counts are zero, which a skip
 * test would mispredict); only the two ends are walked until k draws are taken. With `values`, the same pass
 * also sums them over the whole resample and writes their plain mean to `means[b]`.
 */
function trimmedMeanOfCounts(
  counts: Uint32Array,
  sorted: Float64Array,
  k: number,
  keep: number,
  values: Float64Array | null,
  means: Float64Array | null,
  b: number,
): number {
  const n = counts.length;
  let total = 0;
  if (values !== null && means !== null) {
    let valuesSum = 0;
    for (let j = 0; j < n; j++) {
      const c = counts[j];
      total += c * sorted[j];
      valuesSum += c * values[j];
    }
    means[b] = valuesSum / n;
  } else {
    for (let j = 0; j < n; j++) total += counts[j] * sorted[j];
  }
  let low = 0;
  for (let j = 0, need = k; need > 0; j++) {
    const c = counts[j];
    const take = c < need ? c : need;
    low += take * sorted[j];
    need -= take;
  }
  let high = 0;
  for (let j = n - 1, need = k; need > 0; j--) {
    const c = counts[j];
    const take = c < need ? c : need;
    high += take * sorted[j];
    need -= take;
  }
  return (total - low - high) / keep;
}
