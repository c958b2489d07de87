// What an operator does to stored data: delete a run (what it caused is recomputed), delete a project, bound
// history (retention), and count the work the background sweep still has. Each delete is one transaction.
import type { Database, Sql } from './database.js';
import { LoopSlice } from './loop-slice.js';
import type { AlertView, RunView } from './types.js';

export interface Deleted {
  /** Result sets (the API's runs) removed. */
  runs: number;
  points: number;
  alerts: number;
  /** Series left without points, removed. */
  series: number;
}

const none = (): Deleted => ({ runs: 0, points: 0, alerts: 0, series: 0 });

/** Points deleted per statement: a run's 200,000 in one statement held the event loop for a second. */
const POINTS_PER_DELETE = 5_000;

function add(into: Deleted, more: Deleted): Deleted {
  for (const k of Object.keys(into) as (keyof Deleted)[]) into[k] += more[k];
  return into;
}

/**
 * Deletes one result set in the caller's transaction: its series points, the alerts it caused (those at its
 * points, and untriaged ones at the next point of a series that name its commit as the one before), and its
 * run once no other file of the run is left. Its series are marked for analysis (`reanalyse`) and the run
 * judged against it is judged again, so change points, alerts and verdicts are recomputed without it.
 */
export async function deleteResultSet(tx: Sql, id: number, reanalyse: boolean): Promise<Deleted> {
  const target = await tx.one<{ runId: number; commit: string }>(
    `SELECT rs.run_id AS "runId", r.commit_sha AS "commit" FROM result_sets rs JOIN runs r ON r.id = rs.run_id
     WHERE rs.id = $1`,
    [id],
  );
  if (!target) return none();
  // The series first, in id order: the sweep claims series rows, so it cannot analyse one half deleted.
  const series = (
    await tx.all<{ id: number }>(
      `SELECT id FROM series WHERE id IN (SELECT series_id FROM points WHERE result_set_id = $1) ORDER BY id
       ${tx.dialect === 'postgres' ? 'FOR UPDATE' : ''}`,
      [id],
    )
  ).map((s) => Number(s.id));
  const deleted = none();
  // A run of 200,000 series is as many statements: they share the event loop by time (SQLite is synchronous).
  const slice = new LoopSlice();
  for (const sid of series) {
    await slice.pause();
    const point = await tx.one<{ id: number; time: number }>(
      'SELECT id, time FROM points WHERE series_id = $1 AND result_set_id = $2',
      [sid, id],
    );
    if (!point) continue;
    const next = await tx.one<{ id: number }>(
      `SELECT id FROM points WHERE series_id = $1 AND (time > $2 OR (time = $2 AND id > $3))
       ORDER BY time, id LIMIT 1`,
      [sid, point.time, point.id],
    );
    deleted.alerts += await tx.run('DELETE FROM alerts WHERE series_id = $1 AND point_id = $2', [
      sid,
      point.id,
    ]);
    if (next) {
      deleted.alerts += await tx.run(
        `DELETE FROM alerts WHERE series_id = $1 AND point_id = $2 AND previous_commit = $3
           AND status = 'untriaged'`,
        [sid, next.id, target.commit],
      );
    }
  }
  for (;;) {
    const n = await tx.run(
      `DELETE FROM points WHERE id IN (SELECT id FROM points WHERE result_set_id = $1 LIMIT ${POINTS_PER_DELETE})`,
      [id],
    );
    deleted.points += n;
    if (n < POINTS_PER_DELETE) break;
    await slice.pause();
  }
  for (const sid of series) {
    await slice.pause();
    const left = await tx.one<{ n: number }>('SELECT COUNT(*) AS "n" FROM points WHERE series_id = $1', [
      sid,
    ]);
    if (Number(left?.n) === 0) {
      deleted.alerts += await tx.run('DELETE FROM alerts WHERE series_id = $1', [sid]);
      deleted.series += await tx.run('DELETE FROM series WHERE id = $1', [sid]);
    } else if (reanalyse) {
      await tx.run('UPDATE series SET dirty = 1 WHERE id = $1', [sid]);
    }
  }
  await tx.run('UPDATE result_sets SET verdict_pending = 1 WHERE compared_with = $1', [id]);
  deleted.runs = await tx.run('DELETE FROM result_sets WHERE id = $1', [id]);
  await tx.run(
    'DELETE FROM runs WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM result_sets WHERE run_id = $1)',
    [target.runId],
  );
  return deleted;
}

