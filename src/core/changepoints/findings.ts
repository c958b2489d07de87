// benchdelta's change findings over one series: steps and drifts. The season (when autocorrelation shows
// a clear one) is taken out first; E-divisive (our Otava-based split and merge, with outliers and the
// pending last point) proposes steps; each must then hold against a straight line between its neighbours,
// reach a stated magnitude with a stated least segment length, and win a second opinion; steps are placed
// by the likelihood of a change of mean and variance. What lies between steps is tested for drift.

import { UserError } from '../errors.js';
import { analyseSeries } from './analyse.js';
import { replaceOutliers } from './outliers.js';
import { segmentDrift, type Drift } from './drift.js';
import { findPeriod, removeSeason } from './season.js';
import { allPositive } from './local-fit.js';
import { forwardChange } from './segment-test.js';
import { NO_TREND_P, testStep, type StepOptions } from './steps.js';
import { judgeBesideDrifts, likelihoodRatioP, place, prune, type Judged } from './judge.js';
import { segment } from './segmentation.js';
import { clipToRunningMedian, detectableStep, longRunSegment, silentMinSegment } from './long-run-pelt.js';
import { BEND_SHORT_SERIES, bendingDrifts } from './bends.js';
import { segmentationCandidates } from './candidates.js';
import { spreadChanges, type SpreadChange } from './spread.js';

export interface ChangeOptions {
  /** E-divisive's window (points per split window); default 50. */
  window?: number;
  /** Largest p-value of every test a step or drift must pass; default 0.001. */
  pValue?: number;
  /** Smallest change of a positive level, as a fraction, for a step or a whole drift; default 0.02. */
  minMagnitude?: number;
  /** Fewest points on either side of a step, and in a drift; default 5 (a drift: 4 × this). */
  minSegment?: number;
  /** Look for a seasonal cycle and take it out; default true. */
  season?: boolean;
  /**
   * Penalty of the penalised segmentation per change point, as a multiple of log n (σ² units); default 0
   * (off: steps only from E-divisive and its tests). 3 is the rule fitted on the real set's fitting half
   * (docs/changepoints.md); it cuts random walks and drifts, so it is not the default yet.
   */
  penalty?: number;
}

/** Parts of the method that can be switched off, for measuring what each buys (bench/changepoints-real.mjs). */
export interface MethodSwitches {
  /**
   * When E-divisive and the drift test find nothing, cut the series with a penalised segmentation whose
   * penalty is scaled to its own long-run noise (long-run-pelt.ts); default true.
   */
  segmentWhenSilent?: boolean;
  /** Its K of β = K × log n (default LONG_RUN_PENALTY_PER_LOG_N; bench/changepoints-silent.mjs sweeps it). */
  silentPenaltyPerLogN?: number;
  /**
   * Cut each drifting stretch between steps, and a series where nothing was found, into straight pieces
   * (bends.ts): drifts that bend, and drifts on a silent series; default true.
   */
  bends?: boolean;
  /** The bends' K, C and R (defaults BEND_*; bench/changepoints-bends.mjs sweeps them). */
  bendPenaltyPerLogN?: number;
  bendMinMove?: number;
  bendMergeRatio?: number;
  /**
   * A series with no other change point shorter than this is cut into straight pieces with no serial
   * correlation read (default BEND_SHORT_SERIES; bench/changepoints-short.mjs sweeps it).
   */
  bendShortSeries?: number;
  /**
   * Add the cuts of a segmentation for a change of mean in AR(1) noise (ar1-segmentation.ts) to
   * E-divisive's candidates, judged by the same tests; default true.
   */
  ar1Candidates?: boolean;
  /** Its K (default AR1_PENALTY_PER_LOG_N). */
  ar1PenaltyPerLogN?: number;
  /**
   * Add the cuts of a long-run segmentation read from below, where they pay under the AR(1) model, to the
   * candidates (plateaus.ts: levels that jump between plateaus in smooth noise); default true.
   */
  plateaus?: boolean;
  /** Its K (default PLATEAU_PENALTY_PER_LOG_N; bench/changepoints-plateaus.mjs sweeps it). */
  plateauPenaltyPerLogN?: number;
  /**
   * Judge every candidate again with the drifts' starts and ends as bounds no step's tests reach across
   * (judge.ts, judgeBesideDrifts); default true.
   */
  driftBounds?: boolean;
  /** When no step or drift was found, look for a change of the noise's spread (spread.ts); default true. */
  spread?: boolean;
  /** Its K (default SPREAD_PENALTY_PER_LOG_N; bench/changepoints-spread.mjs sweeps it). */
  spreadPenaltyPerLogN?: number;
}

export type Opinion = 'rank test' | 'likelihood ratio' | 'segmentation';

