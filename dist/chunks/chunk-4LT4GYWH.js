import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  isSortedAscending,
  twoSidedNormalP
} from "./chunk-YPIYRYS5.js";

// src/core/stats/wilcoxon.ts
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
  const total = 2 ** n;
  let below = 0;
  let above = 0;
  for (let s = 0; s <= maxSum; s++) {
    if (s <= w) below += ways[s];
    if (s >= w) above += ways[s];
  }
  return Math.min(1, 2 * Math.min(below, above) / total);
}

export {
  wilcoxonSignedRank
};
