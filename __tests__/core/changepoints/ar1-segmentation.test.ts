// Candidate steps from a segmentation for a change of mean in AR(1) noise (ar1-segmentation.ts): a level
// that jumps between plateaus in autocorrelated noise is cut where it jumps; a level that wanders is not.
import { analyseChanges } from '../../../src/core/changepoints.js';
import { ar1Cuts, innovationCost } from '../../../src/core/changepoints/ar1-segmentation.js';
import { analyseChanges as analyseChangesWith } from '../../../src/core/changepoints/findings.js';
import { clipToRunningMedian } from '../../../src/core/changepoints/long-run-pelt.js';
import { fixtureSeries, type Real } from './fixtures.js';
import { accountBalance, autocorrelatedNoise, gaussian, mulberry32, randomWalk } from './synthetic.js';

/** Plateaus at 100 and 108 in turn, jumping at `at`, in AR(1) noise (ρ, innovations σ 1). */
function plateaus(rand: () => number, at: number[], rho: number, n = 400): number[] {
  let r = 0;
  return Array.from({ length: n }, (_, i) => {
    r = rho * r + gaussian(rand);
    return 100 + (at.filter((t) => t <= i).length % 2) * 8 + r;
  });
}

describe('AR(1) segmentation', () => {
  test('the criterion is n·log of the innovations’ variance: a cut at a jump lowers it, one elsewhere does not', () => {
    const rand = mulberry32(5);
    const v = plateaus(rand, [200], 0.5);
    const none = innovationCost(v, []).cost;
    expect(innovationCost(v, [200]).cost).toBeLessThan(none - 100);
    expect(innovationCost(v, [100]).cost).toBeGreaterThan(none - 10);
  });

  test('plateaus in autocorrelated noise are cut where they jump (known truth, 20 seeds)', () => {
    // Jumps of 8 innovation σ (5 of the noise's own σ at ρ 0.6); at 6 the four cuts' gain is near their
    // penalty, 4 · 6 · log 400, and some seeds' path misses it.
    const truth = [80, 150, 230, 310];
    let exact = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const cuts = ar1Cuts(plateaus(mulberry32(600 + seed), truth, 0.6), { minSegment: 5 });
      if (cuts.length === truth.length && cuts.every((c, i) => Math.abs(c - truth[i]) <= 3)) exact++;
    }
    expect(exact).toBeGreaterThanOrEqual(18);
  });

  test('a random walk, AR(1) noise (ρ 0.8) and an account balance are not cut (50, 50 and 10 seeds)', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const rand = mulberry32(100 + seed);
      expect(ar1Cuts(clipToRunningMedian(randomWalk(rand)), { minSegment: 5 })).toEqual([]);
      expect(ar1Cuts(clipToRunningMedian(autocorrelatedNoise(rand)), { minSegment: 5 })).toEqual([]);
    }
    for (let seed = 1; seed <= 10; seed++) {
      const rand = mulberry32(400 + seed);
      expect(ar1Cuts(accountBalance(rand), { minSegment: 5 })).toEqual([]);
    }
  });

  test('TCPD’s well_log (fitting half): the plateaus the annotators mark are steps', () => {
    const well = fixtureSeries<Real>('real/real.json').find((s) => s.name === 'well_log')!;
    // Three of five annotators mark 179, 255, 281, 311/312, 343, 402, 412/413, 422, 432.
    const marked = [179, 255, 281, 311, 343, 402, 412, 422, 432];
    const found = analyseChanges(well.values).steps;
    const steps = found.map((s) => s.index);
    for (const m of marked) expect(steps.some((s) => Math.abs(s - m) <= 2)).toBe(true);
    // Those E-divisive did not keep say where they came from.
    expect(found.find((s) => s.index === 179)!.agreedBy).not.toContain('segmentation');
    expect(found.find((s) => Math.abs(s.index - 255) <= 2)!.agreedBy).toContain('segmentation');
    // Without the segmentations' candidates (this one's and the plateaus'), E-divisive's alone: 179 of them.
    // (Judged again beside the drifts, E-divisive's would keep more: judge.ts, judgeBesideDrifts.)
    const alone = { ar1Candidates: false, plateaus: false, driftBounds: false };
    const without = analyseChangesWith(well.values, {}, alone).steps.map((s) => s.index);
    expect(marked.filter((m) => without.some((s) => Math.abs(s - m) <= 2))).toEqual([179]);
  });
});
