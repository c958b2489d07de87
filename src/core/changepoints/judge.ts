// E-divisive's candidate steps judged between their neighbours: every one tested (steps.ts) with a second
// opinion (rank test, or the likelihood ratio of a change of mean and variance), the worst failing one dropped
// until all hold; then each placed where a change is most likely (placement.ts).

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
}

/**
 * Tests every step between its neighbours; drops the worst failing one (re-testing its two neighbours) until
 * all hold. Steps at `serialFree` positions (the AR(1) segmentation's) are tested without the serial
 * corrections.
 */
export function prune(
  values: ArrayLike<number>,
  indexes: number[],
  options: StepOptions,
  serialFree: ReadonlySet<number> = new Set(),
): Judged[] {
  const points = [...indexes].sort((a, b) => a - b);
  const judge = (i: number): Judged => {
    const start = i === 0 ? 0 : points[i - 1];
    const end = i + 1 < points.length ? points[i + 1] : values.length;
    const index = points[i];
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
