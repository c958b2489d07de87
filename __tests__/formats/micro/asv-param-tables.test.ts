import type { ResultSet } from '../../../src/core/model.js';
import { paramRepr, readParamTable } from '../../../src/formats/micro/asv-param-table.js';
import { detectAsvConsole, parseAsvConsole } from '../../../src/formats/micro/asv-console.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey } from './fixture-support.js';
import { compareFiles, repoFixture } from './repo-fixtures.js';

// Issue 19, second pass: the tables `asv run` prints under a parameterized benchmark are read, one item per
// parameter combination, named `name(p1, p2)` with each value's Python repr, as asv's result JSON and `asv compare`
// name them. Real outputs (__fixtures__/asv/README.md says where each came from).

const asv = (file: string) => readResultSet(repoFixture('asv', file));
const codes = (rs: ResultSet) => Object.fromEntries(rs.warnings.map((w) => [w.code, w.count]));
/** The values of a file read without a warning, by key. */
async function cleanValues(file: string): Promise<Record<string, number>> {
  const rs = await asv(file);
  expect(rs.warnings).toEqual([]);
  return Object.fromEntries(rs.measurements.map((m) => [m.key, m.value]));
}

describe('asv run: parameter tables', () => {
  test('one parameter down the rows, and two with the last across the columns (imas-python docs)', async () => {
    const rs = await asv('console-run-params-imas.txt');
    expect(rs.warnings).toEqual([]);
    // 2 values of hli, then 2 hli × 3 backends; the backends are ints (kept bare), the hli strings (quoted back).
    expect(rs.measurements.map((m) => m.key)).toEqual([
      "core_profiles.Generate.time_create_core_profiles('imas')",
      "core_profiles.Generate.time_create_core_profiles('imaspy')",
      "core_profiles.Get.time_get('imas', 13)",
      "core_profiles.Get.time_get('imas', 14)",
      "core_profiles.Get.time_get('imas', 11)",
      "core_profiles.Get.time_get('imaspy', 13)",
      "core_profiles.Get.time_get('imaspy', 14)",
      "core_profiles.Get.time_get('imaspy', 11)",
    ]);
    const generate = byKey(rs, "core_profiles.Generate.time_create_core_profiles('imas')");
    // 22.9±0.4μs: the median, ± half the interquartile range.
    expect(generate).toMatchObject({ unit: 's', direction: 'smaller-is-better', center: 'median' });
    expect(generate.value).toBeCloseTo(22.9e-6, 15);
    expect(generate.attrs?.halfIqr).toBeCloseTo(0.4e-6, 15);
    const get = byKey(rs, "core_profiles.Get.time_get('imaspy', 11)");
    expect(get.value).toBeCloseTo(0.364, 12);
    expect(get.params).toEqual({ param1: "'imaspy'", param2: '11' });
    expect(byKey(rs, "core_profiles.Get.time_get('imas', 14)").value).toBeCloseTo(0.0702, 12);
  });

  test('two column parameters joined by ` / `, in a paste whose rows are shifted from the rule (scikit-mine docs)', async () => {
    // params = ([20], [.4, .6], [False, True]) in asv's order: n_transactions down, density / pruning across.
    expect(await cleanValues('console-run-params-scikit-mine.txt')).toEqual({
      'slim.SLIMBench.time_fit(20, 0.4, False)': 0.329,
      'slim.SLIMBench.time_fit(20, 0.4, True)': 0.619,
      'slim.SLIMBench.time_fit(20, 0.6, False)': 0.371,
      'slim.SLIMBench.time_fit(20, 0.6, True)': 1.21,
    });
  });

  test('asv 0.2 (issue #671): `Running <name>  ok`, then the table under a line of four dots', async () => {
    expect(await cleanValues('console-run-params-issue671.txt')).toEqual({
      'model.Dipole.time_dipole_time(None)': 0.13911,
      "model.Dipole.time_dipole_time('freq')": 0.32262,
      "model.Dipole.time_dipole_time('off')": expect.closeTo(0.13909, 12) as number,
    });
  });

  test('no `ok` on the name line, rows indented by a 9-character progress prefix (mujoco_warp README)', async () => {
    const rs = await asv('console-run-params-mujoco-warp.txt');
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements).toHaveLength(7);
    expect(byKey(rs, "benchmark.AlohaPot.time_function('collision')").value).toBeCloseTo(365e-9, 18);
    expect(byKey(rs, "benchmark.AlohaPot.time_function('step')").value).toBeCloseTo(1.9e-6, 15);
  });

  test('track_ values, a setup_cache line, and a table the README cut short with `...`', async () => {
    const rs = await asv('console-run-params-mujoco-warp-track.txt');
    // The 13 rows printed before `...`; `Setting up benchmark:85  ok` is no benchmark.
    expect(rs.measurements).toHaveLength(13);
    expect(codes(rs)).toEqual({ 'assumed-direction': 13 });
    expect(byKey(rs, "benchmark.ApptronikApolloFlat.track_metric('device_memory_allocated')")).toMatchObject({
      value: 887095296,
      unit: 'count',
    });
    expect(
      byKey(rs, "benchmark.ApptronikApolloFlat.track_metric('step.forward.fwd_position.collision')").value,
    ).toBe(6.07399994669322);
  });

  test('two rows that print alike (a later revision of the imas-python docs) are not read: no value is guessed', async () => {
    await expect(asv('console-run-params-imas-collision.txt')).rejects.toThrow(
      /holds no results \(two parameter combinations of a table print alike, so their values cannot be told apart: neither was read\. \(2×\)\)/,
    );
  });

  test('a table with no benchmark line above it (spatialdata README) is refused, not keyed by a guess', async () => {
    await expect(asv('console-run-params-spatialdata-noname.txt')).rejects.toThrow(
      /holds no results \(a parameter table has no benchmark line above it, so its values have no name: it was not read\. \(1×\)\)/,
    );
  });

  test('through compare, each parameter combination is a benchmark of its own', async () => {
    const base = repoFixture('asv', 'console-run-params-issue671.txt');
    const { cmp } = await compareFiles(base, base);
    expect(cmp.benchmarks.map((b) => b.key).sort()).toEqual([
      "model.Dipole.time_dipole_time('freq')",
      "model.Dipole.time_dipole_time('off')",
      'model.Dipole.time_dipole_time(None)',
    ]);
  });
});

