import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  isSortedAscending,
  normalCdf2 as normalCdf,
  normalInvCdf,
  quantileOfSorted,
  sortedCopy,
  studentTQuantile,
  twoSidedNormalP
} from "./chunk-ANMQOXZF.js";

// src/core/variance-prior.ts
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
function fitVariancePrior(v, df) {
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
  if (n < MIN_VARIANCES_FOR_PRIOR) return null;
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

// src/core/micro-between-run.ts
var DEFAULT_BETWEEN_RUN_PCT = 5;
var DEFAULT_RUN_DRIFT_PCT = 10;
var DEFAULT_DF = 4;
var DEFAULT_WEIGHT_DF = 1;
var TAIL_DF = 8;
var HEAVIER_DF = [3, 4, 5, 6];
var TAIL_ROWS = 20;
var tailRatio = (df) => studentTQuantile(0.95, df) / studentTQuantile(0.75, df);
function tailDfOf(z) {
  if (z.length < TAIL_ROWS) return HEAVIER_DF[0];
  const abs = Float64Array.from(z, Math.abs).sort();
  const ratio = quantileOfSorted(abs, 0.9) / quantileOfSorted(abs, 0.5) - 3.6 / Math.sqrt(abs.length);
  if (!(ratio > tailRatio(TAIL_DF))) return TAIL_DF;
  let df = HEAVIER_DF[0];
  for (const candidate of HEAVIER_DF) if (tailRatio(candidate) >= ratio) df = candidate;
  return df;
}
var NOISY_CV = 0.2;
var MIN_SUITE_ROWS = 5;
var MAD_EFFICIENCY = 0.37;
var MIN_PRIOR_SERIES = 10;
var ROW_PRIOR_DF = 4;
function rowKey(key, metric) {
  return `${key}\0${metric}`;
}
var median = (values) => quantileOfSorted(sortedCopy(values), 0.5);
var pctOfLog = (x) => Math.expm1(x) * 100;
var fmt = (x) => `${x.toFixed(1)}%`;
function robustLogShift(base, nb, cand, nc) {
  if (nb === 0 || nc === 0 || !(base[0] > 0) || !(cand[0] > 0)) return NaN;
  if (nb * nc > 4096) return Math.log(medianSorted(cand, nc)) - Math.log(medianSorted(base, nb));
  const diffs = new Float64Array(nb * nc);
  let k = 0;
  for (let i = 0; i < nc; i++) {
    const lc = Math.log(cand[i]);
    for (let j = 0; j < nb; j++) diffs[k++] = lc - Math.log(base[j]);
  }
  diffs.sort();
  const h = k >> 1;
  return k % 2 ? diffs[h] : (diffs[h - 1] + diffs[h]) / 2;
}
function medianSorted(a, n) {
  const h = n >> 1;
  return n % 2 ? a[h] : (a[h - 1] + a[h]) / 2;
}
function takesTerm(ch) {
  return ch !== null && ch.scale === "log" && ch.se > 0 && Number.isFinite(ch.estimate);
}
function betweenRunNoise(rows, input = {}) {
  const n = rows.length;
  const out = {
    source: "default",
    description: "",
    estimate: new Float64Array(n),
    variance: new Float64Array(n),
    df: new Float64Array(n),
    offset: new Float64Array(n),
    offsetVariance: new Float64Array(n),
    applies: new Uint8Array(n),
    shiftOf: new Array(n).fill(null),
    typicalPct: null,
    shifts: []
  };
  const byMetric = /* @__PURE__ */ new Map();
  for (let i = 0; i < n; i++) {
    const { change } = rows[i];
    if (!takesTerm(change)) continue;
    out.applies[i] = 1;
    out.estimate[i] = Number.isFinite(rows[i].robust) ? rows[i].robust : change.estimate;
    let list = byMetric.get(rows[i].metric);
    if (!list) byMetric.set(rows[i].metric, list = []);
    list.push(i);
  }
  const drift = (input.runDriftPct ?? DEFAULT_RUN_DRIFT_PCT) / 100;
  if (input.replicates) fromReplicates(rows, input.replicates, byMetric, out);
  else if (input.aaPair) fromRowVariances(rows, byMetric, out, "aa-pair", aaVariances(rows, input.aaPair));
  else if (input.history)
    fromRowVariances(rows, byMetric, out, "history", historyVariances(rows, input.history));
  else fromSuite(rows, byMetric, out, drift);
  const sds = [];
  for (let i = 0; i < n; i++)
    if (out.applies[i]) sds.push(Math.sqrt(out.variance[i] + out.offsetVariance[i]));
  out.typicalPct = sds.length > 0 ? pctOfLog(median(sds)) : null;
  out.description = describe(out, input, drift);
  return out;
}
function fromSuite(rows, byMetric, out, drift) {
  const tau0 = Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100);
  let measured = false;
  for (const [metric, idx] of byMetric) {
    const m = idx.length;
    const d = idx.map((i) => out.estimate[i]);
    const w = idx.map((i) => rows[i].change.se ** 2);
    let tau2 = tau0 * tau0;
    let df = DEFAULT_DF;
    let shift = 0;
    let shiftVar = 0;
    if (m >= MIN_SUITE_ROWS) {
      measured = true;
      shift = median(d);
      const scale = 1.4826 * median(d.map((x) => Math.abs(x - shift)));
      const suiteTau2 = Math.max(0, scale * scale - median(w));
      const suiteDf = MAD_EFFICIENCY * (m - 1);
      tau2 = (DEFAULT_WEIGHT_DF * tau2 + suiteDf * suiteTau2) / (DEFAULT_WEIGHT_DF + suiteDf);
      df = DEFAULT_WEIGHT_DF + suiteDf;
      shiftVar = Math.PI / 2 * (scale * scale) / m + 2 * drift * drift;
      out.shifts.push({ metric, change: shiftChange(shift, shiftVar) });
    }
    const shiftTest = out.shifts.find((s) => s.metric === metric)?.change ?? null;
    const suiteTailDf = m >= MIN_SUITE_ROWS ? tailDfOf(idx.map((_, k) => (d[k] - shift) / Math.sqrt(w[k] + tau2))) : HEAVIER_DF[0];
    for (let k = 0; k < m; k++) {
      const i = idx[k];
      out.shiftOf[i] = shiftTest;
      const cv = rows[i].maxCv ?? 0;
      const own = cv > NOISY_CV ? Math.log1p(cv) ** 2 : 0;
      const between = Math.max(tau2, own);
      out.variance[i] = w[k] + between;
      const tailed = Math.min(suiteTailDf, df);
      out.df[i] = w[k] >= between ? satterthwaite(w[k], rows[i].change.df, between, tailed) : tailed;
      out.offset[i] = shift;
      out.offsetVariance[i] = m >= MIN_SUITE_ROWS ? shiftVar : 2 * drift * drift;
    }
  }
  out.source = measured ? "suite" : "default";
}
function satterthwaite(a, dfA, b, dfB) {
  const denominator = (dfA === Infinity ? 0 : a * a / dfA) + (dfB === Infinity ? 0 : b * b / dfB);
  return denominator === 0 ? Infinity : (a + b) * (a + b) / denominator;
}
function shiftChange(shift, variance) {
  return {
    method: "welch-t-log",
    scale: "log",
    pct: NaN,
    ciLowPct: NaN,
    ciHighPct: NaN,
    confidence: 0.95,
    p: NaN,
    estimate: shift,
    se: Math.sqrt(variance),
    df: Infinity,
    reference: 1,
    significant: false,
    reported: { baseline: null, candidate: null },
    pooled: null,
    betweenRun: null
  };
}
function aaVariances(rows, aa) {
  const v = new Float64Array(rows.length).fill(NaN);
  const df = new Float64Array(rows.length);
  rows.forEach((r, i) => {
    const x = aa.get(rowKey(r.key, r.metric));
    if (x !== void 0 && Number.isFinite(x)) {
      v[i] = x * x;
      df[i] = 1;
    }
  });
  return { v, df, medianToMean: 1 / 0.455 };
}
function historyVariances(rows, history) {
  const v = new Float64Array(rows.length).fill(NaN);
  const df = new Float64Array(rows.length);
  rows.forEach((r, i) => {
    const h = history.get(rowKey(r.key, r.metric));
    if (h && h.n >= 2 && Number.isFinite(h.sd)) {
      v[i] = h.sd * h.sd;
      df[i] = h.n - 1;
    }
  });
  return { v, df, medianToMean: 1 };
}
function fromRowVariances(rows, byMetric, out, source, own) {
  const tau0 = Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100) ** 2;
  for (const idx of byMetric.values()) {
    const known = idx.map((i) => own.v[i]).filter((x) => Number.isFinite(x));
    const typical = known.length >= MIN_PRIOR_SERIES ? median(known) * own.medianToMean : NaN;
    const prior = Number.isFinite(typical) ? typical : tau0;
    const priorDf = Number.isFinite(typical) ? ROW_PRIOR_DF : source === "history" ? 0 : ROW_PRIOR_DF;
    for (const i of idx) {
      const w = rows[i].change.se ** 2;
      const x = own.v[i];
      const df = Number.isFinite(x) ? own.df[i] : 0;
      const v = df > 0 ? (df * x + priorDf * prior) / (df + priorDf) : prior;
      out.variance[i] = Math.max(v, w);
      out.df[i] = Math.min(TAIL_DF, df > 0 ? df + priorDf : DEFAULT_DF);
    }
  }
  out.source = source;
}
function fromReplicates(rows, rep, byMetric, out) {
  for (const idx of byMetric.values()) {
    const est = [];
    const v = [];
    const dfs = [];
    const sizes = [];
    for (const i of idx) {
      const k = rowKey(rows[i].key, rows[i].metric);
      const s = replicateStats(rep.baseline.get(k), rep.candidate.get(k), rep.paired);
      est.push(s?.estimate ?? NaN);
      v.push(s?.variance ?? NaN);
      dfs.push(s?.df ?? 0);
      sizes.push(s?.sizeFactor ?? NaN);
    }
    const usable = v.map((x, j) => Number.isFinite(x) && dfs[j] > 0 ? j : -1).filter((j) => j >= 0);
    const prior = fitVariancePrior(
      usable.map((j) => Math.max(v[j], 1e-12)),
      usable.map((j) => dfs[j])
    );
    const fallback = Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100) ** 2;
    idx.forEach((i, j) => {
      const w = rows[i].change.se ** 2;
      if (!Number.isFinite(v[j]) || dfs[j] <= 0) {
        out.variance[i] = Math.max(w, prior ? prior.variance * 2 : fallback);
        out.df[i] = prior ? Math.min(prior.df, 1e6) : DEFAULT_DF;
        return;
      }
      out.estimate[i] = est[j];
      const m = prior ? moderateVariance(v[j], dfs[j], prior) : { variance: v[j], df: dfs[j] };
      out.variance[i] = Math.max(m.variance * sizes[j], 1e-16);
      out.df[i] = Math.min(m.df, 1e6);
    });
  }
  out.source = rep.paired ? "interleaved" : "replicates";
}
function replicateStats(b, c, paired) {
  if (!b || !c) return null;
  if (paired && b.length === c.length) {
    const d = [];
    for (let r = 0; r < b.length; r++)
      if (Number.isFinite(b[r]) && Number.isFinite(c[r])) d.push(c[r] - b[r]);
    if (d.length < 2) return null;
    const { mean, ss } = moments(d);
    return { estimate: mean, variance: ss / (d.length - 1), df: d.length - 1, sizeFactor: 1 / d.length };
  }
  const bs = [...b].filter(Number.isFinite);
  const cs = [...c].filter(Number.isFinite);
  if (bs.length === 0 || cs.length === 0 || bs.length + cs.length < 3) return null;
  const mb = moments(bs);
  const mc = moments(cs);
  const df = bs.length - 1 + cs.length - 1;
  return {
    estimate: mc.mean - mb.mean,
    variance: (mb.ss + mc.ss) / df,
    df,
    sizeFactor: 1 / bs.length + 1 / cs.length
  };
}
function moments(x) {
  const mean = x.reduce((a, b) => a + b, 0) / x.length;
  return { mean, ss: x.reduce((a, b) => a + (b - mean) ** 2, 0) };
}
function describe(out, input, drift) {
  const typical = out.typicalPct === null ? "" : `: a benchmark's change varies by about \xB1${fmt(out.typicalPct)} (1\u03C3) between runs`;
  switch (out.source) {
    case "replicates":
    case "interleaved": {
      const [kb, kc] = input.replicates?.runs ?? [0, 0];
      return `between-run noise measured from ${kb} + ${kc} replicated runs` + (out.source === "interleaved" ? ", paired in the order they ran (interleaved)" : "") + typical;
    }
    case "aa-pair":
      return `between-run noise measured from the A/A pair (two runs of one build)${typical}`;
    case "history":
      return `between-run noise from the service's history of each series on main${typical}`;
    case "suite":
      return `one run per side: between-run noise estimated from the suite itself (each change judged against the spread of all changes around their common shift; the common shift against \xB1${fmt(drift * 100)} run drift)${typical}; give replicated runs, an A/A pair or the service's history to measure it`;
    default:
      return `one run per side and too few benchmarks to measure between-run noise: assumed \xB1${fmt(DEFAULT_BETWEEN_RUN_PCT)} per change and \xB1${fmt(drift * 100)} run drift; give replicated runs or an A/A pair to measure it`;
  }
}

