import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  NORMAL_MEDIAN_ABS,
  incompleteBeta,
  mannWhitneyNormalP,
  quantileOfSorted,
  quantilesInPlace,
  sortedCopy,
  twoSidedNormalP
} from "./chunk-YPIYRYS5.js";

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
var DIFF_MEDIAN_PER_SIGMA = NORMAL_MEDIAN_ABS * Math.SQRT2;
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
  if (config.reproduceOtava) return { points, outliers: [], pending: [], checkpoint, clean };
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
  return { points, outliers, pending, checkpoint, clean: despiked };
}

// src/core/changepoints/drift.ts
var { sqrt: sqrt2, abs: abs5, max: max4, min: min3, ceil: ceil2, floor } = Math;
function mannKendall(values, start, end) {
  const n = end - start;
  if (n < 3) return { s: 0, p: 1 };
  let work = new Float64Array(n);
  for (let k = 0; k < n; k++) work[k] = values[start + k];
  let other = new Float64Array(n);
  let inversions = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = min3(lo + width, n);
      const hi = min3(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        if (work[j] < work[i]) {
          inversions += mid - i;
          other[k++] = work[j++];
        } else other[k++] = work[i++];
      }
      while (i < mid) other[k++] = work[i++];
      while (j < hi) other[k++] = work[j++];
    }
    [work, other] = [other, work];
  }
  let tied = 0;
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && work[j] === work[i]) j++;
    tied += (j - i) * (j - i - 1) / 2;
    i = j;
  }
  const s = n * (n - 1) / 2 - tied - 2 * inversions;
  const variance = n * (n - 1) * (2 * n + 5) / 18;
  const z = s === 0 ? 0 : (s - Math.sign(s)) / sqrt2(variance);
  return { s, p: twoSidedNormalP(z) };
}
var THEIL_SEN_POINTS = 400;
function theilSenSlope(values, start, end) {
  const stride = max4(1, ceil2((end - start) / THEIL_SEN_POINTS));
  const slopes = [];
  for (let i = start; i < end; i += stride) {
    for (let j = i + stride; j < end; j += stride) slopes.push((values[j] - values[i]) / (j - i));
  }
  if (slopes.length === 0) return 0;
  slopes.sort((a, b) => a - b);
  const mid = slopes.length / 2;
  return slopes.length % 2 === 1 ? slopes[floor(mid)] : (slopes[mid - 1] + slopes[mid]) / 2;
}
function fitRamp(values, start, end, minLength) {
  const n = end - start;
  const origin = values[start];
  const sy = new Float64Array(n + 1);
  const sky = new Float64Array(n + 1);
  let syy = 0;
  for (let k = 0; k < n; k++) {
    const y = values[start + k] - origin;
    sy[k + 1] = sy[k] + y;
    sky[k + 1] = sky[k] + k * y;
    syy += y * y;
  }
  const sumK = (a, b) => (b - a) * (a + b - 1) / 2;
  const sumK2 = (a, b) => {
    const f = (m) => (m - 1) * m * (2 * m - 1) / 6;
    return f(b) - f(a);
  };
  const sse2 = (s, e) => {
    const after = n - e - 1;
    const sc = s * s + sumK(s, e + 1) + after * e;
    const scc = s * s * s + sumK2(s, e + 1) + after * e * e;
    const syc = s * sy[s] + (sky[e + 1] - sky[s]) + e * (sy[n] - sy[e + 1]);
    const cxx = scc - sc * sc / n;
    const cxy = syc - sc * sy[n] / n;
    const total = syy - sy[n] * sy[n] / n;
    return cxx > 0 ? total - cxy * cxy / cxx : total;
  };
  const span = max4(1, minLength - 1);
  const grid = max4(1, floor(n / 40));
  let best = [0, n - 1];
  let bestSse = sse2(0, n - 1);
  const consider = (s, e) => {
    if (s < 0 || e > n - 1 || e - s < span) return;
    const v = sse2(s, e);
    if (v < bestSse) {
      bestSse = v;
      best = [s, e];
    }
  };
  for (let s = 0; s < n; s += grid) for (let e = min3(n - 1, s + span); e < n; e += grid) consider(s, e);
  consider(0, n - 1);
  const [s0, e0] = best;
  for (let s = max4(0, s0 - grid); s <= s0 + grid; s++) {
    for (let e = max4(0, e0 - grid); e <= min3(n - 1, e0 + grid); e++) consider(s, e);
  }
  return { from: start + best[0], to: start + best[1] + 1, sse: bestSse };
}
function bestStepSse(values, start, end) {
  const n = end - start;
  const origin = values[start];
  let total = 0;
  let squares = 0;
  for (let i = start; i < end; i++) {
    total += values[i] - origin;
    squares += (values[i] - origin) ** 2;
  }
  let left = 0;
  let best = squares - total * total / n;
  for (let k = 1; k < n; k++) {
    left += values[start + k - 1] - origin;
    const right = total - left;
    best = min3(best, squares - left * left / k - right * right / (n - k));
  }
  return best;
}
function segmentDrift(values, start, end, options) {
  if (end - start < options.minLength) return void 0;
  const { p } = mannKendall(values, start, end);
  if (!(p <= options.pValue)) return void 0;
  const { from, to, sse: sse2 } = fitRamp(values, start, end, options.minLength);
  if (bestStepSse(values, start, end) <= sse2) return void 0;
  let positive = true;
  for (let i = start; i < end && positive; i++) positive = values[i] > 0;
  return driftOver(values, from, to, p, positive, options.minMagnitude);
}
function driftOver(values, from, to, p, positive, minMagnitude) {
  const slope = theilSenSlope(values, from, to);
  const offsets = [];
  for (let i = from; i < to; i++) offsets.push(values[i] - slope * (i - from));
  offsets.sort((a, b) => a - b);
  const levelStart = offsets[floor(offsets.length / 2)];
  const levelEnd = levelStart + slope * (to - 1 - from);
  const relativeOk = positive && levelStart > 0;
  const relative = relativeOk ? (levelEnd - levelStart) / levelStart : Infinity;
  if (abs5(relative) < minMagnitude || slope === 0) return void 0;
  return {
    start: from,
    end: to,
    slopePerPoint: slope,
    slopePctPerPoint: relativeOk ? 100 * slope / levelStart : NaN,
    totalPct: relativeOk ? 100 * relative : NaN,
    levelStart,
    levelEnd,
    pValue: p
  };
}

