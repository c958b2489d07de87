// SQLite through node:sqlite (built into Node 24). One connection writes, under an async lock so transactions
// never interleave; another reads, and in WAL mode it sees only committed data (no half-ingested run).
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { UserError } from '../../core/errors.js';
import type { Database, Sql } from './database.js';
import { LoopSlice } from './loop-slice.js';

// Loaded through require: test runners that predate node:sqlite cannot resolve it as an ESM import. An older
// Node has no node:sqlite at all: say what to run instead of failing as an internal error.
function loadSqlite(): typeof import('node:sqlite') {
  try {
    return createRequire(import.meta.url)('node:sqlite') as typeof import('node:sqlite');
  } catch {
    throw new UserError(
      `the SQLite store needs Node.js 24 or newer (node:sqlite); this is Node ${process.versions.node}. ` +
        'Run "npm start" (it uses the Node 24 that npm ci installs), or give --db postgres://…',
    );
  }
}
const { DatabaseSync: Sqlite } = loadSqlite();

type Param = null | number | bigint | string | Uint8Array;

function toParam(v: unknown): Param {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'string' || v instanceof Uint8Array)
    return v;
  return JSON.stringify(v);
}

function numbered(row: Record<string, unknown>): Record<string, unknown> {
  for (const k in row) if (typeof row[k] === 'bigint') row[k] = Number(row[k]);
  return row;
}

class Connection implements Sql {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, StatementSync>();
  constructor(readonly db: DatabaseSync) {}

  private prepare(sql: string): StatementSync {
    let st = this.statements.get(sql);
    if (!st) {
      st = this.db.prepare(sql.replace(/\$(\d+)/g, '?$1'));
      // Integers come back as bigint and are made numbers below: an integer past 2^53 (a run time stored
      // before times were checked) would otherwise throw on every read of its row.
      st.setReadBigInts(true);
      this.statements.set(sql, st);
    }
    return st;
  }

  async all<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.prepare(sql)
      .all(...params.map(toParam))
      .map((row) => numbered(row) as T);
  }

  async one<T>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    const row = this.prepare(sql).get(...params.map(toParam));
    return row === undefined ? undefined : (numbered(row) as T);
  }

  async run(sql: string, params: readonly unknown[] = []): Promise<number> {
    return Number(this.prepare(sql).run(...params.map(toParam)).changes);
  }
}

/** How long a write waits for another process's (or replica's) write lock before it fails. */
const BUSY_WAIT_MS = 10_000;
/** Pages freed per incremental vacuum step (4 KiB each). */
const VACUUM_PAGES = 2_000;

/** SQLITE_BUSY: another connection holds the write lock. */
const isBusy = (e: unknown) => /database is locked|SQLITE_BUSY/i.test(String((e as Error)?.message ?? e));

function connect(file: string): DatabaseSync {
  const db = new Sqlite(file);
  // A new store frees its pages as rows go (PRAGMA incremental_vacuum after deletes); it applies only before the
  // first table, and to an older store once `benchdelta service vacuum` rebuilds it.
  db.exec('PRAGMA auto_vacuum = INCREMENTAL;');
  // WAL: readers never block the writer; NORMAL sync survives a killed process (only a power cut loses the
  // last transactions); the busy timeout covers a second process (`benchdelta token create`) writing too.
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${BUSY_WAIT_MS};`);
  db.exec('PRAGMA foreign_keys = ON;');
  return db;
}

export class SqliteDatabase implements Database {
  readonly dialect = 'sqlite' as const;
  private readonly writer: Connection;
  private readonly reader: Connection;
  private lock: Promise<unknown> = Promise.resolve();

  constructor(readonly file: string) {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Created owner-only (0600): it holds private projects' files and token hashes. SQLite gives its WAL and
    // shared-memory files the database file's mode. An existing file keeps the mode its operator gave it.
    if (file !== ':memory:' && !existsSync(file)) closeSync(openSync(file, 'a', 0o600));
    this.writer = new Connection(connect(file));
    this.reader = new Connection(connect(file));
  }

  get description(): string {
    return `sqlite:${this.file}`;
  }

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.reader.all<T>(sql, params);
  }

  one<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.reader.one<T>(sql, params);
  }

  run(sql: string, params?: readonly unknown[]): Promise<number> {
    return this.transaction((tx) => tx.run(sql, params));
  }

  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const result = this.lock.then(async () => {
      await this.beginImmediate();
      try {
        const value = await fn(this.writer);
        this.writer.db.exec('COMMIT');
        return value;
      } catch (e) {
        this.writer.db.exec('ROLLBACK');
        throw e;
      }
    });
    this.lock = result.catch(() => undefined);
    return result;
  }

  /**
   * BEGIN IMMEDIATE, waiting for another holder of the write lock by turns of the event loop rather than in
   * SQLite's synchronous busy wait: a writer that yields mid-transaction (LoopSlice) may be this very process's
   * other store (two replicas in one process), which a blocked loop would never let finish.
   */
  private async beginImmediate(): Promise<void> {
    const db = this.writer.db;
    const deadline = Date.now() + BUSY_WAIT_MS;
    for (let delay = 1; ; delay = Math.min(delay * 2, 50)) {
      db.exec('PRAGMA busy_timeout = 0');
      try {
        db.exec('BEGIN IMMEDIATE');
        return;
      } catch (e) {
        if (!isBusy(e) || Date.now() > deadline) throw e;
      } finally {
        db.exec(`PRAGMA busy_timeout = ${BUSY_WAIT_MS}`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  outsideTransaction(sql: string): void {
    this.writer.db.exec(sql);
  }

  /**
   * After deletes: frees the pages they emptied (a store created with incremental auto-vacuum) and truncates
   * the WAL, so the file shrinks instead of keeping the deleted run's size for ever. `full` rebuilds the whole
   * file (VACUUM: slow, blocks writers; `benchdelta service vacuum`).
   */
  async compact(full = false): Promise<void> {
    await this.lock;
    if (full) this.writer.db.exec('VACUUM');
    else {
      // A few thousand pages at a time, sharing the event loop (a 200,000-benchmark run frees tens of MB).
      // A store made without incremental auto-vacuum frees nothing here: stop when a step frees nothing.
      const slice = new LoopSlice();
      const count = this.writer.db.prepare('PRAGMA freelist_count');
      const free = () => Number((count.get() as { freelist_count: number }).freelist_count);
      for (let left = free(), before = Infinity; left > 0 && left < before; before = left, left = free()) {
        this.writer.db.exec(`PRAGMA incremental_vacuum(${VACUUM_PAGES})`);
        await slice.pause();
      }
    }
    this.writer.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  }

  async ping(): Promise<void> {
    await this.reader.one('SELECT 1 AS ok');
  }

  async close(): Promise<void> {
    await this.lock;
    this.reader.db.close();
    this.writer.db.close();
  }
}
