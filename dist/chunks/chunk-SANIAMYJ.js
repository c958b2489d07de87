import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  betweenRunNoise,
  robustLogShift
} from "./chunk-IIJBCLXK.js";
import {
  BASELINE_SIDE,
  CANDIDATE_SIDE,
  addNote,
  addSanity,
  benjaminiHochbergCutoffSorted,
  failsSanity,
  fitPriorsByMetric,
  isControlledTest,
  judgePair,
  moderateChange,
  newJudgeMemo,
  newScratch,
  sampleSpread,
  settleVerdict,
  testChange,
  verdictOfChange
} from "./chunk-LPTSOGCD.js";
import {
  medianHalfWidth,
  microVerdict,
  microVerdictReason,
  settleRuns
} from "./chunk-NLVAO74K.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-YQ4LVVUF.js";
import {
  wilcoxonSignedRank
} from "./chunk-4LT4GYWH.js";
import {
  DEFAULT_SANITY,
  addToGeomeanLists,
  flatVsGrowingNote,
  geomeanRowOfLists,
  newGeomeanLists
} from "./chunk-XPGBNEZS.js";
import {
  sideSortBuffer,
  studentTQuantile
} from "./chunk-YPIYRYS5.js";

// src/core/micro/chunk-series.ts
var MIN_JUDGED_CHUNKS = 6;
function chunkId(key) {
  return key.startsWith("chunk ") ? key.slice(6) : null;
}
function byMetric(rs) {
  const out = /* @__PURE__ */ new Map();
  for (const m of rs.measurements) {
    const id = chunkId(m.key);
    if (id === null) continue;
    let series = out.get(m.metric);
    if (!series) {
      series = /* @__PURE__ */ new Map();
      out.set(m.metric, series);
    }
    series.set(id, m);
  }
  return out;
}
function pct(ratio) {
  return (ratio - 1) * 100;
}
function medianOf(values) {
  const s = Float64Array.from(values).sort();
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}
function judge(s, logRatios, opts) {
  if (logRatios.length < MIN_JUDGED_CHUNKS) {
    s.verdict = "inconclusive";
    s.reason = `only ${logRatios.length} paired chunks with positive times; need \u2265 ${MIN_JUDGED_CHUNKS} to judge`;
    return;
  }
  const total = s.totalDeltaPct ?? 0;
  if (s.pValue > opts.alpha) {
    s.verdict = "no-change";
    s.reason = `per-chunk changes are centred on zero (Wilcoxon p=${s.pValue.toFixed(3)} > \u03B1=${opts.alpha})`;
    return;
  }
  const median = s.medianDeltaPct ?? 0;
  if (Math.abs(total) < opts.minEffectPct || Math.sign(total) !== Math.sign(median)) {
    s.verdict = "no-change";
    s.reason = Math.abs(total) < opts.minEffectPct ? `total \u0394 ${total.toFixed(2)}% is below the minimum effect of ${opts.minEffectPct}%` : `the typical chunk (${median.toFixed(2)}%) and the total (${total.toFixed(2)}%) move in opposite directions`;
    return;
  }
  const worse = s.direction === "smaller-is-better" ? total > 0 : total < 0;
  s.verdict = worse ? "regression" : "improvement";
  s.reason = `total ${total >= 0 ? "+" : ""}${total.toFixed(2)}%, typical chunk ${median >= 0 ? "+" : ""}${median.toFixed(2)}% (Wilcoxon p=${s.pValue.toFixed(3)} over ${logRatios.length} chunks)`;
}
function compareChunkSeries(baseline, candidate, opts) {
  const base = byMetric(baseline);
  const cand = byMetric(candidate);
  const out = [];
  for (const [metric, bSeries] of base) {
    const cSeries = cand.get(metric) ?? /* @__PURE__ */ new Map();
    const first = bSeries.values().next().value;
    const s = {
      metric,
      unit: first.unit,
      direction: first.direction,
      chunks: [],
      baseline: [],
      candidate: [],
      deltaPct: [],
      baselineCumulative: [],
      candidateCumulative: [],
      baselineTotal: 0,
      candidateTotal: 0,
      totalDeltaPct: null,
      medianDeltaPct: null,
      pValue: 1,
      onlyInBaseline: 0,
      onlyInCandidate: 0,
      verdict: "inconclusive",
      reason: ""
    };
    const logRatios = [];
    const ratios = [];
    for (const [id, b] of bSeries) {
      const c = cSeries.get(id);
      if (!c) {
        s.onlyInBaseline++;
        continue;
      }
      s.chunks.push(id);
      s.baseline.push(b.value);
      s.candidate.push(c.value);
      s.deltaPct.push(b.value !== 0 ? pct(c.value / b.value) : null);
      s.baselineTotal += b.value;
      s.candidateTotal += c.value;
      s.baselineCumulative.push(s.baselineTotal);
      s.candidateCumulative.push(s.candidateTotal);
      if (b.value > 0 && c.value > 0) {
        ratios.push(c.value / b.value);
        logRatios.push(Math.log(c.value / b.value));
      }
    }
    for (const id of cSeries.keys()) if (!bSeries.has(id)) s.onlyInCandidate++;
    s.totalDeltaPct = s.baselineTotal !== 0 ? pct(s.candidateTotal / s.baselineTotal) : null;
    if (ratios.length > 0) s.medianDeltaPct = pct(medianOf(ratios));
    if (logRatios.length > 0) s.pValue = wilcoxonSignedRank(logRatios).pValue;
    judge(s, logRatios, opts);
    out.push(s);
  }
  return out;
}

