// Replicated runs taken back to back (issue #32): a whole side's runs drifting together (a slower sitting) is the
// suite's common shift, judged against the run drift, not a change of every row; one loaded run moves every row
// at once and is taken out of them. Inputs: the real go runs of __fixtures__/real-runs/go, their times scaled the
// way a slower sitting or a loaded run scales them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';

const GO = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs/go');
const SLOWED = ['SHA256Blocks', 'StrconvFormatInts', 'JSONMarshal'].map((n) => `realbench.Benchmark${n}-2`);
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-drift-'));

/** A real run with every time × k (a sitting k× slower), written as a file of its own. */
function scaled(run: string, k: number, name = `${run}-x${k}`): string {
  const file = path.join(dir, `${name}.txt`);
  const text = readFileSync(path.join(GO, `${run}.txt`), 'utf8');
  writeFileSync(
    file,
    text.replace(/([\d.]+) ns\/op/g, (_, v: string) => `${(Number(v) * k).toFixed(1)} ns/op`),
  );
  return file;
}

async function compare(base: string[], cand: string[]) {
  const json = path.join(mkdtempSync(path.join(dir, 'out-')), 'out.json');
  const r = await cli(['compare', base.join(','), cand.join(','), '--json', json]);
  const cmp = JSON.parse(readFileSync(json, 'utf8')) as MicroComparison;
  const rows = cmp.runs[0].benchmarks.filter((b) => b.metric === 'time');
  const named = (v: string) => rows.filter((b) => b.verdict === v).map((b) => b.key);
  return { ...r, cmp, named };
}

const base = ['base-01', 'base-02', 'base-03'].map((r) => scaled(r, 1));

test('an A/A whose candidate runs all sat 8% slower is a shift within the run drift: exit 0, no row blamed', async () => {
  const cand = ['base-04', 'base-05', 'base-06'].map((r) => scaled(r, 1.08));
  const r = await compare(base, cand);
  expect(r.code).toBe(0);
  expect(r.named('regression')).toEqual([]);
  const shift = r.cmp.runs[0].betweenRun?.shifts.find((s) => s.metric === 'time');
  expect(shift?.pct).toBeGreaterThan(4);
  expect(shift?.verdict).not.toBe('regression');
  expect(r.stdout).toMatch(/whole suite's time moved \+\d+\.\d% .*share the drift of their sitting/s);
  expect(r.stdout).toMatch(/--interleaved/);
});

test('three real ~20% slowdowns in runs that also sat 8% slower are named, and only they', async () => {
  const cand = ['slow-04', 'slow-05', 'slow-06'].map((r) => scaled(r, 1.08));
  const r = await compare(base, cand);
  expect(r.code).toBe(1);
  expect(r.named('regression').sort()).toEqual([...SLOWED].sort());
});

test("one loaded base run (every row 15% slower) is that run's speed, not every row's noise", async () => {
  const loaded = [scaled('base-01', 1), scaled('base-02', 1.15, 'base-02-loaded'), scaled('base-03', 1)];
  const slow = ['slow-01', 'slow-02', 'slow-03'].map((r) => scaled(r, 1));
  const r = await compare(loaded, slow);
  expect(r.code).toBe(1);
  expect(r.named('regression').sort()).toEqual([...SLOWED].sort());
  // The rows' between-run spread is the suite's typical one, not the loaded run's 15%.
  expect(r.cmp.runs[0].betweenRun?.typicalPct).toBeLessThan(3);
});
