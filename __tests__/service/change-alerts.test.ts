// Alert drafts of a growing series (pure: src/service/change-alerts.ts), applied as the store applies them:
// provisional steps confirmed or withdrawn on the same alert, drifts alerted once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyAlertDrafts, tailAlerts, type AlertRow } from '../../src/service/alert-rows.js';
import { alertsForTail, DEFAULT_ALERT_OPTIONS } from '../../src/service/change-alerts.js';
import { earlyStep } from '../../src/service/early-step.js';
import type { AlertKind, AlertStage, SeriesTail } from '../../src/service/store/types.js';
import { mulberry32 } from '../../src/core/stats/random.js';

const OTAVA = path.resolve(import.meta.dirname, '../../__fixtures__/shared/oracles/otava');
const early = DEFAULT_ALERT_OPTIONS.early as Exclude<typeof DEFAULT_ALERT_OPTIONS.early, false>;

function noisy(seed: number, length: number, level: (i: number) => number, noise = 0.03): number[] {
  const rand = mulberry32(seed);
  return Array.from({ length }, (_, i) => {
    const z = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
    return level(i) * (1 + noise * z);
  });
}

interface Row {
  index: number;
  kind: AlertKind;
  stages: AlertStage[];
  /** Where a confirmation or a re-placement moved the alert from (index of the point it stood at). */
  from?: number;
}

/**
 * Sweeps the series point by point from `from`, applying each sweep's drafts as the store does (alert-rows.ts). `late`: a point
 * that reaches the store `lateBy` sweeps after the points that follow it (an upload that finished late); as in
 * the store, its id is then larger than theirs.
 */
function sweep(values: number[], from: number, late?: { index: number; lateBy: number }): Row[] {
  const lateId = values.length + 1;
  const points = values.map((value, i) => ({
    id: i === late?.index ? lateId : i + 1,
    commit: `c${i}`,
    value,
  }));
  const indexOf = (id: number) => (id === lateId ? late!.index : id - 1);
  const rows: AlertRow[] = [];
  const movedFrom = new Map<string, number>(); // an alert's commit → the index it moved from
  for (let n = from; n <= values.length; n++) {
    const seen = points.slice(0, n).filter((p) => p.id !== lateId || n > late!.index + late!.lateBy);
    const tail: SeriesTail = { id: 1, direction: 'smaller-is-better', points: seen, ...tailAlerts(rows) };
    for (const change of applyAlertDrafts(rows, alertsForTail(tail)))
      if (change.op === 'stage' && change.moveTo)
        movedFrom.set(change.moveTo.commit, Number(change.commit.slice(1)));
  }
  return rows.map(({ pointId, commit, kind, stages }) => ({
    index: indexOf(pointId),
    kind,
    stages,
    ...(movedFrom.has(commit) ? { from: movedFrom.get(commit) } : {}),
  }));
}

describe('earlyStep', () => {
  test('a 10% step at 3% noise stands out within 3 points in most series; one spike never does', () => {
    let within3 = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const values = noisy(seed, 63, (i) => (i >= 60 ? 110 : 100));
      expect(earlyStep(values.slice(0, 61), early)).toBeUndefined();
      const found = [62, 63].map((n) => earlyStep(values.slice(0, n), early)).find((e) => e !== undefined);
      if (found?.index === 60) within3++;
    }
    expect(within3).toBeGreaterThanOrEqual(22); // bench/changepoints-early.mjs measures ~70%
    const spike = noisy(3, 61, () => 100);
    spike[60] = 150;
    expect(earlyStep(spike, early)).toBeUndefined();
  });

  test('the noise is read over twice the baseline: a calm stretch just before two high points is no step', () => {
    // 3% noise, except the 14 points before the last two, which happen to vary by 1% only; the last two
    // points are 6% up (2σ of the series' noise). Read over the 20 points before them alone (most of them
    // calm) the noise looked a third of what it is and the two points stood 6σ off.
    const values = noisy(11, 60, () => 100);
    const calm = noisy(12, 60, () => 100, 0.01);
    for (let i = 44; i < 58; i++) values[i] = calm[i];
    values[58] = values[59] = 106;
    expect(earlyStep(values, early)).toBeUndefined();
    // A real step of 10% after the same calm stretch still is one.
    values[58] = values[59] = 112;
    expect(earlyStep(values, early)?.index).toBe(58);
  });

  test('a drifting baseline is extended, so a slow leak is no step', () => {
    const leak = noisy(2, 80, (i) => 100 * (1 + 0.003 * i), 0.005);
    expect(earlyStep(leak, early)).toBeUndefined();
  });
});

