import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  isFlagged,
  matchPairs,
  pairRowAt,
  pairsOfColumns,
  resolveDuplicates
} from "./chunk-IXH2OGHI.js";
import {
  groupThousands
} from "./chunk-OYWBV3ED.js";
import {
  readBlockLog
} from "./chunk-Q2OXHHDA.js";
import {
  readInputHead
} from "./chunk-MIIKHJVC.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunk-3PT7GTTP.js";
import {
  readWholeInput
} from "./chunk-OUONTW3I.js";
import {
  DEFAULT_MAX_INPUT_BYTES,
  inputTooLarge,
  wholeInputLimit
} from "./chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  medianCi,
  microVerdict,
  robustLogShift,
  rowKey,
  wilcoxonSignedRank
} from "./chunk-3VTSLWM7.js";
import {
  EXACT_LIMIT,
  SHIFT_TRIM,
  Z_95,
  countAtOrBelow,
  countBelow,
  deltaHistogram,
  mannWhitneyNormalP,
  mannWhitneyUTestSorted,
  meanNormalInterval,
  meanOf,
  noiseFlagProbability,
  orderStatisticsInPlace,
  probit,
  quantileOfSorted,
  quantilesInPlace,
  robustSigma,
  studentTQuantile,
  trimCount,
  trimmedMeanSorted,
  trimmedMeanStandardError
} from "./chunk-ANMQOXZF.js";

// src/pipeline/compare-inputs.ts
import * as fs from "node:fs";
import { existsSync as existsSync2 } from "node:fs";
import path2 from "node:path";

// src/core/run-noise.ts
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
function widenInterval(estimate, low, high, runHalfWidth) {
  const r2 = runHalfWidth * runHalfWidth;
  return {
    low: estimate - sqrt((estimate - low) ** 2 + r2),
    high: estimate + sqrt((high - estimate) ** 2 + r2)
  };
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

// src/core/contrast.ts
var { expm1, log, sqrt: sqrt2 } = Math;
var MIN_CONTRAST_BLOCKS = 10;
function sortedLogRatios(pairs, indices) {
  const out = new Float64Array(indices.length);
  let k = 0;
  for (let j = 0; j < indices.length; j++) {
    const i = indices[j];
    const b = pairs.baselineMs[i];
    const c = pairs.candidateMs[i];
    if (b > 0 && c > 0) out[k++] = log(c / b);
  }
  return out.subarray(0, k).sort();
}
function sortedDifference(all, part, out) {
  let k = 0;
  let j = 0;
  for (let i = 0; i < all.length; i++) {
    if (j < part.length && all[i] === part[j]) j++;
    else out[k++] = all[i];
  }
  return out.subarray(0, k);
}
function mergeBack(all, restCount, part) {
  let i = restCount - 1;
  let j = part.length - 1;
  for (let k = all.length - 1; j >= 0; k--) {
    if (i >= 0 && all[i] > part[j]) all[k] = all[i--];
    else all[k] = part[j--];
  }
}
function cutContrast(inCut, sortedAll, runHalfWidth, between) {
  const inPlace = sortedAll.length === 0 || !Number.isNaN(sortedAll[sortedAll.length - 1]);
  const inRest = sortedDifference(sortedAll, inCut, inPlace ? sortedAll : new Float64Array(sortedAll.length));
  const restCount = inRest.length;
  let stats;
  if (inCut.length >= MIN_CONTRAST_BLOCKS && restCount >= MIN_CONTRAST_BLOCKS) {
    stats = { restShift: trimmedMeanSorted(inRest), restStandardError: trimmedMeanStandardError(inRest) };
  }
  if (inPlace) mergeBack(sortedAll, restCount, inCut);
  if (!stats) return void 0;
  const { restShift, restStandardError } = stats;
  const cutShift = trimmedMeanSorted(inCut);
  const se = sqrt2(trimmedMeanStandardError(inCut) ** 2 + restStandardError ** 2);
  const d = cutShift - restShift;
  const restHalf = Z_95 * restStandardError;
  const restCi = widenInterval(restShift, restShift - restHalf, restShift + restHalf, runHalfWidth);
  const pct2 = (x) => expm1(x) * 100;
  const within = { low: d - Z_95 * se, high: d + Z_95 * se };
  const widened = between ? widenInterval(d, within.low, within.high, between.halfWidth) : within;
  return {
    pct: pct2(d),
    ciLowPct: pct2(widened.low),
    ciHighPct: pct2(widened.high),
    ...between && {
      runNoise: {
        sigmaPct: between.sigmaPct,
        source: between.source,
        ...between.dof !== void 0 && { dof: between.dof }
      },
      withinRunCi: { lowPct: pct2(within.low), highPct: pct2(within.high) }
    },
    pValue: restRankTestP(inCut, sortedAll),
    rest: {
      compared: restCount,
      pct: pct2(restShift),
      ciLowPct: pct2(restCi.low),
      ciHighPct: pct2(restCi.high)
    }
  };
}
function restRankTestP(inCut, sortedAll) {
  const n1 = inCut.length;
  const n = sortedAll.length;
  const finite = n === 0 || !Number.isNaN(sortedAll[n - 1]);
  if (n1 <= EXACT_LIMIT && n - n1 <= EXACT_LIMIT || !finite) {
    const inRest = sortedDifference(sortedAll, inCut, new Float64Array(n));
    const ranks = mannWhitneyUTestSorted(inCut, inRest);
    return ranks.ok ? ranks.result.p : 1;
  }
  let r1 = 0;
  let from = 0;
  for (let i = 0; i < n1; ) {
    const v = inCut[i];
    let c1 = 1;
    while (i + c1 < n1 && inCut[i + c1] === v) c1++;
    const lo = countBelow(sortedAll, v, from);
    const hi = countAtOrBelow(sortedAll, v, lo);
    r1 += (2 * (lo + 1) + (hi - lo) - 1) / 2 * c1;
    from = hi;
    i += c1;
  }
  const u1 = r1 - n1 * (n1 + 1) / 2;
  return mannWhitneyNormalP(n1, n - n1, u1, tieSumOf(sortedAll)) ?? 1;
}
var tieSums = /* @__PURE__ */ new WeakMap();
function tieSumOf(sorted) {
  let sum2 = tieSums.get(sorted);
  if (sum2 !== void 0) return sum2;
  sum2 = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    const t = j - i;
    sum2 += t * t * t - t;
    i = j;
  }
  tieSums.set(sorted, sum2);
  return sum2;
}

// src/core/cuts.ts
var { sqrt: sqrt3 } = Math;
function isSlow(baselineMs, candidateMs, thresholdMs, selectOn) {
  return selectOn === "baseline" ? baselineMs >= thresholdMs : sqrt3(baselineMs * candidateMs) >= thresholdMs;
}
function slowThresholds(slowMs) {
  return [...new Set(slowMs.filter((t) => t > 0))].sort((a, b) => a - b);
}
function slowCutName(thresholdMs, selectOn) {
  return `${selectOn === "baseline" ? "baseline" : "slow"} \u2265 ${thresholdMs} ms`;
}
function defineCuts(pairs, options) {
  const thresholds = slowThresholds(options.slowMs);
  const { baselineMs, candidateMs } = pairs;
  const n = pairs.length;
  const level = new Float64Array(n);
  if (options.selectOn === "baseline") level.set(baselineMs);
  else for (let i = 0; i < n; i++) level[i] = sqrt3(baselineMs[i] * candidateMs[i]);
  const scratch = new Uint32Array(n);
  const select = (member, thresholdMs) => {
    let k = 0;
    for (let i = 0; i < n; i++) {
      if (baselineMs[i] > 0 && (thresholdMs === null || level[i] >= thresholdMs) && (member === null || member[i] === 1))
        scratch[k++] = i;
    }
    return scratch.slice(0, k);
  };
  const cuts = [{ name: "all", set: null, slowMs: null, indices: select(null, null) }];
  for (const t of thresholds) {
    cuts.push({ name: slowCutName(t, options.selectOn), set: null, slowMs: t, indices: select(null, t) });
  }
  options.itemSets.forEach((itemSet, s) => {
    const member = pairs.inSet[s];
    cuts.push({ name: itemSet.label, set: itemSet.label, slowMs: null, indices: select(member, null) });
    for (const t of thresholds) {
      cuts.push({
        name: `${itemSet.label} \xD7 ${slowCutName(t, options.selectOn)}`,
        set: itemSet.label,
        slowMs: t,
        indices: select(member, t)
      });
    }
  });
  return cuts;
}
function cutsLike(pairs, reference) {
  const { block, baselineMs } = pairs;
  const scratch = new Uint32Array(pairs.length);
  return reference.definitions.map((cut, c) => {
    let k = 0;
    if (c === 0 && cut.set === null && cut.slowMs === null) {
      for (let i = 0; i < pairs.length; i++) if (baselineMs[i] > 0) scratch[k++] = i;
    } else {
      let j = 0;
      for (const r of cut.indices) {
        const b = reference.block[r];
        while (j < pairs.length && block[j] < b) j++;
        if (j < pairs.length && block[j] === b && baselineMs[j] > 0) scratch[k++] = j;
      }
    }
    return { ...cut, indices: scratch.slice(0, k) };
  });
}

