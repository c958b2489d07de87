import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  htmlAssets,
  renderReportHtml
} from "./chunk-MRLAT5KR.js";
import {
  compareStoredBodies,
  historyBefore,
  runLabel
} from "./chunk-ZMH3TUHP.js";
import "./chunk-OJNQUSCK.js";
import "./chunk-3AWIBJAK.js";
import "./chunk-NUEA54XF.js";
import "./chunk-YXSPZM5K.js";
import "./chunk-THKJMROG.js";
import "./chunk-PQXFELGQ.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-OOKGBTG6.js";
import "./chunk-Y54AQHT5.js";
import "./chunk-DXGORN25.js";
import "./chunk-M3ZKOPOP.js";
import "./chunk-R5266537.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-DEYM2HIL.js";
import "./chunk-72H3INOR.js";
import "./chunk-7XZ5ZOCP.js";
import "./chunk-QYYAB7BL.js";
import "./chunk-AYAK7F6Z.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-SANIAMYJ.js";
import "./chunk-IIJBCLXK.js";
import "./chunk-LPTSOGCD.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";

// src/service/dashboard/plugin.ts
import { createHash } from "node:crypto";

// src/service/dashboard/assets.ts
import { readdirSync, readFileSync } from "node:fs";

// src/service/dashboard/bundled-assets.ts
var BUNDLED_ASSETS = { "dashboardModules": { "alerts.js": "// A project's alerts as a table, each with its triage buttons (enabled once signed in with the project token).\nimport { api, tokenOf } from './api.js';\nimport { el, link, paged } from './dom.js';\nimport { hash, pct } from './format.js';\n\nconst STATUSES = [\n  ['acknowledged', 'Acknowledge'],\n  ['invalid', 'Invalid'],\n  ['fixed', 'Fixed'],\n];\n\nfunction alertRows(project, alerts) {\n  const token = tokenOf(project);\n  return alerts.map((a) => {\n    const status = el('span', { class: `status s-${a.status}`, text: a.status });\n    const message = el('span', { class: 'error', role: 'alert' });\n    const buttons = STATUSES.map(([value, label]) =>\n      el('button', {\n        type: 'button',\n        text: label,\n        disabled: !token || a.status === value,\n        title: token ? null : 'sign in with the project token to triage',\n        on: {\n          click: async () => {\n            message.textContent = '';\n            try {\n              const updated = await api(`/api/v1/alerts/${a.id}`, {\n                method: 'PATCH',\n                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },\n                body: JSON.stringify({ status: value }),\n              });\n              a.status = updated.status;\n              status.textContent = updated.status;\n              status.className = `status s-${updated.status}`;\n              for (const b of buttons)\n                b.disabled = b.textContent === STATUSES.find(([v]) => v === a.status)?.[1];\n            } catch (err) {\n              message.textContent = err.message;\n            }\n          },\n        },\n      }),\n    );\n    return [\n      link(\n        hash('p', project, 'b', a.branch, 's', a.key, a.metric, a.machine ?? ''),\n        `${a.key} \xB7 ${a.metric}`,\n      ),\n      el('span', { class: `dir d-${a.direction}`, text: `${a.direction} ${pct(a.magnitudePct)}` }),\n      `${a.previousCommit.slice(0, 12)} \u2192 ${a.commit.slice(0, 12)}`,\n      status,\n      el('span', { class: 'triage' }, buttons, message),\n    ];\n  });\n}\n\nexport function alertsTable(project, alerts, caption) {\n  if (alerts.length === 0) return el('p', { text: 'No open alerts.' });\n  return paged(caption, ['series', 'change', 'commits', 'status', 'triage'], alertRows(project, alerts));\n}\n", "api.js": "// The JSON API of the page's own origin, read with the token of the project on view once signed in to it\n// (kept in this tab's sessionStorage only).\n/* global fetch, sessionStorage */\nimport { enc } from './format.js';\n\nconst tokenKey = (project) => `benchdelta-token:${project}`;\nexport const tokenOf = (project) => sessionStorage.getItem(tokenKey(project));\nexport const keepToken = (project, token) => sessionStorage.setItem(tokenKey(project), token);\nexport const forgetToken = (project) => sessionStorage.removeItem(tokenKey(project));\n\n/** The project of the view shown: its token, once signed in, also reads a private project. */\nlet viewedProject;\nexport const viewProject = (project) => {\n  viewedProject = project;\n};\n\nconst authHeader = () => {\n  const token = viewedProject && tokenOf(viewedProject);\n  return token ? { authorization: `Bearer ${token}` } : {};\n};\n\nexport async function api(path, init = {}) {\n  const res = await fetch(path, {\n    ...init,\n    headers: { accept: 'application/json', ...authHeader(), ...(init.headers ?? {}) },\n  });\n  const text = await res.text();\n  const body = text ? JSON.parse(text) : null;\n  if (!res.ok) throw new Error(body?.message ?? `HTTP ${res.status}`);\n  return body;\n}\n\n/**\n * Every page of a paged list route: `list` is the array's field, `cursor` the query parameter its `next` fills\n * (series-keys: `after`, alerts: `before`). Stops at `maxPages` (a branch of a million series is not drawn).\n */\nexport async function allPages(path, list, cursor, maxPages = 100) {\n  const items = [];\n  let next = null;\n  for (let page = 0; page < maxPages; page++) {\n    const sep = path.includes('?') ? '&' : '?';\n    const body = await api(next === null ? path : `${path}${sep}${cursor}=${encodeURIComponent(next)}`);\n    items.push(...body[list]);\n    next = body.next ?? null;\n    if (next === null) break;\n  }\n  return { [list]: items };\n}\n\nexport const projectPath = (p) => `/api/v1/projects/${enc(p)}`;\n", "badges.js": "// A branch's badge: the image, and the Markdown and shields.io snippets to copy.\n/* global window, navigator, location */\nimport { el } from './dom.js';\nimport { enc } from './format.js';\n\nexport function badgeSnippets(project, branch) {\n  const svg = `${location.origin}/badge/${enc(project)}/${enc(branch)}.svg`;\n  const endpoint = `${location.origin}/badge/${enc(project)}/${enc(branch)}.json`;\n  const snippets = [\n    ['Markdown', `![benchdelta](${svg})`],\n    ['shields.io', `![benchdelta](https://img.shields.io/endpoint?url=${enc(endpoint)})`],\n  ];\n  return el(\n    'section',\n    { class: 'badges' },\n    el('h2', { text: 'Badge' }),\n    el('img', {\n      src: svg,\n      alt: `benchdelta badge of ${project} ${branch}`,\n      on: {\n        // A private project has no public badge.\n        error: (e) =>\n          e.target.replaceWith(el('p', { class: 'note', text: 'No public badge: the project is private.' })),\n      },\n    }),\n    snippets.map(([label, text]) => {\n      const code = el('code', { text });\n      const done = el('span', { class: 'copied', role: 'status' });\n      const copy = async () => {\n        try {\n          await navigator.clipboard.writeText(text);\n          done.textContent = 'copied';\n        } catch {\n          window.getSelection()?.selectAllChildren(code);\n          done.textContent = 'selected: press Ctrl+C';\n        }\n      };\n      return el(\n        'p',\n        {},\n        el('span', { class: 'label', text: `${label}: ` }),\n        code,\n        ' ',\n        el('button', { type: 'button', text: 'Copy', on: { click: copy } }),\n        ' ',\n        done,\n      );\n    }),\n  );\n}\n", "dashboard.js": "// The service's dashboard (the page's one module; the others it imports sit beside it): reads the JSON API of\n// the page's own origin and draws projects \u2192 branches \u2192 series (uPlot, change points marked) with their alerts,\n// runs (compare any two) and badge snippets. Alert triage sends the project token the user signed in with\n// (kept in this tab's sessionStorage only). Every name from the API reaches the page as textContent, never as\n// markup. This module routes the address (#/p/<project>/b/<branch>/s/<key>/<metric>/<machine>) to a view.\n/* global document, window, location */\nimport { viewProject } from './api.js';\nimport { el } from './dom.js';\nimport { renderSignin } from './signin.js';\nimport { branchView, projectsView, projectView, seriesView } from './views.js';\n\nconst app = document.getElementById('app');\nconst signin = document.getElementById('signin');\n\nasync function route() {\n  const parts = location.hash\n    .replace(/^#\\/?/, '')\n    .split('/')\n    .filter((p, i, all) => p !== '' || i < all.length - 1)\n    .map(decodeURIComponent);\n  const project = parts[0] === 'p' ? parts[1] : undefined;\n  viewProject(project);\n  renderSignin(signin, project, route);\n  try {\n    let view;\n    if (!project) view = { nodes: await projectsView() };\n    else if (parts[2] !== 'b') view = { nodes: await projectView(project) };\n    else if (parts[4] !== 's') view = { nodes: await branchView(project, parts[3]) };\n    else view = await seriesView(project, parts[3], parts[5], parts[6], parts[7], () => app.clientWidth);\n    app.replaceChildren(...view.nodes);\n    view.after?.();\n    document.title = `benchdelta \u2014 ${parts.filter((_, i) => i % 2 === 1).join(' / ') || 'projects'}`;\n    app.dataset.ready = 'true';\n  } catch (err) {\n    app.replaceChildren(\n      el('p', { class: 'error', role: 'alert', text: `Could not load this view: ${err.message}` }),\n    );\n    app.dataset.ready = 'true';\n  }\n}\n\nwindow.addEventListener('hashchange', () => {\n  app.dataset.ready = 'false';\n  route();\n});\nroute();\n", "dom.js": "// The dashboard's building blocks of the page: elements, tables, lists a page at a time.\n/* global document */\n\n/** Rows a list shows at once (and runs the runs section asks the API for at once). */\nexport const PAGE = 50;\n\n/** An element with attributes, text (`text`), listeners (`on`) and children. */\nexport function el(tag, attrs, ...children) {\n  const node = document.createElement(tag);\n  for (const [k, v] of Object.entries(attrs ?? {})) {\n    if (k === 'text') node.textContent = v;\n    else if (k === 'on') for (const [type, fn] of Object.entries(v)) node.addEventListener(type, fn);\n    else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? '' : v);\n  }\n  for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c);\n  return node;\n}\n\nexport const link = (href, text) => el('a', { href, text });\n\nexport function table(caption, header, rows, numeric = []) {\n  return el(\n    'table',\n    {},\n    el('caption', { text: caption }),\n    el(\n      'thead',\n      {},\n      el(\n        'tr',\n        {},\n        header.map((h, i) => el('th', { scope: 'col', class: numeric.includes(i) ? 'num' : null, text: h })),\n      ),\n    ),\n    el(\n      'tbody',\n      {},\n      rows.map((r) =>\n        el(\n          'tr',\n          {},\n          r.map((c, i) =>\n            el(\n              'td',\n              { class: numeric.includes(i) ? 'num' : null },\n              typeof c === 'string' ? document.createTextNode(c) : c,\n            ),\n          ),\n        ),\n      ),\n    ),\n  );\n}\n\n/** A list shown PAGE rows at a time with previous/next buttons. */\nexport function paged(caption, header, rows, numeric) {\n  const box = el('div', { class: 'paged' });\n  let page = 0;\n  const pages = Math.max(1, Math.ceil(rows.length / PAGE));\n  const show = () => {\n    const nav =\n      pages > 1\n        ? el(\n            'p',\n            { class: 'pager' },\n            el('button', {\n              type: 'button',\n              disabled: page === 0,\n              on: { click: () => ((page -= 1), show()) },\n              text: '\u2190 previous',\n            }),\n            el('span', { text: ` page ${page + 1} of ${pages} (${rows.length} rows) ` }),\n            el('button', {\n              type: 'button',\n              disabled: page >= pages - 1,\n              on: { click: () => ((page += 1), show()) },\n              text: 'next \u2192',\n            }),\n          )\n        : null;\n    box.replaceChildren(\n      table(caption, header, rows.slice(page * PAGE, (page + 1) * PAGE), numeric),\n      nav ?? '',\n    );\n  };\n  show();\n  return box;\n}\n", "format.js": "// How the dashboard writes times, values, changes and its own addresses (#/p/<project>/b/<branch>/s/\u2026).\n\nexport const enc = encodeURIComponent;\n\nexport const when = (iso) => (iso ? iso.replace('T', ' ').replace(/\\.\\d+Z$|Z$/, ' UTC') : '\u2014');\n\n/** Seconds (the canonical time unit) read as s, ms, \xB5s or ns by their size; other units as they are. */\nconst TIME_STEPS = [\n  [1, 's'],\n  [1e-3, 'ms'],\n  [1e-6, '\xB5s'],\n  [1e-9, 'ns'],\n];\n\nexport const number = (v, unit) => {\n  if (v === null || v === undefined) return '\u2014';\n  const [scale, name] =\n    unit === 's' && v !== 0\n      ? (TIME_STEPS.find(([step]) => Math.abs(v) >= step) ?? TIME_STEPS[TIME_STEPS.length - 1])\n      : [1, unit ?? ''];\n  return `${Number((v / scale).toPrecision(4))} ${name}`.trim();\n};\n\nexport const pct = (v) => (v === null || v === undefined ? '\u2014' : `${v > 0 ? '+' : ''}${v.toFixed(1)}%`);\n\n/** The dashboard's own address of a view. */\nexport const hash = (...parts) => `#/${parts.map(enc).join('/')}`;\n", "runs.js": "// A branch's runs, newest first, a page at a time: pick any two to compare, or follow a run to its previous.\n/* global URLSearchParams */\nimport { api, projectPath } from './api.js';\nimport { el, link, PAGE, table } from './dom.js';\nimport { enc, pct, when } from './format.js';\n\n/**\n * A link to the comparison view (the server reads the two runs with the caller's credentials: a link sends\n * none, so a private project's comparison is read through the API with its token instead).\n */\nconst compareLink = (project, id, baselineId, text) =>\n  link(`/dashboard/compare/${enc(project)}/${id}/${baselineId}`, text);\n\n/** The section's node, and `load` to add the next page of runs (awaited once before the view shows). */\nexport function runsSection(project, branch) {\n  const box = el('div');\n  const rows = [];\n  const chosen = { baseline: null, candidate: null };\n  const compareBox = el('p');\n  const update = () => {\n    const ok = chosen.baseline !== null && chosen.candidate !== null && chosen.baseline !== chosen.candidate;\n    compareBox.replaceChildren(\n      ok\n        ? compareLink(\n            project,\n            chosen.candidate,\n            chosen.baseline,\n            `Compare run ${chosen.candidate} with baseline run ${chosen.baseline}`,\n          )\n        : '',\n    );\n  };\n  const pick = (side, id) =>\n    el('input', {\n      type: 'radio',\n      name: side,\n      'aria-label': `${side} ${id}`,\n      on: { change: () => ((chosen[side] = id), update()) },\n    });\n  let next = null;\n  const more = el('button', { type: 'button', text: 'Older runs' });\n  const load = async () => {\n    const q = new URLSearchParams({ branch, limit: String(PAGE) });\n    if (next !== null) q.set('before', String(next));\n    const page = await api(`${projectPath(project)}/runs?${q}`);\n    for (const r of page.runs) {\n      rows.push([\n        String(r.id),\n        r.name,\n        r.commit.slice(0, 12),\n        when(r.time),\n        r.verdict ?? '\u2014',\n        pct(r.shiftPct),\n        r.comparedWith ? compareLink(project, r.id, r.comparedWith, 'vs previous') : '',\n        pick('baseline', r.id),\n        pick('candidate', r.id),\n      ]);\n    }\n    next = page.next;\n    more.hidden = next === null;\n    box.replaceChildren(\n      table(\n        'Runs, newest first',\n        ['id', 'name', 'commit', 'time', 'verdict', 'shift', 'compare', 'baseline', 'candidate'],\n        rows,\n        [0, 5],\n      ),\n    );\n  };\n  more.addEventListener('click', load);\n  return { node: el('section', {}, el('h2', { text: 'Runs' }), box, more, compareBox), load };\n}\n", "series-chart.js": "// A series drawn with uPlot (loaded before this module by the page): its points, the change points as dashed\n// red lines, and a tooltip naming the run under the cursor.\n/* global uPlot, window */\nimport { el } from './dom.js';\nimport { number, pct, when } from './format.js';\n\n/** Vertical lines where the series changes, drawn under the points. */\nfunction changePointPlugin(indices) {\n  return {\n    hooks: {\n      drawAxes(u) {\n        const ctx = u.ctx;\n        ctx.save();\n        ctx.strokeStyle = '#d62728';\n        ctx.setLineDash([5, 4]);\n        ctx.lineWidth = 2;\n        for (const i of indices) {\n          const x = u.valToPos(i + 1, 'x', true);\n          ctx.beginPath();\n          ctx.moveTo(x, u.bbox.top);\n          ctx.lineTo(x, u.bbox.top + u.bbox.height);\n          ctx.stroke();\n        }\n        ctx.restore();\n      },\n    },\n  };\n}\n\n/**\n * The chart's figure, and `draw` to call once the figure is in the page (so it knows its width); `pageWidth`\n * reads the width of the page's main box.\n */\nexport function seriesChart(s, pageWidth) {\n  const host = el('div', { class: 'chart', id: 'series-chart' });\n  const tip = el('div', { class: 'tooltip', role: 'status', hidden: true });\n  const xs = s.points.map((_, i) => i + 1);\n  const ys = s.points.map((p) => p.value);\n  const cps = s.changePoints.map((c) => c.index);\n  const opts = {\n    width: Math.max(320, Math.min(pageWidth() || 900, 1100)),\n    height: 320,\n    scales: { x: { time: false } },\n    axes: [\n      { label: 'run (oldest first)', stroke: '#333', grid: { stroke: '#eee' } },\n      {\n        label: s.metric,\n        stroke: '#333',\n        grid: { stroke: '#eee' },\n        size: 80,\n        values: (_u, splits) => splits.map((v) => number(v, s.unit)),\n      },\n    ],\n    series: [\n      { label: 'run' },\n      {\n        label: `${s.key} \xB7 ${s.metric}`,\n        stroke: '#0072b2',\n        width: 2,\n        points: { show: s.points.length <= 200, size: 4, fill: '#0072b2' },\n      },\n    ],\n    legend: { live: false },\n    cursor: { points: { size: 8 } },\n    plugins: [\n      changePointPlugin(cps),\n      {\n        hooks: {\n          setCursor(u) {\n            const i = u.cursor.idx;\n            if (i === null || i === undefined) {\n              tip.hidden = true;\n              return;\n            }\n            const p = s.points[i];\n            const cp = s.changePoints.find((c) => c.index === i);\n            tip.textContent = [\n              `commit ${p.commit.slice(0, 12)}`,\n              when(p.time),\n              number(p.value, s.unit),\n              cp ? `change point: ${pct(cp.forwardChangePct)}` : '',\n            ]\n              .filter(Boolean)\n              .join('\\n');\n            tip.hidden = false;\n            tip.style.left = `${Math.min((u.cursor.left ?? 0) + 12, u.over.clientWidth - tip.offsetWidth)}px`;\n            tip.style.top = `${(u.cursor.top ?? 0) + 12}px`;\n          },\n        },\n      },\n    ],\n  };\n  const figure = el(\n    'figure',\n    { 'aria-labelledby': 'series-title' },\n    el('figcaption', { id: 'series-title', text: `${s.key} \xB7 ${s.metric} on ${s.branch}` }),\n    host,\n  );\n  const draw = () => {\n    const u = new uPlot(opts, [xs, ys], host);\n    u.over.append(tip);\n    u.root.querySelector('canvas')?.setAttribute('role', 'img');\n    u.root\n      .querySelector('canvas')\n      ?.setAttribute(\n        'aria-label',\n        `${s.key} \xB7 ${s.metric}, ${s.points.length} runs, ${cps.length} change points`,\n      );\n    host.dataset.points = String(s.points.length);\n    host.dataset.changePoints = String(cps.length);\n    window.benchdeltaSeriesChart = u;\n  };\n  return { figure, draw };\n}\n", "signin.js": "// The header's sign-in to the project on view: a project token (for triage and private projects), or sign out.\nimport { forgetToken, keepToken, tokenOf } from './api.js';\nimport { el } from './dom.js';\n\n/** Draws the sign-in into `signin`; `changed` redraws the view once the token is kept or forgotten. */\nexport function renderSignin(signin, project, changed) {\n  if (!project) {\n    signin.replaceChildren();\n    return;\n  }\n  if (tokenOf(project)) {\n    signin.replaceChildren(\n      el('span', { text: `signed in to ${project} ` }),\n      el('button', {\n        type: 'button',\n        text: 'Sign out',\n        on: { click: () => (forgetToken(project), changed()) },\n      }),\n    );\n    return;\n  }\n  const input = el('input', {\n    type: 'password',\n    id: 'token',\n    'aria-label': `token of ${project}`,\n    placeholder: 'project token',\n    autocomplete: 'off',\n  });\n  signin.replaceChildren(\n    el(\n      'form',\n      {\n        on: {\n          submit: (e) => {\n            e.preventDefault();\n            if (input.value.trim()) keepToken(project, input.value.trim());\n            changed();\n          },\n        },\n      },\n      input,\n      el('button', { type: 'submit', text: 'Sign in to triage' }),\n    ),\n  );\n}\n", "views.js": "// The dashboard's four views, each read from the API: projects, a project's branches, a branch (alerts, series,\n// runs, badge) and a series (its chart, change points and alerts). Each returns the nodes to show.\n/* global URLSearchParams */\nimport { alertsTable } from './alerts.js';\nimport { allPages, api, projectPath } from './api.js';\nimport { badgeSnippets } from './badges.js';\nimport { el, link, paged, table } from './dom.js';\nimport { hash, number, pct, when } from './format.js';\nimport { runsSection } from './runs.js';\nimport { seriesChart } from './series-chart.js';\n\nexport async function projectsView() {\n  const { projects } = await api('/api/v1/projects');\n  return [\n    el('h1', { text: 'Projects' }),\n    projects.length === 0\n      ? el('p', { text: 'No public project has runs yet.' })\n      : paged(\n          'Projects',\n          ['project', 'runs', 'latest run'],\n          projects.map((p) => [link(hash('p', p.name), p.name), String(p.runCount), when(p.latestAt)]),\n          [1],\n        ),\n  ];\n}\n\nexport async function projectView(project) {\n  const { branches } = await api(`${projectPath(project)}/branches`);\n  return [\n    el('h1', {}, link('#/', 'Projects'), ` / ${project}`),\n    paged(\n      'Branches',\n      ['branch', 'runs', 'latest run', 'latest commit'],\n      branches.map((b) => [\n        link(hash('p', project, 'b', b.name), b.name),\n        String(b.runCount),\n        when(b.latestAt),\n        (b.latestCommit ?? '').slice(0, 12),\n      ]),\n      [1],\n    ),\n  ];\n}\n\nexport async function branchView(project, branch) {\n  const [keys, alerts] = await Promise.all([\n    allPages(`${projectPath(project)}/series-keys?${new URLSearchParams({ branch })}`, 'series', 'after'),\n    allPages(`${projectPath(project)}/alerts?${new URLSearchParams({ branch })}`, 'alerts', 'before'),\n  ]);\n  const open = alerts.alerts.filter((a) => a.status === 'untriaged' || a.status === 'acknowledged');\n  const runs = runsSection(project, branch);\n  await runs.load();\n  return [\n    el('h1', {}, link('#/', 'Projects'), ' / ', link(hash('p', project), project), ` / ${branch}`),\n    el(\n      'section',\n      {},\n      el('h2', { text: 'Alerts' }),\n      alertsTable(project, open, 'Alerts (untriaged and acknowledged)'),\n    ),\n    el(\n      'section',\n      {},\n      el('h2', { text: 'Series' }),\n      paged(\n        'Series of this branch',\n        ['series', 'metric', 'machine', 'points', 'latest', 'open alerts'],\n        keys.series.map((s) => [\n          link(hash('p', project, 'b', branch, 's', s.key, s.metric, s.machine ?? ''), s.key),\n          s.metric,\n          s.machine ?? '',\n          String(s.points),\n          number(s.latestValue, s.unit),\n          String(s.openAlerts),\n        ]),\n        [3, 4, 5],\n      ),\n    ),\n    runs.node,\n    badgeSnippets(project, branch),\n  ];\n}\n\n/** The series view's nodes, and `after` to draw its chart once they are in the page. */\nexport async function seriesView(project, branch, key, metric, machine, pageWidth) {\n  const q = new URLSearchParams({ key, metric, branch });\n  if (machine) q.set('machine', machine);\n  const s = await api(`${projectPath(project)}/series?${q}`);\n  const chart = seriesChart(s, pageWidth);\n  const changes = s.changePoints.map((c) => [\n    `${c.previousCommit.slice(0, 12)} \u2192 ${c.commit.slice(0, 12)}`,\n    `${number(c.meanBefore, s.unit)} \u2192 ${number(c.meanAfter, s.unit)}`,\n    pct(c.forwardChangePct),\n    c.pValue.toPrecision(2),\n  ]);\n  const count = s.changePoints.length;\n  return {\n    nodes: [\n      el(\n        'h1',\n        {},\n        link('#/', 'Projects'),\n        ' / ',\n        link(hash('p', project), project),\n        ' / ',\n        link(hash('p', project, 'b', branch), branch),\n        ` / ${key} \xB7 ${metric}`,\n      ),\n      chart.figure,\n      el('p', {\n        class: 'note',\n        text: `${s.points.length} runs; ${count === 1 ? 'the dashed red line marks the change point' : `dashed red lines mark the ${count} change points`} (E-divisive means, as Otava).`,\n      }),\n      changes.length\n        ? table('Change points', ['commits', 'mean before \u2192 after', 'change', 'p'], changes, [2, 3])\n        : el('p', { text: 'No change point.' }),\n      el(\n        'section',\n        {},\n        el('h2', { text: 'Alerts of this series' }),\n        s.alerts.length\n          ? alertsTable(project, s.alerts, 'Alerts, any status')\n          : el('p', { text: 'No alerts.' }),\n      ),\n    ],\n    after: chart.draw,\n  };\n}\n" }, "dashboardCss": "/* What only the dashboard has; the HTML report's stylesheet (tables, figures, tooltips) comes before it. */\nbody {\n  padding-top: 0;\n}\nheader {\n  display: flex;\n  justify-content: space-between;\n  align-items: center;\n  padding: 0.75rem 0;\n  border-bottom: 1px solid #d0d7de;\n}\nheader .home {\n  font-weight: 700;\n  font-size: 1.15rem;\n  color: #1f2328;\n  text-decoration: none;\n}\na {\n  color: #0969da;\n}\nbutton {\n  font: inherit;\n  font-size: 0.85rem;\n  margin-right: 0.4rem;\n}\n.status {\n  border-radius: 0.8em;\n  padding: 0 0.5em;\n  background: #eaeef2;\n}\n.s-untriaged {\n  background: #fff8c5;\n}\n.s-acknowledged {\n  background: #ddf4ff;\n}\n.s-fixed {\n  background: #dafbe1;\n}\n.d-regression,\n.error {\n  color: #a40e26;\n}\n.d-improvement {\n  color: #116329;\n}\n.copied {\n  color: #59636e;\n  font-size: 0.88rem;\n}\ncode {\n  background: #f6f8fa;\n  padding: 0.1rem 0.3rem;\n  overflow-wrap: anywhere;\n}\n/* The token box and its button apart enough to tell where one ends. */\n#signin form,\n#signin {\n  display: flex;\n  align-items: center;\n  gap: 0.5rem;\n}\n#signin input {\n  padding: 0.2rem 0.4rem;\n}\n" };

