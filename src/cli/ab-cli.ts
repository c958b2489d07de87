// `benchdelta ab`: runs the base and the candidate builds in rounds until every benchmark is decided or the
// budget ends (src/ab/), or re-judges the folder of an earlier run (`--judge DIR`).
import { writeFileSync } from 'node:fs';
import { UserError } from '../core/errors.js';
import { parseNumber } from '../pipeline/compare-request.js';
import { judgeFolder } from '../ab/ab-folder.js';
import { formatSeconds, runAb } from '../ab/ab-run.js';
import { renderAbText } from '../ab/ab-text.js';
import { settleAdvice } from '../ab/settle-advice.js';
import { folderStop, judgementRows } from '../ab/ab-summary.js';
import type { AbJudgement } from '../ab/judge-rounds.js';
import { AB_UPLOAD_OPTIONS, AB_UPLOAD_USAGE, checkAbUpload, uploadAbFolder } from './ab-upload.js';
import { parseCommandLine } from './command-line.js';
import type { CliIo } from './cli-io.js';

export const AB_USAGE = `Usage: benchdelta ab --base 'CMD' --candidate 'CMD' --out DIR [options]
       benchdelta ab --judge DIR            (the verdict of a kept run, e.g. one that was killed;
                                             --min-effect PCT re-reads it at another margin)
       add --upload URL … to either to store the folder in a benchdelta service (below)

Runs both commands in rounds, in a random order each round (under --duet in pairs of rounds: a random
CPU for each side, then the other), until every benchmark is decided or the budget ends. Each command writes results in any format compare reads, to stdout or to {out} (a path
benchdelta gives it). Exit 1 when a benchmark is slower beyond the margin, 0 otherwise.

Options:
  --base CMD             the base build's benchmark command (run with sh -c)
  --candidate CMD        the candidate build's benchmark command
  --out DIR              a new folder for every round's raw outputs, order, times and environment
  --budget TIME          stop starting rounds after this (default 10m; e.g. 90s, 15m, 1h)
  --min-effect PCT       changes within ±PCT count as no change (default 1)
  --alpha P              chance of any false claim over the suite, at any look (default 0.05)
  --warmup N             rounds run first and discarded (default 1)
  --round-timeout TIME   one round longer than this stops the run (default 10m)
  --duet                 run both at once on two CPUs (pinned with taskset where it can)
  --format NAME          the results' format (default: detected)
  --seed N               seed of the run order (default: from the clock; kept in the folder)
  --max-rounds N         stop after N counted rounds
  --json FILE            write the per-benchmark verdicts as JSON
  --quiet                no progress lines; print the verdict line only

${AB_UPLOAD_USAGE}`;

const TIME = /^(\d+(?:\.\d+)?)(s|m|h)?$/;

function parseTime(flag: string, raw: string): number {
  const m = TIME.exec(raw.trim());
  if (!m || Number(m[1]) <= 0)
    throw new UserError(`${flag} "${raw}" is not valid: give a duration such as 90s, 10m or 1h`);
  return Number(m[1]) * (m[2] === 'h' ? 3600 : m[2] === 'm' ? 60 : 1);
}

/** The verdict as JSON; an undecided one with what would settle it (the text's `to settle:` line). */
function judgementJson(j: AbJudgement, minEffect: number): string {
  const advice = j.verdict === 'undecided' ? settleAdvice(j, minEffect) : null;
  const settle = advice && {
    undecided: advice.undecided,
    minEffectPct: advice.margin === null ? null : Number((advice.margin * 100).toFixed(2)),
    unbounded: advice.unbounded,
    moreRounds: Number.isFinite(advice.rounds) ? Math.ceil(advice.rounds) : null,
  };
  const body = {
    verdict: j.verdict,
    rounds: j.rounds,
    ...(settle ? { settle } : {}),
    benchmarks: judgementRows(j),
  };
  return JSON.stringify(body, null, 2) + '\n';
}

