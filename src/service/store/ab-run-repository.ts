// A/B runs: each one `benchdelta ab` folder (zipped, as uploaded) with the commits of both sides and the verdict
// found when it was stored. Every lookup is scoped by the project in the URL.
import type { Database, Sql } from './database.js';
import { numbers, toBuffer } from './rows.js';

/** A stored A/B run as the API lists it (its zip apart). */
export interface AbRunView {
  id: number;
  name: string;
  run: string;
  branch: string;
  commit: string;
  baseCommit: string;
  machine: string;
  workflow: string | null;
  format: string;
  rounds: number;
  /** Benchmarks both sides ran (the judged answer's `benchmarks` are their rows). */
  benchmarkCount: number;
  decided: number;
  verdict: string;
  bytes: number;
  time: number;
  createdAt: number;
}

export type AbRunInput = Omit<AbRunView, 'id' | 'createdAt' | 'bytes'> & { projectId: number; body: Buffer };

const COLUMNS = `id, name, run_key AS "run", branch, commit_sha AS "commit", base_commit AS "baseCommit", machine,
  workflow, format, rounds, benchmarks AS "benchmarkCount", decided, verdict, body_bytes AS "bytes", time, created_at AS "createdAt"`;

function row(r: AbRunView): AbRunView {
  return numbers(r, 'id', 'rounds', 'benchmarkCount', 'decided', 'bytes', 'time', 'createdAt');
}

/**
 * Inserts an A/B run in the caller's transaction (an upload's, or an import's with the original's `createdAt`);
 * its id, or null when (project, run, name) is stored already.
 */
export async function insertAbRun(
  tx: Sql,
  input: AbRunInput & { createdAt?: number },
): Promise<number | null> {
  const inserted = await tx.one<{ id: number }>(
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
      input.body.length,
    ],
  );
  return inserted ? Number(inserted.id) : null;
}

export class AbRunRepository {
  constructor(private readonly db: Database) {}

  /** (project, run, name) when it is stored already. */
  async find(projectId: number, runKey: string, name: string): Promise<AbRunView | undefined> {
    const r = await this.db.one<AbRunView>(
      `SELECT ${COLUMNS} FROM ab_runs WHERE project_id = $1 AND run_key = $2 AND name = $3`,
      [projectId, runKey, name],
    );
    return r && row(r);
  }

  /** Stores it, or (the same run and name stored meanwhile) answers the stored one with `created: false`. */
  async insert(input: AbRunInput): Promise<{ run: AbRunView; created: boolean }> {
    const id = await this.db.transaction((tx) => insertAbRun(tx, input));
    const stored = await this.find(input.projectId, input.run, input.name);
    if (!stored) throw new Error('an A/B run just stored is not found');
    return { run: stored, created: id !== null };
  }

  /** Every A/B run of the project, oldest first (an export). */
  async all(projectId: number): Promise<AbRunView[]> {
    const rows = await this.db.all<AbRunView>(
      `SELECT ${COLUMNS} FROM ab_runs WHERE project_id = $1 ORDER BY time, id`,
      [projectId],
    );
    return rows.map(row);
  }

  /** Newest first (by run time, then id); `before` is the id the previous page ended at. */
  async list(
    projectId: number,
    filter: { branch?: string; limit: number; before?: number },
  ): Promise<AbRunView[]> {
    const where = ['project_id = $1'];
    const params: unknown[] = [projectId];
    if (filter.branch !== undefined) {
      params.push(filter.branch);
      where.push(`branch = $${params.length}`);
    }
    if (filter.before !== undefined) {
      const cursor = await this.get(projectId, filter.before);
      if (!cursor) return [];
      params.push(cursor.time, cursor.id);
      const [t, i] = [params.length - 1, params.length];
      where.push(`(time < $${t} OR (time = $${t} AND id < $${i}))`);
    }
    params.push(filter.limit);
    const rows = await this.db.all<AbRunView>(
      `SELECT ${COLUMNS} FROM ab_runs WHERE ${where.join(' AND ')} ORDER BY time DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(row);
  }

  async get(projectId: number, id: number): Promise<AbRunView | undefined> {
    const r = await this.db.one<AbRunView>(
      `SELECT ${COLUMNS} FROM ab_runs WHERE project_id = $1 AND id = $2`,
      [projectId, id],
    );
    return r && row(r);
  }

  /** The zip as uploaded. */
  async body(projectId: number, id: number): Promise<Buffer | undefined> {
    const r = await this.db.one<{ body: unknown }>(
      'SELECT body FROM ab_runs WHERE project_id = $1 AND id = $2',
      [projectId, id],
    );
    return r && toBuffer(r.body);
  }

  /** Deletes it; false when the project has no such A/B run. SQLite frees the zip's pages at once. */
  async delete(projectId: number, id: number): Promise<boolean> {
    const n = await this.db.transaction((tx) =>
      tx.run('DELETE FROM ab_runs WHERE project_id = $1 AND id = $2', [projectId, id]),
    );
    if (n > 0 && this.db.dialect === 'sqlite') await this.db.compact();
    return n > 0;
  }
}
