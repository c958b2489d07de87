// Sentences shared by every block-comparison renderer, so the terminal, Markdown and JSON say the same thing.
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
  return `time per block, smaller is better; flagged at |Δ%| ≥ ${c.options.thresholdPct}; ${select}; change needs |shift| ≥ ${c.options.minEffectPct}%; p: Wilcoxon signed-rank test on the log ratios`;
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
