// Shared by the bench scripts that judge PRs with the service's history: the service started as a child process
// on loopback (SQLite in a scratch folder, the CLI bundled from src/), a token, uploads to main as the Action's
// upload step makes them, and the noise route's answer as the Action fetches it with `service-url`.
/* global fetch, URLSearchParams */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { bundleCli } from './src-bundle.mjs';

/** Starts the service in `scratch`; resolves to { upload, noise, stop }. */
export async function startService(scratch, project = 'cal') {
  const cli = await bundleCli(path.join(scratch, 'cli.mjs'));
  const db = path.join(scratch, 'service.db');
  const token = execFileSync(process.execPath, [cli, 'token', 'create', project, '--db', db], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
  const server = spawn(process.execPath, [cli, 'serve', '--db', db, '--port', '0', '--log-level', 'error'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (c) => {
      out += c;
      const m = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
      if (m) resolve(m[1]);
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
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
    stop: () => server.kill(),
  };
}
