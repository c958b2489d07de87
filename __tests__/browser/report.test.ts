// The HTML report in a real browser (Debian's Chromium): each report is made by the CLI's --html from real
// inputs, opened from file://, and must draw its charts with the expected series, show a tooltip on hover,
// log no error, run no injected script and send no request anywhere.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HOSTILE_NAMES } from '../support/action/generated-suites.js';
import { cli } from '../support/cli/run-cli.js';
import { launchChromium, saveScreenshots, watchedPage, type Session } from './support/browser.js';
import { layoutFaults } from './support/layout.js';

const fixtures = path.resolve('__fixtures__/shared/fixtures');
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-html-'));

let chromium: Session;

beforeAll(async () => {
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
});

/** Runs the CLI with --html and returns the report's path and its JSON twin (for the expected counts). */
async function report(
  name: string,
  args: string[],
): Promise<{ file: string; json: Record<string, unknown> }> {
  const file = path.join(dir, `${name}.html`);
  const json = path.join(dir, `${name}.json`);
  const res = await cli(['compare', ...args, '--html', file, '--json', json, '--quiet']);
  expect(res.stderr).toBe('');
  return { file, json: JSON.parse(readFileSync(json, 'utf8')) as Record<string, unknown> };
}

interface Drawn {
  id: string;
  series: number;
  legend: number;
  label: string | null;
}

/** Opens a report, waits for its charts and returns what was drawn, as the DOM shows it. */
async function open(file: string) {
  const url = pathToFileURL(file).href;
  const watched = await watchedPage(chromium.browser, (u) => u === url);
  await watched.page.goto(url);
  await watched.page.waitForFunction(() => 'benchdeltaCharts' in globalThis);
  const drawn: Drawn[] = await watched.page.$$eval('.chart', (hosts) =>
    hosts.map((h) => ({
      id: h.id.replace(/^chart-/, ''),
      series: Number(h.getAttribute('data-series')),
      // With live values off, uPlot's legend lists the y series only.
      legend: h.querySelectorAll('.u-legend .u-series').length,
      label: h.querySelector('canvas')?.getAttribute('aria-label') ?? null,
    })),
  );
  return { ...watched, drawn };
}

/** Hovers the middle of a chart's plot area and returns the tooltip's text. */
async function hover(page: import('playwright-core').Page, id: string, at = 0.5): Promise<string> {
  const over = page.locator(`#chart-${id} .u-over`);
  await over.scrollIntoViewIfNeeded();
  const box = await over.boundingBox();
  if (!box) throw new Error(`chart ${id} has no plot area`);
  await page.mouse.move(box.x + box.width * at, box.y + box.height / 2);
  const tip = page.locator(`#chart-${id} .tooltip`);
  await tip.waitFor({ state: 'visible' });
  return tip.innerText();
}

function expectClean(w: { errors: string[]; leaks: string[] }) {
  expect(w.errors).toEqual([]);
  expect(w.leaks).toEqual([]);
}

