// `node bench/hostile-upload.mjs`: the service as a child process on loopback (SQLite; add PostgreSQL with
// BENCH_HOSTILE_STORES=sqlite,postgres), sent what a careless or hostile client sends — gzip bombs, huge bodies
// with and without a token, bodies that trickle in, bad fields, runs out of order — with good runs in between.
// Checks that every request is answered within its timeout, the server's RSS ends under 300 MB, and every good
// run gets its verdict; then /healthz under a 200,000-benchmark upload and three anonymous noise reads
// (service-responsiveness.mjs; BENCH_HOSTILE_ONLY=responsiveness runs that part alone); prints the figures. Bounded: a fixed list of requests, nothing leaves 127.0.0.1.
/* global fetch, setTimeout, setImmediate, setInterval, clearInterval, performance */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createTokenWithCli, serveChild } from './service-loopback.mjs';
import { printResponsiveness, responsiveness } from './service-responsiveness.mjs';
import { bundle } from '../scripts/bundle.mjs';
import pg from 'pg';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.resolve(repo, '__fixtures__/shared/fixtures');
const stores = (process.env.BENCH_HOSTILE_STORES ?? 'sqlite').split(',');
const pgAdmin = process.env.BENCHDELTA_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-bench-hostile-'));
const MB = 1 << 20;

// The build dist/ gets (its CLI, and the service's worker thread beside it), from the sources.
await bundle(path.join(scratch, 'dist'));
const cli = path.join(scratch, 'dist', 'cli.js');

const rssMb = (pid) =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** POSTs chunks `gapMs` apart; resolves with the status (0: no answer) and the time to it. */
function post(url, headers, chunks, gapMs = 0) {
  const start = performance.now();
  return new Promise((resolve) => {
    let done = false;
    let status = 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const finish = () => {
      if (done) return;
      done = true;
      req.destroy();
      agent.destroy();
      resolve({ status, ms: performance.now() - start });
    };
    const req = http.request(url, { method: 'POST', headers, agent }, (res) => {
      status = res.statusCode;
      res.resume();
      res.on('end', finish);
      res.on('error', finish);
    });
    req.on('error', () => setTimeout(finish, 200));
    let i = 0;
    const next = () => {
      if (done) return;
      if (i === chunks.length) return void req.end();
      req.write(chunks[i++], () => (gapMs ? setTimeout(next, gapMs) : setImmediate(next)));
    };
    next();
  });
}

/** Requests sent at once as one: their status when they all agree (else each), and the slowest one's time. */
const slowest = (answers) => ({
  status: [...new Set(answers.map((a) => a.status))].join('/'),
  ms: Math.max(...answers.map((a) => a.ms)),
});

