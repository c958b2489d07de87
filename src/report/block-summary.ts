// Sentences shared by every block-comparison renderer, so the terminal, Markdown and JSON say the same thing.
import { MIN_AA_BLOCKS } from '../core/aa-noise.js';
import type { BlockComparison, CutStats, ParseWarning } from '../core/model.js';
import { formatCount, formatShift } from './format.js';

export const VERDICT_LABEL: Record<string, string> = {
  regression: 'regression',
  improvement: 'improvement',
  'no-change': 'no change',
  inconclusive: 'inconclusive',
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