/** Deletes result sets (each with what it caused) in one transaction. */
export async function deleteResultSets(db: Database, ids: number[], reanalyse = true): Promise<Deleted> {
  const deleted = await db.transaction(async (tx) => {
    const deleted = none();
    for (const id of ids) add(deleted, await deleteResultSet(tx, id, reanalyse));
    return deleted;
  });
  if (deleted.runs > 0 && db.dialect === 'sqlite') await db.compact();
  return deleted;
}

/** Deletes a project and everything of it (runs, A/B runs, files, series, alerts, tokens) in one transaction. */
export async function deleteProject(db: Database, projectId: number): Promise<Deleted> {
  const deleted = await deleteProjectRows(db, projectId);
  if (db.dialect === 'sqlite') await db.compact();
  return deleted;
}

function deleteProjectRows(db: Database, projectId: number): Promise<Deleted> {
  return db.transaction(async (tx) => {
    const ofSeries = 'series_id IN (SELECT id FROM series WHERE project_id = $1)';
    const ofRuns = 'run_id IN (SELECT id FROM runs WHERE project_id = $1)';
    const deleted: Deleted = {
      alerts: await tx.run(`DELETE FROM alerts WHERE ${ofSeries}`, [projectId]),
      points: await tx.run(`DELETE FROM points WHERE ${ofSeries}`, [projectId]),
      series: await tx.run('DELETE FROM series WHERE project_id = $1', [projectId]),
      runs: await tx.run(`DELETE FROM result_sets WHERE ${ofRuns}`, [projectId]),
    };
    await tx.run('DELETE FROM runs WHERE project_id = $1', [projectId]);
    await tx.run('DELETE FROM ab_runs WHERE project_id = $1', [projectId]);
    await tx.run('DELETE FROM tokens WHERE project_id = $1', [projectId]);
    await tx.run('DELETE FROM projects WHERE id = $1', [projectId]);
    return deleted;
  });
}

export interface RetentionPolicy {
  /** Keep the newest N runs (CI runs, with all their files) of each branch. */
  keepRuns?: number;
  /** Keep runs newer than D days; a branch's newest run is kept whatever its age (it is a baseline). */
  keepDays?: number;
}

/** Result sets the policy drops (up to `limit`, oldest first), of every project. */
export async function retentionCandidates(
  db: Database,
  policy: RetentionPolicy,
  now: number,
  limit: number,
): Promise<number[]> {
  if (policy.keepRuns === undefined && policy.keepDays === undefined) return [];
  const keepRuns = policy.keepRuns ?? Number.MAX_SAFE_INTEGER;
  const cutoff = policy.keepDays === undefined ? Number.MIN_SAFE_INTEGER : now - policy.keepDays * 86_400_000;
  const rows = await db.all<{ id: number }>(
    `SELECT rs.id FROM result_sets rs JOIN (
       SELECT id, time, ROW_NUMBER() OVER (PARTITION BY project_id, branch ORDER BY time DESC, id DESC) AS n
       FROM runs) r ON r.id = rs.run_id
     WHERE r.n > $1 OR (r.n > 1 AND r.time < $2)
     ORDER BY r.time, rs.id LIMIT $3`,
    [keepRuns, cutoff, limit],
  );
  return rows.map((r) => Number(r.id));
}

/** What the background sweep has still to do (the /metrics gauges). */
export async function backlog(db: Database): Promise<{ awaitingVerdict: number; dirtySeries: number }> {
  const row = await db.one<{ v: number; s: number }>(
    `SELECT (SELECT COUNT(*) FROM result_sets WHERE verdict_pending = 1) AS "v",
       (SELECT COUNT(*) FROM series WHERE dirty = 1) AS "s"`,
  );
  return { awaitingVerdict: Number(row?.v ?? 0), dirtySeries: Number(row?.s ?? 0) };
}

// --- export and import (archive.ts) -------------------------------------------------------------------------

/** A run of an export: its provenance as stored (times in epoch ms) and its result set id there. */
export type ExportedRun = Omit<RunView, 'verdict' | 'shiftPct' | 'comparedWith'>;

/** An alert, placed by the run whose point it is at and its series (key, metric) there. */
export type ExportedAlert = Omit<
  AlertView,
  'id' | 'project' | 'projectId' | 'machine' | 'branch' | 'history'
> & {
  run: number;
  /** The stages as stored (JSON text). */
  history: string;
};

export interface ExportedToken {
  id: number;
  hash: string;
  label: string | null;
  createdAt: number;
  revokedAt: number | null;
}

/** Every project's name, private ones included (an operator's export). */
export async function projectNames(db: Database): Promise<string[]> {
  return (await db.all<{ name: string }>('SELECT name FROM projects ORDER BY name')).map((p) => p.name);
}

