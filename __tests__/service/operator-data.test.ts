// Issue 21, finding 6: operators in control of stored data, on both stores. A run deleted through the API takes
// its points and the alerts it caused with it, and the service recomputes change points, alerts and verdicts
// without it; a project deleted with the CLI is gone whole (and nothing else is); the retention setting bounds
// history in the sweep; /metrics shows what the sweep has still to do.
import { runCli } from '../../src/cli/run-cli.js';
import { mulberry32 } from '../../src/core/stats/random.js';
import { getJson, startService, STORE_KINDS, upload, type StoreKind, type TestService } from './harness.js';

const T0 = Date.UTC(2026, 0, 1);
const minutes = (i: number) => new Date(T0 + i * 60_000).toISOString();

/** Value i of a series at 100 ms (2% Gaussian noise, seeded) that steps to 130 ms at `stepAt`. */
function level(i: number, stepAt: number): number {
  const rand = mulberry32(1000 + i);
  const z = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  return (i >= stepAt ? 130 : 100) * (1 + 0.02 * z);
}

const file = (value: number) => JSON.stringify([{ name: 'parse', unit: 'ms', value }]);

/** Holds the sweep an upload asks for (the series is then analysed once, whole, by settle()). */
function holdSweep(service: TestService): () => void {
  const background = service.app.benchdelta.background;
  const kick = background.kick.bind(background);
  background.kick = () => undefined;
  return () => (background.kick = kick);
}

async function settle(service: TestService): Promise<void> {
  service.app.benchdelta.background.kick();
  for (let round = 0; round < 3; round++) await service.app.benchdelta.background.idle();
}

async function cli(args: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runCli(args, { stdout: () => undefined, stderr: (t) => (err += t) });
  return { code, err };
}

interface Run {
  id: number;
  commit: string;
  verdict: string | null;
  comparedWith: number | null;
}
interface Alert {
  id: number;
  commit: string;
  previousCommit: string;
  status: string;
  stage: string;
  direction: string;
}

