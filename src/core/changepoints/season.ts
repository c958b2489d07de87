// A seasonal cycle (a weekly load pattern, a nightly job every 24 runs) is not a change: found by the
// autocorrelation of the series' differences and taken out before steps are looked for.

import { quantileOfSorted, sortedCopy } from '../stats/stats.js';

const { max, min, floor } = Math;

/** Shortest period looked for (an alternation of two is noise to a step test, not a season). */
const MIN_PERIOD = 3;
/** Longest period looked for: a cycle longer than this is a drift to a benchmark's history, not a season. */
const MAX_PERIOD = 60;
/** A period must repeat at least this many times in the series. */
const MIN_CYCLES = 4;
/** γ(p) must be at most this share of γ over [p/4, 3p/4] (a sine cycle of amplitude ≥ ~σ passes, noise does not). */
const MAX_RATIO = 0.4;

/** How much shallower a divisor's dip may be than a multiple's and still be the cycle. */
const MULTIPLE_SLACK = 0.1;

/**
 * The period of a clear seasonal cycle in `values`, or undefined. A cycle of period p makes points p apart
 * alike and points p/2 apart unlike: the variogram γ(h), the mean squared difference of points h apart,
 * dips at p against its mean over h in [p/4, 3p/4]. Levels, steps and trends only make γ grow with h. Each
 * squared difference is clipped at 4 robust noise units (of the neighbours' differences, scaled up with h's
 * spread), so a step or an outlier weighs like noise. The period is the p with the deepest dip.
 */
export function findPeriod(values: ArrayLike<number>): number | undefined {
  const n = values.length;
  const maxPeriod = min(MAX_PERIOD, floor(n / MIN_CYCLES));
  if (maxPeriod < MIN_PERIOD) return undefined;
  // Neighbours' differences, robustly: four times their spread clips a squared difference.
  const diffs = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) diffs[i - 1] = Math.abs(values[i] - values[i - 1]);
  const spread = quantileOfSorted(sortedCopy(diffs), 0.5);
  if (!(spread > 0)) return undefined;
  const clip = (4 * spread) ** 2;
  // Two variograms: of the differences as they are (a step's few large ones clipped) and about their mean
  // (a steady trend adds the same slope × h to each); a cycle is what either shows.
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
      sumRaw += min(clip, d * d);
      sumCentred += min(clip, (d - mean) ** 2);
    }
    raw[h] = sumRaw / (n - h);
    centred[h] = sumCentred / (n - h);
  }
  const dip = (gamma: Float64Array, p: number) => {
    let mid = 0;
    let count = 0;
    for (let h = max(1, Math.ceil(p / 4)); h <= floor((3 * p) / 4); h++, count++) mid += gamma[h];
    return gamma[p] / (mid / count);
  };
  let best: number | undefined;
  let bestRatio = MAX_RATIO;
  const ratios = new Float64Array(maxPeriod + 1).fill(Infinity);
  for (let p = MIN_PERIOD; p <= maxPeriod; p++) {
    ratios[p] = min(dip(raw, p), dip(centred, p));
    if (ratios[p] < bestRatio) {
      bestRatio = ratios[p];
      best = p;
    }
  }
  // A cycle of p also dips at 2p, 3p…, often as deep (noise decides which is deepest): the shortest
  // divisor of the deepest dip that dips nearly as deep is the cycle.
  if (best !== undefined) {
    for (let d = MIN_PERIOD; d < best; d++) {
      if (best % d === 0 && ratios[d] <= min(MAX_RATIO, bestRatio + MULTIPLE_SLACK)) return d;
    }
  }
  return best;
}

/**
 * `values` less their seasonal profile: each phase's median distance from a centred one-period moving
 * mean (which a cycle averages out of), the profile centred on 0. Medians, so steps and outliers that
 * blur a few cycles leave the profile alone.
 */
export function removeSeason(values: ArrayLike<number>, period: number): Float64Array {
  const n = values.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + values[i];
  const byPhase: number[][] = Array.from({ length: period }, () => []);
  const half = floor(period / 2);
  for (let i = 0; i < n; i++) {
    const from = i - half;
    const to = from + period;
    if (from < 0 || to > n) continue;
    byPhase[i % period].push(values[i] - (prefix[to] - prefix[from]) / period);
  }
  const profile = byPhase.map((d) => (d.length > 0 ? quantileOfSorted(sortedCopy(d), 0.5) : 0));
  const centre = profile.reduce((s, x) => s + x, 0) / period;
  const out = Float64Array.from(values);
  for (let i = 0; i < n; i++) out[i] -= profile[i % period] - centre;
  return out;
}
