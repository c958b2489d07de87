// The self-contained HTML report: verdict and summary tables first (as the Markdown report), then the
// charts, drawn in the browser by uPlot from JSON data. Nothing is fetched at view time, and a strict
// Content-Security-Policy lets only this page's own script and stylesheet run (by their hashes).
import { createHash } from 'node:crypto';
import { microVerdictNames } from '../../core/micro/verdict.js';
import { reportVerdict, type ComparisonReport } from '../../core/report-model.js';
import { groupThousands } from '../../core/number-text.js';
import { formatMs, formatSignedPct } from '../format.js';
import { htmlAssets } from './assets.js';
import { blockChartSections } from './block-charts.js';
import { blockResultHtml, verdictBadge } from './block-tables.js';
import type { ChartSection } from './chart-spec.js';
import { escapeHtml as e, jsonForScript } from './html-text.js';
import { microChartSections } from './micro-charts.js';
import { microComparisonHtml } from './micro-tables.js';

export interface HtmlReportOptions {
  title?: string;
  /** A link above the verdict back to where the report was opened from (the service's dashboard). */
  back?: { href: string; text: string };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The report's formatters, given to the page's script as they are (they use nothing outside themselves). */
const SHARED_FORMATTERS = [formatMs, formatSignedPct, groupThousands].map((f) => f.toString()).join('\n');

/** A metric picker for a section whose charts are tagged by metric (charts.js shows the chosen one's). */
function metricSelect(section: ChartSection): string {
  if (!section.metricChoice) return '';
  const options = section.metricChoice
    .map((m) => `<option value="${e(m.id)}">${e(m.label)}</option>`)
    .join('');
  return `<label class="metric-choice">metric <select class="metric-select">${options}</select></label>`;
}

function sectionHtml(section: ChartSection): string {
  const first = section.metricChoice?.[0]?.id;
  const figures = section.charts
    .map(
      (c) =>
        `<figure aria-labelledby="title-${c.id}"${c.metric !== undefined ? ` data-metric="${e(c.metric)}"${c.metric === first ? '' : ' hidden'}` : ''}>` +
        `<figcaption id="title-${c.id}">${e(c.title)}</figcaption>` +
        `<div class="chart" id="chart-${c.id}"></div>${c.note ? `<p class="note">${e(c.note)}</p>` : ''}</figure>`,
    )
    .join('');
  const notes = (section.notes ?? []).map((n) => `<li>${e(n)}</li>`).join('');
  const grid = section.grid ? ' class="grid"' : '';
  return `<section><h2>${e(section.heading)}</h2>${metricSelect(section)}<div${grid}>${figures}</div>${notes ? `<ul class="note">${notes}</ul>` : ''}</section>`;
}

function summaryHtml(report: ComparisonReport): { summary: string; sections: ChartSection[] } {
  if (report.kind === 'micro') {
    return {
      summary: microComparisonHtml(report.comparison),
      sections: microChartSections(report.comparison),
    };
  }
  const several = report.results.length > 1;
  return {
    summary: report.results.map((r) => blockResultHtml(r, report.baselineLabel, several)).join(''),
    sections: blockChartSections(report.results, report.baselineLabel),
  };
}

function sideLabels(report: ComparisonReport): string {
  const candidates =
    report.kind === 'micro'
      ? report.comparison.runs.map((r) => r.label)
      : report.results.map((r) => r.candidateLabel);
  return `baseline: ${report.baselineLabel} · candidate${candidates.length > 1 ? 's' : ''}: ${candidates.join(', ')}`;
}

export function renderReportHtml(report: ComparisonReport, o: HtmlReportOptions = {}): string {
  const verdict = reportVerdict(report);
  const { summary, sections } = summaryHtml(report);
  const assets = htmlAssets();
  const script = `${assets.uplotJs}\n${SHARED_FORMATTERS}\n${assets.chartsJs}`;
  const style = `${assets.uplotCss}\n${assets.pageCss}`;
  const csp = [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(style)}`,
    'img-src data:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const title = `${o.title ? `${o.title}: ` : ''}${verdict.replace('-', ' ')}`;
  // The verdict's first line names what it found, as the terminal and Markdown reports do.
  const found = report.kind === 'micro' ? microVerdictNames(report.comparison) : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>benchdelta — ${e(title)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<main>',
    o.back ? `<nav><a href="${e(o.back.href)}">${e(o.back.text)}</a></nav>` : '',
    `<h1>${o.title ? `${e(o.title)}: ` : ''}${verdictBadge(verdict)}${found ? ` <span class="found">${e(found)}</span>` : ''}</h1>`,
    summary,
    ...sections.filter((s) => s.charts.length > 0).map(sectionHtml),
    `<footer>${e(sideLabels(report))} · made by benchdelta</footer>`,
    '</main>',
    `<script type="application/json" id="benchdelta-data">${jsonForScript({ sections })}</script>`,
    `<script>${script}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
