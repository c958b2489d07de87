// The between-run variances of one run per side (the suite itself, or a stated default) and of an A/A pair or
// the service's history: each row's change judged against how much an unchanged benchmark moves between runs.
import type { MicroChange } from './micro-model.js';
import {
  DEFAULT_BETWEEN_RUN_PCT,
  DEFAULT_DF,
  DEFAULT_WEIGHT_DF,
  HEAVIER_DF,
  MAD_EFFICIENCY,
  median,
  MIN_PRIOR_SERIES,
  MIN_SUITE_ROWS,
  NOISY_CV,
  ROW_PRIOR_DF,
  rowKey,
  TAIL_DF,
  tailDfOf,
  type BetweenRunNoise,
  type RowForNoise,
} from './micro-between-run-model.js';
import { robustSigma } from './stats.js';

/** One run per side: each row judged against the spread of the suite's changes around their common shift. */
export function fromSuite(
  rows: readonly RowForNoise[],
  byMetric: Map<string, number[]>,
  out: BetweenRunNoise,
  drift: number,
) {
  const tau0 = Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100);
  let measured = false;
  for (const [metric, idx] of byMetric) {
    const m = idx.length;
    const d = idx.map((i) => out.estimate[i]);
    const w = idx.map((i) => (rows[i].change as MicroChange).se ** 2);
    let tau2 = tau0 * tau0;
    let df = DEFAULT_DF;
    let shift = 0;
    let shiftVar = 0;
    if (m >= MIN_SUITE_ROWS) {
      measured = true;
      shift = median(d);
      const scale = robustSigma(Float64Array.from(d));
      const suiteTau2 = Math.max(0, scale * scale - median(w));
      const suiteDf = MAD_EFFICIENCY * (m - 1);
      tau2 = (DEFAULT_WEIGHT_DF * tau2 + suiteDf * suiteTau2) / (DEFAULT_WEIGHT_DF + suiteDf);
      df = DEFAULT_WEIGHT_DF + suiteDf;
      // The median of m changes (≈ π/2 · σ²/m), plus each run's own speed (run drift, both runs).
      shiftVar = ((Math.PI / 2) * (scale * scale)) / m + 2 * drift * drift;
      out.shifts.push({ metric, change: shiftChange(shift, shiftVar) });
    }
    const shiftTest = out.shifts.find((s) => s.metric === metric)?.change ?? null;
    const suiteTailDf =
      m >= MIN_SUITE_ROWS
        ? tailDfOf(idx.map((_, k) => (d[k] - shift) / Math.sqrt(w[k] + tau2)))
        : HEAVIER_DF[0];
    for (let k = 0; k < m; k++) {
      const i = idx[k];
      out.shiftOf[i] = shiftTest;
      // A benchmark whose samples vary wildly within a run (CV past the sanity bound) moves as much between
      // runs: a new run lands in other conditions. Its noisier side's CV is then the floor of its term.
      const cv = rows[i].maxCv ?? 0;
      const own = cv > NOISY_CV ? Math.log1p(cv) ** 2 : 0;
      const between = Math.max(tau2, own);
      out.variance[i] = w[k] + between;
      // The heavy tails belong to the between-run part: a row whose own (within-run) uncertainty dominates
      // (a tool's wide interval) takes Welch–Satterthwaite's df instead.
      const tailed = Math.min(suiteTailDf, df);
      out.df[i] =
        w[k] >= between ? satterthwaite(w[k], (rows[i].change as MicroChange).df, between, tailed) : tailed;
      out.offset[i] = shift;
      out.offsetVariance[i] = m >= MIN_SUITE_ROWS ? shiftVar : 2 * drift * drift;
    }
  }
  out.source = measured ? 'suite' : 'default';
}

