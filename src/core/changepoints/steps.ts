// Which of E-divisive's change points are steps: each is judged between its neighbours against a
// straight line (a segment that drifts is not cut into a staircase), must move the level by a stated
// magnitude with a stated least segment length, and must be confirmed by a second, independent test (a
// rank test of the two sides with the line taken out). Then each is placed where a change of mean *and*
// variance is most likely.

import { incompleteBeta } from '../samples-regression.js';
import { mannWhitneyNormalP } from '../benchstat/mann-whitney.js';
import { quantilesInPlace } from '../stats.js';
import { mannKendall } from './drift.js';
import { compareSegments, segmentMoments, type SplitStats } from './segment-test.js';

const { abs, log, max, min } = Math;

/** Mann–Kendall p above which neither side of a step is taken to trend. */
export const NO_TREND_P = 0.01;

export interface StepOptions {
  pValue: number;
  /** Smallest relative change of a positive level (0.02 = 2%). */
  minMagnitude: number;
  /** Fewest points on each side of a step. */
  minSegment: number;
  /** How far placement may move a step. */
  reach: number;
  /** Points each side of a step that the detrended and rank tests read (trends bend further away). */
  span: number;
}

export interface StepTests {
  /** E-divisive's t-test between the neighbours, × the positions it chose from (selection-corrected). */
  tTestP: number;
  /** F-test of a step added to a straight line around it (the step on the detrended series), × the positions. */
  detrendedP: number;
  /** detrendedP with the F statistic shrunk by the same long-run factor as serialP. */
  detrendedSerialP: number;
  /** Mann–Kendall's p of a trend on the side that trends more (the smaller p of the two sides). */
  sideTrendP: number;
  /** A line that bends at the step without breaking fits the points around it better than a step does. */
  bends: boolean;
  /** Mann–Whitney of the two sides once the line's common slope is taken out. */
  rankP: number;
  /** The smallest p the rank test could give with these two sides' sizes (all of one side above the other). */
  rankFloorP: number;
  /**
   * Lag-1 autocorrelation of what the two segments' means leave (serialCorrelation): near 0 for a level
   * with independent noise, near 1 where the level wanders (a random walk, a staircase of many small
   * moves, slow autocorrelated noise); and of what the local line with its step leaves (around a trend).
   */
  serialCorrelation: number;
  serialCorrelationOnLine: number;
  /** E-divisive's t-test (selection-corrected) with its variance grown by (1 + ρ)/(1 − ρ), ρ = serialCorrelation ≥ 0. */
  serialP: number;
  /** The step's size over the line, as a fraction of the level before it (NaN when levels are not positive). */
  magnitude: number;
  stats: SplitStats;
  /** The step over the local line: its size, and the line's level just before τ. */
  delta: number;
  levelBefore: number;
  /** Shorter of the two segments. */
  shortest: number;
  /** The move into τ over the segments' 90th percentile move (see jumpRatio). */
  jumpRatio: number;
}

/**
 * Least squares from the sums: `gram` is XᵀX over all columns, `xy` is Xᵀy, `yy` is yᵀy; `use` picks the
 * columns of the model. Returns the residual sum of squares and the coefficients (NaN when singular).
 */
function fitFromSums(
  gram: number[][],
  xy: number[],
  yy: number,
  use: readonly number[],
): { sse: number; beta: number[] } {
  const p = use.length;
  const a = use.map((r) => [...use.map((c) => gram[r][c]), xy[r]]);
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (abs(a[r][c]) > abs(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    if (abs(a[c][c]) < 1e-9 * (abs(gram[use[c]][use[c]]) + 1e-300)) return { sse: NaN, beta: [] };
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= p; k++) a[r][k] -= f * a[c][k];
    }
  }
  const beta = a.map((row, r) => row[p] / row[r]);
  let explained = 0;
  for (let r = 0; r < p; r++) explained += beta[r] * xy[use[r]];
  return { sse: max(0, yy - explained), beta };
}

/**
 * The residual sum of squares of least squares with the symmetric 3 × 3 XᵀX [[a, b, c], [b, d, e],
 * [c, e, f]] and Xᵀy (p, q, r): yy − βᵀXᵀy, β by Cramer's rule (no allocation: it runs per hinge).
 * Infinity when XᵀX is (near) singular.
 */
