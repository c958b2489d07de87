import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/service/store/migrations.ts
var MIGRATIONS = [
  `
  CREATE TABLE projects (
    id {id}, name TEXT NOT NULL UNIQUE, private INTEGER NOT NULL DEFAULT 0, created_at {big} NOT NULL
  );
  CREATE TABLE tokens (
    id {id}, project_id {big} NOT NULL REFERENCES projects(id), hash {blob} NOT NULL, label TEXT,
    created_at {big} NOT NULL, revoked_at {big}
  );
  CREATE TABLE runs (
    id {id}, project_id {big} NOT NULL REFERENCES projects(id), run_key TEXT NOT NULL, branch TEXT NOT NULL,
    commit_sha TEXT NOT NULL, workflow TEXT, machine TEXT NOT NULL, time {big} NOT NULL, created_at {big} NOT NULL,
    UNIQUE (project_id, run_key)
  );
  CREATE INDEX runs_branch ON runs (project_id, branch, time);
  CREATE INDEX runs_commit ON runs (project_id, commit_sha);
  CREATE TABLE result_sets (
    id {id}, run_id {big} NOT NULL REFERENCES runs(id), name TEXT NOT NULL, format TEXT NOT NULL,
    kind TEXT NOT NULL, body {blob} NOT NULL, body_bytes {big} NOT NULL, created_at {big} NOT NULL,
    verdict TEXT, shift_pct {real}, compared_with {big}, verdict_pending INTEGER NOT NULL DEFAULT 1,
    UNIQUE (run_id, name)
  );
  CREATE INDEX result_sets_pending ON result_sets (verdict_pending);
  CREATE TABLE series (
    id {id}, project_id {big} NOT NULL REFERENCES projects(id), branch TEXT NOT NULL, machine TEXT NOT NULL,
    key TEXT NOT NULL, metric TEXT NOT NULL, unit TEXT NOT NULL, direction TEXT NOT NULL,
    dirty INTEGER NOT NULL DEFAULT 1,
    UNIQUE (project_id, branch, machine, key, metric)
  );
  CREATE INDEX series_dirty ON series (dirty);
  CREATE TABLE points (
    id {id}, series_id {big} NOT NULL REFERENCES series(id), result_set_id {big} NOT NULL REFERENCES result_sets(id),
    commit_sha TEXT NOT NULL, time {big} NOT NULL, value {real} NOT NULL,
    UNIQUE (series_id, result_set_id)
  );
  CREATE INDEX points_order ON points (series_id, time, id);
  CREATE TABLE alerts (
    id {id}, series_id {big} NOT NULL REFERENCES series(id), commit_sha TEXT NOT NULL,
    previous_commit TEXT NOT NULL, point_id {big} NOT NULL, direction TEXT NOT NULL, magnitude_pct {real} NOT NULL,
    p_value {real} NOT NULL, status TEXT NOT NULL, created_at {big} NOT NULL, updated_at {big} NOT NULL,
    UNIQUE (series_id, commit_sha)
  );
  CREATE INDEX alerts_status ON alerts (status);
  `,
  // Change-point alerts (src/service/change-alerts.ts): a kind (step or drift) and a stage (a provisional
  // step is later confirmed or withdrawn), with the stages it went through as a JSON array.
  `
  ALTER TABLE alerts ADD COLUMN kind TEXT NOT NULL DEFAULT 'step';
  ALTER TABLE alerts ADD COLUMN stage TEXT NOT NULL DEFAULT 'confirmed';
  ALTER TABLE alerts ADD COLUMN history TEXT NOT NULL DEFAULT '[]'
  `
];
var SPELLING = {
  sqlite: { id: "INTEGER PRIMARY KEY", blob: "BLOB", real: "REAL", big: "INTEGER" },
  postgres: { id: "BIGSERIAL PRIMARY KEY", blob: "BYTEA", real: "DOUBLE PRECISION", big: "BIGINT" }
};
function statements(sql, dialect) {
  const spelled = sql.replace(/\{(\w+)\}/g, (_, word) => SPELLING[dialect][word]);
  return spelled.split(";").map((s) => s.trim()).filter(Boolean);
}
async function migrate(db) {
  return db.transaction(async (tx) => {
    if (tx.dialect === "postgres") await tx.run("SELECT pg_advisory_xact_lock(423137978216)");
    await tx.run(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)"
    );
    const row = await tx.one("SELECT MAX(version) AS v FROM schema_migrations");
    const done = Number(row?.v ?? 0);
    for (let v = done + 1; v <= MIGRATIONS.length; v++) {
      for (const statement of statements(MIGRATIONS[v - 1], tx.dialect)) await tx.run(statement);
      await tx.run("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [v, Date.now()]);
    }
    return MIGRATIONS.length - done;
  });
}

