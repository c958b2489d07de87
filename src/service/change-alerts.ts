// Which findings of a series' tail become alerts, and how open provisional alerts end. Pure: the store claims
// the series and keeps the alerts. Three kinds of draft come out:
// - a step (a change point with `confirmAfter` points after it): new, the confirmation of a provisional alert
//   near it (the same alert row, so a step is never counted twice), or the move of a confirmed alert when
//   points uploaded late put the step elsewhere;
// - a provisional step: the last few points stand far off the level before them (early-step.ts), shown and
//   sent at once, then confirmed by the full analysis or withdrawn once `confirmAfter` points passed without it;
// - a drift: a level that moves gradually (core analyseChanges), alerted once per drift.
import {
  analyseChanges,
  newChangePoints,
  SAME_CHANGE_POINT_REACH,
  type ChangeOptions,
  type ChangePoint,
  type Drift,
  type Step,
} from '../core/changepoints.js';
import type { Direction } from '../core/model.js';
import { earlyStep, type EarlyStepOptions } from './early-step.js';
import type { AlertDraft, SeriesTail, TailPoint } from './store/types.js';

export interface AlertOptions extends ChangeOptions {
  /** Points of a series' end re-analysed after an ingest (older change points were settled before). */
  tail: number;
  /**
   * Points that must follow a change point before it is alerted as confirmed: on a short tail a spike or a
   * noisy stretch can look like a step that more data disowns. A provisional alert not confirmed by then is
   * withdrawn.
   */
  confirmAfter: number;
  /** Provisional alerts for a step among the last points; `false` turns them off. */
  early: EarlyStepOptions | false;
}

export const DEFAULT_ALERT_OPTIONS: AlertOptions = {
  tail: 250,
  confirmAfter: 10,
  window: 50,
  pValue: 0.001,
  early: { maxPoints: 8, baseline: 20, minZ: 4.5, eachBeyond: 1.5, minMagnitude: 0.02 },
};

/**
 * How far (points) a step may lie from an alerted one and be that step: twice the core's reach, since a
 * provisional alert is placed from a few points only (a noisy point before the step can start it early).
 */
export const SAME_STEP_REACH = 2 * SAME_CHANGE_POINT_REACH;

export type ChangeDirection = 'regression' | 'improvement';

export function changeDirection(forwardChangePct: number, direction: Direction): ChangeDirection {
  const worse = direction === 'smaller-is-better' ? forwardChangePct > 0 : forwardChangePct < 0;
  return worse ? 'regression' : 'improvement';
}

export interface LocatedChangePoint extends ChangePoint {
  commit: string;
  previousCommit: string;
  direction: ChangeDirection;
}

function located(points: readonly TailPoint[], direction: Direction, s: Step): LocatedChangePoint {
  return {
    index: s.index,
    pValue: s.pValue,
    meanBefore: s.meanBefore,
    meanAfter: s.meanAfter,
    stdBefore: s.stdBefore,
    stdAfter: s.stdAfter,
    forwardChangePct: s.forwardChangePct,
    commit: points[s.index].commit,
    previousCommit: points[s.index - 1].commit,
    direction: changeDirection(s.forwardChangePct, direction),
  };
}

/** Steps (change points) of a run of points, each with the commits either side of it. */
export function changePointsOf(
  points: readonly TailPoint[],
  direction: Direction,
  options: ChangeOptions,
): LocatedChangePoint[] {
  const { steps } = analyseChanges(
    points.map((p) => p.value),
    changeOptions(options),
  );
  return steps
    .filter((s) => s.index > 0 && s.index < points.length)
    .map((s) => located(points, direction, s));
}

function changeOptions(options: ChangeOptions): ChangeOptions {
  const { window, pValue, minMagnitude, minSegment, season } = options;
  return Object.fromEntries(
    Object.entries({ window, pValue, minMagnitude, minSegment, season }).filter(([, v]) => v !== undefined),
  );
}

/** Only the position and the direction of an earlier change point matter to newChangePoints. */
const atIndex = (index: number, forwardChangePct: number): ChangePoint => ({
  index,
  forwardChangePct,
  pValue: 0,
  meanBefore: 0,
  meanAfter: 0,
  stdBefore: 0,
  stdAfter: 0,
});

function draft(
  points: readonly TailPoint[],
  index: number,
  direction: ChangeDirection,
  fields: Pick<AlertDraft, 'kind' | 'stage' | 'magnitudePct' | 'pValue'>,
): AlertDraft {
  return {
    pointId: points[index].id,
    commit: points[index].commit,
    previousCommit: points[Math.max(0, index - 1)].commit,
    direction,
    ...fields,
  };
}

