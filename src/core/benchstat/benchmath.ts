// benchstat's "assume nothing" statistics, written down once: the summary of a sample is its median with
// an order-statistic confidence interval; two samples are compared with the Mann–Whitney U test; a table
// column is summarised by geometric means. Warnings use benchstat's wording so reports can footnote them.
import {
  mannWhitneySortedInto,
  mannWhitneyUTest,
  mannWhitneyUTestSorted,
  MANN_WHITNEY_ERROR_TEXT,
  type MannWhitneyError,
  type MannWhitneyResult,
} from './mann-whitney.js';
import { medianCi, minSamplesForMedianCi, sortedMedian } from './median-ci.js';
import { reusedRecord } from '../../internal/scratch-buffers.js';
import { warningTextMemo } from '../../internal/warning-text-memo.js';

export const DEFAULT_ALPHA = 0.05;
export const DEFAULT_CONFIDENCE = 0.95;

export interface SampleSummary {
  n: number;
  /** The values in ascending order. */
  sorted: number[];
  median: number;
  /** Interval bounds; −Infinity / Infinity when the sample is too small for the confidence level. */
  lo: number;
  hi: number;
  /** Actual confidence of [lo, hi]. */
  confidence: number;
  loOrder: number;
  hiOrder: number;
  warnings: string[];
}

/** Median and its confidence interval (benchstat's cell summary). */
/**
 * Ascending copy. Samples are usually few (go -count 10, JMH 3–20): an insertion sort on a plain array
 * beats both Array#sort with a comparator and allocating a typed array, at 100,000 summaries a run.
 */
export function sortedCopy(values: ArrayLike<number>): number[] {
  const n = values.length;
  if (n > 48) return Array.from(Float64Array.from(values).sort());
  const a: number[] = new Array(n);
  insertionSortInto(values, a);
  return a;
}

/**
 * Writes `values` in ascending order into `a[0 … values.length)`. For the few samples of a benchmark an
 * insertion sort beats Array#sort with a comparator; callers reuse `a` to avoid an allocation per summary.
 */