export interface Step {
  /** First point of the new level. */
  index: number;
  meanBefore: number;
  meanAfter: number;
  stdBefore: number;
  stdAfter: number;
  forwardChangePct: number;
  /** E-divisive's t-test p between the neighbours (plain, as Otava reports it). */
  pValue: number;
  tests: {
    eDivisiveP: number;
    detrendedP: number;
    rankP: number;
    likelihoodRatioP: number;
    /** E-divisive's t-test with the variance grown for serially correlated noise (see serialCorrelation). */
    serialP: number;
    /**
     * Lag-1 autocorrelation of what the two segments' means leave (near 0 for independent noise, near 1
     * for a wandering level: a random walk, many small moves).
     */
    serialCorrelation: number;
  };
  /** The independent tests that agreed with E-divisive (at least one does). */
  agreedBy: Opinion[];
}

/**
 * A point where something changed: a step, where a drift starts or ends (with its slope), or where the
 * spread of the noise changed (with its ratio).
 */
export interface Change {
  index: number;
  kind: 'step' | 'drift start' | 'drift end' | 'spread';
  /** A drift's Theil–Sen slope, in the series' unit and as a % of its starting level (NaN: not positive). */
  slopePerPoint?: number;
  slopePctPerPoint?: number;
  /** A spread change's ratio (after / before). */
  ratio?: number;
}

export interface ChangeAnalysis {
  steps: Step[];
  drifts: Drift[];
  /**
   * Where the spread of the noise changed while the level held (looked for only when no step or drift was
   * found; spread.ts).
   */
  spreadChanges: SpreadChange[];
  /** Every change point in order: the steps, each drift's start and end inside the series, spread changes. */
  changes: Change[];
  outliers: number[];
  /** The last point, when it is off the level before it (a step or a spike: the next point tells). */
  pending: number[];
  /** The seasonal cycle taken out, in points, or null. */
  period: number | null;
  /**
   * Set when no change point was found: the smallest step in mid-series the silent-series segmentation
   * reports (its penalty, and the magnitude on a positive series), in the series' unit and as a % of its
   * mean: what a change would have had to be to be seen.
   */
  detectable?: { stepSize: number; stepPct: number };
  settings: Required<ChangeOptions> & { minDriftLength: number };
}

export const DEFAULT_CHANGE_OPTIONS: Required<ChangeOptions> = {
  window: 50,
  pValue: 0.001,
  // Perfherder alerts at 2% by default: smaller moves of a benchmark are rarely acted on, and a staircase
  // of them is better told as one drift.
  minMagnitude: 0.02,
  minSegment: 5,
  season: true,
  penalty: 0,
};

function settingsOf(options: ChangeOptions): ChangeAnalysis['settings'] {
  const s = { ...DEFAULT_CHANGE_OPTIONS, ...options };
  if (!Number.isInteger(s.window) || s.window < 2) {
    throw new UserError(`change-point window ${s.window} is not valid: give a whole number ≥ 2 (default 50)`);
  }
  if (!(s.pValue > 0 && s.pValue < 1)) {
    throw new UserError(`change-point p-value ${s.pValue} is not valid: give a probability (default 0.001)`);
  }
  if (!(s.minMagnitude >= 0)) {
    throw new UserError(`magnitude ${s.minMagnitude} is not valid: give a fraction ≥ 0, e.g. 0.02 (default)`);
  }
  if (!Number.isInteger(s.minSegment) || s.minSegment < 2) {
    throw new UserError(`minimum segment ${s.minSegment} is not valid: give a whole number ≥ 2 (default 5)`);
  }
  if (!(s.penalty >= 0) || !Number.isFinite(s.penalty)) {
    throw new UserError(`penalty ${s.penalty} is not valid: give a number ≥ 0 (× log n; default 3, 0 = off)`);
  }
  return { ...s, minDriftLength: 4 * s.minSegment };
}

/**
 * The penalised segmentation's cuts that E-divisive's steps and the drifts' ends do not already give (≥
 * minSegment from each) and that move a positive level by ≥ minMagnitude between their neighbours.
 */
function freshCuts(
  values: ArrayLike<number>,
  cuts: readonly number[],
  steps: readonly number[],
  drifts: readonly Drift[],
  settings: ChangeAnalysis['settings'],
): number[] {
  const known = [...steps, ...drifts.flatMap((d) => [d.start, d.end])];
  const fresh = cuts.filter((t) => known.every((k) => Math.abs(k - t) >= settings.minSegment));
  const all = [...steps, ...fresh].sort((x, y) => x - y);
  const positive = allPositive(values, 0, values.length);
  return fresh.filter((t) => {
    const k = all.indexOf(t);
    const before = segmentMean(values, k === 0 ? 0 : all[k - 1], t);
    const after = segmentMean(values, t, k + 1 < all.length ? all[k + 1] : values.length);
    return !positive || Math.abs(after - before) >= settings.minMagnitude * before;
  });
}

