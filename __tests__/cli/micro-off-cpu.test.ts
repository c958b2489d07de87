// Time off the CPU is interference (issue #32, "interference is evidence"): Google Benchmark prints each
// benchmark's wall time and CPU time, and a run that spent more of its wall time off the CPU (preempted by
// other load) is slower for a reason that is not the code. Real runs of one build, captured on a loaded host
// (__fixtures__/real-runs/loaded/google-benchmark, load 10–29, the fitting set), and a real pair whose builds
// differ by 4–16× (__fixtures__/real-pairs/google-benchmark-large, captured at load 16–19).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__');
const loaded = (run: string) => path.join(FIXTURES, 'real-runs/loaded/google-benchmark', `${run}.json`);
const large = (file: string) => path.join(FIXTURES, 'real-pairs/google-benchmark-large', file);
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-off-cpu-'));

async function compare(base: string, cand: string) {
  const json = path.join(mkdtempSync(path.join(dir, 'out-')), 'out.json');
  const r = await cli(['compare', base, cand, '--json', json]);
  return { ...r, cmp: JSON.parse(readFileSync(json, 'utf8')) as MicroComparison };
}

const row = (cmp: MicroComparison, key: string, metric: string) =>
  cmp.runs[0].benchmarks.find((b) => b.key === key && b.metric === metric)!;

test('a suite whose wall time moved with its time off the CPU is not called a regression of the code', async () => {
  // base-07's wall times are +72% on base-02's; its CPU times +5%: the rest was time off the CPU.
  const { code, cmp, stdout } = await compare(loaded('base-02'), loaded('base-07'));
  const shifts = cmp.runs[0].betweenRun!.shifts;
  const wall = shifts.find((s) => s.metric === 'time')!;
  const cpu = shifts.find((s) => s.metric === 'cpu-time')!;
  expect(wall.pct).toBeGreaterThan(60);
  expect(Math.abs(cpu.pct)).toBeLessThan(10);
  expect(wall.offCpuPct).toBeGreaterThan(50);
  expect(wall.verdict).not.toBe('regression');
  expect(code).toBe(0);
  expect(stdout.replace(/\s+/g, ' ')).toContain(
    'apart from its CPU time (time off the CPU: other load; taken as run drift)',
  );
});

test('a row that slowed with its time off the CPU is widened by it and says so', async () => {
  // BM_Fnv1a: wall time +53% between two runs of one build, of which +44% apart from its CPU time.
  const { cmp } = await compare(loaded('base-02'), loaded('base-03'));
  const wall = row(cmp, 'BM_Fnv1a', 'time');
  expect(wall.change!.pct).toBeGreaterThan(40);
  expect(wall.change!.betweenRun!.widened).toMatch(/its wall time moved 44\.\d% apart from its CPU time/);
  expect(wall.verdict).toBe('inconclusive');
});

test('a change the time off the CPU cannot explain is still named: 4–16× faster builds at load 16–19', async () => {
  const truth = JSON.parse(readFileSync(large('truth.json'), 'utf8')) as {
    baseline: string;
    candidate: string;
  };
  const { cmp } = await compare(large(truth.baseline), large(truth.candidate));
  // The candidate's runs met more load (its wall times fell less than its CPU times), so that load cannot
  // have made them faster: the CPU-time speed-ups keep their tests.
  for (const key of ['BM_Checksum', 'BM_Squares', 'BM_CopyVector', 'BM_LowerCase'])
    expect(row(cmp, key, 'cpu-time').verdict).toBe('improvement');
  expect(row(cmp, 'BM_Checksum', 'time').verdict).toBe('improvement');
});
