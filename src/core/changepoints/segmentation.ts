// Penalised segmentation for a change of mean (binary segmentation: split a segment while its best split
// lowers the squared error by more than a penalty). Cost = squared error / σ²; a split is kept when it
// saves > β = K · log n (MBIC-like, as R's changepoint package defaults to). σ is the series' standard
// deviation, never below the noise of neighbouring points (MAD of first differences). On the fitting half
// of the real annotated set this σ with K = 3 scored best; σ from the first differences alone, or the
// pooled σ the first cut leaves, cut far more and scored lower (docs/changepoints.md).

import { NORMAL_MEDIAN_ABS, quantilesInPlace } from '../stats/stats.js';

const { log, sqrt, max, abs } = Math;

/** K of β = K × log n fitted on the real set's fitting half (σ² units). */
export const PENALTY_PER_LOG_N = 3;

/** σ of the noise of neighbouring points: median |x_i − x_{i−1}| / (0.6745 · √2). */
export function differenceSigma(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 2) return 0;
  const diffs = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) diffs[i - 1] = abs(values[i] - values[i - 1]);
  const [median] = quantilesInPlace(diffs, [0.5]);
  return median / (NORMAL_MEDIAN_ABS * Math.SQRT2);
}

export interface Sums {
  s1: Float64Array;
  s2: Float64Array;
}

export function prefixSums(values: ArrayLike<number>): Sums {
  const n = values.length;
  const s1 = new Float64Array(n + 1);
  const s2 = new Float64Array(n + 1);
  // About the first value: keeps the squares small for a series far from 0.
  const origin = n > 0 ? values[0] : 0;
  for (let i = 0; i < n; i++) {
    const y = values[i] - origin;
    s1[i + 1] = s1[i] + y;
    s2[i + 1] = s2[i] + y * y;
  }
  return { s1, s2 };
}

/** Squared error of [a, b) about its mean. */
export function sse({ s1, s2 }: Sums, a: number, b: number): number {
  const s = s1[b] - s1[a];
  return max(0, s2[b] - s2[a] - (s * s) / (b - a));
}

export interface SegmentationOptions {
  minSegment: number;
  /** K of β = K × log n; default PENALTY_PER_LOG_N. */
  penaltyPerLogN?: number;
}

/** Where a penalised change-of-mean segmentation cuts the series (first points of new segments), sorted. */
export function segment(values: ArrayLike<number>, options: SegmentationOptions): number[] {
  const n = values.length;
  const { minSegment } = options;
  if (n < 2 * minSegment) return [];
  const sums = prefixSums(values);
  const sigma = max(sqrt(sse(sums, 0, n) / max(1, n - 1)), differenceSigma(values));
  if (!(sigma > 0)) return [];
  const threshold = (options.penaltyPerLogN ?? PENALTY_PER_LOG_N) * log(n) * sigma * sigma;
  return splitWhileGain(sums, n, minSegment, threshold);
}

/**
 * Binary segmentation of 0…n (prefix sums `sums`): each segment split at its best split while that lowers
 * the squared error by more than `threshold`; first points of new segments, sorted.
 */
export function splitWhileGain(sums: Sums, n: number, minSegment: number, threshold: number): number[] {
  const cuts: number[] = [];
  const stack: [number, number][] = [[0, n]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const { at, gain } = bestSplit(sums, a, b, minSegment);
    if (at < 0 || !(gain > threshold)) continue;
    cuts.push(at);
    stack.push([a, at], [at, b]);
  }
  return cuts.sort((x, y) => x - y);
}

/** The split of [a, b) that lowers the squared error most (segments ≥ minSegment), and by how much; at −1: none. */
function bestSplit(sums: Sums, a: number, b: number, minSegment: number): { at: number; gain: number } {
  const whole = sse(sums, a, b);
  let gain = 0;
  let at = -1;
  for (let t = a + minSegment; t <= b - minSegment; t++) {
    const g = whole - sse(sums, a, t) - sse(sums, t, b);
    if (g > gain) {
      gain = g;
      at = t;
    }
  }
  return { at, gain };
}

/**
 * Binary segmentation's path: the cuts after 1, 2, … up to maxCuts splits, each split the one (of every
 * segment's best) that lowers the squared error most; each list sorted. Shorter when no segment can split.
 */
export function binarySegmentationPath(
  values: ArrayLike<number>,
  minSegment: number,
  maxCuts: number,
): number[][] {
  const sums = prefixSums(values);
  const open: { a: number; b: number; at: number; gain: number }[] = [];
  const push = (a: number, b: number) => {
    const split = bestSplit(sums, a, b, minSegment);
    if (split.at >= 0 && split.gain > 0) open.push({ a, b, ...split });
  };
  push(0, values.length);
  const cuts: number[] = [];
  const path: number[][] = [];
  while (path.length < maxCuts && open.length > 0) {
    let k = 0;
    for (let i = 1; i < open.length; i++) if (open[i].gain > open[k].gain) k = i;
    const [{ a, b, at }] = open.splice(k, 1);
    cuts.push(at);
    path.push([...cuts].sort((x, y) => x - y));
    push(a, at);
    push(at, b);
  }
  return path;
}
