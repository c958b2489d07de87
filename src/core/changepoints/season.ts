// A seasonal cycle (a weekly load pattern, a nightly job every 24 runs) is not a change: found by the
// autocorrelation of the series' differences and taken out before steps are looked for.

import { quantileOfSorted, sortedCopy } from '../stats.js';

const { abs, max, min, floor, sqrt } = Math;

/** Shortest period looked for (an alternation of two is noise to a step test, not a season). */
const MIN_PERIOD = 3;
/** Longest period looked for: a cycle longer than this is a drift to a benchmark's history, not a season. */
const MAX_PERIOD = 60;
/** A period must repeat at least this many times in the series. */
const MIN_CYCLES = 4;
/** Smallest autocorrelation at the period that counts as clear (also ≥ 4/√n, four noise units). */
const MIN_ACF = 0.3;
/** Among peaks at least this share of the highest, the shortest is the period (not one of its multiples). */
const HARMONIC_SHARE = 0.8;

/**
 * The period of a clear seasonal cycle in `values`, or undefined. Differences remove levels and trends;
 * a step or an outlier makes one or two large differences, which are clipped at 4 robust noise units so
 * they cannot make or hide a cycle.
 */
export function findPeriod(values: ArrayLike<number>): number | undefined {
  const n = values.length;
  const maxPeriod = min(MAX_PERIOD, floor(n / MIN_CYCLES));
  if (maxPeriod < MIN_PERIOD) return undefined;
  const diffs = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) diffs[i - 1] = values[i] - values[i - 1];
  const sorted = sortedCopy(diffs);
  const median = quantileOfSorted(sorted, 0.5);
  const deviations = sortedCopy(diffs.map((d) => abs(d - median)));
  const limit = 4 * 1.4826 * quantileOfSorted(deviations, 0.5);
  let mean = 0;
  for (let i = 0; i < diffs.length; i++) {
    diffs[i] = limit > 0 ? max(-limit, min(limit, diffs[i] - median)) : diffs[i] - median;
    mean += diffs[i];
  }
  mean /= diffs.length;
  let variance = 0;
  for (let i = 0; i < diffs.length; i++) {
    diffs[i] -= mean;
    variance += diffs[i] * diffs[i];
  }
  if (variance === 0) return undefined;
  // Lags to half the series: a period is judged by its multiples too (a long cycle's peak is broad).
  const maxLag = floor(diffs.length / 2);
  const known = new Float64Array(maxLag + 1).fill(NaN);
  // Computed as needed: the lags up to the longest period, then only the multiples of its peaks.
  const acf = (lag: number) => {
    if (Number.isNaN(known[lag])) {
      let sum = 0;
      for (let i = lag; i < diffs.length; i++) sum += diffs[i] * diffs[i - lag];
      known[lag] = sum / variance;
    }
    return known[lag];
  };
  const threshold = max(MIN_ACF, 4 / sqrt(diffs.length));
  const peaks: number[] = [];
  for (let lag = MIN_PERIOD; lag <= maxPeriod; lag++) {
    if (acf(lag) >= threshold && acf(lag) >= acf(lag - 1) && acf(lag) >= acf(lag + 1)) peaks.push(lag);
  }
  if (peaks.length === 0) return undefined;
  const score = (lag: number) => {
    let sum = 0;
    let count = 0;
    for (let m = lag; m <= maxLag; m += lag, count++) sum += acf(m);
    return sum / count;
  };
  // Each peak may sit a point off the period when the cycle is broad: the neighbour whose multiples agree best.
  const refined = peaks.map((lag) =>
    [lag - 1, lag, lag + 1]
      .filter((l) => l >= MIN_PERIOD && l <= maxPeriod)
      .reduce((a, b) => (score(b) > score(a) ? b : a)),
  );
  const highest = max(...refined.map(score));
  return refined.find((lag) => score(lag) >= HARMONIC_SHARE * highest);
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
