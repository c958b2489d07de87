// Candidate steps between plateaus: levels that jump in smooth noise (a runner's pace lap by lap, a well
// log). The silent pass's long-run PELT (long-run-pelt.ts) has two fixed points there: read σ² and ρ from
// the whole series first, as that pass does, and the jumps inflate both until no cut pays; read them from
// below — the noise of neighbouring points first (the MAD of first differences, ρ = 0), then what each
// segmentation's means leave — and the iteration settles on the plateaus. A random walk settles on pieces
// from below too, so the segmentation is kept only as a whole and only when it pays under the AR(1) model
// (ar1-segmentation.ts): its cuts must lower n·log σ_e² of the innovations by more than AR1_PENALTY_PER_LOG_N
// · log n each, which a walk's cuts do not (its innovations are its differences, cut or not) and a
// plateau's jumps do (each an innovation far larger than the rest). The cuts are candidates only: the
// analysis judges them as it judges the AR(1) segmentation's (candidates.ts, judge.ts).

import { AR1_PENALTY_PER_LOG_N, innovationCost, mostlyFlat } from './ar1-segmentation.js';
import { ITERATIONS, longRunPenalty, residualNoise } from './long-run-pelt.js';
import { differenceSigma, prefixSums, splitWhileGain, sse } from './segmentation.js';

/**
 * K of β = K · log n · σ²(1 + ρ)/(1 − ρ): of the K that give no series without a change a change point, keep
 * the first annotated set's steps and the 1,000 × 500 lines, the best fitting-half F1 (K = 2–6 tie; ties to
 * the larger; 8 and 10 find nothing more), bench/changepoints-plateaus.mjs and docs/changepoints.md.
 */
export const PLATEAU_PENALTY_PER_LOG_N = 6;

export interface PlateauOptions {
  minSegment: number;
  penaltyPerLogN?: number;
}

/**
 * Cuts between plateaus (first points of new segments, sorted): the long-run-penalised segmentation
 * iterated from the differences' noise, kept when it beats no cut by the AR(1) innovation criterion; none
 * on a series that mostly repeats its last value (its innovations are 0 between moves).
 */
export function plateauCuts(values: ArrayLike<number>, options: PlateauOptions): number[] {
  const n = values.length;
  if (n < 2 * options.minSegment || mostlyFlat(values)) return [];
  const k = options.penaltyPerLogN ?? PLATEAU_PENALTY_PER_LOG_N;
  const sigma = differenceSigma(values);
  if (!(sigma > 0)) return [];
  // Near the fine cuts of binary segmentation at the first penalty are the only places a cut may go; over
  // them the least-cost segmentation is exact. Exact PELT over every point prunes little at these penalties:
  // 3 s of CPU on the 1,000 × 500 bench (its line is 2 s), against 0.2–0.5 s this way.
  const sums = prefixSums(values);
  const firstPenalty = longRunPenalty(n, sigma * sigma, 0, k);
  // A greedy split may sit a few points off the jump (the best split of a long stretch is not the best of a
  // short one): the grid holds every point nearer than a least segment to one.
  const near = new Set<number>([0, n]);
  const reach = options.minSegment - 1;
  for (const t of splitWhileGain(sums, n, options.minSegment, firstPenalty)) {
    for (let u = Math.max(1, t - reach); u <= Math.min(n - 1, t + reach); u++) near.add(u);
  }
  const grid = [...near].sort((a, b) => a - b);
  const cutsAt = (beta: number) => bestOnGrid(grid, (s, t) => sse(sums, s, t), beta, options.minSegment);
  let cuts = cutsAt(firstPenalty);
  for (let i = 0; i < ITERATIONS; i++) {
    const { variance, rho } = residualNoise(values, cuts);
    const next = cutsAt(longRunPenalty(n, variance, rho, k));
    if (next.join() === cuts.join()) break;
    cuts = next;
  }
  if (cuts.length === 0) return [];
  const paid = innovationCost(values, cuts).cost + cuts.length * AR1_PENALTY_PER_LOG_N * Math.log(n);
  return paid < innovationCost(values, []).cost ? cuts : [];
}

/**
 * The segmentation of 0…n with the least Σ cost + β per segment whose cuts are points of `grid` (sorted,
 * from 0 to n), segments ≥ minSegment; first points of new segments, sorted.
 */
function bestOnGrid(
  grid: readonly number[],
  cost: (s: number, t: number) => number,
  beta: number,
  minSegment: number,
): number[] {
  const m = grid.length;
  const total = new Float64Array(m).fill(Infinity);
  const last = new Int32Array(m).fill(-1);
  total[0] = 0;
  for (let j = 1; j < m; j++) {
    for (let i = 0; i < j; i++) {
      if (!Number.isFinite(total[i]) || grid[j] - grid[i] < minSegment) continue;
      const c = total[i] + cost(grid[i], grid[j]) + beta;
      if (c < total[j]) {
        total[j] = c;
        last[j] = i;
      }
    }
  }
  const cuts: number[] = [];
  for (let j = last[m - 1]; j > 0; j = last[j]) cuts.push(grid[j]);
  return cuts.reverse();
}
