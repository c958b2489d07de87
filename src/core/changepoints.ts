// Change-point detection over one series (E-divisive means with Student's t-test significance, as Apache
// Otava does). Pure: the `benchdelta changepoints` command and the service call the same function.
// The method, what it adds to Otava and how well it does: README, "Change points".
import { UserError } from './errors.js';
import { analyseSeries, type AnalysisConfig, type Checkpoint } from './changepoints/analyse.js';
import { forwardChange } from './changepoints/segment-test.js';
import type { WeakPoint } from './changepoints/split-merge.js';

export interface ChangePointOptions {
  /** Otava's window (points per split window); default 50. */
  window?: number;
  /** Largest p-value a change point may have; default 0.001. */
  pValue?: number;
  /**
   * Smallest relative change (0.05 = 5%) a change point must have, as Otava measures it: the larger of
   * |after/before − 1| and |before/after − 1|; default 0.
   */
  minMagnitude?: number;
  /**
   * Reproduce Apache Otava 0.8.0 exactly (its stale neighbour statistics included) instead of our method:
   * no outliers, no pending last point, Otava's p-values and positions. Default false.
   */
  reproduceOtava?: boolean;
}

export interface ChangePoint {
  /** Position of the first point of the new segment (Otava's convention). */
  index: number;
  /** Two-sided p of the t-test between the segments on either side (Otava's test). */
  pValue: number;
  meanBefore: number;
  meanAfter: number;
  /** Population standard deviations (ddof 0), as Otava reports them. */
  stdBefore: number;
  stdAfter: number;
  /** (meanAfter − meanBefore) / meanBefore × 100. */
  forwardChangePct: number;
}

export interface SeriesAnalysis {
  changePoints: ChangePoint[];
  /** Positions of points judged outliers (a spike of one or two points), not change points. */
  outliers: number[];
  /**
   * The last point when it differs significantly from the level before it: one point cannot tell a spike
   * from the first point of a new level, so it is neither a change point nor an outlier until the next
   * point arrives (which makes it one or the other). Empty otherwise. Never set with `reproduceOtava`.
   */
  pending?: number[];
  /** What `updateChangePoints` needs to re-analyse only the tail once points are appended. */
  state?: ChangePointState;
}

/**
 * Opaque to callers (store it as JSON): the progress of the split step over the part of the series that
 * appended points cannot change, with the options and a checksum of the values it covers.
 */
export interface ChangePointState {
  version: 1;
  window: number;
  pValue: number;
  reproduceOtava: boolean;
  /** The power of two the values were scaled by (0 unless beyond 2^±500). */
  scaleExponent: number;
  /** Length of the series analysed, and a checksum of its values. */
  length: number;
  checksum: string;
  /** Points whose outlier verdicts are final; the split's progress covers whole windows within them. */
  settled: number;
  outliers: number[];
  splitStart: number;
  weakPoints: number[];
}

