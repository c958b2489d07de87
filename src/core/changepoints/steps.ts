// Which of E-divisive's change points are steps: each is judged between its neighbours against a
// straight line (a segment that drifts is not cut into a staircase), must move the level by a stated
// magnitude with a stated least segment length, and must be confirmed by a second, independent test (a
// rank test of the two sides with the line taken out). Then each is placed where a change of mean *and*
// variance is most likely (placement.ts). The fits these tests read: local-fit.ts and serial-correlation.ts.

import { mannWhitneyNormalP } from '../benchstat/mann-whitney.js';
import { quantilesInPlace } from '../stats/stats.js';
import { mannKendall } from './drift.js';
import { allPositive, fTestP, jumpFit } from './local-fit.js';
import { compareSegments, type SplitStats } from './segment-test.js';
import {
  longRunFactor,
  serialCorrectedP,
  serialCorrelation,
  wideSerialCorrelation,
} from './serial-correlation.js';

const { abs, max, min } = Math;

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
export function strengthP(t: StepTests, serialFree = false): number {
  // With no trend on either side (Mann–Kendall p > NO_TREND_P) E-divisive's test between the neighbours
  // says enough, and a line fitted over a step would only blur it. Around a trend the segments' means say
  // nothing (a level that grows on after a fall catches up): the step must stand out from a local line
  // and fit better than any bend of it (the end of a ramp is not a step).
  // An abrupt jump (the move into τ far beyond the segments' own largest moves) is a step however the
  // level wanders around it: the serial corrections do not apply.
  // A candidate of the AR(1) segmentation (ar1-segmentation.ts) has paid for the serial correlation
  // already: its criterion weighs each cut against what the innovations, not the wander, leave.
  const abrupt = serialFree || t.jumpRatio >= ABRUPT_JUMP;
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
export function cramped(t: StepTests, options: StepOptions, serialFree = false): boolean {
  return (
    t.shortest >= options.minSegment &&
    !(t.magnitude < options.minMagnitude) &&
    strengthP(t, serialFree) <= options.pValue &&
    t.rankP > options.pValue &&
    t.rankFloorP > options.pValue
  );
}

/** Why a step fails, or undefined when it holds: the rule that removes the weakest first. */
export function failing(
  t: StepTests,
  options: StepOptions,
  serialFree = false,
): 'short' | 'small' | 'weak' | undefined {
  if (t.shortest < options.minSegment) return 'short';
  if (t.magnitude < options.minMagnitude) return 'small';
  if (!(max(strengthP(t, serialFree), t.rankP) <= options.pValue)) return 'weak';
  return undefined;
}
