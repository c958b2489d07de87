// Change-point detection over one series (E-divisive means with Student's t-test significance, as Apache
// Otava does). Pure: the `benchdelta changepoints` command and the service call the same function.
import { UserError } from './errors.js';
import { forwardChange } from './changepoints/segment-test.js';
import {
  advanceSplit,
  firstPassP,
  mergeWeakPoints,
  withNeighbourStats,
  type SplitProgress,
  type WeakPoint,
} from './changepoints/split-merge.js';

export interface ChangePointOptions {
  /** Otava's window (points per split window); default 50. */
  window?: number;
  /** Largest p-value a change point may have; default 0.001. */
  pValue?: number;
  /** Smallest |forward change| as a fraction (0.05 = 5%) a change point must have; default 0. */
  minMagnitude?: number;
  /**
   * Reproduce Apache Otava 0.8.0 exactly, its stale neighbour statistics included, with none of the
   * additions below (for comparisons with Otava; default false).
   */
  reproduceOtava?: boolean;
}

export interface ChangePoint {
  /** Position of the first point of the new segment (Otava's convention). */
  index: number;
  pValue: number;
  meanBefore: number;
  meanAfter: number;
  stdBefore: number;
  stdAfter: number;
  /** (meanAfter − meanBefore) / meanBefore × 100. */
  forwardChangePct: number;
}

export interface SeriesAnalysis {
  changePoints: ChangePoint[];
  /** Positions of single points judged outliers (a one-point spike), not change points. */
  outliers: number[];
}

interface ResolvedOptions {
  window: number;
  pValue: number;
  minMagnitude: number;
  reproduceOtava: boolean;
}

function resolveOptions(options: ChangePointOptions): ResolvedOptions {
  const { window = 50, pValue = 0.001, minMagnitude = 0, reproduceOtava = false } = options;
  if (!Number.isInteger(window) || window < 2) {
    throw new UserError(
      `change-point window ${window} is not valid: give a whole number of points, at least 2 (default 50)`,
    );
  }
  if (!(pValue > 0 && pValue < 1)) {
    throw new UserError(
      `change-point p-value ${pValue} is not valid: give a probability between 0 and 1 (default 0.001)`,
    );
  }
  if (!(minMagnitude >= 0)) {
    throw new UserError(
      `change-point magnitude ${minMagnitude} is not valid: give a fraction ≥ 0 such as 0.05 (default 0)`,
    );
  }
  return { window, pValue, minMagnitude, reproduceOtava };
}

function toChangePoint(p: WeakPoint): ChangePoint {
  return { index: p.index, ...p.stats, forwardChangePct: forwardChange(p.stats) * 100 };
}

export function detectChangePoints(
  values: readonly number[],
  options: ChangePointOptions = {},
): SeriesAnalysis {
  const o = resolveOptions(options);
  const progress: SplitProgress = { start: 0, found: [] };
  advanceSplit(values, o.window, firstPassP(o.pValue), progress);
  const weak = withNeighbourStats(values, progress.found);
  const merged = mergeWeakPoints(values, weak, {
    maxP: o.pValue,
    minMagnitude: o.minMagnitude,
    staleLeftNeighbour: o.reproduceOtava,
  });
  return { changePoints: merged.map(toChangePoint), outliers: [] };
}
