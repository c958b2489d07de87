import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  minSamplesForMedianCi
} from "./chunk-P4UXFNNR.js";
import {
  MANN_WHITNEY_ERROR_TEXT,
  mannWhitneySortedInto,
  reusedRecord
} from "./chunk-GKMOA7KF.js";

// src/internal/warning-text-memo.ts
var byKind = /* @__PURE__ */ new Map();
function warningTextMemo(kind, level, make) {
  let byLevel = byKind.get(kind);
  if (!byLevel) byKind.set(kind, byLevel = /* @__PURE__ */ new Map());
  let value = byLevel.get(level);
  if (value === void 0) byLevel.set(level, value = make(level));
  return value;
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
function ciWarningText(confidence) {
  const need = minSamplesForMedianCi(confidence);
  return [`need ${need.op} ${need.n} samples for confidence interval at level ${confidence}`];
}
function ciWarnings(confidence) {
  return warningTextMemo("median-ci", confidence, ciWarningText);
}
function minSamplesForUTest(alpha = DEFAULT_ALPHA) {
  let c = 2;
  for (let n = 1; n <= 9; n++) {
    if (2 / c <= alpha) return { op: ">=", n };
    c = c * (2 * n + 1) * (2 * n + 2) / ((n + 1) * (n + 1));
  }
  return { op: ">", n: 9 };
}
function uTestNeedText(alpha) {
  const m = minSamplesForUTest(alpha);
  return { n: m.n, warnings: [`need ${m.op} ${m.n} samples to detect a difference at alpha level ${alpha}`] };
}
function uTestNeedOf(alpha) {
  return warningTextMemo("u-test", alpha, uTestNeedText);
}
var MANN_WHITNEY_ERROR_WARNINGS = {
  "sample-size": [MANN_WHITNEY_ERROR_TEXT["sample-size"]],
  "samples-equal": [MANN_WHITNEY_ERROR_TEXT["samples-equal"]],
  "not-finite": [MANN_WHITNEY_ERROR_TEXT["not-finite"]]
};
function newMannWhitneyResult() {
  return { n1: 0, n2: 0, u: 0, p: 1, method: "exact" };
}
function compareSortedSamplesInto(a, n1, b, n2, alpha, out) {
  const mwScratch = reusedRecord(newMannWhitneyResult);
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
