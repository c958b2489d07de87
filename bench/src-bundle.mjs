// Shared by bench scripts that run the core in-process: an esbuild bundle of chosen src/ exports, and the Wilson
// score interval every rate is printed with. (verdict-calibration.mjs has its own copies of both.)
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Imports `names` (export → module path under src/) from a fresh bundle of the sources. */
export async function importFromSrc(names) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-src-'));
  try {
    const lines = Object.entries(names).map(
      ([name, file]) => `export { ${name} } from ${JSON.stringify(path.join(repo, 'src', file))};`,
    );
    writeFileSync(path.join(dir, 'entry.ts'), lines.join('\n'));
    const outfile = path.join(dir, 'core.mjs');
    await build({
      entryPoints: [path.join(dir, 'entry.ts')],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The CLI (`benchdelta`, with `serve` and `token`) bundled from src/ into `outfile`, for scripts that run it as a child. */
export async function bundleCli(outfile) {
  await build({
    entryPoints: [path.join(repo, 'src/cli/main.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return outfile;
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

/** `k/n = p%  [low, high]` with the Wilson interval. */
export function rateText(k, n) {
  const [lo, hi] = wilson(k, n);
  return `${String(k).padStart(3)}/${String(n).padEnd(3)} = ${((100 * k) / n).toFixed(1).padStart(5)}%  [${lo.toFixed(1)}, ${hi.toFixed(1)}]`;
}
