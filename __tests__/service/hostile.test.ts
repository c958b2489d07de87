// Issue 21, finding 4 on both stores: a body is not read before its token is checked, a gzip bomb is refused
// while it inflates (its inflated bytes never held), a body that trickles in is cut off at its deadline, too
// many uploads at once get 503 + Retry-After, and after bombs and huge bodies the server process (a child, so
// its RSS is its own) is back under 300 MB and still ingests.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleCli, rawPost, rssMb, serveChild } from './child-server.js';
import {
  createTestDatabase,
  FIXTURES,
  startService,
  STORE_KINDS,
  upload,
  type StoreKind,
  type TestService,
} from './harness.js';
import { createToken } from '../../src/service/tokens.js';
import { openStore } from '../../src/service/store/open.js';

const goBase = () => readFile(path.join(FIXTURES, 'gobench/baseline.txt'));
const MB = 1 << 20;
const q = (run: string) => `branch=main&commit=${run}&run=${run}&name=bench.txt`;

/** `count` chunks of `size` bytes of one value: a body that compresses to almost nothing. */
const chunksOf = (size: number, count: number) =>
  Array.from({ length: count }, () => Buffer.alloc(size, 0x61));

describe.each(STORE_KINDS)('hostile uploads on %s', (kind: StoreKind) => {
  let service: TestService;
  let token: string;

  beforeAll(async () => {
    service = await startService(kind, {
      bodyTimeoutMs: 1500,
      maxConcurrentIngests: 2,
      ingestQueueMs: 0,
      maxBufferedBytes: 200_000,
    });
    token = await service.token('h');
  });
  afterAll(async () => service?.close());
  const runs = (id: string) => `${service.url}/api/v1/projects/h/runs?${q(id)}`;

  test('without a token the answer is 401 before the body is read', async () => {
    // 64 MB announced, 1 MB sent then nothing: only an answer that does not wait for the body arrives.
    const a = await rawPost(runs('n1'), { 'content-length': String(64 * MB) }, chunksOf(MB, 1));
    expect(a.status).toBe(401);
  });

  test('a body that trickles in is cut off at its deadline with 408 and what to do', async () => {
    const a = await rawPost(
      runs('slow'),
      { authorization: `Bearer ${token}`, 'content-length': '100000' },
      chunksOf(10, 100),
      100,
    );
    expect(a.status).toBe(408);
    expect(a.headers.connection).toBe('close');
    expect(a.body).toMatch(/did not arrive within 1\.5 s/);
    expect(a.ms).toBeLessThan(5000);
  });

  test('slow bodies hold no ingest slot; past the bytes being read at once: 503 with Retry-After', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-length': '200000' };
    // Three slow bodies: more than the 2 ingest slots.
    const slow = ['s1', 's2', 's3'].map((r) =>
      rawPost(runs(r), headers, [Buffer.alloc(60_000, 0x61), ...chunksOf(10, 20)], 50),
    );
    await new Promise((r) => setTimeout(r, 300));
    // 180 kB are being read, and this server reads at most 200 kB at once…
    const big = await upload(service, 'h', token, Buffer.alloc(30_000, 0x61), { commit: 'c3', run: 'c3' });
    expect(big.status).toBe(503);
    expect(big.headers.get('retry-after')).toMatch(/^\d+$/);
    // …yet a small good upload still goes through: the slow bodies hold no ingest slot.
    const good = await upload(service, 'h', token, await goBase(), { commit: 'c2', run: 'c2' });
    expect(good.status).toBe(201);
    await Promise.all(slow);
    const after = await upload(service, 'h', token, await goBase(), { commit: 'c4', run: 'c4' });
    expect(after.status).toBe(201);
  });

  test('a gzip bomb is 413 while it inflates', async () => {
    const small = await startService(kind, { maxInflatedBytes: 16 * MB });
    try {
      const t = await small.token('b');
      const bomb = gzipSync(Buffer.alloc(96 * MB)); // ~95 KB that inflates to 96 MB
      const a = await rawPost(
        `${small.url}/api/v1/projects/b/runs?${q('b1')}`,
        { authorization: `Bearer ${t}` },
        [bomb],
      );
      expect(a.status).toBe(413);
      expect(a.body).toMatch(/inflates to more than 16777216 bytes/);
    } finally {
      await small.close();
    }
  });
});

describe.each(STORE_KINDS)('server memory after hostile uploads on %s', (kind: StoreKind) => {
  test('two 5 GB gzip bombs and ten 60 MB bodies without a token leave the server under 300 MB RSS', async () => {
    const { cli, remove } = await bundleCli();
    const db = await createTestDatabase(kind);
    const store = openStore(db.spec);
    await store.migrate();
    const { token } = await createToken(store, 'mem');
    await store.close();
    const server = await serveChild(cli, db);
    try {
      const url = (run: string) => `${server.url}/api/v1/projects/mem/runs?${q(run)}`;
      // 5 GB of one byte, gzipped (~5 MB), streamed: built from one gzipped 64 MB block repeated (gzip members).
      const member = gzipSync(Buffer.alloc(64 * MB));
      const bomb = () => Array.from({ length: 80 }, () => member);
      const auth = { authorization: `Bearer ${token}` };
      const answers = await Promise.all([
        rawPost(url('bomb1'), auth, bomb()),
        rawPost(url('bomb2'), auth, bomb()),
        ...Array.from({ length: 10 }, (_, i) => rawPost(url(`big${i}`), {}, chunksOf(MB, 60))),
      ]);
      expect(answers.map((a) => a.status)).toEqual([413, 413, ...Array(10).fill(401)]);
      const rss = rssMb(server.child.pid as number);
      expect(rss).toBeLessThan(300);
      const good = await rawPost(url('good'), auth, [await goBase()]);
      expect(good.status).toBe(201);
    } finally {
      server.child.kill('SIGKILL');
      await db.drop();
      await remove();
    }
  }, 120_000);
});
