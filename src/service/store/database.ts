// The little the store needs from a SQL database, so one Store runs on SQLite and PostgreSQL alike. Queries are
// written with PostgreSQL's `$1` placeholders (the SQLite driver rewrites them) and always take parameters.

export type Dialect = 'sqlite' | 'postgres';
export type Row = Record<string, unknown>;

export interface Sql {
  readonly dialect: Dialect;
  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  one<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  run(sql: string, params?: readonly unknown[]): Promise<number>;
}

export interface Database extends Sql {
  /**
   * Runs `fn` in one transaction: all its writes commit together or none do. On PostgreSQL a deadlock or a
   * serialization failure retries the whole function (it must not have effects outside the database).
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** SQLite only: runs a pragma outside any transaction (where it would be ignored). */
  outsideTransaction?(sql: string): void;
  /** Returns the space deletes freed to the file system (`full`: rebuild the whole store). */
  compact(full?: boolean): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where it is, for logs (never with a password). */
  readonly description: string;
}

/** Errors that mean "the database is unreachable right now", not "the request is wrong". */
export class DatabaseUnavailableError extends Error {}
