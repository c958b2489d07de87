// The change a micro-benchmark verdict rests on: an estimate of candidate vs baseline with its standard error,
// from each side's samples (Welch's t on log values: the ratio of geometric means) or, on a side with fewer
// than 4 samples, from the uncertainty the tool itself reported (JMH's score error, criterion's interval,
// benchmark.js's rme, pytest-benchmark's stddev…). Then the three-way decision against ±min-effect, made after
// the run's multiple-comparison control (Benjamini–Hochberg, see micro-run-summary.ts).
import { erfc, normalInvCdf } from '../benchstat/normal.js';
import type { MicroChange } from './model.js';
import type { Measurement } from '../model.js';
import { studentTCdf, studentTQuantile } from '../stats/student-t.js';
import { fitVariancePrior, moderateVariance, type VariancePrior } from '../stats/variance-prior.js';
import { normalQuantileMemo, tQuantileMemo } from '../../internal/quantile-memo.js';
import { reusedRecord, scaledValuesBuffer } from '../../internal/scratch-buffers.js';

/** Shared by every change that rests on both sides' own samples (most rows of a large suite). */
const NOT_REPORTED: MicroChange['reported'] = Object.freeze({ baseline: null, candidate: null });

/** Fewest samples on a side for its own spread to be used; below it the tool's reported uncertainty is. */
export const MIN_OWN_SAMPLES = 4;

/** Confidence assumed for a reported error whose parser does not say what it is (cautious for a stddev). */
const DEFAULT_ERROR_CONFIDENCE = 0.95;

/** One side as an estimate on the test's scale: mean, squared standard error and degrees of freedom. */
interface SideEstimate {
  mean: number;
  se2: number;
  /** Infinity for a tool's reported uncertainty whose df is not known. */
  df: number;
  /** What the side rests on, for the row's note (null: its own samples). */
  reported: string | null;
}

const NORMAL_975 = normalInvCdf(0.975);

interface Moments {
  mean: number;
  v: number;
}

/** What momentsOf found, reused (one object per row was a good part of a large suite's garbage). */
function newMoments(): Moments {
  return { mean: 0, v: 0 };
}

/**
 * Mean and variance of the first `n` values (log values when `log`) in a shared record (read it at once), or
 * null when a log is impossible.
 */
function momentsOf(values: ArrayLike<number>, n: number, log: boolean): Moments | null {
  // The values on the test's scale, in a buffer reused between rows (a suite's rows have few samples each).
  const scaled = scaledValuesBuffer(n);
  let mean = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i];
    if (log && !(x > 0)) return null;
    const y = log ? Math.log(x) : x;
    scaled[i] = y;
    mean += y;
  }
  mean /= n;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const d = scaled[i] - mean;
    ss += d * d;
  }
  const moments = reusedRecord(newMoments);
  moments.mean = mean;
  moments.v = ss / (n - 1);
  return moments;
}

/** The tool's reported uncertainty as a standard error of the value, and what it was, or null. */
function reportedStandardError(
  m: Measurement,
): { value: number; se: number; df: number; what: string } | null {
  const value = m.value;
  if (m.error !== undefined && Number.isFinite(m.error)) {
    const e = Math.abs(m.error);
    const kind = m.errorKind;
    if (kind && 'stddevOf' in kind && kind.stddevOf >= 1) {
      return {
        value,
        se: e / Math.sqrt(kind.stddevOf),
        df: kind.stddevOf > 1 ? kind.stddevOf - 1 : Infinity,
        what: `its reported stddev of ${kind.stddevOf} runs`,
      };
    }
    const confidence = kind && 'confidence' in kind ? kind.confidence : DEFAULT_ERROR_CONFIDENCE;
    const n = kind && 'confidence' in kind ? kind.n : undefined;
    const level = +(confidence * 100).toFixed(1);
    if (n !== undefined && n >= 2) {
      // A Student-t interval over n observations (JMH): its standard error and df are exact.
      const q = studentTQuantile((1 + confidence) / 2, n - 1);
      return { value, se: e / q, df: n - 1, what: `its reported ±error (${level}% interval over ${n} runs)` };
    }
    const z = normalInvCdf((1 + confidence) / 2);
    return { value, se: e / z, df: Infinity, what: `its reported ±error (${level}% interval)` };
  }
  const lo = m.attrs?.ciLow;
  const hi = m.attrs?.ciHigh;
  if (lo !== undefined && hi !== undefined && Number.isFinite(lo + hi) && hi >= lo) {
    return { value, se: (hi - lo) / 2 / NORMAL_975, df: Infinity, what: 'its reported 95% interval' };
  }
  return null;
}

