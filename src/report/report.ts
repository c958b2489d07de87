// One entry per output kind, whatever the comparison: the CLI and the action call these.
import { reportVerdict, type ComparisonReport } from '../core/report-model.js';
import { renderBlockMarkdown } from './block-markdown.js';
import { renderBenchstatText } from './benchstat-text.js';
import { renderBlockText } from './block-text.js';
import { escapeStrings, escapeTerminalText, escapeTextName } from './escape.js';
import {
  candidateSummaries,
  renderCandidateSummaryMarkdown,
  renderCandidateSummaryText,
} from './block-multi.js';
import { renderMicroMarkdown } from './micro-markdown.js';
import { renderMicroText } from './micro-text.js';

export const REPORT_SCHEMA_VERSION = 1;

/**
 * The terminal report. Every name from the inputs has its control and bidi characters made visible before the
 * renderers lay it out, and the whole text is made safe for a terminal and an Actions log (escape.ts).
 */
export function renderReportText(report: ComparisonReport): string {
  return escapeTerminalText(renderText(escapeStrings(report, escapeTextName)));
}

function renderText(report: ComparisonReport): string {
  if (report.kind === 'micro') {
    // Go users know benchstat's table: give them exactly that after the verdict, then our own changes,
    // notes and scaling.
    if (report.comparison.baseline.format === 'gobench') {
      return renderMicroText(report.comparison, {
        changesOnly: true,
        benchstat: renderBenchstatText(report.comparison),
      });
    }
    return renderMicroText(report.comparison);
  }
  const each = report.results.map((r) =>
    renderBlockText(r.comparison, { baseline: report.baselineLabel, candidate: r.candidateLabel }),
  );
  if (report.results.length === 1) return each[0];
  const summary = renderCandidateSummaryText(
    reportVerdict(report),
    report.baselineLabel,
    candidateSummaries(report.results),
    100,
  );
  return [summary, ...each].join('\n');
}

export interface ReportMarkdownOptions {
  maxChars?: number;
  maxRows?: number;
  title?: string;
  links?: { baseline?: string; candidate?: string };
}

export function renderReportMarkdown(report: ComparisonReport, o: ReportMarkdownOptions): string {
  if (report.kind === 'micro') return renderMicroMarkdown(report.comparison, o);
  const summary =
    report.results.length === 1
      ? ''
      : renderCandidateSummaryMarkdown(
          reportVerdict(report),
          report.baselineLabel,
          candidateSummaries(report.results),
          o.title,
        ) + '\n---\n\n';
  // Several candidates share the budget (less the summary's own length).
  const maxChars = Math.floor(((o.maxChars ?? 60_000) - summary.length) / report.results.length);
  return (
    summary +
    report.results
      .map((r) =>
        renderBlockMarkdown(r.comparison, {
          ...o,
          maxChars,
          labels: { baseline: report.baselineLabel, candidate: r.candidateLabel },
        }),
      )
      .join('\n---\n\n')
  );
}

/** Above this many benchmark rows the JSON has no indentation (60,000 rows were 178 MB indented). */
const JSON_INDENT_MAX_ROWS = 5_000;

/**
 * The config (go's goos/goarch/pkg/cpu) that every benchmark of every list shares, as JSON text, or null. Rows
 * usually share one object per file, so the text is made once per distinct object.
 */
function sharedConfigText(lists: ReadonlyArray<ReadonlyArray<{ config?: object }>>): string | null {
  const textOf = new Map<object, string>();
  let shared: string | null = null;
  for (const list of lists) {
    for (const row of list) {
      if (!row.config) return null;
      let text = textOf.get(row.config);
      if (text === undefined) {
        text = JSON.stringify(row.config);
        textOf.set(row.config, text);
      }
      if (shared === null) shared = text;
      else if (text !== shared) return null;
    }
  }
  return shared;
}

/**
 * The JSON output: the comparison itself (schema version 1), one entry per candidate for block logs. For
 * micro-benchmarks whose rows all share one `config`, it is given once on the comparison and on each run and
 * left out of the rows (a row's own `config`, when present, wins). Large reports are not indented.
 */
export function renderReportJson(report: ComparisonReport): string {
  let body: unknown;
  let rows = 0;
  let replacer = (_k: string, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v);
  if (report.kind === 'micro') {
    const c = report.comparison;
    rows = c.benchmarks.length + c.runs.reduce((n, r) => n + r.benchmarks.length, 0);
    const text = sharedConfigText([c.benchmarks, ...c.runs.map((r) => r.benchmarks)]);
    if (text === null) body = c;
    else {
      const config = JSON.parse(text) as Record<string, string>;
      body = { ...c, config, runs: c.runs.map((r) => ({ ...r, config })) };
      const rowConfigs = new Set(c.benchmarks.map((b) => b.config));
      for (const r of c.runs) for (const b of r.benchmarks) rowConfigs.add(b.config);
      const finite = replacer;
      // Only rows hold their own config objects; the comparison and the runs hold the parsed copy.
      replacer = (k, v) =>
        k === 'config' && v !== config && rowConfigs.has(v as Record<string, string>)
          ? undefined
          : finite(k, v);
    }
  } else {
    rows = report.results.length;
    body =
      report.results.length === 1
        ? report.results[0].comparison
        : {
            schemaVersion: REPORT_SCHEMA_VERSION,
            kind: 'blocks-multi',
            verdict: reportVerdict(report),
            summary: candidateSummaries(report.results),
            comparisons: report.results.map((r) => ({ candidateLabel: r.candidateLabel, ...r.comparison })),
          };
  }
  return JSON.stringify(body, replacer, rows > JSON_INDENT_MAX_ROWS ? undefined : 2) + '\n';
}
