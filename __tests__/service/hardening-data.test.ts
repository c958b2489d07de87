// Issue 21, findings 1–3 on both stores: fields checked against sane ranges (and one bad row never stops the
// verdict sweep), runs that arrive out of order judged by their time, and the upload's format= kept and used.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  FIXTURES,
  getJson,
  startService,
  STORE_KINDS,
  upload,
  type StoreKind,
  type TestService,
} from './harness.js';

const goBase = () => readFile(path.join(FIXTURES, 'gobench/baseline.txt'));
const goPr = () => readFile(path.join(FIXTURES, 'gobench/pr.txt'));
const customBase = () => readFile(path.join(FIXTURES, 'custom-smaller-is-better/baseline.json'));
const customPr = () => readFile(path.join(FIXTURES, 'custom-smaller-is-better/pr.json'));

type Run = {
  id: number;
  verdict: string | null;
  comparedWith: number | null;
  format: string;
  time: string | null;
};

describe.each(STORE_KINDS)('bad data, late runs and formats on %s', (kind: StoreKind) => {
  let service: TestService;
  let token: string;

  beforeAll(async () => {
    service = await startService(kind);
    token = await service.token('data');
  });
  afterAll(async () => service?.close());

  const runOf = async (project: string, id: number) =>
    (await getJson<Run>(`${service.url}/api/v1/projects/${project}/runs/${id}`)).body;

  test('time= in milliseconds or far in the future is refused, saying what is accepted', async () => {
    const body = await goBase();
    const ms = await upload(service, 'data', token, body, { commit: 'a1', run: 'ms', time: '1764000000000' });
    expect(ms.status).toBe(400);
    const m = ((await ms.json()) as { message: string }).message;
    expect(m).toMatch(/time "1764000000000".*milliseconds/);
    expect(m).toMatch(/epoch seconds/);
    const huge = await upload(service, 'data', token, body, {
      commit: 'a1',
      run: 'huge',
      time: '999999999999999',
    });
    expect(huge.status).toBe(400);
    const iso = await upload(service, 'data', token, body, { commit: 'a1', run: 'iso', time: '9999-01-01' });
    expect(iso.status).toBe(400);
    const old = await upload(service, 'data', token, body, { commit: 'a1', run: 'old', time: '1' });
    expect(old.status).toBe(400);
    const good = await upload(service, 'data', token, body, { commit: 'a1', run: 'ok', time: '1764000000' });
    expect(good.status).toBe(201);
    for (const route of ['', '/data/branches', '/data/baseline?before=a1']) {
      expect((await getJson(`${service.url}/api/v1/projects${route}`)).status).toBe(200);
    }
  });

  test('a row the sweep cannot judge is logged, counted, and the others still get their verdicts', async () => {
    const t = await service.token('sweep');
    const store = service.app.benchdelta.store;
    // A row written before validation existed: a time no Date can hold.
    const a = await upload(service, 'sweep', t, await goBase(), {
      commit: 'b1',
      run: 's1',
      time: '1764000000',
    });
    const aId = ((await a.json()) as { id: number }).id;
    await service.app.benchdelta.settled();
    await store.db.run(
      'UPDATE runs SET time = $1 WHERE id = (SELECT run_id FROM result_sets WHERE id = $2)',
      [999999999999999000, aId],
    );
    await store.db.run('UPDATE result_sets SET verdict_pending = 1 WHERE id = $1', [aId]);
    const b = await upload(service, 'sweep', t, await goPr(), {
      commit: 'b2',
      run: 's2',
      time: '1764000100',
    });
    const c = await upload(service, 'sweep', t, await goBase(), {
      commit: 'b3',
      run: 's3',
      time: '1764000200',
    });
    await service.app.benchdelta.settled();
    // Each route that answered 500 on such a row (its time is no Date) answers, the row's time null.
    for (const route of [
      '',
      '/sweep/runs',
      '/sweep/branches',
      '/sweep/baseline?branch=main&before=b3',
      `/sweep/runs/${aId}`,
    ]) {
      expect((await getJson(`${service.url}/api/v1/projects${route}`)).status).toBe(200);
    }
    expect((await runOf('sweep', aId)).time).toBeNull();
    const cRun = await runOf('sweep', ((await c.json()) as { id: number }).id);
    expect(cRun.comparedWith).toBe(((await b.json()) as { id: number }).id);
    expect(cRun.verdict).not.toBeNull();
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(/^benchdelta_sweep_failures_total \d+$/m);
  });

  test('a row the sweep fails on, whatever the reason, is set aside as "error" and counted; the runs after it are judged', async () => {
    const t = await service.token('isolate');
    const store = service.app.benchdelta.store;
    const failures = async () =>
      Number(
        /^benchdelta_sweep_failures_total (\d+)$/m.exec(
          await (await fetch(`${service.url}/metrics`)).text(),
        )?.[1],
      );
    const before = await failures();
    const post = async (body: Buffer, run: string, time: string, name = 'bench') =>
      (
        (await (await upload(service, 'isolate', t, body, { commit: run, run, time, name })).json()) as {
          id: number;
        }
      ).id;
    const first = await post(await goBase(), 'i1', '1764001000');
    await service.app.benchdelta.settled();
    // The sweep cannot read the project of the run named "unreadable": every sweep met it first (lowest id).
    const projectOfRun = store.runs.projectOf.bind(store.runs);
    store.runs.projectOf = async (id: number) => {
      const row = await store.db.one<{ name: string }>('SELECT name FROM result_sets WHERE id = $1', [id]);
      if (row?.name === 'unreadable') throw new Error('an unreadable row');
      return projectOfRun(id);
    };
    try {
      const bad = await post(await goBase(), 'i2', '1764002000', 'unreadable');
      const after = await post(await goPr(), 'i3', '1764003000');
      await service.app.benchdelta.settled();
      expect((await runOf('isolate', bad)).verdict).toBe('error');
      const judged = await runOf('isolate', after);
      expect(judged.comparedWith).toBe(first);
      expect(judged.verdict).not.toBeNull();
      expect(await failures()).toBe(before + 1);
    } finally {
      store.runs.projectOf = projectOfRun;
    }
  });

  test('runs that arrive out of order (t3, t1, t2) each get a verdict against the run before them', async () => {
    const t = await service.token('late');
    const post = async (body: Buffer, commit: string, time: string) =>
      (
        (await (await upload(service, 'late', t, body, { commit, run: commit, time })).json()) as {
          id: number;
        }
      ).id;
    const t3 = await post(await goPr(), 'c3', '1764003000');
    await service.app.benchdelta.settled();
    const t1 = await post(await goBase(), 'c1', '1764001000');
    await service.app.benchdelta.settled();
    const t2 = await post(await goBase(), 'c2', '1764002000');
    await service.app.benchdelta.settled();
    expect((await runOf('late', t2)).comparedWith).toBe(t1);
    const newest = await runOf('late', t3);
    expect(newest.comparedWith).toBe(t2);
    expect(newest.verdict).not.toBeNull();
    const badge = await getJson<{ message: string }>(`${service.url}/badge/late/main.json`);
    expect(badge.body.message).not.toMatch(/no baseline/);
  });

  test('format=customBiggerIsBetter is kept: compare, verdict and badge use it', async () => {
    const t = await service.token('custom');
    const q = (commit: string, time: string) => ({ commit, run: commit, time });
    const one = await upload(service, 'custom', t, await customBase(), {
      ...q('d1', '1764001000'),
      format: 'customBiggerIsBetter',
    });
    expect(one.status).toBe(201);
    const two = await upload(service, 'custom', t, await customPr(), {
      ...q('d2', '1764002000'),
      format: 'custom-bigger-is-better',
    });
    expect(two.status).toBe(201);
    const [a, b] = [((await one.json()) as { id: number }).id, ((await two.json()) as { id: number }).id];
    await service.app.benchdelta.settled();
    expect((await runOf('custom', a)).format).toBe('custom-bigger-is-better');
    const cmp = await getJson<{ metrics?: unknown }>(
      `${service.url}/api/v1/projects/custom/runs/${b}/compare/${a}`,
    );
    expect(cmp.status).toBe(200);
    expect(JSON.stringify(cmp.body)).toMatch(/bigger-is-better/);
    const run = await runOf('custom', b);
    expect(run.verdict).not.toBe('none');
    expect(run.verdict).not.toBeNull();
    const badge = await getJson<{ message: string }>(`${service.url}/badge/custom/main.json`);
    expect(badge.body.message).not.toMatch(/not comparable|no baseline/);
  });
});
