import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  fitVariancePrior,
  moderateVariance
} from "./chunk-3KUAYDSA.js";
import {
  DEFAULT_ALPHA,
  NO_WARNINGS,
  SUSPECT_CODES,
  ciWarnings,
  coefficientOfVariationPct,
  compareSortedSamplesInto,
  insertionSortInto,
  isSignificant,
  largeChangeNote,
  oneSideNote,
  ratioNote,
  sampleCountNote,
  timeUnitNote,
  unequalVariationNote,
  unitNote,
  variationNote
} from "./chunk-XPGBNEZS.js";
import {
  erfc,
  medianCi,
  normalInvCdf,
  reusedRecord,
  scaledValuesBuffer,
  sideSortBuffer,
  studentTCdf,
  studentTQuantile
} from "./chunk-YPIYRYS5.js";

// src/core/micro/side.ts
var CI_ATTR_NAMES = [
  ["ciLow", "ciHigh"],
  ["ci_lower", "ci_upper"],
  ["lowerBound", "upperBound"],
  ["lower_bound", "upper_bound"]
];
var BASELINE_SIDE = 0;
var CANDIDATE_SIDE = 1;
function sortInto(values, side) {
  const n = values.length;
  const a = sideSortBuffer(side, n);
  if (n > 48) {
    a.set(values);
    a.subarray(0, n).sort();
    return a;
  }
  insertionSortInto(values, a);
  return a;
}
function newSide() {
  return {
    n: 0,
    median: 0,
    ciLow: -Infinity,
    ciHigh: Infinity,
    confidence: null,
    cvPct: null,
    basis: "single-value",
    center: "value",
    centerFrom: "tool",
    warnings: NO_WARNINGS
  };
}
function summarizeSideInto(m, confidence, which, side) {
  const samples = m.samples;
  if (samples && samples.length >= 2) {
    const sorted = sortInto(samples, which);
    const n = samples.length;
    const ci = medianCi(n, confidence);
    const lo = ci.loOrder < 1 ? -Infinity : sorted[ci.loOrder - 1];
    const hi = ci.hiOrder - 1 >= n ? Infinity : sorted[ci.hiOrder - 1];
    const mid = n >> 1;
    side.n = n;
    side.median = n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    side.ciLow = lo;
    side.ciHigh = hi;
    side.confidence = ci.confidence;
    side.cvPct = finiteOrNull(coefficientOfVariationPct(samples));
    side.basis = "samples";
    side.center = "median";
    side.centerFrom = "samples";
    side.warnings = lo === -Infinity || hi === Infinity ? ciWarnings(confidence) : NO_WARNINGS;
    return side;
  }
  const value = samples && samples.length === 1 ? samples[0] : m.value;
  side.n = samples?.length ?? 1;
  side.median = value;
  side.ciLow = -Infinity;
  side.ciHigh = Infinity;
  side.confidence = null;
  side.cvPct = null;
  side.basis = "single-value";
  side.center = samples?.length === 1 ? "value" : m.center ?? "value";
  side.centerFrom = m.centerFrom ?? "tool";
  side.warnings = [];
  if (m.error !== void 0 && Number.isFinite(m.error)) {
    const e = Math.abs(m.error);
    side.ciLow = value - e;
    side.ciHigh = value + e;
    side.basis = "reported-error";
    return side;
  }
  if (m.attrs) {
    for (const [lo, hi] of CI_ATTR_NAMES) {
      const l = m.attrs[lo];
      const h = m.attrs[hi];
      if (l !== void 0 && h !== void 0 && Number.isFinite(l) && Number.isFinite(h)) {
        side.ciLow = l;
        side.ciHigh = h;
        side.basis = "reported-ci";
        return side;
      }
    }
  }
  return side;
}
function finiteOrNull(x) {
  return Number.isFinite(x) ? x : null;
}
function sampleSpread(side, m) {
  if (!side) return { cv: 0, n: 0 };
  if (side.cvPct !== null) return { cv: side.cvPct / 100, n: side.n };
  const kind = m?.errorKind;
  if (!kind || !(side.median > 0)) return { cv: 0, n: side.n };
  const error = Math.abs(m?.error ?? NaN);
  if ("stddevOf" in kind) {
    const cv2 = error / side.median;
    return kind.stddevOf >= 2 && Number.isFinite(cv2) ? { cv: cv2, n: kind.stddevOf } : { cv: 0, n: side.n };
  }
  const n = kind.n;
  if (!kind.cycles || n === void 0 || !(n >= 2) || !(kind.confidence > 0 && kind.confidence < 1))
    return { cv: 0, n: side.n };
  const cv = error / studentTQuantile((1 + kind.confidence) / 2, n - 1) * Math.sqrt(n) / side.median;
  return Number.isFinite(cv) ? { cv, n } : { cv: 0, n: side.n };
}