function newEstimate(): SideEstimate {
  return { mean: 0, se2: 0, df: 0, reported: null };
}

/** The two sides' estimates, reused from row to row (estimateChange copies what it keeps). */
function newEstimates(): [SideEstimate, SideEstimate] {
  return [newEstimate(), newEstimate()];
}

function setEstimate(out: SideEstimate, mean: number, se2: number, df: number, reported: string | null) {
  out.mean = mean;
  out.se2 = se2;
  out.df = df;
  out.reported = reported;
  return out;
}

/**
 * A side's estimate, written into `out`: its own samples when it has at least MIN_OWN_SAMPLES (or no
 * reported uncertainty and at least 2), else the tool's reported uncertainty. `sorted` holds the side's
 * samples (first `n`).
 */
function sideEstimate(
  m: Measurement,
  sorted: ArrayLike<number>,
  n: number,
  log: boolean,
  out: SideEstimate,
): SideEstimate | null {
  const reported = n < MIN_OWN_SAMPLES ? reportedStandardError(m) : null;
  if (reported && (log ? reported.value > 0 : Number.isFinite(reported.value))) {
    const v = reported.value;
    // On the log scale the standard error is relative (delta method).
    const se = log ? reported.se / v : reported.se;
    return setEstimate(out, log ? Math.log(v) : v, se * se, reported.df, reported.what);
  }
  if (n < 2) return null;
  const mo = momentsOf(sorted, n, log);
  return mo && setEstimate(out, mo.mean, mo.v / n, n - 1, null);
}

/**
 * The change between two sides, or null when neither samples nor a reported uncertainty allow a test. Log
 * scale (ratio of geometric means) when every value is positive, else the difference of means relative to
 * the baseline's mean.
 */
export function estimateChange(
  base: Measurement,
  baseSorted: ArrayLike<number>,
  nb: number,
  cand: Measurement,
  candSorted: ArrayLike<number>,
  nc: number,
  alpha: number,
): MicroChange | null {
  let log = true;
  const [bOut, cOut] = reusedRecord(newEstimates);
  let b = sideEstimate(base, baseSorted, nb, true, bOut);
  let c = sideEstimate(cand, candSorted, nc, true, cOut);
  if (!b || !c) {
    log = false;
    b = sideEstimate(base, baseSorted, nb, false, bOut);
    c = sideEstimate(cand, candSorted, nc, false, cOut);
    if (!b || !c) return singleValueChange(base, baseSorted, nb, cand, candSorted, nc, bOut, cOut, alpha);
  }
  const estimate = c.mean - b.mean;
  const se2 = b.se2 + c.se2;
  const se = Math.sqrt(se2);
  // Welch–Satterthwaite (a side whose df is unknown contributes no term: taken as large).
  const denominator = welchTerm(b) + welchTerm(c);
  const df = denominator === 0 ? Infinity : (se2 * se2) / denominator;
  const reference = log ? 1 : b.mean;
  const own = !b.reported && !c.reported && b.df < Infinity && c.df < Infinity;
  const pooledDf = b.df + c.df;
  // Each side's variance back from its se² (se² = v / n, df = n − 1).
  const pooled = own
    ? {
        variance: (b.se2 * (b.df + 1) * b.df + c.se2 * (c.df + 1) * c.df) / pooledDf,
        df: pooledDf,
        sizeFactor: 1 / (b.df + 1) + 1 / (c.df + 1),
      }
    : null;
  return {
    method: b.reported || c.reported ? 'reported-uncertainty' : log ? 'welch-t-log' : 'welch-t',
    scale: log ? 'log' : 'linear',
    pct: NaN,
    ciLowPct: NaN,
    ciHighPct: NaN,
    confidence: 1 - alpha,
    p: NaN,
    estimate,
    se,
    df,
    reference,
    significant: false,
    reported: b.reported || c.reported ? { baseline: b.reported, candidate: c.reported } : NOT_REPORTED,
    pooled,
    betweenRun: null,
  };
}

