import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/service/store/rows.ts
function toBuffer(v) {
  const u = v;
  return Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength);
}
function numbers(row2, ...keys) {
  for (const k of keys) if (row2[k] !== null && row2[k] !== void 0) row2[k] = Number(row2[k]);
  return row2;
}

// src/service/store/ab-run-repository.ts
var COLUMNS = `id, name, run_key AS "run", branch, commit_sha AS "commit", base_commit AS "baseCommit", machine,
  workflow, format, rounds, benchmarks AS "benchmarkCount", decided, verdict, body_bytes AS "bytes", time, created_at AS "createdAt"`;
function row(r) {
  return numbers(r, "id", "rounds", "benchmarkCount", "decided", "bytes", "time", "createdAt");
}
async function insertAbRun(tx, input) {
  const inserted = await tx.one(
    `INSERT INTO ab_runs (project_id, run_key, name, branch, commit_sha, base_commit, machine, workflow, time,
       created_at, format, rounds, benchmarks, decided, verdict, body, body_bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (project_id, run_key, name) DO NOTHING RETURNING id`,
    [
      input.projectId,
      input.run,
      input.name,
      input.branch,
      input.commit,
      input.baseCommit,
      input.machine,
      input.workflow,
      input.time,
      input.createdAt ?? Date.now(),
      input.format,
      input.rounds,
      input.benchmarkCount,
      input.decided,
      input.verdict,
      input.body,
      input.body.length
    ]
  );
  return inserted ? Number(inserted.id) : null;
}
var AbRunRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** (project, run, name) when it is stored already. */
  async find(projectId, runKey, name) {
    const r = await this.db.one(
      `SELECT ${COLUMNS} FROM ab_runs WHERE project_id = $1 AND run_key = $2 AND name = $3`,
      [projectId, runKey, name]
    );
    return r && row(r);
  }
  /** Stores it, or (the same run and name stored meanwhile) answers the stored one with `created: false`. */
  async insert(input) {
    const id = await this.db.transaction((tx) => insertAbRun(tx, input));
    const stored = await this.find(input.projectId, input.run, input.name);
    if (!stored) throw new Error("an A/B run just stored is not found");
    return { run: stored, created: id !== null };
  }
  /** Every A/B run of the project, oldest first (an export). */
  async all(projectId) {
    const rows = await this.db.all(
      `SELECT ${COLUMNS} FROM ab_runs WHERE project_id = $1 ORDER BY time, id`,
      [projectId]
    );
    return rows.map(row);
  }
  /** Newest first (by run time, then id); `before` is the id the previous page ended at. */
  async list(projectId, filter) {
    const where = ["project_id = $1"];
    const params = [projectId];
    if (filter.branch !== void 0) {
      params.push(filter.branch);
      where.push(`branch = $${params.length}`);
    }
    if (filter.before !== void 0) {
      const cursor = await this.get(projectId, filter.before);
      if (!cursor) return [];
      params.push(cursor.time, cursor.id);
      const [t, i] = [params.length - 1, params.length];
      where.push(`(time < $${t} OR (time = $${t} AND id < $${i}))`);
    }
    params.push(filter.limit);
    const rows = await this.db.all(
      `SELECT ${COLUMNS} FROM ab_runs WHERE ${where.join(" AND ")} ORDER BY time DESC, id DESC LIMIT $${params.length}`,
      params
    );
    return rows.map(row);
  }
  async get(projectId, id) {
    const r = await this.db.one(
      `SELECT ${COLUMNS} FROM ab_runs WHERE project_id = $1 AND id = $2`,
      [projectId, id]
    );
    return r && row(r);
  }
  /** The zip as uploaded. */
  async body(projectId, id) {
    const r = await this.db.one(
      "SELECT body FROM ab_runs WHERE project_id = $1 AND id = $2",
      [projectId, id]
    );
    return r && toBuffer(r.body);
  }
  /** Deletes it; false when the project has no such A/B run. SQLite frees the zip's pages at once. */
  async delete(projectId, id) {
    const n = await this.db.transaction(
      (tx) => tx.run("DELETE FROM ab_runs WHERE project_id = $1 AND id = $2", [projectId, id])
    );
    if (n > 0 && this.db.dialect === "sqlite") await this.db.compact();
    return n > 0;
  }
};

export {
  toBuffer,
  numbers,
  insertAbRun,
  AbRunRepository
};