/** The df of a sum of two variances with their own df (Infinity: known). */
function satterthwaite(a: number, dfA: number, b: number, dfB: number): number {
  const denominator = (dfA === Infinity ? 0 : (a * a) / dfA) + (dfB === Infinity ? 0 : (b * b) / dfB);
  return denominator === 0 ? Infinity : ((a + b) * (a + b)) / denominator;
}

/** The common shift as a change of its own (the verdict and the multiple-comparison control count it). */
export function shiftChange(shift: number, variance: number): MicroChange {
  return {
    method: 'welch-t-log',
    scale: 'log',
    pct: NaN,
    ciLowPct: NaN,
    ciHighPct: NaN,
    confidence: 0.95,
    p: NaN,
    estimate: shift,
    se: Math.sqrt(variance),
    df: Infinity,
    reference: 1,
    significant: false,
    reported: { baseline: null, candidate: null },
    pooled: null,
    betweenRun: null,
  };
}

/** Per row, the A/A pair's squared log ratio (its between-run variance of one difference), or NaN. */
export function aaVariances(rows: readonly RowForNoise[], aa: Map<string, number>): RowVariances {
  const v = new Float64Array(rows.length).fill(NaN);
  const df = new Float64Array(rows.length);
  rows.forEach((r, i) => {
    const x = aa.get(rowKey(r.key, r.metric));
    if (x !== undefined && Number.isFinite(x)) {
      v[i] = x * x;
      df[i] = 1;
    }
  });
  // The median of χ²₁-scaled values is 0.455 of their mean.
  return { v, df, medianToMean: 1 / 0.455 };
}

/** Each row's own estimate of its change's variance under no change, with df; NaN where it has none. */
interface RowVariances {
  v: Float64Array;
  df: Float64Array;
  /** Turns the median of the known values into the suite's typical variance. */
  medianToMean: number;
}

export function historyVariances(
  rows: readonly RowForNoise[],
  history: Map<string, { sd: number; n: number }>,
): RowVariances {
  const v = new Float64Array(rows.length).fill(NaN);
  const df = new Float64Array(rows.length);
  rows.forEach((r, i) => {
    const h = history.get(rowKey(r.key, r.metric));
    if (h && h.n >= 2 && Number.isFinite(h.sd)) {
      v[i] = h.sd * h.sd;
      df[i] = h.n - 1;
    }
  });
  return { v, df, medianToMean: 1 };
}

/**
 * An A/A pair or the history: each row's own estimate of a change's variance, shrunk towards the suite's typical
 * one (the median, as a χ² scale) with ROW_PRIOR_DF, and never below the pair's own within-run variance.
 */
export function fromRowVariances(
  rows: readonly RowForNoise[],
  byMetric: Map<string, number[]>,
  out: BetweenRunNoise,
  source: 'aa-pair' | 'history',
  own: RowVariances,
) {
  const tau0 = Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100) ** 2;
  for (const idx of byMetric.values()) {
    const known = idx.map((i) => own.v[i]).filter((x) => Number.isFinite(x));
    // The suite's typical variance is a prior only with enough series to know it; else the default's.
    const typical = known.length >= MIN_PRIOR_SERIES ? median(known) * own.medianToMean : NaN;
    const prior = Number.isFinite(typical) ? typical : tau0;
    // A row's own history of many ratios stands nearly alone; an A/A pair's one draw leans on the prior.
    const priorDf = Number.isFinite(typical) ? ROW_PRIOR_DF : source === 'history' ? 0 : ROW_PRIOR_DF;
    for (const i of idx) {
      const w = (rows[i].change as MicroChange).se ** 2;
      const x = own.v[i];
      const df = Number.isFinite(x) ? own.df[i] : 0;
      const v = df > 0 ? (df * x + priorDf * prior) / (df + priorDf) : prior;
      out.variance[i] = Math.max(v, w);
      out.df[i] = Math.min(TAIL_DF, df > 0 ? df + priorDf : DEFAULT_DF);
    }
  }
  out.source = source;
}
