// A synthetic Besu pair of `blocks` blocks (a 20% faster contract in the test run), generated once with
// shared/tools/genlogs.py into the bench cache: into a folder of its own first, moved into place when complete, so a
// generation cut short (or still under way in another bench) is never read as the pair.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'shared');

export function generateBesuPair(cache, blocks) {
  const dir = path.join(cache, `besu-${blocks}`);
  const control = path.join(dir, 'besu-control.log');
  const test = path.join(dir, 'besu-test.log');
  if (!existsSync(control) || !existsSync(test)) {
    const partial = `${dir}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    console.log(
      `generating a ${blocks.toLocaleString('en-US')}-block Besu pair in ${dir} (once; about a minute)…`,
    );
    const res = spawnSync(
      'python3',
      [
        path.join(shared, 'tools', 'genlogs.py'),
        '--client',
        'besu',
        '--blocks',
        String(blocks),
        '--seed',
        '11',
        '--effect=-20%@contract',
        '--no-truth',
        '--no-csv',
        '--out-dir',
        partial,
      ],
      { stdio: 'inherit' },
    );
    if (res.status !== 0) throw new Error('genlogs.py failed');
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  }
  return [control, test];
}
