import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { parseJuliaBenchmarkTools } from '../../../src/formats/micro/julia-benchmark-tools.js';
import { byKey, keysOf } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';

const text = () => repoFixtureText('julia', 'gab-fib.json');

describe('Julia BenchmarkTools JSON', () => {
  test('README truth: group paths as keys, ns → s, memory and allocs as metrics of their own', () => {
    const rs = parseJuliaBenchmarkTools(text());
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual(['fib/10', 'fib/10', 'fib/10', 'fib/20', 'fib/20', 'fib/20']);
    const t = byKey(rs, 'fib/10', 'time');
    expect(t).toMatchObject({ unit: 's', direction: 'smaller-is-better', params: { arg0: '10' } });
    expect(t.value).toBeCloseTo(246.038461538e-9, 17);
    expect(t.samples).toBeUndefined();
    expect(byKey(rs, 'fib/20', 'time').value).toBeCloseTo(31028e-9, 15);
    expect(byKey(rs, 'fib/20', 'alloc')).toMatchObject({ value: 0, unit: 'B' });
    expect(byKey(rs, 'fib/20', 'allocs')).toMatchObject({ value: 0, unit: 'count' });
  });

  test('raw Trials: times are the samples, their median the value; unknown entries are counted', () => {
    const trials = text()
      .replace(
        '"TrialEstimate",\n                                    {',
        '"Trial", { "times": [300, 100, 200],',
      )
      .replace(/"TrialEstimate"/, '"Mystery"');
    const rs = parseJuliaBenchmarkTools(trials);
    const fib20 = byKey(rs, 'fib/20', 'time');
    expect(fib20.samples).toEqual([300e-9, 100e-9, 200e-9].map((v) => expect.closeTo(v, 18)));
    expect(fib20.value).toBeCloseTo(200e-9, 18);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'bad-entry', count: 1, sample: 'fib/10' })]);
  });

  test('a real raw Trial saved with JSON.print: 312 samples, their median, memory and allocs', async () => {
    const rs = parseJuliaBenchmarkTools(repoFixtureText('julia', 'mlogit-trial.json'));
    expect(rs.warnings).toEqual([]);
    const t = byKey(rs, 'mlogit', 'time');
    expect(t.samples).toHaveLength(312);
    expect(t.value).toBeCloseTo(16462170.5e-9, 12);
    expect(byKey(rs, 'mlogit', 'alloc').value).toBe(20139464);
    expect(byKey(rs, 'mlogit', 'allocs').value).toBe(93636);
    const file = repoFixture('julia', 'mlogit-trial.json');
    expect((await readResultSet(file)).format).toBe('julia');
    const { code, cmp, verdicts } = await compareFiles(file, file);
    expect(code).toBe(0);
    // The same 312 samples on both sides: Δ 0, but their spread cannot rule out ±2%, so not a change either way.
    expect(['no-change', 'inconclusive']).toContain(verdicts['mlogit time']);
    expect(cmp.benchmarks.find((b) => b.metric === 'time')?.pValue).not.toBeNull();
  });

  test('detected; the file compared with itself shows no regression', async () => {
    expect((await readResultSet(repoFixture('julia', 'gab-fib.json'))).format).toBe('julia');
    const file = repoFixture('julia', 'gab-fib.json');
    const { code, cmp } = await compareFiles(file, file);
    expect(code).toBe(0);
    expect(cmp.counts.regression + cmp.counts.improvement).toBe(0);
    // A hostile nesting depth is walked without recursion.
    const deep = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-julia-')), 'deep.json');
    let group = '["TrialEstimate", {"time": 5}]';
    for (let i = 0; i < 2000; i++) group = `["BenchmarkGroup", {"data": {"g": ${group}}}]`;
    writeFileSync(deep, `[{"Julia": "1.10"}, [${group}]]`);
    expect((await readResultSet(deep)).measurements).toHaveLength(1);
  });
});
