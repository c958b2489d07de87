// Exact penalised segmentation for a change of mean (PELT, Killick, Fearnhead & Eckley 2012) whose penalty
// is scaled to the series' own long-run noise: β = K · log n · σ²·(1 + ρ)/(1 − ρ), σ² and ρ the variance
// and lag-1 autocorrelation of what the segments' means leave (an effective sample size: noise that hangs
// together moves a segment's mean by more than independent noise would). σ² and ρ are re-read from each
// segmentation until it stops changing. The analysis runs it when nothing else found a change point
// (findings.ts), on the series clipped about its running median so a burst of outliers is not a segment.

import { allPositive } from './local-fit.js';
import { differenceSigma, prefixSums, sse } from './segmentation.js';

const { log, max, min } = Math;

/**
 * K of β = K × log n: of the K that cut none of the no-change series (the 19 of the real-world-shaped set;
 * the random walks, AR(1) noise and account balances of findings.test.ts), the one the fitting half of the
 * real set scores best with. K = 3–6 cut balances or a random walk; 7 and 8 score alike; 10 adds nothing
 * (docs/changepoints.md).
 */
export const LONG_RUN_PENALTY_PER_LOG_N = 7;
/** Points clipped beyond this many noise units from the median of the 2 × CLIP_REACH + 1 around them. */
const CLIP_SIGMAS = 3;
const CLIP_REACH = 5;
/** Iterations of σ², ρ and the segmentation (it settles in 2–3 on the real set). */
export const ITERATIONS = 6;
/** ρ is capped so the penalty stays finite on a random walk. */
const MAX_RHO = 0.95;

/** The least-cost segmentation (squared error + β per segment), segments ≥ minSegment; first points of new segments. */
export function peltCuts(values: ArrayLike<number>, beta: number, minSegment: number): number[] {
  const sums = prefixSums(values);
  return optimalPartition(values.length, (s, t) => sse(sums, s, t), beta, minSegment);
}

/**
 * The segmentation of 0…n with the least Σ cost(segment) + β per segment, segments ≥ minSegment (PELT's
 * pruning: cost(s, t) ≥ cost(s, u) + cost(u, t) for s < u < t, as any least-squares fit per segment has);
 * first points of new segments, sorted.
 */
export function optimalPartition(
  n: number,
  cost: (s: number, t: number) => number,
  beta: number,
  minSegment: number,
): number[] {
  if (n < 2 * minSegment) return [];
  const total = new Float64Array(n + 1).fill(Infinity);
  const last = new Int32Array(n + 1);
  total[0] = -beta;
  let candidates: number[] = [];
  for (let t = minSegment; t <= n; t++) {
    // A start s loses to a cut at u = t − minSegment when F(s) + C(s, u) > F(u): then for every end from t
    // on, cutting at u as well costs less (C(s, t) ≥ C(s, u) + C(u, t)). Pruning with F(t) itself, as plain
    // PELT does, would be wrong here: ends before t + minSegment cannot be reached through a cut at t.
    const u = t - minSegment;
    if (u >= 2 * minSegment && Number.isFinite(total[u])) {
      candidates = candidates.filter((s) => u - s < minSegment || total[s] + cost(s, u) <= total[u]);
    }
    if (u === 0 || u >= minSegment) candidates.push(u);
    let best = Infinity;
    let from = -1;
    for (const s of candidates) {
      const c = total[s] + cost(s, t) + beta;
      if (c < best) {
        best = c;
        from = s;
      }
    }
    if (from < 0) continue;
    total[t] = best;
    last[t] = from;
  }
  const cuts: number[] = [];
  for (let t = n; t > 0; t = last[t]) if (last[t] > 0) cuts.push(last[t]);
  return cuts.reverse();
}

