// Issue 29: the store's files are owner-only (the database, its WAL and shared memory, an export), and deleting
// a large run gives its space back (incremental auto-vacuum and a truncated WAL on SQLite; `service vacuum`
// rebuilds any store on either database).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../../src/cli/run-cli.js';
import { createTestDatabase, startService, STORE_KINDS, upload, type StoreKind } from './harness.js';

/** A go test output of `count` benchmarks: a large run (about 60 bytes a benchmark). */
function manyBenchmarks(count: number): string {
  const lines = Array.from(
    { length: count },
    (_, i) => `BenchmarkCase${i}-8\t 1000\t ${1000 + (i % 97)} ns/op`,
  );
  return ['goos: linux', 'pkg: example.com/many', ...lines, 'PASS', ''].join('\n');
}

const mode = async (file: string) => (await stat(file)).mode & 0o777;
const size = async (file: string) => (await stat(file).catch(() => ({ size: 0 }))).size;

test('on SQLite the database, WAL, shared memory and an export are created 0600; a delete gives the space back', async () => {
  const db = await createTestDatabase('sqlite');
  const service = await startService('sqlite', { db });
  try {
    const token = await service.token('files');
    const small = await upload(service, 'files', token, manyBenchmarks(10), { commit: 'a', run: 'a' });
    expect(small.status).toBe(201);
    for (const file of [db.spec, `${db.spec}-wal`, `${db.spec}-shm`])
      expect([file, await mode(file)]).toEqual([file, 0o600]);
    const big = await upload(service, 'files', token, manyBenchmarks(20_000), { commit: 'b', run: 'b' });
    expect(big.status).toBe(201);
    const id = ((await big.json()) as { id: number }).id;
    await service.app.benchdelta.settled();
    const before = (await size(db.spec)) + (await size(`${db.spec}-wal`));
    const res = await fetch(`${service.url}/api/v1/projects/files/runs/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await service.app.benchdelta.settled();
    await service.app.benchdelta.store.db.compact();
    const after = (await size(db.spec)) + (await size(`${db.spec}-wal`));
    // The 20,000 series stay (their history is kept), their points and the file go.
    expect(after).toBeLessThan(before * 0.7);
    expect(await size(`${db.spec}-wal`)).toBe(0);
  } finally {
    await service.close();
  }
  const out = path.join(path.dirname(db.spec), 'export.zip');
  let err = '';
  const io = { stdout: () => undefined, stderr: (t: string) => (err += t) };
  expect(await runCli(['service', 'export', '--db', db.spec, '--out', out], io)).toBe(0);
  expect(await mode(out)).toBe(0o600);
  await db.drop();
});

describe.each(STORE_KINDS)('service vacuum on %s', (kind: StoreKind) => {
  test('rebuilds the store and says how long it took', async () => {
    const db = await createTestDatabase(kind);
    try {
      let err = '';
      const io = { stdout: () => undefined, stderr: (t: string) => (err += t) };
      expect(await runCli(['service', 'vacuum', '--db', db.spec], io)).toBe(0);
      expect(err).toMatch(/^vacuumed .* in \d+\.\d s\n$/);
    } finally {
      await db.drop();
    }
  });
});
