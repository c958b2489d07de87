// Markdown report of a micro-benchmark comparison (PR comment and job summary), within a size budget:
// verdict line, N-way summary, per candidate the changed benchmarks first (one table per metric), notes
// as numbered footnotes, scaling on both sides, chunk series. Every name from an artifact is escaped.
import type { MicroBenchmark, MicroComparison, MicroRun } from '../core/compare-micro.js';
import type { ChunkSeries } from '../core/chunk-series.js';
import { VERDICT_ICON } from './block-markdown.js';
import { binLabel } from './block-text.js';
import { escapeMarkdown as cell, escapeMermaidLabel } from './escape.js';
import {
  byImportance,
  byMetric,
  commonKeyPrefix,
  costModelText,
  crossoverSentence,
  shownCrossovers,
  curveSamples,
  deltaText,
  exponentText,
  familyChangeSentence,
  Footnotes,
  formatMeasure,
  metricTitle,
  intervalText,
  centerNote,
  microLegend,
  microVerdict,
  perItemExponentText,
  pText,
  runCountsText,
  samplesText,
  sideText,
  signedPct,
} from './micro-summary.js';

export interface MicroMarkdownOptions {
  maxChars?: number;
  maxRows?: number;
  title?: string;
  links?: { baseline?: string; candidate?: string };
}

const LABEL: Record<string, string> = {
  regression: 'regression',
  improvement: 'improvement',
  'no-change': 'no change',
  inconclusive: 'inconclusive',
  suspect: 'suspect',
};

const ICON: Record<string, string> = { ...VERDICT_ICON, suspect: '⚠️' };

