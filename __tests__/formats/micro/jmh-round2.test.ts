import { parseJmhJson } from '../../../src/formats/micro/jmh-json.js';
import { jmhDenseNames } from '../../../src/formats/micro/jmh-names.js';
import { parseJmhText } from '../../../src/formats/micro/jmh-text.js';
import { normalizeUnit } from '../../../src/formats/micro/units.js';
import { fixtureText, keysOf } from './fixture-support.js';
import { repoFixtureText } from './repo-fixtures.js';

// Issue 19 on JMH's real output (shared fixtures jmh/baseline.*, JMH 1.37), changed only where a test says how:
// class 3 (the direction comes from the unit) and class 4 (names that never collide).

const json = fixtureText('jmh', 'baseline.json');
const text = fixtureText('jmh', 'baseline.txt');

describe('class 3: direction from the unit', () => {
  test('thrpt with a time-per-op unit is a time, smaller is better, with a warning (JSON and text)', () => {
    // The first benchmark's unit rewritten to `s/op` (its mode stays `thrpt`).
    const jsonSop = json.replace('"scoreUnit" : "ops/s"', '"scoreUnit" : "s/op"');
    const rs = parseJmhJson(jsonSop);
    const first = rs.measurements.find(
      (m) => m.key === 'ScheduledTaskQueueCancelBenchmark.cancelInOrder num=100',
    )!;
    expect(first).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(rs.warnings.map((w) => [w.code, w.count])).toEqual([['mode-unit-contradiction', 1]]);
    expect(rs.warnings[0].message).toMatch(/mode says throughput.*unit 's\/op' is a time/);
    // The others keep their mode's reading.
    expect(rs.measurements.filter((m) => m.direction === 'bigger-is-better')).toHaveLength(7);

    const row = /^ScheduledTaskQueueCancelBenchmark\.cancelInOrder\s+100\s+thrpt.*ops\/s$/m;
    const textSop = text.replace(row, (line) => line.replace(/ops\/s$/, ' s/op'));
    expect(textSop).not.toBe(text);
    const t = parseJmhText(textSop);
    expect(t.measurements.filter((m) => m.direction === 'smaller-is-better').map((m) => m.metric)).toEqual([
      'time',
    ]);
    expect(t.warnings.map((w) => w.code)).toContain('mode-unit-contradiction');
  });

  test('the unmodified files raise no contradiction', () => {
    expect(parseJmhJson(json).warnings).toEqual([]);
    expect(parseJmhText(text).warnings.map((w) => w.code)).not.toContain('mode-unit-contradiction');
  });
});

describe("class 4: JMH's dense names, params kept", () => {
  test('jmhDenseNames follows ClassUtils.denseClassNames: a shared package is dropped, a cut one abbreviated', () => {
    expect([...jmhDenseNames(['bench.A.x', 'bench.B.y']).values()]).toEqual(['A.x', 'B.y']);
    expect([...jmhDenseNames(['org.a.Foo.bar', 'org.b.Foo.bar']).values()]).toEqual([
      'o.a.Foo.bar',
      'o.b.Foo.bar',
    ]);
    expect([...jmhDenseNames(['Foo.bar']).values()]).toEqual(['Foo.bar']);
  });

  test('the same class and method in two packages stay two keys, and JSON and text agree', () => {
    // The cancelInReverseOrder runs moved to a package `other`, the cancelInOrder ones to `bench.mine`, and both
    // methods renamed `cancel`: six (here eight) runs of one Class.method used to collapse into two keys.
    const moved = (s: string) =>
      s
        .replace(
          /bench\.ScheduledTaskQueueCancelBenchmark\.cancelInOrder/g,
          'bench.mine.ScheduledTaskQueueCancelBenchmark.cancel',
        )
        .replace(
          /bench\.ScheduledTaskQueueCancelBenchmark\.cancelInReverseOrder/g,
          'bench.other.ScheduledTaskQueueCancelBenchmark.cancel',
        );
    const rs = parseJmhJson(moved(json));
    const keys = keysOf(rs);
    expect(new Set(keys).size).toBe(8);
    expect(keys).toContain('b.mine.ScheduledTaskQueueCancelBenchmark.cancel num=100');
    expect(keys).toContain('b.other.ScheduledTaskQueueCancelBenchmark.cancel num=100000');

    // The text table prints JMH's dense names; the `# Benchmark:` headers print them whole.
    const movedText = moved(text)
      .replace(
        /^ScheduledTaskQueueCancelBenchmark\.cancelInOrder /gm,
        'b.mine.ScheduledTaskQueueCancelBenchmark.cancel ',
      )
      .replace(
        /^ScheduledTaskQueueCancelBenchmark\.cancelInReverseOrder/gm,
        'b.other.ScheduledTaskQueueCancelBenchmark.cancel',
      );
    const t = parseJmhText(movedText);
    expect(keysOf(t)).toEqual(keys);
    // Samples still come from the right run blocks.
    expect(t.measurements.every((m) => (m.samples?.length ?? 0) === 3)).toBe(true);
  });
});

describe('class 3 on a real perfnorm table (JMH ≥ 1.36, __fixtures__/jmh/penna-mdc-perfnorm.txt)', () => {
  const perfnorm = parseJmhText(repoFixtureText('jmh', 'penna-mdc-perfnorm.txt'));
  const small = 'MdcAdapterPerformanceTest.recreateMdc size=8 target=Penna';

  test('IPC (insns/clk) is bigger-is-better, its inverse CPI and every per-op counter smaller-is-better', () => {
    const ipc = perfnorm.measurements.find((m) => m.key === small && m.metric === 'IPC')!;
    expect(ipc).toMatchObject({ value: 3.241, direction: 'bigger-is-better' });
    const cpi = perfnorm.measurements.find((m) => m.key === small && m.metric === 'CPI')!;
    expect(cpi).toMatchObject({ value: 0.309, direction: 'smaller-is-better' });
    const bigger = perfnorm.measurements.filter((m) => m.direction === 'bigger-is-better');
    expect(bigger.map((m) => m.metric)).toEqual(['IPC', 'IPC']);
    const time = perfnorm.measurements.find((m) => m.key === small && m.metric === 'time')!;
    expect(time.value).toBeCloseTo(0.278e-6, 12);
  });

  test("the profilers' NaN --- rows (:asm, :jfr) are skipped without a warning; every other row is read", () => {
    expect(perfnorm.warnings).toEqual([]);
    // 26 rows per benchmark: the score and 25 secondary metrics, less :asm and :jfr.
    expect(perfnorm.measurements).toHaveLength(2 * 24);
    expect(perfnorm.measurements.some((m) => /asm|jfr/.test(m.metric))).toBe(false);
  });

  test('the unit decides wherever it appears: insns/clk is bigger-is-better, clks/insn smaller', () => {
    expect(normalizeUnit('insns/clk').direction).toBe('bigger-is-better');
    expect(normalizeUnit('clks/insn').direction).toBe('smaller-is-better');
  });
});
