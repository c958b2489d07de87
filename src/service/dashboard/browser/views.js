// The dashboard's four views, each read from the API: projects, a project's branches, a branch (alerts, series,
// runs, badge) and a series (its chart, change points and alerts). Each returns the nodes to show.
/* global URLSearchParams */
import { alertsTable } from './alerts.js';
import { allPages, api, projectPath } from './api.js';
import { badgeSnippets } from './badges.js';
import { el, link, paged, table } from './dom.js';
import { hash, number, pct, when } from './format.js';
import { runsSection } from './runs.js';
import { seriesChart } from './series-chart.js';

export async function projectsView() {
  const { projects } = await api('/api/v1/projects');
  return [
    el('h1', { text: 'Projects' }),
    projects.length === 0
      ? el('p', { text: 'No public project has runs yet.' })
      : paged(
          'Projects',
          ['project', 'runs', 'latest run'],
          projects.map((p) => [link(hash('p', p.name), p.name), String(p.runCount), when(p.latestAt)]),
          [1],
        ),
  ];
}

export async function projectView(project) {
  const { branches } = await api(`${projectPath(project)}/branches`);
  return [
    el('h1', {}, link('#/', 'Projects'), ` / ${project}`),
    paged(
      'Branches',
      ['branch', 'runs', 'latest run', 'latest commit'],
      branches.map((b) => [
        link(hash('p', project, 'b', b.name), b.name),
        String(b.runCount),
        when(b.latestAt),
        (b.latestCommit ?? '').slice(0, 12),
      ]),
      [1],
    ),
  ];
}

export async function branchView(project, branch) {
  const [keys, alerts] = await Promise.all([
    allPages(`${projectPath(project)}/series-keys?${new URLSearchParams({ branch })}`, 'series', 'after'),
    allPages(`${projectPath(project)}/alerts?${new URLSearchParams({ branch })}`, 'alerts', 'before'),
  ]);
  const open = alerts.alerts.filter((a) => a.status === 'untriaged' || a.status === 'acknowledged');
  const runs = runsSection(project, branch);
  await runs.load();
  return [
    el('h1', {}, link('#/', 'Projects'), ' / ', link(hash('p', project), project), ` / ${branch}`),
    el(
      'section',
      {},
      el('h2', { text: 'Alerts' }),
      alertsTable(project, open, 'Alerts (untriaged and acknowledged)'),
    ),
    el(
      'section',
      {},
      el('h2', { text: 'Series' }),
      paged(
        'Series of this branch',
        ['series', 'metric', 'machine', 'points', 'latest', 'open alerts'],
        keys.series.map((s) => [
          link(hash('p', project, 'b', branch, 's', s.key, s.metric, s.machine ?? ''), s.key),
          s.metric,
          s.machine ?? '',
          String(s.points),
          number(s.latestValue, s.unit),
          String(s.openAlerts),
        ]),
        [3, 4, 5],
      ),
    ),
    runs.node,
    badgeSnippets(project, branch),
  ];
}

/** The series view's nodes, and `after` to draw its chart once they are in the page. */
export async function seriesView(project, branch, key, metric, machine, pageWidth) {
  const q = new URLSearchParams({ key, metric, branch });
  if (machine) q.set('machine', machine);
  const s = await api(`${projectPath(project)}/series?${q}`);
  const chart = seriesChart(s, pageWidth);
  const changes = s.changePoints.map((c) => [
    `${c.previousCommit.slice(0, 12)} → ${c.commit.slice(0, 12)}`,
    `${number(c.meanBefore, s.unit)} → ${number(c.meanAfter, s.unit)}`,
    pct(c.forwardChangePct),
    c.pValue.toPrecision(2),
  ]);
  const count = s.changePoints.length;
  return {
    nodes: [
      el(
        'h1',
        {},
        link('#/', 'Projects'),
        ' / ',
        link(hash('p', project), project),
        ' / ',
        link(hash('p', project, 'b', branch), branch),
        ` / ${key} · ${metric}`,
      ),
      chart.figure,
      el('p', {
        class: 'note',
        text: `${s.points.length} runs; ${count === 1 ? 'the dashed red line marks the change point' : `dashed red lines mark the ${count} change points`} (E-divisive means, as Otava).`,
      }),
      changes.length
        ? table('Change points', ['commits', 'mean before → after', 'change', 'p'], changes, [2, 3])
        : el('p', { text: 'No change point.' }),
      el(
        'section',
        {},
        el('h2', { text: 'Alerts of this series' }),
        s.alerts.length
          ? alertsTable(project, s.alerts, 'Alerts, any status')
          : el('p', { text: 'No alerts.' }),
      ),
    ],
    after: chart.draw,
  };
}
