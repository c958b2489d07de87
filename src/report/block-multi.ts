// Several candidates of block logs compared with one baseline: one summary (candidate × verdict × shift) before
// the per-candidate reports, in text, Markdown and JSON, as micro-benchmark runs have.
import type { BlockComparison, BlockVerdict } from '../core/model.js';
import { VERDICT_LABEL, headlineCut } from './block-summary.js';
import { VERDICT_ICON } from './block-markdown.js';
import { escapeMarkdown } from './escape.js';
import { formatCount, formatShift, layoutColumns } from './format.js';

export interface CandidateSummary {
  candidateLabel: string;
  verdict: BlockVerdict;
  /** The cut that explains the verdict (report/block-summary.ts `headlineCut`) and its shift with 95% CI. */
  cut: string | null;
  compared: number;
  shift: { pct: number; ciLowPct: number; ciHighPct: number } | null;
}

export function candidateSummaries(
  results: readonly { candidateLabel: string; comparison: BlockComparison }[],
): CandidateSummary[] {
  return results.map(({ candidateLabel, comparison }) => {
    const cut = headlineCut(comparison);
    return {
      candidateLabel,
      verdict: comparison.verdict,
      cut: cut?.name ?? null,
      compared: cut?.compared ?? 0,
      shift: cut
        ? { pct: cut.shift.pct, ciLowPct: cut.shift.ciLowPct, ciHighPct: cut.shift.ciHighPct }
        : null,
    };
  });
}

const label = (v: string): string => VERDICT_LABEL[v] ?? v;

export function renderCandidateSummaryText(
  overall: string,
  baselineLabel: string,
  rows: readonly CandidateSummary[],
  width: number,
): string {
  const lines = [
    `verdict:   ${label(overall).toUpperCase()} — worst of ${rows.length} candidates against ${baselineLabel}`,
    '',
    ...layoutColumns(
      ['candidate', 'verdict', 'shift (95% CI)', 'cut', 'blocks'],
      rows.map((r) => [
        r.candidateLabel,
        label(r.verdict),
        r.shift ? formatShift(r.shift) : '—',
        r.cut ?? '—',
        formatCount(r.compared),
      ]),
      ['left', 'left', 'right', 'left', 'right'],
      width,
    ),
  ];
  return lines.join('\n') + '\n';
}

export function renderCandidateSummaryMarkdown(
  overall: string,
  baselineLabel: string,
  rows: readonly CandidateSummary[],
  title?: string,
): string {
  const cell = escapeMarkdown;
  const lines = [
    `### ${title ? `${cell(title)}: ` : ''}${VERDICT_ICON[overall] ?? ''} ${label(overall)} — ${rows.length} candidates against ${cell(baselineLabel)}`,
    '',
    '| candidate | verdict | shift (95% CI) | cut | blocks |',
    '| :-- | :-- | --: | :-- | --: |',
    ...rows.map(
      (r) =>
        `| ${cell(r.candidateLabel)} | ${VERDICT_ICON[r.verdict] ?? ''} ${label(r.verdict)} | ${r.shift ? formatShift(r.shift) : '—'} | ${cell(r.cut ?? '—')} | ${formatCount(r.compared)} |`,
    ),
  ];
  return lines.join('\n') + '\n';
}
