import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  incompleteBeta,
  quantileOfSorted,
  quantilesInPlace,
  sortedCopy
} from "./chunk-WRMIHXSD.js";

// src/core/changepoints/locate.ts
var { abs, max, min } = Math;
var REFINE_REACH = 10;
function refineLocations(values, indexes) {
  const out = [...indexes];
  for (let k = 0; k < out.length; k++) {
    const start = k === 0 ? 0 : out[k - 1];
    const end = k + 1 < out.length ? out[k + 1] : values.length;
    const from = max(start + 2, out[k] - REFINE_REACH);
    const to = min(end - 2, out[k] + REFINE_REACH);
    if (from > to) continue;
    const origin = values[start];
    let total = 0;
    for (let i = start; i < end; i++) total += values[i] - origin;
    let left = 0;
    for (let i = start; i < from; i++) left += values[i] - origin;
    const n = end - start;
    let best = out[k];
    let bestScore = -Infinity;
    for (let tau = from; tau <= to; tau++) {
      if (tau > from) left += values[tau - 1] - origin;
      const n1 = tau - start;
      const n2 = n - n1;
      const diff = left / n1 - (total - left) / n2;
      const score = n1 * n2 / n * diff * diff;
      const closer = abs(tau - out[k]) < abs(best - out[k]);
      if (score > bestScore || score === bestScore && closer) {
        bestScore = score;
        best = tau;
      }
    }
    out[k] = best;
  }
  return out;
}

// src/core/changepoints/outliers.ts
var { abs: abs2, max: max2, min: min2, ceil } = Math;
var SIDE = 10;
var OUTLIER_SIGMAS = 5;
var BLOCK = 20;
var NOISE_SPAN = 100;
var NOISE_BEFORE = (NOISE_SPAN - BLOCK) / 2;
var RUN = 3;
var OUTLIER_LOOKAHEAD = RUN - 1 + max2(SIDE, NOISE_SPAN - NOISE_BEFORE - 1);
var DIFF_MEDIAN_PER_SIGMA = 0.6744897501960817 * Math.SQRT2;
function medianOf(values, from, to) {
  return quantileOfSorted(sortedCopy(Array.prototype.slice.call(values, from, to)), 0.5);
}
function blockNoise(values, blockStart, buffer) {
  const from = max2(1, blockStart - NOISE_BEFORE);
  const to = min2(values.length, blockStart - NOISE_BEFORE + NOISE_SPAN);
  let count = 0;
  for (let j = from; j < to; j++) buffer[count++] = abs2(values[j] - values[j - 1]);
  return count === 0 ? 0 : quantilesInPlace(buffer.subarray(0, count), [0.5], 0)[0] / DIFF_MEDIAN_PER_SIGMA;
}
function findOutliers(values, from = 0) {
  const start = max2(0, from - (RUN - 1));
  const standing = standingOut(values, start);
  const kept = [];
  for (let first = 0; first < standing.length; ) {
    let end = first + 1;
    while (end < standing.length && standing[end] === standing[end - 1] + 1) end++;
    if (end - first < RUN) {
      for (let k = first; k < end; k++) if (standing[k] >= from) kept.push(standing[k]);
    }
    first = end;
  }
  return kept;
}
function standingOut(values, from) {
  const n = values.length;
  const found = [];
  const diffs = new Float64Array(NOISE_SPAN);
  let noiseBlock = -1;
  let sigma = 0;
  for (let i = max2(0, from); i < n - 1; i++) {
    const block = i - i % BLOCK;
    if (block !== noiseBlock) {
      noiseBlock = block;
      sigma = blockNoise(values, block, diffs);
    }
    const x = values[i];
    const lo = max2(0, i - SIDE);
    const hi = min2(n - 1, i + SIDE);
    if (!mayBeBeyond(values, lo, hi, i, x - OUTLIER_SIGMAS * sigma, x + OUTLIER_SIGMAS * sigma)) continue;
    const after = medianOf(values, i + 1, hi + 1);
    const before = i > 0 ? medianOf(values, lo, i) : after;
    const distance = max2(min2(x - before, x - after), min2(before - x, after - x));
    if (distance > OUTLIER_SIGMAS * sigma) found.push(i);
  }
  return found;
}
function mayBeBeyond(values, lo, hi, i, below, above) {
  let leftBelow = 0;
  let leftAbove = 0;
  for (let j = lo; j < i; j++) {
    if (values[j] < below) leftBelow++;
    else if (values[j] > above) leftAbove++;
  }
  let rightBelow = 0;
  let rightAbove = 0;
  for (let j = i + 1; j <= hi; j++) {
    if (values[j] < below) rightBelow++;
    else if (values[j] > above) rightAbove++;
  }
  const halfLeft = ceil((i - lo) / 2);
  const halfRight = ceil((hi - i) / 2);
  return leftBelow >= halfLeft && rightBelow >= halfRight || leftAbove >= halfLeft && rightAbove >= halfRight;
}
function replaceOutliers(values, outliers) {
  const clean = Float64Array.from(values);
  for (const i of outliers) {
    if (i > 0) clean[i] = medianOf(clean, max2(0, i - SIDE), i);
    else if (values.length > 1) clean[i] = medianOf(clean, 1, min2(values.length, SIDE + 1));
  }
  return clean;
}