function sse3(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  p: number,
  q: number,
  r: number,
  yy: number,
): number {
  const m00 = d * f - e * e;
  const m01 = c * e - b * f;
  const m02 = b * e - c * d;
  const det = a * m00 + b * m01 + c * m02;
  if (!(abs(det) > 1e-12 * abs(a * d * f) + 1e-300)) return Infinity;
  const m11 = a * f - c * c;
  const m12 = b * c - a * e;
  const m22 = a * d - b * b;
  // β = M·(p, q, r) / det with M the adjugate (symmetric); βᵀ(p, q, r) is the quadratic form.
  const form = m00 * p * p + m11 * q * q + m22 * r * r + 2 * (m01 * p * q + m02 * p * r + m12 * q * r);
  return max(0, yy - form / det);
}

/** Whether y = a + b·x + c·(x − h)₊ fits values[from, to) with less error than `than`, for some hinge h. */
function bendFitsBetter(
  values: ArrayLike<number>,
  from: number,
  to: number,
  tau: number,
  gram: number[][],
  xy: number[],
  yy: number,
  than: number,
): boolean {
  const origin = values[tau - 1];
  // Sums over i ≥ h of 1, x, x², y and x·y, from the end (x = i − τ + ½, y = values[i] − origin): the
  // hinge column b = x − hx then has Σb, Σb², Σx·b and Σy·b from them in O(1) per hinge.
  let c0 = 0;
  let c1 = 0;
  let c2 = 0;
  let cy = 0;
  let cxy = 0;
  for (let h = to - 1; h >= from + 2; h--) {
    const x = h - tau + 0.5;
    const y = values[h] - origin;
    c0++;
    c1 += x;
    c2 += x * x;
    cy += y;
    cxy += x * y;
    // Hinges at least two points from each end.
    if (h > to - 3) continue;
    const hx = x;
    const s1 = c1 - c0 * hx;
    const s2 = c2 - 2 * hx * c1 + c0 * hx * hx;
    const sx = c2 - hx * c1;
    const sy = cxy - hx * cy;
    if (sse3(gram[0][0], gram[0][1], s1, gram[1][1], sx, s2, xy[0], xy[1], sy, yy) < than) return true;
  }
  return false;
}

/**
 * A step at τ on the detrended series, over values[from, to) (at most `span` points each side of τ, within
 * the neighbours): the F-test of a line with a step at τ against the line, and of a curve (quadratic) with
 * the step against the curve, the weaker of the two; and whether a line that bends without breaking, at
 * any hinge in the window, fits better than the step (a change of trend, not a step: the end of a ramp).
 * Returns the step δ, the common slope, the level on the line just before τ, p, F, the window, and the
 * curve with its step.
 */
