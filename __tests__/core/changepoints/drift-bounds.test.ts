// A step after a drift's end (judge.ts, judgeBesideDrifts): the window between a candidate's neighbours must
// not reach back across the end of a drift the analysis finds, or the trend tests see the drift, not the step.
import { analyseChanges } from '../../../src/core/changepoints.js';
import { analyseChanges as analyseChangesWith } from '../../../src/core/changepoints/findings.js';
import { fixtureSeries, type Real } from './fixtures.js';
import { accountBalance, autocorrelatedNoise, gaussian, mulberry32, randomWalk } from './synthetic.js';

/** A rise of 30% over the first 60 points, flat after, down by `fall` from 170 of 200; noise σ 1. */
function riseThenFall(rand: () => number, fall: number): number[] {
  return Array.from({ length: 200 }, (_, i) => {
    const level = 100 + (30 * Math.min(i, 60)) / 60;
    return (i >= 170 ? level * (1 - fall) : level) + gaussian(rand);
  });
}

describe('steps beside drifts', () => {
  test('UK seatbelts (TCPD, fitting half): the law of 1983 (169, marked by all four who mark) is a step', () => {
    const seatbelts = fixtureSeries<Real>('real/real.json').find((s) => s.name === 'seatbelts')!;
    expect(seatbelts.half).toBe('fit');
    const marked = seatbelts.annotations.filter((a) => a.length > 0);
    expect(marked.every((a) => a.includes(169))).toBe(true);
    const found = analyseChanges(seatbelts.values);
    const step = found.steps.find((s) => Math.abs(s.index - 169) <= 2);
    expect(step).toBeDefined();
    expect(step!.forwardChangePct).toBeLessThan(-10); // deaths and injuries fell
    // The rise that ends near 60 (marked there by four) is still a drift, not a step.
    expect(found.drifts.some((d) => Math.abs(d.end - 60) <= 3)).toBe(true);
    // Without the drift's end as a bound, 169 is vetoed: judged between 0 and the series' end, its left side
    // trends (the rise) and the trend tests fail.
    const without = analyseChangesWith(seatbelts.values, {}, { driftBounds: false });
    expect(without.steps.some((s) => Math.abs(s.index - 169) <= 5)).toBe(false);
  });

  test('a fall of 8% after a rise that levels off is found (known truth, 20 seeds); without the fall, nothing', () => {
    let found = 0;
    let foundWithout = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const values = riseThenFall(mulberry32(seed), 0.08);
      const near = (steps: { index: number }[]) => steps.some((s) => Math.abs(s.index - 170) <= 3);
      if (near(analyseChanges(values).steps)) found++;
      if (near(analyseChangesWith(values, {}, { driftBounds: false }).steps)) foundWithout++;
      expect(analyseChanges(riseThenFall(mulberry32(seed), 0)).steps).toEqual([]);
    }
    expect(found).toBe(20);
    expect(foundWithout).toBeLessThanOrEqual(2);
  });

  test('random walks, AR(1) noise and account balances: the same change points as without the bounds', () => {
    // Seeds other than the benches' (100 + seed). Bounds used where the level wanders (ρ ≥ 0.5) gave 7 of
    // 200 walks and 1 of 200 balances drawn from seeds 5001–5200 steps (judge.ts, BOUNDED_MAX_RHO).
    const changes = (values: number[]) => [
      analyseChanges(values).changes,
      analyseChangesWith(values, {}, { driftBounds: false }).changes,
    ];
    for (let seed = 1; seed <= 25; seed++) {
      const rand = mulberry32(5000 + seed);
      for (const values of [randomWalk(rand), autocorrelatedNoise(rand), accountBalance(rand)]) {
        const [withBounds, without] = changes(values);
        expect(withBounds).toEqual(without);
        expect(withBounds.filter((c) => c.kind === 'step')).toEqual([]);
      }
    }
  });
});