// src/core/scaling/families.ts
var NUM_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
var KEY_PARAM_RE = /(?:^|[/\s,;:(])([A-Za-z_][\w.]*)=([+-]?\d+(?:\.\d+)?)(?=$|[-/\s,;:)])/g;
function numericParams(m) {
  const out = {};
  let found = false;
  if (m.params) {
    for (const k in m.params) {
      const v = m.params[k];
      if (NUM_RE.test(v)) {
        out[k] = Number(v);
        found = true;
      }
    }
    if (found) return out;
  }
  if (!m.key.includes("=")) return out;
  for (const match of m.key.matchAll(KEY_PARAM_RE)) out[match[1]] = Number(match[2]);
  return out;
}
function atBoundary(key, start, end) {
  return (start === 0 || isBefore(key.charCodeAt(start - 1))) && (end === key.length || isAfter(key.charCodeAt(end)));
}
function isBefore(c) {
  return c === 47 || c === 32 || c === 9 || c === 44 || c === 59 || c === 58 || c === 40 || c === 35 || c === 91;
}
function isAfter(c) {
  return c === 45 || c === 47 || c === 32 || c === 9 || c === 44 || c === 59 || c === 58 || c === 41 || c === 93 || c === 95;
}
function tokenAt(key, needle) {
  for (let i = key.indexOf(needle); i >= 0; i = key.indexOf(needle, i + 1)) {
    if (atBoundary(key, i, i + needle.length)) return i;
  }
  return -1;
}
var newSpan = () => ({ at: 0, end: 0, replacement: "" });
function spanOf(span, key, needle, replacement) {
  const at = tokenAt(key, needle);
  if (at < 0) return false;
  span.at = at;
  span.end = at + needle.length;
  span.replacement = replacement;
  return true;
}
function familyLabelSpan(span, key, param, raw) {
  return spanOf(span, key, `${param}=${raw}`, `${param}=*`) || spanOf(span, key, `${param}:${raw}`, `${param}:*`) || spanOf(span, key, `${raw}_${param}`, `*_${param}`) || spanOf(span, key, `${raw} ${param}`, `* ${param}`) || /^arg\d+$/.test(param) && positionalSpan(span, key, Number(param.slice(3)), raw);
}
function familyLabel(key, param, raw) {
  const span = newSpan();
  if (!familyLabelSpan(span, key, param, raw)) return null;
  return `${key.slice(0, span.at)}${span.replacement}${key.slice(span.end)}`;
}
function positionalSpan(span, key, index, raw) {
  const re = /[/#[]([+-]?\d+(?:\.\d+)?)(?=$|[/\]#\s-])/g;
  let seen = 0;
  for (const m of key.matchAll(re)) {
    if (seen++ !== index) continue;
    if (m[1] !== raw) return false;
    span.at = (m.index ?? 0) + 1;
    span.end = span.at + raw.length;
    span.replacement = "*";
    return true;
  }
  return false;
}
function spanLabelHash(span, key) {
  let h = 0;
  for (let i = 0; i < span.at; i++) h = Math.imul(h, 31) + key.charCodeAt(i) & 1073741823;
  for (let i = 0; i < span.replacement.length; i++)
    h = Math.imul(h, 31) + span.replacement.charCodeAt(i) & 1073741823;
  for (let i = span.end; i < key.length; i++) h = Math.imul(h, 31) + key.charCodeAt(i) & 1073741823;
  return h;
}
function costUnitOf(unit, inverted) {
  if (!inverted) return unit;
  return unit === "ops/s" ? "s" : `1/(${unit})`;
}
var NO_FAMILIES = [];
function numericParamsOf(m, cache) {
  if (!m.params) return numericParams(m);
  let nums = cache.get(m.params);
  if (nums === void 0) {
    let fromParams = false;
    for (const k in m.params)
      if (NUM_RE.test(m.params[k])) {
        fromParams = true;
        break;
      }
    nums = fromParams ? numericParams(m) : null;
    cache.set(m.params, nums);
  }
  return nums ?? numericParams(m);
}
function familiesOfKey(m, cache) {
  let labels;
  const nums = numericParamsOf(m, cache);
  for (const param in nums) {
    const n = nums[param];
    const label = familyLabel(m.key, param, m.params?.[param] ?? String(n));
    if (label !== null) (labels ??= []).push([param, n, label]);
  }
  return labels ?? NO_FAMILIES;
}
var MIN_FAMILY_SPAN = 2;
function findFamiliesOfSides(sides) {
  const paramsCache = /* @__PURE__ */ new Map();
  if (!mayShareLabels(sides, paramsCache)) return sides.map(() => []);
  const labelsOfKey = /* @__PURE__ */ new Map();
  const keysOfLabel = /* @__PURE__ */ new Map();
  let shared = 0;
  for (const side of sides) {
    for (const [key, list] of side) {
      if (labelsOfKey.has(key)) continue;
      const labels = familiesOfKey(list[0], paramsCache);
      labelsOfKey.set(key, labels);
      for (const [, , label] of labels) {
        const count = (keysOfLabel.get(label) ?? 0) + 1;
        keysOfLabel.set(label, count);
        if (count === 2) shared++;
      }
    }
  }
  return sides.map((side) => shared === 0 ? [] : familiesOfSide(side, labelsOfKey, keysOfLabel));
}
function mayShareLabels(sides, cache) {
  function* firstOfKeys() {
    for (const side of sides) for (const list of side.values()) yield list[0];
  }
  return screenFamilyLabels(firstOfKeys(), cache);
}
function mayShareFamilyLabels(firstOfKeys) {
  return screenFamilyLabels(firstOfKeys, /* @__PURE__ */ new Map());
}
function screenFamilyLabels(firstOfKeys, cache) {
  const keyOfLabel = /* @__PURE__ */ new Map();
  const span = newSpan();
  for (const m of firstOfKeys) {
    const nums = numericParamsOf(m, cache);
    for (const param in nums) {
      if (!familyLabelSpan(span, m.key, param, m.params?.[param] ?? String(nums[param]))) continue;
      const h = spanLabelHash(span, m.key);
      const seen = keyOfLabel.get(h);
      if (seen === void 0) keyOfLabel.set(h, m.key);
      else if (seen !== m.key) return true;
    }
  }
  return false;
}
function familiesOfSide(side, labelsOfKey, keysOfLabel) {
  const groups = /* @__PURE__ */ new Map();
  for (const [key, list] of side) {
    const labels = labelsOfKey.get(key) ?? NO_FAMILIES;
    for (const [param, n, label] of labels) {
      if ((keysOfLabel.get(label) ?? 0) < 2) continue;
      for (const m of list) {
        const inverted = m.direction === "bigger-is-better";
        const cost = inverted ? 1 / m.value : m.value;
        const id = `${m.metric}\0${label}`;
        let fam = groups.get(id);
        if (!fam) {
          fam = {
            label,
            metric: m.metric,
            unit: m.unit,
            costUnit: costUnitOf(m.unit, inverted),
            inverted,
            param,
            points: []
          };
          groups.set(id, fam);
        }
        fam.points.push({ n, key: m.key, value: m.value, cost });
      }
    }
  }
  const out = [];
  for (const fam of groups.values()) {
    if (fam.points.length < 2) continue;
    const distinct = new Set(fam.points.map((p) => p.n));
    if (distinct.size !== fam.points.length) continue;
    fam.points.sort((a, b) => a.n - b.n);
    const first = fam.points[0].n;
    if (first > 0 && fam.points[fam.points.length - 1].n < MIN_FAMILY_SPAN * first) continue;
    out.push(fam);
  }
  return out;
}

// src/core/stats/least-squares.ts
function leastSquares(xs, ys) {
  const n = xs.length;
  if (n !== ys.length) throw new Error("leastSquares: xs and ys differ in length");
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i];
    my += ys[i];
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - mx;
    const dy = ys[i] - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const slope = sxx === 0 ? NaN : sxy / sxx;
  const intercept = my - slope * mx;
  let sse = 0;
  for (let i = 0; i < n; i++) {
    const r = ys[i] - (intercept + slope * xs[i]);
    sse += r * r;
  }
  const slopeStdErr = n > 2 && sxx > 0 ? Math.sqrt(sse / (n - 2) / sxx) : NaN;
  const r2 = syy === 0 ? 1 : 1 - sse / syy;
  return { n, slope, intercept, slopeStdErr, r2 };
}

