// Drifts that bend: where a trend changes its slope (a rise that turns into a fall, growth that slows) is a
// change point people mark, and a ramp (flat, one straight rise, flat) cannot show it. Each stretch between
// steps that drifts — and a series in which nothing else was found — is cut by an exact penalised
// segmentation into straight pieces (least squares per piece, PELT pruning), its penalty scaled to the
// series' own long-run noise as the silent-series pass scales its own: β = K · log m · σ²·(1 + ρ)/(1 − ρ),
// σ² and ρ the variance and lag-1 autocorrelation of what the pieces' lines leave, read again from each
// segmentation until the cuts settle. A piece is a drift when its line moves the level by ≥ C long-run noise
// units (σ·√((1 + ρ)/(1 − ρ))) and by the magnitude; neighbouring drift pieces that go the same way at
// slopes within a factor R of each other are one drift (a staircase is one drift, not a pile of them).

import { bestStepSse, driftOver, mannKendall, type Drift } from './drift.js';
import { allPositive } from './local-fit.js';
import { longRunPenalty, optimalPartition } from './long-run-pelt.js';

const { abs, max, min, sign, sqrt } = Math;

/**
 * K of β = K · log m, C (the least move of a drift piece, in long-run noise units) and R (the largest slope
 * ratio of two neighbouring pieces that are one drift): of the (K, C, R) that give no more series without a
 * change a change point than the ramp did (random walks, AR(1) noise, account balances, independent noise,
 * the real-world-shaped set's no-change series) and keep every drift of the first annotated set one drift,
 * the one the real set's fitting half scores best with (bench/changepoints-bends.mjs, docs/changepoints.md).
 */
export const BEND_PENALTY_PER_LOG_N = 4;
export const BEND_MIN_MOVE = 2;
export const BEND_MERGE_RATIO = 1.5;
/**
 * A series with no other change point shorter than this is cut with no serial correlation read (ρ = 0):
 * the lag-1 autocorrelation of what a few short lines leave is too unsure to be read (its standard error is
 * about 1/√m ≥ 0.18, and a fitted line leaves it biased). Of {20, 25, 30, 40, 50, 100}, the longest that
 * gives none of the short series without a change (random walks, AR(1) and independent noise of 10–80
 * points) a change point more than reading ρ does, chosen with bench/changepoints-short.mjs on the fitting
 * half (docs/changepoints.md): 25 and 30 gain the fitting half's debt_ireland (21 points), 40 and more cut
 * more walks.
 */
export const BEND_SHORT_SERIES = 30;
/** Iterations of σ², ρ and the segmentation. */
const ITERATIONS = 6;
const MAX_RHO = 0.95;

export interface BendOptions {
  /** Smallest change of a positive level a drift must reach (the analysis' magnitude). */
  minMagnitude: number;
  /** Fewest points per piece (a tenth of the stretch on a short one, ≥ 3). */
  minSegment: number;
  /** Fewest points of a drift that ends at the series' end (the analysis' least drift length). */
  minEndLength: number;
  /** The seasonal cycle taken out, if any: no piece is shorter (what a cycle leaves is not a bend). */
  period?: number | null;
  penaltyPerLogN?: number;
  minMove?: number;
  mergeRatio?: number;
  /** Read no serial correlation (ρ = 0): a series too short for it to be read (BEND_SHORT_SERIES). */
  independent?: boolean;
}

/** Least-squares line of values[a, b) against the index: slope and its value at a. */
function line(values: ArrayLike<number>, a: number, b: number): { slope: number; at: number } {
  const m = b - a;
  const mk = (m - 1) / 2;
  let my = 0;
  for (let i = a; i < b; i++) my += values[i];
  my /= m;
  let kk = 0;
  let ky = 0;
  for (let i = a; i < b; i++) {
    kk += (i - a - mk) ** 2;
    ky += (i - a - mk) * (values[i] - my);
  }
  const slope = kk > 0 ? ky / kk : 0;
  return { slope, at: my - slope * mk };
}

/** Squared error of the best line over [s, t) of values[start, …), from prefix sums (local index k). */
function lineCost(values: ArrayLike<number>, start: number, end: number): (s: number, t: number) => number {
  const n = end - start;
  const origin = values[start];
  const sy = new Float64Array(n + 1);
  const sky = new Float64Array(n + 1);
  const syy = new Float64Array(n + 1);
  for (let k = 0; k < n; k++) {
    const y = values[start + k] - origin;
    sy[k + 1] = sy[k] + y;
    sky[k + 1] = sky[k] + k * y;
    syy[k + 1] = syy[k] + y * y;
  }
  return (s, t) => {
    const m = t - s;
    const y = sy[t] - sy[s];
    const ky = sky[t] - sky[s] - s * y; // about k = s
    const k = (m * (m - 1)) / 2;
    const kk = ((m - 1) * m * (2 * m - 1)) / 6;
    const cyy = syy[t] - syy[s] - (y * y) / m;
    const cky = ky - (k * y) / m;
    const ckk = kk - (k * k) / m;
    return max(0, ckk > 0 ? cyy - (cky * cky) / ckk : cyy);
  };
}

