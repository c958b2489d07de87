// Runs the CLI as a child process, as a user does, from a fresh esbuild bundle of the sources (so the tests do
// not depend on a committed dist/), and measures what the hostile-input tests bound: exit code, wall time and
// the child's peak memory (reported by bench/rusage-hook.mjs from inside the process, worker threads included).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const repo = path.resolve(import.meta.dirname, '../../..');
const hook = path.join(repo, 'bench', 'rusage-hook.mjs');

export interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  peakMb: number;
}

/** Bundles src/cli/main.ts and the block-log worker into a temp folder; returns the CLI's path. */
export async function bundleCli(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-cli-bundle-'));
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  await build({
    entryPoints: {
      cli: path.join(repo, 'src/cli/main.ts'),
      'block-log-worker': path.join(repo, 'src/io/block-log-worker.ts'),
    },
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);",
    },
  });
  return path.join(dir, 'cli.js');
}

/**
 * Runs `node <cli> args…` (or, with `shell`, a bash command line in which the function `benchdelta` runs the
 * CLI, for process substitution and pipes). `input` is written to the child's standard input; `nodeArgs` go to node.
 */
export function runChild(
  cli: string,
  args: string[],
  options: { shell?: string; input?: string | Buffer; cwd?: string; nodeArgs?: string[] } = {},
): ChildRun {
  const rusage = path.join(
    os.tmpdir(),
    `benchdelta-rusage-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  const node = [process.execPath, '--import', hook, ...(options.nodeArgs ?? []), cli];
  // As a user runs it: worker threads allowed (the readers turn them off under Jest).
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_RUSAGE_FILE: rusage };
  delete env.JEST_WORKER_ID;
  const start = process.hrtime.bigint();
  const res = options.shell
    ? spawnSync(
        'bash',
        ['-c', `benchdelta() { "$BD_NODE" --import "$BD_HOOK" "$BD_CLI" "$@"; }; ${options.shell}`],
        {
          env: { ...env, BD_NODE: process.execPath, BD_HOOK: hook, BD_CLI: cli },
          input: options.input,
          cwd: options.cwd,
          maxBuffer: 1 << 26,
        },
      )
    : spawnSync(node[0], [...node.slice(1), ...args], {
        env,
        input: options.input,
        cwd: options.cwd,
        maxBuffer: 1 << 26,
      });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  let peakMb = NaN;
  try {
    peakMb = (JSON.parse(readFileSync(rusage, 'utf8')) as { maxRssKb: number }).maxRssKb / 1024;
    rmSync(rusage);
  } catch {
    // The child died before its exit handler ran (killed, or a native crash): peakMb stays NaN.
  }
  return { code: res.status, stdout: res.stdout.toString(), stderr: res.stderr.toString(), ms, peakMb };
}