// src/core/contrast-noise.ts
var { abs, expm1: expm12, log1p: log1p2, sqrt: sqrt4, SQRT2 } = Math;
var DEFAULT_CONTRAST_NOISE_PCT = 1.5;
function contrastsOfPair(baseline, candidate, options) {
  return contrastsOfPairs(matchPairs(baseline, candidate, options).pairs, options);
}
function contrastsOfPairs(pairs, options) {
  const [all, ...others] = defineCuts(pairs, options);
  const out = /* @__PURE__ */ new Map();
  const inCut = new Uint8Array(pairs.length);
  for (const cut of others) {
    inCut.fill(0);
    for (const i of cut.indices) inCut[i] = 1;
    const rest = all.indices.filter((i) => inCut[i] === 0);
    const cutLogs = sortedLogRatios(pairs, cut.indices);
    const restLogs = sortedLogRatios(pairs, rest);
    if (cutLogs.length < MIN_CONTRAST_BLOCKS || restLogs.length < MIN_CONTRAST_BLOCKS) continue;
    out.set(cut.name, trimmedMeanSorted(cutLogs) - trimmedMeanSorted(restLogs));
  }
  return out;
}
function statedContrastNoise() {
  return { source: "default", statedPct: DEFAULT_CONTRAST_NOISE_PCT, cuts: {} };
}
function contrastNoiseFromAa(aaContrasts) {
  const stated = log1p2(DEFAULT_CONTRAST_NOISE_PCT / 100);
  const cuts = {};
  for (const [name, a] of aaContrasts) {
    cuts[name] = { sigmaPct: expm12(Math.max(stated, abs(a) / SQRT2)) * 100 };
  }
  return { source: "aa-pair", statedPct: DEFAULT_CONTRAST_NOISE_PCT, cuts };
}
function contrastNoiseFromReplicates(runContrasts) {
  const names = new Set([...runContrasts.baseline, ...runContrasts.candidate].flatMap((m) => [...m.keys()]));
  const cuts = {};
  for (const name of names) {
    let ss = 0;
    let dof = 0;
    for (const side of [runContrasts.baseline, runContrasts.candidate]) {
      const xs = side.map((m) => m.get(name)).filter((x) => x !== void 0);
      if (xs.length < 2) continue;
      const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
      for (const x of xs) ss += (x - mean) * (x - mean);
      dof += xs.length - 1;
    }
    if (dof >= 2) cuts[name] = { sigmaPct: expm12(sqrt4(ss / dof)) * 100, dof };
  }
  if (Object.keys(cuts).length === 0) return null;
  return { source: "replicates", statedPct: DEFAULT_CONTRAST_NOISE_PCT, cuts };
}
function contrastTerm(noise, name, runs) {
  const measured = noise?.cuts[name];
  const sigmaPct = measured?.sigmaPct ?? noise?.statedPct ?? DEFAULT_CONTRAST_NOISE_PCT;
  const source = measured && noise ? noise.source : "default";
  const dof = measured?.dof;
  const q = dof === void 0 ? Z_95 : studentTQuantile(0.975, dof);
  const halfWidth = q * log1p2(sigmaPct / 100) * sqrt4(1 / runs.baseline + 1 / runs.candidate);
  return { sigmaPct, source, ...dof !== void 0 && { dof }, halfWidth };
}

// src/core/aa-noise.ts
var { expm1: expm13, log: log2 } = Math;
var MIN_AA_BLOCKS = 30;
function measureAaNoise(aaBaseline, aaCandidate, options, label) {
  const { pairs, match } = matchPairs(aaBaseline, aaCandidate, options);
  if (match.paired === 0) {
    throw new UserError(
      `the A/A pair ${label} shares no block number: give two runs of the same build over the same blocks`
    );
  }
  const { baselineMs, candidateMs } = pairs;
  const cuts = /* @__PURE__ */ new Map();
  let shiftPct = NaN;
  for (const cut of defineCuts(pairs, options)) {
    const logs = new Float64Array(cut.indices.length);
    let logCount = 0;
    let flagged = 0;
    for (const i of cut.indices) {
      const b = baselineMs[i];
      const c = candidateMs[i];
      if (isFlagged((c - b) / b * 100, options.thresholdPct)) flagged++;
      if (c > 0) logs[logCount++] = log2(c / b);
    }
    const sorted = logs.subarray(0, logCount).sort();
    if (cut.set === null && cut.slowMs === null) shiftPct = expm13(trimmedMeanSorted(sorted)) * 100;
    cuts.set(cut.name, { compared: cut.indices.length, flagged, sigma: robustSigma(sorted) });
  }
  return { label, paired: match.paired, cuts, shiftPct, contrasts: contrastsOfPairs(pairs, options) };
}
function withAaNoise(cut, noise) {
  const aa = noise.cuts.get(cut.name);
  if (!aa || aa.compared < MIN_AA_BLOCKS) return cut;
  return {
    ...cut,
    expectedFlagged: cut.compared * aa.flagged / aa.compared,
    noiseSigma: aa.sigma,
    expectedFlaggedFrom: "aa-pair"
  };
}

// src/core/bootstrap.ts
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

