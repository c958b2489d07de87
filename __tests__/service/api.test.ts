// The service's API on both stores: tokens, ingest (idempotent, validated), runs, compare (= the CLI's JSON),
// baseline, badges, health, metrics, OpenAPI.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  FIXTURES,
  getJson,
  startService,
  STORE_KINDS,
  upload,
  type StoreKind,
  type TestService,
} from './harness.js';

const besuControl = () => readFile(path.join(FIXTURES, 'synthetic/besu-control.log'));
const besuTest = () => readFile(path.join(FIXTURES, 'synthetic/besu-test.log'));
const goBase = () => readFile(path.join(FIXTURES, 'gobench/baseline.txt'));
const goPr = () => readFile(path.join(FIXTURES, 'gobench/pr.txt'));

describe.each(STORE_KINDS)('service API on %s', (kind: StoreKind) => {
  let service: TestService;
  let token: string;

  beforeAll(async () => {
    service = await startService(kind);
    token = await service.token('demo');
  });
  afterAll(async () => service?.close());

  test('ingest answers 201 with an id, and the same (project, run, name) again 200 with the same id', async () => {
    const body = await besuControl();
    const first = await upload(service, 'demo', token, body, { commit: 'aaa111', run: '1001' });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    expect(id).toBeGreaterThan(0);
    const again = await upload(service, 'demo', token, gzipSync(body), { commit: 'aaa111', run: '1001' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(id);
  });

  test('tokens: none or a wrong one is 401, another project’s is 403, a revoked one 401', async () => {
    const body = await besuControl();
    expect((await upload(service, 'demo', null, body, { commit: 'c', run: 'x1' })).status).toBe(401);
    const forged = token.slice(0, -4) + 'AAAA';
    expect((await upload(service, 'demo', forged, body, { commit: 'c', run: 'x1' })).status).toBe(401);
    expect((await upload(service, 'demo', 'nonsense', body, { commit: 'c', run: 'x1' })).status).toBe(401);
    const other = await service.token('other');
    const res = await upload(service, 'demo', other, body, { commit: 'c', run: 'x1' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Forbidden', message: expect.stringContaining('demo') });
    const revoked = await service.token('demo');
    await service.app.benchdelta.store.tokens.revoke(Number(revoked.split('_')[1]));
    expect((await upload(service, 'demo', revoked, body, { commit: 'c', run: 'x1' })).status).toBe(401);
  });

  test('an unreadable body is 400 naming what was wrong; bad parameters are 400; no stack traces', async () => {
    const junk = await upload(service, 'demo', token, 'hello world\nthis is no benchmark\n', {
      commit: 'c',
      run: 'j1',
      name: 'junk.txt',
    });
    expect(junk.status).toBe(400);
    const j = (await junk.json()) as { error: string; message: string };
    expect(j.message).toMatch(/could not recognise the format of "junk.txt"/);
    expect(j.message).not.toMatch(/tmp|benchdelta-service-/);
    const badGzip = await upload(service, 'demo', token, Buffer.from([0x1f, 0x8b, 1, 2, 3]), {
      commit: 'c',
      run: 'j2',
    });
    expect(badGzip.status).toBe(400);
    expect(((await badGzip.json()) as { message: string }).message).toMatch(/not valid gzip/);
    const empty = await upload(service, 'demo', token, '', { commit: 'c', run: 'j3' });
    expect(empty.status).toBe(400);
    const badCommit = await upload(service, 'demo', token, 'x', {
      commit: "c'; DROP TABLE runs;--",
      run: 'j4',
    });
    expect(badCommit.status).toBe(400);
    expect(JSON.stringify(await badCommit.json())).not.toMatch(/at .*\.ts:\d+/);
    // Nothing of the rejected uploads was stored.
    const runs = await getJson<{ runs: { run: string }[] }>(
      `${service.url}/api/v1/projects/demo/runs?limit=500`,
    );
    expect(runs.body.runs.map((r) => r.run)).not.toEqual(expect.arrayContaining(['j1', 'j2', 'j3', 'j4']));
  });

  test('the body size limit is enforced', async () => {
    // A dashboard-like plugin is registered after the API and can use the store the routes use.
    const dashboard = async (app: import('fastify').FastifyInstance) => {
      app.get('/dashboard-probe', async () => ({
        projects: (await app.benchdelta.store.projects.listPublic()).length,
      }));
    };
    const small = await startService(kind, {
      bodyLimit: 16 << 10,
      maxInflatedBytes: 1 << 20,
      plugins: [dashboard],
    });
    try {
      const t = await small.token('p');
      const res = await upload(small, 'p', t, Buffer.alloc(64 << 10, 'a'), { commit: 'c', run: '1' });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ error: 'Payload Too Large' });
      expect(await (await fetch(`${small.url}/dashboard-probe`)).json()).toEqual({ projects: 1 });
      // A gzip bomb: 8 KB that would inflate to 8 MiB, past this server's 1 MiB.
      const bomb = await upload(small, 'p', t, gzipSync(Buffer.alloc(8 << 20)), { commit: 'c', run: '2' });
      expect(bomb.status).toBe(413);
      expect(((await bomb.json()) as { message: string }).message).toMatch(
        /inflates to more than 1048576 bytes/,
      );
    } finally {
      await small.close();
    }
  });

  test('runs list newest first and paginates; compare gives exactly the CLI JSON; baseline finds the base commit', async () => {
    const t = await service.token('blocks');
    const base = (await (
      await upload(service, 'blocks', t, await besuControl(), {
        commit: 'b1',
        run: '1',
        name: 'besu.log',
        time: '2026-01-01T00:00:00Z',
      })
    ).json()) as { id: number };
    const head = (await (
      await upload(service, 'blocks', t, await besuTest(), {
        commit: 'b2',
        run: '2',
        name: 'besu.log',
        time: '2026-01-02T00:00:00Z',
      })
    ).json()) as { id: number };
    await upload(service, 'blocks', t, await besuTest(), {
      commit: 'f1',
      run: '3',
      name: 'besu.log',
      branch: 'feature/x',
      time: '2026-01-03T00:00:00Z',
    });
    const page1 = await getJson<{ runs: { id: number; commit: string }[]; next: number | null }>(
      `${service.url}/api/v1/projects/blocks/runs?branch=main&limit=1`,
    );
    expect(page1.body.runs.map((r) => r.commit)).toEqual(['b2']);
    const page2 = await getJson<{ runs: { id: number; commit: string }[]; next: number | null }>(
      `${service.url}/api/v1/projects/blocks/runs?branch=main&limit=1&before=${page1.body.next}`,
    );
    expect(page2.body.runs.map((r) => r.commit)).toEqual(['b1']);

    const compared = await fetch(`${service.url}/api/v1/projects/blocks/runs/${head.id}/compare/${base.id}`);
    expect(compared.status).toBe(200);
    const json = await compared.text();
    const { expectSameAsCli } = await import('./cli-oracle.js');
    await expectSameAsCli(json, [
      { label: 'besu.log@b1', file: path.join(FIXTURES, 'synthetic/besu-control.log') },
      { label: 'besu.log@b2', file: path.join(FIXTURES, 'synthetic/besu-test.log') },
    ]);
    const md = await fetch(
      `${service.url}/api/v1/projects/blocks/runs/${head.id}/compare/${base.id}?format=markdown`,
    );
    expect(md.headers.get('content-type')).toMatch(/text\/markdown/);
    expect(await md.text()).toMatch(/^### .*improvement/);

    const baseline = await getJson<{ id: number; match: string }>(
      `${service.url}/api/v1/projects/blocks/baseline?branch=main&before=b1`,
    );
    expect(baseline.body).toMatchObject({ id: base.id, match: 'commit' });
    const fallback = await getJson<{ id: number; match: string }>(
      `${service.url}/api/v1/projects/blocks/baseline?branch=main&before=unknown`,
    );
    expect(fallback.body).toMatchObject({ id: head.id, match: 'latest' });
    expect(
      (await getJson(`${service.url}/api/v1/projects/blocks/baseline?branch=nope&before=b1`)).status,
    ).toBe(404);
    expect(
      (await getJson(`${service.url}/api/v1/projects/blocks/runs/999999/compare/${base.id}`)).status,
    ).toBe(404);
  });

  test('micro-benchmark compare is the CLI JSON too, and series are per benchmark × metric', async () => {
    const t = await service.token('go');
    const a = (await (
      await upload(service, 'go', t, await goBase(), { commit: 'g1', run: '1', name: 'bench.txt' })
    ).json()) as { id: number };
    const b = (await (
      await upload(service, 'go', t, await goPr(), { commit: 'g2', run: '2', name: 'bench.txt' })
    ).json()) as { id: number };
    const json = await (await fetch(`${service.url}/api/v1/projects/go/runs/${b.id}/compare/${a.id}`)).text();
    const { expectSameAsCli } = await import('./cli-oracle.js');
    await expectSameAsCli(json, [
      { label: 'bench.txt@g1', file: path.join(FIXTURES, 'gobench/baseline.txt') },
      { label: 'bench.txt@g2', file: path.join(FIXTURES, 'gobench/pr.txt') },
    ]);
    const keys = await getJson<{ series: { key: string; metric: string; points: number; unit: string }[] }>(
      `${service.url}/api/v1/projects/go/series-keys?branch=main`,
    );
    expect(keys.body.series.length).toBeGreaterThan(3);
    expect(keys.body.series.every((s) => s.points === 2)).toBe(true);
  });

  test('badges: SVG and shields.io JSON with the latest verdict and shift, cache headers; series badges', async () => {
    await service.app.benchdelta.background.idle();
    const res = await fetch(`${service.url}/badge/blocks/main.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const badge = (await res.json()) as Record<string, unknown>;
    expect(badge).toMatchObject({ schemaVersion: 1, label: 'perf' });
    // The synthetic besu pair: the test run is faster on one contract's blocks; the all-blocks verdict names it.
    expect(badge.message).toMatch(/^(improvement|no change|inconclusive|regression) [+-]\d+\.\d%$/);
    const svg = await fetch(`${service.url}/badge/blocks/main.svg`);
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await svg.text()).toContain(String(badge.message));
    const series = await getJson<{ message: string }>(
      `${service.url}/badge/blocks/main.json?key=all&metric=median`,
    );
    expect(series.body.message).toMatch(/ms/);
    expect((await fetch(`${service.url}/badge/nosuch/main.svg`)).status).toBe(404);
    const branchWithSlash = await getJson<{ message: string }>(`${service.url}/badge/blocks/feature/x.json`);
    expect(branchWithSlash.body.message).toBe('no baseline yet');
  });

  test('projects, branches; private projects need their token to read', async () => {
    const projects = await getJson<{ projects: { name: string }[] }>(`${service.url}/api/v1/projects`);
    expect(projects.body.projects.map((p) => p.name)).toEqual(
      expect.arrayContaining(['blocks', 'demo', 'go']),
    );
    const branches = await getJson<{ branches: { name: string; runCount: number }[] }>(
      `${service.url}/api/v1/projects/blocks/branches`,
    );
    expect(branches.body.branches.map((b) => b.name).sort()).toEqual(['feature/x', 'main']);
    const secret = await service.token('secret', { private: true });
    await upload(service, 'secret', secret, await besuControl(), { commit: 's1', run: '1' });
    expect((await getJson(`${service.url}/api/v1/projects/secret/runs`)).status).toBe(404); // as an unknown project (issue 21)
    const withToken = await getJson<{ runs: unknown[] }>(`${service.url}/api/v1/projects/secret/runs`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(withToken.body.runs).toHaveLength(1);
    expect((await getJson(`${service.url}/api/v1/projects`)).body).not.toMatchObject({
      projects: expect.arrayContaining([expect.objectContaining({ name: 'secret' })]),
    });
    expect((await fetch(`${service.url}/badge/secret/main.svg`)).status).toBe(404);
  });

  test('health, readiness, Prometheus metrics and the OpenAPI description', async () => {
    expect((await getJson(`${service.url}/healthz`)).body).toEqual({ status: 'ok' });
    expect((await getJson(`${service.url}/readyz`)).body).toEqual({ status: 'ready' });
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(/benchdelta_ingests_total\{result="created"\} \d+/);
    expect(metrics).toMatch(/benchdelta_http_request_duration_seconds_bucket/);
    const openapi = await getJson<{ openapi: string; paths: Record<string, unknown> }>(
      `${service.url}/openapi.json`,
    );
    expect(openapi.body.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/v1/projects/{project}/runs',
      '/api/v1/projects/{project}/runs/{id}/compare/{baselineId}',
      '/api/v1/projects/{project}/baseline',
      '/api/v1/projects/{project}/series',
      '/api/v1/projects/{project}/alerts',
      '/api/v1/alerts/{id}',
      '/badge/{project}/{*}',
      '/readyz',
    ]) {
      expect(Object.keys(openapi.body.paths)).toContain(p);
    }
    const unknown = await getJson(`${service.url}/api/v1/nothing`);
    expect(unknown).toEqual({ status: 404, body: { error: 'Not Found', message: expect.any(String) } });
  });
});