// src/core/scaling/fits.ts
function growthExponent(ns, values, confidence = 0.95) {
  const keep = ns.map((n, i) => [n, values[i]]).filter(([n, v]) => n > 0 && v > 0);
  if (keep.length < 2) return { exponent: NaN, ciLow: NaN, ciHigh: NaN, r2: NaN, points: keep.length };
  const fit = leastSquares(
    keep.map(([n]) => Math.log(n)),
    keep.map(([, v]) => Math.log(v))
  );
  let half = Infinity;
  if (keep.length > 2) half = studentTQuantile(1 - (1 - confidence) / 2, keep.length - 2) * fit.slopeStdErr;
  return {
    exponent: fit.slope,
    ciLow: fit.slope - half,
    ciHigh: fit.slope + half,
    r2: fit.r2,
    points: keep.length
  };
}
function fixedPlusPerItem(ns, values) {
  const fit = leastSquares(ns, values);
  return { fixed: fit.intercept, perItem: fit.slope, r2: fit.r2 };
}
function crossoverN(a, b) {
  const db = a.perItem - b.perItem;
  if (db === 0 || !Number.isFinite(db)) return null;
  const n = (b.fixed - a.fixed) / db;
  return n > 0 && Number.isFinite(n) ? n : null;
}

// src/core/scaling/scaling.ts
function fitFamily(fam) {
  const ns = fam.points.map((p) => p.n);
  const cs = fam.points.map((p) => p.cost);
  const growth = growthExponent(ns, cs);
  const shape = !Number.isFinite(growth.exponent) ? "unclear" : growth.exponent < 0.2 ? "flat" : growth.exponent > 0.5 ? "grows" : "unclear";
  return { ...fam, growth, perItemExponent: growth.exponent - 1, cost: fixedPlusPerItem(ns, cs), shape };
}
var LINEAR_FIT_R2 = 0.9;
function isLinearCost(f) {
  const smallest = f.points[0]?.cost ?? 0;
  return f.cost.r2 >= LINEAR_FIT_R2 && f.cost.fixed >= -0.1 * smallest && f.cost.perItem >= 0 && f.growth.exponent <= 1.3;
}
function analyzeScalingOfSides(sides, maxSiblingsPerGroup = 8) {
  return findFamiliesOfSides(sides).map((fams) => analyzeFamilies(fams, maxSiblingsPerGroup));
}
function noScaling() {
  return analyzeFamilies([], 8);
}
function analyzeFamilies(found, maxSiblingsPerGroup) {
  const families = found.map(fitFamily).filter((f) => Number.isFinite(f.growth.exponent));
  const bySet = /* @__PURE__ */ new Map();
  for (const f of families) {
    const id = `${f.metric}\0${f.param}\0${f.points.map((p) => p.n).join(",")}`;
    const list = bySet.get(id) ?? [];
    list.push(f);
    bySet.set(id, list);
  }
  const crossovers = [];
  const notes = [];
  for (const list of bySet.values()) {
    const sibs = list.slice(0, maxSiblingsPerGroup);
    for (let i = 0; i < sibs.length; i++) {
      for (let j = i + 1; j < sibs.length; j++) {
        const c = crossoverOf(sibs[i], sibs[j]);
        if (c.note) notes.push(c.note);
        crossovers.push(c);
      }
    }
  }
  return { families, crossovers, notes };
}
function crossoverOf(a, b) {
  const n = crossoverN(a.cost, b.cost);
  const at = (f, x) => f.cost.fixed + f.cost.perItem * x;
  const probe = n === null ? a.points[0].n : n / 2;
  const c = {
    a: a.label,
    b: b.label,
    metric: a.metric,
    param: a.param,
    n,
    cheaperBelow: at(a, probe) <= at(b, probe) ? a.label : b.label,
    linear: isLinearCost(a) && isLinearCost(b)
  };
  if (a.shape === "flat" && b.shape === "grows" || a.shape === "grows" && b.shape === "flat") {
    const [flat, grows] = a.shape === "flat" ? [a, b] : [b, a];
    c.note = `suspect: ${flat.label} is flat in ${a.param} (exponent ${flat.growth.exponent.toFixed(2)}) while ${grows.label} grows (exponent ${grows.growth.exponent.toFixed(2)}); check that the flat variant really does work proportional to ${a.param} (dead-code elimination, cached or skipped work).`;
  }
  return c;
}
var EXPONENT_CHANGE = 0.3;
function sideOf(f) {
  if (!f) return null;
  return {
    exponent: f.growth.exponent,
    ciLow: f.growth.ciLow,
    ciHigh: f.growth.ciHigh,
    perItemExponent: f.perItemExponent,
    fixed: f.cost.fixed,
    perItem: f.cost.perItem,
    costR2: f.cost.r2,
    costLinear: isLinearCost(f),
    shape: f.shape,
    points: f.points.length
  };
}
function compareScaling(baseline, candidate) {
  const id = (f) => `${f.metric}\0${f.param}\0${f.label}`;
  const base = new Map(baseline.families.map((f) => [id(f), f]));
  const cand = new Map(candidate.families.map((f) => [id(f), f]));
  const families = [];
  const seen = /* @__PURE__ */ new Set();
  for (const f of [...baseline.families, ...candidate.families]) {
    const k = id(f);
    if (seen.has(k)) continue;
    seen.add(k);
    const b = base.get(k);
    const c = cand.get(k);
    const change = b && c ? c.growth.exponent - b.growth.exponent : null;
    families.push({
      label: f.label,
      metric: f.metric,
      param: f.param,
      costUnit: f.costUnit,
      inverted: f.inverted,
      baseline: sideOf(b),
      candidate: sideOf(c),
      exponentChange: change,
      changed: change !== null && Math.abs(change) >= EXPONENT_CHANGE
    });
  }
  const cid = (x) => `${x.metric}\0${x.param}\0${x.a}\0${x.b}`;
  const baseX = new Map(baseline.crossovers.map((x) => [cid(x), x]));
  const candX = new Map(candidate.crossovers.map((x) => [cid(x), x]));
  const crossovers = [];
  const seenX = /* @__PURE__ */ new Set();
  for (const x of [...baseline.crossovers, ...candidate.crossovers]) {
    const k = cid(x);
    if (seenX.has(k)) continue;
    seenX.add(k);
    const b = baseX.get(k);
    const c = candX.get(k);
    crossovers.push({
      a: x.a,
      b: x.b,
      metric: x.metric,
      param: x.param,
      baselineN: b?.n ?? null,
      candidateN: c?.n ?? null,
      baselineCheaperBelow: b?.cheaperBelow ?? null,
      candidateCheaperBelow: c?.cheaperBelow ?? null,
      baselineLinear: b?.linear ?? false,
      candidateLinear: c?.linear ?? false
    });
  }
  return { families, crossovers };
}

