import { UserError } from '../../../src/core/errors.js';
import { parseGenericCsv, parseGenericJson } from '../../../src/formats/micro/generic.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey, fixturePath, fixtureText } from './fixture-support.js';

describe('generic CSV', () => {
  const text = fixtureText('synthetic', 'nethermind-throttled-truth.csv');
  const rows = text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
  const header = text.split('\n')[0].split(',');
  const col = (name: string) => header.indexOf(name);

  test('user-named key and value columns; a known unit is converted; other numbers become attrs', () => {
    const rs = parseGenericCsv(text, { keyColumn: 'block', valueColumn: 'true_ms', unit: 'ms' }, 'truth.csv');
    expect(rs.format).toBe('generic-csv');
    expect(rs.measurements).toHaveLength(rows.length);
    const first = rows[0];
    const m = byKey(rs, first[col('block')]);
    expect(m).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(m.value).toBeCloseTo(Number(first[col('true_ms')]) / 1000, 12);
    expect(m.attrs!.tx_count).toBe(Number(first[col('tx_count')]));
  });

  test('rows with an empty value cell are counted, with the first line number', () => {
    const empty = rows.map((r, i) => ({ i, v: r[col('control_ms')] })).filter((x) => x.v === '');
    expect(empty.length).toBeGreaterThan(0);
    const rs = parseGenericCsv(text, { keyColumn: 'block', valueColumn: 'control_ms' });
    expect(rs.measurements).toHaveLength(rows.length - empty.length);
    expect(rs.warnings).toEqual([
      expect.objectContaining({ code: 'empty-value', count: empty.length, firstLine: empty[0].i + 2 }),
    ]);
    // Without a unit the value is kept as-is, under the neutral metric name `value`.
    expect(rs.measurements[0]).toMatchObject({ metric: 'value', unit: '' });
  });

  test('quoted cells with thousands separators (Etherscan export)', () => {
    const rs = parseGenericCsv(fixtureText('etherscan', 'erc20-legacy-thousands.csv'), {
      keyColumn: 'Txhash',
      valueColumn: 'TokenValue',
      direction: 'bigger-is-better',
    });
    expect(rs.measurements.map((m) => m.value)).toContain(3067.671); // "3,067.671"
    expect(rs.measurements[0]).toMatchObject({ value: 9.04131276, direction: 'bigger-is-better' });
    expect(rs.measurements[0].attrs!.Blockno).toBe(4597036);
  });

  test('a missing column is a UserError listing the columns', () => {
    expect(() => parseGenericCsv(text, { keyColumn: 'block', valueColumn: 'ms' }, 'truth.csv')).toThrow(
      UserError,
    );
    expect(() => parseGenericCsv(text, { keyColumn: 'block', valueColumn: 'ms' }, 'truth.csv')).toThrow(
      /--value-column 'ms' is not a column of 'truth.csv' \(columns: block,/,
    );
  });
});

describe('generic JSON', () => {
  test('an array of objects, or the array inside an object (hyperfine results)', () => {
    const rs = parseGenericJson(fixtureText('hyperfine', 'pr.json'), {
      keyColumn: 'command',
      valueColumn: 'median',
      unit: 's',
    });
    expect(rs.measurements.map((m) => m.key)).toEqual([
      './bin/wcount data/small.txt',
      './bin/wcount data/large.txt',
    ]);
    expect(byKey(rs, './bin/wcount data/large.txt').value).toBeCloseTo(0.0089502615, 12);
  });

  test('readResultSet picks the generic reader when key and value columns are given', async () => {
    const rs = await readResultSet(fixturePath('custom-smaller-is-better', 'pr.json'), {
      keyColumn: 'name',
      valueColumn: 'value',
    });
    expect(rs.format).toBe('generic-json');
    expect(rs.measurements).toHaveLength(12);
    const csv = await readResultSet(fixturePath('synthetic', 'besu-truth.csv'), {
      keyColumn: 'block',
      valueColumn: 'test_ms',
      unit: 'ms',
    });
    expect(csv.format).toBe('generic-csv');
    expect(csv.measurements.length).toBeGreaterThan(9000);
  });

  test('auto-detected as a table without columns: the UserError says which flags to pass', async () => {
    await expect(readResultSet(fixturePath('synthetic', 'reth-truth.csv'))).rejects.toThrow(
      /needs --key-column and --value-column \(columns found: block, hash_prefix/,
    );
  });
});
