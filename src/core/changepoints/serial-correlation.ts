// How the noise around a step hangs together (lag-1 autocorrelation of what a model of the level leaves),
// and E-divisive's t-test with its variance grown for it: a wandering level is not a series of steps.
import { incompleteBeta } from '../stats/student-t.js';
import { NORMAL_MEDIAN_ABS, quantilesInPlace } from '../stats/stats.js';
import { allPositive, jumpFit, type LevelModel } from './local-fit.js';
import { segmentMoments, type SplitStats } from './segment-test.js';

const { abs, log, max, min } = Math;

/** Largest autocorrelation used: beyond it the effective sample is a handful of points anyway. */
const MAX_SERIAL = 0.98;

/** The long-run variance factor (1 + ρ)/(1 − ρ) of AR(1) noise, ρ clipped to [0, MAX_SERIAL]. */
export function longRunFactor(rho: number): number {
  const r = min(MAX_SERIAL, max(0, rho));
  return (1 + r) / (1 - r);
}

/** Residuals beyond this many robust noise units are clipped before their autocorrelation is read. */
const CLIP = 3;
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
  const scale = quantilesInPlace(magnitudes, [0.5], 0)[0] / NORMAL_MEDIAN_ABS;
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
export function serialCorrectedP(stats: SplitStats, n1: number, n2: number, rho: number): number {
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
export function wideSerialCorrelation(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
): number {
  const positive = allPositive(values, start, end);
  const local = new Float64Array(end - start);
  for (let i = start; i < end; i++) local[i - start] = positive ? log(values[i]) : values[i];
  const curve = jumpFit(local, 0, tau - start, end - start, end - start, false).onCurve;
  return curve ? serialCorrelation(local, 0, tau - start, end - start, curve) : 0;
}