// src/service/dashboard/assets.ts
var loaded;
function dashboardAssets() {
  const browser = new URL("browser/", import.meta.url);
  const beside = (file) => readFileSync(new URL(file, browser), "utf8");
  loaded ??= BUNDLED_ASSETS ?? {
    dashboardModules: Object.fromEntries(
      readdirSync(browser).filter((file) => file.endsWith(".js")).map((file) => [file, beside(file)])
    ),
    dashboardCss: beside("dashboard.css")
  };
  return loaded;
}

// src/service/dashboard/compare-view.ts
async function comparisonPage(app, params, authorization) {
  const { project, id, baselineId } = params;
  const base = `/api/v1/projects/${encodeURIComponent(project)}/runs`;
  const get = (url) => app.inject({ method: "GET", url, headers: authorization ? { authorization } : {} });
  const answers = await Promise.all([
    get(`${base}/${baselineId}`),
    get(`${base}/${id}`),
    get(`${base}/${baselineId}/file`),
    get(`${base}/${id}/file`)
  ]);
  const failed = answers.find((r) => r.statusCode !== 200);
  if (failed)
    return { status: failed.statusCode, type: "application/json; charset=utf-8", body: failed.body };
  const [baseline, candidate] = answers.slice(0, 2).map((r) => r.json());
  const bodies = [
    { name: baseline.name, data: answers[2].rawPayload, format: baseline.format },
    { name: candidate.name, data: answers[3].rawPayload, format: candidate.format }
  ];
  const store = app.benchdelta.store;
  const projectId = (await store.projects.find(project))?.id ?? 0;
  const [b, c] = await Promise.all([
    store.runs.get(projectId, Number(baselineId)),
    store.runs.get(projectId, Number(id))
  ]);
  const history = b && c ? await historyBefore(store, b, c) : void 0;
  try {
    const report = await compareStoredBodies(bodies, [runLabel(baseline), runLabel(candidate)], (r) => r, history);
    const html = renderReportHtml(report, {
      title: `${project}: ${runLabel(candidate)} vs ${runLabel(baseline)}`,
      back: {
        href: `/dashboard/#/p/${encodeURIComponent(project)}/b/${encodeURIComponent(candidate.branch)}`,
        text: `\u2190 ${project} / ${candidate.branch}`
      }
    });
    return { status: 200, type: "text/html; charset=utf-8", body: html };
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    return {
      status: 400,
      type: "application/json; charset=utf-8",
      body: JSON.stringify({ error: "Bad Request", message: e.message })
    };
  }
}

