// The HTML report's text for a micro-benchmark comparison: verdict counts, totals per run (N-way), per run
// the changed benchmarks first, chunk series and notes, from the same helpers as the Markdown report.
import type { ChunkSeries } from '../../core/micro/chunk-series.js';
import type { MicroComparison, MicroRun } from '../../core/compare-micro.js';
import { formatP } from '../format.js';
import {
  centerNote,
  deltaText,
  formatMeasure,
  intervalText,
  metricTitle,
  pText,
  rowOrder,
  runCountsText,
  samplesText,
  sideText,
  signedPct,
} from '../micro-summary.js';
import { Footnotes } from '../micro-footnotes.js';
import { verdictBadge } from './block-tables.js';
import { escapeHtml as e, htmlTable } from './html-text.js';

/** Benchmark rows per run (changes first; the JSON output has every row). */
const BENCHMARK_ROWS = 200;

const pct = (x: number | null) => (x === null ? '—' : e(signedPct(x)));

function totalsTable(c: MicroComparison): string {
  const metrics: string[] = [...new Set(c.totals.map((t) => t.metric))];
  const unitOf = (m: string) => c.totals.find((t) => t.metric === m)?.unit ?? '';
  const base = metrics.map((m) => {
    const t = c.totals.find((x) => x.metric === m);
    return t ? e(formatMeasure(t.baselineTotal, t.unit)) : '—';
  });
  return htmlTable(
    'Totals per metric (sums of medians over the benchmarks each run shares with the baseline), Δ vs baseline',
    ['run', ...metrics.map((m) => e(`${m} (${unitOf(m)})`)), 'verdicts'],
    [
      [`${e(c.baseline.label)} (baseline)`, ...base, ''],
      ...c.runs.map((run) => [
        e(run.label),
        ...metrics.map((m) => {
          const t = run.totals.find((x) => x.metric === m);
          return t ? `${e(formatMeasure(t.candidateTotal, t.unit))} (${pct(t.deltaPct)})` : '—';
        }),
        e(runCountsText(run)),
      ]),
    ],
    [0, metrics.length + 1],
  );
}

function chunkTable(series: ChunkSeries[]): string {
  return htmlTable(
    'Chunked timings per metric',
    ['metric', 'chunks', 'baseline total', 'candidate total', 'Δ total', 'typical chunk', 'p', 'verdict'],
    series.map((s) => [
      e(s.metric),
      String(s.chunks.length),
      e(formatMeasure(s.baselineTotal, s.unit)),
      e(formatMeasure(s.candidateTotal, s.unit)),
      pct(s.totalDeltaPct),
      pct(s.medianDeltaPct),
      e(formatP(s.pValue)),
      verdictBadge(s.verdict),
    ]),
  );
}

function benchmarkTable(run: MicroRun, notes: Footnotes): string {
  // The terminal and Markdown reports' order: changes first, then the rest in the file's order.
  const rows = rowOrder(run.benchmarks).slice(0, BENCHMARK_ROWS);
  const more = run.benchmarks.length - rows.length;
  return htmlTable(
    `Benchmarks, changes first${more > 0 ? ` (${BENCHMARK_ROWS} of ${run.benchmarks.length} shown)` : ''}`,
    ['benchmark', 'metric', 'baseline', 'candidate', 'Δ', 'Δ 95%', 'p', 'n', 'verdict'],
    rows.map((b) => {
      const marks = notes.marks(b);
      return [
        e(b.key),
        e(metricTitle(b.metric, b.unit, b.direction)),
        e(sideText(b.baseline, b.unit)),
        e(sideText(b.candidate, b.unit)),
        e(deltaText(b)),
        e(intervalText(b)),
        e(pText(b)),
        e(samplesText(b)),
        verdictBadge(b.verdict) + (marks ? ` <sup>${e(marks)}</sup>` : ''),
      ];
    }),
    [0, 1, 8],
  );
}

function runHtml(c: MicroComparison, run: MicroRun): string {
  const notes = new Footnotes(c.baseline.tool);
  const heading =
    c.runs.length > 1 ? `<h2>${e(run.label)} vs ${e(c.baseline.label)}: ${e(runCountsText(run))}</h2>` : '';
  const table = run.chunks ? chunkTable(run.chunks) : benchmarkTable(run, notes);
  const runNotes = [...run.notes, run.multipleComparisons.message].filter((n) => n);
  return (
    heading +
    runNotes.map((n) => `<p class="method">${e(n)}</p>`).join('') +
    table +
    (notes.count > 0
      ? `<details><summary>Notes (${notes.count})</summary><ol>${notes
          .list()
          .map((n) => `<li>${e(n)}</li>`)
          .join('')}</ol></details>`
      : '')
  );
}

export function microComparisonHtml(c: MicroComparison): string {
  const lead =
    c.runs.length === 1
      ? `${c.runs[0].label} vs ${c.baseline.label}: ${runCountsText(c.runs[0])}`
      : `${c.runs.length} candidates vs ${c.baseline.label}`;
  // Which centre the tables compare (a tool's mean or a median), as the text and Markdown reports say it.
  const centers = centerNote(c);
  return (
    `<p class="lead">${e(lead)}</p>` +
    (c.runs.length > 1 ? totalsTable(c) : '') +
    c.runs.map((run) => runHtml(c, run)).join('') +
    (centers ? `<p class="method">${e(centers)}</p>` : '')
  );
}
