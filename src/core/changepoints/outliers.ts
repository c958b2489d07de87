// One-point outliers: a value far from the level on both sides of it is a spike, not two change points.
// Judged locally, so a point's verdict is final once OUTLIER_LOOKAHEAD points follow it, and an appended
// point can only change the verdicts of the points just before it.

import { NORMAL_MEDIAN_ABS, quantileOfSorted, quantilesInPlace, sortedCopy } from '../stats/stats.js';

// Bound once: a global `Math.*` lookup per call costs ~40× in hot loops under Jest's sandboxed globals.
const { abs, max, min, ceil } = Math;

/** Points on each side whose median is the level a point is compared with. */
const SIDE = 10;
/** How far beyond the level on each side, in noise units, an outlier lies. */
export const OUTLIER_SIGMAS = 5;
/** Points share a noise estimate by blocks of BLOCK, each from the ~NOISE_SPAN differences around it. */
const BLOCK = 20;
const NOISE_SPAN = 100;
const NOISE_BEFORE = (NOISE_SPAN - BLOCK) / 2;
/** Consecutive points that stand out together this many or more are a short level, not outliers. */
const RUN = 3;
/** How many later points a verdict reads. */
export const OUTLIER_LOOKAHEAD = RUN - 1 + max(SIDE, NOISE_SPAN - NOISE_BEFORE - 1);
// median |x_j − x_{j−1}| of Gaussian noise σ is 0.6745·√2·σ.
const DIFF_MEDIAN_PER_SIGMA = NORMAL_MEDIAN_ABS * Math.SQRT2;

/** Median of values[from, to). */
function medianOf(values: ArrayLike<number>, from: number, to: number): number {
  return quantileOfSorted(sortedCopy(Array.prototype.slice.call(values, from, to) as number[]), 0.5);
}

/**
 * Local noise σ for the block starting at `blockStart`: the median absolute difference of neighbouring
 * values over the NOISE_SPAN differences around the block, scaled to σ (a step adds one large difference,
 * an outlier two: the median ignores both).
 */
function blockNoise(values: ArrayLike<number>, blockStart: number, buffer: Float64Array): number {
  // Fewer differences near the ends: a block never reads further ahead than OUTLIER_LOOKAHEAD.
  const from = max(1, blockStart - NOISE_BEFORE);
  const to = min(values.length, blockStart - NOISE_BEFORE + NOISE_SPAN);
  let count = 0;
  for (let j = from; j < to; j++) buffer[count++] = abs(values[j] - values[j - 1]);
  // By selection (sortMaxItems 0): a typed array's native sort boxes every value.
  return count === 0 ? 0 : quantilesInPlace(buffer.subarray(0, count), [0.5], 0)[0] / DIFF_MEDIAN_PER_SIGMA;
}

/**
 * Indexes i in [from, values.length − 1) whose value lies more than OUTLIER_SIGMAS local noise units
 * beyond the median of the SIDE points before it and the median of the SIDE points after it, on the same
 * side of both, unless RUN or more consecutive points do (a sawtooth of short levels is not all outliers).
 * The first point is judged on the points after it alone. The last point is never an outlier: with nothing
 * after it, a spike and the first point of a new level look the same (it is `pending`).
 */
export function findOutliers(values: ArrayLike<number>, from = 0): number[] {
  // Runs that reach back before `from` count whole.
  const start = max(0, from - (RUN - 1));
  const standing = standingOut(values, start);
  const kept: number[] = [];
  for (let first = 0; first < standing.length;) {
    let end = first + 1;
    while (end < standing.length && standing[end] === standing[end - 1] + 1) end++;
    if (end - first < RUN) for (let k = first; k < end; k++) if (standing[k] >= from) kept.push(standing[k]);
    first = end;
  }
  return kept;
}

/** Indexes i ≥ from that lie beyond both side medians by OUTLIER_SIGMAS noise units. */
function standingOut(values: ArrayLike<number>, from: number): number[] {
  const n = values.length;
  const found: number[] = [];
  const diffs = new Float64Array(NOISE_SPAN);
  let noiseBlock = -1;
  let sigma = 0;
  for (let i = max(0, from); i < n - 1; i++) {
    const block = i - (i % BLOCK);
    if (block !== noiseBlock) {
      noiseBlock = block;
      sigma = blockNoise(values, block, diffs);
    }
    const x = values[i];
    const lo = max(0, i - SIDE);
    const hi = min(n - 1, i + SIDE);
    // Cheap test first: a median lies below x − 5σ only if half the side does (most points stop here).
    if (!mayBeBeyond(values, lo, hi, i, x - OUTLIER_SIGMAS * sigma, x + OUTLIER_SIGMAS * sigma)) continue;
    const after = medianOf(values, i + 1, hi + 1);
    const before = i > 0 ? medianOf(values, lo, i) : after;
    const distance = max(min(x - before, x - after), min(before - x, after - x));
    if (distance > OUTLIER_SIGMAS * sigma) found.push(i);
  }
  return found;
}

/**
 * Whether at least half the points on each side of i (within [lo, hi]) lie below `below`, or at least half
 * on each side lie above `above`: a side's median can pass a threshold only then.
 */
function mayBeBeyond(
  values: ArrayLike<number>,
  lo: number,
  hi: number,
  i: number,
  below: number,
  above: number,
): boolean {
  let leftBelow = 0;
  let leftAbove = 0;
  for (let j = lo; j < i; j++) {
    if (values[j] < below) leftBelow++;
    else if (values[j] > above) leftAbove++;
  }
  let rightBelow = 0;
  let rightAbove = 0;
  for (let j = i + 1; j <= hi; j++) {
    if (values[j] < below) rightBelow++;
    else if (values[j] > above) rightAbove++;
  }
  const halfLeft = ceil((i - lo) / 2);
  const halfRight = ceil((hi - i) / 2);
  return (
    (leftBelow >= halfLeft && rightBelow >= halfRight) || (leftAbove >= halfLeft && rightAbove >= halfRight)
  );
}

/** A copy of values with each outlier replaced by the median of the points before it (after, for the first). */
export function replaceOutliers(values: ArrayLike<number>, outliers: readonly number[]): Float64Array {
  const clean = Float64Array.from(values);
  for (const i of outliers) {
    if (i > 0) clean[i] = medianOf(clean, max(0, i - SIDE), i);
    else if (values.length > 1) clean[i] = medianOf(clean, 1, min(values.length, SIDE + 1));
  }
  return clean;
}
