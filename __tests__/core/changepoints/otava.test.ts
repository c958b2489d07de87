// Our E-divisive / t-test / split-and-merge against Apache Otava 0.8.0's own numbers
// (__fixtures__/shared/oracles/otava: precise.json from its Python functions, out/ from its CLI).
import { detectChangePoints, type ChangePoint } from '../../../src/core/changepoints.js';
import { bestSplit, detectInWindow } from '../../../src/core/changepoints/edivisive.js';
import { compareSegments } from '../../../src/core/changepoints/segment-test.js';
import {
  advanceSplit,
  withNeighbourStats,
  type WeakPoint,
} from '../../../src/core/changepoints/split-merge.js';
import {
  expectRelClose,
  otavaJson,
  preciseOf,
  SERIES,
  seriesValues,
  tinyCases,
  type OtavaPoint,
} from './otava-oracle.js';

function expectSamePoint(ours: Omit<ChangePoint, 'forwardChangePct'>, theirs: OtavaPoint): void {
  expect(ours.index).toBe(theirs.index);
  expectRelClose(ours.pValue, theirs.pvalue);
  expectRelClose(ours.meanBefore, theirs.mean_before);
  expectRelClose(ours.meanAfter, theirs.mean_after);
  expectRelClose(ours.stdBefore, theirs.std_before_ddof0);
  expectRelClose(ours.stdAfter, theirs.std_after_ddof0);
}

const weakOf = (p: WeakPoint) => ({ index: p.index, ...p.stats });

describe('Q̂ (E-divisive means)', () => {
  test.each(Object.entries(tinyCases))('hand-checkable case %s', (_name, c) => {
    const best = bestSplit(c.series, 0, c.series.length);
    expect(best.index).toBe(c.index);
    expect(best.qhat).toBeCloseTo(c.qhat, 12);
  });

  test.each(SERIES)('%s: the best split of the whole series and of the first window', (name) => {
    const values = seriesValues(name);
    const oracle = preciseOf(name);
    const whole = bestSplit(values, 0, values.length);
    expect(whole.index).toBe(oracle.whole_series_first_candidate.index);
    expectRelClose(whole.qhat, oracle.whole_series_first_candidate.qhat);
    const first = bestSplit(values, 0, 50);
    expect(first.index).toBe(oracle.first_window_0_50_candidate.index);
    expectRelClose(first.qhat, oracle.first_window_0_50_candidate.qhat);
    // The t-test of that split (population standard deviations, as Otava feeds scipy).
    expectRelClose(
      compareSegments(values, 0, first.index, 50).pValue,
      oracle.first_window_0_50_candidate.ttest_pvalue,
    );
  });

  test('a window is split while the split is significant, largest Q̂ first', () => {
    const values = seriesValues('two-steps');
    expect(detectInWindow(values, 0, values.length, 0.001)).toEqual([40, 85]);
    expect(detectInWindow(values, 0, 50, 0.01)).toEqual([40]);
    expect(detectInWindow(values, 0, 30, 0.01)).toEqual([]);
  });
});

describe('the split step: weak change points (window 50, first-pass p 0.01)', () => {
  test.each(SERIES)('%s', (name) => {
    const values = seriesValues(name);
    const progress = { start: 0, found: [] as number[] };
    advanceSplit(values, 50, 0.01, progress);
    const weak = withNeighbourStats(values, progress.found).map(weakOf);
    const expected = preciseOf(name)['defaults_window50_p0.001_m0'].weak_change_points;
    expect(weak.map((p) => p.index)).toEqual(expected.map((p) => p.index));
    weak.forEach((p, i) => expectSamePoint(p, expected[i]));
  });
});

