// The between-run variances of one run per side (the suite itself, or a stated default) and of an A/A pair or
// the service's history: each row's change judged against how much an unchanged benchmark moves between runs.
import type { MicroChange } from '../model.js';
import {
  DEFAULT_BETWEEN_RUN_PCT,
  DEFAULT_DF,
  DEFAULT_WEIGHT_DF,
  FEW_ROWS_SPREAD_RATIO,
  HEAVIER_DF,
  median,
  MIN_PRIOR_SERIES,
  MIN_SUITE_ROWS,
  NOISY_CV,
  SPREAD_JUMP,
  SPREAD_JUMP_FLOOR,
  SPREAD_JUMP_P,
  ROW_PRIOR_DF,
  rowKey,
  TAIL_DF,
  tailDfOf,
  type BetweenRunNoise,
  type RowForNoise,
} from './model.js';
import { empiricalNull, madAround, NULL_BAND, NULL_BAND_SHARE } from './empirical-null.js';
import { peakVariance } from './peak-variance.js';
import { fUpperTail } from '../../stats/f-distribution.js';

/** How far (in run drifts) the common shift of unchanged rows may plausibly lie: three σ of two runs' drift. */
export const DRIFT_REACH = 3 * Math.SQRT2;

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
    let lambda = 1;
    if (m >= MIN_SUITE_ROWS) {
      measured = true;
      // The rows that did not change: the central peak of the changes (micro-empirical-null.ts), not their
      // median and MAD, which six changed rows of nine carry off.
      const sorted = Float64Array.from(d).sort();
      const peak = empiricalNull(sorted, Math.sqrt(median(w)), DRIFT_REACH * drift, tau0);
      shift = peak.centre;
      const scale = peak.scale;
      // The peak rows' moves as λ·w + τ² (peak-variance.ts): rows of 2% and 5% CV mix, and one row with wild
      // samples must not cancel the between-run term of the quiet ones.
      const inPeak = d.flatMap((x, k) => (Math.abs(x - shift) <= NULL_BAND * scale ? [k] : []));
      const fit =
        inPeak.length >= 2
          ? peakVariance(
              inPeak.map((k) => d[k]),
              inPeak.map((k) => w[k]),
              shift,
              NULL_BAND_SHARE,
            )
          : { lambda: 1, tau2: 0 };
      lambda = fit.lambda;
      // Never past the peak's own spread: where the peak holds changed rows (nearly all rows changed), the
      // rows' moments follow the changes; the forward search's spread is the null's width.
      const suiteTau2 = Math.min(fit.tau2, scale * scale);
      const suiteDf = peak.rows - 1;
      tau2 = (DEFAULT_WEIGHT_DF * tau2 + suiteDf * suiteTau2) / (DEFAULT_WEIGHT_DF + suiteDf);
      // A peak of one or two rows (nearly every row changed) leaves the stated prior to judge with, at its df.
      df = Math.max(DEFAULT_DF, DEFAULT_WEIGHT_DF + suiteDf);
      // The median of the peak's rows (≈ π/2 · σ²/n), plus each run's own speed (run drift, both runs): the
      // drift bears on the common shift only, never on how far a row stands apart from it.
      const runDrift = loadedRunDrift(drift, lambda * median(w) + tau2);
      shiftVar = ((Math.PI / 2) * (scale * scale)) / peak.rows + 2 * runDrift * runDrift;
      out.shifts.push({
        metric,
        change: shiftChange(shift, shiftVar),
        ...(runDrift > drift ? { runDrift } : {}),
      });
    }
    const shiftTest = out.shifts.find((s) => s.metric === metric)?.change ?? null;
    // Fewer rows than that: no tails to read; the stated prior's own df (the t its few rows leave) judge.
    const suiteTailDf =
      m >= MIN_SUITE_ROWS
        ? tailDfOf(d.map((x, k) => (x - shift) / Math.sqrt(lambda * w[k] + tau2)))
        : Infinity;
    // Lone values (no samples) say nothing of their own row's noise, and rows differ: such a row is judged
    // against the widest the suite shows (every row's spread about the shift, the stated default) with the
    // heaviest tails, so only a change beyond what any benchmark of the suite does between runs is named.
    // (Two to four rows have no spread of their own to read: the stated prior's, as for any row, with a floor from
    // their within-run spread, fewRowsFloor.)
    const suiteSpread2 = m >= MIN_SUITE_ROWS ? madAround(Float64Array.from(d).sort(), shift) ** 2 : 0;
    const few = m >= MIN_SUITE_ROWS ? [] : fewRowsPriors(d, tau0, drift);
    // A loaded host loads every row: the suite's typical within-run spread bounds each row's (fewRowsFloor).
    const suiteCv = m >= MIN_SUITE_ROWS ? 0 : median(idx.map((i) => spreadOf(rows[i])));
    for (let k = 0; k < m; k++) {
      const i = idx[k];
      out.shiftOf[i] = shiftTest;
      // Interference seen in the row's own samples moves it as much between runs: its floor, said in its notes.
      const own = m >= MIN_SUITE_ROWS ? interferenceFloor(rows[i]) : fewRowsFloor(rows[i], suiteCv);
      const [rowTau2, rowDf] = m >= MIN_SUITE_ROWS ? [tau2, df] : few[k];
      // A row's within-run variance beyond its own (λ − 1)·w moves it between runs too.
      const rowBetween = rowTau2 + (lambda - 1) * w[k];
      if (own.variance > rowBetween) (out.widened ??= new Map()).set(i, own.why);
      const lone = (rows[i].change as MicroChange).method === 'single-value';
      const between = Math.max(
        lone ? Math.max(rowBetween, tau0 * tau0, suiteSpread2) : rowBetween,
        own.variance,
      );
      out.variance[i] = w[k] + between;
      // The heavy tails belong to the between-run part: a row whose own (within-run) uncertainty dominates
      // (a tool's wide interval) takes Welch–Satterthwaite's df instead.
      const tailed = Math.min(suiteTailDf, rowDf, lone ? HEAVIER_DF[0] : Infinity);
      out.df[i] =
        w[k] >= between ? satterthwaite(w[k], (rows[i].change as MicroChange).df, between, tailed) : tailed;
      out.offset[i] = shift;
      out.offsetVariance[i] = m >= MIN_SUITE_ROWS ? shiftVar : 2 * drift * drift;
    }
  }
  out.source = measured ? 'suite' : 'default';
}

