// E-divisive's candidate steps judged between their neighbours: every one tested (steps.ts) with a second
// opinion (rank test, or the likelihood ratio of a change of mean and variance), the worst failing one dropped
// until all hold; then each placed where a change is most likely (placement.ts).

import type { Drift } from './drift.js';
import { placeByLikelihood, placeOnLine } from './placement.js';
import {
  cramped,
  failing,
  NO_TREND_P,
  sideTrendP,
  strengthP,
  testStep,
  type StepOptions,
  type StepTests,
} from './steps.js';

const { log, exp, min } = Math;

/** p of the likelihood ratio of a change in mean and variance at τ (χ², 2 df), × the positions possible. */
export function likelihoodRatioP(values: ArrayLike<number>, start: number, tau: number, end: number): number {
  const logVar = (a: number, b: number) => {
    let mean = 0;
    for (let i = a; i < b; i++) mean += values[i];
    mean /= b - a;
    let ss = 0;
    for (let i = a; i < b; i++) ss += (values[i] - mean) ** 2;
    return log(ss / (b - a) || Number.MIN_VALUE);
  };
  const n = end - start;
  const lr = n * logVar(start, end) - (tau - start) * logVar(start, tau) - (end - tau) * logVar(tau, end);
  return min(1, exp(-lr / 2) * (n - 1));
}

export interface Judged {
  index: number;
  tests: StepTests;
  lrP: number;
  /** Judged between a drift's end (or start) and a neighbour, not between its neighbouring steps. */
  bounded?: boolean;
}

/**
 * Fewest points between a drift's end and a step's other neighbour for the drift's end to bound the step's
 * tests: the serial corrections read a lag-1 autocorrelation, whose standard error is about 1/√m, so over
 * fewer than 100 points it is unsure by more than 0.1 (of 50, 100 and 200 tried on the real set's fitting
 * half before BOUNDED_MAX_RHO, 50 gave steps to a random walk and a series without a change, 200 found
 * nothing: docs/changepoints.md).
 */
export const BOUNDED_WINDOW = 100;
/**
 * A bound is not used where what the step's two bounded segments' means leave has a lag-1 autocorrelation
 * of this or more: a level that wanders (a random walk, an account balance) trends over any window, and a
 * window cut at a drift's end — the drift itself a stretch of the wander — lets its swings pass as steps.
 */
export const BOUNDED_MAX_RHO = 0.5;

/**
 * Tests every step between its neighbours; drops the worst failing one (re-testing its two neighbours) until
 * all hold. Steps at `serialFree` positions (the AR(1) segmentation's) are tested without the serial
 * corrections. `bounds` (where drifts start and end) are neighbours that are not judged: a step's tests do
 * not reach across one where BOUNDED_WINDOW points or more lie between it and the step's other neighbour
 * and the level there does not wander (BOUNDED_MAX_RHO).
 */
