// Ingest: a run, its result set and one point per series, in the caller's transaction.
import type { Sql } from './database.js';
import { LoopSlice } from './loop-slice.js';
import { pointBatches } from './point-batches.js';
import type { IngestInput, PointInput } from './types.js';

/** The same CI run id uploaded again for another commit or branch: the caller mixed two runs up. */
export class RunConflictError extends Error {}

/**
 * Stores one result set inside the caller's transaction (`RunRepository.ingest`, and an import that stores a whole
 * project in one transaction).
 */
export async function ingestInto(tx: Sql, given: IngestInput): Promise<{ id: number; created: boolean }> {
  let input = given;
  const now = input.createdAt ?? Date.now();
  const run = await tx.one<{ id: number; branch: string; commit: string; machine: string; time: number }>(
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
      now,
    ],
  );
  if (!run) throw new Error('insert into runs returned no row');
  if (run.branch !== input.branch || run.commit !== input.commit) {
    throw new RunConflictError(
      `run "${input.runKey}" is already stored for commit ${run.commit} on branch "${run.branch}": ` +
        'give each CI run its own run id',
    );
  }
  // Another file of a run already stored takes the run's machine and time: its points sit with the run's.
  input = { ...input, machine: run.machine, time: Number(run.time) };
  const inserted = await tx.one<{ id: number }>(
    `INSERT INTO result_sets (run_id, name, format, kind, body, body_bytes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (run_id, name) DO NOTHING RETURNING id`,
    [run.id, input.name, input.format, input.kind, input.body, input.bodyBytes, now],
  );
  if (!inserted) {
    const existing = await tx.one<{ id: number }>(
      'SELECT id FROM result_sets WHERE run_id = $1 AND name = $2',
      [run.id, input.name],
    );
    return { id: Number(existing?.id), created: false };
  }
  const id = Number(inserted.id);
  await insertPoints(tx, input, id);
  // A run that arrives late changes the previous run of the one after it: judge that one again.
  await tx.run(
    `UPDATE result_sets SET verdict_pending = 1 WHERE id IN (
         SELECT rs2.id FROM result_sets rs2 JOIN runs r2 ON r2.id = rs2.run_id
         WHERE r2.project_id = $1 AND r2.branch = $2 AND r2.machine = $3 AND rs2.name = $4 AND rs2.kind = $5
           AND (r2.time > $6 OR (r2.time = $6 AND rs2.id > $7))
         ORDER BY r2.time, rs2.id LIMIT 1)`,
    [input.projectId, input.branch, input.machine, input.name, input.kind, input.time, id],
  );
  return { id, created: true };
}

/** Points per batch: a batch of objects at a time, and on PostgreSQL two statements per batch. */
const INGEST_BATCH = 5000;

/**
 * Upserts the series (marking them for analysis) and adds one point each, a batch at a time in key order (so
 * concurrent ingests lock series rows in one order: no deadlock); on PostgreSQL in two statements a batch.
 */
async function insertPoints(tx: Sql, input: IngestInput, resultSetId: number): Promise<void> {
  const head = [input.projectId, input.branch, input.machine];
  const slice = new LoopSlice();
  for (const points of pointBatches(input.points, INGEST_BATCH)) {
    if (tx.dialect === 'postgres') {
      await insertBatchPostgres(tx, input, resultSetId, points);
      continue;
    }
    for (const p of points) {
      // node:sqlite is synchronous: let the event loop answer other requests (/healthz, reads) every few
      // milliseconds instead of holding it for the whole of a 200,000-benchmark file.
      await slice.pause();
      const row = await tx.one<{ id: number }>(
        `INSERT INTO series (project_id, branch, machine, key, metric, unit, direction, dirty)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1)
         ON CONFLICT (project_id, branch, machine, key, metric) DO UPDATE SET dirty = 1 RETURNING id`,
        [...head, p.key, p.metric, p.unit, p.direction],
      );
      await tx.run(
        'INSERT INTO points (series_id, result_set_id, commit_sha, time, value) VALUES ($1, $2, $3, $4, $5)',
        [row?.id, resultSetId, input.commit, input.time, p.value],
      );
    }
  }
}

async function insertBatchPostgres(
  tx: Sql,
  input: IngestInput,
  resultSetId: number,
  points: PointInput[],
): Promise<void> {
  const ids = await tx.all<{ id: number; key: string; metric: string }>(
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
      ...(['key', 'metric', 'unit', 'direction'] as const).map((f) => points.map((p) => p[f])),
    ],
  );
  const idOf = new Map(ids.map((r) => [`${r.key}\u0000${r.metric}`, Number(r.id)]));
  await tx.run(
    `INSERT INTO points (series_id, result_set_id, commit_sha, time, value)
     SELECT t.sid, $1, $2, $3, t.v FROM unnest($4::bigint[], $5::float8[]) AS t(sid, v)`,
    [
      resultSetId,
      input.commit,
      input.time,
      points.map((p) => idOf.get(`${p.key}\u0000${p.metric}`)),
      points.map((p) => p.value),
    ],
  );
}