function changesOf(
  steps: readonly Step[],
  drifts: readonly Drift[],
  spreads: readonly SpreadChange[],
  n: number,
): Change[] {
  const changes: Change[] = steps.map((s) => ({ index: s.index, kind: 'step' }));
  for (const d of drifts) {
    const slope = { slopePerPoint: d.slopePerPoint, slopePctPerPoint: d.slopePctPerPoint };
    if (d.start > 0 && !steps.some((s) => s.index === d.start)) {
      changes.push({ index: d.start, kind: 'drift start', ...slope });
    }
    if (d.end < n && !steps.some((s) => s.index === d.end))
      changes.push({ index: d.end, kind: 'drift end', ...slope });
  }
  for (const s of spreads) changes.push({ index: s.index, kind: 'spread', ratio: s.ratio });
  return changes.sort((a, b) => a.index - b.index);
}

function segmentMean(values: ArrayLike<number>, a: number, b: number): number {
  let sum = 0;
  for (let i = a; i < b; i++) sum += values[i];
  return sum / (b - a);
}

function toStep(j: Judged, pValue: number, extra: Opinion[] = []): Step {
  const s = j.tests.stats;
  const agreedBy: Opinion[] = [...extra];
  if (j.tests.rankP <= pValue) agreedBy.push('rank test');
  if (j.lrP <= pValue) agreedBy.push('likelihood ratio');
  return {
    index: j.index,
    meanBefore: s.meanBefore,
    meanAfter: s.meanAfter,
    stdBefore: s.stdBefore,
    stdAfter: s.stdAfter,
    // Around a trend the segments' means mix the trend in: the step is its size over the local line.
    forwardChangePct:
      j.tests.sideTrendP <= NO_TREND_P && j.tests.levelBefore > 0
        ? (100 * j.tests.delta) / j.tests.levelBefore
        : forwardChange(s) * 100,
    pValue: s.pValue,
    tests: {
      eDivisiveP: j.tests.tTestP,
      detrendedP: j.tests.detrendedP,
      rankP: j.tests.rankP,
      likelihoodRatioP: j.lrP,
      serialP: j.tests.serialP,
      serialCorrelation: j.tests.serialCorrelation,
    },
    agreedBy,
  };
}

/**
 * Each stretch between steps that holds a drift — or the whole series when it holds no step and no drift —
 * cut into straight pieces: its drifts are the pieces that move the level (bends.ts).
 */
function bentDrifts(
  values: ArrayLike<number>,
  steps: readonly number[],
  drifts: readonly Drift[],
  period: number | null,
  settings: ChangeAnalysis['settings'],
  switches: MethodSwitches,
): Drift[] {
  const bounds = [0, ...steps, values.length];
  const silent = steps.length === 0 && drifts.length === 0;
  const out: Drift[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [a, b] = [bounds[k], bounds[k + 1]];
    const inside = drifts.filter((d) => d.start >= a && d.end <= b);
    if (inside.length === 0 && !silent) continue;
    out.push(
      ...bendingDrifts(values, a, b, {
        minMagnitude: settings.minMagnitude,
        minSegment: settings.minSegment,
        minEndLength: settings.minDriftLength,
        independent: silent && values.length < (switches.bendShortSeries ?? BEND_SHORT_SERIES),
        period,
        penaltyPerLogN: switches.bendPenaltyPerLogN,
        minMove: switches.bendMinMove,
        mergeRatio: switches.bendMergeRatio,
      }),
    );
  }
  return out;
}

