import fs from 'node:fs';
import path from 'node:path';
import { detectGoBench } from '../../../src/formats/micro/gobench-detect.js';
import { parseGoBench, parseGoBenchBytes } from '../../../src/formats/micro/gobench.js';
import { goUnit, parseGoBenchName } from '../../../src/formats/micro/gobench-names.js';

const FIX = path.resolve(import.meta.dirname, '../../../__fixtures__/shared/fixtures/gobench');
const read = (f: string) => fs.readFileSync(path.join(FIX, f), 'utf8');

describe('parseGoBench on the chainbench fixtures', () => {
  const rs = parseGoBench(read('baseline.txt'), 'baseline.txt');

  it('finds every benchmark × unit with its 10 samples', () => {
    expect(rs.format).toBe('gobench');
    expect(rs.warnings).toEqual([]);
    const ids = rs.measurements.map((m) => `${m.key} ${m.metric}`);
    expect(ids).toHaveLength(12);
    for (const name of [
      'CalcDifficulty-2',
      'HashHeaders/n=16-2',
      'HashHeaders/n=256-2',
      'CompactToTarget-2',
    ]) {
      for (const metric of ['time', 'alloc', 'allocs'])
        expect(ids).toContain(`chainbench.Benchmark${name} ${metric}`);
    }
    for (const m of rs.measurements) expect(m.samples).toHaveLength(10);
  });

  it('converts units to canonical ones with a direction per metric', () => {
    const time = rs.measurements.find(
      (m) => m.key === 'chainbench.BenchmarkCalcDifficulty-2' && m.metric === 'time',
    );
    expect(time?.unit).toBe('s');
    expect(time?.direction).toBe('smaller-is-better');
    expect(time?.samples?.[0]).toBeCloseTo(223.5e-9, 15); // first line: 223.5 ns/op
    expect(time?.value).toBeCloseTo(187.95e-9, 15); // README truth: median 187.95 ns/op
    const bytes = rs.measurements.find(
      (m) => m.key === 'chainbench.BenchmarkHashHeaders/n=256-2' && m.metric === 'alloc',
    );
    expect(bytes?.unit).toBe('B');
    expect(bytes?.value).toBe(79842.5); // README truth
    const allocs = rs.measurements.find(
      (m) => m.key === 'chainbench.BenchmarkHashHeaders/n=16-2' && m.metric === 'allocs',
    );
    expect(allocs?.unit).toBe('count');
    expect(allocs?.value).toBe(111);
  });

  it('keeps sub-benchmark parameters, GOMAXPROCS and the config lines', () => {
    const m = rs.measurements.find((x) => x.key === 'chainbench.BenchmarkHashHeaders/n=16-2');
    expect(m?.params).toEqual({ n: '16' });
    expect(m?.attrs).toEqual({ gomaxprocs: 2 });
    expect(m?.config).toEqual({
      goos: 'linux',
      goarch: 'amd64',
      pkg: 'example.com/fixtures/chainbench',
      cpu: 'AMD EPYC',
    });
  });

  it('keeps -cpu 1,2 variants apart, as benchstat does', () => {
    const cpu = parseGoBench(read('baseline-cpu1-2.txt'));
    const keys = new Set(cpu.measurements.map((m) => m.key));
    expect(keys.has('chainbench.BenchmarkCalcDifficulty')).toBe(true);
    expect(keys.has('chainbench.BenchmarkCalcDifficulty-2')).toBe(true);
    expect(keys.size).toBe(8);
    const one = cpu.measurements.find(
      (m) => m.key === 'chainbench.BenchmarkCalcDifficulty' && m.metric === 'time',
    );
    expect(one?.value).toBeCloseTo(187.45e-9, 15); // README truth
    expect(one?.attrs).toBeUndefined();
  });

  it('does not collide two packages with the same benchmark name', () => {
    const other = read('pr.txt').replace(
      'pkg: example.com/fixtures/chainbench',
      'pkg: example.com/fixtures/otherbench',
    );
    const both = parseGoBench(read('baseline.txt') + other);
    expect(both.measurements).toHaveLength(24);
    const a = both.measurements.find(
      (m) => m.key === 'chainbench.BenchmarkCalcDifficulty-2' && m.metric === 'allocs',
    );
    const b = both.measurements.find(
      (m) => m.key === 'otherbench.BenchmarkCalcDifficulty-2' && m.metric === 'allocs',
    );
    expect(a?.value).toBe(7);
    expect(b?.value).toBe(0);
  });

  it('falls back to the full import path when two packages share their last element', () => {
    const text =
      read('baseline.txt') +
      read('pr.txt').replace('example.com/fixtures/chainbench', 'example.org/x/chainbench');
    const keys = new Set(parseGoBench(text).measurements.map((m) => m.key));
    expect(keys.has('example.com/fixtures/chainbench.BenchmarkCalcDifficulty-2')).toBe(true);
    expect(keys.has('example.org/x/chainbench.BenchmarkCalcDifficulty-2')).toBe(true);
  });

  it('handles repeated headers and PASS lines of the real benchstat oracle input', () => {
    const text = fs.readFileSync(
      path.resolve(
        import.meta.dirname,
        '../../../__fixtures__/shared/oracles/benchstat/gobench-join/old.txt',
      ),
      'utf8',
    );
    const join = parseGoBench(text);
    expect(join.warnings).toEqual([]);
    expect(join.measurements).toHaveLength(9);
    for (const m of join.measurements) expect(m.samples).toHaveLength(10);
  });
});

