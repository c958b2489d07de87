// The JSON API of the page's own origin, read with the token of the project on view once signed in to it
// (kept in this tab's sessionStorage only).
/* global fetch, sessionStorage */
import { enc } from './format.js';

const tokenKey = (project) => `benchdelta-token:${project}`;
export const tokenOf = (project) => sessionStorage.getItem(tokenKey(project));
export const keepToken = (project, token) => sessionStorage.setItem(tokenKey(project), token);
export const forgetToken = (project) => sessionStorage.removeItem(tokenKey(project));

/** The project of the view shown: its token, once signed in, also reads a private project. */
let viewedProject;
export const viewProject = (project) => {
  viewedProject = project;
};

const authHeader = () => {
  const token = viewedProject && tokenOf(viewedProject);
  return token ? { authorization: `Bearer ${token}` } : {};
};

export async function api(path, init = {}) {
  const res = await fetch(path, {
    ...init,
    headers: { accept: 'application/json', ...authHeader(), ...(init.headers ?? {}) },
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error(body?.message ?? `HTTP ${res.status}`);
  return body;
}

/**
 * Every page of a paged list route: `list` is the array's field, `cursor` the query parameter its `next` fills
 * (series-keys: `after`, alerts: `before`). Stops at `maxPages` (a branch of a million series is not drawn).
 */
export async function allPages(path, list, cursor, maxPages = 100) {
  const items = [];
  let next = null;
  for (let page = 0; page < maxPages; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const body = await api(next === null ? path : `${path}${sep}${cursor}=${encodeURIComponent(next)}`);
    items.push(...body[list]);
    next = body.next ?? null;
    if (next === null) break;
  }
  return { [list]: items };
}

export const projectPath = (p) => `/api/v1/projects/${enc(p)}`;