// src/core/judge.ts
var MIN_JUDGED_BLOCKS = 10;
var DEFAULT_DECISION_RULE = "significant";
var pct = (x) => `${x >= 0 ? "+" : "\u2212"}${Math.abs(x).toFixed(1)}%`;
var pText = (p) => p < 1e-3 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
function changeDirection(x, min2, rule) {
  if (rule === "beyond-min-effect") {
    if (x.ciLowPct > min2) return "up";
    if (x.ciHighPct < -min2) return "down";
    return null;
  }
  if (x.ciLowPct > 0 && x.pct >= min2) return "up";
  if (x.ciHighPct < 0 && x.pct <= -min2) return "down";
  return null;
}
var ruleText = (rule, up, min2) => {
  const sign = up ? "+" : "\u2212";
  return rule === "beyond-min-effect" ? `lies wholly beyond ${sign}${min2}%` : `excludes 0 with the estimate beyond ${sign}${min2}%`;
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
function judgeCut(stats, options) {
  const { compared, shift: shown, pValue, contrast: contrastShown } = stats;
  const alpha = Math.min(options.alpha, options.cutAlpha ?? options.alpha);
  const factor = alpha < options.alpha ? probit(1 - alpha / 2) / probit(1 - options.alpha / 2) : 1;
  const shift = scaled(shown, factor);
  const contrast = contrastShown && scaled(contrastShown, factor);
  const level = factor === 1 ? "" : `, widened \xD7${factor.toFixed(2)} to the ${Number((100 * (1 - alpha)).toPrecision(3))}% level each cut besides all is judged at,`;
  const min2 = options.minEffectPct;
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
  const direction = changeDirection(shift, min2, rule);
  if (direction !== null) {
    const up = direction === "up";
    if (pValue < alpha) {
      return byShift(
        up ? "regression" : "improvement",
        `The candidate is ${up ? "slower" : "faster"}: the ${ci}${level} ${ruleText(rule, up, min2)} and the signed-rank test agrees (${pText(pValue)}).`
      );
    }
    return byShift(
      "inconclusive",
      `The ${ci}${level} ${ruleText(rule, up, min2)} but the signed-rank test does not confirm a shift (${pText(pValue)}).`
    );
  }
  if (shown.ciLowPct >= -min2 && shown.ciHighPct <= min2) {
    return byShift("no-change", `No change of ${min2}% or more: ${ci} lies within \xB1${min2}%.`);
  }
  const byContrast = contrast && changeDirection(contrast, min2, rule);
  const restStill = contrast && contrast.rest.ciLowPct <= 0 && contrast.rest.ciHighPct >= 0;
  if (contrast && contrastShown && byContrast && restStill && contrast.pValue < alpha) {
    const up = byContrast === "up";
    return {
      verdict: up ? "regression" : "improvement",
      verdictBasis: "contrast",
      reason: `The ${ci} is within run-to-run noise, but against the rest of the same run (drift cancels) the cut is ${pct(contrastShown.pct)} (95% CI ${pct(contrastShown.ciLowPct)} to ${pct(contrastShown.ciHighPct)}), which${level.replace(/,$/, "")} ${ruleText(rule, up, min2)}, the rank-sum test agrees (${pText(contrast.pValue)}), and the rest's own shift ${pct(contrast.rest.pct)} holds 0.`
    };
  }
  return byShift(
    "inconclusive",
    `The ${ci}${level} reaches past \xB1${min2}%, so a change of that size can be neither confirmed nor ruled out.`
  );
}
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

// src/core/quantile-ci.ts
var { exp, log: log3, max, min, sqrt: sqrt5, PI } = Math;
var MIN_TAIL_ITEMS = 10;
var MIN_STRADDLING = 5;
function hallSheatherBandwidth(n, p) {
  const x = probit(p);
  const density = exp(-x * x / 2) / sqrt5(2 * PI);
  return n ** (-1 / 3) * Z_95 ** (2 / 3) * (1.5 * density * density / (2 * x * x + 1)) ** (1 / 3);
}
function quantileProbes(n, ps) {
  return ps.map((p) => {
    if (n * min(p, 1 - p) < MIN_TAIL_ITEMS) return { p, low: p, high: p, usable: false };
    const h = hallSheatherBandwidth(n, p);
    return { p, low: max(0, p - h), high: min(1, p + h), usable: true };
  });
}
function quantilesAtProbes(values, probes) {
  const qs = quantilesInPlace(
    values,
    probes.flatMap((x) => [x.p, x.low, x.high])
  );
  return probes.map((_, k) => ({ at: qs[3 * k], low: qs[3 * k + 1], high: qs[3 * k + 2] }));
}
var OPEN = { lowPct: NaN, highPct: NaN };
function pairedQuantileRatioIntervals(baselineMs, candidateMs, pairs, probes, baseline, candidate) {
  const n = pairs.length;
  const sparsity = (q, probe) => (log3(q.high) - log3(q.low)) / (probe.high - probe.low);
  return probes.map((probe, k) => {
    const b = baseline[k];
    const c = candidate[k];
    const sb = sparsity(b, probe);
    const sc = sparsity(c, probe);
    const ok = probe.usable && b.low > 0 && c.low > 0 && sb > 0 && sc > 0 && Number.isFinite(sb + sc);
    if (!ok) return OPEN;
    const { both, onlyCandidate, onlyBaseline } = belowCounts(baselineMs, candidateMs, pairs, b.at, c.at);
    const straddling = onlyCandidate + onlyBaseline;
    if (straddling < MIN_STRADDLING) return OPEN;
    const sum2 = both * (sc - sb) + onlyCandidate * sc - onlyBaseline * sb;
    const sumSquares = both * (sc - sb) ** 2 + onlyCandidate * sc * sc + onlyBaseline * sb * sb;
    const mean = sum2 / n;
    const variance = max(0, sumSquares / n - mean * mean);
    const half = Z_95 * sqrt5(variance / n);
    const center = log3(c.at / b.at);
    return { lowPct: (exp(center - half) - 1) * 100, highPct: (exp(center + half) - 1) * 100 };
  });
}
function belowCounts(baselineMs, candidateMs, pairs, qb, qc) {
  let both = 0;
  let onlyCandidate = 0;
  let onlyBaseline = 0;
  for (let j = 0; j < pairs.length; j++) {
    const i = pairs[j];
    const inB = baselineMs[i] <= qb;
    if (candidateMs[i] <= qc) {
      if (inB) both++;
      else onlyCandidate++;
    } else if (inB) onlyBaseline++;
  }
  return { both, onlyCandidate, onlyBaseline };
}

// src/core/cut-stats.ts
var { abs: abs2, expm1: expm14 } = Math;
var toPct = (logRatio) => expm14(logRatio) * 100;
var changePct = (from, to) => from > 0 ? (to - from) / from * 100 : NaN;
var QUANTILES = [
  ["p50", 0.5],
  ["p90", 0.9],
  ["p99", 0.99]
];
function computeCutStats(pairs, cut, options, context = {}) {
  const n = cut.indices.length;
  const indices = cut.indices;
  const baselineMs = pairs.baselineMs;
  const candidateMs = pairs.candidateMs;
  const threshold = options.thresholdPct;
  let flaggedSlower = 0;
  let flaggedFaster = 0;
  let baselineTotalMs = 0;
  let candidateTotalMs = 0;
  for (let j = 0; j < n; j++) {
    const i = indices[j];
    const b = baselineMs[i];
    const c = candidateMs[i];
    const d = (c - b) / b * 100;
    if (abs2(d) >= threshold) {
      if (d > 0) flaggedSlower++;
      else flaggedFaster++;
    }
    baselineTotalMs += b;
    candidateTotalMs += c;
  }
  const sortedLogs = context.sortedLogs ?? sortedLogRatios(pairs, indices);
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
  const values = context.work ? context.work.subarray(0, n) : context.sortedLogs ? new Float64Array(n) : new Float64Array(sortedLogs.buffer, sortedLogs.byteOffset, n);
  const probes = quantileProbes(
    n,
    QUANTILES.map(([, p]) => p)
  );
  for (let j = 0; j < n; j++) values[j] = baselineMs[indices[j]];
  const baselineQuantiles = quantilesAtProbes(values, probes);
  for (let j = 0; j < n; j++) values[j] = candidateMs[indices[j]];
  const candidateQuantiles = quantilesAtProbes(values, probes);
  const intervals = pairedQuantileRatioIntervals(
    baselineMs,
    candidateMs,
    indices,
    probes,
    baselineQuantiles,
    candidateQuantiles
  );
  const quantiles = QUANTILES.map(([q], k) => {
    const b = baselineQuantiles[k].at;
    const c = candidateQuantiles[k].at;
    return { q, baseline: b, candidate: c, deltaPct: changePct(b, c), deltaCi: intervals[k] };
  });
  for (let j = 0; j < n; j++) {
    const b = baselineMs[indices[j]];
    values[j] = (candidateMs[indices[j]] - b) / b * 100;
  }
  const meanDeltaPct = meanOf(values);
  const meanInterval = ci.mean ?? meanNormalInterval(values, meanDeltaPct);
  const [medianDeltaPct] = quantilesInPlace(values, [0.5]);
  const { loOrder, hiOrder } = medianCi(n, 0.95);
  const [medianLow, medianHigh] = orderStatisticsInPlace(values, [loOrder - 1, hiOrder - 1]);
  const histogram = deltaHistogram(values);
  return {
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
    meanDeltaPct,
    meanDeltaCi: { lowPct: meanInterval.low, highPct: meanInterval.high },
    medianDeltaPct,
    medianDeltaCi: { lowPct: medianLow, highPct: medianHigh },
    shift,
    ...contrast && { contrast },
    pValue,
    quantiles,
    baselineTotalMs,
    candidateTotalMs,
    totalDeltaPct: changePct(baselineTotalMs, candidateTotalMs),
    histogram,
    ...judgeCut({ compared: n, shift, pValue, contrast }, options)
  };
}

// src/core/compare-blocks.ts
var { abs: abs3 } = Math;
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
function notablePairs(pairs, options) {
  const lowest = slowThresholds(options.slowMs)[0];
  const { baselineMs, candidateMs, block } = pairs;
  const candidates = [];
  for (let i = 0; i < pairs.length; i++) {
    const b = baselineMs[i];
    const c = candidateMs[i];
    if (!(b > 0) || !isFlagged((c - b) / b * 100, pairs.thresholdPct)) continue;
    if (lowest === void 0 || isSlow(b, c, lowest, options.selectOn)) candidates.push(i);
  }
  const size = (i) => abs3(candidateMs[i] - baselineMs[i]);
  return candidates.sort((x, y) => size(y) - size(x) || block[x] - block[y]).slice(0, options.notableCount).map((i) => pairRowAt(pairs, i));
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
  const allLogs = sortedLogRatios(pairs, all.indices);
  const work = new Float64Array(Math.max(0, ...others.map((cut) => cut.indices.length)));
  const withNoise = (stats) => noise ? withAaNoise(stats, noise) : stats;
  const judged = others.map((cut) => cut.indices.length).filter((n) => n >= MIN_JUDGED_BLOCKS);
  const otherCuts = others.map((cut) => {
    const subCutOptions = { ...options, cutAlpha: subCutAlpha(options.alpha, cut.indices.length, judged) };
    const sortedLogs = sortedLogRatios(pairs, cut.indices);
    const between = contrastTerm(runNoise.contrast, cut.name, runNoise.runs);
    const contrast = cutContrast(sortedLogs, allLogs, runHalfWidth, between);
    const cutHalfWidth = Math.hypot(runHalfWidth, between.halfWidth);
    return withNoise(
      computeCutStats(pairs, cut, subCutOptions, { runHalfWidth: cutHalfWidth, contrast, sortedLogs, work })
    );
  });
  const allWork = allLogs.length === all.indices.length ? allLogs : void 0;
  const allCut = withNoise(
    computeCutStats(pairs, all, options, { runHalfWidth, sortedLogs: allLogs, work: allWork })
  );
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
    notable: metricOnly && !metricOnly.notable ? [] : notablePairs(pairs, options),
    warnings: metricOnly ? [] : [...parseWarnings, ...comparisonWarnings({ match, options: summaryOptions }, pairs)],
    baseline: { format: baseline.format, source: baseline.source },
    candidate: { format: candidate.format, source: candidate.source },
    ...noise && { noise: { source: "aa-pair", label: noise.label, paired: noise.paired } },
    runNoise
  };
  return { comparison, pairs, cuts: definitions, ...records && { records } };
}

// src/io/parallel-block-logs.ts
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";

// src/io/all-in-order.ts
async function allInOrder(promises) {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((s) => s.value);
}

// src/io/parallel-block-logs.ts
function workerScript() {
  if (process.env.JEST_WORKER_ID !== void 0 || process.env.BENCHDELTA_NO_WORKERS) return null;
  for (const relative of ["./block-log-worker.js", "../block-log-worker.js"]) {
    try {
      const url = new URL(relative, import.meta.url);
      if (url.protocol === "file:" && existsSync(fileURLToPath(url))) return url;
    } catch {
      return null;
    }
  }
  return null;
}
var WorkerStartError = class extends Error {
};
var YOUNG_GENERATION_MB = 8;
var OLD_GENERATION_MB = 32;
var WORKER_MIN_TOTAL_BYTES = 32 << 20;
async function totalBytes(paths) {
  let total = 0;
  for (const p of paths)
    total += await stat(p).then(
      (s) => s.size,
      () => 0
    );
  return total;
}
var workerThreads = () => import("node:worker_threads");
async function readInWorker(script, job) {
  const { Worker } = await workerThreads();
  return new Promise((resolve, reject) => {
    let settled = false;
    let worker;
    try {
      worker = new Worker(script, {
        workerData: job,
        resourceLimits: {
          maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
          maxOldGenerationSizeMb: OLD_GENERATION_MB
        }
      });
    } catch (e) {
      reject(new WorkerStartError(e.message));
      return;
    }
    let reply;
    worker.once("message", (message) => {
      reply = message;
      void worker.terminate();
    });
    worker.once("error", (e) => {
      if (!settled) reject(new WorkerStartError(e.message));
      settled = true;
    });
    worker.once("exit", (code) => {
      if (settled) return;
      settled = true;
      if (reply === void 0) reject(new WorkerStartError(`block log worker exited with code ${code}`));
      else if (reply.ok) resolve(reply.log);
      else reject(reply.userError ? new UserError(reply.message) : new Error(reply.message));
    });
  });
}
async function readBlockLogsInParallel(paths, options = {}) {
  const { inThread, ...readOptions } = options;
  const worthIt = paths.length > 1 && !inThread && await totalBytes(paths) >= WORKER_MIN_TOTAL_BYTES;
  const script = worthIt ? workerScript() : null;
  if (!script) return allInOrder(paths.map((p) => readBlockLog(p, readOptions)));
  return allInOrder(
    paths.map(async (path3) => {
      try {
        return await readInWorker(script, { path: path3, options: readOptions });
      } catch (e) {
        if (e instanceof WorkerStartError) return readBlockLog(path3, readOptions);
        throw e;
      }
    })
  );
}