export function insertionSortInto(values: ArrayLike<number>, a: { [i: number]: number }): void {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

/** Shared by every summary and comparison without warnings (readers never modify warning lists). */
export const NO_WARNINGS: string[] = [];

function ciWarningText(confidence: number): string[] {
  const need = minSamplesForMedianCi(confidence);
  return [`need ${need.op} ${need.n} samples for confidence interval at level ${confidence}`];
}

/** benchstat's "need >= 6 samples…" text per confidence level, built once (it repeats on every row). */
export function ciWarnings(confidence: number): string[] {
  return warningTextMemo('median-ci', confidence, ciWarningText);
}

export function summarizeSample(values: ArrayLike<number>, confidence = DEFAULT_CONFIDENCE): SampleSummary {
  const arr = sortedCopy(values);
  const n = arr.length;
  const ci = medianCi(n, confidence);
  const lo = ci.loOrder < 1 ? -Infinity : arr[ci.loOrder - 1];
  const hi = ci.hiOrder - 1 >= n ? Infinity : arr[ci.hiOrder - 1];
  const warnings: string[] =
    !Number.isFinite(lo) || !Number.isFinite(hi) ? ciWarnings(confidence) : NO_WARNINGS;
  return {
    n,
    sorted: arr,
    median: sortedMedian(arr),
    lo,
    hi,
    confidence: ci.confidence,
    loOrder: ci.loOrder,
    hiOrder: ci.hiOrder,
    warnings,
  };
}

export interface SampleComparison {
  /** Two-sided p-value; 1 when the test cannot be done (benchstat's convention). */
  p: number;
  n1: number;
  n2: number;
  alpha: number;
  /** U of the baseline sample (absent when the test failed). */
  u?: number;
  method?: MannWhitneyResult['method'];
  warnings: string[];
}

/** Smallest equal sample size at which the U test can reach p ≤ alpha (min p for n vs n is 2/C(2n, n)). */
export function minSamplesForUTest(alpha = DEFAULT_ALPHA): { op: '>=' | '>'; n: number } {
  let c = 2; // C(2, 1)
  for (let n = 1; n <= 9; n++) {
    if (2 / c <= alpha) return { op: '>=', n };
    c = (c * (2 * n + 1) * (2 * n + 2)) / ((n + 1) * (n + 1));
  }
  return { op: '>', n: 9 };
}

function uTestNeedText(alpha: number): { n: number; warnings: string[] } {
  const m = minSamplesForUTest(alpha);
  return { n: m.n, warnings: [`need ${m.op} ${m.n} samples to detect a difference at alpha level ${alpha}`] };
}

/** benchstat's "need >= N samples to detect a difference" per alpha: its size and text, built once. */
function uTestNeedOf(alpha: number): { n: number; warnings: string[] } {
  return warningTextMemo('u-test', alpha, uTestNeedText);
}

/** Why a U test could not be done, as benchstat words it (shared lists: never modified). */
const MANN_WHITNEY_ERROR_WARNINGS: Record<MannWhitneyError, string[]> = {
  'sample-size': [MANN_WHITNEY_ERROR_TEXT['sample-size']],
  'samples-equal': [MANN_WHITNEY_ERROR_TEXT['samples-equal']],
  'not-finite': [MANN_WHITNEY_ERROR_TEXT['not-finite']],
};

/** The U-test result compareSortedSamplesInto reuses (its fields are copied out at once). */
function newMannWhitneyResult(): MannWhitneyResult {
  return { n1: 0, n2: 0, u: 0, p: 1, method: 'exact' };
}

/**
 * compareSamples on the first n1 values of `a` and n2 of `b` (each ascending), written into `out`: the
 * engine's form, which reuses its sort buffers and one comparison object for every benchmark. A failed test
 * leaves `u` and `method` undefined. `out.warnings` may be a shared list: never modify it.
 */
export function compareSortedSamplesInto(
  a: ArrayLike<number>,
  n1: number,
  b: ArrayLike<number>,
  n2: number,
  alpha: number,
  out: SampleComparison,
): void {
  const mwScratch = reusedRecord(newMannWhitneyResult);
  const error = mannWhitneySortedInto(a, n1, b, n2, mwScratch);
  out.alpha = alpha;
  if (error !== null) {
    out.p = 1;
    out.n1 = n1;
    out.n2 = n2;
    out.u = undefined;
    out.method = undefined;
    out.warnings = MANN_WHITNEY_ERROR_WARNINGS[error];
    return;
  }
  out.p = mwScratch.p;
  out.n1 = mwScratch.n1;
  out.n2 = mwScratch.n2;
  out.u = mwScratch.u;
  out.method = mwScratch.method;
  out.warnings = NO_WARNINGS;
  if (out.p > alpha) {
    const need = uTestNeedOf(alpha);
    if (n1 < need.n && n2 < need.n) out.warnings = need.warnings;
  }
}

/**
 * Mann–Whitney comparison of baseline and candidate samples, with benchstat's warnings.
 * Pass `sorted` when both arrays are already ascending (e.g. SampleSummary.sorted).
 */
export function compareSamples(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  alpha = DEFAULT_ALPHA,
  sorted = false,
): SampleComparison {
  const outcome = sorted
    ? mannWhitneyUTestSorted(baseline, candidate)
    : mannWhitneyUTest(baseline, candidate);
  if (!outcome.ok) {
    return {
      p: 1,
      n1: baseline.length,
      n2: candidate.length,
      alpha,
      warnings: [MANN_WHITNEY_ERROR_TEXT[outcome.error]],
    };
  }
  const r = outcome.result;
  const cmp: SampleComparison = {
    p: r.p,
    n1: r.n1,
    n2: r.n2,
    alpha,
    u: r.u,
    method: r.method,
    warnings: NO_WARNINGS,
  };
  if (cmp.p > alpha) {
    const need = uTestNeedOf(alpha);
    if (cmp.n1 < need.n && cmp.n2 < need.n) cmp.warnings = need.warnings.slice();
  }
  return cmp;
}

/** benchstat's significance rule: `~` only when p > alpha, so p = alpha counts as significant. */
export function isSignificant(cmp: Pick<SampleComparison, 'p' | 'alpha'>): boolean {
  return !(cmp.p > cmp.alpha);
}

/** Geometric mean (mean of logs, accumulated incrementally); NaN when empty or any value is ≤ 0. */
export function geomean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let m = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (!(x > 0)) return NaN;
    m += (Math.log(x) - m) / (i + 1);
  }
  return Math.exp(m);
}

