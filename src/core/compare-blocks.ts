// Per-block comparison of two Ethereum client logs: match → cuts → statistics → verdict (DESIGN.md §5–6).
import { freeBuffer } from './blocks/free-buffer.js';
import { withAaNoise, type AaNoise } from './blocks/aa-noise.js';
import { cutContrast, sortedLogRatios } from './blocks/contrast.js';
import { contrastTerm } from './blocks/contrast-noise.js';
import { computeCutStats } from './blocks/cut-stats.js';
import {
  cutSize,
  cutsLike,
  defineCuts,
  indicesOrEvery,
  isSlow,
  slowThresholds,
  type CutDefinition,
  type ReferenceCuts,
} from './blocks/cuts.js';
import { UserError } from './errors.js';
import { DEFAULT_DECISION_RULE, judgeComparison, MIN_JUDGED_BLOCKS, subCutAlpha } from './blocks/judge.js';
import { isFlagged, matchPairs, pairRowAt, type PairRecords } from './blocks/match.js';
import type {
  BlockComparison,
  BlockLog,
  CompareOptions,
  CutStats,
  MatchSummary,
  PairColumns,
  ParseWarning,
  PairRow,
  RunNoise,
} from './model.js';
import { chooseRunNoise, runNoiseHalfWidth } from './blocks/run-noise.js';

export { buildPairs, matchPairs, pairRowAt } from './blocks/match.js';

const { abs } = Math; // bound once (see match.ts)

export const BLOCK_COMPARISON_SCHEMA_VERSION = 1;

/**
 * Defaults. 2000 bootstrap resamples put the Monte-Carlo error of each CI end near 5% of the CI's half-width
 * (well under the 0.1 pp reports print) and take about 0.1 s on an 18,000-block cut; huge cuts switch to the
 * normal approximation (see bootstrap.ts).
 */
export const DEFAULT_COMPARE_OPTIONS: CompareOptions = {
  thresholdPct: 10,
  slowMs: [1000, 2000],
  selectOn: 'both',
  duplicates: 'last',
  minEffectPct: 2,
  itemSets: [],
  bootstrapResamples: 2000,
  seed: 1,
  alpha: 0.05,
  notableCount: 20,
  decisionRule: DEFAULT_DECISION_RULE,
};

/** Reject options a user could have mistyped, with the fix in the message. */
export function validateCompareOptions(o: CompareOptions): void {
  const need = (ok: boolean, message: string) => {
    if (!ok) throw new UserError(message);
  };
  need(
    Number.isFinite(o.thresholdPct) && o.thresholdPct > 0,
    `threshold ${o.thresholdPct}%: give a positive percentage such as 10`,
  );
  need(
    o.slowMs.every((t) => Number.isFinite(t) && t >= 0),
    `slow thresholds ${o.slowMs.join(', ')}: give block times in ms such as 1000, 2000`,
  );
  need(o.selectOn === 'both' || o.selectOn === 'baseline', `select-on "${o.selectOn}": use both or baseline`);
  need(
    ['first', 'last', 'min', 'median'].includes(o.duplicates),
    `duplicate policy "${o.duplicates}": use first, last, min or median`,
  );
  need(
    Number.isFinite(o.minEffectPct) && o.minEffectPct >= 0,
    `minimum effect ${o.minEffectPct}%: give a percentage ≥ 0 such as 2`,
  );
  need(
    Number.isInteger(o.bootstrapResamples) && o.bootstrapResamples >= 100,
    `bootstrap resamples ${o.bootstrapResamples}: give a whole number of at least 100 (default 2000)`,
  );
  need(Number.isInteger(o.seed), `seed ${o.seed}: give a whole number`);
  need(
    o.alpha > 0 && o.alpha < 1,
    `alpha ${o.alpha}: give a significance level between 0 and 1 such as 0.05`,
  );
  need(
    o.decisionRule === undefined ||
      o.decisionRule === 'significant' ||
      o.decisionRule === 'beyond-min-effect',
    `decision rule "${o.decisionRule}": use significant or beyond-min-effect`,
  );
  need(
    Number.isInteger(o.notableCount) && o.notableCount >= 0,
    `notable count ${o.notableCount}: give a whole number ≥ 0`,
  );
  const labels = o.itemSets.map((s) => s.label);
  const twice = labels.find((l, i) => labels.indexOf(l) !== i);
  need(twice === undefined, `item set label "${twice}" is used twice: give each item set its own name`);
}

