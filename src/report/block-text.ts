// Terminal report of a block comparison, readable on 100 columns.
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
import {
  formatCount,
  formatMs,
  formatP,
  formatShift,
  formatSignedMs,
  formatPctWithCi,
  formatSignedPct,
  labelledLines,
  layoutColumns,
  wrapText,
} from './format.js';

/** The terminal width the report keeps within. */
const WIDTH = 100;
/** Labels such as `verdict:   ` take this many columns. */
const LABEL_WIDTH = 11;

function quantileDelta(cut: CutStats, q: 'p50' | 'p90' | 'p99'): string {
  const x = cut.quantiles.find((v) => v.q === q);
  return x ? formatPctWithCi(x.deltaPct, x.deltaCi, 1) : '—';
}

export function renderBlockText(c: BlockComparison, labels: { baseline: string; candidate: string }): string {
  const out: string[] = [];
  const labelled = (label: string, text: string) =>
    out.push(...labelledLines(label, text, WIDTH, LABEL_WIDTH));
  // Where the time went first (when the lines carry phases), then the verdict and why, then what was compared
  // and how, then the tables.
  if (c.phases) {
    out.push(...wrapText(phaseHeadline(c.phases), WIDTH));
    out.push(...layoutColumns(PHASE_HEADER, phaseRows(c.phases), undefined, WIDTH));
    out.push(...wrapText(phaseLegend(c.phases), WIDTH));
    out.push('');
  }
  labelled('verdict:', `${(VERDICT_LABEL[c.verdict] ?? c.verdict).toUpperCase()} — ${verdictDetail(c)}`);
  if (c.reason) labelled('', c.reason);
  if (c.metric)
    labelled('metric:', `${c.metric.label} (${c.metric.unit}); the cut tables below are this metric's`);
  labelled(
    'baseline:',
    `${labels.baseline} (${c.baseline.format}, ${formatCount(c.match.baselineRecords)} records)`,
  );
  labelled(
    'candidate:',
    `${labels.candidate} (${c.candidate.format}, ${formatCount(c.match.candidateRecords)} records)`,
  );
  out.push('');
  out.push(...wrapText(`${capitalised(runNoiseSentence(c))}.`, WIDTH));
  out.push(...wrapText(methodSentence(c), WIDTH));
  out.push(...wrapText(matchSentence(c), WIDTH));
  out.push('');
  out.push(
    ...layoutColumns(
      ['cut', 'n', 'flagged', 'by noise', 'shift (95% CI)', 'vs rest (95% CI)', 'verdict'],
      c.cuts.map((cut) => [
        cut.name,
        formatCount(cut.compared),
        formatCount(cut.flagged),
        expectedFlaggedCell(c, cut),
        formatShift(cut.shift),
        contrastCell(cut),
        cutVerdictCell(cut),
      ]),
      undefined,
      WIDTH,
    ),
  );
  out.push(...wrapText(legendSentence(c), WIDTH));
  if (c.metrics) {
    out.push('');
    out.push(...layoutColumns(METRIC_HEADER, metricRows(c), undefined, WIDTH));
    out.push(...wrapText(metricLegend(c), WIDTH));
  }
  // Why each undecided or changed cut got its verdict, right under the table it explains.
  const reasons = c.cuts.filter((cut) => cut.verdict !== 'no-change');
  if (reasons.length > 0) out.push('');
  for (const cut of reasons) out.push(...wrapText(`  ${cut.name}: ${cut.reason}`, WIDTH, '    '));
  out.push('');
  out.push(
    ...layoutColumns(
      ['cut', 'median Δ%', 'mean Δ% (95% CI)', 'total Δ', 'total Δ%', 'p'],
      c.cuts.map((cut) => [
        cut.name,
        formatSignedPct(cut.medianDeltaPct, 2),
        formatPctWithCi(cut.meanDeltaPct, cut.meanDeltaCi),
        formatSignedMs(cut.candidateTotalMs - cut.baselineTotalMs),
        formatSignedPct(cut.totalDeltaPct),
        formatP(cut.pValue),
      ]),
      undefined,
      WIDTH,
    ),
  );
  out.push('');
  out.push(
    ...layoutColumns(
      ['cut', 'P50 Δ (95% CI)', 'P90 Δ (95% CI)', 'P99 Δ (95% CI)'],
      c.cuts.map((cut) => [
        cut.name,
        quantileDelta(cut, 'p50'),
        quantileDelta(cut, 'p90'),
        quantileDelta(cut, 'p99'),
      ]),
      undefined,
      WIDTH,
    ),
  );
  const all = c.cuts[0];
  if (all && all.compared > 0) {
    out.push('');
    out.push(`Δ% distribution (${all.name}):`);
    const peak = Math.max(1, ...all.histogram.map((b) => b.count));
    out.push(
      ...layoutColumns(
        ['Δ%', 'blocks', ''],
        all.histogram.map((b) => [
          binLabel(b.fromPct, b.toPct),
          formatCount(b.count),
          '█'.repeat(Math.round((b.count / peak) * 40)),
        ]),
        ['left', 'right', 'left'],
      ),
    );
  }
  if (c.notable.length > 0) {
    out.push('');
    out.push('notable blocks (largest |Δ ms| among flagged slow blocks):');
    out.push(
      ...layoutColumns(
        ['block', 'baseline', 'candidate', 'Δ', 'Δ%', 'sets'],
        c.notable.map((r) => [
          String(r.block),
          formatMs(r.baselineMs),
          formatMs(r.candidateMs),
          formatSignedMs(r.deltaMs),
          formatSignedPct(r.deltaPct),
          r.sets.join(', '),
        ]),
        ['left', 'right', 'right', 'right', 'right', 'left'],
        WIDTH,
      ),
    );
  }
  if (c.warnings.length > 0) {
    out.push('');
    out.push('warnings:');
    for (const w of c.warnings) out.push(...wrapText(`  ${warningLine(w)}`, WIDTH, '    '));
  }
  return out.join('\n') + '\n';
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function binLabel(from: number, to: number): string {
  if (!Number.isFinite(from)) return `< ${to}`;
  if (!Number.isFinite(to)) return `≥ ${from}`;
  return `${from} … ${to}`;
}
