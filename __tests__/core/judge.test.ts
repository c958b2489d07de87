import {
  MIN_JUDGED_BLOCKS,
  changeDirection,
  judgeComparison,
  judgeCut,
  subCutAlpha,
} from '../../src/core/blocks/judge.js';
import type { CutStats, Verdict } from '../../src/core/model.js';

const opts = { minEffectPct: 2, alpha: 0.05, decisionRule: 'beyond-min-effect' as const };
const cut = (pct: number, lo: number, hi: number, pValue = 0.001, compared = 100) => ({
  compared,
  pValue,
  shift: { pct, ciLowPct: lo, ciHighPct: hi },
});

describe('judgeCut', () => {
  test.each<[string, ReturnType<typeof cut>, Verdict]>([
    ['CI wholly above +2% → regression (slower)', cut(5, 4.6, 5.3), 'regression'],
    ['CI wholly below −2% → improvement', cut(-38, -39, -37), 'improvement'],
    ['CI within ±2% → no-change', cut(0.3, -0.1, 0.7, 0.07), 'no-change'],
    ['CI straddles +2% → inconclusive', cut(1.5, 0.5, 2.5), 'inconclusive'],
    ['CI beyond but the paired test disagrees → inconclusive', cut(4, 2.5, 5.5, 0.2), 'inconclusive'],
    ['too few blocks → inconclusive', cut(-30, -35, -25, 0.001, MIN_JUDGED_BLOCKS - 1), 'inconclusive'],
    ['no CI → inconclusive', cut(NaN, NaN, NaN, 1), 'inconclusive'],
  ])('%s', (_, stats, verdict) => {
    const r = judgeCut(stats, opts);
    expect(r.verdict).toBe(verdict);
    expect(r.reason).toMatch(/\.$/);
  });

  test('the reason states the shift and its interval', () => {
    expect(judgeCut(cut(5, 4.6, 5.3), opts).reason).toContain('+5.0% (95% CI +4.6% to +5.3%)');
  });
});

describe('an inconclusive cut says how many runs per side would settle it', () => {
  const significant = { minEffectPct: 2, alpha: 0.05, decisionRule: 'significant' as const };
  const one = { baseline: 1, candidate: 1 };
  // Worked by hand: the interval's half-width (log) times √((2/k) / (1/n_b + 1/n_c)) at k runs per side.
  test.each<[string, ReturnType<typeof cut>, { baseline: number; candidate: number }, string]>([
    // ln 1.04 = 0.0392; half max(0.0392 − ln 0.99, ln 1.09 − 0.0392) = 0.0493; ×√½ = 0.0348 < 0.0392.
    [
      'a +4% change whose interval holds 0',
      cut(4, -1, 9, 0.02),
      one,
      'About 2 runs per side would narrow it to ±3.5%',
    ],
    // Ruling out ±2%: half 0.0411 × √(1/k) ≤ ln 1.02 = 0.0198 from k = 5 (0.0184 = ±1.9%).
    [
      'a self-comparison: shift 0, run noise only',
      cut(0, -4, 4.2, 1),
      one,
      'About 5 runs per side would narrow it to ±1.9%',
    ],
    // With 3 + 3 runs given: √((2/k) / (2/3)) ≤ 0.481 from k = 13.
    [
      'the same interval from 3 + 3 runs',
      cut(0, -4, 4.2, 1),
      { baseline: 3, candidate: 3 },
      'About 13 runs per side',
    ],
    [
      'an estimate near the bound',
      cut(1.8, -2.5, 6.3, 0.4),
      one,
      'Ruling out ±2% would take more than 20 runs per side',
    ],
  ])('%s', (_, stats, runs, advice) => {
    const r = judgeCut(stats, significant, runs);
    expect(r.verdict).toBe('inconclusive');
    expect(r.reason).toContain(advice);
  });

  test('without the runs behind the interval it says nothing it cannot back', () => {
    expect(judgeCut(cut(4, -1, 9, 0.02), significant).reason).toMatch(/ruled out\.$/);
  });
});

