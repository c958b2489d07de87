// The empirical-Bayes variance prior against known values: the polygamma functions at points with closed
// forms, and a prior recovered from variances drawn from a known scaled inverse-χ² distribution.
import {
  digamma,
  fitVariancePrior,
  moderateVariance,
  tetragamma,
  trigamma,
  trigammaInverse,
} from '../../src/core/stats/variance-prior.js';

describe('polygamma functions', () => {
  test('match their closed forms', () => {
    const eulerGamma = 0.5772156649015329;
    expect(digamma(1)).toBeCloseTo(-eulerGamma, 10);
    expect(digamma(0.5)).toBeCloseTo(-eulerGamma - 2 * Math.log(2), 10);
    expect(trigamma(1)).toBeCloseTo(Math.PI ** 2 / 6, 9);
    expect(trigamma(0.5)).toBeCloseTo(Math.PI ** 2 / 2, 9);
    expect(tetragamma(1)).toBeCloseTo(-2.4041138063191885, 9); // −2ζ(3)
    for (const y of [0.3, 1, 2.5, 10, 400]) expect(trigammaInverse(trigamma(y))).toBeCloseTo(y, 6);
  });
});

describe('fitVariancePrior', () => {
  /** Park–Miller uniform, then Box–Muller normals: a sample variance of `n` draws with true variance `v`. */
  function sampler(seed: number) {
    let x = seed;
    const u = () => (x = (x * 16807) % 2147483647) / 2147483647;
    const normal = () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u());
    return (v: number, n: number) => {
      const xs = Array.from({ length: n }, () => Math.sqrt(v) * normal());
      const m = xs.reduce((s, y) => s + y, 0) / n;
      return xs.reduce((s, y) => s + (y - m) ** 2, 0) / (n - 1);
    };
  }

  test('recovers a prior of 10 df around 0.04² from 2,000 variances of 8 df each', () => {
    const sample = sampler(42);
    const chi2 = sampler(7);
    const v: number[] = [];
    const df: number[] = [];
    for (let i = 0; i < 2000; i++) {
      // True variances from the prior: s0² · d0 / χ²(d0), with χ²(d0)/d0 drawn as a sample variance of d0 + 1.
      const trueVariance = 0.04 ** 2 / chi2(1, 11);
      v.push(sample(trueVariance, 9));
      df.push(8);
    }
    const prior = fitVariancePrior(v, df);
    expect(prior?.df).toBeGreaterThan(7);
    expect(prior?.df).toBeLessThan(14);
    expect(Math.sqrt(prior?.variance as number)).toBeCloseTo(0.04, 2);
  });

  test('equal true variances give an infinite prior df; too few variances give none', () => {
    const sample = sampler(3);
    const v = Array.from({ length: 500 }, () => sample(1, 9));
    const prior = fitVariancePrior(v, new Array<number>(500).fill(8));
    expect(prior?.df).toBeGreaterThan(200);
    expect(fitVariancePrior(v.slice(0, 10), new Array<number>(10).fill(8))).toBeNull();
    expect(moderateVariance(4, 8, { df: 8, variance: 1 })).toEqual({ variance: 2.5, df: 16 });
  });
});
