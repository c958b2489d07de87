// A project's alerts as a table, each with its triage buttons (enabled once signed in with the project token).
import { api, tokenOf } from './api.js';
import { el, link, paged } from './dom.js';
import { hash, pct } from './format.js';

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

export function alertsTable(project, alerts, caption) {
  if (alerts.length === 0) return el('p', { text: 'No open alerts.' });
  return paged(caption, ['series', 'change', 'commits', 'status', 'triage'], alertRows(project, alerts));
}