/** One benchmark row as the geomean row needs it: centers on each side (undefined = absent). */
export interface CenterPair {
  baseline?: number;
  candidate?: number;
}

export interface GeomeanRow {
  baseline: number | null;
  candidate: number | null;
  /** Geomean of the per-benchmark ratios candidate/baseline (null when a baseline center is 0). */
  ratio: number | null;
  deltaPct: number | null;
  /** Pairs that entered the ratio. */
  paired: number;
  baselineWarnings: string[];
  candidateWarnings: string[];
}

/**
 * benchstat's summary row: geomean of each side's centers, and the geomean of per-row ratios over rows
 * present on both sides (a ratio of 1 when both centers are equal, including 0/0), with its warnings.
 */
export function geomeanRow(rows: readonly CenterPair[]): GeomeanRow {
  const lists = newGeomeanLists();
  for (const r of rows) addToGeomeanLists(lists, r.baseline, r.candidate);
  return geomeanRowOfLists(lists);
}

/** The centers and ratios a geomean row is made of, collected row by row (see addToGeomeanLists). */
export interface GeomeanLists {
  base: number[];
  cand: number[];
  ratios: number[];
  /** A ratio had a zero baseline (only 0/0, which counts as 1, is fine). */
  badRatio: boolean;
}

export function newGeomeanLists(): GeomeanLists {
  return { base: [], cand: [], ratios: [], badRatio: false };
}

/** Adds one row's centers (undefined = absent): geomeanRow without a CenterPair object per row. */
export function addToGeomeanLists(lists: GeomeanLists, baseline?: number, candidate?: number): void {
  if (baseline !== undefined) lists.base.push(baseline);
  if (candidate !== undefined) lists.cand.push(candidate);
  if (baseline !== undefined && candidate !== undefined) {
    if (candidate === baseline) lists.ratios.push(1);
    else if (baseline === 0) {
      lists.badRatio = true;
      lists.ratios.push(0);
    } else lists.ratios.push(candidate / baseline);
  }
}

export function geomeanRowOfLists({ base, cand, ratios, badRatio }: GeomeanLists): GeomeanRow {
  const baselineWarnings: string[] = [];
  const candidateWarnings: string[] = [];
  if (base.length !== ratios.length) {
    candidateWarnings.push('benchmark set differs from baseline; geomeans may not be comparable');
  }
  const gb = geomean(base);
  const gc = geomean(cand);
  if (Number.isNaN(gb)) baselineWarnings.push('summaries must be >0 to compute geomean');
  if (Number.isNaN(gc)) candidateWarnings.push('summaries must be >0 to compute geomean');
  let ratio: number | null = null;
  if (!badRatio) {
    const g = geomean(ratios);
    if (Number.isNaN(g)) candidateWarnings.push('ratios must be >0 to compute geomean');
    else ratio = g;
  }
  return {
    baseline: Number.isNaN(gb) ? null : gb,
    candidate: Number.isNaN(gc) ? null : gc,
    ratio,
    deltaPct: ratio === null ? null : (ratio - 1) * 100,
    paired: ratios.length,
    baselineWarnings,
    candidateWarnings,
  };
}
