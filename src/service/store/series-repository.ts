// Series: one per (project, branch, machine, benchmark key, metric), a point per stored run; listed, read whole,
// and analysed for change points when new points arrive (the alerts that raises: alert-repository.ts).
import type { Database, Sql } from './database.js';
import { applyAlertDrafts, tailAlerts, type AlertChange, type AlertRow } from '../alert-rows.js';
import { LoopSlice } from './loop-slice.js';
import { numbers } from './rows.js';
import type {
  AlertDraft,
  AlertKind,
  AlertStage,
  BranchPointColumns,
  SeriesData,
  SeriesKeyCursor,
  SeriesKeyView,
  SeriesPoint,
  SeriesRef,
  SeriesTail,
} from './types.js';

/** Series read per query when a branch's history is read (each page a bounded query, the event loop free between). */
const HISTORY_PAGE = 250;

/** The order series are listed and paged in: the unique index's, so a page is a range of it. */
const SERIES_ORDER = 's.machine, s.key, s.metric';

interface SeriesPage {
  machine?: string;
  limit: number;
  after?: SeriesKeyCursor;
}

/**
 * The conditions and parameters of a page of a branch's series (its machine, the keyset "after this series" in
 * SERIES_ORDER); the page's size is the last parameter, `$${params.length}`.
 */
function pageQuery(
  projectId: number,
  branch: string,
  page: SeriesPage,
): { where: string; params: unknown[] } {
  const params: unknown[] = [projectId, branch];
  const where = ['s.project_id = $1', 's.branch = $2'];
  if (page.machine !== undefined) {
    params.push(page.machine);
    where.push(`s.machine = $${params.length}`);
  }
  if (page.after) {
    params.push(page.after.machine, page.after.key, page.after.metric);
    const n = params.length;
    where.push(`(s.machine, s.key, s.metric) > ($${n - 2}, $${n - 1}, $${n})`);
  }
  params.push(page.limit);
  return { where: where.join(' AND '), params };
}

export class SeriesRepository {
  constructor(private readonly db: Database) {}

  /**
   * A page of the series on a branch in the unique index's order (machine, key, metric): `limit` of them after
   * the series named by `after` (a keyset cursor: pages stay exact while series are added, and each is a range of
   * the index, not a sort of the branch).
   */
  async listKeys(projectId: number, branch: string, page: SeriesPage): Promise<SeriesKeyView[]> {
    const { where, params } = pageQuery(projectId, branch, page);
    const rows = await this.db.all<SeriesKeyView>(
      `SELECT s.key, s.metric, s.machine, s.unit, s.direction,
         (SELECT COUNT(*) FROM points pt WHERE pt.series_id = s.id) AS "points",
         (SELECT pt.value FROM points pt WHERE pt.series_id = s.id ORDER BY pt.time DESC, pt.id DESC LIMIT 1) AS "latestValue",
         (SELECT MAX(pt.time) FROM points pt WHERE pt.series_id = s.id) AS "latestAt",
         (SELECT COUNT(*) FROM alerts a WHERE a.series_id = s.id AND a.status IN ('untriaged', 'acknowledged')
           AND a.stage <> 'withdrawn') AS "openAlerts"
       FROM series s WHERE ${where}
       ORDER BY ${SERIES_ORDER} LIMIT $${params.length}`,
      params,
    );
    return rows.map((r) => numbers(r, 'points', 'latestValue', 'latestAt', 'openAlerts'));
  }

  /** Ids and names of a page of series, as listKeys orders and pages them. */
  private seriesPage(
    projectId: number,
    branch: string,
    page: SeriesPage,
  ): Promise<{ id: number; key: string; metric: string; machine: string }[]> {
    const { where, params } = pageQuery(projectId, branch, page);
    return this.db.all(
      `SELECT s.id, s.key, s.metric, s.machine FROM series s WHERE ${where}
       ORDER BY ${SERIES_ORDER} LIMIT $${params.length}`,
      params,
    );
  }

