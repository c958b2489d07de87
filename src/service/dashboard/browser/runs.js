// A branch's runs, newest first, a page at a time: pick any two to compare, or follow a run to its previous.
/* global URLSearchParams */
import { api, projectPath } from './api.js';
import { el, link, PAGE, table } from './dom.js';
import { enc, pct, when } from './format.js';

/**
 * A link to the comparison view (the server reads the two runs with the caller's credentials: a link sends
 * none, so a private project's comparison is read through the API with its token instead).
 */
const compareLink = (project, id, baselineId, text) =>
  link(`/dashboard/compare/${enc(project)}/${id}/${baselineId}`, text);

/** The section's node, and `load` to add the next page of runs (awaited once before the view shows). */
export function runsSection(project, branch) {
  const box = el('div');
  const rows = [];
  const chosen = { baseline: null, candidate: null };
  const compareBox = el('p');
  const update = () => {
    const ok = chosen.baseline !== null && chosen.candidate !== null && chosen.baseline !== chosen.candidate;
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