/** Steps, drifts, outliers and the pending last point of one series. */
export function analyseChanges(
  values: readonly number[],
  options: ChangeOptions = {},
  switches: MethodSwitches = {},
): ChangeAnalysis {
  const settings = settingsOf(options);
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) {
      throw new UserError(`value #${i + 1} of the series is ${values[i]}: change points need finite numbers`);
    }
  }
  const period = settings.season ? (findPeriod(values) ?? null) : null;
  const deseasoned = period === null ? values : removeSeason(values, period);
  const base = analyseSeries(deseasoned, {
    window: settings.window,
    pValue: settings.pValue,
    minMagnitude: 0,
    reproduceOtava: false,
  });
  const clean = base.clean;
  const stepOptions: StepOptions = {
    pValue: settings.pValue,
    minMagnitude: settings.minMagnitude,
    minSegment: settings.minSegment,
    reach: Math.floor(settings.window / 2),
    span: settings.window,
  };
  let judged = prune(
    clean,
    base.points.map((p) => p.index),
    stepOptions,
  );
  const placed = place(
    clean,
    judged.map((j) => j.index),
    stepOptions,
  );
  if (placed.some((at, i) => at !== judged[i].index)) judged = prune(clean, placed, stepOptions);
  // Steps the AR(1) segmentation or the plateaus proposed (E-divisive did not): agreedBy lists "segmentation".
  const fromSegmentation = new Set<number>();
  let fresh: number[] = [];
  if (switches.ar1Candidates !== false || switches.plateaus !== false) {
    const known = judged.map((j) => j.index);
    fresh = segmentationCandidates(clean, deseasoned, known, {
      minSegment: settings.minSegment,
      ar1: switches.ar1Candidates,
      ar1PenaltyPerLogN: switches.ar1PenaltyPerLogN,
      plateaus: switches.plateaus,
      plateauPenaltyPerLogN: switches.plateauPenaltyPerLogN,
    });
    if (fresh.length > 0) {
      judged = prune(clean, [...known, ...fresh], stepOptions, new Set(fresh));
      for (const j of judged) if (fresh.includes(j.index)) fromSegmentation.add(j.index);
    }
  }
  const driftsBetween = (points: readonly number[]) => {
    const cuts = [0, ...points, values.length];
    const found: Drift[] = [];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const drift = segmentDrift(clean, cuts[k], cuts[k + 1], {
        pValue: settings.pValue,
        minMagnitude: settings.minMagnitude,
        minLength: settings.minDriftLength,
      });
      if (drift) found.push(drift);
    }
    return found;
  };
  let drifts = driftsBetween(judged.map((j) => j.index));
  const again =
    switches.driftBounds === false
      ? null
      : judgeBesideDrifts(clean, judged, { placed, proposed: base.points, fresh }, drifts, stepOptions);
  if (again) {
    judged = again;
    fromSegmentation.clear();
    for (const j of judged) if (fresh.includes(j.index)) fromSegmentation.add(j.index);
    drifts = driftsBetween(judged.map((j) => j.index));
  }
  const withoutOutliers = () => replaceOutliers(values, base.outliers);
  const silent = judged.length === 0 && drifts.length === 0;
  // Silence is checked once more by a segmentation with a penalty scaled to the series' long-run noise.
  const fallback =
    settings.penalty === 0 && switches.segmentWhenSilent !== false && silent
      ? longRunSegment(clipToRunningMedian(withoutOutliers()), {
          minSegment: silentMinSegment(values.length, settings.minSegment),
          penaltyPerLogN: switches.silentPenaltyPerLogN,
        })
      : null;
  const cuts =
    settings.penalty > 0
      ? segment(withoutOutliers(), { minSegment: settings.minSegment, penaltyPerLogN: settings.penalty })
      : (fallback?.cuts ?? null);
  const added = cuts
    ? freshCuts(
        clean,
        cuts,
        judged.map((j) => j.index),
        drifts,
        settings,
      )
    : [];
  // Where the backbone cuts inside a drift, the level moved in steps there, not gradually.
  drifts = drifts.filter(
    (d) => !added.some((t) => t >= d.start + settings.minSegment && t <= d.end - settings.minSegment),
  );
  const all = [...judged.map((j) => j.index), ...added].sort((a, b) => a - b);
  const steps = all.map((index, k) => {
    const old = judged.find((j) => j.index === index);
    if (old) return toStep(old, settings.pValue, fromSegmentation.has(index) ? ['segmentation'] : []);
    const start = k === 0 ? 0 : all[k - 1];
    const end = k + 1 < all.length ? all[k + 1] : values.length;
    const j = {
      index,
      tests: testStep(clean, start, index, end, stepOptions.span),
      lrP: likelihoodRatioP(clean, start, index, end),
    };
    return toStep(j, settings.pValue, ['segmentation']);
  });
  if (switches.bends !== false) {
    drifts = bentDrifts(
      clean,
      steps.map((s) => s.index),
      drifts,
      period,
      settings,
      switches,
    );
  }
  // A series with no change point (no step, no drift that starts or ends inside it) may still have changed
  // its noise: the residuals about a local line ignore a drift over the whole series.
  const silentLevel = changesOf(steps, drifts, [], values.length).length === 0;
  const spreads =
    silentLevel && switches.spread !== false
      ? spreadChanges(clean, { penaltyPerLogN: switches.spreadPenaltyPerLogN })
      : [];
  const result: ChangeAnalysis = {
    steps,
    drifts,
    spreadChanges: spreads,
    changes: changesOf(steps, drifts, spreads, values.length),
    outliers: base.outliers,
    pending: base.pending,
    period,
    settings,
  };
  if (steps.length + drifts.length + spreads.length === 0 && fallback && Number.isFinite(fallback.beta)) {
    result.detectable = detectableStep(values, fallback.beta, settings.minMagnitude);
  }
  return result;
}
