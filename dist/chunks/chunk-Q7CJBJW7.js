import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  isSortedAscending,
  twoSidedNormalP
} from "./chunk-WRMIHXSD.js";

// src/core/micro-verdict.ts
function total(c, k) {
  let n = 0;
  for (const r of c.runs) n += r.counts[k];
  return n;
}
function microVerdict(c) {
  const regressions = total(c, "regression");
  const suspect = total(c, "suspectRegression");
  if (regressions > suspect) return "regression";
  if (suspect > 0) return c.options.suspect === "warn" ? "suspect" : "regression";
  if (total(c, "improvement") > 0) return "improvement";
  if (total(c, "no-change") > 0 && total(c, "inconclusive") === 0) return "no-change";
  return "inconclusive";
}
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function microVerdictReason(c) {
  const verdict = microVerdict(c);
  const m = c.options.minEffectPct;
  const surviving = (n) => `${n === 1 ? "survives" : "survive"} Benjamini\u2013Hochberg at \u03B1=${c.options.alpha} and ${n === 1 ? "lies" : "lie"} beyond \xB1${m}%`;
  const regressions = total(c, "regression");
  const suspect = total(c, "suspectRegression");
  const improvements = total(c, "improvement");
  const unchanged = total(c, "no-change");
  const inconclusive = total(c, "inconclusive");
  const what = c.runs.some((r) => r.chunks) ? "metric" : "benchmark";
  if (verdict === "regression") {
    return `${plural(regressions, "regression")} ${surviving(regressions)}` + (suspect > 0 ? `; ${suspect} of them failed a sanity check (suspect: listed first with what to check; --suspect warn would let them pass)` : "");
  }
  if (verdict === "suspect") {
    return `${plural(suspect, "suspect regression")} (${surviving(suspect)} but failed a sanity check); --suspect warn lets them pass: check them`;
  }
  if (verdict === "improvement") {
    return `${plural(improvements, "improvement")} ${surviving(improvements)}, and no regression`;
  }
  if (verdict === "no-change") {
    return `every tested ${what}'s interval rules out a change of \xB1${m}% (${unchanged} of ${unchanged})`;
  }
  const compared = unchanged + inconclusive;
  if (compared === 0) return `nothing could be compared`;
  return `no change survives the control, but ${inconclusive} of ${plural(compared, what)} cannot rule out \xB1${m}% (too few samples or too much noise: rerun with more repetitions to decide)`;
}