  async get(ref: SeriesRef): Promise<SeriesData | undefined> {
    const series = await this.db.one<{ id: number; unit: string; direction: SeriesData['direction'] }>(
      `SELECT id, unit, direction FROM series
       WHERE project_id = $1 AND branch = $2 AND machine = $3 AND key = $4 AND metric = $5`,
      [ref.projectId, ref.branch, ref.machine, ref.key, ref.metric],
    );
    if (!series) return undefined;
    const id = Number(series.id);
    return { id, unit: series.unit, direction: series.direction, points: await pointsOf(this.db, id, null) };
  }

  /**
   * The newest `last + 1` points of every series on a branch (of one machine, when given; up to a time and
   * without one result set, when `until` says), ordered by series (machine, key, metric) then time, as columns
   * (a 200,000-series branch would otherwise be 400,000 row objects held at once).
   */
  async branchPoints(
    projectId: number,
    scope: { branch: string; machine?: string; last: number; until?: { time: number; exclude: number } },
  ): Promise<BranchPointColumns> {
    const out: BranchPointColumns = {
      keys: [],
      metrics: [],
      machines: [],
      counts: new Uint32Array(0),
      resultSets: new Float64Array(0),
      values: new Float64Array(0),
    };
    const counts: number[] = [];
    const resultSets: number[] = [];
    const values: number[] = [];
    // A page of series at a time along the unique index (project, branch, machine, key, metric), then their
    // points, the event loop free between pages: one huge branch is never all its rows at once (200,000 series
    // were 160 MB of rows) nor one long query.
    const slice = new LoopSlice();
    let cursor: SeriesKeyCursor | undefined;
    for (;;) {
      await slice.pause();
      const page = await this.seriesPage(projectId, scope.branch, {
        machine: scope.machine,
        limit: HISTORY_PAGE,
        after: cursor,
      });
      if (page.length === 0) break;
      cursor = page[page.length - 1];
      const ids = page.map((p) => Number(p.id));
      const q: unknown[] = [scope.last + 1];
      const inList = ids.map((id) => {
        q.push(id);
        return `$${q.length}`;
      });
      let until = '';
      if (scope.until) {
        q.push(scope.until.time, scope.until.exclude);
        until = `AND pt.time <= $${q.length - 1} AND pt.result_set_id <> $${q.length}`;
      }
      const rows = await this.db.all<{ sid: number; rs: number; value: number }>(
        `SELECT sid, rs, value FROM (
           SELECT pt.series_id AS sid, pt.result_set_id AS rs, pt.value, pt.time, pt.id AS pid,
             ROW_NUMBER() OVER (PARTITION BY pt.series_id ORDER BY pt.time DESC, pt.id DESC) AS k
           FROM points pt WHERE pt.series_id IN (${inList.join(', ')}) ${until}
         ) t WHERE k <= $1 ORDER BY sid, time, pid`,
        q,
      );
      const bySeries = new Map<number, { rs: number; value: number }[]>();
      for (const r of rows) {
        const sid = Number(r.sid);
        let list = bySeries.get(sid);
        if (!list) bySeries.set(sid, (list = []));
        list.push({ rs: Number(r.rs), value: Number(r.value) });
      }
      for (const p of page) {
        const list = bySeries.get(Number(p.id));
        if (!list) continue;
        out.keys.push(p.key);
        out.metrics.push(p.metric);
        out.machines.push(p.machine);
        counts.push(list.length);
        for (const r of list) {
          resultSets.push(r.rs);
          values.push(r.value);
        }
      }
    }
    return {
      ...out,
      counts: Uint32Array.from(counts),
      resultSets: Float64Array.from(resultSets),
      values: Float64Array.from(values),
    };
  }