// src/internal/quantile-memo.ts
var normalByP = /* @__PURE__ */ new Map();
var tByP = /* @__PURE__ */ new Map();
function normalQuantileMemo(p, compute) {
  let z = normalByP.get(p);
  if (z === void 0) {
    if (normalByP.size > 64) normalByP.clear();
    normalByP.set(p, z = compute(p));
  }
  return z;
}
function tQuantileMemo(p, dfKey, compute) {
  let byDf = tByP.get(p);
  if (!byDf) {
    if (tByP.size > 64) tByP.clear();
    tByP.set(p, byDf = /* @__PURE__ */ new Map());
  }
  let q = byDf.get(dfKey);
  if (q === void 0) {
    if (byDf.size > 2e4) byDf.clear();
    q = compute(p, dfKey / 100);
    byDf.set(dfKey, q);
  }
  return q;
}

// src/core/micro/change.ts
var NOT_REPORTED = Object.freeze({ baseline: null, candidate: null });
var MIN_OWN_SAMPLES = 4;
var DEFAULT_ERROR_CONFIDENCE = 0.95;
var NORMAL_975 = normalInvCdf(0.975);
function newMoments() {
  return { mean: 0, v: 0 };
}
function momentsOf(values, n, log) {
  const scaled = scaledValuesBuffer(n);
  let mean = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i];
    if (log && !(x > 0)) return null;
    const y = log ? Math.log(x) : x;
    scaled[i] = y;
    mean += y;
  }
  mean /= n;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const d = scaled[i] - mean;
    ss += d * d;
  }
  const moments = reusedRecord(newMoments);
  moments.mean = mean;
  moments.v = ss / (n - 1);
  return moments;
}
function reportedStandardError(m) {
  const value = m.value;
  if (m.error !== void 0 && Number.isFinite(m.error)) {
    const e = Math.abs(m.error);
    const kind = m.errorKind;
    if (kind && "stddevOf" in kind && kind.stddevOf >= 1) {
      return {
        value,
        se: e / Math.sqrt(kind.stddevOf),
        df: kind.stddevOf > 1 ? kind.stddevOf - 1 : Infinity,
        what: `its reported stddev of ${kind.stddevOf} runs`
      };
    }
    const confidence = kind && "confidence" in kind ? kind.confidence : DEFAULT_ERROR_CONFIDENCE;
    const n = kind && "confidence" in kind ? kind.n : void 0;
    const level = +(confidence * 100).toFixed(1);
    if (n !== void 0 && n >= 2) {
      const q = studentTQuantile((1 + confidence) / 2, n - 1);
      return { value, se: e / q, df: n - 1, what: `its reported \xB1error (${level}% interval over ${n} runs)` };
    }
    const z = normalInvCdf((1 + confidence) / 2);
    return { value, se: e / z, df: Infinity, what: `its reported \xB1error (${level}% interval)` };
  }
  const lo = m.attrs?.ciLow;
  const hi = m.attrs?.ciHigh;
  if (lo !== void 0 && hi !== void 0 && Number.isFinite(lo + hi) && hi >= lo) {
    return { value, se: (hi - lo) / 2 / NORMAL_975, df: Infinity, what: "its reported 95% interval" };
  }
  return null;
}
function newEstimate() {
  return { mean: 0, se2: 0, df: 0, reported: null };
}
function newEstimates() {
  return [newEstimate(), newEstimate()];
}
function setEstimate(out, mean, se2, df, reported) {
  out.mean = mean;
  out.se2 = se2;
  out.df = df;
  out.reported = reported;
  return out;
}
function sideEstimate(m, sorted, n, log, out) {
  const reported = n < MIN_OWN_SAMPLES ? reportedStandardError(m) : null;
  if (reported && (log ? reported.value > 0 : Number.isFinite(reported.value))) {
    const v = reported.value;
    const se = log ? reported.se / v : reported.se;
    return setEstimate(out, log ? Math.log(v) : v, se * se, reported.df, reported.what);
  }
  if (n < 2) return null;
  const mo = momentsOf(sorted, n, log);
  return mo && setEstimate(out, mo.mean, mo.v / n, n - 1, null);
}
function estimateChange(base, baseSorted, nb, cand, candSorted, nc, alpha) {
  let log = true;
  const [bOut, cOut] = reusedRecord(newEstimates);
  let b = sideEstimate(base, baseSorted, nb, true, bOut);
  let c = sideEstimate(cand, candSorted, nc, true, cOut);
  if (!b || !c) {
    log = false;
    b = sideEstimate(base, baseSorted, nb, false, bOut);
    c = sideEstimate(cand, candSorted, nc, false, cOut);
    if (!b || !c) return singleValueChange(base, baseSorted, nb, cand, candSorted, nc, bOut, cOut, alpha);
  }
  const estimate = c.mean - b.mean;
  const se2 = b.se2 + c.se2;
  const se = Math.sqrt(se2);
  const denominator = welchTerm(b) + welchTerm(c);
  const df = denominator === 0 ? Infinity : se2 * se2 / denominator;
  const reference = log ? 1 : b.mean;
  const own = !b.reported && !c.reported && b.df < Infinity && c.df < Infinity;
  const pooledDf = b.df + c.df;
  const pooled = own ? {
    variance: (b.se2 * (b.df + 1) * b.df + c.se2 * (c.df + 1) * c.df) / pooledDf,
    df: pooledDf,
    sizeFactor: 1 / (b.df + 1) + 1 / (c.df + 1)
  } : null;
  return {
    method: b.reported || c.reported ? "reported-uncertainty" : log ? "welch-t-log" : "welch-t",
    scale: log ? "log" : "linear",
    pct: NaN,
    ciLowPct: NaN,
    ciHighPct: NaN,
    confidence: 1 - alpha,
    p: NaN,
    estimate,
    se,
    df,
    reference,
    significant: false,
    reported: b.reported || c.reported ? { baseline: b.reported, candidate: c.reported } : NOT_REPORTED,
    pooled,
    betweenRun: null
  };
}
function singleValueChange(base, baseSorted, nb, cand, candSorted, nc, bOut, cOut, alpha) {
  const side = (m, sorted, n, out) => {
    const own = sideEstimate(m, sorted, n, true, out);
    if (own) return own;
    const value = n > 1 ? NaN : m.samples?.length === 1 ? m.samples[0] : m.value;
    return value > 0 ? setEstimate(out, Math.log(value), 0, Infinity, null) : null;
  };
  const b = side(base, baseSorted, nb, bOut);
  const c = side(cand, candSorted, nc, cOut);
  if (!b || !c || b.reported || c.reported) return null;
  return {
    method: "single-value",
    scale: "log",
    pct: NaN,
    ciLowPct: NaN,
    ciHighPct: NaN,
    confidence: 1 - alpha,
    p: NaN,
    estimate: c.mean - b.mean,
    // Not exact (se 0 would be read as two constant sides): the between-run term is the uncertainty.
    se: Math.max(Math.sqrt(b.se2 + c.se2), UNKNOWN_WITHIN_SE),
    df: Infinity,
    reference: 1,
    significant: false,
    reported: NOT_REPORTED,
    pooled: null,
    betweenRun: null
  };
}
var UNKNOWN_WITHIN_SE = 1e-9;
function welchTerm(s) {
  return s.df === Infinity ? 0 : s.se2 * s.se2 / s.df;
}
function fitPriorsByMetric(changes, metricAt) {
  const byMetric = /* @__PURE__ */ new Map();
  for (let i = 0; i < changes.length; i++) {
    const ch = changes[i];
    if (!ch?.pooled || ch.scale !== "log") continue;
    const metric = metricAt(i);
    let lists = byMetric.get(metric);
    if (!lists) byMetric.set(metric, lists = { v: [], df: [] });
    lists.v.push(ch.pooled.variance);
    lists.df.push(ch.pooled.df);
  }
  const priors = /* @__PURE__ */ new Map();
  for (const [metric, { v, df }] of byMetric) {
    const prior = fitVariancePrior(v, df);
    if (prior) priors.set(metric, prior);
  }
  return priors;
}
function moderateChange(ch, prior, alpha) {
  if (!ch.pooled || ch.scale !== "log" || ch.se === 0) return testChange(ch, alpha);
  const m = moderateVariance(ch.pooled.variance, ch.pooled.df, prior);
  ch.method = "moderated-t-log";
  ch.se = Math.sqrt(m.variance * ch.pooled.sizeFactor);
  ch.df = m.df;
  return testChange(ch, alpha);
}
function testChange(ch, alpha) {
  if (ch.method === "single-value" && !ch.betweenRun) {
    ch.p = 1;
    ch.pct = changePct(ch.estimate, true, 1);
    ch.ciLowPct = -100;
    ch.ciHighPct = Infinity;
    return ch;
  }
  const { estimate, se, df, reference } = ch;
  const log = ch.scale === "log";
  const offset = ch.betweenRun?.offset ?? 0;
  const half = se === 0 ? 0 : tQuantile(1 - alpha / 2, df) * se;
  const apart = estimate - offset;
  const weaker = offset === 0 ? apart : Math.sign(apart) !== Math.sign(estimate) ? 0 : Math.abs(apart) < Math.abs(estimate) ? apart : estimate;
  ch.p = se === 0 ? estimate === 0 ? 1 : 0 : twoSidedP(weaker / se, df);
  ch.pct = changePct(estimate, log, reference);
  ch.ciLowPct = changePct(estimate - half, log, reference);
  ch.ciHighPct = changePct(estimate + half, log, reference);
  return ch;
}
function changePct(x, log, reference) {
  return log ? Math.expm1(x) * 100 : reference > 0 ? x / reference * 100 : NaN;
}
function twoSidedP(t, df) {
  if (!Number.isFinite(t)) return 0;
  const upper = df === Infinity || df > 1e6 ? normalUpper(Math.abs(t)) : 1 - studentTCdf(Math.abs(t), df);
  return Math.min(1, 2 * upper);
}
function normalUpper(z) {
  return 0.5 * erfc(z / Math.SQRT2);
}
function tQuantile(p, df) {
  if (df === Infinity || df > 1e6) return normalQuantileMemo(p, normalInvCdf);
  return tQuantileMemo(p, Math.round(df * 100), studentTQuantile);
}
function survivesControl(ch, cutoff) {
  return ch.se === 0 ? ch.estimate !== 0 : cutoff > 0 && ch.p <= cutoff;
}
function isControlledTest(ch) {
  return ch.se > 0;
}
function benjaminiHochbergCutoffSorted(sorted, alpha) {
  const m = sorted.length;
  for (let k = m; k >= 1; k--) if (sorted[k - 1] <= k * alpha / m) return k * alpha / m;
  return 0;
}
function decideChange(ch, cutoff, alpha, minEffectPct) {
  const { estimate: d, se, df } = ch;
  const m = minEffectPct / 100;
  const up = ch.scale === "log" ? Math.log1p(m) : m * ch.reference;
  const down = ch.scale === "log" ? Math.log1p(-Math.min(m, 0.999999)) : -m * ch.reference;
  if (se === 0 && d === 0) return "no-change";
  const offset = ch.betweenRun?.offset ?? 0;
  const total = Math.hypot(se, ch.betweenRun?.offsetSe ?? 0);
  const beyond = (x, s, bound, sign, tail, dof = df) => s === 0 ? sign * (x - bound) > 0 : sign * (x - bound) / s > tQuantile(1 - tail, dof);
  const up1 = Math.min(d, d - offset);
  const down1 = Math.max(d, d - offset);
  if (survivesControl(ch, cutoff)) {
    if (up1 > 0 && beyond(up1, se, up, 1, cutoff / 2)) return "up";
    if (down1 < 0 && beyond(down1, se, down, -1, cutoff / 2)) return "down";
  }
  const br = ch.betweenRun;
  if (br && br.offset !== 0 && survivesControl({ se: br.offsetSe, estimate: br.offset, p: br.offsetP }, cutoff)) {
    const shiftUp = beyond(br.offset, br.offsetSe, up, 1, cutoff / 2, Infinity);
    const shiftDown = beyond(br.offset, br.offsetSe, down, -1, cutoff / 2, Infinity);
    if (shiftUp && beyond(d, total, up, 1, cutoff / 2)) return "up";
    if (shiftDown && beyond(d, total, down, -1, cutoff / 2)) return "down";
  }
  if (beyond(d, total, up, -1, alpha / 2) && beyond(d, total, down, 1, alpha / 2)) return "no-change";
  return "inconclusive";
}