export function jumpFit(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
  span: number,
  checkBends = true,
): {
  /** The line with its step: values[τ − 1] + a0 + slope·(i − τ + ½) + delta·[i ≥ τ]. */
  a0: number;
  delta: number;
  slope: number;
  levelBefore: number;
  p: number;
  bends: boolean;
  from: number;
  to: number;
  /** The step's F statistic (F(1, df)) and df. */
  f: number;
  df: number;
  /** The curve with its step (bend: the coefficient of x²), when it could be fitted. */
  onCurve?: LevelModel;
} {
  const from = max(start, tau - span);
  const to = min(end, tau + span);
  const n = to - from;
  const origin = values[tau - 1];
  // Columns: 1, x = i − τ + ½ (so the step is measured between τ − 1 and τ), d = [i ≥ τ], d·x, and the
  // bend of a curve x²/span.
  // Sums of the products of the columns (no row arrays: this runs for every candidate and position).
  // d·(anything) sums over i ≥ τ only, and d·d = d.
  let n0 = 0;
  let sx = 0;
  let sxx = 0;
  let sx3 = 0;
  let sx4 = 0;
  let sy = 0;
  let sxy = 0;
  let sxxy = 0;
  let yy = 0;
  let dn = 0;
  let dx = 0;
  let dxx = 0;
  let dx3 = 0;
  let dy = 0;
  let dxy = 0;
  for (let i = from; i < to; i++) {
    const y = values[i] - origin;
    const x = i - tau + 0.5;
    const xx = x * x;
    n0++;
    sx += x;
    sxx += xx;
    sx3 += xx * x;
    sx4 += xx * xx;
    sy += y;
    sxy += x * y;
    sxxy += xx * y;
    yy += y * y;
    if (i >= tau) {
      dn++;
      dx += x;
      dxx += xx;
      dx3 += xx * x;
      dy += y;
      dxy += x * y;
    }
  }
  // Columns: 1, x, d, d·x, x²/span.
  const q = 1 / span;
  const gram = [
    [n0, sx, dn, dx, sxx * q],
    [sx, sxx, dx, dxx, sx3 * q],
    [dn, dx, dn, dx, dxx * q],
    [dx, dxx, dx, dxx, dx3 * q],
    [sxx * q, sx3 * q, dxx * q, dx3 * q, sx4 * q * q],
  ];
  const xy = [sy, sxy, dy, dxy, sxxy * q];
  const none = { a0: 0, delta: 0, slope: 0, levelBefore: origin, p: 1, bends: false, from, to, f: 0, df: 1 };
  if (n < 5 || tau - from < 2 || to - tau < 2) return none;
  const step = fitFromSums(gram, xy, yy, [0, 1, 2]);
  const line = fitFromSums(gram, xy, yy, [0, 1]);
  if (Number.isNaN(step.sse) || Number.isNaN(line.sse)) return none;
  const [a0, slope, delta] = step.beta;
  const levelBefore = origin + a0 - 0.5 * slope;
  const fit = {
    a0,
    delta,
    slope,
    levelBefore,
    from,
    to,
    bends: checkBends && bendFitsBetter(values, from, to, tau, gram, xy, yy, step.sse),
  };
  // The step must stand out from a line and from a curve (a growth that bends, such as an exponential
  // one, is not cut into steps): the smaller of the two F statistics.
  const fOf = (withStep: { sse: number }, without: { sse: number }, df: number) => {
    const reduction = max(0, without.sse - withStep.sse);
    if (withStep.sse <= 1e-24 * (without.sse + 1e-300)) return reduction > 0 ? Infinity : 0;
    return reduction / (withStep.sse / df);
  };
  const stepOnCurve = fitFromSums(gram, xy, yy, [0, 1, 4, 2]);
  const curve = fitFromSums(gram, xy, yy, [0, 1, 4]);
  const df = n - 4;
  const fLine = fOf(step, line, n - 3);
  const fCurve =
    df < 2 || Number.isNaN(stepOnCurve.sse) || Number.isNaN(curve.sse) ? fLine : fOf(stepOnCurve, curve, df);
  const f = min(fLine, fCurve);
  const [ca0, cslope, cbend, cdelta] = stepOnCurve.beta;
  const onCurve = Number.isNaN(stepOnCurve.sse)
    ? undefined
    : { from, to, a0: ca0, slope: cslope, delta: cdelta, bend: cbend / span };
  return { ...fit, p: fTestP(f, df), f, df, onCurve };
}

/** P(F(1, df) ≥ f): F(1, df) = t², so I_{df/(df+f)}(df/2, 1/2). */
function fTestP(f: number, df: number): number {
  if (f === Infinity) return 0;
  return incompleteBeta(df / (df + f), df / 2, 0.5);
}

/** The long-run variance factor (1 + ρ)/(1 − ρ) of AR(1) noise, ρ clipped to [0, MAX_SERIAL]. */
function longRunFactor(rho: number): number {
  const r = min(MAX_SERIAL, max(0, rho));
  return (1 + r) / (1 - r);
}

/** Whether values[start, end) are all positive (where a relative change has a meaning). */
export function allPositive(values: ArrayLike<number>, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!(values[i] > 0)) return false;
  return true;
}

/**
 * Mann–Whitney's two-sided p (normal approximation with tie correction: each side has up to `span` points)
 * of values[from, τ) against values[τ, to), each less `slope` × (i − τ).
 */
