import type { ResultSet } from '../../../src/core/model.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';
import { cli } from '../../support/cli/run-cli.js';

// Issue 19, class 7: asv's console output, Ruby's benchmark-ips and console.time lines, each from real outputs
// (READMEs in __fixtures__/asv, benchmark-ips and console-time say where each came from and what it holds).

const values = (rs: ResultSet) => Object.fromEntries(rs.measurements.map((m) => [m.key, m.value]));
const codes = (rs: ResultSet) => Object.fromEntries(rs.warnings.map((w) => [w.code, w.count]));

describe('asv console output', () => {
  const asv = (file: string) => readResultSet(repoFixture('asv', file));

  test('`asv run` (asv docs): the run lines of two environments, keyed by environment; failures skipped', async () => {
    const rs = await asv('console-docs-asv-run.txt');
    expect(rs.format).toBe('asv');
    expect(rs.measurements).toHaveLength(8);
    expect(codes(rs)).toEqual({ 'no-result': 2 });
    const iterkeys = byKey(rs, 'benchmarks.TimeSuite.time_iterkeys [virtualenv-py3.7]');
    // 11.1±0.01μs: asv's median, ± half the interquartile range.
    expect(iterkeys).toMatchObject({ unit: 's', direction: 'smaller-is-better', center: 'median' });
    expect(iterkeys.value).toBeCloseTo(11.1e-6, 15);
    expect(iterkeys.attrs?.halfIqr).toBeCloseTo(0.01e-6, 15);
    expect(byKey(rs, 'benchmarks.MemSuite.mem_list [virtualenv-py3.12]')).toMatchObject({
      value: 2110,
      unit: 'B',
    });
    expect(byKey(rs, 'benchmarks.TimeSuite.time_keys [virtualenv-py3.12]').value).toBeCloseTo(9.07e-6, 15);
  });

  test('`asv compare` in columns (asv docs): the after column, the before value kept; no byte unit is guessed', async () => {
    const rs = await asv('console-docs-asv-compare.txt');
    expect(rs.measurements).toHaveLength(6);
    expect(codes(rs)).toEqual({ 'no-result': 2, 'unparsed-value': 2 });
    const keys = byKey(rs, 'benchmarks.TimeSuite.time_iterkeys [amulet.localdomain/virtualenv-py3.7-numpy]');
    expect(keys.value).toBeCloseTo(11.0e-6, 15);
    expect(keys.attrs?.previous).toBeCloseTo(11.5e-6, 15);
    const py312 = byKey(rs, 'benchmarks.TimeSuite.time_keys [amulet.localdomain/virtualenv-py3.12-numpy]');
    expect(py312.value).toBeCloseTo(8.4e-6, 15);
    expect(py312.attrs?.previous).toBeUndefined();
  });

  test("asv ≥ 0.6 Markdown tables (asv's own test expectation), whole and split, read the same 18 values", async () => {
    const whole = await asv('console-test-compare-markdown.txt');
    const split = await asv('console-test-compare-split.txt');
    expect(whole.measurements).toHaveLength(18);
    expect(codes(whole)).toMatchObject({ 'no-result': 5, 'unparsed-value': 1 });
    const sorted = (rs: ResultSet) => Object.entries(values(rs)).sort();
    expect(sorted(split)).toEqual(sorted(whole));
    const v = values(whole);
    expect(v['time_quantity.time_quantity_array_conversion']).toBeCloseTo(0.153, 12);
    expect(byKey(whole, 'time_quantity.time_quantity_array_conversion').attrs?.previous).toBeCloseTo(
      1.75e-3,
      12,
    );
    expect(v['time_other.time_parameterized(2)']).toBe(4);
    expect(byKey(whole, 'time_ci_big')).toMatchObject({ value: 3, attrs: { halfIqr: 1, previous: 1 } });
    expect(byKey(whole, 'time_secondary.track_value')).toMatchObject({ value: 42, unit: 'count' });
    expect(v['time_units.time_unit_to']).toBeCloseTo(18.3e-6, 15);
  });

  test('`asv continuous` of asv 0.2 (issue #651): the table, even glued to the last run line; run lines not read', async () => {
    const rs = await asv('console-issue651-continuous.txt');
    expect(rs.measurements).toHaveLength(2);
    expect(codes(rs)).toEqual({ 'run-lines-not-read': 1 });
    const contourf = byKey(rs, 'visualization.wcsaxes.time_contourf_with_transform');
    expect(contourf.value).toBeCloseTo(0.18191, 12);
    expect(contourf.attrs?.previous).toBeCloseTo(5.88, 12);
    expect(byKey(rs, 'visualization.wcsaxes.time_contour_with_transform').value).toBeCloseTo(0.16402, 12);
  });

  test('the result JSON is still read as before under the same format name', async () => {
    const rs = await asv('2cadb710-virtualenv-py3.12.json');
    expect(rs.tool).toMatch(/^asv \(commit/);
    expect(byKey(rs, 'benchmarks.TimeSuite.time_parser_init').value).toBe(0.00039153393892640316);
  });
});

describe('Ruby benchmark-ips', () => {
  const ips = (file: string) => readResultSet(repoFixture('benchmark-ips', file));

  test.each([
    ['fast-ruby-call-vs-send.txt', { call: 3.811e6, send: 3.244e6, method_missing: 2.729e6 }],
    ['fast-ruby-inheritance-check.txt', { 'less than or equal': 1.25e6, 'ancestors.include?': 192603 }],
    [
      'fast-ruby-sort-by-first-vs-min-by.txt',
      { 'Enumerable#min_by': 157877, 'Enumerable#sort_by...first': 106831 },
    ],
    ['fast-ruby-constantize.txt', { 'using an if statement': 8.124e6, 'String#constantize': 2.462e6 }],
    [
      'readme-v2.14.txt',
      { addition: 36.209e6, addition2: 36.552e6, addition3: 36.639e6, 'addition-test-long-label': 36.164e6 },
    ],
  ])('%s: detected, every report read (wrapped labels joined), i/s bigger is better', async (file, truth) => {
    const rs = await ips(file);
    expect(rs.format).toBe('benchmark-ips');
    expect(rs.warnings).toEqual([]);
    const v = values(rs);
    expect(Object.keys(v).sort()).toEqual(Object.keys(truth).sort());
    for (const [k, want] of Object.entries(truth)) expect(v[k]).toBeCloseTo(want, 6);
    for (const m of rs.measurements)
      expect(m).toMatchObject({ unit: 'ops/s', direction: 'bigger-is-better', center: 'mean' });
  });

  test('each value agrees with the unrounded mean its own Comparison section prints (within 0.05%)', async () => {
    for (const file of [
      'fast-ruby-call-vs-send.txt',
      'fast-ruby-inheritance-check.txt',
      'fast-ruby-sort-by-first-vs-min-by.txt',
      'fast-ruby-constantize.txt',
    ]) {
      const text = repoFixtureText('benchmark-ips', file);
      const compared = Object.fromEntries(
        [...text.matchAll(/^\s*(.+?):\s+([\d.]+) i\/s/gm)].map((m) => [m[1], Number(m[2])]),
      );
      const rs = await ips(file);
      for (const m of rs.measurements) expect(Math.abs(m.value / compared[m.key] - 1)).toBeLessThan(5e-4);
    }
  });

  test('reports without a label (captured here) are #1, #2 by place, never the section rule', async () => {
    const rs = await ips('ips-unlabeled.txt');
    expect(values(rs)).toEqual({ '#1': 3.034e6, '#2': 71.375e3 });
    expect(codes(rs)).toEqual({ 'unlabeled-row': 2 });
  });

  test('the standard deviation is kept as context, not as an interval', async () => {
    const call = byKey(await ips('fast-ruby-call-vs-send.txt'), 'call');
    expect(call.attrs).toEqual({ stddevPct: 5.9 });
    expect(call.error).toBeUndefined();
  });
});

describe('captured here: Ruby 3.1 Benchmark.bm / bmbm and benchmark-ips 2.7.2 (Debian packages)', () => {
  test('Benchmark.bm and bmbm: the real time; the rehearsal is not read', async () => {
    const bm = await readResultSet(repoFixture('ruby-benchmark', 'bm-ruby3.1.txt'));
    expect(bm.format).toBe('ruby-benchmark');
    expect(values(bm)).toEqual({ 'sort:': 0.160207, 'sort_by:': 0.899415, 'max:': 0.041391 });
    const bmbm = await readResultSet(repoFixture('ruby-benchmark', 'bmbm-ruby3.1.txt'));
    expect(values(bmbm)).toEqual({ sort: 0.223808, sort_by: 0.74876 });
  });

  test('benchmark-ips, a real 2x slowdown of one report: read as a fall in i/s, never an improvement', async () => {
    const base = repoFixture('benchmark-ips', 'ips-sum-base.txt');
    const slow = repoFixture('benchmark-ips', 'ips-sum-slow.txt');
    expect(values(await readResultSet(slow))).toEqual({
      'sum with inject': 159710,
      'sum with each': 8126,
      'Array#sum, a label longer than twenty characters': 211188,
    });
    const { code, cmp } = await compareFiles(base, slow);
    const inject = cmp.benchmarks.find((b) => b.key === 'sum with inject');
    expect(inject?.direction).toBe('bigger-is-better');
    // 159.710k / 530.657k − 1 = −69.9 %: slower.
    expect(inject?.deltaPct).toBeCloseTo(-69.9, 1);
    expect(inject?.verdict).not.toBe('improvement');
    expect(code).toBe(cmp.benchmarks.some((b) => b.verdict === 'regression') ? 1 : 0);
  });
});

describe('console.time lines', () => {
  const ct = (file: string) => readResultSet(repoFixture('console-time', file));

  test('Node.js 24: ms, s and m:ss.mmm; a label timed again gives samples', async () => {
    const rs = await ct('node24-sort.txt');
    expect(rs.format).toBe('console-time');
    expect(rs.warnings).toEqual([]);
    expect(byKey(rs, 'sort 1000').samples?.map((s) => Math.round(s * 1e9) / 1e6)).toEqual([
      0.457, 0.107, 0.111, 0.119, 0.101,
    ]);
    expect(byKey(rs, 'sort 1000').value).toBeCloseTo(0.111e-3, 12);
    expect(byKey(rs, 'json round trip')).toMatchObject({ unit: 's', direction: 'smaller-is-better' });
    expect(byKey(rs, 'json round trip').value).toBeCloseTo(0.052272, 12);
    expect(byKey(rs, 'wait 1.2 s').value).toBeCloseTo(1.211, 12);
    expect(byKey(rs, 'wait 61 s').value).toBeCloseTo(61.021, 12);
    expect(byKey(rs, 'default').samples).toHaveLength(2);
    expect(rs.measurements).toHaveLength(7);
  });

  test('Node.js 20 reads alike', async () => {
    const rs = await ct('node20-sort.txt');
    expect(byKey(rs, 'wait 61 s').value).toBeCloseTo(61.022, 12);
    expect(rs.measurements).toHaveLength(7);
  });

  test("Chromium's messages and its --enable-logging lines give the same 9 timings", async () => {
    const messages = await ct('chromium-messages.txt');
    const logged = await ct('chromium-enable-logging.txt');
    expect(logged.measurements).toEqual(messages.measurements);
    expect(byKey(messages, 'sort 100000').samples?.map((s) => s * 1e3)).toEqual([
      317.234130859375, 371.52099609375, 261.35009765625,
    ]);
  });

  test("Firefox's `- timer ended` (Bencher's input): the label is all before the last `: `", async () => {
    const rs = await ct('bencher-firefox-four.txt');
    expect(values(rs)).toEqual({
      default: 7.617,
      benchmark_1: 12.714,
      'benchmark 2': 9.034,
      'benchmark 3: The Third - timer/timerEnd': 8.827,
    });
  });

  test('other output among the timings is counted, never read', async () => {
    const rs = await readResultSet(repoFixture('iai-callgrind', 'gungraun-docs-nocapture.txt'), {
      format: 'console-time',
    }).catch((e: unknown) => e);
    // `Output to stdout: 20` has no time unit: no timing line at all, so the file is not console.time output.
    expect(rs).toBeInstanceOf(Error);
  });
});

describe('through `benchdelta compare`', () => {
  test('console.time: Node 20 against Node 24 pairs the 7 labels; the sorts compare medians of 5 samples', async () => {
    const { code, cmp } = await compareFiles(
      repoFixture('console-time', 'node20-sort.txt'),
      repoFixture('console-time', 'node24-sort.txt'),
    );
    expect([0, 1]).toContain(code);
    expect(cmp.benchmarks.map((b) => b.key).sort()).toEqual(
      [
        'default',
        'json round trip',
        'sort 1000',
        'sort 10000',
        'sort 100000',
        'wait 1.2 s',
        'wait 61 s',
      ].sort(),
    );
    const sort = cmp.benchmarks.find((b) => b.key === 'sort 100000');
    expect(sort?.baseline).toMatchObject({ n: 5, center: 'median', centerFrom: 'samples' });
  });

  test('benchmark-ips against itself: bigger is better, unchanged; --center median is refused (it gives means)', async () => {
    const file = repoFixture('benchmark-ips', 'fast-ruby-call-vs-send.txt');
    const { code, cmp } = await compareFiles(file, file);
    expect(code).toBe(0);
    expect(cmp.benchmarks.every((b) => b.direction === 'bigger-is-better')).toBe(true);
    expect(cmp.benchmarks.some((b) => b.verdict === 'regression' || b.verdict === 'improvement')).toBe(false);
    const refused = await cli(['compare', file, file, '--center', 'median']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      "cannot give the median of 'call' (throughput): it gives the tool's mean.",
    );
  });

  test('asv console: --center mean is refused, naming the median it gives', async () => {
    const file = repoFixture('asv', 'console-test-compare-markdown.txt');
    const refused = await cli(['compare', file, file, '--center', 'mean']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /cannot give the mean of '.+' \(.+\): it gives the tool's median\. Use --center median/,
    );
  });
});