// src/core/micro/columns.ts
var MEASUREMENT_COLUMNS = /* @__PURE__ */ Symbol("benchdelta.measurementColumns");
function attachMeasurementColumns(rs, columns) {
  Object.defineProperty(rs, MEASUREMENT_COLUMNS, { value: columns, enumerable: false });
}
function unreadColumnsOf(rs) {
  const columns = rs[MEASUREMENT_COLUMNS];
  return columns && !columns.measurementsRead ? columns : void 0;
}
function measurementCount(rs) {
  return unreadColumnsOf(rs)?.count ?? rs.measurements.length;
}
function columnSides(sets) {
  const sides = [];
  for (const rs of sets) {
    const columns = unreadColumnsOf(rs);
    if (!columns) return null;
    if (sides.length > 0 && alignedWith(sides[0].columns, columns)) {
      sides.push({ columns, firstRow: sides[0].firstRow, aligned: true });
      continue;
    }
    const { keys, units } = columns;
    const firstRow = /* @__PURE__ */ new Map();
    let group = 0;
    for (let row = 0; row < columns.count; row++) {
      const key = keys[row];
      if (row === 0 || key !== keys[row - 1]) {
        const size = firstRow.size;
        firstRow.set(key, row);
        if (firstRow.size === size) return null;
        group = row;
      } else {
        const metric = units[row].metric;
        for (let r = group; r < row; r++) if (units[r].metric === metric) return null;
      }
    }
    sides.push({ columns, firstRow, aligned: false });
  }
  const view = { key: "", params: void 0 };
  const seenBefore = (key, side) => {
    for (let s = 0; s < side; s++) if (sides[s].firstRow.has(key)) return true;
    return false;
  };
  function* firstRows() {
    for (let s = 0; s < sides.length; s++) {
      const { columns, firstRow, aligned } = sides[s];
      if (aligned) continue;
      for (const row of firstRow.values()) {
        const key = columns.keys[row];
        if (s > 0 && seenBefore(key, s)) continue;
        view.key = key;
        view.params = columns.params[row];
        yield view;
      }
    }
  }
  return mayShareFamilyLabels(firstRows()) ? null : sides;
}
function newColumnView() {
  return {
    key: "",
    metric: "",
    value: 0,
    unit: "",
    direction: "smaller-is-better",
    samples: [],
    params: void 0,
    attrs: void 0,
    config: void 0
  };
}
function loadColumnView(view, columns, row) {
  const unit = columns.units[row];
  const samples = view.samples;
  columns.samplesInto(row, samples);
  view.key = columns.keys[row];
  view.metric = unit.metric;
  view.unit = unit.unit;
  view.direction = unit.direction;
  view.value = samples.length === 0 ? columns.valueOf(row, samples) : NaN;
  view.params = columns.params[row];
  view.attrs = columns.attrsOf(row);
  view.config = columns.configs[row];
  return view;
}
function rowOfMetric(side, first, metric) {
  if (first === void 0) return -1;
  const { keys, units, count } = side.columns;
  const key = keys[first];
  for (let row = first; row < count && keys[row] === key; row++) if (units[row].metric === metric) return row;
  return -1;
}
function groupAt(side, row, key) {
  const keys = side.columns.keys;
  return row < side.columns.count && keys[row] === key && (row === 0 || keys[row - 1] !== key) ? row : void 0;
}
function alignedWith(b, c) {
  if (b.count !== c.count) return false;
  for (let row = 0; row < b.count; row++) {
    if (b.units[row].metric !== c.units[row].metric) return false;
    if (row > 0 && b.keys[row] === b.keys[row - 1] && c.keys[row] === c.keys[row - 1]) continue;
    if (b.keys[row] !== c.keys[row]) return false;
  }
  return true;
}
function alignedPairs(base, cand, baseline, candidate) {
  const bc = base.columns;
  const cc = cand.columns;
  const views = [newColumnView(), newColumnView()];
  return {
    keys: bc.keys,
    metricAt: (i) => bc.units[i].metric,
    judged: (i, side) => loadColumnView(views[side], side === BASELINE_SIDE ? bc : cc, i),
    real: (i, side) => (side === BASELINE_SIDE ? baseline : candidate).measurements[i],
    duplicates: 0
  };
}
function columnPairs(base, cand, baseline, candidate) {
  const keys = [];
  const metrics = [];
  const baseRows = [];
  const candRows = [];
  const bc = base.columns;
  const cc = cand.columns;
  let candFirst;
  for (let row = 0; row < bc.count; row++) {
    const key = bc.keys[row];
    if (row === 0 || key !== bc.keys[row - 1]) candFirst = groupAt(cand, row, key) ?? cand.firstRow.get(key);
    const metric = bc.units[row].metric;
    keys.push(key);
    metrics.push(metric);
    baseRows.push(row);
    candRows.push(rowOfMetric(cand, candFirst, metric));
  }
  let baseFirst;
  for (let row = 0; row < cc.count; row++) {
    const key = cc.keys[row];
    if (row === 0 || key !== cc.keys[row - 1]) baseFirst = groupAt(base, row, key) ?? base.firstRow.get(key);
    const metric = cc.units[row].metric;
    if (rowOfMetric(base, baseFirst, metric) >= 0) continue;
    keys.push(key);
    metrics.push(metric);
    baseRows.push(-1);
    candRows.push(row);
  }
  const views = [newColumnView(), newColumnView()];
  return {
    keys,
    metricAt: (i) => metrics[i],
    judged(i, side) {
      const row = side === BASELINE_SIDE ? baseRows[i] : candRows[i];
      return row < 0 ? void 0 : loadColumnView(views[side], side === BASELINE_SIDE ? bc : cc, row);
    },
    real(i, side) {
      const row = side === BASELINE_SIDE ? baseRows[i] : candRows[i];
      return row < 0 ? void 0 : (side === BASELINE_SIDE ? baseline : candidate).measurements[row];
    },
    duplicates: 0
  };
}

