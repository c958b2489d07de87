// Generated block logs for bench/verdict-calibration.mjs: pairs and replicated-run suites made by
// shared/tools/genlogs.py (18,000 Besu blocks each, import lines only), cached so a rerun reuses them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CONTRACT_CSV = 'p-contract-0x2f848984.csv';

/** One pair per seed: control and test of the same build (A/A), plus test runs with effects (same noise). */
export const PAIR_EFFECTS = { plus10: '+10%@all', contract38: '-38%@contract' };
/** Made last, when asked for: single-pair power at +3% and a slow-tail speed-up. */
export const EXTRA_PAIR_EFFECTS = { plus3: '+3%@all', slow38: '-38%@slow:1000' };

/** Replicated runs of suite k: run seeds unique over all suites and pairs (genlogs' drift follows the run seed). */
export const runSeedOf = (suite, run) => 100000 + suite * 10 + run;
export const SUITE_EFFECT = '+3%@all';

export function calibrationPaths(cache) {
  const pairDir = (seed) => path.join(cache, `pair-${seed}`);
  const suiteDir = (k) => path.join(cache, `suite-${k}`);
  const runs = (k, n, name) => Array.from({ length: n }, (_, i) => path.join(suiteDir(k), name(i + 1)));
  return {
    pair: (seed) => ({
      control: path.join(pairDir(seed), 'p-control.log'),
      aa: path.join(pairDir(seed), 'p-test.log'),
      contractCsv: path.join(pairDir(seed), CONTRACT_CSV),
      effect: (name) => path.join(pairDir(seed), `${name}-test.log`),
    }),
    // Run i of a suite: one genlogs call writes its baseline (control) and its A/A candidate (test), whose
    // noise and drift are drawn independently; the +3% candidate is that test run with the effect.
    suite: (k, n) => ({
      baseline: runs(k, n, (i) => `r${i}-control.log`),
      aa: runs(k, n, (i) => `r${i}-test.log`),
      plus3: runs(k, n, (i) => `plus3-${i}-test.log`),
    }),
    pairDir,
    suiteDir,
  };
}

/** The genlogs invocations that make every missing file, the ones the required rates need first. */
export function generationJobs(cache, { pairs, effectPairs, suites, runs, extras = false }) {
  const p = calibrationPaths(cache);
  const common = ['--client', 'besu', '--noise-scale', '0', '--no-truth'];
  const jobs = [];
  const effectJobs = (effects) => {
    for (let seed = 1; seed <= effectPairs; seed++) {
      for (const [name, spec] of Object.entries(effects)) {
        const out = p.pair(seed).effect(name);
        if (existsSync(out)) continue;
        const args = [...common, '--no-csv', '--seed', `${seed}`, '--only', 'test', `--effect=${spec}`];
        jobs.push({ dir: p.pairDir(seed), out, args: [...args, '--prefix', name] });
      }
    }
  };
  for (let seed = 1; seed <= pairs; seed++) {
    const out = p.pair(seed).aa;
    if (!existsSync(out)) {
      jobs.push({ dir: p.pairDir(seed), out, args: [...common, '--seed', `${seed}`, '--prefix', 'p'] });
    }
  }
  effectJobs(PAIR_EFFECTS);
  for (let k = 1; k <= suites; k++) {
    const dir = p.suiteDir(k);
    const files = p.suite(k, runs);
    for (let i = 0; i < runs; i++) {
      const seedArgs = [
        ...common,
        '--no-csv',
        '--seed',
        `${1000 + k}`,
        '--run-seed',
        `${runSeedOf(k, i + 1)}`,
      ];
      if (!existsSync(files.aa[i])) {
        jobs.push({ dir, out: files.aa[i], args: [...seedArgs, '--prefix', `r${i + 1}`] });
      }
      if (!existsSync(files.plus3[i])) {
        const args = [
          ...seedArgs,
          '--only',
          'test',
          `--effect=${SUITE_EFFECT}`,
          '--prefix',
          `plus3-${i + 1}`,
        ];
        jobs.push({ dir, out: files.plus3[i], args });
      }
    }
  }
  if (extras) effectJobs(EXTRA_PAIR_EFFECTS);
  return jobs;
}

/** Runs the jobs, at most `parallel` genlogs at once (the machine is shared). A job's file appears whole or not at all. */
export async function runGeneration(jobs, { genlogs, parallel = 2, log = () => {} }) {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      mkdirSync(job.dir, { recursive: true });
      const tmp = path.join(job.dir, `.tmp-${process.pid}-${next}`);
      mkdirSync(tmp, { recursive: true });
      await new Promise((resolve, reject) => {
        const child = spawn('python3', [genlogs, ...job.args, '--out-dir', tmp], { stdio: 'ignore' });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`genlogs ${job.args.join(' ')} exited ${code}`)),
        );
      });
      // Move every output (the log, and for a pair also its test log and CSV) into place; the named `out` last.
      const { readdirSync, rmSync } = await import('node:fs');
      const outputs = readdirSync(tmp);
      for (const f of outputs.sort((a) => (path.join(job.dir, a) === job.out ? 1 : -1))) {
        renameSync(path.join(tmp, f), path.join(job.dir, f));
      }
      rmSync(tmp, { recursive: true, force: true });
      if (++done % 50 === 0) log(`generated ${done}/${jobs.length}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, worker));
}

export const defaultCache = () =>
  process.env.BENCHDELTA_CALIB_CACHE ?? path.join(os.homedir(), '.cache', 'benchdelta-calib');
