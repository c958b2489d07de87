import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/core/stats/variance-prior.ts
function digamma(x) {
  let r = 0;
  while (x < 6) {
    r -= 1 / x;
    x += 1;
  }
  const f = 1 / (x * x);
  return r + Math.log(x) - 0.5 / x - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))));
}
function trigamma(x) {
  let r = 0;
  while (x < 6) {
    r += 1 / (x * x);
    x += 1;
  }
  const f = 1 / (x * x);
  return r + 1 / x + f / 2 + f / x * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)));
}
function tetragamma(x) {
  let r = 0;
  while (x < 6) {
    r -= 2 / (x * x * x);
    x += 1;
  }
  const f = 1 / (x * x);
  return r - f * (1 + 1 / x + f * (0.5 - f * (1 / 6 - f * (1 / 6 - f * 3 / 10))));
}
function trigammaInverse(x) {
  if (x > 1e7) return 1 / Math.sqrt(x);
  if (x < 1e-6) return 1 / x;
  let y = 0.5 + 1 / x;
  for (let i = 0; i < 50; i++) {
    const tri = trigamma(y);
    const dif = tri * (1 - tri / x) / tetragamma(y);
    y += dif;
    if (-dif / y < 1e-8) break;
  }
  return y;
}
var MIN_VARIANCES_FOR_PRIOR = 20;
function fitVariancePrior(v, df, fewest = MIN_VARIANCES_FOR_PRIOR) {
  const e = [];
  let trigammaMean = 0;
  const byDf = /* @__PURE__ */ new Map();
  for (let i = 0; i < v.length; i++) {
    if (!(v[i] > 0) || !Number.isFinite(v[i]) || !(df[i] > 0)) continue;
    let k = byDf.get(df[i]);
    if (!k) {
      const half = df[i] / 2;
      byDf.set(df[i], k = { shift: Math.log(half) - digamma(half), tri: trigamma(half) });
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
function moderateVariance(v, df, prior) {
  if (prior.df === Infinity) return { variance: prior.variance, df: Infinity };
  return { variance: (prior.df * prior.variance + df * v) / (prior.df + df), df: prior.df + df };
}

export {
  fitVariancePrior,
  moderateVariance
};
