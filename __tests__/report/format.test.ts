// Counts are grouped by hand (toLocaleString's first call loads ICU): the result must be what en-US writes.
import { mulberry32 } from '../../src/core/stats/random.js';
import { groupThousands } from '../../src/core/number-text.js';
import { formatCount, layoutColumns } from '../../src/report/format.js';

describe('groupThousands', () => {
  it('writes every integer as en-US toLocaleString does', () => {
    const values = [
      1,
      12,
      123,
      999,
      1000,
      9999,
      12345,
      123456,
      999999,
      1000000,
      18018,
      1234567890,
      2 ** 53 - 1,
    ];
    const random = mulberry32(7);
    for (let k = 0; k < 200; k++) values.push(Math.floor(random() * 10 ** (k % 16)));
    for (const v of values) {
      expect(groupThousands(v)).toBe(v.toLocaleString('en-US'));
      expect(groupThousands(-v)).toBe(v === 0 ? '0' : (-v).toLocaleString('en-US'));
    }
  });

  it('hands what is not a plain integer to toLocaleString', () => {
    expect(groupThousands(Number.NaN)).toBe('NaN');
    expect(groupThousands(Infinity)).toBe(Infinity.toLocaleString('en-US'));
    expect(groupThousands(1e21)).toBe((1e21).toLocaleString('en-US'));
  });
});

describe('formatCount', () => {
  it('rounds, then groups', () => {
    expect(formatCount(18017.6)).toBe('18,018');
    expect(formatCount(0.4)).toBe('0');
    expect(formatCount(-1234.5)).toBe('-1,234');
  });
});

describe('layoutColumns within a width', () => {
  const header = ['cut', 'n', 'verdict'];
  const rows = [
    ['all', '10', 'no-change'],
    ['a label far too long to share its line', '5', 'improvement'],
  ];

  it('lays out a table that fits exactly as without a width', () => {
    expect(layoutColumns(header, rows, undefined, 80)).toEqual(layoutColumns(header, rows));
  });

  it('puts labels too long for the first column on their own line', () => {
    const lines = layoutColumns(header, rows, undefined, 24);
    expect(lines).toEqual([
      'cut       n      verdict',
      'all      10    no-change',
      'a label far too long to share its line',
      '          5  improvement',
    ]);
    expect(Math.max(...lines.slice(0, 2).map((l) => l.length))).toBe(24);
  });

  it('wraps a free-text last column under itself before the first column gives way', () => {
    const lines = layoutColumns(
      ['block', 'Δ%', 'sets'],
      [['23648005', '-32.3%', 'first-long-set-name, second-long-set-name']],
      ['left', 'right', 'left'],
      40,
    );
    expect(lines).toEqual([
      'block         Δ%  sets',
      '23648005  -32.3%  first-long-set-name,',
      '                  second-long-set-name',
    ]);
  });
});