/**
 * One run's speed drift (ln, 1σ) as the common shift is judged against: the stated drift, or — when more — how
 * far one benchmark's change moves between runs here (`rowVariance`: its within-run and between-run parts). A
 * host that moves each benchmark ±40% between runs is loaded, and load slows a whole run at once (a neighbour
 * takes the CPU from every benchmark of it): on the fitting corpus's loaded captures whole runs of one build
 * moved up to 2.5× (tinybench, go), while a stated ±10% called 18 of 73 such A/A pairs a change of the whole
 * suite. Quiet suites (rows moving 1–3%) keep the stated drift.
 */
export function loadedRunDrift(drift: number, rowVariance: number): number {
  return Math.max(drift, Math.sqrt(rowVariance));
}

/**
 * A suite whose wall time moved apart from its CPU time between the runs spent that much more (or less) of
 * the run off the CPU (other load on the machine, preemption): the wall-time shift carries that gap as run
 * drift too, not as the code's. A change of the code's work moves both alike and keeps its test. For every
 * source that estimates a common shift (between-run.ts calls it once, after the source).
 */
export function widenWallShift(out: BetweenRunNoise, byMetric: Map<string, number[]>) {
  const wall = out.shifts.find((s) => s.metric === 'time');
  const cpu = out.shifts.find((s) => s.metric === 'cpu-time');
  if (!wall || !cpu) return;
  const gap = wall.change.estimate - cpu.change.estimate;
  // Only time off the CPU that moved the way the suite did can explain its move (interference adds time).
  if (!(gap * wall.change.estimate > 0)) return;
  wall.offCpu = gap;
  wall.change.se = Math.sqrt(wall.change.se ** 2 + gap * gap);
  for (const i of byMetric.get('time') ?? []) out.offsetVariance[i] += gap * gap;
}

/**
 * A suite of two to four rows: row k judged against the stated prior (DEFAULT_DF) updated with the other rows'
 * changes from zero (drift included: no shift is estimated from so few), one df each, of the rows the prior
 * holds plausible as unchanged (within NULL_BAND of its spread, run drift included: a row 4× faster is a change,
 * not noise). benchstat's own example (−17.2% beside a row at +0.1%) stands out of a suite its other row shows
 * quiet.
 */
function fewRowsPrior(d: readonly number[], k: number, tau0: number, drift: number): [number, number] {
  const band = NULL_BAND * Math.sqrt(tau0 * tau0 + 2 * drift * drift);
  let ss = DEFAULT_DF * tau0 * tau0;
  let df = DEFAULT_DF;
  for (let j = 0; j < d.length; j++)
    if (j !== k && Math.abs(d[j]) <= band) {
      ss += d[j] * d[j];
      df++;
    }
  return [ss / df, df];
}

/**
 * fewRowsPrior for each row, made monotone: a row never gets a wider prior than a row that moved less the same
 * way. Otherwise, of two rows 33% and 43% faster, the first (its prior leaving out the second, beyond the band)
 * could be named while the second (its prior holding the first as noise) was not: the smaller change named, the
 * larger left inconclusive. A row moved further takes the narrowest prior of such rows, with its df.
 */
