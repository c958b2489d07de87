// Empirical-Bayes moderation of many small-sample variances (Smyth 2004, "Linear models and empirical Bayes
// methods for assessing differential expression", the method of limma's fitFDist/squeezeVar): the variances
// of a suite's benchmarks are treated as draws from a scaled inverse-χ² prior whose scale s0² and degrees of
// freedom d0 are estimated from all of them by moments of log s². Each benchmark's variance is then shrunk
// towards s0², and its t statistic gains d0 degrees of freedom. With 5 samples a side (4 df each) this is
// what lets a 20% change in one benchmark of 200 survive a multiple-comparison control.

/** ψ(x), the digamma function, for x > 0 (recurrence up to 6, then the asymptotic series). */
export function digamma(x: number): number {
  let r = 0;
  while (x < 6) {
    r -= 1 / x;
    x += 1;
  }
  const f = 1 / (x * x);
  return r + Math.log(x) - 0.5 / x - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))));
}

/** ψ₁(x), the trigamma function, for x > 0. */
export function trigamma(x: number): number {
  let r = 0;
  while (x < 6) {
    r += 1 / (x * x);
    x += 1;
  }
  const f = 1 / (x * x);
  return r + 1 / x + f / 2 + (f / x) * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)));
}

/** ψ₂(x), the tetragamma function, for x > 0. */
export function tetragamma(x: number): number {
  let r = 0;
  while (x < 6) {
    r -= 2 / (x * x * x);
    x += 1;
  }
  const f = 1 / (x * x);
  return r - f * (1 + 1 / x + f * (0.5 - f * (1 / 6 - f * (1 / 6 - (f * 3) / 10))));
}

/** y with trigamma(y) = x (Smyth's Newton iteration, as limma's trigammaInverse). */
export function trigammaInverse(x: number): number {
  if (x > 1e7) return 1 / Math.sqrt(x);
  if (x < 1e-6) return 1 / x;
  let y = 0.5 + 1 / x;
  for (let i = 0; i < 50; i++) {
    const tri = trigamma(y);
    const dif = (tri * (1 - tri / x)) / tetragamma(y);
    y += dif;
    if (-dif / y < 1e-8) break;
  }
  return y;
}

export interface VariancePrior {
  /** Prior degrees of freedom (Infinity: every variance is the same up to sampling noise). */
  df: number;
  /** Prior variance s0². */
  variance: number;
}

/** Fewest variances to fit a prior from: with fewer, each benchmark keeps its own. */
export const MIN_VARIANCES_FOR_PRIOR = 20;

/**
 * The prior fitted to variances `v[i]` with `df[i]` degrees of freedom each (zeros and non-finite values are
 * left out), or null with fewer than `fewest` of them (MIN_VARIANCES_FOR_PRIOR unless the caller knows better).
 */
export function fitVariancePrior(
  v: readonly number[],
  df: readonly number[],
  fewest = MIN_VARIANCES_FOR_PRIOR,
): VariancePrior | null {
  const e: number[] = [];
  let trigammaMean = 0;
  // A suite's rows share a few sample counts: the polygammas once per distinct df.
  const byDf = new Map<number, { shift: number; tri: number }>();
  for (let i = 0; i < v.length; i++) {
    if (!(v[i] > 0) || !Number.isFinite(v[i]) || !(df[i] > 0)) continue;
    let k = byDf.get(df[i]);
    if (!k) {
      const half = df[i] / 2;
      byDf.set(df[i], (k = { shift: Math.log(half) - digamma(half), tri: trigamma(half) }));
    }
    e.push(Math.log(v[i]) + k.shift);
    trigammaMean += k.tri;
  }
  const n = e.length;
  if (n < fewest) return null;
  trigammaMean /= n;
  const mean = e.reduce((s, x) => s + x, 0) / n;
  const spread = e.reduce((s, x) => s + (x - mean) * (x - mean), 0) / (n - 1) - trigammaMean;
  if (!(spread > 0)) return { df: Infinity, variance: Math.exp(mean) };
  const d0 = 2 * trigammaInverse(spread);
  return { df: d0, variance: Math.exp(mean + digamma(d0 / 2) - Math.log(d0 / 2)) };
}

/** A variance with `df` degrees of freedom shrunk towards the prior, and its new degrees of freedom. */
export function moderateVariance(
  v: number,
  df: number,
  prior: VariancePrior,
): { variance: number; df: number } {
  if (prior.df === Infinity) return { variance: prior.variance, df: Infinity };
  return { variance: (prior.df * prior.variance + df * v) / (prior.df + df), df: prior.df + df };
}
