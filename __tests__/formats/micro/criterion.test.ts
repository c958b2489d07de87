import { readFileSync } from 'node:fs';
import { UserError } from '../../../src/core/errors.js';
import { criterion } from '../../../src/formats/micro/criterion.js';
import { parseCriterionBencher } from '../../../src/formats/micro/criterion-bencher.js';
import { parseCriterionText } from '../../../src/formats/micro/criterion-text.js';
import { parseCriterionTree } from '../../../src/formats/micro/criterion-tree.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey, fixturePath, fixtureText, keysOf, medianRatio, valueRatio } from './fixture-support.js';

const ROOT = fixturePath('criterion', 'criterion');
const KEYS = ['parallel', 'sequential']
  .flatMap((f) => [10, 50, 100].map((n) => `tps_comparison/${f}/${n}_txs`))
  .sort();
const benchFile = (key: string, run: string, file: string) =>
  JSON.parse(readFileSync(`${ROOT}/${key}/${run}/${file}`, 'utf8'));

describe('criterion result folder', () => {
  let pr: Awaited<ReturnType<typeof readResultSet>>;
  let baseline: Awaited<ReturnType<typeof readResultSet>>;
  beforeAll(async () => {
    pr = await readResultSet(ROOT);
    baseline = await readResultSet(ROOT, { criterionRun: 'baseline' });
  });

  test('reads the `new` run by default, keyed by full_id, with the value id as a numeric param', () => {
    expect(pr.format).toBe('criterion');
    expect(keysOf(pr)).toEqual(KEYS);
    expect(pr.warnings).toEqual([]);
    const m = byKey(pr, 'tps_comparison/parallel/50_txs');
    expect(m).toMatchObject({
      metric: 'time',
      unit: 's',
      direction: 'smaller-is-better',
      params: { txs: '50' },
    });
  });

  test('value is the mean point estimate (ns → s); samples are times/iters from sample.json', () => {
    const key = 'tps_comparison/parallel/10_txs';
    const estimates = benchFile(key, 'new', 'estimates.json');
    const sample = benchFile(key, 'new', 'sample.json') as { iters: number[]; times: number[] };
    const m = byKey(pr, key);
    expect(m.value).toBeCloseTo(estimates.mean.point_estimate * 1e-9, 15);
    expect(m.value * 1e9).toBeCloseTo(65338.5, 0); // README truth table
    expect(m.samples).toHaveLength(sample.iters.length);
    expect(m.samples).toHaveLength(100);
    expect(m.samples![7]).toBeCloseTo((sample.times[7] / sample.iters[7]) * 1e-9, 15);
    expect(m.attrs!.criterionChangePct).toBeCloseTo(-82.4, 1);
    expect(byKey(baseline, key).value * 1e9).toBeCloseTo(370728, 0);
  });

  test('README: parallel faster with a gain that shrinks as n grows; sequential unchanged', () => {
    const gain = [10, 50, 100].map((n) => 1 / valueRatio(baseline, pr, `tps_comparison/parallel/${n}_txs`));
    expect(gain[0]).toBeGreaterThan(4.5); // 5.67x
    expect(gain[0]).toBeLessThan(7);
    expect(gain[1]).toBeGreaterThan(2); // 2.35x
    expect(gain[2]).toBeGreaterThan(1.4); // 1.65x
    expect(gain[0]).toBeGreaterThan(gain[1]);
    expect(gain[1]).toBeGreaterThan(gain[2]);
    for (const n of [10, 50, 100]) {
      expect(Math.abs(medianRatio(baseline, pr, `tps_comparison/sequential/${n}_txs`) - 1)).toBeLessThan(
        0.05,
      );
      expect(medianRatio(baseline, pr, `tps_comparison/parallel/${n}_txs`)).toBeLessThan(0.7);
    }
    // The baseline's parallel path is slower than sequential at 10 and 50 txs; the PR's is faster everywhere.
    for (const n of [10, 50]) {
      expect(byKey(baseline, `tps_comparison/parallel/${n}_txs`).value).toBeGreaterThan(
        byKey(baseline, `tps_comparison/sequential/${n}_txs`).value,
      );
    }
    for (const n of [10, 50, 100]) {
      expect(byKey(pr, `tps_comparison/parallel/${n}_txs`).value).toBeLessThan(
        byKey(pr, `tps_comparison/sequential/${n}_txs`).value,
      );
    }
  });

  test('one estimates.json as input reads its benchmark folder', async () => {
    const rs = await readResultSet(`${ROOT}/tps_comparison/sequential/100_txs/new/estimates.json`);
    expect(keysOf(rs)).toEqual(['tps_comparison/sequential/100_txs']);
    expect(rs.measurements[0].samples).toHaveLength(100);
  });

  test('a lone estimates.json text (no neighbours) uses its folder name as the id and says so', () => {
    const text = fixtureText(
      'criterion',
      'criterion',
      'tps_comparison',
      'parallel',
      '10_txs',
      'new',
      'estimates.json',
    );
    const rs = criterion.parse(text, 'out/10_txs/new/estimates.json');
    expect(keysOf(rs)).toEqual(['10_txs']);
    expect(rs.measurements[0].value * 1e9).toBeCloseTo(65338.5, 0);
    expect(rs.warnings.map((w) => w.code)).toEqual(['no-benchmark-json']);
  });

  test('an unknown run, or several runs without `new`, is a UserError that lists the runs', () => {
    const text = fixtureText(
      'criterion',
      'criterion',
      'tps_comparison',
      'parallel',
      '10_txs',
      'new',
      'estimates.json',
    );
    const files = new Map([
      ['a/base/estimates.json', text],
      ['a/main/estimates.json', text],
    ]);
    expect(() => parseCriterionTree(files)).toThrow(/several runs \(base, main\)/);
    expect(() => parseCriterionTree(files, { run: 'nope' })).toThrow(UserError);
    expect(parseCriterionTree(files, { run: 'main' }).measurements).toHaveLength(1);
  });

  test('a broken estimates.json is a UserError naming the file', () => {
    const files = new Map([['g/new/estimates.json', '{"mean": {']]);
    expect(() => parseCriterionTree(files, { source: 'target/criterion' })).toThrow(
      /'target\/criterion\/g\/new\/estimates\.json' is not valid JSON/,
    );
  });
});