// src/core/changepoints/season.ts
var { max: max5, min: min4, floor: floor2 } = Math;
var MIN_PERIOD = 3;
var MAX_PERIOD = 60;
var MIN_CYCLES = 4;
var MAX_RATIO = 0.4;
var MULTIPLE_SLACK = 0.1;
function findPeriod(values) {
  const n = values.length;
  const maxPeriod = min4(MAX_PERIOD, floor2(n / MIN_CYCLES));
  if (maxPeriod < MIN_PERIOD) return void 0;
  const diffs = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) diffs[i - 1] = Math.abs(values[i] - values[i - 1]);
  const spread = quantileOfSorted(sortedCopy(diffs), 0.5);
  if (!(spread > 0)) return void 0;
  const clip = (4 * spread) ** 2;
  const raw = new Float64Array(maxPeriod + 1);
  const centred = new Float64Array(maxPeriod + 1);
  for (let h = 1; h <= maxPeriod; h++) {
    let mean = 0;
    for (let i = h; i < n; i++) mean += values[i] - values[i - h];
    mean /= n - h;
    let sumRaw = 0;
    let sumCentred = 0;
    for (let i = h; i < n; i++) {
      const d = values[i] - values[i - h];
      sumRaw += min4(clip, d * d);
      sumCentred += min4(clip, (d - mean) ** 2);
    }
    raw[h] = sumRaw / (n - h);
    centred[h] = sumCentred / (n - h);
  }
  const dip = (gamma, p) => {
    let mid = 0;
    let count = 0;
    for (let h = max5(1, Math.ceil(p / 4)); h <= floor2(3 * p / 4); h++, count++) mid += gamma[h];
    return gamma[p] / (mid / count);
  };
  let best;
  let bestRatio = MAX_RATIO;
  const ratios = new Float64Array(maxPeriod + 1).fill(Infinity);
  for (let p = MIN_PERIOD; p <= maxPeriod; p++) {
    ratios[p] = min4(dip(raw, p), dip(centred, p));
    if (ratios[p] < bestRatio) {
      bestRatio = ratios[p];
      best = p;
    }
  }
  if (best !== void 0) {
    for (let d = MIN_PERIOD; d < best; d++) {
      if (best % d === 0 && ratios[d] <= min4(MAX_RATIO, bestRatio + MULTIPLE_SLACK)) return d;
    }
  }
  return best;
}
function removeSeason(values, period) {
  const n = values.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + values[i];
  const byPhase = Array.from({ length: period }, () => []);
  const half = floor2(period / 2);
  for (let i = 0; i < n; i++) {
    const from = i - half;
    const to = from + period;
    if (from < 0 || to > n) continue;
    byPhase[i % period].push(values[i] - (prefix[to] - prefix[from]) / period);
  }
  const profile = byPhase.map((d) => d.length > 0 ? quantileOfSorted(sortedCopy(d), 0.5) : 0);
  const centre = profile.reduce((s, x) => s + x, 0) / period;
  const out = Float64Array.from(values);
  for (let i = 0; i < n; i++) out[i] -= profile[i % period] - centre;
  return out;
}

// src/core/changepoints/local-fit.ts
var { abs: abs6, max: max6, min: min5 } = Math;
function fitFromSums(gram, xy, yy, use) {
  const p = use.length;
  const a = use.map((r) => [...use.map((c) => gram[r][c]), xy[r]]);
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (abs6(a[r][c]) > abs6(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    if (abs6(a[c][c]) < 1e-9 * (abs6(gram[use[c]][use[c]]) + 1e-300)) return { sse: NaN, beta: [] };
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= p; k++) a[r][k] -= f * a[c][k];
    }
  }
  const beta = a.map((row, r) => row[p] / row[r]);
  let explained = 0;
  for (let r = 0; r < p; r++) explained += beta[r] * xy[use[r]];
  return { sse: max6(0, yy - explained), beta };
}
function sse3(a, b, c, d, e, f, p, q, r, yy) {
  const m00 = d * f - e * e;
  const m01 = c * e - b * f;
  const m02 = b * e - c * d;
  const det = a * m00 + b * m01 + c * m02;
  if (!(abs6(det) > 1e-12 * abs6(a * d * f) + 1e-300)) return Infinity;
  const m11 = a * f - c * c;
  const m12 = b * c - a * e;
  const m22 = a * d - b * b;
  const form = m00 * p * p + m11 * q * q + m22 * r * r + 2 * (m01 * p * q + m02 * p * r + m12 * q * r);
  return max6(0, yy - form / det);
}
function bendFitsBetter(values, from, to, tau, gram, xy, yy, than) {
  const origin = values[tau - 1];
  let c0 = 0;
  let c1 = 0;
  let c2 = 0;
  let cy = 0;
  let cxy = 0;
  for (let h = to - 1; h >= from + 2; h--) {
    const x = h - tau + 0.5;
    const y = values[h] - origin;
    c0++;
    c1 += x;
    c2 += x * x;
    cy += y;
    cxy += x * y;
    if (h > to - 3) continue;
    const hx = x;
    const s1 = c1 - c0 * hx;
    const s2 = c2 - 2 * hx * c1 + c0 * hx * hx;
    const sx = c2 - hx * c1;
    const sy = cxy - hx * cy;
    if (sse3(gram[0][0], gram[0][1], s1, gram[1][1], sx, s2, xy[0], xy[1], sy, yy) < than) return true;
  }
  return false;
}
function jumpFit(values, start, tau, end, span, checkBends = true) {
  const from = max6(start, tau - span);
  const to = min5(end, tau + span);
  const n = to - from;
  const origin = values[tau - 1];
  let n0 = 0;
  let sx = 0;
  let sxx = 0;
  let sx3 = 0;
  let sx4 = 0;
  let sy = 0;
  let sxy = 0;
  let sxxy = 0;
  let yy = 0;
  let dn = 0;
  let dx = 0;
  let dxx = 0;
  let dx3 = 0;
  let dy = 0;
  let dxy = 0;
  for (let i = from; i < to; i++) {
    const y = values[i] - origin;
    const x = i - tau + 0.5;
    const xx = x * x;
    n0++;
    sx += x;
    sxx += xx;
    sx3 += xx * x;
    sx4 += xx * xx;
    sy += y;
    sxy += x * y;
    sxxy += xx * y;
    yy += y * y;
    if (i >= tau) {
      dn++;
      dx += x;
      dxx += xx;
      dx3 += xx * x;
      dy += y;
      dxy += x * y;
    }
  }
  const q = 1 / span;
  const gram = [
    [n0, sx, dn, dx, sxx * q],
    [sx, sxx, dx, dxx, sx3 * q],
    [dn, dx, dn, dx, dxx * q],
    [dx, dxx, dx, dxx, dx3 * q],
    [sxx * q, sx3 * q, dxx * q, dx3 * q, sx4 * q * q]
  ];
  const xy = [sy, sxy, dy, dxy, sxxy * q];
  const none = { a0: 0, delta: 0, slope: 0, levelBefore: origin, p: 1, bends: false, from, to, f: 0, df: 1 };
  if (n < 5 || tau - from < 2 || to - tau < 2) return none;
  const step = fitFromSums(gram, xy, yy, [0, 1, 2]);
  const line2 = fitFromSums(gram, xy, yy, [0, 1]);
  if (Number.isNaN(step.sse) || Number.isNaN(line2.sse)) return none;
  const [a0, slope, delta] = step.beta;
  const levelBefore = origin + a0 - 0.5 * slope;
  const fit = {
    a0,
    delta,
    slope,
    levelBefore,
    from,
    to,
    bends: checkBends && bendFitsBetter(values, from, to, tau, gram, xy, yy, step.sse)
  };
  const fOf = (withStep, without, df2) => {
    const reduction = max6(0, without.sse - withStep.sse);
    if (withStep.sse <= 1e-24 * (without.sse + 1e-300)) return reduction > 0 ? Infinity : 0;
    return reduction / (withStep.sse / df2);
  };
  const stepOnCurve = fitFromSums(gram, xy, yy, [0, 1, 4, 2]);
  const curve = fitFromSums(gram, xy, yy, [0, 1, 4]);
  const df = n - 4;
  const fLine = fOf(step, line2, n - 3);
  const fCurve = df < 2 || Number.isNaN(stepOnCurve.sse) || Number.isNaN(curve.sse) ? fLine : fOf(stepOnCurve, curve, df);
  const f = min5(fLine, fCurve);
  const [ca0, cslope, cbend, cdelta] = stepOnCurve.beta;
  const onCurve = Number.isNaN(stepOnCurve.sse) ? void 0 : { from, to, a0: ca0, slope: cslope, delta: cdelta, bend: cbend / span };
  return { ...fit, p: fTestP(f, df), f, df, onCurve };
}
function fTestP(f, df) {
  if (f === Infinity) return 0;
  return incompleteBeta(df / (df + f), df / 2, 0.5);
}
function allPositive(values, start, end) {
  for (let i = start; i < end; i++) if (!(values[i] > 0)) return false;
  return true;
}