export async function projectRuns(db: Database, projectId: number): Promise<ExportedRun[]> {
  const rows = await db.all<ExportedRun>(
    `SELECT rs.id, rs.name, r.run_key AS "run", r.branch, r.commit_sha AS "commit", r.machine, r.workflow,
       rs.format, rs.kind, r.time, rs.created_at AS "createdAt"
     FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE r.project_id = $1 ORDER BY r.time, rs.id`,
    [projectId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), time: Number(r.time), createdAt: Number(r.createdAt) }));
}

export async function projectAlerts(db: Database, projectId: number): Promise<ExportedAlert[]> {
  const rows = await db.all<ExportedAlert>(
    `SELECT pt.result_set_id AS "run", s.key, s.metric, a.commit_sha AS "commit",
       a.previous_commit AS "previousCommit", a.direction, a.magnitude_pct AS "magnitudePct", a.p_value AS "pValue",
       a.status, a.created_at AS "createdAt", a.updated_at AS "updatedAt", a.kind, a.stage, a.history
     FROM alerts a JOIN series s ON s.id = a.series_id JOIN points pt ON pt.id = a.point_id
     WHERE s.project_id = $1 ORDER BY a.id`,
    [projectId],
  );
  return rows.map((r) => ({
    ...r,
    run: Number(r.run),
    magnitudePct: Number(r.magnitudePct),
    pValue: Number(r.pValue),
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt),
  }));
}

export async function projectTokens(db: Database, projectId: number): Promise<ExportedToken[]> {
  const rows = await db.all<{
    id: number;
    hash: Uint8Array;
    label: string | null;
    createdAt: number;
    revokedAt: number | null;
  }>(
    `SELECT id, hash, label, created_at AS "createdAt", revoked_at AS "revokedAt" FROM tokens
     WHERE project_id = $1 ORDER BY id`,
    [projectId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    hash: Buffer.from(r.hash).toString('hex'),
    label: r.label,
    createdAt: Number(r.createdAt),
    revokedAt: r.revokedAt === null ? null : Number(r.revokedAt),
  }));
}

/** Tokens ids among `ids` already taken in this store (an import keeps ids: a token's id is in its text). */
export async function takenTokenIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.all<{ id: number }>('SELECT id FROM tokens ORDER BY id');
  const wanted = new Set(ids);
  return rows.map((r) => Number(r.id)).filter((id) => wanted.has(id));
}

/** Inserts an exported alert at the point of (result set, key, metric); false when no such point exists. */
export async function insertExportedAlert(tx: Sql, resultSet: number, a: ExportedAlert): Promise<boolean> {
  const point = await tx.one<{ id: number; sid: number }>(
    `SELECT pt.id, pt.series_id AS "sid" FROM points pt JOIN series s ON s.id = pt.series_id
     WHERE pt.result_set_id = $1 AND s.key = $2 AND s.metric = $3`,
    [resultSet, a.key, a.metric],
  );
  if (!point) return false;
  await tx.run(
    `INSERT INTO alerts (series_id, commit_sha, previous_commit, point_id, direction, magnitude_pct, p_value, status,
       created_at, updated_at, kind, stage, history)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      point.sid,
      a.commit,
      a.previousCommit,
      point.id,
      a.direction,
      a.magnitudePct,
      a.pValue,
      a.status,
      a.createdAt,
      a.updatedAt,
      a.kind,
      a.stage,
      a.history,
    ],
  );
  return true;
}

/** Inserts exported tokens with their ids (the id is part of each token's text, so CI secrets keep working). */
export async function insertTokens(tx: Sql, projectId: number, tokens: ExportedToken[]): Promise<void> {
  for (const t of tokens) {
    await tx.run(
      'INSERT INTO tokens (id, project_id, hash, label, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [t.id, projectId, Buffer.from(t.hash, 'hex'), t.label, t.createdAt, t.revokedAt],
    );
  }
  // PostgreSQL's id sequence does not see ids given explicitly: move it past them.
  if (tx.dialect === 'postgres' && tokens.length > 0) {
    await tx.run("SELECT setval(pg_get_serial_sequence('tokens', 'id'), (SELECT MAX(id) FROM tokens))");
  }
}

export async function insertProject(
  tx: Sql,
  p: { name: string; private: boolean; createdAt: number },
): Promise<number> {
  const row = await tx.one<{ id: number }>(
    'INSERT INTO projects (name, private, created_at) VALUES ($1, $2, $3) RETURNING id',
    [p.name, p.private ? 1 : 0, p.createdAt],
  );
  return Number(row?.id);
}
