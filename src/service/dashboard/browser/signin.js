// The header's sign-in to the project on view: a project token (for triage and private projects), or sign out.
import { forgetToken, keepToken, tokenOf } from './api.js';
import { el } from './dom.js';

/** Draws the sign-in into `signin`; `changed` redraws the view once the token is kept or forgotten. */
export function renderSignin(signin, project, changed) {
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
        on: { click: () => (forgetToken(project), changed()) },
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
            if (input.value.trim()) keepToken(project, input.value.trim());
            changed();
          },
        },
      },
      input,
      el('button', { type: 'submit', text: 'Sign in to triage' }),
    ),
  );
}