test('a Besu pair with an item set: histograms per cut with the noise line, shift plot, scatter, accumulated time', async () => {
  const { file, json } = await report('besu', [
    'examples/besu-control.log',
    'examples/besu-test.log',
    '--items',
    'xen=examples/xen-minter.csv',
  ]);
  const cuts = (json.cuts as Array<{ name: string }>).map((c) => c.name);
  const w = await open(file);
  const byId = new Map(w.drawn.map((d) => [d.id, d]));
  // One histogram per cut and metric (blocks and the noise expectation: Besu lines carry the block time and
  // Mgas/s), the shift plot (Δ% and its two interval edges), the scatter (blocks, flagged, the item set) and the
  // two accumulated curves.
  expect(w.drawn.filter((d) => d.id.startsWith('hist-') && d.id.includes('-time-'))).toHaveLength(
    cuts.length,
  );
  expect(w.drawn.filter((d) => d.id.startsWith('hist-') && d.id.includes('-mgasps-'))).toHaveLength(
    cuts.length,
  );
  for (const d of w.drawn.filter((x) => x.id.startsWith('hist-'))) expect(d.series).toBe(2);
  expect(byId.get('shift')?.series).toBe(3);
  expect(byId.get('scatter-0')?.series).toBe(3);
  expect(byId.get('accumulated-0')?.series).toBe(2);
  for (const d of w.drawn) {
    expect(d.legend).toBe(d.series);
    expect(d.label).toBeTruthy();
  }
  expect(byId.get('hist-0-time-0')?.label).toBe(`block time: Δ% distribution, ${cuts[0]}`);
  // The page opens on the verdict and the summary table, as the Markdown report does.
  await expect(w.page.locator('h1').innerText()).resolves.toBe(String(json.verdict).replace('-', ' '));
  await expect(w.page.locator('table caption').first().innerText()).resolves.toBe('Summary per cut');
  const tip = await hover(w.page, 'scatter-0');
  expect(tip).toMatch(/^block \d+\nbaseline time per block \(log\): [\d.]+ m?s\n/);
  expect(tip).toMatch(/candidate: [\d.]+ m?s/);
  expect(await hover(w.page, 'hist-0-time-0', 0.45)).toMatch(/blocks: \d+/);
  // The README shows the charts from the first chart section on (page coordinates, whatever the scroll).
  const top = await w.page
    .locator('section h2')
    .first()
    .evaluate((h) => h.getBoundingClientRect().top + (globalThis as unknown as { scrollY: number }).scrollY);
  await saveScreenshots(w.page, 'report-besu', { y: Math.max(0, top - 8), height: 1400 });
  expectClean(w);
  await w.close();
});

test('a JMH pair: Δ% per benchmark and cost against num on log–log axes with the fitted exponents', async () => {
  const { file } = await report('jmh', [
    path.join(fixtures, 'jmh/baseline.json'),
    path.join(fixtures, 'jmh/pr.json'),
  ]);
  const w = await open(file);
  const ids = w.drawn.map((d) => d.id);
  expect(ids).toEqual(['delta-0', 'family-0', 'family-1']);
  expect(w.drawn.map((d) => d.series)).toEqual([1, 2, 2]);
  // cancelInReverseOrder went from O(n²) to O(n log n) overall: per op ≈ n^2 → n^1 in the legends.
  const legend = await w.page.locator('#chart-family-1 .u-legend').innerText();
  expect(legend).toMatch(/baseline\.json \(baseline\) — n\^1\.9\d/);
  expect(legend).toMatch(/pr\.json — n\^0\.9\d/);
  expect(await hover(w.page, 'delta-0', 0.95)).toMatch(
    /^ScheduledTaskQueueCancelBenchmark\.cancel\w+ num=\d+\n/,
  );
  await saveScreenshots(w.page, 'report-jmh');
  // A family's names differ at their end (num=100, num=1000): the axis must tell them apart.
  expect(await layoutFaults(w.page)).toEqual([]);
  expectClean(w);
  await w.close();
});

test('a go A/A pair of 32 real benchmarks: the Δ% chart names every benchmark under its point', async () => {
  const go = path.resolve('__fixtures__/real-runs/go');
  const { file } = await report('go-aa', [path.join(go, 'base-01.txt'), path.join(go, 'base-02.txt')]);
  const w = await open(file);
  // uPlot keeps the tick labels it drew per axis; past 24 names they used to be blank.
  const labels = await w.page.evaluate(() => {
    const charts = (globalThis as unknown as { benchdeltaCharts: Array<{ id: string; uplot: unknown }> })
      .benchdeltaCharts;
    const chart = charts.find((c) => c.id === 'delta-0') as { uplot: { axes: Array<{ _values: string[] }> } };
    return chart.uplot.axes[0]._values;
  });
  expect(labels).toHaveLength(32);
  expect(labels.every((l) => l !== '')).toBe(true);
  expect(new Set(labels).size).toBe(32);
  await saveScreenshots(w.page, 'report-go-aa');
  expect(await layoutFaults(w.page)).toEqual([]);
  expectClean(w);
  await w.close();
});