describe('criterion stdout', () => {
  const baseline = parseCriterionText(fixtureText('criterion', 'baseline.txt'));
  const pr = parseCriterionText(fixtureText('criterion', 'pr.txt'));

  test('ids on their own line, then `time: [low estimate high]`', () => {
    expect(keysOf(baseline)).toEqual(KEYS);
    expect(keysOf(pr)).toEqual(KEYS);
    expect(pr.warnings).toEqual([]);
    const m = byKey(pr, 'tps_comparison/parallel/10_txs');
    expect(m.value).toBeCloseTo(62.608e-6, 12);
    expect(m.attrs).toMatchObject({
      ciLow: expect.closeTo(61.619e-6, 12),
      ciHigh: expect.closeTo(63.736e-6, 12),
    });
    expect(m.attrs!.criterionChangePct).toBeCloseTo(-82.376, 6);
    expect(byKey(baseline, 'tps_comparison/sequential/100_txs').value).toBeCloseTo(1.0421e-3, 9); // `ms` unit
    expect(valueRatio(baseline, pr, 'tps_comparison/parallel/10_txs')).toBeLessThan(0.2);
  });

  test('short ids share the `time:` line; mixed units inside one estimate; a broken line is counted', () => {
    const text = [
      'fib 20                  time:   [999.50 µs 1.0001 ms 1.0021 ms]',
      '                        thrpt:  [1.2 Kelem/s 1.3 Kelem/s 1.4 Kelem/s]',
      'orphan',
      '                        time:   [oops]',
      'group/other',
      '                        time:   [1.0 xx 2.0 xx 3.0 xx]',
    ].join('\n');
    const rs = parseCriterionText(text);
    const fib = byKey(rs, 'fib 20', 'time');
    expect(fib.value).toBeCloseTo(1.0001e-3, 12);
    expect(fib.attrs!.ciLow).toBeCloseTo(999.5e-6, 12);
    expect(byKey(rs, 'fib 20', 'throughput')).toMatchObject({
      value: 1300,
      unit: 'elem/s',
      direction: 'bigger-is-better',
    });
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-time', count: 2, firstLine: 4 })]);
  });
});

describe('criterion --output-format bencher', () => {
  const baseline = parseCriterionBencher(fixtureText('criterion', 'baseline-bencher.txt'));
  const pr = criterion.parse(fixtureText('criterion', 'pr-bencher.txt'));

  test('`test <id> ... bench: N ns/iter (+/- M)` lines', () => {
    expect(keysOf(baseline)).toEqual(KEYS);
    expect(pr.tool).toBe('criterion (bencher output)');
    const m = byKey(baseline, 'tps_comparison/parallel/10_txs');
    expect(m).toMatchObject({ value: 393468e-9, error: 103542e-9, unit: 's', params: { txs: '10' } });
  });

  test('README: parallel 393→65 µs, 639→301 µs, 877→535 µs; sequential within ±0.5%', () => {
    expect(byKey(pr, 'tps_comparison/parallel/10_txs').value).toBeCloseTo(64.653e-6, 12);
    expect(valueRatio(baseline, pr, 'tps_comparison/parallel/50_txs')).toBeCloseTo(301293 / 638944, 9);
    expect(valueRatio(baseline, pr, 'tps_comparison/parallel/100_txs')).toBeLessThan(0.65);
    for (const n of [10, 50, 100]) {
      expect(Math.abs(valueRatio(baseline, pr, `tps_comparison/sequential/${n}_txs`) - 1)).toBeLessThan(
        0.005,
      );
    }
  });

  test('libtest thousands separators and broken lines', () => {
    const rs = parseCriterionBencher(
      'test bench_a ... bench:       1,234 ns/iter (+/- 56)\ntest bench_b ... bench: fast ns/iter\n',
    );
    expect(byKey(rs, 'bench_a').value).toBeCloseTo(1234e-9, 15);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-line', firstLine: 2 })]);
  });
});
