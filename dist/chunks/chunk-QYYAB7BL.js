import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  pairedQuantileRatioIntervals,
  quantileProbes,
  quantilesAtProbes
} from "./chunk-AYAK7F6Z.js";
import {
  DEFERRED_FIELDS
} from "./chunk-2MLG42B3.js";
import {
  contrastNoiseFromAa,
  contrastNoiseFromReplicates,
  contrastTerm,
  cutContrast,
  cutSize,
  cutsLike,
  defineCuts,
  indicesOrEvery,
  isSlow,
  slowThresholds,
  sortedLogRatios,
  statedContrastNoise,
  widenInterval,
  withAaNoise
} from "./chunk-VLE5SNNV.js";
import {
  isFlagged,
  matchPairs,
  pairRowAt
} from "./chunk-YV6TOOIJ.js";
import {
  freeBuffer
} from "./chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  wilcoxonSignedRank
} from "./chunk-4LT4GYWH.js";
import {
  SHIFT_TRIM,
  Z_95,
  deltaHistogram,
  meanNormalInterval,
  meanOf,
  medianCi,
  noiseFlagProbability,
  orderStatisticsInPlace,
  probit,
  projectHalfWidth,
  quantileOfSorted,
  quantilesInPlace,
  robustSigma,
  studentTQuantile,
  trimCount,
  trimmedMeanSorted,
  trimmedMeanStandardError
} from "./chunk-YPIYRYS5.js";

// src/core/blocks/run-noise.ts
var { log1p, sqrt } = Math;
var DEFAULT_RUN_NOISE_PCT = 1.5;
function statedRunNoise(sigmaPct) {
  return sigmaPct === void 0 ? { sigmaPct: DEFAULT_RUN_NOISE_PCT, source: "default", runs: { baseline: 1, candidate: 1 } } : { sigmaPct, source: "user", runs: { baseline: 1, candidate: 1 } };
}
function runNoiseFromAaShift(aaShiftPct, prior) {
  const drawn = Math.abs(log1p(aaShiftPct / 100)) / Math.SQRT2;
  const sigma = Math.max(log1p(prior.sigmaPct / 100), drawn);
  return { sigmaPct: expm1Pct(sigma), source: "aa-pair", runs: { baseline: 1, candidate: 1 } };
}
function runNoiseFromReplicates(runShifts) {
  const dof = runShifts.baseline.length + runShifts.candidate.length - 2;
  if (dof < 2) return null;
  let ss = 0;
  for (const side of [runShifts.baseline, runShifts.candidate]) {
    const mean = side.reduce((s, x) => s + x, 0) / side.length;
    for (const x of side) ss += (x - mean) * (x - mean);
  }
  return {
    sigmaPct: expm1Pct(sqrt(ss / dof)),
    source: "replicates",
    runs: { baseline: runShifts.baseline.length, candidate: runShifts.candidate.length },
    dof
  };
}
var expm1Pct = (x) => Math.expm1(x) * 100;
function runNoiseHalfWidth(noise) {
  const q = noise.dof === void 0 ? Z_95 : studentTQuantile(0.975, noise.dof);
  const drift = noise.drift?.fitted ? noise.drift.gapVariance : 0;
  return q * log1p(noise.sigmaPct / 100) * sqrt(1 / noise.runs.baseline + 1 / noise.runs.candidate + drift);
}
function chooseRunNoise(given) {
  const contrast = (given.runContrasts && contrastNoiseFromReplicates(given.runContrasts)) ?? (given.aaContrasts ? contrastNoiseFromAa(given.aaContrasts) : statedContrastNoise());
  const measured = given.runShifts && runNoiseFromReplicates(given.runShifts);
  if (measured) return { ...measured, contrast };
  const stated = statedRunNoise(given.statedPct);
  if (given.aaShiftPct !== void 0 && Number.isFinite(given.aaShiftPct)) {
    return { ...runNoiseFromAaShift(given.aaShiftPct, stated), contrast };
  }
  return { ...stated, contrast };
}

