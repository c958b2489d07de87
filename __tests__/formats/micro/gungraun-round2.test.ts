import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserError } from '../../../src/core/errors.js';
import type { ResultSet } from '../../../src/core/model.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey } from './fixture-support.js';
import { repoFixture, repoFixtureText } from './repo-fixtures.js';

// Issue 19, classes 1, 2 and 5 for Gungraun / iai-callgrind: JSON summaries (v6, NDJSON and pretty) are read as
// summaries and never line by line; console layouts are detected whatever their metric set; one name per metric.

const fixture = (file: string) => repoFixture('iai-callgrind', file);
const rows = (rs: ResultSet) => rs.measurements.map((m) => [m.key, m.metric, m.value]);
const SHORT = 'rust_iai_callgrind::bench_fibonacci_group::bench_fibonacci';

function tempFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-gungraun-')), name);
  writeFileSync(file, text);
  return file;
}

describe('Gungraun JSON summaries, version 6', () => {
  test('NDJSON and pretty-printed read the same: new-run values, `module_path::id` keys, the old value kept', async () => {
    const nd = await readResultSet(fixture('gungraun-summary-v6.ndjson'));
    const pretty = await readResultSet(fixture('gungraun-summary-v6-pretty.json'));
    expect(nd.format).toBe('iai-callgrind');
    expect(nd.warnings).toEqual([]);
    expect(rows(pretty)).toEqual(rows(nd));
    // 2 benchmarks × 6 callgrind metrics, the values of gungraun-delta.txt (README).
    expect(nd.measurements).toHaveLength(12);
    const ir = byKey(nd, `${SHORT}::short`, 'instructions');
    expect(ir).toMatchObject({
      value: 1734,
      unit: 'count',
      direction: 'smaller-is-better',
      attrs: { previous: 1650 },
    });
    expect(byKey(nd, `${SHORT}::long`, 'estimated cycles').value).toBe(35638724);
  });

  test('metrics are named as on the console, so the JSON and the console of one run give the same numbers', async () => {
    const json = await readResultSet(fixture('gungraun-summary-v6.ndjson'));
    const text = await readResultSet(fixture('gungraun-delta.txt'));
    const byMetric = (rs: ResultSet) => rs.measurements.map((m) => [m.metric, m.value]).sort();
    expect(byMetric(json)).toEqual(byMetric(text));
  });

  test('the silent misread of class 1: --format iai-callgrind on a pretty JSON reads the summary, not `{`', async () => {
    const rs = await readResultSet(fixture('gungraun-summary-v6-pretty.json'), { format: 'iai-callgrind' });
    expect(rs.measurements.map((m) => m.key)).not.toContain('{');
    expect(new Set(rs.measurements.map((m) => m.metric))).not.toContain('"thread"');
    expect(rs.measurements).toHaveLength(12);
  });

  test('another summary version is refused by name', async () => {
    const v5 = repoFixtureText('iai-callgrind', 'gungraun-summary-v6.ndjson').replaceAll(
      '"version":"6"',
      '"version":"5"',
    );
    await expect(readResultSet(tempFile('v5.json', v5))).rejects.toThrow(
      /version "5".*only versions 6 and 7.*rerun with iai-callgrind ≥ 0.16/,
    );
    // A version after 7 is a layout not known here: a rerun would not help, the console output would.
    const v8 = repoFixtureText('iai-callgrind', 'gungraun-summary-fixture-v6.json').replace(
      '"version":"6"',
      '"version":"8"',
    );
    await expect(readResultSet(tempFile('v8.json', v8))).rejects.toThrow(
      /version "8".*only versions 6 and 7.*pass its console output/,
    );
  });

  test("version 7 (Gungraun ≥ 0.19.3; the Gungraun book's example): `data.total.metrics.<name>.values.new`", async () => {
    const rs = await readResultSet(fixture('gungraun-summary-docs-v7.json'));
    expect(rs.format).toBe('iai-callgrind');
    expect(rs.warnings).toEqual([]);
    const KEY = 'test_lib_bench_intro::fibonacci::bench_fibonacci_with_config';
    expect(rs.measurements).toHaveLength(22);
    expect(byKey(rs, KEY, 'instructions')).toMatchObject({ value: 687, attrs: { previous: 687 } });
    expect(byKey(rs, KEY, 'estimated cycles').value).toBe(1092);
    expect(byKey(rs, KEY, 'l1 hit rate')).toMatchObject({
      value: 99.59432048681542,
      direction: 'bigger-is-better',
    });
    // The same metric names as version 6 and the console: a v6 baseline pairs with a v7 candidate.
    const v6 = await readResultSet(fixture('gungraun-summary-fixture-v6.json'));
    const callgrind = (r: ResultSet) =>
      r.measurements
        .filter((m) => !m.metric.startsWith('dhat '))
        .map((m) => m.metric)
        .sort();
    expect(callgrind(rs)).toEqual(callgrind(v6));
  });

  test('JSON that is not a summary is refused with --format iai-callgrind, never read line by line', async () => {
    const other = tempFile('other.json', JSON.stringify({ thread: 1, float: 2.5, int: 3 }, null, 2));
    const error = await readResultSet(other, { format: 'iai-callgrind' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toMatch(/not iai-callgrind output/);
  });
});

// A summary written by a real run: Gungraun's own test fixture (README: "A real summary").
describe('a real Gungraun summary, version 6 (callgrind + DHAT)', () => {
  const KEY = 'test_lib_bench_iter::my_group::bench_allocation::measure_just_nested_setup_0';

  test.each(['gungraun-summary-fixture-v6.json', 'gungraun-summary-fixture-v6-pretty.json'])(
    '%s: detected without --format, 22 callgrind + 11 DHAT totals, console names',
    async (file) => {
      const rs = await readResultSet(fixture(file));
      expect(rs.format).toBe('iai-callgrind');
      expect(rs.warnings).toEqual([]);
      expect(rs.measurements).toHaveLength(33);
      expect(new Set(rs.measurements.map((m) => m.key))).toEqual(new Set([KEY]));
      expect(byKey(rs, KEY, 'instructions')).toMatchObject({ value: 56, attrs: { previous: 56 } });
      expect(byKey(rs, KEY, 'estimated cycles').value).toBe(184);
      expect(byKey(rs, KEY, 'll hits').value).toBe(0);
      expect(byKey(rs, KEY, 'l1 hit rate')).toMatchObject({
        value: 96.34146341463415,
        unit: '%',
        direction: 'bigger-is-better',
      });
      expect(byKey(rs, KEY, 'i1 miss rate').direction).toBe('smaller-is-better');
      expect(byKey(rs, KEY, 'dhat total bytes')).toMatchObject({ value: 8, unit: 'B' });
      expect(byKey(rs, KEY, 'dhat total lifetimes').value).toBe(175);
      expect(byKey(rs, KEY, 'dhat writes bytes').value).toBe(16);
    },
  );

  test('with --format iai-callgrind the pretty summary is read as a summary (brackets inside strings too)', async () => {
    const rs = await readResultSet(fixture('gungraun-summary-fixture-v6-pretty.json'), {
      format: 'iai-callgrind',
    });
    expect(rows(rs)).toEqual(rows(await readResultSet(fixture('gungraun-summary-fixture-v6.json'))));
  });
});

describe('Gungraun console layouts (outputs printed in the Gungraun book)', () => {
  test("--nocapture: the benchmark's own output between its id and `- end of stdout/stderr` is not part of the key", async () => {
    const rs = await readResultSet(fixture('gungraun-docs-nocapture.txt'));
    expect(rs.warnings).toEqual([]);
    expect(rows(rs)).toEqual([
      ['my_benchmark::my_group::bench_library some_id:10', 'instructions', 851],
      ['my_benchmark::my_group::bench_library some_id:10', 'l1 hits', 1193],
      ['my_benchmark::my_group::bench_library some_id:10', 'll hits', 5],
      ['my_benchmark::my_group::bench_library some_id:10', 'ram hits', 66],
      ['my_benchmark::my_group::bench_library some_id:10', 'total read+write', 1264],
      ['my_benchmark::my_group::bench_library some_id:10', 'estimated cycles', 3528],
    ]);
  });

  test.each([
    ['gungraun-docs-dhat-only.txt', 8],
    ['gungraun-docs-dhat-after-callgrind.txt', 14],
    ['gungraun-docs-cache-misses.txt', 22],
    ['gungraun-docs-threads.txt', 6],
    ['gungraun-docs-compare-by-id.txt', 36],
    ['gungraun-docs-baselines.txt', 6],
    ['gungraun-docs-regressions.txt', 6],
  ])('%s is detected without --format and read whole (%i values, no warning)', async (file, count) => {
    const rs = await readResultSet(fixture(file));
    expect(rs.format).toBe('iai-callgrind');
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements).toHaveLength(count);
    // Never two values for one benchmark and metric (per-thread parts and comparisons are not results).
    const ids = rs.measurements.map((m) => `${m.key} ${m.metric}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('DHAT first or after CALLGRIND: the same names (`dhat total bytes`)', async () => {
    const only = await readResultSet(fixture('gungraun-docs-dhat-only.txt'));
    expect(byKey(only, 'lib_bench_find_primes::my_group::bench_library', 'dhat total bytes')).toMatchObject({
      value: 11456,
      unit: 'B',
    });
    const both = await readResultSet(fixture('gungraun-docs-dhat-after-callgrind.txt'));
    expect(both.measurements.filter((m) => m.metric.startsWith('dhat ')).length).toBe(8);
    expect(
      byKey(both, 'lib_bench_dhat::my_group::bench_library worst_case_3:vec! [3, 2, 1]', 'dhat reads bytes')
        .value,
    ).toBe(24);
  });

  test('the same numbers with the DHAT section first pair all 28 metrics', async () => {
    const text = repoFixtureText('iai-callgrind', 'gungraun-with-dhat.txt');
    // Each benchmark's CALLGRIND block (header + 6 lines) moved after its DHAT block (header + 8 lines).
    const swapped = text.replace(
      /( {2}=+ CALLGRIND =+\n(?: {2}[^=\n][^\n]*\n){6})( {2}=+ DHAT =+\n(?: {2}[^=\n][^\n]*\n){8})/g,
      '$2$1',
    );
    expect(swapped).not.toBe(text);
    const a = await readResultSet(fixture('gungraun-with-dhat.txt'));
    const b = await readResultSet(tempFile('dhat-first.txt', swapped));
    const sorted = (rs: ResultSet) => rows(rs).map(String).sort();
    expect(a.measurements).toHaveLength(28);
    expect(sorted(b)).toEqual(sorted(a));
  });

  test('old `L2 Hits` and current `LL Hits` are one metric', async () => {
    const old = await readResultSet(fixture('gungraun-delta.txt'));
    expect(old.measurements.filter((m) => m.metric === 'll hits')).toHaveLength(2);
  });
});

// Bencher's inputs for its Gungraun adapters (README: bencher/), with the truth its own tests assert.
describe("Bencher's Gungraun JSON and console inputs", () => {
  const bencher = (file: string) => repoFixture('iai-callgrind', 'bencher', `${file}.txt`);
  const values = (rs: ResultSet, key: string) =>
    Object.fromEntries(rs.measurements.filter((m) => m.key === key).map((m) => [m.metric, m.value]));
  const PLAY = 'play_game::bench_play_game_group::bench_play_game_100';

  test('NDJSON among cargo lines: two benchmarks, callgrind + DHAT and memcheck', async () => {
    const rs = await readResultSet(bencher('json_multiple_benchmarks'));
    expect(values(rs, `${PLAY}::first_id`)).toEqual({
      'd1 miss rate': 0.1,
      d1mr: 6,
      'dhat at t-end blocks': 1,
    });
    expect(values(rs, `${PLAY}::second_id`)).toEqual({
      'memcheck contexts': 0,
      'memcheck errors': 1,
      'memcheck suppressed contexts': 2,
      'memcheck suppressed errors': 3,
    });
  });

  test.each(['json_pretty_mixed_foreign_ndjson', 'json_truncated_pretty_then_ndjson'])(
    '%s: a pretty summary among foreign JSON, or cut short before NDJSON lines, reads its values',
    async (file) => {
      const rs = await readResultSet(bencher(file));
      expect(values(rs, `${PLAY}::some_id`)).toEqual({ 'd1 miss rate': 0.1, d1mr: 6 });
    },
  );

  test('two pretty summaries one after another', async () => {
    const rs = await readResultSet(bencher('json_pretty_two_callgrind'));
    expect(values(rs, `${PLAY}::first`)).toEqual({ 'd1 miss rate': 0.1, d1mr: 6 });
    expect(values(rs, `${PLAY}::second`)).toEqual({ 'd1 miss rate': 0.2, d1mr: 7 });
  });

  test('all DHAT metrics keep one name each; a summary of version 5 is refused by name', async () => {
    const dhat = await readResultSet(bencher('json_one_dhat_all_metrics'));
    expect(dhat.measurements).toHaveLength(13);
    expect(dhat.measurements.every((m) => m.metric.startsWith('dhat '))).toBe(true);
    await expect(readResultSet(bencher('json_not_v6'))).rejects.toThrow(/version "5"/);
  });

  test.each([
    ['memcheck', 9, 'memcheck errors'],
    ['helgrind', 9, 'helgrind errors'],
    ['drd', 9, 'drd errors'],
    ['without-cachesim', 2, 'instructions'],
    ['callgrind-mixed-order', 6, 'dr'],
    ['callgrind-ll-hits', 4, 'll hits'],
    ['dhat-then-callgrind', 28, 'dhat total bytes'],
  ])('console %s: detected by its layout without --format (%i values, %s)', async (file, count, metric) => {
    const rs = await readResultSet(bencher(file));
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements).toHaveLength(count);
    expect(rs.measurements.some((m) => m.metric === metric)).toBe(true);
  });

  test('DHAT first (Bencher) and DHAT after CALLGRIND (Bencher) give the same 28 names and values', async () => {
    const first = await readResultSet(bencher('dhat-then-callgrind'));
    const after = await readResultSet(fixture('gungraun-with-dhat.txt'));
    const sorted = (rs: ResultSet) => rows(rs).map(String).sort();
    expect(sorted(first)).toEqual(sorted(after));
  });
});
