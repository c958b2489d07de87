// Misreads found in real outputs (issue 12), each on an output of the real tool: __fixtures__/<tool>/README.md
// says where each file comes from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareMicro, type MicroBenchmark } from '../../../src/core/compare-micro.js';
import { UserError } from '../../../src/core/errors.js';
import { parseCriterionBencher } from '../../../src/formats/micro/criterion-bencher.js';
import { parseGoBench } from '../../../src/formats/micro/gobench.js';
import { parseGoogleBenchmarkJson } from '../../../src/formats/micro/google-benchmark-json.js';
import { parsePytestBenchmarkJson } from '../../../src/formats/micro/pytest-benchmark-json.js';
import { readResultSet } from '../../../src/formats/micro/read.js';
import { renderMicroText } from '../../../src/report/micro-text.js';
import { byKey, fixtureText, keysOf } from './fixture-support.js';

const OWN = path.resolve(import.meta.dirname, '../../../__fixtures__');
const own = (...parts: string[]) => path.join(OWN, ...parts);
const ownText = (...parts: string[]) => readFileSync(own(...parts), 'utf8');

describe('Rust libtest (`cargo bench`)', () => {
  const baseline = parseCriterionBencher(ownText('libtest', 'baseline.txt'));
  const pr = parseCriterionBencher(ownText('libtest', 'pr.txt'));

  test('ids lose the padding libtest adds, so every row pairs', () => {
    expect(baseline.measurements).toHaveLength(16);
    for (const m of baseline.measurements) expect(m.key).toBe(m.key.trim());
    expect(keysOf(pr)).toEqual(keysOf(baseline));
    expect(byKey(pr, 'vec::bench_chain_chain_collect').value).toBeCloseTo(1192e-9, 15);
    expect(byKey(baseline, 'vec::bench_clone_0100').attrs!.bytesPerSecond).toBe(1639e6);
  });

  test('a PR that adds a longer name re-pads every line (as libtest does): the keys stay the same', () => {
    // libtest pads each id to the longest in the run; a new 70-character name widens all of them.
    const longer = 'vec::bench_a_new_benchmark_with_a_name_longer_than_any_other_in_the_run';
    const repadded = ownText('libtest', 'pr.txt').replace(
      /^test (\S+)\s+\.\.\./gm,
      (_, id: string) => `test ${id.padEnd(longer.length)} ...`,
    );
    const rs = parseCriterionBencher(`${repadded}test ${longer} ... bench:          12 ns/iter (+/- 1)\n`);
    const cmp = compareMicro(baseline, rs);
    const paired = cmp.benchmarks.filter((b) => b.baseline && b.candidate);
    expect(paired).toHaveLength(16);
    expect(cmp.benchmarks.filter((b) => !b.baseline).map((b) => b.key)).toEqual([longer]);
  });

  test('a unit other than …/iter is read, not dropped (a rate is bigger-is-better)', () => {
    const line = ownText('libtest', 'pr.txt').split('\n')[0].replace('1,192 ns/iter', '1,192 MS/s');
    const rs = parseCriterionBencher(line);
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements[0]).toMatchObject({
      key: 'vec::bench_chain_chain_collect',
      metric: 'throughput',
      value: 1192,
      unit: 'MS/s',
      direction: 'bigger-is-better',
    });
  });
});