/** σ² and lag-1 autocorrelation of the residuals about the segments' means. */
export function residualNoise(
  values: ArrayLike<number>,
  cuts: readonly number[],
): { variance: number; rho: number } {
  const bounds = [0, ...cuts, values.length];
  let ss = 0;
  let lagged = 0;
  let previous = 0;
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [a, b] = [bounds[k], bounds[k + 1]];
    let mean = 0;
    for (let i = a; i < b; i++) mean += values[i];
    mean /= b - a;
    for (let i = a; i < b; i++) {
      const r = values[i] - mean;
      ss += r * r;
      if (i > 0) lagged += r * previous;
      previous = r;
    }
  }
  const n = values.length;
  return {
    variance: ss / max(1, n - bounds.length + 1),
    rho: ss > 0 ? min(MAX_RHO, max(0, lagged / ss)) : 0,
  };
}

/** The series with each point clipped to CLIP_SIGMAS noise units of the median of the points around it. */
export function clipToRunningMedian(values: ArrayLike<number>): number[] {
  const n = values.length;
  const reach = CLIP_SIGMAS * differenceSigma(values);
  const out = new Array<number>(n);
  // The window [i − CLIP_REACH, i + CLIP_REACH] kept sorted as it slides (one point out, one in).
  const window: number[] = [];
  const insert = (x: number) => {
    let k = window.length;
    while (k > 0 && window[k - 1] > x) k--;
    window.splice(k, 0, x);
  };
  for (let i = 0; i < min(n, CLIP_REACH + 1); i++) insert(values[i]);
  for (let i = 0; i < n; i++) {
    const m = window.length;
    const median = m % 2 === 1 ? window[(m - 1) / 2] : (window[m / 2 - 1] + window[m / 2]) / 2;
    out[i] = min(median + reach, max(median - reach, values[i]));
    if (i - CLIP_REACH >= 0) window.splice(window.indexOf(values[i - CLIP_REACH]), 1);
    if (i + CLIP_REACH + 1 < n) insert(values[i + CLIP_REACH + 1]);
  }
  return out;
}

export interface LongRunOptions {
  minSegment: number;
  penaltyPerLogN?: number;
}

/** The penalty per change point, in the series' squared unit, for residual noise (σ², ρ). */
export function longRunPenalty(n: number, variance: number, rho: number, penaltyPerLogN: number): number {
  return penaltyPerLogN * log(n) * variance * ((1 + rho) / (1 - rho));
}

/**
 * Cuts of the long-run-penalised segmentation of `values`, sorted, with the penalty β it settled on (the
 * smallest mid-series step it could have seen is 2·√(β/n)).
 */
export function longRunSegment(
  values: ArrayLike<number>,
  options: LongRunOptions,
): { cuts: number[]; beta: number } {
  const n = values.length;
  const k = options.penaltyPerLogN ?? LONG_RUN_PENALTY_PER_LOG_N;
  // First pass: the series' own variance, as if it held no change (the largest σ² it can have).
  let { variance, rho } = residualNoise(values, []);
  if (!(variance > 0) || n < 2) return { cuts: [], beta: Infinity };
  let beta = longRunPenalty(n, variance, 0, k);
  let cuts = peltCuts(values, beta, options.minSegment);
  for (let i = 0; i < ITERATIONS; i++) {
    ({ variance, rho } = residualNoise(values, cuts));
    beta = longRunPenalty(n, variance, rho, k);
    const next = peltCuts(values, beta, options.minSegment);
    if (next.join() === cuts.join()) break;
    cuts = next;
  }
  return { cuts, beta };
}

/** Fewest points per segment for a silent series: minSegment, fewer on a short one (a tenth of it, ≥ 2). */
export function silentMinSegment(n: number, minSegment: number): number {
  return max(2, min(minSegment, Math.floor(n / 10)));
}

/**
 * The smallest step in mid-series the silent-series segmentation reports: its squared-error gain
 * n/4 · δ² must beat the penalty β, and on a positive series it must move the level by minMagnitude. In the
 * series' unit and as a % of its mean (NaN unless every value is positive).
 */
export function detectableStep(
  values: readonly number[],
  beta: number,
  minMagnitude: number,
): { stepSize: number; stepPct: number } {
  const n = values.length;
  let mean = 0;
  for (const x of values) mean += x / n;
  const positive = allPositive(values, 0, n);
  const stepSize = max(2 * Math.sqrt(beta / n), positive ? minMagnitude * mean : 0);
  return { stepSize, stepPct: positive ? (100 * stepSize) / mean : NaN };
}
