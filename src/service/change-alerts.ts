// Which change points of a series' tail become alerts. Pure: the store claims the series and keeps the alerts.
import {
  detectChangePoints,
  newChangePoints,
  type ChangePoint,
  type ChangePointOptions,
} from '../core/changepoints.js';
import type { Direction } from '../core/model.js';
import type { AlertDraft, SeriesTail, TailPoint } from './store/types.js';

export interface AlertOptions extends ChangePointOptions {
  /** Points of a series' end re-analysed after an ingest (older change points were settled before). */
  tail: number;
  /**
   * Points that must follow a change point before it is alerted: on a short tail a spike or a noisy stretch
   * can look like a step that more data disowns (Otava's no-change series at a prefix of ~75 points).
   */
  confirmAfter: number;
}

export const DEFAULT_ALERT_OPTIONS: AlertOptions = {
  tail: 250,
  confirmAfter: 10,
  window: 50,
  pValue: 0.001,
};

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

/** Change points of a run of points, each with the commits either side of it. */
export function changePointsOf(
  points: readonly TailPoint[],
  direction: Direction,
  options: ChangePointOptions,
): LocatedChangePoint[] {
  const { changePoints } = detectChangePoints(
    points.map((p) => p.value),
    options,
  );
  return changePoints
    .filter((cp) => cp.index > 0 && cp.index < points.length)
    .map((cp) => ({
      ...cp,
      commit: points[cp.index].commit,
      previousCommit: points[cp.index - 1].commit,
      direction: changeDirection(cp.forwardChangePct, direction),
    }));
}

/**
 * The alerts a series' tail raises: its change points less those already alerted, where one within the core's
 * reach of an alerted point, in the same direction, is that change moved by new data (core `newChangePoints`).
 */
export function alertsForTail(tail: SeriesTail, options: AlertOptions = DEFAULT_ALERT_OPTIONS): AlertDraft[] {
  const { points } = tail;
  const alertedBefore: ChangePoint[] = [];
  points.forEach((p, index) => {
    const pct = tail.alerted.get(p.id);
    if (pct === undefined) return;
    // Only the position and the direction of an earlier change point matter to newChangePoints.
    alertedBefore.push({
      index,
      forwardChangePct: pct,
      pValue: 0,
      meanBefore: 0,
      meanAfter: 0,
      stdBefore: 0,
      stdAfter: 0,
    });
  });
  const confirmed = changePointsOf(points, tail.direction, options).filter(
    (cp) => cp.index <= points.length - options.confirmAfter,
  );
  return (newChangePoints(alertedBefore, confirmed) as LocatedChangePoint[]).map((cp) => ({
    pointId: points[cp.index].id,
    commit: cp.commit,
    previousCommit: cp.previousCommit,
    direction: cp.direction,
    magnitudePct: cp.forwardChangePct,
    pValue: cp.pValue,
  }));
}