// src/service/dashboard/plugin.ts
var CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join("; ");
function reportPolicy(html) {
  const hashes = (tag) => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`).join(" ");
  return [
    "default-src 'none'",
    `script-src ${hashes("script") || "'none'"}`,
    `style-src ${hashes("style") || "'none'"}`,
    "style-src-attr 'unsafe-inline'",
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'"
  ].join("; ");
}
var SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>benchdelta</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dashboard/assets/uplot.css">
<link rel="stylesheet" href="/dashboard/assets/report.css">
<link rel="stylesheet" href="/dashboard/assets/dashboard.css">
</head>
<body>
<header><a class="home" href="/dashboard/#/">benchdelta</a><span id="signin"></span></header>
<main id="app" aria-live="polite"><p>Loading\u2026</p></main>
<script src="/dashboard/assets/uplot.js"></script>
<script type="module" src="/dashboard/assets/dashboard.js"></script>
</body>
</html>
`;
var ASSETS = {
  "uplot.js": { type: "text/javascript; charset=utf-8", text: () => htmlAssets().uplotJs },
  "uplot.css": { type: "text/css; charset=utf-8", text: () => htmlAssets().uplotCss },
  // The HTML report's stylesheet (tables, figures, tooltips); dashboard.css adds what only the dashboard has.
  "report.css": { type: "text/css; charset=utf-8", text: () => htmlAssets().pageCss },
  "dashboard.css": { type: "text/css; charset=utf-8", text: () => dashboardAssets().dashboardCss }
};
function assetNamed(file) {
  if (Object.hasOwn(ASSETS, file)) return ASSETS[file];
  const modules = dashboardAssets().dashboardModules;
  if (!Object.hasOwn(modules, file)) return void 0;
  return { type: "text/javascript; charset=utf-8", text: () => modules[file] };
}
var hidden = { schema: { hide: true } };
function sendShell(reply) {
  return reply.header("content-security-policy", CSP).type("text/html; charset=utf-8").send(SHELL);
}
var dashboardPlugin = async (app) => {
  app.get("/", hidden, async (_request, reply) => sendShell(reply));
  app.get("/dashboard", hidden, async (_request, reply) => reply.redirect("/dashboard/"));
  app.get("/dashboard/*", hidden, async (_request, reply) => sendShell(reply));
  app.get("/dashboard/assets/:file", hidden, async (request, reply) => {
    const asset = assetNamed(request.params.file);
    if (!asset) return reply.code(404).send({ error: "Not Found", message: "no such dashboard asset" });
    return reply.type(asset.type).header("cache-control", "public, max-age=300").send(asset.text());
  });
  app.get(
    "/dashboard/compare/:project/:id/:baselineId",
    {
      schema: {
        hide: true,
        params: {
          type: "object",
          properties: {
            project: { type: "string", minLength: 1, maxLength: 200 },
            id: { type: "string", pattern: "^[0-9]{1,15}$" },
            baselineId: { type: "string", pattern: "^[0-9]{1,15}$" }
          },
          required: ["project", "id", "baselineId"]
        }
      }
    },
    async (request, reply) => {
      const page = await comparisonPage(app, request.params, request.headers.authorization);
      if (typeof page.body === "string" && page.type.startsWith("text/html")) {
        reply.header("content-security-policy", reportPolicy(page.body));
      }
      if (request.headers.authorization) reply.header("cache-control", "private, no-store");
      return reply.code(page.status).type(page.type).send(page.body);
    }
  );
};
export {
  dashboardPlugin
};