// src/core/changepoints/serial-correlation.ts
var { abs: abs7, log, max: max7, min: min6 } = Math;
var MAX_SERIAL = 0.98;
function longRunFactor(rho) {
  const r = min6(MAX_SERIAL, max7(0, rho));
  return (1 + r) / (1 - r);
}
var CLIP = 3;
function lagOneCorrelation(from, to, residual) {
  const n = to - from;
  if (n < 2) return 0;
  const e = new Float64Array(n);
  for (let k = 0; k < n; k++) e[k] = residual(from + k);
  const magnitudes = new Float64Array(n);
  for (let k = 0; k < n; k++) magnitudes[k] = abs7(e[k]);
  const scale = quantilesInPlace(magnitudes, [0.5], 0)[0] / NORMAL_MEDIAN_ABS;
  const limit = CLIP * scale;
  let lagged = 0;
  let squares = 0;
  for (let k = 0; k < n; k++) {
    const x = limit > 0 ? max7(-limit, min6(limit, e[k])) : e[k];
    e[k] = x;
    squares += x * x;
    if (k > 0) lagged += x * e[k - 1];
  }
  return squares > 0 ? lagged / squares : 0;
}
function serialCorrelation(values, start, tau, end, line2) {
  if (line2) {
    const origin = values[tau - 1];
    const bend = line2.bend ?? 0;
    return lagOneCorrelation(line2.from, line2.to, (i) => {
      const x = i - tau + 0.5;
      return values[i] - origin - (line2.a0 + line2.slope * x + bend * x * x + (i >= tau ? line2.delta : 0));
    });
  }
  const before = segmentMoments(values, start, tau).mean;
  const after = segmentMoments(values, tau, end).mean;
  return lagOneCorrelation(start, end, (i) => values[i] - (i < tau ? before : after));
}
function serialCorrectedP(stats, n1, n2, rho) {
  const factor = longRunFactor(rho);
  const df = max7(1, (n1 + n2 - 2) / factor);
  const pooled = (n1 * stats.stdBefore ** 2 + n2 * stats.stdAfter ** 2) / max7(1, n1 + n2 - 2);
  const se = Math.sqrt(pooled * (1 / n1 + 1 / n2) * factor);
  const diff = stats.meanAfter - stats.meanBefore;
  if (!(se > 0)) return diff === 0 ? 1 : 0;
  const t2 = (diff / se) ** 2;
  return min6(1, incompleteBeta(df / (df + t2), df / 2, 0.5) * (n1 + n2 - 1));
}
function wideSerialCorrelation(values, start, tau, end) {
  const positive = allPositive(values, start, end);
  const local = new Float64Array(end - start);
  for (let i = start; i < end; i++) local[i - start] = positive ? log(values[i]) : values[i];
  const curve = jumpFit(local, 0, tau - start, end - start, end - start, false).onCurve;
  return curve ? serialCorrelation(local, 0, tau - start, end - start, curve) : 0;
}

// src/core/changepoints/steps.ts
var { abs: abs8, max: max8, min: min7 } = Math;
var NO_TREND_P = 0.01;
function rankTestP(values, from, tau, to, slope) {
  const n = to - from;
  const order = Array.from({ length: n }, (_, k) => from + k);
  const residual = new Float64Array(n);
  for (let k = 0; k < n; k++) residual[k] = values[from + k] - slope * (from + k - tau);
  order.sort((a, b) => residual[a - from] - residual[b - from]);
  let rankSum = 0;
  let tieSum = 0;
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && residual[order[j] - from] === residual[order[i] - from]) j++;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (order[k] < tau) rankSum += midRank;
    const t = j - i;
    tieSum += t * t * t - t;
    i = j;
  }
  const n1 = tau - from;
  const p = mannWhitneyNormalP(n1, n - n1, rankSum - n1 * (n1 + 1) / 2, tieSum);
  return p ?? 1;
}
function sideTrendP(values, start, tau, end) {
  return min7(mannKendall(values, start, tau).p, mannKendall(values, tau, end).p);
}
function testStep(values, start, tau, end, span) {
  const stats = compareSegments(values, start, tau, end);
  const fit = jumpFit(values, start, tau, end, span);
  const rankP = rankTestP(values, fit.from, tau, fit.to, fit.slope);
  const n1 = tau - fit.from;
  const n2 = fit.to - tau;
  const positive = allPositive(values, start, end) && fit.levelBefore > 0;
  const p0 = Number.isNaN(stats.pValue) ? 1 : stats.pValue;
  const rho = serialCorrelation(values, start, tau, end);
  const rhoOnLine = max8(
    serialCorrelation(values, start, tau, end, fit),
    wideSerialCorrelation(values, start, tau, end)
  );
  const positions = max8(1, fit.to - fit.from - 1);
  return {
    tTestP: min7(1, p0 * (end - start - 1)),
    detrendedP: min7(1, fit.p * positions),
    sideTrendP: sideTrendP(values, start, tau, end),
    bends: fit.bends,
    rankP,
    rankFloorP: mannWhitneyNormalP(n1, n2, n1 * n2, 0) ?? 1,
    serialCorrelation: rho,
    serialCorrelationOnLine: rhoOnLine,
    serialP: serialCorrectedP(stats, tau - start, end - tau, rho),
    detrendedSerialP: min7(
      1,
      fTestP(fit.f / longRunFactor(rhoOnLine), max8(1, fit.df / longRunFactor(rhoOnLine))) * positions
    ),
    magnitude: positive ? abs8(fit.delta) / fit.levelBefore : NaN,
    stats,
    delta: fit.delta,
    levelBefore: fit.levelBefore,
    shortest: min7(tau - start, end - tau),
    jumpRatio: jumpRatio(values, start, tau, end)
  };
}
function strengthP(t, serialFree = false) {
  const abrupt = serialFree || t.jumpRatio >= ABRUPT_JUMP;
  if (t.sideTrendP > NO_TREND_P) return abrupt ? t.tTestP : max8(t.tTestP, t.serialP);
  return t.bends ? 1 : abrupt ? t.detrendedP : max8(t.detrendedP, t.detrendedSerialP);
}
var ABRUPT_JUMP = 8;
function jumpRatio(values, start, tau, end) {
  const count = end - start - 2;
  if (count < 10) return 0;
  const moves = new Float64Array(count);
  let k = 0;
  for (let i = start + 1; i < end; i++) if (i !== tau) moves[k++] = abs8(values[i] - values[i - 1]);
  const q90 = quantilesInPlace(moves, [0.9], 0)[0];
  const jump = abs8(values[tau] - values[tau - 1]);
  return q90 > 0 ? jump / q90 : jump > 0 ? Infinity : 0;
}
function cramped(t, options, serialFree = false) {
  return t.shortest >= options.minSegment && !(t.magnitude < options.minMagnitude) && strengthP(t, serialFree) <= options.pValue && t.rankP > options.pValue && t.rankFloorP > options.pValue;
}
function failing(t, options, serialFree = false) {
  if (t.shortest < options.minSegment) return "short";
  if (t.magnitude < options.minMagnitude) return "small";
  if (!(max8(strengthP(t, serialFree), t.rankP) <= options.pValue)) return "weak";
  return void 0;
}