describe('final change points, reproducing Otava (reproduceOtava: stale statistics included)', () => {
  test.each(SERIES)('%s at the defaults and at magnitude 0.05', (name) => {
    const values = seriesValues(name);
    const oracle = preciseOf(name);
    const defaults = detectChangePoints(values, { reproduceOtava: true }).changePoints;
    const expected = oracle['defaults_window50_p0.001_m0'].change_points;
    expect(defaults.map((p) => p.index)).toEqual(expected.map((p) => p.index));
    defaults.forEach((p, i) => {
      expectSamePoint(p, expected[i]);
      expectRelClose(p.forwardChangePct, expected[i].forward_change_percent);
    });
    const m05 = detectChangePoints(values, { reproduceOtava: true, minMagnitude: 0.05 }).changePoints;
    const expected05 = oracle['window50_p0.001_m0.05'].change_points;
    expect(m05.map((p) => p.index)).toEqual(expected05.map((p) => p.index));
    m05.forEach((p, i) => expectSamePoint(p, expected05[i]));
  });

  // The CLI's JSON prints 6 decimals: compare at that precision.
  test.each(SERIES)('%s as `otava analyze` prints it, at the defaults, -M 0.10 and --window 30', (name) => {
    const values = seriesValues(name);
    const runs = [
      ['json', {}],
      ['json_M0.10', { minMagnitude: 0.1 }],
      ['json_window30', { window: 30 }],
    ] as const;
    for (const [file, options] of runs) {
      const ours = detectChangePoints(values, { ...options, reproduceOtava: true }).changePoints;
      const theirs = otavaJson(name, file);
      expect(ours.map((p) => p.index)).toEqual(theirs.map((p) => p.index));
      ours.forEach((p, i) => {
        expect(p.meanBefore).toBeCloseTo(theirs[i].mean_before, 5);
        expect(p.meanAfter).toBeCloseTo(theirs[i].mean_after, 5);
        expect(p.stdBefore).toBeCloseTo(theirs[i].stddev_before, 5);
        expect(p.stdAfter).toBeCloseTo(theirs[i].stddev_after, 5);
        expect(p.pValue).toBeCloseTo(theirs[i].pvalue, 6);
      });
    }
  });
});

describe('the stale-statistics quirk is not copied by default', () => {
  // After the merge removes a weak point, Otava re-tests the points at list positions i and i + 1 but not
  // the left neighbour i − 1, whose right segment grew. We re-test i − 1 and i: the same points survive
  // here, but their numbers describe the segments that are really there.
  test('step5: point 60 is tested against [60, 120) once 71 is gone, not against [60, 71)', () => {
    const values = seriesValues('step5');
    const otava = preciseOf('step5')['defaults_window50_p0.001_m0'].change_points;
    const ours = detectChangePoints(values, { reproduceOtava: true }).changePoints;
    const fresh = detectChangePoints(values, {}).changePoints;
    expect(otava[0].mean_after).toBeCloseTo(107.1927, 4); // mean of [60, 71)
    expect(ours[0].meanAfter).toBeCloseTo(107.1927, 4);
    expect(fresh.map((p) => p.index)).toEqual([60]);
    const segment = compareSegments(values, 0, 60, 120);
    expect(fresh[0].meanAfter).toBe(segment.meanAfter);
    expect(fresh[0].meanAfter).toBeCloseTo(105.3644, 4);
    expect(fresh[0].pValue).toBe(segment.pValue);
    expectRelClose(fresh[0].pValue, 2.48e-12, 0.01);
    expect(otava[0].pvalue).toBeGreaterThan(500 * fresh[0].pValue);
  });

  test('outlier-spike (reproduced as Otava runs it): 71 keeps its stats against [71, 98) after 98 is removed', () => {
    const values = seriesValues('outlier-spike');
    const ours = detectChangePoints(values, { reproduceOtava: true }).changePoints;
    expect(ours[1].meanAfter).toBe(compareSegments(values, 70, 71, 98).meanAfter);
    const fresh = compareSegments(values, 70, 71, 120);
    expectRelClose(fresh.pValue, 1.4e-20, 0.01);
    expectRelClose(ours[1].pValue, 3.4878704793759385e-13);
  });
});
