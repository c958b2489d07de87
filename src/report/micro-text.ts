// Terminal report of a micro-benchmark comparison: a verdict header, then per candidate one aligned table
// per metric (baseline → candidate, `±` interval, Δ with `~` for no significant change, p, n, verdict),
// footnotes numbered once per distinct note, scaling on both sides, chunk series, and for several
// candidates a summary table of totals per metric per run. Everything keeps within 100 columns, as the block
// report does: tables wrap their free-text last column and put long names on their own line, prose wraps
// under its own start. (Go input's benchstat tables, printed before this report, are benchstat's exactly.)
import type { MicroBenchmark, MicroComparison, MicroRun } from '../core/compare-micro.js';
import type { ChunkSeries } from '../core/micro/chunk-series.js';
import { labelledLines, layoutColumns, wrapText, type Align } from './format.js';
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
  formatMeasure,
  largestChunkChanges,
  metricTitle,
  microVerdict,
  microVerdictCounts,
  microVerdictNames,
  perItemExponentText,
  runCountsText,
  samplesText,
  sideText,
  signedPct,
  VERDICT_TEXT,
  intervalText,
  centerNote,
  microLegend,
  verdictText,
  rowOrder,
} from './micro-summary.js';
import { Footnotes, sanityText } from './micro-footnotes.js';

export interface MicroTextOptions {
  /**
   * Only the benchmarks that changed (or could not be judged): used after benchstat's own tables for Go
   * input, which already list every benchmark.
   */
  changesOnly?: boolean;
  /** Most rows per run before only the changed ones are listed (default 200). */
  maxRows?: number;
  /** benchstat's own tables (Go input), printed after the verdict lines under a heading that says whose. */
  benchstat?: string;
}

/** Labels such as `verdict:   ` take this many columns; their text wraps under its own start. */
const LABEL_WIDTH = 11;

const ALIGN = ['left', 'right', 'right', 'right', 'right', 'right', 'left'] as const;

/** The terminal width the report keeps within. */
const WIDTH = 100;

/** `text` wrapped to the report's width, its continuation lines indented by `hang` more than its first. */
function prose(text: string, hang = 2): string[] {
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  return wrapText(text, WIDTH, lead + ' '.repeat(hang));
}

/** A table indented by two spaces, within the report's width. */
function indentedTable(header: string[], rows: string[][], align: Align[]): string[] {
  return layoutColumns(header, rows, align, WIDTH - 2).map((l) => `  ${l}`);
}

function benchmarkTables(run: MicroRun, rows: MicroBenchmark[], notes: Footnotes): string[] {
  const out: string[] = [];
  for (const group of byMetric(rows)) {
    const first = group[0];
    const prefix = commonKeyPrefix(group.map((b) => b.key));
    out.push('');
    out.push(
      ...prose(`${metricTitle(first.metric, first.unit, first.direction)}${prefix ? ` — ${prefix}…` : ''}`),
    );
    const cells = group.map((b) => [
      b.key.slice(prefix.length),
      sideText(b.baseline, b.unit),
      sideText(b.candidate, b.unit),
      deltaText(b),
      intervalText(b),
      samplesText(b),
      `${verdictText(b)} ${notes.marks(b, b.key.slice(prefix.length))}`.trimEnd(),
    ]);
    out.push(
      ...layoutColumns(
        ['benchmark', 'baseline', 'candidate', 'Δ', 'Δ 95%', 'n', 'verdict'],
        cells,
        [...ALIGN],
        WIDTH,
        true,
      ),
    );
  }
  void run;
  return out;
}

/** The verdicts of a run's rows that are not in `shown`: `24 inconclusive, 3 unchanged`. */
function hiddenVerdicts(run: MicroRun, shown: readonly MicroBenchmark[]): string {
  const kept = new Set(shown);
  const counts = new Map<string, number>();
  for (const b of run.benchmarks) {
    if (kept.has(b)) continue;
    const v = VERDICT_TEXT[b.verdict] ?? b.verdict;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts].map(([v, n]) => `${n} ${v}`).join(', ');
}

