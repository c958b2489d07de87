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

function wilson(k, n) {
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const rate = (k, n) => {
  const [lo, hi] = wilson(k, n);
  return `${k}/${n} = ${pct(k / n)} (Wilson 95% ${pct(lo)}–${pct(hi)})`;
};

/** Runs `count` A/A suites and `count` slowed ones through the core given (compareMicro, parseGoBench). */
export function runCalibration({ compareMicro, parseGoBench }, count, firstSeed, outliers = false) {
  let aaFail = 0;
  let slowFail = 0;
  let allFound = 0;
  let found = 0;
  let falseInSlowed = 0;
  for (let s = 0; s < count; s++) {
    const [a, b] = suite(firstSeed + s, 0, outliers);
    const aa = compareMicro(parseGoBench(a, 'old.txt'), parseGoBench(b, 'new.txt'));
    if (aa.verdict === 'regression') aaFail++;
    const [c, d] = suite(firstSeed + s, SLOWED, outliers);
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
async function loadCore() {
  const root = path.resolve(import.meta.dirname, '..');
  const { build } = await import('esbuild');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-calibration-'));
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `export { compareMicro } from ${JSON.stringify(path.join(root, 'src/core/compare-micro.ts'))};\n` +
      `export { parseGoBench } from ${JSON.stringify(path.join(root, 'src/formats/micro/gobench.ts'))};\n`,
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
  const { compareMicro, parseGoBench } = await import(outfile);
  rmSync(dir, { recursive: true, force: true });
  return { compareMicro, parseGoBench };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const suites = Number(process.argv[2] ?? 100);
  const seed0 = Number(process.argv[3] ?? 1);
  const outliers = process.argv[4] === 'outliers';
  const core = await loadCore();
  const t0 = performance.now();
  const r = runCalibration(core, suites, seed0, outliers);
  console.log(
    `micro gate calibration: ${suites} suites × ${BENCHMARKS} benchmarks × ${SAMPLES} samples, noise 2–5%` +
      (outliers ? ', 1 sample in 20 stalled by up to +30%' : ''),
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
