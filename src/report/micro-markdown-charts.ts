// The Δ% chart of the micro-benchmark Markdown report: a Mermaid bar chart of the most changed benchmarks
// (or a histogram of Δ%), folded, with a table that says the same in text.
import type { MicroBenchmark, MicroRun } from '../core/compare-micro.js';
import { binLabel } from './block-text.js';
import { escapeMarkdown as cell, escapeMermaidLabel } from './escape.js';
import {
  byMetric,
  commonKeyPrefix,
  deltaText,
  metricTitle,
  shownDeltaPct,
  signedPct,
} from './micro-summary.js';
import { row, verdictCell } from './micro-markdown-tables.js';

/** Up to this many benchmarks get a bar each; more are charted as a histogram of Δ%. */
export const MAX_CHART_BARS = 12;

/** Δ% bin edges of the histogram (the outer bins are open). */
const DELTA_EDGES = [-50, -20, -10, -5, -2, 0, 2, 5, 10, 20, 50];

/** Bars of a chart with the table that says the same in text (GitHub renders the chart; the table is for all). */
interface ChartData {
  /** Chart title, and the folded section's summary (plain words: it is not Markdown-rendered everywhere). */
  title: string;
  summary: string;
  yAxis: string;
  labels: string[];
  values: number[];
  /** Table columns beside the chart: header cells and their alignment, then one row per bar. */
  header: string[];
  align: string[];
  rows: string[][];
}

function shortLabel(text: string, max = 28): string {
  return text.length <= max ? text : `…${text.slice(text.length - max + 1)}`;
}

/**
 * The most changed benchmarks of one metric, a bar each (|Δ%|, the sign in the label: Mermaid's bars grow
 * from the axis, so negative bars would mislead), or, with more than MAX_CHART_BARS, how many benchmarks fall
 * in each Δ% bin.
 */
export function deltaChartData(run: MicroRun): ChartData | null {
  for (const group of byMetric(run.benchmarks)) {
    // The Δ the tables show (the change the verdict judges), so chart, table and footnote agree.
    const changed = group.filter((b) => Number.isFinite(shownDeltaPct(b)));
    const delta = (b: MicroBenchmark) => shownDeltaPct(b) as number;
    if (changed.length === 0) continue;
    const first = group[0];
    const what = metricTitle(first.metric, first.unit, first.direction);
    if (changed.length <= MAX_CHART_BARS) {
      const prefix = commonKeyPrefix(changed.map((b) => b.key));
      const bars = [...changed].sort((a, b) => Math.abs(delta(b)) - Math.abs(delta(a)));
      const name = (b: MicroBenchmark) => shortLabel(b.key.slice(prefix.length));
      return {
        title: `|Δ%| per benchmark, ${what}`,
        summary: `Δ% chart of ${bars.length} benchmark${bars.length === 1 ? '' : 's'}, ${first.metric}`,
        yAxis: '|Δ%|',
        labels: bars.map((b) => `${name(b)} ${signedPct(delta(b))}`),
        values: bars.map((b) => Math.round(Math.abs(delta(b)) * 100) / 100),
        header: ['benchmark', 'Δ', 'verdict'],
        align: [':--', '--:', ':--'],
        rows: bars.map((b) => [cell(b.key.slice(prefix.length)), cell(deltaText(b)), verdictCell(b)]),
      };
    }
    const counts = new Array<number>(DELTA_EDGES.length + 1).fill(0);
    for (const b of changed) {
      let bin = 0;
      while (bin < DELTA_EDGES.length && delta(b) >= DELTA_EDGES[bin]) bin++;
      counts[bin]++;
    }
    const bins = counts.map((count, i) => ({
      label: binLabel(
        i === 0 ? -Infinity : DELTA_EDGES[i - 1],
        i === DELTA_EDGES.length ? Infinity : DELTA_EDGES[i],
      ),
      count,
    }));
    return {
      title: `Benchmarks per Δ% bin, ${what}`,
      summary: `Δ% chart of ${changed.length} benchmarks by bin, ${first.metric}`,
      yAxis: 'benchmarks',
      labels: bins.map((b) => b.label),
      values: bins.map((b) => b.count),
      header: ['Δ%', 'benchmarks'],
      align: [':--', '--:'],
      rows: bins.map((b) => [cell(b.label), String(b.count)]),
    };
  }
  return null;
}

export function chartSection(run: MicroRun): string[] {
  const data = deltaChartData(run);
  if (!data) return [];
  const label = (s: string) => `"${escapeMermaidLabel(s)}"`;
  return [
    '',
    `<details><summary>${cell(data.summary)}</summary>`,
    '',
    '```mermaid',
    'xychart-beta',
    `  title ${label(data.title)}`,
    `  x-axis [${data.labels.map(label).join(', ')}]`,
    `  y-axis ${label(data.yAxis)}`,
    `  bar [${data.values.join(', ')}]`,
    '```',
    '',
    row(data.header),
    row(data.align),
    ...data.rows.map(row),
    '',
    '</details>',
  ];
}
