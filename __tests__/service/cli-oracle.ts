// The CLI as the oracle of the compare route: the same two files, named as the service labels them, through
// `benchdelta compare --json` in-process.
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli/run-cli.js';

export async function expectSameAsCli(
  serviceJson: string,
  sides: { label: string; file: string }[],
): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-cli-oracle-'));
  const cwd = process.cwd();
  try {
    for (const s of sides) await copyFile(s.file, path.join(dir, s.label));
    process.chdir(dir);
    const out = path.join(dir, 'out.json');
    const code = await runCli(
      ['compare', ...sides.map((s) => s.label), '--json', out, '--quiet', '--fail-on', 'never'],
      {
        stdout: () => undefined,
        stderr: () => undefined,
      },
    );
    expect(code).toBe(0);
    expect(serviceJson).toBe(await readFile(out, 'utf8'));
  } finally {
    process.chdir(cwd);
    await rm(dir, { recursive: true, force: true });
  }
}
