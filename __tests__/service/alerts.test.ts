// Change points and alerts through the service, on both stores: Apache Otava's series ingested one run at a
// time raise exactly the alerts Otava finds (commit, direction, magnitude), once each, also with two replicas
// ingesting at once; triage moves an alert's status.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getJson, startService, STORE_KINDS, upload, type StoreKind, type TestService } from './harness.js';

const OTAVA = path.resolve(import.meta.dirname, '../../__fixtures__/shared/oracles/otava');
const SERIES = ['step15', 'two-steps', 'no-change'] as const;

function readSeries(name: string): { commit: string; time: string; value: number }[] {
  return readFileSync(path.join(OTAVA, 'series', `${name}.csv`), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [time, commit, value] = line.split(',');
      return { time, commit, value: Number(value) };
    });
}

interface OtavaChange {
  index: number;
  forward_change_percent: string;
  pvalue: string;
  mean_before: string;
  mean_after: string;
}

function otavaChanges(name: string): { commit: string; meanBefore: number; meanAfter: number }[] {
  const out = JSON.parse(readFileSync(path.join(OTAVA, 'out', name, 'json.txt'), 'utf8')) as Record<
    string,
    { attributes: { commit: string }; changes: OtavaChange[] }[]
  >;
  return out[name].map((cp) => ({
    commit: cp.attributes.commit,
    meanBefore: Number(cp.changes[0].mean_before),
    meanAfter: Number(cp.changes[0].mean_after),
  }));
}

/** Run i of the three series as one customSmallerIsBetter file (as github-action-benchmark writes them). */
function runFile(i: number): string {
  return JSON.stringify(SERIES.map((name) => ({ name, unit: 'ms', value: readSeries(name)[i].value })));
}

/** Each run's commit and time: the same in every one of Otava's series. */
const RUNS = readSeries('step15');

/** Uploads run i (its commit and time as in Otava's series; `body`: its file), as a client would. */
async function uploadRun(service: TestService, project: string, token: string, i: number, body: string) {
  const point = RUNS[i];
  const res = await upload(service, project, token, body, {
    commit: point.commit,
    run: String(i),
    name: 'bench.json',
    time: point.time,
  });
  expect([200, 201]).toContain(res.status);
}

/** Uploads runs `order` one at a time (`body(i)`: run i's file), the alert sweep run after each. */
async function uploadSwept(
  service: TestService,
  project: string,
  order: readonly number[],
  body: (i: number) => string,
): Promise<void> {
  const token = await service.token(project);
  for (const i of order) {
    await uploadRun(service, project, token, i, body(i));
    service.app.benchdelta.background.kick();
    await service.app.benchdelta.background.idle();
  }
}

interface Alert {
  id: number;
  key: string;
  metric: string;
  branch: string;
  commit: string;
  previousCommit: string;
  direction: string;
  magnitudePct: number;
  pValue: number;
  status: string;
  stage: string;
  history: { stage: string; at: string; from?: string }[];
}

async function ingestAll(
  services: TestService[],
  token: string,
  project: string,
  concurrency: number,
): Promise<void> {
  const points = readSeries('step15');
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < points.length) {
        const i = next++;
        const target = services[(i + worker) % services.length];
        await uploadRun(target, project, token, i, runFile(i));
      }
    }),
  );
  for (const s of services) s.app.benchdelta.background.kick();
  for (let round = 0; round < 3; round++) for (const s of services) await s.app.benchdelta.background.idle();
}

/**
 * Otava's change points as alerts: the same commits and directions, and (`sized`) each size as Otava's. An alert
 * is sized when it is raised and kept (raised once): replicas analysing while the other still ingests may raise
 * it from only the first runs after the step, so their sizes are not Otava's whole-series ones. A sweep that
 * runs while the last points are a brief excursion (`no-change` c0069–70) opens a provisional alert there, as
 * designed; it must have been withdrawn once the level held, and it is not one of Otava's.
 */