// src/core/changepoints/placement.ts
var { abs: abs9, log: log2, max: max9, min: min8 } = Math;
function placeOnLine(values, start, tau, end, options) {
  return bestPosition(
    start,
    tau,
    end,
    options,
    (t) => -jumpFit(values, start, t, end, options.span, false).f
  );
}
function bestPosition(start, tau, end, options, cost) {
  const from = max9(start + options.minSegment, tau - options.reach);
  const to = min8(end - options.minSegment, tau + options.reach);
  let best = tau;
  let bestCost = Infinity;
  for (let t = from; t <= to; t++) {
    const c = cost(t);
    if (c < bestCost - 1e-9 || abs9(c - bestCost) <= 1e-9 && abs9(t - tau) < abs9(best - tau)) {
      bestCost = c;
      best = t;
    }
  }
  return best;
}
function placeByLikelihood(values, start, tau, end, options) {
  const from = max9(start + options.minSegment, tau - options.reach);
  const to = min8(end - options.minSegment, tau + options.reach);
  if (from > to) return tau;
  const origin = values[start];
  const n = end - start;
  const s1 = new Float64Array(n + 1);
  const s2 = new Float64Array(n + 1);
  for (let k = 0; k < n; k++) {
    const y = values[start + k] - origin;
    s1[k + 1] = s1[k] + y;
    s2[k + 1] = s2[k] + y * y;
  }
  const floor4 = (1e-12 * (s2[n] / n - (s1[n] / n) ** 2) || 1e-300) + 1e-300;
  const variance = (a, b) => {
    const m = b - a;
    const mean = (s1[b] - s1[a]) / m;
    return max9(floor4, (s2[b] - s2[a]) / m - mean * mean);
  };
  return bestPosition(start, tau, end, options, (t) => {
    const k = t - start;
    return k * log2(variance(0, k)) + (n - k) * log2(variance(k, n));
  });
}