/**
 * The largest |Δ ms| among flagged slow blocks (slow by the lowest slow threshold, same selection rule as the
 * cuts; every flagged block when there is no slow threshold), biggest first, at most `notableCount`. `slowPairs`,
 * when given, are the pairs of the cut at the lowest slow threshold (`defineCuts`' first slow cut): only they are
 * looked at, not every pair (16,558 of the 1M Besu pair's million).
 */
export function notablePairs(
  pairs: PairColumns,
  options: Pick<CompareOptions, 'slowMs' | 'selectOn' | 'notableCount'>,
  slowPairs?: Uint32Array,
): PairRow[] {
  const lowest = slowThresholds(options.slowMs)[0];
  const { baselineMs, candidateMs, block } = pairs;
  const candidates: number[] = [];
  const within = lowest === undefined ? undefined : slowPairs;
  const count = within === undefined ? pairs.length : within.length;
  for (let j = 0; j < count; j++) {
    const i = within === undefined ? j : within[j];
    const b = baselineMs[i];
    const c = candidateMs[i];
    if (!(b > 0) || !isFlagged(((c - b) / b) * 100, pairs.thresholdPct)) continue;
    if (lowest === undefined || isSlow(b, c, lowest, options.selectOn)) candidates.push(i);
  }
  const size = (i: number) => abs(candidateMs[i] - baselineMs[i]);
  return candidates
    .sort((x, y) => size(y) - size(x) || block[x] - block[y])
    .slice(0, options.notableCount)
    .map((i) => pairRowAt(pairs, i));
}

/** The indices of the cut of every pair at the lowest slow threshold (no item set), when there is one. */
function lowestSlowCut(cuts: readonly CutDefinition[], slowMs: readonly number[]): Uint32Array | undefined {
  const lowest = slowThresholds(slowMs)[0];
  return cuts.find((cut) => cut.set === null && cut.slowMs === lowest && cut.every === undefined)?.indices;
}

/** Blocks beyond this ratio either way are "implausible": the two sides may not measure the same thing. */
export const IMPLAUSIBLE_RATIO = 10;
/** Above this share of the pairs, implausible blocks are a sign of mismatched logs rather than of stalls. */
export const IMPLAUSIBLE_SHARE = 0.01;

