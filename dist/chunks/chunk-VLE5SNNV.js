import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  isFlagged,
  matchPairs
} from "./chunk-YV6TOOIJ.js";
import {
  freeBuffer
} from "./chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  EXACT_LIMIT,
  Z_95,
  countAtOrBelow,
  countBelow,
  mannWhitneyNormalP,
  mannWhitneyUTestSorted,
  robustSigma,
  studentTQuantile,
  trimmedMeanSorted,
  trimmedMeanStandardError
} from "./chunk-YPIYRYS5.js";

// src/core/stats/widen-interval.ts
function widenInterval(estimate, low, high, runHalfWidth) {
  const r2 = runHalfWidth * runHalfWidth;
  return {
    low: estimate - Math.sqrt((estimate - low) ** 2 + r2),
    high: estimate + Math.sqrt((high - estimate) ** 2 + r2)
  };
}

// src/core/blocks/radix-sort.ts
var RADIX_MIN_ITEMS = 1 << 16;
var DIGITS = 1 << 16;
var isLittleEndian = () => new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
var LITTLE_ENDIAN = isLittleEndian();
function sortDoubles(values) {
  const n = values.length;
  if (n < RADIX_MIN_ITEMS || !LITTLE_ENDIAN) return values.sort();
  for (let i = 0; i < n; i++) if (values[i] !== values[i]) return values.sort();
  const keys = new Uint32Array(values.buffer, values.byteOffset, 2 * n);
  const half = n >>> 1;
  const scratch = new Uint32Array(2 * (n - half));
  const counts = new Uint32Array(4 * DIGITS);
  toKeys(keys);
  sortKeys(keys.subarray(0, 2 * half), scratch, counts);
  sortKeys(keys.subarray(2 * half), scratch, counts);
  mergeHalves(keys, half, scratch);
  freeBuffer(scratch);
  fromKeys(keys);
  return values;
}
function toKeys(words) {
  for (let i = 0; i < words.length; i += 2) {
    const hi = words[i + 1];
    if (hi & 2147483648) {
      words[i + 1] = ~hi >>> 0;
      words[i] = ~words[i] >>> 0;
    } else words[i + 1] = (hi | 2147483648) >>> 0;
  }
}
function fromKeys(words) {
  for (let i = 0; i < words.length; i += 2) {
    const hi = words[i + 1];
    if (hi & 2147483648) words[i + 1] = hi & 2147483647;
    else {
      words[i + 1] = ~hi >>> 0;
      words[i] = ~words[i] >>> 0;
    }
  }
}
function sortKeys(keys, scratch, counts) {
  const n = keys.length >>> 1;
  counts.fill(0);
  for (let i = 0; i < 2 * n; i += 2) {
    const lo = keys[i];
    const hi = keys[i + 1];
    counts[lo & 65535]++;
    counts[DIGITS + (lo >>> 16)]++;
    counts[2 * DIGITS + (hi & 65535)]++;
    counts[3 * DIGITS + (hi >>> 16)]++;
  }
  let from = keys;
  let to = scratch;
  for (let pass = 0; pass < 4; pass++) {
    const offset = pass * DIGITS;
    let place = 0;
    let shared = false;
    for (let d = offset; d < offset + DIGITS; d++) {
      const count = counts[d];
      if (count === n) shared = true;
      counts[d] = place;
      place += count;
    }
    if (shared) continue;
    const word = pass >> 1;
    const shift = (pass & 1) * 16;
    for (let i = 0; i < 2 * n; i += 2) {
      const j = 2 * counts[offset + (from[i + word] >>> shift & 65535)]++;
      to[j] = from[i];
      to[j + 1] = from[i + 1];
    }
    const moved = from;
    from = to;
    to = moved;
  }
  if (from !== keys) keys.set(from.subarray(0, 2 * n));
}
function mergeHalves(keys, half, scratch) {
  const n = keys.length >>> 1;
  scratch.set(keys.subarray(0, 2 * half));
  let i = 0;
  let j = half;
  let k = 0;
  while (i < half && j < n) {
    const leftHi = scratch[2 * i + 1];
    const rightHi = keys[2 * j + 1];
    if (leftHi < rightHi || leftHi === rightHi && scratch[2 * i] <= keys[2 * j]) {
      keys[2 * k] = scratch[2 * i];
      keys[2 * k + 1] = leftHi;
      i++;
    } else {
      keys[2 * k] = keys[2 * j];
      keys[2 * k + 1] = rightHi;
      j++;
    }
    k++;
  }
  while (i < half) {
    keys[2 * k] = scratch[2 * i];
    keys[2 * k + 1] = scratch[2 * i + 1];
    i++;
    k++;
  }
}

