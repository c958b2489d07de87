import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  minSamplesForMedianCi,
  normalCdf
} from "./chunk-YCEUYDF7.js";

// src/core/benchstat/mann-whitney.ts
var EXACT_LIMIT = 50;
var TIES_EXACT_LIMIT = 25;
var MANN_WHITNEY_ERROR_TEXT = {
  "sample-size": "sample is too small",
  "samples-equal": "all samples are equal"
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
function mannWhitneySortedInto(a, n1, b, n2, out) {
  if (n1 === 0 || n2 === 0) return "sample-size";
  let i = 0;
  let j = 0;
  let rank = 1;
  let r1 = 0;
  const ties = tiesScratch;
  ties.length = 0;
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
    if (c1 > 0) r1 += (2 * rank + t - 1) / 2 * c1;
    if (t > 1) hasTies = true;
    ties.push(t);
    rank += t;
  }
  const u1 = r1 - n1 * (n1 + 1) / 2;
  const u2 = n1 * n2 - u1;
  const uSmall = Math.min(u1, u2);
  const exact = hasTies ? n1 <= TIES_EXACT_LIMIT && n2 <= TIES_EXACT_LIMIT : n1 <= EXACT_LIMIT && n2 <= EXACT_LIMIT;
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
    let tieSum = 0;
    for (const t of ties) tieSum += t * t * t - t;
    const total = n1 + n2;
    const mu = n1 * n2 / 2;
    const sigma = Math.sqrt(n1 * n2 * (total + 1 - tieSum / (total * (total - 1))) / 12);
    if (sigma === 0) return "samples-equal";
    let numer = u1 - mu;
    numer -= Math.sign(numer) * 0.5;
    const z = numer / sigma;
    const cdf = normalCdf(z);
    p = 2 * Math.min(cdf, 1 - cdf);
    method = "normal";
  }
  out.n1 = n1;
  out.n2 = n2;
  out.u = u1;
  out.p = p;
  out.method = method;
  return null;
}

// src/core/benchstat/benchmath.ts
var DEFAULT_ALPHA = 0.05;
var DEFAULT_CONFIDENCE = 0.95;
function insertionSortInto(values, a) {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}
var NO_WARNINGS = [];
var ciWarningText = /* @__PURE__ */ new Map();
function ciWarnings(confidence) {
  let list = ciWarningText.get(confidence);
  if (list === void 0) {
    const need = minSamplesForMedianCi(confidence);
    list = [`need ${need.op} ${need.n} samples for confidence interval at level ${confidence}`];
    ciWarningText.set(confidence, list);
  }
  return list;
}
function minSamplesForUTest(alpha = DEFAULT_ALPHA) {
  let c = 2;
  for (let n = 1; n <= 9; n++) {
    if (2 / c <= alpha) return { op: ">=", n };
    c = c * (2 * n + 1) * (2 * n + 2) / ((n + 1) * (n + 1));
  }
  return { op: ">", n: 9 };
}
var uTestNeed = /* @__PURE__ */ new Map();
function uTestNeedOf(alpha) {
  let need = uTestNeed.get(alpha);
  if (need === void 0) {
    const m = minSamplesForUTest(alpha);
    need = {
      n: m.n,
      warnings: [`need ${m.op} ${m.n} samples to detect a difference at alpha level ${alpha}`]
    };
    uTestNeed.set(alpha, need);
  }
  return need;
}
var MANN_WHITNEY_ERROR_WARNINGS = {
  "sample-size": [MANN_WHITNEY_ERROR_TEXT["sample-size"]],
  "samples-equal": [MANN_WHITNEY_ERROR_TEXT["samples-equal"]]
};
var mwScratch = { n1: 0, n2: 0, u: 0, p: 1, method: "exact" };
function compareSortedSamplesInto(a, n1, b, n2, alpha, out) {
  const error = mannWhitneySortedInto(a, n1, b, n2, mwScratch);
  out.alpha = alpha;
  if (error !== null) {
    out.p = 1;
    out.n1 = n1;
    out.n2 = n2;
    out.u = void 0;
    out.method = void 0;
    out.warnings = MANN_WHITNEY_ERROR_WARNINGS[error];
    return;
  }
  out.p = mwScratch.p;
  out.n1 = mwScratch.n1;
  out.n2 = mwScratch.n2;
  out.u = mwScratch.u;
  out.method = mwScratch.method;
  out.warnings = NO_WARNINGS;
  if (out.p > alpha) {
    const need = uTestNeedOf(alpha);
    if (n1 < need.n && n2 < need.n) out.warnings = need.warnings;
  }
}
function isSignificant(cmp) {
  return !(cmp.p > cmp.alpha);
}
function geomean(values) {
  if (values.length === 0) return NaN;
  let m = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (!(x > 0)) return NaN;
    m += (Math.log(x) - m) / (i + 1);
  }
  return Math.exp(m);
}
function geomeanRow(rows) {
  const lists = newGeomeanLists();
  for (const r of rows) addToGeomeanLists(lists, r.baseline, r.candidate);
  return geomeanRowOfLists(lists);
}
function newGeomeanLists() {
  return { base: [], cand: [], ratios: [], badRatio: false };
}
function addToGeomeanLists(lists, baseline, candidate) {
  if (baseline !== void 0) lists.base.push(baseline);
  if (candidate !== void 0) lists.cand.push(candidate);
  if (baseline !== void 0 && candidate !== void 0) {
    if (candidate === baseline) lists.ratios.push(1);
    else if (baseline === 0) {
      lists.badRatio = true;
      lists.ratios.push(0);
    } else lists.ratios.push(candidate / baseline);
  }
}
function geomeanRowOfLists({ base, cand, ratios, badRatio }) {
  const baselineWarnings = [];
  const candidateWarnings = [];
  if (base.length !== ratios.length) {
    candidateWarnings.push("benchmark set differs from baseline; geomeans may not be comparable");
  }
  const gb = geomean(base);
  const gc = geomean(cand);
  if (Number.isNaN(gb)) baselineWarnings.push("summaries must be >0 to compute geomean");
  if (Number.isNaN(gc)) candidateWarnings.push("summaries must be >0 to compute geomean");
  let ratio = null;
  if (!badRatio) {
    const g = geomean(ratios);
    if (Number.isNaN(g)) candidateWarnings.push("ratios must be >0 to compute geomean");
    else ratio = g;
  }
  return {
    baseline: Number.isNaN(gb) ? null : gb,
    candidate: Number.isNaN(gc) ? null : gc,
    ratio,
    deltaPct: ratio === null ? null : (ratio - 1) * 100,
    paired: ratios.length,
    baselineWarnings,
    candidateWarnings
  };
}

export {
  DEFAULT_ALPHA,
  DEFAULT_CONFIDENCE,
  insertionSortInto,
  NO_WARNINGS,
  ciWarnings,
  compareSortedSamplesInto,
  isSignificant,
  geomeanRow,
  newGeomeanLists,
  addToGeomeanLists,
  geomeanRowOfLists
};
