import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  LoopSlice
} from "./chunk-WCSNIZNZ.js";

// src/service/store/operations.ts
var none = () => ({ runs: 0, points: 0, alerts: 0, series: 0 });
var POINTS_PER_DELETE = 5e3;
function add(into, more) {
  for (const k of Object.keys(into)) into[k] += more[k];
  return into;
}
async function deleteResultSet(tx, id, reanalyse) {
  const target = await tx.one(
    `SELECT rs.run_id AS "runId", r.commit_sha AS "commit" FROM result_sets rs JOIN runs r ON r.id = rs.run_id
     WHERE rs.id = $1`,
    [id]
  );
  if (!target) return none();
  const series = (await tx.all(
    `SELECT id FROM series WHERE id IN (SELECT series_id FROM points WHERE result_set_id = $1) ORDER BY id
       ${tx.dialect === "postgres" ? "FOR UPDATE" : ""}`,
    [id]
  )).map((s) => Number(s.id));
  const deleted = none();
  const slice = new LoopSlice();
  for (const sid of series) {
    await slice.pause();
    const point = await tx.one(
      "SELECT id, time FROM points WHERE series_id = $1 AND result_set_id = $2",
      [sid, id]
    );
    if (!point) continue;
    const next = await tx.one(
      `SELECT id FROM points WHERE series_id = $1 AND (time > $2 OR (time = $2 AND id > $3))
       ORDER BY time, id LIMIT 1`,
      [sid, point.time, point.id]
    );
    deleted.alerts += await tx.run("DELETE FROM alerts WHERE series_id = $1 AND point_id = $2", [
      sid,
      point.id
    ]);
    if (next) {
      deleted.alerts += await tx.run(
        `DELETE FROM alerts WHERE series_id = $1 AND point_id = $2 AND previous_commit = $3
           AND status = 'untriaged'`,
        [sid, next.id, target.commit]
      );
    }
  }
  for (; ; ) {
    const n = await tx.run(
      `DELETE FROM points WHERE id IN (SELECT id FROM points WHERE result_set_id = $1 LIMIT ${POINTS_PER_DELETE})`,
      [id]
    );
    deleted.points += n;
    if (n < POINTS_PER_DELETE) break;
    await slice.pause();
  }
  for (const sid of series) {
    await slice.pause();
    const left = await tx.one('SELECT COUNT(*) AS "n" FROM points WHERE series_id = $1', [
      sid
    ]);
    if (Number(left?.n) === 0) {
      deleted.alerts += await tx.run("DELETE FROM alerts WHERE series_id = $1", [sid]);
      deleted.series += await tx.run("DELETE FROM series WHERE id = $1", [sid]);
    } else if (reanalyse) {
      await tx.run("UPDATE series SET dirty = 1 WHERE id = $1", [sid]);
    }
  }
  await tx.run("UPDATE result_sets SET verdict_pending = 1 WHERE compared_with = $1", [id]);
  deleted.runs = await tx.run("DELETE FROM result_sets WHERE id = $1", [id]);
  await tx.run(
    "DELETE FROM runs WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM result_sets WHERE run_id = $1)",
    [target.runId]
  );
  return deleted;
}
async function deleteResultSets(db, ids, reanalyse = true) {
  const deleted = await db.transaction(async (tx) => {
    const deleted2 = none();
    for (const id of ids) add(deleted2, await deleteResultSet(tx, id, reanalyse));
    return deleted2;
  });
  if (deleted.runs > 0 && db.dialect === "sqlite") await db.compact();
  return deleted;
}
async function deleteProject(db, projectId) {
  const deleted = await deleteProjectRows(db, projectId);
  if (db.dialect === "sqlite") await db.compact();
  return deleted;
}
function deleteProjectRows(db, projectId) {
  return db.transaction(async (tx) => {
    const ofSeries = "series_id IN (SELECT id FROM series WHERE project_id = $1)";
    const ofRuns = "run_id IN (SELECT id FROM runs WHERE project_id = $1)";
    const deleted = {
      alerts: await tx.run(`DELETE FROM alerts WHERE ${ofSeries}`, [projectId]),
      points: await tx.run(`DELETE FROM points WHERE ${ofSeries}`, [projectId]),
      series: await tx.run("DELETE FROM series WHERE project_id = $1", [projectId]),
      runs: await tx.run(`DELETE FROM result_sets WHERE ${ofRuns}`, [projectId])
    };
    await tx.run("DELETE FROM runs WHERE project_id = $1", [projectId]);
    await tx.run("DELETE FROM ab_runs WHERE project_id = $1", [projectId]);
    await tx.run("DELETE FROM tokens WHERE project_id = $1", [projectId]);
    await tx.run("DELETE FROM projects WHERE id = $1", [projectId]);
    return deleted;
  });
}
async function retentionCandidates(db, policy, now, limit) {
  if (policy.keepRuns === void 0 && policy.keepDays === void 0) return [];
  const keepRuns = policy.keepRuns ?? Number.MAX_SAFE_INTEGER;
  const cutoff = policy.keepDays === void 0 ? Number.MIN_SAFE_INTEGER : now - policy.keepDays * 864e5;
  const rows = await db.all(
    `SELECT rs.id FROM result_sets rs JOIN (
       SELECT id, time, ROW_NUMBER() OVER (PARTITION BY project_id, branch ORDER BY time DESC, id DESC) AS n
       FROM runs) r ON r.id = rs.run_id
     WHERE r.n > $1 OR (r.n > 1 AND r.time < $2)
     ORDER BY r.time, rs.id LIMIT $3`,
    [keepRuns, cutoff, limit]
  );
  return rows.map((r) => Number(r.id));
}
async function backlog(db) {
  const row = await db.one(
    `SELECT (SELECT COUNT(*) FROM result_sets WHERE verdict_pending = 1) AS "v",
       (SELECT COUNT(*) FROM series WHERE dirty = 1) AS "s"`
  );
  return { awaitingVerdict: Number(row?.v ?? 0), dirtySeries: Number(row?.s ?? 0) };
}
async function projectNames(db) {
  return (await db.all("SELECT name FROM projects ORDER BY name")).map((p) => p.name);
}
async function projectRuns(db, projectId) {
  const rows = await db.all(
    `SELECT rs.id, rs.name, r.run_key AS "run", r.branch, r.commit_sha AS "commit", r.machine, r.workflow,
       rs.format, rs.kind, r.time, rs.created_at AS "createdAt"
     FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE r.project_id = $1 ORDER BY r.time, rs.id`,
    [projectId]
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), time: Number(r.time), createdAt: Number(r.createdAt) }));
}
async function projectAlerts(db, projectId) {
  const rows = await db.all(
    `SELECT pt.result_set_id AS "run", s.key, s.metric, a.commit_sha AS "commit",
       a.previous_commit AS "previousCommit", a.direction, a.magnitude_pct AS "magnitudePct", a.p_value AS "pValue",
       a.status, a.created_at AS "createdAt", a.updated_at AS "updatedAt", a.kind, a.stage, a.history
     FROM alerts a JOIN series s ON s.id = a.series_id JOIN points pt ON pt.id = a.point_id
     WHERE s.project_id = $1 ORDER BY a.id`,
    [projectId]
  );
  return rows.map((r) => ({
    ...r,
    run: Number(r.run),
    magnitudePct: Number(r.magnitudePct),
    pValue: Number(r.pValue),
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt)
  }));
}
async function projectTokens(db, projectId) {
  const rows = await db.all(
    `SELECT id, hash, label, created_at AS "createdAt", revoked_at AS "revokedAt" FROM tokens
     WHERE project_id = $1 ORDER BY id`,
    [projectId]
  );
  return rows.map((r) => ({
    id: Number(r.id),
    hash: Buffer.from(r.hash).toString("hex"),
    label: r.label,
    createdAt: Number(r.createdAt),
    revokedAt: r.revokedAt === null ? null : Number(r.revokedAt)
  }));
}
async function takenTokenIds(db, ids) {
  if (ids.length === 0) return [];
  const rows = await db.all("SELECT id FROM tokens ORDER BY id");
  const wanted = new Set(ids);
  return rows.map((r) => Number(r.id)).filter((id) => wanted.has(id));
}
async function insertExportedAlert(tx, resultSet, a) {
  const point = await tx.one(
    `SELECT pt.id, pt.series_id AS "sid" FROM points pt JOIN series s ON s.id = pt.series_id
     WHERE pt.result_set_id = $1 AND s.key = $2 AND s.metric = $3`,
    [resultSet, a.key, a.metric]
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
      a.history
    ]
  );
  return true;
}
async function insertTokens(tx, projectId, tokens) {
  for (const t of tokens) {
    await tx.run(
      "INSERT INTO tokens (id, project_id, hash, label, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6)",
      [t.id, projectId, Buffer.from(t.hash, "hex"), t.label, t.createdAt, t.revokedAt]
    );
  }
  if (tx.dialect === "postgres" && tokens.length > 0) {
    await tx.run("SELECT setval(pg_get_serial_sequence('tokens', 'id'), (SELECT MAX(id) FROM tokens))");
  }
}
async function insertProject(tx, p) {
  const row = await tx.one(
    "INSERT INTO projects (name, private, created_at) VALUES ($1, $2, $3) RETURNING id",
    [p.name, p.private ? 1 : 0, p.createdAt]
  );
  return Number(row?.id);
}

export {
  deleteResultSet,
  deleteResultSets,
  deleteProject,
  retentionCandidates,
  backlog,
  projectNames,
  projectRuns,
  projectAlerts,
  projectTokens,
  takenTokenIds,
  insertExportedAlert,
  insertTokens,
  insertProject
};