// src/core/micro/families.ts
function fmtExp(x) {
  return x.toFixed(2);
}
function applyScalingNotes(benchmarks, changes) {
  for (const f of changes.families) {
    if (!f.baseline || !f.candidate) continue;
    const be = f.baseline.exponent;
    const ce = f.candidate.exponent;
    const note = flatVsGrowingNote(f.param, be, ce);
    if (!note && !f.changed) continue;
    for (const bm of familyMembers(benchmarks, f.label, f.metric)) {
      if (f.changed) {
        addNote(
          bm,
          `growth in ${f.param} changed: exponent ${fmtExp(be)} \u2192 ${fmtExp(ce)} per op, ${fmtExp(f.baseline.perItemExponent)} \u2192 ${fmtExp(f.candidate.perItemExponent)} per ${f.param} (${f.label})`
        );
        const ratio = bm.sanity.find((s) => s.code === "implausible-ratio");
        if (ratio) {
          ratio.message = ratio.message.replace(
            /; fine for an algorithmic fix, but check/,
            `; the gain grows with ${f.param} (growth exponent ${fmtExp(be)} \u2192 ${fmtExp(ce)}), as an algorithmic fix's does; still check`
          );
        }
      }
      if (note) addSanity(bm, note);
    }
  }
}
function familyMembers(benchmarks, label, metric) {
  const members = [];
  forEachFamilyMember(
    benchmarks.length,
    (i) => benchmarks[i].key,
    (i) => benchmarks[i].metric,
    label,
    metric,
    (i) => members.push(benchmarks[i])
  );
  return members;
}
function forEachFamilyMember(count, keyOf, metricOf, label, metric, visit) {
  const star = label.indexOf("*");
  const prefix = label.slice(0, star);
  const suffix = label.slice(star + 1);
  for (let i = 0; i < count; i++) {
    const key = keyOf(i);
    if (metricOf(i) !== metric || key.length <= prefix.length + suffix.length) continue;
    if (!key.startsWith(prefix) || !key.endsWith(suffix)) continue;
    const middle = key.slice(prefix.length, key.length - suffix.length);
    if (/^[+-]?\d+(?:\.\d+)?$/.test(middle)) visit(i);
  }
}
function markFlatFamilies(keys, metricAt, failsSanity2, changes) {
  for (const f of changes.families) {
    if (!f.baseline || !f.candidate) continue;
    if (!flatVsGrowingNote(f.param, f.baseline.exponent, f.candidate.exponent)) continue;
    forEachFamilyMember(
      keys.length,
      (i) => keys[i],
      metricAt,
      f.label,
      f.metric,
      (i) => {
        failsSanity2[i] = 1;
      }
    );
  }
}

// src/core/micro/between-run/summary.ts
function applyBetweenRun(ch, noise, i, alpha) {
  if (!ch || !noise || noise.applies[i] !== 1) return;
  ch.betweenRun = {
    source: noise.source,
    withinSe: ch.se,
    offset: noise.offset[i],
    offsetSe: Math.sqrt(noise.offsetVariance[i]),
    offsetP: noise.shiftOf[i]?.p ?? 1
  };
  const widened = noise.widened?.get(i);
  if (widened) ch.betweenRun.widened = widened;
  ch.estimate = noise.estimate[i];
  ch.se = Math.sqrt(noise.variance[i]);
  ch.df = noise.df[i];
  testChange(ch, alpha);
}
var signed = (x) => `${x >= 0 ? "+" : ""}${x.toFixed(1)}%`;
function shiftSentence(s, source) {
  const claimed = s.verdict === "regression" || s.verdict === "improvement";
  const replicated = source === "replicates";
  const cannot = replicated ? "runs of each side taken one after another share the drift of their sitting, so they cannot tell it from the machine (interleave the runs and give --interleaved to tell)" : "one run per side cannot tell it from the machine";
  const offCpu = s.offCpuPct === void 0 || Math.abs(s.offCpuPct) < 0.05 ? "" : `, ${signed(s.offCpuPct)} of it apart from its CPU time (time off the CPU: other load; taken as run drift)`;
  const loaded = s.runDriftPct === void 0 ? "" : `, judged against \xB1${s.runDriftPct.toFixed(1)}% run drift (as much as one of its benchmarks moves between runs here: load slows whole runs)`;
  return `the whole suite's ${s.metric} moved ${signed(s.pct)} [${signed(s.ciLowPct)}, ${signed(s.ciHighPct)}]${offCpu}${loaded}` + (claimed ? `, beyond the run drift assumed: ${s.verdict === "improvement" ? "an" : "a"} ${s.verdict} of the whole suite (rows that moved with it share it)` : s.ciLowPct > 0 || s.ciHighPct < 0 ? ` (its 95% interval leaves out no change, but it is not beyond the run drift at the level the multiple-comparison control needs: ${cannot}; each row is judged apart from it)` : replicated ? ` (within the run drift: ${cannot}; each row is judged apart from it)` : " (within the run drift one run per side cannot tell from a change of the code; each row is judged apart from it)");
}
function summarizeBetweenRun(noise, changes, directions, metricAt, cutoff, opts) {
  const directionOf = (metric) => {
    for (let i = 0; i < changes.length; i++) if (metricAt(i) === metric) return directions[i];
    return "smaller-is-better";
  };
  const changesBy = /* @__PURE__ */ new Map();
  changes.forEach((ch, i) => {
    if (!ch?.betweenRun) return;
    const list = changesBy.get(metricAt(i)) ?? [];
    list.push(ch);
    changesBy.set(metricAt(i), list);
  });
  let ruledOutMetric = null;
  for (const [metric, list] of changesBy)
    if (ruledOutMetric === null || list.length > changesBy.get(ruledOutMetric).length)
      ruledOutMetric = metric;
  const main = ruledOutMetric === null ? [] : changesBy.get(ruledOutMetric);
  const widths = main.map((ch) => Math.max(Math.abs(ch.ciLowPct), Math.abs(ch.ciHighPct))).sort((a, b) => a - b);
  return {
    source: noise.source,
    description: noise.description,
    typicalPct: noise.typicalPct,
    ruledOutPct: widths.length > 0 ? widths[widths.length >> 1] : null,
    ruledOutMetric: changesBy.size > 1 ? ruledOutMetric : null,
    // Replicated runs only: one run per side's interval is mostly its prior's, not measured noise (settle.ts).
    ...settleOf(noise.replicateRuns, main, opts),
    onePrRunAgainstHistory: noise.historyLevel?.candidateRuns === 1,
    shifts: noise.shifts.map(({ metric, change, offCpu, runDrift }) => ({
      metric,
      pct: change.pct,
      ciLowPct: change.ciLowPct,
      ciHighPct: change.ciHighPct,
      p: change.p,
      verdict: verdictOfChange(change, directionOf(metric), cutoff, opts),
      ...offCpu === void 0 ? {} : { offCpuPct: Math.expm1(offCpu) * 100 },
      ...runDrift === void 0 ? {} : { runDriftPct: Math.expm1(runDrift) * 100 }
    }))
  };
}
function settleOf(runs, rows, opts) {
  const settle = runs ? settleRuns(medianHalfWidth(rows), runs, opts.minEffectPct) : null;
  return settle ? { settle } : {};
}

