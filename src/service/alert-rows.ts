// How a sweep's drafts (change-alerts.ts) change a series' alerts: one model, which the store persists
// (store/series-repository.ts) and the tests and benches that replay sweeps in memory share. A series holds one
// alert per commit. A draft that names an alert (`ends` an open provisional one, `moves` a confirmed one) re-stages
// that alert, moving it to the draft's point, commit and size when it confirms elsewhere, unless another alert names
// that commit; a confirmed one is otherwise only withdrawn, and a withdrawn step named by a confirmation is revived
// (points uploaded late had hidden its change). Any other draft raises a new alert, or, at the commit of a
// provisional or withdrawn alert, confirms that alert.
import type { AlertDraft, AlertKind, AlertStage, SeriesTail } from './store/types.js';

/** A series' alert as the sweep sees it. */
export interface AlertRow {
  pointId: number;
  commit: string;
  kind: AlertKind;
  stage: AlertStage;
  /** The alert's change (%). */
  pct: number;
  /** The stages it went through as far as this model saw them (the store keeps the full history itself). */
  stages: AlertStage[];
}

/**
 * What applying a draft did, for the store to write: a new alert, or a new stage of the alert that was at `commit`
 * (`moveTo`: it moved to that draft's point, commit and size).
 */
export type AlertChange =
  | { op: 'raise'; draft: AlertDraft }
  | { op: 'stage'; commit: string; stage: AlertStage; moveTo?: AlertDraft };

/** Applies `drafts` to `rows` in order (each sees what the ones before it did) and returns the changes made. */
export function applyAlertDrafts(rows: AlertRow[], drafts: readonly AlertDraft[]): AlertChange[] {
  const changes: AlertChange[] = [];
  const restage = (row: AlertRow, stage: AlertStage, moveTo?: AlertDraft) => {
    changes.push({ op: 'stage', commit: row.commit, stage, ...(moveTo && { moveTo }) });
    row.stage = stage;
    row.stages.push(stage);
    if (moveTo)
      Object.assign(row, { pointId: moveTo.pointId, commit: moveTo.commit, pct: moveTo.magnitudePct });
  };
  for (const d of drafts) {
    const named = namedAlert(rows, d);
    if (named === 'skip') continue;
    if (named) {
      restage(named.row, d.stage, named.moves ? d : undefined);
      continue;
    }
    const same = atCommit(rows, d.commit);
    if (!same) {
      const row = { pointId: d.pointId, commit: d.commit, kind: d.kind, stage: d.stage, pct: d.magnitudePct };
      rows.push({ ...row, stages: [d.stage] });
      changes.push({ op: 'raise', draft: d });
    } else if ((same.stage === 'provisional' || same.stage === 'withdrawn') && d.stage === 'confirmed') {
      restage(same, d.stage);
    }
  }
  return changes;
}

/**
 * The alert a draft names (`ends`, `moves`) and re-stages, moving it to the draft's place when `moves`; 'skip' when
 * it names one it may not change (or none there); null when it names none or a withdrawn alert it cannot revive
 * (another alert has the step's commit): then it acts as any other draft.
 */
function namedAlert(rows: AlertRow[], d: AlertDraft): { row: AlertRow; moves: boolean } | 'skip' | null {
  const at = d.ends ?? d.moves;
  if (at === undefined) return null;
  // `ends` names an open provisional alert; `moves` a confirmed one, or a withdrawn one a confirmation revives.
  const wanted: AlertStage[] =
    d.ends !== undefined
      ? ['provisional']
      : d.stage === 'confirmed'
        ? ['confirmed', 'withdrawn']
        : ['confirmed'];
  const row = rows.find((r) => r.pointId === at && wanted.includes(r.stage));
  if (!row) return 'skip';
  const moves = d.stage === 'confirmed' && row.commit !== d.commit && !atCommit(rows, d.commit);
  if (row.stage === 'withdrawn') return moves || row.commit === d.commit ? { row, moves } : null;
  // A provisional alert ends either way; a confirmed one is only moved or withdrawn.
  return d.ends !== undefined || moves || d.stage === 'withdrawn' ? { row, moves } : 'skip';
}

/** The series' alert at `commit` (one at most). */
function atCommit(rows: readonly AlertRow[], commit: string): AlertRow | undefined {
  return rows.find((r) => r.commit === commit);
}

/** The alerted points of a series' tail, as alertsForTail reads them. */
export function tailAlerts(rows: readonly AlertRow[]): Pick<SeriesTail, 'alerted' | 'kinds'> {
  return {
    alerted: new Map(rows.map((r) => [r.pointId, r.pct])),
    kinds: new Map(rows.map((r) => [r.pointId, { kind: r.kind, stage: r.stage }])),
  };
}
