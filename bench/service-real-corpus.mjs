// The service's history on real runs (issue #17: "a PR judged against main's history of the same benchmarks"),
// calibrated on the real-run corpus of this machine (`__fixtures__/real-runs/<harness>/`: ten runs of one build,
// ten of a build with three benchmarks ~20% slower; see its README) instead of generated suites.
// For each harness and each base run i: the other base runs are uploaded to main in the order they ran (one
// `machine=` per i, so each history is its own), the noise route's answer is saved as the Action saves it, and
// judged against main's newest run and that answer (`--noise-history`):
//   - A/A: the PR is base run i (with --pr-runs=K, runs i … i+K−1), left out of the history: 10 PRs per harness;
//   - slow: the PR is each of the ten slow runs (100 PRs per harness), and, with PR_RUNS > 1, PR_RUNS slow runs
//     drawn in turn (10 PRs per history);
// Prints, with Wilson 95% intervals: A/A PRs that exit 1, slowed PRs that exit 1 naming all three slowed
// benchmarks, the slowed benchmarks found, and the unchanged benchmarks blamed (a changed binary can move code
// layout for real: Google Benchmark's slow build does, see the corpus README).
// Also: the standardised changes of the A/A PRs' unchanged rows (|z| quantiles, and the Student t df that fits them
// best), the tails the verdict's test assumes (t8).
// Usage: node bench/service-real-corpus.mjs [harness…] [--pr-runs=K] [--corpus=__fixtures__/real-runs/loaded]
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { rate } from './micro-calibration.mjs';
import { REQUEST, runsOf } from './real-aa.mjs';
import { startService } from './service-loopback.mjs';
import { importFromSrc } from './src-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const corpus = path.resolve(
  root,
  process.argv.find((a) => a.startsWith('--corpus='))?.slice(9) ?? '__fixtures__/real-runs',
);
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const prRuns = Number(process.argv.find((a) => a.startsWith('--pr-runs='))?.slice(10) ?? 1);

/** The text of a run and the upload name that tells its format (`.gz` read here: uploads are text). */
function uploadOf(file) {
  const gz = file.endsWith('.gz');
  const text = gz ? gunzipSync(readFileSync(file)).toString('utf8') : readFileSync(file, 'utf8');
  return { text, name: `bench${path.extname(gz ? file.slice(0, -3) : file)}` };
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-bench-real-history-'));
const { compareInputs, logGamma } = await importFromSrc({
  compareInputs: 'pipeline/compare-inputs.ts',
  logGamma: 'core/stats/student-t.ts',
});
const service = await startService(scratch);

async function judge(baseline, candidates, noiseFile, truth) {
  const report = await compareInputs({
    ...REQUEST,
    baseline,
    candidates: [candidates.join(',')],
    noiseHistory: noiseFile,
  });
  const c = report.comparison;
  const called = c.benchmarks.filter((b) => b.verdict === 'regression').map((b) => b.key);
  const hits = truth.slowed.filter((k) => called.includes(k));
  // Each row's change apart from the suite's shift, in its own standard errors (what the t test's tails judge).
  const z = c.benchmarks
    .filter((b) => b.change?.betweenRun && !truth.slowed.includes(b.key))
    .map((b) => (b.change.estimate - b.change.betweenRun.offset) / b.change.se);
  return {
    z,
    exit1: c.verdict === 'regression',
    hits: hits.length,
    blamed: called.filter((k) => !truth.slowed.includes(k)),
    source: c.runs?.[0]?.betweenRun?.source,
  };
}

/** |z| quantiles of standardised changes. */
function quantiles(z) {
  const a = z.map(Math.abs).sort((x, y) => x - y);
  return [0.5, 0.9, 0.99]
    .map((q) => a[Math.min(a.length - 1, Math.floor(q * a.length))].toFixed(2))
    .join(' / ');
}

/** The Student t df (unit scale) that makes these standardised changes likeliest, over a grid. */
function fitTailDf(z) {
  const logPdf = (x, v) =>
    logGamma((v + 1) / 2) -
    logGamma(v / 2) -
    0.5 * Math.log(v * Math.PI) -
    ((v + 1) / 2) * Math.log1p((x * x) / v);
  let best = [-Infinity, NaN];
  for (const v of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 30, 100]) {
    const ll = z.reduce((s, x) => s + logPdf(x, v), 0);
    if (ll > best[0]) best = [ll, v];
  }
  return best[1];
}

