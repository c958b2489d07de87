// Alerts raised on series (see SeriesRepository.analyseDirty): listed with filters, read, triaged.
import type { Database } from './database.js';
import { numbers } from './rows.js';
import type { AlertFilter, AlertStatus, AlertView } from './types.js';

const ALERT_COLUMNS = `a.id, p.name AS "project", p.id AS "projectId", s.key, s.metric, s.machine, s.branch,
  a.commit_sha AS "commit", a.previous_commit AS "previousCommit", a.direction, a.magnitude_pct AS "magnitudePct",
  a.p_value AS "pValue", a.status, a.created_at AS "createdAt", a.updated_at AS "updatedAt", a.kind, a.stage,
  a.history`;

const ALERT_FROM = 'alerts a JOIN series s ON s.id = a.series_id JOIN projects p ON p.id = s.project_id';

export class AlertRepository {
  constructor(private readonly db: Database) {}

  async list(projectId: number, filter: AlertFilter, limit = 500): Promise<AlertView[]> {
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
    if (filter.before !== undefined) {
      params.push(filter.before);
      where.push(`a.id < $${params.length}`);
    }
    params.push(limit);
    const rows = await this.db.all<AlertView>(
      `SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE ${where.join(' AND ')} ORDER BY a.id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(alertRow);
  }

  async get(id: number): Promise<AlertView | undefined> {
    const row = await this.db.one<AlertView>(`SELECT ${ALERT_COLUMNS} FROM ${ALERT_FROM} WHERE a.id = $1`, [
      id,
    ]);
    return row && alertRow(row);
  }

  async setStatus(id: number, status: AlertStatus): Promise<AlertView | undefined> {
    await this.db.run('UPDATE alerts SET status = $2, updated_at = $3 WHERE id = $1', [
      id,
      status,
      Date.now(),
    ]);
    return this.get(id);
  }
}

function alertRow(row: AlertView): AlertView {
  const history = row.history as unknown;
  return {
    ...numbers(row, 'id', 'projectId', 'magnitudePct', 'pValue', 'createdAt', 'updatedAt'),
    history: typeof history === 'string' ? (JSON.parse(history) as AlertView['history']) : row.history,
  };
}
