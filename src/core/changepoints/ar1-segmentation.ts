// Candidate steps from a segmentation for a change of mean in autocorrelated noise (the model of Chakar,
// Lebarbier, Lévy-Leduc & Robin 2017, "A robust approach for estimating change-points in the mean of an
// AR(1) process", Bernoulli 23: x_t = μ_segment + r_t, r_t = ρ·r_{t−1} + e_t). Binary segmentation for a
// change of mean (segmentation.ts) gives a path of segmentations, 1 to 40 cuts (stopped 8 cuts past the
// best so far); of them and no cut, the one with the least
//
//     n · log σ_e² + |cuts| · K · log n,      e_t = r_t − ρ·r_{t−1},  ρ the lag-1 autocorrelation of r,
//
// r what the segments' means leave. A cut only pays where it lowers what the *innovations* e leave, not
// what the level's wander leaves: a random walk or AR(1) noise is explained as well by ρ near 1 with no cut
// (its innovations are its differences), a level that jumps between plateaus is not (each jump is an
// innovation far larger than the rest). The analysis feeds the chosen cuts to the same judge as E-divisive's
// candidates (judge.ts): a cut is a step only when it passes every step test between its neighbours.

import { binarySegmentationPath } from './segmentation.js';

const { log, max, min } = Math;

/** K of the criterion's K · log n per cut; chosen on the fitting half (docs/changepoints.md). */
export const AR1_PENALTY_PER_LOG_N = 6;
/** The path's longest segmentation (cuts). */
const MAX_CUTS = 40;
/** The path stops this many cuts past its best so far (each further cut costs K·log n more). */
const PATIENCE = 8;
const MAX_RHO = 0.99;

/** n·log σ_e² of the residuals about the segments' means (AR(1) innovations), and the ρ it used. */
export function innovationCost(
  values: ArrayLike<number>,
  cuts: readonly number[],
): { cost: number; rho: number } {
  const n = values.length;
  const bounds = [0, ...cuts, n];
  const r = new Float64Array(n);
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [a, b] = [bounds[k], bounds[k + 1]];
    let mean = 0;
    for (let i = a; i < b; i++) mean += values[i];
    mean /= b - a;
    for (let i = a; i < b; i++) r[i] = values[i] - mean;
  }
  let ss = 0;
  let lagged = 0;
  for (let i = 0; i < n; i++) {
    ss += r[i] * r[i];
    if (i > 0) lagged += r[i] * r[i - 1];
  }
  const rho = ss > 0 ? min(MAX_RHO, max(0, lagged / ss)) : 0;
  let se = 0;
  for (let i = 1; i < n; i++) se += (r[i] - rho * r[i - 1]) ** 2;
  return { cost: n * log(max(se / (n - 1), Number.MIN_VALUE)), rho };
}

export interface Ar1Options {
  minSegment: number;
  penaltyPerLogN?: number;
}

/** Whether at least half of the points repeat the one before (median |Δ| = 0): flat runs, not noise. */
export function mostlyFlat(values: ArrayLike<number>): boolean {
  let same = 0;
  for (let i = 1; i < values.length; i++) if (values[i] === values[i - 1]) same++;
  return 2 * same >= values.length - 1;
}

/**
 * The cuts of the path's segmentation with the least AR(1) criterion (none when no cut pays), sorted. None
 * on a series that mostly repeats its last value (an account balance, a staircase of exactly flat moves):
 * its innovations are 0 between moves, so every move would pay as a cut; the model needs noise.
 */
export function ar1Cuts(values: ArrayLike<number>, options: Ar1Options): number[] {
  const n = values.length;
  if (n < 2 * options.minSegment || mostlyFlat(values)) return [];
  const k = options.penaltyPerLogN ?? AR1_PENALTY_PER_LOG_N;
  let best: number[] = [];
  let bestCost = innovationCost(values, []).cost;
  const maxCuts = Math.min(MAX_CUTS, Math.floor(n / (2 * options.minSegment)));
  for (const cuts of binarySegmentationPath(values, options.minSegment, maxCuts)) {
    const cost = innovationCost(values, cuts).cost + cuts.length * k * log(n);
    if (cost < bestCost) {
      bestCost = cost;
      best = cuts;
    } else if (cuts.length - best.length >= PATIENCE) break;
  }
  return best;
}