describe('customBiggerIsBetter / customSmallerIsBetter JSON (github-action-benchmark test data)', () => {
  test('units that do not all settle the direction (req/s and Megabytes) exit 2 asking for --format', async () => {
    const file = own('custom-json', 'customBiggerIsBetter_output.json');
    const error = await readResultSet(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toMatch(/'req\/s' → bigger is better; 'Megabytes' → no direction/);
    expect((error as Error).message).toMatch(
      /--format customBiggerIsBetter or --format customSmallerIsBetter/,
    );
    await expect(readResultSet(own('custom-json', 'customSmallerIsBetter_output.json'))).rejects.toThrow(
      /'Percent', 'Megabytes' → no direction/,
    );
  });

  test('named, the direction is the format’s: a +20% rise of a bigger-is-better value is an improvement', async () => {
    const file = own('custom-json', 'customBiggerIsBetter_output.json');
    const baseline = await readResultSet(file, { format: 'customBiggerIsBetter' });
    for (const m of baseline.measurements) expect(m.direction).toBe('bigger-is-better');
    const raised = baseline.measurements.map((m) => ({ ...m, value: m.value * 1.2 }));
    const cmp = compareMicro(baseline, { ...baseline, measurements: raised });
    for (const b of cmp.benchmarks) {
      expect(b.deltaPct).toBeCloseTo(20, 6);
      expect(b.verdict).not.toBe('regression');
    }
  });

  test('where every unit settles it (all ns), the direction is still detected', async () => {
    const rs = await readResultSet(own('custom-json', 'customSmallerIsBetter_output2.json'));
    expect(rs.format).toBe('custom-smaller-is-better');
    expect(rs.measurements).toHaveLength(4);
  });
});

describe('go test -bench as benchstat reads it (golang.org/x/perf testdata)', () => {
  test('names with a lower-case letter after Benchmark are read (bent’s Benchmarkuber_zap_…)', async () => {
    const base = await readResultSet(own('gobench', '20200101T024818.BaseNl.benchdwarf'));
    const tip = parseGoBench(ownText('gobench', '20200101T024818.TipNl.benchdwarf'));
    expect(base.format).toBe('gobench');
    expect(base.warnings).toEqual([]);
    const names = ownText('gobench', '20200101T024818.BaseNl.benchdwarf').match(/^Benchmark\S+/gm)!;
    expect(base.measurements.length).toBe(new Set(names).size);
    expect(byKey(base, 'Benchmarkuber_zap_dwarf_input_goodness').value).toBe(0.59);
    expect(byKey(tip, 'Benchmarkuber_zap_dwarf_args_goodness').value).toBe(0.90146);
  });

  test('`Unit … better=higher` turns the unit bigger-is-better; `assume=exact` is accepted quietly', () => {
    const units = parseGoBench(ownText('gobench', 'units.txt'));
    expect(units.warnings).toEqual([]);
    expect(byKey(units, 'BenchmarkNonExact').samples).toEqual([100, 101, 101, 101, 101, 101]);
    // The Go benchmark format's unit metadata line on a custom unit: a 20% rise in hits is a gain.
    const side = (hits: number[]) =>
      parseGoBench(`Unit hits better=higher\n${hits.map((h) => `BenchmarkCache 1 ${h} hits`).join('\n')}\n`);
    const baseline = side([100, 101, 99, 100, 102, 100]);
    const candidate = side([120, 121, 119, 120, 122, 120]);
    expect(byKey(baseline, 'BenchmarkCache').direction).toBe('bigger-is-better');
    expect(compareMicro(baseline, candidate).benchmarks[0].verdict).toBe('improvement');
    expect(byKey(parseGoBench('BenchmarkCache 1 100 hits\n'), 'BenchmarkCache').direction).toBe(
      'smaller-is-better',
    );
  });
});

describe('pytest-benchmark', () => {
  test('stats.data shorter than stats.rounds: the reported statistics are used, with a warning', () => {
    const doc = JSON.parse(fixtureText('pytest-benchmark', 'baseline.json')) as {
      benchmarks: { name: string; stats: { data: number[]; rounds: number; median: number } }[];
    };
    const first = doc.benchmarks[0];
    first.stats.data = first.stats.data.slice(0, 10);
    const rs = parsePytestBenchmarkJson(JSON.stringify(doc));
    const m = byKey(rs, first.name);
    expect(m.samples).toBeUndefined();
    expect(m.value).toBe(first.stats.median);
    expect(rs.warnings).toEqual([
      expect.objectContaining({ code: 'partial-data', count: 1, sample: first.name }),
    ]);
    expect(rs.warnings[0].message).toContain(`10 of ${first.stats.rounds}`);
    expect(byKey(rs, doc.benchmarks[1].name).samples).toHaveLength(doc.benchmarks[1].stats.rounds);
  });
});

describe('Google Benchmark (its own compare.py test data)', () => {
  const run1 = parseGoogleBenchmarkJson(ownText('google-benchmark', 'test1_run1.json'));
  const run2 = parseGoogleBenchmarkJson(ownText('google-benchmark', 'test1_run2.json'));

  test('cpu_time is a metric beside real_time: real +10% and CPU −10% are both seen', () => {
    const cmp = compareMicro(run1, run2);
    const row = (metric: string) =>
      cmp.benchmarks.find((b) => b.key === 'BM_10PercentCPUToTime' && b.metric === metric)!;
    expect(row('time').deltaPct).toBeCloseTo(10, 6);
    expect(row('cpu-time').deltaPct).toBeCloseTo(-10, 6);
  });

  test('BM_DifferentTimeUnit (time_unit s, then ns) gets a unit-mismatch sanity note, shown in the report', () => {
    const cmp = compareMicro(run1, run2);
    const unitNotes = (b: MicroBenchmark) => b.sanity.filter((s) => s.code === 'unit-mismatch');
    for (const metric of ['time', 'cpu-time']) {
      const row = cmp.benchmarks.find((b) => b.key === 'BM_DifferentTimeUnit' && b.metric === metric)!;
      expect(row.baseline!.median).toBe(1);
      expect(row.candidate!.median).toBeCloseTo(1e-9, 20);
      // One value per side, 1e9× apart: named against the between-run noise, and suspect for its units.
      expect(row.verdict).toBe('improvement');
      expect(row.suspect).toBe(true);
      expect(unitNotes(row)).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/1e9× apart \(baseline s, candidate ns\)/),
        }),
      ]);
    }
    // Every other row keeps one unit on both sides (BM_hasLabel: s and s) and gets no such note.
    const others = cmp.benchmarks.filter(
      (b) => b.key !== 'BM_DifferentTimeUnit' && b.baseline && b.candidate,
    );
    expect(others.length).toBeGreaterThan(10);
    for (const b of others) expect(unitNotes(b)).toEqual([]);
    expect(renderMicroText(cmp)).toContain('units 1e9× apart (baseline s, candidate ns)');
  });

  test('BigO/RMS rows are counted in a warning, as in console output', () => {
    expect(run1.warnings).toEqual([expect.objectContaining({ code: 'complexity-row', count: 2 })]);
    expect(run1.measurements.some((m) => m.key.startsWith('MyComplexityTest'))).toBe(false);
  });
});
