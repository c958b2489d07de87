// A loaded host slows whole runs (issue #32, "interference is evidence: a whole run slower"): one run per side
// cannot tell a whole suite's move from the host's speed when the suite's own benchmarks move ±20–50% between
// runs, so the common shift is judged against a run drift as wide as one benchmark's move, not the stated ±10%.
// Real runs of one build captured on a loaded host (__fixtures__/real-runs/loaded/tinybench, the fitting set),
// real quiet runs (__fixtures__/real-runs/go), and a quiet run with every time doubled (a change of the code
// that slows every benchmark alike).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__');
const loaded = (run: string) => path.join(FIXTURES, 'real-runs/loaded/tinybench', `${run}.json`);
const quiet = (run: string) => path.join(FIXTURES, 'real-runs/go', `${run}.txt`);
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-loaded-drift-'));

async function compare(base: string, cand: string, ...flags: string[]) {
  const json = path.join(mkdtempSync(path.join(dir, 'out-')), 'out.json');
  const r = await cli(['compare', base, cand, '--json', json, ...flags]);
  return { ...r, cmp: JSON.parse(readFileSync(json, 'utf8')) as MicroComparison };
}

test('a loaded host: two runs of one build whose whole suite moved +90% are not a regression', async () => {
  // tinybench's means, which the host's preemptions carry (the default compares its medians, below).
  const { code, cmp, stdout } = await compare(loaded('base-01'), loaded('base-03'), '--center', 'mean');
  const shift = cmp.runs[0].betweenRun!.shifts.find((s) => s.metric === 'time')!;
  expect(shift.pct).toBeGreaterThan(80);
  // Its benchmarks move about ±30–50% between runs: the run drift is widened to that, and said.
  expect(shift.runDriftPct).toBeGreaterThan(25);
  expect(shift.verdict).toBe('inconclusive');
  expect(code).toBe(0);
  const text = stdout.replace(/\s+/g, ' ');
  expect(text).toMatch(
    /judged against ±\d+\.\d% run drift \(as much as one of its benchmarks moves between runs here/,
  );
  expect(text).toContain('give replicated runs');
});

test("on tinybench's medians (the default) the same two loaded runs hardly move as a whole", async () => {
  const { code, cmp } = await compare(loaded('base-01'), loaded('base-03'));
  const shift = cmp.runs[0].betweenRun!.shifts.find((s) => s.metric === 'time')!;
  expect(Math.abs(shift.pct)).toBeLessThan(10);
  expect(cmp.runs[0].benchmarks.every((b) => b.baseline?.center === 'median')).toBe(true);
  expect(code).toBe(0);
});

test('a quiet suite keeps the stated run drift', async () => {
  const { code, cmp, stdout } = await compare(quiet('base-01'), quiet('base-02'));
  const shift = cmp.runs[0].betweenRun!.shifts[0];
  expect(shift.runDriftPct).toBeUndefined();
  expect(code).toBe(0);
  expect(stdout.replace(/\s+/g, ' ')).toContain('the common shift against ±10.0% run drift)');
});

test('on a quiet host a whole suite 2× slower is still a regression of the whole suite', async () => {
  const doubled = path.join(dir, 'doubled.txt');
  writeFileSync(
    doubled,
    readFileSync(quiet('base-02'), 'utf8').replace(
      /([\d.]+) ns\/op/g,
      (_, ns: string) => `${Number(ns) * 2} ns/op`,
    ),
  );
  const { code, cmp, stdout } = await compare(quiet('base-01'), doubled);
  const shift = cmp.runs[0].betweenRun!.shifts[0];
  expect(shift.pct).toBeGreaterThan(90);
  expect(shift.runDriftPct).toBeUndefined();
  expect(shift.verdict).toBe('regression');
  expect(code).toBe(1);
  expect(stdout.replace(/\s+/g, ' ')).toContain(
    'beyond the run drift assumed: a regression of the whole suite',
  );
});

test("a tool's reported spread is interference evidence too: tinybench's MAD that jumped in one run widens its row", async () => {
  // fnv1a 8k: 44.07 µs ±20% (a MAD-based spread over 6,276 iterations, preempted) in base-01, 30.52 µs ±0.7% in
  // base-05, the same build: −31% between two runs. tinybench keeps no samples, only its spread and count.
  const { cmp, stdout } = await compare(loaded('base-01'), loaded('base-05'));
  const fnv = cmp.benchmarks.find((b) => b.key === 'fnv1a 8k')!;
  expect(fnv.change!.pct).toBeLessThan(-25);
  expect(fnv.verdict).toBe('inconclusive');
  expect(fnv.change!.betweenRun!.widened).toMatch(
    /^between-run term widened: its samples vary ±20\.\d% within a run$/,
  );
  expect(stdout).toContain('its samples vary ±20.');
});
