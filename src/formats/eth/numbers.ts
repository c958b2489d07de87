// Number readers for log text. Block times are built from the decimal digits (integer mantissa, then one
// multiplication or division by a power of ten) so `1.002s` is exactly 1002 and `188.1ms` exactly 188.1:
// a correctly rounded double, the same one Number('188.1') gives, never 1.002 * 1000 = 1001.9999999999999.

const POW10: number[] = Array.from({ length: 23 }, (_, i) => 10 ** i);

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * Length of the thousands separator at s[i], or 0: `,` `.` `'` `_`, NBSP and NNBSP (Java/.NET locales), the
 * latter two also as the UTF-8 bytes a Latin-1 decoding leaves (`\xc2\xa0`, `\xe2\x80\xaf`: files are
 * decoded byte for byte for speed, see io/line-decoder.ts).
 */
function separatorLength(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c === 44 || c === 46 || c === 39 || c === 95 || c === 0xa0 || c === 0x202f) return 1;
  if (c === 0xc2 && s.charCodeAt(i + 1) === 0xa0) return 2;
  if (c === 0xe2 && s.charCodeAt(i + 1) === 0x80 && s.charCodeAt(i + 2) === 0xaf) return 3;
  return 0;
}

/** Characters that may be part of a separator, when scanning a number backwards. */
const isSeparatorPart = (c: number): boolean =>
  c === 44 ||
  c === 46 ||
  c === 39 ||
  c === 95 ||
  c === 0xa0 ||
  c === 0x202f ||
  c === 0xc2 ||
  c === 0xe2 ||
  c === 0x80 ||
  c === 0xaf;

/**
 * Decimal mark handling: `either` accepts one `.` or `,` as the decimal mark (Java `%.3f` in any locale never
 * groups); `dot` treats `,` as a grouping separator (.NET `N1` invariant culture, `2,015.23`).
 */
export type DecimalMark = 'either' | 'dot';

/**
 * The decimal number in s[start, end) times 10^shift, correctly rounded; NaN when it is not a plain decimal.
 * `shift` converts units: seconds → ms is 3, µs → ms is -3.
 */
export function scaledDecimal(
  s: string,
  start: number,
  end: number,
  shift = 0,
  mark: DecimalMark = 'either',
): number {
  let mantissa = 0;
  let digits = 0;
  let frac = -1;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (frac >= 0) frac++;
    } else if (c === 46 && frac < 0) {
      frac = 0;
    } else if (c === 44 && mark === 'either' && frac < 0) {
      frac = 0;
    } else if (c === 44 && mark === 'dot' && frac < 0 && digits > 0) {
      continue;
    } else {
      return NaN;
    }
  }
  if (digits === 0) return NaN;
  if (digits > 15) {
    // Beyond 2^53 the mantissa is no longer exact; fall back to the (still correctly rounded) string parse.
    const plain = s.slice(start, end).replace(mark === 'dot' ? /,/g : /,/, mark === 'dot' ? '' : '.');
    return Number(plain) * 10 ** shift;
  }
  const e = shift - (frac > 0 ? frac : 0);
  if (e >= 0) return e < POW10.length ? mantissa * POW10[e] : mantissa * 10 ** e;
  return -e < POW10.length ? mantissa / POW10[-e] : mantissa / 10 ** -e;
}

/** An integer written with any locale's grouping (`23,640,000`, `23.640.000`, `23 640 000`); NaN if no digits. */
export function groupedInt(s: string, start: number, end: number): number {
  let value = 0;
  let digits = 0;
  let i = start;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      value = value * 10 + (c - 48);
      digits++;
      i++;
    } else {
      const sep = digits > 0 ? separatorLength(s, i) : 0;
      if (sep === 0) return NaN;
      i += sep;
    }
  }
  return digits === 0 ? NaN : value;
}