/** Sanity notes about the matching, in the same counted shape as parse warnings. */
function comparisonWarnings(
  c: Pick<BlockComparison, 'match' | 'options'>,
  pairs: PairColumns,
): ParseWarning[] {
  const out: ParseWarning[] = [];
  const m = c.match;
  const add = (code: string, count: number, message: string) => {
    if (count > 0) out.push({ code, count, message });
  };
  add(
    'only-in-baseline',
    m.onlyInBaseline,
    `${m.onlyInBaseline} block(s) appear only in the baseline log and are not compared.`,
  );
  add(
    'only-in-candidate',
    m.onlyInCandidate,
    `${m.onlyInCandidate} block(s) appear only in the candidate log and are not compared.`,
  );
  add(
    'zero-baseline',
    m.zeroBaseline,
    `${m.zeroBaseline} block(s) have a zero baseline time: no Δ% exists for them, so they are left out of every cut.`,
  );
  const dupes = m.duplicatesBaseline + m.duplicatesCandidate;
  add(
    'duplicate-blocks',
    dupes,
    `${m.duplicatesBaseline} baseline and ${m.duplicatesCandidate} candidate record(s) repeat a block number (reorgs); kept: ${m.duplicatePolicy}.`,
  );
  let implausible = 0;
  for (let i = 0; i < pairs.length; i++) {
    const b = pairs.baselineMs[i];
    const c = pairs.candidateMs[i];
    if (b > 0 && c > 0 && (c / b > IMPLAUSIBLE_RATIO || b / c > IMPLAUSIBLE_RATIO)) implausible++;
  }
  // A few such blocks are stalls (GC, compaction, I/O) in one run; many mean the logs measure different things.
  add(
    'implausible-ratio',
    implausible,
    implausible > IMPLAUSIBLE_SHARE * pairs.length
      ? `${implausible} block(s) differ more than ${IMPLAUSIBLE_RATIO}× between the runs: suspect the two logs do not measure the same thing (same blocks, same machine, same build flags?).`
      : `${implausible} block(s) differ more than ${IMPLAUSIBLE_RATIO}× between the runs, likely stalls (GC, compaction, I/O) in one run; the shift and the signed-rank test are robust to them, the mean Δ% and total Δ are not.`,
  );
  if (m.paired === 0) {
    out.push({
      code: 'no-common-blocks',
      count: 1,
      message: 'The two logs share no block number: check that both runs replayed the same range.',
    });
  }
  if (c.options.selectOn === 'baseline' && c.options.slowMs.some((t) => t > 0)) {
    out.push({
      code: 'selection-on-baseline',
      count: 1,
      message:
        'Slow cuts were selected on the baseline time alone: they read faster than they are (regression to the mean); the default selects on both sides.',
    });
  }
  return out;
}

/**
 * Compare two per-block logs: pairs, cuts with their statistics and verdicts, notable blocks, warnings.
 * `noise`, measured on an A/A pair with the same options (`measureAaNoise`), gives the expected flags.
 * `runNoise` (core/blocks/run-noise.ts) widens every shift's interval; by default it comes from the A/A pair's shift
 * when one was given, else it is the stated default.
 */
export function compareBlocks(
  baseline: BlockLog,
  candidate: BlockLog,
  options: CompareOptions,
  noise?: AaNoise,
  runNoise?: RunNoise,
): BlockComparison {
  return compareBlocksWithPairs(baseline, candidate, options, noise, runNoise).comparison;
}

/** What a comparison of one metric among several shares with the time's (core/compare-metrics.ts). */
export interface SharedWork {
  /** Keep which record each pair took (`records` of the result), for other metrics' pairs. */
  keepRecords?: boolean;
  /** The pairs, already matched (match.ts `pairsOfColumns`): the logs are not matched again. */
  matched?: { pairs: PairColumns; match: MatchSummary; records?: PairRecords };
  /** Leave out what only the verdict metric's or the time's comparison shows: notable blocks, warnings. */
  metricOnly?: { notable: boolean };
  /**
   * Compute each cut's descriptive statistics (quantiles, mean and median Δ%, histogram) only when read: for a
   * metric other than the verdict's, whose reports show at most the `all` cut's quantiles.
   */
  lazy?: boolean;
}

/**
 * `compareBlocks`, also returning the pairs it compared (by column), for callers that write them out (the
 * CSV of every pair) without matching the logs a second time, and its cuts (for `referenceCuts` of another
 * metric's comparison). With `referenceCuts`, the cuts hold the blocks of those cuts (core/blocks/cuts.ts `cutsLike`).
 */