// src/core/micro/pairs.ts
function indexMeasurements(rs) {
  const byKey = /* @__PURE__ */ new Map();
  const ordered = [];
  let duplicates = 0;
  let lastKey;
  let list = [];
  for (const m of rs.measurements) {
    if (m.key !== lastKey) {
      lastKey = m.key;
      const found = byKey.get(m.key);
      if (!found) {
        list = [m];
        byKey.set(m.key, list);
        ordered.push(m);
        continue;
      }
      list = found;
    }
    let at = -1;
    for (let i = 0; i < list.length; i++) if (list[i].metric === m.metric) at = i;
    if (at < 0) {
      list.push(m);
      ordered.push(m);
    } else {
      duplicates++;
      list[at] = m;
    }
  }
  if (duplicates > 0) {
    for (let i = 0; i < ordered.length; i++)
      ordered[i] = lookupIn(byKey, ordered[i].key, ordered[i].metric);
  }
  return { byKey, ordered, duplicates };
}
function lookupIn(byKey, key, metric) {
  const list = byKey.get(key);
  return list && metricIn(list, metric);
}
function metricIn(list, metric) {
  for (const m of list) if (m.metric === metric) return m;
  return void 0;
}
function pairsOfIndexes(baseIndex, cand) {
  const keys = [];
  const metrics = [];
  const bases = [];
  const cands = [];
  let lastKey;
  let other;
  for (const b of baseIndex.ordered) {
    if (b.key !== lastKey) {
      lastKey = b.key;
      other = cand.byKey.get(b.key);
    }
    keys.push(b.key);
    metrics.push(b.metric);
    bases.push(b);
    cands.push(other && metricIn(other, b.metric));
  }
  lastKey = void 0;
  for (const c of cand.ordered) {
    if (c.key !== lastKey) {
      lastKey = c.key;
      other = baseIndex.byKey.get(c.key);
    }
    if (other && metricIn(other, c.metric)) continue;
    keys.push(c.key);
    metrics.push(c.metric);
    bases.push(void 0);
    cands.push(c);
  }
  const at = (i, side) => side === BASELINE_SIDE ? bases[i] : cands[i];
  return { keys, metricAt: (i) => metrics[i], judged: at, real: at, duplicates: cand.duplicates };
}

// src/core/micro/run-summary.ts
function countVerdicts(verdicts, failsSanity2, counts) {
  let regression = 0;
  let improvement = 0;
  let noChange = 0;
  let inconclusive = 0;
  let suspect = 0;
  let suspectRegression = 0;
  for (let i = 0; i < verdicts.length; i++) {
    const v = verdicts[i];
    if (v === "no-change") noChange++;
    else if (v === "inconclusive") inconclusive++;
    else {
      if (v === "regression") regression++;
      else improvement++;
      if (failsSanity2[i] === 1) {
        suspect++;
        if (v === "regression") suspectRegression++;
      }
    }
  }
  counts.regression += regression;
  counts.improvement += improvement;
  counts["no-change"] += noChange;
  counts.inconclusive += inconclusive;
  counts.suspect += suspect;
  counts.suspectRegression += suspectRegression;
}
function emptyCounts() {
  return { regression: 0, improvement: 0, "no-change": 0, inconclusive: 0, suspect: 0, suspectRegression: 0 };
}
function pushUnique(list, items) {
  for (const x of items) if (!list.includes(x)) list.push(x);
}
function geomeans(benchmarks) {
  return geomeansOfCenters(benchmarks.length, {
    metric: (i) => benchmarks[i].metric,
    unit: (i) => benchmarks[i].unit,
    baseline: (i) => benchmarks[i].baseline?.median,
    candidate: (i) => benchmarks[i].candidate?.median
  });
}
function geomeansOfCenters(n, rows) {
  const byMetric2 = /* @__PURE__ */ new Map();
  for (let i = 0; i < n; i++) {
    const metric = rows.metric(i);
    let entry = byMetric2.get(metric);
    if (!entry) {
      entry = { unit: rows.unit(i), lists: newGeomeanLists() };
      byMetric2.set(metric, entry);
    }
    addToGeomeanLists(entry.lists, rows.baseline(i), rows.candidate(i));
  }
  const out = [];
  for (const [metric, { unit, lists }] of byMetric2) {
    const row = geomeanRowOfLists(lists);
    const warnings = row.baselineWarnings.slice();
    pushUnique(warnings, row.candidateWarnings);
    out.push({
      metric,
      unit,
      baseline: row.baseline,
      candidate: row.candidate,
      deltaPct: row.deltaPct,
      paired: row.paired,
      warnings,
      baselineWarnings: row.baselineWarnings,
      candidateWarnings: row.candidateWarnings
    });
  }
  return out;
}
function totals(benchmarks, run) {
  const byMetric2 = /* @__PURE__ */ new Map();
  for (const bm of benchmarks) {
    if (!bm.baseline || !bm.candidate) continue;
    let t = byMetric2.get(bm.metric);
    if (!t) {
      t = {
        metric: bm.metric,
        unit: bm.unit,
        run,
        baselineTotal: 0,
        candidateTotal: 0,
        deltaPct: null,
        paired: 0
      };
      byMetric2.set(bm.metric, t);
    }
    t.baselineTotal += bm.baseline.median;
    t.candidateTotal += bm.candidate.median;
    t.paired++;
  }
  for (const t of byMetric2.values()) {
    t.deltaPct = t.baselineTotal !== 0 ? (t.candidateTotal / t.baselineTotal - 1) * 100 : null;
  }
  return [...byMetric2.values()];
}
function holmCount(sorted, alpha) {
  const m = sorted.length;
  let k = 0;
  while (k < m && sorted[k] <= alpha / (m - k)) k++;
  return k;
}
function multipleComparisons(changes, alpha) {
  const ps = [];
  let significant = 0;
  for (const ch of changes) {
    if (!ch || !isControlledTest(ch)) continue;
    ps.push(ch.p);
    if (ch.p <= alpha) significant++;
  }
  const compared = ps.length;
  const expectedByChance = alpha * compared;
  const sorted = Float64Array.from(ps).sort();
  const holm = holmCount(sorted, alpha);
  const cutoff = benjaminiHochbergCutoffSorted(sorted, alpha);
  let bh = 0;
  for (const p of ps) if (cutoff > 0 && p <= cutoff) bh++;
  return {
    method: "benjamini-hochberg",
    alpha,
    compared,
    significant,
    holmSignificant: holm,
    bhSignificant: bh,
    cutoff,
    expectedByChance,
    message: compared === 0 ? "no benchmark has a change that could be tested (samples or a reported error on both sides)" : `${significant} of ${compared} tested changes have p \u2264 ${alpha} (about ${expectedByChance.toFixed(1)} would by chance alone); ${bh} survive Benjamini\u2013Hochberg at ${alpha}, the control verdicts use (${holm} survive Holm's)`
  };
}
function runNotes(benchmarks, chunked, betweenRun = false) {
  const notes = [];
  let noisyBase = 0;
  let noisyCand = 0;
  let tested = 0;
  let smallSignificant = 0;
  for (const bm of benchmarks) {
    if (Math.max(bm.baseline?.cvPct ?? 0, bm.candidate?.cvPct ?? 0) > 0) tested++;
    for (const s of bm.sanity) {
      if (s.code !== "unequal-variation") continue;
      if (s.message.startsWith("the baseline")) noisyBase++;
      else noisyCand++;
    }
    if ((bm.verdict === "regression" || bm.verdict === "improvement") && bm.deltaPct !== null && Math.abs(bm.deltaPct) < 15)
      smallSignificant++;
  }
  for (const [side, count] of [
    ["baseline", noisyBase],
    ["candidate", noisyCand]
  ]) {
    if (count >= 2 && count * 4 >= tested) {
      notes.push(
        `the ${side} run was much noisier than the other in ${count} of ${tested} benchmarks: the host was probably busy during it, which inflates its times (${side === "baseline" ? "improvements" : "regressions"} may be overstated); rerun both, interleaved, on a quiet host.`
      );
    }
  }
  if (smallSignificant > 0 && !chunked && !betweenRun) {
    notes.push(
      `${smallSignificant} change(s) under 15% rest on samples taken within one run per side: significance shows the two runs differ, not that the code does; between-run noise on shared hosts is often 5\u201315% (compare two baseline runs to see yours) before acting on them.`
    );
  }
  return notes;
}