/** A row's verdict with its icon; a suspect change keeps its verdict and gets the warning sign beside it. */
function verdictCell(b: Pick<MicroBenchmark, 'verdict' | 'suspect'>): string {
  const v = `${ICON[b.verdict] ?? ''} ${LABEL[b.verdict] ?? b.verdict}`;
  return b.suspect ? `${v} ${ICON.suspect} suspect` : v;
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function benchmarkTables(rows: MicroBenchmark[], notes: Footnotes): string[] {
  const out: string[] = [];
  for (const group of byMetric(rows)) {
    const first = group[0];
    const prefix = commonKeyPrefix(group.map((b) => b.key));
    out.push('');
    out.push(
      `**${cell(metricTitle(first.metric, first.unit, first.direction))}**${prefix ? ` — ${cell(prefix)}…` : ''}`,
    );
    out.push('');
    out.push(row(['benchmark', 'baseline', 'candidate', 'Δ', 'change 95%', 'p', 'n', 'verdict']));
    out.push(row([':--', '--:', '--:', '--:', '--:', '--:', '--:', ':--']));
    for (const b of group) {
      const marks = notes.marks(b);
      out.push(
        row([
          cell(b.key.slice(prefix.length)),
          cell(sideText(b.baseline, b.unit)),
          cell(sideText(b.candidate, b.unit)),
          cell(deltaText(b)),
          cell(intervalText(b)),
          cell(pText(b)),
          samplesText(b),
          `${verdictCell(b)}${marks ? ` <sup>${marks}</sup>` : ''}`,
        ]),
      );
    }
  }
  return out;
}

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
    const changed = group.filter((b) => b.deltaPct !== null && Number.isFinite(b.deltaPct));
    if (changed.length === 0) continue;
    const first = group[0];
    const what = metricTitle(first.metric, first.unit, first.direction);
    if (changed.length <= MAX_CHART_BARS) {
      const prefix = commonKeyPrefix(changed.map((b) => b.key));
      const bars = [...changed].sort(
        (a, b) => Math.abs(b.deltaPct as number) - Math.abs(a.deltaPct as number),
      );
      const name = (b: MicroBenchmark) => shortLabel(b.key.slice(prefix.length));
      return {
        title: `|Δ%| per benchmark, ${what}`,
        summary: `Δ% chart of ${bars.length} benchmark${bars.length === 1 ? '' : 's'}, ${first.metric}`,
        yAxis: '|Δ%|',
        labels: bars.map((b) => `${name(b)} ${signedPct(b.deltaPct as number)}`),
        values: bars.map((b) => Math.round(Math.abs(b.deltaPct as number) * 100) / 100),
        header: ['benchmark', 'Δ', 'verdict'],
        align: [':--', '--:', ':--'],
        rows: bars.map((b) => [cell(b.key.slice(prefix.length)), cell(deltaText(b)), verdictCell(b)]),
      };
    }
    const counts = new Array<number>(DELTA_EDGES.length + 1).fill(0);
    for (const b of changed) {
      let bin = 0;
      while (bin < DELTA_EDGES.length && (b.deltaPct as number) >= DELTA_EDGES[bin]) bin++;
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

function chartSection(run: MicroRun): string[] {
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

function scalingSection(run: MicroRun, rows: number): string[] {
  const fams = run.scalingChanges.families;
  if (fams.length === 0) return [];
  const prefix = commonKeyPrefix(fams.map((f) => f.label));
  const label = (s: string) => cell(s.slice(prefix.length));
  const out: string[] = [''];
  const changed = fams.filter((f) => f.changed && f.baseline && f.candidate);
  for (const f of changed)
    out.push(`- **Growth changed** — ${cell(familyChangeSentence(f, f.label.slice(prefix.length)))}`);
  out.push('');
  out.push(
    `<details${changed.length ? ' open' : ''}><summary>Scaling, baseline → candidate: growth exponent k of the cost per op (cost ∝ n^k)${prefix ? ` — ${cell(prefix)}…` : ''}</summary>`,
  );
  out.push('');
  out.push(row(['family', 'metric', 'exponent k', 'per item (k − 1)', 'cost model (fixed + per item · n)']));
  out.push(row([':--', ':--', '--:', '--:', ':--']));
  for (const f of fams.slice(0, rows)) {
    out.push(
      row([
        `${label(f.label)}${f.changed ? ' ◀' : ''}`,
        cell(f.metric),
        exponentText(f),
        perItemExponentText(f),
        cell(costModelText(f)),
      ]),
    );
  }
  const xs = shownCrossovers(run.scalingChanges.crossovers);
  if (xs.length > 0) out.push('');
  for (const x of xs.slice(0, rows))
    out.push(`- Crossover: ${cell(crossoverSentence(x, (s) => s.slice(prefix.length)))}`);
  for (const n of run.scaling.notes.slice(0, rows)) out.push(`- ${cell(n)}`);
  out.push('');
  out.push('</details>');
  return out;
}

function chunkSection(series: ChunkSeries[]): string[] {
  const out: string[] = [''];
  out.push('**Chunk series** (one value per chunk; judged over all chunks with a Wilcoxon signed-rank test)');
  out.push('');
  out.push(
    row([
      'metric',
      'chunks',
      'baseline total',
      'candidate total',
      'Δ total',
      'typical chunk',
      'p',
      'verdict',
    ]),
  );
  out.push(row([':--', '--:', '--:', '--:', '--:', '--:', '--:', ':--']));
  for (const s of series) {
    out.push(
      row([
        cell(s.metric),
        String(s.chunks.length),
        cell(formatMeasure(s.baselineTotal, s.unit)),
        cell(formatMeasure(s.candidateTotal, s.unit)),
        s.totalDeltaPct === null ? '—' : signedPct(s.totalDeltaPct),
        s.medianDeltaPct === null ? '—' : signedPct(s.medianDeltaPct),
        s.pValue < 0.001 ? '<0.001' : s.pValue.toFixed(3),
        `${ICON[s.verdict] ?? ''} ${LABEL[s.verdict] ?? s.verdict}`,
      ]),
    );
  }
  for (const s of series) {
    const at = curveSamples(s);
    if (at.length === 0) continue;
    out.push('');
    out.push(`Accumulated ${cell(s.metric)}:`);
    out.push('');
    out.push(row(['chunk', ...at.map((i) => cell(s.chunks[i]))]));
    out.push(row(['--:', ...at.map(() => '--:')]));
    out.push(row(['baseline', ...at.map((i) => cell(formatMeasure(s.baselineCumulative[i], s.unit)))]));
    out.push(row(['candidate', ...at.map((i) => cell(formatMeasure(s.candidateCumulative[i], s.unit)))]));
  }
  return out;
}

function renderRun(run: MicroRun, rows: number, charts: boolean, trimmed: string[]): string[] {
  const out: string[] = [];
  out.push(`<sub>${cell(run.multipleComparisons.message)}</sub>`);
  for (const n of run.notes) out.push('', `> [!NOTE]`, `> ${cell(n)}`);
  const notes = new Footnotes();
  if (run.chunks) out.push(...chunkSection(run.chunks));
  else {
    const sorted = [...run.benchmarks].sort(byImportance);
    const shown = sorted.slice(0, rows);
    if (sorted.length > shown.length)
      trimmed.push(`${sorted.length - shown.length} benchmark rows of ${cell(run.label)}`);
    // Tables keep the input order within the rows shown, so families read in order of n.
    const keep = new Set(shown);
    out.push(
      ...benchmarkTables(
        run.benchmarks.filter((b) => keep.has(b)),
        notes,
      ),
    );
    const geo = run.geomean.filter((g) => g.deltaPct !== null && g.paired > 1);
    if (geo.length > 0) {
      out.push('');
      out.push(
        `Geomean: ${geo.map((g) => `${cell(g.metric)} ${signedPct(g.deltaPct as number)} over ${g.paired}`).join(' · ')}`,
      );
    }
    if (charts) out.push(...chartSection(run));
    else if (deltaChartData(run)) trimmed.push(`the Δ% chart of ${cell(run.label)}`);
  }
  const onlyBase = run.benchmarks.filter((b) => !b.candidate);
  const onlyCand = run.benchmarks.filter((b) => !b.baseline);
  if (onlyBase.length || onlyCand.length) {
    out.push('');
    out.push(
      `Only in baseline: ${onlyBase.length} · only in candidate: ${onlyCand.length} (listed in the table with their notes)`,
    );
  }
  out.push(...scalingSection(run, rows));
  if (notes.list.length > 0) {
    const limit = Math.max(10, rows);
    out.push('');
    out.push('<details><summary>Notes</summary>');
    out.push('');
    notes.list.slice(0, limit).forEach((n, i) => out.push(`${i + 1}. ${cell(n)}`));
    if (notes.list.length > limit) trimmed.push(`${notes.list.length - limit} notes`);
    out.push('');
    out.push('</details>');
  }
  return out;
}

function totalsSection(c: MicroComparison): string[] {
  const metrics: Array<{ metric: string; unit: string }> = [];
  for (const t of c.totals) if (!metrics.some((m) => m.metric === t.metric)) metrics.push(t);
  const out: string[] = ['', '#### Summary: totals per metric, Δ vs baseline', ''];
  out.push(row(['run', ...metrics.map((m) => cell(m.metric)), 'verdicts']));
  out.push(row([':--', ...metrics.map(() => '--:'), ':--']));
  out.push(
    row([
      `${cell(c.baseline.label)} (baseline)`,
      ...metrics.map((m) => {
        const t = c.totals.find((x) => x.metric === m.metric);
        return t ? cell(formatMeasure(t.baselineTotal, t.unit)) : '—';
      }),
      '',
    ]),
  );
  for (const run of c.runs) {
    out.push(
      row([
        cell(run.label),
        ...metrics.map((m) => {
          const t = run.totals.find((x) => x.metric === m.metric);
          if (!t) return '—';
          return `${cell(formatMeasure(t.candidateTotal, t.unit))} (${t.deltaPct === null ? '—' : signedPct(t.deltaPct)})`;
        }),
        cell(runCountsText(run)),
      ]),
    );
  }
  out.push('');
  out.push('<sub>Totals are sums of medians over the benchmarks each run shares with the baseline.</sub>');
  return out;
}

/** Suspect changes first, each with what to check. */
function suspectSection(c: MicroComparison): string[] {
  const out: string[] = [];
  for (const run of c.runs) {
    if (run.counts.suspect === 0) continue;
    const rows = run.benchmarks.filter((b) => b.suspect).sort(byImportance);
    out.push('', '> [!WARNING]');
    out.push(
      `> **Check first: ${rows.length} suspect change(s)${c.runs.length > 1 ? ` in ${cell(run.label)}` : ''}** ` +
        '(each failed a sanity check; a suspect regression still fails the check unless `suspect: warn`)',
    );
    for (const b of rows.slice(0, 10)) {
      out.push(`> - ${cell(b.key)} (${cell(b.metric)}): ${verdictCell(b)} ${cell(deltaText(b))}`);
      for (const s of b.sanity) out.push(`>   - ${cell(s.message)}`);
    }
    if (rows.length > 10) out.push(`> - … ${rows.length - 10} more (the JSON has every row)`);
  }
  return out;
}

function render(
  c: MicroComparison,
  o: MicroMarkdownOptions,
  rows: number,
  charts: boolean,
  trimmed: string[],
): string {
  const verdict = microVerdict(c);
  const out: string[] = [];
  out.push(`### ${o.title ? `${cell(o.title)}: ` : ''}${ICON[verdict] ?? ''} ${LABEL[verdict] ?? verdict}`);
  out.push('');
  out.push(
    c.runs.length === 1
      ? cell(`${c.runs[0].label} vs ${c.baseline.label}: ${runCountsText(c.runs[0])}`)
      : cell(`${c.runs.length} candidates vs ${c.baseline.label}`),
  );
  out.push('', cell(c.reason));
  out.push(...suspectSection(c));
  if (c.runs.length > 1) out.push(...totalsSection(c));
  for (const run of c.runs) {
    out.push('');
    if (c.runs.length > 1)
      out.push(`#### ${cell(run.label)} vs ${cell(c.baseline.label)}: ${cell(runCountsText(run))}`, '');
    out.push(...renderRun(run, rows, charts, trimmed));
  }
  out.push('');
  const links: string[] = [];
  if (o.links?.baseline) links.push(`[baseline run](${o.links.baseline})`);
  if (o.links?.candidate) links.push(`[candidate run](${o.links.candidate})`);
  out.push(
    `<sub>${cell(microLegend(c))}${centerNote(c) ? ` · ${cell(centerNote(c))}` : ''} · baseline: ${cell(c.baseline.label)} (${cell(c.baseline.format)})${links.length ? ` · ${links.join(' · ')}` : ''}</sub>`,
  );
  if (trimmed.length > 0) {
    out.push('');
    out.push(
      `<sub>Trimmed to fit GitHub's size limit: ${trimmed.join(', ')} not shown; see the JSON/CSV outputs.</sub>`,
    );
  }
  return out.join('\n') + '\n';
}

export function renderMicroMarkdown(c: MicroComparison, o: MicroMarkdownOptions = {}): string {
  const budget = o.maxChars ?? 60_000;
  let rows = o.maxRows ?? 200;
  // The longest tables are trimmed first; the charts (a few hundred characters each) go last.
  let charts = true;
  for (;;) {
    const trimmed: string[] = [];
    const text = render(c, o, rows, charts, trimmed);
    if (text.length <= budget) return text;
    if (rows > 0) rows = Math.floor(rows / 2);
    else if (charts) charts = false;
    else return text.slice(0, budget - 40) + '\n\n<sub>(report truncated)</sub>\n';
  }
}