function rankTestP(values: ArrayLike<number>, from: number, tau: number, to: number, slope: number): number {
  const n = to - from;
  const order = Array.from({ length: n }, (_, k) => from + k);
  const residual = new Float64Array(n);
  for (let k = 0; k < n; k++) residual[k] = values[from + k] - slope * (from + k - tau);
  order.sort((a, b) => residual[a - from] - residual[b - from]);
  let rankSum = 0;
  let tieSum = 0;
  for (let i = 0; i < n;) {
    let j = i + 1;
    while (j < n && residual[order[j] - from] === residual[order[i] - from]) j++;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (order[k] < tau) rankSum += midRank;
    const t = j - i;
    tieSum += t * t * t - t;
    i = j;
  }
  const n1 = tau - from;
  const p = mannWhitneyNormalP(n1, n - n1, rankSum - (n1 * (n1 + 1)) / 2, tieSum);
  return p ?? 1;
}

/** Largest autocorrelation used: beyond it the effective sample is a handful of points anyway. */
const MAX_SERIAL = 0.98;

/** values[τ − 1] + a0 + slope·x + bend·x² + delta·[i ≥ τ], x = i − τ + ½, over [from, to). */
export interface LevelModel {
  from: number;
  to: number;
  a0: number;
  slope: number;
  delta: number;
  bend?: number;
}

/** Residuals beyond this many robust noise units are clipped before their autocorrelation is read. */
const CLIP = 3;
/** median |e| of Gaussian noise σ is 0.6745·σ. */
const MEDIAN_ABS_PER_SIGMA = 0.6744897501960817;

/** Lag-1 autocorrelation of residuals e(i) over [from, to) (0 when they are all 0). */
function lagOneCorrelation(from: number, to: number, residual: (i: number) => number): number {
  const n = to - from;
  if (n < 2) return 0;
  const e = new Float64Array(n);
  for (let k = 0; k < n; k++) e[k] = residual(from + k);
  // Clipped at CLIP robust noise units (the median |e|), so a burst of a few outliers — a run of large
  // residuals — does not pass for a level that hangs together.
  const magnitudes = new Float64Array(n);
  for (let k = 0; k < n; k++) magnitudes[k] = abs(e[k]);
  const scale = quantilesInPlace(magnitudes, [0.5], 0)[0] / MEDIAN_ABS_PER_SIGMA;
  const limit = CLIP * scale;
  let lagged = 0;
  let squares = 0;
  for (let k = 0; k < n; k++) {
    const x = limit > 0 ? max(-limit, min(limit, e[k])) : e[k];
    e[k] = x;
    squares += x * x;
    if (k > 0) lagged += x * e[k - 1];
  }
  return squares > 0 ? lagged / squares : 0;
}

/**
 * How the noise hangs together around a step at τ, as the lag-1 autocorrelation of what a model of the
 * level leaves: near 0 for independent noise, near 1 where the level wanders (a random walk, a staircase of
 * many small moves, slow autocorrelated noise). With no trend the model is the two segments' means, over
 * the whole segments [start, end) (a wandering level leaves long runs about them); around a trend it is a
 * line with a step over values[from, to).
 */
export function serialCorrelation(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
  line?: LevelModel,
): number {
  if (line) {
    const origin = values[tau - 1];
    const bend = line.bend ?? 0;
    return lagOneCorrelation(line.from, line.to, (i) => {
      const x = i - tau + 0.5;
      return values[i] - origin - (line.a0 + line.slope * x + bend * x * x + (i >= tau ? line.delta : 0));
    });
  }
  const before = segmentMoments(values, start, tau).mean;
  const after = segmentMoments(values, tau, end).mean;
  return lagOneCorrelation(start, end, (i) => values[i] - (i < tau ? before : after));
}

/**
 * E-divisive's t-test between the segments, its variance grown by the long-run factor (1 + ρ)/(1 − ρ) of
 * AR(1) noise (and its degrees of freedom shrunk by it): a mean that wanders makes two neighbouring
 * stretches differ far more often than independent noise would. × the positions (as tTestP).
 */
function serialCorrectedP(stats: SplitStats, n1: number, n2: number, rho: number): number {
  const factor = longRunFactor(rho);
  const df = max(1, (n1 + n2 - 2) / factor);
  const pooled = (n1 * stats.stdBefore ** 2 + n2 * stats.stdAfter ** 2) / max(1, n1 + n2 - 2);
  const se = Math.sqrt(pooled * (1 / n1 + 1 / n2) * factor);
  const diff = stats.meanAfter - stats.meanBefore;
  if (!(se > 0)) return diff === 0 ? 1 : 0;
  const t2 = (diff / se) ** 2;
  return min(1, incompleteBeta(df / (df + t2), df / 2, 0.5) * (n1 + n2 - 1));
}

