import { readResultSet } from '../../../src/formats/micro/index.js';
import { parseLuau } from '../../../src/formats/micro/luau.js';
import { byKey, keysOf } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';

describe('Luau bench output', () => {
  test('README truth: 3 benchmarks, ms → s, the ± std dev % as error, the table not read twice', () => {
    const rs = parseLuau(repoFixtureText('luau', 'gab-output.txt'));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual(['base64', 'chess', 'life']);
    const chess = byKey(rs, 'chess');
    expect(chess).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(chess.value).toBeCloseTo(0.06956, 12);
    expect(chess.error).toBeCloseTo(0.06956 * 0.00212, 12);
    expect(chess.config).toEqual({ driver: 'luau' });
  });

  test('a FAILED line and a garbled time are counted', () => {
    const text = repoFixtureText('luau', 'gab-output.txt')
      .replace('SUCCESS: chess', 'FAILED: chess')
      .replace('15.041ms +/-', '15.041 parsecs +/-');
    const rs = parseLuau(text);
    expect(keysOf(rs)).toEqual(['life']);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-line', count: 2, firstLine: 1 })]);
  });

  test('detected; the file compared with itself shows no regression', async () => {
    const file = repoFixture('luau', 'gab-output.txt');
    expect((await readResultSet(file)).format).toBe('luau');
    const { code, verdicts } = await compareFiles(file, file);
    expect(code).toBe(0);
    // One run per side: nothing is claimed, and between-run noise (not measured here) keeps "no change" open.
    expect(verdicts).toEqual({
      'base64 time': 'inconclusive',
      'chess time': 'inconclusive',
      'life time': 'inconclusive',
    });
  });
});
