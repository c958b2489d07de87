// Drift-free contrasts (DESIGN §6): a cut's shift relative to the rest of the blocks of the same pair. Every
// block of a run shares the run's speed factor, so it cancels in the difference; what is left is within-run
// sampling noise only — if every block feels the run's factor alike. They do not quite (stalls add time, a cold
// cache hits heavy blocks harder), so the contrast's interval also adds its own between-run term
// (contrast-noise.ts). This is what makes "the XEN blocks got 37% faster" trustworthy from a single pair.
import { EXACT_LIMIT, mannWhitneyNormalP, mannWhitneyUTestSorted } from '../benchstat/mann-whitney.js';
import type { ContrastRunNoise, PairColumns } from '../model.js';
import { widenInterval } from '../stats/widen-interval.js';
import { sortDoubles } from './radix-sort.js';
import { tieSumMemo } from '../../internal/tie-sum-memo.js';
import {
  countAtOrBelow,
  countBelow,
  Z_95,
  trimmedMeanSorted,
  trimmedMeanStandardError,
} from '../stats/stats.js';

const { expm1, log, sqrt } = Math;

export interface Contrast {
  /** (1 + cut's shift) / (1 + rest's shift) − 1, in %: the cut's change relative to the rest of the run. */
  pct: number;
  /**
   * 95% interval: normal, from the two trimmed means' standard errors (the runs' common factor cancels), widened
   * by the contrast's between-run term when there is one.
   */
  ciLowPct: number;
  ciHighPct: number;
  /**
   * Mann–Whitney rank-sum test of the cut's log ratios against the rest's (two-sided): the contrast's analogue of
   * the shift's signed-rank test, so a few extreme blocks in a small cut cannot make a contrast on their own.
   */
  pValue: number;
  /**
   * The rest's own shift (the `all` cut less this cut) with its 95% interval including run noise: a contrast
   * speaks for the cut alone only when the rest may not have moved (its interval holds 0).
   */
  rest: { compared: number; pct: number; ciLowPct: number; ciHighPct: number };
  /** The between-run term in the interval: per-run σ (%) and where it came from. */
  runNoise?: { sigmaPct: number; source: ContrastRunNoise['source']; dof?: number };
  /** The interval from the blocks alone, when the between-run term widened it. */
  withinRunCi?: { lowPct: number; highPct: number };
}

/** A contrast's between-run term (contrast-noise.ts): per-run σ, its source, and the half-width it adds. */
export interface ContrastTerm {
  sigmaPct: number;
  source: ContrastRunNoise['source'];
  /** Degrees of freedom when replicated runs measured σ. */
  dof?: number;
  /** Half-width (log units) added to the 95% interval, in quadrature with the within-run one. */
  halfWidth: number;
}

/** Below this many blocks on either side of a contrast, its normal interval is not trusted: no contrast. */
export const MIN_CONTRAST_BLOCKS = 10;

/**
 * Sorted log ratios (candidate / baseline) of the given pairs (a count n: pairs 0 … n − 1); pairs without a
 * positive candidate are skipped. Sorted as the native sort does, by a radix sort when they are many (radix-sort.ts).
 */
export function sortedLogRatios(pairs: PairColumns, indices: ArrayLike<number> | number): Float64Array {
  const every = typeof indices === 'number';
  const n = every ? indices : indices.length;
  const out = new Float64Array(n);
  let k = 0;
  for (let j = 0; j < n; j++) {
    const i = every ? j : indices[j];
    const b = pairs.baselineMs[i];
    const c = pairs.candidateMs[i];
    if (b > 0 && c > 0) out[k++] = log(c / b);
  }
  return sortDoubles(out.subarray(0, k));
}

/** `all` less `part` as multisets of sorted values (`part` ⊆ `all`), into `out` (may be `all`): one merge walk. */
function sortedDifference(all: Float64Array, part: Float64Array, out: Float64Array): Float64Array {
  let k = 0;
  let j = 0;
  for (let i = 0; i < all.length; i++) {
    if (j < part.length && all[i] === part[j]) j++;
    else out[k++] = all[i];
  }
  return out.subarray(0, k);
}

/** Undoes `sortedDifference(all, part, all)`: merges `part` back among the first `restCount` values, from the end. */
function mergeBack(all: Float64Array, restCount: number, part: Float64Array): void {
  let i = restCount - 1;
  let j = part.length - 1;
  for (let k = all.length - 1; j >= 0; k--) {
    if (i >= 0 && all[i] > part[j]) all[k] = all[i--];
    else all[k] = part[j--];
  }
}