// src/core/changepoints/segment-test.ts
var { sqrt, abs: abs3, max: max3 } = Math;
function segmentMoments(values, start, end) {
  const n = end - start;
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i];
  const mean = sum / n;
  let squares = 0;
  for (let i = start; i < end; i++) squares += (values[i] - mean) * (values[i] - mean);
  return { n, mean, std: n >= 2 ? sqrt(squares / n) : 0 };
}
function pooledTTestP(a, b) {
  const df = a.n + b.n - 2;
  if (df <= 0) return 1;
  const pooled = ((a.n - 1) * a.std * a.std + (b.n - 1) * b.std * b.std) / df;
  const se = sqrt(pooled * (1 / a.n + 1 / b.n));
  const diff = a.mean - b.mean;
  if (se === 0) return diff === 0 ? 1 : 0;
  const t = diff / se;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}
function compareSegments(values, start, split, end) {
  const before = segmentMoments(values, start, split);
  const after = segmentMoments(values, split, end);
  return {
    pValue: pooledTTestP(before, after),
    meanBefore: before.mean,
    meanAfter: after.mean,
    stdBefore: before.std,
    stdAfter: after.std
  };
}
function forwardChange(s) {
  return s.meanBefore === 0 ? 0 : s.meanAfter / s.meanBefore - 1;
}
function changeMagnitude(s) {
  const backward = s.meanAfter === 0 ? 0 : s.meanBefore / s.meanAfter - 1;
  return max3(abs3(forwardChange(s)), abs3(backward));
}

// src/core/changepoints/edivisive.ts
var { abs: abs4 } = Math;
function bestSplit(values, start, end, scratch = new Float64Array(end - start + 1)) {
  const len = end - start;
  const rowSums = scratch.subarray(0, len);
  rowSums.fill(0);
  const within = new Float64Array(len + 1);
  let bestQ = len >= 3 ? 0 : -Infinity;
  let bestTau = 2;
  let bestKappa = 2;
  for (let kappa = 2; kappa <= len; kappa++) {
    const b = kappa - 1;
    const xb = values[start + b];
    let newPairs = 0;
    for (let t = 0; t < b; t++) {
      const d = abs4(values[start + t] - xb);
      rowSums[t] += d;
      newPairs += d;
    }
    within[kappa] = within[kappa - 1] + newPairs;
    const total = within[kappa];
    let withinY = 0;
    for (let tau = kappa - 1; tau >= 1; tau--) {
      withinY += rowSums[tau];
      const n = tau;
      const m = kappa - tau;
      const withinX = within[tau];
      const cross = total - withinX - withinY;
      let q = 2 * cross / kappa;
      if (n > 1) q -= 2 * m * withinX / (kappa * (n - 1));
      if (m > 1) q -= 2 * n * withinY / (kappa * (m - 1));
      if (q > bestQ || q === bestQ && (tau < bestTau || tau === bestTau && kappa < bestKappa)) {
        bestQ = q;
        bestTau = tau;
        bestKappa = kappa;
      }
    }
  }
  return { index: start + bestTau, qhat: bestQ };
}
function detectInWindow(values, start, end, maxP) {
  const points = [];
  const bounds = [start, end];
  const candidates = [null];
  const scratch = new Float64Array(end - start + 1);
  for (; ; ) {
    let best = -1;
    for (let i = 0; i < candidates.length; i++) {
      if (bounds[i + 1] - bounds[i] < 2) continue;
      candidates[i] ??= bestSplit(values, bounds[i], bounds[i + 1], scratch);
      if (best < 0 || candidates[i].qhat > candidates[best].qhat) best = i;
    }
    if (best < 0) break;
    const tau = candidates[best].index;
    const stats = compareSegments(values, bounds[best], tau, bounds[best + 1]);
    if (!(stats.pValue <= maxP)) break;
    bounds.splice(best + 1, 0, tau);
    candidates.splice(best, 1, null, null);
    points.push(tau);
  }
  return points.sort((a, b) => a - b);
}

