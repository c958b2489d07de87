// The micro-benchmark Markdown report's Δ% chart: a Mermaid `xychart-beta` bar chart (GitHub renders it) with
// a table that says the same beside it, folded in <details>, labels escaped, and kept within the size budget.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareMicro, type MicroComparison } from '../../src/core/compare-micro.js';
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import { renderMicroMarkdown } from '../../src/report/micro-markdown.js';
import { shownDeltaPct } from '../../src/report/micro-summary.js';
import { deltaChartData, MAX_CHART_BARS } from '../../src/report/micro-markdown-charts.js';
// @ts-expect-error — the benchmark's plain-JS generator of go test -bench suites (no type declarations)
import { generateGoBenchSuite } from '../../bench/gen-gobench.mjs';

const FIX = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/gobench');
const read = (f: string) => readFileSync(path.join(FIX, f), 'utf8');

function compareTexts(baseline: string, candidate: string): MicroComparison {
  return compareMicro(parseGoBench(baseline, 'baseline.txt'), parseGoBench(candidate, 'pr.txt'));
}

interface Chart {
  title: string;
  labels: string[];
  values: number[];
  /** Table rows after the chart, as cells. */
  table: string[][];
  /** The <details> block holding the chart. */
  block: string;
}

/** Every Mermaid chart of a report, read back from its text, with the table that follows it. */
function charts(md: string): Chart[] {
  const out: Chart[] = [];
  const re = /<details><summary>[^\n]*<\/summary>\n\n```mermaid\n([\s\S]*?)```\n\n([\s\S]*?)\n\n<\/details>/g;
  for (const m of md.matchAll(re)) {
    const body = m[1];
    const labelsText = /^ {2}x-axis \[(.*)\]$/m.exec(body)?.[1] ?? '';
    out.push({
      title: /^ {2}title "(.*)"$/m.exec(body)?.[1] ?? '',
      labels: [...labelsText.matchAll(/"([^"]*)"/g)].map((x) => x[1]),
      values: (/^ {2}bar \[(.*)\]$/m.exec(body)?.[1] ?? '').split(', ').map(Number),
      table: m[2]
        .split('\n')
        .slice(2)
        .map((line) => line.slice(2, -2).split(' | ')),
      block: m[0],
    });
  }
  return out;
}

describe('the Δ% chart of a micro-benchmark report', () => {
  const cmp = compareTexts(read('baseline.txt'), read('pr.txt'));
  const md = renderMicroMarkdown(cmp);

  it('charts each changed benchmark of the first metric as a bar of |Δ%|, largest first, signed in its label', () => {
    const [chart] = charts(md);
    expect(chart.block.startsWith('<details>')).toBe(true);
    expect(chart.block).toContain('xychart-beta');
    // The Δ the tables show: the change the verdict judges (the centre of the row's interval).
    const delta = (b: MicroComparison['benchmarks'][number]) => shownDeltaPct(b) as number;
    const time = cmp.benchmarks.filter((b) => b.metric === 'time' && shownDeltaPct(b) !== null);
    expect(time.length).toBeLessThanOrEqual(MAX_CHART_BARS);
    expect(chart.values).toHaveLength(time.length);
    const expected = time
      .map((b) => Math.abs(delta(b)))
      .sort((a, b) => b - a)
      .map((x) => Math.round(x * 100) / 100);
    expect(chart.values).toEqual(expected);
    // The chart shows sizes; the sign is in the label, and the fixture's big changes are improvements.
    const fastest = time.reduce((a, b) => (Math.abs(delta(b)) > Math.abs(delta(a)) ? b : a));
    expect(delta(fastest)).toBeLessThan(0);
    expect(chart.labels[0]).toMatch(/-\d+\.\d%$/);
    expect(chart.labels[0]).toContain(
      fastest.key.slice(fastest.key.indexOf('Benchmark') + 'Benchmark'.length),
    );
  });

  it('puts a table beside the chart with the same benchmarks, Δ and verdict', () => {
    const [chart] = charts(md);
    expect(chart.table).toHaveLength(chart.values.length);
    for (const [i, [name, delta, verdict]] of chart.table.entries()) {
      expect(chart.labels[i].startsWith(name.replace(/\\/g, '').slice(0, 20))).toBe(true);
      expect(delta.replace(/^\\~ /, '')).toBe(chart.labels[i].slice(chart.labels[i].lastIndexOf(' ') + 1));
      const bm = cmp.benchmarks.find((b) => b.metric === 'time' && b.key.endsWith(name.replace(/\\/g, '')));
      expect(verdict).toContain(bm!.verdict === 'no-change' ? 'no change' : bm!.verdict);
    }
  });

  it('turns into a histogram of Δ% when there are more benchmarks than bars', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-chart-'));
    const suite = generateGoBenchSuite(dir, 120) as { baseline: string; candidate: string };
    const many = compareTexts(readFileSync(suite.baseline, 'utf8'), readFileSync(suite.candidate, 'utf8'));
    const [chart] = charts(renderMicroMarkdown(many));
    expect(chart.title).toMatch(/per Δ% bin/);
    const time = many.benchmarks.filter((b) => b.metric === 'time');
    expect(time.length).toBeGreaterThan(MAX_CHART_BARS);
    expect(chart.values.reduce((a, b) => a + b, 0)).toBe(time.length);
    // Every 50th benchmark of the generated suite is 10% slower: they land in the 5…10 / 10…20 bins.
    const slowed = time.filter((b) => (shownDeltaPct(b) as number) >= 5).length;
    const at = (label: string) => chart.values[chart.labels.indexOf(label)];
    expect(at('5 … 10') + at('10 … 20')).toBe(slowed);
    expect(slowed).toBe(Math.ceil(120 / 50));
    expect(chart.table.map((r) => Number(r[1]))).toEqual(chart.values);
  });

  it('escapes benchmark names in chart labels and table cells', () => {
    const evil = (t: string) =>
      t.replaceAll('BenchmarkCalcDifficulty', 'BenchmarkCalc"];click_x[@everyone;`');
    const c = compareTexts(evil(read('baseline.txt')), evil(read('pr.txt')));
    const [chart] = charts(renderMicroMarkdown(c));
    const line = /x-axis \[(.*)\]/.exec(chart.block)![1];
    // Each label is one quoted string: no quote, bracket, semicolon or backtick inside it.
    for (const label of chart.labels) expect(label).not.toMatch(/["[\];`]/);
    expect(line.split('", "')).toHaveLength(chart.labels.length);
    // Inside the code fence a mention is inert; in the table a zero-width joiner follows the `@` (an entity
    // such as &#64; would still notify: GitHub decodes entities before it links mentions).
    const table = chart.table.map((r) => r.join(' | ')).join('\n');
    expect(table).not.toContain('@everyone');
    expect(table).toContain('@\u200deveryone');
    expect(chart.table[0][0]).not.toMatch(/(^|[^\\])[[\]`]/);
  });

  it('keeps the chart while the long tables are trimmed, and drops it only as a last resort', () => {
    const full = deltaChartData(cmp.runs[0]);
    expect(full).not.toBeNull();
    const tight = renderMicroMarkdown(cmp, { maxChars: md.length - 200 });
    expect(tight.length).toBeLessThanOrEqual(md.length - 200);
    expect(charts(tight)).toHaveLength(1);
    expect(tight).toMatch(/Trimmed to fit/);
    const chartSize = charts(md)[0].block.length;
    const tiny = renderMicroMarkdown(cmp, { maxChars: chartSize });
    expect(tiny.length).toBeLessThanOrEqual(chartSize);
    expect(charts(tiny)).toHaveLength(0);
  });
});