/**
 * The contrast of a cut, given its sorted log ratios `inCut` (sortedLogRatios, shared with its CutStats), against
 * the rest of `sortedAll` (the sorted log ratios of the `all` cut, which holds every pair of the cut), or
 * undefined when either side holds fewer than MIN_CONTRAST_BLOCKS usable blocks. `runHalfWidth` (run-noise.ts)
 * widens the rest's own interval; `between` (contrast-noise.ts), when given, the contrast's. The rest is set aside in `sortedAll`'s own place and the
 * cut merged back after, so `sortedAll` is as it was on return and no second million-value array is needed.
 */
export function cutContrast(
  inCut: Float64Array,
  sortedAll: Float64Array,
  runHalfWidth: number,
  between?: ContrastTerm,
): Contrast | undefined {
  // NaN (sorted last) equals nothing, so it would stay in the rest and not merge back in order: a copy then.
  const inPlace = sortedAll.length === 0 || !Number.isNaN(sortedAll[sortedAll.length - 1]);
  const inRest = sortedDifference(sortedAll, inCut, inPlace ? sortedAll : new Float64Array(sortedAll.length));
  const restCount = inRest.length;
  let stats: { restShift: number; restStandardError: number } | undefined;
  if (inCut.length >= MIN_CONTRAST_BLOCKS && restCount >= MIN_CONTRAST_BLOCKS) {
    stats = { restShift: trimmedMeanSorted(inRest), restStandardError: trimmedMeanStandardError(inRest) };
  }
  if (inPlace) mergeBack(sortedAll, restCount, inCut);
  if (!stats) return undefined;
  const { restShift, restStandardError } = stats;
  const cutShift = trimmedMeanSorted(inCut);
  const se = sqrt(trimmedMeanStandardError(inCut) ** 2 + restStandardError ** 2);
  const d = cutShift - restShift;
  const restHalf = Z_95 * restStandardError;
  const restCi = widenInterval(restShift, restShift - restHalf, restShift + restHalf, runHalfWidth);
  const pct = (x: number) => expm1(x) * 100;
  const within = { low: d - Z_95 * se, high: d + Z_95 * se };
  const widened = between ? widenInterval(d, within.low, within.high, between.halfWidth) : within;
  return {
    pct: pct(d),
    ciLowPct: pct(widened.low),
    ciHighPct: pct(widened.high),
    ...(between && {
      runNoise: {
        sigmaPct: between.sigmaPct,
        source: between.source,
        ...(between.dof !== undefined && { dof: between.dof }),
      },
      withinRunCi: { lowPct: pct(within.low), highPct: pct(within.high) },
    }),
    pValue: restRankTestP(inCut, sortedAll),
    rest: {
      compared: restCount,
      pct: pct(restShift),
      ciLowPct: pct(restCi.low),
      ciHighPct: pct(restCi.high),
    },
  };
}

/**
 * The two-sided p of the Mann–Whitney test of `inCut` against the rest of `sortedAll` (1 when it cannot be done),
 * as mannWhitneyUTestSorted gives it, bit for bit. The two together are `sortedAll`, so when the test is the normal
 * approximation (a sample over EXACT_LIMIT) the cut's ranks are found in `sortedAll` by binary search and the tie
 * correction is `sortedAll`'s own, computed once: no merge walk over a million-block rest for each cut.
 */
function restRankTestP(inCut: Float64Array, sortedAll: Float64Array): number {
  const n1 = inCut.length;
  const n = sortedAll.length;
  const finite = n === 0 || !Number.isNaN(sortedAll[n - 1]); // a typed array sorts NaN last
  if ((n1 <= EXACT_LIMIT && n - n1 <= EXACT_LIMIT) || !finite) {
    const inRest = sortedDifference(sortedAll, inCut, new Float64Array(n));
    const ranks = mannWhitneyUTestSorted(inCut, inRest);
    return ranks.ok ? ranks.result.p : 1;
  }
  // The merge's sum over tie groups in ascending order: rank (1-based) of each group's first value, its size t
  // in both samples together, and how many of it are in the cut.
  let r1 = 0;
  let from = 0;
  for (let i = 0; i < n1;) {
    const v = inCut[i];
    let c1 = 1;
    while (i + c1 < n1 && inCut[i + c1] === v) c1++;
    const lo = countBelow(sortedAll, v, from);
    const hi = countAtOrBelow(sortedAll, v, lo);
    r1 += ((2 * (lo + 1) + (hi - lo) - 1) / 2) * c1;
    from = hi;
    i += c1;
  }
  const u1 = r1 - (n1 * (n1 + 1)) / 2;
  return mannWhitneyNormalP(n1, n - n1, u1, tieSumMemo(sortedAll, tieSumOf)) ?? 1;
}

/** Σ (t³ − t) over the groups of t equal values of a sorted array, in ascending order (remembered per array). */
function tieSumOf(sorted: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    const t = j - i;
    sum += t * t * t - t;
    i = j;
  }
  return sum;
}
