// Between-run noise for micro-benchmark verdicts. The samples of one process (go -count, JMH iterations,
// pytest rounds) measure within-run noise only; two processes of one build on a shared host differ by far more
// (code layout, frequency, neighbours). Each row's change gets a between-run variance from the best source at
// hand, in this order: replicated runs per side (interleaved: paired), an A/A pair, the service's history of
// the series, the suite itself (most benchmarks do not change in one PR: their spread is the noise and their
// common shift the run's drift), else a stated default. The sources' arithmetic is here; reading the extra
// files is the pipeline's.
import type { MicroChange } from './micro-model.js';
import { studentTQuantile } from './samples-regression.js';
import { quantileOfSorted, sortedCopy } from './stats.js';
import { fitVariancePrior, moderateVariance } from './variance-prior.js';

export type BetweenRunSource = 'replicates' | 'interleaved' | 'aa-pair' | 'history' | 'suite' | 'default';

/** Per-run centres (ln of the run's median) of one side's replicated runs, by row key (`key\0metric`). */
export type RunCentres = Map<string, Float64Array>;

/** What the caller knows beyond the pair's own samples (see the pipeline's readers). */
export interface BetweenRunInput {
  /** Replicated runs per side: per row, each run's centre (NaN where a run lacks the row). */
  replicates?: { baseline: RunCentres; candidate: RunCentres; runs: [number, number]; paired: boolean };
  /** Two runs of one build: per row, ln(second / first) of their centres. */
  aaPair?: Map<string, number>;
  /** The service's history: per row, the sd of ln(run / previous run) on main and how many ratios. */
  history?: Map<string, { sd: number; n: number }>;
  /** σ of a whole run's speed (%, default DEFAULT_RUN_DRIFT_PCT): the suite's common shift is judged against it. */
  runDriftPct?: number;
}

/** Stated defaults, measured on the real corpus in `__fixtures__/real-runs` (bench/real-aa.mjs). */
export const DEFAULT_BETWEEN_RUN_PCT = 5;
export const DEFAULT_RUN_DRIFT_PCT = 10;
/** df of the stated default where nothing else is measured (and beside an A/A pair's or a history's rows). */
const DEFAULT_DF = 4;
/**
 * Weight of the stated default beside a suite's own spread, in df: one. On the real corpus the default was
 * wrong both ways (unchanged benchmarks moved 1.4% between quiet pytest-benchmark runs, 25–45% between loaded
 * tinybench runs), so it is a guess the suite's own benchmarks should soon outweigh.
 */
const DEFAULT_WEIGHT_DF = 1;
/**
 * Real between-run deviations are heavy-tailed (a benchmark jumping 5σ between runs of one binary is common):
 * tests against a suite-wide noise use Student's t with at most this many df. Fitted by maximum likelihood to
 * the suite-standardised changes of 45 real A/A pairs (`bench/real-aa.mjs --tails`; the likelihood is flat
 * from 5 to 10). One suite cannot tell its own tails: the 90th percentile of 200 |z| is too noisy.
 */
export const TAIL_DF = 8;
/**
 * A suite of TAIL_ROWS or more whose own changes are heavier-tailed than that (the ratio of the 90th to the 50th
 * percentile of their standardised |z|) gets heavier tails still: the lightest t from this list at least as
 * heavy as what it shows. Only ever heavier: one suite's tail estimate is too noisy to lighten a measured prior.
 */
const HEAVIER_DF = [3, 4, 5, 6];
const TAIL_ROWS = 20;
const tailRatio = (df: number) => studentTQuantile(0.95, df) / studentTQuantile(0.75, df);