function geomeanLines(run: MicroRun): string[] {
  const geo = run.geomean.filter((g) => g.deltaPct !== null && g.paired > 1);
  if (geo.length === 0) return [];
  return prose(
    `geomean: ${geo.map((g) => `${g.metric} ${signedPct(g.deltaPct as number)} (${g.paired})`).join(' · ')}`,
  );
}

function scalingLines(run: MicroRun): string[] {
  const fams = run.scalingChanges.families;
  if (fams.length === 0) return [];
  const out: string[] = [''];
  const prefix = commonKeyPrefix(fams.map((f) => f.label));
  const label = (s: string) => s.slice(prefix.length);
  out.push(
    ...prose(
      `scaling — growth exponent k of the cost per op (cost ∝ n^k; per item: k − 1), baseline → candidate` +
        (prefix ? ` — ${prefix}…` : ''),
    ),
  );
  out.push(
    ...indentedTable(
      ['family', 'metric', 'exponent', 'per item', 'cost model (fixed + per item · n)'],
      fams.map((f) => [
        `${label(f.label)}${f.changed ? ' ◀' : ''}`,
        f.metric,
        exponentText(f),
        perItemExponentText(f),
        costModelText(f),
      ]),
      ['left', 'left', 'right', 'right', 'left'],
    ),
  );
  for (const f of fams.filter((x) => x.changed && x.baseline && x.candidate)) {
    out.push(...prose(`  ◀ growth changed: ${familyChangeSentence(f, label(f.label))}`));
  }
  for (const x of shownCrossovers(run.scalingChanges.crossovers)) {
    out.push(...prose(`  crossover: ${crossoverSentence(x, label)}`));
  }
  for (const n of run.scaling.notes) out.push(...prose(`  ${n}`));
  return out;
}