  /** Machine labels a series key is recorded under (to resolve `machine` when a request leaves it out). */
  async machines(projectId: number, branch: string, key: string, metric: string): Promise<string[]> {
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
  analyseDirty(
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
        commit: string;
        pct: number;
        kind: AlertKind;
        stage: AlertStage;
      }>(
        `SELECT series_id AS "sid", point_id AS "pointId", commit_sha AS "commit", magnitude_pct AS "pct", kind, stage
         FROM alerts WHERE series_id ${inIds}`,
        [ids],
      );
      const rowsOf = new Map<number, AlertRow[]>(ids.map((id) => [id, []]));
      for (const a of alerted) {
        const { pointId, pct } = numbers(a, 'pointId', 'pct');
        rowsOf
          .get(Number(a.sid))
          ?.push({ pointId, commit: a.commit, kind: a.kind, stage: a.stage, pct, stages: [] });
      }
      const tails = new Map<number, SeriesTail>(
        claimed.map((s) => {
          const id = Number(s.id);
          return [id, { id, direction: s.direction, points: [], ...tailAlerts(rowsOf.get(id)!) }];
        }),
      );
      // A tail per series along the (series, time, id) index: one sorted range each, no sort of the batch.
      const slice = new LoopSlice();
      for (const tail of tails.values()) {
        await slice.pause();
        const rows = await tx.all<{ id: number; commit: string; value: number }>(
          `SELECT id, commit_sha AS "commit", value FROM points WHERE series_id = $1
           ORDER BY time DESC, id DESC LIMIT $2`,
          [tail.id, options.tail],
        );
        for (let i = rows.length - 1; i >= 0; i--) {
          tail.points.push({ id: Number(rows[i].id), commit: rows[i].commit, value: Number(rows[i].value) });
        }
      }
      let alerts = 0;
      const now = Date.now();
      for (const tail of tails.values()) {
        await slice.pause();
        for (const change of applyAlertDrafts(rowsOf.get(tail.id)!, analyse(tail)))
          alerts += await writeAlertChange(tx, tail.id, change, now);
      }
      await tx.run(`UPDATE series SET dirty = 0 WHERE id ${inIds}`, [ids]);
      return { series: claimed.length, alerts };
    });
  }
}

/**
 * Writes one change the sweep's drafts made (alert-rows.ts) and returns 1 if it raised an alert. A new stage
 * appends to the alert's history (with `from`, the commit it stood at, when it moved); a move takes the draft's
 * point, commit and size. The unique key (series, commit) keeps a second raise impossible.
 */
async function writeAlertChange(
  tx: Sql,
  seriesId: number,
  change: AlertChange,
  now: number,
): Promise<number> {
  if (change.op === 'raise') {
    const d = change.draft;
    return tx.run(
      `INSERT INTO alerts (series_id, commit_sha, previous_commit, point_id, direction, magnitude_pct, p_value,
         status, created_at, updated_at, kind, stage, history)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'untriaged', $8, $8, $9, $10, $11)
       ON CONFLICT (series_id, commit_sha) DO NOTHING`,
      [
        seriesId,
        d.commit,
        d.previousCommit,
        d.pointId,
        d.direction,
        d.magnitudePct,
        d.pValue,
        now,
        d.kind,
        d.stage,
        `[${JSON.stringify({ stage: d.stage, at: now })}]`,
      ],
    );
  }
  const m = change.moveTo;
  const entry = JSON.stringify({ stage: change.stage, at: now, ...(m ? { from: change.commit } : {}) });
  const history = `history = substr(history, 1, length(history) - 1) || ',' || $3 || ']'`;
  if (m)
    await tx.run(
      `UPDATE alerts SET stage = $2, ${history}, updated_at = $4, commit_sha = $5, previous_commit = $6,
         point_id = $7, magnitude_pct = $8, p_value = $9 WHERE series_id = $1 AND commit_sha = $10`,
      [
        seriesId,
        change.stage,
        entry,
        now,
        m.commit,
        m.previousCommit,
        m.pointId,
        m.magnitudePct,
        m.pValue,
        change.commit,
      ],
    );
  else
    await tx.run(
      `UPDATE alerts SET stage = $2, ${history}, updated_at = $4 WHERE series_id = $1 AND commit_sha = $5`,
      [seriesId, change.stage, entry, now, change.commit],
    );
  return 0;
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
