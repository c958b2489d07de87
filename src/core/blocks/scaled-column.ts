// Attribute columns in 4 bytes a value. A line prints its extras with a few decimals (`78.09 Mgas/s`): such a value
// is k / 10^d for an integer k, and the double a reader parsed from it is exactly the double k / 10^d gives (both are
// the correctly rounded value of the same rational, and dividing two exact doubles rounds correctly). So a column
// whose values all are such holds k in an Int32Array, with d for the column, and gives back the very doubles it was
// given. A million-record Mgas/s column is then 4 MB, not 8, from the parse until a comparison reads it; its buffer
// has room for the doubles, which are written over it then (pages never written cost no memory until they are).
// Any value that is not such (more decimals than fit, out of range, -0, infinite) and the column stays doubles:
// nothing is approximated.
import type { AttrColumn, ScaledColumn } from '../model.js';
import { freeBuffer } from './free-buffer.js';

/** The scaled entry of a record without a value (-2^31: every scaled value lies within ±(2^31 − 1)). */
export const SCALED_NONE = -0x80000000;
/** The largest |k| a scaled entry holds. */
export const SCALED_MAX = 0x7fffffff;
/** The most decimals a scaled column holds (then |value| < 2.147…). */
export const SCALED_MAX_DECIMALS = 9;
const POW10 = Array.from({ length: SCALED_MAX_DECIMALS + 1 }, (_, d) => 10 ** d);

/**
 * The integer k with k / 10^decimals exactly `value` (as a double), or SCALED_NONE when there is none within
 * ±(2^31 − 1). An int32 either way (a reader calls this once a value): `| 0` wraps a k out of range, which then
 * fails the exactness test, as NaN and infinities (0) do.
 */
export function scaledValue(value: number, decimals: number): number {
  const p = POW10[decimals];
  const k = Math.round(value * p) | 0;
  // -0 scales to 0, which reads back as +0: kept as a double.
  return k / p === value && k !== SCALED_NONE && (k !== 0 || 1 / value > 0) ? k : SCALED_NONE;
}

/** The fewest decimals, at least `from`, that scale `value` exactly, or -1 when none up to SCALED_MAX_DECIMALS does. */
export function decimalsFor(value: number, from: number): number {
  for (let d = from; d <= SCALED_MAX_DECIMALS; d++) if (scaledValue(value, d) !== SCALED_NONE) return d;
  return -1;
}

/**
 * The values of `scaled[0, n)` as doubles, NaN where a record has none: written over its own buffer when that has
 * room for them (from the last entry down: double i covers entries 2i and 2i + 1, read by then), else a new array.
 * `scaled` is stale afterwards when written over.
 */
export function widenScaled(scaled: Int32Array, decimals: number, n = scaled.length): Float64Array {
  const p = POW10[decimals];
  const inPlace = scaled.byteOffset % 8 === 0 && scaled.buffer.byteLength - scaled.byteOffset >= 8 * n;
  const doubles = inPlace ? new Float64Array(scaled.buffer, scaled.byteOffset, n) : new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const k = scaled[i];
    doubles[i] = k === SCALED_NONE ? NaN : k / p;
  }
  return doubles;
}

const isScaled = (column: AttrColumn): column is ScaledColumn => !ArrayBuffer.isView(column);

/**
 * The column's values as doubles (NaN where a record has none). A scaled column is widened over its own buffer on
 * the first call and keeps the doubles (its `scaled` is emptied: its entries are gone): every holder of it then
 * reads them.
 */
export function columnDoubles(column: AttrColumn): Float64Array {
  if (!isScaled(column)) return column;
  if (column.doubles === undefined) {
    column.doubles = widenScaled(column.scaled, column.decimals);
    column.scaled = new Int32Array(0);
  }
  return column.doubles;
}

/**
 * A scaled column not yet read as doubles, widened into `target` (at least as long, its pages already written:
 * a block log's released times), instead of over the upper half of its own buffer, whose fresh pages cost a fault
 * each (core/blocks/free-buffer.ts frees the integers at once). Returns false, leaving both as they were, for a
 * column that holds doubles already or that `target` cannot hold.
 */
export function widenColumnInto(column: AttrColumn, target: Float64Array): boolean {
  if (!isScaled(column) || column.doubles !== undefined || target.length < column.scaled.length) return false;
  const n = column.scaled.length;
  const doubles = target.subarray(0, n);
  const p = POW10[column.decimals];
  const scaled = column.scaled;
  for (let i = 0; i < n; i++) {
    const k = scaled[i];
    doubles[i] = k === SCALED_NONE ? NaN : k / p;
  }
  column.doubles = doubles;
  column.scaled = new Int32Array(0);
  freeBuffer(scaled);
  return true;
}

/** The array that holds the column's values now: its doubles, or its scaled integers until they are read as doubles. */
export function columnValues(column: AttrColumn): Float64Array | Int32Array {
  return isScaled(column) ? (column.doubles ?? column.scaled) : column;
}

/**
 * The entry of `columnValues(column)` that marks a record without a value: NaN for doubles, SCALED_NONE for scaled
 * integers. Record i has a value when `v === v && v !== none` (v = its entry): one test for both forms, for loops
 * over a whole column.
 */
export function noValueOf(column: AttrColumn): number {
  return isScaled(column) && column.doubles === undefined ? SCALED_NONE : NaN;
}

/** Whether record i of the column has a value. */
export function hasValueAt(column: AttrColumn, i: number): boolean {
  const v = columnValues(column)[i];
  return v === v && v !== noValueOf(column);
}

/** Whether the column holds at least one value (without reading it as doubles). */
export function hasAnyValue(column: AttrColumn | undefined): boolean {
  if (column === undefined) return false;
  const values = columnValues(column);
  const none = noValueOf(column);
  for (let i = 0; i < values.length; i++) if (values[i] === values[i] && values[i] !== none) return true;
  return false;
}

/** The column's first n records, sharing its buffer (as `subarray` does), in the form it is held in. */
export function columnPrefix(column: AttrColumn, n: number): AttrColumn {
  if (!isScaled(column)) return column.subarray(0, n);
  if (column.doubles) return column.doubles.subarray(0, n);
  return { scaled: column.scaled.subarray(0, n), decimals: column.decimals };
}