// src/formats/itemsets.ts
import { basename, extname } from "node:path";
var BLOCK_COLUMNS = ["blockno", "blocknumber", "block", "blocknum", "blockheight", "height"];
var normalizeHeader = (h) => h.toLowerCase().replace(/[^a-z0-9]/g, "");
function parseCsvRows(text) {
  const rows = [];
  let row = [];
  let field = "";
  let blank = true;
  const add = (s) => {
    field += s;
    if (blank && /\S/.test(s)) blank = false;
  };
  const end = () => {
    row.push(field);
    field = "";
    blank = true;
  };
  let quoted = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          add('"');
          i += 2;
          continue;
        }
        quoted = false;
      } else add(c);
      i++;
      continue;
    }
    if (c === '"' && blank) {
      quoted = true;
      field = "";
    } else if (c === ",") {
      end();
    } else if (c === "\n" || c === "\r") {
      end();
      rows.push(row);
      row = [];
      if (c === "\r" && text[i + 1] === "\n") i++;
    } else add(c);
    i++;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}
function parseBlockNumber(raw) {
  const s = raw.trim();
  if (/^0x[0-9a-f]+$/i.test(s)) {
    const v = Number.parseInt(s, 16);
    return Number.isSafeInteger(v) ? v : NaN;
  }
  if (/^\d{1,3}(?:([,.' \u00a0\u202f_])\d{3})(?:\1\d{3})*$/.test(s) || /^\d+$/.test(s)) {
    const v = Number(s.replace(/\D/g, ""));
    return Number.isSafeInteger(v) ? v : NaN;
  }
  return NaN;
}
function looksLikeHeader(fields) {
  return fields.some((f) => f.trim() !== "" && Number.isNaN(parseBlockNumber(f)));
}
function fromCsv(rows, label) {
  const header = rows[0].map((h) => h.trim());
  const names = header.map(normalizeHeader);
  let col = -1;
  for (const want of BLOCK_COLUMNS) {
    col = names.indexOf(want);
    if (col !== -1) break;
  }
  if (col === -1) {
    throw new UserError(
      `item set '${label}': no block column in the CSV header (found: ${header.join(", ")}); expected an Etherscan export with a "Blockno" column, or a plain list of block numbers`
    );
  }
  const blocks = /* @__PURE__ */ new Set();
  for (let r = 1; r < rows.length; r++) {
    const cell = rows[r][col] ?? "";
    const block = parseBlockNumber(cell);
    if (Number.isNaN(block)) {
      throw new UserError(
        `item set '${label}': row ${r + 1} has "${cell.trim()}" in column "${header[col]}", which is not a block number`
      );
    }
    blocks.add(block);
  }
  return blocks;
}
function fromPlainList(text, label) {
  const blocks = /* @__PURE__ */ new Set();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const content = lines[i].replace(/#.*/, "");
    for (const token of content.split(/[\s,;]+/)) {
      if (token === "") continue;
      const block = parseBlockNumber(token);
      if (Number.isNaN(block)) {
        throw new UserError(
          `item set '${label}': line ${i + 1} has "${token}", which is not a block number (a plain list holds block numbers separated by newlines, commas or spaces; # starts a comment)`
        );
      }
      blocks.add(block);
    }
  }
  return blocks;
}
function parseItemSet(text, label) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const firstLine = body.split(/\r?\n/).find((l) => l.trim() !== "" && !l.trimStart().startsWith("#"));
  if (firstLine !== void 0 && looksLikeHeader(parseCsvRows(firstLine)[0] ?? [])) {
    return { label, blocks: fromCsv(parseCsvRows(body), label) };
  }
  return { label, blocks: fromPlainList(body, label) };
}
function parseItemSetSpec(spec) {
  const eq = spec.indexOf("=");
  if (eq > 0 && /^[\w .:@/+-]+$/.test(spec.slice(0, eq)) && !spec.slice(0, eq).includes("/")) {
    const label2 = spec.slice(0, eq).trim();
    const path3 = spec.slice(eq + 1).trim();
    if (path3 === "") throw new UserError(`item set '${spec}': give a file after '=', as in label=blocks.csv`);
    return { label: label2, path: path3 };
  }
  if (spec.trim() === "") throw new UserError("empty item set: give FILE or label=FILE");
  const name = basename(spec);
  let label = name.slice(0, name.length - extname(name).length);
  if (extname(label) === ".csv" || extname(label) === ".txt") label = label.slice(0, -4);
  return { label: label || name, path: spec };
}
async function readItemSet(spec, maxInputBytes) {
  const { label, path: path3 } = parseItemSetSpec(spec);
  let bytes;
  try {
    bytes = await readWholeInput(path3, wholeInputLimit(maxInputBytes));
  } catch (e) {
    if (e instanceof UserError) throw new UserError(`item set '${label}': ${e.message}`);
    const code = e.code;
    if (code === "ENOENT") {
      throw new UserError(
        `item set '${label}': file not found: ${path3} (check the path; the form is label=FILE)`
      );
    }
    if (code === "EISDIR")
      throw new UserError(`item set '${label}': ${path3} is a directory, not a CSV or list file`);
    throw new UserError(`item set '${label}': cannot read ${path3}: ${e.message}`);
  }
  return { ...parseItemSet(bytes.toString("utf8"), label), source: path3 };
}

// src/io/spool-input.ts
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat as stat2 } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
var STDIN_NAME = "-";
async function isStreamInput(file) {
  if (file === STDIN_NAME) return true;
  const info = await stat2(file).catch(() => null);
  return info !== null && (info.isFIFO() || info.isCharacterDevice() || info.isSocket());
}
function counter(name, maxBytes) {
  let total = 0;
  return new Transform({
    transform(chunk, _encoding, done) {
      total += chunk.length;
      if (total > maxBytes) done(inputTooLarge(name, maxBytes, "gave more than", " (read from a stream)"));
      else done(null, chunk);
    }
  });
}
async function spoolStreamInputs(files, maxBytes = DEFAULT_MAX_INPUT_BYTES) {
  const names = files.map((f) => f === STDIN_NAME ? "stdin" : f);
  const streams = await Promise.all(files.map(isStreamInput));
  if (!streams.some(Boolean)) return { files, names, cleanup: async () => {
  } };
  if (files.filter((f) => f === STDIN_NAME).length > 1) {
    throw new UserError(
      "standard input (-) can be read only once: give it as one input, and files for the others"
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "benchdelta-stream-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const spooled = await Promise.all(
      files.map(async (file, i) => {
        if (!streams[i]) return file;
        const target = path.join(dir, `${i}-${path.basename(names[i]).replace(/[^\w.-]/g, "_")}`);
        const source = file === STDIN_NAME ? createReadStream("", { fd: 0, autoClose: false }) : createReadStream(file);
        await pipeline(source, counter(names[i], maxBytes), createWriteStream(target));
        return target;
      })
    );
    return { files: spooled, names, cleanup };
  } catch (e) {
    await cleanup();
    if (e instanceof UserError) throw e;
    throw new UserError(`cannot read a streamed input: ${e.message}`);
  }
}

// src/core/replicates-order.ts
var { expm1: expm15, sqrt: sqrt6 } = Math;
function runOrderFromString(spec, baselineRuns, candidateRuns) {
  const letters = spec.toUpperCase().replace(/[\s,-]/g, "");
  if (!/^[AB]+$/.test(letters)) {
    throw new UserError(
      `--order "${spec}": write the runs in the order they ran as A (baseline) and B (candidate), such as ABBA or ABABAB`
    );
  }
  const baseline = [];
  const candidate = [];
  [...letters].forEach((l, i) => (l === "A" ? baseline : candidate).push(i));
  if (baseline.length !== baselineRuns || candidate.length !== candidateRuns) {
    throw new UserError(
      `--order "${spec}" has ${baseline.length} A and ${candidate.length} B runs, but ${baselineRuns} baseline and ${candidateRuns} candidate run(s) were given: give one letter per run (a.log,b.log per side)`
    );
  }
  return { label: letters, unit: "run", baseline, candidate };
}
function runOrderFromTimes(baselineMs, candidateMs) {
  const first = Math.min(...baselineMs, ...candidateMs);
  const hours = (t) => (t - first) / 36e5;
  return {
    label: "timestamps",
    unit: "hour",
    baseline: baselineMs.map(hours),
    candidate: candidateMs.map(hours)
  };
}
function centred(x) {
  const mean = x.reduce((s, v) => s + v, 0) / x.length;
  return { mean, dev: x.map((v) => v - mean) };
}
function fitRunDrift(runShifts, order) {
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  const means = [];
  for (const [y, x] of [
    [runShifts.baseline, order.baseline],
    [runShifts.candidate, order.candidate]
  ]) {
    const px = centred(x);
    const py = centred(y);
    means.push(px.mean);
    for (let i = 0; i < x.length; i++) {
      sxx += px.dev[i] * px.dev[i];
      sxy += px.dev[i] * py.dev[i];
      syy += py.dev[i] * py.dev[i];
    }
  }
  if (!(sxx > 0)) return null;
  const slope = sxy / sxx;
  return {
    slope,
    gap: means[1] - means[0],
    sxx,
    residualSs: Math.max(0, syy - slope * sxy),
    dof: order.baseline.length + order.candidate.length - 3
  };
}
var BALANCED = 1e-9;
function orderedRunNoise(measured, runShifts, order) {
  const fit = fitRunDrift(runShifts, order);
  const describe = (fitted, reason) => ({
    order: order.label,
    fitted,
    ...reason !== void 0 && { reason },
    slopePct: fit ? expm15(fit.slope) * 100 : 0,
    unit: order.unit,
    gap: fit?.gap ?? 0,
    adjustPct: fitted && fit ? expm15(-fit.slope * fit.gap) * 100 : 0,
    gapVariance: fitted && fit ? fit.gap * fit.gap / fit.sxx : 0
  });
  if (!fit || fit.dof < 1 || measured.source !== "replicates") {
    const why = "too few runs at different places in the session to fit a drift";
    return { runNoise: { ...measured, drift: describe(false, why) }, adjust: 0 };
  }
  const balanced = Math.abs(fit.gap) < BALANCED;
  if (balanced && fit.dof < 2) {
    const why = "balanced order: a linear drift cancels in the shift; fitting it needs at least 5 runs";
    return { runNoise: { ...measured, drift: describe(false, why) }, adjust: 0 };
  }
  const sigma = sqrt6(fit.residualSs / fit.dof);
  return {
    runNoise: { ...measured, sigmaPct: expm15(sigma) * 100, dof: fit.dof, drift: describe(true) },
    adjust: balanced ? 0 : -fit.slope * fit.gap
  };
}

// src/core/replicates.ts
var { exp: exp2, log: log4 } = Math;
function poolRuns(runs, policy, source) {
  if (runs.length === 1) return { pooled: runs[0], runShifts: [] };
  const resolved = runs.map((r) => resolveDuplicates(r, policy));
  const byBlock = /* @__PURE__ */ new Map();
  for (const r of resolved) {
    for (let i = 0; i < r.blocks.length; i++) {
      const ms2 = r.ms[i];
      const acc = byBlock.get(r.blocks[i]);
      if (acc === void 0) {
        byBlock.set(r.blocks[i], {
          logSum: ms2 > 0 ? log4(ms2) : 0,
          sum: ms2,
          runs: 1,
          zero: !(ms2 > 0),
          pooled: 0
        });
      } else {
        acc.logSum += ms2 > 0 ? log4(ms2) : 0;
        acc.sum += ms2;
        acc.runs++;
        acc.zero ||= !(ms2 > 0);
      }
    }
  }
  const blocks = Float64Array.from(byBlock.keys()).sort();
  const ms = new Float64Array(blocks.length);
  blocks.forEach((b, i) => {
    const acc = byBlock.get(b);
    ms[i] = acc.pooled = acc.zero ? acc.sum / acc.runs : exp2(acc.logSum / acc.runs);
  });
  const runShifts = resolved.map((r) => {
    const ratios = [];
    for (let i = 0; i < r.blocks.length; i++) {
      const p = byBlock.get(r.blocks[i]).pooled;
      if (r.ms[i] > 0 && p > 0) ratios.push(log4(r.ms[i] / p));
    }
    return trimmedMeanSorted(Float64Array.from(ratios).sort());
  });
  const pooled = {
    format: runs[0].format,
    blocks,
    ms,
    lines: new Uint32Array(blocks.length),
    attrs: {},
    warnings: runs.flatMap((r) => r.warnings.map((w) => ({ ...w, file: w.file ?? r.source }))),
    blocksWithoutTiming: runs.reduce((n, r) => n + r.blocksWithoutTiming, 0),
    source: source ?? runs.map((r) => r.source ?? r.format).join(",")
  };
  return { pooled, runShifts };
}
function scaledLog(log5, factor) {
  const ms = new Float64Array(log5.ms.length);
  for (let i = 0; i < ms.length; i++) ms[i] = log5.ms[i] * factor;
  return { ...log5, ms };
}
function withRunOrder(runNoise, baseline, candidate, order) {
  if (!order) return { runNoise, candidateLog: candidate.pooled };
  const shifts = { baseline: baseline.runShifts, candidate: candidate.runShifts };
  const ordered = orderedRunNoise(runNoise, shifts, order);
  const log5 = ordered.adjust === 0 ? candidate.pooled : scaledLog(candidate.pooled, exp2(ordered.adjust));
  return { runNoise: ordered.runNoise, candidateLog: log5 };
}
function compareBlockRuns(baselineRuns, candidateRuns, options, given = {}) {
  const baseline = given.baseline ?? poolRuns(baselineRuns, options.duplicates);
  const candidate = poolRuns(candidateRuns, options.duplicates);
  const replicated = baselineRuns.length + candidateRuns.length >= 4;
  const contrastsOf = (runs, side) => runs.length > 1 ? runs.map((r) => contrastsOfPair(side.pooled, r, options)) : [];
  const runNoise = chooseRunNoise({
    statedPct: given.runNoisePct,
    aaShiftPct: given.aa?.shiftPct,
    runShifts: { baseline: baseline.runShifts, candidate: candidate.runShifts },
    aaContrasts: given.aa?.contrasts,
    ...replicated && {
      runContrasts: {
        baseline: contrastsOf(baselineRuns, baseline),
        candidate: contrastsOf(candidateRuns, candidate)
      }
    }
  });
  runNoise.runs = { baseline: baselineRuns.length, candidate: candidateRuns.length };
  const ordered = withRunOrder(runNoise, baseline, candidate, given.order);
  const result = compareBlocksWithPairs(
    baseline.pooled,
    ordered.candidateLog,
    options,
    given.aa,
    ordered.runNoise,
    void 0,
    { keepRecords: given.keepRecords }
  );
  return { ...result, candidateLog: candidate.pooled, baseline, candidate };
}

// src/pipeline/run-times.ts
var HEAD = 64 << 10;
var NO_YEAR = 2e3;
var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
var ISO = /(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?\s*(Z|[+-]\d{2}:?\d{2})?/;
var GETH = /\[(\d{2})-(\d{2})\|(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?\]/;
var NETHERMIND = new RegExp(
  `\\b(\\d{1,2}) (${MONTHS.join("|")}) (\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d{1,9}))?`
);
var fraction = (digits) => digits ? Number(`0.${digits}`) * 1e3 : 0;
function offsetMinutes(zone) {
  if (!zone || zone === "Z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone[0] === "-" ? -minutes : minutes;
}
function firstTimestamp(text) {
  for (const line of text.split("\n")) {
    let m = ISO.exec(line);
    if (m) {
      const [, y, mo, d, h, mi, s, f, zone] = m;
      const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) + fraction(f);
      return utc - offsetMinutes(zone) * 6e4;
    }
    m = GETH.exec(line);
    if (m) {
      const [, mo, d, h, mi, s, f] = m;
      return Date.UTC(NO_YEAR, +mo - 1, +d, +h, +mi, +s) + fraction(f);
    }
    m = NETHERMIND.exec(line);
    if (m) {
      const [, d, mon, h, mi, s, f] = m;
      return Date.UTC(NO_YEAR, MONTHS.indexOf(mon), +d, +h, +mi, +s) + fraction(f);
    }
  }
  return null;
}
async function runStartTimes(files, names) {
  const times = await Promise.all(
    files.map(async (f) => firstTimestamp((await readInputHead(f, HEAD)).head))
  );
  const missing = times.findIndex((t) => t === null);
  if (missing >= 0) {
    throw new UserError(
      `--order time: no timestamp found on the first lines of ${names[missing]}: give the order the runs ran in as A/B letters instead, such as --order ABBA`
    );
  }
  const at = times;
  if (new Set(at).size < at.length) {
    throw new UserError(
      "--order time: two runs start at the same time, so their logs cannot say which ran first: give the order as A/B letters instead, such as --order ABBA"
    );
  }
  return at;
}

// src/core/block-metrics.ts
var TIMING_LABELS = {
  total: "total",
  evm: "EVM",
  state_read: "state read",
  state_hash: "state hash",
  storage_merkle: "storage merkle",
  state_root: "state root",
  blooms: "blooms",
  receipts_root: "receipts root",
  commit: "commit"
};
var COUNT_LABELS = {
  "state_reads.accounts": "accounts read",
  "state_reads.storage_slots": "storage slots read",
  "state_reads.code": "code read",
  "state_writes.accounts": "accounts written",
  "state_writes.storage_slots": "storage slots written",
  "state_writes.code": "code written"
};
var column = (name) => (log5) => log5.attrs[name];
function gasPerSecond(log5) {
  const gas = log5.attrs.gasUsed;
  if (!gas || log5.attrs.mgasps) return void 0;
  const out = new Float64Array(log5.ms.length);
  for (let i = 0; i < out.length; i++) out[i] = log5.ms[i] > 0 ? gas[i] / (log5.ms[i] / 1e3) : NaN;
  return out;
}
function timeMetricId(format) {
  return format === "slowblock" ? "execution" : "time";
}
function blockMetricCatalogue(format) {
  const time = {
    id: timeMetricId(format),
    label: format === "slowblock" ? "execution" : "block time",
    unit: "ms",
    direction: "smaller-is-better",
    role: "time",
    values: (log5) => log5.ms
  };
  const phases = Object.entries(TIMING_LABELS).map(([id, label]) => ({
    id,
    label,
    unit: "ms",
    direction: "smaller-is-better",
    role: id === "total" ? "time" : "phase",
    values: column(`timing.${id}_ms`)
  }));
  const rates = [
    { id: "mgasps", label: "Mgas/s", unit: "Mgas/s", values: column("mgasps") },
    { id: "gasps", label: "gas/s", unit: "gas/s", values: gasPerSecond },
    ...["account", "storage", "code"].map((c) => ({
      id: `cache.${c}`,
      label: `${c} cache hit rate`,
      unit: "%",
      values: column(`cache.${c}.hit_rate`)
    }))
  ].map((m) => ({ ...m, direction: "bigger-is-better", role: "rate" }));
  const counts = Object.entries(COUNT_LABELS).map(([path3, label]) => ({
    id: path3.replace("state_", ""),
    label,
    unit: "count",
    direction: "smaller-is-better",
    role: "count",
    values: column(path3)
  }));
  return [time, ...phases, ...rates, ...counts];
}
function hasValues(values) {
  if (!values) return false;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) return true;
  return false;
}
function sharedMetrics(logs) {
  return blockMetricCatalogue(logs[0].format).filter((m) => logs.every((log5) => hasValues(m.values(log5))));
}
function verdictMetric(available, requested) {
  if (requested === void 0 || requested === "") {
    return available.find((m) => m.id === "total") ?? available[0];
  }
  const want = requested === "time" || requested === "execution" ? available[0].id : requested;
  const found = available.find((m) => m.id === want);
  if (!found) {
    throw new UserError(
      `--metric "${requested}" is not carried by these logs: use one of ${available.map((m) => m.id).join(", ")}`
    );
  }
  if (found.role === "count") {
    throw new UserError(
      `--metric "${requested}" is a count (context for the times, never a verdict): name a time or a rate, such as ${available[0].id}`
    );
  }
  return found;
}
function metricLog(log5, metric) {
  const values = metric.values(log5);
  if (values === log5.ms) return log5;
  let kept = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) kept++;
  if (kept === values.length) return { ...log5, ms: values, attrs: {} };
  const blocks = new Float64Array(kept);
  const ms = new Float64Array(kept);
  const lines = new Uint32Array(kept);
  let k = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i] !== values[i]) continue;
    blocks[k] = log5.blocks[i];
    ms[k] = values[i];
    lines[k++] = log5.lines[i];
  }
  return { ...log5, blocks, ms, lines, attrs: {} };
}