/** The df of the t whose tails are at least as heavy as the standardised deviations `z` show (≤ TAIL_DF). */
export function tailDfOf(z: readonly number[]): number {
  // Too few changes to see the tails at all: assume the heaviest (a JIT task of ten jumping 40% between runs).
  if (z.length < TAIL_ROWS) return HEAVIER_DF[0];
  const abs = Float64Array.from(z, Math.abs).sort();
  // Less one standard error of the ratio (≈ 3.6/√n for normal |z|): heavier tails only on clear evidence.
  const ratio = quantileOfSorted(abs, 0.9) / quantileOfSorted(abs, 0.5) - 3.6 / Math.sqrt(abs.length);
  if (!(ratio > tailRatio(TAIL_DF))) return TAIL_DF;
  let df = HEAVIER_DF[0];
  for (const candidate of HEAVIER_DF) if (tailRatio(candidate) >= ratio) df = candidate;
  return df;
}
/** A side's sample CV past which a row's own spread bounds its between-run term (the sanity bound, 20%). */
const NOISY_CV = 0.2;
/** Fewest tested rows of a metric for the suite's own spread to count. */
const MIN_SUITE_ROWS = 5;
/** MAD's efficiency against the sd under normality: its df are about this share of n − 1. */
const MAD_EFFICIENCY = 0.37;
/** Fewest series whose median variance may serve as the prior of the others. */
const MIN_PRIOR_SERIES = 10;
/** Prior df given to the suite's typical A/A or history variance beside one row's own. */
const ROW_PRIOR_DF = 4;

/** A metric's common shift (suite source): the whole run faster or slower, judged against the run drift. */
export interface SuiteShift {
  metric: string;
  change: MicroChange;
}

/** The between-run terms of a run's rows, by row index, and what they rest on. */
export interface BetweenRunNoise {
  source: BetweenRunSource;
  /** One sentence for the report: where the noise came from and how large it is. */
  description: string;
  /** Per row: the change's estimate (ln ratio), its variance under no change, df, and the shift it stands out from. */
  estimate: Float64Array;
  variance: Float64Array;
  df: Float64Array;
  offset: Float64Array;
  offsetVariance: Float64Array;
  /** Rows the term applies to (log scale, not exact). */
  applies: Uint8Array;
  /** Per row, its metric's common shift (suite source), tested by the caller before the rows. */
  shiftOf: Array<MicroChange | null>;
  /** Median between-run sd of one row's change in % (null: no row). */
  typicalPct: number | null;
  shifts: SuiteShift[];
}

export function rowKey(key: string, metric: string): string {
  return `${key}\u0000${metric}`;
}

const median = (values: readonly number[]) => quantileOfSorted(sortedCopy(values), 0.5);

const pctOfLog = (x: number) => Math.expm1(x) * 100;
const fmt = (x: number) => `${x.toFixed(1)}%`;

/**
 * Hodges–Lehmann shift of ln(candidate) − ln(baseline): the median of all pairwise differences (one slow
 * sample of five moves it little, unlike a mean of logs). Large samples use the difference of medians. Both
 * arrays sorted, first nb / nc values used; NaN when a value is not positive.
 */
export function robustLogShift(
  base: ArrayLike<number>,
  nb: number,
  cand: ArrayLike<number>,
  nc: number,
): number {
  if (nb === 0 || nc === 0 || !(base[0] > 0) || !(cand[0] > 0)) return NaN;
  if (nb * nc > 4096) return Math.log(medianSorted(cand, nc)) - Math.log(medianSorted(base, nb));
  const diffs = new Float64Array(nb * nc);
  let k = 0;
  for (let i = 0; i < nc; i++) {
    const lc = Math.log(cand[i]);
    for (let j = 0; j < nb; j++) diffs[k++] = lc - Math.log(base[j]);
  }
  diffs.sort();
  const h = k >> 1;
  return k % 2 ? diffs[h] : (diffs[h - 1] + diffs[h]) / 2;
}

function medianSorted(a: ArrayLike<number>, n: number): number {
  const h = n >> 1;
  return n % 2 ? a[h] : (a[h - 1] + a[h]) / 2;
}