describe('the two decision rules', () => {
  // The default: significant (the interval excludes 0) and the estimate beyond ±min-effect.
  test.each<[string, [number, number, number], 'up' | 'down' | null, 'up' | 'down' | null]>([
    [
      '+3% [+0.5, +5.5]: significant and beyond +2%, but the interval reaches under +2%',
      [3, 0.5, 5.5],
      'up',
      null,
    ],
    ['+1.5% [+0.5, +2.5]: significant but the estimate is under +2%', [1.5, 0.5, 2.5], null, null],
    ['+3% [−0.5, +6.5]: not significant', [3, -0.5, 6.5], null, null],
    ['−38% [−41, −35]: both rules', [-38, -41, -35], 'down', 'down'],
  ])('%s', (_, [pct, lo, hi], significant, beyond) => {
    const x = { pct, ciLowPct: lo, ciHighPct: hi };
    expect(changeDirection(x, 2, 'significant')).toBe(significant);
    expect(changeDirection(x, 2, 'beyond-min-effect')).toBe(beyond);
  });
});

describe('a cut may rest on its contrast with the rest of the run', () => {
  const contrast = (pct: number, lo: number, hi: number, rest: [number, number, number], pValue = 0.001) => ({
    pct,
    ciLowPct: lo,
    ciHighPct: hi,
    pValue,
    rest: { compared: 1000, pct: rest[0], ciLowPct: rest[1], ciHighPct: rest[2] },
  });
  const withContrast = (c: CutStats['contrast']) => ({ ...cut(-3, -7, 1), contrast: c });
  const significant = { ...opts, decisionRule: 'significant' as const };

  test('shift within run noise, contrast decisive, rest holds 0 → improvement by contrast', () => {
    const r = judgeCut(withContrast(contrast(-5, -7, -3, [1, -3, 5])), significant);
    expect(r).toMatchObject({ verdict: 'improvement', verdictBasis: 'contrast' });
    expect(r.reason).toContain('against the rest of the same run');
  });
  test('the rank-sum test of the cut against the rest disagrees → inconclusive', () => {
    const r = judgeCut(withContrast(contrast(-5, -7, -3, [1, -3, 5], 0.2)), significant);
    expect(r).toMatchObject({ verdict: 'inconclusive', verdictBasis: 'shift' });
  });
  test('the rest itself moved: the contrast may be its mirror, so the cut stays inconclusive', () => {
    const r = judgeCut(withContrast(contrast(-5, -7, -3, [5, 1, 9])), significant);
    expect(r).toMatchObject({ verdict: 'inconclusive', verdictBasis: 'shift' });
  });
  test('a decisive shift needs no contrast', () => {
    const r = judgeCut({ ...cut(-38, -41, -35), contrast: contrast(-1, -3, 1, [0, -4, 4]) }, significant);
    expect(r).toMatchObject({ verdict: 'improvement', verdictBasis: 'shift' });
  });
});

