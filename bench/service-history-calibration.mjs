// Calibration of micro-benchmark verdicts that take their between-run noise from the service's history
// (issue #17: "a PR judged against main's history of the same benchmarks: A/A ≤ 5%, +10% found ≥ 95%").
// The service runs as a child process on loopback (SQLite in a scratch folder). Per trial, main's history of
// one realistic go-bench suite (bench/micro-suite-model.mjs: per-benchmark between-run noise, a shared run
// factor, heavy tails, bimodal benchmarks, stalls) is uploaded run by run, as the Action's upload step does;
// then the PR's run (or PR_RUNS runs) is judged with what the service answers (`GET /api/v1/projects/{p}/noise`,
// what the Action fetches with `service-url`): against main's level of each series, or, with a noise file
// stripped of levels (`LEGACY=1`, what the route gave before), against main's newest run. Through the same
// pipeline the CLI and the Action call. Each trial is a separate `machine=` of one project, so its series are its
// own. Prints, with Wilson 95% intervals: A/A PRs that exit 1, and PRs with 5 of 200 benchmarks EFFECT slower
// that exit 1 naming them (per suite and per slowed benchmark).
// Usage: node bench/service-history-calibration.mjs [trials=100] [seed=1] [history=12] [effect=1.1] [prRuns=1]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rate } from './micro-calibration.mjs';
import { REQUEST } from './real-aa.mjs';
import { importFromSrc } from './src-bundle.mjs';
import { realisticSuite } from './micro-suite-model.mjs';
import { startService } from './service-loopback.mjs';

const [trials = 100, firstSeed = 1, historyRuns = 12, effect = 1.1, prRuns = 1] = process.argv
  .slice(2)
  .map(Number);
const legacy = process.env.LEGACY === '1';
const SLOWED = 5;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-bench-history-'));

const { compareInputs } = await importFromSrc({ compareInputs: 'pipeline/compare-inputs.ts' });
const service = await startService(scratch);

/** One trial: main's history uploaded, then a PR (A/A, or `slowed` benchmarks `effect` slower) judged. */
async function trial(seed, slowed) {
  const machine = `m${seed}-${slowed}`;
  // Sides: [main's newest run, the PR's run, older main runs…]; only side 1 carries the slowdown.
  const runSeeds = Array.from({ length: historyRuns + 1 }, (_, i) => seed * 1009 + i * 7 + 3);
  const [newest, pr, ...older] = realisticSuite(seed, slowed, { effect, runSeeds });
  const t0 = 1_750_000_000;
  for (const [i, text] of [...older, newest].entries())
    await service.upload(machine, `${machine}x${i}`, t0 + i * 3600, text);
  const noiseFile = path.join(scratch, `noise-${machine}.json`);
  const answer = await service.noise(machine);
  // LEGACY=1: the route's answer before levels (sd and n only), which judges the PR against main's newest run.
  // NO_TAILS=1: the answer without the tails main's runs show (judged with t8, as before the route gave them).
  if (process.env.NO_TAILS === '1') delete answer.tailDf;
  if (legacy) {
    delete answer.runSd;
    for (const s of answer.series) for (const k of ['ownSd', 'level', 'levelRuns']) delete s[k];
  }
  writeFileSync(noiseFile, JSON.stringify(answer));
  const baseFile = path.join(scratch, `base-${machine}.txt`);
  writeFileSync(baseFile, newest);
  // The PR's runs: the first is `pr`; more are further runs of the same PR build (their own run draws).
  const prFiles = [];
  for (let k = 0; k < prRuns; k++) {
    const text =
      k === 0 ? pr : realisticSuite(seed, slowed, { effect, runSeeds: [0, seed * 1009 + 5000 + k] })[1];
    prFiles.push(path.join(scratch, `pr-${machine}-${k}.txt`));
    writeFileSync(prFiles[k], text);
  }
  const report = await compareInputs({
    ...REQUEST,
    baseline: baseFile,
    candidates: [prFiles.join(',')],
    noiseHistory: noiseFile,
  });
  const c = report.comparison;
  const source = c.runs?.[0]?.betweenRun?.source;
  let hits = 0;
  let wrong = 0;
  for (const b of c.benchmarks) {
    if (b.verdict !== 'regression') continue;
    if (Number(/Case(\d+)-/.exec(b.key)?.[1]) < slowed) hits++;
    else wrong++;
  }
  return {
    exit1: c.verdict === 'regression',
    hits,
    wrong,
    source,
    note: c.runs?.[0]?.betweenRun?.description,
  };
}

try {
  let aaFail = 0;
  const notes = new Set();
  let slowExit = 0;
  let allNamed = 0;
  let found = 0;
  let wrongAa = 0;
  let wrongSlow = 0;
  const sources = new Map();
  for (let s = firstSeed; s < firstSeed + trials; s++) {
    const aa = await trial(s, 0);
    if (aa.exit1) aaFail++;
    wrongAa += aa.wrong;
    sources.set(aa.source, (sources.get(aa.source) ?? 0) + 1);
    if (notes.size === 0) notes.add(aa.note);
    const slow = await trial(s, SLOWED);
    if (slow.exit1) slowExit++;
    if (slow.exit1 && slow.hits === SLOWED) allNamed++;
    found += slow.hits;
    wrongSlow += slow.wrong;
  }
  console.log(
    `service history: ${historyRuns} main runs uploaded per trial, realistic 200-benchmark go suites, +${Math.round((effect - 1) * 100)}% on ${SLOWED}, ` +
      `${prRuns} PR run(s), judged against ${legacy ? "main's newest run (LEGACY)" : "main's level"}`,
  );
  console.log(`  between-run source used: ${[...sources].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  console.log(`  first report's note: ${[...notes][0]}`);
  console.log(
    `  A/A PRs that exit 1:                 ${rate(aaFail, trials)} (unchanged rows called: ${wrongAa})`,
  );
  console.log(`  slowed PRs that exit 1:              ${rate(slowExit, trials)}`);
  console.log(`  slowed PRs naming all ${SLOWED}:           ${rate(allNamed, trials)}`);
  console.log(
    `  slowed benchmarks found:             ${rate(found, trials * SLOWED)} (unchanged rows called: ${wrongSlow})`,
  );
} finally {
  service.stop();
  rmSync(scratch, { recursive: true, force: true });
}