// src/core/stats/bootstrap.ts
var { imul } = Math;
var BOOTSTRAP_MAX_DRAWS = 4e6;
function bootstrapTrimmedMeanCi(sorted, options) {
  const trim = options.trim ?? SHIFT_TRIM;
  const n = sorted.length;
  const estimate = trimmedMeanSorted(sorted, trim);
  if (n < 2) return { estimate, low: NaN, high: NaN, method: "bootstrap" };
  if (n * options.resamples > BOOTSTRAP_MAX_DRAWS) {
    const se = trimmedMeanStandardError(sorted, trim);
    return { estimate, low: estimate - Z_95 * se, high: estimate + Z_95 * se, method: "normal" };
  }
  const counts = new Uint32Array(n);
  const k = trimCount(n, trim);
  const keep = n - 2 * k;
  const estimates = new Float64Array(options.resamples);
  const meanValues = options.meanOf ? sorted.map(options.meanOf) : null;
  const means = meanValues ? new Float64Array(options.resamples) : null;
  let state = options.seed >>> 0;
  for (let b = 0; b < options.resamples; b++) {
    counts.fill(0);
    state = drawCounts(counts, state);
    estimates[b] = trimmedMeanOfCounts(counts, sorted, k, keep, meanValues, means, b);
  }
  estimates.sort();
  const interval = {
    estimate,
    low: quantileOfSorted(estimates, 0.025),
    high: quantileOfSorted(estimates, 0.975),
    method: "bootstrap"
  };
  if (means) {
    means.sort();
    interval.mean = { low: quantileOfSorted(means, 0.025), high: quantileOfSorted(means, 0.975) };
  }
  return interval;
}
function drawCounts(counts, seedState) {
  const n = counts.length;
  const scale = n / 4294967296;
  let state = seedState | 0;
  for (let i = 0; i < n; i++) {
    state = state + 1831565813 | 0;
    let t = state;
    t = imul(t ^ t >>> 15, t | 1);
    t ^= t + imul(t ^ t >>> 7, t | 61);
    counts[((t ^ t >>> 14) >>> 0) * scale | 0]++;
  }
  return state >>> 0;
}
function trimmedMeanOfCounts(counts, sorted, k, keep, values, means, b) {
  const n = counts.length;
  let total = 0;
  if (values !== null && means !== null) {
    let valuesSum = 0;
    for (let j = 0; j < n; j++) {
      const c = counts[j];
      total += c * sorted[j];
      valuesSum += c * values[j];
    }
    means[b] = valuesSum / n;
  } else {
    for (let j = 0; j < n; j++) total += counts[j] * sorted[j];
  }
  let low = 0;
  for (let j = 0, need = k; need > 0; j++) {
    const c = counts[j];
    const take = c < need ? c : need;
    low += take * sorted[j];
    need -= take;
  }
  let high = 0;
  for (let j = n - 1, need = k; need > 0; j--) {
    const c = counts[j];
    const take = c < need ? c : need;
    high += take * sorted[j];
    need -= take;
  }
  return (total - low - high) / keep;
}