describe('parseGoBench warnings', () => {
  it('counts lines that look like results but do not parse, with the first line number', () => {
    const text = [
      'goos: linux',
      'BenchmarkA-8   1000   12.5 ns/op',
      'BenchmarkA-8   1000   twelve ns/op',
      'BenchmarkB-8   --- FAIL: BenchmarkB-8',
      'BenchmarkA-8',
      'BenchmarkA-8   1000   13.5 ns/op   5 B/op',
      'PASS',
    ].join('\n');
    const rs = parseGoBench(text);
    const unparsed = rs.warnings.find((w) => w.code === 'unparsed-line');
    expect(unparsed).toMatchObject({ count: 2, firstLine: 3 });
    expect(rs.warnings.find((w) => w.code === 'name-only-line')).toMatchObject({ count: 1, firstLine: 5 });
    const a = rs.measurements.find((m) => m.key === 'BenchmarkA-8' && m.metric === 'time');
    expect(a?.samples).toEqual([12.5 * 1e-9, 13.5 * 1e-9]); // value × 1e-9, as benchstat tidies ns/op
  });

  it('keeps custom units as metrics with a guessed direction', () => {
    expect(goUnit('ms/block')).toEqual({
      metric: 'ms/block',
      unit: 'ms/block',
      factor: 1,
      direction: 'smaller-is-better',
    });
    expect(goUnit('Mgas/s').direction).toBe('bigger-is-better');
    expect(goUnit('MB/s')).toMatchObject({
      metric: 'throughput',
      unit: 'B/s',
      factor: 1e6,
      direction: 'bigger-is-better',
    });
    expect(parseGoBenchName('Join/n=10/mode=fast-2')).toEqual({
      params: { n: '10', mode: 'fast' },
      procs: 2,
    });
  });
});

describe('detectGoBench', () => {
  it('is confident on go test output and not on other text', () => {
    expect(detectGoBench(read('pr.txt').slice(0, 2000))).toBeGreaterThan(0.9);
    expect(detectGoBench('{"benchmarks": []}')).toBe(0);
    expect(detectGoBench('2024-01-01 12:00:00 INFO Imported #123 / 10 tx')).toBe(0);
  });
});

describe('parseGoBenchBytes', () => {
  it('reads the file bytes exactly as parseGoBench reads the decoded text', () => {
    for (const file of ['baseline.txt', 'baseline-cpu1-2.txt', 'baseline-noisy-host.txt']) {
      const bytes = fs.readFileSync(path.join(FIX, file));
      expect(parseGoBenchBytes(bytes, file)).toEqual(parseGoBench(bytes.toString('utf8'), file));
    }
  });

  it('handles CRLF lines, non-ASCII names and units that differ only in invalid UTF-8 bytes', () => {
    const lines = [
      'pkg: example.com/größe',
      'BenchmarkGrüße-8   100   12.5 ns/op   3 \xff/op',
      'BenchmarkGrüße-8   100   13.5 ns/op   4 \xfe/op',
    ];
    const bytes = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
    // Re-encode the non-ASCII letters as UTF-8, keeping the two invalid bytes as they are.
    const text = bytes
      .toString('latin1')
      .replace(/[äöüß]/g, (c) => Buffer.from(c, 'utf8').toString('latin1'));
    const input = Buffer.from(text, 'latin1');
    const rs = parseGoBenchBytes(input);
    expect(rs).toEqual(parseGoBench(input.toString('utf8')));
    const custom = rs.measurements.filter((m) => m.metric === '\ufffd/op');
    // Both invalid bytes decode to U+FFFD, so they are one unit with two samples, as in the decoded text.
    expect(custom).toHaveLength(1);
    expect(custom[0]).toMatchObject({ key: 'größe.BenchmarkGrüße-8', samples: [3, 4] });
  });
});
