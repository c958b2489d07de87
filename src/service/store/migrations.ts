// Schema migrations, run on every start (both stores). Each is applied once, in order, inside a transaction
// that also records it; on PostgreSQL an advisory lock makes replicas that start together take turns.
import type { Database, Dialect } from './database.js';

/** `{id}`, `{blob}`, `{real}` and `{big}` become each dialect's spelling. */
const MIGRATIONS: (string | { sqlite: string; postgres: string })[] = [
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
  // Ids the API shows (runs, alerts, tokens) are never reused: SQLite's plain INTEGER PRIMARY KEY takes the
  // highest id + 1, so deleting the newest run handed its id (and cached answers under it) to the next upload,
  // of any project. AUTOINCREMENT needs the tables rebuilt (SQLite's 12-step ALTER, foreign keys off);
  // PostgreSQL's sequences never go back.
  {
    sqlite: `
  CREATE TABLE result_sets_v3 (
    id INTEGER PRIMARY KEY AUTOINCREMENT, run_id INTEGER NOT NULL REFERENCES runs(id), name TEXT NOT NULL,
    format TEXT NOT NULL, kind TEXT NOT NULL, body BLOB NOT NULL, body_bytes INTEGER NOT NULL,
    created_at INTEGER NOT NULL, verdict TEXT, shift_pct REAL, compared_with INTEGER,
    verdict_pending INTEGER NOT NULL DEFAULT 1, UNIQUE (run_id, name)
  );
  INSERT INTO result_sets_v3 SELECT id, run_id, name, format, kind, body, body_bytes, created_at, verdict,
    shift_pct, compared_with, verdict_pending FROM result_sets;
  DROP TABLE result_sets;
  ALTER TABLE result_sets_v3 RENAME TO result_sets;
  CREATE INDEX result_sets_pending ON result_sets (verdict_pending);
  CREATE TABLE alerts_v3 (
    id INTEGER PRIMARY KEY AUTOINCREMENT, series_id INTEGER NOT NULL REFERENCES series(id),
    commit_sha TEXT NOT NULL, previous_commit TEXT NOT NULL, point_id INTEGER NOT NULL, direction TEXT NOT NULL,
    magnitude_pct REAL NOT NULL, p_value REAL NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL, kind TEXT NOT NULL DEFAULT 'step', stage TEXT NOT NULL DEFAULT 'confirmed',
    history TEXT NOT NULL DEFAULT '[]', UNIQUE (series_id, commit_sha)
  );
  INSERT INTO alerts_v3 SELECT id, series_id, commit_sha, previous_commit, point_id, direction, magnitude_pct,
    p_value, status, created_at, updated_at, kind, stage, history FROM alerts;
  DROP TABLE alerts;
  ALTER TABLE alerts_v3 RENAME TO alerts;
  CREATE INDEX alerts_status ON alerts (status);
  CREATE TABLE tokens_v3 (
    id INTEGER PRIMARY KEY AUTOINCREMENT, project_id INTEGER NOT NULL REFERENCES projects(id),
    hash BLOB NOT NULL, label TEXT, created_at INTEGER NOT NULL, revoked_at INTEGER
  );
  INSERT INTO tokens_v3 SELECT id, project_id, hash, label, created_at, revoked_at FROM tokens;
  DROP TABLE tokens;
  ALTER TABLE tokens_v3 RENAME TO tokens
  `,
    postgres: '',
  },
  // GitHub App mode: the repository (owner/name, lower case) and installation a project takes webhooks from.
  `
  ALTER TABLE projects ADD COLUMN repository TEXT;
  ALTER TABLE projects ADD COLUMN installation_id {big};
  CREATE UNIQUE INDEX projects_repository ON projects (repository)
  `,
  // A/B runs (`benchdelta ab`'s folder as a zip): both sides' commits, the verdict found at upload (for lists;
  // a read judges the zip again). Their ids are never reused either.
  {
    sqlite: abRunsTable('INTEGER PRIMARY KEY AUTOINCREMENT', 'INTEGER', 'BLOB'),
    postgres: abRunsTable('BIGSERIAL PRIMARY KEY', 'BIGINT', 'BYTEA'),
  },
];

function abRunsTable(id: string, big: string, blob: string): string {
  return `
  CREATE TABLE ab_runs (
    id ${id}, project_id ${big} NOT NULL REFERENCES projects(id), run_key TEXT NOT NULL, name TEXT NOT NULL,
    branch TEXT NOT NULL, commit_sha TEXT NOT NULL, base_commit TEXT NOT NULL, machine TEXT NOT NULL, workflow TEXT,
    time ${big} NOT NULL, created_at ${big} NOT NULL, format TEXT NOT NULL, rounds INTEGER NOT NULL,
    benchmarks INTEGER NOT NULL, decided INTEGER NOT NULL, verdict TEXT NOT NULL, body ${blob} NOT NULL,
    body_bytes ${big} NOT NULL, UNIQUE (project_id, run_key, name)
  );
  CREATE INDEX ab_runs_branch ON ab_runs (project_id, branch, time)
  `;
}

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

/** Applies the migrations the database lacks (up to `upTo`, for tests of an older store); returns how many. */
export async function migrate(db: Database, upTo = MIGRATIONS.length): Promise<number> {
  // SQLite rebuilds a table only with foreign keys off, and that pragma is ignored inside a transaction.
  db.outsideTransaction?.('PRAGMA foreign_keys = OFF');
  try {
    return await migrateInTransaction(db, upTo);
  } finally {
    db.outsideTransaction?.('PRAGMA foreign_keys = ON');
  }
}

async function migrateInTransaction(db: Database, upTo: number): Promise<number> {
  return db.transaction(async (tx) => {
    // 0x62656e6368 spells "bench": one lock for every replica's migrations.
    if (tx.dialect === 'postgres') await tx.run('SELECT pg_advisory_xact_lock(423137978216)');
    await tx.run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const row = await tx.one<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
    const done = Number(row?.v ?? 0);
    for (let v = done + 1; v <= upTo; v++) {
      const m = MIGRATIONS[v - 1];
      const sql = typeof m === 'string' ? m : m[tx.dialect];
      for (const statement of statements(sql, tx.dialect)) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [v, Date.now()]);
    }
    if (tx.dialect === 'sqlite' && done < upTo) {
      const broken = await tx.all('PRAGMA foreign_key_check');
      if (broken.length > 0) throw new Error(`migration left ${broken.length} dangling references`);
    }
    return Math.max(0, upTo - done);
  });
}