/**
 * A side with one value (no samples, no reported error: go without -count, a tool's summary line): its own noise
 * is unknown, not zero. The change is tested only beside a between-run term (how far a benchmark moves between
 * runs, which holds a lone value's own noise too; testChange leaves it untested without one): a 7.8× change in
 * two single-value runs is far beyond any run-to-run move, and must not read as "cannot show a change".
 */
function singleValueChange(
  base: Measurement,
  baseSorted: ArrayLike<number>,
  nb: number,
  cand: Measurement,
  candSorted: ArrayLike<number>,
  nc: number,
  bOut: SideEstimate,
  cOut: SideEstimate,
  alpha: number,
): MicroChange | null {
  const side = (m: Measurement, sorted: ArrayLike<number>, n: number, out: SideEstimate) => {
    const own = sideEstimate(m, sorted, n, true, out);
    if (own) return own;
    // The sort buffer holds only sides of two or more samples: a lone sample is the side's value.
    const value = n > 1 ? NaN : m.samples?.length === 1 ? m.samples[0] : m.value;
    return value > 0 ? setEstimate(out, Math.log(value), 0, Infinity, null) : null;
  };
  const b = side(base, baseSorted, nb, bOut);
  const c = side(cand, candSorted, nc, cOut);
  if (!b || !c || b.reported || c.reported) return null;
  return {
    method: 'single-value',
    scale: 'log',
    pct: NaN,
    ciLowPct: NaN,
    ciHighPct: NaN,
    confidence: 1 - alpha,
    p: NaN,
    estimate: c.mean - b.mean,
    // Not exact (se 0 would be read as two constant sides): the between-run term is the uncertainty.
    se: Math.max(Math.sqrt(b.se2 + c.se2), UNKNOWN_WITHIN_SE),
    df: Infinity,
    reference: 1,
    significant: false,
    reported: NOT_REPORTED,
    pooled: null,
    betweenRun: null,
  };
}

/** The within-run se of two lone values: a token above zero (the between-run term carries the uncertainty). */
const UNKNOWN_WITHIN_SE = 1e-9;

function welchTerm(s: SideEstimate): number {
  return s.df === Infinity ? 0 : (s.se2 * s.se2) / s.df;
}

/** Per metric, the prior fitted to the pooled log variances of the changes that have them (see moderateChange). */
export function fitPriorsByMetric(
  changes: ReadonlyArray<MicroChange | null>,
  metricAt: (i: number) => string,
): Map<string, VariancePrior> {
  const byMetric = new Map<string, { v: number[]; df: number[] }>();
  for (let i = 0; i < changes.length; i++) {
    const ch = changes[i];
    if (!ch?.pooled || ch.scale !== 'log') continue;
    const metric = metricAt(i);
    let lists = byMetric.get(metric);
    if (!lists) byMetric.set(metric, (lists = { v: [], df: [] }));
    lists.v.push(ch.pooled.variance);
    lists.df.push(ch.pooled.df);
  }
  const priors = new Map<string, VariancePrior>();
  for (const [metric, { v, df }] of byMetric) {
    const prior = fitVariancePrior(v, df);
    if (prior) priors.set(metric, prior);
  }
  return priors;
}

/**
 * The change tested again with its pooled variance shrunk towards the run's prior (variance-prior.ts): a
 * pooled t with the prior's degrees of freedom added. Changes without their own samples stay as they are.
 */