/**
 * serialCorrelation about a curve with a step over the whole segments [start, end): a level that wanders
 * (a random walk) leaves long swings about it, which a line over ±span points partly follows. On the
 * logarithms when all values are positive, so that exponential growth is a line (and its curvature no
 * swing).
 */
function wideSerialCorrelation(values: ArrayLike<number>, start: number, tau: number, end: number): number {
  const positive = allPositive(values, start, end);
  const local = new Float64Array(end - start);
  for (let i = start; i < end; i++) local[i - start] = positive ? log(values[i]) : values[i];
  const curve = jumpFit(local, 0, tau - start, end - start, end - start, false).onCurve;
  return curve ? serialCorrelation(local, 0, tau - start, end - start, curve) : 0;
}

/** Mann–Kendall's p of the side of τ (in [start, end)) that trends more. */
export function sideTrendP(values: ArrayLike<number>, start: number, tau: number, end: number): number {
  return min(mannKendall(values, start, tau).p, mannKendall(values, tau, end).p);
}

/** The tests of a step at τ between neighbours at `start` and `end`. */
export function testStep(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
  span: number,
): StepTests {
  const stats = compareSegments(values, start, tau, end);
  const fit = jumpFit(values, start, tau, end, span);
  const rankP = rankTestP(values, fit.from, tau, fit.to, fit.slope);
  const n1 = tau - fit.from;
  const n2 = fit.to - tau;
  const positive = allPositive(values, start, end) && fit.levelBefore > 0;
  const p0 = Number.isNaN(stats.pValue) ? 1 : stats.pValue;
  const rho = serialCorrelation(values, start, tau, end);
  const rhoOnLine = max(
    serialCorrelation(values, start, tau, end, fit),
    wideSerialCorrelation(values, start, tau, end),
  );
  // E-divisive chose τ among the window's positions, as for its t-test: × the positions.
  const positions = max(1, fit.to - fit.from - 1);
  return {
    tTestP: min(1, p0 * (end - start - 1)),
    detrendedP: min(1, fit.p * positions),
    sideTrendP: sideTrendP(values, start, tau, end),
    bends: fit.bends,
    rankP,
    rankFloorP: mannWhitneyNormalP(n1, n2, n1 * n2, 0) ?? 1,
    serialCorrelation: rho,
    serialCorrelationOnLine: rhoOnLine,
    serialP: serialCorrectedP(stats, tau - start, end - tau, rho),
    detrendedSerialP: min(
      1,
      fTestP(fit.f / longRunFactor(rhoOnLine), max(1, fit.df / longRunFactor(rhoOnLine))) * positions,
    ),
    magnitude: positive ? abs(fit.delta) / fit.levelBefore : NaN,
    stats,
    delta: fit.delta,
    levelBefore: fit.levelBefore,
    shortest: min(tau - start, end - tau),
    jumpRatio: jumpRatio(values, start, tau, end),
  };
}

/**
 * How strong a step's own evidence is, as the largest p of the tests that measure its size against the
 * noise (E-divisive's t-test, the same grown for serial correlation, the step on the detrended series
 * where a side trends): the smaller, the stronger.
 */
export function strengthP(t: StepTests): number {
  // With no trend on either side (Mann–Kendall p > NO_TREND_P) E-divisive's test between the neighbours
  // says enough, and a line fitted over a step would only blur it. Around a trend the segments' means say
  // nothing (a level that grows on after a fall catches up): the step must stand out from a local line
  // and fit better than any bend of it (the end of a ramp is not a step).
  // An abrupt jump (the move into τ far beyond the segments' own largest moves) is a step however the
  // level wanders around it: the serial corrections do not apply.
  const abrupt = t.jumpRatio >= ABRUPT_JUMP;
  if (t.sideTrendP > NO_TREND_P) return abrupt ? t.tTestP : max(t.tTestP, t.serialP);
  return t.bends ? 1 : abrupt ? t.detrendedP : max(t.detrendedP, t.detrendedSerialP);
}

/** How many times the segments' 90th percentile move the move into a step must be to be abrupt. */
const ABRUPT_JUMP = 8;