// asv's own test of its table formatter (test/test_results.py, `test_table_formatting`, asv commit 7032df70): the
// exact tables asv prints, with a failed and a skipped (`n/a`) cell, parameters across and down.
describe("asv's table formatter's own expectations", () => {
  const read = (table: string) => readParamTable(table.split('\n'), 0, 0);
  const shown = (t: ReturnType<typeof read>) => t.cells.map((c) => `${c.params.join(', ')} = ${c.value}`);
  // The six cells of params [['a', 'b', 'c'], [[1], [2]]] in asv's order, whichever way the table is laid out.
  const TWO_PARAMS = [
    "'a', [1] = 1.00s",
    "'a', [2] = 2.00s",
    "'b', [1] = failed",
    "'b', [2] = 4.00s",
    "'c', [1] = 5.00s",
    "'c', [2] = n/a",
  ];

  test('one parameter', () => {
    const t = read(
      '======== ==========\n param1            \n-------- ----------\n   a      1.00±3μs \n   b      2.00±2μs \n   c      3.00±1μs \n======== ==========',
    );
    expect(t.problem).toBeUndefined();
    expect(shown(t)).toEqual(["'a' = 1.00±3μs", "'b' = 2.00±2μs", "'c' = 3.00±1μs"]);
  });

  test("param2 across: the cells in asv's order, `failed` and `n/a` kept for the reader to count", () => {
    const t = read(
      '======== ======== =======\n--            param2     \n-------- ----------------\n param1    [1]      [2]  \n======== ======== =======\n   a      1.00s    2.00s \n   b      failed   4.00s \n   c      5.00s     n/a  \n======== ======== =======',
    );
    expect(t.end).toBe(8);
    expect(shown(t)).toEqual(TWO_PARAMS);
  });

  test('both parameters down the rows (a narrow terminal): the same cells', () => {
    const t = read(
      '======== ======== ========\n param1   param2          \n-------- -------- --------\n   a       [1]     1.00s  \n   a       [2]     2.00s  \n   b       [1]     failed \n   b       [2]     4.00s  \n   c       [1]     5.00s  \n   c       [2]      n/a   \n======== ======== ========',
    );
    expect(shown(t)).toEqual(TWO_PARAMS);
  });

  test('a value gets its quotes back unless it is a Python literal or repr', () => {
    expect(
      ['imas', '13', '-1.5e-3', 'None', 'True', '(16, 16)', '[1]', 'dtype(float64)', 'numpy.int16'].map(
        paramRepr,
      ),
    ).toEqual([
      "'imas'",
      '13',
      '-1.5e-3',
      'None',
      'True',
      '(16, 16)',
      '[1]',
      'dtype(float64)',
      "'numpy.int16'",
    ]);
  });
});

// The 1M-case fuzz (seed 351522332) found `| Change ` with no second cell crashing the Markdown header check.
test('a `| Change` line with too few cells is no comparison header, and no crash', () => {
  expect(detectAsvConsole('\\ll ben-hmarks:\r\n\r\n| Change \n')).toBe(0);
  expect(parseAsvConsole('| Change \n').measurements).toEqual([]);
});