async function database(kind) {
  if (kind === 'sqlite')
    return { spec: path.join(scratch, `hostile-${Date.now()}.sqlite`), drop: async () => {} };
  const name = `bd_hostile_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgAdmin);
  url.pathname = `/${name}`;
  return {
    spec: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: pgAdmin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function runOn(kind) {
  const loadStart = load();
  const db = await database(kind);
  const token = createTokenWithCli(cli, db.spec, 'hostile');
  const { url: base, child } = await serveChild(cli, db.spec);
  const rssStart = rssMb(child.pid);
  const url = (run, extra = '') =>
    `${base}/api/v1/projects/hostile/runs?branch=main&commit=${run}&run=${run}&name=bench.txt${extra}`;
  const auth = { authorization: `Bearer ${token}` };
  const good = [
    readFileSync(path.join(fixtures, 'gobench/baseline.txt')),
    readFileSync(path.join(fixtures, 'gobench/pr.txt')),
  ];
  const member = gzipSync(Buffer.alloc(64 * MB));
  const results = [];
  let peak = rssStart;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 100);
  // [label, expected status, limit ms, request]
  const attacks = [
    ['gzip bomb 5 GB (token)', 413, 60_000, () => post(url('b1'), auth, Array(80).fill(member))],
    [
      'two bombs at once',
      413,
      60_000,
      () =>
        Promise.all([
          post(url('b2'), auth, Array(80).fill(member)),
          post(url('b3'), auth, Array(80).fill(member)),
        ]).then(slowest),
    ],
    ['60 MB body, no token', 401, 30_000, () => post(url('n1'), {}, Array(60).fill(Buffer.alloc(MB, 97)))],
    [
      '10 × 60 MB, no token',
      401,
      60_000,
      () =>
        Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            post(url(`n${i + 2}`), {}, Array(60).fill(Buffer.alloc(MB, 97))),
          ),
        ).then(slowest),
    ],
    ['70 MB body with token', 413, 30_000, () => post(url('h1'), auth, Array(70).fill(Buffer.alloc(MB, 97)))],
    ['time in milliseconds', 400, 5_000, () => post(url('t1', `&time=${Date.now()}`), auth, [good[0]])],
    ['time 999999999999999', 400, 5_000, () => post(url('t2', '&time=999999999999999'), auth, [good[0]])],
    [
      'multipart form',
      415,
      5_000,
      () =>
        post(url('f1'), { ...auth, 'content-type': 'multipart/form-data; boundary=x' }, [
          Buffer.from('--x\r\n'),
        ]),
    ],
  ];
  const slow = Array.from({ length: 20 }, (_, i) =>
    post(url(`s${i}`), { ...auth, 'content-length': '100000' }, Array(100).fill(Buffer.alloc(10, 97)), 2000),
  );
  const goodIds = [];
  const now = Math.floor(Date.now() / 1000);
  // Good runs between the attacks, dated out of order (the 3rd is the newest, then the 1st…).
  const order = [3, 1, 2, 5, 4, 7, 6, 8, 9];
  for (let i = 0; i < attacks.length; i++) {
    const g = await post(url(`g${i}`, `&time=${now - 1000 + order[i] * 10}`), auth, [good[i % 2]]);
    if (g.status === 201) goodIds.push(g);
    const [label, expected, limit, send] = attacks[i];
    const r = await send();
    results.push({
      label,
      status: r.status,
      expected,
      ms: Math.round(r.ms),
      ok: String(r.status) === String(expected) && r.ms < limit,
    });
  }
  const g = await post(url('g-last', `&time=${now - 1000 + order[8] * 10}`), auth, [good[0]]);
  if (g.status === 201) goodIds.push(g);
  const slowAnswers = slowest(await Promise.all(slow));
  results.push({
    label: '20 slow bodies (10 B / 2 s)',
    status: slowAnswers.status,
    expected: '408',
    ms: Math.round(slowAnswers.ms),
    ok: slowAnswers.status === '408' && slowAnswers.ms < 75_000,
  });
  clearInterval(sampler);
  // Every good run gets its verdict (the first has no previous run: null is its verdict).
  let runs = [];
  for (let waited = 0; waited < 30_000; waited += 500) {
    runs = (await (await fetch(`${base}/api/v1/projects/hostile/runs?limit=50`)).json()).runs.filter((r) =>
      r.run.startsWith('g'),
    );
    if (runs.filter((r) => r.comparedWith !== null).length === runs.length - 1) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 3000));
  const rssEnd = rssMb(child.pid);
  child.kill('SIGKILL');
  await db.drop();
  console.log(
    `\n${kind}: RSS start ${rssStart.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, end ${rssEnd.toFixed(0)} MB (goal < 300)`,
  );
  console.log(
    `  ${new Date().toISOString()}, load average (1, 5, 15 min) ${loadStart} at the start, ${load()} at the end`,
  );
  for (const r of results)
    console.log(
      `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.label.padEnd(28)} ${String(r.status).padEnd(8)} (want ${r.expected}) ${r.ms} ms`,
    );
  const judged = runs.filter((r) => r.comparedWith !== null).length;
  console.log(
    `  good runs stored ${runs.length}/${attacks.length + 1}, judged against their predecessor ${judged}/${runs.length - 1}`,
  );
  return (
    results.every((r) => r.ok) &&
    rssEnd < 300 &&
    runs.length === attacks.length + 1 &&
    judged === runs.length - 1
  );
}

let ok = true;
try {
  for (const kind of stores) {
    if (process.env.BENCH_HOSTILE_ONLY !== 'responsiveness') ok = (await runOn(kind)) && ok;
    // Issue 29: heavy requests of one project against everyone else's (bench/service-responsiveness.mjs).
    const db = await database(kind);
    try {
      const benchmarks = Number(process.env.BENCH_HOSTILE_BENCHMARKS ?? 200_000);
      ok = printResponsiveness(kind, await responsiveness(cli, db, fixtures, { benchmarks })) && ok;
    } finally {
      await db.drop();
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
