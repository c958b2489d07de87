// `node bench/html-report.mjs`: the HTML report of a 1,000,000-block Besu pair (issue 14: under 10 MB, opens in
// under 2 s). Prints the file's size, what writing it adds to the CLI run (against the same run without it),
// and the time from navigation to the last chart drawn in Debian's Chromium (against the same for the report
// of the 6,000-block example pair, measured in the same browser). Needs `npm run package` and /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { generateBesuPair } from './gen-besu.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = process.env.BENCHDELTA_BENCH_CACHE ?? path.join(os.homedir(), '.cache', 'benchdelta-bench');
const cli = path.join(repo, 'dist', 'cli.js');
const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!existsSync(cli)) {
  console.error('dist/cli.js is missing: run "npm run package" first');
  process.exit(2);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const out = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-html-bench-'));

/** Median wall time (ms) of the bundled CLI comparing `files` with `extra` arguments. */
function timeCli(files, extra) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const res = spawnSync(process.execPath, [cli, 'compare', ...files, '--quiet', ...extra], {
      encoding: 'utf8',
    });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.status !== 0 && res.status !== 1) throw new Error(`benchdelta failed: ${res.stderr}`);
  }
  return median(times);
}

/** Median time (ms) from navigation start to the last chart drawn, in a fresh page each time. */
async function timeOpen(browser, file) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => 'benchdeltaCharts' in globalThis);
    times.push(await page.evaluate(() => globalThis.performance.now()));
    await page.close();
  }
  return median(times);
}

const big = generateBesuPair(cache, 1_000_000);
const small = ['besu-control.log', 'besu-test.log'].map((f) => path.join(repo, 'examples', f));
const bigHtml = path.join(out, 'big.html');
const smallHtml = path.join(out, 'small.html');

console.log(`node ${process.version}, ${os.cpus().length} cores, median of ${runs} runs\n`);
const plain = timeCli(big, []);
const withHtml = timeCli(big, ['--html', bigHtml]);
timeCli(small, ['--html', smallHtml]);
const mb = statSync(bigHtml).size / 1e6;
console.log(`1M-block pair, HTML report size     ${mb.toFixed(2)} MB   target: < 10 MB`);
console.log(
  `CLI run with --html                 ${withHtml.toFixed(0)} ms  ×${(withHtml / plain).toFixed(2)} vs without (${plain.toFixed(0)} ms)`,
);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const smallOpen = await timeOpen(browser, smallHtml);
  const bigOpen = await timeOpen(browser, bigHtml);
  console.log(
    `open to last chart drawn            ${bigOpen.toFixed(0)} ms  ×${(bigOpen / smallOpen).toFixed(2)} vs the 6,000-block example (${smallOpen.toFixed(0)} ms)   target: < 2000 ms`,
  );
} finally {
  await browser.close();
  rmSync(out, { recursive: true, force: true });
}
