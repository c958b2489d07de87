// A service that loses runs is worse than none. On both stores: 1,000 ingests from 20 concurrent clients (none
// lost, none duplicated); the server as a child process killed with SIGKILL mid-ingest and restarted (no
// partial run, retrying clients get exactly-once); on PostgreSQL, the database restarted under load (the
// service recovers by itself and /readyz reports the outage meanwhile).
import { execFile, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openStore } from '../../src/service/store/open.js';
import type { Store } from '../../src/service/store/store.js';
import { createToken } from '../../src/service/tokens.js';
import { bundleCli, serveChild } from './child-server.js';
import {
  createTestDatabase,
  startService,
  STORE_KINDS,
  upload,
  type StoreKind,
  type TestDatabase,
} from './harness.js';

const BENCHMARKS_PER_FILE = 5;
const OTAVA = path.resolve(import.meta.dirname, '../../__fixtures__/shared/oracles/otava');

/** A small results file (customSmallerIsBetter JSON) whose values say which upload it is. */
function resultsFile(n: number): string {
  return JSON.stringify(
    Array.from({ length: BENCHMARKS_PER_FILE }, (_, b) => ({
      name: `bench-${b}`,
      unit: 'ms',
      value: 100 + b + (n % 7),
    })),
  );
}

interface Outcome {
  run: string;
  id: number;
}

/**
 * `total` uploads from `clients` concurrent clients, each retried (on a refused connection, a reset or a 5xx)
 * until the service answers 200 or 201, against whatever `target()` says the service's URL is now.
 */
async function uploadAll(
  target: () => string,
  token: string,
  total: number,
  clients: number,
  onAcknowledged: (count: number) => void = () => undefined,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const n = next++;
        const run = `run-${n}`;
        for (let attempt = 0; ; attempt++) {
          if (attempt > 400) throw new Error(`upload ${run} never succeeded`);
          try {
            const res = await upload({ url: target() }, 'load', token, resultsFile(n), {
              commit: `c${String(n).padStart(5, '0')}`,
              run,
              name: 'bench.json',
            });
            if (res.status === 200 || res.status === 201) {
              outcomes.push({ run, id: ((await res.json()) as { id: number }).id });
              onAcknowledged(outcomes.length);
              break;
            }
            await res.body?.cancel();
            if (res.status < 500) throw new Error(`upload ${run}: ${res.status}`);
          } catch (e) {
            if ((e as Error).message.startsWith('upload ')) throw e;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }),
  );
  return outcomes;
}

/** Every acknowledged upload stored once, under the id the client was given, whole (all its points). */
async function expectExactlyOnce(store: Store, outcomes: Outcome[], total: number): Promise<void> {
  expect(new Set(outcomes.map((o) => o.run)).size).toBe(total);
  const rows = await store.db.all<{ run: string; id: number; points: number }>(
    `SELECT r.run_key AS "run", rs.id, (SELECT COUNT(*) FROM points p WHERE p.result_set_id = rs.id) AS "points"
     FROM result_sets rs JOIN runs r ON r.id = rs.run_id`,
  );
  expect(rows).toHaveLength(total);
  const stored = new Map(rows.map((r) => [r.run, Number(r.id)]));
  for (const o of outcomes) expect(stored.get(o.run)).toBe(o.id);
  expect(rows.filter((r) => Number(r.points) !== BENCHMARKS_PER_FILE)).toEqual([]);
  const orphans = await store.db.all(
    'SELECT r.id FROM runs r WHERE NOT EXISTS (SELECT 1 FROM result_sets rs WHERE rs.run_id = r.id)',
  );
  expect(orphans).toEqual([]);
}

