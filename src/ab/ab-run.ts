// The A/B loop: rounds of both commands in a random order (RMIT, Abedi & Brecht ICPE 2017) or at once on two
// CPUs (duet, Bulej et al. ICPE 2020), each round kept in the folder, the sequential verdict updated after each,
// until every benchmark is decided or the budget ends.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../core/errors.js';
import { mulberry32 } from '../core/stats/random.js';
import {
  appendRound,
  hostFingerprint,
  readRoundResults,
  requireOneEnvironment,
  roundFileNames,
  roundFingerprint,
  writeManifest,
  type AbManifest,
  type RoundRecord,
} from './ab-folder.js';
import { judgeRounds, type AbJudgement, type RoundResults } from './judge-rounds.js';
import { pinning, runSide, type Side, type SideRun } from './run-side.js';
import { roundsStillNeeded } from './sign-sequence.js';

export interface AbRunOptions extends Omit<AbManifest, 'version' | 'startedAt'> {
  out: string;
  /** Stop after this many counted rounds even with budget left (tests, calibrations). */
  maxRounds?: number;
}

export interface AbRunResult {
  judgement: AbJudgement;
  warmups: number;
  stoppedBy: 'decided' | 'budget' | 'max-rounds';
  elapsedSeconds: number;
}

export function formatSeconds(s: number): string {
  if (!Number.isFinite(s)) return '?';
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(Math.round(s % 60)).padStart(2, '0')}s` : `${Math.round(s)}s`;
}

async function runRound(
  opts: AbRunOptions,
  round: number,
  order: [Side, Side],
  cpus: [number, number] | undefined,
): Promise<Record<Side, SideRun & { result: string; log: string }>> {
  const timeoutMs = opts.roundTimeoutSeconds * 1000;
  const one = async (side: Side, cpu?: number) => {
    const names = roundFileNames(round, side);
    const run = await runSide({
      side,
      command: side === 'base' ? opts.base : opts.candidate,
      round,
      resultFile: join(opts.out, names.result),
      logFile: join(opts.out, names.log),
      cpu,
      timeoutMs,
    });
    return { ...run, ...names };
  };
  if (!opts.duet) {
    const first = await one(order[0]);
    const second = await one(order[1]);
    return { [order[0]]: first, [order[1]]: second } as Record<
      Side,
      SideRun & { result: string; log: string }
    >;
  }
  const both = await Promise.allSettled([one(order[0], cpus?.[0]), one(order[1], cpus?.[1])]);
  for (const b of both) if (b.status === 'rejected') throw b.reason;
  const [a, b] = both as PromiseFulfilledResult<SideRun & { result: string; log: string }>[];
  return { [order[0]]: a.value, [order[1]]: b.value } as Record<
    Side,
    SideRun & { result: string; log: string }
  >;
}

function refuseUsedFolder(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new UserError(
      `--out ${dir} is not empty: give a new folder for this run (to judge a kept run again: benchdelta ab --judge ${dir})`,
    );
  mkdirSync(dir, { recursive: true });
}

/** Runs the A/B session; `say` gets the progress lines (nothing under --quiet). */
export async function runAb(opts: AbRunOptions, say: (line: string) => void): Promise<AbRunResult> {
  refuseUsedFolder(opts.out);
  const { out, maxRounds: _max, ...settings } = opts;
  writeManifest(out, { version: 1, ...settings, startedAt: new Date().toISOString() });
  let cpus: [number, number] | undefined;
  if (opts.duet) {
    const pin = pinning();
    if (pin.ok) cpus = [0, 1];
    else say(`duet: cannot pin the two sides to disjoint CPUs (${pin.why}); both run at once unpinned`);
  }
  if (opts.warmup > 0) say(`${opts.warmup} warm-up round${opts.warmup > 1 ? 's' : ''}: run and discarded`);
  const random = mulberry32(opts.seed);
  const started = Date.now();
  const rounds: RoundResults[] = [];
  const records: RoundRecord[] = [];
  const roundSeconds: number[] = [];
  let judgement = judgeRounds([], opts);
  for (let round = 1; ; round++) {
    const elapsed = (Date.now() - started) / 1000;
    const typical = roundSeconds.length ? roundSeconds.reduce((a, b) => a + b, 0) / roundSeconds.length : 0;
    const warmup = round <= opts.warmup;
    // In pairs, the second round of each pair (counted rounds 2, 4, …) swaps the first round's places; a pair is
    // begun only when both its rounds fit the budget (half a pair counts for nothing).
    const second = opts.pairs === true && !warmup && (round - opts.warmup) % 2 === 0;
    const roundsLeft = opts.pairs === true && !warmup && !second ? 2 : 1;
    if (round > 1 && elapsed + roundsLeft * typical > opts.budgetSeconds)
      return {
        judgement,
        warmups: Math.min(opts.warmup, round - 1),
        stoppedBy: 'budget',
        elapsedSeconds: elapsed,
      };
    const last = records.at(-1)?.order;
    const order: [Side, Side] =
      second && last ? [last[1], last[0]] : random() < 0.5 ? ['base', 'candidate'] : ['candidate', 'base'];
    const t0 = Date.now();
    const sides = await runRound(opts, round, order, cpus);
    roundSeconds.push((Date.now() - t0) / 1000);
    const record: RoundRecord = {
      round,
      warmup,
      order,
      ...(cpus ? { cpus } : {}),
      sides,
      host: hostFingerprint(),
      fingerprint: roundFingerprint(out, round),
    };
    requireOneEnvironment([...records, record]);
    records.push(record);
    appendRound(out, record);
    if (warmup) continue;
    rounds.push(await readRoundResults(out, record, opts.format));
    judgement = judgeRounds(rounds, opts);
    const now = (Date.now() - started) / 1000;
    say(progressLine(judgement, round, now, roundSeconds, opts));
    if (judgement.decided === judgement.benchmarks.length && judgement.benchmarks.length > 0)
      return { judgement, warmups: opts.warmup, stoppedBy: 'decided', elapsedSeconds: now };
    if (opts.maxRounds !== undefined && rounds.length >= opts.maxRounds)
      return { judgement, warmups: opts.warmup, stoppedBy: 'max-rounds', elapsedSeconds: now };
  }
}

function progressLine(
  j: AbJudgement,
  round: number,
  elapsed: number,
  roundSeconds: readonly number[],
  opts: AbRunOptions,
): string {
  const typical = roundSeconds.reduce((a, b) => a + b, 0) / roundSeconds.length;
  const margin = Math.log1p(opts.minEffect);
  let need = 0;
  for (const b of j.benchmarks)
    if (b.decision === 'undecided')
      need = Math.max(need, roundsStillNeeded(b.ratios, j.perBenchmarkAlpha, margin));
  const left = Math.min(Math.ceil(need) * typical, Math.max(0, opts.budgetSeconds - elapsed));
  const atBudget = Math.ceil(need) * typical > opts.budgetSeconds - elapsed;
  return (
    `round ${round - opts.warmup} · ${formatSeconds(elapsed)} · decided ${j.decided}/${j.benchmarks.length}` +
    ` · ${j.decided === j.benchmarks.length ? 'done' : `~${formatSeconds(left)} left${atBudget ? ' (budget)' : ''}`}`
  );
}
