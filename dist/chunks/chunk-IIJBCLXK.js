import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  fitVariancePrior,
  moderateVariance
} from "./chunk-3KUAYDSA.js";
import {
  MAD_TO_SIGMA,
  countBelow,
  incompleteBeta,
  normalCdf,
  quantileOfSorted,
  sortedCopy,
  studentTQuantile
} from "./chunk-YPIYRYS5.js";

// src/core/micro/between-run/model.ts
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
var SPREAD_JUMP = 3;
var SPREAD_JUMP_FLOOR = 0.01;
var SPREAD_JUMP_P = 1e-3;
var FEW_ROWS_SPREAD_RATIO = 1;
var MIN_SUITE_ROWS = 5;
var MIN_PRIOR_SERIES = 10;
var ROW_PRIOR_DF = 4;
function rowKey(key, metric) {
  return `${key}\0${metric}`;
}
var median = (values) => quantileOfSorted(sortedCopy(values), 0.5);
var pctOfLog = (x) => Math.expm1(x) * 100;
var fmt = (x) => `${x.toFixed(1)}%`;
function takesTerm(ch) {
  return ch !== null && ch.scale === "log" && ch.se > 0 && Number.isFinite(ch.estimate);
}

// src/core/micro/between-run/empirical-null.ts
var NULL_BAND = 3;
var SHOULDER = 20;
var CORE_SHARE = 0.05;
var MAX_STEPS = 60;
function truncatedVarianceShare(k) {
  const phi = Math.exp(-k * k / 2) / Math.sqrt(2 * Math.PI);
  return 1 - 2 * k * phi / (2 * normalCdf(k) - 1);
}
var NULL_BAND_SHARE = truncatedVarianceShare(NULL_BAND);
function empiricalNull(sorted, floor, reach, prior) {
  const m = sorted.length;
  const core = Math.min(m, Math.max(3, Math.ceil(CORE_SHARE * m)));
  let best = -1;
  let near = false;
  for (let i = 0; i + core <= m; i++) {
    const width = sorted[i + core - 1] - sorted[i];
    const inReach = Math.abs(sorted[i + (core >> 1)]) <= reach;
    if (best < 0 || inReach && !near || inReach === near && width < sorted[best + core - 1] - sorted[best]) {
      best = i;
      near = inReach;
    }
  }
  let centre = sorted[best + (core >> 1)];
  let scale = Math.max(floor, Math.min(prior, (sorted[best + core - 1] - sorted[best]) / 2));
  let rows = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    const lo2 = countBelow(sorted, centre - NULL_BAND * scale);
    const hi2 = countBelow(sorted, centre + NULL_BAND * scale * (1 + 1e-12) + Number.MIN_VALUE);
    const n = hi2 - lo2;
    const mid = lo2 + (n >> 1);
    const nextCentre = n % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    let ss = 0;
    for (let i = lo2; i < hi2; i++) ss += (sorted[i] - nextCentre) ** 2;
    const nextScale = Math.max(floor, Math.sqrt(ss / Math.max(1, n - 1) / NULL_BAND_SHARE));
    const settled = n === rows && Math.abs(nextScale - scale) <= 1e-9 * Math.max(scale, 1e-12);
    rows = n;
    centre = nextCentre;
    scale = nextScale;
    if (settled) break;
  }
  const lo = countBelow(sorted, centre - SHOULDER * scale);
  const hi = countBelow(sorted, centre + SHOULDER * scale + Number.MIN_VALUE);
  if (hi - lo > rows) scale = Math.max(scale, madAround(sorted.subarray(lo, hi), centre));
  return { centre, scale, rows };
}
function madAround(values, centre) {
  const dev = Float64Array.from(values, (x) => Math.abs(x - centre)).sort();
  const h = dev.length >> 1;
  return MAD_TO_SIGMA * (dev.length % 2 ? dev[h] : (dev[h - 1] + dev[h]) / 2);
}