function resolveOptions(options: ChangePointOptions): AnalysisConfig {
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

/** FNV-1a over the 32-bit words of values[0, count) as doubles: tells whether a stored prefix is the same. */
function checksumOf(values: readonly number[], count: number): string {
  const words = new Uint32Array(Float64Array.from(values.slice(0, count)).buffer);
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Series beyond 2^±500 (where sums overflow or squares underflow) are analysed scaled by a power of two:
 * exact, so p-values and positions are those of the unscaled arithmetic wherever that does not break.
 */
function scaleExponent(values: readonly number[]): number {
  let largest = 0;
  for (const x of values) largest = Math.max(largest, Math.abs(x));
  return largest === 0 || (largest >= 2 ** -500 && largest <= 2 ** 500) ? 0 : Math.floor(Math.log2(largest));
}

/** x × 2^k in two steps, so neither factor overflows. */
function timesPowerOfTwo(x: number, k: number): number {
  const half = Math.trunc(k / 2);
  return x * 2 ** half * 2 ** (k - half);
}

function toChangePoint(p: WeakPoint, exponent: number): ChangePoint {
  const s = p.stats;
  const unscale = (x: number) => (exponent === 0 ? x : timesPowerOfTwo(x, exponent));
  return {
    index: p.index,
    pValue: s.pValue,
    meanBefore: unscale(s.meanBefore),
    meanAfter: unscale(s.meanAfter),
    stdBefore: unscale(s.stdBefore),
    stdAfter: unscale(s.stdAfter),
    forwardChangePct: forwardChange(s) * 100,
  };
}

function run(values: readonly number[], config: AnalysisConfig, previous?: ChangePointState): SeriesAnalysis {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) {
      throw new UserError(`value #${i + 1} of the series is ${values[i]}: change points need finite numbers`);
    }
  }
  const exponent = scaleExponent(values);
  const scaled = exponent === 0 ? values : values.map((x) => timesPowerOfTwo(x, -exponent));
  const fits =
    previous?.version === 1 &&
    previous.window === config.window &&
    previous.pValue === config.pValue &&
    previous.reproduceOtava === config.reproduceOtava &&
    previous.scaleExponent === exponent &&
    previous.length <= values.length &&
    previous.checksum === checksumOf(values, previous.length);
  const from: Checkpoint | undefined = fits
    ? {
        settled: previous.settled,
        outliers: previous.outliers,
        split: { start: previous.splitStart, found: previous.weakPoints },
      }
    : undefined;
  const analysis = analyseSeries(scaled, config, from);
  const { settled, outliers, split } = analysis.checkpoint;
  const result: SeriesAnalysis = {
    changePoints: analysis.points.map((p) => toChangePoint(p, exponent)),
    outliers: analysis.outliers,
    state: {
      version: 1,
      window: config.window,
      pValue: config.pValue,
      reproduceOtava: config.reproduceOtava,
      scaleExponent: exponent,
      length: values.length,
      checksum: checksumOf(values, values.length),
      settled,
      outliers,
      splitStart: split.start,
      weakPoints: split.found,
    },
  };
  if (!config.reproduceOtava) result.pending = analysis.pending;
  return result;
}

/** Change points, outliers and the pending last point of a whole series. */
export function detectChangePoints(
  values: readonly number[],
  options: ChangePointOptions = {},
): SeriesAnalysis {
  return run(values, resolveOptions(options));
}

/**
 * The same result as `detectChangePoints(values, options)`, for a series that grew by appending points
 * since the analysis that returned `previous` (its `state`). Only the split step's windows that reach past
 * what the earlier analysis had settled run again (the last five or so, with the new points); the rest
 * (outlier verdicts, the merge of the weak points, placement) is cheap and runs over the whole series, so
 * the result is exactly that of a full analysis. Settled means: split windows that end at least
 * OUTLIER_LOOKAHEAD (61) points before the earlier end, since a point's outlier verdict reads that far ahead
 * and a window's content, start and findings depend on nothing after its end. When `previous` does not fit
 * (other window, p-value or method, a shorter series, earlier values that changed — a checksum tells — or
 * a new extreme that changes the scale) this is a full analysis. `minMagnitude` may differ: it only acts in the merge.
 */
export function updateChangePoints(
  values: readonly number[],
  previous: ChangePointState | undefined,
  options: ChangePointOptions = {},
): SeriesAnalysis {
  return run(values, resolveOptions(options), previous);
}

/** How far (in points) a change point may move between two analyses and still be the same one. */
export const SAME_CHANGE_POINT_REACH = 5;

/**
 * The change points of `current` that `previous` (an analysis of a shorter prefix of the same series) did
 * not have: what should raise an alert. A change point's index can move by a few points as data arrives
 * (more points place a step more sharply, and a neighbour dropped by the merge changes its segments), so
 * one within `reach` of an earlier one, in the same direction, is that earlier one; each earlier point
 * accounts for one current point at most.
 */
export function newChangePoints(
  previous: readonly ChangePoint[],
  current: readonly ChangePoint[],
  reach = SAME_CHANGE_POINT_REACH,
): ChangePoint[] {
  const used = new Set<number>();
  return current.filter((c) => {
    let best = -1;
    previous.forEach((p, i) => {
      const sameWay = Math.sign(p.forwardChangePct) === Math.sign(c.forwardChangePct);
      const distance = Math.abs(p.index - c.index);
      if (used.has(i) || !sameWay || distance > reach) return;
      if (best < 0 || distance < Math.abs(previous[best].index - c.index)) best = i;
    });
    if (best >= 0) used.add(best);
    return best < 0;
  });
}

export {
  analyseChanges,
  DEFAULT_CHANGE_OPTIONS,
  type Change,
  type ChangeAnalysis,
  type ChangeOptions,
  type Opinion,
  type Step,
} from './changepoints/findings.js';
export type { Drift } from './changepoints/drift.js';
export type { SpreadChange } from './changepoints/spread.js';
