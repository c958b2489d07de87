// A growable typed-array column: capacity doubles (amortized O(1) appends), and the finished column is a
// `subarray` of its buffer, so it is handed on (or transferred between threads) without a copy. Pages past the
// last written entry are never touched, so the unused capacity costs address space, not memory.
import type { AttrColumn } from '../../core/model.js';
import {
  decimalsFor,
  SCALED_MAX,
  SCALED_NONE,
  scaledValue,
  widenScaled,
} from '../../core/blocks/scaled-column.js';

const INITIAL_CAPACITY = 1 << 12;

type ColumnArray = Float64Array | Uint32Array;

class TypedColumn<A extends ColumnArray> {
  protected data: A;
  /** One past the highest index written (pushed or set). */
  length = 0;

  /** `fill` is the value of entries never written. */
  constructor(
    private readonly make: (n: number) => A,
    readonly fill = 0,
  ) {
    this.data = this.allocate(INITIAL_CAPACITY);
  }

  push(value: number): void {
    const i = this.length;
    if (i === this.data.length) this.grow(i + 1);
    this.data[i] = value;
    this.length = i + 1;
  }

  set(index: number, value: number): void {
    if (index >= this.data.length) this.grow(index + 1);
    // Entries skipped over read as `fill`: written only now, so capacity never written stays untouched pages.
    if (index > this.length && this.fill !== 0) this.data.fill(this.fill, this.length, index);
    this.data[index] = value;
    if (index >= this.length) this.length = index + 1;
  }

  get(index: number): number {
    return index < this.length ? this.data[index] : this.fill;
  }

  /** Grows the buffer to hold `n` entries at once (a column whose final size is known roughly in advance). */
  reserve(n: number): void {
    if (n > this.data.length) {
      const bigger = this.allocate(n);
      bigger.set(this.data.subarray(0, this.length));
      this.data = bigger;
    }
  }

  /** The first `n` entries (default: all written), entries past `length` reading as `fill`; shares the buffer. */
  finish(n = this.length): A {
    if (n > this.data.length) this.grow(n);
    if (n > this.length && this.fill !== 0) this.data.fill(this.fill, this.length, n);
    return this.data.subarray(0, n) as A;
  }

  private allocate(n: number): A {
    return this.make(n);
  }

  private grow(needed: number): void {
    let capacity = this.data.length * 2;
    while (capacity < needed) capacity *= 2;
    const bigger = this.allocate(capacity);
    bigger.set(this.data.subarray(0, this.length));
    this.data = bigger;
  }
}

/** Block numbers and times: doubles, exact for every integer a log prints and for every time. */
export class NumberColumn extends TypedColumn<Float64Array> {
  constructor(fill = 0) {
    super((n) => new Float64Array(n), fill);
  }
}

/** Line numbers: 4 bytes each (a log of 2^32 lines would be hundreds of GB). */
export class LineNumberColumn extends TypedColumn<Uint32Array> {
  constructor() {
    super((n) => new Uint32Array(n));
  }
}

/** Records from which an attribute column holds scaled integers: below, the 4 bytes a value it saves are not worth
 * the loops that scale and widen it, which a short run pays before they are compiled (~2 ms each on 18k records). */
const SCALE_FROM = 1 << 16;

/**
 * An attribute column (Mgas/s, a phase's ms, a count), NaN where unset: scaled 32-bit integers while every value
 * allows it (core/blocks/scaled-column.ts: the very doubles come back), else doubles. Its buffer has 8 bytes an entry,
 * of which the scaled form writes 4: the doubles are written over it when a comparison first reads the column, or here
 * at once when a value cannot be scaled. A value with more decimals than the column's rescales what it holds, when
 * every entry still fits. A column holds doubles until it is sized for `scaleFrom` records (SCALE_FROM), then scales
 * them (if they all allow) and what follows.
 */
export class ScalingColumn {
  private buffer = new ArrayBuffer(0);
  /** Entries the buffer holds (8 bytes each). */
  private capacity = 0;
  private scaled: Int32Array | null = null;
  private doubles = new Float64Array(0);
  private decimals = 0;
  /** Until a value could not be scaled: doubles may still turn scaled when the column grows past `scaleFrom`. */
  private mayScale = true;
  /** One past the highest index written. */
  length = 0;

  constructor(private readonly scaleFrom = SCALE_FROM) {
    this.allocate(INITIAL_CAPACITY);
  }

  set(index: number, value: number): void {
    // The common case first, small enough to inline: the next record, within capacity (at the column's decimals).
    if (index === this.length && index < this.capacity) {
      const scaled = this.scaled;
      if (scaled === null) {
        this.doubles[index] = value;
        this.length = index + 1;
        return;
      }
      const k = scaledValue(value, this.decimals);
      if (k !== SCALED_NONE) {
        scaled[index] = k;
        this.length = index + 1;
        return;
      }
    }
    this.setAny(index, value);
  }