/** End (exclusive) of a grouped integer starting at `start`: digits, and separators only when a digit follows. */
export function groupedIntEnd(s: string, start: number): number {
  let i = start;
  const n = s.length;
  while (i < n) {
    if (isDigit(s.charCodeAt(i))) {
      i++;
      continue;
    }
    const sep = i > start ? separatorLength(s, i) : 0;
    if (sep > 0 && isDigit(s.charCodeAt(i + sep))) i += sep;
    else break;
  }
  return i;
}

/** Where `groupedIntAt` puts the integer it read. */
export interface GroupedIntValue {
  groupedInt: number;
}

/**
 * `groupedIntEnd(s, start)`, with the integer it ends written to `into.groupedInt` (what `groupedInt(s, start, end)`
 * gives when end > start: every character before the end is a digit or a separator followed by one, summed in the
 * same order): one walk, not two, for the number every block line starts with (on a million-block Besu log the
 * second walk and its separator tests were ~9% of the parse).
 */
export function groupedIntAt(s: string, start: number, into: GroupedIntValue): number {
  let i = start;
  let value = 0;
  const n = s.length;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      value = value * 10 + (c - 48);
      i++;
      continue;
    }
    // A comma, the usual grouping, without separatorLength's other tests (its length is 1 there too).
    const sep = i === start ? 0 : c === 44 ? 1 : separatorLength(s, i);
    if (sep > 0 && isDigit(s.charCodeAt(i + sep))) i += sep;
    else break;
  }
  into.groupedInt = value;
  return i;
}

/** Start of the number that ends at `end` (exclusive), scanning back over digits, `.`, `,` and group separators. */
export function numberStartBefore(s: string, end: number): number {
  let i = end;
  while (i > 0) {
    const c = s.charCodeAt(i - 1);
    if (isDigit(c) || isSeparatorPart(c)) i--;
    else break;
  }
  // a separator cannot start a number (`| 1,234` → `1,234`, not `,1,234` after a stray comma)
  while (i < end && !isDigit(s.charCodeAt(i))) i++;
  return i;
}

/** What `plainDecimalBefore` answers when the number before `end` is not a plain decimal. */
export const NOT_PLAIN = -1;

/**
 * `scaledDecimal(s, numberStartBefore(s, end), end, shift)` (the value is never negative: −1 cannot be one) for a
 * plain decimal, digits with at most one `.` between digits, which is how clients print nearly every time and rate:
 * one backward walk, without the general readers' separator handling (on a million-block Besu log about a third of
 * the instructions of reading Mgas/s and the time the general way). NOT_PLAIN for anything else (grouped, with a
 * comma, over 15 digits, none): read it with the general readers. With `fieldStart`, NaN when the number does not
 * follow a field boundary (`isFieldBoundary`), as a time read backwards must.
 */
export function plainDecimalBefore(s: string, end: number, shift: number, fieldStart: boolean): number {
  let i = end;
  let mantissa = 0;
  let scale = 1;
  let digits = 0;
  let frac = 0;
  let mark = false;
  while (i > 0) {
    const c = s.charCodeAt(i - 1);
    if (c >= 48 && c <= 57) {
      mantissa += (c - 48) * scale;
      scale *= 10;
      digits++;
    } else if (c === 46 && !mark && digits > 0) {
      mark = true;
      frac = digits;
    } else break;
    i--;
  }
  // A leading `.` (the general readers skip it), or a separator before the digits (they read on through it).
  if (digits === 0 || digits > 15 || s.charCodeAt(i) === 46) return NOT_PLAIN;
  const before = i > 0 ? s.charCodeAt(i - 1) : NaN;
  if (i > 0 && isSeparatorPart(before)) return NOT_PLAIN;
  if (fieldStart && !isFieldBoundary(before)) return NaN;
  const e = shift - frac;
  if (e >= 0) return e < POW10.length ? mantissa * POW10[e] : mantissa * 10 ** e;
  return -e < POW10.length ? mantissa / POW10[-e] : mantissa / 10 ** -e;
}

/** Characters that may precede a number in a log field (or NaN: the start of the text). */
export function isFieldBoundary(c: number): boolean {
  return c !== c || c === 32 || c === 9 || c === 124 /* | */ || c === 34 /* " */ || c === 10;
}

