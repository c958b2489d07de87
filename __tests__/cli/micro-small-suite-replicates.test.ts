// Replicated runs of a small suite (issue #32): 3 + 3 runs give each row only 4 df of between-run spread, and a
// ten-task tinybench suite was below the 20 rows the variance prior needed, so each row stood alone (t with 4 df,
// then Benjamini–Hochberg). From ten rows the rows lend each other df. Real runs of the fitting set
// (__fixtures__/real-runs/tinybench: three tasks built 20% slower, `word count` the noisiest of them).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';

const DIR = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs/tinybench');
const runs = (side: string, ids: string[]) => ids.map((i) => path.join(DIR, `${side}-${i}.json`)).join(',');
const truth = JSON.parse(readFileSync(path.join(DIR, 'truth.json'), 'utf8')) as { slowed: string[] };

async function compare(base: string, cand: string) {
  const json = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-small-rep-')), 'out.json');
  const r = await cli(['compare', base, cand, '--json', json]);
  const rows = (JSON.parse(readFileSync(json, 'utf8')) as MicroComparison).runs[0].benchmarks;
  return { ...r, rows: rows.filter((b) => b.metric === 'time') };
}

test('three real 20% slowdowns among ten tasks, 3 + 3 runs: all three named, the rows lending each other df', async () => {
  const { code, rows } = await compare(runs('base', ['01', '02', '03']), runs('slow', ['04', '05', '06']));
  expect(code).toBe(1);
  const named = rows.filter((b) => b.verdict === 'regression').map((b) => b.key);
  expect(named.sort()).toEqual([...truth.slowed].sort());
  // word count's runs alone: 4 df; with the suite's prior, more.
  expect(rows.find((b) => b.key === 'word count')!.change!.df).toBeGreaterThan(4.5);
});

test('3 + 3 runs of one build: nothing named', async () => {
  const { code, rows } = await compare(runs('base', ['01', '02', '03']), runs('base', ['04', '05', '06']));
  expect(code).toBe(0);
  expect(rows.filter((b) => b.verdict === 'regression' || b.verdict === 'improvement')).toEqual([]);
});
