import { parseAsv } from '../../../src/formats/micro/asv.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey, keysOf } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';

const BASE = '2cadb710-virtualenv-py3.12.json';
const CAND = 'f772d735-virtualenv-py3.12.json';
const INIT = 'benchmarks.TimeSuite.time_parser_init';

describe('asv result JSON', () => {
  test('README truth: seconds and bytes by name prefix, the 99 % interval as error and attrs', () => {
    const rs = parseAsv(repoFixtureText('asv', BASE));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual([
      'benchmarks.MemSuite.mem_parser_init',
      'benchmarks.PeakMemSuite.peakmem_parser_init_',
      INIT,
    ]);
    const t = byKey(rs, INIT);
    expect(t).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(t.value).toBe(0.00039153393892640316);
    expect(t.error).toBeCloseTo((0.000393 - 0.00038899) / 2, 12);
    expect(t.attrs).toMatchObject({ ciLow: 0.00038899, ciHigh: 0.000393, number: 27, repeat: 10 });
    expect(byKey(rs, 'benchmarks.PeakMemSuite.peakmem_parser_init_')).toMatchObject({
      value: 25542656,
      unit: 'B',
    });
    // The candidate's whole interval lies above the baseline's: the README's real slowdown.
    const c = byKey(parseAsv(repoFixtureText('asv', CAND)), INIT);
    expect(c.attrs!.ciLow).toBeGreaterThan(t.attrs!.ciHigh);
  });

  test('parameter grids expand in asv order; failed results and track_ units are counted', () => {
    const data = JSON.parse(repoFixtureText('asv', BASE));
    const row = data.results[INIT];
    row[0] = [1, 2, null, 4];
    row[1] = [
      ['small', 'large'],
      ['1', '2'],
    ];
    row[5] = [0.9, 1.9, null, 3.9];
    row[6] = [1.1, 2.1, null, 4.1];
    data.results['benchmarks.Track.track_size'] = [[7], []];
    const rs = parseAsv(JSON.stringify(data));
    expect(byKey(rs, `${INIT}(large, 2)`)).toMatchObject({
      value: 4,
      params: { param1: 'large', param2: '2' },
    });
    expect(byKey(rs, `${INIT}(small, 2)`).error).toBeCloseTo(0.1, 12);
    expect(byKey(rs, 'benchmarks.Track.track_size')).toMatchObject({ value: 7, unit: 'count' });
    expect(rs.warnings.map((w) => [w.code, w.count])).toEqual([
      ['no-result', 1],
      ['assumed-direction', 1],
    ]);
  });

  test('a real parameter grid: one measurement per value, in asv order, with its own interval', () => {
    const rs = parseAsv(repoFixtureText('asv', 'kedro-0064ded5-virtualenv-py3.11.json'));
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements).toHaveLength(38);
    const name = 'benchmark_runner.RunnerTimeSuite.time_compute_bound_runner';
    const parallel = byKey(rs, `${name}('ParallelRunner')`);
    expect(parallel).toMatchObject({ value: 3.0616537989999983, params: { param1: "'ParallelRunner'" } });
    expect(parallel.error).toBeCloseTo((3.094 - 3.0514) / 2, 12);
    expect(byKey(rs, `${name}('SequentialRunner')`).value).toBe(5.652427368000005);
    const peak = byKey(rs, "benchmark_runner.RunnerMemorySuite.peakmem_runners('ThreadRunner')");
    expect(peak).toMatchObject({ value: 88727552, unit: 'B' });
  });

  test('version 1 files: bare numbers and {result, stats} entries', () => {
    const rs = parseAsv(repoFixtureText('asv', 'psygnal-24ee1571-conda-py3.9.json'));
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements).toHaveLength(5);
    expect(byKey(rs, 'benchmarks.MemSuite.mem_list')).toMatchObject({ value: 2104, unit: 'B' });
    const t = byKey(rs, 'benchmarks.TimeSuite.time_iterkeys');
    expect(t.value).toBe(1.1895054114997738e-5);
    expect(t.error).toBeCloseTo((1.233206538897342e-5 - 1.0219727170226851e-5) / 2, 15);
    expect(t.attrs).toMatchObject({ number: 887, repeat: 10 });
  });

  test('version 1 pair through the CLI: no change', async () => {
    for (const f of ['psygnal-24ee1571-conda-py3.9.json', 'psygnal-d72df61e-conda-py3.9.json'])
      expect((await readResultSet(repoFixture('asv', f))).format).toBe('asv');
    const { code, cmp, verdicts } = await compareFiles(
      repoFixture('asv', 'psygnal-d72df61e-conda-py3.9.json'),
      repoFixture('asv', 'psygnal-24ee1571-conda-py3.9.json'),
    );
    expect(code).toBe(0);
    // −4.2% inside asv's own 99% intervals: not a change (and too wide to claim "no change of 2%").
    expect(['no-change', 'inconclusive']).toContain(verdicts['benchmarks.TimeSuite.time_iterkeys time']);
    expect(cmp.benchmarks.find((b) => b.key === 'benchmarks.TimeSuite.time_iterkeys')?.deltaPct).toBeCloseTo(
      -4.1626,
      3,
    );
    expect(cmp.counts.regression + cmp.counts.improvement).toBe(0);
  });

  test('detected; the pair through the CLI shows the +142 % slowdown', async () => {
    expect((await readResultSet(repoFixture('asv', BASE))).format).toBe('asv');
    const { cmp } = await compareFiles(repoFixture('asv', BASE), repoFixture('asv', CAND));
    const init = cmp.benchmarks.find((b) => b.key === INIT)!;
    expect(init.deltaPct).toBeCloseTo(141.7, 1);
    // asv's interval is asymmetric (0.646–1.999 ms around 0.946 ms); read on the log scale with the tool's own
    // uncertainty the change is significant and beyond +2%.
    expect(init.verdict).toBe('regression');
  });
});
