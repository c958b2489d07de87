// `node bench/service.mjs` (also the end of `npm run bench`): the service on both stores — ingest of an 18k-block
// run, compare of two stored 18k runs, badge requests under autocannon, and change points over 1,000 series ×
// 500 points — each printed with its ratio to a reference measured in the same run (the core doing the same
// work without the service), and its target from issue #13. Needs PostgreSQL at BENCHDELTA_BENCH_PG (default
// postgres://postgres@127.0.0.1:5432/postgres) for the PostgreSQL half; BENCH_SERVICE_STORES=sqlite skips it.
/* global fetch, setTimeout, URLSearchParams */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { serveChild } from './service-loopback.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(repo, '__fixtures__/shared');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const stores = (process.env.BENCH_SERVICE_STORES ?? 'sqlite,postgres').split(',');
const pgAdmin = process.env.BENCHDELTA_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-bench-service-'));

// The service and the core, bundled from the sources as `npm run package` would (dist/ may be stale).
const entry = path.join(scratch, 'entry.ts');
writeFileSync(
  entry,
  ['service/store/open.ts', 'service/tokens.ts', 'service/change-alerts.ts', 'core/changepoints.ts']
    .map((f) => `export * from ${JSON.stringify(path.join(repo, 'src', f))};`)
    .concat(
      `export { readBlockLog } from ${JSON.stringify(path.join(repo, 'src/formats/eth/index.ts'))};`,
      `export { compareInputs } from ${JSON.stringify(path.join(repo, 'src/pipeline/compare-inputs.ts'))};`,
      `export { compareRequest } from ${JSON.stringify(path.join(repo, 'src/pipeline/compare-request.ts'))};`,
      `export { renderReportJson } from ${JSON.stringify(path.join(repo, 'src/report/report.ts'))};`,
    )
    .join('\n'),
);
await build({
  entryPoints: { lib: entry, cli: path.join(repo, 'src/cli/main.ts') },
  outdir: scratch,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  logLevel: 'error',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
const lib = await import(pathToFileURL(path.join(scratch, 'lib.mjs')).href);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Median wall time of `count` calls; `pauseMs` before each lets the server's background work settle. */
async function timeIt(fn, count = runs, pauseMs = 0) {
  const times = [];
  for (let i = 0; i < count; i++) {
    if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  return median(times);
}

function line(name, ms, reference, target) {
  console.log(
    `${name.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms  ×${(ms / reference.ms).toFixed(2)} vs ${reference.name} ` +
      `(${reference.ms.toFixed(0)} ms)   target: ${target}`,
  );
}

async function createDatabase(kind) {
  if (kind === 'sqlite')
    return { spec: path.join(scratch, `bench-${Date.now()}.sqlite`), drop: async () => undefined };
  const name = `bd_service_bench_${process.pid}_${Date.now().toString(36)}`;
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

const files = ['besu-18k-control.log.gz', 'besu-18k-test.log.gz'].map((f) =>
  path.join(shared, 'fixtures/synthetic', f),
);
const bodies = files.map((f) => readFileSync(f));

async function post(url, token, body, params) {
  const q = new URLSearchParams({ branch: 'main', name: 'besu.log', ...params });
  const res = await fetch(`${url}/api/v1/projects/bench/runs?${q}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
  });
  if (res.status !== 201) throw new Error(`ingest: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

async function benchStore(kind) {
  console.log(`\n${kind}:`);
  const db = await createDatabase(kind);
  const store = lib.openStore(db.spec);
  await store.migrate();
  const { token } = await lib.createToken(store, 'bench');
  const server = await serveChild(path.join(scratch, 'cli.mjs'), db.spec);
  try {
    // Ingest: upload → parsed → stored with its series points, acknowledged.
    let n = 0;
    const ids = [];
    await post(server.url, token, bodies[0], { commit: 'warm', run: 'warm' });
    const ingest = await timeIt(
      async () => {
        ids.push(await post(server.url, token, bodies[n % 2], { commit: `c${n}`, run: `r${n}` }));
        n++;
      },
      Math.max(runs, 6),
    );
    const readRef = await timeIt(() => lib.readBlockLog(files[0], { attrs: true }));
    line('ingest: 18k-block Besu run (.gz)', ingest, { name: 'reading it (core)', ms: readRef }, '≤ 300 ms');

    // Compare: each pair once (no cache), so every request reads, parses and compares both stored bodies.
    let k = 0;
    const compare = await timeIt(
      async () => {
        const [a, b] = [ids[k % ids.length], ids[(k + 1) % ids.length]];
        k += 2;
        const res = await fetch(`${server.url}/api/v1/projects/bench/runs/${b}/compare/${a}`);
        if (res.status !== 200) throw new Error(`compare: ${res.status}`);
        await res.text();
      },
      Math.floor(ids.length / 2),
    );
    const cmd = lib.compareRequest({ baseline: files[0], candidates: files.slice(1) });
    const compareRef = await timeIt(async () => lib.renderReportJson(await lib.compareInputs(cmd)));
    line(
      'compare: two stored 18k runs (JSON)',
      compare,
      { name: 'compare of the files (core)', ms: compareRef },
      '≤ 200 ms',
    );

    // Badges: 10 connections for 5 s against the branch badge.
    const badgeUrl = `${server.url}/badge/bench/main.svg`;
    await fetch(badgeUrl).then((r) => r.text());
    const result = await autocannon({ url: badgeUrl, connections: 10, duration: 5 });
    const healthz = await autocannon({ url: `${server.url}/healthz`, connections: 10, duration: 3 });
    console.log(
      `${'badge: /badge/PROJECT/BRANCH.svg'.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} req/s, ` +
        `p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}  ×${(result.requests.average / healthz.requests.average).toFixed(2)} ` +
        `of /healthz (${Math.round(healthz.requests.average)} req/s)   target: ≥ 5,000 req/s, p99 ≤ 10 ms`,
    );
  } finally {
    await server.stop();
  }

  // Change points: 1,000 series × 500 points, stored, then analysed by the service's sweep (whole series).
  const values = Array.from({ length: 1000 }, (_, s) =>
    Array.from(
      { length: 500 },
      (_, i) => 100 * (1 + 0.03 * Math.sin(i * 12.9898 + s * 78.233) + (s % 10 === 0 && i >= 250 ? 0.1 : 0)),
    ),
  );
  const { id: projectId } = await store.projects.ensure('changepoints');
  for (let i = 0; i < 500; i++) {
    await store.runs.ingest({
      projectId,
      branch: 'main',
      commit: `c${i}`,
      runKey: `cp${i}`,
      name: 'bench.json',
      machine: '',
      workflow: null,
      time: 1_700_000_000_000 + i * 60_000,
      format: 'custom',
      kind: 'micro',
      body: Buffer.from([0x1f, 0x8b]),
      bodyBytes: 0,
      points: values.map((v, s) => ({
        key: `s${s}`,
        metric: 'time',
        unit: 's',
        direction: 'smaller-is-better',
        value: v[i],
      })),
    });
  }
  const options = { ...lib.DEFAULT_ALERT_OPTIONS, tail: 500 };
  let alerts = 0;
  const t = performance.now();
  for (;;) {
    const done = await store.series.analyseDirty((tail) => lib.alertsForTail(tail, options), {
      batch: 50,
      tail: 500,
    });
    alerts += done.alerts;
    if (done.series === 0) break;
  }
  const analyse = performance.now() - t;
  const pure = await timeIt(() => values.forEach((v) => lib.detectChangePoints(v, options)), 1);
  line(
    `change points: 1,000 × 500 (${alerts} alerts)`,
    analyse,
    { name: 'detection alone (core)', ms: pure },
    '≤ 2000 ms',
  );
  await store.close();
  await db.drop();
}

console.log(`node ${process.version}, ${os.cpus().length} cores, medians of ${runs}; service benches`);
try {
  for (const kind of stores) await benchStore(kind);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