function expectOtavaAlerts(alerts: Alert[], sized = true): void {
  const withdrawn = alerts.filter((a) => a.stage === 'withdrawn');
  for (const a of withdrawn) expect(a.history.map((h) => h.stage)).toEqual(['provisional', 'withdrawn']);
  for (const name of SERIES) {
    const expected = otavaChanges(name);
    const got = alerts
      .filter((a) => a.key === name && a.stage !== 'withdrawn')
      .sort((a, b) => a.commit.localeCompare(b.commit));
    expect(got.map((a) => a.commit)).toEqual(expected.map((e) => e.commit));
    got.forEach((a, i) => {
      const e = expected[i];
      const pct = ((e.meanAfter - e.meanBefore) / e.meanBefore) * 100;
      if (sized) expect(a.magnitudePct).toBeCloseTo(pct, 3);
      else expect(Math.sign(a.magnitudePct)).toBe(Math.sign(pct));
      expect(a.direction).toBe(e.meanAfter > e.meanBefore ? 'regression' : 'improvement');
      expect(a.pValue).toBeLessThan(0.001);
      expect(a.status).toBe('untriaged');
      expect(a.branch).toBe('main');
    });
  }
}

describe.each(STORE_KINDS)('change points and alerts on %s', (kind: StoreKind) => {
  test('Otava series ingested run by run raise Otava’s change points as alerts, once each; triage', async () => {
    const service = await startService(kind);
    try {
      const token = await service.token('otava');
      await ingestAll([service], token, 'otava', 4);
      const { body } = await getJson<{ alerts: Alert[] }>(
        `${service.url}/api/v1/projects/otava/alerts?status=untriaged`,
      );
      expectOtavaAlerts(body.alerts);
      const step = body.alerts.find((a) => a.key === 'step15') as Alert;
      expect(step.previousCommit).toBe('c0059');

      // The series route shows the same change points over the whole series.
      const series = await getJson<{
        points: unknown[];
        changePoints: { commit: string; direction: string }[];
      }>(
        `${service.url}/api/v1/projects/otava/series?key=two-steps&metric=${encodeURIComponent(step.metric)}&branch=main`,
      );
      expect(series.body.points).toHaveLength(120);
      expect(series.body.changePoints.map((c) => [c.commit, c.direction])).toEqual([
        ['c0040', 'regression'],
        ['c0085', 'improvement'],
      ]);
      const keys = await getJson<{ series: { key: string; openAlerts: number }[] }>(
        `${service.url}/api/v1/projects/otava/series-keys?branch=main`,
      );
      expect(Object.fromEntries(keys.body.series.map((s) => [s.key, s.openAlerts]))).toEqual({
        'no-change': 0,
        step15: 1,
        'two-steps': 2,
      });
      const badge = await getJson<{ message: string; color: string }>(
        `${service.url}/badge/otava/main.json?key=step15&metric=${encodeURIComponent(step.metric)}`,
      );
      expect(badge.body).toMatchObject({
        color: 'red',
        message: expect.stringMatching(/regressed \+1[45]\.\d%/),
      });

      // Triage: only with the project's token; the status is validated.
      const patch = (status: string, token?: string) =>
        fetch(`${service.url}/api/v1/alerts/${step.id}`, {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ status }),
        });
      expect((await patch('acknowledged')).status).toBe(401);
      // Another project's alert answers as a missing one (issue 29): ids cannot be probed.
      expect((await patch('acknowledged', await service.token('someone-else'))).status).toBe(404);
      expect((await patch('gone', token)).status).toBe(400);
      const ok = await patch('fixed', token);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ id: step.id, status: 'fixed' });
      const fixed = await getJson<{ alerts: Alert[] }>(
        `${service.url}/api/v1/projects/otava/alerts?status=fixed`,
      );
      expect(fixed.body.alerts.map((a) => a.id)).toEqual([step.id]);
      expect((await getJson(`${service.url}/api/v1/alerts/999999`, { method: 'PATCH' })).status).toBe(400);
    } finally {
      await service.close();
    }
  });

  test('two replicas on one database ingesting at once raise each alert exactly once', async () => {
    const a = await startService(kind);
    const b = await startService(kind, { db: a.db });
    try {
      const token = await a.token('replicas');
      await ingestAll([a, b], token, 'replicas', 8);
      const { body } = await getJson<{ alerts: Alert[] }>(`${b.url}/api/v1/projects/replicas/alerts`);
      expectOtavaAlerts(body.alerts, false);
      const raised = async (s: TestService) =>
        (await s.app.benchdelta.metrics.alertsRaised.get()).values.reduce((n, v) => n + v.value, 0);
      expect((await raised(a)) + (await raised(b))).toBe(body.alerts.length);
    } finally {
      await b.close();
      await a.close();
    }
  });

  test('swept after every upload, two late: alerts confirmed or moved to where the step is, or withdrawn', async () => {
    const service = await startService(kind);
    try {
      const points = readSeries('step15');
      // Run 60 (step15's first point after its step) finishes uploading after runs 61–63; run 40 (two-steps'
      // first point after its first step) after runs 41–52, once the step was confirmed without it.
      const order = [...points.keys()].filter((i) => i !== 60 && i !== 40);
      order.splice(order.indexOf(64), 0, 60);
      order.splice(order.indexOf(53), 0, 40);
      await uploadSwept(service, 'sweeps', order, runFile);
      const { body } = await getJson<{ alerts: Alert[] }>(`${service.url}/api/v1/projects/sweeps/alerts`);
      const steps = (key: string) =>
        body.alerts
          .filter((a) => a.key === key)
          .sort((a, b) => a.commit.localeCompare(b.commit))
          .map((a) => [a.commit, a.stage, a.history.map((h) => h.stage + (h.from ? ` from ${h.from}` : ''))]);
      // The early rule read runs 61–62 as the new level; the full analysis puts the step at run 60.
      expect(steps('step15')).toEqual([['c0060', 'confirmed', ['provisional', 'confirmed from c0061']]]);
      // A two-point excursion at the end of the series opened an alert; ten points later it was withdrawn.
      expect(steps('no-change')).toEqual([['c0069', 'withdrawn', ['provisional', 'withdrawn']]]);
      // Confirmed at run 41 while run 40 was still uploading, then moved to run 40 when it arrived.
      const twoSteps = steps('two-steps');
      expect(twoSteps.map(([commit, stage]) => [commit, stage])).toEqual([
        ['c0040', 'confirmed'],
        ['c0085', 'confirmed'],
      ]);
      expect(twoSteps[0][2].at(-1)).toBe('confirmed from c0041');
      const step = body.alerts.find((a) => a.key === 'step15') as Alert;
      const otava = otavaChanges('step15')[0];
      expect(step.previousCommit).toBe('c0059');
      expect(Math.sign(step.magnitudePct)).toBe(Math.sign(otava.meanAfter - otava.meanBefore));
      // A withdrawn alert is not open.
      const keys = await getJson<{ series: { key: string; openAlerts: number }[] }>(
        `${service.url}/api/v1/projects/sweeps/series-keys?branch=main`,
      );
      expect(Object.fromEntries(keys.body.series.map((s) => [s.key, s.openAlerts]))).toEqual({
        'no-change': 0,
        step15: 1,
        'two-steps': 2,
      });
    } finally {
      await service.close();
    }
  });

  test('uploads finishing out of order: an alert the whole series disowns is withdrawn, and revived if it returns', async () => {
    // Two arrival orders of Otava's no-change series, 48 uploads in flight, swept after every stored point
    // (found by `node bench/alerts-arrival-order.mjs 400 48 1 6`). In the first, the runs before c0032 arrive late:
    // a step at c0032 is confirmed on what had arrived, then disowned once they are in. In the second, a drift at
    // c0043 is alerted, withdrawn, found again as more runs arrive (the same alert, revived) and withdrawn at the end.
    // The code before left both standing: a false alert for good. A third, of step15: the provisional alert the step
    // opened early at c0058 is withdrawn while runs near it are missing, then revived and moved to c0060 when the step is
    // confirmed (before: a withdrawn alert and a second one beside it).
    const orders = {
      step: [
        17, 0, 13, 8, 48, 7, 39, 24, 43, 47, 11, 26, 9, 37, 54, 28, 19, 18, 33, 63, 31, 64, 40, 1, 50, 32, 61,
        3, 52, 20, 45, 58, 74, 2, 34, 23, 79, 49, 68, 62, 10, 81, 72, 22, 82, 29, 69, 87, 21, 83, 97, 36, 86,
        14, 59, 38, 41, 60, 89, 96, 25, 46, 67, 102, 15, 111, 113, 107, 106, 4, 92, 44, 65, 76, 84, 104, 105,
        91, 119, 70, 30, 112, 90, 55, 99, 56, 100, 73, 88, 98, 85, 53, 95, 75, 117, 101, 71, 12, 109, 110, 93,
        78, 114, 115, 57, 27, 94, 80, 6, 108, 66, 5, 116, 51, 16, 35, 118, 42, 103, 77,
      ],
      drift: [
        12, 8, 17, 40, 20, 33, 45, 28, 48, 7, 23, 22, 5, 3, 35, 30, 24, 36, 34, 18, 58, 32, 19, 43, 71, 37,
        51, 9, 47, 46, 56, 55, 39, 57, 52, 78, 67, 66, 2, 77, 53, 72, 64, 84, 6, 88, 15, 63, 41, 85, 74, 31,
        59, 98, 69, 70, 61, 26, 89, 90, 13, 76, 21, 91, 16, 11, 94, 108, 92, 106, 10, 99, 14, 112, 87, 4, 29,
        75, 95, 79, 65, 96, 97, 104, 103, 86, 101, 54, 68, 25, 93, 62, 109, 27, 100, 116, 117, 115, 111, 110,
        113, 81, 118, 60, 44, 0, 80, 107, 42, 114, 82, 49, 50, 73, 102, 1, 83, 119, 38, 105,
      ],
      revive: [
        20, 36, 33, 16, 43, 42, 34, 13, 46, 40, 21, 14, 25, 4, 48, 38, 58, 10, 65, 51, 17, 8, 45, 61, 37, 12,
        54, 71, 22, 1, 59, 60, 0, 39, 9, 44, 28, 56, 55, 81, 19, 70, 47, 69, 57, 50, 26, 68, 31, 5, 84, 7, 49,
        62, 52, 73, 29, 72, 35, 3, 79, 102, 108, 6, 66, 101, 80, 87, 107, 112, 98, 97, 111, 99, 53, 104, 63,
        82, 75, 95, 32, 117, 30, 88, 116, 96, 67, 23, 114, 93, 76, 100, 78, 109, 90, 77, 118, 113, 15, 110,
        91, 94, 18, 115, 119, 11, 24, 64, 74, 41, 89, 106, 27, 85, 2, 105, 86, 103, 92, 83,
      ],
    };
    const service = await startService(kind);
    try {
      const history = async (project: string) => {
        const { body } = await getJson<{ alerts: Alert[] }>(
          `${service.url}/api/v1/projects/${project}/alerts`,
        );
        return body.alerts.map((a) => [
          a.commit,
          a.history.map((h) => h.stage + (h.from ? ` from ${h.from}` : '')),
        ]);
      };
      for (const [project, order] of Object.entries(orders)) {
        const name = project === 'revive' ? 'step15' : 'no-change';
        const points = readSeries(name);
        expect([...order].sort((a, b) => a - b)).toEqual([...points.keys()]);
        const body = (i: number) => JSON.stringify([{ name, unit: 'ms', value: points[i].value }]);
        await uploadSwept(service, project, order, body);
      }
      expect(await history('step')).toEqual([['c0032', ['confirmed', 'withdrawn']]]);
      expect(await history('drift')).toEqual([
        ['c0043', ['confirmed', 'withdrawn', 'confirmed', 'withdrawn']],
      ]);
      const revived = await history('revive');
      expect(revived).toHaveLength(1);
      expect(revived[0][0]).toBe('c0060');
      expect(revived[0][1]).toEqual(['provisional', 'withdrawn', 'confirmed from c0058']);
    } finally {
      await service.close();
    }
  });
});
