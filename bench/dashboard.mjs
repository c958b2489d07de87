// `node bench/dashboard.mjs`: the dashboard's view of a 1,000-point series (issue 14: loads in under 1 s).
// Starts the bundled `benchdelta serve` on a fresh SQLite file, uploads 1,000 runs of one benchmark through the
// API (a step in the middle, so there is a change point to mark), then times, in Debian's Chromium, the series
// view from navigation to its chart drawn, against the projects view of the same service (one small request).
// Needs `npm run package` and /usr/bin/chromium.
/* global fetch, URLSearchParams */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createTokenWithCli, serveChild } from './service-loopback.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(repo, 'dist', 'cli.js');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const POINTS = 1000;
if (!existsSync(cli)) {
  console.error('dist/cli.js is missing: run "npm run package" first');
  process.exit(2);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-dashboard-bench-'));
const db = path.join(dir, 'service.sqlite');
const token = createTokenWithCli(cli, db, 'bench');
const server = await serveChild(cli, db, { logLevel: 'silent' });
const { url } = server;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const noise = (i) => Math.sin(i * 12.9898) * 0.02;

try {
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < POINTS) {
        const i = next++;
        const value = (i < POINTS / 2 ? 100 : 110) * (1 + noise(i));
        const q = new URLSearchParams({
          branch: 'main',
          commit: i.toString(16).padStart(40, '0'),
          run: String(i),
          name: 'bench.json',
          time: new Date(Date.UTC(2025, 0, 1) + i * 3600_000).toISOString(),
        });
        const res = await fetch(`${url}/api/v1/projects/bench/runs?${q}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
          body: JSON.stringify([{ name: 'BenchmarkStep', unit: 'ns', value }]),
        });
        if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
      }
    }),
  );
  console.log(`uploaded ${POINTS} runs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const keys = await (await fetch(`${url}/api/v1/projects/bench/series-keys?branch=main`)).json();
  const { key, metric } = keys.series[0];

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  /** Median time (ms) from navigation to `ready` holding, in a fresh page each time. */
  const timeView = async (hash, ready) => {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${url}/dashboard/${hash}`);
      await page.waitForFunction(ready);
      times.push(await page.evaluate(() => globalThis.performance.now()));
      await page.close();
    }
    return median(times);
  };
  try {
    const enc = encodeURIComponent;
    const projects = await timeView('#/', () => globalThis.document.querySelector('#app[data-ready="true"]'));
    const series = await timeView(`#/p/bench/b/main/s/${enc(key)}/${enc(metric)}`, () =>
      globalThis.document.querySelector('#series-chart[data-points]'),
    );
    const marks = await (async () => {
      const page = await browser.newPage();
      await page.goto(`${url}/dashboard/#/p/bench/b/main/s/${enc(key)}/${enc(metric)}`);
      await page.waitForSelector('#series-chart[data-points]');
      const m = await page.getAttribute('#series-chart', 'data-change-points');
      await page.close();
      return m;
    })();
    console.log(
      `${POINTS}-point series view (${marks} change point marked)  ${series.toFixed(0)} ms  ` +
        `×${(series / projects).toFixed(2)} vs the projects view (${projects.toFixed(0)} ms)   target: < 1000 ms`,
    );
  } finally {
    await browser.close();
  }
} finally {
  server.child.kill();
  rmSync(dir, { recursive: true, force: true });
}
