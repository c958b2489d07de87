// Shared by the block-log calibration scripts: the core comparison bundled from src/ with esbuild (run
// in-process, no build step), and rates printed with their Wilson 95% intervals.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The core functions the calibrations call, from a fresh bundle of `root`/src (this checkout by default; another
 * checkout, e.g. `git archive <commit> src`, measures the code as it was).
 */
export async function loadCore(root) {
  root ??= repo;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-calib-'));
  const entry = path.join(dir, 'entry.ts');
  const src = (p) => JSON.stringify(path.join(root, 'src', p));
  writeFileSync(
    entry,
    [
      `export { readBlockLog } from ${src('io/block-log-reader.ts')};`,
      `export { readItemSet } from ${src('formats/itemsets.ts')};`,
      `export { DEFAULT_COMPARE_OPTIONS } from ${src('core/compare-blocks.ts')};`,
      `export { compareBlockRuns, poolRuns } from ${src('core/compare-block-runs.ts')};`,
      `export { measureAaNoise } from ${src('core/blocks/aa-noise.ts')};`,
      `export { judgeCut, judgeComparison } from ${src('core/blocks/judge.ts')};`,
      `export { studentTQuantile } from ${src('core/stats/student-t.ts')};`,
    ].join('\n'),
  );
  await build({
    entryPoints: [entry],
    outfile: path.join(dir, 'core.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  const core = await import(pathToFileURL(path.join(dir, 'core.mjs')).href);
  rmSync(dir, { recursive: true, force: true });
  return core;
}

/** Wilson score 95% interval of k successes in n trials, in %. */
export function wilson(k, n) {
  const z = 1.959963984540054;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [100 * Math.max(0, c - h), 100 * Math.min(1, c + h)];
}

/** `k/n = x%  [lo, hi]`, aligned for a table. */
export const rate = (k, n) => {
  const [lo, hi] = wilson(k, n);
  return `${String(k).padStart(3)}/${String(n).padEnd(3)} = ${((100 * k) / n).toFixed(1).padStart(5)}%  [${lo.toFixed(1)}, ${hi.toFixed(1)}]`;
};

/** A verdict that claims a change. */
export const isCall = (v) => v === 'regression' || v === 'improvement' || v === 'mixed';