// src/core/micro/between-run/peak-variance.ts
var LAMBDAS = Array.from({ length: 25 }, (_, k) => 100 ** (k / 24));
function peakVariance(d, w, centre, meanZ2) {
  const nu = TAIL_DF;
  const r2 = d.map((x) => (x - centre) ** 2);
  let best = { lambda: 1, tau2: 0 };
  let bestLl = -Infinity;
  for (const lambda of w.some((x) => x > 0) ? LAMBDAS : [1]) {
    const tau2 = momentTau2(r2, w, lambda, meanZ2);
    let ll = 0;
    for (let k = 0; k < r2.length; k++) {
      const s2 = Math.max(lambda * w[k] + tau2, Number.MIN_VALUE);
      ll -= 0.5 * Math.log(s2) + (nu + 1) / 2 * Math.log1p(r2[k] / (nu * s2));
    }
    if (ll > bestLl + 1e-12) {
      bestLl = ll;
      best = { lambda, tau2 };
    }
  }
  return best;
}
function momentTau2(r2, w, lambda, target) {
  const meanZ2 = (tau2) => {
    let sum = 0;
    for (let k = 0; k < r2.length; k++) sum += r2[k] / Math.max(lambda * w[k] + tau2, Number.MIN_VALUE);
    return sum / r2.length;
  };
  if (!(meanZ2(0) > target)) return 0;
  let largest = 0;
  for (const x of r2) if (x > largest) largest = x;
  let hi = largest / target + 1e-300;
  let lo = 0;
  for (let step = 0; step < 100; step++) {
    const mid = (lo + hi) / 2;
    if (mid <= lo || mid >= hi) break;
    if (meanZ2(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// src/core/stats/f-distribution.ts
function fUpperTail(f, d1, d2) {
  if (!(f > 0)) return 1;
  if (f === Infinity) return 0;
  return incompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}

// src/core/micro/between-run/sources.ts
var DRIFT_REACH = 3 * Math.SQRT2;
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
    let lambda = 1;
    if (m >= MIN_SUITE_ROWS) {
      measured = true;
      const sorted = Float64Array.from(d).sort();
      const peak = empiricalNull(sorted, Math.sqrt(median(w)), DRIFT_REACH * drift, tau0);
      shift = peak.centre;
      const scale = peak.scale;
      const inPeak = d.flatMap((x, k) => Math.abs(x - shift) <= NULL_BAND * scale ? [k] : []);
      const fit = inPeak.length >= 2 ? peakVariance(
        inPeak.map((k) => d[k]),
        inPeak.map((k) => w[k]),
        shift,
        NULL_BAND_SHARE
      ) : { lambda: 1, tau2: 0 };
      lambda = fit.lambda;
      const suiteTau2 = Math.min(fit.tau2, scale * scale);
      const suiteDf = peak.rows - 1;
      tau2 = (DEFAULT_WEIGHT_DF * tau2 + suiteDf * suiteTau2) / (DEFAULT_WEIGHT_DF + suiteDf);
      df = Math.max(DEFAULT_DF, DEFAULT_WEIGHT_DF + suiteDf);
      const runDrift = loadedRunDrift(drift, lambda * median(w) + tau2);
      shiftVar = Math.PI / 2 * (scale * scale) / peak.rows + 2 * runDrift * runDrift;
      out.shifts.push({
        metric,
        change: shiftChange(shift, shiftVar),
        ...runDrift > drift ? { runDrift } : {}
      });
    }
    const shiftTest = out.shifts.find((s) => s.metric === metric)?.change ?? null;
    const suiteTailDf = m >= MIN_SUITE_ROWS ? tailDfOf(d.map((x, k) => (x - shift) / Math.sqrt(lambda * w[k] + tau2))) : Infinity;
    const suiteSpread2 = m >= MIN_SUITE_ROWS ? madAround(Float64Array.from(d).sort(), shift) ** 2 : 0;
    const few = m >= MIN_SUITE_ROWS ? [] : fewRowsPriors(d, tau0, drift);
    const suiteCv = m >= MIN_SUITE_ROWS ? 0 : median(idx.map((i) => spreadOf(rows[i])));
    for (let k = 0; k < m; k++) {
      const i = idx[k];
      out.shiftOf[i] = shiftTest;
      const own = m >= MIN_SUITE_ROWS ? interferenceFloor(rows[i]) : fewRowsFloor(rows[i], suiteCv);
      const [rowTau2, rowDf] = m >= MIN_SUITE_ROWS ? [tau2, df] : few[k];
      const rowBetween = rowTau2 + (lambda - 1) * w[k];
      if (own.variance > rowBetween) (out.widened ??= /* @__PURE__ */ new Map()).set(i, own.why);
      const lone = rows[i].change.method === "single-value";
      const between = Math.max(
        lone ? Math.max(rowBetween, tau0 * tau0, suiteSpread2) : rowBetween,
        own.variance
      );
      out.variance[i] = w[k] + between;
      const tailed = Math.min(suiteTailDf, rowDf, lone ? HEAVIER_DF[0] : Infinity);
      out.df[i] = w[k] >= between ? satterthwaite(w[k], rows[i].change.df, between, tailed) : tailed;
      out.offset[i] = shift;
      out.offsetVariance[i] = m >= MIN_SUITE_ROWS ? shiftVar : 2 * drift * drift;
    }
  }
  out.source = measured ? "suite" : "default";
}
function loadedRunDrift(drift, rowVariance) {
  return Math.max(drift, Math.sqrt(rowVariance));
}
function widenWallShift(out, byMetric) {
  const wall = out.shifts.find((s) => s.metric === "time");
  const cpu = out.shifts.find((s) => s.metric === "cpu-time");
  if (!wall || !cpu) return;
  const gap = wall.change.estimate - cpu.change.estimate;
  if (!(gap * wall.change.estimate > 0)) return;
  wall.offCpu = gap;
  wall.change.se = Math.sqrt(wall.change.se ** 2 + gap * gap);
  for (const i of byMetric.get("time") ?? []) out.offsetVariance[i] += gap * gap;
}
function fewRowsPrior(d, k, tau0, drift) {
  const band = NULL_BAND * Math.sqrt(tau0 * tau0 + 2 * drift * drift);
  let ss = DEFAULT_DF * tau0 * tau0;
  let df = DEFAULT_DF;
  for (let j = 0; j < d.length; j++)
    if (j !== k && Math.abs(d[j]) <= band) {
      ss += d[j] * d[j];
      df++;
    }
  return [ss / df, df];
}
function fewRowsPriors(d, tau0, drift) {
  const own = d.map((_, k) => fewRowsPrior(d, k, tau0, drift));
  return d.map((x, k) => {
    let best = own[k];
    d.forEach((y, j) => {
      if (Math.sign(y) === Math.sign(x) && Math.abs(y) <= Math.abs(x) && own[j][0] < best[0]) best = own[j];
    });
    return best;
  });
}
var NO_FLOOR = { variance: 0, why: "" };
var spreadOf = (row) => row.processSamples ? 0 : Math.max(row.minCv ?? 0, row.wallCv ?? 0);
function fewRowsFloor(row, suiteCv) {
  const own = interferenceFloor(row);
  const cv = row.processSamples ? 0 : Math.max(spreadOf(row), suiteCv);
  if (!(cv > 0)) return own;
  const variance = 2 * (FEW_ROWS_SPREAD_RATIO * Math.log1p(cv)) ** 2;
  if (variance <= own.variance) return own;
  const whose = cv === row.minCv ? "its samples vary" : cv === row.wallCv ? "its wall time\u2019s samples vary" : "the suite\u2019s samples vary";
  return {
    variance,
    why: `between-run term widened: ${whose} \xB1${(cv * 100).toFixed(1)}% within a run, and with too few rows to measure how far a run moves, one is taken to move ${FEW_ROWS_SPREAD_RATIO}\xD7 that`
  };
}
function interferenceFloor(row) {
  const hi = row.maxCv ?? 0;
  const lo = Math.max(row.minCv ?? hi, SPREAD_JUMP_FLOOR);
  const pct = (x) => `\xB1${(x * 100).toFixed(1)}%`;
  let why = "";
  if (hi > NOISY_CV) why = `its samples vary ${pct(hi)} within a run`;
  else if (row.minCv !== void 0 && hi >= SPREAD_JUMP * lo && beyondChance(hi / lo, row.minSamples ?? 0))
    why = `its within-run spread jumped to ${pct(hi)} in one run (${pct(row.minCv)} in the other)`;
  const spread = why ? Math.log1p(hi) ** 2 : 0;
  const offCpu = offCpuFloor(row);
  if (offCpu.variance > spread) return offCpu;
  return why ? { variance: spread, why: `between-run term widened: ${why}` } : NO_FLOOR;
}
function raiseToFloor(out, i, floor) {
  if (!(floor.variance > out.variance[i])) return;
  out.variance[i] = floor.variance;
  (out.widened ??= /* @__PURE__ */ new Map()).set(i, floor.why);
}
function offCpuFloor(row, change = Number.isFinite(row.robust) ? row.robust : row.change?.estimate ?? NaN) {
  const offCpu = row.offCpuMove ?? 0;
  if (!(change * offCpu > 0)) return NO_FLOOR;
  const moved = `${(Math.expm1(Math.abs(offCpu)) * 100).toFixed(1)}%`;
  return {
    variance: offCpu * offCpu,
    why: `between-run term widened: its wall time moved ${moved} apart from its CPU time between the runs (time off the CPU: other load or waiting, which slows the work on it too)`
  };
}
function beyondChance(ratio, n) {
  return n > 1 && fUpperTail(ratio * ratio, n - 1, n - 1) < SPREAD_JUMP_P;
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

// src/core/micro/between-run/replicates.ts
function fromReplicates(rows, rep, byMetric, out, drift) {
  const rawRunsOf = (i) => {
    const k = rowKey(rows[i].key, rows[i].metric);
    return [rep.baseline.get(k), rep.candidate.get(k)];
  };
  for (const [metric, idx] of byMetric) {
    const raw = idx.map(rawRunsOf);
    const speeds = rep.paired ? runSpeeds([raw.map(([b, c]) => pairDifferences(b, c))]) : runSpeeds([raw.map((r) => r[0]), raw.map((r) => r[1])]);
    const runsOf = (i) => {
      const [b, c] = rawRunsOf(i);
      if (!speeds) return [b, c];
      return rep.paired ? [b, less(c, speeds.sides[0])] : [less(b, speeds.sides[0]), less(c, speeds.sides[1])];
    };
    const rests = [];
    if (!rep.paired)
      for (const i of idx) {
        const [b, c] = runsOf(i);
        const d = b && c && runDistances(finiteOf(b), finiteOf(c));
        if (d && Number.isFinite(d.rest)) rests.push(d.rest);
      }
    const typical = rests.length > 0 ? median(rests) : NaN;
    const est = [];
    const v = [];
    const dfs = [];
    const sizes = [];
    for (const i of idx) {
      const [b, c] = runsOf(i);
      const s = replicateStats(b, c, rep.paired, typical);
      est.push(s?.estimate ?? NaN);
      v.push(s?.variance ?? NaN);
      dfs.push(s?.df ?? 0);
      sizes.push(s?.sizeFactor ?? NaN);
      if (s?.setAside) out.oddRunsSetAside = (out.oddRunsSetAside ?? 0) + 1;
    }
    const usable = v.map((x, j) => Number.isFinite(x) && dfs[j] > 0 ? j : -1).filter((j) => j >= 0);
    const prior = fitVariancePrior(
      usable.map((j) => Math.max(v[j], 1e-12)),
      usable.map((j) => dfs[j]),
      MIN_PRIOR_SERIES
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
      if (!rep.paired) raiseToFloor(out, i, offCpuFloor(rows[i]));
    });
    if (!rep.paired) commonShift(metric, idx, est, out, drift, speeds, rep.runs);
  }
  out.source = rep.paired ? "interleaved" : "replicates";
  out.replicateRuns = rep.runs;
}
function runSpeeds(sides) {
  if (sides[0].length < MIN_PRIOR_SERIES) return null;
  const speedsOf = (rowsOfSide) => {
    const k = rowsOfSide.find((x) => x)?.length ?? 0;
    if (k < 2) return null;
    const devs = Array.from({ length: k }, () => []);
    for (const x of rowsOfSide) {
      if (!x || x.length !== k) continue;
      const finite = finiteOf(x);
      if (finite.length < 2) continue;
      const mid = median(finite);
      x.forEach((v, at) => Number.isFinite(v) && devs[at].push(v - mid));
    }
    if (devs.some((d) => d.length < MIN_PRIOR_SERIES)) return null;
    const speeds2 = Float64Array.from(devs, median);
    const centre = median([...speeds2]);
    return speeds2.map((v) => v - centre);
  };
  const speeds = sides.map(speedsOf);
  if (speeds.some((x) => !x)) return null;
  const found = speeds;
  const df = found.reduce((a, x) => a + x.length - 1, 0);
  const variance = found.reduce((a, x) => a + moments(x).ss, 0) / df;
  const rowVariance = median(
    sides[0].flatMap((_, row) => {
      const runs = sides.map((side) => finiteOf(side[row]));
      const n = runs.reduce((a, x) => a + Math.max(0, x.length - 1), 0);
      return n > 0 ? [runs.reduce((a, x) => a + moments(x).ss, 0) / n] : [];
    })
  );
  const noiseOnly = Math.PI / 2 * rowVariance / sides[0].length;
  if (!(variance > noiseOnly * chiSquareQuantile95(df) / df)) return null;
  return { sides: found, variance, df };
}
function pairDifferences(b, c) {
  if (!b || !c || b.length !== c.length) return void 0;
  return c.map((v, r) => v - b[r]);
}
var finiteOf = (x) => x ? [...x].filter(Number.isFinite) : [];
function chiSquareQuantile95(df) {
  const a = 2 / (9 * df);
  return df * (1 - a + 1.6448536 * Math.sqrt(a)) ** 3;
}
function less(x, speeds) {
  if (!x || x.length !== speeds.length) return x;
  return x.map((v, at) => v - speeds[at]);
}
function commonShift(metric, idx, est, out, drift, speeds, [kb, kc]) {
  const tested = idx.map((i, j) => Number.isFinite(est[j]) && out.variance[i] > 0 ? j : -1).filter((j) => j >= 0);
  if (tested.length < MIN_PRIOR_SERIES) return;
  const sorted = Float64Array.from(tested, (j) => est[j]).sort();
  const typicalSd = Math.sqrt(median(tested.map((j) => out.variance[idx[j]])));
  const peak = empiricalNull(
    sorted,
    typicalSd,
    DRIFT_REACH * drift,
    Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100)
  );
  const measured = speeds ? speeds.variance * (1 / kb + 1 / kc) : 0;
  const shiftVar = Math.PI / 2 * peak.scale * peak.scale / peak.rows + Math.max(2 * drift * drift, measured);
  const shiftTest = shiftChange(peak.centre, shiftVar);
  out.shifts.push({ metric, change: shiftTest });
  for (const j of tested) {
    const i = idx[j];
    out.offset[i] = peak.centre;
    out.offsetVariance[i] = shiftVar;
    out.shiftOf[i] = shiftTest;
  }
}
function replicateStats(b, c, paired, typical) {
  if (!b || !c) return null;
  if (paired && b.length === c.length) {
    const d = [];
    for (let r = 0; r < b.length; r++)
      if (Number.isFinite(b[r]) && Number.isFinite(c[r])) d.push(c[r] - b[r]);
    if (d.length < 2) return null;
    const { mean, ss } = moments(d);
    return { estimate: mean, variance: ss / (d.length - 1), df: d.length - 1, sizeFactor: 1 / d.length };
  }
  const bs = finiteOf(b);
  const cs = finiteOf(c);
  if (bs.length === 0 || cs.length === 0 || bs.length + cs.length < 3) return null;
  const kept = setAsideOddRun(bs, cs, typical);
  const mb = moments(kept.bs);
  const mc = moments(kept.cs);
  const df = kept.bs.length - 1 + kept.cs.length - 1;
  return {
    estimate: mc.mean - mb.mean,
    variance: (mb.ss + mc.ss) / df,
    df,
    sizeFactor: 1 / kept.bs.length + 1 / kept.cs.length,
    setAside: kept.setAside
  };
}
function moments(x) {
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += x[i];
  const mean = sum / x.length;
  let ss = 0;
  for (let i = 0; i < x.length; i++) ss += (x[i] - mean) ** 2;
  return { mean, ss };
}
var RESIDUAL_MEDIAN = [0, 0, 0, 0.692, 0.487, 0.684, 0.527, 0.682, 0.564, 0.68, 0.588, 0.68, 0.604];
var MEDIAN_VARIANCE = [0, 0, 0, 0.451, 0.298, 0.289, 0.215, 0.21, 0.169, 0.165, 0.139, 0.137, 0.117];
function medianVarianceFactor(k) {
  if (k <= 2) return 1 / Math.max(k, 1);
  return k < MEDIAN_VARIANCE.length ? MEDIAN_VARIANCE[k] : Math.PI / (2 * k);
}
var robustRuns = (kb, kc) => Math.min(kb, kc) >= 3 && Math.max(kb, kc) < RESIDUAL_MEDIAN.length;
var ODD_RUN_SPREADS = 10;
function apartFromOtherSide(worst, bs, cs, spread) {
  const x = worst.side === 0 ? bs[worst.at] : cs[worst.at];
  const other = worst.side === 0 ? cs : bs;
  const gap = Math.abs(x - median([...other])) / RESIDUAL_MEDIAN[other.length];
  return gap > ODD_RUN_SPREADS / 2 * spread;
}
function runDistances(bs, cs) {
  const kb = bs.length;
  const kc = cs.length;
  if (!robustRuns(kb, kc)) return null;
  const mb = median(bs);
  const mc = median(cs);
  const z = [];
  const push = (x, m, k, side, at) => x !== m && z.push({ z: Math.abs(x - m) / RESIDUAL_MEDIAN[k], side, at });
  bs.forEach((x, at) => push(x, mb, kb, 0, at));
  cs.forEach((x, at) => push(x, mc, kc, 1, at));
  if (z.length < 3) return null;
  z.sort((a, b) => a.z - b.z);
  return { z, rest: median(z.slice(0, -1).map((r) => r.z)) };
}
function setAsideOddRun(bs, cs, typical) {
  const d = runDistances(bs, cs);
  const spread = d ? Math.max(d.rest, Number.isFinite(typical) ? typical : 0) : NaN;
  const worst = d?.z[d.z.length - 1];
  if (!d || !worst || !(spread > 0) || worst.z <= ODD_RUN_SPREADS * spread)
    return { bs, cs, setAside: false };
  if (!apartFromOtherSide(worst, bs, cs, spread)) return { bs, cs, setAside: false };
  if (d.z[d.z.length - 2].z > worst.z / 2) return { bs, cs, setAside: false };
  const drop = (xs) => xs.filter((_, i) => i !== worst.at);
  return worst.side === 0 ? { bs: drop(bs), cs, setAside: true } : { bs, cs: drop(cs), setAside: true };
}

// src/core/micro/between-run/history.ts
function fromHistoryLevels(rows, byMetric, out, input, drift) {
  const done = /* @__PURE__ */ new Set();
  const { history, historyCandidate: cand } = input;
  const levelRuns = [];
  let runSd = null;
  let tailDf = TAIL_DF;
  for (const [metric, idx] of byMetric) {
    const rowsOf = [];
    for (const i of idx) {
      const k = rowKey(rows[i].key, rows[i].metric);
      const level = history.get(k)?.level;
      const centres = cand.centres.get(k);
      if (!level || !centres || !(history.get(k).n >= 2)) continue;
      const finite = [...centres].filter(Number.isFinite);
      if (finite.length === 0) continue;
      rowsOf.push({
        i,
        level: level.ln,
        centres,
        d: median(finite) - level.ln,
        v1: level.ownSd * level.ownSd / 2,
        df: history.get(k).n - 1,
        k: finite.length,
        fK: medianVarianceFactor(finite.length),
        fN: medianVarianceFactor(level.runs),
        runs: level.runs
      });
      if (level.runSd !== null) runSd = level.runSd;
      if (level.tailDf !== null && level.tailDf < tailDf) tailDf = level.tailDf;
    }
    if (rowsOf.length < MIN_SUITE_ROWS) continue;
    for (const r of rowsOf) levelRuns.push(r.runs);
    const typical = rowsOf.length >= MIN_PRIOR_SERIES ? median(rowsOf.map((r) => r.v1)) : NaN;
    const variances = rowsOf.map((r) => {
      const v1 = Number.isFinite(typical) ? (r.df * r.v1 + ROW_PRIOR_DF * typical) / (r.df + ROW_PRIOR_DF) : r.v1;
      const w = rows[r.i].change.se ** 2;
      return Math.max(v1 * r.fK, w / (1 + r.k)) + v1 * r.fN;
    });
    const shift = median(rowsOf.map((r) => r.d));
    const ownSpeed = candidateRunSpeedSd(rowsOf);
    const speed = Math.max(runSd ?? drift, ownSpeed);
    const shiftVar = Math.PI / 2 * median(variances) / rowsOf.length + speed * speed * median(rowsOf.map((r) => r.fK + r.fN));
    const shiftTest = shiftChange(shift, shiftVar);
    out.shifts.push({ metric, change: shiftTest });
    rowsOf.forEach((r, j) => {
      out.estimate[r.i] = r.d;
      out.variance[r.i] = variances[j];
      raiseToFloor(out, r.i, offCpuFloor(rows[r.i], r.d));
      out.df[r.i] = Math.min(
        tailDf,
        r.df > 0 ? r.df + (Number.isFinite(typical) ? ROW_PRIOR_DF : 0) : DEFAULT_DF
      );
      out.offset[r.i] = shift;
      out.offsetVariance[r.i] = shiftVar;
      out.shiftOf[r.i] = shiftTest;
      done.add(r.i);
    });
  }
  if (done.size === 0) return { done, summary: null };
  return {
    done,
    summary: {
      levelRuns: median(levelRuns),
      candidateRuns: cand.runs,
      rows: done.size,
      runSdPct: Math.expm1(runSd ?? drift) * 100,
      measuredRunSd: runSd !== null,
      tailDf
    }
  };
}
function candidateRunSpeedSd(rows) {
  const runs = rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.centres.length));
  const speeds = [];
  for (let j = 0; j < runs; j++) {
    const moves = rows.map((r) => r.centres[j] - r.level).filter(Number.isFinite);
    if (moves.length > 0) speeds.push(median(moves));
  }
  return speeds.length < 2 ? 0 : Math.sqrt(moments(speeds).ss / (speeds.length - 1));
}

