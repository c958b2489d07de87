// Markdown report of a block comparison: the PR comment and the job summary.
// Stays under a size budget (GitHub rejects comments over 65,536 characters) by trimming the longest
// tables first and saying what was trimmed.
import type { BlockComparison, CutStats } from '../core/model.js';
import {
  VERDICT_LABEL,
  contrastCell,
  cutVerdictCell,
  expectedFlaggedCell,
  legendSentence,
  matchSentence,
  methodSentence,
  runNoiseSentence,
  verdictDetail,
  warningLine,
} from './block-summary.js';
import {
  METRIC_HEADER,
  PHASE_HEADER,
  metricLegend,
  metricRows,
  phaseHeadline,
  phaseLegend,
  phaseRows,
} from './block-metrics.js';
import { binLabel } from './block-text.js';
import { escapeMarkdown, escapeMermaidLabel } from './escape.js';
import {
  formatCount,
  formatMs,
  formatP,
  formatPctWithCi,
  formatShift,
  formatSignedMs,
  formatSignedPct,
} from './format.js';

export interface MarkdownOptions {
  /** Size budget in characters (default 60,000). */
  maxChars?: number;
  /** Rows of the notable-items table before trimming (default 50; `max-rows` in the action). */
  maxRows?: number;
  title?: string;
  labels: { baseline: string; candidate: string };
  /** Links to the runs compared, shown in the footer. */
  links?: { baseline?: string; candidate?: string };
}

interface Limits {
  notableRows: number;
  cutRows: number;
  warningRows: number;
  chart: boolean;
}

export const VERDICT_ICON: Record<string, string> = {
  regression: '🔴',
  improvement: '🟢',
  'no-change': '⚪',
  inconclusive: '🟡',
  mixed: '🟠',
};

const cell = escapeMarkdown;

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function table(header: string[], rows: string[][], align?: string[]): string[] {
  return [row(header), row(align ?? header.map((_, i) => (i === 0 ? ':--' : '--:'))), ...rows.map(row)];
}

function quantileCell(cut: CutStats, q: 'p50' | 'p90' | 'p99'): string {
  const x = cut.quantiles.find((v) => v.q === q);
  if (!x) return '—';
  return `${formatMs(x.baseline)} → ${formatMs(x.candidate)} (${formatPctWithCi(x.deltaPct, x.deltaCi, 1)})`;
}