// src/core/changepoints/judge.ts
var { log: log3, exp, min: min9 } = Math;
function likelihoodRatioP(values, start, tau, end) {
  const logVar = (a, b) => {
    let mean = 0;
    for (let i = a; i < b; i++) mean += values[i];
    mean /= b - a;
    let ss = 0;
    for (let i = a; i < b; i++) ss += (values[i] - mean) ** 2;
    return log3(ss / (b - a) || Number.MIN_VALUE);
  };
  const n = end - start;
  const lr = n * logVar(start, end) - (tau - start) * logVar(start, tau) - (end - tau) * logVar(tau, end);
  return min9(1, exp(-lr / 2) * (n - 1));
}
var BOUNDED_WINDOW = 100;
var BOUNDED_MAX_RHO = 0.5;
function prune(values, indexes, options, serialFree = /* @__PURE__ */ new Set(), bounds = []) {
  const points = [...indexes].sort((a, b) => a - b);
  const judge = (i) => {
    const index = points[i];
    const start = i === 0 ? 0 : points[i - 1];
    const end = i + 1 < points.length ? points[i + 1] : values.length;
    let [from, to] = [start, end];
    for (const b of bounds) {
      if (b > from && b < index) from = b;
      if (b < to && b > index) to = b;
    }
    if ((from !== start || to !== end) && to - from >= BOUNDED_WINDOW) {
      const tests = testStep(values, from, index, to, options.span);
      if (tests.serialCorrelation < BOUNDED_MAX_RHO) {
        return { index, tests, lrP: likelihoodRatioP(values, from, index, to), bounded: true };
      }
    }
    return {
      index,
      tests: testStep(values, start, index, end, options.span),
      lrP: likelihoodRatioP(values, start, index, end)
    };
  };
  const judged = points.map((_, i) => judge(i));
  for (; ; ) {
    let worst = -1;
    let worstKey = [-Infinity, -Infinity];
    const consider = (i, key) => {
      if (key[0] > worstKey[0] || key[0] === worstKey[0] && key[1] > worstKey[1]) {
        worst = i;
        worstKey = key;
      }
    };
    const squeezed = [];
    judged.forEach((j, i) => {
      const t = j.tests;
      const free = serialFree.has(j.index);
      const rule = failing(t, options, free) ?? (t.rankP <= options.pValue || j.lrP <= options.pValue ? void 0 : "alone");
      if (rule === void 0) return;
      if (rule === "weak" && cramped(t, options, free)) {
        squeezed.push(i);
        return;
      }
      const evidence = Math.max(t.tTestP, t.detrendedP, min9(t.rankP, j.lrP));
      consider(
        i,
        rule === "short" ? [3, -t.shortest * 1e3 + evidence] : rule === "small" ? [2, -t.magnitude] : [1, evidence]
      );
    });
    if (worst < 0) {
      for (const i of squeezed) {
        for (const k of [i - 1, i, i + 1]) {
          if (k >= 0 && k < judged.length) {
            consider(k, [0, strengthP(judged[k].tests, serialFree.has(judged[k].index))]);
          }
        }
      }
    }
    if (worst < 0) return judged;
    points.splice(worst, 1);
    judged.splice(worst, 1);
    if (worst > 0) judged[worst - 1] = judge(worst - 1);
    if (worst < points.length) judged[worst] = judge(worst);
  }
}
function judgeBesideDrifts(values, judged, candidates, drifts, options) {
  const n = values.length;
  const bounds = drifts.flatMap((d) => [d.start, d.end]).filter((b) => b > 0 && b < n);
  if (bounds.length === 0) return null;
  const far = (points) => (t) => points.every((u) => Math.abs(u - t) >= options.minSegment);
  const dropped = candidates.proposed.map((p) => p.index).filter(far(candidates.placed));
  const all = [.../* @__PURE__ */ new Set([...candidates.placed, ...dropped, ...candidates.fresh])].filter(far(bounds));
  const again = prune(values, all, options, new Set(candidates.fresh), bounds);
  const before = new Set(judged.map((j) => j.index));
  const added = again.filter((j) => !before.has(j.index));
  const holds = [...before].every((t) => again.some((j) => j.index === t));
  return holds && added.some((j) => j.bounded === true) ? again : null;
}
function place(values, indexes, options) {
  const points = [...indexes];
  for (let pass = 0; pass < 3; pass++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      const start = i === 0 ? 0 : points[i - 1];
      const end = i + 1 < points.length ? points[i + 1] : values.length;
      const trending = sideTrendP(values, start, points[i], end) <= NO_TREND_P;
      const at = (trending ? placeOnLine : placeByLikelihood)(values, start, points[i], end, options);
      if (at !== points[i]) {
        points[i] = at;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return points;
}

// src/core/changepoints/segmentation.ts
var { log: log4, sqrt: sqrt3, max: max10, abs: abs10 } = Math;
var PENALTY_PER_LOG_N = 3;
function differenceSigma(values) {
  const n = values.length;
  if (n < 2) return 0;
  const diffs = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) diffs[i - 1] = abs10(values[i] - values[i - 1]);
  const [median] = quantilesInPlace(diffs, [0.5]);
  return median / (NORMAL_MEDIAN_ABS * Math.SQRT2);
}
function prefixSums(values) {
  const n = values.length;
  const s1 = new Float64Array(n + 1);
  const s2 = new Float64Array(n + 1);
  const origin = n > 0 ? values[0] : 0;
  for (let i = 0; i < n; i++) {
    const y = values[i] - origin;
    s1[i + 1] = s1[i] + y;
    s2[i + 1] = s2[i] + y * y;
  }
  return { s1, s2 };
}
function sse({ s1, s2 }, a, b) {
  const s = s1[b] - s1[a];
  return max10(0, s2[b] - s2[a] - s * s / (b - a));
}
function segment(values, options) {
  const n = values.length;
  const { minSegment } = options;
  if (n < 2 * minSegment) return [];
  const sums = prefixSums(values);
  const sigma = max10(sqrt3(sse(sums, 0, n) / max10(1, n - 1)), differenceSigma(values));
  if (!(sigma > 0)) return [];
  const threshold = (options.penaltyPerLogN ?? PENALTY_PER_LOG_N) * log4(n) * sigma * sigma;
  return splitWhileGain(sums, n, minSegment, threshold);
}
function splitWhileGain(sums, n, minSegment, threshold) {
  const cuts = [];
  const stack = [[0, n]];
  while (stack.length > 0) {
    const [a, b] = stack.pop();
    const { at, gain } = bestSplit2(sums, a, b, minSegment);
    if (at < 0 || !(gain > threshold)) continue;
    cuts.push(at);
    stack.push([a, at], [at, b]);
  }
  return cuts.sort((x, y) => x - y);
}
function bestSplit2(sums, a, b, minSegment) {
  const whole = sse(sums, a, b);
  let gain = 0;
  let at = -1;
  for (let t = a + minSegment; t <= b - minSegment; t++) {
    const g = whole - sse(sums, a, t) - sse(sums, t, b);
    if (g > gain) {
      gain = g;
      at = t;
    }
  }
  return { at, gain };
}
function binarySegmentationPath(values, minSegment, maxCuts) {
  const sums = prefixSums(values);
  const open = [];
  const push = (a, b) => {
    const split = bestSplit2(sums, a, b, minSegment);
    if (split.at >= 0 && split.gain > 0) open.push({ a, b, ...split });
  };
  push(0, values.length);
  const cuts = [];
  const path = [];
  while (path.length < maxCuts && open.length > 0) {
    let k = 0;
    for (let i = 1; i < open.length; i++) if (open[i].gain > open[k].gain) k = i;
    const [{ a, b, at }] = open.splice(k, 1);
    cuts.push(at);
    path.push([...cuts].sort((x, y) => x - y));
    push(a, at);
    push(at, b);
  }
  return path;
}

// src/core/changepoints/long-run-pelt.ts
var { log: log5, max: max11, min: min10 } = Math;
var LONG_RUN_PENALTY_PER_LOG_N = 7;
var CLIP_SIGMAS = 3;
var CLIP_REACH = 5;
var ITERATIONS = 6;
var MAX_RHO = 0.95;
function peltCuts(values, beta, minSegment) {
  const sums = prefixSums(values);
  return optimalPartition(values.length, (s, t) => sse(sums, s, t), beta, minSegment);
}
function optimalPartition(n, cost, beta, minSegment) {
  if (n < 2 * minSegment) return [];
  const total = new Float64Array(n + 1).fill(Infinity);
  const last = new Int32Array(n + 1);
  total[0] = -beta;
  let candidates = [];
  for (let t = minSegment; t <= n; t++) {
    const u = t - minSegment;
    if (u >= 2 * minSegment && Number.isFinite(total[u])) {
      candidates = candidates.filter((s) => u - s < minSegment || total[s] + cost(s, u) <= total[u]);
    }
    if (u === 0 || u >= minSegment) candidates.push(u);
    let best = Infinity;
    let from = -1;
    for (const s of candidates) {
      const c = total[s] + cost(s, t) + beta;
      if (c < best) {
        best = c;
        from = s;
      }
    }
    if (from < 0) continue;
    total[t] = best;
    last[t] = from;
  }
  const cuts = [];
  for (let t = n; t > 0; t = last[t]) if (last[t] > 0) cuts.push(last[t]);
  return cuts.reverse();
}
function residualNoise(values, cuts) {
  const bounds = [0, ...cuts, values.length];
  let ss = 0;
  let lagged = 0;
  let previous = 0;
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [a, b] = [bounds[k], bounds[k + 1]];
    let mean = 0;
    for (let i = a; i < b; i++) mean += values[i];
    mean /= b - a;
    for (let i = a; i < b; i++) {
      const r = values[i] - mean;
      ss += r * r;
      if (i > 0) lagged += r * previous;
      previous = r;
    }
  }
  const n = values.length;
  return {
    variance: ss / max11(1, n - bounds.length + 1),
    rho: ss > 0 ? min10(MAX_RHO, max11(0, lagged / ss)) : 0
  };
}
function clipToRunningMedian(values) {
  const n = values.length;
  const reach = CLIP_SIGMAS * differenceSigma(values);
  const out = new Array(n);
  const window = [];
  const insert = (x) => {
    let k = window.length;
    while (k > 0 && window[k - 1] > x) k--;
    window.splice(k, 0, x);
  };
  for (let i = 0; i < min10(n, CLIP_REACH + 1); i++) insert(values[i]);
  for (let i = 0; i < n; i++) {
    const m = window.length;
    const median = m % 2 === 1 ? window[(m - 1) / 2] : (window[m / 2 - 1] + window[m / 2]) / 2;
    out[i] = min10(median + reach, max11(median - reach, values[i]));
    if (i - CLIP_REACH >= 0) window.splice(window.indexOf(values[i - CLIP_REACH]), 1);
    if (i + CLIP_REACH + 1 < n) insert(values[i + CLIP_REACH + 1]);
  }
  return out;
}
function longRunPenalty(n, variance, rho, penaltyPerLogN) {
  return penaltyPerLogN * log5(n) * variance * ((1 + rho) / (1 - rho));
}
function longRunSegment(values, options) {
  const n = values.length;
  const k = options.penaltyPerLogN ?? LONG_RUN_PENALTY_PER_LOG_N;
  let { variance, rho } = residualNoise(values, []);
  if (!(variance > 0) || n < 2) return { cuts: [], beta: Infinity };
  let beta = longRunPenalty(n, variance, 0, k);
  let cuts = peltCuts(values, beta, options.minSegment);
  for (let i = 0; i < ITERATIONS; i++) {
    ({ variance, rho } = residualNoise(values, cuts));
    beta = longRunPenalty(n, variance, rho, k);
    const next = peltCuts(values, beta, options.minSegment);
    if (next.join() === cuts.join()) break;
    cuts = next;
  }
  return { cuts, beta };
}
function silentMinSegment(n, minSegment) {
  return max11(2, min10(minSegment, Math.floor(n / 10)));
}
function detectableStep(values, beta, minMagnitude) {
  const n = values.length;
  let mean = 0;
  for (const x of values) mean += x / n;
  const positive = allPositive(values, 0, n);
  const stepSize = max11(2 * Math.sqrt(beta / n), positive ? minMagnitude * mean : 0);
  return { stepSize, stepPct: positive ? 100 * stepSize / mean : NaN };
}

