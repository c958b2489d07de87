// The segmentation run when nothing else found a change point: exact PELT, a penalty scaled to the
// series' long-run noise, and what a silent answer says it could have seen.
import { analyseChanges } from '../../../src/core/changepoints.js';
import { analyseChanges as analyseChangesWith } from '../../../src/core/changepoints/findings.js';
import {
  detectableStep,
  longRunPenalty,
  longRunSegment,
  peltCuts,
} from '../../../src/core/changepoints/long-run-pelt.js';
import { fixtureSeries, type Real } from './fixtures.js';
import { gaussian, mulberry32 } from './synthetic.js';

/** The least penalised cost over every segmentation (segments ≥ m), by plain dynamic programming. */
function bruteForceCost(y: number[], beta: number, m: number, cuts?: number[]): number {
  const sse = (a: number, b: number) => {
    const part = y.slice(a, b);
    const mean = part.reduce((s, x) => s + x, 0) / part.length;
    return part.reduce((s, x) => s + (x - mean) ** 2, 0);
  };
  if (cuts) {
    const bounds = [0, ...cuts, y.length];
    return bounds.slice(1).reduce((s, b, i) => s + sse(bounds[i], b) + beta, 0);
  }
  const best = [0];
  for (let t = 1; t <= y.length; t++) {
    best[t] = Infinity;
    for (let s = 0; s <= t - m; s++) {
      if (s > 0 && s < m) continue;
      best[t] = Math.min(best[t], best[s] + sse(s, t) + beta);
    }
  }
  return best[y.length];
}

describe('PELT', () => {
  test('finds the least penalised cost of all segmentations (checked by brute force)', () => {
    const rand = mulberry32(3);
    for (let trial = 0; trial < 30; trial++) {
      const n = 12 + Math.floor(rand() * 30);
      const level = (i: number) => (i > n / 3 ? 2 : 0) + (i > (2 * n) / 3 ? -3 : 0);
      const y = Array.from({ length: n }, (_, i) => level(i) + gaussian(rand));
      const beta = 1 + 6 * rand();
      const m = 2 + Math.floor(rand() * 3);
      const cuts = peltCuts(y, beta, m);
      expect(cuts.every((c, i) => c - (i === 0 ? 0 : cuts[i - 1]) >= m)).toBe(true);
      expect(bruteForceCost(y, beta, m, cuts)).toBeCloseTo(bruteForceCost(y, beta, m), 8);
    }
  });
});

describe('the long-run penalty', () => {
  test('grows with the noise’s lag-1 autocorrelation as AR(1)’s long-run variance does', () => {
    expect(longRunPenalty(100, 2, 0, 3)).toBeCloseTo(3 * Math.log(100) * 2, 12);
    expect(longRunPenalty(100, 2, 0.8, 3) / longRunPenalty(100, 2, 0, 3)).toBeCloseTo(9, 12);
  });

  test('a step of 3σ in independent noise is cut where it is; AR(1) noise (ρ 0.8) alone is cut far less often than by the same penalty without ρ', () => {
    let found = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(seed);
      const y = Array.from({ length: 200 }, (_, i) => (i >= 120 ? 3 : 0) + gaussian(rand));
      const { cuts } = longRunSegment(y, { minSegment: 5 });
      if (cuts.length === 1 && Math.abs(cuts[0] - 120) <= 2) found++;
    }
    expect(found).toBeGreaterThanOrEqual(18);
    let plain = 0;
    let longRun = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(50 + seed);
      let e = 0;
      const y = Array.from({ length: 300 }, () => (e = 0.8 * e + 0.6 * gaussian(rand)));
      const variance = y.reduce((s, x) => s + x * x, 0) / y.length;
      plain += peltCuts(y, longRunPenalty(300, variance, 0, 3), 5).length;
      longRun += longRunSegment(y, { minSegment: 5, penaltyPerLogN: 3 }).cuts.length;
    }
    expect(plain).toBeGreaterThan(10);
    expect(longRun).toBe(0);
  });
});

describe('silent series', () => {
  test('the World Bank’s rail lines (fit half): the jump marked at 25 by all five annotators is found only by the second pass', () => {
    const rail = fixtureSeries<Real>('real/real.json').find((s) => s.name === 'rail_lines')!;
    expect(analyseChangesWith(rail.values, {}, { segmentWhenSilent: false }).steps).toEqual([]);
    const steps = analyseChanges(rail.values).steps;
    expect(steps).toHaveLength(1);
    expect(steps[0].agreedBy).toContain('segmentation');
    expect(Math.abs(steps[0].index - 25)).toBeLessThanOrEqual(2);
  });

  test('a silent answer says the step it could have seen, and a step twice as large is cut there', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const rand = mulberry32(700 + seed);
      const noise = Array.from({ length: 200 }, () => gaussian(rand));
      const r = analyseChanges(noise);
      expect(r.steps).toEqual([]);
      expect(r.detectable!.stepSize).toBeGreaterThan(0);
      expect(Number.isNaN(r.detectable!.stepPct)).toBe(true);
      const size = 2 * r.detectable!.stepSize;
      const stepped = noise.map((x, i) => x + (i >= 100 ? size : 0));
      // The segmentation cuts it (E-divisive may report it first, as a step or a drift).
      const { cuts } = longRunSegment(stepped, { minSegment: 5 });
      expect(cuts.some((c) => Math.abs(c - 100) <= 5)).toBe(true);
      expect(analyseChanges(stepped).changes.length).toBeGreaterThan(0);
    }
    // On a positive series the 2% magnitude is the floor.
    const flat = Array.from({ length: 200 }, (_, i) => 100 + 0.1 * Math.sin(i));
    expect(detectableStep(flat, 1e-6, 0.02).stepPct).toBeCloseTo(2, 6);
  });
});
