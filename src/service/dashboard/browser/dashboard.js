// The service's dashboard (the page's one module; the others it imports sit beside it): reads the JSON API of
// the page's own origin and draws projects → branches → series (uPlot, change points marked) with their alerts,
// runs (compare any two) and badge snippets. Alert triage sends the project token the user signed in with
// (kept in this tab's sessionStorage only). Every name from the API reaches the page as textContent, never as
// markup. This module routes the address (#/p/<project>/b/<branch>/s/<key>/<metric>/<machine>) to a view.
/* global document, window, location */
import { viewProject } from './api.js';
import { el } from './dom.js';
import { renderSignin } from './signin.js';
import { branchView, projectsView, projectView, seriesView } from './views.js';

const app = document.getElementById('app');
const signin = document.getElementById('signin');

async function route() {
  const parts = location.hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter((p, i, all) => p !== '' || i < all.length - 1)
    .map(decodeURIComponent);
  const project = parts[0] === 'p' ? parts[1] : undefined;
  viewProject(project);
  renderSignin(signin, project, route);
  try {
    let view;
    if (!project) view = { nodes: await projectsView() };
    else if (parts[2] !== 'b') view = { nodes: await projectView(project) };
    else if (parts[4] !== 's') view = { nodes: await branchView(project, parts[3]) };
    else view = await seriesView(project, parts[3], parts[5], parts[6], parts[7], () => app.clientWidth);
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
