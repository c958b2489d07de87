// Issue 29 item 7 (from issue 32) on both stores: the service's verdicts use the service's history. Forty runs of
// five benchmarks with 2% noise on main, then a +25% step in one of them: the compare route says regression
// (without main's history a pair of single values is inconclusive), the runs list's verdict agrees, and the
// report does not tell the reader to give "the service's history".
import { getJson, startService, STORE_KINDS, upload, type StoreKind, type TestService } from './harness.js';

/** A fixed stream of N(0, 1) draws (mulberry32 + Box–Muller): the same runs on every machine. */
function normals(seed: number): () => number {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform() || 1e-12)) * Math.cos(2 * Math.PI * uniform());
}

const ROWS = ['parse', 'encode', 'decode', 'hash', 'sort'];
const T0 = Date.UTC(2026, 0, 1) / 1000;

describe.each(STORE_KINDS)("the service's history in its verdicts on %s", (kind: StoreKind) => {
  let service: TestService;
  let ids: number[];

  beforeAll(async () => {
    service = await startService(kind);
    const token = await service.token('hist');
    const z = normals(29);
    ids = [];
    for (let run = 0; run <= 40; run++) {
      // `go test -count=6`: six samples a benchmark with 0.5% noise within the run, 2% between runs.
      const lines = ROWS.flatMap((name, i) => {
        const level = 1000 * (i + 1) * Math.exp(0.02 * z()) * (run === 40 && name === 'hash' ? 1.25 : 1);
        return Array.from(
          { length: 6 },
          () => `Benchmark${name}-8\t 100000\t ${(level * Math.exp(0.005 * z())).toFixed(1)} ns/op`,
        );
      });
      const body = ['goos: linux', 'goarch: amd64', 'pkg: example.com/hist', ...lines, 'PASS', ''].join('\n');
      const res = await upload(service, 'hist', token, body, {
        commit: `c${run}`,
        run: `r${run}`,
        name: 'bench.txt',
        time: String(T0 + run * 3600),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
  }, 120_000);
  afterAll(async () => service?.close());

  test('a +25% step in one of five rows is a regression against main', async () => {
    const url = `${service.url}/api/v1/projects/hist/runs/${ids[40]}/compare/${ids[39]}`;
    const res = await getJson<{ verdict: string }>(url);
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe('regression');
    const md = await (await fetch(`${url}?format=markdown`)).text();
    expect(md).not.toMatch(/give replicated runs, an A\/A pair or the service's history/);
    // A step-free run against the one before it is not a regression.
    const quiet = await getJson<{ verdict: string }>(
      `${service.url}/api/v1/projects/hist/runs/${ids[39]}/compare/${ids[38]}`,
    );
    expect(quiet.body.verdict).not.toBe('regression');
  });

  test("the runs list shows the run's verdict against main's history", async () => {
    await service.app.benchdelta.settled();
    const runs = await getJson<{ runs: { id: number; verdict: string }[] }>(
      `${service.url}/api/v1/projects/hist/runs?branch=main&limit=2`,
    );
    expect(runs.body.runs[0]).toMatchObject({ id: ids[40], verdict: 'regression' });
  });
});
