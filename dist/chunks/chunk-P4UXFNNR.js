import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  normalCdf,
  normalInvCdf
} from "./chunk-GKMOA7KF.js";

// src/internal/order-statistic-memo.ts
var byLevel = /* @__PURE__ */ new Map();
var lastLevel = NaN;
var lastByN;
function orderStatisticMemo(level, n, compute) {
  let byN = level === lastLevel ? lastByN : byLevel.get(level);
  if (!byN) {
    byN = [];
    byLevel.set(level, byN);
  }
  lastLevel = level;
  lastByN = byN;
  const hit = byN[n];
  if (hit !== void 0) return hit;
  const value = compute(n, level);
  byN[n] = value;
  return value;
}

// src/core/benchstat/median-ci.ts
var EXACT_LIMIT = 30;
function halfBinomialPmf(n, k, choose) {
  if (k < 0 || k > n) return 0;
  return choose[k] * Math.pow(0.5, n);
}
function binomialRow(n) {
  const row = [1];
  for (let k = 1; k <= n; k++) row.push(row[k - 1] * (n - k + 1) / k);
  return row;
}
function exactCi(n, confidence) {
  const row = binomialRow(n);
  const pmf = (k) => halfBinomialPmf(n, k, row);
  const x = Math.ceil((n + 1) * 0.5) - 1;
  let accum = pmf(x);
  let l = x;
  let r = x + 1;
  let lp = pmf(l - 1);
  let rp = pmf(r);
  while (accum < confidence && (lp > 0 || rp > 0)) {
    if (lp >= rp) {
      accum += lp;
      l--;
      lp = pmf(l - 1);
    } else {
      accum += rp;
      r++;
      rp = pmf(r);
    }
  }
  return { n, confidence: accum, loOrder: l, hiOrder: r };
}
function approxCi(n, confidence) {
  const mu = n * 0.5;
  const sigma = Math.sqrt(n * 0.25);
  const l1 = normalInvCdf((1 - confidence) / 2, mu, sigma);
  const r1 = 2 * mu - l1;
  const l = Math.floor(Math.floor(l1 - 0.5) + 0.5) + 1;
  let r = Math.floor(Math.ceil(r1 - 0.5) + 0.5) + 1;
  const band = (lo, hi) => normalCdf(hi - 0.5, mu, sigma) - normalCdf(lo - 0.5, mu, sigma);
  let actual = band(l, r);
  const biased = band(l, r - 1);
  if (biased >= confidence && biased < actual) {
    actual = biased;
    r = r - 1;
  }
  if (l <= 0 && r >= n + 1) actual = 1;
  return { n, confidence: actual, loOrder: l, hiOrder: r };
}
function computeMedianCi(n, confidence) {
  let ci;
  if (confidence >= 1) ci = { n, confidence: 1, loOrder: 0, hiOrder: n + 1 };
  else ci = n <= EXACT_LIMIT ? exactCi(n, confidence) : approxCi(n, confidence);
  return { ...ci, loOrder: Math.max(ci.loOrder, 0), hiOrder: Math.min(ci.hiOrder, n + 1) };
}
function medianCi(n, confidence = 0.95) {
  return orderStatisticMemo(confidence, n, computeMedianCi);
}
function minSamplesForMedianCi(confidence = 0.95) {
  for (let n = 2; n <= 50; n++) {
    const ci = medianCi(n, confidence);
    if (ci.loOrder > 0 && ci.hiOrder <= n) return { op: ">=", n };
  }
  return { op: ">", n: 50 };
}
function sortedMedian(sorted) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export {
  medianCi,
  minSamplesForMedianCi,
  sortedMedian
};
