// Starts the service for tests on port 0, on SQLite in a temporary folder or on the PostgreSQL at 127.0.0.1:5432
// in a database created for the test (named after this branch and process) and dropped afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer, type ServerOptions } from '../../src/service/server.js';
import { openStore } from '../../src/service/store/open.js';
import { createToken } from '../../src/service/tokens.js';

export type StoreKind = 'sqlite' | 'postgres';
// Both stores, unless the Jest project narrows them (jest.config.js: `unit` runs SQLite, `e2e` PostgreSQL).
export const STORE_KINDS: StoreKind[] = storesToTest(process.env.BENCHDELTA_TEST_STORES);

function storesToTest(spec: string | undefined): StoreKind[] {
  if (!spec) return ['sqlite', 'postgres'];
  const kinds = spec.split(',').map((s) => s.trim());
  const unknown = kinds.filter((k) => k !== 'sqlite' && k !== 'postgres');
  if (unknown.length > 0 || kinds.length === 0)
    throw new Error(`BENCHDELTA_TEST_STORES=${spec}: give sqlite, postgres or both, comma-separated`);
  return kinds as StoreKind[];
}

export const PG_ADMIN_URL = process.env.BENCHDELTA_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures');

let counter = 0;

export interface TestDatabase {
  spec: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of the kind asked for. */
export async function createTestDatabase(kind: StoreKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-service-test-'));
    return { spec: path.join(dir, 'service.sqlite'), drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `bd_service_test_${process.pid}_${++counter}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    spec: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface TestService {
  app: FastifyInstance;
  url: string;
  db: TestDatabase;
  /** A new write token of `project` (created on the same database). */
  token(project: string, options?: { private?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function startService(
  kind: StoreKind,
  options: Partial<ServerOptions> & { db?: TestDatabase } = {},
): Promise<TestService> {
  const db = options.db ?? (await createTestDatabase(kind));
  const app = await buildServer({ store: openStore(db.spec), sweepIntervalMs: 60_000, ...options });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    db,
    token: async (project, o) => (await createToken(app.benchdelta.store, project, o)).token,
    close: async () => {
      await app.close();
      if (!options.db) await db.drop();
    },
  };
}

export interface UploadParams {
  branch?: string;
  commit: string;
  run: string;
  name?: string;
  machine?: string;
  time?: string;
  format?: string;
}

/** POSTs a results file as a client (the Action, curl) would. */
export async function upload(
  service: Pick<TestService, 'url'>,
  project: string,
  token: string | null,
  body: Uint8Array | string,
  p: UploadParams,
  headers: Record<string, string> = {},
): Promise<Response> {
  const q = new URLSearchParams({
    branch: p.branch ?? 'main',
    commit: p.commit,
    run: p.run,
    name: p.name ?? 'bench',
  });
  if (p.machine !== undefined) q.set('machine', p.machine);
  if (p.time !== undefined) q.set('time', p.time);
  if (p.format !== undefined) q.set('format', p.format);
  return fetch(`${service.url}/api/v1/projects/${project}/runs?${q}`, {
    method: 'POST',
    body: body as NonNullable<RequestInit['body']>,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/octet-stream',
      ...headers,
    },
  });
}

export async function getJson<T = Record<string, unknown>>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: T }> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