// src/core/micro/wall-cpu.ts
function wallCpuPairs(keys, metricAt) {
  const cpuRow = /* @__PURE__ */ new Map();
  for (let i = 0; i < keys.length; i++) if (metricAt(i) === "cpu-time") cpuRow.set(keys[i], i);
  const pairs = [];
  if (cpuRow.size === 0) return pairs;
  for (let i = 0; i < keys.length; i++) {
    const j = cpuRow.get(keys[i]);
    if (j !== void 0 && metricAt(i) === "time") pairs.push([i, j]);
  }
  return pairs;
}
function wallCpuEvidence(keys, metricAt, medians, sides, minCv) {
  const offCpu = /* @__PURE__ */ new Map();
  const wallCv = /* @__PURE__ */ new Map();
  const gap = (wall, cpu) => Math.log(wall) - Math.log(cpu);
  for (const [i, j] of wallCpuPairs(keys, metricAt)) {
    if (minCv[i] > 0) wallCv.set(j, minCv[i]);
    if (sides[i] !== 3 || sides[j] !== 3) continue;
    const before = gap(medians[2 * i], medians[2 * j]);
    const after = gap(medians[2 * i + 1], medians[2 * j + 1]);
    if (!(before >= -0.01 && after >= -0.01)) continue;
    const move = after - before;
    offCpu.set(i, move);
    offCpu.set(j, move);
  }
  return { offCpu, wallCv };
}