/** A row as the between-run noise needs it. */
export interface RowForNoise {
  key: string;
  metric: string;
  change: MicroChange | null;
  /** Robust ln shift from the samples (NaN: use the change's estimate). */
  robust: number;
  /** The larger of the two sides' sample CVs (a fraction), when known. */
  maxCv?: number;
}

/** Whether a row's change takes a between-run term: a log-scale change that is not exact. */
function takesTerm(ch: MicroChange | null): ch is MicroChange {
  return ch !== null && ch.scale === 'log' && ch.se > 0 && Number.isFinite(ch.estimate);
}

/** The rows' between-run terms from the best source in `input` (see the file's comment). */
export function betweenRunNoise(rows: readonly RowForNoise[], input: BetweenRunInput = {}): BetweenRunNoise {
  const n = rows.length;
  const out: BetweenRunNoise = {
    source: 'default',
    description: '',
    estimate: new Float64Array(n),
    variance: new Float64Array(n),
    df: new Float64Array(n),
    offset: new Float64Array(n),
    offsetVariance: new Float64Array(n),
    applies: new Uint8Array(n),
    shiftOf: new Array<MicroChange | null>(n).fill(null),
    typicalPct: null,
    shifts: [],
  };
  const byMetric = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const { change } = rows[i];
    if (!takesTerm(change)) continue;
    out.applies[i] = 1;
    out.estimate[i] = Number.isFinite(rows[i].robust) ? rows[i].robust : change.estimate;
    let list = byMetric.get(rows[i].metric);
    if (!list) byMetric.set(rows[i].metric, (list = []));
    list.push(i);
  }
  const drift = (input.runDriftPct ?? DEFAULT_RUN_DRIFT_PCT) / 100;
  if (input.replicates) fromReplicates(rows, input.replicates, byMetric, out);
  else if (input.aaPair) fromRowVariances(rows, byMetric, out, 'aa-pair', aaVariances(rows, input.aaPair));
  else if (input.history)
    fromRowVariances(rows, byMetric, out, 'history', historyVariances(rows, input.history));
  else fromSuite(rows, byMetric, out, drift);
  const sds: number[] = [];
  for (let i = 0; i < n; i++)
    if (out.applies[i]) sds.push(Math.sqrt(out.variance[i] + out.offsetVariance[i]));
  out.typicalPct = sds.length > 0 ? pctOfLog(median(sds)) : null;
  out.description = describe(out, input, drift);
  return out;
}

