// The HTML report's page without a browser: its Content-Security-Policy allows exactly its own inline
// script and stylesheet, its data cannot close the script element that holds it, and a million-pair
// comparison is drawn from a sample whose note says so.
import { createHash } from 'node:crypto';
import { compareInputs } from '../../src/pipeline/compare-inputs.js';
import { compareBlocksWithPairs, DEFAULT_COMPARE_OPTIONS } from '../../src/core/compare-blocks.js';
import type { BlockLog } from '../../src/core/model.js';
import {
  blockChartSections,
  MAX_CURVE_POINTS,
  MAX_SCATTER_POINTS,
} from '../../src/report/html/block-charts.js';
import { escapeHtml, jsonForScript } from '../../src/report/html/html-text.js';
import { renderReportHtml } from '../../src/report/html/page.js';

const besu = () =>
  compareInputs({
    baseline: 'examples/besu-control.log',
    candidates: ['examples/besu-test.log'],
    thresholdPct: 10,
    slowMs: [1000, 2000],
    items: ['xen=examples/xen-minter.csv'],
    selectOn: 'both',
    duplicates: 'last',
    minEffectPct: 2,
    seed: 1,
    alpha: 0.05,
    maxRatio: 10,
  });

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('the CSP names the hashes of the inline script and stylesheet, and nothing may be fetched', async () => {
  const html = renderReportHtml(await besu());
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  expect(scripts).toHaveLength(1);
  expect(styles).toHaveLength(1);
  expect(csp.split('; ')).toEqual([
    "default-src 'none'",
    `script-src ${hash(scripts[0])}`,
    `style-src ${hash(styles[0])}`,
    'img-src data:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ]);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('data for the page cannot end its script element, and text cannot become markup', () => {
  const name = '</script><script>alert(1)</script><!-- \u2028 & "';
  const json = jsonForScript({ name, nan: NaN });
  expect(json).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(json)).toEqual({ name, nan: null });
  expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe(
    '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co',
  );
});

/** A synthetic block log: `n` blocks with times from `ms(i)`. */
function log(n: number, ms: (i: number) => number): BlockLog {
  const blocks = new Float64Array(n);
  const times = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    blocks[i] = 1_000_000 + i;
    times[i] = ms(i);
  }
  return {
    format: 'besu',
    blocks,
    ms: times,
    lines: new Uint32Array(n),
    attrs: {},
    warnings: [],
    blocksWithoutTiming: 0,
  };
}

test('200,000 pairs: the scatter is a sample, the curve thinned, and the notes say how', () => {
  const n = 200_000;
  const wobble = (i: number) => 1 + 0.2 * Math.sin(i * 12.9898);
  const baseline = log(n, (i) => 50 + (i % 997));
  const candidate = log(n, (i) => (50 + (i % 997)) * wobble(i));
  const result = compareBlocksWithPairs(baseline, candidate, {
    ...DEFAULT_COMPARE_OPTIONS,
    bootstrapResamples: 200,
  });
  const sections = blockChartSections([{ candidateLabel: 'candidate', ...result }], 'baseline');
  const charts = sections.flatMap((s) => s.charts);
  const scatter = charts.find((c) => c.id === 'scatter-0');
  const curve = charts.find((c) => c.id === 'accumulated-0');
  expect(scatter?.x.length).toBeLessThanOrEqual(MAX_SCATTER_POINTS);
  expect(scatter?.note).toMatch(/^Sampled: [\d,]+ of 200,000 blocks drawn/);
  expect(curve?.x.length).toBeLessThanOrEqual(MAX_CURVE_POINTS + 1);
  expect(curve?.note).toMatch(/drawn at every 100th block/);
  // The curve still ends at the totals.
  const total = (xs: Float64Array) => xs.reduce((a, b) => a + b, 0);
  expect(curve?.series[0].values.at(-1)).toBeCloseTo(total(baseline.ms), 3);
  expect(curve?.series[1].values.at(-1)).toBeCloseTo(total(candidate.ms), 3);
});
