// Issue 21, finding 6: a project exported from one store and imported into the other (SQLite → PostgreSQL and
// back) is the same project: runs with their files byte for byte, provenance, alerts with their triage, tokens
// that keep working, privacy (the move as one command line: archive-pipe.test.ts). A malformed or conflicting
// archive is refused with a message and writes nothing.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { runCli } from '../../src/cli/run-cli.js';
import { mulberry32 } from '../../src/core/stats/random.js';
import { openStore } from '../../src/service/store/open.js';
import {
  createTestDatabase,
  getJson,
  startService,
  STORE_KINDS,
  upload,
  type StoreKind,
  type TestService,
} from './harness.js';

const T0 = Date.UTC(2026, 0, 1);
const other = (kind: StoreKind): StoreKind => (kind === 'sqlite' ? 'postgres' : 'sqlite');

async function cli(args: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runCli(args, { stdout: () => undefined, stderr: (t) => (err += t) });
  return { code, err };
}

async function settle(service: TestService): Promise<void> {
  service.app.benchdelta.background.kick();
  for (let round = 0; round < 3; round++) await service.app.benchdelta.background.idle();
}

/** A project with a step (so an alert, which is triaged), a Besu log, a bigger-is-better file; and a private one. */
async function seed(service: TestService): Promise<Record<string, string>> {
  const tokens = {
    app: await service.token('app'),
    secret: await service.token('secret', { private: true }),
  };
  const rand = mulberry32(7);
  for (let i = 0; i < 30; i++) {
    const z = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
    const value = (i >= 15 ? 140 : 100) * (1 + 0.02 * z);
    const res = await upload(
      service,
      'app',
      tokens.app,
      JSON.stringify([{ name: 'parse', unit: 'ms', value }]),
      {
        commit: `c${String(i).padStart(2, '0')}`,
        run: `r${i}`,
        name: 'bench.json',
        time: new Date(T0 + i * 60_000).toISOString(),
        machine: 'ci-1',
      },
    );
    expect(res.status).toBe(201);
  }
  const besu = await readFile(path.resolve('examples/besu-control.log'));
  expect(
    (await upload(service, 'app', tokens.app, besu, { commit: 'c29', run: 'r29', name: 'besu.log' })).status,
  ).toBe(201);
  const bigger = JSON.stringify([{ name: 'throughput', unit: 'ops/s', value: 5000 }]);
  const res = await upload(service, 'app', tokens.app, bigger, {
    commit: 'c29',
    run: 'r29',
    name: 'tp.json',
    format: 'customBiggerIsBetter',
  });
  expect(res.status).toBe(201);
  expect(
    (await upload(service, 'secret', tokens.secret, besu, { commit: 's1', run: 's1', name: 'besu.log' }))
      .status,
  ).toBe(201);
  await settle(service);
  const { body } = await getJson<{ alerts: { id: number }[] }>(`${service.url}/api/v1/projects/app/alerts`);
  expect(body.alerts.length).toBeGreaterThan(0);
  const patched = await fetch(`${service.url}/api/v1/alerts/${body.alerts[0].id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${tokens.app}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'acknowledged' }),
  });
  expect(patched.status).toBe(200);
  return tokens;
}

interface RunJson {
  id: number;
  comparedWith: number | null;
  [k: string]: unknown;
}

/** Everything a reader sees of a project, with store ids replaced by what they point at. */
async function snapshot(service: TestService, project: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const base = `${service.url}/api/v1/projects/${project}`;
  const runs: RunJson[] = [];
  for (const branch of ['main']) {
    runs.push(
      ...(await getJson<{ runs: RunJson[] }>(`${base}/runs?branch=${branch}&limit=500`, { headers })).body
        .runs,
    );
  }
  const nameOf = new Map(runs.map((r) => [r.id, `${r.run}/${r.name}`]));
  const files = await Promise.all(
    runs.map(async (r) =>
      gunzipSync(Buffer.from(await (await fetch(`${base}/runs/${r.id}/file`, { headers })).arrayBuffer())),
    ),
  );
  const alerts = (await getJson<{ alerts: Record<string, unknown>[] }>(`${base}/alerts`, { headers })).body
    .alerts;
  return {
    runs: runs.map(({ id, comparedWith, ...r }) => ({
      ...r,
      comparedWith: comparedWith === null ? null : nameOf.get(comparedWith),
      file: files[runs.findIndex((x) => x.id === id)].toString('base64'),
    })),
    alerts: alerts.map(({ id: _, ...a }) => a),
    series: (await getJson(`${base}/series-keys?branch=main`, { headers })).body,
  };
}

describe.each(STORE_KINDS)('export from %s, import into the other store', (kind: StoreKind) => {
  let source: TestService;
  let tokens: Record<string, string>;
  let dir: string;
  let archive: string;

  beforeAll(async () => {
    source = await startService(kind);
    tokens = await seed(source);
    dir = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-archive-test-'));
    archive = path.join(dir, 'export.zip');
    const exported = await cli(['service', 'export', '--db', source.db.spec, '--out', archive]);
    expect(exported).toEqual({
      code: 0,
      err: expect.stringMatching(/^exported 2 project\(s\), 33 runs, \d+ alerts, 2 tokens\n$/),
    });
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('the imported projects read the same: runs, files, verdicts, alerts and triage, privacy, tokens', async () => {
    const db = await createTestDatabase(other(kind));
    try {
      const imported = await cli(['service', 'import', archive, '--db', db.spec]);
      expect(imported.err).toMatch(/^imported app, secret: 33 runs, \d+ alerts, 2 tokens; /);
      expect(imported.code).toBe(0);
      const dest = await startService(other(kind), { db });
      try {
        await settle(dest);
        expect(await snapshot(dest, 'app', tokens.app)).toEqual(await snapshot(source, 'app', tokens.app));
        expect(await snapshot(dest, 'secret', tokens.secret)).toEqual(
          await snapshot(source, 'secret', tokens.secret),
        );
        const triaged = await getJson<{ alerts: unknown[] }>(
          `${dest.url}/api/v1/projects/app/alerts?status=acknowledged`,
        );
        expect(triaged.body.alerts.length).toBe(1);
        // Private stays private; the old tokens write to the new store, and a new token does not reuse their ids.
        const listed = await getJson<{ projects: { name: string }[] }>(`${dest.url}/api/v1/projects`);
        expect(listed.body.projects.map((p) => p.name)).toEqual(['app']);
        expect((await getJson(`${dest.url}/api/v1/projects/secret/runs?branch=main`)).status).toBe(404);
        const again = await upload(
          dest,
          'app',
          tokens.app,
          JSON.stringify([{ name: 'parse', unit: 'ms', value: 1 }]),
          {
            commit: 'c99',
            run: 'r99',
          },
        );
        expect(again.status).toBe(201);
        const fresh = await dest.token('app');
        expect(fresh.split('_')[1]).toBe('3');
      } finally {
        await dest.close();
      }
    } finally {
      await db.drop();
    }
  });

  test('a malformed or conflicting archive is refused with a message and writes nothing', async () => {
    const db = await createTestDatabase(other(kind));
    const count = async () => {
      const store = openStore(db.spec);
      try {
        await store.migrate();
        const row = await store.db.one<{ p: number; r: number; t: number }>(
          `SELECT (SELECT COUNT(*) FROM projects) AS "p", (SELECT COUNT(*) FROM result_sets) AS "r",
             (SELECT COUNT(*) FROM tokens) AS "t"`,
        );
        return [Number(row?.p), Number(row?.r), Number(row?.t)];
      } finally {
        await store.close();
      }
    };
    const good = new Uint8Array(await readFile(archive));
    const entries = unzipSync(good);
    const manifest = JSON.parse(strFromU8(entries['benchdelta-export.json'])) as {
      projects: {
        runs: { file: string; sha256: string; run: string; commit: string; branch: string; time: number }[];
        tokens: { id: number }[];
      }[];
    };
    const variant = (change: (files: Record<string, Uint8Array>, m: typeof manifest) => void) => {
      const files = { ...entries };
      const m = structuredClone(manifest);
      change(files, m);
      files['benchdelta-export.json'] = strToU8(JSON.stringify(m));
      return zipSync(files);
    };
    const firstFile = manifest.projects[0].runs[0].file;
    const cases: [string, Uint8Array, RegExp][] = [
      ['not a zip', strToU8('hello'), /is not a valid zip archive/],
      ['cut short', good.subarray(0, good.length >> 1), /is not a valid zip archive/],
      ['no manifest', zipSync({ 'a.txt': strToU8('x') }), /has no benchdelta-export\.json/],
      [
        'a field missing',
        variant(
          (_, m) => delete (m.projects[0].runs[3] as Partial<(typeof m.projects)[0]['runs'][0]>).commit,
        ),
        /not a benchdelta export \(at projects\.0\.runs\.3\.commit: /,
      ],
      ['a file missing', variant((f) => delete f[firstFile]), /the file is missing from the archive/],
      ['a file damaged', variant((f) => (f[firstFile] = strToU8('[]'))), /the file is damaged/],
      [
        // Damaged and its checksum forged: the upload's readers refuse it.
        'a file unreadable',
        variant((f, m) => {
          f[firstFile] = strToU8('not results at all');
          m.projects[0].runs[0].sha256 = createHash('sha256').update('not results at all').digest('hex');
        }),
        /run \d+ of "app" \(projects\/app\/runs\/\d+\/bench\.json\): /,
      ],
      [
        // Found only while writing (one CI run id for two commits): the transaction is rolled back.
        'a run id reused for another commit',
        variant((_, m) => {
          const runs = m.projects[0].runs;
          runs[0].run = runs[1].run;
        }),
        /appears twice/,
      ],
      // Issue 29: the upload rules hold for an import, and the manifest is checked before any entry is written.
      [
        'one project twice',
        variant((_, m) => m.projects.push(structuredClone(m.projects[0]))),
        /project "app" appears twice/,
      ],
      [
        'a NUL in a branch',
        variant((_, m) => (m.projects[0].runs[0].branch = 'ma\u0000in')),
        /run \d+ of "app": branch "ma\\u0000in" is not allowed/,
      ],
      [
        'a time in the year 255479',
        variant((_, m) => (m.projects[0].runs[0].time = 8e15)),
        /time 8000000000000000 \(epoch ms\) is outside/,
      ],
      [
        'a token id past 10^12',
        variant((_, m) => (m.projects[0].tokens[0].id = 999999999999999)),
        /token id 999999999999999 of "app" is over 1000000000000/,
      ],
      [
        'entries the manifest does not list',
        variant((f) => {
          for (let i = 0; i < 1000; i++) f[`junk/${i}`] = new Uint8Array(0);
        }),
        /entry "junk\/\d+" is not a run file the manifest lists/,
      ],
    ];
    try {
      for (const [what, bytes, message] of cases) {
        const file = path.join(dir, `bad-${what.replace(/\W/g, '-')}.zip`);
        await writeFile(file, bytes);
        const res = await cli(['service', 'import', file, '--db', db.spec]);
        expect([what, res.code, res.err]).toEqual([what, 2, expect.stringMatching(message)]);
        expect([what, await count()]).toEqual([what, [0, 0, 0]]);
      }
      expect((await cli(['service', 'import', path.join(dir, 'none.zip'), '--db', db.spec])).err).toMatch(
        /cannot read ".*none\.zip": ENOENT/,
      );
      // Twice: the second finds the projects there and writes nothing more.
      expect((await cli(['service', 'import', archive, '--db', db.spec])).code).toBe(0);
      const once = await count();
      const twice = await cli(['service', 'import', archive, '--db', db.spec]);
      expect(twice.err).toMatch(/project "app" is already in .*: delete it there first/);
      expect(await count()).toEqual(once);
    } finally {
      await db.drop();
    }
  });
});

test('the service command says what is wrong: an unknown project or action, no archive, no --out', async () => {
  const db = await createTestDatabase('sqlite');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-archive-cli-'));
  try {
    const out = path.join(dir, 'x.zip');
    expect(await cli(['service', 'export', 'nope', '--db', db.spec, '--out', out])).toEqual({
      code: 2,
      err: `benchdelta: no project "nope" in sqlite:${db.spec}\n`,
    });
    // A failed export leaves no file behind, whole or partial.
    await expect(readFile(out)).rejects.toThrow();
    await expect(readFile(`${out}.partial`)).rejects.toThrow();
    expect((await cli(['service', 'import', '--db', db.spec])).err).toMatch(
      /^benchdelta: service import needs the archive: a file, or - for stdin\n/,
    );
    expect((await cli(['service', 'frobnicate'])).err).toMatch(
      /^benchdelta: unknown service action "frobnicate"/,
    );
    expect((await cli(['service', 'delete-run', 'app', '--db', db.spec])).err).toMatch(/no project "app"/);
  } finally {
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  }
});
