// What a kept A/B folder says beyond its verdict: how long the run took and why it stopped (read from the rounds'
// own times, as the live run decided), and the verdict as JSON (the rows `benchdelta ab --json` writes) and as a
// Markdown report (the text `benchdelta ab --judge` prints). The service answers with these for a stored A/B run.
import type { AbManifest, JudgedFolder, RoundRecord } from './ab-folder.js';
import { formatSeconds } from './ab-run.js';
import { renderAbText } from './ab-text.js';
import type { AbJudgement } from './judge-rounds.js';

/**
 * `decided`: every benchmark decided; `budget`: the next round would have ended past the budget; `ended-early`:
 * neither, so the run was stopped from outside (a kill, a cancelled job) or by `--max-rounds`.
 */
export type AbStop = 'decided' | 'budget' | 'ended-early';

/** The per-benchmark rows of `benchdelta ab --json`. */
export function judgementRows(j: AbJudgement) {
  return j.benchmarks.map((b) => ({
    key: b.key,
    metric: b.metric,
    rounds: b.sequence.rounds,
    medianPct: Math.expm1(b.sequence.median) * 100,
    lowPct: Number.isFinite(b.sequence.low) ? Math.expm1(b.sequence.low) * 100 : null,
    highPct: Number.isFinite(b.sequence.high) ? Math.expm1(b.sequence.high) * 100 : null,
    decision: b.decision,
  }));
}

function roundSpan(r: RoundRecord): { start: number; end: number } {
  const sides = [r.sides.base, r.sides.candidate];
  const start = Math.min(...sides.map((s) => Date.parse(s.startedAt)));
  const end = Math.max(...sides.map((s) => Date.parse(s.startedAt) + s.seconds * 1000));
  return { start, end };
}

/**
 * Seconds from the run's start to its last finished round, why it stopped there (runAb's rules), and the seconds
 * a round took on average.
 */
export function folderStop(
  manifest: AbManifest,
  records: readonly RoundRecord[],
  j: AbJudgement,
): { elapsedSeconds: number; stoppedBy: AbStop; secondsPerRound: number } {
  if (records.length === 0) return { elapsedSeconds: 0, stoppedBy: 'ended-early', secondsPerRound: 0 };
  const spans = records.map(roundSpan);
  const started = Math.min(Date.parse(manifest.startedAt), spans[0].start);
  const elapsed = (spans[spans.length - 1].end - started) / 1000;
  const typical = spans.reduce((n, s) => n + (s.end - s.start) / 1000, 0) / spans.length;
  const stoppedBy: AbStop =
    j.benchmarks.length > 0 && j.decided === j.benchmarks.length
      ? 'decided'
      : elapsed + typical > manifest.budgetSeconds
        ? 'budget'
        : 'ended-early';
  const elapsedSeconds = Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0;
  // Warm-up rounds included: the pace at which more rounds would come.
  return { elapsedSeconds, stoppedBy, secondsPerRound: elapsedSeconds / records.length };
}

/** The stop line of the report, as a live run words it. */
export function stopText(stoppedBy: AbStop, elapsedSeconds: number, budgetSeconds: number): string {
  const why = {
    decided: 'stopped: every benchmark decided',
    budget: `stopped: the budget (${formatSeconds(budgetSeconds)}) ended`,
    'ended-early': 'stopped before the budget with benchmarks undecided (killed, or --max-rounds)',
  }[stoppedBy];
  return `${why} after ${formatSeconds(elapsedSeconds)}`;
}

/** The verdict of a judged folder as JSON: settings, rounds, budget, why it stopped and each benchmark's row. */
export function folderVerdict(judged: JudgedFolder) {
  const { manifest: m, judgement: j } = judged;
  const stop = folderStop(m, judged.records, j);
  return {
    verdict: j.verdict,
    rounds: j.rounds,
    warmups: judged.warmups,
    decided: j.decided,
    format: judged.format ?? null,
    stoppedBy: stop.stoppedBy,
    elapsedSeconds: Math.round(stop.elapsedSeconds * 10) / 10,
    budgetSeconds: m.budgetSeconds,
    minEffectPct: m.minEffect * 100,
    alpha: m.alpha,
    perBenchmarkAlpha: j.perBenchmarkAlpha,
    duet: m.duet,
    seed: m.seed,
    startedAt: m.startedAt,
    base: { command: m.base },
    candidate: { command: m.candidate },
    benchmarks: judgementRows(j),
  };
}

/** The report of a judged folder in Markdown: a heading with the verdict, then `benchdelta ab`'s own table. */
export function folderMarkdown(judged: JudgedFolder, title: string): string {
  const { manifest: m, judgement: j } = judged;
  const stop = folderStop(m, judged.records, j);
  const text = renderAbText(j, {
    warmups: judged.warmups,
    minEffect: m.minEffect,
    alpha: m.alpha,
    stopped: stopText(stop.stoppedBy, stop.elapsedSeconds, m.budgetSeconds),
    secondsPerRound: stop.secondsPerRound,
  });
  return `### ${title}: ${j.verdict}\n\n\`\`\`text\n${text}\`\`\`\n`;
}