/**
 * The drafts a series' tail gives: new steps, confirmations and withdrawals of open provisional alerts, new
 * provisional alerts, and new drifts. A step within SAME_STEP_REACH of an alerted one, in the same direction,
 * is that change moved by new data (core `newChangePoints`); a drift overlapping an alerted drift is that drift.
 */
export function alertsForTail(tail: SeriesTail, options: AlertOptions = DEFAULT_ALERT_OPTIONS): AlertDraft[] {
  const { points } = tail;
  const n = points.length;
  const values = points.map((p) => p.value);
  const analysis = analyseChanges(values, changeOptions(options));
  const indexOf = new Map(points.map((p, i) => [p.id, i]));
  const alerts = [...tail.alerted].flatMap(([pointId, pct]) => {
    const index = indexOf.get(pointId);
    const about = tail.kinds?.get(pointId) ?? { kind: 'step', stage: 'confirmed' };
    return index === undefined ? [] : [{ index, pct, ...about }];
  });
  const drafts: AlertDraft[] = [];
  // An alert withdrawn where it stands: an open provisional one it `ends`, a confirmed one it `moves`.
  const withdrawal = (a: (typeof alerts)[number], named: 'ends' | 'moves'): AlertDraft => ({
    ...draft(points, a.index, changeDirection(a.pct, tail.direction), {
      kind: a.kind,
      stage: 'withdrawn',
      magnitudePct: a.pct,
      pValue: 1,
    }),
    [named]: points[a.index].id,
  });

  // Steps with enough points after them: a confirmation of an open provisional alert near, or a new alert.
  const steps = analysis.steps.filter((s) => s.index > 0);
  const settled = steps.filter((s) => s.index <= n - options.confirmAfter);
  const open = alerts.filter((a) => a.kind === 'step' && a.stage === 'provisional');
  // Each settled step confirms the nearest open provisional alert within reach in its direction, if any.
  const confirming = new Map<number, Step>();
  for (const s of settled) {
    const free = open.filter((a) => !confirming.has(a.index));
    const best = nearest(free, alertPlace, s.index, s.forwardChangePct);
    if (best) confirming.set(best.index, s);
  }
  const steady = alerts.filter((a) => a.kind === 'step' && a.stage !== 'withdrawn');
  const fresh = newChangePoints(
    steady.map((a) => atIndex(a.index, a.pct)),
    settled.map((s) => atIndex(s.index, s.forwardChangePct)),
    SAME_STEP_REACH,
  );
  for (const a of open) {
    const direction = changeDirection(a.pct, tail.direction);
    const ends = points[a.index].id;
    const s = confirming.get(a.index);
    // Confirmed where the full analysis puts the step, with its size: the provisional alert read a few points.
    if (s) {
      const fields = { kind: 'step' as const, magnitudePct: s.forwardChangePct, pValue: s.pValue };
      drafts.push({ ...draft(points, s.index, direction, { ...fields, stage: 'confirmed' }), ends });
    } else if (n - 1 - a.index >= options.confirmAfter) {
      drafts.push(withdrawal(a, 'ends'));
    }
  }
  // A confirmed step is re-placed only when points near it were uploaded out of order (a point stored after one
  // that follows it: the sweep that confirmed it may not have had them): it moves to where the full analysis puts
  // it now, or is withdrawn when the analysis finds no step there any more. Data in order never moves one.
  const lateNear = lateWithin(uploadedLate(points), SAME_STEP_REACH);
  const taken = new Set([...alerts.map((a) => a.index), ...[...confirming.values()].map((s) => s.index)]);
  for (const a of alerts.filter((x) => x.kind === 'step' && x.stage === 'confirmed')) {
    const s = nearest(settled, stepPlace, a.index, a.pct);
    if (!s && lateNear(a.index, a.index)) {
      drafts.push(withdrawal(a, 'moves'));
      continue;
    }
    if (!s || s.index === a.index || taken.has(s.index)) continue;
    if (!lateNear(Math.min(s.index, a.index), Math.max(s.index, a.index))) continue;
    taken.add(s.index);
    const fields = { kind: 'step' as const, stage: 'confirmed' as const, magnitudePct: s.forwardChangePct };
    const direction = changeDirection(s.forwardChangePct, tail.direction);
    drafts.push({
      ...draft(points, s.index, direction, { ...fields, pValue: s.pValue }),
      moves: points[a.index].id,
    });
  }
  // A new step beside a withdrawn step alert in its direction is that alert back (runs uploaded late had hidden
  // it): the alert is revived there, with its triage, rather than a second one raised beside it.
  const withdrawn = alerts.filter((a) => a.kind === 'step' && a.stage === 'withdrawn');
  for (const f of fresh) {
    const s = settled.find((x) => x.index === f.index)!;
    const back = nearest(withdrawn, alertPlace, s.index, s.forwardChangePct);
    if (back) withdrawn.splice(withdrawn.indexOf(back), 1);
    drafts.push({
      ...draft(points, s.index, changeDirection(s.forwardChangePct, tail.direction), {
        kind: 'step',
        stage: 'confirmed',
        magnitudePct: s.forwardChangePct,
        pValue: s.pValue,
      }),
      ...(back && { moves: points[back.index].id }),
    });
  }

  // A step among the last points: provisional, unless an alert (open or not) already stands for it.
  if (options.early !== false) {
    const early = earlyStep(values, options.early);
    // The level it reads must be steady (no step found or alerted among those points), and no alert (not
    // withdrawn) may stand for this step already, nor be raised for it in this sweep.
    const reads = early ? early.index - options.early.baseline - SAME_STEP_REACH : n;
    const before = early ? early.index - SAME_STEP_REACH : n;
    const live = [
      ...alerts.filter((a) => a.kind === 'step' && a.stage !== 'withdrawn').map((a) => a.index),
      ...fresh.map((f) => f.index),
    ];
    const quiet =
      [...steps.map((s) => s.index), ...live].every((i) => i < reads || i >= before) &&
      live.every((i) => i < before);
    if (early && early.index > 0 && quiet) {
      drafts.push(
        draft(points, early.index, changeDirection(early.forwardChangePct, tail.direction), {
          kind: 'step',
          stage: 'provisional',
          magnitudePct: early.forwardChangePct,
          pValue: early.pValue,
        }),
      );
    }
  }

  // Drifts: once each. A drift's start moves more than a step's as points arrive: an alerted drift whose point
  // lies within a drift, or less than a drift's least length before it, is that drift. An alerted drift the
  // analysis no longer finds is withdrawn when points near its start were uploaded late (as a step above).
  const reach = analysis.settings.minDriftLength;
  const isDrift = (index: number, d: Drift) => index >= d.start - reach && index < d.end;
  const alertedDrifts = alerts.filter((a) => a.kind === 'drift' && a.stage !== 'withdrawn');
  for (const a of alertedDrifts) {
    if (analysis.drifts.some((d) => isDrift(a.index, d)) || !lateNear(a.index, a.index + reach)) continue;
    drafts.push(withdrawal(a, 'moves'));
  }
  for (const d of analysis.drifts) {
    if (alertedDrifts.some((a) => isDrift(a.index, d))) continue;
    drafts.push(driftDraft(points, d, tail.direction));
  }
  return drafts;
}

