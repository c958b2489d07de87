import { bootstrapTrimmedMeanCi } from '../../src/core/stats/bootstrap.js';
import { mulberry32 } from '../../src/core/stats/random.js';
import {
  quantileOfSorted,
  sortedCopy,
  trimCount,
  trimmedMeanSorted,
  trimmedMeanStandardError,
} from '../../src/core/stats/stats.js';

const normalSample = (n: number, seed: number, mean: number, sd: number): Float64Array => {
  const random = mulberry32(seed);
  return sortedCopy(
    Array.from(
      { length: n },
      () => mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()),
    ),
  );
};

describe('mulberry32', () => {
  test('is reproducible per seed and uniform on [0, 1)', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const xs = Array.from({ length: 10000 }, () => a());
    expect(Array.from({ length: 10000 }, () => b())).toEqual(xs);
    expect(mulberry32(2)()).not.toBe(xs[0]);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(xs.reduce((s, x) => s + x, 0) / xs.length).toBeCloseTo(0.5, 2);
  });
});

describe('bootstrapTrimmedMeanCi', () => {
  const sample = normalSample(400, 3, 0.05, 0.13);

  test('the same seed gives the same interval; another seed a slightly different one', () => {
    const a = bootstrapTrimmedMeanCi(sample, { resamples: 2000, seed: 1 });
    const b = bootstrapTrimmedMeanCi(sample, { resamples: 2000, seed: 1 });
    const c = bootstrapTrimmedMeanCi(sample, { resamples: 2000, seed: 2 });
    expect(b).toEqual(a);
    expect(c.low).not.toBe(a.low);
    expect(Math.abs(c.low - a.low)).toBeLessThan(0.003);
    expect(a.method).toBe('bootstrap');
    expect(a.estimate).toBe(trimmedMeanSorted(sample));
  });

  test('draws exactly what mulberry32 gives: the same interval as a plain resample-and-sort bootstrap', () => {
    // Reference: draw n indices per resample with mulberry32, sort the resample, take its trimmed mean.
    const small = normalSample(37, 9, 0.01, 0.2);
    const n = small.length;
    const k = trimCount(n, 0.2);
    const random = mulberry32(5);
    const estimates = new Float64Array(300);
    for (let b = 0; b < estimates.length; b++) {
      const drawn = Float64Array.from({ length: n }, () => small[(random() * n) >>> 0]).sort();
      let sum = 0;
      for (let j = k; j < n - k; j++) sum += drawn[j];
      estimates[b] = sum / (n - 2 * k);
    }
    estimates.sort();
    const ci = bootstrapTrimmedMeanCi(small, { resamples: 300, seed: 5, trim: 0.2 });
    expect(ci.low).toBeCloseTo(quantileOfSorted(estimates, 0.025), 12);
    expect(ci.high).toBeCloseTo(quantileOfSorted(estimates, 0.975), 12);
  });

  test('its width agrees with the analytic standard error (± 1.96 SE)', () => {
    const ci = bootstrapTrimmedMeanCi(sample, { resamples: 2000, seed: 1 });
    const se = trimmedMeanStandardError(sample);
    expect(ci.low).toBeLessThan(ci.estimate);
    expect(ci.high).toBeGreaterThan(ci.estimate);
    expect((ci.high - ci.low) / (2 * 1.96 * se)).toBeGreaterThan(0.9);
    expect((ci.high - ci.low) / (2 * 1.96 * se)).toBeLessThan(1.1);
  });

  test('covers the true mean in about 95% of repeated samples', () => {
    let covered = 0;
    for (let r = 0; r < 100; r++) {
      const ci = bootstrapTrimmedMeanCi(normalSample(60, 100 + r, 0.02, 0.13), { resamples: 500, seed: r });
      if (ci.low <= 0.02 && 0.02 <= ci.high) covered++;
    }
    expect(covered).toBeGreaterThanOrEqual(88); // binomial(100, 0.95): P(< 88) ≈ 0.002
  });

  test('meanOf: the same resamples give the plain mean of aligned values its interval', () => {
    // Reference: the resample-and-average bootstrap of the aligned values (Δ% of each log ratio), same draws.
    const small = normalSample(41, 11, 0.03, 0.15);
    const toDeltaPct = (x: number) => Math.expm1(x) * 100;
    const deltas = small.map(toDeltaPct);
    const n = small.length;
    const random = mulberry32(7);
    const means = new Float64Array(400);
    for (let b = 0; b < means.length; b++) {
      let sum = 0;
      for (let j = 0; j < n; j++) sum += deltas[(random() * n) >>> 0];
      means[b] = sum / n;
    }
    means.sort();
    const ci = bootstrapTrimmedMeanCi(small, { resamples: 400, seed: 7, meanOf: toDeltaPct });
    expect(ci.mean?.low).toBeCloseTo(quantileOfSorted(means, 0.025), 10);
    expect(ci.mean?.high).toBeCloseTo(quantileOfSorted(means, 0.975), 10);
    // The shift's interval is the one it would be without meanOf: the draws are shared, not changed.
    const alone = bootstrapTrimmedMeanCi(small, { resamples: 400, seed: 7 });
    expect({ ...ci, mean: undefined }).toEqual({ ...alone, mean: undefined });
    expect(alone.mean).toBeUndefined();
  });

  test('meanOf: on a large normal sample the interval is mean ± 1.96 s/√n', () => {
    const toDeltaPct = (x: number) => Math.expm1(x) * 100;
    const deltas = sample.map(toDeltaPct);
    const ci = bootstrapTrimmedMeanCi(sample, { resamples: 2000, seed: 3, meanOf: toDeltaPct });
    const m = deltas.reduce((a, b) => a + b, 0) / deltas.length;
    const sd = Math.sqrt(deltas.reduce((a, b) => a + (b - m) ** 2, 0) / (deltas.length - 1));
    const half = (1.96 * sd) / Math.sqrt(deltas.length);
    expect(ci.mean?.low).toBeLessThan(m);
    expect(ci.mean?.high).toBeGreaterThan(m);
    expect(((ci.mean?.high ?? NaN) - (ci.mean?.low ?? NaN)) / (2 * half)).toBeGreaterThan(0.9);
    expect(((ci.mean?.high ?? NaN) - (ci.mean?.low ?? NaN)) / (2 * half)).toBeLessThan(1.1);
  });

  test('huge cuts switch to the normal approximation', () => {
    const big = normalSample(60000, 5, 0.05, 0.13);
    const ci = bootstrapTrimmedMeanCi(big, { resamples: 2000, seed: 1 });
    expect(ci.method).toBe('normal');
    expect(ci.low).toBeLessThan(0.05);
    expect(ci.high).toBeGreaterThan(0.05);
    expect(ci.high - ci.low).toBeCloseTo(2 * 1.959963984540054 * trimmedMeanStandardError(big), 12);
  });
});