function fewRowsPriors(d: readonly number[], tau0: number, drift: number): [number, number][] {
  const own = d.map((_, k) => fewRowsPrior(d, k, tau0, drift));
  return d.map((x, k) => {
    let best = own[k];
    d.forEach((y, j) => {
      if (Math.sign(y) === Math.sign(x) && Math.abs(y) <= Math.abs(x) && own[j][0] < best[0]) best = own[j];
    });
    return best;
  });
}

const NO_FLOOR = { variance: 0, why: '' };

/**
 * A row's within-run spread for fewRowsFloor: the calmer side's sample CV, or its wall time's when larger; none
 * for samples that are whole processes.
 */
const spreadOf = (row: RowForNoise) => (row.processSamples ? 0 : Math.max(row.minCv ?? 0, row.wallCv ?? 0));

/**
 * A row of a suite too small to measure its between-run noise (two to four rows): besides its interference, a
 * within-run spread bounds its between-run term, FEW_ROWS_SPREAD_RATIO × that spread for each run — its own
 * (spreadOf), or the suite's median one when larger. On a loaded host a run's samples vary ±14–25% and its median
 * moves more than that between runs; the stated ±5% let such rows be named in A/A pairs.
 */
function fewRowsFloor(row: RowForNoise, suiteCv: number): { variance: number; why: string } {
  const own = interferenceFloor(row);
  const cv = row.processSamples ? 0 : Math.max(spreadOf(row), suiteCv);
  if (!(cv > 0)) return own;
  const variance = 2 * (FEW_ROWS_SPREAD_RATIO * Math.log1p(cv)) ** 2;
  if (variance <= own.variance) return own;
  const whose =
    cv === row.minCv
      ? 'its samples vary'
      : cv === row.wallCv
        ? 'its wall time’s samples vary'
        : 'the suite’s samples vary';
  return {
    variance,
    why:
      `between-run term widened: ${whose} ±${(cv * 100).toFixed(1)}% within a run, and with too few rows to ` +
      `measure how far a run moves, one is taken to move ${FEW_ROWS_SPREAD_RATIO}× that`,
  };
}

/**
 * A row's own evidence of interference, as the floor of its between-run variance: samples that vary wildly within
 * a run (CV past NOISY_CV: a new run lands in other conditions), or a spread that jumped in one run (SPREAD_JUMP×
 * the other run's), and why, for the row's footnote.
 */
function interferenceFloor(row: RowForNoise): { variance: number; why: string } {
  const hi = row.maxCv ?? 0;
  const lo = Math.max(row.minCv ?? hi, SPREAD_JUMP_FLOOR);
  const pct = (x: number) => `±${(x * 100).toFixed(1)}%`;
  let why = '';
  if (hi > NOISY_CV) why = `its samples vary ${pct(hi)} within a run`;
  else if (row.minCv !== undefined && hi >= SPREAD_JUMP * lo && beyondChance(hi / lo, row.minSamples ?? 0))
    why = `its within-run spread jumped to ${pct(hi)} in one run (${pct(row.minCv)} in the other)`;
  const spread = why ? Math.log1p(hi) ** 2 : 0;
  const offCpu = offCpuFloor(row);
  if (offCpu.variance > spread) return offCpu;
  return why ? { variance: spread, why: `between-run term widened: ${why}` } : NO_FLOOR;
}

/** Raises row i's between-run variance to an interference floor (offCpuFloor), saying why in its notes. */
export function raiseToFloor(out: BetweenRunNoise, i: number, floor: { variance: number; why: string }) {
  if (!(floor.variance > out.variance[i])) return;
  out.variance[i] = floor.variance;
  (out.widened ??= new Map()).set(i, floor.why);
}

/**
 * A benchmark whose wall time moved apart from its CPU time between the runs (the code's work is in both):
 * time off the CPU, as much as it moved, is the floor of both rows' between-run variance — when it moved the
 * way the row did. Interference only adds time: a run that spent more of it off the CPU can look slower, never
 * faster, so a row that sped up where its candidate run met more load (or slowed where it met less) is not
 * explained by it.
 */
export function offCpuFloor(
  row: RowForNoise,
  change = Number.isFinite(row.robust) ? row.robust : (row.change?.estimate ?? NaN),
): { variance: number; why: string } {
  const offCpu = row.offCpuMove ?? 0;
  if (!(change * offCpu > 0)) return NO_FLOOR;
  const moved = `${(Math.expm1(Math.abs(offCpu)) * 100).toFixed(1)}%`;
  return {
    variance: offCpu * offCpu,
    why:
      `between-run term widened: its wall time moved ${moved} apart from its CPU time between the runs ` +
      '(time off the CPU: other load or waiting, which slows the work on it too)',
  };
}

/** Whether two sample CVs `ratio` apart, of at least `n` samples each, differ beyond chance (SPREAD_JUMP_P). */
function beyondChance(ratio: number, n: number): boolean {
  return n > 1 && fUpperTail(ratio * ratio, n - 1, n - 1) < SPREAD_JUMP_P;
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
