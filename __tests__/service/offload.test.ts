// The service's heavy work in worker threads (issue 29): a worker answers exactly as this thread does (uploads
// read, comparisons, history arithmetic), a full pool refuses with 503 and Retry-After and stores nothing, and the
// worker's script is found from the sources (as here, under Jest) as from the bundle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../../src/core/errors.js';
import { HttpError } from '../../src/service/http-errors.js';
import type { Offload } from '../../src/service/offload/jobs.js';
import { createOffload, inThreadOffload } from '../../src/service/offload/offload.js';
import { WorkerPool } from '../../src/service/offload/worker-pool.js';
import { serviceWorkerSource } from '../../src/service/offload/worker-script.js';
import { compareKeys, pointBatches } from '../../src/service/store/point-batches.js';
import type { BranchPointColumns } from '../../src/service/store/types.js';
import { readUpload } from '../../src/service/upload.js';
import { FIXTURES, getJson, startService, STORE_KINDS, upload, type StoreKind } from './harness.js';

/** `go test -bench` output of `count` benchmarks, each `factor` times slower than the first run. */
function manyBenchmarks(count: number, factor = 1): Buffer {
  const lines = ['goos: linux', 'pkg: example.com/big'];
  for (let i = 0; i < count; i++)
    lines.push(`BenchmarkCase${i}-8\t1000\t${((1000 + (i % 97)) * factor).toFixed(1)} ns/op`);
  return Buffer.from([...lines, 'PASS', ''].join('\n'));
}

describe('the worker thread answers as this thread does', () => {
  let pooled: Offload;
  const here = inThreadOffload();
  beforeAll(() => {
    pooled = createOffload({ size: 1 });
  });
  afterAll(async () => pooled.close());

  test('the worker script is found from the sources', () => {
    const source = serviceWorkerSource();
    expect(source).not.toBeNull();
    expect(source?.eval).toBe(true);
    expect((source?.data as { entry: string }).entry).toMatch(/src\/service\/offload\/service-worker\.ts$/);
  });

  test.each([
    ['gobench/baseline.txt', undefined],
    ['jmh/baseline.json', undefined],
    ['hyperfine/pr.json', 'hyperfine'],
    ['../../../examples/besu-control.log', undefined],
  ])('upload %s (format=%s)', async (file, format) => {
    const body = await readFile(path.join(FIXTURES, file));
    const job = { body, name: path.basename(file), format, inflatedBytes: body.length };
    const [a, b] = await Promise.all([pooled.readUpload(job), here.readUpload(job)]);
    expect(a.points.values.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
    // The columns, read back a batch at a time as the ingest reads them, are the reader's points in key order.
    const direct = await readUpload(body, job.name, { format, inflatedBytes: body.length });
    expect([...pointBatches(a.points, 7)].flat()).toEqual([...direct.points].sort(compareKeys));
    expect(Buffer.isBuffer(a.gzipped)).toBe(true);
    // The caller's body is still whole: the worker got a copy.
    expect(job.body.length).toBe(body.length);
  });

  test('a body that is no results file: the same UserError from both', async () => {
    const job = { body: Buffer.from('not a benchmark\n'), name: 'junk.txt', inflatedBytes: 16 };
    const [a, b] = await Promise.all([
      pooled.readUpload(job).catch((e: unknown) => e),
      here.readUpload(job).catch((e: unknown) => e),
    ]);
    expect(a).toBeInstanceOf(UserError);
    expect((a as Error).message).toBe((b as Error).message);
    expect((a as Error).message).toMatch(/could not recognise the format of "junk.txt"/);
  });

  test('a comparison: the same JSON, Markdown and verdict', async () => {
    const bodies = await Promise.all(
      ['baseline.txt', 'pr.txt'].map(async (f) => ({
        name: f,
        data: await readFile(path.join(FIXTURES, 'gobench', f)),
      })),
    );
    const labels: [string, string] = ['base@1', 'head@2'];
    for (const output of ['json', 'markdown', 'verdict'] as const) {
      const [a, b] = await Promise.all([
        pooled.compare({ bodies, labels, output }),
        here.compare({ bodies, labels, output }),
      ]);
      expect(a).toEqual(b);
    }
    const json = JSON.parse((await pooled.compare({ bodies, labels, output: 'json' })) as string);
    expect(JSON.stringify(json)).not.toMatch(/benchdelta-service-/);
  });

  test("a branch's history: the same JSON text", async () => {
    const points = (): BranchPointColumns => {
      const counts = [12, 12, 3];
      const values = counts.flatMap((n, s) =>
        Array.from({ length: n }, (_, i) => (100 + s) * (1 + (((i * 37 + s * 11) % 13) - 6) / 300)),
      );
      return {
        keys: ['BenchmarkA', 'BenchmarkB', 'BenchmarkC'],
        metrics: ['time', 'time', 'time'],
        machines: ['', '', ''],
        counts: Uint32Array.from(counts),
        resultSets: Float64Array.from(counts.flatMap((n) => Array.from({ length: n }, (_, i) => i + 1))),
        values: Float64Array.from(values),
      };
    };
    const a = await pooled.history({ branch: 'main', last: 30, points: points() });
    const b = await here.history({ branch: 'main', last: 30, points: points() });
    expect(a).toBe(b);
    expect(JSON.parse(a).series.map((s: { key: string }) => s.key)).toEqual(['BenchmarkA', 'BenchmarkB']);
  });
});

test('a full pool refuses the job past its queue with 503; the others are answered', async () => {
  const source = serviceWorkerSource();
  if (!source) throw new Error('no worker script');
  const pool = new WorkerPool(source, { size: 1, queue: 1 });
  try {
    const body = new Uint8Array(manyBenchmarks(2000));
    const job = () => ({
      kind: 'read-upload' as const,
      body: body.slice(),
      name: 'b.txt',
      inflatedBytes: body.length,
    });
    const answers = await Promise.allSettled([0, 1, 2].map(() => pool.run(job())));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (answers[2] as PromiseRejectedResult).reason as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.statusCode).toBe(503);
    expect(refused.message).toMatch(/busy .* retry after the Retry-After seconds/);
    expect(pool.load).toMatchObject({ threads: 1, busy: 0, waiting: 0 });
  } finally {
    await pool.close();
  }
});