// src/core/blocks/judge.ts
var MIN_JUDGED_BLOCKS = 10;
var DEFAULT_DECISION_RULE = "significant";
var pct = (x) => `${x >= 0 ? "+" : "\u2212"}${Math.abs(x).toFixed(1)}%`;
var pText = (p) => p < 1e-3 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
function changeDirection(x, min, rule) {
  if (rule === "beyond-min-effect") {
    if (x.ciLowPct > min) return "up";
    if (x.ciHighPct < -min) return "down";
    return null;
  }
  if (x.ciLowPct > 0 && x.pct >= min) return "up";
  if (x.ciHighPct < 0 && x.pct <= -min) return "down";
  return null;
}
var ruleText = (rule, up, min) => {
  const sign = up ? "+" : "\u2212";
  return rule === "beyond-min-effect" ? `lies wholly beyond ${sign}${min}%` : `excludes 0 with the estimate beyond ${sign}${min}%`;
};
function subCutAlpha(alpha, blocks, judgedBlocks) {
  const total = judgedBlocks.reduce((s, n) => s + n, 0);
  return judgedBlocks.length > 1 && total > 0 ? alpha * blocks / total : alpha;
}
function scaled(x, factor) {
  if (factor === 1) return x;
  const est = Math.log1p(x.pct / 100);
  const end = (p) => Math.expm1(est + factor * (Math.log1p(p / 100) - est)) * 100;
  return { ...x, ciLowPct: end(x.ciLowPct), ciHighPct: end(x.ciHighPct) };
}
function judgeCut(stats, options, runs) {
  const { compared, shift: shown, pValue, contrast: contrastShown } = stats;
  const alpha = Math.min(options.alpha, options.cutAlpha ?? options.alpha);
  const factor = alpha < options.alpha ? probit(1 - alpha / 2) / probit(1 - options.alpha / 2) : 1;
  const shift = scaled(shown, factor);
  const contrast = contrastShown && scaled(contrastShown, factor);
  const level = factor === 1 ? "" : `, widened \xD7${factor.toFixed(2)} to the ${Number((100 * (1 - alpha)).toPrecision(3))}% level each cut besides all is judged at,`;
  const min = options.minEffectPct;
  const rule = options.decisionRule ?? DEFAULT_DECISION_RULE;
  const byShift = (verdict, reason) => ({
    verdict,
    reason,
    verdictBasis: "shift"
  });
  if (compared < MIN_JUDGED_BLOCKS) {
    return byShift(
      "inconclusive",
      `Only ${compared} block${compared === 1 ? "" : "s"} in this cut, too few to judge (at least ${MIN_JUDGED_BLOCKS} needed).`
    );
  }
  if (!Number.isFinite(shift.ciLowPct) || !Number.isFinite(shift.ciHighPct)) {
    return byShift("inconclusive", "The shift has no confidence interval (no usable log ratios).");
  }
  const ci = `shift ${pct(shown.pct)} (95% CI ${pct(shown.ciLowPct)} to ${pct(shown.ciHighPct)})`;
  const direction = changeDirection(shift, min, rule);
  if (direction !== null) {
    const up = direction === "up";
    if (pValue < alpha) {
      return byShift(
        up ? "regression" : "improvement",
        `The candidate is ${up ? "slower" : "faster"}: the ${ci}${level} ${ruleText(rule, up, min)} and the signed-rank test agrees (${pText(pValue)}).`
      );
    }
    return byShift(
      "inconclusive",
      `The ${ci}${level} ${ruleText(rule, up, min)} but the signed-rank test does not confirm a shift (${pText(pValue)}).`
    );
  }
  if (shown.ciLowPct >= -min && shown.ciHighPct <= min) {
    return byShift("no-change", `No change of ${min}% or more: ${ci} lies within \xB1${min}%.`);
  }
  const byContrast = contrast && changeDirection(contrast, min, rule);
  const restStill = contrast && contrast.rest.ciLowPct <= 0 && contrast.rest.ciHighPct >= 0;
  if (contrast && contrastShown && byContrast && restStill && contrast.pValue < alpha) {
    const up = byContrast === "up";
    return {
      verdict: up ? "regression" : "improvement",
      verdictBasis: "contrast",
      reason: `The ${ci} is within run-to-run noise, but against the rest of the same run (drift cancels) the cut is ${pct(contrastShown.pct)} (95% CI ${pct(contrastShown.ciLowPct)} to ${pct(contrastShown.ciHighPct)}), which${level.replace(/,$/, "")} ${ruleText(rule, up, min)}, the rank-sum test agrees (${pText(contrast.pValue)}), and the rest's own shift ${pct(contrast.rest.pct)} holds 0.`
    };
  }
  return byShift(
    "inconclusive",
    `The ${ci}${level} reaches past \xB1${min}%, so a change of that size can be neither confirmed nor ruled out.` + settleText(shift, shown, min, rule, runs)
  );
}
var MAX_ADVISED_RUNS = 20;
function settleText(decided, shown, min, rule, runs) {
  if (!runs) return "";
  const est = Math.log1p(decided.pct / 100);
  const halfOf = (x) => Math.max(est - Math.log1p(x.ciLowPct / 100), Math.log1p(x.ciHighPct / 100) - est);
  const half = halfOf(decided);
  if (!Number.isFinite(half) || !(half > 0)) return "";
  const shownHalf = halfOf(shown);
  const bound = Math.log1p(min / 100);
  const confirm = Math.abs(decided.pct) >= min;
  const now = [runs.baseline, runs.candidate];
  for (let k = Math.max(...now) + 1; k <= MAX_ADVISED_RUNS; k++) {
    const shownAtK = projectHalfWidth(shownHalf, now, k);
    const settles = confirm ? projectHalfWidth(half, now, k) < Math.abs(est) - (rule === "beyond-min-effect" ? bound : 0) : Math.abs(est) + shownAtK <= bound;
    if (settles)
      return ` About ${k} runs per side would narrow it to \xB1${pctOf(shownAtK)} and settle it, if the estimate holds.`;
  }
  return confirm ? ` Settling it would take more than ${MAX_ADVISED_RUNS} runs per side at this noise, or more blocks in this cut.` : ` Ruling out \xB1${min}% would take more than ${MAX_ADVISED_RUNS} runs per side at this noise.`;
}
var pctOf = (logHalfWidth) => `${(Math.expm1(logHalfWidth) * 100).toFixed(1)}%`;
function judgeComparison(cuts) {
  const named = (v, basis) => cuts.filter((c) => c.verdict === v && (basis === void 0 || (c.verdictBasis ?? "shift") === basis)).map((c) => c.name);
  const byShift = named("regression", "shift");
  const byContrast = named("regression", "contrast");
  const improvements = named("improvement");
  const also = improvements.length > 0 ? `; improved: ${improvements.join(", ")}` : "";
  if (byShift.length > 0) {
    const relative = byContrast.length > 0 ? `; slower relative to the rest: ${byContrast.join(", ")}` : "";
    return { verdict: "regression", reason: `Slower in: ${byShift.join(", ")}${relative}${also}.` };
  }
  if (byContrast.length > 0 && improvements.length > 0) {
    return {
      verdict: "mixed",
      reason: `Slower relative to the rest of the run in: ${byContrast.join(", ")}; faster in: ${improvements.join(", ")}.`
    };
  }
  if (byContrast.length > 0) {
    return {
      verdict: "regression",
      reason: `Slower relative to the rest of the run in: ${byContrast.join(", ")}; no cut is faster.`
    };
  }
  if (improvements.length > 0) {
    return { verdict: "improvement", reason: `Faster in: ${improvements.join(", ")}; no cut is slower.` };
  }
  const all = cuts[0];
  if (all === void 0) return { verdict: "inconclusive", reason: "No blocks were compared." };
  return all.verdict === "no-change" ? { verdict: "no-change", reason: `No change over ${all.name} blocks and no cut shows one.` } : {
    verdict: "inconclusive",
    reason: `The ${all.name}-blocks cut is inconclusive and no cut shows a change.`
  };
}

