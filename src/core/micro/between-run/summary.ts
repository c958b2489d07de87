// A run's between-run term (micro-between-run.ts) once it is known: applied to each row's change, and said in
// the run's summary (its source, and each metric's common shift with its verdict, in words).
import type { BetweenRunNoise } from './between-run.js';
import { testChange } from '../change.js';
import { verdictOfChange } from '../judge.js';
import type { MicroChange, MicroCompareOptions, MicroRun } from '../model.js';
import type { Direction } from '../../model.js';
import { medianHalfWidth, settleRuns, type Settle } from '../settle.js';

/**
 * Adds row i's between-run term to its change (in place) and tests it again: the estimate becomes the robust
 * one, the se the within-run se and the between-run noise together, tested against the suite's common shift.
 */
export function applyBetweenRun(
  ch: MicroChange | null,
  noise: BetweenRunNoise | null,
  i: number,
  alpha: number,
): void {
  if (!ch || !noise || noise.applies[i] !== 1) return;
  ch.betweenRun = {
    source: noise.source,
    withinSe: ch.se,
    offset: noise.offset[i],
    offsetSe: Math.sqrt(noise.offsetVariance[i]),
    offsetP: noise.shiftOf[i]?.p ?? 1,
  };
  const widened = noise.widened?.get(i);
  if (widened) ch.betweenRun.widened = widened;
  ch.estimate = noise.estimate[i];
  ch.se = Math.sqrt(noise.variance[i]);
  ch.df = noise.df[i];
  testChange(ch, alpha);
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}%`;

/** A suite's common shift in words: what one run per side, or back-to-back runs, can and cannot say about it. */
export function shiftSentence(
  s: NonNullable<MicroRun['betweenRun']>['shifts'][number],
  source: NonNullable<MicroRun['betweenRun']>['source'],
): string {
  const claimed = s.verdict === 'regression' || s.verdict === 'improvement';
  const replicated = source === 'replicates';
  const cannot = replicated
    ? 'runs of each side taken one after another share the drift of their sitting, so they cannot tell it ' +
      'from the machine (interleave the runs and give --interleaved to tell)'
    : 'one run per side cannot tell it from the machine';
  // Wall time beside CPU time: how much of the move was time off the CPU (judged as run drift).
  const offCpu =
    s.offCpuPct === undefined || Math.abs(s.offCpuPct) < 0.05
      ? ''
      : `, ${signed(s.offCpuPct)} of it apart from its CPU time (time off the CPU: other load; taken as run drift)`;
  // A loaded suite's run drift: the stated one widened to how far one of its benchmarks moves (loadedRunDrift).
  const loaded =
    s.runDriftPct === undefined
      ? ''
      : `, judged against ±${s.runDriftPct.toFixed(1)}% run drift (as much as one of its benchmarks moves between ` +
        'runs here: load slows whole runs)';
  return (
    `the whole suite's ${s.metric} moved ${signed(s.pct)} [${signed(s.ciLowPct)}, ${signed(s.ciHighPct)}]${offCpu}${loaded}` +
    (claimed
      ? `, beyond the run drift assumed: ${s.verdict === 'improvement' ? 'an' : 'a'} ${s.verdict} of the whole suite (rows that moved with it share it)`
      : s.ciLowPct > 0 || s.ciHighPct < 0
        ? ' (its 95% interval leaves out no change, but it is not beyond the run drift at the level the ' +
          `multiple-comparison control needs: ${cannot}; each row is judged apart from it)`
        : replicated
          ? ` (within the run drift: ${cannot}; each row is judged apart from it)`
          : ' (within the run drift one run per side cannot tell from a change of the code; each row is judged ' +
            'apart from it)')
  );
}

/** The run's between-run summary: its source, sentence, and each metric's common shift with its verdict. */
export function summarizeBetweenRun(
  noise: BetweenRunNoise,
  changes: ReadonlyArray<MicroChange | null>,
  directions: readonly Direction[],
  metricAt: (i: number) => string,
  cutoff: number,
  opts: MicroCompareOptions,
): NonNullable<MicroRun['betweenRun']> {
  const directionOf = (metric: string): Direction => {
    for (let i = 0; i < changes.length; i++) if (metricAt(i) === metric) return directions[i];
    return 'smaller-is-better';
  };
  // What the run rules out is read on its main metric (the one most rows were tested on; time before its gc or
  // allocation rows): a median over every metric mixes a time's ±5% with an allocation rate's ±170%.
  const changesBy = new Map<string, MicroChange[]>();
  changes.forEach((ch, i) => {
    if (!ch?.betweenRun) return;
    const list = changesBy.get(metricAt(i)) ?? [];
    list.push(ch);
    changesBy.set(metricAt(i), list);
  });
  let ruledOutMetric: string | null = null;
  for (const [metric, list] of changesBy)
    if (ruledOutMetric === null || list.length > changesBy.get(ruledOutMetric)!.length)
      ruledOutMetric = metric;
  const main = ruledOutMetric === null ? [] : changesBy.get(ruledOutMetric)!;
  const widths = main
    .map((ch) => Math.max(Math.abs(ch.ciLowPct), Math.abs(ch.ciHighPct)))
    .sort((a, b) => a - b);
  return {
    source: noise.source,
    description: noise.description,
    typicalPct: noise.typicalPct,
    ruledOutPct: widths.length > 0 ? widths[widths.length >> 1] : null,
    ruledOutMetric: changesBy.size > 1 ? ruledOutMetric : null,
    // Replicated runs only: one run per side's interval is mostly its prior's, not measured noise (settle.ts).
    ...settleOf(noise.replicateRuns, main, opts),
    onePrRunAgainstHistory: noise.historyLevel?.candidateRuns === 1,
    shifts: noise.shifts.map(({ metric, change, offCpu, runDrift }) => ({
      metric,
      pct: change.pct,
      ciLowPct: change.ciLowPct,
      ciHighPct: change.ciHighPct,
      p: change.p,
      verdict: verdictOfChange(change, directionOf(metric), cutoff, opts),
      ...(offCpu === undefined ? {} : { offCpuPct: Math.expm1(offCpu) * 100 }),
      ...(runDrift === undefined ? {} : { runDriftPct: Math.expm1(runDrift) * 100 }),
    })),
  };
}

/** What would settle a run of replicated runs (settle.ts), as an optional field of its summary. */
function settleOf(
  runs: readonly [number, number] | undefined,
  rows: readonly MicroChange[],
  opts: MicroCompareOptions,
): { settle?: Settle } {
  const settle = runs ? settleRuns(medianHalfWidth(rows), runs, opts.minEffectPct) : null;
  return settle ? { settle } : {};
}
