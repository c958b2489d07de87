// Which change points of a series' tail become alerts. Pure: the store claims the series and keeps the alerts.
import { detectChangePoints, type ChangePoint, type ChangePointOptions } from '../core/changepoints.js';
import type { Direction } from '../core/model.js';
import type { AlertDraft, SeriesTail, TailPoint } from './store/types.js';

export interface AlertOptions extends ChangePointOptions {
  /** Points of a series' end re-analysed after an ingest (older change points were settled before). */
  tail: number;
  /** A change point this close (in points) to one already alerted is the same change, moved by new data. */
  sameChangeWithin: number;
  /**
   * Points that must follow a change point before it is alerted: on a short tail a spike or a noisy stretch
   * can look like a step that more data disowns (Otava's no-change series at a prefix of ~75 points).
   */
  confirmAfter: number;
}

export const DEFAULT_ALERT_OPTIONS: AlertOptions = {
  tail: 250,
  sameChangeWithin: 3,
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

/** The alerts a series' tail raises: its change points, less those already alerted (or close to one). */
export function alertsForTail(tail: SeriesTail, options: AlertOptions = DEFAULT_ALERT_OPTIONS): AlertDraft[] {
  const { points } = tail;
  const near = (index: number): boolean => {
    const from = Math.max(0, index - options.sameChangeWithin);
    const to = Math.min(points.length - 1, index + options.sameChangeWithin);
    for (let i = from; i <= to; i++) if (tail.alertedPointIds.has(points[i].id)) return true;
    return false;
  };
  return changePointsOf(points, tail.direction, options)
    .filter((cp) => cp.index <= points.length - options.confirmAfter && !near(cp.index))
    .map((cp) => ({
      pointId: points[cp.index].id,
      commit: cp.commit,
      previousCommit: cp.previousCommit,
      direction: cp.direction,
      magnitudePct: cp.forwardChangePct,
      pValue: cp.pValue,
    }));
}