/** σ² and lag-1 autocorrelation of what the pieces' lines leave over values[start, end). */
function lineNoise(values: ArrayLike<number>, bounds: readonly number[]): { variance: number; rho: number } {
  let ss = 0;
  let lagged = 0;
  let previous = 0;
  let first = true;
  for (let j = 0; j + 1 < bounds.length; j++) {
    const [a, b] = [bounds[j], bounds[j + 1]];
    const { slope, at } = line(values, a, b);
    for (let i = a; i < b; i++) {
      const r = values[i] - at - slope * (i - a);
      ss += r * r;
      if (!first) lagged += r * previous;
      previous = r;
      first = false;
    }
  }
  const n = bounds[bounds.length - 1] - bounds[0];
  return {
    variance: ss / max(1, n - 2 * (bounds.length - 1)),
    rho: ss > 0 ? min(MAX_RHO, max(0, lagged / ss)) : 0,
  };
}

/** Cuts of values[start, end) into straight pieces, and the long-run noise σ of what they leave. */
export function linearPieces(
  values: ArrayLike<number>,
  start: number,
  end: number,
  minSegment: number,
  penaltyPerLogN = BEND_PENALTY_PER_LOG_N,
  independent = false,
): { cuts: number[]; sigma: number } {
  const m = end - start;
  const cost = lineCost(values, start, end);
  const at = (local: number[]) => local.map((c) => start + c);
  const noise = (bounds: readonly number[]) => {
    const read = lineNoise(values, bounds);
    return independent ? { variance: read.variance, rho: 0 } : read;
  };
  let { variance, rho } = noise([start, end]);
  if (!(variance > 0) || m < 2) return { cuts: [], sigma: 0 };
  let cuts = at(optimalPartition(m, cost, longRunPenalty(m, variance, 0, penaltyPerLogN), minSegment));
  for (let i = 0; i < ITERATIONS; i++) {
    ({ variance, rho } = noise([start, ...cuts, end]));
    const next = at(optimalPartition(m, cost, longRunPenalty(m, variance, rho, penaltyPerLogN), minSegment));
    if (next.join() === cuts.join()) break;
    cuts = next;
  }
  ({ variance, rho } = noise([start, ...cuts, end]));
  return { cuts, sigma: sqrt((variance * (1 + rho)) / (1 - rho)) };
}

/**
 * Fewest points per straight piece of a stretch of m points: minSegment, a tenth of a short one, ≥ 3; at
 * least one seasonal cycle when one was taken out.
 */
export function pieceMinSegment(m: number, minSegment: number, period?: number | null): number {
  return max(3, min(minSegment, Math.floor(m / 10)), period ?? 0);
}

/**
 * The drifts of values[start, end): its straight pieces that move the level, neighbours that go the same
 * way at much the same slope joined. Each with Theil–Sen's slope and Mann–Kendall's p over it.
 */
export function bendingDrifts(
  values: ArrayLike<number>,
  start: number,
  end: number,
  options: BendOptions,
): Drift[] {
  const minMove = options.minMove ?? BEND_MIN_MOVE;
  const ratio = options.mergeRatio ?? BEND_MERGE_RATIO;
  const cost = lineCost(values, start, end);
  const { cuts, sigma } = linearPieces(
    values,
    start,
    end,
    pieceMinSegment(end - start, options.minSegment, options.period),
    options.penaltyPerLogN,
    options.independent,
  );
  const positive = allPositive(values, start, end);
  const bounds = [start, ...cuts, end];
  const pieces = bounds.slice(0, -1).map((a, j) => {
    const b = bounds[j + 1];
    const { slope, at } = line(values, a, b);
    const move = abs(slope * (b - a - 1));
    const drifts = move >= minMove * sigma && (!positive || move >= options.minMagnitude * abs(at));
    return { a, b, slope, drifts };
  });
  // Runs of drift pieces, a run broken where the slope turns or changes by more than the ratio.
  const runs: [number, number][] = [];
  for (let j = 0; j < pieces.length; j++) {
    const p = pieces[j];
    if (!p.drifts) continue;
    const q = j > 0 ? pieces[j - 1] : undefined;
    const joined =
      q?.drifts === true &&
      sign(q.slope) === sign(p.slope) &&
      max(abs(q.slope), abs(p.slope)) < ratio * min(abs(q.slope), abs(p.slope));
    if (joined) runs[runs.length - 1][1] = p.b;
    else runs.push([p.a, p.b]);
  }
  const found: Drift[] = [];
  for (const [a, b] of runs) {
    // At the series' end, a run shorter than a drift's least length, or that a step fits better than a
    // line, is a step in the making (too few points after it to be reported yet), not a steep drift.
    const atEnd = b === values.length;
    if (atEnd && (b - a < options.minEndLength || bestStepSse(values, a, b) <= cost(a - start, b - start))) {
      continue;
    }
    const drift = driftOver(values, a, b, mannKendall(values, a, b).p, positive, options.minMagnitude);
    if (drift) found.push(drift);
  }
  return found;
}