// src/core/benchstat/normal.ts
var TWO_OVER_SQRT_PI = 1.1283791670955126;
var ONE_OVER_SQRT_PI = 0.5641895835477563;
function erfSeries(x) {
  const x2 = x * x;
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term *= 2 * x2 / (2 * n + 1);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * 1e-17) break;
  }
  return TWO_OVER_SQRT_PI * Math.exp(-x2) * sum;
}
function erfcContinuedFraction(x) {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    const a = k / 2;
    d = x + a * d;
    d = d === 0 ? tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) * ONE_OVER_SQRT_PI / f;
}
function erfc(x) {
  if (Number.isNaN(x)) return NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) return 1 - erfSeries(x);
  if (x > 27) return 0;
  return erfcContinuedFraction(x);
}
function normalCdf(x, mu = 0, sigma = 1) {
  return erfc(-(x - mu) / (sigma * Math.SQRT2)) / 2;
}
function normalInvCdf(p, mu = 0, sigma = 1) {
  if (!(p >= 0 && p <= 1)) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const a = [
    -39.69683028665376,
    220.9460984245205,
    -275.9285104469687,
    138.357751867269,
    -30.66479806614716,
    2.506628277459239
  ];
  const b = [
    -54.47609879822406,
    161.5858368580409,
    -155.6989798598866,
    66.80131188771972,
    -13.28068155288572
  ];
  const c = [
    -0.007784894002430293,
    -0.3223964580411365,
    -2.400758277161838,
    -2.549732539343734,
    4.374664141464968,
    2.938163982698783
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const pLow = 0.02425;
  let x;
  if (p < pLow || p > 1 - pLow) {
    const q = Math.sqrt(-2 * Math.log(p < pLow ? p : 1 - p));
    const v = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    x = p < pLow ? v : -v;
  } else {
    const q = p - 0.5;
    const r = q * q;
    x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  }
  const e = 0.5 * erfc(-x / Math.SQRT2) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp(x * x / 2);
  x = x - u / (1 + x * u / 2);
  return x * sigma + mu;
}

// src/core/benchstat/median-ci.ts
var EXACT_LIMIT = 30;
var cache = /* @__PURE__ */ new Map();
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
var lastConfidence = NaN;
var lastByN;
function medianCi(n, confidence = 0.95) {
  let byN = confidence === lastConfidence ? lastByN : cache.get(confidence);
  if (!byN) {
    byN = [];
    cache.set(confidence, byN);
  }
  lastConfidence = confidence;
  lastByN = byN;
  const hit = byN[n];
  if (hit) return hit;
  let ci;
  if (confidence >= 1) ci = { n, confidence: 1, loOrder: 0, hiOrder: n + 1 };
  else ci = n <= EXACT_LIMIT ? exactCi(n, confidence) : approxCi(n, confidence);
  ci = { ...ci, loOrder: Math.max(ci.loOrder, 0), hiOrder: Math.min(ci.hiOrder, n + 1) };
  byN[n] = ci;
  return ci;
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

// src/core/wilcoxon.ts
var EXACT_MAX_N = 50;
function wilcoxonSignedRank(differences) {
  const sorted = differences instanceof Float64Array && isSortedAscending(differences) ? differences : Float64Array.from(differences).sort();
  let firstZero = 0;
  while (firstZero < sorted.length && sorted[firstZero] < 0) firstZero++;
  let firstPositive = firstZero;
  while (firstPositive < sorted.length && sorted[firstPositive] === 0) firstPositive++;
  const zeros = firstPositive - firstZero;
  const n = sorted.length - zeros;
  if (n === 0) return { n, zeros, wPlus: 0, z: NaN, pValue: 1, exact: false };
  let neg = firstZero - 1;
  let pos = firstPositive;
  let ranked = 0;
  let wPlus = 0;
  let tieTerm = 0;
  while (neg >= 0 || pos < sorted.length) {
    const nextNeg = neg >= 0 ? -sorted[neg] : Infinity;
    const nextPos = pos < sorted.length ? sorted[pos] : Infinity;
    const a = nextNeg < nextPos ? nextNeg : nextPos;
    let tn = 0;
    let tp = 0;
    while (neg >= 0 && -sorted[neg] === a) {
      tn++;
      neg--;
    }
    while (pos < sorted.length && sorted[pos] === a) {
      tp++;
      pos++;
    }
    const t = tn + tp;
    wPlus += tp * (ranked + (t + 1) / 2);
    tieTerm += t * t * t - t;
    ranked += t;
  }
  const meanW = n * (n + 1) / 4;
  const varW = n * (n + 1) * (2 * n + 1) / 24 - tieTerm / 48;
  const z = varW > 0 ? (wPlus - meanW) / Math.sqrt(varW) : 0;
  if (tieTerm === 0 && n <= EXACT_MAX_N) {
    return { n, zeros, wPlus, z, pValue: exactSignedRankP(n, wPlus), exact: true };
  }
  return { n, zeros, wPlus, z, pValue: varW > 0 ? twoSidedNormalP(z) : 1, exact: false };
}
function exactSignedRankP(n, w) {
  const maxSum = n * (n + 1) / 2;
  const ways = new Float64Array(maxSum + 1);
  ways[0] = 1;
  for (let r = 1; r <= n; r++) for (let s = maxSum; s >= r; s--) ways[s] += ways[s - r];
  const total2 = 2 ** n;
  let below = 0;
  let above = 0;
  for (let s = 0; s <= maxSum; s++) {
    if (s <= w) below += ways[s];
    if (s >= w) above += ways[s];
  }
  return Math.min(1, 2 * Math.min(below, above) / total2);
}

// src/core/benchstat/mann-whitney.ts
var EXACT_LIMIT2 = 50;
var TIES_EXACT_LIMIT = 25;
var MANN_WHITNEY_ERROR_TEXT = {
  "sample-size": "sample is too small",
  "samples-equal": "all samples are equal",
  "not-finite": "a sample is not a finite number"
};
var noTiesCdfCache = /* @__PURE__ */ new Map();
function noTiesCdf(n1, n2) {
  const a = Math.min(n1, n2);
  const b = Math.max(n1, n2);
  const key = a * 1e3 + b;
  const hit = noTiesCdfCache.get(key);
  if (hit) return hit;
  const maxU = a * b;
  const rows = [];
  for (let m = 0; m <= a; m++) {
    rows.push(new Float64Array(maxU + 1));
  }
  for (const row of rows) row[0] = 1;
  for (let n = 1; n <= b; n++) {
    for (let m = 1; m <= a; m++) {
      const cur = rows[m];
      const prev = rows[m - 1];
      const top = m * n;
      for (let u = top; u >= 0; u--) {
        cur[u] = cur[u] + (u >= n ? prev[u - n] : 0);
      }
    }
  }
  const counts = rows[a];
  const cdf = new Float64Array(maxU + 1);
  let acc = 0;
  for (let u = 0; u <= maxU; u++) {
    acc += counts[u];
    cdf[u] = acc;
  }
  noTiesCdfCache.set(key, cdf);
  return cdf;
}
function chooseFloat(n, k) {
  if (k < 0 || k > n) return 0;
  k = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= k; i++) r = r * (n - k + i) / i;
  return r;
}
var scratchBuf = new Float64Array(4096);
function scratch(size) {
  if (scratchBuf.length < size) scratchBuf = new Float64Array(Math.max(size, scratchBuf.length * 2));
  const view = scratchBuf.subarray(0, size);
  view.fill(0);
  return view;
}
function exactTiesCdf(n1, n2, ties, uSmall) {
  const limit = Math.round(2 * uSmall) + n1 * (n1 + 1);
  const width = limit + 1;
  const dp = scratch((n1 + 1) * width);
  const lo = new Int32Array(n1 + 1).fill(width);
  const hi = new Int32Array(n1 + 1).fill(-1);
  dp[0] = 1;
  lo[0] = 0;
  hi[0] = 0;
  let start = 1;
  const coef = [];
  for (const t of ties) {
    const w = 2 * start + t - 1;
    start += t;
    coef.length = 0;
    for (let r = 0; r <= t; r++) coef.push(chooseFloat(t, r));
    for (let k = n1 - 1; k >= 0; k--) {
      if (hi[k] < 0) continue;
      const rowBase = k * width;
      const maxR = Math.min(t, n1 - k);
      for (let s = hi[k]; s >= lo[k]; s--) {
        const v = dp[rowBase + s];
        if (v === 0) continue;
        for (let r = 1; r <= maxR; r++) {
          const s2 = s + r * w;
          if (s2 > limit) break;
          const k2 = k + r;
          dp[k2 * width + s2] += v * coef[r];
          if (s2 < lo[k2]) lo[k2] = s2;
          if (s2 > hi[k2]) hi[k2] = s2;
        }
      }
    }
  }
  let count = 0;
  const base = n1 * width;
  for (let s = 0; s <= limit; s++) count += dp[base + s];
  return count / chooseFloat(n1 + n2, n1);
}
var tiesScratch = [];
var SAMPLES_EQUAL = { ok: false, error: "samples-equal" };
function mannWhitneyUTestSorted(a, b) {
  const result = { n1: 0, n2: 0, u: 0, p: 1, method: "exact" };
  const error = mannWhitneySortedInto(a, a.length, b, b.length, result);
  if (error === null) return { ok: true, result };
  return error === "samples-equal" ? SAMPLES_EQUAL : error === "sample-size" ? SAMPLE_SIZE : { ok: false, error };
}
var SAMPLE_SIZE = { ok: false, error: "sample-size" };
function mannWhitneyNormalP(n1, n2, u1, tieSum) {
  const total2 = n1 + n2;
  const mu = n1 * n2 / 2;
  const sigma = Math.sqrt(n1 * n2 * (total2 + 1 - tieSum / (total2 * (total2 - 1))) / 12);
  if (sigma === 0) return null;
  let numer = u1 - mu;
  numer -= Math.sign(numer) * 0.5;
  const z = numer / sigma;
  const cdf = normalCdf(z);
  return 2 * Math.min(cdf, 1 - cdf);
}
function mannWhitneySortedInto(a, n1, b, n2, out) {
  if (n1 === 0 || n2 === 0) return "sample-size";
  let i = 0;
  let j = 0;
  let rank = 1;
  let r1 = 0;
  const ties = tiesScratch;
  ties.length = 0;
  const keepTies = n1 <= EXACT_LIMIT2 && n2 <= EXACT_LIMIT2;
  let tieSum = 0;
  let hasTies = false;
  while (i < n1 || j < n2) {
    const v = j >= n2 || i < n1 && a[i] < b[j] ? a[i] : b[j];
    let c1 = 0;
    let c2 = 0;
    while (i < n1 && a[i] === v) {
      i++;
      c1++;
    }
    while (j < n2 && b[j] === v) {
      j++;
      c2++;
    }
    const t = c1 + c2;
    if (t === 0) return "not-finite";
    if (c1 > 0) r1 += (2 * rank + t - 1) / 2 * c1;
    if (t > 1) hasTies = true;
    if (keepTies) ties.push(t);
    tieSum += t * t * t - t;
    rank += t;
  }
  const u1 = r1 - n1 * (n1 + 1) / 2;
  const u2 = n1 * n2 - u1;
  const uSmall = Math.min(u1, u2);
  const exact = hasTies ? n1 <= TIES_EXACT_LIMIT && n2 <= TIES_EXACT_LIMIT : n1 <= EXACT_LIMIT2 && n2 <= EXACT_LIMIT2;
  let p;
  let method;
  if (exact) {
    if (ties.length === 1) return "samples-equal";
    if (u1 === u2) p = 1;
    else if (hasTies) p = 2 * exactTiesCdf(n1, n2, ties, uSmall);
    else {
      const cdf = noTiesCdf(n1, n2);
      p = 2 * cdf[Math.floor(uSmall)] / cdf[cdf.length - 1];
    }
    method = hasTies ? "exact-ties" : "exact";
  } else {
    const normal = mannWhitneyNormalP(n1, n2, u1, tieSum);
    if (normal === null) return "samples-equal";
    p = normal;
    method = "normal";
  }
  out.n1 = n1;
  out.n2 = n2;
  out.u = u1;
  out.p = p;
  out.method = method;
  return null;
}

export {
  erfc,
  normalInvCdf,
  EXACT_LIMIT2 as EXACT_LIMIT,
  MANN_WHITNEY_ERROR_TEXT,
  mannWhitneyUTestSorted,
  mannWhitneyNormalP,
  mannWhitneySortedInto,
  medianCi,
  minSamplesForMedianCi,
  sortedMedian,
  wilcoxonSignedRank,
  microVerdict,
  microVerdictReason
};
