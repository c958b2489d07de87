// Where the service's worker thread starts: the bundle's dist/service-worker.js next to the code that asks (or
// one folder up, from a shared chunk under dist/chunks/), else, running from the sources (Jest, tsx), the
// TypeScript entry beside this file, loaded through Node's own type stripping with `.js` imports resolved to
// their `.ts` files (what the compiler's NodeNext resolution does for the sources).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface WorkerSource {
  /** A script URL, or (from the sources) code to evaluate. */
  script: URL | string;
  eval: boolean;
  /** Passed to the worker as workerData. */
  data?: unknown;
}

const exists = (url: URL) => url.protocol === 'file:' && existsSync(fileURLToPath(url));

// Evaluated as the worker's CommonJS script: hooks that strip the types of src/ modules, then the entry.
const FROM_SOURCES = `
const { registerHooks, stripTypeScriptTypes } = require('node:module');
const { existsSync, readFileSync } = require('node:fs');
const { fileURLToPath } = require('node:url');
const { workerData } = require('node:worker_threads');
process.removeAllListeners('warning'); // stripTypeScriptTypes is experimental in Node 24: said once per load
registerHooks({
  resolve(specifier, context, next) {
    if (context.parentURL?.endsWith('.ts') && /^\\.\\.?\\//.test(specifier) && specifier.endsWith('.js')) {
      const ts = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
      if (existsSync(fileURLToPath(ts))) return { url: ts.href, format: 'module', shortCircuit: true };
    }
    return next(specifier, context);
  },
  load(url, context, next) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
    const text = readFileSync(fileURLToPath(url), 'utf8');
    const source = stripTypeScriptTypes(text, { mode: 'transform', sourceUrl: url });
    return { format: 'module', source, shortCircuit: true };
  },
});
import(workerData.entry);
`;

/** The worker's script, or null when neither the bundle's nor the sources' is there. */
export function serviceWorkerSource(): WorkerSource | null {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = new URL('./service-worker.ts', here);
    return exists(entry) ? { script: FROM_SOURCES, eval: true, data: { entry: entry.href } } : null;
  }
  for (const relative of ['./service-worker.js', '../service-worker.js']) {
    const url = new URL(relative, here);
    if (exists(url)) return { script: url, eval: false };
  }
  return null;
}
