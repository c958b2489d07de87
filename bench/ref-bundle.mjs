// The CLI bundled at another commit, for `npm run bench` to measure against (BENCHDELTA_VERDICT_REF=<commit>: issue
// 30's reference is a9783ee's `--metrics verdict`). The commit's tree (git archive) is bundled by its own
// scripts/bundle.mjs with this checkout's node_modules, once per commit, into the bench cache, under a package.json
// with "type": "module" (without one Node first tries each chunk as CommonJS: ~15–25 ms more a run).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stderr}`);
  return res.stdout.trim();
}

/** The path of `rev`'s cli.js, bundled into `cache` (once). */
export function refBundle(cache, rev) {
  const commit = run('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: repo });
  const out = path.join(cache, `bundle-${commit.slice(0, 12)}`);
  const cli = path.join(out, 'cli.js');
  if (existsSync(cli)) return cli;
  mkdirSync(cache, { recursive: true });
  const src = mkdtempSync(path.join(cache, 'bundle-src-'));
  const partial = `${out}.partial-${process.pid}`;
  try {
    run('sh', ['-c', `git archive ${commit} | tar -x -C "${src}"`], { cwd: repo });
    symlinkSync(realpathSync(path.join(repo, 'node_modules')), path.join(src, 'node_modules'));
    console.log(`bundling ${commit.slice(0, 12)} into ${out} (once)…`);
    run(
      process.execPath,
      ['-e', `import('./scripts/bundle.mjs').then((m) => m.bundle(${JSON.stringify(partial)}))`],
      {
        cwd: src,
      },
    );
    writeFileSync(path.join(partial, 'package.json'), '{ "type": "module" }\n');
    rmSync(out, { recursive: true, force: true });
    renameSync(partial, out);
  } finally {
    rmSync(src, { recursive: true, force: true });
    rmSync(partial, { recursive: true, force: true });
  }
  return cli;
}
