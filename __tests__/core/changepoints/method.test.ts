// What our method adds to Otava's, on the Otava oracle's series and on generated ones: outliers, the
// pending last point, selection-corrected p-values, and least-squares placement.
import { detectChangePoints } from '../../../src/core/changepoints.js';
import { UserError } from '../../../src/core/errors.js';
import { seriesValues } from './otava-oracle.js';
import { stepSeries } from './synthetic.js';

const indexes = (values: number[], options = {}) =>
  detectChangePoints(values, options).changePoints.map((c) => c.index);

describe('outliers', () => {
  test('outlier-spike.csv: point 70 is an outlier, not change points at 70 and 71', () => {
    const values = seriesValues('outlier-spike');
    expect(indexes(values, { reproduceOtava: true })).toEqual([70, 71]);
    const ours = detectChangePoints(values);
    expect(ours.changePoints).toEqual([]);
    expect(ours.outliers).toEqual([70]);
    expect(ours.pending).toEqual([]);
    // …at --window 30 too.
    expect(detectChangePoints(values, { window: 30 })).toMatchObject({ changePoints: [], outliers: [70] });
  });

  test('a spike next to a step leaves the step where it is', () => {
    const { values } = stepSeries(5, 200, [{ at: 100, pct: 12 }], [97, 140]);
    const r = detectChangePoints(values);
    expect(r.changePoints.map((c) => c.index)).toEqual([100]);
    expect(r.outliers).toEqual([97, 140]);
    // The segment means leave the spikes out (each replaced by the median of the points before it).
    expect(r.changePoints[0].meanBefore).toBeCloseTo(100, 0);
  });

  test('a point caught mid-step is not an outlier, and the step stays', () => {
    const { values } = stepSeries(1, 160, [{ at: 80, pct: 60 }], [], 0.01);
    values[80] = (values[79] + values[81]) / 2;
    expect(indexes(values, { reproduceOtava: true })).toEqual([80, 81]);
    const r = detectChangePoints(values);
    expect(r.outliers).toEqual([]);
    expect(r.changePoints).toHaveLength(1);
    expect(Math.abs(r.changePoints[0].index - 80.5)).toBeLessThanOrEqual(0.5);
  });

  test('the first point, far from all after it, is an outlier (a cold first run)', () => {
    const values = seriesValues('step15');
    const r = detectChangePoints([values[0] * 1.5, ...values.slice(1)]);
    expect(r.outliers).toEqual([0]);
    expect(r.changePoints.map((c) => c.index)).toEqual([60]);
  });

  test('two spikes side by side are outliers; three are a short level', () => {
    const { values } = stepSeries(8, 160, [], [80, 81]);
    expect(detectChangePoints(values)).toMatchObject({ changePoints: [], outliers: [80, 81] });
    const bump = stepSeries(8, 160, [], [80, 81, 82]).values;
    expect(detectChangePoints(bump).outliers).toEqual([]);
    // A sawtooth of three-point levels is not 120 outliers (the ends, judged on one side, may differ).
    const saw = Array.from({ length: 120 }, (_, i) => (Math.floor(i / 3) % 2) * 10 + (i % 7) * 0.01);
    expect(detectChangePoints(saw).outliers.filter((i) => i > 0 && i < 118)).toEqual([]);
  });

  test('ordinary noise is not called an outlier', () => {
    for (const name of ['step15', 'two-steps', 'no-change', 'step5'] as const) {
      expect(detectChangePoints(seriesValues(name)).outliers).toEqual([]);
    }
  });
});

describe('the last point', () => {
  const base = seriesValues('step15');

  test('one point of a new level at the end is pending: neither a change point nor an outlier', () => {
    const values = [...base.slice(0, 119), base[119] * 1.3];
    expect(indexes(values, { reproduceOtava: true })).toEqual([60, 119]);
    const r = detectChangePoints(values);
    expect(r.changePoints.map((c) => c.index)).toEqual([60]);
    expect(r.outliers).toEqual([]);
    expect(r.pending).toEqual([119]);
  });

  test('a second point at the new level makes it a change point', () => {
    const values = [...base.slice(0, 118), base[118] * 1.3, base[119] * 1.3];
    const r = detectChangePoints(values);
    expect(r.changePoints.map((c) => c.index)).toEqual([60, 118]);
    expect(r.changePoints[1].forwardChangePct).toBeGreaterThan(25);
    expect(r.outliers).toEqual([]);
    expect(r.pending).toEqual([]);
  });

  test('a point back at the old level makes it an outlier', () => {
    const values = [...base.slice(0, 119), base[119] * 1.3, base[119]];
    const r = detectChangePoints(values);
    expect(r.changePoints.map((c) => c.index)).toEqual([60]);
    expect(r.outliers).toEqual([119]);
    expect(r.pending).toEqual([]);
  });
});

