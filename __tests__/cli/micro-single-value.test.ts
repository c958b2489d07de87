// One value per side (issue #32): go without -count writes one line per benchmark. A real pair whose changes are
// 2–8× (minotar/imgd#98's own before/after) is named; two real single-value runs of one build (the first sample
// of each benchmark of __fixtures__/real-runs/go) blame nothing.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__');
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-single-'));

async function compare(base: string, cand: string) {
  const json = path.join(mkdtempSync(path.join(dir, 'out-')), 'out.json');
  const r = await cli(['compare', base, cand, '--json', json]);
  const cmp = JSON.parse(readFileSync(json, 'utf8')) as MicroComparison;
  return { ...r, rows: cmp.runs[0].benchmarks };
}

/** A real run cut to the first result line of each benchmark. */
function firstSamples(run: string): string {
  const seen = new Set<string>();
  const text = readFileSync(path.join(FIXTURES, 'real-runs/go', `${run}.txt`), 'utf8')
    .split('\n')
    .filter((line) => {
      const name = /^(Benchmark\S+)\s/.exec(line)?.[1];
      if (!name) return true;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .join('\n');
  const file = path.join(dir, `${run}-single.txt`);
  writeFileSync(file, text);
  return file;
}

test('a real single-value pair with 2–8× speed-ups names all three', async () => {
  const pair = path.join(FIXTURES, 'real-pairs/go-minotar-imgd-98');
  const r = await compare(path.join(pair, 'before.txt'), path.join(pair, 'after.txt'));
  expect(r.rows.map((b) => [b.key, b.verdict])).toEqual([
    ['BenchmarkGetHead', 'improvement'],
    ['BenchmarkGetHelm', 'improvement'],
    ['BenchmarkGetBody', 'improvement'],
  ]);
  expect(r.rows[0].notes).toContain(
    'one value per side (no samples): judged against how far a benchmark moves between runs alone',
  );
});

test('two real single-value runs of one build: exit 0, no row claimed', async () => {
  const r = await compare(firstSamples('base-01'), firstSamples('base-02'));
  expect(r.rows.length).toBeGreaterThan(20);
  expect(r.code).toBe(0);
  expect(r.rows.filter((b) => b.verdict === 'regression' || b.verdict === 'improvement')).toEqual([]);
});