describe('judgeComparison', () => {
  const cuts = (...verdicts: Verdict[]) =>
    verdicts.map((verdict, i) => ({ name: i === 0 ? 'all' : `c${i}`, verdict }));
  test.each<[Verdict[], Verdict]>([
    [['no-change', 'improvement', 'regression'], 'regression'],
    [['no-change', 'inconclusive', 'improvement'], 'improvement'],
    [['no-change', 'inconclusive', 'inconclusive'], 'no-change'],
    [['inconclusive', 'no-change'], 'inconclusive'],
    [[], 'inconclusive'],
  ])('%p → %s', (verdicts, expected) => {
    const r = judgeComparison(cuts(...verdicts));
    expect(r.verdict).toBe(expected);
  });

  test('a regression only against the rest of the run, beside an improvement, is mixed', () => {
    const r = judgeComparison([
      { name: 'all', verdict: 'inconclusive' },
      { name: 'xen', verdict: 'improvement', verdictBasis: 'shift' },
      { name: 'slow', verdict: 'regression', verdictBasis: 'contrast' },
    ]);
    expect(r).toEqual({
      verdict: 'mixed',
      reason: 'Slower relative to the rest of the run in: slow; faster in: xen.',
    });
  });
  test('a regression by its own shift (run noise included) wins over improvements', () => {
    const r = judgeComparison([
      { name: 'all', verdict: 'inconclusive' },
      { name: 'xen', verdict: 'improvement', verdictBasis: 'shift' },
      { name: 'slow', verdict: 'regression', verdictBasis: 'shift' },
    ]);
    expect(r.verdict).toBe('regression');
  });
  test('a contrast regression alone is a regression', () => {
    const r = judgeComparison([
      { name: 'all', verdict: 'inconclusive' },
      { name: 'xen', verdict: 'regression', verdictBasis: 'contrast' },
    ]);
    expect(r.verdict).toBe('regression');
  });

  test('names the cuts that decided', () => {
    expect(judgeComparison(cuts('no-change', 'regression', 'improvement')).reason).toBe(
      'Slower in: c1; improved: c2.',
    );
  });
});

describe('cuts besides all share α (Bonferroni weighted by cut size)', () => {
  const significant = { minEffectPct: 2, alpha: 0.05, decisionRule: 'significant' as const };
  test('α · n_c / Σ n over the judged cuts; a lone cut keeps α', () => {
    // A contract set: slow ≥ 1000 (320 blocks), slow ≥ 2000 (100), xen (540), its slow sub-cuts (130, 30).
    const sizes = [320, 100, 540, 130, 30];
    expect(subCutAlpha(0.05, 540, sizes)).toBeCloseTo((0.05 * 540) / 1120, 12);
    expect(subCutAlpha(0.05, 30, sizes)).toBeCloseTo((0.05 * 30) / 1120, 12);
    const shares = sizes.map((n) => subCutAlpha(0.05, n, sizes));
    expect(shares.reduce((s, a) => s + a, 0)).toBeCloseTo(0.05, 12);
    expect(subCutAlpha(0.05, 400, [400])).toBe(0.05);
    expect(subCutAlpha(0.05, 5, [])).toBe(0.05);
  });

  test('a shift whose 95% interval just misses 0 is a change at α, not at α/5 (interval ×2.576/1.960)', () => {
    // +4% [+0.5, +7.6] (log scale: 0.0392 − 0.0050 = 0.0343 below): ×1.314 puts the low end under 0.
    const stats = cut(4, 0.5, 7.6, 0.001);
    expect(judgeCut(stats, significant).verdict).toBe('regression');
    const strict = judgeCut(stats, { ...significant, cutAlpha: 0.01 });
    expect(strict.verdict).toBe('inconclusive');
    // The report keeps the 95% interval it shows and says how it was judged.
    expect(strict.reason).toContain('+4.0% (95% CI +0.5% to +7.6%), widened ×1.31 to the 99% level');
    // A large change is a change at either level, and the signed-rank p must pass α/k too.
    expect(judgeCut(cut(12, 8, 16, 0.001), { ...significant, cutAlpha: 0.01 }).verdict).toBe('regression');
    expect(judgeCut(cut(12, 8, 16, 0.02), { ...significant, cutAlpha: 0.01 }).verdict).toBe('inconclusive');
  });

  test('a contrast is judged at the same level as its shift', () => {
    const stats = {
      ...cut(-3, -7, 1),
      contrast: {
        pct: -4,
        ciLowPct: -7,
        ciHighPct: -0.8,
        pValue: 0.001,
        rest: { compared: 1000, pct: 0.2, ciLowPct: -1, ciHighPct: 1.4 },
      },
    };
    expect(judgeCut(stats, significant)).toMatchObject({ verdict: 'improvement', verdictBasis: 'contrast' });
    expect(judgeCut(stats, { ...significant, cutAlpha: 0.01 }).verdict).toBe('inconclusive');
  });
});
