// Intervals of the quantile Δ% (P50/P90/P99) over paired items: they hold the truth about 95% of the time on
// simulated paired data (18,000 items: quantile-ci-calibration.test.ts, e2e), find a change confined to the slow
// tail, narrow with the pairing, and stay open where the data cannot support them.
import { computeCutStats } from '../../src/core/blocks/cut-stats.js';
import { DEFAULT_COMPARE_OPTIONS, compareBlocks } from '../../src/core/compare-blocks.js';
import { mulberry32 } from '../../src/core/stats/random.js';
import { quantileProbes, quantilesAtProbes } from '../../src/core/stats/quantile-ci.js';
import {
  covers,
  expectCoverageWithoutChange,
  intervals,
  PS,
  simulate,
} from './support/quantile-intervals.js';
import { readTruthPair } from './support/synthetic.js';

describe('paired quantile intervals', () => {
  test.each([300, 1000])(
    'hold the true Δ (none) about 95%% of the time with %i items',
    expectCoverageWithoutChange,
  );

  test('find a slowdown of the slowest blocks only, and leave the median alone', () => {
    // Blocks truly slower than 500 ms (about 2% of them) take 20% longer in the candidate: the P99 moves by
    // about that, the median not at all.
    const { baseline, candidate } = simulate(18_000, 7, (t) => (t > 500 ? 1.2 : 1));
    const [p50, , p99] = intervals(baseline, candidate);
    expect(covers(p50, 0)).toBe(true);
    expect(p99.lowPct).toBeGreaterThan(5);
    expect(covers(p99, 20)).toBe(true);
  });

  test('are narrower than if the items were unpaired: the same blocks are slow on both runs', () => {
    const { baseline, candidate } = simulate(18_000, 8);
    const shuffled = Float64Array.from(candidate);
    const random = mulberry32(9);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const paired = intervals(baseline, candidate);
    const unpaired = intervals(baseline, shuffled);
    paired.forEach((ci, k) => {
      expect(ci.highPct - ci.lowPct).toBeLessThan(0.6 * (unpaired[k].highPct - unpaired[k].lowPct));
    });
  });

  test('hold a slowdown of every block, away from zero', () => {
    const { baseline, candidate } = simulate(18_000, 10, () => 1.1);
    for (const ci of intervals(baseline, candidate)) {
      expect(covers(ci, 10)).toBe(true);
      expect(ci.lowPct).toBeGreaterThan(5);
    }
  });

  test('equal the Bahadur formula written item by item (the mean and variance of ψ)', () => {
    const { baseline, candidate } = simulate(3000, 77, (t) => (t > 300 ? 1.1 : 1));
    const n = baseline.length;
    const probes = quantileProbes(n, PS);
    const b = quantilesAtProbes(Float64Array.from(baseline), probes);
    const c = quantilesAtProbes(Float64Array.from(candidate), probes);
    const got = intervals(baseline, candidate);
    probes.forEach((probe, k) => {
      const sb = (Math.log(b[k].high) - Math.log(b[k].low)) / (probe.high - probe.low);
      const sc = (Math.log(c[k].high) - Math.log(c[k].low)) / (probe.high - probe.low);
      const psi = Array.from(
        baseline,
        (bi, i) => (candidate[i] <= c[k].at ? sc : 0) - (bi <= b[k].at ? sb : 0),
      );
      const mean = psi.reduce((a, x) => a + x, 0) / n;
      const variance = psi.reduce((a, x) => a + (x - mean) ** 2, 0) / n;
      const half = 1.959963984540054 * Math.sqrt(variance / n);
      const center = Math.log(c[k].at / b[k].at);
      expect(got[k].lowPct).toBeCloseTo((Math.exp(center - half) - 1) * 100, 9);
      expect(got[k].highPct).toBeCloseTo((Math.exp(center + half) - 1) * 100, 9);
    });
  });

  test('stay open when too few items lie beyond the quantile', () => {
    const { baseline, candidate } = simulate(500, 11);
    const [p50, , p99] = intervals(baseline, candidate);
    expect(Number.isNaN(p50.lowPct)).toBe(false);
    expect(p99).toEqual({ lowPct: NaN, highPct: NaN });
  });

  test('stay open when no block straddles the quantiles (nethermind A/A, ≥ 1000 ms, P90)', () => {
    // The P90 Δ of +5.6% rests on the same few blocks in both runs: their own noise, not a shift. The
    // straddling-free variance would have said ±2%.
    const { baseline, candidate } = readTruthPair('nethermind');
    const c = compareBlocks(baseline, candidate, DEFAULT_COMPARE_OPTIONS);
    const slow = c.cuts.find((x) => x.set === null && x.slowMs === 1000);
    const p90 = slow?.quantiles.find((q) => q.q === 'p90');
    expect(p90?.deltaPct).toBeCloseTo(5.57, 1);
    expect(p90?.deltaCi).toEqual({ lowPct: NaN, highPct: NaN });
    // Over all 6,000 blocks every quantile has its interval, and each holds 0.
    const all = c.cuts.find((x) => x.set === null && x.slowMs === null);
    for (const q of all?.quantiles ?? [])
      expect(covers(q.deltaCi, 0) || Math.abs(q.deltaPct) < 0.5).toBe(true);
  });
});

test('computeCutStats puts each quantile interval around its Δ%', () => {
  const { baseline, candidate } = simulate(5000, 12);
  const pairs = { baselineMs: baseline, candidateMs: candidate } as Parameters<typeof computeCutStats>[0];
  const indices = Uint32Array.from({ length: 5000 }, (_, i) => i);
  const stats = computeCutStats(
    pairs,
    { name: 'all', set: null, slowMs: null, indices },
    DEFAULT_COMPARE_OPTIONS,
  );
  for (const q of stats.quantiles) {
    expect(q.deltaCi.lowPct).toBeLessThan(q.deltaPct);
    expect(q.deltaCi.highPct).toBeGreaterThan(q.deltaPct);
  }
});
