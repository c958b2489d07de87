// The service's store: every query it makes, written once for SQLite and PostgreSQL (store/sqlite.ts and
// store/postgres.ts are the two drivers). All SQL takes parameters; nothing from a request is spliced in.
import type { Database, Sql } from './database.js';
import { migrate } from './migrations.js';
import type {
  AlertDraft,
  AlertKind,
  AlertStage,
  AlertFilter,
  AlertStatus,
  AlertView,
  BranchView,
  IngestInput,
  PendingVerdict,
  PointInput,
  Project,
  ProjectView,
  RunView,
  SeriesData,
  SeriesKeyView,
  SeriesPoint,
  SeriesRef,
  SeriesTail,
  TokenRecord,
} from './types.js';

/** The same CI run id uploaded again for another commit or branch: the caller mixed two runs up. */
export class RunConflictError extends Error {}

const RUN_COLUMNS = `rs.id, rs.name, r.run_key AS "run", r.branch, r.commit_sha AS "commit", r.machine,
  r.workflow, rs.format, rs.kind, r.time, rs.created_at AS "createdAt", rs.verdict, rs.shift_pct AS "shiftPct",
  rs.compared_with AS "comparedWith"`;

const ALERT_COLUMNS = `a.id, p.name AS "project", p.id AS "projectId", s.key, s.metric, s.machine, s.branch,
  a.commit_sha AS "commit", a.previous_commit AS "previousCommit", a.direction, a.magnitude_pct AS "magnitudePct",
  a.p_value AS "pValue", a.status, a.created_at AS "createdAt", a.updated_at AS "updatedAt", a.kind, a.stage,
  a.history`;

const ALERT_FROM = 'alerts a JOIN series s ON s.id = a.series_id JOIN projects p ON p.id = s.project_id';

function toBuffer(v: unknown): Buffer {
  const u = v as Uint8Array;
  return Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength);
}

/** Rows with numeric columns made numbers (PostgreSQL gives BIGINT ids as numbers already; SQLite may not). */
function numbers<T extends object>(row: T, ...keys: (keyof T)[]): T {
  for (const k of keys) if (row[k] !== null && row[k] !== undefined) row[k] = Number(row[k]) as T[keyof T];
  return row;
}

export class Store {
  constructor(readonly db: Database) {}

  get description(): string {
    return this.db.description;
  }

  migrate(): Promise<number> {
    return migrate(this.db);
  }

  ping(): Promise<void> {
    return this.db.ping();
  }

  close(): Promise<void> {
    return this.db.close();
  }

  // --- projects and tokens -------------------------------------------------------------------------------

  async findProject(name: string): Promise<Project | undefined> {
    const row = await this.db.one<Project>(
      'SELECT id, name, private, created_at AS "createdAt" FROM projects WHERE name = $1',
      [name],
    );
    return row && { ...numbers(row, 'id', 'createdAt'), private: Boolean(row.private) };
  }

