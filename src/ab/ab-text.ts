// The text an A/B run ends with: one row per benchmark (the median change over the rounds, its confidence
// sequence at the suite's level, the decision), then the verdict and why the run stopped; an undecided run adds
// what would settle it.
import { formatSeconds } from './ab-run.js';
import type { AbJudgement } from './judge-rounds.js';
import { marginPct, settleAdvice, settleText } from './settle-advice.js';

function pct(logRatio: number): string {
  if (!Number.isFinite(logRatio)) return logRatio > 0 ? '+∞' : '−∞';
  const p = Math.expm1(logRatio) * 100;
  return `${p >= 0 ? '+' : '−'}${Math.abs(p).toFixed(2)}%`;
}

const LABEL = {
  regression: 'worse',
  improvement: 'better',
  same: '~ same',
  undecided: '? undecided',
} as const;

export function renderAbText(
  j: AbJudgement,
  info: {
    warmups: number;
    minEffect: number;
    alpha: number;
    stopped: string;
    /** Seconds a round took (warm-up rounds included), to put the advice's rounds in time. */
    secondsPerRound?: number;
    /** The kept folder, for the advice's re-judge command. */
    folder?: string;
  },
): string {
  const rows = j.benchmarks.map((b) => [
    b.metric === 'time' ? b.key : `${b.key} (${b.metric})`,
    String(b.sequence.rounds),
    pct(b.sequence.median),
    `[${pct(b.sequence.low)}, ${pct(b.sequence.high)}]`,
    LABEL[b.decision],
  ]);
  const head = ['benchmark', 'rounds', 'Δ (median)', 'interval', 'decision'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const worse = j.benchmarks.filter((b) => b.decision === 'regression').map((b) => b.key);
  const verdict =
    j.verdict === 'regression'
      ? `verdict: regression (${worse.join(', ')})`
      : j.verdict === 'no regression'
        ? 'verdict: no regression (every benchmark decided)'
        : `verdict: undecided (${j.benchmarks.length - j.decided} of ${j.benchmarks.length} benchmarks not decided; no regression found)`;
  return [
    line(head),
    ...rows.map(line),
    '',
    `${j.rounds} rounds counted (${info.warmups} warm-up discarded); ${info.stopped}.`,
    `Intervals: anytime-valid sign confidence sequences${j.pairs ? ' of the rounds and of pairs of rounds with the sides’ CPUs swapped (a faster CPU cancels in a pair), intersected' : ''}, each at ${(j.perBenchmarkAlpha * 100).toPrecision(2)}% ` +
      `(${info.alpha * 100}% over ${j.benchmarks.length} benchmarks, Bonferroni); margin ±${marginPct(info.minEffect)}%.`,
    verdict,
    ...settleLine(j, info),
    '',
  ].join('\n');
}

function settleLine(
  j: AbJudgement,
  info: { minEffect: number; secondsPerRound?: number; folder?: string },
): string[] {
  const advice = j.verdict === 'undecided' ? settleAdvice(j, info.minEffect) : null;
  return advice ? [settleText(advice, info.minEffect, info.secondsPerRound, info.folder, formatSeconds)] : [];
}
