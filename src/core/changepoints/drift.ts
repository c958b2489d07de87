// Drift: a level that moves gradually (a slow leak, or many steps each too small to matter) is one
// finding, not a staircase of change points. Mann–Kendall's trend test (ranks, so outliers and heavy
// tails do not make a trend) decides whether a segment drifts; Theil–Sen's slope (the median of the
// pairwise slopes) says how fast; a ramp fit (flat, a straight rise, flat) says where it starts and ends.

import { twoSidedNormalP } from '../stats/stats.js';

const { sqrt, abs, max, min, ceil, floor } = Math;

export interface Drift {
  /** First point of the drift and the point after its last (within the series). */
  start: number;
  end: number;
  /** Theil–Sen slope over the drift, in the series' unit per point. */
  slopePerPoint: number;
  /** The slope as a % of the level where the drift starts, per point. */
  slopePctPerPoint: number;
  /** The level's change over the drift, % of the level where it starts. */
  totalPct: number;
  levelStart: number;
  levelEnd: number;
  /** Two-sided p of Mann–Kendall's test over the segment the drift was found in. */
  pValue: number;
}

/**
 * Mann–Kendall S (pairs i < j with x_j > x_i less those with x_j < x_i) and its two-sided p (normal
 * approximation with continuity correction), in O(n log n): S = pairs − tied pairs − 2 × inversions,
 * inversions counted by a merge sort.
 */
export function mannKendall(values: ArrayLike<number>, start: number, end: number): { s: number; p: number } {
  const n = end - start;
  if (n < 3) return { s: 0, p: 1 };
  let work = new Float64Array(n);
  for (let k = 0; k < n; k++) work[k] = values[start + k];
  let other = new Float64Array(n);
  let inversions = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = min(lo + width, n);
      const hi = min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        // Equal values are not inversions: take the left one first.
        if (work[j] < work[i]) {
          inversions += mid - i;
          other[k++] = work[j++];
        } else other[k++] = work[i++];
      }
      while (i < mid) other[k++] = work[i++];
      while (j < hi) other[k++] = work[j++];
    }
    [work, other] = [other, work];
  }
  let tied = 0;
  for (let i = 0; i < n;) {
    let j = i + 1;
    while (j < n && work[j] === work[i]) j++;
    tied += ((j - i) * (j - i - 1)) / 2;
    i = j;
  }
  const s = (n * (n - 1)) / 2 - tied - 2 * inversions;
  const variance = (n * (n - 1) * (2 * n + 5)) / 18;
  const z = s === 0 ? 0 : (s - Math.sign(s)) / sqrt(variance);
  return { s, p: twoSidedNormalP(z) };
}

/** Largest number of points per side whose pairs Theil–Sen reads all of (beyond: every k-th point). */
const THEIL_SEN_POINTS = 400;

/** Theil–Sen slope of values[start, end) against the index. */
export function theilSenSlope(values: ArrayLike<number>, start: number, end: number): number {
  const stride = max(1, ceil((end - start) / THEIL_SEN_POINTS));
  const slopes: number[] = [];
  for (let i = start; i < end; i += stride) {
    for (let j = i + stride; j < end; j += stride) slopes.push((values[j] - values[i]) / (j - i));
  }
  if (slopes.length === 0) return 0;
  slopes.sort((a, b) => a - b);
  const mid = slopes.length / 2;
  return slopes.length % 2 === 1 ? slopes[floor(mid)] : (slopes[mid - 1] + slopes[mid]) / 2;
}

/**
 * The ramp y = a + b·clamp(i, s, e) over values[start, end) with the least squared error, s and e on a
 * grid then refined: where a drift inside a segment starts and stops (a straight line is s = start,
 * e = end − 1). Returns [s, e + 1) and the ramp's squared error.
 */