describe.each(STORE_KINDS)('operators on %s', (kind: StoreKind) => {
  let service: TestService;
  let token: string;
  const api = (path: string) => `${service.url}/api/v1/projects/app${path}`;
  const runs = async () =>
    (await getJson<{ runs: Run[] }>(api('/runs?branch=main&limit=500'))).body.runs.reverse();
  const alerts = async () => (await getJson<{ alerts: Alert[] }>(api('/alerts'))).body.alerts;
  const points = async () => {
    const keys = await getJson<{ series: { metric: string }[] }>(api('/series-keys?branch=main'));
    const metric = encodeURIComponent(keys.body.series[0].metric);
    return (
      await getJson<{ points: { commit: string }[] }>(api(`/series?key=parse&metric=${metric}&branch=main`))
    ).body.points;
  };

  beforeEach(async () => {
    service = await startService(kind);
    token = await service.token('app');
  });
  afterEach(() => service.close());

  async function uploadSeries(n: number, stepAt: number): Promise<void> {
    const release = holdSweep(service);
    for (let i = 0; i < n; i++) {
      const res = await upload(service, 'app', token, file(level(i, stepAt)), {
        commit: `c${String(i).padStart(3, '0')}`,
        run: `r${i}`,
        time: minutes(i),
      });
      expect(res.status).toBe(201);
    }
    release();
    await settle(service);
  }

  test('deleting a run removes its point and the alert at it; the step is found again at the next run', async () => {
    await uploadSeries(56, 40);
    const before = await alerts();
    expect(before.map((a) => a.commit)).toEqual(['c040']);
    const all = await runs();
    const stepRun = all.find((r) => r.commit === 'c040') as Run;
    const after = all.find((r) => r.commit === 'c041') as Run;
    expect(after.comparedWith).toBe(stepRun.id);

    // Writes need the project's token: none → 401, another project's → 403; an unknown run → 404.
    const del = (id: number, t: string | null) =>
      fetch(api(`/runs/${id}`), { method: 'DELETE', headers: t ? { authorization: `Bearer ${t}` } : {} });
    expect((await del(stepRun.id, null)).status).toBe(401);
    expect((await del(stepRun.id, await service.token('other'))).status).toBe(403);
    expect((await del(999_999, token)).status).toBe(404);
    expect((await runs()).length).toBe(56);

    const res = await del(stepRun.id, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: { runs: 1, points: 1, alerts: 1, series: 0 } });
    expect((await getJson(api(`/runs/${stepRun.id}`))).status).toBe(404);
    expect((await points()).map((p) => p.commit)).not.toContain('c040');

    await settle(service);
    // Recomputed without it: the step now starts at c041, judged against c039 (a provisional alert the early
    // detector may raise on the last points is not the step).
    const steps = (await alerts()).filter((a) => a.stage === 'confirmed');
    expect(steps.map((a) => [a.commit, a.previousCommit, a.direction])).toEqual([
      ['c041', 'c039', 'regression'],
    ]);
    const rejudged = (await runs()).find((r) => r.commit === 'c041') as Run;
    expect(rejudged.comparedWith).toBe(all.find((r) => r.commit === 'c039')?.id);
    expect(rejudged.verdict).not.toBeNull();
  });

  test('deleting the runs of a step that was a mistake leaves a flat series and no alert', async () => {
    await uploadSeries(56, 40);
    expect((await alerts()).length).toBe(1);
    const mistaken = (await runs()).filter((r) => r.commit >= 'c040');
    for (const r of mistaken) {
      const res = await fetch(api(`/runs/${r.id}`), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    }
    await settle(service);
    expect(await alerts()).toEqual([]);
    expect((await points()).length).toBe(40);
    const badge = await getJson<{ message: string }>(`${service.url}/badge/app/main.json`);
    expect(badge.body.message).not.toMatch(/regression/);
  });

  test('a project deleted with the CLI is gone whole; another project is untouched', async () => {
    await uploadSeries(12, 99);
    const keep = await service.token('keep');
    expect((await upload(service, 'keep', keep, file(1), { commit: 'k1', run: 'k1' })).status).toBe(201);

    const refused = await cli(['service', 'delete-project', 'app', '--db', service.db.spec]);
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(
      'benchdelta: deleting project "app" removes its 12 runs, 0 alerts and 1 tokens: add --yes to do it\n',
    );
    expect((await runs()).length).toBe(12);

    const done = await cli(['service', 'delete-project', 'app', '--db', service.db.spec, '--yes']);
    expect(done).toEqual({ code: 0, err: 'deleted project "app": 12 runs, 12 points, 0 alerts\n' });
    expect((await getJson(api('/runs?branch=main'))).status).toBe(404);
    // Its token is gone with it: an upload is refused, not stored in a new project.
    expect((await upload(service, 'app', token, file(1), { commit: 'x', run: 'x' })).status).toBe(401);
    const kept = await getJson<{ runs: Run[] }>(`${service.url}/api/v1/projects/keep/runs?branch=main`);
    expect(kept.body.runs.length).toBe(1);
    expect((await cli(['service', 'delete-project', 'nope', '--db', service.db.spec, '--yes'])).err).toMatch(
      /no project "nope"/,
    );
  });

  test('a verdict computed against a run deleted meanwhile is not kept: the run stays pending', async () => {
    await uploadSeries(3, 99);
    const [first, second] = await runs();
    const store = service.app.benchdelta.store;
    const res = await fetch(api(`/runs/${first.id}`), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    // What a sweep that read both runs before the delete would write after it.
    await store.runs.setVerdict(second.id, 'regression', 12, first.id);
    const row = await store.db.one<{ p: number }>(
      'SELECT verdict_pending AS "p" FROM result_sets WHERE id = $1',
      [second.id],
    );
    expect(second.comparedWith).toBe(first.id);
    expect(Number(row?.p)).toBe(1);
    await settle(service);
    expect((await runs()).find((r) => r.id === second.id)?.comparedWith).toBeNull();
  });

  test('delete-run from the CLI: what the API does, by the id the runs list shows', async () => {
    await uploadSeries(5, 99);
    const [first, second] = await runs();
    const done = await cli(['service', 'delete-run', 'app', String(first.id), '--db', service.db.spec]);
    expect(done.code).toBe(0);
    expect(done.err).toMatch(/^deleted run \d+ of "app": 1 points, 0 alerts, 0 empty series\n$/);
    expect(
      (await cli(['service', 'delete-run', 'app', String(first.id), '--db', service.db.spec])).code,
    ).toBe(2);
    await settle(service);
    const left = await runs();
    expect(left.map((r) => r.id)).not.toContain(first.id);
    // The run judged against the deleted one is the first now: nothing before it.
    expect(left.find((r) => r.id === second.id)?.comparedWith).toBeNull();
  });
});

describe.each(STORE_KINDS)('retention and backlog gauges on %s', (kind: StoreKind) => {
  const metric = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);

  test('keep-runs: each branch keeps its newest N runs; the sweep deletes the rest and counts them', async () => {
    const service = await startService(kind, { retention: { keepRuns: 3, everyMs: 0 } });
    try {
      const token = await service.token('app');
      for (let i = 0; i < 6; i++) {
        await upload(service, 'app', token, file(100 + i), {
          commit: `m${i}`,
          run: `m${i}`,
          time: minutes(i),
        });
      }
      for (let i = 0; i < 2; i++) {
        await upload(service, 'app', token, file(100), {
          branch: 'pr-1',
          commit: `p${i}`,
          run: `p${i}`,
          time: minutes(i),
        });
      }
      await settle(service);
      const list = async (branch: string) =>
        (
          await getJson<{ runs: Run[] }>(`${service.url}/api/v1/projects/app/runs?branch=${branch}`)
        ).body.runs.map((r) => r.commit);
      expect(await list('main')).toEqual(['m5', 'm4', 'm3']);
      expect(await list('pr-1')).toEqual(['p1', 'p0']);
      const text = await (await fetch(`${service.url}/metrics`)).text();
      expect(metric(text, 'benchdelta_retention_deleted_runs_total')).toBe(3);
      // The oldest kept run had its predecessor deleted: judged again, against nothing.
      const oldest = (await getJson<{ runs: Run[] }>(`${service.url}/api/v1/projects/app/runs?branch=main`))
        .body.runs[2];
      expect(oldest.comparedWith).toBeNull();
    } finally {
      await service.close();
    }
  });

  test("keep-days: older runs go, but a branch's newest run stays whatever its age (it is a baseline)", async () => {
    const service = await startService(kind, { retention: { keepDays: 30, everyMs: 0 } });
    try {
      const token = await service.token('app');
      const daysAgo = (d: number) => String(Math.floor((Date.now() - d * 86_400_000) / 1000));
      for (const [branch, commit, age] of [
        ['main', 'old1', 90],
        ['main', 'old2', 40],
        ['main', 'new', 1],
        ['stale', 's1', 80],
        ['stale', 's2', 70],
      ] as const) {
        const res = await upload(service, 'app', token, file(100), {
          branch,
          commit,
          run: commit,
          time: daysAgo(age),
        });
        expect(res.status).toBe(201);
      }
      await settle(service);
      const { body } = await getJson<{ branches: { name: string; runCount: number }[] }>(
        `${service.url}/api/v1/projects/app/branches`,
      );
      expect(body.branches.map((b) => [b.name, b.runCount])).toEqual([
        ['main', 1],
        ['stale', 1],
      ]);
    } finally {
      await service.close();
    }
  });

  test('/metrics: runs awaiting a verdict and series awaiting analysis, from the store', async () => {
    const service = await startService(kind);
    try {
      const release = holdSweep(service);
      const token = await service.token('app');
      for (let i = 0; i < 3; i++) {
        const body = JSON.stringify([
          { name: 'a', unit: 'ms', value: 1 + i },
          { name: 'b', unit: 'ms', value: 2 },
        ]);
        await upload(service, 'app', token, body, { commit: `c${i}`, run: `r${i}`, time: minutes(i) });
      }
      const before = await (await fetch(`${service.url}/metrics`)).text();
      expect(metric(before, 'benchdelta_runs_awaiting_verdict')).toBe(3);
      expect(metric(before, 'benchdelta_series_awaiting_analysis')).toBe(2);
      expect(metric(before, 'benchdelta_sweep_failures_total')).toBe(0);
      release();
      await settle(service);
      const after = await (await fetch(`${service.url}/metrics`)).text();
      expect(metric(after, 'benchdelta_runs_awaiting_verdict')).toBe(0);
      expect(metric(after, 'benchdelta_series_awaiting_analysis')).toBe(0);
    } finally {
      await service.close();
    }
  });
});

test('serve refuses a retention setting that is not a positive number, and says what it takes', async () => {
  expect(await cli(['serve', '--keep-runs', '1.5'])).toEqual({
    code: 2,
    err: 'benchdelta: --keep-runs "1.5" is not valid: a whole number above 0\n',
  });
  expect((await cli(['serve', '--keep-days', '0'])).err).toBe(
    'benchdelta: --keep-days "0" is not valid: a number above 0\n',
  );
});
