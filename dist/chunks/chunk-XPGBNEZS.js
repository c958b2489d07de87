import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  MANN_WHITNEY_ERROR_TEXT,
  mannWhitneySortedInto,
  minSamplesForMedianCi,
  reusedRecord
} from "./chunk-YPIYRYS5.js";

// src/core/sanity.ts
var DEFAULT_SANITY = { maxRatio: 10, maxCvPct: 20, minSamples: 4 };
function coefficientOfVariationPct(values) {
  const n = values.length;
  if (n < 2) return NaN;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += values[i];
  mean /= n;
  if (mean === 0) return NaN;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (values[i] - mean) * (values[i] - mean);
  return Math.sqrt(ss / (n - 1)) / Math.abs(mean) * 100;
}
function ratioNote(baseline, candidate, maxRatio) {
  if (!(baseline > 0) || !(candidate > 0)) return null;
  const ratio = candidate / baseline;
  if (ratio <= maxRatio && ratio >= 1 / maxRatio) return null;
  const shown = ratio >= 1 ? `${ratio.toFixed(1)}\xD7 larger` : `${(1 / ratio).toFixed(1)}\xD7 smaller`;
  return {
    code: "implausible-ratio",
    message: `suspect: candidate is ${shown} than baseline (bound ${maxRatio}\xD7); check that both sides ran the same benchmark with the same inputs, build mode and units.`
  };
}
function largeChangeNote(baseline, candidate, maxRatio, faster) {
  const ratio = candidate >= baseline ? candidate / baseline : baseline / candidate;
  return {
    code: "implausible-ratio",
    message: `large change: ${ratio.toFixed(1)}\xD7 ${faster ? "better" : "worse"}, beyond the ${maxRatio}\xD7 plausibility bound; fine for an algorithmic fix, but check that both sides ran the same benchmark with the same inputs.`
  };
}
function sampleCountNote(nBaseline, nCandidate, minSamples) {
  if (nBaseline >= minSamples && nCandidate >= minSamples) return null;
  return {
    code: "too-few-samples",
    message: `too few samples (baseline ${nBaseline}, candidate ${nCandidate}; need \u2265 ${minSamples} each for a rank test, \u2265 6 for an interval of the median); rerun with more repetitions (go test -count=10, JMH -i 10).`
  };
}
function variationNote(side, cv, maxCvPct) {
  if (cv === null) return null;
  if (!(cv > maxCvPct)) return null;
  return {
    code: "high-variation",
    message: `${side} varies a lot between runs (CV ${cv.toFixed(1)}% > ${maxCvPct}%); check the host for other load, CPU frequency scaling or thermal throttling, and interleave baseline and candidate runs.`
  };
}
function unequalVariationNote(baselineCv, candidateCv) {
  if (baselineCv === null || candidateCv === null) return null;
  const hi = Math.max(baselineCv, candidateCv);
  const lo = Math.min(baselineCv, candidateCv);
  if (hi < 5 || hi < 5 * lo) return null;
  const noisy = baselineCv > candidateCv ? "baseline" : "candidate";
  return {
    code: "unequal-variation",
    message: `the ${noisy} run is much noisier (CV ${baselineCv.toFixed(1)}% vs ${candidateCv.toFixed(1)}%): the two runs did not see the same conditions; check the host load during the ${noisy} run, or rerun both interleaved.`
  };
}
function unitNote(baselineUnit, candidateUnit) {
  if (baselineUnit === candidateUnit) return null;
  return {
    code: "unit-mismatch",
    message: `suspect: units differ (baseline ${baselineUnit}, candidate ${candidateUnit}) and cannot be reconciled; check that both sides come from the same tool and benchmark configuration.`
  };
}
var TIME_UNIT_RATIO = 1e6;
function timeUnitNote(baselineUnitSeconds, candidateUnitSeconds) {
  if (baselineUnitSeconds === void 0 || candidateUnitSeconds === void 0) return null;
  const ratio = baselineUnitSeconds / candidateUnitSeconds;
  if (!(ratio >= TIME_UNIT_RATIO || ratio <= 1 / TIME_UNIT_RATIO)) return null;
  const factor = Math.max(ratio, 1 / ratio).toExponential(0).replace("+", "");
  return {
    code: "unit-mismatch",
    message: `suspect: the tool timed this benchmark in units ${factor}\xD7 apart (baseline ${timeUnitName(baselineUnitSeconds)}, candidate ${timeUnitName(candidateUnitSeconds)}); check that both sides time the same thing (the benchmark's Unit() setting, what its loop does).`
  };
}
var TIME_UNIT_NAMES = /* @__PURE__ */ new Map([
  [1, "s"],
  [1e-3, "ms"],
  [1e-6, "us"],
  [1e-9, "ns"]
]);
function timeUnitName(seconds) {
  return TIME_UNIT_NAMES.get(seconds) ?? `${seconds} s`;
}
function oneSideNote(side) {
  return {
    code: "one-side-only",
    message: side === "baseline" ? "only in baseline: removed, renamed, or it failed in the candidate run; check the candidate log." : "only in candidate: new, renamed, or it failed in the baseline run."
  };
}
function flatVsGrowingNote(param, baselineExponent, candidateExponent) {
  if (!(baselineExponent > 0.5 && candidateExponent < 0.2)) return null;
  return {
    code: "flat-vs-growing",
    message: `suspect: the candidate is flat in ${param} while the baseline grows (growth exponent ${baselineExponent.toFixed(2)} \u2192 ${candidateExponent.toFixed(2)}); check that the candidate still does work proportional to ${param} (dead-code elimination, cached results, a skipped loop).`
  };
}
var SUSPECT_CODES = /* @__PURE__ */ new Set([
  "implausible-ratio",
  "flat-vs-growing",
  "too-few-samples",
  "high-variation",
  "unequal-variation",
  "unit-mismatch"
]);

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
  geomeanRowOfLists,
  DEFAULT_SANITY,
  coefficientOfVariationPct,
  ratioNote,
  largeChangeNote,
  sampleCountNote,
  variationNote,
  unequalVariationNote,
  unitNote,
  timeUnitNote,
  oneSideNote,
  flatVsGrowingNote,
  SUSPECT_CODES
};