// src/core/changepoints/split-merge.ts
function firstPassP(maxP) {
  return maxP < 0.05 ? maxP * 10 : maxP < 0.5 ? maxP * 2 : maxP;
}
function advanceSplit(values, window, maxP, progress, stopAt = Infinity) {
  const n = values.length;
  const step = Math.floor(window / 2);
  const seen = new Set(progress.found);
  while (progress.start < n && progress.start + window <= stopAt) {
    const end = Math.min(progress.start + window, n);
    const found = detectInWindow(values, progress.start, end, maxP);
    const last = found.length > 0 ? found[found.length - 1] : 0;
    progress.start = Math.max(last, progress.start + step);
    for (const index of found) {
      if (seen.has(index)) continue;
      seen.add(index);
      progress.found.push(index);
    }
  }
}
function testPoint(values, start, index, end) {
  return { index, stats: compareSegments(values, start, index, end), span: end - start };
}
function withNeighbourStats(values, indexes) {
  const sorted = [...indexes].sort((a, b) => a - b);
  return sorted.map(
    (index, i) => testPoint(
      values,
      i === 0 ? 0 : sorted[i - 1],
      index,
      i + 1 < sorted.length ? sorted[i + 1] : values.length
    )
  );
}
function mergeWeakPoints(values, points, options) {
  const retest = (i) => {
    if (i < 0 || i >= points.length) return;
    const start = i === 0 ? 0 : points[i - 1].index;
    const end = i + 1 < points.length ? points[i + 1].index : values.length;
    points[i] = testPoint(values, start, points[i].index, end);
  };
  const pOf = (p) => {
    const p0 = Number.isNaN(p.stats.pValue) ? 1 : p.stats.pValue;
    return options.selectionCorrected ? Math.min(1, p0 * (p.span - 1)) : p0;
  };
  while (points.length > 0) {
    let weakest = 0;
    for (let i = 1; i < points.length; i++) if (pOf(points[i]) > pOf(points[weakest])) weakest = i;
    if (pOf(points[weakest]) < options.maxP) {
      weakest = 0;
      for (let i = 1; i < points.length; i++) {
        if (changeMagnitude(points[i].stats) < changeMagnitude(points[weakest].stats)) weakest = i;
      }
      if (changeMagnitude(points[weakest].stats) > options.minMagnitude) return points;
    }
    points.splice(weakest, 1);
    if (options.staleLeftNeighbour) {
      retest(weakest);
      retest(weakest + 1);
    } else {
      retest(weakest - 1);
      retest(weakest);
    }
  }
  return points;
}

// src/core/changepoints/analyse.ts
function merge(values, indexes, config) {
  return mergeWeakPoints(values, withNeighbourStats(values, indexes), {
    maxP: config.pValue,
    minMagnitude: config.minMagnitude,
    staleLeftNeighbour: config.reproduceOtava,
    selectionCorrected: !config.reproduceOtava && config.selectionCorrection !== false
  });
}
var indexesOf = (points) => points.map((p) => p.index);
function analyseSeries(values, config, from) {
  const n = values.length;
  const useOutliers = !config.reproduceOtava && config.outlierRule !== false;
  const settled = useOutliers ? Math.max(0, n - OUTLIER_LOOKAHEAD) : n;
  const known = from && from.settled <= settled ? from : void 0;
  const early = known ? known.outliers : [];
  const outliers = useOutliers ? [...early, ...findOutliers(values, known?.settled ?? 0)] : [];
  const clean = useOutliers ? replaceOutliers(values, outliers) : values;
  const maxP = firstPassP(config.pValue);
  const progress = known ? { start: known.split.start, found: [...known.split.found] } : { start: 0, found: [] };
  advanceSplit(clean, config.window, maxP, progress, settled);
  const checkpoint = {
    settled,
    outliers: outliers.filter((i) => i < settled),
    split: { start: progress.start, found: [...progress.found] }
  };
  advanceSplit(clean, config.window, maxP, progress);
  let points = merge(clean, progress.found, config);
  if (config.reproduceOtava) return { points, outliers: [], pending: [], checkpoint };
  let despiked = clean;
  if (useOutliers) {
    const single = points.flatMap((p, i) => {
      const at = i === 0 ? 0 : points[i - 1].index;
      if (p.index - at !== 1) return [];
      const before = i === 0 ? p.stats.meanAfter : points[i - 1].stats.meanBefore;
      return [{ at, spike: (clean[at] - before) * (clean[at] - p.stats.meanAfter) > 0 }];
    });
    if (single.length > 0) {
      const spiked = single.filter((s) => s.spike).map((s) => s.at);
      despiked = replaceOutliers(clean, spiked);
      outliers.push(...spiked.filter((i) => !outliers.includes(i)));
      outliers.sort((a, b) => a - b);
      const dropped = new Set(single.map((s) => s.at));
      points = merge(
        despiked,
        indexesOf(points).filter((i) => !dropped.has(i)),
        config
      );
    }
  }
  const pending = [];
  if (points.length > 0 && points[points.length - 1].index === n - 1) {
    pending.push(n - 1);
    points = merge(despiked, indexesOf(points).slice(0, -1), config);
  }
  if (config.refineLocation !== false && points.length > 0) {
    const refined = refineLocations(despiked, indexesOf(points));
    if (refined.some((index, i) => index !== points[i].index)) points = merge(despiked, refined, config);
  }
  return { points, outliers, pending, checkpoint };
}

