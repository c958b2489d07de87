// Cold start of the bundled action (dist/index.js): from spawn to the first request it sends to the API, as
// the runner would start it on a pull_request. A loopback server records when the first request arrives and the
// child is then stopped. Reference: a bare `node -e "fetch(url)"` reaching the same server, in the same run.
// Standalone: `node bench/action-cold-start.mjs`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

export async function measureActionColdStart({ repo, shared, runs }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-coldstart-'));
  writeFileSync(
    path.join(dir, 'bench.txt'),
    readFileSync(path.join(shared, 'fixtures', 'gobench', 'pr.txt')),
  );
  writeFileSync(
    path.join(dir, 'event.json'),
    JSON.stringify({
      number: 1,
      pull_request: {
        number: 1,
        head: { sha: 'a'.repeat(40), ref: 'feature' },
        base: { sha: 'b'.repeat(40), ref: 'main' },
      },
      repository: { name: 'r', owner: { login: 'o' }, default_branch: 'main' },
    }),
  );
  let onRequest = () => {};
  const server = createServer((_req, res) => {
    onRequest();
    res.writeHead(503).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;

  /** Median ms from spawn to the first request the server sees. */
  async function timeToFirstRequest(args, env) {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const start = process.hrtime.bigint();
      const child = spawn(process.execPath, args, {
        env: { PATH: process.env.PATH, ...env },
        stdio: 'ignore',
      });
      await new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${args.join(' ')}: no request within 10 s`)),
          10_000,
        );
        onRequest = () => {
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
          clearTimeout(timer);
          resolve();
        };
      });
      onRequest = () => {};
      child.kill();
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((r) => child.once('exit', r));
    }
    times.sort((a, b) => a - b);
    return { ms: times[Math.floor(times.length / 2)], peakMb: NaN };
  }

  try {
    const reference = await timeToFirstRequest(['-e', `fetch(${JSON.stringify(url)}).catch(() => {})`], {});
    const action = await timeToFirstRequest([path.join(repo, 'dist', 'index.js')], {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_RUN_ID: '1',
      GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/bench.yml@refs/heads/main',
      GITHUB_WORKSPACE: dir,
      RUNNER_TEMP: dir,
      GITHUB_API_URL: url,
      'INPUT_GITHUB-TOKEN': 'ghs_coldstart',
      INPUT_BASELINE: 'artifact:bench',
      INPUT_CANDIDATE: 'bench.txt',
    });
    return { action, reference: { name: 'node fetch', ...reference } };
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const { action, reference } = await measureActionColdStart({
    repo,
    shared: path.resolve(repo, '__fixtures__/shared'),
    runs,
  });
  console.log(
    `action: cold start to 1st API call ${action.ms.toFixed(0)} ms  ×${(action.ms / reference.ms).toFixed(2)} vs ` +
      `${reference.name} (${reference.ms.toFixed(0)} ms)   target: ≤ 300 ms`,
  );
}
