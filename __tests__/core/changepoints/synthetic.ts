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