// src/core/phase-breakdown.ts
var { abs: abs4, sqrt: sqrt7, expm1: expm16 } = Math;
var ADDS_UP_PCT = 1;
var Z95 = 1.959964;
var DECOMPOSITIONS = [
  ["execution", "state_hash", "commit"],
  ["execution", "state_read", "state_hash", "commit"],
  ["execution", "storage_merkle", "state_root", "commit"],
  ["execution", "state_read", "storage_merkle", "state_root", "commit"],
  ["execution", "state_root", "commit"]
];
function align(total, pairs) {
  const b = new Float64Array(total.length);
  const c = new Float64Array(total.length);
  let j = 0;
  for (let i = 0; i < total.length; i++) {
    const blk = total.block[i];
    while (j < pairs.length && pairs.block[j] < blk) j++;
    if (j < pairs.length && pairs.block[j] === blk) {
      b[i] = pairs.baselineMs[j];
      c[i] = pairs.candidateMs[j];
    }
  }
  return { b, c };
}
var sum = (x) => x.reduce((s, v) => s + v, 0);
function deltaWithHalfWidth(b, c) {
  const n = b.length;
  let s = 0;
  for (let i = 0; i < n; i++) s += c[i] - b[i];
  const mean = s / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (c[i] - b[i] - mean) ** 2;
  const sd = n > 1 ? sqrt7(ss / (n - 1)) : NaN;
  return { delta: s, half: Z95 * sd * sqrt7(n) };
}
function phaseBreakdown(available, pairsOf, metrics, runNoise, totalCuts) {
  const total = pairsOf("total");
  if (!total || total.length === 0) return void 0;
  const ids = new Set(available.map((m) => m.id));
  const labels = new Map(available.map((m) => [m.id, m.label]));
  const options = DECOMPOSITIONS.filter((d) => d.every((id) => ids.has(id)));
  if (options.length === 0) return void 0;
  const aligned = /* @__PURE__ */ new Map();
  const get = (id) => {
    let a = aligned.get(id);
    if (!a) aligned.set(id, a = align(total, pairsOf(id)));
    return a;
  };
  const bTotal = sum(total.baselineMs);
  const cTotal = sum(total.candidateMs);
  const residualOf = (d) => abs4(bTotal - d.reduce((s, id) => s + sum(get(id).b), 0));
  let chosen = options[0];
  for (const d of options.slice(1)) {
    if (residualOf(d) <= residualOf(chosen) + 1e-3 * bTotal) chosen = d;
  }
  const runHalf = runNoise ? expm16(runNoiseHalfWidth(runNoise)) * 100 : 0;
  const row = (id, label, { b, c }) => {
    const { delta, half } = deltaWithHalfWidth(b, c);
    const bShare = sum(b) / bTotal * 100;
    const contribution = delta / bTotal * 100;
    const h = sqrt7((half / bTotal * 100) ** 2 + (runHalf * bShare / 100) ** 2);
    const shift = metrics.find((m) => m.id === id)?.cuts[0]?.shift;
    return {
      id,
      label,
      baselineSharePct: bShare,
      candidateSharePct: sum(c) / cTotal * 100,
      deltaMs: delta,
      contributionPct: contribution,
      contributionCi: { lowPct: contribution - h, highPct: contribution + h },
      ...shift && { shift: { pct: shift.pct, ciLowPct: shift.ciLowPct, ciHighPct: shift.ciHighPct } }
    };
  };
  const rows = chosen.map((id) => row(id, labels.get(id) ?? id, get(id)));
  const other = { b: Float64Array.from(total.baselineMs), c: Float64Array.from(total.candidateMs) };
  for (const id of chosen) {
    const a = get(id);
    for (let i = 0; i < total.length; i++) {
      other.b[i] -= a.b[i];
      other.c[i] -= a.c[i];
    }
  }
  const unattributedPct = sum(other.b) / bTotal * 100;
  const addsUp = abs4(unattributedPct) <= ADDS_UP_PCT;
  if (!addsUp) rows.push(row("other", "other (total \u2212 phases)", other));
  rows.sort((x, y) => abs4(y.contributionPct) - abs4(x.contributionPct));
  const valuesOf = (id) => id === "other" ? other : get(id);
  const shareIn = (x, of, idx) => {
    let a = 0;
    let t = 0;
    for (const i of idx) {
      a += x[i];
      t += of[i];
    }
    return t > 0 ? a / t * 100 : NaN;
  };
  const cuts = totalCuts.map((cut) => ({
    name: cut.name,
    blocks: cut.indices.length,
    baselineSharesPct: rows.map((r) => shareIn(valuesOf(r.id).b, total.baselineMs, cut.indices)),
    candidateSharesPct: rows.map((r) => shareIn(valuesOf(r.id).c, total.candidateMs, cut.indices))
  }));
  return {
    total: "total",
    blocks: total.length,
    baselineTotalMs: bTotal,
    candidateTotalMs: cTotal,
    totalDeltaPct: (cTotal - bTotal) / bTotal * 100,
    rows,
    unattributedPct,
    cuts,
    ...!addsUp && {
      note: `The phases (${chosen.map((id) => labels.get(id) ?? id).join(" + ")}) do not add up to the total: ${unattributedPct.toFixed(1)}% of the baseline total is in none of them (shown as "other").`
    }
  };
}

