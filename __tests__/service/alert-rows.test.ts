// How a sweep's drafts change a series' alerts (src/service/alert-rows.ts): the one model the store writes and
// the in-memory replays share.
import { applyAlertDrafts, tailAlerts, type AlertRow } from '../../src/service/alert-rows.js';
import type { AlertDraft } from '../../src/service/store/types.js';

function draft(at: number, fields: Partial<AlertDraft> = {}): AlertDraft {
  return {
    kind: 'step',
    stage: 'confirmed',
    pointId: at,
    commit: `c${at}`,
    previousCommit: `c${at - 1}`,
    direction: 'regression',
    magnitudePct: 10,
    pValue: 0.001,
    ...fields,
  };
}

const row = (at: number, fields: Partial<AlertRow> = {}): AlertRow => ({
  pointId: at,
  commit: `c${at}`,
  kind: 'step',
  stage: 'confirmed',
  pct: 10,
  stages: [fields.stage ?? 'confirmed'],
  ...fields,
});

const summary = (rows: AlertRow[]) => rows.map((r) => `${r.commit} ${r.kind} ${r.stages.join('>')}`);

test('a new draft raises an alert; a second at the same commit raises nothing', () => {
  const rows: AlertRow[] = [];
  const changes = applyAlertDrafts(rows, [draft(5), draft(5), draft(9, { stage: 'provisional' })]);
  expect(changes.map((c) => c.op)).toEqual(['raise', 'raise']);
  expect(summary(rows)).toEqual(['c5 step confirmed', 'c9 step provisional']);
  expect(tailAlerts(rows).kinds?.get(9)).toEqual({ kind: 'step', stage: 'provisional' });
});

test('ending a provisional alert: confirmed where the step is, in place when another alert has that commit', () => {
  const rows = [row(10, { stage: 'provisional' }), row(20, { stage: 'provisional' }), row(19)];
  const changes = applyAlertDrafts(rows, [draft(9, { ends: 10, magnitudePct: 12 }), draft(19, { ends: 20 })]);
  expect(changes).toEqual([
    { op: 'stage', commit: 'c10', stage: 'confirmed', moveTo: draft(9, { ends: 10, magnitudePct: 12 }) },
    { op: 'stage', commit: 'c20', stage: 'confirmed' },
  ]);
  expect(summary(rows)).toEqual([
    'c9 step provisional>confirmed',
    'c20 step provisional>confirmed',
    'c19 step confirmed',
  ]);
  expect(rows[0].pct).toBe(12);
  // A draft naming an alert that is not open (or not there) changes nothing.
  expect(
    applyAlertDrafts(rows, [draft(30, { ends: 9, stage: 'withdrawn' }), draft(3, { ends: 77 })]),
  ).toEqual([]);
});

test('a confirmed alert: moved, withdrawn, never re-confirmed in place; revived by a confirmation at its commit', () => {
  const rows = [row(40), row(60)];
  expect(applyAlertDrafts(rows, [draft(40, { moves: 40 })])).toEqual([]); // in place: nothing to do
  applyAlertDrafts(rows, [draft(41, { moves: 40 }), draft(60, { moves: 60, stage: 'withdrawn' })]);
  expect(summary(rows)).toEqual(['c41 step confirmed>confirmed', 'c60 step confirmed>withdrawn']);
  // A provisional draft at a withdrawn alert's commit does not reopen it; a confirmation does.
  expect(applyAlertDrafts(rows, [draft(60, { stage: 'provisional' })])).toEqual([]);
  expect(applyAlertDrafts(rows, [draft(60)])).toEqual([{ op: 'stage', commit: 'c60', stage: 'confirmed' }]);
  expect(summary(rows)).toEqual(['c41 step confirmed>confirmed', 'c60 step confirmed>withdrawn>confirmed']);
  // A drift is withdrawn the same way.
  const drifts = [row(7, { kind: 'drift' })];
  applyAlertDrafts(drifts, [draft(7, { kind: 'drift', moves: 7, stage: 'withdrawn' })]);
  expect(summary(drifts)).toEqual(['c7 drift confirmed>withdrawn']);
});

test('a withdrawn step named by a confirmation is revived where the step is; at a taken commit, that alert is', () => {
  const rows = [
    row(30, { stage: 'withdrawn' }),
    row(50, { stage: 'withdrawn' }),
    row(52, { stage: 'withdrawn' }),
  ];
  const changes = applyAlertDrafts(rows, [draft(33, { moves: 30 }), draft(52, { moves: 50 })]);
  expect(changes).toEqual([
    { op: 'stage', commit: 'c30', stage: 'confirmed', moveTo: draft(33, { moves: 30 }) },
    { op: 'stage', commit: 'c52', stage: 'confirmed' },
  ]);
  expect(summary(rows)).toEqual([
    'c33 step withdrawn>confirmed',
    'c50 step withdrawn',
    'c52 step withdrawn>confirmed',
  ]);
  // A withdrawal never names a withdrawn alert.
  expect(applyAlertDrafts(rows, [draft(50, { moves: 50, stage: 'withdrawn' })])).toEqual([]);
});
