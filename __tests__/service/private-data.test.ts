// Issue 21, finding 5 on both stores: a private project's files and comparisons are never cacheable by a
// shared cache, an unknown and a private project answer alike, another project's alert answers 404 and names no project, tokens in
// URLs are refused and never logged, every answer says nosniff, and the comparison view has a CSP.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { dashboardPlugin } from '../../src/service/dashboard/plugin.js';
import { FIXTURES, startService, STORE_KINDS, upload, type StoreKind, type TestService } from './harness.js';

const goBase = () => readFile(path.join(FIXTURES, 'gobench/baseline.txt'));
const goPr = () => readFile(path.join(FIXTURES, 'gobench/pr.txt'));

describe.each(STORE_KINDS)('private data on %s', (kind: StoreKind) => {
  let service: TestService;
  let secret: string;
  let ids: number[];
  const log: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        log.push(chunk.toString());
        done();
      },
    });
    service = await startService(kind, { logger: { level: 'info', stream }, plugins: [dashboardPlugin] });
    secret = await service.token('secret', { private: true });
    ids = [];
    for (const [i, body] of [await goBase(), await goPr()].entries()) {
      const res = await upload(service, 'secret', secret, body, { commit: `p${i}`, run: `p${i}` });
      ids.push(((await res.json()) as { id: number }).id);
    }
  });
  afterAll(async () => service?.close());
  const auth = () => ({ headers: { authorization: `Bearer ${secret}` } });

  test('a private run file and comparison are private, no-store; nosniff everywhere', async () => {
    const base = `${service.url}/api/v1/projects/secret/runs`;
    for (const url of [`${base}/${ids[0]}/file`, `${base}/${ids[1]}/compare/${ids[0]}`]) {
      const res = await fetch(url, auth());
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const url of ['/healthz', '/api/v1/projects', '/nope', '/dashboard/']) {
      expect((await fetch(`${service.url}${url}`)).headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('an unknown and a private project answer alike', async () => {
    const other = await service.token('someone-else');
    for (const headers of [{}, { authorization: `Bearer ${other}` }]) {
      const a = await fetch(`${service.url}/api/v1/projects/secret/runs`, { headers });
      const b = await fetch(`${service.url}/api/v1/projects/no-such-project/runs`, { headers });
      expect(a.status).toBe(b.status);
      const [ma, mb] = [(await a.json()) as { message: string }, (await b.json()) as { message: string }];
      expect(ma.message.replace('secret', 'X')).toBe(mb.message.replace('no-such-project', 'X'));
    }
  });

  test('PATCH /alerts/{id} of another project answers 404 (as a missing one) and names no project', async () => {
    const store = service.app.benchdelta.store;
    const series = await store.db.one<{ id: number }>('SELECT id FROM series ORDER BY id LIMIT 1');
    const point = await store.db.one<{ id: number }>('SELECT id FROM points WHERE series_id = $1 LIMIT 1', [
      series?.id,
    ]);
    await store.db.run(
      `INSERT INTO alerts (series_id, commit_sha, previous_commit, point_id, direction, magnitude_pct, p_value,
         status, created_at, updated_at) VALUES ($1, 'p1', 'p0', $2, 'regression', 5, 0.01, 'untriaged', 1, 1)`,
      [series?.id, point?.id],
    );
    const alert = await store.db.one<{ id: number }>('SELECT id FROM alerts ORDER BY id DESC LIMIT 1');
    const other = await service.token('intruder');
    const res = await fetch(`${service.url}/api/v1/alerts/${alert?.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'invalid' }),
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/secret/);
  });

  test('a token in the query string is refused and never written to the log', async () => {
    const res = await fetch(`${service.url}/api/v1/projects/secret/runs?token=${secret}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Authorization: Bearer/);
    const logged = log.join('');
    expect(logged).toMatch(/token=\[redacted\]/);
    expect(logged).not.toContain(secret);
  });

  test('the comparison view carries a CSP and is not cached for a private project', async () => {
    const res = await fetch(`${service.url}/dashboard/compare/secret/${ids[1]}/${ids[0]}`, auth());
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'sha256-/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