/** End of a decimal number (digits with at most one `.`/`,` followed by a digit) starting at `start`. */
export function decimalEnd(s: string, start: number): number {
  let i = start;
  const n = s.length;
  let seenMark = false;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) i++;
    else if ((c === 46 || c === 44) && !seenMark && i > start && i + 1 < n && isDigit(s.charCodeAt(i + 1))) {
      seenMark = true;
      i++;
    } else break;
  }
  return i;
}

export function skipSpaces(s: string, i: number): number {
  while (i < s.length && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++;
  return i;
}

export function skipSpacesBack(s: string, i: number): number {
  while (i > 0 && (s.charCodeAt(i - 1) === 32 || s.charCodeAt(i - 1) === 9)) i--;
  return i;
}

// Powers of ten of one nanosecond per unit; minutes and hours are handled apart.
const NS_EXP: Record<string, number> = { ns: 0, us: 3, ms: 6, s: 9 };

/**
 * A Go `time.Duration.String()` (`1m2.345s`, `850.123µs`, `2h0m0s`) or Rust `Duration` Debug value (`1.785470248s`)
 * in ms, surrounding double quotes allowed. Components are summed in integer nanoseconds so the result is the
 * correctly rounded ms value. NaN when the text is not a duration.
 */
export function durationMs(s: string, start: number, end: number): number {
  if (end - start >= 2 && s.charCodeAt(start) === 34 && s.charCodeAt(end - 1) === 34) {
    start++;
    end--;
  }
  let i = start;
  let totalNs = 0;
  let exact = true;
  let inexactMs = 0;
  let parts = 0;
  while (i < end) {
    let mantissa = 0;
    let digits = 0;
    let frac = -1;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (isDigit(c)) {
        mantissa = mantissa * 10 + (c - 48);
        digits++;
        if (frac >= 0) frac++;
      } else if (c === 46 && frac < 0) frac = 0;
      else break;
      i++;
    }
    if (digits === 0) return NaN;
    const f = frac > 0 ? frac : 0;
    let unitLen = 0;
    let unit = '';
    const c0 = s.charCodeAt(i);
    const c1 = i + 1 < end ? s.charCodeAt(i + 1) : 0;
    if (c0 === 104 /* h */) {
      unit = 'h';
      unitLen = 1;
    } else if (c0 === 109 /* m */) {
      unit = c1 === 115 ? 'ms' : 'm';
      unitLen = unit.length;
    } else if (c0 === 115 /* s */) {
      unit = 's';
      unitLen = 1;
    } else if ((c0 === 110 || c0 === 117 || c0 === 0xb5 || c0 === 0x3bc) && c1 === 115) {
      unit = c0 === 110 ? 'ns' : 'us';
      unitLen = 2;
    } else if ((c0 === 0xc2 && c1 === 0xb5) || (c0 === 0xce && c1 === 0xbc)) {
      // µ or μ as the UTF-8 bytes of a Latin-1 decoded line
      if (s.charCodeAt(i + 2) !== 115) return NaN;
      unit = 'us';
      unitLen = 3;
    } else return NaN;
    i += unitLen;
    parts++;
    if (unit === 'h' || unit === 'm') {
      const nsPerUnit = unit === 'h' ? 3_600_000_000_000 : 60_000_000_000;
      if (f === 0) totalNs += mantissa * nsPerUnit;
      else {
        exact = false;
        inexactMs += (mantissa / POW10[f]) * (nsPerUnit / 1e6);
      }
    } else {
      const e = NS_EXP[unit] - f;
      if (e >= 0 && digits <= 15) totalNs += mantissa * POW10[e];
      else {
        exact = false;
        inexactMs += (mantissa / POW10[f]) * 10 ** (NS_EXP[unit] - 6);
      }
    }
  }
  if (parts === 0) return NaN;
  return exact ? totalNs / 1e6 : totalNs / 1e6 + inexactMs;
}