// src/core/micro/between-run/between-run.ts
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
  if (input.replicates) fromReplicates(rows, input.replicates, byMetric, out, drift);
  else if (input.aaPair) fromRowVariances(rows, byMetric, out, "aa-pair", aaVariances(rows, input.aaPair));
  else if (input.history) {
    fromRowVariances(rows, byMetric, out, "history", historyVariances(rows, input.history));
    if (input.historyCandidate) {
      const { history, historyCandidate } = input;
      const levels = fromHistoryLevels(rows, byMetric, out, { history, historyCandidate }, drift);
      if (levels.summary) out.historyLevel = levels.summary;
    }
  } else fromSuite(rows, byMetric, out, drift);
  widenWallShift(out, byMetric);
  const sds = [];
  const drifts = out.source !== "replicates";
  for (let i = 0; i < n; i++)
    if (out.applies[i]) sds.push(Math.sqrt(out.variance[i] + (drifts ? out.offsetVariance[i] : 0)));
  out.typicalPct = sds.length > 0 ? pctOfLog(median(sds)) : null;
  out.description = describe(out, input, drift);
  return out;
}
function describe(out, input, drift) {
  const typical = out.typicalPct === null ? "" : `: a benchmark's change varies by about \xB1${fmt(out.typicalPct)} (1\u03C3) between runs`;
  switch (out.source) {
    case "replicates":
    case "interleaved": {
      const [kb, kc] = input.replicates?.runs ?? [0, 0];
      return `between-run noise measured from ${kb} + ${kc} replicated runs` + (out.oddRunsSetAside ? ` (${out.oddRunsSetAside} benchmark${out.oddRunsSetAside === 1 ? "" : "s"} with one run far off the rest, set aside)` : "") + (out.source === "interleaved" ? ", paired in the order they ran (interleaved)" : "") + typical;
    }
    case "aa-pair":
      return `between-run noise measured from the A/A pair (two runs of one build)${typical}`;
    case "history": {
      const h = out.historyLevel;
      if (!h) return `between-run noise from the service's history of each series on main${typical}`;
      const runs = h.candidateRuns > 1 ? `the median of ${h.candidateRuns} candidate runs` : "one candidate run";
      return `between-run noise from the service's history: ${runs} judged against main's level over ${h.levelRuns} runs since its last change (median per series; ${h.rows} benchmarks), each apart from the suite's common shift with its own run-to-run noise${typical}` + (h.tailDf < TAIL_DF ? `, with t${h.tailDf} tails (main's runs now and then move benchmarks far beyond that noise)` : "") + `; the shift against \xB1${fmt(h.runSdPct)} run speed ` + (h.measuredRunSd ? "(main's history)" : "(stated)");
    }
    case "suite":
      return `one run per side: between-run noise estimated from the suite itself (each change judged against the spread of the unchanged benchmarks around their common shift; the common shift against \xB1${fmt(drift * 100)} run drift${loadedDrift(out, drift)})${typical}; give replicated runs, an A/A pair or the service's history to measure it`;
    default:
      return `one run per side and too few benchmarks to measure between-run noise: assumed \xB1${fmt(DEFAULT_BETWEEN_RUN_PCT)} per change (weighed with the other benchmarks' changes) and \xB1${fmt(drift * 100)} run drift; give replicated runs or an A/A pair to measure it`;
  }
}
function loadedDrift(out, drift) {
  const widest = Math.max(drift, ...out.shifts.map((s) => s.runDrift ?? 0));
  return widest > drift ? `, or up to \xB1${fmt(pctOfLog(widest))} where its benchmarks move that much` : "";
}

export {
  tailDfOf,
  ROW_PRIOR_DF,
  rowKey,
  robustLogShift,
  betweenRunNoise
};