// src/service/store/store.ts
var RunConflictError = class extends Error {
};
var RUN_COLUMNS = `rs.id, rs.name, r.run_key AS "run", r.branch, r.commit_sha AS "commit", r.machine,
  r.workflow, rs.format, rs.kind, r.time, rs.created_at AS "createdAt", rs.verdict, rs.shift_pct AS "shiftPct",
  rs.compared_with AS "comparedWith"`;
var ALERT_COLUMNS = `a.id, p.name AS "project", p.id AS "projectId", s.key, s.metric, s.machine, s.branch,
  a.commit_sha AS "commit", a.previous_commit AS "previousCommit", a.direction, a.magnitude_pct AS "magnitudePct",
  a.p_value AS "pValue", a.status, a.created_at AS "createdAt", a.updated_at AS "updatedAt", a.kind, a.stage,
  a.history`;
var ALERT_FROM = "alerts a JOIN series s ON s.id = a.series_id JOIN projects p ON p.id = s.project_id";
function toBuffer(v) {
  const u = v;
  return Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength);
}
function numbers(row, ...keys) {
  for (const k of keys) if (row[k] !== null && row[k] !== void 0) row[k] = Number(row[k]);
  return row;
}
var Store = class {
  constructor(db) {
    this.db = db;
  }
  db;
  get description() {
    return this.db.description;
  }
  migrate() {
    return migrate(this.db);
  }
  ping() {
    return this.db.ping();
  }
  close() {
    return this.db.close();
  }
  // --- projects and tokens -------------------------------------------------------------------------------
  async findProject(name) {
    const row = await this.db.one(
      'SELECT id, name, private, created_at AS "createdAt" FROM projects WHERE name = $1',
      [name]
    );
    return row && { ...numbers(row, "id", "createdAt"), private: Boolean(row.private) };
  }
  async ensureProject(name, isPrivate) {
    await this.db.transaction(async (tx) => {
      await tx.run(
        "INSERT INTO projects (name, private, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
        [name, isPrivate ? 1 : 0, Date.now()]
      );
      if (isPrivate !== void 0) {
        await tx.run("UPDATE projects SET private = $2 WHERE name = $1", [name, isPrivate ? 1 : 0]);
      }
    });
    return await this.findProject(name);
  }
  async listPublicProjects() {
    const rows = await this.db.all(
      `SELECT p.name, p.created_at AS "createdAt", COUNT(rs.id) AS "runCount", MAX(r.time) AS "latestAt"
       FROM projects p LEFT JOIN runs r ON r.project_id = p.id LEFT JOIN result_sets rs ON rs.run_id = r.id
       WHERE p.private = 0 GROUP BY p.id, p.name, p.created_at ORDER BY p.name`
    );
    return rows.map((r) => numbers(r, "createdAt", "runCount", "latestAt"));
  }
  async addToken(projectId, hash, label) {
    const row = await this.db.transaction(
      (tx) => tx.one(
        "INSERT INTO tokens (project_id, hash, label, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
        [projectId, hash, label, Date.now()]
      )
    );
    return Number(row?.id);
  }
  async findToken(id) {
    const row = await this.db.one(
      'SELECT id, project_id AS "projectId", hash, revoked_at AS "revokedAt" FROM tokens WHERE id = $1',
      [id]
    );
    if (!row) return void 0;
    return {
      id: Number(row.id),
      projectId: Number(row.projectId),
      hash: toBuffer(row.hash),
      revoked: row.revokedAt !== null
    };
  }
  async revokeToken(id) {
    return await this.db.run("UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL", [
      id,
      Date.now()
    ]) > 0;
  }
  async listTokens(projectId) {
    const rows = await this.db.all(
      'SELECT id, label, created_at AS "createdAt", revoked_at AS "revokedAt" FROM tokens WHERE project_id = $1 ORDER BY id',
      [projectId]
    );
    return rows.map((r) => ({
      id: Number(r.id),
      label: r.label,
      createdAt: Number(r.createdAt),
      revoked: r.revokedAt !== null
    }));
  }
  // --- ingest --------------------------------------------------------------------------------------------
  /** The id of (project, run, name) when it is stored already. */
  async findResultSet(projectId, runKey, name) {
    const row = await this.db.one(
      `SELECT rs.id FROM result_sets rs JOIN runs r ON r.id = rs.run_id
       WHERE r.project_id = $1 AND r.run_key = $2 AND rs.name = $3`,
      [projectId, runKey, name]
    );
    return row && Number(row.id);
  }
  /** One transaction: the run, its result set and every series point appear together or not at all. */
  ingest(input) {
    return this.db.transaction((tx) => ingestInto(tx, input));
  }
  // --- runs ----------------------------------------------------------------------------------------------
  async listRuns(projectId, filter) {
    const where = ["r.project_id = $1"];
    const params = [projectId];
    const add = (clause, value) => {
      params.push(value);
      where.push(clause.replaceAll("?", `$${params.length}`));
    };
    if (filter.branch !== void 0) add("r.branch = ?", filter.branch);
    if (filter.name !== void 0) add("rs.name = ?", filter.name);
    if (filter.before !== void 0) {
      const cursor = await this.getRun(projectId, filter.before);
      if (!cursor) return [];
      params.push(cursor.time, cursor.id);
      const [t, i] = [params.length - 1, params.length];
      where.push(`(r.time < $${t} OR (r.time = $${t} AND rs.id < $${i}))`);
    }
    params.push(filter.limit);
    const rows = await this.db.all(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE ${where.join(" AND ")}
       ORDER BY r.time DESC, rs.id DESC LIMIT $${params.length}`,
      params
    );
    return rows.map(runRow);
  }
  async getRun(projectId, id) {
    const row = await this.db.one(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE r.project_id = $1 AND rs.id = $2`,
      [projectId, id]
    );
    return row && runRow(row);
  }
  async projectOfRun(id) {
    const row = await this.db.one(
      'SELECT r.project_id AS "p" FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE rs.id = $1',
      [id]
    );
    return Number(row?.p);
  }
  async getBody(id) {
    const row = await this.db.one("SELECT body FROM result_sets WHERE id = $1", [id]);
    return row && toBuffer(row.body);
  }
  /** The newest result set at `commit` on `branch` (and of `name`, when given). */
  async runAtCommit(projectId, branch, commit, name) {
    const params = [projectId, branch, commit];
    if (name !== void 0) params.push(name);
    const row = await this.db.one(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id
       WHERE r.project_id = $1 AND r.branch = $2 AND r.commit_sha = $3 ${name !== void 0 ? "AND rs.name = $4" : ""}
       ORDER BY r.time DESC, rs.id DESC LIMIT 1`,
      params
    );
    return row && runRow(row);
  }
  async listBranches(projectId) {
    const rows = await this.db.all(
      `SELECT r.branch AS "name", COUNT(rs.id) AS "runCount", MAX(r.time) AS "latestAt",
         (SELECT r2.commit_sha FROM runs r2 WHERE r2.project_id = r.project_id AND r2.branch = r.branch
          ORDER BY r2.time DESC, r2.id DESC LIMIT 1) AS "latestCommit"
       FROM runs r JOIN result_sets rs ON rs.run_id = r.id WHERE r.project_id = $1
       GROUP BY r.project_id, r.branch ORDER BY MAX(r.time) DESC`,
      [projectId]
    );
    return rows.map((r) => numbers(r, "runCount", "latestAt"));
  }
  // --- verdicts against the previous run (for the branch badge) ------------------------------------------
  /** Result sets whose verdict is not yet computed, each with the previous one of its name on its branch. */
  async pendingVerdicts(limit) {
    const rows = await this.db.all(
      `SELECT rs.id,
         (SELECT rs2.id FROM result_sets rs2 JOIN runs r2 ON r2.id = rs2.run_id
          WHERE r2.project_id = r.project_id AND r2.branch = r.branch AND r2.machine = r.machine
            AND rs2.name = rs.name AND rs2.kind = rs.kind AND (r2.time < r.time OR (r2.time = r.time AND rs2.id < rs.id))
          ORDER BY r2.time DESC, rs2.id DESC LIMIT 1) AS "previous"
       FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE rs.verdict_pending = 1 ORDER BY rs.id LIMIT $1`,
      [limit]
    );
    return rows.map((r) => numbers(r, "id", "previous"));
  }
  async setVerdict(id, verdict, shiftPct, comparedWith) {
    await this.db.run(
      `UPDATE result_sets SET verdict = $2, shift_pct = $3, compared_with = $4, verdict_pending = 0
       WHERE id = $1 AND (CAST($4 AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM result_sets b WHERE b.id = $4))`,
      [id, verdict, shiftPct, comparedWith]
    );
  }
  /** The newest run on the branch whose verdict is known. */
  async latestVerdict(projectId, branch, name) {
    const params = [projectId, branch];
    if (name !== void 0) params.push(name);
    const row = await this.db.one(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id
       WHERE r.project_id = $1 AND r.branch = $2 AND rs.verdict_pending = 0 ${name !== void 0 ? "AND rs.name = $3" : ""}
       ORDER BY r.time DESC, rs.id DESC LIMIT 1`,
      params
    );
    return row && runRow(row);
  }
  // --- series --------------------------------------------------------------------------------------------
  async listSeriesKeys(projectId, branch, machine) {
    const params = [projectId, branch];
    if (machine !== void 0) params.push(machine);
    const rows = await this.db.all(
      `SELECT s.key, s.metric, s.machine, s.unit, s.direction,
         (SELECT COUNT(*) FROM points pt WHERE pt.series_id = s.id) AS "points",
         (SELECT pt.value FROM points pt WHERE pt.series_id = s.id ORDER BY pt.time DESC, pt.id DESC LIMIT 1) AS "latestValue",
         (SELECT MAX(pt.time) FROM points pt WHERE pt.series_id = s.id) AS "latestAt",
         (SELECT COUNT(*) FROM alerts a WHERE a.series_id = s.id AND a.status IN ('untriaged', 'acknowledged')) AS "openAlerts"
       FROM series s WHERE s.project_id = $1 AND s.branch = $2 ${machine !== void 0 ? "AND s.machine = $3" : ""}
       ORDER BY s.key, s.metric, s.machine`,
      params
    );
    return rows.map((r) => numbers(r, "points", "latestValue", "latestAt", "openAlerts"));
  }
  async getSeries(ref) {
    const series = await this.db.one(
      `SELECT id, unit, direction FROM series
       WHERE project_id = $1 AND branch = $2 AND machine = $3 AND key = $4 AND metric = $5`,
      [ref.projectId, ref.branch, ref.machine, ref.key, ref.metric]
    );
    if (!series) return void 0;
    const id = Number(series.id);
    return { id, unit: series.unit, direction: series.direction, points: await pointsOf(this.db, id, null) };
  }
  /** Machine labels a series key is recorded under (to resolve `machine` when a request leaves it out). */
  async seriesMachines(projectId, branch, key, metric) {
    const rows = await this.db.all(
      "SELECT machine FROM series WHERE project_id = $1 AND branch = $2 AND key = $3 AND metric = $4 ORDER BY machine",
      [projectId, branch, key, metric]
    );
    return rows.map((r) => r.machine);
  }
  // --- change points and alerts --------------------------------------------------------------------------
  /**
   * Claims up to `batch` series whose points changed since their last analysis (on PostgreSQL with
   * `FOR UPDATE SKIP LOCKED`, so replicas split the work and never analyse one series at once), hands each
   * series' tail to `analyse`, stores the alerts it returns (a unique key makes a second raise impossible) and
   * marks the series clean — all in one transaction. Returns how many series it analysed and alerts it raised.
   */
  analyseDirtySeries(analyse, options) {
    return this.db.transaction(async (tx) => {
      const lock = tx.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
      const claimed = await tx.all(
        `SELECT id, direction FROM series WHERE dirty = 1 ORDER BY id LIMIT $1 ${lock}`,
        [options.batch]
      );
      if (claimed.length === 0) return { series: 0, alerts: 0 };
      const ids = claimed.map((s) => Number(s.id));
      const inIds = tx.dialect === "postgres" ? "= ANY($1::bigint[])" : "IN (SELECT value FROM json_each($1))";
      const alerted = await tx.all(
        `SELECT series_id AS "sid", point_id AS "pointId", magnitude_pct AS "pct", kind, stage FROM alerts
         WHERE series_id ${inIds}`,
        [ids]
      );
      const tails = new Map(
        claimed.map((s) => [
          Number(s.id),
          { id: Number(s.id), direction: s.direction, points: [], alerted: /* @__PURE__ */ new Map() }
        ])
      );
      for (const tail of tails.values()) {
        const rows = await tx.all(
          `SELECT id, commit_sha AS "commit", value FROM points WHERE series_id = $1
           ORDER BY time DESC, id DESC LIMIT $2`,
          [tail.id, options.tail]
        );
        for (let i = rows.length - 1; i >= 0; i--) {
          tail.points.push({ id: Number(rows[i].id), commit: rows[i].commit, value: Number(rows[i].value) });
        }
      }
      for (const a of alerted) {
        const tail = tails.get(Number(a.sid));
        if (!tail) continue;
        tail.alerted.set(Number(a.pointId), Number(a.pct));
        (tail.kinds ??= /* @__PURE__ */ new Map()).set(Number(a.pointId), { kind: a.kind, stage: a.stage });
      }
      let alerts = 0;
      const now = Date.now();
      for (const tail of tails.values()) {
        for (const d of analyse(tail)) {
          const stage = JSON.stringify({ stage: d.stage, at: now });
          const changed = await tx.run(
            `INSERT INTO alerts (series_id, commit_sha, previous_commit, point_id, direction, magnitude_pct, p_value,
               status, created_at, updated_at, kind, stage, history)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'untriaged', $8, $8, $9, $10, $11)
             ON CONFLICT (series_id, commit_sha) DO UPDATE SET stage = excluded.stage, updated_at = excluded.updated_at,
               history = substr(alerts.history, 1, length(alerts.history) - 1) || ',' || $12 || ']'
             WHERE alerts.stage = 'provisional' AND excluded.stage <> 'provisional'`,
            [
              tail.id,
              d.commit,
              d.previousCommit,
              d.pointId,
              d.direction,
              d.magnitudePct,
              d.pValue,
              now,
              d.kind,
              d.stage,
              `[${stage}]`,
              stage
            ]
          );
          if (!tail.kinds?.has(d.pointId)) alerts += changed;
        }
      }
      await tx.run(`UPDATE series SET dirty = 0 WHERE id ${inIds}`, [ids]);
      return { series: claimed.length, alerts };
    });
  }
  async listAlerts(projectId, filter, limit = 500) {
    const where = ["s.project_id = $1"];
    const params = [projectId];
    for (const [column, value] of [
      ["a.status", filter.status],
      ["s.branch", filter.branch],
      ["s.key", filter.key],
      ["s.metric", filter.metric]
    ]) {
      if (value === void 0) continue;
      params.push(value);
      where.push(`${column} = $${params.length}`);
    }
    params.push(limit);
    const rows = await this.db.all(
      `SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE ${where.join(" AND ")} ORDER BY a.id DESC LIMIT $${params.length}`,
      params
    );
    return rows.map(alertRow);
  }
  async getAlert(id) {
    const row = await this.db.one(`SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE a.id = $1`, [
      id
    ]);
    return row && alertRow(row);
  }
  async setAlertStatus(id, status) {
    await this.db.run("UPDATE alerts SET status = $2, updated_at = $3 WHERE id = $1", [
      id,
      status,
      Date.now()
    ]);
    return this.getAlert(id);
  }
};
function runRow(row) {
  return numbers(row, "id", "time", "createdAt", "shiftPct", "comparedWith");
}
function alertRow(row) {
  const history = row.history;
  return {
    ...numbers(row, "id", "projectId", "magnitudePct", "pValue", "createdAt", "updatedAt"),
    history: typeof history === "string" ? JSON.parse(history) : row.history
  };
}
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
async function pointsOf(sql, seriesId, tail) {
  const rows = await sql.all(
    `SELECT id, result_set_id AS "resultSet", commit_sha AS "commit", time, value FROM points WHERE series_id = $1
     ORDER BY time DESC, id DESC ${tail === null ? "" : "LIMIT $2"}`,
    tail === null ? [seriesId] : [seriesId, tail]
  );
  return rows.reverse().map((r) => numbers(r, "id", "resultSet", "time", "value"));
}
async function insertPoints(tx, input, resultSetId) {
  const points = [...input.points].sort((a, b) => compareKeys(a, b));
  const head = [input.projectId, input.branch, input.machine];
  if (tx.dialect === "postgres") {
    const ids = await tx.all(
      `INSERT INTO series (project_id, branch, machine, key, metric, unit, direction, dirty)
       SELECT $1, $2, $3, t.key, t.metric, t.unit, t.direction, 1
       FROM unnest($4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS t(key, metric, unit, direction, n)
       ORDER BY t.n
       ON CONFLICT (project_id, branch, machine, key, metric) DO UPDATE SET dirty = 1
       RETURNING id, key, metric`,
      [...head, ...["key", "metric", "unit", "direction"].map((f) => points.map((p) => p[f]))]
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
    return;
  }
  for (const p of points) {
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
function compareKeys(a, b) {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0;
}

export {
  RunConflictError,
  Store,
  ingestInto
};
