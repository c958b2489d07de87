// Changes of spread (spread.ts): looked for when the level has no change point, found on real annotated
// series and generated ones, and not read into heavy-tailed noise, single outliers or wandering levels.
import { analyseChanges } from '../../../src/core/changepoints.js';
import { analyseChanges as analyseChangesWith } from '../../../src/core/changepoints/findings.js';
import { spreadChanges } from '../../../src/core/changepoints/spread.js';
import { fixtureSeries, type Real } from './fixtures.js';
import { autocorrelatedNoise, gaussian, mulberry32, randomWalk } from './synthetic.js';

const real = fixtureSeries<Real>('real/real.json');
const byName = (name: string) => real.find((s) => s.name === name)!;

describe('real annotated series (fitting half) that got no change point before', () => {
  test('homeruns (TCPD): the spread annotators mark at 60 grows ×5, the level keeps no step', () => {
    const s = byName('homeruns');
    expect(s.half).toBe('fit');
    const r = analyseChanges(s.values);
    expect(r.steps).toEqual([]);
    expect(r.spreadChanges).toHaveLength(1);
    const [c] = r.spreadChanges;
    expect(Math.abs(c.index - 60)).toBeLessThanOrEqual(5);
    expect(c.ratio).toBeGreaterThan(3);
    expect(r.changes).toEqual([{ index: c.index, kind: 'spread', ratio: c.ratio }]);
    expect(r.detectable).toBeUndefined();
    // Without the pass the series has no change point at all.
    expect(analyseChangesWith(s.values, {}, { spread: false }).changes).toEqual([]);
  });

  test('homeruns: its drift, growing faster than a line from a positive start, is not put as a % of a start below 0', () => {
    const [d] = analyseChanges(byName('homeruns').values).drifts;
    // Theil–Sen's line starts below zero here: a % of it read −19%/point and +∞% in all.
    expect(d.levelStart).toBeLessThan(0);
    expect(d.slopePerPoint).toBeGreaterThan(0);
    expect(d.slopePctPerPoint).toBeNaN();
    expect(d.totalPct).toBeNaN();
  });

  test('TSSB Adiac: once its 22-point cycle is out, the noise doubles within 5 of the class change at 572', () => {
    const s = byName('tssb:Adiac');
    const r = analyseChanges(s.values);
    expect(r.period).toBe(22);
    expect(r.spreadChanges.map((c) => c.index)).toEqual([expect.any(Number)]);
    expect(Math.abs(r.spreadChanges[0].index - 572)).toBeLessThanOrEqual(5);
    expect(r.spreadChanges[0].ratio).toBeGreaterThan(1.5);
  });
});

describe('generated noise whose spread changes', () => {
  const noisy = (seed: number, n: number, at: number, before: number, after: number) => {
    const rand = mulberry32(seed);
    return Array.from({ length: n }, (_, i) => 100 * (1 + (i < at ? before : after) * gaussian(rand)));
  };

  test('a noise that triples at 200 of 400 points is found, ×2–5 (segments as cut), in 20 of 20 seeds', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = analyseChanges(noisy(900 + seed, 400, 200, 0.01, 0.03));
      expect(r.steps).toEqual([]);
      expect(r.spreadChanges.length).toBeGreaterThan(0);
      const nearest = r.spreadChanges.reduce((a, b) =>
        Math.abs(b.index - 200) < Math.abs(a.index - 200) ? b : a,
      );
      expect(Math.abs(nearest.index - 200)).toBeLessThanOrEqual(20);
      expect(nearest.ratio).toBeGreaterThan(2);
      expect(nearest.ratio).toBeLessThan(5);
    }
  });

  test('a step is a step: the pass runs only where the level has no change point', () => {
    const rand = mulberry32(5);
    const v = Array.from(
      { length: 400 },
      (_, i) => (i < 200 ? 100 : 120) * (1 + (i < 200 ? 0.01 : 0.03) * gaussian(rand)),
    );
    const r = analyseChanges(v);
    expect(r.steps.map((s) => s.index)).toEqual([expect.any(Number)]);
    expect(r.spreadChanges).toEqual([]);
  });

  test('a spread that grows out of exact zeros (a flat run, then noise) has no finite ratio', () => {
    const rand = mulberry32(11);
    const v = Array.from({ length: 200 }, (_, i) => (i < 100 ? 50 : 50 + gaussian(rand)));
    const [c] = spreadChanges(v);
    expect(Math.abs(c.index - 100)).toBeLessThanOrEqual(2);
    expect(c.spreadBefore).toBe(0);
    expect(c.ratio).toBe(Infinity);
  });
});

describe('series without a change get no spread change', () => {
  const student3 = (rand: () => number) => {
    const chi2 = gaussian(rand) ** 2 + gaussian(rand) ** 2 + gaussian(rand) ** 2;
    return gaussian(rand) / Math.sqrt(chi2 / 3);
  };
  const none = (values: number[]) => analyseChanges(values).spreadChanges;

  test('heavy-tailed (t₃) and log-normal benchmark noise, 50–1,000 points, 10 seeds each', () => {
    for (const n of [50, 200, 1000]) {
      for (let seed = 1; seed <= 10; seed++) {
        const rand = mulberry32(3000 + 10 * n + seed);
        expect(none(Array.from({ length: n }, () => 100 * (1 + 0.03 * student3(rand))))).toEqual([]);
        expect(none(Array.from({ length: n }, () => 100 * Math.exp(0.05 * gaussian(rand))))).toEqual([]);
      }
    }
  });

  test('single outliers ×1.4–3 in normal noise', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(5000 + seed);
      const n = 100 + Math.floor(rand() * 400);
      const v = Array.from({ length: n }, () => 100 * (1 + 0.03 * gaussian(rand)));
      for (let k = 0; k < 3; k++) v[Math.floor(rand() * n)] *= 1.4 + 1.6 * rand();
      expect(none(v)).toEqual([]);
    }
  });

  test('random walks and AR(1) noise (the wandering levels findings.test.ts holds to no step)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(100 + seed);
      expect(none(randomWalk(rand))).toEqual([]);
      expect(none(autocorrelatedNoise(rand))).toEqual([]);
    }
  });
});