// src/core/compare-micro.ts
function compareOne(baseline, baseScaling, candidate, pairs, scaling, label, opts, between, memo) {
  const { keys } = pairs;
  const scratch = newScratch();
  const n = keys.length;
  const changes = new Array(n);
  const failing = new Uint8Array(n);
  const directions = new Array(n);
  const robust = new Float64Array(n).fill(NaN);
  const maxCv = new Float64Array(n);
  const minCv = new Float64Array(n);
  const minSamples = new Float64Array(n);
  const medians = new Float64Array(2 * n);
  const sides = new Uint8Array(n);
  const units = new Array(n);
  let paired = 0;
  let usable = 0;
  for (let i = 0; i < n; i++) {
    const b = pairs.judged(i, BASELINE_SIDE);
    const c = pairs.judged(i, CANDIDATE_SIDE);
    const row = judgePair(keys[i], b, c, opts, scratch);
    changes[i] = row.change;
    if (row.baseline) {
      medians[2 * i] = row.baseline.median;
      sides[i] |= 1;
    }
    if (row.candidate) {
      medians[2 * i + 1] = row.candidate.median;
      sides[i] |= 2;
    }
    units[i] = row.unit;
    const sb = sampleSpread(row.baseline, b);
    const sc = sampleSpread(row.candidate, c);
    maxCv[i] = Math.max(sb.cv, sc.cv);
    minCv[i] = Math.min(sb.cv, sc.cv);
    minSamples[i] = Math.min(sb.n, sc.n);
    if (row.change && row.baseline?.basis === "samples" && row.candidate?.basis === "samples")
      robust[i] = robustLogShift(
        sideSortBuffer(BASELINE_SIDE),
        row.baseline.n,
        sideSortBuffer(CANDIDATE_SIDE),
        row.candidate.n
      );
    failing[i] = failsSanity(row) ? 1 : 0;
    directions[i] = row.direction;
    if (row.baseline && row.candidate) {
      paired++;
      if (row.change || row.deltaPct !== null) usable++;
    }
  }
  const priors = fitPriorsByMetric(changes, (i) => pairs.metricAt(i));
  const moderate = (ch, metric) => {
    if (!ch) return ch;
    const prior = priors.get(metric);
    return prior ? moderateChange(ch, prior, opts.alpha) : testChange(ch, opts.alpha);
  };
  for (let i = 0; i < n; i++) changes[i] = moderate(changes[i], pairs.metricAt(i));
  const chunked = baseline.format === "chunked" && candidate.format === "chunked";
  const { offCpu, wallCv } = wallCpuEvidence(keys, (i) => pairs.metricAt(i), medians, sides, minCv);
  const processSamples = baseline.format === "hyperfine" || candidate.format === "hyperfine";
  const noiseRows = [];
  for (let i = 0; i < n; i++)
    noiseRows.push({
      key: keys[i],
      metric: pairs.metricAt(i),
      direction: directions[i],
      change: changes[i],
      robust: robust[i],
      maxCv: maxCv[i],
      minCv: minCv[i],
      minSamples: minSamples[i],
      offCpuMove: offCpu.get(i),
      wallCv: wallCv.get(i),
      ...processSamples ? { processSamples } : {}
    });
  const noise = chunked ? null : betweenRunNoise(noiseRows, between);
  for (const s of noise?.shifts ?? []) testChange(s.change, opts.alpha);
  for (let i = 0; i < n; i++) applyBetweenRun(changes[i], noise, i, opts.alpha);
  const variancePriors = {};
  for (const [metric, p] of priors) variancePriors[metric] = { df: p.df, sd: Math.sqrt(p.variance) };
  const scalingChanges = compareScaling(baseScaling, scaling);
  markFlatFamilies(keys, (i) => pairs.metricAt(i), failing, scalingChanges);
  const shiftChanges = (noise?.shifts ?? []).map((s) => s.change);
  const multiple = multipleComparisons([...changes, ...shiftChanges], opts.alpha);
  const verdicts = new Array(n);
  for (let i = 0; i < n; i++) verdicts[i] = verdictOfChange(changes[i], directions[i], multiple.cutoff, opts);
  const betweenRun = noise && summarizeBetweenRun(noise, changes, directions, (i) => pairs.metricAt(i), multiple.cutoff, opts);
  const counts = emptyCounts();
  let chunks;
  if (chunked) {
    chunks = compareChunkSeries(baseline, candidate, opts);
    for (const s of chunks) counts[s.verdict]++;
  } else {
    countVerdicts(verdicts, failing, counts);
  }
  const warnings = [...candidate.warnings];
  if (pairs.duplicates > 0) {
    warnings.push({
      code: "duplicate-key",
      message: `${pairs.duplicates} repeated benchmark key(s) in ${label}; the last one was used`,
      count: pairs.duplicates
    });
  }
  let rows;
  const benchmarks = () => {
    if (!rows) {
      rows = new Array(keys.length);
      for (let i = 0; i < keys.length; i++)
        rows[i] = judgePair(
          keys[i],
          pairs.real(i, BASELINE_SIDE),
          pairs.real(i, CANDIDATE_SIDE),
          opts,
          void 0,
          memo
        );
      applyScalingNotes(rows, scalingChanges);
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        row.change = moderate(row.change, row.metric);
        applyBetweenRun(row.change, noise, i, opts.alpha);
        if (row.change) row.basis = row.change.method;
        settleVerdict(row, multiple.cutoff, multiple.compared, opts);
      }
    }
    return rows;
  };
  let geomean;
  let runTotals;
  let notes;
  const run = {
    label,
    source: candidate.source,
    format: candidate.format,
    tool: candidate.tool,
    get benchmarks() {
      return benchmarks();
    },
    set benchmarks(v) {
      rows = v;
    },
    get geomean() {
      return geomean ??= rows ? geomeans(rows) : geomeansOfCenters(n, {
        metric: (i) => pairs.metricAt(i),
        unit: (i) => units[i],
        baseline: (i) => sides[i] & 1 ? medians[2 * i] : void 0,
        candidate: (i) => sides[i] & 2 ? medians[2 * i + 1] : void 0
      });
    },
    set geomean(v) {
      geomean = v;
    },
    get totals() {
      return runTotals ??= totals(benchmarks(), label);
    },
    set totals(v) {
      runTotals = v;
    },
    counts,
    variancePriors,
    betweenRun,
    paired,
    usable,
    multipleComparisons: multiple,
    scaling,
    scalingChanges,
    get notes() {
      return notes ??= [
        ...betweenRun ? [betweenRun.description, ...betweenRun.shifts.map((s) => shiftSentence(s, betweenRun.source))] : [],
        ...runNotes(benchmarks(), chunked, betweenRun !== null)
      ];
    },
    set notes(v) {
      notes = v;
    },
    warnings
  };
  if (chunks) run.chunks = chunks;
  return run;
}
function compareMicro(baseline, candidates, options = {}) {
  const opts = {
    ...DEFAULT_MICRO_OPTIONS,
    ...options,
    sanity: { ...DEFAULT_SANITY, ...options.sanity }
  };
  const list = Array.isArray(candidates) ? candidates : [candidates];
  const memo = newJudgeMemo();
  const labelOf = (rs, i) => opts.candidateLabels?.[i] ?? rs.source ?? (list.length === 1 ? "candidate" : `candidate ${i + 1}`);
  const sides = columnSides([baseline, ...list]);
  let baseDuplicates = 0;
  let runs;
  let baseScaling;
  if (sides) {
    const [baseSide, ...candSides] = sides;
    baseScaling = noScaling();
    runs = list.map(
      (c, i) => compareOne(
        baseline,
        baseScaling,
        c,
        candSides[i].aligned ? alignedPairs(baseSide, candSides[i], baseline, c) : columnPairs(baseSide, candSides[i], baseline, c),
        noScaling(),
        labelOf(c, i),
        opts,
        opts.betweenRuns?.[i],
        memo
      )
    );
  } else {
    const baseIndex = indexMeasurements(baseline);
    const candIndexes = list.map(indexMeasurements);
    const [baseAnalysis, ...candScalings] = analyzeScalingOfSides([
      baseIndex.byKey,
      ...candIndexes.map((x) => x.byKey)
    ]);
    baseScaling = baseAnalysis;
    baseDuplicates = baseIndex.duplicates;
    runs = list.map(
      (c, i) => compareOne(
        baseline,
        baseScaling,
        c,
        pairsOfIndexes(baseIndex, candIndexes[i]),
        candScalings[i],
        labelOf(c, i),
        opts,
        opts.betweenRuns?.[i],
        memo
      )
    );
  }
  const warnings = [...baseline.warnings];
  if (baseDuplicates > 0) {
    warnings.push({
      code: "duplicate-key",
      message: `${baseDuplicates} repeated benchmark key(s) in the baseline; the last one was used`,
      count: baseDuplicates
    });
  }
  const first = runs[0];
  const { candidateLabels, baselineLabel, betweenRuns, ...rest } = opts;
  let benchmarks;
  let geomean;
  let multiple;
  let allTotals;
  const judged = { runs, options: rest };
  return {
    schemaVersion: 1,
    kind: "micro",
    verdict: microVerdict(judged),
    reason: microVerdictReason(judged),
    options: rest,
    baseline: {
      label: opts.baselineLabel ?? baseline.source ?? "baseline",
      format: baseline.format,
      tool: baseline.tool,
      source: baseline.source,
      scaling: baseScaling
    },
    get benchmarks() {
      return benchmarks ??= first?.benchmarks ?? [];
    },
    set benchmarks(v) {
      benchmarks = v;
    },
    get geomean() {
      return geomean ??= first?.geomean ?? [];
    },
    set geomean(v) {
      geomean = v;
    },
    get multipleComparisons() {
      return multiple ??= first?.multipleComparisons ?? multipleComparisons([], opts.alpha);
    },
    set multipleComparisons(v) {
      multiple = v;
    },
    counts: first?.counts ?? emptyCounts(),
    runs,
    get totals() {
      return allTotals ??= runs.flatMap((r) => r.totals);
    },
    set totals(v) {
      allTotals = v;
    },
    warnings
  };
}

export {
  attachMeasurementColumns,
  measurementCount,
  compareMicro
};
