import { parseIaiCallgrind } from '../../../src/formats/micro/iai-callgrind.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';

const SHORT = 'rust_iai_callgrind::bench_fibonacci_group::bench_fibonacci short:10';
const LONG = 'rust_iai_callgrind::bench_fibonacci_group::bench_fibonacci long:30';
const read = (file: string) => parseIaiCallgrind(repoFixtureText('iai-callgrind', file));

describe('iai-callgrind / Gungraun', () => {
  test('README truth: NEW|OLD lines, counts with error 0, the old value kept', () => {
    const rs = read('gungraun-delta.txt');
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements).toHaveLength(12);
    const m = byKey(rs, SHORT, 'instructions');
    expect(m).toMatchObject({ value: 1734, unit: 'count', direction: 'smaller-is-better', error: 0 });
    expect(m.attrs).toEqual({ previous: 1650 });
    expect((100 * (m.value - m.attrs!.previous)) / m.attrs!.previous).toBeCloseTo(5.0909, 4);
    expect(m.params).toEqual({ short: '10' });
    expect(byKey(rs, LONG, 'estimated cycles').value).toBe(35638724);
  });

  test('the Regressions summary is not read as results', () => {
    const rs = read('gungraun-with-summary-and-regressions.txt');
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements.map((m) => [m.key, m.metric, m.value])).toEqual(
      read('gungraun-delta.txt').measurements.map((m) => [m.key, m.metric, m.value]),
    );
  });

  test('tool sections name their metrics; bytes are bytes; colour codes do not matter', () => {
    const dhat = read('gungraun-with-dhat.txt');
    expect(dhat.measurements).toHaveLength(28);
    expect(byKey(dhat, LONG, 'dhat total bytes')).toMatchObject({ value: 26294939, unit: 'B' });
    expect(byKey(dhat, SHORT, 'instructions').value).toBe(1734);
    const plain = read('gungraun-without-optional-metrics.txt').measurements;
    expect(read('gungraun-ansi-escapes.txt').measurements).toEqual(plain);
    expect(plain.every((m) => m.attrs === undefined)).toBe(true);
  });

  test('the original iai and a log with a comment line above the first id', () => {
    expect(byKey(read('iai-two.txt'), 'bench_fibonacci_long', 'instructions').value).toBe(26214735);
    const typst = read('typst-del-f-canvas.log');
    expect(new Set(typst.measurements.map((m) => m.key)).size).toBe(9);
    expect(byKey(typst, 'bench_setup', 'instructions').value).toBe(5153027);
  });

  test('rates are percentages; a value line before any id, or without a number, is counted', () => {
    const rs = parseIaiCallgrind(
      '  Instructions: 12\nbench\n  L1 Hit Rate:  98.5|N/A\n  D1 Miss Rate: 1.5\n  RAM Hits: ?\n',
    );
    expect(byKey(rs, 'bench', 'l1 hit rate')).toMatchObject({ unit: '%', direction: 'bigger-is-better' });
    expect(byKey(rs, 'bench', 'd1 miss rate').direction).toBe('smaller-is-better');
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-line', count: 2, firstLine: 1 })]);
  });

  test('typst pair through the CLI: a +3.1 % instruction count is a regression, −0.006 % is not', async () => {
    const { verdicts } = await compareFiles(
      repoFixture('iai-callgrind', 'typst-del-f-canvas.log'),
      repoFixture('iai-callgrind', 'typst-par-s-canvas.log'),
    );
    expect(verdicts['bench_setup instructions']).toBe('regression');
    expect(verdicts['bench_eval instructions']).toBe('no-change');
  });

  test('identical callgrind counts are no change', async () => {
    const { cmp } = await compareFiles(
      repoFixture('iai-callgrind', 'gungraun-without-optional-metrics.txt'),
      repoFixture('iai-callgrind', 'gungraun-with-dhat.txt'),
    );
    const both = cmp.benchmarks.filter((b) => b.baseline && b.candidate);
    expect(both).toHaveLength(12);
    expect(new Set(both.map((b) => b.verdict))).toEqual(new Set(['no-change']));
    for (const f of ['gungraun-delta.txt', 'iai-two.txt', 'typst-par-s-canvas.log'])
      expect((await readResultSet(repoFixture('iai-callgrind', f))).format).toBe('iai-callgrind');
  });
});
