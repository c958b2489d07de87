// The statistics of one cut (CutStats in model.ts): flags vs noise, shift with CI, paired test, tail, totals.
import { freeBuffer } from './free-buffer.js';
import { bootstrapTrimmedMeanCi } from '../stats/bootstrap.js';
import { type Contrast, sortedLogRatios } from './contrast.js';
import { cutSize, indicesOrEvery, type CutDefinition } from './cuts.js';
import { judgeCut } from './judge.js';
import {
  DEFERRED_FIELDS,
  type CompareOptions,
  type CutStats,
  type PairColumns,
  type QuantileDelta,
} from '../model.js';
import { medianCi } from '../benchstat/median-ci.js';
import { pairedQuantileRatioIntervals, quantileProbes, quantilesAtProbes } from '../stats/quantile-ci.js';
import { widenInterval } from '../stats/widen-interval.js';
import {
  deltaHistogram,
  meanNormalInterval,
  meanOf,
  noiseFlagProbability,
  orderStatisticsInPlace,
  quantilesInPlace,
  robustSigma,
} from '../stats/stats.js';
import { wilcoxonSignedRank } from '../stats/wilcoxon.js';

// Bound once: a global `Math.*` lookup per call costs ~40× in hot loops under Jest's sandboxed globals.
const { abs, expm1 } = Math;

const toPct = (logRatio: number): number => expm1(logRatio) * 100;
const changePct = (from: number, to: number): number => (from > 0 ? ((to - from) / from) * 100 : NaN);

const QUANTILES = [
  ['p50', 0.5],
  ['p90', 0.9],
  ['p99', 0.99],
] as const;

/** What `computeCutStats` may leave until a report reads it: statistics that describe, none that judge. */
type Descriptive = Pick<
  CutStats,
  'meanDeltaPct' | 'meanDeltaCi' | 'medianDeltaPct' | 'medianDeltaCi' | 'quantiles' | 'histogram'
>;

/** The descriptive fields computed together: the quantiles, and the rest, which all place the Δ% values. */
type Quantiles = Pick<Descriptive, 'quantiles'>;
type Deltas = Omit<Descriptive, 'quantiles'>;

/** Placeholders holding the lazy fields' places in the key order (so JSON prints them where it always did). */
const LAZY: Descriptive = Object.freeze({
  meanDeltaPct: NaN,
  meanDeltaCi: Object.freeze({ lowPct: NaN, highPct: NaN }),
  medianDeltaPct: NaN,
  medianDeltaCi: Object.freeze({ lowPct: NaN, highPct: NaN }),
  quantiles: Object.freeze([]) as unknown as CutStats['quantiles'],
  histogram: Object.freeze([]) as unknown as CutStats['histogram'],
});

/**
 * `stats` with its descriptive fields computed when one of them is first read (then plain data properties, in
 * their places), or set: the quantiles by `quantiles`, the others (which share the Δ% values' placements) by
 * `deltas`. The text and Markdown reports read only the quantiles of a metric beside the verdict's. Marked with
 * DEFERRED_FIELDS, so a walk over the report that is not to compute them (report/escape.ts) leaves them deferred.
 */
