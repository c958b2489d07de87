// What would settle an inconclusive run of replicated runs (core/micro/settle.ts; "every such answer says what
// would settle it"): the runs per side that narrow the median benchmark's interval to the minimum effect,
// projected from the runs given, checked against what more real runs give. Real runs of one build: quiet
// (__fixtures__/real-runs/go) and on a loaded host (__fixtures__/real-runs/loaded/go).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';
import { medianHalfWidth, projectHalfWidth, settleRuns } from '../../src/core/micro/settle.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs');
const runs = (set: string, label: string, ns: number[]) =>
  ns.map((n) => path.join(FIXTURES, set, `${label}-${String(n).padStart(2, '0')}.txt`)).join(',');
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-settle-'));

async function compare(base: string, cand: string) {
  const json = path.join(mkdtempSync(path.join(dir, 'out-')), 'out.json');
  const r = await cli(['compare', base, cand, '--json', json]);
  return { ...r, cmp: JSON.parse(readFileSync(json, 'utf8')) as MicroComparison };
}

/** The median 95% half-width (ln) of the rows' intervals, as settle.ts reads it. */
const halfWidthOf = (cmp: MicroComparison) =>
  medianHalfWidth(cmp.benchmarks.flatMap((b) => (b.change ? [b.change] : [])));

test('the count: the half-width shrinks as √(1/kb + 1/kc), its quantile kept', () => {
  const h = Math.log(1.05);
  const s = settleRuns(h, [3, 3], 2)!;
  // 3 · (ln 1.05 / ln 1.02)² = 18.2 → 19 runs per side; ten runs per side: h · √(3/10).
  expect(s.runsPerSide).toBe(19);
  expect(s.runs).toEqual([3, 3]);
  expect(s.reachPct).toBeCloseTo(Math.expm1(h * Math.sqrt(0.3)) * 100, 10);
  // Unequal sides: 2 + 4 runs hold the variance of 2.67 + 2.67 runs.
  expect(projectHalfWidth(h, [2, 4], 8 / 3)).toBeCloseTo(h, 12);
  expect(settleRuns(h, [2, 4], 2)!.runsPerSide).toBe(Math.ceil((2 * h * h) / (0.75 * Math.log(1.02) ** 2)));
  // Beyond a thousand runs per side there is no count, only how far ten runs reach.
  expect(settleRuns(Math.log(2), [3, 3], 2)!.runsPerSide).toBeNull();
  expect(settleRuns(NaN, [3, 3], 2)).toBeNull();
});

test('quiet real runs: 3 + 3 A/A runs say how many would settle ±2%, and 5 + 5 real runs narrow it as said', async () => {
  const three = await compare(runs('go', 'base', [1, 2, 3]), runs('go', 'base', [4, 5, 6]));
  expect(three.cmp.verdict).toBe('inconclusive');
  const settle = three.cmp.runs[0].betweenRun!.settle!;
  expect(settle.runs).toEqual([3, 3]);
  expect(settle.runsPerSide).toBeGreaterThan(3);
  expect(three.stdout.replace(/\s+/g, ' ')).toContain(
    `about ${settle.runsPerSide} runs per side would narrow the median benchmark's interval to ±2%`,
  );
  // The projection to 5 runs per side against the interval 5 + 5 real runs give: within ×0.58–1.73 (runs advised
  // within ×0.33–3 of those needed; bench/settle-prediction.mjs: ×0.43–1.51 in 80% of draws on real runs).
  const projected = projectHalfWidth(halfWidthOf(three.cmp), [3, 3], 5);
  const five = await compare(runs('go', 'base', [1, 2, 3, 4, 5]), runs('go', 'base', [6, 7, 8, 9, 10]));
  const ratio = projected / halfWidthOf(five.cmp);
  expect(ratio).toBeGreaterThan(0.58);
  expect(ratio).toBeLessThan(1.73);
});

test('a loaded host: no count of runs settles ±2%, and the report says what would', async () => {
  const r = await compare(runs('loaded/go', 'base', [1, 2, 3]), runs('loaded/go', 'slow', [1, 2, 3]));
  expect(r.cmp.verdict).toBe('inconclusive');
  expect(r.cmp.runs[0].betweenRun!.settle!.runsPerSide).toBeNull();
  expect(r.stdout.replace(/\s+/g, ' ')).toMatch(
    /±2% would take more than 1,000 runs per side at this noise \(10 runs per side would narrow it to ±\d+\.\d%\): interleave the runs \(--interleaved\) or run on a quieter host/,
  );
});

test('one run per side gives no count: its interval is its prior, not measured noise', async () => {
  const r = await compare(runs('go', 'base', [1]), runs('go', 'base', [2]));
  expect(r.cmp.runs[0].betweenRun!.settle).toBeUndefined();
  expect(r.stdout).not.toContain('runs per side would narrow');
});

test('interleaved runs are counted in pairs', async () => {
  const inter = (ns: number[], side: 'A' | 'B') =>
    ns
      .map((n) => path.join(FIXTURES, 'loaded/go', `inter-${String(n).padStart(2, '0')}-${side}.txt`))
      .join(',');
  const json = path.join(mkdtempSync(path.join(dir, 'out-')), 'out.json');
  const r = await cli([
    'compare',
    inter([1, 3, 5], 'A'),
    inter([2, 4, 6], 'B'),
    '--interleaved',
    '--json',
    json,
  ]);
  const cmp = JSON.parse(readFileSync(json, 'utf8')) as MicroComparison;
  expect(cmp.runs[0].betweenRun!.source).toBe('interleaved');
  expect(cmp.runs[0].betweenRun!.settle!.runs).toEqual([3, 3]);
  const text = r.stdout.replace(/\s+/g, ' ');
  expect(text).toMatch(/interleaved pairs/);
  expect(text).not.toContain('runs per side would');
  expect(text).not.toContain('interleave the runs');
});