export function moderateChange(ch: MicroChange, prior: VariancePrior, alpha: number): MicroChange {
  if (!ch.pooled || ch.scale !== 'log' || ch.se === 0) return testChange(ch, alpha);
  const m = moderateVariance(ch.pooled.variance, ch.pooled.df, prior);
  // The change is the row's own (estimateChange makes one per call): updated in place.
  ch.method = 'moderated-t-log';
  ch.se = Math.sqrt(m.variance * ch.pooled.sizeFactor);
  ch.df = m.df;
  return testChange(ch, alpha);
}

/**
 * Fills in the change's test from its estimate, se and df: p, and the change in % with its 1 − α interval.
 * Done once per row, after the run's prior is known (see moderateChange), since it costs a t distribution.
 */
export function testChange(ch: MicroChange, alpha: number): MicroChange {
  if (ch.method === 'single-value' && !ch.betweenRun) {
    // Lone values with no between-run term (chunked runs): nothing to test with.
    ch.p = 1;
    ch.pct = changePct(ch.estimate, true, 1);
    ch.ciLowPct = -100;
    ch.ciHighPct = Infinity;
    return ch;
  }
  const { estimate, se, df, reference } = ch;
  const log = ch.scale === 'log';
  // Tested against the suite's common shift when there is one (between-run noise). The interval, around the
  // change itself, is as wide as that test: how far the row moved apart from its suite. The shift's own
  // uncertainty (the run drift) is the suite's line, not every row's.
  const offset = ch.betweenRun?.offset ?? 0;
  const half = se === 0 ? 0 : tQuantile(1 - alpha / 2, df) * se;
  // Standing out from the shift and from zero (see decideChange): the p of the weaker of the two.
  const apart = estimate - offset;
  const weaker =
    offset === 0
      ? apart
      : Math.sign(apart) !== Math.sign(estimate)
        ? 0
        : Math.abs(apart) < Math.abs(estimate)
          ? apart
          : estimate;
  ch.p = se === 0 ? (estimate === 0 ? 1 : 0) : twoSidedP(weaker / se, df);
  ch.pct = changePct(estimate, log, reference);
  ch.ciLowPct = changePct(estimate - half, log, reference);
  ch.ciHighPct = changePct(estimate + half, log, reference);
  return ch;
}

/** A value on the test's scale as a change in % (a function, not a closure per row: 60,000 rows a run). */
function changePct(x: number, log: boolean, reference: number): number {
  return log ? Math.expm1(x) * 100 : reference > 0 ? (x / reference) * 100 : NaN;
}

function twoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  const upper = df === Infinity || df > 1e6 ? normalUpper(Math.abs(t)) : 1 - studentTCdf(Math.abs(t), df);
  return Math.min(1, 2 * upper);
}

