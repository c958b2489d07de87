// Runs one side's command for one round: through `sh -c`, its results to a file in the run's folder, a time-out
// that ends the whole process group, and the tail of its output when it fails.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { UserError } from '../core/errors.js';

export type Side = 'base' | 'candidate';

export interface SideCommand {
  side: Side;
  command: string;
  round: number;
  /** Where the results go: `{out}` in the command is this path (shell-quoted); else the command's stdout. */
  resultFile: string;
  /** Everything else the command printed (stderr, and stdout when `{out}` is used). */
  logFile: string;
  /** CPU to pin to (duet), when pinning is possible. */
  cpu?: number;
  timeoutMs: number;
}

export interface SideRun {
  startedAt: string;
  seconds: number;
}

const TAIL_LINES = 20;

function shellQuote(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

/** Whether duet runs can be pinned to disjoint CPUs here, and if not, why (said once at the start). */
export function pinning(): { ok: true } | { ok: false; why: string } {
  if (process.platform !== 'linux') return { ok: false, why: `no taskset on ${process.platform}` };
  if (availableParallelism() < 2) return { ok: false, why: 'only one CPU is available' };
  const probe = spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) return { ok: false, why: 'taskset is not installed (util-linux)' };
  return { ok: true };
}

function tailOf(files: readonly string[]): string {
  const lines = files
    .flatMap((f) => {
      try {
        return readFileSync(f, 'utf8').split('\n');
      } catch {
        return [];
      }
    })
    .filter((l) => l.trim() !== '');
  return lines.slice(-TAIL_LINES).join('\n');
}

/** Runs the command; a non-zero exit or the time-out throws a UserError carrying its output's tail. */
export async function runSide(cmd: SideCommand): Promise<SideRun> {
  const usesOut = cmd.command.includes('{out}');
  const line = usesOut ? cmd.command.replaceAll('{out}', shellQuote(cmd.resultFile)) : cmd.command;
  const out = openSync(usesOut ? cmd.logFile : cmd.resultFile, 'w');
  const err = usesOut ? out : openSync(cmd.logFile, 'w');
  const argv =
    cmd.cpu === undefined ? ['sh', '-c', line] : ['taskset', '-c', String(cmd.cpu), 'sh', '-c', line];
  const started = Date.now();
  const child = spawn(argv[0], argv.slice(1), {
    stdio: ['ignore', out, err],
    detached: true,
    env: { ...process.env, BENCHDELTA_AB_SIDE: cmd.side, BENCHDELTA_AB_ROUND: String(cmd.round) },
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, cmd.timeoutMs);
  // The command runs in its own process group (so a time-out ends all it started): a Ctrl-C or a cancelled job
  // must end it too, then end us as the signal would have.
  const onSignal = (signal: NodeJS.Signals) => {
    killGroup();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const status = await new Promise<{ code: number | null; signal: string | null; error?: Error }>(
    (resolve) => {
      child.once('error', (error) => resolve({ code: null, signal: null, error }));
      child.once('exit', (code, signal) => resolve({ code, signal }));
    },
  );
  clearTimeout(timer);
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  closeSync(out);
  if (err !== out) closeSync(err);
  const seconds = (Date.now() - started) / 1000;
  const what = `the ${cmd.side} command of round ${cmd.round}`;
  const tail = () => {
    const t = tailOf(usesOut ? [cmd.logFile] : [cmd.resultFile, cmd.logFile]);
    return t ? `; the last lines it printed:\n${t}` : '; it printed nothing';
  };
  if (status.error) throw new UserError(`${what} could not start: ${status.error.message}`);
  if (timedOut)
    throw new UserError(
      `${what} ran past the round time-out (${cmd.timeoutMs / 1000} s) and was stopped: make one run shorter, ` +
        `or raise --round-timeout${tail()}`,
    );
  if (status.code !== 0)
    throw new UserError(
      `${what} failed (${status.signal ? `signal ${status.signal}` : `exit ${status.code}`}): ` +
        `fix the command and run again${tail()}`,
    );
  return { startedAt: new Date(started).toISOString(), seconds };
}