/** Whether each point was stored after a point that follows it in time (ids grow as points are stored). */
function uploadedLate(points: readonly TailPoint[]): boolean[] {
  const late = new Array<boolean>(points.length).fill(false);
  let laterMin = Infinity;
  for (let i = points.length - 1; i >= 0; i--) {
    late[i] = points[i].id > laterMin;
    laterMin = Math.min(laterMin, points[i].id);
  }
  return late;
}

/** Whether a point within `reach` of [from, to] was uploaded late. */
function lateWithin(late: readonly boolean[], reach: number): (from: number, to: number) => boolean {
  return (from, to) => late.slice(Math.max(0, from - reach), to + reach + 1).includes(true);
}

/**
 * The item nearest `index` (within SAME_STEP_REACH) whose change has the sign of `pct`; `place` gives an item's
 * index and change.
 */
function nearest<T>(
  items: readonly T[],
  place: (item: T) => { index: number; pct: number },
  index: number,
  pct: number,
): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const item of items) {
    const at = place(item);
    const distance = Math.abs(at.index - index);
    if (Math.sign(at.pct) !== Math.sign(pct) || distance > SAME_STEP_REACH || distance >= bestDistance)
      continue;
    best = item;
    bestDistance = distance;
  }
  return best;
}

const stepPlace = (s: Step) => ({ index: s.index, pct: s.forwardChangePct });
const alertPlace = (a: { index: number; pct: number }) => a;

function driftDraft(points: readonly TailPoint[], d: Drift, direction: Direction): AlertDraft {
  const pct = Number.isNaN(d.totalPct) ? 0 : d.totalPct;
  const sign = pct !== 0 ? pct : d.slopePerPoint;
  return draft(points, Math.max(1, d.start), changeDirection(sign, direction), {
    kind: 'drift',
    stage: 'confirmed',
    magnitudePct: pct,
    pValue: d.pValue,
  });
}
