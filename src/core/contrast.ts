// Drift-free contrasts (DESIGN §6): a cut's shift relative to the rest of the blocks of the same pair. Every
// block of a run shares the run's speed factor, so it cancels in the difference; what is left is within-run
// sampling noise only. This is what makes "the XEN blocks got 37% faster" trustworthy from a single pair.
import { mannWhitneyUTestSorted } from './benchstat/mann-whitney.js';
import type { PairColumns } from './model.js';
import { widenInterval } from './run-noise.js';
import { Z_95, trimmedMeanSorted, trimmedMeanStandardError } from './stats.js';

const { expm1, log, sqrt } = Math;

export interface Contrast {
  /** (1 + cut's shift) / (1 + rest's shift) − 1, in %: the cut's change relative to the rest of the run. */
  pct: number;
  /** 95% interval (normal, from the two trimmed means' standard errors); the runs' common factor cancels. */
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
}

/** Below this many blocks on either side of a contrast, its normal interval is not trusted: no contrast. */
export const MIN_CONTRAST_BLOCKS = 10;

/** Sorted log ratios (candidate / baseline) of the given pairs; pairs without a positive candidate are skipped. */
export function sortedLogRatios(pairs: PairColumns, indices: ArrayLike<number>): Float64Array {
  const out = new Float64Array(indices.length);
  let k = 0;
  for (let j = 0; j < indices.length; j++) {
    const i = indices[j];
    const b = pairs.baselineMs[i];
    const c = pairs.candidateMs[i];
    if (b > 0 && c > 0) out[k++] = log(c / b);
  }
  return out.subarray(0, k).sort();
}

/** `all` less `part` as multisets of sorted values (`part` ⊆ `all`), into `out`: one merge walk, no sort. */
function sortedDifference(all: Float64Array, part: Float64Array, out: Float64Array): Float64Array {
  let k = 0;
  let j = 0;
  for (let i = 0; i < all.length; i++) {
    if (j < part.length && all[i] === part[j]) j++;
    else out[k++] = all[i];
  }
  return out.subarray(0, k);
}

/**
 * The contrast of a cut, given its sorted log ratios `inCut` (sortedLogRatios, shared with its CutStats), against
 * the rest of `sortedAll` (the sorted log ratios of the `all` cut, which holds every pair of the cut), or undefined when either side holds fewer than MIN_CONTRAST_BLOCKS
 * usable blocks. `runHalfWidth` (run-noise.ts) widens the rest's own interval, not the contrast's. `work` (at
 * least as long as `sortedAll`) holds the rest's values during the call, so the cuts of a comparison share one.
 */
export function cutContrast(
  inCut: Float64Array,
  sortedAll: Float64Array,
  runHalfWidth: number,
  work: Float64Array = new Float64Array(sortedAll.length),
): Contrast | undefined {
  const inRest = sortedDifference(sortedAll, inCut, work);
  if (inCut.length < MIN_CONTRAST_BLOCKS || inRest.length < MIN_CONTRAST_BLOCKS) return undefined;
  const cutShift = trimmedMeanSorted(inCut);
  const restShift = trimmedMeanSorted(inRest);
  const restStandardError = trimmedMeanStandardError(inRest);
  const se = sqrt(trimmedMeanStandardError(inCut) ** 2 + restStandardError ** 2);
  const d = cutShift - restShift;
  const ranks = mannWhitneyUTestSorted(inCut, inRest);
  const restHalf = Z_95 * restStandardError;
  const restCi = widenInterval(restShift, restShift - restHalf, restShift + restHalf, runHalfWidth);
  const pct = (x: number) => expm1(x) * 100;
  return {
    pct: pct(d),
    ciLowPct: pct(d - Z_95 * se),
    ciHighPct: pct(d + Z_95 * se),
    pValue: ranks.ok ? ranks.result.p : 1,
    rest: {
      compared: inRest.length,
      pct: pct(restShift),
      ciLowPct: pct(restCi.low),
      ciHighPct: pct(restCi.high),
    },
  };
}
