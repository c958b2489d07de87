// Drifts that bend (bends.ts): a trend cut into straight pieces, each piece that moves the level a drift.
import { analyseChanges } from '../../../src/core/changepoints.js';
import { bendingDrifts, linearPieces } from '../../../src/core/changepoints/bends.js';
import { optimalPartition } from '../../../src/core/changepoints/long-run-pelt.js';
import { analyseChanges as analyseChangesWith } from '../../../src/core/changepoints/findings.js';
import { fixtureSeries, type Real } from './fixtures.js';
import { gaussian, mulberry32 } from './synthetic.js';

/** Squared error of the least-squares line through y[a, b). */
function lineSse(y: number[], a: number, b: number): number {
  const m = b - a;
  const mk = (m - 1) / 2;
  const my = y.slice(a, b).reduce((s, v) => s + v, 0) / m;
  let kk = 0;
  let ky = 0;
  for (let i = a; i < b; i++) {
    kk += (i - a - mk) ** 2;
    ky += (i - a - mk) * (y[i] - my);
  }
  const slope = kk > 0 ? ky / kk : 0;
  let sse = 0;
  for (let i = a; i < b; i++) sse += (y[i] - my - slope * (i - a - mk)) ** 2;
  return sse;
}

/** The least Σ cost + β per segment over every segmentation (segments ≥ m), by plain dynamic programming. */
function bruteForce(n: number, cost: (a: number, b: number) => number, beta: number, m: number): number {
  const best = new Array<number>(n + 1).fill(Infinity);
  best[0] = 0;
  for (let t = m; t <= n; t++) {
    for (let s = 0; s <= t - m; s++) {
      if (s !== 0 && s < m) continue;
      best[t] = Math.min(best[t], best[s] + cost(s, t) + beta);
    }
  }
  return best[n];
}

describe('drifts that bend', () => {
  test('the straight-piece segmentation is the least-cost one (checked by brute force)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(seed);
      const y = Array.from({ length: 60 }, (_, i) => (i < 25 ? i : 50 - i) + 3 * gaussian(rand));
      const cost = (a: number, b: number) => lineSse(y, a, b);
      const beta = 20 + seed * 5;
      const cuts = optimalPartition(y.length, cost, beta, 4);
      const bounds = [0, ...cuts, y.length];
      let total = 0;
      for (let k = 0; k + 1 < bounds.length; k++) total += cost(bounds[k], bounds[k + 1]) + beta;
      expect(total).toBeCloseTo(bruteForce(y.length, cost, beta, 4), 6);
    }
  });

  test('a rise that turns into a fall is two drifts meeting at the turn', () => {
    let near = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const rand = mulberry32(300 + seed);
      const values = Array.from(
        { length: 120 },
        (_, i) => 100 * (1 + 0.004 * (i < 70 ? i : 140 - i)) * (1 + 0.005 * gaussian(rand)),
      );
      const r = analyseChanges(values);
      expect(r.steps).toEqual([]);
      const ds = r.drifts;
      if (
        ds.length === 2 &&
        Math.abs(ds[0].end - 70) <= 3 &&
        ds[0].slopePerPoint > 0 &&
        ds[1].slopePerPoint < 0
      ) {
        near++;
      }
    }
    expect(near).toBeGreaterThanOrEqual(9);
  });

  test('a growth that slows is two drifts, each with its slope; a straight rise is one', () => {
    const rand = mulberry32(7);
    const bent = Array.from(
      { length: 200 },
      (_, i) => 100 + (i < 120 ? 0.5 * i : 60 + 0.1 * (i - 120)) + 0.5 * gaussian(rand),
    );
    const ds = bendingDrifts(bent, 0, bent.length, { minMagnitude: 0.02, minSegment: 5, minEndLength: 20 });
    expect(ds).toHaveLength(2);
    expect(Math.abs(ds[0].end - 120)).toBeLessThanOrEqual(5);
    expect(ds[0].slopePerPoint).toBeCloseTo(0.5, 1);
    expect(ds[1].slopePerPoint).toBeCloseTo(0.1, 1);
    const straight = Array.from({ length: 200 }, (_, i) => 100 + 0.3 * i + 0.5 * gaussian(rand));
    expect(
      bendingDrifts(straight, 0, straight.length, { minMagnitude: 0.02, minSegment: 5, minEndLength: 20 }),
    ).toHaveLength(1);
    // Independent noise about a level: no piece, no drift.
    const flat = Array.from({ length: 200 }, () => 100 + gaussian(rand));
    expect(linearPieces(flat, 0, flat.length, 5).cuts).toEqual([]);
    expect(
      bendingDrifts(flat, 0, flat.length, { minMagnitude: 0.02, minSegment: 5, minEndLength: 20 }),
    ).toEqual([]);
  });

  test('a jump in the last few points is a step in the making, not a steep drift', () => {
    // A flat series with its last 2–4 points 30% up (E-divisive reports no step with so few after it).
    for (let after = 2; after <= 4; after++) {
      const rand = mulberry32(1000 + after);
      const values = Array.from(
        { length: 40 + after },
        (_, i) => (i >= 40 ? 130 : 100) * (1 + 0.02 * gaussian(rand)),
      );
      expect(analyseChanges(values).drifts).toEqual([]);
    }
  });

  test('a short series with no other change point is cut without reading serial correlation (BEND_SHORT_SERIES)', () => {
    // TCPD's debt_ireland (21 points, fitting half): a slow fall, a rise of 5 points, a fall; five annotators
    // mark 7–8 and 14–16. Read, ρ of what a few short lines leave makes the penalty too large for any cut.
    const debt = fixtureSeries<Real>('real/real.json').find((s) => s.name === 'debt_ireland')!;
    const found = [...new Set(analyseChanges(debt.values).changes.map((c) => c.index))];
    expect(found).toEqual([8, 12, 15]);
    expect(analyseChangesWith(debt.values, {}, { bendShortSeries: 0 }).changes).toEqual([]);
    // Without a change, short series are cut no more often than with ρ read: random walks, AR(1) noise,
    // independent noise of 10–25 points (seeded; the bench counts 10–80).
    const rand = mulberry32(77);
    const cutNow = [0, 0, 0];
    const cutRead = [0, 0, 0];
    for (const n of [10, 15, 20, 25]) {
      for (let i = 0; i < 20; i++) {
        let x = 100;
        let e = 0;
        const series = [
          Array.from({ length: n }, () => (x += gaussian(rand))),
          Array.from({ length: n }, () => 100 + (e = 0.8 * e + 0.6 * gaussian(rand))),
          Array.from({ length: n }, () => 100 + gaussian(rand)),
        ];
        series.forEach((v, k) => {
          if (analyseChanges(v).changes.length > 0) cutNow[k]++;
          if (analyseChangesWith(v, {}, { bendShortSeries: 0 }).changes.length > 0) cutRead[k]++;
        });
      }
    }
    for (let k = 0; k < 3; k++) expect(cutNow[k]).toBeLessThanOrEqual(cutRead[k]);
    // Independent noise: 1 of these 80 gets a drift's end either way (13 and 7 of the walks and AR series).
    expect(cutNow[2]).toBeLessThanOrEqual(1);
  });
});