// src/core/compare-metrics.ts
var swapVerdict = (v) => v === "regression" ? "improvement" : v === "improvement" ? "regression" : v;
var swapWords = (s) => s?.replace(/slower|faster/g, (w) => w === "slower" ? "higher" : "lower");
function towardBigger(c) {
  c.verdict = swapVerdict(c.verdict);
  c.reason = swapWords(c.reason);
  for (const cut of c.cuts) {
    cut.verdict = swapVerdict(cut.verdict);
    cut.reason = swapWords(cut.reason) ?? "";
  }
}
var CONTEXT_ONLY = "A count: context for the times, never a verdict of its own.";
function contextOnly(c) {
  c.verdict = "inconclusive";
  c.reason = CONTEXT_ONLY;
  for (const cut of c.cuts) {
    cut.verdict = "inconclusive";
    cut.reason = CONTEXT_ONLY;
  }
}
function metricEntry(m, c) {
  return {
    id: m.id,
    label: m.label,
    unit: m.unit,
    direction: m.direction,
    role: m.role,
    judged: m.role !== "count",
    verdict: c.verdict,
    ...c.reason !== void 0 && { reason: c.reason },
    cuts: c.cuts,
    match: c.match
  };
}
function compareOneMetric(m, baselineRuns, candidateRuns, options, given, reference, time, isVerdict) {
  const baselineLogs = baselineRuns.map((r) => metricLog(r, m));
  const candidateLogs = candidateRuns.map((r) => metricLog(r, m));
  const everyRecord = (logs, runs) => logs.every((log5, i) => log5.ms.length === runs[i].ms.length);
  const aligned = time.records !== void 0 && everyRecord(baselineLogs, baselineRuns) && everyRecord(candidateLogs, candidateRuns);
  const baseline = poolRuns(baselineLogs, options.duplicates);
  const candidate = poolRuns(candidateLogs, options.duplicates);
  const runNoise = chooseRunNoise({
    statedPct: given.runNoisePct,
    runShifts: { baseline: baseline.runShifts, candidate: candidate.runShifts }
  });
  runNoise.runs = { baseline: baselineRuns.length, candidate: candidateRuns.length };
  const ordered = withRunOrder(runNoise, baseline, candidate, given.order);
  const matched = aligned && time.records ? pairsOfColumns(time.pairs, time.match, time.records, baseline.pooled.ms, ordered.candidateLog.ms) : void 0;
  const result = compareBlocksWithPairs(
    baseline.pooled,
    ordered.candidateLog,
    options,
    void 0,
    ordered.runNoise,
    reference,
    { matched, metricOnly: { notable: isVerdict } }
  );
  if (m.direction === "bigger-is-better") towardBigger(result.comparison);
  if (m.role === "count") contextOnly(result.comparison);
  return result;
}
function compareBlockMetrics(baselineRuns, candidateRuns, options, given = {}) {
  const carried = sharedMetrics([...baselineRuns, ...candidateRuns]);
  const chosen = verdictMetric(carried, given.metric);
  const available = given.verdictOnly ? carried.filter((m) => m === carried[0] || m === chosen) : carried;
  const time = compareBlockRuns(baselineRuns, candidateRuns, options, {
    ...given,
    keepRecords: available.length > 1
  });
  if (available.length === 1) {
    return { comparison: time.comparison, pairs: time.pairs, candidateLog: time.candidateLog };
  }
  const timeMatch = { pairs: time.pairs, match: time.comparison.match, records: time.records };
  const reference = { block: time.pairs.block, definitions: time.cuts };
  const keepPairs = available.some((m) => m.id === "total");
  const compared = /* @__PURE__ */ new Map();
  for (const m of available) {
    if (m === available[0]) {
      compared.set(m.id, { comparison: time.comparison, pairs: time.pairs, cuts: time.cuts });
      continue;
    }
    const r = compareOneMetric(
      m,
      baselineRuns,
      candidateRuns,
      options,
      given,
      reference,
      timeMatch,
      m === chosen
    );
    compared.set(m.id, keepPairs ? r : { comparison: r.comparison, cuts: r.cuts });
  }
  const verdictOf = compared.get(chosen.id);
  const pairsOf = (id) => compared.get(id)?.pairs;
  const metrics = available.map(
    (m) => metricEntry(m, compared.get(m.id).comparison)
  );
  const phases = phaseBreakdown(
    available,
    pairsOf,
    metrics,
    time.comparison.runNoise,
    compared.get("total")?.cuts ?? []
  );
  const comparison = {
    ...verdictOf.comparison,
    warnings: time.comparison.warnings,
    metric: {
      id: chosen.id,
      label: chosen.label,
      unit: chosen.unit,
      direction: chosen.direction,
      role: chosen.role
    },
    metrics,
    ...phases && { phases }
  };
  return { comparison, pairs: time.pairs, candidateLog: time.candidateLog };
}