/** One run per side: each row judged against the spread of the suite's changes around their common shift. */
function fromSuite(
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
      const scale = 1.4826 * median(d.map((x) => Math.abs(x - shift)));
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
function shiftChange(shift: number, variance: number): MicroChange {
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
function aaVariances(rows: readonly RowForNoise[], aa: Map<string, number>): RowVariances {
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

function historyVariances(
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
function fromRowVariances(
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

/**
 * Replicated runs: each row's change is the difference of the mean run centres, its variance the spread of
 * those centres (interleaved runs: of the paired differences, which cancels drift shared by a pair), shrunk
 * towards the suite's typical spread (variance-prior.ts) so a row with 2–3 runs still gets a usable test.
 */
function fromReplicates(
  rows: readonly RowForNoise[],
  rep: NonNullable<BetweenRunInput['replicates']>,
  byMetric: Map<string, number[]>,
  out: BetweenRunNoise,
) {
  for (const idx of byMetric.values()) {
    const est: number[] = [];
    const v: number[] = [];
    const dfs: number[] = [];
    const sizes: number[] = [];
    for (const i of idx) {
      const k = rowKey(rows[i].key, rows[i].metric);
      const s = replicateStats(rep.baseline.get(k), rep.candidate.get(k), rep.paired);
      est.push(s?.estimate ?? NaN);
      v.push(s?.variance ?? NaN);
      dfs.push(s?.df ?? 0);
      sizes.push(s?.sizeFactor ?? NaN);
    }
    const usable = v.map((x, j) => (Number.isFinite(x) && dfs[j] > 0 ? j : -1)).filter((j) => j >= 0);
    const prior = fitVariancePrior(
      usable.map((j) => Math.max(v[j], 1e-12)),
      usable.map((j) => dfs[j]),
    );
    const fallback = Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100) ** 2;
    idx.forEach((i, j) => {
      const w = (rows[i].change as MicroChange).se ** 2;
      if (!Number.isFinite(v[j]) || dfs[j] <= 0) {
        // A row in too few runs: the suite's typical spread, or the default.
        out.variance[i] = Math.max(w, prior ? prior.variance * 2 : fallback);
        out.df[i] = prior ? Math.min(prior.df, 1e6) : DEFAULT_DF;
        return;
      }
      out.estimate[i] = est[j];
      const m = prior ? moderateVariance(v[j], dfs[j], prior) : { variance: v[j], df: dfs[j] };
      out.variance[i] = Math.max(m.variance * sizes[j], 1e-16);
      out.df[i] = Math.min(m.df, 1e6);
    });
  }
  out.source = rep.paired ? 'interleaved' : 'replicates';
}

/** One row's replicate statistics: estimate, variance of one run centre (or paired difference), df, size factor. */
function replicateStats(
  b: Float64Array | undefined,
  c: Float64Array | undefined,
  paired: boolean,
): { estimate: number; variance: number; df: number; sizeFactor: number } | null {
  if (!b || !c) return null;
  if (paired && b.length === c.length) {
    const d: number[] = [];
    for (let r = 0; r < b.length; r++)
      if (Number.isFinite(b[r]) && Number.isFinite(c[r])) d.push(c[r] - b[r]);
    if (d.length < 2) return null;
    const { mean, ss } = moments(d);
    return { estimate: mean, variance: ss / (d.length - 1), df: d.length - 1, sizeFactor: 1 / d.length };
  }
  const bs = [...b].filter(Number.isFinite);
  const cs = [...c].filter(Number.isFinite);
  if (bs.length === 0 || cs.length === 0 || bs.length + cs.length < 3) return null;
  const mb = moments(bs);
  const mc = moments(cs);
  const df = bs.length - 1 + cs.length - 1;
  return {
    estimate: mc.mean - mb.mean,
    variance: (mb.ss + mc.ss) / df,
    df,
    sizeFactor: 1 / bs.length + 1 / cs.length,
  };
}

function moments(x: number[]): { mean: number; ss: number } {
  const mean = x.reduce((a, b) => a + b, 0) / x.length;
  return { mean, ss: x.reduce((a, b) => a + (b - mean) ** 2, 0) };
}

function describe(out: BetweenRunNoise, input: BetweenRunInput, drift: number): string {
  const typical =
    out.typicalPct === null
      ? ''
      : `: a benchmark's change varies by about ±${fmt(out.typicalPct)} (1σ) between runs`;
  switch (out.source) {
    case 'replicates':
    case 'interleaved': {
      const [kb, kc] = input.replicates?.runs ?? [0, 0];
      return (
        `between-run noise measured from ${kb} + ${kc} replicated runs` +
        (out.source === 'interleaved' ? ', paired in the order they ran (interleaved)' : '') +
        typical
      );
    }
    case 'aa-pair':
      return `between-run noise measured from the A/A pair (two runs of one build)${typical}`;
    case 'history':
      return `between-run noise from the service's history of each series on main${typical}`;
    case 'suite':
      return (
        `one run per side: between-run noise estimated from the suite itself (each change judged against the ` +
        `spread of all changes around their common shift; the common shift against ±${fmt(drift * 100)} run drift)` +
        `${typical}; give replicated runs, an A/A pair or the service's history to measure it`
      );
    default:
      return (
        `one run per side and too few benchmarks to measure between-run noise: assumed ±${fmt(DEFAULT_BETWEEN_RUN_PCT)} ` +
        `per change and ±${fmt(drift * 100)} run drift; give replicated runs or an A/A pair to measure it`
      );
  }
}
