// A/B runs on both stores: a real folder, made by the real `benchdelta ab` on a tiny real harness, zipped and
// uploaded over loopback; read back judged as `benchdelta ab --judge` judges the folder; refused uploads store
// nothing and say what to fix; the same run id is idempotent (409 when it differs); private A/B runs are read only
// with their project's token and never through another project's URL; delete.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { zipFolder } from '../../src/ab/ab-zip.js';
import { exportProjects, importProjects } from '../../src/service/archive.js';
import { deleteProject } from '../../src/service/store/operations.js';
import { openStore } from '../../src/service/store/open.js';
import { createToken } from '../../src/service/tokens.js';
import { cli } from '../support/cli/run-cli.js';
import {
  createTestDatabase,
  FIXTURES,
  getJson,
  startService,
  STORE_KINDS,
  upload,
  type StoreKind,
  type TestService,
} from './harness.js';

const harness = fileURLToPath(new URL('../ab/fake-go-bench.mjs', import.meta.url));
const folder = path.join(mkdtempSync(path.join(tmpdir(), 'ab-service-test-')), 'ab-run');
let judged: { stdout: string; json: { verdict: string; rounds: number; benchmarks: unknown[] } };
let zip: Uint8Array;

beforeAll(async () => {
  // Hash 20% slower, Sort 5%: decided in about 11 rounds (docs/ab.md), the seed fixes the order.
  const run = await cli([
    'ab',
    ...['--base', `node '${harness}'`, '--candidate', `node '${harness}' Hash=1.2 Sort=1.05`],
    ...['--out', folder, '--seed', '7', '--quiet'],
  ]);
  expect(run.code).toBe(1);
  const json = path.join(path.dirname(folder), 'judged.json');
  const again = await cli(['ab', '--judge', folder, '--json', json]);
  judged = { stdout: again.stdout, json: JSON.parse(readFileSync(json, 'utf8')) };
  zip = zipFolder(folder).zip;
}, 180_000);
afterAll(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

/** The folder's zip with its first entry (ab.json) declaring `size` bytes in the zip's directory. */
function declaring(size: number): Uint8Array {
  const forged = Buffer.from(zip);
  forged.writeUInt32LE(size, forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
  return forged;
}

/** The folder's zip with entries replaced (a Uint8Array) or removed (null). */
function edited(changes: Record<string, Uint8Array | string | null>): Uint8Array<ArrayBufferLike> {
  const files: Zippable = unzipSync(zip);
  for (const [name, data] of Object.entries(changes)) {
    if (data === null) delete files[name];
    else files[name] = typeof data === 'string' ? strToU8(data) : data;
  }
  return zipSync(files);
}

describe.each(STORE_KINDS)('A/B runs on %s', (kind: StoreKind) => {
  let service: TestService;
  let token: string;
  let privateToken: string;
  const api = (p: string) => `${service.url}/api/v1/projects/${p}`;

  beforeAll(async () => {
    service = await startService(kind, { maxInflatedBytes: 4 << 20 });
    token = await service.token('ab-pub');
    privateToken = await service.token('ab-priv', { private: true });
  });
  afterAll(async () => service?.close());

  const post = (project: string, tok: string | null, body: Uint8Array, q: Record<string, string>) =>
    fetch(`${api(project)}/ab-runs?${new URLSearchParams({ branch: 'pr-1', baseCommit: 'base1', ...q })}`, {
      method: 'POST',
      body: body as NonNullable<RequestInit['body']>,
      headers: { ...(tok ? { authorization: `Bearer ${tok}` } : {}), 'content-type': 'application/zip' },
    });
  const count = async () =>
    Number(
      (await service.app.benchdelta.store.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM ab_runs'))?.n,
    );

  test('an upload is judged as `benchdelta ab --judge` judges the folder, and its zip comes back as sent', async () => {
    const res = await post('ab-pub', token, zip, { commit: 'cand1', run: 'ci-1' });
    expect(res.status).toBe(201);
    const { id, created, verdict } = (await res.json()) as { id: number; created: boolean; verdict: string };
    expect([created, verdict]).toEqual([true, 'regression']);

    const one = await getJson<Record<string, unknown>>(`${api('ab-pub')}/ab-runs/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id,
      verdict: judged.json.verdict,
      rounds: judged.json.rounds,
      warmups: 1,
      decided: 6,
      format: 'gobench',
      stoppedBy: 'decided',
      budgetSeconds: 600,
      minEffectPct: 1,
      alpha: 0.05,
      branch: 'pr-1',
      base: { commit: 'base1', command: `node '${harness}'` },
      candidate: { commit: 'cand1', command: `node '${harness}' Hash=1.2 Sort=1.05` },
    });
    expect(one.body.benchmarks).toEqual(judged.json.benchmarks);

    const md = await fetch(`${api('ab-pub')}/ab-runs/${id}?format=markdown`);
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    const text = await md.text();
    // The table and verdict lines are the CLI's, word for word.
    expect(text).toContain(judged.stdout.split('\n\n')[0]);
    expect(text).toContain('verdict: regression (ab.BenchmarkHash-2, ab.BenchmarkSort-2)');
    expect(text).toMatch(/stopped: every benchmark decided after \d+/);

    const file = await fetch(`${api('ab-pub')}/ab-runs/${id}/file`);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(zip))).toBe(true);

    const list = await getJson<{ abRuns: Record<string, unknown>[] }>(`${api('ab-pub')}/ab-runs?branch=pr-1`);
    expect(list.body.abRuns[0]).toMatchObject({
      id,
      verdict: 'regression',
      commit: 'cand1',
      baseCommit: 'base1',
      rounds: judged.json.rounds,
      benchmarkCount: 6,
      decided: 6,
      format: 'gobench',
    });
  });

  test('the folder zipped with its own name (zip -r ab.zip ab-run) is read the same', async () => {
    const files = unzipSync(zip);
    const nested = zipSync(Object.fromEntries(Object.entries(files).map(([n, d]) => [`ab-run/${n}`, d])));
    const res = await post('ab-pub', token, nested, { commit: 'n1', run: 'nested' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const one = await getJson<{ verdict: string; benchmarks: unknown[] }>(`${api('ab-pub')}/ab-runs/${id}`);
    expect(one.body.benchmarks).toEqual(judged.json.benchmarks);
  });

  test('two uploads of one A/B run at once store it once', async () => {
    const both = await Promise.all(
      [0, 1].map(() => post('ab-pub', token, zip, { commit: 'tw1', run: 'twice' })),
    );
    const answers = await Promise.all(
      both.map(async (r) => [r.status, ((await r.json()) as { id: number }).id]),
    );
    expect(answers.map(([status]) => status).sort()).toEqual([200, 201]);
    expect(answers[0][1]).toBe(answers[1][1]);
  });

  test('the same run id again is the same A/B run; for other commits or another branch it is a 409', async () => {
    const first = (await (await post('ab-pub', token, zip, { commit: 'c2', run: 'ci-2' })).json()) as {
      id: number;
    };
    const again = await post('ab-pub', token, zip, { commit: 'c2', run: 'ci-2' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: first.id, created: false });
    const before = await count();
    for (const [q, says] of [
      [{ commit: 'c3', run: 'ci-2' }, /commit "c2" \(this upload: "c3"\)/],
      [{ commit: 'c2', run: 'ci-2', baseCommit: 'other' }, /baseCommit "base1" \(this upload: "other"\)/],
      [{ commit: 'c2', run: 'ci-2', branch: 'pr-9' }, /branch "pr-1"/],
    ] as const) {
      const res = await post('ab-pub', token, zip, q);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toMatch(says);
    }
    expect(await count()).toBe(before);
  });

  test('refused uploads store nothing and say what was wrong and how to fix it', async () => {
    const round = (n: number, side: string) => `round-${String(n).padStart(3, '0')}-${side}.out`;
    const rounds = readFileSync(path.join(folder, 'rounds.jsonl'), 'utf8');
    const cases: [string, Uint8Array, number, RegExp][] = [
      [
        'a results file',
        await readFile(path.join(FIXTURES, 'gobench/pr.txt')),
        400,
        /not a zip: zip the folder/,
      ],
      ['no ab.json', edited({ 'ab.json': null }), 400, /no ab\.json: it is not an A\/B folder/],
      ['no rounds.jsonl', edited({ 'rounds.jsonl': null }), 400, /no rounds\.jsonl/],
      [
        'a round file missing',
        edited({ [round(4, 'candidate')]: null }),
        400,
        /no round-004-candidate\.out, which round 4/,
      ],
      [
        'sides in different formats',
        edited({ [round(3, 'candidate')]: readFileSync(path.join(FIXTURES, 'hyperfine/pr.json')) }),
        400,
        /round 3: the candidate's results read as hyperfine, the others as gobench: both builds must write one format/,
      ],
      ['a stray file', edited({ 'notes.txt': 'hi' }), 400, /"notes\.txt" is not a file an A\/B run writes/],
      [
        'a round naming a file outside the folder',
        edited({ 'rounds.jsonl': rounds.replace('"round-002-base.out"', '"../../etc/passwd"') }),
        400,
        /round 2's base file is not round-002-base\.out/,
      ],
      [
        'a malformed ab.json',
        edited({ 'ab.json': '{"version":1,"alpha":"x"}' }),
        400,
        /ab\.json is not what benchdelta ab writes/,
      ],
      // 900 MB is more than deflate can make of ab.json's bytes; 10 bytes is less than they inflate to.
      ['a size the bytes cannot hold', declaring(900_000_000), 400, /declares 900000000 bytes/],
      [
        'more bytes than declared',
        declaring(10),
        400,
        /'ab\.json' inflates to more than it declares \(10 bytes\)/,
      ],
      // maxInflatedBytes is 4 MiB on this server: 5 MiB of one byte deflates to a few kB.
      [
        'over the inflated size',
        edited({ [round(1, 'base') + '']: new Uint8Array(5 << 20) }),
        413,
        /over 4194304/,
      ],
    ];
    const before = await count();
    for (const [what, body, status, says] of cases) {
      const res = await post('ab-pub', token, body, {
        commit: 'r1',
        run: `refused-${what.replace(/\W/g, '-')}`,
      });
      const answer = (await res.json()) as { message: string };
      expect([what, res.status, answer.message]).toEqual([what, status, expect.stringMatching(says)]);
    }
    expect(await count()).toBe(before);
    expect((await post('ab-pub', null, zip, { commit: 'r1', run: 'no-token' })).status).toBe(401);
  });

  test("a private project's A/B runs are read with its token only, never through another project's URL", async () => {
    const res = await post('ab-priv', privateToken, zip, { commit: 'p1', run: 'secret-1' });
    const { id } = (await res.json()) as { id: number };
    const auth = (t: string) => ({ headers: { authorization: `Bearer ${t}` } });
    const mine = await fetch(`${api('ab-priv')}/ab-runs/${id}`, auth(privateToken));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const unknown = await getJson<{ message: string }>(`${api('nope')}/ab-runs/${id}`);
    for (const path of [`/ab-runs/${id}`, `/ab-runs/${id}/file`, '/ab-runs']) {
      for (const init of [undefined, auth(token)]) {
        const theirs = await getJson<{ message: string }>(`${api('ab-priv')}${path}`, init);
        expect(theirs.status).toBe(404);
        expect(theirs.body.message.replace('ab-priv', 'nope')).toBe(unknown.body.message);
      }
      // Through the other project's URL with that project's own token: not there.
      const elsewhere = await fetch(`${api('ab-pub')}${path}`, auth(token));
      if (path !== '/ab-runs') expect(elsewhere.status).toBe(404);
      else expect(JSON.stringify(await elsewhere.json())).not.toContain('"p1"');
    }
    const del = await fetch(`${api('ab-pub')}/ab-runs/${id}`, { method: 'DELETE', ...auth(token) });
    expect(del.status).toBe(404);
    const wrongToken = await fetch(`${api('ab-priv')}/ab-runs/${id}`, { method: 'DELETE', ...auth(token) });
    expect(wrongToken.status).toBe(403);
    expect((await fetch(`${api('ab-priv')}/ab-runs/${id}`, auth(privateToken))).status).toBe(200);
  });

  test('a delete takes the token, leaves other data alone, and the id is never given again', async () => {
    const results = await readFile(path.join(FIXTURES, 'gobench/baseline.txt'));
    const run = (await (
      await upload(service, 'ab-pub', token, results, { commit: 'm1', run: 'main-1' })
    ).json()) as {
      id: number;
    };
    const { id } = (await (await post('ab-pub', token, zip, { commit: 'd1', run: 'del-1' })).json()) as {
      id: number;
    };
    const url = `${api('ab-pub')}/ab-runs/${id}`;
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(401);
    const del = await getJson(url, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(del).toEqual({ status: 200, body: { deleted: { abRuns: 1 } } });
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(`${url}/file`)).status).toBe(404);
    expect(
      (await fetch(url, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
    // The results run and the other A/B runs are as they were.
    expect((await fetch(`${api('ab-pub')}/runs/${run.id}/file`)).status).toBe(200);
    const left = await getJson<{ abRuns: { id: number }[] }>(`${api('ab-pub')}/ab-runs`);
    expect(left.body.abRuns.length).toBeGreaterThanOrEqual(2);
    const next = (await (await post('ab-pub', token, zip, { commit: 'd2', run: 'del-2' })).json()) as {
      id: number;
    };
    expect(next.id).toBeGreaterThan(id);
  });

  test('an export carries the A/B runs, zips byte for byte; an import judges each zip before it writes', async () => {
    const store = service.app.benchdelta.store;
    const out = new PassThrough();
    const archived = buffer(out);
    const summary = await exportProjects(store, ['ab-pub'], out);
    out.end();
    const archive = new Uint8Array(await archived);
    const project = await store.projects.find('ab-pub');
    const stored = await store.abRuns.all(Number(project?.id));
    expect(summary.abRuns).toBe(stored.length);

    const db = await createTestDatabase(kind);
    const target = openStore(db.spec);
    try {
      await target.migrate();
      // A zip in the archive that is no A/B folder (its SHA-256 in the manifest made to match): refused, nothing written.
      const files: Record<string, Uint8Array> = unzipSync(archive);
      const manifest = JSON.parse(strFromU8(files['benchdelta-export.json']));
      const first = manifest.projects[0].abRuns[0];
      files[first.file] = edited({ 'ab.json': null });
      first.sha256 = createHash('sha256').update(files[first.file]).digest('hex');
      files['benchdelta-export.json'] = strToU8(JSON.stringify(manifest));
      await expect(importProjects(target, zipSync(files), { label: 'x', withTokens: true })).rejects.toThrow(
        new RegExp(`x: A/B run ${first.id} of "ab-pub" \\(${first.file}\\): the zip has no ab\\.json`),
      );
      expect(await target.projects.find('ab-pub')).toBeUndefined();

      const imported = await importProjects(target, archive, { label: 'x', withTokens: true });
      expect(imported.abRuns).toBe(stored.length);
      const moved = await target.projects.find('ab-pub');
      const copies = await target.abRuns.all(Number(moved?.id));
      const strip = ({ id: _id, ...r }: { id: number }) => r;
      expect(copies.map(strip)).toEqual(stored.map(strip));
      for (const [i, r] of copies.entries()) {
        const was = await store.abRuns.body(Number(project?.id), stored[i].id);
        expect((await target.abRuns.body(Number(moved?.id), r.id))?.equals(was as Buffer)).toBe(true);
      }
    } finally {
      await target.close();
      await db.drop();
    }
  });

  test('deleting a project deletes its A/B runs with it, and no other', async () => {
    const other = await service.token('ab-gone');
    await post('ab-gone', other, zip, { commit: 'g1', run: 'gone-1' });
    const store = service.app.benchdelta.store;
    const before = await count();
    const project = await store.projects.find('ab-gone');
    await deleteProject(store.db, Number(project?.id));
    expect(await count()).toBe(before - 1);
    expect(
      (await getJson<{ abRuns: unknown[] }>(`${api('ab-pub')}/ab-runs`)).body.abRuns.length,
    ).toBeGreaterThan(0);
  });
});

describe.each(STORE_KINDS)('a store made before A/B runs, on %s', (kind: StoreKind) => {
  test('is upgraded in place when a server starts on it: its projects and tokens kept, A/B runs stored', async () => {
    const db = await createTestDatabase(kind);
    const old = openStore(db.spec);
    await old.migrate(4);
    const { token } = await createToken(old, 'before');
    await old.close();
    const service = await startService(kind, { db });
    try {
      const res = await upload(
        service,
        'before',
        token,
        await readFile(path.join(FIXTURES, 'gobench/pr.txt')),
        {
          commit: 'u1',
          run: 'u1',
        },
      );
      expect(res.status).toBe(201);
      const ab = await fetch(
        `${service.url}/api/v1/projects/before/ab-runs?branch=main&commit=u1&baseCommit=u0&run=u1`,
        {
          method: 'POST',
          body: zip as NonNullable<RequestInit['body']>,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
        },
      );
      expect(ab.status).toBe(201);
      const v = await service.app.benchdelta.store.db.one<{ v: number }>(
        'SELECT MAX(version) AS v FROM schema_migrations',
      );
      expect(Number(v?.v)).toBe(5);
    } finally {
      await service.close();
      await db.drop();
    }
  });
});