describe.each(STORE_KINDS)('reliability on %s', (kind: StoreKind) => {
  test('1,000 ingests from 20 concurrent clients: none lost, none duplicated', async () => {
    const service = await startService(kind);
    try {
      const token = await service.token('load');
      const outcomes = await uploadAll(() => service.url, token, 1000, 20);
      // Some clients retry an upload they already made: still one copy, same id.
      const again = await uploadAll(() => service.url, token, 50, 10);
      expect(again).toEqual(expect.arrayContaining(outcomes.filter((o) => Number(o.run.slice(4)) < 50)));
      await expectExactlyOnce(service.app.benchdelta.store, outcomes, 1000);
    } finally {
      await service.close();
    }
    // Correctness, not speed (bench/service.mjs measures that): in-band with the whole suite it needs more than
    // the default minute on two cores.
  }, 240_000);

  describe('as child processes of the bundled CLI', () => {
    let cli: string;
    let remove: () => Promise<void>;
    beforeAll(async () => ({ cli, remove } = await bundleCli()));
    afterAll(() => remove());

    const serve = (db: TestDatabase) => serveChild(cli, db);

    test('killed with SIGKILL mid-ingest: no partial run is visible after a restart, and clients that retry get exactly-once', async () => {
      const db = await createTestDatabase(kind);
      const store = openStore(db.spec);
      try {
        await store.migrate();
        const { token } = await createToken(store, 'load');
        let server = await serve(db);
        let url = server.url;
        let kills = 0;
        const restart = async () => {
          kills++;
          server.child.kill('SIGKILL');
          await new Promise((r) => server.child.once('exit', r));
          server = await serve(db);
          url = server.url;
        };
        let restarting: Promise<void> | null = null;
        const outcomes = await uploadAll(
          () => url,
          token,
          300,
          12,
          (count) => {
            if ((count === 100 || count === 200) && !restarting)
              restarting = restart().finally(() => (restarting = null));
          },
        );
        await restarting;
        expect(kills).toBe(2);
        server.child.kill('SIGKILL');
        await expectExactlyOnce(store, outcomes, 300);
      } finally {
        await store.close();
        await db.drop();
      }
    });

    test('two server processes on one database raise each alert exactly once', async () => {
      const db = await createTestDatabase(kind);
      const store = openStore(db.spec);
      const servers: { child: ChildProcess; url: string }[] = [];
      try {
        await store.migrate();
        const { token } = await createToken(store, 'otava');
        servers.push(await serve(db), await serve(db));
        const series = ['step15', 'two-steps'].map((name) =>
          readFileSync(path.join(OTAVA, 'series', `${name}.csv`), 'utf8')
            .trim()
            .split('\n')
            .slice(1)
            .map((l) => l.split(',')),
        );
        let next = 0;
        await Promise.all(
          [0, 1, 2, 3].map(async () => {
            while (next < series[0].length) {
              const i = next++;
              const [time, commit] = series[0][i];
              const file = JSON.stringify(
                ['step15', 'two-steps'].map((name, s) => ({
                  name,
                  unit: 'ms',
                  value: Number(series[s][i][2]),
                })),
              );
              const res = await upload(servers[i % 2], 'otava', token, file, {
                commit,
                run: String(i),
                name: 'b.json',
                time,
              });
              expect(res.status).toBe(201);
            }
          }),
        );
        const expected = ['step15 c0060', 'two-steps c0040', 'two-steps c0085'];
        const alertsNow = async () =>
          (
            (await (await fetch(`${servers[0].url}/api/v1/projects/otava/alerts`)).json()) as {
              alerts: { key: string; commit: string }[];
            }
          ).alerts
            .map((a) => `${a.key} ${a.commit}`)
            .sort();
        for (let waited = 0; (await alertsNow()).length < expected.length && waited < 30_000; waited += 200) {
          await new Promise((r) => setTimeout(r, 200));
        }
        await new Promise((r) => setTimeout(r, 1000)); // any late sweep on either process has run by now
        expect(await alertsNow()).toEqual(expected);
        let raised = 0;
        for (const s of servers) {
          const metrics = await (await fetch(`${s.url}/metrics`)).text();
          raised += Number(/^benchdelta_alerts_raised_total (\d+)/m.exec(metrics)?.[1]);
        }
        expect(raised).toBe(expected.length);
      } finally {
        for (const s of servers) s.child.kill('SIGKILL');
        await store.close();
        await db.drop();
      }
    });
  });
});

const execFileAsync = promisify(execFile);

function postgresVersion(): string {
  return readdirSync('/etc/postgresql')[0];
}

/** `pg_ctlcluster … restart`: PostgreSQL stops (dropping every connection) and starts again, a few seconds. */
async function restartPostgres(): Promise<void> {
  await execFileAsync('pg_ctlcluster', ['--skip-systemctl-redirect', postgresVersion(), 'main', 'restart']);
}

/** Starts PostgreSQL if it is not running (whatever a failed test left behind: other suites need it). */
async function ensurePostgresRunning(): Promise<void> {
  try {
    await execFileAsync('pg_ctlcluster', ['--skip-systemctl-redirect', postgresVersion(), 'main', 'status']);
  } catch {
    await execFileAsync('pg_ctlcluster', ['--skip-systemctl-redirect', postgresVersion(), 'main', 'start']);
  }
}

describe('reliability on postgres: the database restarted under load', () => {
  test('ingests pause, /readyz reports the outage, the service recovers by itself and loses nothing', async () => {
    const service = await startService('postgres');
    const readiness: number[] = [];
    let polling = true;
    try {
      const token = await service.token('load');
      const poll = (async () => {
        while (polling) {
          readiness.push((await fetch(`${service.url}/readyz`)).status);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      let restarted: Promise<void> | null = null;
      const outcomes = await uploadAll(
        () => service.url,
        token,
        300,
        10,
        (count) => {
          if (count === 80 && !restarted) restarted = restartPostgres();
        },
      );
      await restarted;
      polling = false;
      await poll;
      expect(readiness).toContain(503);
      expect(readiness[readiness.length - 1]).toBe(200);
      await expectExactlyOnce(service.app.benchdelta.store, outcomes, 300);
    } finally {
      polling = false;
      await ensurePostgresRunning();
      await service.close();
    }
  });
});