// src/core/blocks/cut-stats.ts
var { abs, expm1 } = Math;
var toPct = (logRatio) => expm1(logRatio) * 100;
var changePct = (from, to) => from > 0 ? (to - from) / from * 100 : NaN;
var QUANTILES = [
  ["p50", 0.5],
  ["p90", 0.9],
  ["p99", 0.99]
];
var LAZY = Object.freeze({
  meanDeltaPct: NaN,
  meanDeltaCi: Object.freeze({ lowPct: NaN, highPct: NaN }),
  medianDeltaPct: NaN,
  medianDeltaCi: Object.freeze({ lowPct: NaN, highPct: NaN }),
  quantiles: Object.freeze([]),
  histogram: Object.freeze([])
});
function lazyFields(stats, quantiles, deltas) {
  const keys = Object.keys(LAZY);
  const settle = (values, all) => {
    for (const key of keys) {
      if (key in values && (!all || Object.getOwnPropertyDescriptor(stats, key)?.get)) {
        Object.defineProperty(stats, key, {
          value: values[key],
          writable: true,
          enumerable: true,
          configurable: true
        });
      }
    }
  };
  for (const key of keys) {
    Object.defineProperty(stats, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        settle(key === "quantiles" ? quantiles() : deltas(), true);
        return stats[key];
      },
      set: (value) => settle({ [key]: value }, false)
    });
  }
  Object.defineProperty(stats, DEFERRED_FIELDS, { value: true });
  return stats;
}
function computeCutStats(pairs, cut, options, context = {}) {
  const n = cutSize(cut);
  const listed = indicesOrEvery(cut);
  const indices = typeof listed === "number" ? null : listed;
  const baselineMs = pairs.baselineMs;
  const candidateMs = pairs.candidateMs;
  const threshold = options.thresholdPct;
  let flaggedSlower = 0;
  let flaggedFaster = 0;
  let baselineTotalMs = 0;
  let candidateTotalMs = 0;
  for (let j = 0; j < n; j++) {
    const i = indices === null ? j : indices[j];
    const b = baselineMs[i];
    const c = candidateMs[i];
    const d2 = (c - b) / b * 100;
    if (abs(d2) >= threshold) {
      if (d2 > 0) flaggedSlower++;
      else flaggedFaster++;
    }
    baselineTotalMs += b;
    candidateTotalMs += c;
  }
  const sortedLogs = context.sortedLogs ?? sortedLogRatios(pairs, listed);
  const logCount = sortedLogs.length;
  const sigma = robustSigma(sortedLogs);
  const expectedFlagged = n * noiseFlagProbability(sigma, options.thresholdPct);
  const everyPairLogged = logCount === n;
  const ci = bootstrapTrimmedMeanCi(sortedLogs, {
    resamples: options.bootstrapResamples,
    seed: options.seed,
    meanOf: everyPairLogged ? toPct : void 0
  });
  const runHalfWidth = context.runHalfWidth ?? 0;
  const widened = widenInterval(ci.estimate, ci.low, ci.high, runHalfWidth);
  const shift = {
    pct: toPct(ci.estimate),
    ciLowPct: toPct(widened.low),
    ciHighPct: toPct(widened.high),
    ciMethod: ci.method,
    ...runHalfWidth > 0 && { withinRunCi: { lowPct: toPct(ci.low), highPct: toPct(ci.high) } }
  };
  const contrast = context.contrast;
  const pValue = wilcoxonSignedRank(sortedLogs).pValue;
  const describeQuantiles = (values) => {
    const probes = quantileProbes(
      n,
      QUANTILES.map(([, p]) => p)
    );
    for (let j = 0; j < n; j++) values[j] = baselineMs[indices === null ? j : indices[j]];
    const baselineQuantiles = quantilesAtProbes(values, probes);
    for (let j = 0; j < n; j++) values[j] = candidateMs[indices === null ? j : indices[j]];
    const candidateQuantiles = quantilesAtProbes(values, probes);
    const intervals = pairedQuantileRatioIntervals(
      baselineMs,
      candidateMs,
      listed,
      probes,
      baselineQuantiles,
      candidateQuantiles
    );
    const quantiles = QUANTILES.map(([q], k) => {
      const b = baselineQuantiles[k].at;
      const c = candidateQuantiles[k].at;
      return { q, baseline: b, candidate: c, deltaPct: changePct(b, c), deltaCi: intervals[k] };
    });
    return { quantiles };
  };
  const describeDeltas = (values) => {
    for (let j = 0; j < n; j++) {
      const i = indices === null ? j : indices[j];
      const b = baselineMs[i];
      values[j] = (candidateMs[i] - b) / b * 100;
    }
    const meanDeltaPct = meanOf(values);
    const meanInterval = ci.mean ?? meanNormalInterval(values, meanDeltaPct);
    const [medianDeltaPct] = quantilesInPlace(values, [0.5]);
    const { loOrder, hiOrder } = medianCi(n, 0.95);
    const [medianLow, medianHigh] = orderStatisticsInPlace(values, [loOrder - 1, hiOrder - 1]);
    return {
      meanDeltaPct,
      meanDeltaCi: { lowPct: meanInterval.low, highPct: meanInterval.high },
      medianDeltaPct,
      medianDeltaCi: { lowPct: medianLow, highPct: medianHigh },
      // After the placements: a cut small enough to have been sorted is counted by binary search.
      histogram: deltaHistogram(values)
    };
  };
  let d = LAZY;
  if (!context.lazy) {
    const work = context.work ? context.work.subarray(0, n) : context.sortedLogs ? new Float64Array(n) : new Float64Array(sortedLogs.buffer, sortedLogs.byteOffset, n);
    d = { ...describeQuantiles(work), ...describeDeltas(work) };
  }
  const stats = {
    name: cut.name,
    set: cut.set,
    slowMs: cut.slowMs,
    compared: n,
    flagged: flaggedSlower + flaggedFaster,
    flaggedSlower,
    flaggedFaster,
    expectedFlagged,
    expectedFlaggedFrom: "spread",
    noiseSigma: sigma,
    meanDeltaPct: d.meanDeltaPct,
    meanDeltaCi: d.meanDeltaCi,
    medianDeltaPct: d.medianDeltaPct,
    medianDeltaCi: d.medianDeltaCi,
    shift,
    ...contrast && { contrast },
    pValue,
    quantiles: d.quantiles,
    baselineTotalMs,
    candidateTotalMs,
    totalDeltaPct: changePct(baselineTotalMs, candidateTotalMs),
    histogram: d.histogram,
    ...judgeCut({ compared: n, shift, pValue, contrast }, options, context.runs)
  };
  if (!context.lazy) return stats;
  const own = (describe) => () => {
    const work = new Float64Array(n);
    const made = describe(work);
    freeBuffer(work);
    return made;
  };
  return lazyFields(stats, own(describeQuantiles), own(describeDeltas));
}

