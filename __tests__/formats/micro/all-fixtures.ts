import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES } from './fixture-support.js';
import { REPO_FIXTURES } from './repo-fixtures.js';

// Every micro-benchmark output file among the fixtures (this repository's `__fixtures__/<tool>/` and the shared
// `fixtures/<tool>/`), with the format it is in. Folders of criterion runs, READMEs, benchmark sources and the
// reports of other tools (benchstat's own tables, block logs) are left out.

/** The format of a file, told by its folder (and, where a folder holds two layouts, by its name). */
function ownerOf(dir: string, file: string): string | undefined {
  // Benchmark sources kept beside their outputs, READMEs, and benchstat's own tables are no results.
  if (path.basename(file) === 'README.md' || file.endsWith('.stdout') || file.startsWith(`source${path.sep}`))
    return;
  switch (dir) {
    case 'node-bench':
      return file.includes('benchmarkjs') ? 'benchmarkjs' : 'tinybench';
    case 'benchstat':
    case 'gobench':
      return 'gobench';
    case 'libtest':
      return 'criterion';
    case 'custom-json':
      return file.startsWith('customBigger') ? 'custom-bigger-is-better' : 'custom-smaller-is-better';
    case 'benchmarkdotnet':
      return 'benchmarkdotnet';
    default:
      return dir;
  }
}

// Not one format's outputs: block logs, the annotated change-point series, the real-run corpus (several
// harnesses' runs, read by bench/real-aa.mjs) and Bencher's adapter inputs (18 harnesses, their own test).
const SKIPPED_DIRS = new Set([
  'etherscan',
  'real-logs',
  'synthetic',
  'criterion-old-layout',
  'slowblock',
  'changepoints',
  'real-runs',
  'real-runs-heldout', // held-out corpus and real pairs: several harnesses each, read by bench/real-heldout.mjs
  'real-pairs',
  'bencher-adapters',
  'shared', // the shared fixtures copied in: read through FIXTURES
]);

/** Files of each tool folder, one level of subfolders included (`iai-callgrind/bencher/…`). */
function filesOf(root: string): { path: string; name: string; format: string }[] {
  return readdirSync(root)
    .filter((dir) => !SKIPPED_DIRS.has(dir))
    .flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((file) => file.split(path.sep).length <= 2 && statSync(path.join(root, dir, file)).isFile())
        .flatMap((file) => {
          const format = ownerOf(dir, file);
          return format ? [{ path: path.join(root, dir, file), name: `${dir}/${file}`, format }] : [];
        }),
    );
}

export const ALL_MICRO_FIXTURES = [...filesOf(REPO_FIXTURES), ...filesOf(FIXTURES)];