// src/core/micro/notes.ts
var NO_NOTES = Object.freeze([]);
var NO_SANITY = [];
var STEP_CACHE_SIZE = 8;
var WARNING_STEPS = 4;
function newNoteTables() {
  return {
    extensions: /* @__PURE__ */ new Map(),
    stepFrom: new Array(STEP_CACHE_SIZE).fill(void 0),
    stepText: new Array(STEP_CACHE_SIZE).fill(""),
    stepTo: new Array(STEP_CACHE_SIZE).fill(NO_NOTES),
    stepNext: 0,
    tests: /* @__PURE__ */ new Map(),
    warningStepFrom: new Array(WARNING_STEPS).fill(void 0),
    warningStepBaseline: new Array(WARNING_STEPS).fill(NO_WARNINGS),
    warningStepCandidate: new Array(WARNING_STEPS).fill(NO_WARNINGS),
    warningStepTest: new Array(WARNING_STEPS).fill(NO_WARNINGS),
    warningStepTo: new Array(WARNING_STEPS).fill(NO_NOTES),
    warningStepNext: 0
  };
}
var isShared = (notes) => Object.isFrozen(notes);
function addNote(bm, text) {
  if (bm.notes.includes(text)) return;
  if (isShared(bm.notes)) bm.notes = [...bm.notes, text];
  else bm.notes.push(text);
}
function rememberStep(t, from, text, to) {
  t.stepFrom[t.stepNext] = from;
  t.stepText[t.stepNext] = text;
  t.stepTo[t.stepNext] = to;
  t.stepNext = (t.stepNext + 1) % STEP_CACHE_SIZE;
}
function addSharedNote(t, bm, text) {
  const notes = bm.notes;
  for (let k = 0; k < STEP_CACHE_SIZE; k++) {
    if (t.stepFrom[k] === notes && t.stepText[k] === text) {
      bm.notes = t.stepTo[k];
      return;
    }
  }
  if (notes.includes(text)) {
    if (isShared(notes)) rememberStep(t, notes, text, notes);
    return;
  }
  if (!isShared(notes)) {
    notes.push(text);
    return;
  }
  let byText = t.extensions.get(notes);
  if (!byText) {
    byText = /* @__PURE__ */ new Map();
    t.extensions.set(notes, byText);
  }
  let next = byText.get(text);
  if (!next) {
    next = Object.freeze([...notes, text]);
    byText.set(text, next);
  }
  rememberStep(t, notes, text, next);
  bm.notes = next;
}
function sharedTest(t, method, u, n1, n2, alpha, warnings) {
  let byU = t.tests.get(warnings);
  if (!byU) {
    byU = /* @__PURE__ */ new Map();
    t.tests.set(warnings, byU);
  }
  const uKey = u ?? -1;
  let list = byU.get(uKey);
  if (!list) {
    list = [];
    byU.set(uKey, list);
  }
  for (const test2 of list) {
    if (test2.method === method && test2.u === u && test2.n1 === n1 && test2.n2 === n2 && test2.alpha === alpha)
      return test2;
  }
  const test = Object.freeze({ method, u, n1, n2, alpha, warnings });
  list.push(test);
  return test;
}
function addSanity(bm, note) {
  if (bm.sanity === NO_SANITY) bm.sanity = [];
  bm.sanity.push(note);
}
function addBenchstatWarnings(t, out, baseline, candidate, test) {
  const from = out.notes;
  for (let k = 0; k < WARNING_STEPS; k++) {
    if (t.warningStepFrom[k] === from && t.warningStepBaseline[k] === baseline && t.warningStepCandidate[k] === candidate && t.warningStepTest[k] === test) {
      out.notes = t.warningStepTo[k];
      return;
    }
  }
  for (const w of baseline) addSharedNote(t, out, w);
  for (const w of candidate) addSharedNote(t, out, w);
  for (const w of test) addSharedNote(t, out, w);
  if (isShared(from)) {
    const k = t.warningStepNext;
    t.warningStepFrom[k] = from;
    t.warningStepBaseline[k] = baseline;
    t.warningStepCandidate[k] = candidate;
    t.warningStepTest[k] = test;
    t.warningStepTo[k] = out.notes;
    t.warningStepNext = (k + 1) % WARNING_STEPS;
  }
}

