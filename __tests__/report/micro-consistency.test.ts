// The micro-benchmark reports agree with themselves (issue 31), on real go runs: one Δ per row in every view
// with its interval beside it and footnotes that do not contradict them; benchstat's table labelled as
// benchstat's; an A/A pair of 32 rows in a screenful with its repeated footnotes merged; one row order in the
// terminal, Markdown and HTML; the HTML table's interval column; hints that name the harness in hand; and a
// verdict whose first line names what it found (issue 32).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareMicro, type MicroComparison } from '../../src/core/compare-micro.js';
import { pct } from '../../src/core/micro/judge.js';
import { sampleCountNote } from '../../src/core/sanity.js';
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import { renderReportHtml } from '../../src/report/html/page.js';
import { rerunOption, sanityText } from '../../src/report/micro-footnotes.js';
import { renderMicroMarkdown } from '../../src/report/micro-markdown.js';
import { intervalText, shownDeltaPct, signedPct } from '../../src/report/micro-summary.js';
import { renderMicroText } from '../../src/report/micro-text.js';
import { renderReportText } from '../../src/report/report.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REAL_GO = path.join(ROOT, '__fixtures__/real-runs/go');
const GOBENCH = path.join(ROOT, '__fixtures__/shared/fixtures/gobench');
const read = (dir: string, f: string) => readFileSync(path.join(dir, f), 'utf8');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compareGo = (baseline: string, candidate: string): MicroComparison =>
  compareMicro(parseGoBench(baseline, 'base.txt'), parseGoBench(candidate, 'pr.txt'));
const report = (comparison: MicroComparison) =>
  ({ kind: 'micro', baselineLabel: comparison.baseline.label, comparison }) as const;

/** Two real runs of one build (32 std-lib benchmarks, 5 samples each): an A/A pair. */
const aa = compareGo(read(REAL_GO, 'base-01.txt'), read(REAL_GO, 'base-02.txt'));
/** The shared go fixture: math/big → uint64 and Sprintf → binary encoding, much faster with fewer allocs. */
const changed = compareGo(read(GOBENCH, 'baseline.txt'), read(GOBENCH, 'pr.txt'));
/** The same pair the other way round: every such change a regression. */
const regressed = compareGo(read(GOBENCH, 'pr.txt'), read(GOBENCH, 'baseline.txt'));

/** The rows of the text report's benchmark tables: name, Δ and interval cells, the verdict's marks. */
function textRows(text: string): Array<{ name: string; delta: string; interval: string; marks: string }> {
  const re =
    /^(\S+)\s+\S+ \S+ \S+\s+\S+ \S+ \S+\s+(~ )?([+-]\d+\.\d%|0\.0%)\s+(\[[^\]]+\])\s+\d+\s+\S+(?: \(suspect\))?(?: (\[[\d, ]+\]))?$/gm;
  return [...text.matchAll(re)].map((m) => ({ name: m[1], delta: m[3], interval: m[4], marks: m[5] ?? '' }));
}

describe('one Δ per row, its interval beside it, footnotes that agree', () => {
  const text = renderMicroText(aa);
  const rows = textRows(text);

  it("shows each row's Δ as the centre of its own interval (not benchstat's ratio of medians beside it)", () => {
    expect(rows).toHaveLength(32);
    for (const r of rows) {
      const b = aa.benchmarks.find((x) => x.key.endsWith(`Benchmark${r.name}`));
      expect(b?.change).toBeTruthy();
      expect(r.delta).toBe(signedPct(b!.change!.pct));
      expect(r.interval).toBe(intervalText(b!));
    }
    // The row the issue quoted: Δ −11.1% (medians) beside [−14.5%, +10.3%] and a footnote saying −2.89%.
    const bufio = rows.find((r) => r.name === 'BufioScanLines-2');
    // (The interval is the one the empirical null gives since issue 32, with the peak rows' moves as λ·w + τ²;
    // it was [−14.5%, +10.3%], then [−13.7%, +9.2%].)
    expect(bufio).toMatchObject({ delta: '-2.9%', interval: '[-14.3%, +10.0%]' });
    expect(text).not.toContain('-11.1%');
  });

  it("keeps no footnote that repeats a row's change with other numbers", () => {
    for (const b of aa.benchmarks) {
      const own = `${pct(b.change!.pct)} [${pct(b.change!.ciLowPct)}`;
      expect(text).not.toContain(own);
    }
  });

  it('shows the same Δ in the Markdown and HTML tables and in both Δ charts', () => {
    const md = renderMicroMarkdown(aa);
    const html = renderReportHtml(report(aa));
    for (const b of aa.benchmarks) {
      const d = signedPct(shownDeltaPct(b)!);
      const name = b.key.slice(b.key.indexOf('Benchmark') + 'Benchmark'.length);
      const mdCell = `| \\~ ${d.replace('+', '\\+')} | ${intervalText(b).replace(/[[\]+]/g, '\\$&')} |`;
      expect(md).toMatch(new RegExp(`${literal(`| ${name} |`)}[^\\n]*${literal(mdCell)}`));
      const row = new RegExp(`<tr><td>${literal(b.key)}</td>.*?</tr>`).exec(html)?.[0] ?? '';
      expect(row).toContain(`>~ ${d}</td><td class="num">${intervalText(b)}</td>`);
    }
    const data = JSON.parse(/id="benchdelta-data">([\s\S]*?)<\/script>/.exec(html)![1]) as {
      sections: Array<{
        charts: Array<{ id: string; itemNames: string[]; series: Array<{ values: number[] }> }>;
      }>;
    };
    const chart = data.sections.flatMap((s) => s.charts).find((c) => c.id === 'delta-0')!;
    chart.itemNames.forEach((key, i) => {
      const b = aa.benchmarks.find((x) => x.key === key)!;
      expect(chart.series[0].values[i]).toBeCloseTo(shownDeltaPct(b)!, 9);
    });
  });
});