/** Upper tail of the standard normal, accurate far out (a criterion p of 1e-34 stays 1e-34). */
function normalUpper(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/**
 * Student's t quantiles, remembered per probability by df to two decimals (Welch's df are continuous; the
 * rounding moves q by < 1e-4; a run's moderated tests mostly share one df).
 */
function tQuantile(p: number, df: number): number {
  if (df === Infinity || df > 1e6) return normalQuantileMemo(p, normalInvCdf);
  return tQuantileMemo(p, Math.round(df * 100), studentTQuantile);
}

/**
 * Whether a change survives the run's control: p ≤ cutoff; an exact change (both sides constant, se 0) is
 * certain and is not one of the tests the control counts.
 */
export function survivesControl(ch: Pick<MicroChange, 'se' | 'estimate' | 'p'>, cutoff: number): boolean {
  return ch.se === 0 ? ch.estimate !== 0 : cutoff > 0 && ch.p <= cutoff;
}

/** Whether a change is one of the tests the control counts (not exact: see survivesControl). */
export function isControlledTest(ch: Pick<MicroChange, 'se'>): boolean {
  return ch.se > 0;
}

/**
 * Benjamini–Hochberg at level α over `sorted` (p-values in ascending order): R·α/m for the largest R with p_(R) ≤ R·α/m (0 when none), so the
 * tests with p ≤ cutoff are the R it rejects, and 1 − cutoff is the level of their false-coverage-rate intervals. It controls the false discovery rate at α, and when nothing changed
 * (an A/A pair) the chance of any false claim at α, as Holm does; with a few real changes among hundreds it
 * keeps the power Holm's family-wise bound gives away.
 */
export function benjaminiHochbergCutoffSorted(sorted: Float64Array, alpha: number): number {
  const m = sorted.length;
  for (let k = m; k >= 1; k--) if (sorted[k - 1] <= (k * alpha) / m) return (k * alpha) / m;
  return 0;
}

/**
 * The three-way decision. A change is claimed (worse / better, the caller applies the metric's direction
 * as `upIsWorse`) when it survives the run's control (p ≤ `cutoff`) and its interval at the matching level
 * (1 − cutoff: the false-coverage-rate interval of the rows Benjamini–Hochberg selects) lies wholly beyond
 * ±minEffectPct; no change when the 1 − α interval lies wholly within ±minEffectPct; else inconclusive.
 */
export function decideChange(
  ch: Pick<MicroChange, 'scale' | 'estimate' | 'se' | 'df' | 'reference' | 'p' | 'betweenRun'>,
  cutoff: number,
  alpha: number,
  minEffectPct: number,
): 'up' | 'down' | 'no-change' | 'inconclusive' {
  const { estimate: d, se, df } = ch;
  const m = minEffectPct / 100;
  const up = ch.scale === 'log' ? Math.log1p(m) : m * ch.reference;
  const down = ch.scale === 'log' ? Math.log1p(-Math.min(m, 0.999999)) : -m * ch.reference;
  // Two constant sides: exactly equal is no change; else the sign decides (a zero baseline has no Δ%).
  if (se === 0 && d === 0) return 'no-change';
  // With a suite's common shift (between-run noise), a claim needs the change to stand out both from the
  // shift (it is not the run's drift) and from zero (the shift may be a real change of many rows, not drift),
  // each beyond the minimum effect; no change needs the change's whole interval, shift uncertainty included,
  // within it.
  const offset = ch.betweenRun?.offset ?? 0;
  const total = Math.hypot(se, ch.betweenRun?.offsetSe ?? 0);
  // Beyond `bound` at one-sided level `tail`: the interval's end, x ∓ q·s, lies past it.
  const beyond = (x: number, s: number, bound: number, sign: 1 | -1, tail: number, dof = df) =>
    s === 0 ? sign * (x - bound) > 0 : (sign * (x - bound)) / s > tQuantile(1 - tail, dof);
  const up1 = Math.min(d, d - offset);
  const down1 = Math.max(d, d - offset);
  if (survivesControl(ch, cutoff)) {
    if (up1 > 0 && beyond(up1, se, up, 1, cutoff / 2)) return 'up';
    if (down1 < 0 && beyond(down1, se, down, -1, cutoff / 2)) return 'down';
  }
  // A suite whose common shift is claimed (beyond the run drift: a whole suite 5× slower) rules drift out as
  // the explanation: each row is then judged on its change, with the shift's uncertainty added.
  const br = ch.betweenRun;
  if (
    br &&
    br.offset !== 0 &&
    survivesControl({ se: br.offsetSe, estimate: br.offset, p: br.offsetP }, cutoff)
  ) {
    const shiftUp = beyond(br.offset, br.offsetSe, up, 1, cutoff / 2, Infinity);
    const shiftDown = beyond(br.offset, br.offsetSe, down, -1, cutoff / 2, Infinity);
    if (shiftUp && beyond(d, total, up, 1, cutoff / 2)) return 'up';
    if (shiftDown && beyond(d, total, down, -1, cutoff / 2)) return 'down';
  }
  if (beyond(d, total, up, -1, alpha / 2) && beyond(d, total, down, 1, alpha / 2)) return 'no-change';
  return 'inconclusive';
}
