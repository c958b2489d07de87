// The whole analysis of one series: Otava's split and merge, and (unless reproducing Otava) what we add:
// outliers set aside before and after the split, a split's p corrected for E-divisive's choice of position,
// least-squares placement between neighbours, and a last point that is neither a change point nor an
// outlier until the next point tells which.
import { refineLocations } from './locate.js';
import { findOutliers, OUTLIER_LOOKAHEAD, replaceOutliers } from './outliers.js';
import {
  advanceSplit,
  firstPassP,
  mergeWeakPoints,
  withNeighbourStats,
  type SplitProgress,
  type WeakPoint,
} from './split-merge.js';

export interface AnalysisConfig {
  window: number;
  pValue: number;
  minMagnitude: number;
  reproduceOtava: boolean;
  /** For measuring what each addition buys (bench/changepoints-accuracy.mjs); all default to on. */
  outlierRule?: boolean;
  selectionCorrection?: boolean;
  refineLocation?: boolean;
}

/**
 * What an analysis of a longer series can reuse: the split step's progress over whole windows within
 * the first `settled` values (whose outlier verdicts, `outliers`, are final), and those verdicts.
 */
export interface Checkpoint {
  settled: number;
  outliers: number[];
  split: SplitProgress;
}

export interface Analysis {
  points: WeakPoint[];
  outliers: number[];
  pending: number[];
  checkpoint: Checkpoint;
  /** The values analysed, outliers replaced (by the median of the points before each). */
  clean: ArrayLike<number>;
}

function merge(values: ArrayLike<number>, indexes: readonly number[], config: AnalysisConfig): WeakPoint[] {
  return mergeWeakPoints(values, withNeighbourStats(values, indexes), {
    maxP: config.pValue,
    minMagnitude: config.minMagnitude,
    staleLeftNeighbour: config.reproduceOtava,
    selectionCorrected: !config.reproduceOtava && config.selectionCorrection !== false,
  });
}

const indexesOf = (points: readonly WeakPoint[]) => points.map((p) => p.index);

/**
 * Analyses `values`. With `from` (a checkpoint of an analysis of a prefix of these same values) only the
 * split windows after its progress run again; the result is the same as without it.
 */
export function analyseSeries(
  values: ArrayLike<number>,
  config: AnalysisConfig,
  from?: Checkpoint,
): Analysis {
  const n = values.length;
  const useOutliers = !config.reproduceOtava && config.outlierRule !== false;
  // Verdicts on points followed by fewer than OUTLIER_LOOKAHEAD points may change as points arrive.
  const settled = useOutliers ? Math.max(0, n - OUTLIER_LOOKAHEAD) : n;
  const known = from && from.settled <= settled ? from : undefined;
  const early = known ? known.outliers : [];
  const outliers = useOutliers ? [...early, ...findOutliers(values, known?.settled ?? 0)] : [];
  const clean = useOutliers ? replaceOutliers(values, outliers) : values;

  const maxP = firstPassP(config.pValue);
  const progress: SplitProgress = known
    ? { start: known.split.start, found: [...known.split.found] }
    : { start: 0, found: [] };
  advanceSplit(clean, config.window, maxP, progress, settled);
  const checkpoint: Checkpoint = {
    settled,
    outliers: outliers.filter((i) => i < settled),
    split: { start: progress.start, found: [...progress.found] },
  };
  advanceSplit(clean, config.window, maxP, progress);
  let points = merge(clean, progress.found, config);
  if (config.reproduceOtava) return { points, outliers: [], pending: [], checkpoint, clean };

  // A one-point segment the outlier rule missed: beyond the levels on both sides it is an outlier (set
  // aside like the others), between them a point caught mid-step. Either way its first change point goes
  // and the merge re-tests the second, which stays only if the levels around the point differ.
  let despiked = clean;
  if (useOutliers) {
    const single = points.flatMap((p, i) => {
      const at = i === 0 ? 0 : points[i - 1].index;
      if (p.index - at !== 1) return [];
      const before = i === 0 ? p.stats.meanAfter : points[i - 1].stats.meanBefore;
      return [{ at, spike: (clean[at] - before) * (clean[at] - p.stats.meanAfter) > 0 }];
    });
    if (single.length > 0) {
      const spiked = single.filter((s) => s.spike).map((s) => s.at);
      despiked = replaceOutliers(clean, spiked);
      outliers.push(...spiked.filter((i) => !outliers.includes(i)));
      outliers.sort((a, b) => a - b);
      const dropped = new Set(single.map((s) => s.at));
      points = merge(
        despiked,
        indexesOf(points).filter((i) => !dropped.has(i)),
        config,
      );
    }
  }
  // A last point unlike the level before it may be a spike or the first point of a new level.
  const pending: number[] = [];
  if (points.length > 0 && points[points.length - 1].index === n - 1) {
    pending.push(n - 1);
    points = merge(despiked, indexesOf(points).slice(0, -1), config);
  }
  if (config.refineLocation !== false && points.length > 0) {
    const refined = refineLocations(despiked, indexesOf(points));
    if (refined.some((index, i) => index !== points[i].index)) points = merge(despiked, refined, config);
  }
  return { points, outliers, pending, checkpoint, clean: despiked };
}
