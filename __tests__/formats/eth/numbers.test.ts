import {
  durationMs,
  groupedInt,
  groupedIntAt,
  groupedIntEnd,
  isFieldBoundary,
  NOT_PLAIN,
  numberStartBefore,
  plainDecimalBefore,
  scaledDecimal,
} from '../../../src/formats/eth/numbers.js';
import { mulberry32 } from '../../../src/core/stats/random.js';

const dec = (s: string, shift = 0, mark: 'either' | 'dot' = 'either') =>
  scaledDecimal(s, 0, s.length, shift, mark);
const dur = (s: string) => durationMs(s, 0, s.length);

/** A text of `minLength` to `maxLength` characters: a digit 60% of the time, else one of `alphabet`. */
function randomText(
  random: () => number,
  alphabet: readonly string[],
  minLength: number,
  maxLength: number,
): string {
  const length = minLength + Math.floor(random() * (maxLength - minLength + 1));
  let s = '';
  for (let i = 0; i < length; i++)
    s +=
      random() < 0.6 ? String(Math.floor(random() * 10)) : alphabet[Math.floor(random() * alphabet.length)];
  return s;
}

describe('exact decimal → ms', () => {
  test('seconds become whole ms without float noise', () => {
    expect(dec('1.002', 3)).toBe(1002);
    expect(dec('1.005', 3)).toBe(1005);
    expect(1.005 * 1000).not.toBe(1005); // the trap this avoids: 1004.9999999999999
    expect(dec('1.015', 3)).toBe(1015);
    expect(dec('0.188', 3)).toBe(188);
    expect(dec('0.001', 3)).toBe(1);
  });
  test('ms keep their decimals exactly as Number() reads them', () => {
    expect(dec('188.1')).toBe(188.1);
    expect(dec('134.0')).toBe(134);
    expect(dec('123,4')).toBe(123.4); // German locale decimal comma
  });
  test('.NET grouping with a dot decimal mark', () => {
    expect(dec('2,015.23', 0, 'dot')).toBe(2015.23);
    expect(dec('1,652.3', 0, 'dot')).toBe(1652.3);
  });
  test('not a number → NaN', () => {
    expect(dec('')).toBeNaN();
    expect(dec('1.2.3')).toBeNaN();
    expect(dec('12a')).toBeNaN();
  });
});

describe('grouped integers in any locale', () => {
  test.each([
    ['23,640,000', 23640000],
    ['23.640.000', 23640000],
    ["23'640'000", 23640000],
    ['23\u00a0640\u00a0000', 23640000],
    ['23\xc2\xa0640\xc2\xa0000', 23640000], // NBSP as Latin-1-decoded UTF-8 bytes
    ['161', 161],
  ])('%s', (s, v) => expect(groupedInt(s, 0, s.length)).toBe(v));
  test('rejects text', () => expect(groupedInt('12x', 0, 3)).toBeNaN());

  test('groupedIntAt: the end groupedIntEnd finds and the integer groupedInt reads there, in one walk', () => {
    const random = mulberry32(31);
    // Digits, every separator groupedInt knows (NBSP and NNBSP also as Latin-1-decoded UTF-8), and others.
    const alphabet = [..."079,,.'_ x#", '\xa0', '\xc2', '\xe2\x80\xaf', '\u202f'];
    const into = { groupedInt: NaN };
    for (let k = 0; k < 20_000; k++) {
      const s = randomText(random, alphabet, 0, 23);
      for (const start of [0, Math.floor(random() * (s.length + 1))]) {
        const end = groupedIntEnd(s, start);
        into.groupedInt = NaN;
        expect([s, start, groupedIntAt(s, start, into)]).toEqual([s, start, end]);
        if (end > start) expect([s, start, into.groupedInt]).toEqual([s, start, groupedInt(s, start, end)]);
      }
    }
    expect(groupedIntAt('#23,640,000  (', 1, into)).toBe(11);
    expect(into.groupedInt).toBe(23640000);
    expect(groupedIntAt('#9007199254740993123,4 ', 1, into)).toBe(22);
    expect(into.groupedInt).toBe(groupedInt('#9007199254740993123,4 ', 1, 22));
  });
});

describe('Go and Rust durations', () => {
  test.each([
    ['188.123ms', 188.123],
    ['"850.123µs"', 0.850123],
    ['850.123us', 0.850123],
    ['"850.123\xc2\xb5s"', 0.850123], // µ as Latin-1-decoded UTF-8 bytes
    ['1m2.345s', 62345],
    ['2m22.439s', 142439],
    ['1h0m0s', 3600000],
    ['1.785470248s', 1785.470248],
    ['126.897962ms', 126.897962],
    ['235.075µs', 0.235075],
    ['123ns', 0.000123],
    ['3s', 3000],
    ['0s', 0],
  ])('%s', (s, v) => expect(dur(s)).toBe(v));
  test('not a duration → NaN', () => {
    expect(dur('12')).toBeNaN();
    expect(dur('1.5x')).toBeNaN();
    expect(dur('')).toBeNaN();
  });
});

describe('plainDecimalBefore', () => {
  /** What timeBefore and Besu's Mgas/s read the general way: the number that ends at `end`. */
  const general = (s: string, end: number, shift: number, fieldStart: boolean): number => {
    const start = numberStartBefore(s, end);
    if (fieldStart && (start === end || !isFieldBoundary(s.charCodeAt(start - 1)))) return NaN;
    return scaledDecimal(s, start, end, shift);
  };

  test('gives what the general readers give wherever it answers, and answers for plain decimals', () => {
    const random = mulberry32(30);
    const alphabet = [
      '0',
      '1',
      '5',
      '9',
      '.',
      '.',
      ',',
      ' ',
      '|',
      '"',
      'x',
      "'",
      '_',
      '\xa0',
      '\xc2',
      '#',
      '-',
    ];
    let answered = 0;
    for (let k = 0; k < 20_000; k++) {
      const s = randomText(random, alphabet, 1, 12);
      for (const shift of [0, 3, -3])
        for (const fieldStart of [false, true]) {
          const plain = plainDecimalBefore(s, s.length, shift, fieldStart);
          if (plain === NOT_PLAIN) continue;
          answered++;
          expect([s, shift, fieldStart, plain]).toEqual([
            s,
            shift,
            fieldStart,
            general(s, s.length, shift, fieldStart),
          ]);
        }
    }
    expect(answered).toBeGreaterThan(20_000);
    for (const [s, shift, value] of [
      ['| 120.75', 0, 120.75],
      [' 188.1', 0, 188.1],
      ['|1.002', 3, 1002],
      ['x 0.3', 3, 300],
      ['12345678901234', 0, 12345678901234],
    ] as const)
      expect(plainDecimalBefore(s, s.length, shift, true)).toBe(value);
    for (const s of ['1,234.5', '.5', '1.2.3', '1234567890123456', ' ', '1\xa0234'])
      expect(plainDecimalBefore(s, s.length, 0, false)).toBe(NOT_PLAIN);
    expect(plainDecimalBefore('13#0.5', 6, 0, true)).toBeNaN();
  });
});