  async ensureProject(name: string, isPrivate?: boolean): Promise<Project> {
    await this.db.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO projects (name, private, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
        [name, isPrivate ? 1 : 0, Date.now()],
      );
      if (isPrivate !== undefined) {
        await tx.run('UPDATE projects SET private = $2 WHERE name = $1', [name, isPrivate ? 1 : 0]);
      }
    });
    return (await this.findProject(name)) as Project;
  }

  async listPublicProjects(): Promise<ProjectView[]> {
    const rows = await this.db.all<ProjectView>(
      `SELECT p.name, p.created_at AS "createdAt", COUNT(rs.id) AS "runCount", MAX(r.time) AS "latestAt"
       FROM projects p LEFT JOIN runs r ON r.project_id = p.id LEFT JOIN result_sets rs ON rs.run_id = r.id
       WHERE p.private = 0 GROUP BY p.id, p.name, p.created_at ORDER BY p.name`,
    );
    return rows.map((r) => numbers(r, 'createdAt', 'runCount', 'latestAt'));
  }

  async addToken(projectId: number, hash: Buffer, label: string | null): Promise<number> {
    const row = await this.db.transaction((tx) =>
      tx.one<{ id: number }>(
        'INSERT INTO tokens (project_id, hash, label, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [projectId, hash, label, Date.now()],
      ),
    );
    return Number(row?.id);
  }

  async findToken(id: number): Promise<TokenRecord | undefined> {
    const row = await this.db.one<TokenRecord & { revokedAt: number | null }>(
      'SELECT id, project_id AS "projectId", hash, revoked_at AS "revokedAt" FROM tokens WHERE id = $1',
      [id],
    );
    if (!row) return undefined;
    return {
      id: Number(row.id),
      projectId: Number(row.projectId),
      hash: toBuffer(row.hash),
      revoked: row.revokedAt !== null,
    };
  }

  async revokeToken(id: number): Promise<boolean> {
    return (
      (await this.db.run('UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        id,
        Date.now(),
      ])) > 0
    );
  }

  async listTokens(
    projectId: number,
  ): Promise<{ id: number; label: string | null; createdAt: number; revoked: boolean }[]> {
    const rows = await this.db.all<{
      id: number;
      label: string | null;
      createdAt: number;
      revokedAt: number | null;
    }>(
      'SELECT id, label, created_at AS "createdAt", revoked_at AS "revokedAt" FROM tokens WHERE project_id = $1 ORDER BY id',
      [projectId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      label: r.label,
      createdAt: Number(r.createdAt),
      revoked: r.revokedAt !== null,
    }));
  }

  // --- ingest --------------------------------------------------------------------------------------------

  /** The id of (project, run, name) when it is stored already. */
  async findResultSet(projectId: number, runKey: string, name: string): Promise<number | undefined> {
    const row = await this.db.one<{ id: number }>(
      `SELECT rs.id FROM result_sets rs JOIN runs r ON r.id = rs.run_id
       WHERE r.project_id = $1 AND r.run_key = $2 AND rs.name = $3`,
      [projectId, runKey, name],
    );
    return row && Number(row.id);
  }

  /** One transaction: the run, its result set and every series point appear together or not at all. */
  ingest(input: IngestInput): Promise<{ id: number; created: boolean }> {
    return this.db.transaction((tx) => ingestInto(tx, input));
  }

  // --- runs ----------------------------------------------------------------------------------------------

  async listRuns(
    projectId: number,
    filter: { branch?: string; name?: string; limit: number; before?: number },
  ): Promise<RunView[]> {
    const where = ['r.project_id = $1'];
    const params: unknown[] = [projectId];
    const add = (clause: string, value: unknown) => {
      params.push(value);
      where.push(clause.replaceAll('?', `$${params.length}`));
    };
    if (filter.branch !== undefined) add('r.branch = ?', filter.branch);
    if (filter.name !== undefined) add('rs.name = ?', filter.name);
    if (filter.before !== undefined) {
      const cursor = await this.getRun(projectId, filter.before);
      if (!cursor) return [];
      params.push(cursor.time, cursor.id);
      const [t, i] = [params.length - 1, params.length];
      where.push(`(r.time < $${t} OR (r.time = $${t} AND rs.id < $${i}))`);
    }
    params.push(filter.limit);
    const rows = await this.db.all<RunView>(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE ${where.join(' AND ')}
       ORDER BY r.time DESC, rs.id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(runRow);
  }

  async getRun(projectId: number, id: number): Promise<RunView | undefined> {
    const row = await this.db.one<RunView>(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE r.project_id = $1 AND rs.id = $2`,
      [projectId, id],
    );
    return row && runRow(row);
  }

  async projectOfRun(id: number): Promise<number> {
    const row = await this.db.one<{ p: number }>(
      'SELECT r.project_id AS "p" FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE rs.id = $1',
      [id],
    );
    return Number(row?.p);
  }

  async getBody(id: number): Promise<Buffer | undefined> {
    const row = await this.db.one<{ body: unknown }>('SELECT body FROM result_sets WHERE id = $1', [id]);
    return row && toBuffer(row.body);
  }

  /** The newest result set at `commit` on `branch` (and of `name`, when given). */
  async runAtCommit(
    projectId: number,
    branch: string,
    commit: string,
    name?: string,
  ): Promise<RunView | undefined> {
    const params: unknown[] = [projectId, branch, commit];
    if (name !== undefined) params.push(name);
    const row = await this.db.one<RunView>(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id
       WHERE r.project_id = $1 AND r.branch = $2 AND r.commit_sha = $3 ${name !== undefined ? 'AND rs.name = $4' : ''}
       ORDER BY r.time DESC, rs.id DESC LIMIT 1`,
      params,
    );
    return row && runRow(row);
  }

  async listBranches(projectId: number): Promise<BranchView[]> {
    const rows = await this.db.all<BranchView>(
      `SELECT r.branch AS "name", COUNT(rs.id) AS "runCount", MAX(r.time) AS "latestAt",
         (SELECT r2.commit_sha FROM runs r2 WHERE r2.project_id = r.project_id AND r2.branch = r.branch
          ORDER BY r2.time DESC, r2.id DESC LIMIT 1) AS "latestCommit"
       FROM runs r JOIN result_sets rs ON rs.run_id = r.id WHERE r.project_id = $1
       GROUP BY r.project_id, r.branch ORDER BY MAX(r.time) DESC`,
      [projectId],
    );
    return rows.map((r) => numbers(r, 'runCount', 'latestAt'));
  }

  // --- verdicts against the previous run (for the branch badge) ------------------------------------------

  /** Result sets whose verdict is not yet computed, each with the previous one of its name on its branch. */
  async pendingVerdicts(limit: number): Promise<PendingVerdict[]> {
    const rows = await this.db.all<PendingVerdict>(
      `SELECT rs.id,
         (SELECT rs2.id FROM result_sets rs2 JOIN runs r2 ON r2.id = rs2.run_id
          WHERE r2.project_id = r.project_id AND r2.branch = r.branch AND r2.machine = r.machine
            AND rs2.name = rs.name AND rs2.kind = rs.kind AND (r2.time < r.time OR (r2.time = r.time AND rs2.id < rs.id))
          ORDER BY r2.time DESC, rs2.id DESC LIMIT 1) AS "previous"
       FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE rs.verdict_pending = 1 ORDER BY rs.id LIMIT $1`,
      [limit],
    );
    return rows.map((r) => numbers(r, 'id', 'previous'));
  }

  async setVerdict(
    id: number,
    verdict: string | null,
    shiftPct: number | null,
    comparedWith: number | null,
  ): Promise<void> {
    // A baseline deleted while it was compared leaves the run pending (the next sweep judges it again), never
    // judged against a run that is gone.
    await this.db.run(
      `UPDATE result_sets SET verdict = $2, shift_pct = $3, compared_with = $4, verdict_pending = 0
       WHERE id = $1 AND (CAST($4 AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM result_sets b WHERE b.id = $4))`,
      [id, verdict, shiftPct, comparedWith],
    );
  }

  /** The newest run on the branch whose verdict is known. */
  async latestVerdict(projectId: number, branch: string, name?: string): Promise<RunView | undefined> {
    const params: unknown[] = [projectId, branch];
    if (name !== undefined) params.push(name);
    const row = await this.db.one<RunView>(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id
       WHERE r.project_id = $1 AND r.branch = $2 AND rs.verdict_pending = 0 ${name !== undefined ? 'AND rs.name = $3' : ''}
       ORDER BY r.time DESC, rs.id DESC LIMIT 1`,
      params,
    );
    return row && runRow(row);
  }

  // --- series --------------------------------------------------------------------------------------------

  async listSeriesKeys(projectId: number, branch: string, machine?: string): Promise<SeriesKeyView[]> {
    const params: unknown[] = [projectId, branch];
    if (machine !== undefined) params.push(machine);
    const rows = await this.db.all<SeriesKeyView>(
      `SELECT s.key, s.metric, s.machine, s.unit, s.direction,
         (SELECT COUNT(*) FROM points pt WHERE pt.series_id = s.id) AS "points",
         (SELECT pt.value FROM points pt WHERE pt.series_id = s.id ORDER BY pt.time DESC, pt.id DESC LIMIT 1) AS "latestValue",
         (SELECT MAX(pt.time) FROM points pt WHERE pt.series_id = s.id) AS "latestAt",
         (SELECT COUNT(*) FROM alerts a WHERE a.series_id = s.id AND a.status IN ('untriaged', 'acknowledged')) AS "openAlerts"
       FROM series s WHERE s.project_id = $1 AND s.branch = $2 ${machine !== undefined ? 'AND s.machine = $3' : ''}
       ORDER BY s.key, s.metric, s.machine`,
      params,
    );
    return rows.map((r) => numbers(r, 'points', 'latestValue', 'latestAt', 'openAlerts'));
  }

  async getSeries(ref: SeriesRef): Promise<SeriesData | undefined> {
    const series = await this.db.one<{ id: number; unit: string; direction: SeriesData['direction'] }>(
      `SELECT id, unit, direction FROM series
       WHERE project_id = $1 AND branch = $2 AND machine = $3 AND key = $4 AND metric = $5`,
      [ref.projectId, ref.branch, ref.machine, ref.key, ref.metric],
    );
    if (!series) return undefined;
    const id = Number(series.id);
    return { id, unit: series.unit, direction: series.direction, points: await pointsOf(this.db, id, null) };
  }

  /** Machine labels a series key is recorded under (to resolve `machine` when a request leaves it out). */
  async seriesMachines(projectId: number, branch: string, key: string, metric: string): Promise<string[]> {
    const rows = await this.db.all<{ machine: string }>(
      'SELECT machine FROM series WHERE project_id = $1 AND branch = $2 AND key = $3 AND metric = $4 ORDER BY machine',
      [projectId, branch, key, metric],
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
  analyseDirtySeries(
    analyse: (tail: SeriesTail) => AlertDraft[],
    options: { batch: number; tail: number },
  ): Promise<{ series: number; alerts: number }> {
    return this.db.transaction(async (tx) => {
      const lock = tx.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
      const claimed = await tx.all<{ id: number; direction: SeriesTail['direction'] }>(
        `SELECT id, direction FROM series WHERE dirty = 1 ORDER BY id LIMIT $1 ${lock}`,
        [options.batch],
      );
      if (claimed.length === 0) return { series: 0, alerts: 0 };
      const ids = claimed.map((s) => Number(s.id));
      const inIds =
        tx.dialect === 'postgres' ? '= ANY($1::bigint[])' : 'IN (SELECT value FROM json_each($1))';
      const alerted = await tx.all<{
        sid: number;
        pointId: number;
        pct: number;
        kind: AlertKind;
        stage: AlertStage;
      }>(
        `SELECT series_id AS "sid", point_id AS "pointId", magnitude_pct AS "pct", kind, stage FROM alerts
         WHERE series_id ${inIds}`,
        [ids],
      );
      const tails = new Map<number, SeriesTail>(
        claimed.map((s) => [
          Number(s.id),
          { id: Number(s.id), direction: s.direction, points: [], alerted: new Map() },
        ]),
      );
      // A tail per series along the (series, time, id) index: one sorted range each, no sort of the batch.
      for (const tail of tails.values()) {
        const rows = await tx.all<{ id: number; commit: string; value: number }>(
          `SELECT id, commit_sha AS "commit", value FROM points WHERE series_id = $1
           ORDER BY time DESC, id DESC LIMIT $2`,
          [tail.id, options.tail],
        );
        for (let i = rows.length - 1; i >= 0; i--) {
          tail.points.push({ id: Number(rows[i].id), commit: rows[i].commit, value: Number(rows[i].value) });
        }
      }
      for (const a of alerted) {
        const tail = tails.get(Number(a.sid));
        if (!tail) continue;
        tail.alerted.set(Number(a.pointId), Number(a.pct));
        (tail.kinds ??= new Map()).set(Number(a.pointId), { kind: a.kind, stage: a.stage });
      }
      let alerts = 0;
      const now = Date.now();
      for (const tail of tails.values()) {
        for (const d of analyse(tail)) {
          // A confirmed or withdrawn draft at an open provisional alert's commit ends that alert (its history
          // grows by one stage); otherwise the unique key makes a second raise impossible.
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
              stage,
            ],
          );
          // Ending a provisional alert raises nothing new.
          if (!tail.kinds?.has(d.pointId)) alerts += changed;
        }
      }
      await tx.run(`UPDATE series SET dirty = 0 WHERE id ${inIds}`, [ids]);
      return { series: claimed.length, alerts };
    });
  }

  async listAlerts(projectId: number, filter: AlertFilter, limit = 500): Promise<AlertView[]> {
    const where = ['s.project_id = $1'];
    const params: unknown[] = [projectId];
    for (const [column, value] of [
      ['a.status', filter.status],
      ['s.branch', filter.branch],
      ['s.key', filter.key],
      ['s.metric', filter.metric],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      where.push(`${column} = $${params.length}`);
    }
    params.push(limit);
    const rows = await this.db.all<AlertView>(
      `SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE ${where.join(' AND ')} ORDER BY a.id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(alertRow);
  }

  async getAlert(id: number): Promise<AlertView | undefined> {
    const row = await this.db.one<AlertView>(`SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE a.id = $1`, [
      id,
    ]);
    return row && alertRow(row);
  }

  async setAlertStatus(id: number, status: AlertStatus): Promise<AlertView | undefined> {
    await this.db.run('UPDATE alerts SET status = $2, updated_at = $3 WHERE id = $1', [
      id,
      status,
      Date.now(),
    ]);
    return this.getAlert(id);
  }
}

function runRow(row: RunView): RunView {
  return numbers(row, 'id', 'time', 'createdAt', 'shiftPct', 'comparedWith');
}

function alertRow(row: AlertView): AlertView {
  const history = row.history as unknown;
  return {
    ...numbers(row, 'id', 'projectId', 'magnitudePct', 'pValue', 'createdAt', 'updatedAt'),
    history: typeof history === 'string' ? (JSON.parse(history) as AlertView['history']) : row.history,
  };
}

/**
 * Stores one result set inside the caller's transaction (`Store.ingest`, and an import that stores a whole
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

/** A series' points oldest first: all of them, or the last `tail`. */
async function pointsOf(sql: Sql, seriesId: number, tail: number | null): Promise<SeriesPoint[]> {
  const rows = await sql.all<SeriesPoint>(
    `SELECT id, result_set_id AS "resultSet", commit_sha AS "commit", time, value FROM points WHERE series_id = $1
     ORDER BY time DESC, id DESC ${tail === null ? '' : 'LIMIT $2'}`,
    tail === null ? [seriesId] : [seriesId, tail],
  );
  return rows.reverse().map((r) => numbers(r, 'id', 'resultSet', 'time', 'value'));
}

/**
 * Upserts the series (marking them for analysis) and adds one point each. Sorted by key so concurrent ingests
 * lock series rows in one order (no deadlock); on PostgreSQL in two statements whatever the count.
 */
async function insertPoints(tx: Sql, input: IngestInput, resultSetId: number): Promise<void> {
  const points = [...input.points].sort((a, b) => compareKeys(a, b));
  const head = [input.projectId, input.branch, input.machine];
  if (tx.dialect === 'postgres') {
    const ids = await tx.all<{ id: number; key: string; metric: string }>(
      `INSERT INTO series (project_id, branch, machine, key, metric, unit, direction, dirty)
       SELECT $1, $2, $3, t.key, t.metric, t.unit, t.direction, 1
       FROM unnest($4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS t(key, metric, unit, direction, n)
       ORDER BY t.n
       ON CONFLICT (project_id, branch, machine, key, metric) DO UPDATE SET dirty = 1
       RETURNING id, key, metric`,
      [...head, ...(['key', 'metric', 'unit', 'direction'] as const).map((f) => points.map((p) => p[f]))],
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
    return;
  }
  for (const p of points) {
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

function compareKeys(a: PointInput, b: PointInput): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0;
}
