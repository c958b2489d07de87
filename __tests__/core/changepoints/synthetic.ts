// Seeded series with known steps and spikes for the change-point tests.
import { mulberry32 } from '../../../src/core/stats/random.js';

/** A standard normal draw (Box–Muller). */
export function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

export { mulberry32 };

export interface StepSeries {
  values: number[];
  steps: number[];
  spikes: number[];
}

/**
 * `length` points at level 100 with a relative step of `stepPct` at each of `steps`, multiplicative
 * Gaussian noise of `noise`, and each of `spikes` multiplied by 1.4.
 */
export function stepSeries(
  seed: number,
  length: number,
  steps: { at: number; pct: number }[],
  spikes: number[] = [],
  noise = 0.03,
): StepSeries {
  const rand = mulberry32(seed);
  const values: number[] = [];
  let level = 100;
  for (let i = 0; i < length; i++) {
    for (const s of steps) if (s.at === i) level *= 1 + s.pct / 100;
    values.push(level * (1 + noise * gaussian(rand)));
  }
  for (const i of spikes) values[i] *= 1.4;
  return { values, steps: steps.map((s) => s.at), spikes };
}

/** A random walk of `length` points from 100, each move × exp(0.006 · N(0, 1)). */
export function randomWalk(rand: () => number, length = 400): number[] {
  let x = 100;
  return Array.from({ length }, () => (x *= Math.exp(0.006 * gaussian(rand))));
}

/** AR(1) noise (ρ 0.8, unit variance) as ±2% about a level of 500. */
export function autocorrelatedNoise(rand: () => number, length = 400): number[] {
  let e = 0;
  return Array.from({ length }, () => {
    e = 0.8 * e + 0.6 * gaussian(rand);
    return 500 * (1 + 0.02 * e);
  });
}

/**
 * An account balance of 300 whole units from 5,000: a move of ±1–5% every 2–12 points, flat between, and
 * a 40% fall at `fall` (none when it is −1).
 */
export function accountBalance(rand: () => number, fall = -1): number[] {
  let level = 5000;
  let next = 2 + Math.floor(rand() * 11);
  return Array.from({ length: 300 }, (_, i) => {
    if (i === next) {
      level *= 1 + (rand() < 0.5 ? -1 : 1) * (0.01 + 0.04 * rand());
      next += 2 + Math.floor(rand() * 11);
    }
    if (i === fall) level *= 0.6;
    return Math.round(level);
  });
}
