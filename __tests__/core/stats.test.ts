import { medianAbsoluteDeviation, sampleStandardDeviation } from 'simple-statistics';
import {
  deltaHistogram,
  isSortedAscending,
  medianAbsoluteDeviationSorted,
  noiseFlagProbability,
  orderStatisticsInPlace,
  quantileOfSorted,
  quantilesInPlace,
  robustSigma,
  sortedCopy,
  trimCount,
  trimmedMeanSorted,
  trimmedMeanStandardError,
} from '../../src/core/stats/stats.js';
import { mulberry32 } from '../../src/core/stats/random.js';

describe('quantiles and trimmed means', () => {
  test('median of an even count is the mean of the two middle values (as the old method prints)', () => {
    const s = sortedCopy([4, 1, 3, 2]);
    expect(quantileOfSorted(s, 0.5)).toBe(2.5);
    expect(quantileOfSorted(sortedCopy([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 0.9)).toBeCloseTo(9.1, 12); // type 7
    expect(quantileOfSorted(new Float64Array(0), 0.5)).toBeNaN();
  });

  test('trimCount drops ceil(2.5%) from each end but never everything', () => {
    expect([1, 2, 3, 10, 40, 41, 100, 1000].map((n) => trimCount(n))).toEqual([0, 0, 1, 1, 1, 2, 3, 25]);
  });

  test('a trimmed mean ignores one wild value that drags the plain mean', () => {
    const values: number[] = Array.from({ length: 39 }, (_, i) => (i % 2 === 0 ? 0.01 : -0.01)); // 20 up, 19 down
    values.push(-0.91); // a GC stall on the baseline side of one slow block; n = 40 → one dropped per end
    const s = sortedCopy(values);
    expect(trimmedMeanSorted(s)).toBeCloseTo(0, 12); // drops −0.91 and one +0.01
    expect(s.reduce((a, b) => a + b, 0) / s.length).toBeLessThan(-0.02);
  });

  test('the trimmed-mean standard error matches σ/√n on normal data', () => {
    const random = mulberry32(7);
    const normals = Array.from({ length: 20000 }, () => {
      const u = 1 - random();
      return 0.1 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    });
    const se = trimmedMeanStandardError(sortedCopy(normals));
    expect(se).toBeGreaterThan((0.1 / Math.sqrt(20000)) * 0.97);
    expect(se).toBeLessThan((0.1 / Math.sqrt(20000)) * 1.06);
  });

  test('the trimmed-mean standard error is the winsorized SD over (1 − 2g/n)·√n, value by value', () => {
    const random = mulberry32(3);
    for (const n of [2, 3, 40, 41, 999]) {
      const sorted = sortedCopy(Array.from({ length: n }, () => Math.exp(random() * 3) - 5));
      const g = trimCount(n);
      const winsorized = Array.from(sorted, (x, i) =>
        i < g ? sorted[g] : i >= n - g ? sorted[n - 1 - g] : x,
      );
      const expected = sampleStandardDeviation(winsorized) / ((1 - (2 * g) / n) * Math.sqrt(n));
      expect(trimmedMeanStandardError(sorted)).toBeCloseTo(expected, 13);
    }
  });

  test('robustSigma is 1.4826 × MAD, sorted or not', () => {
    expect(robustSigma(sortedCopy([1, 2, 3, 4, 100]))).toBeCloseTo(1.4826, 12);
    expect(robustSigma(Float64Array.of(100, 3, 1, 4, 2))).toBe(robustSigma(sortedCopy([1, 2, 3, 4, 100])));
  });

  // Random data of every small size (odd and even n), with ties (values rounded to a coarse grid, as block
  // times printed to 0.1 ms are) and without: selection and the merged MAD give exactly the sorted answers.
  const random = mulberry32(11);
  const samples = Array.from({ length: 60 }, (_, k) => {
    const n = 1 + (k % 30);
    const coarse = k >= 30;
    return Array.from({ length: n }, () => {
      const x = (random() - 0.3) * 50;
      return coarse ? Math.round(x) : x;
    });
  });

  // Both placements: a native sort (small inputs, the default here) and selection (forced with a limit of 0).
  test.each([
    ['sort', undefined],
    ['selection', 0],
  ])('quantilesInPlace (%s) gives exactly what quantileOfSorted gives on the sorted values', (_, sortMax) => {
    const ps = [0, 0.025, 0.5, 0.9, 0.99, 1];
    for (const values of samples) {
      const sorted = sortedCopy(values);
      expect(quantilesInPlace(Float64Array.from(values), ps, sortMax)).toEqual(
        ps.map((p) => quantileOfSorted(sorted, p)),
      );
    }
    expect(quantilesInPlace(new Float64Array(0), [0.5], sortMax)).toEqual([NaN]);
  });

  test('orderStatisticsInPlace places the same ranks by sort and by selection, open ends NaN', () => {
    for (const values of samples) {
      const n = values.length;
      const ks = [-1, 0, n >> 1, n >> 1, n - 1, n];
      const sorted = sortedCopy(values);
      const expected = ks.map((k) => (k >= 0 && k < n ? sorted[k] : NaN));
      expect(orderStatisticsInPlace(Float64Array.from(values), ks)).toEqual(expected);
      expect(orderStatisticsInPlace(Float64Array.from(values), ks, 0)).toEqual(expected);
    }
  });

  test('selection on stretches long enough to place their pivot by a sample: ranks, and each placed in order', () => {
    const n = 20_000;
    const inputs = [
      Array.from({ length: n }, () => random() * 1000),
      Array.from({ length: n }, () => Math.round(random() * 300) / 100), // many ties
      Array.from({ length: n }, (_, i) => i), // sorted
      Array.from({ length: n }, (_, i) => n - i), // reversed
      Array.from({ length: n }, () => 7), // one value
    ];
    const ps = [0.5, 0.49, 0.51, 0.9, 0.89, 0.91, 0.99, 0.985, 0.995];
    const ks = ps.flatMap((p) => [Math.floor((n - 1) * p), Math.ceil((n - 1) * p)]);
    for (const values of inputs) {
      const sorted = sortedCopy(values);
      const placed = Float64Array.from(values);
      expect(orderStatisticsInPlace(placed, ks, 0)).toEqual(ks.map((k) => sorted[k]));
      for (const k of ks) {
        for (let i = 0; i < k; i++)
          if (placed[i] > placed[k]) throw new Error(`${placed[i]} before rank ${k}`);
        for (let i = k + 1; i < n; i++)
          if (placed[i] < placed[k]) throw new Error(`${placed[i]} after rank ${k}`);
      }
      expect(quantilesInPlace(Float64Array.from(values), ps, 0)).toEqual(
        ps.map((p) => quantileOfSorted(sorted, p)),
      );
    }
  });

  test("the merged MAD of sorted values equals simple-statistics' medianAbsoluteDeviation", () => {
    for (const values of samples) {
      expect(medianAbsoluteDeviationSorted(sortedCopy(values))).toBe(medianAbsoluteDeviation(values));
    }
    expect(medianAbsoluteDeviationSorted(new Float64Array(0))).toBeNaN();
  });

  test('isSortedAscending', () => {
    expect(isSortedAscending(Float64Array.of(1, 1, 2))).toBe(true);
    expect(isSortedAscending(Float64Array.of(2, 1))).toBe(false);
    expect(isSortedAscending(new Float64Array(0))).toBe(true);
  });
});

describe('noiseFlagProbability', () => {
  // Python: 1 − Φ(ln(1+t)/σ) + Φ(ln(1−t)/σ) with Φ from math.erfc
  test.each([
    [0.134, 10, 0.45431239801371526],
    [0.05, 10, 0.045861574618274926],
    [0.2, 150, 2.3087746670036324e-6],
  ])('σ = %p, t = %p%% → %p', (sigma, t, expected) => {
    expect(noiseFlagProbability(sigma, t)).toBeCloseTo(expected, 6);
  });

  test('no spread, no expected flags', () => {
    expect(noiseFlagProbability(0, 10)).toBe(0);
  });
});

describe('deltaHistogram', () => {
  test('fixed bins, lower edge inclusive, open ends', () => {
    const h = deltaHistogram(Float64Array.from([-80, -50, -10, -0.1, 0, 4.99, 5, 10, 49.9, 50, 300]));
    expect(h.map((b) => [b.fromPct, b.toPct, b.count])).toEqual([
      [-Infinity, -50, 1],
      [-50, -25, 1],
      [-25, -10, 0],
      [-10, -5, 1],
      [-5, 0, 1],
      [0, 5, 2],
      [5, 10, 1],
      [10, 25, 1],
      [25, 50, 1],
      [50, Infinity, 2],
    ]);
  });

  test('sorted values (counted by binary search) and the same values shuffled give the same bins', () => {
    const random = mulberry32(5);
    const values = Array.from({ length: 5000 }, () => Math.round((random() - 0.5) * 240)); // ties on the edges
    const sorted = sortedCopy(values);
    const shuffled = Float64Array.from(values);
    expect(isSortedAscending(shuffled)).toBe(false);
    expect(deltaHistogram(sorted)).toEqual(deltaHistogram(shuffled));
    expect(deltaHistogram(sorted).reduce((a, b) => a + b.count, 0)).toBe(5000);
    expect(deltaHistogram(new Float64Array(0)).every((b) => b.count === 0)).toBe(true);
  });
});
