import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseBenchmarkDotNet } from '../../../src/formats/micro/benchmarkdotnet.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey, keysOf } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';

const ns = 1e-9;

describe('BenchmarkDotNet JSON export', () => {
  test('README truth (0.12.1 full export): mean ns/op → s, OriginalValues as samples, CI margin as error', () => {
    const rs = parseBenchmarkDotNet(repoFixtureText('benchmarkdotnet', 'gab-fib.json'));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual(['Sample.Benchmarks.Fib10', 'Sample.Benchmarks.Fib20']);
    const fib10 = byKey(rs, 'Sample.Benchmarks.Fib10');
    expect(fib10).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(fib10.value).toBeCloseTo(24.4202085009643 * ns, 18);
    expect(fib10.samples).toHaveLength(14);
    expect(fib10.error).toBeCloseTo(0.2235 * ns, 13);
    expect(byKey(rs, 'Sample.Benchmarks.Fib20').samples).toHaveLength(13);
  });

  test('memory diagnoser: allocated bytes per op are a second metric', () => {
    const rs = parseBenchmarkDotNet(repoFixtureText('benchmarkdotnet', 'bencher-memory.json'));
    const key = 'BenchmarkDotNet.Samples.Memory.AllocEmptyList';
    expect(byKey(rs, key, 'time').value).toBeCloseTo(77.49449412027995 * ns, 18);
    expect(byKey(rs, key, 'time').samples).toHaveLength(3);
    expect(byKey(rs, key, 'alloc')).toMatchObject({ value: 368, unit: 'B', direction: 'smaller-is-better' });
    expect(byKey(rs, 'BenchmarkDotNet.Samples.Memory.AllocExactList', 'alloc').value).toBe(184);
  });

  test('0.9 brief export: the name is built from Namespace.Type.Method, no samples', () => {
    const rs = parseBenchmarkDotNet(repoFixtureText('benchmarkdotnet', 'bencher-two.json'));
    const m = byKey(rs, 'BenchmarkDotNet.Samples.Intro.IntroJsonExport.Sleep10');
    expect(m.value).toBeCloseTo(0.010362283, 9);
    expect(m.samples).toBeUndefined();
  });

  test('parameters and jobs tell cases apart; a failed benchmark (Statistics null) is counted', () => {
    const data = JSON.parse(repoFixtureText('benchmarkdotnet', 'bencher-memory.json'));
    const [first, second] = data.Benchmarks;
    data.Benchmarks = [
      { ...first, Parameters: 'N=10&Size=3' },
      {
        ...first,
        Parameters: 'N=10&Size=3',
        DisplayInfo: 'Memory.AllocEmptyList: Job-ABC(Runtime=.NET 8.0)',
      },
      { ...second, Statistics: null },
    ];
    const rs = parseBenchmarkDotNet(JSON.stringify(data));
    const key = 'BenchmarkDotNet.Samples.Memory.AllocEmptyList(N=10, Size=3)';
    expect(byKey(rs, key, 'time').params).toEqual({ N: '10', Size: '3' });
    expect(byKey(rs, `${key} [Job-ABC(Runtime=.NET 8.0)]`, 'time')).toBeDefined();
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'bad-entry', count: 1 })]);
  });

  test('detected; a file compared with itself shows no regression', async () => {
    for (const f of ['gab-fib.json', 'bencher-memory.json', 'bencher-two.json'])
      expect((await readResultSet(repoFixture('benchmarkdotnet', f))).format).toBe('benchmarkdotnet');
    const file = repoFixture('benchmarkdotnet', 'gab-fib.json');
    const { code, verdicts } = await compareFiles(file, file);
    expect(code).toBe(0);
    // One run per side: nothing is claimed, and between-run noise (not measured here) keeps "no change" open.
    expect(verdicts).toEqual({
      'Sample.Benchmarks.Fib10 time': 'inconclusive',
      'Sample.Benchmarks.Fib20 time': 'inconclusive',
    });
  });
});

// Issue 19, class 5: a minimal export (no host info, no namespace, no title) is detected without --format.
test('a minimal BenchmarkDotNet JSON (no HostEnvironmentInfo, Namespace, MethodTitle, FullName) is detected', async () => {
  const full = JSON.parse(repoFixtureText('benchmarkdotnet', 'gab-fib.json')) as {
    Benchmarks: Record<string, unknown>[];
  };
  const minimal = {
    Benchmarks: full.Benchmarks.map((b) => {
      const { Namespace: _n, MethodTitle: _t, FullName: _f, ...rest } = b;
      return rest;
    }),
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-bdn-'));
  const file = path.join(dir, 'minimal.json');
  writeFileSync(file, JSON.stringify(minimal, null, 2));
  const rs = await readResultSet(file);
  expect(rs.format).toBe('benchmarkdotnet');
  expect(rs.measurements.find((m) => m.key === 'Benchmarks.Fib10')?.value).toBeCloseTo(
    24.4202085009643e-9,
    18,
  );
});
