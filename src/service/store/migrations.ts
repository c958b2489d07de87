// Schema migrations, run on every start (both stores). Each is applied once, in order, inside a transaction
// that also records it; on PostgreSQL an advisory lock makes replicas that start together take turns.
import type { Database, Dialect } from './database.js';

/** `{id}`, `{blob}`, `{real}` and `{big}` become each dialect's spelling. */
const MIGRATIONS: string[] = [
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
  `,
];

const SPELLING: Record<Dialect, Record<string, string>> = {
  sqlite: { id: 'INTEGER PRIMARY KEY', blob: 'BLOB', real: 'REAL', big: 'INTEGER' },
  postgres: { id: 'BIGSERIAL PRIMARY KEY', blob: 'BYTEA', real: 'DOUBLE PRECISION', big: 'BIGINT' },
};

function statements(sql: string, dialect: Dialect): string[] {
  const spelled = sql.replace(/\{(\w+)\}/g, (_, word: string) => SPELLING[dialect][word]);
  return spelled
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Applies the migrations the database lacks; returns how many it applied. */
export async function migrate(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // 0x62656e6368 spells "bench": one lock for every replica's migrations.
    if (tx.dialect === 'postgres') await tx.run('SELECT pg_advisory_xact_lock(423137978216)');
    await tx.run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const row = await tx.one<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
    const done = Number(row?.v ?? 0);
    for (let v = done + 1; v <= MIGRATIONS.length; v++) {
      for (const statement of statements(MIGRATIONS[v - 1], tx.dialect)) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [v, Date.now()]);
    }
    return MIGRATIONS.length - done;
  });
}
