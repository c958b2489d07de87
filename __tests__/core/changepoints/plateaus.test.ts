// Candidate steps between plateaus (plateaus.ts): the long-run segmentation read from below finds a level
// that jumps between plateaus in smooth noise, and is dropped as a whole where its cuts do not pay under the
// AR(1) model (a level that wanders).
import { analyseChanges } from '../../../src/core/changepoints.js';
import { analyseChanges as analyseChangesWith } from '../../../src/core/changepoints/findings.js';
import { clipToRunningMedian } from '../../../src/core/changepoints/long-run-pelt.js';
import { plateauCuts } from '../../../src/core/changepoints/plateaus.js';
import { fixtureSeries, type Real } from './fixtures.js';
import { accountBalance, autocorrelatedNoise, gaussian, mulberry32, randomWalk } from './synthetic.js';

describe('plateaus', () => {
  test('TCPD’s run_log pace (fitting half): the eight jumps four of five annotators mark are steps', () => {
    const run = fixtureSeries<Real>('real/real.json').find((s) => s.name === 'run_log:Pace')!;
    // Four annotators mark 60, 96, 114, 174 (or 177), 204, 240, 258, 317; the fifth marks nothing.
    const marked = [60, 96, 114, 174, 204, 240, 258, 317];
    const found = analyseChanges(run.values).steps;
    expect(found).toHaveLength(marked.length);
    found.forEach((s, i) => expect(Math.abs(s.index - marked[i])).toBeLessThanOrEqual(2));
    // Without them, E-divisive's and the AR(1) segmentation's candidates keep 317 alone.
    const without = analyseChangesWith(run.values, {}, { plateaus: false }).steps.map((s) => s.index);
    expect(without).toEqual([317]);
    expect(found.find((s) => s.index === 60)!.agreedBy).toContain('segmentation');
  });

  test('a random walk, AR(1) noise (ρ 0.8), independent noise and an account balance give no candidate', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const rand = mulberry32(100 + seed);
      expect(plateauCuts(clipToRunningMedian(randomWalk(rand)), { minSegment: 5 })).toEqual([]);
      expect(plateauCuts(clipToRunningMedian(autocorrelatedNoise(rand)), { minSegment: 5 })).toEqual([]);
      const noise = Array.from({ length: 300 }, () => 100 + gaussian(rand));
      expect(plateauCuts(clipToRunningMedian(noise), { minSegment: 5 })).toEqual([]);
    }
    for (let seed = 1; seed <= 10; seed++) {
      expect(plateauCuts(accountBalance(mulberry32(400 + seed)), { minSegment: 5 })).toEqual([]);
    }
  });

  test('plateaus in smooth noise (AR(1) ρ 0.9) are cut where they jump (known truth, 20 seeds)', () => {
    const truth = [70, 130, 220, 300];
    let exact = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(700 + seed);
      let r = 0;
      const v = Array.from({ length: 400 }, (_, i) => {
        r = 0.9 * r + gaussian(rand);
        return 100 + (truth.filter((t) => t <= i).length % 2) * 15 + r;
      });
      const cuts = plateauCuts(clipToRunningMedian(v), { minSegment: 5 });
      if (cuts.length === truth.length && cuts.every((c, i) => Math.abs(c - truth[i]) <= 3)) exact++;
    }
    expect(exact).toBeGreaterThanOrEqual(16);
  });
});