function lazyFields(stats: CutStats, quantiles: () => Quantiles, deltas: () => Deltas): CutStats {
  const keys = Object.keys(LAZY) as (keyof Descriptive)[];
  // A field set before the others of its group were computed keeps the value it was given.
  const settle = (values: Partial<Descriptive>, all: boolean) => {
    for (const key of keys) {
      if (key in values && (!all || Object.getOwnPropertyDescriptor(stats, key)?.get)) {
        Object.defineProperty(stats, key, {
          value: values[key],
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
    }
  };
  for (const key of keys) {
    Object.defineProperty(stats, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        settle(key === 'quantiles' ? quantiles() : deltas(), true);
        return stats[key];
      },
      set: (value) => settle({ [key]: value }, false),
    });
  }
  Object.defineProperty(stats, DEFERRED_FIELDS, { value: true });
  return stats;
}

/**
 * Statistics over the pairs of one cut (pairs with a zero baseline are never in a cut). Undefined values of an
 * empty cut are NaN (JSON null). Log-ratio statistics (shift, paired test, noise σ) need both times positive;
 * a zero candidate time still counts in the flags and Δ% means. Work arrays are typed; quantiles are placed by
 * `orderStatisticsInPlace` (a native sort on small cuts, selection on big ones), so a million-pair cut costs
 * one sort (the log ratios, which the caller may pass as `sortedLogs` when it already has them) and one work
 * array (`work`, at least n long, which the caller may share between cuts, or which may be `sortedLogs` itself:
 * the log ratios are done with before it is filled). `runHalfWidth` (log units, core/blocks/run-noise.ts) widens the
 * shift's interval by run-to-run noise; `contrast` (core/blocks/contrast.ts) is shown beside the shift and may decide
 * the verdict.
 */
export function computeCutStats(
  pairs: PairColumns,
  cut: CutDefinition,
  options: Pick<
    CompareOptions,
    'thresholdPct' | 'minEffectPct' | 'alpha' | 'bootstrapResamples' | 'seed' | 'decisionRule'
  > & { cutAlpha?: number },
  context: {
    runHalfWidth?: number;
    contrast?: Contrast;
    sortedLogs?: Float64Array;
    work?: Float64Array;
    /** Leave the descriptive statistics until read (a metric other than the verdict's: most reports do not). */
    lazy?: boolean;
    /** Runs per side behind `runHalfWidth`: an inconclusive verdict says how many would settle it. */
    runs?: { baseline: number; candidate: number };
  } = {},
): CutStats {
  const n = cutSize(cut);
  // Null for a cut of every pair (pair j is its j-th): its indices are not made (cuts.ts `every`).
  const listed = indicesOrEvery(cut);
  const indices = typeof listed === 'number' ? null : listed;
  const baselineMs = pairs.baselineMs;
  const candidateMs = pairs.candidateMs;
  const threshold = options.thresholdPct;
  let flaggedSlower = 0;
  let flaggedFaster = 0;
  let baselineTotalMs = 0;
  let candidateTotalMs = 0;
  for (let j = 0; j < n; j++) {
    const i = indices === null ? j : indices[j];
    const b = baselineMs[i];
    const c = candidateMs[i];
    const d = ((c - b) / b) * 100; // = deltaPct(b, c): cuts hold only pairs with a positive baseline
    if (abs(d) >= threshold) {
      if (d > 0) flaggedSlower++;
      else flaggedFaster++;
    }
    baselineTotalMs += b;
    candidateTotalMs += c;
  }

  const sortedLogs = context.sortedLogs ?? sortedLogRatios(pairs, listed);
  const logCount = sortedLogs.length;
  // Noise spread: 1.4826 × MAD of the log ratios around their median — robust to a real shift (the median
  // absorbs it) and to stalls (the MAD ignores them). Expected flags = n · P(|e^Z − 1| ≥ t), Z ~ N(0, σ).
  const sigma = robustSigma(sortedLogs);
  const expectedFlagged = n * noiseFlagProbability(sigma, options.thresholdPct);
  // When every pair has a log ratio, the Δ% values line up with the sorted log ratios (Δ% = e^x − 1 is
  // increasing), so the same resamples give the mean Δ% its interval.
  const everyPairLogged = logCount === n;
  const ci = bootstrapTrimmedMeanCi(sortedLogs, {
    resamples: options.bootstrapResamples,
    seed: options.seed,
    meanOf: everyPairLogged ? toPct : undefined,
  });
  const runHalfWidth = context.runHalfWidth ?? 0;
  const widened = widenInterval(ci.estimate, ci.low, ci.high, runHalfWidth);
  const shift: CutStats['shift'] = {
    pct: toPct(ci.estimate),
    ciLowPct: toPct(widened.low),
    ciHighPct: toPct(widened.high),
    ciMethod: ci.method,
    ...(runHalfWidth > 0 && { withinRunCi: { lowPct: toPct(ci.low), highPct: toPct(ci.high) } }),
  };
  const contrast = context.contrast;
  const pValue = wilcoxonSignedRank(sortedLogs).pValue;

  // The descriptive statistics (quantiles, mean and median Δ%, histogram) decide no verdict: a metric other
  // than the verdict's (`context.lazy`) computes them when a report first reads them (`lazyFields`). Each group
  // fills `values` (n long) afresh.
  const describeQuantiles = (values: Float64Array): Quantiles => {
    // Each quantile is placed with the two beside it that give its interval's sparsity (quantile-ci.ts).
    const probes = quantileProbes(
      n,
      QUANTILES.map(([, p]) => p),
    );
    for (let j = 0; j < n; j++) values[j] = baselineMs[indices === null ? j : indices[j]];
    const baselineQuantiles = quantilesAtProbes(values, probes);
    for (let j = 0; j < n; j++) values[j] = candidateMs[indices === null ? j : indices[j]];
    const candidateQuantiles = quantilesAtProbes(values, probes);
    const intervals = pairedQuantileRatioIntervals(
      baselineMs,
      candidateMs,
      listed,
      probes,
      baselineQuantiles,
      candidateQuantiles,
    );
    const quantiles: QuantileDelta[] = QUANTILES.map(([q], k) => {
      const b = baselineQuantiles[k].at;
      const c = candidateQuantiles[k].at;
      return { q, baseline: b, candidate: c, deltaPct: changePct(b, c), deltaCi: intervals[k] };
    });
    return { quantiles };
  };
  const describeDeltas = (values: Float64Array): Deltas => {
    for (let j = 0; j < n; j++) {
      const i = indices === null ? j : indices[j];
      const b = baselineMs[i];
      values[j] = ((candidateMs[i] - b) / b) * 100;
    }
    // The mean sums in pair order (its compensated sum is order-sensitive in the last bit); placement reorders.
    const meanDeltaPct = meanOf(values);
    const meanInterval = ci.mean ?? meanNormalInterval(values, meanDeltaPct);
    const [medianDeltaPct] = quantilesInPlace(values, [0.5]);
    // Order statistics bounding the median with ≥ 95% confidence (1-based; 0 and n + 1 are open ends → NaN).
    const { loOrder, hiOrder } = medianCi(n, 0.95);
    const [medianLow, medianHigh] = orderStatisticsInPlace(values, [loOrder - 1, hiOrder - 1]);
    return {
      meanDeltaPct,
      meanDeltaCi: { lowPct: meanInterval.low, highPct: meanInterval.high },
      medianDeltaPct,
      medianDeltaCi: { lowPct: medianLow, highPct: medianHigh },
      // After the placements: a cut small enough to have been sorted is counted by binary search.
      histogram: deltaHistogram(values),
    };
  };
  // Later, with an array of its own (the caller's work array is another cut's by then); now, in one work array
  // refilled per statistic: the caller's, else the log ratios' own when made here (sortedLogRatios allots n
  // values, done with by now), else a new one.
  let d: Descriptive = LAZY;
  if (!context.lazy) {
    const work = context.work
      ? context.work.subarray(0, n)
      : context.sortedLogs
        ? new Float64Array(n)
        : new Float64Array(sortedLogs.buffer, sortedLogs.byteOffset, n);
    d = { ...describeQuantiles(work), ...describeDeltas(work) };
  }

  const stats: CutStats = {
    name: cut.name,
    set: cut.set,
    slowMs: cut.slowMs,
    compared: n,
    flagged: flaggedSlower + flaggedFaster,
    flaggedSlower,
    flaggedFaster,
    expectedFlagged,
    expectedFlaggedFrom: 'spread',
    noiseSigma: sigma,
    meanDeltaPct: d.meanDeltaPct,
    meanDeltaCi: d.meanDeltaCi,
    medianDeltaPct: d.medianDeltaPct,
    medianDeltaCi: d.medianDeltaCi,
    shift,
    ...(contrast && { contrast }),
    pValue,
    quantiles: d.quantiles,
    baselineTotalMs,
    candidateTotalMs,
    totalDeltaPct: changePct(baselineTotalMs, candidateTotalMs),
    histogram: d.histogram,
    ...judgeCut({ compared: n, shift, pValue, contrast }, options, context.runs),
  };
  if (!context.lazy) return stats;
  const own =
    <T>(describe: (values: Float64Array) => T) =>
    (): T => {
      const work = new Float64Array(n);
      const made = describe(work);
      freeBuffer(work);
      return made;
    };
  return lazyFields(stats, own(describeQuantiles), own(describeDeltas));
}
