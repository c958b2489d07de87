// List routes answer a page at a time (issue 29): series-keys by a keyset cursor over (key, metric, machine), the
// alerts by id; every item comes exactly once over the pages, a page never passes its cap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getJson, startService, STORE_KINDS, upload, type StoreKind, type TestService } from './harness.js';

const OTAVA = path.resolve(import.meta.dirname, '../../__fixtures__/shared/oracles/otava/series');

/** `go test -bench -benchmem` output: `count` benchmarks, three metrics each (time, bytes, allocs). */
function suite(count: number): string {
  const lines = ['goos: linux', 'pkg: example.com/paging'];
  for (let i = 0; i < count; i++)
    lines.push(`BenchmarkCase${i}-8\t1000\t${1000 + i}.0 ns/op\t${64 + i} B/op\t${1 + (i % 5)} allocs/op`);
  return [...lines, 'PASS', ''].join('\n');
}

interface KeysPage {
  series: { key: string; metric: string; machine: string }[];
  next: string | null;
}

describe.each(STORE_KINDS)('list paging on %s', (kind: StoreKind) => {
  let service: TestService;
  const keysUrl = (q: string) => `${service.url}/api/v1/projects/paged/series-keys?branch=main&${q}`;
  beforeAll(async () => {
    service = await startService(kind);
    const token = await service.token('paged');
    // 700 benchmarks × 3 metrics on two machines: 4,200 series, names that sort unlike their numbers.
    for (const machine of ['m1', 'm2']) {
      const res = await upload(service, 'paged', token, suite(700), {
        commit: machine,
        run: machine,
        machine,
      });
      expect(res.status).toBe(201);
    }
  }, 120_000);
  afterAll(async () => service?.close());

  test('series-keys: every series exactly once over the pages, in order; next is null on the last', async () => {
    const seen: string[] = [];
    let pages = 0;
    let next: string | null = null;
    do {
      const page: { status: number; body: KeysPage } = await getJson<KeysPage>(
        keysUrl(`limit=1000${next ? `&after=${next}` : ''}`),
      );
      expect(page.status).toBe(200);
      expect(page.body.series.length).toBeLessThanOrEqual(1000);
      seen.push(...page.body.series.map((s) => JSON.stringify([s.key, s.metric, s.machine])));
      next = page.body.next;
      pages++;
    } while (next !== null && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(4200);
    expect(new Set(seen).size).toBe(4200);
    // The same order as one page of them all.
    const whole = await getJson<KeysPage>(keysUrl('limit=5000'));
    expect(whole.body.series.map((s) => JSON.stringify([s.key, s.metric, s.machine]))).toEqual(seen);
    expect(whole.body.next).toBeNull();
  });

  test('series-keys: a default page of 1,000, a cap of 5,000, and a cursor it did not give is a 400', async () => {
    const first = await getJson<KeysPage>(keysUrl(''));
    expect(first.body.series).toHaveLength(1000);
    expect(first.body.next).not.toBeNull();
    expect((await getJson(keysUrl('limit=5001'))).status).toBe(400);
    const bad = await getJson<{ message: string }>(
      keysUrl(`after=${Buffer.from('{"a":1}').toString('base64url')}`),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/after= is not a cursor/);
    // A machine narrows the pages: m1's 2,100 series.
    const m1 = await getJson<KeysPage>(keysUrl('machine=m1&limit=5000'));
    expect(m1.body.series).toHaveLength(2100);
    expect(m1.body.series.every((s) => s.machine === 'm1')).toBe(true);
  });

  test('alerts: pages by before=, each alert once', async () => {
    const token = await service.token('alerting');
    // Apache Otava's step15 series under 20 names (each its own series, scaled apart): an alert on each step.
    const step = readFileSync(path.join(OTAVA, 'step15.csv'), 'utf8').trim().split('\n').slice(1);
    for (const [i, line] of step.entries()) {
      const [time, commit, value] = line.split(',');
      const file = Array.from({ length: 20 }, (_, b) => ({
        name: `s${b}`,
        unit: 'ms',
        value: Number(value) * (1 + b / 100),
      }));
      const res = await upload(service, 'alerting', token, JSON.stringify(file), {
        commit,
        run: String(i),
        name: 'bench.json',
        time,
      });
      expect(res.status).toBe(201);
    }
    service.app.benchdelta.background.kick();
    await service.app.benchdelta.settled();
    const all = await getJson<{ alerts: { id: number }[]; next: number | null }>(
      `${service.url}/api/v1/projects/alerting/alerts`,
    );
    expect(all.body.alerts.length).toBeGreaterThanOrEqual(10);
    expect(all.body.next).toBeNull();
    const ids: number[] = [];
    let before: number | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const page: { status: number; body: { alerts: { id: number }[]; next: number | null } } = await getJson(
        `${service.url}/api/v1/projects/alerting/alerts?limit=3${before === null ? '' : `&before=${before}`}`,
      );
      expect(page.body.alerts.length).toBeLessThanOrEqual(3);
      ids.push(...page.body.alerts.map((a) => a.id));
      before = page.body.next;
      if (before === null) break;
    }
    expect(ids).toEqual(all.body.alerts.map((a) => a.id));
  });
});
