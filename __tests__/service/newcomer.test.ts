// Issue 21, finding 7: what a newcomer meets first. A port in use is said plainly (on either store); the default
// SQLite file is not something git offers to commit; `curl -F` (a form) is refused with the curl line that works;
// 414 and 431 answer `{ error, message }` without echoing the URL.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../../src/cli/run-cli.js';
import {
  createTestDatabase,
  FIXTURES,
  startService,
  STORE_KINDS,
  type StoreKind,
  type TestService,
} from './harness.js';

const REPO = path.resolve(import.meta.dirname, '../..');

describe.each(STORE_KINDS)('serve on %s', (kind: StoreKind) => {
  test('on a port in use says so and how to pick another', async () => {
    const db = await createTestDatabase(kind);
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    const port = (holder.address() as AddressInfo).port;
    let err = '';
    try {
      const code = await runCli(['serve', '--db', db.spec, '--port', String(port), '--log-level', 'silent'], {
        stdout: () => undefined,
        stderr: (t) => (err += t),
      });
      expect(code).not.toBe(0);
      expect(err).toMatch(new RegExp(`port ${port} on 127.0.0.1 is in use`));
      expect(err).toMatch(/--port 0/);
      expect(err).not.toMatch(/internal error/);
    } finally {
      holder.close();
      await db.drop();
    }
  });
});

test('the default SQLite file (.benchdelta/service.sqlite) is ignored by git', () => {
  const ignored = execFileSync('git', ['check-ignore', '.benchdelta/service.sqlite'], { cwd: REPO });
  expect(ignored.toString().trim()).toBe('.benchdelta/service.sqlite');
});

/** A raw GET (fetch refuses some of these URLs and headers itself). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe.each(STORE_KINDS)('newcomer answers on %s', (kind: StoreKind) => {
  let service: TestService;
  beforeAll(async () => (service = await startService(kind)));
  afterAll(async () => service?.close());

  test('a multipart form upload (curl -F) is refused with the curl line that works; nothing is stored', async () => {
    const token = await service.token('forms');
    const form = new FormData();
    form.append('file', new Blob([await readFile(path.join(FIXTURES, 'gobench/baseline.txt'))]), 'bench.txt');
    const res = await fetch(
      `${service.url}/api/v1/projects/forms/runs?branch=main&commit=a&run=1&name=bench.txt`,
      {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/curl --data-binary @FILE/);
    const runs = await (await fetch(`${service.url}/api/v1/projects/forms/runs`)).json();
    expect(runs).toEqual({ runs: [], next: null });
  });

  test('414 and 431 say what to change, in { error, message }, without echoing the URL', async () => {
    const long = 'x'.repeat(300);
    const a = await rawGet(`${service.url}/api/v1/projects/${long}/runs`);
    expect(a.status).toBe(414);
    expect(Object.keys(JSON.parse(a.body) as object)).toEqual(['error', 'message']);
    expect(a.body).not.toContain(long);
    const b = await rawGet(`${service.url}/api/v1/projects?${'q'.repeat(20_000)}`);
    expect(b.status).toBe(431);
    expect(Object.keys(JSON.parse(b.body) as object)).toEqual(['error', 'message']);
    expect(b.body).toMatch(/16 KB/);
  });
});
