import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  Z_95,
  probit,
  quantilesInPlace
} from "./chunk-YPIYRYS5.js";

// src/core/stats/quantile-ci.ts
var { exp, log, max, min, sqrt, PI } = Math;
var MIN_TAIL_ITEMS = 10;
var MIN_STRADDLING = 5;
function hallSheatherBandwidth(n, p) {
  const x = probit(p);
  const density = exp(-x * x / 2) / sqrt(2 * PI);
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
  const n = typeof pairs === "number" ? pairs : pairs.length;
  const sparsity = (q, probe) => (log(q.high) - log(q.low)) / (probe.high - probe.low);
  const usable = probes.map((probe, k) => {
    const b = baseline[k];
    const c = candidate[k];
    const sb = sparsity(b, probe);
    const sc = sparsity(c, probe);
    return probe.usable && b.low > 0 && c.low > 0 && sb > 0 && sc > 0 && Number.isFinite(sb + sc);
  });
  const counts = belowCounts(
    baselineMs,
    candidateMs,
    pairs,
    baseline.filter((_, k) => usable[k]).map((b) => b.at),
    candidate.filter((_, k) => usable[k]).map((c) => c.at)
  );
  let next = 0;
  return probes.map((probe, k) => {
    if (!usable[k]) return OPEN;
    const b = baseline[k];
    const c = candidate[k];
    const sb = sparsity(b, probe);
    const sc = sparsity(c, probe);
    const { both, onlyCandidate, onlyBaseline } = counts[next++];
    const straddling = onlyCandidate + onlyBaseline;
    if (straddling < MIN_STRADDLING) return OPEN;
    const sum = both * (sc - sb) + onlyCandidate * sc - onlyBaseline * sb;
    const sumSquares = both * (sc - sb) ** 2 + onlyCandidate * sc * sc + onlyBaseline * sb * sb;
    const mean = sum / n;
    const variance = max(0, sumSquares / n - mean * mean);
    const half = Z_95 * sqrt(variance / n);
    const center = log(c.at / b.at);
    return { lowPct: (exp(center - half) - 1) * 100, highPct: (exp(center + half) - 1) * 100 };
  });
}
function belowCounts(baselineMs, candidateMs, pairs, qbs, qcs) {
  const quantiles = qbs.length;
  if (quantiles === 0) return [];
  const tallies = new Float64Array(3 * quantiles);
  const every = typeof pairs === "number";
  const n = every ? pairs : pairs.length;
  for (let j = 0; j < n; j++) {
    const i = every ? j : pairs[j];
    const b = baselineMs[i];
    const c = candidateMs[i];
    for (let k = 0; k < quantiles; k++) {
      const inB = b <= qbs[k];
      if (c <= qcs[k]) tallies[3 * k + (inB ? 0 : 1)]++;
      else if (inB) tallies[3 * k + 2]++;
    }
  }
  return qbs.map((_, k) => ({
    both: tallies[3 * k],
    onlyCandidate: tallies[3 * k + 1],
    onlyBaseline: tallies[3 * k + 2]
  }));
}

export {
  quantileProbes,
  quantilesAtProbes,
  pairedQuantileRatioIntervals
};