describe('false pairs and placement', () => {
  test('no-change.csv at --window 30: no false pair at 69/71 (Otava reports one)', () => {
    const values = seriesValues('no-change');
    expect(indexes(values, { window: 30, reproduceOtava: true })).toEqual([69, 71]);
    expect(indexes(values, { window: 30 })).toEqual([]);
  });

  test('the oracle steps are found where they are, with the segment statistics', () => {
    expect(indexes(seriesValues('step15'))).toEqual([60]);
    expect(indexes(seriesValues('two-steps'))).toEqual([40, 85]);
    expect(indexes(seriesValues('step5'))).toEqual([60]);
    expect(indexes(seriesValues('step5'), { minMagnitude: 0.05 })).toEqual([]);
    expect(indexes(seriesValues('no-change'))).toEqual([]);
  });

  test('generated series: 40 series, 3 steps each of 6–20%, found within ±3 with few false points', () => {
    let found = 0;
    let reported = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const pct = (k: number) => (k % 2 === 0 ? 1 : -1) * (6 + ((seed * 7 + k * 5) % 15));
      const s = stepSeries(
        seed,
        300,
        [
          { at: 70, pct: pct(0) },
          { at: 150, pct: pct(1) },
          { at: 230, pct: pct(2) },
        ],
        [30 + seed, 200 + seed],
      );
      const got = indexes(s.values);
      reported += got.length;
      found += s.steps.filter((t) => got.some((g) => Math.abs(g - t) <= 3)).length;
    }
    expect(found).toBeGreaterThanOrEqual(118); // of 120
    expect(reported - found).toBeLessThanOrEqual(3);
  });
});

describe('edge cases and errors', () => {
  test('short and constant series', () => {
    expect(detectChangePoints([])).toMatchObject({ changePoints: [], outliers: [], pending: [] });
    expect(detectChangePoints([5])).toMatchObject({ changePoints: [], outliers: [] });
    expect(detectChangePoints([5, 9])).toMatchObject({ changePoints: [] });
    expect(detectChangePoints(new Array(80).fill(7))).toMatchObject({ changePoints: [], outliers: [] });
    const steps = [...new Array(40).fill(7), ...new Array(40).fill(9)];
    const r = detectChangePoints(steps);
    expect(r.changePoints.map((c) => [c.index, c.pValue])).toEqual([[40, 0]]);
    expect(r.outliers).toEqual([]);
  });

  test('the scale of the values does not matter, even where squares would underflow or sums overflow', () => {
    const values = seriesValues('two-steps');
    const normal = detectChangePoints(values);
    for (const factor of [1e-300, 2 ** -1000, 1e300]) {
      const scaled = detectChangePoints(values.map((v) => v * factor));
      expect(scaled.changePoints.map((c) => c.index)).toEqual([40, 85]);
      scaled.changePoints.forEach((c, i) => {
        expect(c.pValue).toBeCloseTo(normal.changePoints[i].pValue, 40);
        expect(c.meanAfter / factor).toBeCloseTo(normal.changePoints[i].meanAfter, 6);
        expect(c.forwardChangePct).toBeCloseTo(normal.changePoints[i].forwardChangePct, 9);
      });
    }
  });

  test('a level of zero gives a change of 0% (as Otava), not Infinity', () => {
    const values = [...new Array(30).fill(0), ...new Array(30).fill(5)];
    const [cp] = detectChangePoints(values).changePoints;
    expect(cp).toMatchObject({ index: 30, meanBefore: 0, meanAfter: 5, forwardChangePct: 0 });
  });

  test('bad options and values are UserErrors that say what to give', () => {
    expect(() => detectChangePoints([1, 2, 3], { window: 1 })).toThrow(UserError);
    expect(() => detectChangePoints([1, 2, 3], { window: 1 })).toThrow(/at least 2/);
    expect(() => detectChangePoints([1, 2, 3], { pValue: 0 })).toThrow(/between 0 and 1/);
    expect(() => detectChangePoints([1, 2, 3], { minMagnitude: -1 })).toThrow(/fraction/);
    expect(() => detectChangePoints([1, NaN, 3])).toThrow(/value #2 of the series is NaN/);
  });
});
