// Runs: each stored result set with its run (commit, branch, machine, time), its body, the branches they are on,
// and the verdict of each against the previous run of its name on its branch (for the branch badge).
import type { Database } from './database.js';
import { ingestInto } from './ingest.js';
import { numbers, toBuffer } from './rows.js';
import type { BranchView, IngestInput, PendingVerdict, RunView } from './types.js';

const RUN_COLUMNS = `rs.id, r.project_id AS "projectId", rs.name, r.run_key AS "run", r.branch, r.commit_sha AS "commit", r.machine,
  r.workflow, rs.format, rs.kind, r.time, rs.created_at AS "createdAt", rs.verdict, rs.shift_pct AS "shiftPct",
  rs.compared_with AS "comparedWith"`;

export class RunRepository {
  constructor(private readonly db: Database) {}

  /** (project, run, name) when it is stored already: its id and where it was run. */
  async findResultSet(
    projectId: number,
    runKey: string,
    name: string,
  ): Promise<{ id: number; branch: string; commit: string } | undefined> {
    const row = await this.db.one<{ id: number; branch: string; commit: string }>(
      `SELECT rs.id, r.branch, r.commit_sha AS "commit" FROM result_sets rs JOIN runs r ON r.id = rs.run_id
       WHERE r.project_id = $1 AND r.run_key = $2 AND rs.name = $3`,
      [projectId, runKey, name],
    );
    return row && { ...row, id: Number(row.id) };
  }

  /** One transaction: the run, its result set and every series point appear together or not at all. */
  ingest(input: IngestInput): Promise<{ id: number; created: boolean }> {
    return this.db.transaction((tx) => ingestInto(tx, input));
  }

  // --- runs ----------------------------------------------------------------------------------------------

  async list(
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
      const cursor = await this.get(projectId, filter.before);
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

  async get(projectId: number, id: number): Promise<RunView | undefined> {
    const row = await this.db.one<RunView>(
      `SELECT ${RUN_COLUMNS} FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE r.project_id = $1 AND rs.id = $2`,
      [projectId, id],
    );
    return row && runRow(row);
  }

  async projectOf(id: number): Promise<number> {
    const row = await this.db.one<{ p: number }>(
      'SELECT r.project_id AS "p" FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE rs.id = $1',
      [id],
    );
    return Number(row?.p);
  }

  async body(projectId: number, id: number): Promise<Buffer | undefined> {
    const row = await this.db.one<{ body: unknown }>(
      'SELECT rs.body FROM result_sets rs JOIN runs r ON r.id = rs.run_id WHERE r.project_id = $1 AND rs.id = $2',
      [projectId, id],
    );
    return row && toBuffer(row.body);
  }

  /** The newest result set at `commit` on `branch` (and of `name`, when given). */
  async atCommit(
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
}

function runRow(row: RunView): RunView {
  return numbers(row, 'id', 'projectId', 'time', 'createdAt', 'shiftPct', 'comparedWith');
}