// src/pipeline/nothing-compared.ts
function describeBlocks(log5) {
  let lo = Infinity;
  let hi = -Infinity;
  for (const b of log5.blocks) {
    if (b < lo) lo = b;
    if (b > hi) hi = b;
  }
  const range = log5.blocks.length > 0 ? ` (#${groupThousands(lo)} \u2026 #${groupThousands(hi)})` : "";
  return `${groupThousands(log5.blocks.length)} block record${log5.blocks.length === 1 ? "" : "s"}${range}`;
}
function requireSomethingCompared(c, sides) {
  if (c.cuts[0]?.compared > 0) return;
  const held = `the baseline ${sides.baseline.label} holds ${describeBlocks(sides.baseline.log)} and the candidate ${sides.candidate.label} holds ${describeBlocks(sides.candidate.log)}`;
  if (c.match.paired === 0) {
    throw new UserError(
      `nothing to compare: ${held}, and they share no block number. Give two runs over the same block range (same chain, same start block), or check that both files are import logs of that range`
    );
  }
  throw new UserError(
    `nothing to compare: ${held}; the ${groupThousands(c.match.paired)} block(s) they share all have a zero baseline time, so no \u0394% exists. Check that the baseline log records execution times (a zero time usually means the line's timing field was not parsed: name the format with --format)`
  );
}
function describeHeld(rs) {
  const keys = [...new Set(rs.measurements.map((m) => m.key))];
  const shown = keys.slice(0, 3).join(", ") + (keys.length > 3 ? ", \u2026" : "");
  return `${rs.tool ?? rs.format}, ${keys.length} benchmark${keys.length === 1 ? "" : "s"}${keys.length ? ` (${shown})` : ""}`;
}
function requirePairsCompared(run, sides) {
  if (run.chunks || run.usable > 0) return;
  const held = `the baseline ${sides.baseline.label} holds ${describeHeld(sides.baseline.set)}; the candidate ${sides.candidate.label} holds ${describeHeld(sides.candidate.set)}`;
  throw new UserError(
    run.paired === 0 ? `nothing to compare: ${held}, and they share no benchmark (same name and metric). Compare two runs of the same suite with the same tool (check the file names and that both runs completed)` : `nothing to compare: ${held}; the ${run.paired} benchmark(s) they share have no usable values on both sides (a zero or missing baseline). Check that both runs completed and measured something`
  );
}

// src/pipeline/micro-runs.ts
import { readFileSync } from "node:fs";
function sortedSamples(m) {
  return (m.samples && m.samples.length > 0 ? m.samples : [m.value]).slice().sort((a, b) => a - b);
}
function medianOf(sorted) {
  const h = sorted.length >> 1;
  return sorted.length % 2 ? sorted[h] : (sorted[h - 1] + sorted[h]) / 2;
}
function poolMicroRuns(runs) {
  const merged = /* @__PURE__ */ new Map();
  const centres = /* @__PURE__ */ new Map();
  runs.forEach((rs, r) => {
    for (const m of rs.measurements) {
      const k = rowKey(m.key, m.metric);
      const sorted = sortedSamples(m);
      let entry = merged.get(k);
      if (!entry) merged.set(k, entry = { first: m, samples: [] });
      entry.samples.push(...sorted);
      let c = centres.get(k);
      if (!c) centres.set(k, c = new Float64Array(runs.length).fill(NaN));
      const centre = medianOf(sorted);
      c[r] = centre > 0 ? Math.log(centre) : NaN;
    }
  });
  const measurements = [];
  for (const { first, samples } of merged.values()) {
    const sorted = samples.slice().sort((a, b) => a - b);
    const { error: _error, errorKind: _kind, ...rest } = first;
    measurements.push({ ...rest, samples, value: medianOf(sorted) });
  }
  const [head] = runs;
  return {
    pooled: {
      format: head.format,
      tool: head.tool,
      source: head.source,
      measurements,
      warnings: runs.flatMap((rs) => rs.warnings)
    },
    centres
  };
}
function aaShifts(first, second) {
  const byKey = /* @__PURE__ */ new Map();
  for (const m of first.measurements) byKey.set(rowKey(m.key, m.metric), m);
  const out = /* @__PURE__ */ new Map();
  for (const m of second.measurements) {
    const k = rowKey(m.key, m.metric);
    const a = byKey.get(k);
    if (!a) continue;
    const sa = sortedSamples(a);
    const sb = sortedSamples(m);
    const x = robustLogShift(sa, sa.length, sb, sb.length);
    if (Number.isFinite(x)) out.set(k, x);
  }
  return out;
}
function parseNoiseHistory(text, source) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new UserError(
      `${source} is not JSON: give the file saved from the service's /api/v1/projects/NAME/noise route`
    );
  }
  const series = doc?.series;
  if (!Array.isArray(series)) {
    throw new UserError(`${source} has no "series" list: give the JSON the service's noise route answers`);
  }
  const out = /* @__PURE__ */ new Map();
  for (const s of series) {
    if (typeof s?.key !== "string" || typeof s.metric !== "string") continue;
    const sd = Number(s.sd);
    const n = Number(s.n);
    if (Number.isFinite(sd) && sd >= 0 && Number.isInteger(n) && n >= 2)
      out.set(rowKey(s.key, s.metric), { sd, n });
  }
  if (out.size === 0)
    throw new UserError(`${source} holds no usable series (each needs key, metric, sd \u2265 0, n \u2265 2)`);
  return out;
}
function readNoiseHistory(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new UserError(`cannot read --noise-history ${file}: ${e.message}`);
  }
  return parseNoiseHistory(text, file);
}