function chunkLines(series: ChunkSeries[]): string[] {
  const out: string[] = [''];
  out.push('chunk series (one value per chunk; judged over all chunks with a Wilcoxon signed-rank test)');
  out.push(
    ...indentedTable(
      ['metric', 'chunks', 'baseline total', 'candidate total', 'Δ total', 'typical chunk', 'p', 'verdict'],
      series.map((s) => [
        s.metric,
        String(s.chunks.length),
        formatMeasure(s.baselineTotal, s.unit),
        formatMeasure(s.candidateTotal, s.unit),
        s.totalDeltaPct === null ? '—' : signedPct(s.totalDeltaPct),
        s.medianDeltaPct === null ? '—' : signedPct(s.medianDeltaPct),
        s.pValue < 0.001 ? '<0.001' : s.pValue.toFixed(3),
        VERDICT_TEXT[s.verdict] ?? s.verdict,
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
  );
  for (const s of series) {
    out.push(...prose(`  ${s.metric}: ${s.reason}`));
    const at = curveSamples(s);
    if (at.length > 0) {
      out.push(
        ...prose(
          `    accumulated: ${at
            .map(
              (i) =>
                `chunk ${s.chunks[i]} ${formatMeasure(s.baselineCumulative[i], s.unit)} → ${formatMeasure(s.candidateCumulative[i], s.unit)}`,
            )
            .join(' · ')}`,
        ),
      );
    }
    const big = largestChunkChanges(s, 3);
    if (big.length > 0) {
      out.push(
        ...prose(
          `    largest chunk changes: ${big
            .map(
              (i) =>
                `chunk ${s.chunks[i]} ${formatMeasure(s.baseline[i], s.unit)} → ${formatMeasure(s.candidate[i], s.unit)}` +
                (s.deltaPct[i] === null ? '' : ` (${signedPct(s.deltaPct[i] as number)})`),
            )
            .join(' · ')}`,
        ),
      );
    }
    if (s.onlyInBaseline || s.onlyInCandidate)
      out.push(`    chunks on one side only: ${s.onlyInBaseline} baseline, ${s.onlyInCandidate} candidate`);
  }
  return out;
}

function oneSided(run: MicroRun): string[] {
  const onlyBase = run.benchmarks.filter((b) => !b.candidate).map((b) => `${b.key} (${b.metric})`);
  const onlyCand = run.benchmarks.filter((b) => !b.baseline).map((b) => `${b.key} (${b.metric})`);
  const out: string[] = [];
  const list = (xs: string[]) =>
    xs.slice(0, 10).join(', ') + (xs.length > 10 ? `, … ${xs.length - 10} more` : '');
  if (onlyBase.length) out.push(...prose(`only in baseline (${onlyBase.length}): ${list(onlyBase)}`));
  if (onlyCand.length) out.push(...prose(`only in candidate (${onlyCand.length}): ${list(onlyCand)}`));
  return out;
}

/** Suspect changes first, each with what to check (its sanity notes). */
function suspectLines(c: MicroComparison): string[] {
  const out: string[] = [];
  for (const run of c.runs) {
    if (run.counts.suspect === 0) continue;
    const rows = run.benchmarks.filter((b) => b.suspect).sort(byImportance);
    out.push('');
    out.push(
      ...prose(
        `check first — ${rows.length} suspect change(s)${c.runs.length > 1 ? ` in ${run.label}` : ''}:`,
      ),
    );
    for (const b of rows.slice(0, 10)) {
      out.push(...prose(`  ${b.key} (${b.metric}) ${verdictText(b)} ${deltaText(b)} ${intervalText(b)}`, 4));
      for (const s of b.sanity) out.push(...prose(`    ${sanityText(s, c.baseline.tool)}`, 2));
    }
    if (rows.length > 10) out.push(`  … ${rows.length - 10} more (--json has every row)`);
  }
  return out;
}

function renderRun(c: MicroComparison, run: MicroRun, o: MicroTextOptions): string[] {
  const out: string[] = [];
  out.push('');
  out.push(...prose(`── ${run.label} vs ${c.baseline.label}: ${runCountsText(run)}`, 3));
  out.push(...prose(run.multipleComparisons.message));
  for (const n of run.notes) out.push(...prose(`note: ${n}`, 6));
  const notes = new Footnotes(c.baseline.tool);
  const maxRows = o.maxRows ?? 200;
  if (run.chunks) {
    out.push(...chunkLines(run.chunks));
  } else {
    let rows = run.benchmarks;
    let hidden = 0;
    if (o.changesOnly || rows.length > maxRows) {
      // After benchstat's table (which lists every row): the rows the verdict takes as changes, and those
      // benchstat marks but the verdict does not take, each with its interval and why (its footnote).
      const alpha = c.options.alpha;
      const shown = (b: MicroBenchmark) =>
        o.changesOnly
          ? b.verdict === 'regression' || b.verdict === 'improvement' || (b.pValue ?? 1) <= alpha
          : b.verdict !== 'no-change';
      rows = rowOrder(rows.filter(shown)).slice(0, maxRows);
      hidden = run.benchmarks.length - rows.length;
    }
    if (rows.length > 0) out.push(...benchmarkTables(run, rows, notes));
    if (hidden > 0) {
      out.push(
        ...prose(
          o.changesOnly
            ? `(${hidden} more rows, neither marked by benchstat nor a change by the verdict: ` +
                `${hiddenVerdicts(run, rows)}; each row's Δ 95% is in --markdown, --html, --json and --csv)`
            : `(${hidden} more benchmarks not shown, unchanged first; --json and --csv have every row)`,
          1,
        ),
      );
    }
    out.push(...geomeanLines(run));
  }
  out.push(...oneSided(run));
  out.push(...scalingLines(run));
  if (notes.count > 0) {
    out.push('');
    notes.list().forEach((n, i) => out.push(...prose(`[${i + 1}] ${n}`, `[${i + 1}] `.length)));
  }
  return out;
}

function totalsTable(c: MicroComparison): string[] {
  const metrics: Array<{ metric: string; unit: string }> = [];
  for (const t of c.totals) if (!metrics.some((m) => m.metric === t.metric)) metrics.push(t);
  const header = ['run', ...metrics.flatMap((m) => [m.metric, 'Δ']), 'verdicts'];
  const base = ['baseline: ' + c.baseline.label];
  for (const m of metrics) {
    const t = c.totals.find((x) => x.metric === m.metric);
    base.push(t ? formatMeasure(t.baselineTotal, t.unit) : '—', '');
  }
  base.push('');
  const rows = [base];
  for (const run of c.runs) {
    const row = [run.label];
    for (const m of metrics) {
      const t = run.totals.find((x) => x.metric === m.metric);
      row.push(
        t ? formatMeasure(t.candidateTotal, t.unit) : '—',
        t?.deltaPct == null ? '—' : signedPct(t.deltaPct),
      );
    }
    row.push(runCountsText(run));
    rows.push(row);
  }
  return [
    '',
    ...prose(
      'summary — totals per metric (sum of medians over the benchmarks each run shares with the baseline), Δ vs baseline',
    ),
    ...layoutColumns(
      header,
      rows,
      header.map((_, i) => (i === 0 || i === header.length - 1 ? 'left' : 'right')),
      WIDTH,
    ),
  ];
}

/**
 * Whose the benchstat table is: its `vs base` column marks p < 0.05 in benchstat's own test of one row at a
 * time, which is not the verdict (a suite of 32 rows gives about 1.6 such marks by chance alone).
 */
function benchstatHeading(c: MicroComparison): string {
  const rows = c.runs[0]?.benchmarks.length ?? 0;
  return (
    `benchstat's table, as benchstat prints it — its "vs base" marks p < ${c.options.alpha} in its own ` +
    `Mann–Whitney U test of each row alone (no correction over ${rows} rows); the verdict is benchdelta's, ` +
    `in the verdict column below:`
  );
}

export function renderMicroText(c: MicroComparison, o: MicroTextOptions = {}): string {
  const out: string[] = [];
  const verdict = microVerdict(c);
  const labelled = (label: string, text: string) =>
    out.push(...labelledLines(label, text, WIDTH, LABEL_WIDTH));
  const found = microVerdictNames(c);
  labelled(
    'verdict:',
    `${(VERDICT_TEXT[verdict] ?? verdict).toUpperCase()} — ${found ? `${found} · ` : ''}${microVerdictCounts(c)}`,
  );
  labelled('baseline:', `${c.baseline.label} (${c.baseline.tool ?? c.baseline.format})`);
  if (c.runs.length === 1)
    labelled('candidate:', `${c.runs[0].label} (${c.runs[0].tool ?? c.runs[0].format})`);
  else labelled('candidates:', c.runs.map((r) => r.label).join(', '));
  labelled('reason:', c.reason);
  out.push(...suspectLines(c));
  if (o.benchstat) {
    out.push('', ...prose(benchstatHeading(c)), '', o.benchstat.replace(/\n$/, ''));
  }
  if (c.runs.length > 1) out.push(...totalsTable(c));
  for (const run of c.runs) out.push(...renderRun(c, run, o));
  out.push('');
  out.push(...prose(microLegend(c)));
  const centers = centerNote(c);
  if (centers) out.push(...prose(centers));
  if (c.warnings.length > 0 || c.runs.some((r) => r.warnings.length > 0)) {
    out.push('');
    out.push('warnings:');
    for (const w of [...c.warnings, ...c.runs.flatMap((r) => r.warnings)])
      out.push(
        ...prose(
          `  ${w.count} × ${w.message}${w.file ? ` (${w.file}${w.firstLine ? `:${w.firstLine}` : ''})` : ''}`,
        ),
      );
  }
  return out.join('\n') + '\n';
}
