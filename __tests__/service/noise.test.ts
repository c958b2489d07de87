// The noise route (issue #17): each series' run-to-run noise on a branch, on both stores, and the CLI using it as
// the between-run term of a micro-benchmark verdict (what the Action does with `service-url`).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import { getJson, startService, STORE_KINDS, upload, type StoreKind, type TestService } from './harness.js';

/** Run i's deviation in [−1, 1): a fixed pseudo-random sequence (the same every test run). */
const jitter = (i: number) => (((i * 2654435761) >>> 0) % 1000) / 500 - 1;

/** A go suite of two benchmarks: `quiet` moves up to ±1% between runs, `loud` up to ±30%. */
function goRun(i: number, quietNs = 1000, loudNs = 5000): string {
  const q = quietNs * (1 + 0.01 * jitter(i));
  const l = loudNs * (1 + 0.3 * jitter(i + 7));
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/n'];
  for (let s = 0; s < 5; s++) {
    lines.push(`BenchmarkQuiet-2   \t 1000\t${(q * (1 + s * 0.001)).toFixed(1)} ns/op`);
    lines.push(`BenchmarkLoud-2    \t 1000\t${(l * (1 + s * 0.001)).toFixed(1)} ns/op`);
  }
  return lines.join('\n') + '\nPASS\n';
}

describe.each(STORE_KINDS)('noise route on %s', (kind: StoreKind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
    const token = await service.token('noisy');
    for (let i = 0; i < 12; i++) {
      const res = await upload(service, 'noisy', token, goRun(i), {
        commit: `c${i}`,
        run: String(100 + i),
        name: 'bench.txt',
        time: String(1_700_000_000 + i * 3600),
      });
      expect(res.status).toBe(201);
    }
  }, 120_000);
  afterAll(async () => service?.close());

  test('each series: sd of consecutive log ratios, and the CLI judges a PR with it', async () => {
    const { status, body } = await getJson<{
      runSd: number | null;
      tailDf: number | null;
      series: {
        key: string;
        metric: string;
        sd: number;
        n: number;
        level: number;
        levelRuns: number;
        ownSd: number;
      }[];
    }>(`${service.url}/api/v1/projects/noisy/noise?branch=main`);
    expect(status).toBe(200);
    const sd = (k: string) => body.series.find((s) => s.key.endsWith(k) && s.metric === 'time')?.sd ?? NaN;
    expect(sd('BenchmarkQuiet-2')).toBeGreaterThan(0.002);
    expect(sd('BenchmarkQuiet-2')).toBeLessThan(0.03);
    expect(sd('BenchmarkLoud-2')).toBeGreaterThan(0.05);
    expect(body.series.every((s) => s.n === 11)).toBe(true);
    // Each series' level (the median of its 12 runs: no step) beside its noise; with two series no run's common
    // shift is estimated (it needs 5), so the own noise is the plain one and the run speed unknown.
    const quiet = body.series.find((s) => s.key.endsWith('BenchmarkQuiet-2') && s.metric === 'time');
    expect(quiet?.levelRuns).toBe(12);
    expect(Math.abs((quiet?.level ?? NaN) / 1000e-9 - 1)).toBeLessThan(0.02);
    expect(quiet?.ownSd).toBe(quiet?.sd);
    expect(body.runSd).toBeNull();
    // The tails its runs show, as the verdict will use them (t8 at most).
    expect(body.tailDf).toBeGreaterThanOrEqual(3);
    expect(body.tailDf).toBeLessThanOrEqual(8);
    // Unknown project: 404 as any unknown project.
    expect((await getJson(`${service.url}/api/v1/projects/nope/noise`)).status).toBe(404);

    // A PR where both benchmarks are 25% slower: only the quiet one stands out of its history's noise.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-noise-'));
    const file = (n: string, text: string) => (writeFileSync(path.join(dir, n), text), path.join(dir, n));
    const history = file('noise.json', JSON.stringify(body));
    const base = file('base.txt', goRun(0));
    const pr = file('pr.txt', goRun(0, 1250, 6250));
    const json = path.join(dir, 'out.json');
    const r = await cli(['compare', base, pr, '--noise-history', history, '--json', json]);
    expect(r.stdout).toMatch(/between-run noise from the service's history/);
    const verdicts = JSON.parse((await import('node:fs')).readFileSync(json, 'utf8')) as {
      benchmarks: { key: string; verdict: string }[];
    };
    const v = (k: string) => verdicts.benchmarks.find((b) => b.key.endsWith(k))?.verdict;
    expect(v('BenchmarkQuiet-2')).toBe('regression');
    expect(v('BenchmarkLoud-2')).toBe('inconclusive');
    expect(r.code).toBe(1);
  }, 60_000);
});