// src/internal/tie-sum-memo.ts
var sums = /* @__PURE__ */ new WeakMap();
function tieSumMemo(sorted, compute) {
  let sum = sums.get(sorted);
  if (sum === void 0) sums.set(sorted, sum = compute(sorted));
  return sum;
}

// src/core/blocks/contrast.ts
var { expm1, log, sqrt } = Math;
var MIN_CONTRAST_BLOCKS = 10;
function sortedLogRatios(pairs, indices) {
  const every = typeof indices === "number";
  const n = every ? indices : indices.length;
  const out = new Float64Array(n);
  let k = 0;
  for (let j = 0; j < n; j++) {
    const i = every ? j : indices[j];
    const b = pairs.baselineMs[i];
    const c = pairs.candidateMs[i];
    if (b > 0 && c > 0) out[k++] = log(c / b);
  }
  return sortDoubles(out.subarray(0, k));
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
  const se = sqrt(trimmedMeanStandardError(inCut) ** 2 + restStandardError ** 2);
  const d = cutShift - restShift;
  const restHalf = Z_95 * restStandardError;
  const restCi = widenInterval(restShift, restShift - restHalf, restShift + restHalf, runHalfWidth);
  const pct = (x) => expm1(x) * 100;
  const within = { low: d - Z_95 * se, high: d + Z_95 * se };
  const widened = between ? widenInterval(d, within.low, within.high, between.halfWidth) : within;
  return {
    pct: pct(d),
    ciLowPct: pct(widened.low),
    ciHighPct: pct(widened.high),
    ...between && {
      runNoise: {
        sigmaPct: between.sigmaPct,
        source: between.source,
        ...between.dof !== void 0 && { dof: between.dof }
      },
      withinRunCi: { lowPct: pct(within.low), highPct: pct(within.high) }
    },
    pValue: restRankTestP(inCut, sortedAll),
    rest: {
      compared: restCount,
      pct: pct(restShift),
      ciLowPct: pct(restCi.low),
      ciHighPct: pct(restCi.high)
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
  return mannWhitneyNormalP(n1, n - n1, u1, tieSumMemo(sortedAll, tieSumOf)) ?? 1;
}
function tieSumOf(sorted) {
  let sum = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    const t = j - i;
    sum += t * t * t - t;
    i = j;
  }
  return sum;
}

// src/core/blocks/cuts.ts
var { sqrt: sqrt2 } = Math;
var cutSize = (cut) => cut.every ?? cut.indices.length;
var indicesOrEvery = (cut) => cut.every ?? cut.indices;
function everyPairCut(n) {
  let indices;
  return {
    name: "all",
    set: null,
    slowMs: null,
    every: n,
    get indices() {
      if (indices === void 0) {
        indices = new Uint32Array(n);
        for (let i = 0; i < n; i++) indices[i] = i;
      }
      return indices;
    }
  };
}
function isSlow(baselineMs, candidateMs, thresholdMs, selectOn) {
  return selectOn === "baseline" ? baselineMs >= thresholdMs : sqrt2(baselineMs * candidateMs) >= thresholdMs;
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
  const onBaseline = options.selectOn === "baseline";
  const select = (member, thresholdMs, within = null) => {
    const count = within === null ? n : within.length;
    const scan = (out2) => {
      let k = 0;
      for (let j = 0; j < count; j++) {
        const i = within === null ? j : within[j];
        if (baselineMs[i] > 0 && (thresholdMs === null || (onBaseline ? baselineMs[i] : sqrt2(baselineMs[i] * candidateMs[i])) >= thresholdMs) && (member === null || member[i] === 1)) {
          if (out2 !== null) out2[k] = i;
          k++;
        }
      }
      return k;
    };
    const out = new Uint32Array(scan(null));
    scan(out);
    return out;
  };
  const slowCuts = (member) => {
    const selected = [];
    for (const t of thresholds) selected.push(select(member, t, selected.at(-1) ?? null));
    return selected;
  };
  let positive = 0;
  for (let i = 0; i < n; i++) if (baselineMs[i] > 0) positive++;
  const all = positive === n ? everyPairCut(n) : { name: "all", set: null, slowMs: null, indices: select(null, null) };
  const cuts = [all];
  slowCuts(null).forEach((indices, k) => {
    const t = thresholds[k];
    cuts.push({ name: slowCutName(t, options.selectOn), set: null, slowMs: t, indices });
  });
  options.itemSets.forEach((itemSet, s) => {
    const member = pairs.inSet[s];
    cuts.push({ name: itemSet.label, set: itemSet.label, slowMs: null, indices: select(member, null) });
    slowCuts(member).forEach((indices, k) => {
      const t = thresholds[k];
      cuts.push({
        name: `${itemSet.label} \xD7 ${slowCutName(t, options.selectOn)}`,
        set: itemSet.label,
        slowMs: t,
        indices
      });
    });
  });
  return cuts;
}
function cutsLike(pairs, reference) {
  const { block, baselineMs } = pairs;
  const sameBlocks = block === reference.block;
  return reference.definitions.map((cut, c) => {
    if (c === 0 && cut.set === null && cut.slowMs === null) {
      if (sameBlocks && cut.every === pairs.length && isPositiveAt(baselineMs, null, pairs.length))
        return cut;
      if (sameBlocks && cut.every === void 0 && isPositiveAt(baselineMs, cut.indices, pairs.length)) {
        return { ...cut };
      }
      const scratch2 = new Uint32Array(pairs.length);
      let k2 = 0;
      for (let i = 0; i < pairs.length; i++) if (baselineMs[i] > 0) scratch2[k2++] = i;
      const indices = scratch2.slice(0, k2);
      freeBuffer(scratch2);
      return withIndices(cut, indices);
    }
    const scratch = new Uint32Array(cut.indices.length);
    let k = 0;
    if (sameBlocks) {
      for (const r of cut.indices) if (baselineMs[r] > 0) scratch[k++] = r;
      if (k === cut.indices.length) return { ...cut };
    } else {
      let j = 0;
      for (const r of cut.indices) {
        const b = reference.block[r];
        while (j < pairs.length && block[j] < b) j++;
        if (j < pairs.length && block[j] === b && baselineMs[j] > 0) scratch[k++] = j;
      }
    }
    return withIndices(cut, scratch.slice(0, k));
  });
}
var withIndices = (cut, indices) => ({
  name: cut.name,
  set: cut.set,
  slowMs: cut.slowMs,
  indices
});
function isPositiveAt(values, indices, n) {
  if (indices === null) {
    for (let i = 0; i < n; i++) if (!(values[i] > 0)) return false;
    return true;
  }
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (!(values[i] > 0)) continue;
    if (k === indices.length || indices[k] !== i) return false;
    k++;
  }
  return k === indices.length;
}

// src/core/blocks/contrast-noise.ts
var { abs, expm1: expm12, log1p, sqrt: sqrt3, SQRT2 } = Math;
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
  const stated = log1p(DEFAULT_CONTRAST_NOISE_PCT / 100);
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
    if (dof >= 2) cuts[name] = { sigmaPct: expm12(sqrt3(ss / dof)) * 100, dof };
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
  const halfWidth = q * log1p(sigmaPct / 100) * sqrt3(1 / runs.baseline + 1 / runs.candidate);
  return { sigmaPct, source, ...dof !== void 0 && { dof }, halfWidth };
}

// src/core/blocks/aa-noise.ts
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

export {
  widenInterval,
  sortedLogRatios,
  cutContrast,
  cutSize,
  indicesOrEvery,
  isSlow,
  slowThresholds,
  slowCutName,
  defineCuts,
  cutsLike,
  contrastsOfPair,
  statedContrastNoise,
  contrastNoiseFromAa,
  contrastNoiseFromReplicates,
  contrastTerm,
  MIN_AA_BLOCKS,
  measureAaNoise,
  withAaNoise
};
