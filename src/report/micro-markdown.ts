// Markdown report of a micro-benchmark comparison (PR comment and job summary), within a size budget:
// verdict line, N-way summary, per candidate the changed benchmarks first (one table per metric), notes
// as numbered footnotes, scaling on both sides, chunk series. Every name from an artifact is escaped.
import type { MicroComparison, MicroRun } from '../core/compare-micro.js';
import { escapeMarkdown as cell } from './escape.js';
import {
  byImportance,
  deltaText,
  formatMeasure,
  centerNote,
  intervalText,
  microLegend,
  microVerdict,
  microVerdictNames,
  rowOrder,
  runCountsText,
  signedPct,
} from './micro-summary.js';
import { Footnotes, sanityText } from './micro-footnotes.js';
import { chartSection, deltaChartData } from './micro-markdown-charts.js';
import {
  benchmarkTables,
  chunkSection,
  ICON,
  LABEL,
  row,
  scalingSection,
  verdictCell,
} from './micro-markdown-tables.js';

export interface MicroMarkdownOptions {
  maxChars?: number;
  maxRows?: number;
  title?: string;
  links?: { baseline?: string; candidate?: string };
}
function renderRun(
  c: MicroComparison,
  run: MicroRun,
  rows: number,
  charts: boolean,
  trimmed: string[],
): string[] {
  const out: string[] = [];
  out.push(`<sub>${cell(run.multipleComparisons.message)}</sub>`);
  for (const n of run.notes) out.push('', `> [!NOTE]`, `> ${cell(n)}`);
  const notes = new Footnotes(c.baseline.tool);
  if (run.chunks) out.push(...chunkSection(run.chunks));
  else {
    // The rows shown are the first in the one row order (changes first), as every view shows them.
    const shown = rowOrder(run.benchmarks).slice(0, rows);
    if (run.benchmarks.length > shown.length)
      trimmed.push(`${run.benchmarks.length - shown.length} benchmark rows of ${cell(run.label)}`);
    out.push(...benchmarkTables(shown, notes));
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
  if (notes.count > 0) {
    const limit = Math.max(10, rows);
    out.push('');
    out.push('<details><summary>Notes</summary>');
    out.push('');
    notes
      .list()
      .slice(0, limit)
      .forEach((n, i) => out.push(`${i + 1}. ${cell(n)}`));
    if (notes.count > limit) trimmed.push(`${notes.count - limit} notes`);
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
      out.push(
        `> - ${cell(b.key)} (${cell(b.metric)}): ${verdictCell(b)} ${cell(deltaText(b))} ${cell(intervalText(b))}`,
      );
      for (const s of b.sanity) out.push(`>   - ${cell(sanityText(s, c.baseline.tool))}`);
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
  const found = microVerdictNames(c);
  out.push(
    `### ${o.title ? `${cell(o.title)}: ` : ''}${ICON[verdict] ?? ''} ${LABEL[verdict] ?? verdict}` +
      (found ? `: ${cell(found)}` : ''),
  );
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
    out.push(...renderRun(c, run, rows, charts, trimmed));
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
