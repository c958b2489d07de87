// The penalised segmentation (--penalty), the change points the analysis lists (steps, drift starts and
// ends with the drift's slope) and the real annotated set they were fitted and scored on.
import { createHash } from 'node:crypto';
import { analyseChanges } from '../../../src/core/changepoints.js';
import { binarySegmentationPath, segment } from '../../../src/core/changepoints/segmentation.js';
import { fixtureSeries, type Annotated, type Real } from './fixtures.js';

const real = fixtureSeries<Real>('real/real.json');
const byName = (name: string) => real.find((s) => s.name === name)!;

describe('the real annotated set', () => {
  test('holds ≥ 40 cited series in halves fixed by a hash of their names', () => {
    expect(real.length).toBeGreaterThanOrEqual(40);
    for (const s of real) {
      expect(s.cite).toMatch(/@[0-9a-f]{40} /);
      const even = createHash('sha256').update(s.name).digest()[0] % 2 === 0;
      expect(s.half).toBe(even ? 'fit' : 'held-out');
      expect(s.values.every(Number.isFinite)).toBe(true);
    }
    expect(new Set(real.map((s) => s.source))).toEqual(new Set(['TCPD', 'TSSB']));
  });
});

describe('penalised segmentation', () => {
  test("finds the Nile's dam (1898, point 28, marked by the three annotators who mark one) and no other cut", () => {
    const nile = byName('nile');
    expect(segment(nile.values, { minSegment: 5 })).toEqual([expect.any(Number)]);
    expect(Math.abs(segment(nile.values, { minSegment: 5 })[0] - 28)).toBeLessThanOrEqual(2);
  });

  test('cuts Ireland’s debt of 21 points where it took off (2008), which the default analysis misses', () => {
    const debt = byName('debt_ireland');
    expect(analyseChanges(debt.values).steps).toHaveLength(0);
    const r = analyseChanges(debt.values, { penalty: 3 });
    const found = r.steps.filter((s) => s.agreedBy.includes('segmentation')).map((s) => s.index);
    expect(found.some((i) => Math.abs(i - 8) <= 1)).toBe(true);
  });

  test('a higher penalty cuts no more; a flat series is not cut', () => {
    const brent = byName('brent_spot').values;
    const counts = [1, 3, 10].map((k) => segment(brent, { minSegment: 5, penaltyPerLogN: k }).length);
    expect(counts[0]).toBeGreaterThanOrEqual(counts[1]);
    expect(counts[1]).toBeGreaterThanOrEqual(counts[2]);
    expect(segment(new Array(100).fill(7), { minSegment: 5 })).toEqual([]);
  });

  test('a penalty that is not a number ≥ 0 is an error that says what to give', () => {
    expect(() => analyseChanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { penalty: -1 })).toThrow(
      /penalty -1 is not valid: give a number ≥ 0/,
    );
  });
});

describe('change points of an analysis', () => {
  test("a drift's start and end are listed as change points with its slope, in order with the steps", () => {
    const annotated = fixtureSeries<Annotated>('annotated.json');
    const drifting = annotated.find((s) => s.drifts.length === 1 && s.changePoints.length === 0)!;
    const r = analyseChanges(drifting.values);
    expect(r.drifts).toHaveLength(1);
    const d = r.drifts[0];
    const expected = [
      ...(d.start > 0 ? [{ index: d.start, kind: 'drift start' }] : []),
      ...(d.end < drifting.values.length ? [{ index: d.end, kind: 'drift end' }] : []),
    ];
    expect(expected.length).toBeGreaterThan(0);
    expect(r.changes).toEqual(
      expected.map((c) => ({ ...c, slopePerPoint: d.slopePerPoint, slopePctPerPoint: d.slopePctPerPoint })),
    );
    const withStep = annotated.find((s) => s.changePoints.length === 2)!;
    const steps = analyseChanges(withStep.values);
    expect(steps.changes.filter((c) => c.kind === 'step').map((c) => c.index)).toEqual(
      steps.steps.map((s) => s.index),
    );
  });
});

describe('binary segmentation’s path', () => {
  test('adds one cut at a time, the largest gain first, each list sorted and holding the one before', () => {
    // Steps of 50, 20 and 5 at 30, 60 and 90 (no noise): cut in that order, then nothing gains.
    const values = Array.from(
      { length: 120 },
      (_, i) => (i >= 30 ? 50 : 0) + (i >= 60 ? 20 : 0) + (i >= 90 ? 5 : 0),
    );
    const path = binarySegmentationPath(values, 5, 10);
    expect(path).toEqual([[30], [30, 60], [30, 60, 90]]);
    // The same first cut as segment() at a penalty that keeps one.
    expect(segment(values, { minSegment: 5, penaltyPerLogN: 3 })[0]).toBe(30);
    expect(binarySegmentationPath(values, 5, 2)).toHaveLength(2);
  });
});