// src/core/changepoints/bends.ts
var { abs: abs11, max: max12, min: min11, sign, sqrt: sqrt4 } = Math;
var BEND_PENALTY_PER_LOG_N = 4;
var BEND_MIN_MOVE = 2;
var BEND_MERGE_RATIO = 1.5;
var BEND_SHORT_SERIES = 30;
var ITERATIONS2 = 6;
var MAX_RHO2 = 0.95;
function line(values, a, b) {
  const m = b - a;
  const mk = (m - 1) / 2;
  let my = 0;
  for (let i = a; i < b; i++) my += values[i];
  my /= m;
  let kk = 0;
  let ky = 0;
  for (let i = a; i < b; i++) {
    kk += (i - a - mk) ** 2;
    ky += (i - a - mk) * (values[i] - my);
  }
  const slope = kk > 0 ? ky / kk : 0;
  return { slope, at: my - slope * mk };
}
function lineCost(values, start, end) {
  const n = end - start;
  const origin = values[start];
  const sy = new Float64Array(n + 1);
  const sky = new Float64Array(n + 1);
  const syy = new Float64Array(n + 1);
  for (let k = 0; k < n; k++) {
    const y = values[start + k] - origin;
    sy[k + 1] = sy[k] + y;
    sky[k + 1] = sky[k] + k * y;
    syy[k + 1] = syy[k] + y * y;
  }
  return (s, t) => {
    const m = t - s;
    const y = sy[t] - sy[s];
    const ky = sky[t] - sky[s] - s * y;
    const k = m * (m - 1) / 2;
    const kk = (m - 1) * m * (2 * m - 1) / 6;
    const cyy = syy[t] - syy[s] - y * y / m;
    const cky = ky - k * y / m;
    const ckk = kk - k * k / m;
    return max12(0, ckk > 0 ? cyy - cky * cky / ckk : cyy);
  };
}
function lineNoise(values, bounds) {
  let ss = 0;
  let lagged = 0;
  let previous = 0;
  let first = true;
  for (let j = 0; j + 1 < bounds.length; j++) {
    const [a, b] = [bounds[j], bounds[j + 1]];
    const { slope, at } = line(values, a, b);
    for (let i = a; i < b; i++) {
      const r = values[i] - at - slope * (i - a);
      ss += r * r;
      if (!first) lagged += r * previous;
      previous = r;
      first = false;
    }
  }
  const n = bounds[bounds.length - 1] - bounds[0];
  return {
    variance: ss / max12(1, n - 2 * (bounds.length - 1)),
    rho: ss > 0 ? min11(MAX_RHO2, max12(0, lagged / ss)) : 0
  };
}
function linearPieces(values, start, end, minSegment, penaltyPerLogN = BEND_PENALTY_PER_LOG_N, independent = false) {
  const m = end - start;
  const cost = lineCost(values, start, end);
  const at = (local) => local.map((c) => start + c);
  const noise = (bounds) => {
    const read = lineNoise(values, bounds);
    return independent ? { variance: read.variance, rho: 0 } : read;
  };
  let { variance, rho } = noise([start, end]);
  if (!(variance > 0) || m < 2) return { cuts: [], sigma: 0 };
  let cuts = at(optimalPartition(m, cost, longRunPenalty(m, variance, 0, penaltyPerLogN), minSegment));
  for (let i = 0; i < ITERATIONS2; i++) {
    ({ variance, rho } = noise([start, ...cuts, end]));
    const next = at(optimalPartition(m, cost, longRunPenalty(m, variance, rho, penaltyPerLogN), minSegment));
    if (next.join() === cuts.join()) break;
    cuts = next;
  }
  ({ variance, rho } = noise([start, ...cuts, end]));
  return { cuts, sigma: sqrt4(variance * (1 + rho) / (1 - rho)) };
}
function pieceMinSegment(m, minSegment, period) {
  return max12(3, min11(minSegment, Math.floor(m / 10)), period ?? 0);
}
function bendingDrifts(values, start, end, options) {
  const minMove = options.minMove ?? BEND_MIN_MOVE;
  const ratio = options.mergeRatio ?? BEND_MERGE_RATIO;
  const cost = lineCost(values, start, end);
  const { cuts, sigma } = linearPieces(
    values,
    start,
    end,
    pieceMinSegment(end - start, options.minSegment, options.period),
    options.penaltyPerLogN,
    options.independent
  );
  const positive = allPositive(values, start, end);
  const bounds = [start, ...cuts, end];
  const pieces = bounds.slice(0, -1).map((a, j) => {
    const b = bounds[j + 1];
    const { slope, at } = line(values, a, b);
    const move = abs11(slope * (b - a - 1));
    const drifts = move >= minMove * sigma && (!positive || move >= options.minMagnitude * abs11(at));
    return { a, b, slope, drifts };
  });
  const runs = [];
  for (let j = 0; j < pieces.length; j++) {
    const p = pieces[j];
    if (!p.drifts) continue;
    const q = j > 0 ? pieces[j - 1] : void 0;
    const joined = q?.drifts === true && sign(q.slope) === sign(p.slope) && max12(abs11(q.slope), abs11(p.slope)) < ratio * min11(abs11(q.slope), abs11(p.slope));
    if (joined) runs[runs.length - 1][1] = p.b;
    else runs.push([p.a, p.b]);
  }
  const found = [];
  for (const [a, b] of runs) {
    const atEnd = b === values.length;
    if (atEnd && (b - a < options.minEndLength || bestStepSse(values, a, b) <= cost(a - start, b - start))) {
      continue;
    }
    const drift = driftOver(values, a, b, mannKendall(values, a, b).p, positive, options.minMagnitude);
    if (drift) found.push(drift);
  }
  return found;
}

// src/core/changepoints/ar1-segmentation.ts
var { log: log6, max: max13, min: min12 } = Math;
var AR1_PENALTY_PER_LOG_N = 6;
var MAX_CUTS = 40;
var PATIENCE = 8;
var MAX_RHO3 = 0.99;
function innovationCost(values, cuts) {
  const n = values.length;
  const bounds = [0, ...cuts, n];
  const r = new Float64Array(n);
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [a, b] = [bounds[k], bounds[k + 1]];
    let mean = 0;
    for (let i = a; i < b; i++) mean += values[i];
    mean /= b - a;
    for (let i = a; i < b; i++) r[i] = values[i] - mean;
  }
  let ss = 0;
  let lagged = 0;
  for (let i = 0; i < n; i++) {
    ss += r[i] * r[i];
    if (i > 0) lagged += r[i] * r[i - 1];
  }
  const rho = ss > 0 ? min12(MAX_RHO3, max13(0, lagged / ss)) : 0;
  let se = 0;
  for (let i = 1; i < n; i++) se += (r[i] - rho * r[i - 1]) ** 2;
  return { cost: n * log6(max13(se / (n - 1), Number.MIN_VALUE)), rho };
}
function mostlyFlat(values) {
  let same = 0;
  for (let i = 1; i < values.length; i++) if (values[i] === values[i - 1]) same++;
  return 2 * same >= values.length - 1;
}
function ar1Cuts(values, options) {
  const n = values.length;
  if (n < 2 * options.minSegment || mostlyFlat(values)) return [];
  const k = options.penaltyPerLogN ?? AR1_PENALTY_PER_LOG_N;
  let best = [];
  let bestCost = innovationCost(values, []).cost;
  const maxCuts = Math.min(MAX_CUTS, Math.floor(n / (2 * options.minSegment)));
  for (const cuts of binarySegmentationPath(values, options.minSegment, maxCuts)) {
    const cost = innovationCost(values, cuts).cost + cuts.length * k * log6(n);
    if (cost < bestCost) {
      bestCost = cost;
      best = cuts;
    } else if (cuts.length - best.length >= PATIENCE) break;
  }
  return best;
}