const zAll = [];
try {
  const harnesses = readdirSync(corpus).filter(
    (h) => existsSync(path.join(corpus, h, 'truth.json')) && (only.length === 0 || only.includes(h)),
  );
  for (const h of harnesses) {
    const dir = path.join(corpus, h);
    const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
    const base = runsOf(dir, 'base-');
    const slow = runsOf(dir, 'slow-');
    const aa = [0, 0];
    const caught = [0, 0];
    const found = [0, 0];
    const blamed = new Map();
    const sources = new Set();
    const zAa = [];
    const tails = [];
    for (let i = 0; i < base.length; i++) {
      const machine = `${h}-${i}`;
      // The PR's base runs (A/A): run i and the next prRuns − 1 (wrapping); main's history: the rest, in order.
      const held = Array.from({ length: prRuns }, (_, r) => (i + r) % base.length);
      const history = base.filter((_, j) => !held.includes(j));
      for (const [k, file] of history.entries()) {
        const { text, name } = uploadOf(file);
        await service.upload(machine, `${machine}x${k}`, 1_750_000_000 + k * 3600, text, name);
      }
      const noiseFile = path.join(scratch, `noise-${machine}.json`);
      const answer = await service.noise(machine);
      tails.push(answer.tailDf);
      // NO_TAILS=1: judged with t8 whatever tails the history shows (as before the route gave them).
      if (process.env.NO_TAILS === '1') delete answer.tailDf;
      writeFileSync(noiseFile, JSON.stringify(answer));
      const newest = history.at(-1);
      const a = await judge(
        newest,
        held.map((j) => base[j]),
        noiseFile,
        truth,
      );
      aa[0] += a.exit1 ? 1 : 0;
      aa[1]++;
      sources.add(a.source);
      zAa.push(...a.z);
      for (const k of a.blamed) blamed.set(`A/A: ${k}`, (blamed.get(`A/A: ${k}`) ?? 0) + 1);
      const prs =
        prRuns === 1
          ? slow.map((s) => [s])
          : slow.map((_, j) => Array.from({ length: prRuns }, (_, r) => slow[(j + r) % slow.length]));
      for (const pr of prs) {
        const s = await judge(newest, pr, noiseFile, truth);
        caught[0] += s.exit1 && s.hits === truth.slowed.length ? 1 : 0;
        caught[1]++;
        found[0] += s.hits;
        found[1] += truth.slowed.length;
        for (const k of s.blamed) blamed.set(`slow: ${k}`, (blamed.get(`slow: ${k}`) ?? 0) + 1);
      }
    }
    console.log(
      `${h} (history: ${base.length - prRuns} base runs on main; ${prRuns} PR run(s); source ${[...sources].join(', ')}):`,
    );
    console.log(`  A/A PRs exit 1:                      ${rate(...aa)}`);
    console.log(`  slowed PRs exit 1, all three named:  ${rate(...caught)}`);
    console.log(`  slowed benchmarks found:             ${rate(...found)}`);
    zAll.push(...zAa);
    console.log(`  tails main's history showed (t df, per history): ${tails.join(' ')}`);
    console.log(`  A/A rows, |z| quantiles 50/90/99%: ${quantiles(zAa)}; ML t df ${fitTailDf(zAa)}`);
    const top = [...blamed.entries()].sort((x, y) => y[1] - x[1]).slice(0, 8);
    if (top.length > 0) console.log(`  blamed: ${top.map(([k, n]) => `${k} ×${n}`).join('; ')}`);
  }
  console.log(
    `all A/A rows: |z| quantiles 50/90/99%: ${quantiles(zAll)}; ML t df ${fitTailDf(zAll)} (${zAll.length} rows)`,
  );
} finally {
  service.stop();
  rmSync(scratch, { recursive: true, force: true });
}
