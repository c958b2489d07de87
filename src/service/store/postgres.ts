// PostgreSQL through a `pg` pool. A lost server is not fatal: the pool drops broken clients and opens new ones
// once PostgreSQL is back, so the service recovers by itself; meanwhile queries fail with
// DatabaseUnavailableError (HTTP 503) and /readyz says so.
import pg from 'pg';
import { DatabaseUnavailableError, type Database, type Sql } from './database.js';

// 64-bit integers (ids, epoch milliseconds) as JS numbers: they stay far below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

const RETRYABLE = new Set(['40001', '40P01']);

/** Connection-level failures: refused, reset, terminated, shutting down, too many clients. */
function isUnavailable(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  const code = err.code ?? '';
  return (
    code.startsWith('08') ||
    code.startsWith('57P') ||
    code === '53300' ||
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      err.message ?? '',
    )
  );
}

function wrap(e: unknown): unknown {
  return isUnavailable(e)
    ? new DatabaseUnavailableError(`PostgreSQL is unreachable: ${(e as Error).message}`)
    : e;
}

class ClientSql implements Sql {
  readonly dialect = 'postgres' as const;
  constructor(private readonly client: pg.Pool | pg.PoolClient) {}

  async all<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    try {
      return (await this.client.query(sql, params as unknown[])).rows as T[];
    } catch (e) {
      throw wrap(e);
    }
  }

  async one<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  async run(sql: string, params: readonly unknown[] = []): Promise<number> {
    try {
      return (await this.client.query(sql, params as unknown[])).rowCount ?? 0;
    } catch (e) {
      throw wrap(e);
    }
  }
}

export class PostgresDatabase implements Database {
  readonly dialect = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly sql: ClientSql;

  constructor(
    private readonly url: string,
    options: { max?: number } = {},
  ) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: options.max ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 10_000,
      types,
    });
    // An idle client whose server went away emits here; without a listener the process would exit.
    this.pool.on('error', () => undefined);
    this.sql = new ClientSql(this.pool);
  }

  get description(): string {
    const u = new URL(this.url);
    u.password = '';
    return u.toString();
  }

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.sql.all<T>(sql, params);
  }

  one<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.sql.one<T>(sql, params);
  }

  run(sql: string, params?: readonly unknown[]): Promise<number> {
    return this.sql.run(sql, params);
  }

  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (e) {
        throw wrap(e);
      }
      let broken = false;
      // A checked-out client whose server goes away emits here (the pool listens only to idle ones).
      const onError = () => (broken = true);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const value = await fn(new ClientSql(client));
        await client.query('COMMIT');
        return value;
      } catch (e) {
        broken = isUnavailable(e) || e instanceof DatabaseUnavailableError;
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        const code = (e as { code?: string }).code ?? '';
        if (!broken && RETRYABLE.has(code) && attempt < 5) continue;
        throw wrap(e);
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    }
  }

  /** PostgreSQL's autovacuum reclaims after deletes by itself; `full` runs VACUUM (FULL) now. */
  async compact(full = false): Promise<void> {
    await this.run(full ? 'VACUUM (FULL, ANALYZE)' : 'VACUUM (ANALYZE)');
  }

  async ping(): Promise<void> {
    await this.sql.one('SELECT 1 AS ok');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
