// A step among the last points of a series, before the change-point analysis can tell (it needs points on
// both sides): the last k points (2 ≤ k ≤ maxPoints) stand together far off the level before them. Strong
// evidence only: their mean must be minZ noise units off, and each of them eachBeyond units off on the same
// side (so one spike cannot do it), and the move must reach minMagnitude of the level. The level is the
// median of the `baseline` points before them; the noise, the median absolute difference of neighbours
// over twice as many points (a step or a spike among them hardly moves either). A baseline that trends (Mann–Kendall p < 0.01)
// is a drift: its Theil–Sen line, extended, is the level the last points are compared with.
import { mannKendall, theilSenSlope } from '../core/changepoints/drift.js';
import { NORMAL_MEDIAN_ABS, quantileOfSorted, sortedCopy, twoSidedNormalP } from '../core/stats/stats.js';

export interface EarlyStepOptions {
  maxPoints: number;
  baseline: number;
  minZ: number;
  eachBeyond: number;
  minMagnitude: number;
}

export interface EarlyStep {
  /** First point of the new level. */
  index: number;
  forwardChangePct: number;
  /** How many noise units the last points' mean stands off, and its two-sided normal p. */
  z: number;
  pValue: number;
}

/** How many baselines' worth of points before the last ones the noise is read from (when there). */
const NOISE_SPANS = 2;
/** Mann–Kendall p below which the baseline is taken to trend. */
const TREND_P = 0.01;
// median |x_j − x_{j−1}| of Gaussian noise σ is 0.6745·√2·σ.
const DIFF_MEDIAN_PER_SIGMA = NORMAL_MEDIAN_ABS * Math.SQRT2;

/** The earliest start of a run of last points that passes, or undefined. */
export function earlyStep(values: readonly number[], options: EarlyStepOptions): EarlyStep | undefined {
  const n = values.length;
  let found: EarlyStep | undefined;
  for (let k = 2; k <= options.maxPoints; k++) {
    const start = n - k;
    const from = start - options.baseline;
    if (from < 0) break;
    const trend = mannKendall(values, from, start).p < TREND_P ? theilSenSlope(values, from, start) : 0;
    // Levels along the trend, as at the baseline's end, and the last points brought back to it.
    const base = values.slice(from, start).map((x, i) => x + trend * (start - from - i));
    const level = quantileOfSorted(sortedCopy(base), 0.5);
    // The noise from up to NOISE_SPANS baselines before the last points (along the same trend): a median of
    // 19 differences is off by 30% or more often enough to let two noisy points through.
    const noiseFrom = Math.max(0, start - NOISE_SPANS * options.baseline);
    const along = values.slice(noiseFrom, start).map((x, i) => x + trend * (start - noiseFrom - i));
    const diffs = along.slice(1).map((x, i) => Math.abs(x - along[i]));
    const sigma = quantileOfSorted(sortedCopy(diffs), 0.5) / DIFF_MEDIAN_PER_SIGMA;
    if (!(sigma > 0)) continue;
    const last = values.slice(start).map((x, i) => x - trend * i);
    const mean = last.reduce((s, x) => s + x, 0) / k;
    const sign = Math.sign(mean - level);
    // The median's standard error is ~1.25 σ/√m under Gaussian noise.
    const z = Math.abs(mean - level) / sigma / Math.sqrt(1 / k + 1.57 / options.baseline);
    const together = last.every((x) => sign * (x - level) >= options.eachBeyond * sigma);
    const relative = level > 0 ? Math.abs(mean / level - 1) : Infinity;
    if (!together) break;
    if (z >= options.minZ && relative >= options.minMagnitude) {
      found = {
        index: start,
        forwardChangePct: level > 0 ? (mean / level - 1) * 100 : 0,
        z,
        pValue: twoSidedNormalP(z),
      };
    }
  }
  return found;
}
