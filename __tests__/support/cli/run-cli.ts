// Runs `benchdelta …` in this process (the CLI's own entry, not the bundle) and collects what it prints.
import { runCli } from '../../../src/cli/run-cli.js';

export async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { code, stdout, stderr };
}
