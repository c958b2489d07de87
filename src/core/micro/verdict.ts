// The overall verdict of a micro-benchmark comparison, over every candidate, and the sentence that says why.
// Kept apart from the engine so the pipeline can judge a report without loading it.
import type { MicroComparison, MicroOverallVerdict } from './model.js';
import { MAX_RUNS_TO_SETTLE, RUNS_FOR_REACH, type Settle } from './settle.js';

type Judged = Pick<MicroComparison, 'runs' | 'options'>;

function total(c: Judged, k: keyof MicroComparison['counts']): number {
  let n = 0;
  for (const r of c.runs) n += r.counts[k];
  return n;
}

/** The suites' common shifts (one run per side) with a claimed verdict `v`. */
function shifts(c: Judged, v: 'regression' | 'improvement') {
  return c.runs.flatMap((r) => (r.betweenRun?.shifts ?? []).filter((s) => s.verdict === v));
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}%`;

/** The largest change the median tested row's interval leaves open (what an inconclusive run rules out), and its metric. */
function ruledOut(c: Judged): { pct: number; metric: string | null } | null {
  let worst: { pct: number; metric: string | null } | null = null;
  for (const r of c.runs) {
    const x = r.betweenRun?.ruledOutPct;
    if (x !== undefined && x !== null && (worst === null || x > worst.pct))
      worst = { pct: x, metric: r.betweenRun?.ruledOutMetric ?? null };
  }
  return worst;
}

/**
 * Any regression wins, a suspect one (it failed a sanity check) included: suspect qualifies a verdict, it does
 * not excuse it. Only `--suspect warn` makes an overall verdict of suspect regressions alone `suspect`, which
 * `--fail-on regression` lets pass. Then improvement; `no-change` only when every tested row rules out the
 * minimum effect; else inconclusive.
 */
export function microVerdict(c: Judged): MicroOverallVerdict {
  const regressions = total(c, 'regression');
  const suspect = total(c, 'suspectRegression');
  if (regressions > suspect || shifts(c, 'regression').length > 0) return 'regression';
  if (suspect > 0) return c.options.suspect === 'warn' ? 'suspect' : 'regression';
  if (total(c, 'improvement') > 0 || shifts(c, 'improvement').length > 0) return 'improvement';
  if (total(c, 'no-change') > 0 && total(c, 'inconclusive') === 0) return 'no-change';
  return 'inconclusive';
}

/** Benchmarks the verdict's first line names before "and N more". */
const NAMED = 3;

/**
 * What the verdict found, for its first line: the regressed benchmarks (suspect ones included) of a
 * regression verdict, largest change first, three by name and then a count (`A, B, C and 4 more`); likewise
 * the improvements of an improvement verdict. A benchmark that changed in several metrics is named once, with
 * them (`A (time, alloc)`). Empty when no row carries the verdict (a suite-wide shift).
 */
export function microVerdictNames(c: Judged): string {
  const verdict = microVerdict(c);
  if (verdict === 'no-change' || verdict === 'inconclusive') return '';
  const want = verdict === 'improvement' ? 'improvement' : 'regression';
  const byKey = new Map<string, { size: number; metrics: string[] }>();
  for (const r of c.runs)
    for (const b of r.benchmarks) {
      if (b.verdict !== want) continue;
      const size = Math.abs(b.change?.pct ?? b.deltaPct ?? 0);
      const seen = byKey.get(b.key);
      if (!seen) byKey.set(b.key, { size, metrics: [b.metric] });
      else {
        seen.size = Math.max(seen.size, size);
        if (!seen.metrics.includes(b.metric)) seen.metrics.push(b.metric);
      }
    }
  const several = new Set(c.runs.flatMap((r) => r.benchmarks.map((b) => b.metric))).size > 1;
  const names = [...byKey]
    .sort((a, b) => b[1].size - a[1].size)
    .map(([key, { metrics }]) => (several ? `${key} (${metrics.join(', ')})` : key));
  if (names.length === 0) return '';
  const shown = names.slice(0, NAMED).join(', ');
  return names.length > NAMED ? `${shown} and ${names.length - NAMED} more` : shown;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Why the overall verdict is what it is, in one sentence. */
export function microVerdictReason(c: Judged): string {
  const verdict = microVerdict(c);
  const m = c.options.minEffectPct;
  const surviving = (n: number) =>
    `${n === 1 ? 'survives' : 'survive'} Benjamini–Hochberg at α=${c.options.alpha} and ${n === 1 ? 'lies' : 'lie'} beyond ±${m}%`;
  const regressions = total(c, 'regression');
  const suspect = total(c, 'suspectRegression');
  const improvements = total(c, 'improvement');
  const unchanged = total(c, 'no-change');
  const inconclusive = total(c, 'inconclusive');
  const what = c.runs.some((r) => r.chunks) ? 'metric' : 'benchmark';
  const shiftNote = (v: 'regression' | 'improvement') =>
    shifts(c, v)
      .map(
        (s) =>
          `the whole suite's ${s.metric} moved ${signed(s.pct)} [${signed(s.ciLowPct)}, ${signed(s.ciHighPct)}], ` +
          'beyond the run drift assumed for one run per side',
      )
      .join('; ');
  if (verdict === 'regression' && regressions === 0 && suspect === 0) return shiftNote('regression');
  if (verdict === 'improvement' && improvements === 0) return shiftNote('improvement');
  if (verdict === 'regression') {
    return (
      `${plural(regressions, 'regression')} ${surviving(regressions)}` +
      (suspect > 0
        ? `; ${suspect} of them failed a sanity check (suspect: listed first with what to check; ` +
          '--suspect warn would let them pass)'
        : '') +
      (c.runs.some((r) => r.betweenRun?.onePrRunAgainstHistory)
        ? "; judged from one PR run against main's history: rerun the PR's benchmarks (3 runs) to confirm, a busy " +
          'host now and then moves several benchmarks at once'
        : '')
    );
  }
  if (verdict === 'suspect') {
    return (
      `${plural(suspect, 'suspect regression')} (${surviving(suspect)} but failed a sanity check); ` +
      '--suspect warn lets them pass: check them'
    );
  }
  if (verdict === 'improvement') {
    return `${plural(improvements, 'improvement')} ${surviving(improvements)}, and no regression`;
  }
  if (verdict === 'no-change') {
    return `every tested ${what}'s interval rules out a change of ±${m}% (${unchanged} of ${unchanged})`;
  }
  const compared = unchanged + inconclusive;
  if (compared === 0) return `nothing could be compared`;
  const open = ruledOut(c);
  const onePerSide = c.runs.some(
    (r) => r.betweenRun?.source === 'suite' || r.betweenRun?.source === 'default',
  );
  return (
    (open !== null
      ? `no change beyond ±${open.pct.toFixed(1)}% (the median ${what}'s ${open.metric ? `${open.metric} ` : ''}interval); `
      : '') +
    `no change survives the control, but ${inconclusive} of ${plural(compared, what)} cannot rule out ±${m}% ` +
    (onePerSide
      ? '(one run per side: between-run noise dominates; give replicated runs per side, an A/A pair or the ' +
        "service's history to narrow it)"
      : '(too few samples or too much noise: rerun with more repetitions to decide)') +
    settleClause(c, m)
  );
}