// src/core/compare-blocks.ts
var { abs: abs2 } = Math;
var BLOCK_COMPARISON_SCHEMA_VERSION = 1;
var DEFAULT_COMPARE_OPTIONS = {
  thresholdPct: 10,
  slowMs: [1e3, 2e3],
  selectOn: "both",
  duplicates: "last",
  minEffectPct: 2,
  itemSets: [],
  bootstrapResamples: 2e3,
  seed: 1,
  alpha: 0.05,
  notableCount: 20,
  decisionRule: DEFAULT_DECISION_RULE
};
function validateCompareOptions(o) {
  const need = (ok, message) => {
    if (!ok) throw new UserError(message);
  };
  need(
    Number.isFinite(o.thresholdPct) && o.thresholdPct > 0,
    `threshold ${o.thresholdPct}%: give a positive percentage such as 10`
  );
  need(
    o.slowMs.every((t) => Number.isFinite(t) && t >= 0),
    `slow thresholds ${o.slowMs.join(", ")}: give block times in ms such as 1000, 2000`
  );
  need(o.selectOn === "both" || o.selectOn === "baseline", `select-on "${o.selectOn}": use both or baseline`);
  need(
    ["first", "last", "min", "median"].includes(o.duplicates),
    `duplicate policy "${o.duplicates}": use first, last, min or median`
  );
  need(
    Number.isFinite(o.minEffectPct) && o.minEffectPct >= 0,
    `minimum effect ${o.minEffectPct}%: give a percentage \u2265 0 such as 2`
  );
  need(
    Number.isInteger(o.bootstrapResamples) && o.bootstrapResamples >= 100,
    `bootstrap resamples ${o.bootstrapResamples}: give a whole number of at least 100 (default 2000)`
  );
  need(Number.isInteger(o.seed), `seed ${o.seed}: give a whole number`);
  need(
    o.alpha > 0 && o.alpha < 1,
    `alpha ${o.alpha}: give a significance level between 0 and 1 such as 0.05`
  );
  need(
    o.decisionRule === void 0 || o.decisionRule === "significant" || o.decisionRule === "beyond-min-effect",
    `decision rule "${o.decisionRule}": use significant or beyond-min-effect`
  );
  need(
    Number.isInteger(o.notableCount) && o.notableCount >= 0,
    `notable count ${o.notableCount}: give a whole number \u2265 0`
  );
  const labels = o.itemSets.map((s) => s.label);
  const twice = labels.find((l, i) => labels.indexOf(l) !== i);
  need(twice === void 0, `item set label "${twice}" is used twice: give each item set its own name`);
}
function notablePairs(pairs, options, slowPairs) {
  const lowest = slowThresholds(options.slowMs)[0];
  const { baselineMs, candidateMs, block } = pairs;
  const candidates = [];
  const within = lowest === void 0 ? void 0 : slowPairs;
  const count = within === void 0 ? pairs.length : within.length;
  for (let j = 0; j < count; j++) {
    const i = within === void 0 ? j : within[j];
    const b = baselineMs[i];
    const c = candidateMs[i];
    if (!(b > 0) || !isFlagged((c - b) / b * 100, pairs.thresholdPct)) continue;
    if (lowest === void 0 || isSlow(b, c, lowest, options.selectOn)) candidates.push(i);
  }
  const size = (i) => abs2(candidateMs[i] - baselineMs[i]);
  return candidates.sort((x, y) => size(y) - size(x) || block[x] - block[y]).slice(0, options.notableCount).map((i) => pairRowAt(pairs, i));
}
function lowestSlowCut(cuts, slowMs) {
  const lowest = slowThresholds(slowMs)[0];
  return cuts.find((cut) => cut.set === null && cut.slowMs === lowest && cut.every === void 0)?.indices;
}
var IMPLAUSIBLE_RATIO = 10;
var IMPLAUSIBLE_SHARE = 0.01;
function comparisonWarnings(c, pairs) {
  const out = [];
  const m = c.match;
  const add = (code, count, message) => {
    if (count > 0) out.push({ code, count, message });
  };
  add(
    "only-in-baseline",
    m.onlyInBaseline,
    `${m.onlyInBaseline} block(s) appear only in the baseline log and are not compared.`
  );
  add(
    "only-in-candidate",
    m.onlyInCandidate,
    `${m.onlyInCandidate} block(s) appear only in the candidate log and are not compared.`
  );
  add(
    "zero-baseline",
    m.zeroBaseline,
    `${m.zeroBaseline} block(s) have a zero baseline time: no \u0394% exists for them, so they are left out of every cut.`
  );
  const dupes = m.duplicatesBaseline + m.duplicatesCandidate;
  add(
    "duplicate-blocks",
    dupes,
    `${m.duplicatesBaseline} baseline and ${m.duplicatesCandidate} candidate record(s) repeat a block number (reorgs); kept: ${m.duplicatePolicy}.`
  );
  let implausible = 0;
  for (let i = 0; i < pairs.length; i++) {
    const b = pairs.baselineMs[i];
    const c2 = pairs.candidateMs[i];
    if (b > 0 && c2 > 0 && (c2 / b > IMPLAUSIBLE_RATIO || b / c2 > IMPLAUSIBLE_RATIO)) implausible++;
  }
  add(
    "implausible-ratio",
    implausible,
    implausible > IMPLAUSIBLE_SHARE * pairs.length ? `${implausible} block(s) differ more than ${IMPLAUSIBLE_RATIO}\xD7 between the runs: suspect the two logs do not measure the same thing (same blocks, same machine, same build flags?).` : `${implausible} block(s) differ more than ${IMPLAUSIBLE_RATIO}\xD7 between the runs, likely stalls (GC, compaction, I/O) in one run; the shift and the signed-rank test are robust to them, the mean \u0394% and total \u0394 are not.`
  );
  if (m.paired === 0) {
    out.push({
      code: "no-common-blocks",
      count: 1,
      message: "The two logs share no block number: check that both runs replayed the same range."
    });
  }
  if (c.options.selectOn === "baseline" && c.options.slowMs.some((t) => t > 0)) {
    out.push({
      code: "selection-on-baseline",
      count: 1,
      message: "Slow cuts were selected on the baseline time alone: they read faster than they are (regression to the mean); the default selects on both sides."
    });
  }
  return out;
}
function compareBlocks(baseline, candidate, options, noise, runNoise) {
  return compareBlocksWithPairs(baseline, candidate, options, noise, runNoise).comparison;
}
function compareBlocksWithPairs(baseline, candidate, options, noise, runNoise = chooseRunNoise({ aaShiftPct: noise?.shiftPct, aaContrasts: noise?.contrasts }), referenceCuts, shared = {}) {
  validateCompareOptions(options);
  const { pairs, match, records } = shared.matched ?? matchPairs(baseline, candidate, options, shared.keepRecords);
  const runHalfWidth = runNoiseHalfWidth(runNoise);
  const definitions = referenceCuts ? cutsLike(pairs, referenceCuts) : defineCuts(pairs, options);
  const [all, ...others] = definitions;
  const allLogs = sortedLogRatios(pairs, indicesOrEvery(all));
  const work = new Float64Array(Math.max(0, ...others.map((cut) => cut.indices.length)));
  const withNoise = (stats) => noise ? withAaNoise(stats, noise) : stats;
  const judged = others.map((cut) => cut.indices.length).filter((n) => n >= MIN_JUDGED_BLOCKS);
  const otherCuts = others.map((cut) => {
    const subCutOptions = { ...options, cutAlpha: subCutAlpha(options.alpha, cut.indices.length, judged) };
    const sortedLogs = sortedLogRatios(pairs, cut.indices);
    const between = contrastTerm(runNoise.contrast, cut.name, runNoise.runs);
    const contrast = cutContrast(sortedLogs, allLogs, runHalfWidth, between);
    const cutHalfWidth = Math.hypot(runHalfWidth, between.halfWidth);
    const stats = withNoise(
      computeCutStats(pairs, cut, subCutOptions, {
        runHalfWidth: cutHalfWidth,
        contrast,
        sortedLogs,
        work,
        lazy: shared.lazy,
        runs: runNoise.runs
      })
    );
    freeBuffer(sortedLogs);
    return stats;
  });
  freeBuffer(work);
  const allWork = allLogs.length === cutSize(all) ? allLogs : void 0;
  const allCut = withNoise(
    computeCutStats(pairs, all, options, {
      runHalfWidth,
      sortedLogs: allLogs,
      work: allWork,
      lazy: shared.lazy,
      runs: runNoise.runs
    })
  );
  freeBuffer(allLogs);
  const cuts = [allCut, ...otherCuts];
  const overall = judgeComparison(cuts);
  const summaryOptions = { ...options, itemSets: options.itemSets.map((s) => s.label) };
  const metricOnly = shared.metricOnly;
  const parseWarnings = metricOnly ? [] : [
    ...baseline.warnings.map((w) => ({ ...w, file: w.file ?? baseline.source })),
    ...candidate.warnings.map((w) => ({ ...w, file: w.file ?? candidate.source }))
  ];
  const comparison = {
    schemaVersion: BLOCK_COMPARISON_SCHEMA_VERSION,
    kind: "blocks",
    verdict: overall.verdict,
    reason: overall.reason,
    options: summaryOptions,
    match,
    cuts,
    notable: metricOnly && !metricOnly.notable ? [] : (
      // Cuts of another metric's (`referenceCuts`) are slow by the time, not by this metric's values.
      notablePairs(
        pairs,
        options,
        referenceCuts ? void 0 : lowestSlowCut(definitions, options.slowMs)
      )
    ),
    warnings: metricOnly ? [] : [...parseWarnings, ...comparisonWarnings({ match, options: summaryOptions }, pairs)],
    baseline: { format: baseline.format, source: baseline.source },
    candidate: { format: candidate.format, source: candidate.source },
    ...noise && { noise: { source: "aa-pair", label: noise.label, paired: noise.paired } },
    runNoise
  };
  return { comparison, pairs, cuts: definitions, ...records && { records } };
}

export {
  DEFAULT_RUN_NOISE_PCT,
  runNoiseHalfWidth,
  chooseRunNoise,
  DEFAULT_COMPARE_OPTIONS,
  compareBlocks,
  compareBlocksWithPairs
};