export function prune(
  values: ArrayLike<number>,
  indexes: number[],
  options: StepOptions,
  serialFree: ReadonlySet<number> = new Set(),
  bounds: readonly number[] = [],
): Judged[] {
  const points = [...indexes].sort((a, b) => a - b);
  const judge = (i: number): Judged => {
    const index = points[i];
    const start = i === 0 ? 0 : points[i - 1];
    const end = i + 1 < points.length ? points[i + 1] : values.length;
    let [from, to] = [start, end];
    for (const b of bounds) {
      if (b > from && b < index) from = b;
      if (b < to && b > index) to = b;
    }
    if ((from !== start || to !== end) && to - from >= BOUNDED_WINDOW) {
      const tests = testStep(values, from, index, to, options.span);
      if (tests.serialCorrelation < BOUNDED_MAX_RHO) {
        return { index, tests, lrP: likelihoodRatioP(values, from, index, to), bounded: true };
      }
    }
    return {
      index,
      tests: testStep(values, start, index, end, options.span),
      lrP: likelihoodRatioP(values, start, index, end),
    };
  };
  const judged = points.map((_, i) => judge(i));
  for (;;) {
    // Shortest segments first, then the smallest steps, then the weakest evidence.
    let worst = -1;
    let worstKey = [-Infinity, -Infinity];
    const consider = (i: number, key: number[]) => {
      if (key[0] > worstKey[0] || (key[0] === worstKey[0] && key[1] > worstKey[1])) {
        worst = i;
        worstKey = key;
      }
    };
    const squeezed: number[] = [];
    judged.forEach((j, i) => {
      const t = j.tests;
      const free = serialFree.has(j.index);
      const rule =
        failing(t, options, free) ??
        (t.rankP <= options.pValue || j.lrP <= options.pValue ? undefined : 'alone');
      if (rule === undefined) return;
      if (rule === 'weak' && cramped(t, options, free)) {
        squeezed.push(i);
        return;
      }
      const evidence = Math.max(t.tTestP, t.detrendedP, min(t.rankP, j.lrP));
      consider(
        i,
        rule === 'short'
          ? [3, -t.shortest * 1e3 + evidence]
          : rule === 'small'
            ? [2, -t.magnitude]
            : [1, evidence],
      );
    });
    // Only strong steps whose neighbours crowd them fail: the weakest of them and their neighbours goes
    // (a neighbour, usually: E-divisive cuts a trend or a wandering level into many short pieces).
    if (worst < 0) {
      for (const i of squeezed) {
        for (const k of [i - 1, i, i + 1]) {
          if (k >= 0 && k < judged.length) {
            consider(k, [0, strengthP(judged[k].tests, serialFree.has(judged[k].index))]);
          }
        }
      }
    }
    if (worst < 0) return judged;
    points.splice(worst, 1);
    judged.splice(worst, 1);
    if (worst > 0) judged[worst - 1] = judge(worst - 1);
    if (worst < points.length) judged[worst] = judge(worst);
  }
}

/**
 * The steps again, where drifts were found: every candidate (E-divisive's, placed or dropped, and the
 * segmentations') judged once more with the drifts' starts and ends as bounds (`prune`). A candidate is
 * vetoed when the window between its neighbours reaches back across a change the analysis finds only later —
 * the end of a drift leaves a side that trends, and the trend tests then see the drift, not the step. Kept
 * only when it holds every step there was and adds one that a bound let stand; else null.
 */
export function judgeBesideDrifts(
  values: ArrayLike<number>,
  judged: readonly Judged[],
  candidates: { placed: readonly number[]; proposed: readonly { index: number }[]; fresh: readonly number[] },
  drifts: readonly Drift[],
  options: StepOptions,
): Judged[] | null {
  const n = values.length;
  const bounds = drifts.flatMap((d) => [d.start, d.end]).filter((b) => b > 0 && b < n);
  if (bounds.length === 0) return null;
  const far = (points: readonly number[]) => (t: number) =>
    points.every((u) => Math.abs(u - t) >= options.minSegment);
  // E-divisive's candidates the first judgement dropped: none near a step it kept and placed.
  const dropped = candidates.proposed.map((p) => p.index).filter(far(candidates.placed));
  const all = [...new Set([...candidates.placed, ...dropped, ...candidates.fresh])].filter(far(bounds));
  const again = prune(values, all, options, new Set(candidates.fresh), bounds);
  const before = new Set(judged.map((j) => j.index));
  const added = again.filter((j) => !before.has(j.index));
  const holds = [...before].every((t) => again.some((j) => j.index === t));
  return holds && added.some((j) => j.bounded === true) ? again : null;
}

/** Places each step (neighbours already placed) until none moves, at most three passes. */
export function place(values: ArrayLike<number>, indexes: number[], options: StepOptions): number[] {
  const points = [...indexes];
  for (let pass = 0; pass < 3; pass++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      const start = i === 0 ? 0 : points[i - 1];
      const end = i + 1 < points.length ? points[i + 1] : values.length;
      const trending = sideTrendP(values, start, points[i], end) <= NO_TREND_P;
      const at = (trending ? placeOnLine : placeByLikelihood)(values, start, points[i], end, options);
      if (at !== points[i]) {
        points[i] = at;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return points;
}
