// Sentences shared by every block-comparison renderer, so the terminal, Markdown and JSON say the same thing.
import { MIN_AA_BLOCKS } from '../core/blocks/aa-noise.js';
import type { BlockComparison, CutStats, ParseWarning } from '../core/model.js';
import { formatCount, formatShift } from './format.js';

export const VERDICT_LABEL: Record<string, string> = {
  regression: 'regression',
  improvement: 'improvement',
  'no-change': 'no change',
  inconclusive: 'inconclusive',
  mixed: 'mixed',
};

/**
 * The cut that best explains the overall verdict: of the cuts that share it, the one measured most precisely
 * (narrowest CI), else `all`.
 */
export function headlineCut(c: BlockComparison): CutStats | undefined {
  const width = (cut: CutStats) => cut.shift.ciHighPct - cut.shift.ciLowPct;
  const same = c.cuts.filter((cut) => cut.verdict === c.verdict && Number.isFinite(width(cut)));
  if (same.length === 0) return c.cuts[0];
  return same.reduce((best, cut) => (width(cut) < width(best) ? cut : best));
}

/** A warning as one line: its message and where it first happened. */
export function warningLine(w: ParseWarning): string {
  const where = w.firstLine ? ` (first at ${w.file ? `${w.file}:` : 'line '}${w.firstLine})` : '';
  return `${w.message}${where}`;
}

/** What the verdict rests on, e.g. `xen: shift -38.2% [-39.0%, -37.4%] over 313 blocks`. */
export function verdictDetail(c: BlockComparison): string {
  const cut = headlineCut(c);
  if (!cut) return 'no blocks could be compared';
  return `${cut.name}: shift ${formatShift(cut.shift)} over ${formatCount(cut.compared)} blocks`;
}

export function verdictSentence(c: BlockComparison): string {
  return `${VERDICT_LABEL[c.verdict] ?? c.verdict} — ${verdictDetail(c)}`;
}

export function methodSentence(c: BlockComparison): string {
  const select =
    c.options.selectOn === 'both'
      ? 'slow cuts select on both runs (geometric mean of baseline and candidate)'
      : 'slow cuts select on the baseline only (old method; biased towards "faster" by regression to the mean)';
  return `time per block, smaller is better; flagged at |Δ%| ≥ ${c.options.thresholdPct}; ${select}${noiseClause(c)}; change needs |shift| ≥ ${c.options.minEffectPct}%; p: Wilcoxon signed-rank test on the log ratios`;
}

/** Marks an expected-flags count that was modelled from the spread although an A/A pair was given. */
const FROM_SPREAD_MARK = '†';

/** Where the "by noise" counts come from, when an A/A pair measured them. */
function noiseClause(c: BlockComparison): string {
  if (!c.noise) return '';
  const fellBack = c.cuts.some((cut) => cut.expectedFlaggedFrom === 'spread');
  return (
    `; by noise: as often as the A/A pair ${c.noise.label} (${formatCount(c.noise.paired)} blocks) flags the same cut` +
    (fellBack
      ? ` (${FROM_SPREAD_MARK}: under ${MIN_AA_BLOCKS} A/A blocks in the cut, from its spread instead)`
      : '')
  );
}

/** The expected flags of a cut as a table cell: `≈72`, marked when an A/A pair was given but not used. */
export function expectedFlaggedCell(c: BlockComparison, cut: CutStats): string {
  const mark = c.noise && cut.expectedFlaggedFrom === 'spread' ? FROM_SPREAD_MARK : '';
  return `≈${formatCount(cut.expectedFlagged)}${mark}`;
}

export function matchSentence(c: BlockComparison): string {
  const m = c.match;
  const parts = [`matched ${formatCount(m.paired)} blocks`];
  if (m.duplicatesBaseline || m.duplicatesCandidate) {
    parts.push(
      `${formatCount(m.duplicatesBaseline)} duplicate records in baseline, ${formatCount(m.duplicatesCandidate)} in candidate (kept ${m.duplicatePolicy})`,
    );
  }
  parts.push(
    `${formatCount(m.onlyInBaseline)} only in baseline`,
    `${formatCount(m.onlyInCandidate)} only in candidate`,
  );
  if (m.zeroBaseline) parts.push(`${formatCount(m.zeroBaseline)} with a zero baseline (no Δ%)`);
  return parts.join(' · ');
}

const sigmaText = (pct: number): string => `±${Number(pct.toPrecision(2))}%`;

