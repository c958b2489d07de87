// A growable typed-array column: capacity doubles (amortized O(1) appends), and the finished column is a
// `subarray` of its buffer, so it is handed on (or transferred between threads) without a copy. Pages past the
// last written entry are never touched, so the unused capacity costs address space, not memory.

const INITIAL_CAPACITY = 1 << 12;

type ColumnArray = Float64Array | Uint32Array;

class TypedColumn<A extends ColumnArray> {
  protected data: A;
  /** One past the highest index written (pushed or set). */
  length = 0;

  /** `fill` is the value of entries never written (NaN for attributes a line lacked). */
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

/** Block numbers, times and attributes: doubles, exact for every integer a log prints and for every time. */
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