// src/core/micro/judge.ts
var SUSPECT_REGRESSION_NOTE = "suspect: a sanity check failed (see sanity); it is still a regression and fails the gate unless --suspect warn: check what the sanity note says first";
var SUSPECT_IMPROVEMENT_NOTE = "suspect: a sanity check failed (see sanity); check what it says before trusting this improvement";
function pct(x) {
  return `${x >= 0 ? "+" : ""}${x.toFixed(2)}%`;
}
function newBenchmark(key, ref, baseline, candidate) {
  const { metric, unit, direction, config } = ref;
  return {
    key,
    metric,
    unit,
    direction,
    baseline,
    candidate,
    deltaPct: null,
    pValue: null,
    significant: false,
    basis: "none",
    test: null,
    change: null,
    verdict: "inconclusive",
    suspect: false,
    notes: NO_NOTES,
    sanity: NO_SANITY,
    config
  };
}
function newScratch() {
  const row = newBenchmark(
    "",
    { key: "", metric: "", value: 0, unit: "", direction: "smaller-is-better" },
    null,
    null
  );
  row.config = void 0;
  return { row, baseline: newSide(), candidate: newSide() };
}
function resetRow(row, key, ref, baseline, candidate) {
  row.key = key;
  row.metric = ref.metric;
  row.unit = ref.unit;
  row.direction = ref.direction;
  row.baseline = baseline;
  row.candidate = candidate;
  row.deltaPct = null;
  row.pValue = null;
  row.significant = false;
  row.basis = "none";
  row.test = null;
  row.change = null;
  row.verdict = "inconclusive";
  row.suspect = false;
  row.notes = NO_NOTES;
  row.sanity = NO_SANITY;
  row.config = ref.config;
  if (row.candidateConfig) row.candidateConfig = void 0;
  return row;
}
function judgePair(key, base, cand, opts, scratch, memo) {
  const ref = base ?? cand;
  const baseline = base ? summarizeSideInto(base, opts.confidence, BASELINE_SIDE, scratch ? scratch.baseline : newSide()) : null;
  const candidate = cand ? summarizeSideInto(cand, opts.confidence, CANDIDATE_SIDE, scratch ? scratch.candidate : newSide()) : null;
  const out = scratch ? resetRow(scratch.row, key, ref, baseline, candidate) : newBenchmark(key, ref, baseline, candidate);
  const b = out.baseline;
  const c = out.candidate;
  const full = scratch ? void 0 : memo ?? newJudgeMemo();
  if (full && base && cand && !sameConfig(base.config, cand.config, full))
    out.candidateConfig = cand.config ?? {};
  if (!b || !c || !base || !cand) {
    const note = oneSideNote(b ? "baseline" : "candidate");
    addSanity(out, note);
    addNote(out, note.message);
    return out;
  }
  const unitIssue = unitNote(base.unit, cand.unit);
  if (unitIssue) addSanity(out, unitIssue);
  const scaleIssue = timeUnitNote(base.attrs?.timeUnitSeconds, cand.attrs?.timeUnitSeconds);
  if (scaleIssue) addSanity(out, scaleIssue);
  if (b.median === c.median) out.deltaPct = 0;
  else if (b.median !== 0) out.deltaPct = (c.median / b.median - 1) * 100;
  else addNote(out, "baseline median is 0: \u0394% cannot be computed; the change is judged by sign only");
  if (full && b.basis === "samples" && c.basis === "samples") {
    rankTest(out, b, c, sideSortBuffer(BASELINE_SIDE), sideSortBuffer(CANDIDATE_SIDE), opts, full.notes);
  }
  const nb = base.samples?.length ?? 0;
  const nc = cand.samples?.length ?? 0;
  out.change = estimateChange(
    base,
    sideSortBuffer(BASELINE_SIDE),
    nb,
    cand,
    sideSortBuffer(CANDIDATE_SIDE),
    nc,
    opts.alpha
  );
  if (!out.change) {
    addNote(out, "no samples and no reported error: a single value per side cannot show a change");
    return out;
  }
  out.basis = out.change.method;
  if (out.change.method !== "reported-uncertainty") {
    const few = sampleCountNote(nb, nc, opts.sanity.minSamples);
    if (few) addSanity(out, few);
  }
  if (b.basis === "samples" && c.basis === "samples") {
    const vb = variationNote("baseline", b.cvPct, opts.sanity.maxCvPct);
    if (vb) addSanity(out, vb);
    const vc = variationNote("candidate", c.cvPct, opts.sanity.maxCvPct);
    if (vc) addSanity(out, vc);
    const uneven = unequalVariationNote(b.cvPct, c.cvPct);
    if (uneven) addSanity(out, uneven);
  }
  const r = ratioNote(b.median, c.median, opts.sanity.maxRatio);
  if (r) {
    const up = c.median > b.median;
    const better = out.direction === "smaller-is-better" ? !up : up;
    addSanity(out, better ? largeChangeNote(b.median, c.median, opts.sanity.maxRatio, true) : r);
  }
  return out;
}
var newJudgeMemo = () => ({ notes: newNoteTables() });
function sameConfig(a, b, memo) {
  if (a === b) return true;
  const last = memo.lastConfigs;
  if (last && last.a === a && last.b === b) return last.same;
  const ka = a ? Object.keys(a) : [];
  const kb = b ? Object.keys(b) : [];
  const same = ka.length === kb.length && ka.every((k) => a?.[k] === b?.[k]);
  memo.lastConfigs = { a, b, same };
  return same;
}
function failsSanity(row) {
  return row.sanity.some((s) => SUSPECT_CODES.has(s.code));
}
function verdictOfChange(change, direction, cutoff, opts) {
  if (!change) return "inconclusive";
  const outcome = decideChange(change, cutoff, opts.alpha, opts.minEffectPct);
  if (outcome === "up" || outcome === "down") {
    const worse = direction === "smaller-is-better" ? outcome === "up" : outcome === "down";
    return worse ? "regression" : "improvement";
  }
  return outcome;
}
function settleVerdict(out, cutoff, tests, opts) {
  const ch = out.change;
  if (!ch) return;
  ch.significant = cutoff > 0 && ch.p <= cutoff;
  if (out.test === null) out.significant = ch.significant;
  out.verdict = verdictOfChange(ch, out.direction, cutoff, opts);
  const sides = [
    ["baseline", ch.reported.baseline],
    ["candidate", ch.reported.candidate]
  ].filter(([, what]) => what !== null);
  if (sides.length > 0) {
    addNote(
      out,
      `fewer than ${MIN_OWN_SAMPLES} samples: judged by the tool's own uncertainty (` + sides.map(([side, what]) => `${side}: ${what}`).join("; ") + ")"
    );
  }
  if (ch.method === "single-value")
    addNote(
      out,
      ch.betweenRun ? "one value per side (no samples): judged against how far a benchmark moves between runs alone" : "no samples and no reported error: a single value per side cannot show a change"
    );
  if (ch.betweenRun?.widened) addNote(out, ch.betweenRun.widened);
  const interval = `${pct(ch.pct)} [${pct(ch.ciLowPct)}, ${pct(ch.ciHighPct)}]`;
  if (out.verdict === "inconclusive") {
    addNote(
      out,
      ch.p <= opts.alpha && !ch.significant ? `p=${formatP(ch.p)} is below \u03B1=${opts.alpha} but not after Benjamini\u2013Hochberg over ${tests} tests: inconclusive` : `inconclusive: the change ${interval} (${Math.round(ch.confidence * 100)}%) neither rules out nor confirms a change of \xB1${opts.minEffectPct}%`
    );
  }
  if ((out.verdict === "regression" || out.verdict === "improvement") && failsSanity(out)) {
    out.suspect = true;
    addNote(out, out.verdict === "regression" ? SUSPECT_REGRESSION_NOTE : SUSPECT_IMPROVEMENT_NOTE);
  }
}
function formatP(p) {
  return p < 1e-3 ? p.toExponential(1) : p.toFixed(3);
}
function newSampleComparison() {
  return { p: 1, n1: 0, n2: 0, alpha: DEFAULT_ALPHA, warnings: NO_WARNINGS };
}
function rankTest(out, b, c, sb, sc, opts, notes) {
  const cmp = reusedRecord(newSampleComparison);
  compareSortedSamplesInto(sb, b.n, sc, c.n, opts.alpha, cmp);
  out.pValue = cmp.p;
  out.significant = isSignificant(cmp);
  out.test = sharedTest(
    notes,
    cmp.method ? `mann-whitney-${cmp.method}` : "mann-whitney-failed",
    cmp.u ?? null,
    cmp.n1,
    cmp.n2,
    cmp.alpha,
    cmp.warnings
  );
  addBenchstatWarnings(notes, out, b.warnings, c.warnings, cmp.warnings);
}

export {
  BASELINE_SIDE,
  CANDIDATE_SIDE,
  sampleSpread,
  addNote,
  addSanity,
  fitPriorsByMetric,
  moderateChange,
  testChange,
  isControlledTest,
  benjaminiHochbergCutoffSorted,
  pct,
  newScratch,
  judgePair,
  newJudgeMemo,
  failsSanity,
  verdictOfChange,
  settleVerdict
};