/**
 * |values[τ] − values[τ − 1]| over the 90th percentile of the other neighbours' moves |Δ| in [start, end):
 * about 2 at most where a level wanders or is noisy, far more where one move stands out.
 */
function jumpRatio(values: ArrayLike<number>, start: number, tau: number, end: number): number {
  const count = end - start - 2;
  if (count < 10) return 0;
  const moves = new Float64Array(count);
  let k = 0;
  for (let i = start + 1; i < end; i++) if (i !== tau) moves[k++] = abs(values[i] - values[i - 1]);
  // By selection (sortMaxItems 0), as the outlier rule does: no boxed sort.
  const q90 = quantilesInPlace(moves, [0.9], 0)[0];
  const jump = abs(values[tau] - values[tau - 1]);
  return q90 > 0 ? jump / q90 : jump > 0 ? Infinity : 0;
}

/**
 * A step that fails only because its neighbours are too close for the rank test to reach p (its strongest
 * possible result, one side all above the other, is not enough): the neighbours are in doubt, not it.
 */
export function cramped(t: StepTests, options: StepOptions): boolean {
  return (
    t.shortest >= options.minSegment &&
    !(t.magnitude < options.minMagnitude) &&
    strengthP(t) <= options.pValue &&
    t.rankP > options.pValue &&
    t.rankFloorP > options.pValue
  );
}

/** Why a step fails, or undefined when it holds: the rule that removes the weakest first. */
export function failing(t: StepTests, options: StepOptions): 'short' | 'small' | 'weak' | undefined {
  if (t.shortest < options.minSegment) return 'short';
  if (t.magnitude < options.minMagnitude) return 'small';
  if (!(max(strengthP(t), t.rankP) <= options.pValue)) return 'weak';
  return undefined;
}

/**
 * Where a step on a trend is most likely: within placeByLikelihood's range, where a step added to a local
 * line (±span points) explains the most (largest F); ties keep the nearest to `tau`. A change of mean and
 * variance would follow the trend, not the step.
 */
export function placeOnLine(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
  options: StepOptions,
): number {
  return bestPosition(
    start,
    tau,
    end,
    options,
    (t) => -jumpFit(values, start, t, end, options.span, false).f,
  );
}

/**
 * The position in [start + minSegment, end − minSegment], within `reach` of `tau`, of the least `cost`;
 * ties (within 1e-9) keep the nearest to `tau`.
 */
function bestPosition(
  start: number,
  tau: number,
  end: number,
  options: StepOptions,
  cost: (t: number) => number,
): number {
  const from = max(start + options.minSegment, tau - options.reach);
  const to = min(end - options.minSegment, tau + options.reach);
  let best = tau;
  let bestCost = Infinity;
  for (let t = from; t <= to; t++) {
    const c = cost(t);
    if (c < bestCost - 1e-9 || (abs(c - bestCost) <= 1e-9 && abs(t - tau) < abs(best - tau))) {
      bestCost = c;
      best = t;
    }
  }
  return best;
}

/**
 * The position in [start + minSegment, end − minSegment], within `reach` of `tau`, where a change of both
 * mean and variance is most likely (Gaussian likelihood: the least n₁·log σ₁² + n₂·log σ₂²); ties keep
 * the nearest to `tau`.
 */
export function placeByLikelihood(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
  options: StepOptions,
): number {
  const from = max(start + options.minSegment, tau - options.reach);
  const to = min(end - options.minSegment, tau + options.reach);
  if (from > to) return tau;
  const origin = values[start];
  const n = end - start;
  const s1 = new Float64Array(n + 1);
  const s2 = new Float64Array(n + 1);
  for (let k = 0; k < n; k++) {
    const y = values[start + k] - origin;
    s1[k + 1] = s1[k] + y;
    s2[k + 1] = s2[k] + y * y;
  }
  // A floor on the variances, so a constant segment does not win by log 0.
  const floor = (1e-12 * (s2[n] / n - (s1[n] / n) ** 2) || 1e-300) + 1e-300;
  const variance = (a: number, b: number) => {
    const m = b - a;
    const mean = (s1[b] - s1[a]) / m;
    return max(floor, (s2[b] - s2[a]) / m - mean * mean);
  };
  return bestPosition(start, tau, end, options, (t) => {
    const k = t - start;
    return k * log(variance(0, k)) + (n - k) * log(variance(k, n));
  });
}