// src/core/changepoints/plateaus.ts
var PLATEAU_PENALTY_PER_LOG_N = 6;
function plateauCuts(values, options) {
  const n = values.length;
  if (n < 2 * options.minSegment || mostlyFlat(values)) return [];
  const k = options.penaltyPerLogN ?? PLATEAU_PENALTY_PER_LOG_N;
  const sigma = differenceSigma(values);
  if (!(sigma > 0)) return [];
  const sums = prefixSums(values);
  const firstPenalty = longRunPenalty(n, sigma * sigma, 0, k);
  const near = /* @__PURE__ */ new Set([0, n]);
  const reach = options.minSegment - 1;
  for (const t of splitWhileGain(sums, n, options.minSegment, firstPenalty)) {
    for (let u = Math.max(1, t - reach); u <= Math.min(n - 1, t + reach); u++) near.add(u);
  }
  const grid = [...near].sort((a, b) => a - b);
  const cutsAt = (beta) => bestOnGrid(grid, (s, t) => sse(sums, s, t), beta, options.minSegment);
  let cuts = cutsAt(firstPenalty);
  for (let i = 0; i < ITERATIONS; i++) {
    const { variance, rho } = residualNoise(values, cuts);
    const next = cutsAt(longRunPenalty(n, variance, rho, k));
    if (next.join() === cuts.join()) break;
    cuts = next;
  }
  if (cuts.length === 0) return [];
  const paid = innovationCost(values, cuts).cost + cuts.length * AR1_PENALTY_PER_LOG_N * Math.log(n);
  return paid < innovationCost(values, []).cost ? cuts : [];
}
function bestOnGrid(grid, cost, beta, minSegment) {
  const m = grid.length;
  const total = new Float64Array(m).fill(Infinity);
  const last = new Int32Array(m).fill(-1);
  total[0] = 0;
  for (let j = 1; j < m; j++) {
    for (let i = 0; i < j; i++) {
      if (!Number.isFinite(total[i]) || grid[j] - grid[i] < minSegment) continue;
      const c = total[i] + cost(grid[i], grid[j]) + beta;
      if (c < total[j]) {
        total[j] = c;
        last[j] = i;
      }
    }
  }
  const cuts = [];
  for (let j = last[m - 1]; j > 0; j = last[j]) cuts.push(grid[j]);
  return cuts.reverse();
}

// src/core/changepoints/candidates.ts
function segmentationCandidates(clean, deseasoned, known, options) {
  const n = clean.length;
  const proposed = [
    ...options.ar1 === false ? [] : ar1Cuts(clipToRunningMedian(clean), {
      minSegment: silentMinSegment(n, options.minSegment),
      penaltyPerLogN: options.ar1PenaltyPerLogN
    }),
    ...options.plateaus === false ? [] : plateauCuts(clipToRunningMedian(deseasoned), {
      minSegment: options.minSegment,
      penaltyPerLogN: options.plateauPenaltyPerLogN
    })
  ];
  const fresh = [];
  for (const t of proposed) {
    if ([...known, ...fresh].every((k) => Math.abs(k - t) >= options.minSegment)) fresh.push(t);
  }
  return fresh.sort((a, b) => a - b);
}

// src/core/changepoints/spread.ts
var { abs: abs12, log: log7, max: max14, min: min13, floor: floor3 } = Math;
var SPREAD_PENALTY_PER_LOG_N = 7;
var SPREAD_MIN_SEGMENT = 10;
var MIN_POINTS = 20;
var FLOOR_SIGMAS = 0.25;
function lineResiduals(values) {
  const r = new Float64Array(max14(0, values.length - 2));
  for (let i = 1; i + 1 < values.length; i++) r[i - 1] = values[i] - (values[i - 1] + values[i + 1]) / 2;
  return r;
}
function medianAbsSigma(r, a, b) {
  const abss = new Float64Array(b - a);
  for (let i = a; i < b; i++) abss[i - a] = abs12(r[i]);
  const [median] = quantilesInPlace(abss, [0.5]);
  if (median > 0) return median / NORMAL_MEDIAN_ABS;
  let sum = 0;
  for (const x of abss) sum += x;
  return sum / (b - a);
}
function spreadChanges(values, options = {}) {
  const r = lineResiduals(values);
  const m = r.length;
  if (m < MIN_POINTS) return [];
  const sigma = medianAbsSigma(r, 0, m);
  if (!(sigma > 0)) return [];
  const c2 = (FLOOR_SIGMAS * sigma) ** 2;
  const y = new Float64Array(m);
  for (let i = 0; i < m; i++) y[i] = log7(r[i] * r[i] + c2);
  const { cuts } = longRunSegment(y, {
    minSegment: max14(3, min13(SPREAD_MIN_SEGMENT, floor3(m / 10))),
    penaltyPerLogN: options.penaltyPerLogN ?? SPREAD_PENALTY_PER_LOG_N
  });
  const bounds = [0, ...cuts, m];
  return cuts.map((cut, k) => {
    const spreadBefore = medianAbsSigma(r, bounds[k], cut);
    const spreadAfter = medianAbsSigma(r, cut, bounds[k + 2]);
    return { index: cut + 1, spreadBefore, spreadAfter, ratio: spreadAfter / spreadBefore };
  });
}

