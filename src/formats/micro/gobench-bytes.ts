// The byte-level scanning of `go test -bench` output: tokens and numbers read straight from the bytes, so the
// hot path (100,000 benchmark lines a side on a big suite) makes no per-line string (see GoBenchParser).

export const SPACE = 32;
export const TAB = 9;
export const CR = 13;
export const LF = 10;

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** `[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?` over bytes[a, b), without making a string (the hot path). */
function isNumberToken(bytes: Uint8Array, a: number, b: number): boolean {
  let i = a;
  let c = bytes[i];
  if (c === 43 || c === 45) c = bytes[++i];
  let digits = 0;
  while (i < b && isDigit(bytes[i])) {
    i++;
    digits++;
  }
  if (i < b && bytes[i] === 46) {
    i++;
    while (i < b && isDigit(bytes[i])) {
      i++;
      digits++;
    }
  }
  if (digits === 0) return false;
  if (i < b && (bytes[i] | 32) === 101) {
    i++;
    c = bytes[i];
    if (c === 43 || c === 45) i++;
    const start = i;
    while (i < b && isDigit(bytes[i])) i++;
    if (i === start) return false;
  }
  return i === b;
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * The number token bytes[a, b) as a double, or NaN when it is not `[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?`.
 * Plain decimals of at most 15 digits take an exact fast path — integer mantissa / 10^k, both exact, so
 * the one IEEE division gives the correctly rounded value, as Number() does; the rest go through Number().
 */
export function numberValue(bytes: Uint8Array, a: number, b: number): number {
  let mantissa = 0;
  let digits = 0;
  let scale = -1;
  let i = a;
  let negative = false;
  const c0 = bytes[i];
  if (c0 === 45 || c0 === 43) {
    negative = c0 === 45;
    i++;
  }
  for (; i < b; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (scale >= 0) scale++;
    } else if (c === 46 && scale < 0) scale = 0;
    else break;
  }
  if (digits === 0) return NaN;
  // A valid token is ASCII, so latin1 gives its exact text.
  if (i < b || digits > 15) {
    if (!isNumberToken(bytes, a, b)) return NaN;
    // `1e309` is Infinity, and past 1e300 a unit's factor (MB/s: 1e6) would make it so: not a measurement.
    const big = Number(latin1(bytes, a, b));
    return Math.abs(big) <= 1e300 ? big : NaN;
  }
  const v = scale > 0 ? mantissa / POW10[scale] : mantissa;
  return negative ? -v : v;
}

/** bytes[at, at + length) holds exactly the ASCII string s (units and names compared without decoding). */
export function bytesAre(bytes: Uint8Array, at: number, length: number, s: string): boolean {
  if (s.length !== length) return false;
  for (let k = 0; k < length; k++) if (bytes[at + k] !== s.charCodeAt(k)) return false;
  return true;
}

/** bytes[a, a + length) === bytes[b, b + length). */
export function sameBytes(bytes: Uint8Array, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (bytes[a + k] !== bytes[b + k]) return false;
  return true;
}

export function allDigits(text: string, a: number, b: number): boolean {
  if (a >= b) return false;
  for (let i = a; i < b; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

export function allDigitBytes(bytes: Uint8Array, a: number, b: number): boolean {
  if (a >= b) return false;
  for (let i = a; i < b; i++) if (!isDigit(bytes[i])) return false;
  return true;
}

/** A Buffer view of the same memory (no copy), for its native string decoding. */
export function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function latin1(bytes: Uint8Array, a: number, b: number): string {
  return bufferOf(bytes).toString('latin1', a, b);
}