/**
 * What would settle an inconclusive run of replicated runs (settle.ts), from its run that needs the most: the runs
 * per side that narrow the median benchmark's interval to ±m%, and, where that is many, how far RUNS_FOR_REACH
 * runs would.
 */
function settleClause(c: Judged, m: number): string {
  let s: Settle | null = null;
  let interleaved = false;
  for (const r of c.runs) {
    const x = r.betweenRun?.settle;
    if (x && (s === null || (x.runsPerSide ?? Infinity) > (s.runsPerSide ?? Infinity))) {
      s = x;
      interleaved = r.betweenRun?.source === 'interleaved';
    }
  }
  // The median row already narrow enough: the rows left open are the noisy ones, not a matter of run count.
  if (s === null || (s.runsPerSide !== null && s.runsPerSide <= Math.max(...s.runs))) return '';
  // Interleaved runs are judged as pairs (one run of each side): the count is of pairs.
  const unit = interleaved ? 'interleaved pairs' : 'runs per side';
  const reach = `${RUNS_FOR_REACH} ${unit} would narrow it to ±${s.reachPct.toFixed(1)}%`;
  if (s.runsPerSide !== null)
    return (
      `; about ${s.runsPerSide} ${unit} would narrow the median benchmark's interval to ±${m}%` +
      (s.runsPerSide > RUNS_FOR_REACH ? ` (${reach})` : '')
    );
  return (
    `; ±${m}% would take more than ${MAX_RUNS_TO_SETTLE.toLocaleString('en-US')} ${unit} at this noise ` +
    `(${reach}): ${interleaved ? '' : 'interleave the runs (--interleaved) or '}run on a quieter host`
  );
}