describe("benchstat's table and the verdict", () => {
  const text = renderReportText(report(aa));

  it("labels benchstat's table as benchstat's own test, not the verdict, and says where the verdict is", () => {
    const heading = text.indexOf("benchstat's table, as benchstat prints it");
    expect(heading).toBeGreaterThan(0);
    expect(heading).toBeLessThan(text.indexOf('│'));
    expect(text.slice(heading, text.indexOf('│'))).toMatch(
      /Mann–Whitney U[\s\S]*the verdict is benchdelta's/,
    );
    // Every row benchstat marks (p < 0.05) is in our table below, with the verdict that decides.
    const marked = aa.benchmarks.filter((b) => (b.pValue ?? 1) <= 0.05);
    expect(marked.length).toBeGreaterThan(3);
    const ours = textRows(text.slice(text.indexOf('── ')));
    expect(ours.map((r) => r.name).sort()).toEqual(
      marked.map((b) => b.key.slice(b.key.indexOf('Benchmark') + 9)).sort(),
    );
  });
});

describe('an A/A pair of 32 real benchmarks fits a screen', () => {
  it('prints one footnote per reason, listing the rows, in the terminal and Markdown', () => {
    const text = renderMicroText(aa);
    const notes = text.split('\n').filter((l) => /^\[\d+\] /.test(l));
    expect(notes).toHaveLength(2);
    expect(text).toMatch(
      /\[2\] inconclusive: the change's 95% interval neither rules out[\s\S]*every\s+row above, 32\)/,
    );
    const md = renderMicroMarkdown(aa);
    const mdNotes = md.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(mdNotes).toHaveLength(2);
  });

  it('keeps every table row on one line of 100 columns, and the go report within 90 lines', () => {
    const text = renderMicroText(aa);
    expect(textRows(text)).toHaveLength(32);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
    // benchstat's own table (40 lines) first, then only the rows it marks or the verdict takes.
    expect(renderReportText(report(aa)).split('\n').length).toBeLessThanOrEqual(90);
  });

  it('names the rows a footnote covers when it is not every row', () => {
    const text = renderMicroText(changed);
    expect(text).toMatch(/\(\d+ rows: [^)]+\)/);
  });
});

describe('one row order in every view', () => {
  /** The time table's names: a row starts at column 0 (its name, alone when long; the rest is indented). */
  const textOrder = (c: MicroComparison) => {
    const text = renderMicroText(c);
    const table = text.slice(text.indexOf('\ntime per op')).split('\n\n')[0].split('\n').slice(3);
    return table.filter((l) => /^\S/.test(l)).map((l) => l.split(/\s+/)[0]);
  };
  const mdOrder = (c: MicroComparison) =>
    [...renderMicroMarkdown(c).matchAll(/^\| ([^|]+) \| [^|]+ \| [^|]+ \| (?:\\~ )?(?:\\\+|-)?\d/gm)].map(
      (m) => m[1].trim().replace(/\\/g, ''),
    );
  const htmlOrder = (c: MicroComparison) =>
    [...renderReportHtml(report(c)).matchAll(/<tr><td>([^<]+)<\/td><td>time per op/g)].map((m) =>
      m[1].slice(m[1].indexOf('Benchmark') + 'Benchmark'.length),
    );

  it.each([
    ['a pair with changes', changed],
    ['an A/A pair', aa],
  ])('terminal, Markdown and HTML list the time rows alike, changes first (%s)', (_, c) => {
    const time = c.benchmarks.filter((b) => b.metric === 'time');
    const t = textOrder(c).slice(0, time.length);
    expect(t).toHaveLength(time.length);
    expect(mdOrder(c).slice(0, time.length)).toEqual(t);
    expect(htmlOrder(c)).toEqual(t);
    const verdicts = t.map((n) => time.find((b) => b.key.endsWith(`Benchmark${n}`))!.verdict);
    const change = (v: string) => v === 'improvement' || v === 'regression';
    const firstOther = verdicts.findIndex((v) => !change(v));
    if (firstOther >= 0) expect(verdicts.slice(firstOther).some(change)).toBe(false);
  });
});

