// Shared by the bench scripts that run the service: `benchdelta serve` as a child process on loopback (its own
// process, as in production: the load generator does not share its CPU), a token made by the CLI, and for the
// calibrations a scratch service with uploads to main and the noise route's answer as the Action fetches it.
/* global fetch, URLSearchParams */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { bundleCli } from './src-bundle.mjs';

/**
 * `node cli serve --db DB --port 0` until it prints where it listens: { url, child, stop } (stop ends it with
 * SIGTERM and resolves when it has exited). Rejects with its output when it exits before listening.
 */
export function serveChild(cli, db, { logLevel = 'error' } = {}) {
  const child = spawn(process.execPath, [cli, 'serve', '--db', db, '--port', '0', '--log-level', logLevel], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = /^listening on (\S+)$/m.exec(out);
      if (m)
        resolve({
          url: m[1],
          child,
          stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
        });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** A write token of `project` made with the CLI (`benchdelta token create`). */
export function createTokenWithCli(cli, db, project) {
  return execFileSync(process.execPath, [cli, 'token', 'create', project, '--db', db], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
}

/** Starts the service in `scratch` (SQLite, the CLI bundled from src/); resolves to { upload, noise, stop }. */
export async function startService(scratch, project = 'cal') {
  const cli = await bundleCli(path.join(scratch, 'cli.mjs'));
  const db = path.join(scratch, 'service.db');
  const token = createTokenWithCli(cli, db, project);
  const server = await serveChild(cli, db);
  const base = server.url;
  const auth = { authorization: `Bearer ${token}` };
  return {
    /** One run of `machine` on main: `text` is the results file, `name` tells its format by its extension. */
    async upload(machine, commit, time, text, name = 'bench.txt') {
      const q = new URLSearchParams({
        branch: 'main',
        commit,
        run: commit,
        name,
        machine,
        time: String(time),
      });
      const res = await fetch(`${base}/api/v1/projects/${project}/runs?${q}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/plain' },
        body: text,
      });
      if (res.status >= 300) throw new Error(`upload ${commit}: ${res.status} ${await res.text()}`);
    },
    /** The noise route's answer for `machine` on main (what `--noise-history` reads). */
    async noise(machine, last = 30) {
      const res = await fetch(
        `${base}/api/v1/projects/${project}/noise?branch=main&machine=${machine}&last=${last}`,
        { headers: auth },
      );
      if (res.status !== 200) throw new Error(`noise ${machine}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    stop: () => server.stop(),
  };
}
