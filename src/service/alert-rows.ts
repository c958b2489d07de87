// How a sweep's drafts (change-alerts.ts) change a series' alerts: one model, which the store persists
// (store/series-repository.ts) and the tests and benches that replay sweeps in memory share. A series holds one
// alert per commit. A draft that names an alert (`ends` an open provisional one, `moves` a confirmed one) re-stages
// that alert, moving it to the draft's point, commit and size when it confirms elsewhere, unless another alert names
// that commit; a confirmed one is otherwise only withdrawn. Any other draft raises a new alert, or, at the commit of
// a provisional or withdrawn alert, confirms that alert (a withdrawn one is revived: points uploaded late had hidden
// its change).
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
  const atCommit = (commit: string) => rows.find((r) => r.commit === commit);
  const restage = (row: AlertRow, stage: AlertStage, moveTo?: AlertDraft) => {
    changes.push({ op: 'stage', commit: row.commit, stage, ...(moveTo && { moveTo }) });
    row.stage = stage;
    row.stages.push(stage);
    if (moveTo)
      Object.assign(row, { pointId: moveTo.pointId, commit: moveTo.commit, pct: moveTo.magnitudePct });
  };
  for (const d of drafts) {
    const named = d.ends ?? d.moves;
    if (named !== undefined) {
      const wanted: AlertStage = d.ends !== undefined ? 'provisional' : 'confirmed';
      const row = rows.find((r) => r.pointId === named && r.stage === wanted);
      if (!row) continue;
      const moves = d.stage === 'confirmed' && row.commit !== d.commit && !atCommit(d.commit);
      // A confirmed alert is only moved or withdrawn; a provisional one ends either way.
      if (d.moves !== undefined && !moves && d.stage !== 'withdrawn') continue;
      restage(row, d.stage, moves ? d : undefined);
      continue;
    }
    const same = atCommit(d.commit);
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

/** The alerted points of a series' tail, as alertsForTail reads them. */
export function tailAlerts(rows: readonly AlertRow[]): Pick<SeriesTail, 'alerted' | 'kinds'> {
  return {
    alerted: new Map(rows.map((r) => [r.pointId, r.pct])),
    kinds: new Map(rows.map((r) => [r.pointId, { kind: r.kind, stage: r.stage }])),
  };
}