export function compareBlocksWithPairs(
  baseline: BlockLog,
  candidate: BlockLog,
  options: CompareOptions,
  noise?: AaNoise,
  runNoise: RunNoise = chooseRunNoise({ aaShiftPct: noise?.shiftPct, aaContrasts: noise?.contrasts }),
  referenceCuts?: ReferenceCuts,
  shared: SharedWork = {},
): { comparison: BlockComparison; pairs: PairColumns; cuts: CutDefinition[]; records?: PairRecords } {
  validateCompareOptions(options);
  const { pairs, match, records } =
    shared.matched ?? matchPairs(baseline, candidate, options, shared.keepRecords);
  const runHalfWidth = runNoiseHalfWidth(runNoise);
  const definitions = referenceCuts ? cutsLike(pairs, referenceCuts) : defineCuts(pairs, options);
  // Each cut's sorted log ratios are made once, for both its own statistics and its contrast with the rest. The
  // all cut's are needed by every contrast, so it is done last, its statistics' work array then being its own log
  // ratios (done with by then, as computeCutStats fills its work array only after them): a million-pair log needs
  // one million-value array, as before contrasts. The other cuts share one work array.
  const [all, ...others] = definitions;
  const allLogs = sortedLogRatios(pairs, indicesOrEvery(all));
  const work = new Float64Array(Math.max(0, ...others.map((cut) => cut.indices.length)));
  const withNoise = (stats: CutStats) => (noise ? withAaNoise(stats, noise) : stats);
  // The comparison claims a change when any cut does: the cuts besides `all` share α (judge.ts subCutAlpha).
  const judged = others.map((cut) => cut.indices.length).filter((n) => n >= MIN_JUDGED_BLOCKS);
  const otherCuts = others.map((cut) => {
    const subCutOptions = { ...options, cutAlpha: subCutAlpha(options.alpha, cut.indices.length, judged) };
    const sortedLogs = sortedLogRatios(pairs, cut.indices);
    // A cut's shift is the all-blocks shift plus its contrast: its run-level term holds both between-run terms.
    const between = contrastTerm(runNoise.contrast, cut.name, runNoise.runs);
    const contrast = cutContrast(sortedLogs, allLogs, runHalfWidth, between);
    const cutHalfWidth = Math.hypot(runHalfWidth, between.halfWidth);
    const stats = withNoise(
      computeCutStats(pairs, cut, subCutOptions, {
        runHalfWidth: cutHalfWidth,
        contrast,
        sortedLogs,
        work,
        lazy: shared.lazy,
        runs: runNoise.runs,
      }),
    );
    freeBuffer(sortedLogs);
    return stats;
  });
  freeBuffer(work);
  const allWork = allLogs.length === cutSize(all) ? allLogs : undefined;
  const allCut = withNoise(
    computeCutStats(pairs, all, options, {
      runHalfWidth,
      sortedLogs: allLogs,
      work: allWork,
      lazy: shared.lazy,
      runs: runNoise.runs,
    }),
  );
  freeBuffer(allLogs);
  const cuts = [allCut, ...otherCuts];
  const overall = judgeComparison(cuts);
  const summaryOptions = { ...options, itemSets: options.itemSets.map((s) => s.label) };
  const metricOnly = shared.metricOnly;
  const parseWarnings = metricOnly
    ? []
    : [
        ...baseline.warnings.map((w) => ({ ...w, file: w.file ?? baseline.source })),
        ...candidate.warnings.map((w) => ({ ...w, file: w.file ?? candidate.source })),
      ];
  const comparison: BlockComparison = {
    schemaVersion: BLOCK_COMPARISON_SCHEMA_VERSION,
    kind: 'blocks',
    verdict: overall.verdict,
    reason: overall.reason,
    options: summaryOptions,
    match,
    cuts,
    notable:
      metricOnly && !metricOnly.notable
        ? []
        : // Cuts of another metric's (`referenceCuts`) are slow by the time, not by this metric's values.
          notablePairs(
            pairs,
            options,
            referenceCuts ? undefined : lowestSlowCut(definitions, options.slowMs),
          ),
    warnings: metricOnly
      ? []
      : [...parseWarnings, ...comparisonWarnings({ match, options: summaryOptions }, pairs)],
    baseline: { format: baseline.format, source: baseline.source },
    candidate: { format: candidate.format, source: candidate.source },
    ...(noise && { noise: { source: 'aa-pair' as const, label: noise.label, paired: noise.paired } }),
    runNoise,
  };
  return { comparison, pairs, cuts: definitions, ...(records && { records }) };
}