/** The contrasts' own between-run term (core/blocks/contrast-noise.ts) and where it came from, as the report states it. */
function contrastNoiseClause(c: BlockComparison): string {
  const n = c.runNoise?.contrast;
  if (!n || !c.cuts.some((cut) => cut.contrast)) return '';
  const lead = '; each "vs rest" contrast adds its own between-run noise';
  if (n.source === 'default') {
    return `${lead} of ${sigmaText(n.statedPct)} per run (default; give replicated runs or --aa-pair to measure it)`;
  }
  const measured = Object.values(n.cuts).map((x) => x.sigmaPct);
  const range =
    measured.length === 0
      ? sigmaText(n.statedPct)
      : `${sigmaText(Math.min(...measured))}–${Number(Math.max(...measured).toPrecision(2))}%`;
  const from =
    n.source === 'aa-pair'
      ? "the A/A pair's contrasts (one draw each, never below the default)"
      : 'the replicated runs';
  return `${lead} of ${range} per run, measured per cut on ${from}`;
}

/** What the session order of replicated runs (`--order`) did: the drift fitted and taken out, or why not. */
function driftClause(n: NonNullable<BlockComparison['runNoise']>): string {
  const d = n.drift;
  if (!d) return '';
  if (!d.fitted) return ` (order ${d.order}: ${d.reason})`;
  const slope = `${d.slopePct >= 0 ? '+' : ''}${Number(d.slopePct.toPrecision(2))}% per ${d.unit}`;
  const adjusted =
    d.adjustPct === 0
      ? 'balanced, so the shift needs no correction'
      : `the candidate's times scaled by ${d.adjustPct >= 0 ? '+' : ''}${Number(d.adjustPct.toPrecision(2))}% to cancel it`;
  return ` around a drift of ${slope} fitted over the run order ${d.order} (${adjusted})`;
}

/** The run-to-run noise every shift's interval includes, as the report states it. */
export function runNoiseSentence(c: BlockComparison): string {
  return runNoiseOfShifts(c) + contrastNoiseClause(c);
}

function runNoiseOfShifts(c: BlockComparison): string {
  const n = c.runNoise;
  if (!n) return 'intervals include no run-to-run noise';
  const runs = `${n.runs.baseline} + ${n.runs.candidate} runs`;
  switch (n.source) {
    case 'replicates':
      return `run-to-run noise of ${sigmaText(n.sigmaPct)} per run, measured on ${runs} (t with ${n.dof} d.f.), is in every shift's interval${driftClause(n)}`;
    case 'aa-pair':
      return `assumes run-to-run noise of ${sigmaText(n.sigmaPct)} per run: the larger of the stated σ and the A/A pair's shift, one draw (${runs}); give replicated runs to measure it`;
    case 'user':
      return `assumes run-to-run noise of ${sigmaText(n.sigmaPct)} per run, as stated by --run-noise (${runs})`;
    default:
      return `assumes run-to-run noise of ${sigmaText(n.sigmaPct)} per run (${runs}); give replicated runs or an A/A pair to measure it`;
  }
}

/** Marks a cut verdict that rests on the contrast with the rest of the run rather than on its own shift. */
export const BY_CONTRAST_MARK = '*';

/** A cut's verdict as a table cell, marked when it rests on the contrast. */
export function cutVerdictCell(cut: Pick<CutStats, 'verdict' | 'verdictBasis'>): string {
  const label = VERDICT_LABEL[cut.verdict] ?? cut.verdict;
  return cut.verdictBasis === 'contrast' ? `${label}${BY_CONTRAST_MARK}` : label;
}

/** The contrast with the rest of the run as a cell; `—` for `all` and for cuts too small to contrast. */
export function contrastCell(cut: CutStats): string {
  return cut.contrast ? formatShift(cut.contrast) : '—';
}

/** What the report's columns and marks mean, once, under the tables. */
export function legendSentence(c: BlockComparison): string {
  const parts = [
    'by noise: how many blocks noise alone would flag at the threshold' +
      (c.noise ? ' (measured on the A/A pair)' : ' (from the spread of the cut’s log ratios)'),
    'shift: ratio of geometric means with its 95% CI, run-to-run noise included',
    'vs rest: the cut’s shift relative to the rest of the same runs, where run-level drift cancels',
    `${BY_CONTRAST_MARK}: the verdict rests on “vs rest”`,
    '—: no interval (too few blocks)',
  ];
  return parts.join('; ');
}
