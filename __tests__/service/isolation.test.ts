// Issue 29 on both stores: no project reads another's data (ids never reused, caches scoped by project, no
// `immutable` on an id URL), alert routes answer alike for "not yours" and "not there", unknown formats and
// control characters get one clear 400, and a re-upload that differs is a 409 saying what differs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openStore } from '../../src/service/store/open.js';
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

const goBase = () => readFile(path.join(FIXTURES, 'gobench/baseline.txt'));
const goPr = () => readFile(path.join(FIXTURES, 'gobench/pr.txt'));
const idOf = async (res: Response) => ((await res.json()) as { id: number }).id;

describe.each(STORE_KINDS)('project isolation on %s', (kind: StoreKind) => {
  let service: TestService;
  let b: string;
  let c: string;

  beforeAll(async () => {
    service = await startService(kind);
    b = await service.token('iso-b', { private: true });
    c = await service.token('iso-c');
  });
  afterAll(async () => service?.close());
  const api = (p: string) => `${service.url}/api/v1/projects/${p}`;
  const del = (p: string, id: number, token: string) =>
    fetch(`${api(p)}/runs/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

  test("a deleted private run's id is never given to another project's upload, nor its comparison", async () => {
    const auth = { headers: { authorization: `Bearer ${b}` } };
    const b1 = await idOf(await upload(service, 'iso-b', b, await goBase(), { commit: 'b1', run: 'b1' }));
    const b2 = await idOf(await upload(service, 'iso-b', b, await goPr(), { commit: 'b2', run: 'b2' }));
    const secret = await fetch(`${api('iso-b')}/runs/${b2}/compare/${b1}`, auth);
    expect(secret.status).toBe(200);
    expect(await secret.text()).toContain('b2');
    expect((await del('iso-b', b2, b)).status).toBe(200);
    expect((await del('iso-b', b1, b)).status).toBe(200);
    const c1 = await idOf(await upload(service, 'iso-c', c, await goBase(), { commit: 'c1', run: 'c1' }));
    const c2 = await idOf(await upload(service, 'iso-c', c, await goPr(), { commit: 'c2', run: 'c2' }));
    expect([c1, c2].filter((id) => id === b1 || id === b2)).toEqual([]);
    expect(Math.min(c1, c2)).toBeGreaterThan(Math.max(b1, b2));
    // The old ids under C are not there; C's own comparison names C's commits only.
    expect((await fetch(`${api('iso-c')}/runs/${b2}/compare/${b1}`)).status).toBe(404);
    const mine = await fetch(`${api('iso-c')}/runs/${c2}/compare/${c1}`);
    const text = await mine.text();
    expect(text).toContain('c2');
    expect(text).not.toMatch(/@b[12]/);
    expect(mine.headers.get('cache-control')).not.toMatch(/immutable/);
    const file = await fetch(`${api('iso-c')}/runs/${c1}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).not.toMatch(/immutable/);
  });

  test('an alert of another project and a missing alert answer alike', async () => {
    const patch = (id: number) =>
      getJson<{ message: string }>(`${service.url}/api/v1/alerts/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${c}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'acknowledged' }),
      });
    // A private alert of iso-b, written as the analysis would.
    const db = service.app.benchdelta.store.db;
    const series = await db.one<{ id: number }>(
      "SELECT s.id FROM series s JOIN projects p ON p.id = s.project_id WHERE p.name = 'iso-b' LIMIT 1",
    );
    const seriesId =
      series?.id ??
      (
        await db.transaction((tx) =>
          tx.one<{ id: number }>(
            `INSERT INTO series (project_id, branch, machine, key, metric, unit, direction)
             SELECT id, 'main', '', 'k', 'm', 'ns', 'smaller' FROM projects WHERE name = 'iso-b' RETURNING id`,
          ),
        )
      )?.id;
    const alert = await db.transaction((tx) =>
      tx.one<{ id: number }>(
        `INSERT INTO alerts (series_id, commit_sha, previous_commit, point_id, direction, magnitude_pct, p_value,
           status, created_at, updated_at) VALUES ($1, 'x', 'w', 1, 'regression', 30, 0.001, 'untriaged', 0, 0)
         RETURNING id`,
        [seriesId],
      ),
    );
    const theirs = await patch(Number(alert?.id));
    const missing = await patch(Number(alert?.id) + 1000);
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.body.message.replace(/\d+/g, 'N')).toBe(missing.body.message.replace(/\d+/g, 'N'));
  });

  test('the branch badge is a regression while a regression alert is untriaged, whatever the last verdict', async () => {
    const db = service.app.benchdelta.store.db;
    await upload(service, 'iso-c', c, await goBase(), { commit: 'g1', run: 'g1', branch: 'badged' });
    await upload(service, 'iso-c', c, await goBase(), { commit: 'g2', run: 'g2', branch: 'badged' });
    await service.app.benchdelta.settled();
    const series = await db.one<{ id: number }>(
      "SELECT s.id FROM series s JOIN projects p ON p.id = s.project_id WHERE p.name = 'iso-c' AND s.branch = 'badged' LIMIT 1",
    );
    const badge = async (label: string) =>
      (
        await getJson<{ message: string; color: string }>(
          `${service.url}/badge/iso-c/badged.json?label=${label}`,
        )
      ).body;
    expect((await badge('before')).color).not.toBe('red');
    const alert = await db.transaction((tx) =>
      tx.one<{ id: number }>(
        `INSERT INTO alerts (series_id, commit_sha, previous_commit, point_id, direction, magnitude_pct, p_value,
           status, created_at, updated_at) VALUES ($1, 'c2', 'c1', 1, 'regression', 30, 0.001, 'untriaged', 0, 0)
         RETURNING id`,
        [series?.id],
      ),
    );
    expect(await badge('during')).toMatchObject({
      label: 'during',
      message: 'regression +30.0% (1 untriaged alert)',
      color: 'red',
    });
    const triaged = await fetch(`${service.url}/api/v1/alerts/${alert?.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${c}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'acknowledged' }),
    });
    expect(triaged.status).toBe(200);
    expect((await badge('after')).message).not.toMatch(/untriaged/);
  });

  test('unknown formats and control characters get one clear 400', async () => {
    for (const format of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'nope']) {
      const res = await upload(service, 'iso-c', c, await goBase(), { commit: 'f', run: 'f', format });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/format=.*known/);
    }
    const nul = Buffer.from(`BenchmarkA\u0000b-8 \t 100 \t 12.5 ns/op\nBenchmarkB-8 \t 100 \t 10 ns/op\n`);
    const res = await upload(service, 'iso-c', c, nul, { commit: 'n', run: 'n', name: 'nul.txt' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/control character/);
    for (const branch of ['ma\u0000in', 'a\nb', 'x\u007f']) {
      const r = await upload(service, 'iso-c', c, await goBase(), { commit: 'n', run: 'n2', branch });
      expect(r.status).toBe(400);
    }
  });

  test('the same run and file name with another commit is a 409 saying what differs', async () => {
    const first = await upload(service, 'iso-c', c, await goBase(), { commit: 'aaa', run: 'r409' });
    expect(first.status).toBe(201);
    const again = await upload(service, 'iso-c', c, await goBase(), { commit: 'aaa', run: 'r409' });
    expect(again.status).toBe(200);
    const other = await upload(service, 'iso-c', c, await goBase(), { commit: 'bbb', run: 'r409' });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { message: string }).message).toMatch(/commit aaa.*bbb|bbb.*aaa/);
  });
});

describe.each(STORE_KINDS)('an older store upgraded on %s', (kind: StoreKind) => {
  test('ids are not reused after the upgrade and the rows are kept', async () => {
    const db = await createTestDatabase(kind);
    try {
      const old = openStore(db.spec);
      await old.migrate(2);
      const p = await old.projects.ensure('up');
      const tokenId = await old.tokens.add(p.id, Buffer.alloc(32), null);
      await old.close();
      const service = await startService(kind, { db });
      try {
        const token = await service.token('up');
        const ids: number[] = [];
        for (const run of ['u1', 'u2']) {
          const res = await upload(service, 'up', token, await goBase(), { commit: run, run });
          ids.push(await idOf(res));
        }
        const r = await fetch(`${service.url}/api/v1/projects/up/runs/${ids[1]}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(r.status).toBe(200);
        const next = await idOf(
          await upload(service, 'up', token, await goPr(), { commit: 'u3', run: 'u3' }),
        );
        expect(next).toBeGreaterThan(ids[1]);
        expect((await service.app.benchdelta.store.tokens.find(tokenId))?.projectId).toBe(p.id);
      } finally {
        await service.close();
      }
    } finally {
      await db.drop();
    }
  });
});
