// The run-noise arithmetic on inputs checkable by hand (core/blocks/run-noise.ts, core/stats/widen-interval.ts).
import {
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  runNoiseFromAaShift,
  runNoiseFromReplicates,
  runNoiseHalfWidth,
  statedRunNoise,
} from '../../src/core/blocks/run-noise.js';
import { widenInterval } from '../../src/core/stats/widen-interval.js';
import { studentTQuantile } from '../../src/core/stats/student-t.js';

const pct = (logUnits: number) => Math.expm1(logUnits) * 100;
const ln = (p: number) => Math.log1p(p / 100);

test('replicates: the pooled SD of the runs around their side mean, n_b + n_c − 2 degrees of freedom', () => {
  // Baseline runs at −1, 0, +1 (log %), candidate at −2, +2: squares 1 + 0 + 1 + 4 + 4 = 10 over 3 d.f.
  const shifts = { baseline: [-0.01, 0, 0.01], candidate: [0.03, 0.07] };
  const noise = runNoiseFromReplicates(shifts);
  expect(noise).toMatchObject({ source: 'replicates', runs: { baseline: 3, candidate: 2 }, dof: 3 });
  expect(noise?.sigmaPct).toBeCloseTo(pct(Math.sqrt(10 / 3) / 100), 10);
  // Fewer than 4 runs in all (1 d.f.) measure nothing usable.
  expect(runNoiseFromReplicates({ baseline: [0, 0.01], candidate: [0] })).toBeNull();
});

test('the half-width: q · σ · √(1/n_b + 1/n_c), normal for a stated σ, Student t for a measured one', () => {
  const stated = statedRunNoise(undefined);
  expect(stated).toEqual({
    sigmaPct: DEFAULT_RUN_NOISE_PCT,
    source: 'default',
    runs: { baseline: 1, candidate: 1 },
  });
  expect(runNoiseHalfWidth(stated)).toBeCloseTo(1.959964 * ln(1.5) * Math.SQRT2, 6);
  const measured = {
    sigmaPct: 1,
    source: 'replicates' as const,
    runs: { baseline: 5, candidate: 5 },
    dof: 8,
  };
  expect(studentTQuantile(0.975, 8)).toBeCloseTo(2.306, 3);
  expect(runNoiseHalfWidth(measured)).toBeCloseTo(2.306004 * ln(1) * Math.sqrt(0.4), 6);
  expect(runNoiseHalfWidth(statedRunNoise(0))).toBe(0);
});

test('an A/A pair is one draw of the pair variance 2σ²: it widens the stated σ, never narrows it', () => {
  // A/A shift 4% with a stated 1.5%: |ln 1.04| / √2 = 0.0277 (log), 2.81% per run, above the stated σ.
  const wide = runNoiseFromAaShift(4, statedRunNoise(1.5));
  expect(wide.sigmaPct).toBeCloseTo(pct(ln(4) / Math.SQRT2), 10);
  expect(wide.sigmaPct).toBeCloseTo(2.81, 2);
  expect(wide.source).toBe('aa-pair');
  // A quiet pair (shift −0.1%: 0.07% per run) keeps the stated σ: one draw cannot show the noise is small.
  expect(runNoiseFromAaShift(-0.1, statedRunNoise(1.5)).sigmaPct).toBeCloseTo(1.5, 10);
  // A slower baseline reads the same as a slower candidate.
  expect(runNoiseFromAaShift(-4, statedRunNoise(1.5)).sigmaPct).toBeCloseTo(pct(-ln(-4) / Math.SQRT2), 10);
});

test('what is used: replicates > A/A pair > --run-noise > default', () => {
  const runShifts = { baseline: [-0.01, 0.01], candidate: [-0.01, 0.01] };
  expect(chooseRunNoise({ statedPct: 3, aaShiftPct: 1, runShifts }).source).toBe('replicates');
  expect(
    chooseRunNoise({ statedPct: 3, aaShiftPct: 1, runShifts: { baseline: [], candidate: [] } }).source,
  ).toBe('aa-pair');
  expect(chooseRunNoise({ statedPct: 3 })).toMatchObject({ source: 'user', sigmaPct: 3 });
  expect(chooseRunNoise({}).source).toBe('default');
});

test('widening adds each side of an interval and the run-noise half-width in quadrature', () => {
  // Estimate 0.10, bootstrap ends 0.07 and 0.14 (3 and 4 below/above), run half-width 4 → 5 and √32.
  const w = widenInterval(0.1, 0.07, 0.14, 0.04);
  expect(w.low).toBeCloseTo(0.1 - 0.05, 12);
  expect(w.high).toBeCloseTo(0.1 + Math.sqrt(0.0032), 12);
  expect(widenInterval(0.1, 0.07, 0.14, 0)).toEqual({ low: 0.07, high: 0.14 });
});
