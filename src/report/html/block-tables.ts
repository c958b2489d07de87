// The HTML report's text for a block comparison: the same verdict, summary table, tail table and notable
// blocks as the Markdown report, from the same sentences and number formats, as escaped HTML.
import type { BlockComparison, CutStats } from '../../core/model.js';
import type { BlockResult } from '../../core/report-model.js';
import {
  VERDICT_LABEL,
  expectedFlaggedCell,
  matchSentence,
  methodSentence,
  verdictDetail,
  warningLine,
} from '../block-summary.js';
import {
  formatCount,
  formatMs,
  formatP,
  formatPctWithCi,
  formatShift,
  formatSignedMs,
  formatSignedPct,
} from '../format.js';
import { METRIC_HEADER, metricLegend, metricRows } from '../block-metrics.js';
import { phaseSectionHtml } from './block-phases.js';
import { escapeHtml as e, htmlTable } from './html-text.js';

/** Notable blocks listed (the JSON and CSV outputs have every pair). */
const NOTABLE_ROWS = 20;

export function verdictBadge(verdict: string): string {
  return `<span class="verdict v-${e(verdict)}">${e(VERDICT_LABEL[verdict] ?? verdict)}</span>`;
}

function quantileCell(cut: CutStats, q: 'p50' | 'p90' | 'p99'): string {
  const x = cut.quantiles.find((v) => v.q === q);
  if (!x) return '—';
  return e(
    `${formatMs(x.baseline)} → ${formatMs(x.candidate)} (${formatPctWithCi(x.deltaPct, x.deltaCi, 1)})`,
  );
}

function cutTables(c: BlockComparison): string {
  const summary = htmlTable(
    'Summary per cut',
    ['cut', 'compared', 'flagged (by noise ≈)', 'median Δ% (95% CI)', 'shift (95% CI)', 'p', 'verdict'],
    c.cuts.map((cut) => [
      e(cut.name),
      formatCount(cut.compared),
      e(`${formatCount(cut.flagged)} (${expectedFlaggedCell(c, cut)})`),
      e(formatPctWithCi(cut.medianDeltaPct, cut.medianDeltaCi)),
      e(formatShift(cut.shift)),
      e(formatP(cut.pValue)),
      verdictBadge(cut.verdict),
    ]),
  );
  const tail = htmlTable(
    'Slow tail: P50 / P90 / P99 (Δ% with 95% CI) and total time per cut',
    ['cut', 'P50', 'P90', 'P99', 'total Δ', 'mean Δ% (95% CI)'],
    c.cuts.map((cut) => [
      e(cut.name),
      quantileCell(cut, 'p50'),
      quantileCell(cut, 'p90'),
      quantileCell(cut, 'p99'),
      e(
        `${formatSignedMs(cut.candidateTotalMs - cut.baselineTotalMs)} (${formatSignedPct(cut.totalDeltaPct)})`,
      ),
      e(formatPctWithCi(cut.meanDeltaPct, cut.meanDeltaCi)),
    ]),
  );
  return summary + tail;
}

function notableTable(c: BlockComparison): string {
  const rows = c.notable.slice(0, NOTABLE_ROWS);
  if (rows.length === 0) return '';
  return htmlTable(
    `Notable blocks: the ${rows.length} largest |Δ ms| among flagged slow blocks`,
    ['block', 'baseline', 'candidate', 'Δ', 'Δ%', 'sets'],
    rows.map((r) => [
      String(r.block),
      e(formatMs(r.baselineMs)),
      e(formatMs(r.candidateMs)),
      e(formatSignedMs(r.deltaMs)),
      e(formatSignedPct(r.deltaPct)),
      r.sets.map(e).join(', '),
    ]),
    [0, 5],
  );
}

function warningList(c: BlockComparison): string {
  if (c.warnings.length === 0) return '';
  return `<details><summary>Input warnings (${c.warnings.length})</summary><ul>${c.warnings
    .map((w) => `<li>${e(warningLine(w))}</li>`)
    .join('')}</ul></details>`;
}

/** One candidate's summary: verdict, what it rests on, the tables. */
export function blockResultHtml(r: BlockResult, baselineLabel: string, several: boolean): string {
  const c = r.comparison;
  const heading = several
    ? `<h2>${e(r.candidateLabel)} vs ${e(baselineLabel)}: ${verdictBadge(c.verdict)}</h2>`
    : '';
  const metric = c.metric ? `Verdict on ${c.metric.label} (${c.metric.unit}): ` : '';
  const metrics = c.metrics
    ? htmlTable(
        'Every metric the lines carry (all blocks)',
        METRIC_HEADER.map(e),
        metricRows(c).map((row) => row.map(e)),
      ) + `<p class="note">${e(metricLegend(c))}</p>`
    : '';
  return (
    heading +
    (c.phases ? phaseSectionHtml(c.phases) : '') +
    `<p class="lead">${e(metric)}${e(verdictDetail(c))}${c.reason ? ` — ${e(c.reason)}` : ''}</p>` +
    `<p class="method">${e(methodSentence(c))}. ${e(matchSentence(c))}.</p>` +
    cutTables(c) +
    metrics +
    notableTable(c) +
    warningList(c)
  );
}