describe('the HTML table', () => {
  it('has the interval column beside Δ', () => {
    const html = renderReportHtml(report(changed));
    expect(html).toMatch(/<th scope="col"[^>]*>Δ<\/th><th scope="col"[^>]*>Δ 95%<\/th>/);
    for (const b of changed.benchmarks.filter((x) => x.change))
      expect(html).toContain(`>${intervalText(b)}</td>`);
  });
});

describe('hints name the harness in hand', () => {
  const few = sampleCountNote(3, 3, 4)!;

  it.each([
    ['tinybench', /tinybench's new Bench\(\{ iterations/],
    ['go test -bench', /go test -bench \. -count=10/],
    ['Google Benchmark', /--benchmark_repetitions=10/],
    ['pytest-benchmark', /--benchmark-min-rounds=10/],
  ])('%s', (tool, option) => {
    const text = sanityText(few, tool);
    expect(text).toMatch(option);
    if (tool !== 'JMH') expect(text).not.toContain('JMH -i 10');
  });

  it('says only "more repetitions" for a harness it does not know', () => {
    expect(rerunOption('generic table')).toBeNull();
    expect(sanityText(few, 'generic table')).not.toMatch(/go test|JMH/);
  });

  it("a go pair with 3 samples a side gets go's option in its footnote", () => {
    const firstThree = (text: string) => {
      const seen = new Map<string, number>();
      return text
        .split('\n')
        .filter((l) => {
          const name = /^(Benchmark\S+)/.exec(l)?.[1];
          if (!name) return true;
          seen.set(name, (seen.get(name) ?? 0) + 1);
          return (seen.get(name) ?? 0) <= 3;
        })
        .join('\n');
    };
    const c = compareGo(firstThree(read(REAL_GO, 'base-01.txt')), firstThree(read(REAL_GO, 'base-02.txt')));
    const text = renderMicroText(c);
    expect(text).toContain('(go test -bench . -count=10)');
    expect(text).not.toContain('JMH -i 10');
  });
});

describe("the verdict's first line names what it found", () => {
  // The terminal's verdict line wraps at 100 columns: its first line is everything before `baseline:`.
  const firstLine = (s: string) =>
    s.startsWith('verdict:') ? s.slice(0, s.indexOf('\nbaseline:')).replace(/\s+/g, ' ') : s.split('\n')[0];

  it('names the regressions once per benchmark, with the metrics that moved, three and then a count', () => {
    // The -cpu 1,2 runs the other way round: six benchmarks regress in bytes and allocations per op.
    const c = compareGo(read(GOBENCH, 'pr-cpu1-2.txt'), read(GOBENCH, 'baseline-cpu1-2.txt'));
    const keys = new Set(c.benchmarks.filter((b) => b.verdict === 'regression').map((b) => b.key));
    expect(keys.size).toBeGreaterThan(3);
    const text = firstLine(renderMicroText(c));
    expect(text).toMatch(
      /^verdict: +REGRESSION — \S+ \([a-z, ]+\), \S+ \([a-z, ]+\), \S+ \([a-z, ]+\) and \d+ more · /,
    );
    expect(text).toContain(` and ${keys.size - 3} more`);
    expect(firstLine(renderMicroMarkdown(c))).toContain(` and ${keys.size - 3} more`);
    expect(renderReportHtml(report(c))).toMatch(/<h1>[^\n]*and \d+ more<\/span><\/h1>/);
  });

  it('names them largest change first', () => {
    const rows = regressed.benchmarks.filter((b) => b.verdict === 'regression' && b.metric === 'time');
    const biggest = [...rows].sort((a, b) => Math.abs(b.change!.pct) - Math.abs(a.change!.pct))[0];
    const text = firstLine(renderMicroText(regressed));
    expect(text).toMatch(new RegExp(`^verdict: +REGRESSION — ${literal(biggest.key)} \\(time`));
    expect(firstLine(renderMicroMarkdown(regressed))).toContain(biggest.key);
  });

  it('names the improvements of an improvement verdict, and nothing for an A/A pair', () => {
    const text = firstLine(renderMicroText(changed));
    expect(text).toMatch(/^verdict: +IMPROVEMENT — \S+/);
    expect(text).toContain('BenchmarkCalcDifficulty');
    expect(firstLine(renderMicroText(aa))).toMatch(/^verdict: +INCONCLUSIVE — 32 inconclusive/);
  });
});