// src/core/changepoints.ts
function resolveOptions(options) {
  const { window = 50, pValue = 1e-3, minMagnitude = 0, reproduceOtava = false } = options;
  if (!Number.isInteger(window) || window < 2) {
    throw new UserError(
      `change-point window ${window} is not valid: give a whole number of points, at least 2 (default 50)`
    );
  }
  if (!(pValue > 0 && pValue < 1)) {
    throw new UserError(
      `change-point p-value ${pValue} is not valid: give a probability between 0 and 1 (default 0.001)`
    );
  }
  if (!(minMagnitude >= 0)) {
    throw new UserError(
      `change-point magnitude ${minMagnitude} is not valid: give a fraction \u2265 0 such as 0.05 (default 0)`
    );
  }
  return { window, pValue, minMagnitude, reproduceOtava };
}
function checksumOf(values, count) {
  const words = new Uint32Array(Float64Array.from(values.slice(0, count)).buffer);
  let hash = 2166136261;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 16777619);
  return (hash >>> 0).toString(16).padStart(8, "0");
}
function scaleExponent(values) {
  let largest = 0;
  for (const x of values) largest = Math.max(largest, Math.abs(x));
  return largest === 0 || largest >= 2 ** -500 && largest <= 2 ** 500 ? 0 : Math.floor(Math.log2(largest));
}
function timesPowerOfTwo(x, k) {
  const half = Math.trunc(k / 2);
  return x * 2 ** half * 2 ** (k - half);
}
function toChangePoint(p, exponent) {
  const s = p.stats;
  const unscale = (x) => exponent === 0 ? x : timesPowerOfTwo(x, exponent);
  return {
    index: p.index,
    pValue: s.pValue,
    meanBefore: unscale(s.meanBefore),
    meanAfter: unscale(s.meanAfter),
    stdBefore: unscale(s.stdBefore),
    stdAfter: unscale(s.stdAfter),
    forwardChangePct: forwardChange(s) * 100
  };
}
function run(values, config, previous) {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) {
      throw new UserError(`value #${i + 1} of the series is ${values[i]}: change points need finite numbers`);
    }
  }
  const exponent = scaleExponent(values);
  const scaled = exponent === 0 ? values : values.map((x) => timesPowerOfTwo(x, -exponent));
  const fits = previous?.version === 1 && previous.window === config.window && previous.pValue === config.pValue && previous.reproduceOtava === config.reproduceOtava && previous.scaleExponent === exponent && previous.length <= values.length && previous.checksum === checksumOf(values, previous.length);
  const from = fits ? {
    settled: previous.settled,
    outliers: previous.outliers,
    split: { start: previous.splitStart, found: previous.weakPoints }
  } : void 0;
  const analysis = analyseSeries(scaled, config, from);
  const { settled, outliers, split } = analysis.checkpoint;
  const result = {
    changePoints: analysis.points.map((p) => toChangePoint(p, exponent)),
    outliers: analysis.outliers,
    state: {
      version: 1,
      window: config.window,
      pValue: config.pValue,
      reproduceOtava: config.reproduceOtava,
      scaleExponent: exponent,
      length: values.length,
      checksum: checksumOf(values, values.length),
      settled,
      outliers,
      splitStart: split.start,
      weakPoints: split.found
    }
  };
  if (!config.reproduceOtava) result.pending = analysis.pending;
  return result;
}
function detectChangePoints(values, options = {}) {
  return run(values, resolveOptions(options));
}
function updateChangePoints(values, previous, options = {}) {
  return run(values, resolveOptions(options), previous);
}
var SAME_CHANGE_POINT_REACH = 5;
function newChangePoints(previous, current, reach = SAME_CHANGE_POINT_REACH) {
  const used = /* @__PURE__ */ new Set();
  return current.filter((c) => {
    let best = -1;
    previous.forEach((p, i) => {
      const sameWay = Math.sign(p.forwardChangePct) === Math.sign(c.forwardChangePct);
      const distance = Math.abs(p.index - c.index);
      if (used.has(i) || !sameWay || distance > reach) return;
      if (best < 0 || distance < Math.abs(previous[best].index - c.index)) best = i;
    });
    if (best >= 0) used.add(best);
    return best < 0;
  });
}

export {
  detectChangePoints,
  updateChangePoints,
  newChangePoints
};
