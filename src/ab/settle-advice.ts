// What would settle an A/B run that ended undecided: the margin at which the rounds already run decide every
// benchmark (the confidence sequences hold for every θ at once, so reading them at a margin chosen afterwards is
// as valid as at the one given), and roughly how many more rounds would decide the undecided ones at the margin
// given, if their rounds keep falling as they have.
import { benchmarkSequence, type AbJudgement } from './judge-rounds.js';
import { roundsStillNeeded } from './sign-sequence.js';

export interface SettleAdvice {
  undecided: number;
  /** Smallest margin (a fraction, on a 0.1% grid) at which every benchmark is decided with these rounds. */
  margin: number | null;
  /** Undecided benchmarks without a bounded interval on both sides yet (too few rounds for any margin). */
  unbounded: number;
  /** More rounds the slowest undecided benchmark needs at the margin given; Infinity when its rounds point nowhere. */
  rounds: number;
}

/** The widest margin worth proposing: past it "the same" says little about a benchmark. */
const MAX_MARGIN = 0.5;
/** Grid steps tried above the widest undecided interval's end before giving up (the ends are data points). */
const STEPS = 20;

const ceilTenth = (fraction: number) => Math.ceil(fraction * 1000 - 1e-9) / 1000;

export function settleAdvice(j: AbJudgement, minEffect: number): SettleAdvice | null {
  const open = j.benchmarks.filter((b) => b.decision === 'undecided');
  if (open.length === 0) return null;
  const margin = Math.log1p(minEffect);
  let rounds = 0;
  // In pairs the rounds' sequence runs at half the level (it is intersected with the pairs').
  const alpha = j.pairs ? j.perBenchmarkAlpha / 2 : j.perBenchmarkAlpha;
  for (const b of open) rounds = Math.max(rounds, roundsStillNeeded(b.ratios, alpha, margin));
  const bounded = open.filter((b) => Number.isFinite(b.sequence.low) && Number.isFinite(b.sequence.high));
  let wider: number | null = null;
  if (bounded.length === open.length) {
    const reach = Math.max(...open.map((b) => Math.max(-b.sequence.low, b.sequence.high)));
    // The interval's ends are data points: a margin just past the widest end decides it; a few grid steps more
    // cover the bettors' edge, and every benchmark (the decided ones too) must be decided at the margin proposed.
    for (let k = 0, m = ceilTenth(Math.max(minEffect, Math.expm1(reach))); k < STEPS; k++, m += 0.001) {
      if (m > MAX_MARGIN) break;
      const theta = Math.log1p(m);
      if (
        j.benchmarks.every((b) => benchmarkSequence(b, j.perBenchmarkAlpha, theta).decision !== 'undecided')
      ) {
        wider = Math.round(m * 1000) / 1000;
        break;
      }
    }
  }
  return { undecided: open.length, margin: wider, unbounded: open.length - bounded.length, rounds };
}

/** A margin in percent as --min-effect takes it: one decimal, or two significant digits under 1%. */
export const marginPct = (fraction: number) => {
  const p = fraction * 100;
  return String(Number(p >= 1 ? p.toFixed(1) : p.toPrecision(2)));
};

/**
 * The advice in words. `secondsPerRound` turns rounds into time; `folder` names the kept folder in the re-judge
 * command (omitted: a placeholder).
 */
export function settleText(
  advice: SettleAdvice,
  minEffect: number,
  secondsPerRound: number | undefined,
  folder: string | undefined,
  formatSeconds: (s: number) => string,
): string {
  const n = advice.undecided;
  const them = n === 1 ? 'it' : 'them';
  const parts: string[] = [];
  if (advice.margin !== null)
    parts.push(
      `with the rounds run, a margin of ±${marginPct(advice.margin)}% decides every benchmark ` +
        `(benchdelta ab --judge ${folder ?? 'DIR'} --min-effect ${marginPct(advice.margin)})`,
    );
  else if (advice.unbounded > 0)
    parts.push(
      `${advice.unbounded} of ${n === 1 ? 'it has' : 'them have'} no interval bounded on both sides yet: no margin decides ${advice.unbounded === 1 ? 'it' : 'them'} before more rounds`,
    );
  const at = `at ±${marginPct(minEffect)}%`;
  if (Number.isFinite(advice.rounds) && advice.rounds > 0) {
    const more = Math.ceil(advice.rounds);
    const time =
      secondsPerRound && secondsPerRound > 0
        ? ` (~${longTime(more * secondsPerRound, formatSeconds)} at this pace)`
        : '';
    parts.push(
      `${at}, about ${more} more rounds${time} would decide ${them}, if the rounds keep falling as they have`,
    );
  } else
    parts.push(
      `${at}, more rounds may not decide ${them}: ${n === 1 ? 'its rounds fall' : 'the rounds of some fall'} as often above the margin as below it`,
    );
  return `to settle: ${n} benchmark${n === 1 ? '' : 's'} undecided; ${parts.join('; ')}.`;
}

/** A duration that may run to hours or days (the rounds a noisy host needs at a tight margin). */
function longTime(seconds: number, formatSeconds: (s: number) => string): string {
  if (seconds < 3600) return formatSeconds(seconds);
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} h`;
  return `${Math.round(seconds / 86400)} days`;
}