// src/core/micro-verdict.ts
function total(c, k) {
  let n = 0;
  for (const r of c.runs) n += r.counts[k];
  return n;
}
function shifts(c, v) {
  return c.runs.flatMap((r) => (r.betweenRun?.shifts ?? []).filter((s) => s.verdict === v));
}
var signed = (x) => `${x >= 0 ? "+" : ""}${x.toFixed(1)}%`;
function ruledOutPct(c) {
  let worst = null;
  for (const r of c.runs) {
    const x = r.betweenRun?.ruledOutPct;
    if (x !== void 0 && x !== null && (worst === null || x > worst)) worst = x;
  }
  return worst;
}
function microVerdict(c) {
  const regressions = total(c, "regression");
  const suspect = total(c, "suspectRegression");
  if (regressions > suspect || shifts(c, "regression").length > 0) return "regression";
  if (suspect > 0) return c.options.suspect === "warn" ? "suspect" : "regression";
  if (total(c, "improvement") > 0 || shifts(c, "improvement").length > 0) return "improvement";
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
  const shiftNote = (v) => shifts(c, v).map(
    (s) => `the whole suite's ${s.metric} moved ${signed(s.pct)} [${signed(s.ciLowPct)}, ${signed(s.ciHighPct)}], beyond the run drift assumed for one run per side`
  ).join("; ");
  if (verdict === "regression" && regressions === 0 && suspect === 0) return shiftNote("regression");
  if (verdict === "improvement" && improvements === 0) return shiftNote("improvement");
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
  const open = ruledOutPct(c);
  const onePerSide = c.runs.some(
    (r) => r.betweenRun?.source === "suite" || r.betweenRun?.source === "default"
  );
  return (open !== null ? `no change beyond \xB1${open.toFixed(1)}% (the median ${what}'s interval); ` : "") + `no change survives the control, but ${inconclusive} of ${plural(compared, what)} cannot rule out \xB1${m}% ` + (onePerSide ? "(one run per side: between-run noise dominates; give replicated runs per side, an A/A pair or the service's history to narrow it)" : "(too few samples or too much noise: rerun with more repetitions to decide)");
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

export {
  medianCi,
  minSamplesForMedianCi,
  sortedMedian,
  wilcoxonSignedRank,
  fitVariancePrior,
  moderateVariance,
  rowKey,
  robustLogShift,
  betweenRunNoise,
  microVerdict,
  microVerdictReason
};
