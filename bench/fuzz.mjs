// `npm run fuzz`: property-based and mutation fuzzing of every parser (see __tests__/fuzz/fuzz.ts), 1,000,000
// cases by default, then a 1 MB line of every troublesome shape through every parser. Prints the cases tried,
// crashes (must be 0), the slowest case, the slowest 1 MB line (must be under 1 s of CPU time: wall-clock time on a
// loaded host measures the neighbours) and peak memory.
//   FUZZ_CASES=20000 FUZZ_SEED=42 npm run fuzz
// The harness is TypeScript: esbuild bundles it into a temporary folder first, as bench/ runs dist/. The peak
// memory printed is the process's RSS: ~0.45 GB after 100,000 cases, ~2.7 GB after 1,000,000, the same with V8's
// heap capped at 1 GB, so it is memory outside the JS heap (the up-to-3 MB inputs' buffers), not parser state.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cases = Number(process.env.FUZZ_CASES ?? 1_000_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const longLineBytes = Number(process.env.FUZZ_LONG_LINE_BYTES ?? 64 << 10);
const hugeLineBytes = Number(process.env.FUZZ_HUGE_LINE_BYTES ?? 1 << 20);

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-fuzz-'));
try {
  const outfile = path.join(dir, 'fuzz.mjs');
  await build({
    entryPoints: [path.join(repo, '__tests__/fuzz/fuzz.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __fuzzRequire } from 'node:module'; const require = __fuzzRequire(import.meta.url);",
    },
  });
  const { runFuzz, runLongLines, summaryLines } = await import(pathToFileURL(outfile).href);
  console.log(`fuzzing every parser: ${cases} cases, seed ${seed} (rerun with FUZZ_SEED=${seed})`);
  const summary = runFuzz({
    cases,
    seed,
    longLineBytes,
    repo,
    onProgress: (n) => {
      if (n % 100_000 === 0) console.log(`  ${n} cases…`);
    },
  });
  for (const line of summaryLines(summary)) console.log(line);
  const huge = runLongLines(hugeLineBytes, repo);
  const s = huge.slowest;
  console.log(
    `${(hugeLineBytes / 2 ** 20).toFixed(0)} MB lines: ${huge.cases} cases, crashes: ${huge.crashCount}`,
  );
  console.log(
    `slowest ${(hugeLineBytes / 2 ** 20).toFixed(0)} MB line: ${s.ms.toFixed(0)} ms CPU (${s.target}, line of ${JSON.stringify(s.unit)}) — must be under 1000 ms`,
  );
  console.log(`peak memory (RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  for (const c of [...summary.crashes, ...huge.crashes]) {
    console.log(
      `\ncrash in ${c.target} (${c.bytes} bytes): ${c.error}\n  input starts: ${JSON.stringify(c.head.slice(0, 200))}`,
    );
  }
  process.exitCode = summary.crashCount + huge.crashCount > 0 || s.ms >= 1000 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
