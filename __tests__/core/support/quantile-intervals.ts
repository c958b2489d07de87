// Paired quantile intervals on simulated blocks, and the coverage check the unit test (300 and 1,000 items) and
// the e2e calibration (18,000 items) share.
import { mulberry32 } from '../../../src/core/stats/random.js';
import {
  pairedQuantileRatioIntervals,
  quantileProbes,
  quantilesAtProbes,
  type QuantileRatioInterval,
} from '../../../src/core/stats/quantile-ci.js';

export const PS = [0.5, 0.9, 0.99];

/** The intervals at PS for paired times, as computeCutStats places them. */
export function intervals(baseline: Float64Array, candidate: Float64Array): QuantileRatioInterval[] {
  const n = baseline.length;
  const probes = quantileProbes(n, PS);
  const probed = (values: Float64Array) => quantilesAtProbes(Float64Array.from(values), probes);
  const pairs = Array.from({ length: n }, (_, i) => i);
  return pairedQuantileRatioIntervals(
    baseline,
    candidate,
    pairs,
    probes,
    probed(baseline),
    probed(candidate),
  );
}

/**
 * Blocks as the fixtures model them: a lognormal true time (median 150 ms, σ 0.6 on logs), each run adding
 * its own lognormal noise (σ 0.095); `effect` multiplies the candidate's time of a block of true time t.
 */
export function simulate(n: number, seed: number, effect: (t: number) => number = () => 1) {
  const random = mulberry32(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const baseline = new Float64Array(n);
  const candidate = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = 150 * Math.exp(0.6 * gauss());
    baseline[i] = t * Math.exp(0.095 * gauss());
    candidate[i] = t * Math.exp(0.095 * gauss()) * effect(t);
  }
  return { baseline, candidate };
}

export const covers = (ci: QuantileRatioInterval, pct: number) => ci.lowPct <= pct && pct <= ci.highPct;

/** With no change, the intervals at PS hold 0 about 95% of the time over simulated pairs of `n` blocks. */
export function expectCoverageWithoutChange(n: number): void {
  const held = [0, 0, 0];
  const shown = [0, 0, 0];
  const samples = n > 10_000 ? 80 : 200;
  for (let s = 0; s < samples; s++) {
    const { baseline, candidate } = simulate(n, 1000 + s);
    intervals(baseline, candidate).forEach((ci, k) => {
      if (Number.isNaN(ci.lowPct)) return;
      shown[k]++;
      if (covers(ci, 0)) held[k]++;
    });
  }
  PS.forEach((p, k) => {
    // P99 needs ≥ 1000 items (10 beyond it) and then shows when ≥ 5 blocks straddle its two quantiles.
    if (n * (1 - p) < 10) return expect(shown[k]).toBe(0);
    const wellPopulated = n * (1 - p) >= 30;
    expect(shown[k]).toBeGreaterThanOrEqual(wellPopulated ? 0.95 * samples : 50);
    expect(held[k] / shown[k]).toBeGreaterThanOrEqual(0.88);
    // Where few blocks straddle, the intervals that show are wide (conservative), not too narrow.
    if (wellPopulated) expect(held[k] / shown[k]).toBeLessThanOrEqual(0.99);
  });
}