/** Chunked import timings: `chunk,validation_ms,write_ms`, each run scaling the two columns. */
function chunkFile(name: string, validation: number, write: number): string {
  const rows = ['chunk,validation_ms,write_ms,headers'];
  for (let i = 1; i <= 60; i++) {
    const wobble = 1 + 0.05 * Math.sin(i * 1.7);
    rows.push(
      `${i},${((40 + i / 2) * validation * wobble).toFixed(3)},${((12 + i / 5) * write * (2 - wobble)).toFixed(3)},2048`,
    );
  }
  const file = path.join(dir, name);
  writeFileSync(file, rows.join('\n') + '\n');
  return file;
}

test('a chunked-timings N-way run: accumulated and per-chunk series, one colour per run with a legend', async () => {
  const base = chunkFile('base.csv', 1, 1);
  const slower = chunkFile('slower-validation.csv', 1.05, 0.9);
  const faster = chunkFile('faster-validation.csv', 0.93, 1.1);
  const { file } = await report('chunks', [base, slower, faster]);
  const w = await open(file);
  expect(w.drawn.map((d) => d.id)).toEqual(['chunks-acc-0', 'chunks-0', 'chunks-acc-1', 'chunks-1']);
  expect(w.drawn.every((d) => d.series === 3 && d.legend === 3)).toBe(true);
  const legend = await w.page.locator('#chart-chunks-acc-0 .u-legend').innerText();
  expect(legend).toMatch(/base\.csv \(baseline\)[\s\S]*slower-validation\.csv[\s\S]*faster-validation\.csv/);
  const markers = w.page.locator('#chart-chunks-acc-0 .u-legend .u-series .u-marker');
  const colours = await markers.evaluateAll((ms) => ms.map((m) => m.getAttribute('style')));
  expect(new Set(colours).size).toBe(3);
  const tip = await hover(w.page, 'chunks-acc-0', 0.999);
  expect(tip).toMatch(/^chunk 60\n/);
  expect(tip).toMatch(/slower-validation\.csv: \d+ ms/);
  await saveScreenshots(w.page, 'report-chunks');
  expectClean(w);
  await w.close();
});

/** The Markdown report's hostile names, and names written to break out of a script element or an attribute. */
const HOSTILE = [
  ...HOSTILE_NAMES,
  '</script><script>alert(2)</script>',
  '"><svg onload=alert(3)>',
  'javascript:alert(4)',
  "it's & <b>bold</b>",
];
const asText = (s: string) => s.replace(/\s+/g, ' ').trim();

function hostileFile(name: string, scale: number): string {
  const rows = HOSTILE.map((n, i) => ({
    name: n,
    unit: 'ns/op',
    value: (100 + 10 * i) * scale,
    range: '± 1',
  }));
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(rows));
  return file;
}

test('hostile benchmark and file names stay text: no script runs, no element is injected', async () => {
  const baseline = hostileFile('hostile-base.json', 1);
  const candidate = hostileFile('<img src=x onerror=alert(5)>.json', 1.3);
  const { file } = await report('hostile', [baseline, candidate]);
  const html = readFileSync(file, 'utf8');
  expect(html).not.toContain('<img');
  expect(html).not.toContain('<svg');
  expect(html.match(/<script/g)).toHaveLength(2);
  const w = await open(file);
  expect(await w.page.locator('img, svg, b, iframe').count()).toBe(0);
  expect(await w.page.locator('script').count()).toBe(2);
  const text = asText(await w.page.locator('body').innerText());
  for (const name of HOSTILE) expect(text).toContain(asText(name));
  expect(text).toContain('<img src=x onerror=alert(5)>.json');
  // The chart reads the names from the JSON data: the tooltip shows one as text.
  expect(w.drawn.map((d) => d.id)).toEqual(['delta-0']);
  const first = (await hover(w.page, 'delta-0', 0.02)).split('\n')[0];
  expect(HOSTILE.map(asText)).toContain(asText(first));
  await saveScreenshots(w.page, 'report-hostile');
  expectClean(w);
  await w.close();
});
