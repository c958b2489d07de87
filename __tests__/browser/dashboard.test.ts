// The service's dashboard in a real browser, against the real service (port 0, on SQLite and on PostgreSQL: what
// a view shows comes from the store's rows) seeded through its API:
// Apache Otava's three series uploaded run by run (so change points and alerts come from the service's own
// analysis) and a Besu pair. Projects → branches → series with change points and alerts, triage with the
// project token, runs paginated, the comparison view of two runs, badge snippets; no request leaves the
// service, no console error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dashboardPlugin } from '../../src/service/dashboard/plugin.js';
import {
  FIXTURES,
  getJson,
  startService,
  STORE_KINDS,
  upload,
  type StoreKind,
  type TestService,
} from '../service/harness.js';
import { launchChromium, saveScreenshots, watchedPage, type Session } from './support/browser.js';
import { layoutFaults } from './support/layout.js';

const OTAVA = path.resolve('__fixtures__/shared/oracles/otava/series');
const SERIES = ['step15', 'two-steps', 'no-change'];

function otavaRows(name: string): { time: string; commit: string; value: number }[] {
  return readFileSync(path.join(OTAVA, `${name}.csv`), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [time, commit, value] = line.split(',');
      return { time, commit, value: Number(value) };
    });
}

describe.each(STORE_KINDS)('the dashboard on %s', (kind: StoreKind) => {
  // Screenshots keep their names on SQLite (the documentation's come from there); PostgreSQL's are named for it.
  const shot = (
    page: import('playwright-core').Page,
    name: string,
    readmeClip?: { y: number; height: number },
  ) =>
    kind === 'sqlite' ? saveScreenshots(page, name, readmeClip) : saveScreenshots(page, `${name}-${kind}`);

  let service: TestService;
  let chromium: Session;
  let token: string;
  const tokens: Record<string, string> = {};
  const runsOfOtava = otavaRows('step15').length;

  beforeAll(async () => {
    [service, chromium] = await Promise.all([
      startService(kind, { plugins: [dashboardPlugin] }),
      launchChromium(),
    ]);
    token = await service.token('otava');
    const rows = SERIES.map(otavaRows);
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < runsOfOtava) {
          const i = next++;
          const body = JSON.stringify(
            SERIES.map((name, k) => ({ name, unit: 'ms', value: rows[k][i].value })),
          );
          const res = await upload(service, 'otava', token, body, {
            commit: rows[0][i].commit,
            run: String(i),
            name: 'bench.json',
            time: rows[0][i].time,
          });
          expect([200, 201]).toContain(res.status);
        }
      }),
    );
    for (const project of ['besu', 'secret']) {
      tokens[project] = await service.token(project, { private: project === 'secret' });
      for (const [i, file] of ['besu-control.log', 'besu-test.log'].entries()) {
        const body = readFileSync(path.join('examples', file));
        const res = await upload(service, project, tokens[project], body, {
          commit: `${i}`.repeat(40),
          run: String(i + 1),
          name: 'besu.log',
        });
        expect(res.status).toBe(201);
      }
    }
    // A Go micro-benchmark pair (time, bytes and allocations per op), as in the report.
    tokens.go = await service.token('go');
    for (const [i, file] of ['baseline.txt', 'pr.txt', 'baseline-noisy-host.txt'].entries()) {
      const body = readFileSync(path.join(FIXTURES, 'gobench', file));
      const res = await upload(service, 'go', tokens.go, body, {
        commit: `${i + 2}`.repeat(40),
        run: String(i + 1),
        name: 'bench.txt',
      });
      expect(res.status).toBe(201);
    }
    // A branch of more series than one page of series-keys (1,000): the view follows the route's `next`.
    tokens.wide = await service.token('wide');
    const wide = JSON.stringify(
      Array.from({ length: 1_005 }, (_, i) => ({ name: `wide${i}`, unit: 'ms', value: 1 + i / 1000 })),
    );
    expect(
      (
        await upload(service, 'wide', tokens.wide, wide, {
          commit: 'a'.repeat(40),
          run: '1',
          name: 'bench.json',
        })
      ).status,
    ).toBe(201);
    // The change points are found by the service's background work: run it to the end now.
    service.app.benchdelta.background.kick();
    for (let round = 0; round < 3; round++) await service.app.benchdelta.background.idle();
  }, 120_000);

  afterAll(async () => {
    await chromium?.close();
    await service?.close();
  });

  async function openDashboard(hash = '#/') {
    const w = await watchedPage(chromium.browser, (u) => u.startsWith(service.url));
    await w.page.goto(`${service.url}/dashboard/${hash}`);
    await w.page.locator('#app[data-ready="true"]').waitFor();
    return w;
  }

  /** Does `act`, which changes the view, and waits for the new view to be drawn. */
  async function changeView(page: import('playwright-core').Page, act: () => Promise<void>) {
    await page.locator('#app').evaluate((app) => app.setAttribute('data-ready', 'false'));
    await act();
    await page.locator('#app[data-ready="true"]').waitFor();
  }

  const navigate = (page: import('playwright-core').Page, name: string) =>
    changeView(page, () => page.getByRole('link', { name, exact: true }).first().click());

  interface Alert {
    id: number;
    key: string;
    status: string;
  }

  test('projects → branch → series: change points marked, alerts triaged with the project token', async () => {
    const api = `${service.url}/api/v1/projects/otava`;
    const { body: alerts } = await getJson<{ alerts: Alert[] }>(`${api}/alerts?status=untriaged`);
    expect(alerts.alerts.length).toBeGreaterThan(0);
    const w = await openDashboard();
    await expect(w.page.locator('table').first().innerText()).resolves.toMatch(
      new RegExp(`otava\\s+${runsOfOtava}\\s`),
    );
    await navigate(w.page, 'otava');
    await navigate(w.page, 'main');
    // Alerts, the three series, 50 runs a page, the badge.
    await expect(w.page.locator('text=Alerts (untriaged and acknowledged)')).toBeTruthy();
    const alertRows = w.page.locator('table:has(caption:text("Alerts")) tbody tr');
    expect(await alertRows.count()).toBe(alerts.alerts.length);
    const seriesRows = w.page.locator('table:has(caption:text("Series of this branch")) tbody tr');
    expect(await seriesRows.count()).toBe(SERIES.length);
    const runRows = w.page.locator('table:has(caption:text("Runs")) tbody tr');
    expect(await runRows.count()).toBe(50);
    await w.page.getByRole('button', { name: 'Older runs' }).click();
    await runRows.nth(99).waitFor();
    expect(await runRows.count()).toBe(100);
    expect(await w.page.locator('.badges code').first().innerText()).toBe(
      `![benchdelta](${service.url}/badge/otava/main.svg)`,
    );
    await shot(w.page, 'dashboard-branch');

    await navigate(w.page, 'step15');
    const { body: series } = await getJson<{ points: unknown[]; changePoints: unknown[] }>(
      `${api}/series?key=step15&metric=${encodeURIComponent(
        (
          await getJson<{ series: { key: string; metric: string }[] }>(`${api}/series-keys?branch=main`)
        ).body.series.find((s) => s.key === 'step15')?.metric ?? '',
      )}&branch=main`,
    );
    const chart = w.page.locator('#series-chart');
    expect(await chart.getAttribute('data-points')).toBe(String(runsOfOtava));
    expect(Number(await chart.getAttribute('data-change-points'))).toBe(series.changePoints.length);
    expect(series.changePoints.length).toBeGreaterThan(0);
    const over = chart.locator('.u-over');
    const box = await over.boundingBox();
    if (!box) throw new Error('the series chart has no plot area');
    await w.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await chart.locator('.tooltip').waitFor({ state: 'visible' });
    expect(await chart.locator('.tooltip').innerText()).toMatch(/^commit c\d{4}\n/);

    // Triage needs the token: the buttons wait for a sign-in, then an alert is acknowledged through the API.
    const acknowledge = w.page.getByRole('button', { name: 'Acknowledge' }).first();
    expect(await acknowledge.isDisabled()).toBe(true);
    await w.page.getByLabel('token of otava').fill(token);
    await changeView(w.page, () => w.page.getByRole('button', { name: 'Sign in to triage' }).click());
    await w.page.getByRole('button', { name: 'Acknowledge' }).first().click();
    await w.page.locator('.status.s-acknowledged').first().waitFor();
    const { body: acked } = await getJson<{ alerts: Alert[] }>(`${api}/alerts?status=acknowledged`);
    expect(acked.alerts.map((a) => a.key)).toEqual(['step15']);
    await w.page.mouse.move(0, 0);
    await shot(w.page, 'dashboard-series', { y: 0, height: 900 });
    expect(w.errors).toEqual([]);
    expect(w.leaks).toEqual([]);
    await w.close();
  });

  /** Picks two runs of the Besu pair on the branch view and opens their comparison; returns the page. */
  async function compareBesuPair(project: string) {
    const headers = { authorization: `Bearer ${tokens[project]}` };
    const { body } = await getJson<{ runs: { id: number }[] }>(
      `${service.url}/api/v1/projects/${project}/runs?branch=main`,
      { headers },
    );
    const [candidate, baseline] = body.runs.map((r) => r.id);
    const w = await openDashboard(`#/p/${project}/b/main`);
    await w.page.getByLabel(`baseline ${baseline}`, { exact: true }).check();
    await w.page.getByLabel(`candidate ${candidate}`, { exact: true }).check();
    await w.page
      .getByRole('link', { name: `Compare run ${candidate} with baseline run ${baseline}` })
      .click();
    await w.page.waitForFunction(() => 'benchdeltaCharts' in globalThis);
    expect(await w.page.locator('h1').innerText()).toBe(
      `${project}: besu.log@111111111111 vs besu.log@000000000000: improvement`,
    );
    const ids = await w.page.$$eval('.chart', (hosts) =>
      hosts.map((h) => [h.id, h.getAttribute('data-series')]),
    );
    expect(ids.filter(([id]) => id.startsWith('chart-hist-')).length).toBeGreaterThan(0);
    expect(ids.find(([id]) => id === 'chart-shift')?.[1]).toBe('3');
    // The runs' files are compared as the CLI compares them: the per-block charts are there too.
    expect(ids.find(([id]) => id === 'chart-scatter-0')?.[1]).toBe('2');
    expect(ids.find(([id]) => id === 'chart-accumulated-0')?.[1]).toBe('2');
    expect(w.errors).toEqual([]);
    expect(w.leaks).toEqual([]);
    return w;
  }

  test('a branch of 1,005 series lists every one (series-keys pages followed)', async () => {
    const w = await openDashboard('#/p/wide/b/main');
    await expect(w.page.locator('.pager span').first().innerText()).resolves.toMatch(/\(1005 rows\)/);
    await w.close();
  });

  test('the comparison view of two runs is the HTML report of their comparison', async () => {
    const w = await compareBesuPair('besu');
    expect(await w.page.getByRole('link', { name: '← besu / main' }).getAttribute('href')).toBe(
      '/dashboard/#/p/besu/b/main',
    );
    await w.close();
  });

  test("a private project's views need its token, and show once signed in", async () => {
    const w = await openDashboard('#/p/secret/b/main');
    expect(await w.page.getByRole('alert').innerText()).toMatch(/^Could not load this view: /);
    await w.page.getByLabel('token of secret').fill(tokens.secret);
    await changeView(w.page, () => w.page.getByRole('button', { name: 'Sign in to triage' }).click());
    const runRows = w.page.locator('table:has(caption:text("Runs")) tbody tr');
    expect(await runRows.count()).toBe(2);
    // A private project has no public badge: the page says so.
    await w.page.getByText('No public badge: the project is private.').waitFor();
    expect(w.leaks).toEqual([]);
    // Only the two reads refused before signing in, and the badge.
    expect(w.failed.map((f) => f.replace(service.url, '')).sort()).toEqual([
      // A private project answers as an unknown one until signed in (nothing says it exists).
      '404 /api/v1/projects/secret/alerts?branch=main',
      '404 /api/v1/projects/secret/series-keys?branch=main',
      '404 /badge/secret/main.svg',
    ]);
    expect(w.errors).toHaveLength(3);
    expect(w.errors.every((e) => e.startsWith('console: Failed to load resource'))).toBe(true);
    await w.close();
  });

  test('comparison views read whole: no number broken over lines, every chart with an axis, labels not cut', async () => {
    const { body } = await getJson<{ runs: { id: number }[] }>(
      `${service.url}/api/v1/projects/go/runs?branch=main`,
    );
    const [noisy, candidate, baseline] = body.runs.map((r) => r.id);
    const w = await watchedPage(chromium.browser, (u) => u.startsWith(service.url));
    // The PR pair (times down, allocations gone) and a noisy rerun (allocations unchanged: every Δ% 0).
    for (const [name, id] of [
      ['compare-go', candidate],
      ['compare-go-unchanged-allocs', noisy],
    ] as const) {
      await w.page.goto(`${service.url}/dashboard/compare/go/${id}/${baseline}`);
      await w.page.waitForFunction(() => 'benchdeltaCharts' in globalThis);
      await shot(w.page, name);
      expect([name, await layoutFaults(w.page)]).toEqual([name, []]);
      const labels = await w.page.evaluate(() =>
        (
          globalThis as unknown as {
            benchdeltaCharts: { id: string; uplot: { axes: { _values: string[] }[] } }[];
          }
        ).benchdeltaCharts
          .filter((c) => c.id.startsWith('delta-'))
          .map((c) => c.uplot.axes[0]._values),
      );
      // The names after their shared start, whole.
      expect(labels[0]).toEqual(expect.arrayContaining(['CalcDifficulty-2', 'HashHeaders/n=16-2']));
    }
    expect(w.errors).toEqual([]);
    await w.close();
    const b = await compareBesuPair('besu');
    await shot(b.page, 'compare-besu');
    expect(await layoutFaults(b.page)).toEqual([]);
    // A sampled curve says so in words ("every 2th block" read as a typo).
    await b.page.getByText(/drawn at every 2nd block\./).waitFor();
    await b.close();
  });

  test('the token box and its button stand apart', async () => {
    const w = await openDashboard('#/p/secret/b/main');
    const box = await w.page.getByLabel('token of secret').boundingBox();
    const button = await w.page.getByRole('button', { name: 'Sign in to triage' }).boundingBox();
    if (!box || !button) throw new Error('no sign-in form');
    await shot(w.page, 'dashboard-signin');
    expect(button.x - (box.x + box.width)).toBeGreaterThanOrEqual(6);
    await w.close();
  });
});
