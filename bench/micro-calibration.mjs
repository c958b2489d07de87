// Calibration of the micro-benchmark gate (issue #11): 100 generated A/A `go test -bench` suites (200 benchmarks
// × 5 samples per side, each benchmark with its own noise of 2–5%) must exit 1 at most 5% of the time; the same
// suites with 5 benchmarks made 20% slower must call those 5 regressions and exit 1 in at least 95%. Runs the
// core in-process (bundled from src/ with esbuild) and prints each rate with its Wilson 95% interval.
// Usage: node bench/micro-calibration.mjs [suites=100] [seed=1] [outliers]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mulberry32 } from './gen-gobench.mjs';
import { realisticSuite } from './micro-suite-model.mjs';

/** Standard normal by Box–Muller. */
function gaussian(rand) {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

const BENCHMARKS = 200;
const SAMPLES = 5;
const SLOWED = 5;

/**
 * One suite's two sides as go test output; `slowed` benchmarks are 20% slower in the candidate. With
 * `outliers`, one sample in 20 is also hit by a stall of up to +30% (a GC pause, a busy neighbour).
 */
export function suite(seed, slowed, outliers = false) {
  const rand = mulberry32(seed);
  const header = 'goos: linux\ngoarch: amd64\npkg: example.com/suite\ncpu: Generic CPU\n';
  const sides = [[header], [header]];
  for (let i = 0; i < BENCHMARKS; i++) {
    const ns = 50 * Math.exp(rand() * Math.log(2e4)); // 50 ns … 1 ms
    const cv = 0.02 + rand() * 0.03; // 2–5% noise
    const effect = i < slowed ? 1.2 : 1;
    for (let s = 0; s < SAMPLES; s++) {
      for (const side of [0, 1]) {
        const stall = outliers && rand() < 0.05 ? 1 + 0.3 * rand() : 1;
        const v = ns * (side === 1 ? effect : 1) * Math.exp(cv * gaussian(rand)) * stall;
        sides[side].push(`BenchmarkCase${i}-8   \t 1000000\t${v.toFixed(2)} ns/op\n`);
      }
    }
  }
  return sides.map((s) => s.join('') + 'PASS\nok  \texample.com/suite\t10.0s\n');
}

export function wilson(k, n) {
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
export const rate = (k, n) => {
  const [lo, hi] = wilson(k, n);
  return `${k}/${n} = ${pct(k / n)} (Wilson 95% ${pct(lo)}–${pct(hi)})`;
};

/** Runs `count` A/A suites and `count` slowed ones through the core given (compareMicro, parseGoBench). */
export function runCalibration(core, count, firstSeed, outliers = false, realistic = false, runs = 1) {
  const { parseGoBench } = core;
  const make = (seed, slowed) => (realistic ? realisticSuite(seed, slowed) : suite(seed, slowed, outliers));
  // `runs` > 1: that many separate runs per side (realistic model), pooled as the pipeline pools them.
  const compareMicro =
    runs === 1
      ? core.compareMicro
      : (a, b) => {
          const seed = a;
          const slowed = b;
          const side = (s) =>
            Array.from({ length: runs }, (_, r) =>
              parseGoBench(
                realisticSuite(seed, slowed, { runSeeds: [7919 * seed + 2 * r, 7919 * seed + 2 * r + 1] })[s],
                `run${r}.txt`,
              ),
            );
          const base = core.poolMicroRuns(side(0));
          const cand = core.poolMicroRuns(side(1));
          return core.compareMicro(base.pooled, cand.pooled, {
            betweenRuns: [
              {
                replicates: {
                  baseline: base.centres,
                  candidate: cand.centres,
                  runs: [runs, runs],
                  paired: false,
                },
              },
            ],
          });
        };
  const parse = runs === 1 ? parseGoBench : (x) => x;
  if (runs > 1) return runReplicated(compareMicro, count, firstSeed);
  return runPairs(compareMicro, parse, make, count, firstSeed);
}

function runReplicated(compareMicro, count, firstSeed) {
  let aaFail = 0;
  let slowFail = 0;
  let allFound = 0;
  let found = 0;
  let falseInSlowed = 0;
  for (let s = 0; s < count; s++) {
    if (compareMicro(firstSeed + s, 0).verdict === 'regression') aaFail++;
    const slow = compareMicro(firstSeed + s, SLOWED);
    if (slow.verdict === 'regression') slowFail++;
    let hits = 0;
    for (const bm of slow.benchmarks) {
      if (bm.verdict !== 'regression') continue;
      if (Number(/Case(\d+)-/.exec(bm.key)?.[1]) < SLOWED) hits++;
      else falseInSlowed++;
    }
    found += hits;
    if (hits === SLOWED) allFound++;
  }
  return { aaFail, slowFail, allFound, found, falseInSlowed, count };
}

function runPairs(compareMicro, parseGoBench, make, count, firstSeed) {
  let aaFail = 0;
  let slowFail = 0;
  let allFound = 0;
  let found = 0;
  let falseInSlowed = 0;
  for (let s = 0; s < count; s++) {
    const [a, b] = make(firstSeed + s, 0);
    const aa = compareMicro(parseGoBench(a, 'old.txt'), parseGoBench(b, 'new.txt'));
    if (aa.verdict === 'regression') aaFail++;
    const [c, d] = make(firstSeed + s, SLOWED);
    const slow = compareMicro(parseGoBench(c, 'old.txt'), parseGoBench(d, 'new.txt'));
    if (slow.verdict === 'regression') slowFail++;
    let hits = 0;
    for (const bm of slow.benchmarks) {
      const index = Number(/Case(\d+)-/.exec(bm.key)?.[1]);
      if (bm.verdict !== 'regression') continue;
      if (index < SLOWED) hits++;
      else falseInSlowed++;
    }
    found += hits;
    if (hits === SLOWED) allFound++;
  }
  return { aaFail, slowFail, allFound, found, falseInSlowed, count };
}

/** The core bundled from src/ with esbuild (the script runs without a build of dist/). */
export async function loadCore() {
  const root = path.resolve(import.meta.dirname, '..');
  const { build } = await import('esbuild');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-calibration-'));
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `export { compareMicro } from ${JSON.stringify(path.join(root, 'src/core/compare-micro.ts'))};\n` +
      `export { parseGoBench } from ${JSON.stringify(path.join(root, 'src/formats/micro/gobench.ts'))};\n` +
      `export { poolMicroRuns } from ${JSON.stringify(path.join(root, 'src/pipeline/micro-runs.ts'))};\n`,
  );
  const outfile = path.join(dir, 'core.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
  });
  const { compareMicro, parseGoBench, poolMicroRuns } = await import(outfile);
  rmSync(dir, { recursive: true, force: true });
  return { compareMicro, parseGoBench, poolMicroRuns };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const suites = Number(process.argv[2] ?? 100);
  const seed0 = Number(process.argv[3] ?? 1);
  const outliers = process.argv[4] === 'outliers';
  const realistic = process.argv[4] === 'realistic';
  const runs = Number(process.argv[5] ?? 1);
  const core = await loadCore();
  const t0 = performance.now();
  const r = runCalibration(core, suites, seed0, outliers, realistic, runs);
  console.log(
    `micro gate calibration: ${suites} suites × ${BENCHMARKS} benchmarks × ${SAMPLES} samples, noise 2–5%` +
      (outliers ? ', 1 sample in 20 stalled by up to +30%' : '') +
      (realistic
        ? `; ${runs > 1 ? `${runs} + ${runs} replicated` : 'two separate'} runs: per-benchmark between-run σ ~2% (heavy-tailed t10, spread ×e^±0.25 across benchmarks), ` +
          'run factor σ 1.5%, 0.5% bimodal benchmarks (13% gap), 5% of samples stalled by up to +30%'
        : ''),
  );
  console.log(`  A/A suites exiting 1:                      ${rate(r.aaFail, r.count)}`);
  console.log(`  5 slowed 20%: suites exiting 1:            ${rate(r.slowFail, r.count)}`);
  console.log(`  5 slowed 20%: suites with all 5 found:     ${rate(r.allFound, r.count)}`);
  console.log(`  slowed benchmarks called regressions:      ${rate(r.found, r.count * SLOWED)}`);
  console.log(
    `  unchanged benchmarks called regressions:   ${r.falseInSlowed} of ${r.count * (BENCHMARKS - SLOWED)}`,
  );
  console.log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
