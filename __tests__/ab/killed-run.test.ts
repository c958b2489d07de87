// A real kill: the bundled CLI (dist/, `npm run package`) runs an A/B session as a child process and is sent
// SIGKILL in the middle of a round; its folder, judged again with `benchdelta ab --judge`, gives the verdict and
// the decided count the run had printed after its last finished round; `benchdelta compare --interleaved` on the
// folder gives the same.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../bin/benchdelta.js', import.meta.url));
const harness = fileURLToPath(new URL('./fake-go-bench.mjs', import.meta.url));

it('a run killed midway is judged from its folder as it stood', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'ab-kill-')), 'run');
  // --min-effect 0: nothing can be "the same", so the run goes on until killed.
  const run = spawn(
    process.execPath,
    [
      cli,
      'ab',
      '--base',
      `node '${harness}' --sleep 150`,
      '--candidate',
      `node '${harness}' Hash=1.2 --sleep 150`,
      '--out',
      out,
      '--min-effect',
      '0',
      '--seed',
      '3',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  const lastLine = await new Promise<string>((resolve) => {
    run.stderr.on('data', (b: Buffer) => {
      stderr += b.toString();
      const line = stderr.split('\n').find((l) => l.startsWith('round 12 '));
      if (line) {
        run.kill('SIGKILL');
        resolve(line);
      }
    });
  });
  await new Promise((r) => run.once('exit', r));
  const judged = spawnSync(process.execPath, [cli, 'ab', '--judge', out], { encoding: 'utf8' });
  // The kill landed during round 13 (the line for round 12 is printed after its record is written).
  expect(judged.stdout).toMatch(/^12 rounds counted \(1 warm-up discarded\); re-judged from /m);
  const decided = /decided (\d+)\/6/.exec(lastLine)![1];
  const rows = judged.stdout.split('\n').filter((l) => / (worse|better|~ same|\? undecided)$/.test(l));
  expect(rows.filter((l) => !l.endsWith('? undecided')).length).toBe(Number(decided));
  expect(judged.stdout).toMatch(/ab\.BenchmarkHash-2 .* worse$/m);
  expect(judged.stdout).toMatch(/verdict: regression \(ab\.BenchmarkHash-2\)/);
  expect(judged.status).toBe(1);
  // `compare --interleaved` on the folder says the same.
  const compared = spawnSync(process.execPath, [cli, 'compare', '--interleaved', out], { encoding: 'utf8' });
  expect(compared.stdout).toBe(judged.stdout);
  expect(compared.status).toBe(1);
}, 120_000);
