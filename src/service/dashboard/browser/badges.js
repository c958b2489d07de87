// A branch's badge: the image, and the Markdown and shields.io snippets to copy.
/* global window, navigator, location */
import { el } from './dom.js';
import { enc } from './format.js';

export function badgeSnippets(project, branch) {
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
          e.target.replaceWith(el('p', { class: 'note', text: 'No public badge: the project is private.' })),
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
