// Changes of spread: the noise about the level grows or shrinks at a point while the level stays (a runner
// that starts sharing its host, a benchmark that starts hitting a cache some of the time). The noise is read
// from what a local line leaves, r_i = x_i − (x_{i−1} + x_{i+1})/2 (a level, a step or a drift leaves one or
// two large values at most), and a change of its spread is a change of the mean of log(r² + c²): the log turns
// ×k into +2·log k and bounds heavy tails and single outliers, so the same long-run-penalised segmentation for
// a change of mean as the silent-series pass (long-run-pelt.ts) finds it, with its own K. The analysis runs it
// when nothing else found a change point (findings.ts; a drift over the whole series has none).

import { NORMAL_MEDIAN_ABS, quantilesInPlace } from '../stats/stats.js';
import { longRunSegment } from './long-run-pelt.js';

const { abs, log, max, min, floor } = Math;

/**
 * K of β = K × log m (m the residuals), chosen by bench/changepoints-spread.mjs's rule, written before its
 * sweep: of the K that give no series without a change a spread change, the best fitting-half F1 of the real
 * annotated set, ties to the larger K (docs/changepoints.md). 5–7 tie; 3 cuts t₃ noise, 8 loses Adiac.
 */
export const SPREAD_PENALTY_PER_LOG_N = 7;
/** Fewest residuals per segment: a spread needs more points than a level to be read (a tenth of a short series, ≥ 3). */
const SPREAD_MIN_SEGMENT = 10;
/** Fewest residuals to look at. */
const MIN_POINTS = 20;
/** c of log(r² + c²), in robust noise units: exact zeros (flat runs, whole units) stay finite. */
const FLOOR_SIGMAS = 0.25;

export interface SpreadChange {
  /** First point of the new spread. */
  index: number;
  /** Robust σ of the noise about the local line before and after (median |r| / 0.6745 over the segments). */
  spreadBefore: number;
  spreadAfter: number;
  /** spreadAfter / spreadBefore: "spread ×2.1". */
  ratio: number;
}

/** r_i = x_i − (x_{i−1} + x_{i+1})/2 for 0 < i < n − 1 (index i − 1). */
function lineResiduals(values: ArrayLike<number>): Float64Array {
  const r = new Float64Array(max(0, values.length - 2));
  for (let i = 1; i + 1 < values.length; i++) r[i - 1] = values[i] - (values[i - 1] + values[i + 1]) / 2;
  return r;
}

/** Robust σ of residuals[a, b): median |r| / 0.6745, or the mean |r| when most are 0. */
function medianAbsSigma(r: Float64Array, a: number, b: number): number {
  const abss = new Float64Array(b - a);
  for (let i = a; i < b; i++) abss[i - a] = abs(r[i]);
  const [median] = quantilesInPlace(abss, [0.5]);
  if (median > 0) return median / NORMAL_MEDIAN_ABS;
  let sum = 0;
  for (const x of abss) sum += x;
  return sum / (b - a);
}

export interface SpreadOptions {
  penaltyPerLogN?: number;
}

/** Where the spread of the noise about the level changes, in order, with its size. */
export function spreadChanges(values: ArrayLike<number>, options: SpreadOptions = {}): SpreadChange[] {
  const r = lineResiduals(values);
  const m = r.length;
  if (m < MIN_POINTS) return [];
  const sigma = medianAbsSigma(r, 0, m);
  if (!(sigma > 0)) return [];
  const c2 = (FLOOR_SIGMAS * sigma) ** 2;
  const y = new Float64Array(m);
  for (let i = 0; i < m; i++) y[i] = log(r[i] * r[i] + c2);
  const { cuts } = longRunSegment(y, {
    minSegment: max(3, min(SPREAD_MIN_SEGMENT, floor(m / 10))),
    penaltyPerLogN: options.penaltyPerLogN ?? SPREAD_PENALTY_PER_LOG_N,
  });
  const bounds = [0, ...cuts, m];
  return cuts.map((cut, k) => {
    const spreadBefore = medianAbsSigma(r, bounds[k], cut);
    const spreadAfter = medianAbsSigma(r, cut, bounds[k + 2]);
    // Residual j is point j + 1: the cut's residual is the first point of the new spread.
    return { index: cut + 1, spreadBefore, spreadAfter, ratio: spreadAfter / spreadBefore };
  });
}
