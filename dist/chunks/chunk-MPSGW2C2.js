import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  analyseSeries,
  forwardChange
} from "./chunk-NUEA54XF.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";

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
  SAME_CHANGE_POINT_REACH,
  newChangePoints
};
