import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  LoopSlice
} from "./chunk-WCSNIZNZ.js";

// src/service/store/point-batches.ts
function compareKeys(a, b) {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0;
}
function* pointBatches(points, size) {
  if (Array.isArray(points)) {
    const sorted = [...points].sort(compareKeys);
    for (let at = 0; at < sorted.length; at += size) yield sorted.slice(at, at + size);
    return;
  }
  const { keys, kinds, kindOf, values } = points;
  let from = 0;
  for (let at = 0; at < values.length; at += size) {
    const batch = [];
    for (let i = at; i < Math.min(at + size, values.length); i++) {
      const end = keys.indexOf("\0", from);
      const key = keys.slice(from, end < 0 ? keys.length : end);
      from = end + 1;
      batch.push({ key, ...kinds[kindOf[i]], value: values[i] });
    }
    yield batch;
  }
}

// src/service/store/ingest.ts
var RunConflictError = class extends Error {
};
async function ingestInto(tx, given) {
  let input = given;
  const now = input.createdAt ?? Date.now();
  const run = await tx.one(
    `INSERT INTO runs (project_id, run_key, branch, commit_sha, workflow, machine, time, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (project_id, run_key) DO UPDATE SET run_key = EXCLUDED.run_key
       RETURNING id, branch, commit_sha AS "commit", machine, time`,
    [
      input.projectId,
      input.runKey,
      input.branch,
      input.commit,
      input.workflow,
      input.machine,
      input.time,
      now
    ]
  );
  if (!run) throw new Error("insert into runs returned no row");
  if (run.branch !== input.branch || run.commit !== input.commit) {
    throw new RunConflictError(
      `run "${input.runKey}" is already stored for commit ${run.commit} on branch "${run.branch}": give each CI run its own run id`
    );
  }
  input = { ...input, machine: run.machine, time: Number(run.time) };
  const inserted = await tx.one(
    `INSERT INTO result_sets (run_id, name, format, kind, body, body_bytes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (run_id, name) DO NOTHING RETURNING id`,
    [run.id, input.name, input.format, input.kind, input.body, input.bodyBytes, now]
  );
  if (!inserted) {
    const existing = await tx.one(
      "SELECT id FROM result_sets WHERE run_id = $1 AND name = $2",
      [run.id, input.name]
    );
    return { id: Number(existing?.id), created: false };
  }
  const id = Number(inserted.id);
  await insertPoints(tx, input, id);
  await tx.run(
    `UPDATE result_sets SET verdict_pending = 1 WHERE id IN (
         SELECT rs2.id FROM result_sets rs2 JOIN runs r2 ON r2.id = rs2.run_id
         WHERE r2.project_id = $1 AND r2.branch = $2 AND r2.machine = $3 AND rs2.name = $4 AND rs2.kind = $5
           AND (r2.time > $6 OR (r2.time = $6 AND rs2.id > $7))
         ORDER BY r2.time, rs2.id LIMIT 1)`,
    [input.projectId, input.branch, input.machine, input.name, input.kind, input.time, id]
  );
  return { id, created: true };
}
var INGEST_BATCH = 5e3;
async function insertPoints(tx, input, resultSetId) {
  const head = [input.projectId, input.branch, input.machine];
  const slice = new LoopSlice();
  for (const points of pointBatches(input.points, INGEST_BATCH)) {
    if (tx.dialect === "postgres") {
      await insertBatchPostgres(tx, input, resultSetId, points);
      continue;
    }
    for (const p of points) {
      await slice.pause();
      const row = await tx.one(
        `INSERT INTO series (project_id, branch, machine, key, metric, unit, direction, dirty)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1)
         ON CONFLICT (project_id, branch, machine, key, metric) DO UPDATE SET dirty = 1 RETURNING id`,
        [...head, p.key, p.metric, p.unit, p.direction]
      );
      await tx.run(
        "INSERT INTO points (series_id, result_set_id, commit_sha, time, value) VALUES ($1, $2, $3, $4, $5)",
        [row?.id, resultSetId, input.commit, input.time, p.value]
      );
    }
  }
}
async function insertBatchPostgres(tx, input, resultSetId, points) {
  const ids = await tx.all(
    `INSERT INTO series (project_id, branch, machine, key, metric, unit, direction, dirty)
     SELECT $1, $2, $3, t.key, t.metric, t.unit, t.direction, 1
     FROM unnest($4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS t(key, metric, unit, direction, n)
     ORDER BY t.n
     ON CONFLICT (project_id, branch, machine, key, metric) DO UPDATE SET dirty = 1
     RETURNING id, key, metric`,
    [
      input.projectId,
      input.branch,
      input.machine,
      ...["key", "metric", "unit", "direction"].map((f) => points.map((p) => p[f]))
    ]
  );
  const idOf = new Map(ids.map((r) => [`${r.key}\0${r.metric}`, Number(r.id)]));
  await tx.run(
    `INSERT INTO points (series_id, result_set_id, commit_sha, time, value)
     SELECT t.sid, $1, $2, $3, t.v FROM unnest($4::bigint[], $5::float8[]) AS t(sid, v)`,
    [
      resultSetId,
      input.commit,
      input.time,
      points.map((p) => idOf.get(`${p.key}\0${p.metric}`)),
      points.map((p) => p.value)
    ]
  );
}

// src/service/store/database.ts
var DatabaseUnavailableError = class extends Error {
};

export {
  DatabaseUnavailableError,
  compareKeys,
  RunConflictError,
  ingestInto
};