// src/pipeline/compare-inputs.ts
var microFormats = () => import("./micro-OD4UIMH2.js");
async function allFormatNames() {
  const { MICRO_FORMATS } = await microFormats();
  return [...BLOCK_LOG_FORMATS, ...Object.keys(MICRO_FORMATS)].join(", ");
}
async function kindOfRequestedFormat(format) {
  if (BLOCK_LOG_FORMATS.includes(format)) return "blocks";
  const { microFormatByName } = await microFormats();
  try {
    microFormatByName(format);
    return "micro";
  } catch {
    throw new UserError(`--format "${format}" is not a known format: use one of ${await allFormatNames()}`);
  }
}
var SHORT_HEAD_BYTES = 128 << 10;
function certainlyBlocksFromShortHead(head) {
  const block = detectBlockLogFormat(head.slice(0, head.lastIndexOf("\n") + 1));
  return block !== null && block.confidence >= 1;
}
async function kindOfInput(file) {
  const short = await readInputHead(file, SHORT_HEAD_BYTES);
  if (!short.isDirectory && certainlyBlocksFromShortHead(short.head)) return "blocks";
  const { head, isDirectory } = short.complete ? short : await readInputHead(file);
  const block = isDirectory ? null : detectBlockLogFormat(head);
  const { detectMicroFormat, MICRO_HEAD_CHARS } = await microFormats();
  const micro = detectMicroFormat(head.slice(0, MICRO_HEAD_CHARS), isDirectory);
  if (!block && !micro) {
    throw new UserError(
      `could not recognise the format of "${file}" (tried: ${await allFormatNames()}); check that it is the output of a supported tool, or force one with --format NAME`
    );
  }
  if (block && (!micro || block.confidence >= micro.confidence)) return "blocks";
  return "micro";
}
function displayName(file) {
  return path2.relative(process.cwd(), file) || file;
}
function requireRecords(log5, file) {
  if (log5.blocks.length > 0) return;
  const seen = log5.warnings.map((w) => w.message).slice(0, 3);
  throw new UserError(
    `no per-block timings found in ${displayName(file)} (read as a ${log5.format} log)` + (seen.length > 0 ? `; ${seen.join("; ")}` : "") + ". Check that it is a client log with per-block import lines, or name its format with --format"
  );
}
function baselineLabelOf(req) {
  return req.labels?.baseline ?? displayName(req.baseline);
}
function candidateLabelOf(req, i) {
  return req.labels?.candidates?.[i] ?? displayName(req.candidates[i]);
}
async function compareBlockInputs(req) {
  if (req.center) {
    throw new UserError(
      "--center applies to micro-benchmark results; block logs are compared block by block"
    );
  }
  const itemSets = await allInOrder(req.items.map((spec) => readItemSet(spec, req.maxInputBytes)));
  const labels = /* @__PURE__ */ new Set();
  for (const set of itemSets) {
    if (labels.has(set.label)) {
      throw new UserError(
        `two item sets are labelled "${set.label}": name them apart with --items LABEL=FILE`
      );
    }
    labels.add(set.label);
  }
  const sides = [req.baseline, ...req.candidates].map(replicatedRuns);
  const compared = sides.flat();
  const files = [...compared, ...req.aaPair ?? []];
  const read = await readBlockLogsInParallel(files, {
    format: req.format,
    // With only the block time wanted, the other numbers are not even read (half the columns).
    attrs: !(req.metrics === "verdict" && req.metric === "time"),
    skipAttrs: ["txs"],
    maxInputBytes: req.maxInputBytes
  });
  read.forEach((log5, i) => requireRecords(log5, files[i]));
  const options = {
    ...DEFAULT_COMPARE_OPTIONS,
    thresholdPct: req.thresholdPct,
    slowMs: req.slowMs,
    selectOn: req.selectOn,
    duplicates: req.duplicates,
    minEffectPct: req.minEffectPct,
    itemSets,
    seed: req.seed,
    alpha: req.alpha
  };
  const [aaBaseline, aaCandidate] = read.slice(compared.length);
  const aa = req.aaPair && measureAaNoise(aaBaseline, aaCandidate, options, req.aaPair.map(displayName).join(" vs "));
  const runsOf = [];
  let next = 0;
  for (const side of sides) {
    runsOf.push(read.slice(next, next + side.length));
    next += side.length;
  }
  const [baselineRuns, ...candidateRuns] = runsOf;
  const baseline = poolRuns(baselineRuns, options.duplicates);
  const orders = await runOrders(req, sides);
  return {
    kind: "blocks",
    baselineLabel: baselineLabelOf(req),
    results: candidateRuns.map((runs, i) => {
      const { comparison, pairs, candidateLog } = compareBlockMetrics(baselineRuns, runs, options, {
        aa,
        runNoisePct: req.runNoisePct,
        baseline,
        metric: req.metric,
        verdictOnly: req.metrics === "verdict",
        order: orders[i]
      });
      requireSomethingCompared(comparison, {
        baseline: { label: baselineLabelOf(req), log: baseline.pooled },
        candidate: { label: candidateLabelOf(req, i), log: candidateLog }
      });
      return { candidateLabel: candidateLabelOf(req, i), comparison, pairs };
    })
  };
}
async function runOrders(req, sides) {
  const [baseline, ...candidates] = sides;
  const spec = req.order ?? (req.interleaved ? "interleaved" : void 0);
  const single = candidates.some((c) => baseline.length + c.length < 3);
  if (spec === void 0 || single && req.order === void 0) return candidates.map(() => void 0);
  if (single) {
    throw new UserError(
      `--order ${req.order} needs replicated runs (a.log,b.log on each side): with one run per side there is no drift over the session to fit`
    );
  }
  if (spec === "time") {
    const times = await runStartTimes(sides.flat(), sides.flat().map(displayName));
    const baselineTimes = times.slice(0, baseline.length);
    let next = baseline.length;
    return candidates.map((c) => {
      const own = times.slice(next, next += c.length);
      return runOrderFromTimes(baselineTimes, own);
    });
  }
  return candidates.map((c) => {
    if (spec !== "interleaved") return runOrderFromString(spec, baseline.length, c.length);
    if (baseline.length !== c.length) {
      throw new UserError(
        `--interleaved pairs the runs in order, but the baseline has ${baseline.length} and the candidate ${c.length}: give as many runs of each, or their order with --order`
      );
    }
    return runOrderFromString("AB".repeat(c.length), baseline.length, c.length);
  });
}
function replicatedRuns(spec) {
  if (existsSync2(spec) || !/[,*?[]/.test(spec)) return [spec];
  const runs = spec.split(",").map((f) => f.trim()).filter((f) => f !== "").flatMap(expandGlob);
  if (runs.length === 0)
    throw new UserError(`"${spec}" names no file: give a path, several joined by commas, or a glob`);
  return runs;
}
function expandGlob(pattern) {
  if (existsSync2(pattern) || !/[*?[]/.test(pattern)) return [pattern];
  if (typeof fs.globSync !== "function") {
    throw new UserError(
      `"${pattern}" is a glob, which needs Node 22 or later: list the files comma-separated`
    );
  }
  const files = fs.globSync(pattern).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  if (files.length === 0)
    throw new UserError(`"${pattern}" matches no file: check the pattern and the folder`);
  return files;
}
async function compareMicroInputs(req) {
  if (req.items.length > 0) {
    throw new UserError("--items cuts apply to block logs; micro-benchmark results have no block numbers");
  }
  if (req.order !== void 0) {
    throw new UserError(
      "--order applies to block logs; for micro-benchmark runs that ran interleaved (A1 B1 A2 B2\u2026) use --interleaved"
    );
  }
  const [{ readResultSet }, { compareMicro }] = await Promise.all([
    microFormats(),
    import("./compare-micro-OSPSJAHR.js")
  ]);
  const readOptions = {
    format: req.format,
    keyColumn: req.keyColumn,
    valueColumn: req.valueColumn,
    maxInputBytes: req.maxInputBytes,
    center: req.center
  };
  const sameFolder = req.candidates.some((c) => path2.resolve(c) === path2.resolve(req.baseline));
  const sideRuns = [req.baseline, ...req.candidates].map(replicatedRuns);
  const readSide = (files, first) => allInOrder(
    files.map(
      (file) => readResultSet(file, {
        ...readOptions,
        criterionRun: first ? req.baselineCriterionRun : req.criterionRun,
        preferSavedRun: first && sameFolder
      })
    )
  );
  const read = await allInOrder(sideRuns.map((files, i) => readSide(files, i === 0)));
  const pooledSides = read.map((runs) => runs.length > 1 ? poolMicroRuns(runs) : null);
  const [baseline, ...candidates] = read.map((runs, i) => pooledSides[i]?.pooled ?? runs[0]);
  const aa = req.aaPair && await readSide(req.aaPair, true);
  const betweenRun = (i) => {
    const input = { runDriftPct: req.runNoisePct };
    const b = pooledSides[0];
    const c = pooledSides[i + 1];
    if (b || c) {
      const kb = sideRuns[0].length;
      const kc = sideRuns[i + 1].length;
      if (req.interleaved && kb !== kc) {
        throw new UserError(
          `--interleaved pairs the runs in order, but the baseline has ${kb} and the candidate ${kc}: give as many runs of each`
        );
      }
      input.replicates = {
        baseline: b?.centres ?? poolMicroRuns(read[0]).centres,
        candidate: c?.centres ?? poolMicroRuns(read[i + 1]).centres,
        runs: [kb, kc],
        paired: req.interleaved === true
      };
    } else if (aa) input.aaPair = aaShifts(aa[0], aa[1]);
    else if (req.noiseHistory) input.history = readNoiseHistory(req.noiseHistory);
    return input;
  };
  const comparison = compareMicro(baseline, candidates, {
    betweenRuns: candidates.map((_, i) => betweenRun(i)),
    alpha: req.alpha,
    minEffectPct: req.minEffectPct,
    sanity: { maxRatio: req.maxRatio },
    suspect: req.suspect ?? "fail",
    baselineLabel: baselineLabelOf(req),
    candidateLabels: req.candidates.map((_, i) => candidateLabelOf(req, i))
  });
  comparison.runs.forEach(
    (run, i) => requirePairsCompared(run, {
      baseline: { label: baselineLabelOf(req), set: baseline },
      candidate: { label: candidateLabelOf(req, i), set: candidates[i] }
    })
  );
  return { kind: "micro", baselineLabel: baselineLabelOf(req), comparison };
}
async function compareInputs(req) {
  const given = [req.baseline, ...req.candidates, ...req.aaPair ?? []];
  const spool = await spoolStreamInputs(given, req.maxInputBytes);
  if (spool.files.every((f, i) => f === given[i])) return compareFiles(req);
  const [baseline, ...rest] = spool.files;
  const candidates = rest.slice(0, req.candidates.length);
  const aaPair = req.aaPair && rest.slice(req.candidates.length);
  const nameOf = (i) => spool.files[i] === given[i] ? displayName(given[i]) : spool.names[i];
  const labels = {
    baseline: req.labels?.baseline ?? nameOf(0),
    candidates: req.candidates.map((_, i) => req.labels?.candidates?.[i] ?? nameOf(i + 1))
  };
  try {
    return await compareFiles({ ...req, baseline, candidates, aaPair, labels });
  } finally {
    await spool.cleanup();
  }
}
async function compareFiles(req) {
  const specs = [req.baseline, ...req.candidates];
  const files = specs.map((spec) => replicatedRuns(spec)[0]);
  let kinds;
  if (req.format) {
    kinds = await allInOrder(files.map(() => kindOfRequestedFormat(req.format)));
  } else {
    kinds = await allInOrder(files.map(kindOfInput));
  }
  if (new Set(kinds).size > 1) {
    const described = files.map(
      (f, i) => `${displayName(f)}: ${kinds[i] === "blocks" ? "block log" : "benchmark results"}`
    );
    throw new UserError(
      `the inputs are of different kinds (${described.join("; ")}): compare like with like`
    );
  }
  return kinds[0] === "blocks" ? compareBlockInputs(req) : compareMicroInputs(req);
}
function reportVerdict(report) {
  if (report.kind === "micro") return microVerdict(report.comparison);
  const verdicts = report.results.map((r) => r.comparison.verdict);
  for (const v of ["regression", "mixed", "improvement", "inconclusive"]) {
    if (verdicts.includes(v)) return v;
  }
  return "no-change";
}
function inputKind(file, format) {
  return format ? kindOfRequestedFormat(format) : kindOfInput(file);
}

export {
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  slowCutName,
  MIN_AA_BLOCKS,
  measureAaNoise,
  quantileProbes,
  quantilesAtProbes,
  pairedQuantileRatioIntervals,
  DEFAULT_COMPARE_OPTIONS,
  compareBlocks,
  readBlockLogsInParallel,
  parseItemSet,
  readItemSet,
  poolRuns,
  compareBlockRuns,
  blockMetricCatalogue,
  displayName,
  replicatedRuns,
  compareInputs,
  reportVerdict,
  inputKind
};