test('the pool calls beforeHeavy just before each heavy job starts, never for a light one', async () => {
  const source = serviceWorkerSource();
  if (!source) throw new Error('no worker script');
  const started: string[] = [];
  const pool = new WorkerPool(source, { size: 1, beforeHeavy: () => started.push('collect') });
  try {
    const read = (count: number) => {
      const body = new Uint8Array(manyBenchmarks(count));
      return pool.run({ kind: 'read-upload', body, name: 'b.txt', inflatedBytes: body.length }).then(() => {
        started.push(`${count}`);
      });
    };
    // 40,000 benchmarks are 1.4 MB (heavy, jobs.ts isHeavy); 100 are 3.5 kB (light).
    await read(100);
    await read(40_000);
    await read(100);
    expect(started).toEqual(['100', 'collect', '40000', '100']);
  } finally {
    await pool.close();
  }
});

describe.each(STORE_KINDS)('uploads through a full worker pool on %s', (kind: StoreKind) => {
  test('503 with Retry-After for the upload past the queue; nothing of it stored; its retry is', async () => {
    const service = await startService(kind, { workers: { size: 1, queue: 0 } });
    try {
      const token = await service.token('busy');
      const body = manyBenchmarks(40_000);
      const send = (run: string) => upload(service, 'busy', token, body, { commit: run, run, name: 'b.txt' });
      const answers = await Promise.all(['r1', 'r2', 'r3'].map(send));
      const statuses = answers.map((r) => r.status);
      expect(statuses).toContain(201);
      expect(statuses).toContain(503);
      for (const r of answers.filter((a) => a.status === 503)) {
        expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(((await r.json()) as { message: string }).message).toMatch(/busy/);
      }
      const stored = await getJson<{ runs: { run: string }[] }>(`${service.url}/api/v1/projects/busy/runs`);
      const created = ['r1', 'r2', 'r3'].filter((_, i) => statuses[i] === 201);
      expect(stored.body.runs.map((r) => r.run).sort()).toEqual(created);
      for (const [i, run] of ['r1', 'r2', 'r3'].entries()) {
        if (statuses[i] === 503) expect((await send(run)).status).toBe(201);
      }
      const series = await getJson<{ series: { points: number }[] }>(
        `${service.url}/api/v1/projects/busy/series-keys?branch=main&limit=5000`,
      );
      expect(series.body.series).toHaveLength(5000);
      expect(series.body.series.every((s) => s.points === 3)).toBe(true);
    } finally {
      await service.close();
    }
  }, 120_000);
});
