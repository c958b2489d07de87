// The service's dashboard: reads the JSON API of the page's own origin and draws projects → branches →
// series (uPlot, change points marked) with their alerts, runs (compare any two) and badge snippets. Alert
// triage sends the project token the user signed in with (kept in this tab's sessionStorage only). Every
// name from the API reaches the page as textContent, never as markup.
/* global uPlot, document, window, fetch, sessionStorage, navigator, location, URLSearchParams */
'use strict';
(function dashboard() {
  const app = document.getElementById('app');
  const signin = document.getElementById('signin');
  const PAGE = 50;
  const enc = encodeURIComponent;

  /** An element with attributes, text (`text`), listeners (`on`) and children. */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs ?? {})) {
      if (k === 'text') node.textContent = v;
      else if (k === 'on') for (const [type, fn] of Object.entries(v)) node.addEventListener(type, fn);
      else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? '' : v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  const tokenKey = (project) => `benchdelta-token:${project}`;
  const tokenOf = (project) => sessionStorage.getItem(tokenKey(project));

  /** The project of the view shown: its token, once signed in, also reads a private project. */
  let viewedProject;
  const authHeader = () => {
    const token = viewedProject && tokenOf(viewedProject);
    return token ? { authorization: `Bearer ${token}` } : {};
  };

  async function api(path, init = {}) {
    const res = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...authHeader(), ...(init.headers ?? {}) },
    });
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    if (!res.ok) throw new Error(body?.message ?? `HTTP ${res.status}`);
    return body;
  }

  const projectPath = (p) => `/api/v1/projects/${enc(p)}`;
  const when = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '—');
  /** Seconds (the canonical time unit) read as s, ms, µs or ns by their size; other units as they are. */
  const TIME_STEPS = [
    [1, 's'],
    [1e-3, 'ms'],
    [1e-6, 'µs'],
    [1e-9, 'ns'],
  ];
  const number = (v, unit) => {
    if (v === null || v === undefined) return '—';
    const [scale, name] =
      unit === 's' && v !== 0
        ? (TIME_STEPS.find(([step]) => Math.abs(v) >= step) ?? TIME_STEPS[TIME_STEPS.length - 1])
        : [1, unit ?? ''];
    return `${Number((v / scale).toPrecision(4))} ${name}`.trim();
  };
  const pct = (v) => (v === null || v === undefined ? '—' : `${v > 0 ? '+' : ''}${v.toFixed(1)}%`);
  const link = (href, text) => el('a', { href, text });

  /**
   * A link to the comparison view (the server reads the two runs with the caller's credentials: a link sends
   * none, so a private project's comparison is read through the API with its token instead).
   */
  const compareLink = (project, id, baselineId, text) =>
    link(`/dashboard/compare/${enc(project)}/${id}/${baselineId}`, text);
  const hash = (...parts) => `#/${parts.map(enc).join('/')}`;

  function table(caption, header, rows, numeric = []) {
    return el(
      'table',
      {},
      el('caption', { text: caption }),
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          header.map((h, i) =>
            el('th', { scope: 'col', class: numeric.includes(i) ? 'num' : null, text: h }),
          ),
        ),
      ),
      el(
        'tbody',
        {},
        rows.map((r) =>
          el(
            'tr',
            {},
            r.map((c, i) =>
              el(
                'td',
                { class: numeric.includes(i) ? 'num' : null },
                typeof c === 'string' ? document.createTextNode(c) : c,
              ),
            ),
          ),
        ),
      ),
    );
  }

  /** A list shown PAGE rows at a time with previous/next buttons. */
  function paged(caption, header, rows, numeric) {
    const box = el('div', { class: 'paged' });
    let page = 0;
    const pages = Math.max(1, Math.ceil(rows.length / PAGE));
    const show = () => {
      const nav =
        pages > 1
          ? el(
              'p',
              { class: 'pager' },
              el('button', {
                type: 'button',
                disabled: page === 0,
                on: { click: () => ((page -= 1), show()) },
                text: '← previous',
              }),
              el('span', { text: ` page ${page + 1} of ${pages} (${rows.length} rows) ` }),
              el('button', {
                type: 'button',
                disabled: page >= pages - 1,
                on: { click: () => ((page += 1), show()) },
                text: 'next →',
              }),
            )
          : null;
      box.replaceChildren(
        table(caption, header, rows.slice(page * PAGE, (page + 1) * PAGE), numeric),
        nav ?? '',
      );
    };
    show();
    return box;
  }

  function renderSignin(project) {
    if (!project) {
      signin.replaceChildren();
      return;
    }
    if (tokenOf(project)) {
      signin.replaceChildren(
        el('span', { text: `signed in to ${project} ` }),
        el('button', {
          type: 'button',
          text: 'Sign out',
          on: { click: () => (sessionStorage.removeItem(tokenKey(project)), route()) },
        }),
      );
      return;
    }
    const input = el('input', {
      type: 'password',
      id: 'token',
      'aria-label': `token of ${project}`,
      placeholder: 'project token',
      autocomplete: 'off',
    });
    signin.replaceChildren(
      el(
        'form',
        {
          on: {
            submit: (e) => {
              e.preventDefault();
              if (input.value.trim()) sessionStorage.setItem(tokenKey(project), input.value.trim());
              route();
            },
          },
        },
        input,
        el('button', { type: 'submit', text: 'Sign in to triage' }),
      ),
    );
  }

  const STATUSES = [
    ['acknowledged', 'Acknowledge'],
    ['invalid', 'Invalid'],
    ['fixed', 'Fixed'],
  ];

  function alertRows(project, alerts) {
    const token = tokenOf(project);
    return alerts.map((a) => {
      const status = el('span', { class: `status s-${a.status}`, text: a.status });
      const message = el('span', { class: 'error', role: 'alert' });
      const buttons = STATUSES.map(([value, label]) =>
        el('button', {
          type: 'button',
          text: label,
          disabled: !token || a.status === value,
          title: token ? null : 'sign in with the project token to triage',
          on: {
            click: async () => {
              message.textContent = '';
              try {
                const updated = await api(`/api/v1/alerts/${a.id}`, {
                  method: 'PATCH',
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                  body: JSON.stringify({ status: value }),
                });
                a.status = updated.status;
                status.textContent = updated.status;
                status.className = `status s-${updated.status}`;
                for (const b of buttons)
                  b.disabled = b.textContent === STATUSES.find(([v]) => v === a.status)?.[1];
              } catch (err) {
                message.textContent = err.message;
              }
            },
          },
        }),
      );
      return [
        link(
          hash('p', project, 'b', a.branch, 's', a.key, a.metric, a.machine ?? ''),
          `${a.key} · ${a.metric}`,
        ),
        el('span', { class: `dir d-${a.direction}`, text: `${a.direction} ${pct(a.magnitudePct)}` }),
        `${a.previousCommit.slice(0, 12)} → ${a.commit.slice(0, 12)}`,
        status,
        el('span', { class: 'triage' }, buttons, message),
      ];
    });
  }

  function alertsTable(project, alerts, caption) {
    if (alerts.length === 0) return el('p', { text: 'No open alerts.' });
    return paged(caption, ['series', 'change', 'commits', 'status', 'triage'], alertRows(project, alerts));
  }

  // ── views ────────────────────────────────────────────────────────────────────────────────────────────

  async function projectsView() {
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

  async function projectView(project) {
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

  function badgeSnippets(project, branch) {
    const svg = `${location.origin}/badge/${enc(project)}/${enc(branch)}.svg`;
    const endpoint = `${location.origin}/badge/${enc(project)}/${enc(branch)}.json`;
    const snippets = [
      ['Markdown', `![benchdelta](${svg})`],
      ['shields.io', `![benchdelta](https://img.shields.io/endpoint?url=${enc(endpoint)})`],
    ];
    return el(
      'section',
      { class: 'badges' },
      el('h2', { text: 'Badge' }),
      el('img', {
        src: svg,
        alt: `benchdelta badge of ${project} ${branch}`,
        on: {
          // A private project has no public badge.
          error: (e) =>
            e.target.replaceWith(
              el('p', { class: 'note', text: 'No public badge: the project is private.' }),
            ),
        },
      }),
      snippets.map(([label, text]) => {
        const code = el('code', { text });
        const done = el('span', { class: 'copied', role: 'status' });
        const copy = async () => {
          try {
            await navigator.clipboard.writeText(text);
            done.textContent = 'copied';
          } catch {
            window.getSelection()?.selectAllChildren(code);
            done.textContent = 'selected: press Ctrl+C';
          }
        };
        return el(
          'p',
          {},
          el('span', { class: 'label', text: `${label}: ` }),
          code,
          ' ',
          el('button', { type: 'button', text: 'Copy', on: { click: copy } }),
          ' ',
          done,
        );
      }),
    );
  }

  function runsSection(project, branch) {
    const box = el('div');
    const rows = [];
    const chosen = { baseline: null, candidate: null };
    const compareBox = el('p');
    const update = () => {
      const ok =
        chosen.baseline !== null && chosen.candidate !== null && chosen.baseline !== chosen.candidate;
      compareBox.replaceChildren(
        ok
          ? compareLink(
              project,
              chosen.candidate,
              chosen.baseline,
              `Compare run ${chosen.candidate} with baseline run ${chosen.baseline}`,
            )
          : '',
      );
    };
    const pick = (side, id) =>
      el('input', {
        type: 'radio',
        name: side,
        'aria-label': `${side} ${id}`,
        on: { change: () => ((chosen[side] = id), update()) },
      });
    let next = null;
    const more = el('button', { type: 'button', text: 'Older runs' });
    const load = async () => {
      const q = new URLSearchParams({ branch, limit: String(PAGE) });
      if (next !== null) q.set('before', String(next));
      const page = await api(`${projectPath(project)}/runs?${q}`);
      for (const r of page.runs) {
        rows.push([
          String(r.id),
          r.name,
          r.commit.slice(0, 12),
          when(r.time),
          r.verdict ?? '—',
          pct(r.shiftPct),
          r.comparedWith ? compareLink(project, r.id, r.comparedWith, 'vs previous') : '',
          pick('baseline', r.id),
          pick('candidate', r.id),
        ]);
      }
      next = page.next;
      more.hidden = next === null;
      box.replaceChildren(
        table(
          'Runs, newest first',
          ['id', 'name', 'commit', 'time', 'verdict', 'shift', 'compare', 'baseline', 'candidate'],
          rows,
          [0, 5],
        ),
      );
    };
    more.addEventListener('click', load);
    return { node: el('section', {}, el('h2', { text: 'Runs' }), box, more, compareBox), load };
  }

  async function branchView(project, branch) {
    const [keys, alerts] = await Promise.all([
      api(`${projectPath(project)}/series-keys?${new URLSearchParams({ branch })}`),
      api(`${projectPath(project)}/alerts?${new URLSearchParams({ branch })}`),
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

  /** Vertical lines where the series changes, drawn under the points. */
  function changePointPlugin(indices) {
    return {
      hooks: {
        drawAxes(u) {
          const ctx = u.ctx;
          ctx.save();
          ctx.strokeStyle = '#d62728';
          ctx.setLineDash([5, 4]);
          ctx.lineWidth = 2;
          for (const i of indices) {
            const x = u.valToPos(i + 1, 'x', true);
            ctx.beginPath();
            ctx.moveTo(x, u.bbox.top);
            ctx.lineTo(x, u.bbox.top + u.bbox.height);
            ctx.stroke();
          }
          ctx.restore();
        },
      },
    };
  }

  function seriesChart(s) {
    const host = el('div', { class: 'chart', id: 'series-chart' });
    const tip = el('div', { class: 'tooltip', role: 'status', hidden: true });
    const xs = s.points.map((_, i) => i + 1);
    const ys = s.points.map((p) => p.value);
    const cps = s.changePoints.map((c) => c.index);
    const opts = {
      width: Math.max(320, Math.min(app.clientWidth || 900, 1100)),
      height: 320,
      scales: { x: { time: false } },
      axes: [
        { label: 'run (oldest first)', stroke: '#333', grid: { stroke: '#eee' } },
        {
          label: s.metric,
          stroke: '#333',
          grid: { stroke: '#eee' },
          size: 80,
          values: (_u, splits) => splits.map((v) => number(v, s.unit)),
        },
      ],
      series: [
        { label: 'run' },
        {
          label: `${s.key} · ${s.metric}`,
          stroke: '#0072b2',
          width: 2,
          points: { show: s.points.length <= 200, size: 4, fill: '#0072b2' },
        },
      ],
      legend: { live: false },
      cursor: { points: { size: 8 } },
      plugins: [
        changePointPlugin(cps),
        {
          hooks: {
            setCursor(u) {
              const i = u.cursor.idx;
              if (i === null || i === undefined) {
                tip.hidden = true;
                return;
              }
              const p = s.points[i];
              const cp = s.changePoints.find((c) => c.index === i);
              tip.textContent = [
                `commit ${p.commit.slice(0, 12)}`,
                when(p.time),
                number(p.value, s.unit),
                cp ? `change point: ${pct(cp.forwardChangePct)}` : '',
              ]
                .filter(Boolean)
                .join('\n');
              tip.hidden = false;
              tip.style.left = `${Math.min((u.cursor.left ?? 0) + 12, u.over.clientWidth - tip.offsetWidth)}px`;
              tip.style.top = `${(u.cursor.top ?? 0) + 12}px`;
            },
          },
        },
      ],
    };
    const figure = el(
      'figure',
      { 'aria-labelledby': 'series-title' },
      el('figcaption', { id: 'series-title', text: `${s.key} · ${s.metric} on ${s.branch}` }),
      host,
    );
    // Drawn once the figure is in the page, so it knows its width.
    const draw = () => {
      const u = new uPlot(opts, [xs, ys], host);
      u.over.append(tip);
      u.root.querySelector('canvas')?.setAttribute('role', 'img');
      u.root
        .querySelector('canvas')
        ?.setAttribute(
          'aria-label',
          `${s.key} · ${s.metric}, ${s.points.length} runs, ${cps.length} change points`,
        );
      host.dataset.points = String(s.points.length);
      host.dataset.changePoints = String(cps.length);
      window.benchdeltaSeriesChart = u;
    };
    return { figure, draw };
  }

  async function seriesView(project, branch, key, metric, machine) {
    const q = new URLSearchParams({ key, metric, branch });
    if (machine) q.set('machine', machine);
    const s = await api(`${projectPath(project)}/series?${q}`);
    const chart = seriesChart(s);
    const changes = s.changePoints.map((c) => [
      `${c.previousCommit.slice(0, 12)} → ${c.commit.slice(0, 12)}`,
      `${number(c.meanBefore, s.unit)} → ${number(c.meanAfter, s.unit)}`,
      pct(c.forwardChangePct),
      c.pValue.toPrecision(2),
    ]);
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
          text: `${s.points.length} runs; ${s.changePoints.length === 1 ? 'the dashed red line marks the change point' : `dashed red lines mark the ${s.changePoints.length} change points`} (E-divisive means, as Otava).`,
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

  async function route() {
    const parts = location.hash
      .replace(/^#\/?/, '')
      .split('/')
      .filter((p, i, all) => p !== '' || i < all.length - 1)
      .map(decodeURIComponent);
    const project = parts[0] === 'p' ? parts[1] : undefined;
    viewedProject = project;
    renderSignin(project);
    try {
      let view;
      if (!project) view = { nodes: await projectsView() };
      else if (parts[2] !== 'b') view = { nodes: await projectView(project) };
      else if (parts[4] !== 's') view = { nodes: await branchView(project, parts[3]) };
      else view = await seriesView(project, parts[3], parts[5], parts[6], parts[7]);
      app.replaceChildren(...view.nodes);
      view.after?.();
      document.title = `benchdelta — ${parts.filter((_, i) => i % 2 === 1).join(' / ') || 'projects'}`;
      app.dataset.ready = 'true';
    } catch (err) {
      app.replaceChildren(
        el('p', { class: 'error', role: 'alert', text: `Could not load this view: ${err.message}` }),
      );
      app.dataset.ready = 'true';
    }
  }

  window.addEventListener('hashchange', () => {
    app.dataset.ready = 'false';
    route();
  });
  route();
})();