describe('alertsForTail over a growing series', () => {
  test('a step: provisional within 3 points, then confirmed on the same alert, never a second one', () => {
    const rows = sweep(
      noisy(3, 90, (i) => (i >= 60 ? 110 : 100)),
      40,
    );
    expect(rows).toEqual([{ index: 60, kind: 'step', stages: ['provisional', 'confirmed'] }]);
  });

  test('a provisional alert read a point late is confirmed where the full analysis puts the step', () => {
    // The step's first point is uploaded late: the last points the early rule reads start one point after it.
    const values = noisy(3, 90, (i) => (i >= 60 ? 110 : 100), 0.01);
    const rows = sweep(values, 40, { index: 60, lateBy: 3 });
    expect(rows).toEqual([{ index: 60, kind: 'step', stages: ['provisional', 'confirmed'], from: 61 }]);
  });

  test('a step confirmed before its first point arrived moves to that point once it does; in order, never', () => {
    // The step's first point is uploaded after the twelve that follow it: the alert opens and is confirmed at
    // the point after it, then moves to the step once the point arrives.
    const values = noisy(3, 90, (i) => (i >= 60 ? 110 : 100), 0.01);
    const rows = sweep(values, 40, { index: 60, lateBy: 12 });
    expect(rows).toEqual([
      { index: 60, kind: 'step', stages: ['provisional', 'confirmed', 'confirmed'], from: 61 },
    ]);
    // First swept with eleven points after the step (all but its first): confirmed at once, then moved.
    expect(sweep(values, 72, { index: 60, lateBy: 12 })).toEqual([
      { index: 60, kind: 'step', stages: ['confirmed', 'confirmed'], from: 61 },
    ]);
    // The same step found at once, in order, or from a late point after the step, stays where it was placed.
    expect(sweep(values, 80)).toEqual([{ index: 60, kind: 'step', stages: ['confirmed'] }]);
    expect(sweep(values, 80, { index: 65, lateBy: 12 })).toEqual([
      { index: 60, kind: 'step', stages: ['confirmed'] },
    ]);
  });

  test('a series stored in bulk: a step confirmed in a sweep gets no provisional alert beside it', () => {
    // Apache Otava's two-steps series (steps at 40 and 85) seen first when 95 or 96 points are stored: the
    // full analysis confirms both steps, and the last points, read against the level before 85, are that step.
    const csv = readFileSync(path.join(OTAVA, 'series', 'two-steps.csv'), 'utf8');
    const values = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => Number(line.split(',')[2]));
    for (const n of [95, 96]) {
      const points = values.slice(0, n).map((value, i) => ({ id: i + 1, commit: `c${i}`, value }));
      const drafts = alertsForTail({ id: 1, direction: 'smaller-is-better', points, alerted: new Map() });
      expect(drafts.map((d) => [d.commit, d.stage])).toEqual([
        ['c40', 'confirmed'],
        ['c85', 'confirmed'],
      ]);
    }
  });

  test('two spikes at the end: provisional, withdrawn once the level holds for 10 points', () => {
    const values = noisy(5, 90, () => 100);
    values[60] = 125;
    values[61] = 126;
    const rows = sweep(values, 40);
    expect(rows).toEqual([{ index: 60, kind: 'step', stages: ['provisional', 'withdrawn'] }]);
  });

  test('a slow leak of 0.3% per point is one drift alert, no steps', () => {
    const rows = sweep(
      noisy(8, 140, (i) => 100 * (1 + 0.003 * Math.max(0, i - 50)), 0.005),
      40,
    );
    expect(rows.map((r) => [r.kind, r.stages])).toEqual([['drift', ['confirmed']]]);
    expect(Math.abs(rows[0].index - 50)).toBeLessThanOrEqual(10);
  });

  test('a confirmed alert the whole series disowns: withdrawn when points near it came late, else left', () => {
    // A level series (3% noise) carrying a confirmed step alert at 30 and a drift alert at 60, as sweeps over
    // part of it could leave them: the full analysis finds neither.
    const values = noisy(21, 90, () => 100);
    const tailWith = (lateAt: number | null) => {
      // `lateAt` is stored after every other point (its id the largest), as an upload that finished last.
      const points = values.map((value, i) => ({ id: i === lateAt ? 1000 : i + 1, commit: `c${i}`, value }));
      const tail: SeriesTail = {
        id: 1,
        direction: 'smaller-is-better',
        points,
        alerted: new Map([
          [points[30].id, 8],
          [points[60].id, 5],
        ]),
        kinds: new Map([
          [points[30].id, { kind: 'step', stage: 'confirmed' }],
          [points[60].id, { kind: 'drift', stage: 'confirmed' }],
        ]),
      };
      return alertsForTail(tail).map((d) => [d.kind, d.commit, d.stage, d.moves]);
    };
    // In order, or with the only late point far from both: they stand (data in order never re-places an alert).
    expect(tailWith(null)).toEqual([]);
    expect(tailWith(5)).toEqual([]);
    // A late point beside the step, or at the drift's start: that alert is withdrawn where it stands.
    expect(tailWith(31)).toEqual([['step', 'c30', 'withdrawn', 31]]);
    expect(tailWith(62)).toEqual([['drift', 'c60', 'withdrawn', 61]]);
  });

  test('a step confirmed beside a withdrawn step alert in its direction revives that alert, not a second one', () => {
    // A 10% step at 60; a step alert at 57 withdrawn earlier (runs near it were missing, say).
    const values = noisy(4, 90, (i) => (i >= 60 ? 110 : 100));
    const points = values.map((value, i) => ({ id: i + 1, commit: `c${i}`, value }));
    const tail = (pct: number): SeriesTail => ({
      id: 1,
      direction: 'smaller-is-better',
      points,
      alerted: new Map([[58, pct]]),
      kinds: new Map([[58, { kind: 'step', stage: 'withdrawn' }]]),
    });
    const drafts = (pct: number) => alertsForTail(tail(pct)).map((d) => [d.commit, d.stage, d.moves]);
    expect(drafts(9)).toEqual([['c60', 'confirmed', 58]]);
    // In the other direction it is another change: a new alert.
    expect(drafts(-9)).toEqual([['c60', 'confirmed', undefined]]);
  });
});
