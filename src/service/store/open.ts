// Opens the store a `--db` value names: a PostgreSQL URL, else a SQLite file path.
import path from 'node:path';
import type { Database } from './database.js';
import { PostgresDatabase } from './postgres.js';
import { SqliteDatabase } from './sqlite.js';
import { Store } from './store.js';

/** Where `benchdelta serve` keeps its SQLite file when neither --db nor DATABASE_URL names one. */
export const DEFAULT_DB_PATH = path.join('.benchdelta', 'service.sqlite');

export function isPostgresUrl(spec: string): boolean {
  return /^postgres(ql)?:\/\//i.test(spec);
}

export function openDatabase(spec: string, options: { poolSize?: number } = {}): Database {
  return isPostgresUrl(spec)
    ? new PostgresDatabase(spec, { max: options.poolSize })
    : new SqliteDatabase(spec);
}

/** The store `spec` names (default: DATABASE_URL, else the default SQLite file), not yet migrated. */
export function openStore(spec?: string, options: { poolSize?: number } = {}): Store {
  return new Store(openDatabase(spec ?? process.env.DATABASE_URL ?? DEFAULT_DB_PATH, options));
}