export function fitRamp(
  values: ArrayLike<number>,
  start: number,
  end: number,
  minLength: number,
): { from: number; to: number; sse: number } {
  const n = end - start;
  const origin = values[start];
  // Prefix sums over local index k = i − start: Σy, Σk·y, Σy².
  const sy = new Float64Array(n + 1);
  const sky = new Float64Array(n + 1);
  let syy = 0;
  for (let k = 0; k < n; k++) {
    const y = values[start + k] - origin;
    sy[k + 1] = sy[k] + y;
    sky[k + 1] = sky[k] + k * y;
    syy += y * y;
  }
  const sumK = (a: number, b: number) => ((b - a) * (a + b - 1)) / 2; // Σk over [a, b)
  const sumK2 = (a: number, b: number) => {
    const f = (m: number) => ((m - 1) * m * (2 * m - 1)) / 6; // Σk² over [0, m)
    return f(b) - f(a);
  };
  const sse = (s: number, e: number) => {
    // c_k = s before s, k on [s, e], e after e.
    const after = n - e - 1;
    const sc = s * s + sumK(s, e + 1) + after * e;
    const scc = s * s * s + sumK2(s, e + 1) + after * e * e;
    const syc = s * sy[s] + (sky[e + 1] - sky[s]) + e * (sy[n] - sy[e + 1]);
    const cxx = scc - (sc * sc) / n;
    const cxy = syc - (sc * sy[n]) / n;
    const total = syy - (sy[n] * sy[n]) / n;
    return cxx > 0 ? total - (cxy * cxy) / cxx : total;
  };
  const span = max(1, minLength - 1);
  const grid = max(1, floor(n / 40));
  let best: [number, number] = [0, n - 1];
  let bestSse = sse(0, n - 1);
  const consider = (s: number, e: number) => {
    if (s < 0 || e > n - 1 || e - s < span) return;
    const v = sse(s, e);
    if (v < bestSse) {
      bestSse = v;
      best = [s, e];
    }
  };
  for (let s = 0; s < n; s += grid) for (let e = min(n - 1, s + span); e < n; e += grid) consider(s, e);
  consider(0, n - 1);
  const [s0, e0] = best;
  for (let s = max(0, s0 - grid); s <= s0 + grid; s++) {
    for (let e = max(0, e0 - grid); e <= min(n - 1, e0 + grid); e++) consider(s, e);
  }
  return { from: start + best[0], to: start + best[1] + 1, sse: bestSse };
}

/** The least squared error of one step (two levels) anywhere in values[start, end). */
export function bestStepSse(values: ArrayLike<number>, start: number, end: number): number {
  const n = end - start;
  const origin = values[start];
  let total = 0;
  let squares = 0;
  for (let i = start; i < end; i++) {
    total += values[i] - origin;
    squares += (values[i] - origin) ** 2;
  }
  let left = 0;
  let best = squares - (total * total) / n;
  for (let k = 1; k < n; k++) {
    left += values[start + k - 1] - origin;
    const right = total - left;
    best = min(best, squares - (left * left) / k - (right * right) / (n - k));
  }
  return best;
}

export interface DriftOptions {
  pValue: number;
  /** Smallest total change, as a fraction of the level, a drift must reach. */
  minMagnitude: number;
  /** Fewest points a drift may span. */
  minLength: number;
}

/**
 * The drift of values[start, end), if Mann–Kendall finds a trend at `pValue` and the ramp fitted to it
 * moves the level by at least `minMagnitude` (of a positive level; by any amount when levels are not
 * all positive, where a relative change means nothing).
 */
export function segmentDrift(
  values: ArrayLike<number>,
  start: number,
  end: number,
  options: DriftOptions,
): Drift | undefined {
  if (end - start < options.minLength) return undefined;
  const { p } = mannKendall(values, start, end);
  if (!(p <= options.pValue)) return undefined;
  const { from, to, sse } = fitRamp(values, start, end, options.minLength);
  // A step too small or too short to report is not a drift: a drift is what a ramp fits better.
  if (bestStepSse(values, start, end) <= sse) return undefined;
  let positive = true;
  for (let i = start; i < end && positive; i++) positive = values[i] > 0;
  return driftOver(values, from, to, p, positive, options.minMagnitude);
}

/**
 * The drift over values[from, to) (Theil–Sen's slope and intercept; Mann–Kendall's p given), if it moves
 * a positive level by ≥ minMagnitude (any move when the levels are not all positive).
 */
export function driftOver(
  values: ArrayLike<number>,
  from: number,
  to: number,
  p: number,
  positive: boolean,
  minMagnitude: number,
): Drift | undefined {
  const slope = theilSenSlope(values, from, to);
  // Theil–Sen's intercept: the median of y − slope·i over the ramp, then the level where it starts.
  const offsets: number[] = [];
  for (let i = from; i < to; i++) offsets.push(values[i] - slope * (i - from));
  offsets.sort((a, b) => a - b);
  const levelStart = offsets[floor(offsets.length / 2)];
  const levelEnd = levelStart + slope * (to - 1 - from);
  // A share of the start only when the line starts above zero: positive values that grow faster than a line
  // (home runs a season, 96 → 3,170) put its start below zero, and a % of that reads −19%/point, +∞% in all.
  const relativeOk = positive && levelStart > 0;
  const relative = relativeOk ? (levelEnd - levelStart) / levelStart : Infinity;
  if (abs(relative) < minMagnitude || slope === 0) return undefined;
  return {
    start: from,
    end: to,
    slopePerPoint: slope,
    slopePctPerPoint: relativeOk ? (100 * slope) / levelStart : NaN,
    totalPct: relativeOk ? 100 * relative : NaN,
    levelStart,
    levelEnd,
    pValue: p,
  };
}