function render(c: BlockComparison, o: MarkdownOptions, limits: Limits, trimmed: string[]): string {
  const out: string[] = [];
  const label = VERDICT_LABEL[c.verdict] ?? c.verdict;
  out.push(`### ${o.title ? `${cell(o.title)}: ` : ''}${VERDICT_ICON[c.verdict] ?? ''} ${label}`);
  out.push('');
  if (c.phases) {
    out.push(`**${cell(phaseHeadline(c.phases))}**`);
    out.push('');
    out.push(
      ...table(
        PHASE_HEADER,
        phaseRows(c.phases).map((r) => r.map(cell)),
      ),
    );
    out.push('');
    out.push(`<sub>${cell(phaseLegend(c.phases))}</sub>`);
    out.push('');
  }
  out.push(
    (c.metric ? `Verdict on **${cell(c.metric.label)}** (${cell(c.metric.unit)}): ` : '') +
      cell(verdictDetail(c)) +
      (c.reason ? ` — ${cell(c.reason)}` : ''),
  );
  out.push('');
  out.push(`<sub>${cell(runNoiseSentence(c))}. ${cell(methodSentence(c))}. ${cell(matchSentence(c))}.</sub>`);
  out.push('');
  const cuts = c.cuts.slice(0, limits.cutRows);
  out.push(
    ...table(
      ['cut', 'compared', 'flagged (by noise ≈)', 'shift (95% CI)', 'vs rest (95% CI)', 'p', 'verdict'],
      cuts.map((cut) => [
        cell(cut.name),
        formatCount(cut.compared),
        `${formatCount(cut.flagged)} (${expectedFlaggedCell(c, cut)})`,
        formatShift(cut.shift),
        contrastCell(cut),
        formatP(cut.pValue),
        `${VERDICT_ICON[cut.verdict] ?? ''} ${cell(cutVerdictCell(cut))}`,
      ]),
    ),
  );
  out.push('');
  out.push(`<sub>${cell(legendSentence(c))}.</sub>`);
  out.push('');
  if (c.metrics) {
    out.push('<details><summary>Every metric the lines carry</summary>');
    out.push('');
    out.push(
      ...table(
        METRIC_HEADER,
        metricRows(c).map((r) => r.map(cell)),
      ),
    );
    out.push('');
    out.push(`<sub>${cell(metricLegend(c))}</sub>`);
    out.push('');
    out.push('</details>');
    out.push('');
  }
  out.push('<details><summary>Why each cut got its verdict</summary>');
  out.push('');
  for (const cut of cuts) out.push(`- **${cell(cut.name)}**: ${cell(cut.reason)}`);
  out.push('');
  out.push('</details>');
  out.push('');
  out.push(
    '<details><summary>Slow tail: P50 / P90 / P99 (Δ% with 95% CI), total time, median and mean Δ% per cut</summary>',
  );
  out.push('');
  out.push(
    ...table(
      ['cut', 'P50', 'P90', 'P99', 'total Δ', 'median Δ% (95% CI)', 'mean Δ% (95% CI)'],
      cuts.map((cut) => [
        cell(cut.name),
        quantileCell(cut, 'p50'),
        quantileCell(cut, 'p90'),
        quantileCell(cut, 'p99'),
        `${formatSignedMs(cut.candidateTotalMs - cut.baselineTotalMs)} (${formatSignedPct(cut.totalDeltaPct)})`,
        formatPctWithCi(cut.medianDeltaPct, cut.medianDeltaCi),
        formatPctWithCi(cut.meanDeltaPct, cut.meanDeltaCi),
      ]),
    ),
  );
  out.push('');
  out.push('</details>');
  if (c.cuts.length > cuts.length) {
    trimmed.push(`${c.cuts.length - cuts.length} cuts`);
  }
  const notable = c.notable.slice(0, limits.notableRows);
  if (notable.length > 0) {
    out.push('');
    out.push(
      `<details><summary>Notable blocks: the ${notable.length} largest |Δ ms| among flagged slow blocks</summary>`,
    );
    out.push('');
    out.push(
      ...table(
        ['block', 'baseline', 'candidate', 'Δ', 'Δ%', 'sets'],
        notable.map((r) => [
          String(r.block),
          formatMs(r.baselineMs),
          formatMs(r.candidateMs),
          formatSignedMs(r.deltaMs),
          formatSignedPct(r.deltaPct),
          r.sets.map(cell).join(', '),
        ]),
        [':--', '--:', '--:', '--:', '--:', ':--'],
      ),
    );
    out.push('');
    out.push('</details>');
  }
  if (c.notable.length > notable.length) trimmed.push(`${c.notable.length - notable.length} notable blocks`);
  const all = c.cuts[0];
  if (all && all.compared > 0 && limits.chart) {
    out.push('');
    out.push(`<details><summary>Δ% distribution (${cell(all.name)})</summary>`);
    out.push('');
    out.push('```mermaid');
    out.push('xychart-beta');
    out.push(`  title "Blocks per Δ% bin (${escapeMermaidLabel(all.name)})"`);
    out.push(`  x-axis [${all.histogram.map((b) => `"${binLabel(b.fromPct, b.toPct)}"`).join(', ')}]`);
    out.push('  y-axis "blocks"');
    out.push(`  bar [${all.histogram.map((b) => b.count).join(', ')}]`);
    out.push('```');
    out.push('');
    out.push(
      ...table(
        ['Δ%', ...all.histogram.map((b) => cell(binLabel(b.fromPct, b.toPct)))],
        [['blocks', ...all.histogram.map((b) => formatCount(b.count))]],
      ),
    );
    out.push('');
    out.push('</details>');
  } else if (all && all.compared > 0) {
    trimmed.push('the Δ% chart');
  }
  if (c.warnings.length > 0) {
    out.push('');
    out.push('<details><summary>Input warnings</summary>');
    out.push('');
    for (const w of c.warnings.slice(0, limits.warningRows)) out.push(`- ${cell(warningLine(w))}`);
    if (c.warnings.length > limits.warningRows)
      trimmed.push(`${c.warnings.length - limits.warningRows} warnings`);
    out.push('');
    out.push('</details>');
  }
  out.push('');
  const links: string[] = [];
  if (o.links?.baseline) links.push(`[baseline run](${o.links.baseline})`);
  if (o.links?.candidate) links.push(`[candidate run](${o.links.candidate})`);
  out.push(
    `<sub>baseline: ${cell(o.labels.baseline)} · candidate: ${cell(o.labels.candidate)}${links.length ? ` · ${links.join(' · ')}` : ''}</sub>`,
  );
  if (trimmed.length > 0) {
    out.push('');
    out.push(
      `<sub>Trimmed to fit GitHub's size limit: ${trimmed.join(', ')} not shown; see the JSON/CSV outputs.</sub>`,
    );
  }
  return out.join('\n') + '\n';
}

export function renderBlockMarkdown(c: BlockComparison, o: MarkdownOptions): string {
  const budget = o.maxChars ?? 60_000;
  const limits: Limits = {
    notableRows: o.maxRows ?? 50,
    cutRows: c.cuts.length,
    warningRows: c.warnings.length,
    chart: true,
  };
  // Each pass gives up the next-least important content until the report fits.
  for (;;) {
    const trimmed: string[] = [];
    const text = render(c, o, limits, trimmed);
    if (text.length <= budget) return text;
    if (limits.notableRows > 10) limits.notableRows = Math.floor(limits.notableRows / 2);
    else if (limits.warningRows > 5) limits.warningRows = Math.floor(limits.warningRows / 2);
    else if (limits.chart) limits.chart = false;
    else if (limits.notableRows > 0) limits.notableRows = 0;
    else if (limits.cutRows > 1) limits.cutRows = Math.max(1, Math.floor(limits.cutRows / 2));
    else if (limits.warningRows > 0) limits.warningRows = 0;
    else return text.slice(0, budget - 40) + '\n\n<sub>(report truncated)</sub>\n';
  }
}
