// Replicated runs on a quiet VM (issue #32; __fixtures__/real-runs/shared/quiet, the fitting set): whole runs of some
// rows ran 20–45% faster than usual, often two back to back. An odd run is set aside only when it lies apart from
// the other side's runs as well: a run at the other side's level is the row's other mode.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';

const GO = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs/shared/quiet/go');
const runs = (...names: string[]) => names.map((n) => path.join(GO, `${n}.txt`)).join(',');
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-odd-run-'));

async function compare(base: string, cand: string) {
  const json = path.join(mkdtempSync(path.join(dir, 'out-')), 'out.json');
  const r = await cli(['compare', base, cand, '--json', json]);
  return { ...r, cmp: JSON.parse(readFileSync(json, 'utf8')) as MicroComparison };
}

const verdictOf = (cmp: MicroComparison, key: string) =>
  cmp.runs[0].benchmarks.find((b) => b.key === key && b.metric === 'time')!.verdict;

test('A/A: two fast runs of one row and its usual run on one side are not a regression', async () => {
  // BufioWriter ran at 0.55 of its usual time in base-09 and base-10; base-01 is at its usual level, as are the
  // other side's three runs. Setting base-01 aside (the slower odd run) made this A/A pair "+80%".
  const { code, cmp } = await compare(
    runs('base-01', 'base-09', 'base-10'),
    runs('base-02', 'base-03', 'base-06'),
  );
  expect(verdictOf(cmp, 'shared.BenchmarkBufioWriter-2')).toBe('inconclusive');
  expect(cmp.runs[0].benchmarks.filter((b) => b.verdict === 'regression')).toEqual([]);
  expect(code).toBe(0);
});

test('a faster run apart from both sides is set aside: the slowed row is no longer read as faster', async () => {
  // slow-04 ran TimeFormat (built +20% slower) at 0.62 of the base's time: far below both sides. Kept, it made the
  // row read −9% [−40%, …]; set aside, the two other slow runs read +12% with the interval's low end above zero.
  const { cmp } = await compare(runs('base-01', 'base-02', 'base-03'), runs('slow-03', 'slow-04', 'slow-05'));
  const timeFormat = cmp.runs[0].benchmarks.find((b) => b.key === 'shared.BenchmarkTimeFormat-2')!;
  expect(timeFormat.change!.pct).toBeGreaterThan(5);
  expect(timeFormat.change!.ciLowPct).toBeGreaterThan(0);
  expect(cmp.runs[0].betweenRun!.description).toContain('with one run far off the rest, set aside');
  expect(verdictOf(cmp, 'shared.BenchmarkAESCTR-2')).toBe('regression');
});