// src/core/changepoints/findings.ts
var DEFAULT_CHANGE_OPTIONS = {
  window: 50,
  pValue: 1e-3,
  // Perfherder alerts at 2% by default: smaller moves of a benchmark are rarely acted on, and a staircase
  // of them is better told as one drift.
  minMagnitude: 0.02,
  minSegment: 5,
  season: true,
  penalty: 0
};
function settingsOf(options) {
  const s = { ...DEFAULT_CHANGE_OPTIONS, ...options };
  if (!Number.isInteger(s.window) || s.window < 2) {
    throw new UserError(`change-point window ${s.window} is not valid: give a whole number \u2265 2 (default 50)`);
  }
  if (!(s.pValue > 0 && s.pValue < 1)) {
    throw new UserError(`change-point p-value ${s.pValue} is not valid: give a probability (default 0.001)`);
  }
  if (!(s.minMagnitude >= 0)) {
    throw new UserError(`magnitude ${s.minMagnitude} is not valid: give a fraction \u2265 0, e.g. 0.02 (default)`);
  }
  if (!Number.isInteger(s.minSegment) || s.minSegment < 2) {
    throw new UserError(`minimum segment ${s.minSegment} is not valid: give a whole number \u2265 2 (default 5)`);
  }
  if (!(s.penalty >= 0) || !Number.isFinite(s.penalty)) {
    throw new UserError(`penalty ${s.penalty} is not valid: give a number \u2265 0 (\xD7 log n; default 3, 0 = off)`);
  }
  return { ...s, minDriftLength: 4 * s.minSegment };
}
function freshCuts(values, cuts, steps, drifts, settings) {
  const known = [...steps, ...drifts.flatMap((d) => [d.start, d.end])];
  const fresh = cuts.filter((t) => known.every((k) => Math.abs(k - t) >= settings.minSegment));
  const all = [...steps, ...fresh].sort((x, y) => x - y);
  const positive = allPositive(values, 0, values.length);
  return fresh.filter((t) => {
    const k = all.indexOf(t);
    const before = segmentMean(values, k === 0 ? 0 : all[k - 1], t);
    const after = segmentMean(values, t, k + 1 < all.length ? all[k + 1] : values.length);
    return !positive || Math.abs(after - before) >= settings.minMagnitude * before;
  });
}
function changesOf(steps, drifts, spreads, n) {
  const changes = steps.map((s) => ({ index: s.index, kind: "step" }));
  for (const d of drifts) {
    const slope = { slopePerPoint: d.slopePerPoint, slopePctPerPoint: d.slopePctPerPoint };
    if (d.start > 0 && !steps.some((s) => s.index === d.start)) {
      changes.push({ index: d.start, kind: "drift start", ...slope });
    }
    if (d.end < n && !steps.some((s) => s.index === d.end))
      changes.push({ index: d.end, kind: "drift end", ...slope });
  }
  for (const s of spreads) changes.push({ index: s.index, kind: "spread", ratio: s.ratio });
  return changes.sort((a, b) => a.index - b.index);
}
function segmentMean(values, a, b) {
  let sum = 0;
  for (let i = a; i < b; i++) sum += values[i];
  return sum / (b - a);
}
function toStep(j, pValue, extra = []) {
  const s = j.tests.stats;
  const agreedBy = [...extra];
  if (j.tests.rankP <= pValue) agreedBy.push("rank test");
  if (j.lrP <= pValue) agreedBy.push("likelihood ratio");
  return {
    index: j.index,
    meanBefore: s.meanBefore,
    meanAfter: s.meanAfter,
    stdBefore: s.stdBefore,
    stdAfter: s.stdAfter,
    // Around a trend the segments' means mix the trend in: the step is its size over the local line.
    forwardChangePct: j.tests.sideTrendP <= NO_TREND_P && j.tests.levelBefore > 0 ? 100 * j.tests.delta / j.tests.levelBefore : forwardChange(s) * 100,
    pValue: s.pValue,
    tests: {
      eDivisiveP: j.tests.tTestP,
      detrendedP: j.tests.detrendedP,
      rankP: j.tests.rankP,
      likelihoodRatioP: j.lrP,
      serialP: j.tests.serialP,
      serialCorrelation: j.tests.serialCorrelation
    },
    agreedBy
  };
}
function bentDrifts(values, steps, drifts, period, settings, switches) {
  const bounds = [0, ...steps, values.length];
  const silent = steps.length === 0 && drifts.length === 0;
  const out = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [a, b] = [bounds[k], bounds[k + 1]];
    const inside = drifts.filter((d) => d.start >= a && d.end <= b);
    if (inside.length === 0 && !silent) continue;
    out.push(
      ...bendingDrifts(values, a, b, {
        minMagnitude: settings.minMagnitude,
        minSegment: settings.minSegment,
        minEndLength: settings.minDriftLength,
        independent: silent && values.length < (switches.bendShortSeries ?? BEND_SHORT_SERIES),
        period,
        penaltyPerLogN: switches.bendPenaltyPerLogN,
        minMove: switches.bendMinMove,
        mergeRatio: switches.bendMergeRatio
      })
    );
  }
  return out;
}
function analyseChanges(values, options = {}, switches = {}) {
  const settings = settingsOf(options);
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) {
      throw new UserError(`value #${i + 1} of the series is ${values[i]}: change points need finite numbers`);
    }
  }
  const period = settings.season ? findPeriod(values) ?? null : null;
  const deseasoned = period === null ? values : removeSeason(values, period);
  const base = analyseSeries(deseasoned, {
    window: settings.window,
    pValue: settings.pValue,
    minMagnitude: 0,
    reproduceOtava: false
  });
  const clean = base.clean;
  const stepOptions = {
    pValue: settings.pValue,
    minMagnitude: settings.minMagnitude,
    minSegment: settings.minSegment,
    reach: Math.floor(settings.window / 2),
    span: settings.window
  };
  let judged = prune(
    clean,
    base.points.map((p) => p.index),
    stepOptions
  );
  const placed = place(
    clean,
    judged.map((j) => j.index),
    stepOptions
  );
  if (placed.some((at, i) => at !== judged[i].index)) judged = prune(clean, placed, stepOptions);
  const fromSegmentation = /* @__PURE__ */ new Set();
  let fresh = [];
  if (switches.ar1Candidates !== false || switches.plateaus !== false) {
    const known = judged.map((j) => j.index);
    fresh = segmentationCandidates(clean, deseasoned, known, {
      minSegment: settings.minSegment,
      ar1: switches.ar1Candidates,
      ar1PenaltyPerLogN: switches.ar1PenaltyPerLogN,
      plateaus: switches.plateaus,
      plateauPenaltyPerLogN: switches.plateauPenaltyPerLogN
    });
    if (fresh.length > 0) {
      judged = prune(clean, [...known, ...fresh], stepOptions, new Set(fresh));
      for (const j of judged) if (fresh.includes(j.index)) fromSegmentation.add(j.index);
    }
  }
  const driftsBetween = (points) => {
    const cuts2 = [0, ...points, values.length];
    const found = [];
    for (let k = 0; k + 1 < cuts2.length; k++) {
      const drift = segmentDrift(clean, cuts2[k], cuts2[k + 1], {
        pValue: settings.pValue,
        minMagnitude: settings.minMagnitude,
        minLength: settings.minDriftLength
      });
      if (drift) found.push(drift);
    }
    return found;
  };
  let drifts = driftsBetween(judged.map((j) => j.index));
  const again = switches.driftBounds === false ? null : judgeBesideDrifts(clean, judged, { placed, proposed: base.points, fresh }, drifts, stepOptions);
  if (again) {
    judged = again;
    fromSegmentation.clear();
    for (const j of judged) if (fresh.includes(j.index)) fromSegmentation.add(j.index);
    drifts = driftsBetween(judged.map((j) => j.index));
  }
  const withoutOutliers = () => replaceOutliers(values, base.outliers);
  const silent = judged.length === 0 && drifts.length === 0;
  const fallback = settings.penalty === 0 && switches.segmentWhenSilent !== false && silent ? longRunSegment(clipToRunningMedian(withoutOutliers()), {
    minSegment: silentMinSegment(values.length, settings.minSegment),
    penaltyPerLogN: switches.silentPenaltyPerLogN
  }) : null;
  const cuts = settings.penalty > 0 ? segment(withoutOutliers(), { minSegment: settings.minSegment, penaltyPerLogN: settings.penalty }) : fallback?.cuts ?? null;
  const added = cuts ? freshCuts(
    clean,
    cuts,
    judged.map((j) => j.index),
    drifts,
    settings
  ) : [];
  drifts = drifts.filter(
    (d) => !added.some((t) => t >= d.start + settings.minSegment && t <= d.end - settings.minSegment)
  );
  const all = [...judged.map((j) => j.index), ...added].sort((a, b) => a - b);
  const steps = all.map((index, k) => {
    const old = judged.find((j2) => j2.index === index);
    if (old) return toStep(old, settings.pValue, fromSegmentation.has(index) ? ["segmentation"] : []);
    const start = k === 0 ? 0 : all[k - 1];
    const end = k + 1 < all.length ? all[k + 1] : values.length;
    const j = {
      index,
      tests: testStep(clean, start, index, end, stepOptions.span),
      lrP: likelihoodRatioP(clean, start, index, end)
    };
    return toStep(j, settings.pValue, ["segmentation"]);
  });
  if (switches.bends !== false) {
    drifts = bentDrifts(
      clean,
      steps.map((s) => s.index),
      drifts,
      period,
      settings,
      switches
    );
  }
  const silentLevel = changesOf(steps, drifts, [], values.length).length === 0;
  const spreads = silentLevel && switches.spread !== false ? spreadChanges(clean, { penaltyPerLogN: switches.spreadPenaltyPerLogN }) : [];
  const result = {
    steps,
    drifts,
    spreadChanges: spreads,
    changes: changesOf(steps, drifts, spreads, values.length),
    outliers: base.outliers,
    pending: base.pending,
    period,
    settings
  };
  if (steps.length + drifts.length + spreads.length === 0 && fallback && Number.isFinite(fallback.beta)) {
    result.detectable = detectableStep(values, fallback.beta, settings.minMagnitude);
  }
  return result;
}

export {
  forwardChange,
  analyseSeries,
  mannKendall,
  theilSenSlope,
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
};
