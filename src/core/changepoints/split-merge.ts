// Otava's two steps (Fleming et al., "Hunter", ICPE 2023): split the series into half-overlapping windows
// and collect every change point E-divisive finds at a relaxed p ("weak" points), then merge: drop the
// weakest point while any fails the final p (or, once all pass, while the smallest change is below the
// minimum magnitude), re-testing its neighbours against the segments that grew.
import { detectInWindow } from './edivisive.js';
import { changeMagnitude, compareSegments, type SplitStats } from './segment-test.js';

export interface WeakPoint {
  index: number;
  stats: SplitStats;
  /** Points in the two segments the point was tested on. */
  span: number;
}

/** Otava's first-pass p-value: ten times the final one (below 0.05), twice it (below 0.5), else itself. */
export function firstPassP(maxP: number): number {
  return maxP < 0.05 ? maxP * 10 : maxP < 0.5 ? maxP * 2 : maxP;
}

/** Where the split step stands: the next window start and the weak points found so far. */
export interface SplitProgress {
  start: number;
  found: number[];
}

/**
 * Runs the split step's windows from `progress.start` (mutating it), to the end of the series or, with
 * `stopAt`, only the whole windows that end at or before it. A window starts at the later of the last point the
 * previous window found and that window's start plus half a window, so a window that ends within values
 * that no longer change never changes either: nor does what it finds, nor where the next one starts.
 */
export function advanceSplit(
  values: ArrayLike<number>,
  window: number,
  maxP: number,
  progress: SplitProgress,
  stopAt = Infinity,
): void {
  const n = values.length;
  const step = Math.floor(window / 2);
  const seen = new Set(progress.found);
  while (progress.start < n && progress.start + window <= stopAt) {
    const end = Math.min(progress.start + window, n);
    const found = detectInWindow(values, progress.start, end, maxP);
    const last = found.length > 0 ? found[found.length - 1] : 0;
    progress.start = Math.max(last, progress.start + step);
    for (const index of found) {
      if (seen.has(index)) continue;
      seen.add(index);
      progress.found.push(index);
    }
  }
}

function testPoint(values: ArrayLike<number>, start: number, index: number, end: number): WeakPoint {
  return { index, stats: compareSegments(values, start, index, end), span: end - start };
}

/** Each point's statistics against the segments between its neighbours (points sorted by index). */
export function withNeighbourStats(values: ArrayLike<number>, indexes: readonly number[]): WeakPoint[] {
  const sorted = [...indexes].sort((a, b) => a - b);
  return sorted.map((index, i) =>
    testPoint(
      values,
      i === 0 ? 0 : sorted[i - 1],
      index,
      i + 1 < sorted.length ? sorted[i + 1] : values.length,
    ),
  );
}

export interface MergeOptions {
  maxP: number;
  minMagnitude: number;
  /**
   * Copy Otava 0.8.0's stale statistics: after removing the point at list position i it re-tests the points
   * now at i and i + 1, not the left neighbour at i − 1 whose right segment grew.
   */
  staleLeftNeighbour?: boolean;
  /**
   * Judge p × (positions the split could have taken) instead of p: E-divisive picked the split that looks
   * most different, so its plain t-test p is too small (Bonferroni over the span's span − 1 positions).
   */
  selectionCorrected?: boolean;
}

/** Otava's merge step over weak points sorted by index (mutated and returned). */
export function mergeWeakPoints(
  values: ArrayLike<number>,
  points: WeakPoint[],
  options: MergeOptions,
): WeakPoint[] {
  const retest = (i: number) => {
    if (i < 0 || i >= points.length) return;
    const start = i === 0 ? 0 : points[i - 1].index;
    const end = i + 1 < points.length ? points[i + 1].index : values.length;
    points[i] = testPoint(values, start, points[i].index, end);
  };
  const pOf = (p: WeakPoint) => {
    // NaN (no evidence either way) counts as 1.
    const p0 = Number.isNaN(p.stats.pValue) ? 1 : p.stats.pValue;
    return options.selectionCorrected ? Math.min(1, p0 * (p.span - 1)) : p0;
  };
  while (points.length > 0) {
    // The first point with the largest p …
    let weakest = 0;
    for (let i = 1; i < points.length; i++) if (pOf(points[i]) > pOf(points[weakest])) weakest = i;
    if (pOf(points[weakest]) < options.maxP) {
      // … or, when every point passes, the first with the smallest change, unless it is large enough.
      weakest = 0;
      for (let i = 1; i < points.length; i++) {
        if (changeMagnitude(points[i].stats) < changeMagnitude(points[weakest].stats)) weakest = i;
      }
      if (changeMagnitude(points[weakest].stats) > options.minMagnitude) return points;
    }
    points.splice(weakest, 1);
    if (options.staleLeftNeighbour) {
      retest(weakest);
      retest(weakest + 1);
    } else {
      retest(weakest - 1);
      retest(weakest);
    }
  }
  return points;
}