  private setAny(index: number, value: number): void {
    if (index >= this.capacity) this.grow(index + 1);
    const scaled = this.scaled;
    if (scaled !== null) {
      let k = scaledValue(value, this.decimals);
      if (k === SCALED_NONE) k = this.takeDecimalsOf(value);
      if (k !== SCALED_NONE) {
        if (index > this.length) scaled.fill(SCALED_NONE, this.length, index);
        scaled[index] = k;
        if (index >= this.length) this.length = index + 1;
        return;
      }
      this.becomeDoubles();
    }
    if (index > this.length) this.doubles.fill(NaN, this.length, index);
    this.doubles[index] = value;
    if (index >= this.length) this.length = index + 1;
  }

  /** Grows the buffer to hold `n` entries at once (a column whose final size is known roughly in advance). */
  reserve(n: number): void {
    if (n > this.capacity) this.allocate(n);
  }

  /** The first `n` entries (default: all written), entries past `length` unset; shares the buffer. */
  finish(n = this.length): AttrColumn {
    if (n > this.capacity) this.allocate(n);
    if (this.scaled === null) {
      if (n > this.length) this.doubles.fill(NaN, this.length, n);
      return this.doubles.subarray(0, n);
    }
    if (n > this.length) this.scaled.fill(SCALED_NONE, this.length, n);
    return { scaled: this.scaled.subarray(0, n), decimals: this.decimals };
  }

  /** The scaled value of `value` with the fewest more decimals, the entries rescaled to them; SCALED_NONE if none fits. */
  private takeDecimalsOf(value: number): number {
    const decimals = decimalsFor(value, this.decimals + 1);
    if (decimals < 0) return SCALED_NONE;
    const factor = 10 ** (decimals - this.decimals);
    const scaled = this.scaled as Int32Array;
    // Rare (a column's first values, or a value written with more decimals): the entries are looked at only then.
    let largest = 0;
    for (let i = 0; i < this.length; i++) {
      const k = scaled[i];
      if (k !== SCALED_NONE && (k > largest || -k > largest)) largest = k < 0 ? -k : k;
    }
    if (largest * factor > SCALED_MAX) return SCALED_NONE;
    for (let i = 0; i < this.length; i++) if (scaled[i] !== SCALED_NONE) scaled[i] *= factor;
    this.decimals = decimals;
    return scaledValue(value, decimals);
  }

  /** Doubles from here on, written over the scaled entries in the same buffer. */
  private becomeDoubles(): void {
    widenScaled(this.scaled as Int32Array, this.decimals, this.length);
    this.scaled = null;
    this.mayScale = false;
    this.doubles = new Float64Array(this.buffer);
  }

  /** The doubles written so far as scaled integers into `out`, at the fewest decimals that hold them all; false if none. */
  private scaleInto(out: Int32Array): boolean {
    const doubles = this.doubles;
    let decimals = 0;
    for (let i = 0; i < this.length; i++) {
      const v = doubles[i];
      if (v === v && scaledValue(v, decimals) === SCALED_NONE) {
        decimals = decimalsFor(v, decimals + 1);
        if (decimals < 0) return false;
      }
    }
    for (let i = 0; i < this.length; i++) {
      const v = doubles[i];
      const k = v === v ? scaledValue(v, decimals) : SCALED_NONE;
      if (k === SCALED_NONE && v === v) return false;
      out[i] = k;
    }
    this.decimals = decimals;
    return true;
  }

  /** A buffer of 8 bytes for each of `capacity` entries, holding what was written (scaled from `scaleFrom` on). */
  private allocate(capacity: number): void {
    const buffer = new ArrayBuffer(capacity * 8);
    if (this.scaled !== null) {
      const scaled = new Int32Array(buffer, 0, capacity);
      scaled.set(this.scaled.subarray(0, this.length));
      this.scaled = scaled;
    } else if (this.mayScale && capacity >= this.scaleFrom) {
      const scaled = new Int32Array(buffer, 0, capacity);
      if (this.scaleInto(scaled)) this.scaled = scaled;
      else this.mayScale = false;
    }
    if (this.scaled === null) {
      const doubles = new Float64Array(buffer);
      doubles.set(this.doubles.subarray(0, this.length));
      this.doubles = doubles;
    }
    this.buffer = buffer;
    this.capacity = capacity;
  }

  private grow(needed: number): void {
    let capacity = Math.max(1, this.capacity * 2);
    while (capacity < needed) capacity *= 2;
    this.allocate(capacity);
  }
}
