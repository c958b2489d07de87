import { mulberry32 } from '../../src/core/stats/random.js';
import { lowerWealth, signSequence, upperWealth } from '../../src/ab/sign-sequence.js';

const BETS = [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8];

describe('sign-test wealth', () => {
  it('grows as the mean of the fixed bets when every round is above θ', () => {
    // Each bettor multiplies by 1 + λ/2 per round; the mixture is their mean.
    const expected = BETS.reduce((s, l) => s + (1 + l / 2) ** 10, 0) / BETS.length;
    expect(upperWealth(new Array(10).fill(0.05), 0)).toBeCloseTo(expected, 9);
    expect(lowerWealth(new Array(10).fill(0.05), 0)).toBeCloseTo(
      BETS.reduce((s, l) => s + (1 - l / 2) ** 10, 0) / BETS.length,
      12,
    );
  });

  it('counts a tie with θ as half a round either way (wealth unchanged)', () => {
    expect(upperWealth([0, 0, 0], 0)).toBe(1);
  });
});

describe('signSequence', () => {
  it('brackets the median and decides a clear slowdown beyond the margin', () => {
    const d = Array.from({ length: 30 }, (_, i) => Math.log(1.05) + ((i % 5) - 2) * 0.002);
    const s = signSequence(d, 0.01, Math.log(1.01));
    expect(s.decision).toBe('above');
    expect(s.low).toBeGreaterThan(Math.log(1.01));
    expect(s.low).toBeLessThanOrEqual(s.median);
    expect(s.high).toBeGreaterThanOrEqual(s.median);
  });

  it('decides "within" when every round sits inside the margin, and stays undecided on few rounds', () => {
    const d = Array.from({ length: 40 }, (_, i) => ((i % 7) - 3) * 0.001);
    expect(signSequence(d, 0.01, Math.log(1.01)).decision).toBe('within');
    expect(signSequence(d.slice(0, 5), 0.01, Math.log(1.01)).decision).toBe('undecided');
  });

  it('keeps a decision once reached: the interval is the running intersection over the rounds', () => {
    // 20 rounds 5% slower (named after a dozen), then 30 that waver around 0: the wealth at +1% falls back under
    // the bar, as on a real pytest run that named two benchmarks at 5 minutes and, judged on every round
    // afresh, nothing at 8; an intersection of intervals that all hold at once holds too.
    const slow = Array.from({ length: 20 }, (_, i) => Math.log(1.05) + ((i % 5) - 2) * 0.002);
    const waver = Array.from({ length: 30 }, (_, i) => (i % 2 ? 0.02 : -0.02));
    const d = [...slow, ...waver];
    expect(upperWealth(d, Math.log(1.01))).toBeLessThan(2 / 0.01);
    const s = signSequence(d, 0.01, Math.log(1.01));
    expect(s.decision).toBe('above');
    expect(s.low).toBeGreaterThan(Math.log(1.01));
    expect(signSequence(slow, 0.01, Math.log(1.01)).low).toBeLessThanOrEqual(s.low);
  });

  it('ignores how far one round is off: a single 60% round does not move the decision', () => {
    const d = Array.from({ length: 30 }, (_, i) => Math.log(1.05) + ((i % 5) - 2) * 0.002);
    const withOutlier = [...d.slice(0, 29), Math.log(0.4)];
    expect(signSequence(withOutlier, 0.01, Math.log(1.01)).decision).toBe('above');
  });

  it('holds its level at every look on symmetric heavy-tailed A/A rounds (2,000 runs of 100 rounds)', () => {
    // Random signs times Cauchy-like magnitudes: the null RMIT guarantees. A run errs if at ANY round its
    // interval excludes 0; Ville's inequality bounds that by alpha.
    const random = mulberry32(2028);
    const alpha = 0.05;
    let errs = 0;
    for (let run = 0; run < 2000; run++) {
      const d: number[] = [];
      for (let t = 0; t < 100; t++) {
        const x = Math.tan(Math.PI * (random() - 0.5)) * 0.01;
        d.push(random() < 0.5 ? x : -x);
        if (upperWealth(d, 0) >= 2 / alpha || lowerWealth(d, 0) >= 2 / alpha) {
          errs++;
          break;
        }
      }
    }
    // Measured: 3.05% (61 of 2,000) erred at some look; the bound is 5%.
    expect(errs / 2000).toBeLessThanOrEqual(alpha);
    expect(errs).toBe(61);
  });
});