export async function runAbCli(argv: string[], io: CliIo): Promise<number> {
  const { values: v } = parseCommandLine(
    {
      args: argv,
      options: {
        base: { type: 'string' },
        candidate: { type: 'string' },
        out: { type: 'string' },
        judge: { type: 'string' },
        budget: { type: 'string', default: '10m' },
        'min-effect': { type: 'string' },
        alpha: { type: 'string', default: '0.05' },
        warmup: { type: 'string', default: '1' },
        'round-timeout': { type: 'string', default: '10m' },
        duet: { type: 'boolean', default: false },
        format: { type: 'string' },
        seed: { type: 'string' },
        'max-rounds': { type: 'string' },
        json: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        debug: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        ...AB_UPLOAD_OPTIONS,
      },
    },
    'Run "benchdelta ab --help" for the options.',
  );
  if (v.help) {
    io.stdout(AB_USAGE);
    return 0;
  }
  checkAbUpload(v);
  let judgement: AbJudgement;
  let info: Parameters<typeof renderAbText>[1];
  const minEffectOf = (raw: string) =>
    parseNumber('--min-effect', raw, (n) => n >= 0 && n < 100, 'give a percent, e.g. 1') / 100;
  if (v.judge) {
    // The sequences hold for every margin at once: a kept run may be read at another one.
    const margin = v['min-effect'] === undefined ? undefined : minEffectOf(v['min-effect']);
    const judged = await judgeFolder(v.judge, margin);
    judgement = judged.judgement;
    const n = judged.judgement.rounds;
    info = {
      ...judged.manifest,
      minEffect: margin ?? judged.manifest.minEffect,
      warmups: judged.warmups,
      stopped: `re-judged from ${v.judge} after round ${n}`,
      secondsPerRound: folderStop(judged.manifest, judged.records, judgement).secondsPerRound,
      folder: v.judge,
    };
  } else {
    if (!v.base || !v.candidate)
      throw new UserError(
        `benchdelta ab needs --base 'CMD' and --candidate 'CMD' (or --judge DIR)\n${AB_USAGE}`,
      );
    if (!v.out) throw new UserError('benchdelta ab needs --out DIR: a new folder that keeps every round');
    const minEffect = minEffectOf(v['min-effect'] ?? '1');
    const alpha = parseNumber('--alpha', v.alpha, (n) => n > 0 && n < 1, 'give a probability, e.g. 0.05');
    const warmup = parseNumber(
      '--warmup',
      v.warmup,
      (n) => Number.isInteger(n) && n >= 0,
      'give 0 or more rounds',
    );
    const seed = v.seed
      ? parseNumber('--seed', v.seed, (n) => Number.isInteger(n) && n >= 0, 'give a whole number')
      : Date.now() % 2 ** 31;
    const maxRounds = v['max-rounds']
      ? parseNumber('--max-rounds', v['max-rounds'], (n) => Number.isInteger(n) && n > 0, 'give 1 or more')
      : undefined;
    const result = await runAb(
      {
        base: v.base,
        candidate: v.candidate,
        out: v.out,
        duet: v.duet,
        warmup,
        format: v.format,
        seed,
        budgetSeconds: parseTime('--budget', v.budget),
        roundTimeoutSeconds: parseTime('--round-timeout', v['round-timeout']),
        alpha,
        minEffect,
        // Under --duet each side's place is a CPU, and two vCPUs can differ by far more than the change (a VM's
        // second vCPU sharing its core with another guest): pairs of rounds with the places swapped cancel it.
        pairs: v.duet === true,
        modes: true,
        maxRounds,
      },
      v.quiet ? () => {} : (line) => io.stderr(line + '\n'),
    );
    judgement = result.judgement;
    const why = {
      decided: 'stopped: every benchmark decided',
      budget: `stopped: the budget (${v.budget}) ended`,
      'max-rounds': 'stopped: --max-rounds reached',
    }[result.stoppedBy];
    info = {
      warmups: result.warmups,
      minEffect,
      alpha,
      stopped: `${why} after ${formatSeconds(result.elapsedSeconds)}`,
      secondsPerRound: result.elapsedSeconds / Math.max(1, judgement.rounds + result.warmups),
      folder: v.out,
    };
  }
  if (v.json) writeFileSync(v.json, judgementJson(judgement, info.minEffect));
  io.stdout(v.quiet ? `verdict: ${judgement.verdict}\n` : renderAbText(judgement, info));
  if (v.upload) await uploadAbFolder((v.judge ?? v.out) as string, v, io);
  return judgement.verdict === 'regression' ? 1 : 0;
}
