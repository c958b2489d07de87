// 95% intervals of the quantile Δ% (P50/P90/P99 of candidate vs baseline) over paired items. A P99 that moved
// by 10% on a few dozen slow blocks is mostly noise; without an interval nothing says so.
//
// Method: the Bahadur representation of a sample quantile, q̂ − q ≈ s · (p − F̂(q)), with s = 1/f(q) the
// sparsity. For the log ratio of the two sides' quantiles over the same items, the error is the mean of
// ψᵢ = s_c · 1{cᵢ ≤ q_c} − s_b · 1{bᵢ ≤ q_b}, so its variance is Var(ψ)/n — the pairing (the same block is
// slow on both runs) enters through the joint indicators, which makes the interval as narrow as paired data
// allows. The sparsity of each side's log times is estimated from two nearby quantiles, p ± h, with the
// Hall–Sheather bandwidth (Koenker, Quantile Regression, 2005, §3.4). O(n) per quantile: the quantiles are
// placed with the estimate (selection on big cuts), so it holds for million-block cuts.
import { probit } from 'simple-statistics';
import { quantilesInPlace, Z_95 } from './stats.js';

const { exp, log, max, min, sqrt, PI } = Math;

/**
 * Fewest items beyond the quantile (n · min(p, 1 − p)) for an interval: below it the normal approximation
 * fails (a P99 of 300 blocks rests on 3 of them) and the interval is left open rather than shown too narrow.
 * Simulated coverage of 95% intervals on paired lognormal data is 91–97% from 10 items in the tail.
 */
export const MIN_TAIL_ITEMS = 10;

/**
 * Fewest items on opposite sides of the two quantiles (below one run's, above the other's) for an interval.
 * The variance above comes from those items; with a handful, the quantiles rest on the same few blocks and
 * their Δ carries those blocks' own run-to-run noise, which the representation leaves out: the interval
 * would be far too narrow (seen on a 112-block A/A cut: ±2% around a P90 Δ of +5.6%, no item straddling).
 */
export const MIN_STRADDLING = 5;

/** The probabilities to place for one quantile: the estimate and the two that bound its sparsity. */
export interface QuantileProbe {
  p: number;
  low: number;
  high: number;
  /** False when the tail beyond p is too thin for an interval (then low = high = p). */
  usable: boolean;
}

/** Hall–Sheather bandwidth for the sparsity at p with n items, for a 95% interval. */
export function hallSheatherBandwidth(n: number, p: number): number {
  const x = probit(p);
  const density = exp((-x * x) / 2) / sqrt(2 * PI);
  return n ** (-1 / 3) * Z_95 ** (2 / 3) * ((1.5 * density * density) / (2 * x * x + 1)) ** (1 / 3);
}

/** For each p, the probabilities whose quantiles give the estimate and its sparsity. */
export function quantileProbes(n: number, ps: readonly number[]): QuantileProbe[] {
  return ps.map((p) => {
    if (n * min(p, 1 - p) < MIN_TAIL_ITEMS) return { p, low: p, high: p, usable: false };
    const h = hallSheatherBandwidth(n, p);
    return { p, low: max(0, p - h), high: min(1, p + h), usable: true };
  });
}

/** Quantiles of one side at a probe's three probabilities. */
export interface ProbedQuantiles {
  at: number;
  low: number;
  high: number;
}

/**
 * Each probe's three quantiles of `values`, placed together (R type 7, as `quantilesInPlace`).
 * REORDERS `values` in place.
 */
export function quantilesAtProbes(values: Float64Array, probes: readonly QuantileProbe[]): ProbedQuantiles[] {
  const qs = quantilesInPlace(
    values,
    probes.flatMap((x) => [x.p, x.low, x.high]),
  );
  return probes.map((_, k) => ({ at: qs[3 * k], low: qs[3 * k + 1], high: qs[3 * k + 2] }));
}

export interface QuantileRatioInterval {
  lowPct: number;
  highPct: number;
}

const OPEN: QuantileRatioInterval = { lowPct: NaN, highPct: NaN };

/**
 * 95% intervals of the quantile Δ% = (q_c / q_b − 1) · 100 at each probe, around that point estimate. `pairs`
 * are the cut's items (index into the time columns; a count n: items 0 … n − 1); `baseline`/`candidate` their
 * quantiles at the probes.
 * Open (NaN) where the tail is too thin, a quantile is not positive, or a side has no spread there (ties).
 */
export function pairedQuantileRatioIntervals(
  baselineMs: Float64Array,
  candidateMs: Float64Array,
  pairs: ArrayLike<number> | number,
  probes: readonly QuantileProbe[],
  baseline: readonly ProbedQuantiles[],
  candidate: readonly ProbedQuantiles[],
): QuantileRatioInterval[] {
  const n = typeof pairs === 'number' ? pairs : pairs.length;
  const sparsity = (q: ProbedQuantiles, probe: QuantileProbe) =>
    (log(q.high) - log(q.low)) / (probe.high - probe.low);
  const usable = probes.map((probe, k) => {
    const b = baseline[k];
    const c = candidate[k];
    const sb = sparsity(b, probe);
    const sc = sparsity(c, probe);
    return probe.usable && b.low > 0 && c.low > 0 && sb > 0 && sc > 0 && Number.isFinite(sb + sc);
  });
  // Every usable quantile's counts in one walk over the items (a million-block cut: one read of its columns, not three).
  const counts = belowCounts(
    baselineMs,
    candidateMs,
    pairs,
    baseline.filter((_, k) => usable[k]).map((b) => b.at),
    candidate.filter((_, k) => usable[k]).map((c) => c.at),
  );
  let next = 0;
  return probes.map((probe, k) => {
    if (!usable[k]) return OPEN;
    const b = baseline[k];
    const c = candidate[k];
    const sb = sparsity(b, probe);
    const sc = sparsity(c, probe);
    // ψ takes four values by which side of its run's quantile an item is on, so counting the items in each
    // case gives ψ's sums: both below (s_c − s_b), only the candidate below (s_c), only the baseline (−s_b).
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

/**
 * For each pair of quantiles (qbs[k], qcs[k]), how many of the items are at or below each run's: on both runs, on the
 * candidate only, on the baseline only.
 */
function belowCounts(
  baselineMs: Float64Array,
  candidateMs: Float64Array,
  pairs: ArrayLike<number> | number,
  qbs: readonly number[],
  qcs: readonly number[],
): { both: number; onlyCandidate: number; onlyBaseline: number }[] {
  const quantiles = qbs.length;
  if (quantiles === 0) return [];
  const tallies = new Float64Array(3 * quantiles);
  const every = typeof pairs === 'number';
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
    onlyBaseline: tallies[3 * k + 2],
  }));
}
