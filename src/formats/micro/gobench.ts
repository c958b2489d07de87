// Parser for `go test -bench` output (the Go benchmark format benchstat reads): `-benchmem`, `-count=N`
// (repeated lines become samples), `-cpu` suffixes (kept in the key, as benchstat does), config lines
// (`goos:`, `pkg:`…), `PASS`/`ok` lines and repeated headers.
//
// Key: `<package>.<BenchmarkName>` (e.g. `chainbench.BenchmarkHashHeaders/n=16-2`), always including the
// package's last path element so two packages with the same benchmark name never collide and a key does
// not change when a package is added. The benchstat text renderer groups by package and shows the short
// name, as benchstat does.
import type { Direction, ResultSet } from '../../core/model.js';
import { WarningLog } from './warnings.js';
import {
  CR,
  LF,
  SPACE,
  TAB,
  allDigitBytes,
  bufferOf,
  bytesAre,
  numberValue,
  sameBytes,
} from './gobench-bytes.js';
import { cellKeys, goUnit, pkgBase, type GoUnit } from './gobench-names.js';
import {
  CELL_INTS,
  COUNT,
  GoBenchColumns,
  HEAD,
  NEXT_UNIT,
  TAIL,
  UNIT_AT,
  UNIT_LENGTH,
} from './gobench-columns.js';
import { resultSetOf } from './gobench-result-set.js';

// A benchmark line: name, iteration count, then value/unit pairs (Go's testing and benchfmt layout).
const CONFIG_RE = /^([a-z][^\s:A-Z]*):(?:\s+(.*))?$/;
/**
 * Parser over the bytes of the output, line by line; `parseGoBenchBytes` runs it over a whole file.
 * Benchmark lines are tokenised by byte into reused index buffers, and their values go into one growing
 * sample buffer: a 20,000-benchmark suite has 100,000 such lines per side, and per-line strings,
 * per-measurement arrays and character access through a string were most of the parse time. Only names
 * (once per benchmark), units (once per unit), config lines and skipped lines are decoded (UTF-8, as the
 * whole text would be: a line never splits a character).
 */
class GoBenchParser {
  private lineNo = 0;
  private config: Record<string, string> = {};
  private configFrozen = false;
  /** First cell of each benchmark name of the current package (`cellsByPkg` holds one map per package). */
  private cells = new Map<string, number>();
  private readonly cellsByPkg = new Map<string, Map<string, number>>();
  /**
   * Cells — one benchmark name × unit of one package — by columns, in first-seen order (benchstat's row
   * order): 60,000 small objects a side were a good part of the garbage collector's copying. A cell's
   * samples live in the shared sample buffer, chained through `sampleNext` (head → tail), and NEXT_UNIT
   * chains the same name's cells for the other units on its lines (-1: none). UNIT_AT is where the unit's
   * bytes first appeared, so later lines compare bytes, not strings.
   */
  private cellCount = 0;
  private readonly cellName: string[] = [];
  private readonly cellGoUnit: GoUnit[] = [];
  private readonly cellConfig: Record<string, string>[] = [];
  private cellInts: Int32Array;
  private readonly units = new Map<string, GoUnit>();
  /** Distinct units seen: where their bytes are ([at, length]) and their GoUnit (see goUnitAt). */
  private readonly seenUnitAt: Array<[number, number]> = [];
  private readonly seenGoUnit: GoUnit[] = [];
  private readonly warnings = new WarningLog();
  private readonly pkgBases = new Map<string, Set<string>>();
  /** Directions set by `Unit <unit> better=…` lines, by the unit as written. */
  private readonly better = new Map<string, Direction>();
  private readonly starts = new Int32Array(256);
  private readonly ends = new Int32Array(256);
  private readonly values = new Float64Array(128);
  /** All samples, in canonical units, and the index of the same cell's next sample (-1: none). */
  private sampleValue: Float64Array;
  private sampleNext: Int32Array;
  private sampleCount = 0;
  /** The previous benchmark line's name (bytes[lastNameAt, +lastNameLength)): -count repeats it. */
  private lastNameAt = 0;
  private lastNameLength = -1;
  private lastName = '';
  private lastCell = -1;
  private readonly buffer: Buffer;

  constructor(private readonly bytes: Uint8Array) {
    this.cellsByPkg.set('', this.cells);
    this.buffer = bufferOf(bytes);
    // About one sample per 25 bytes of a -benchmem suite: sized once rather than grown by copies.
    const expected = Math.max(4096, Math.ceil(bytes.length / 24));
    this.sampleValue = new Float64Array(expected);
    this.sampleNext = new Int32Array(expected);
    // About one cell per 3 samples (-benchmem's three units; -count repeats lines, not cells) at most.
    this.cellInts = new Int32Array(CELL_INTS * Math.max(4096, Math.ceil(expected / 3)));
  }

  /** Every line of the bytes, as the text's `split('\n')` gives them (no empty last line). */
  run(): void {
    const bytes = this.bytes;
    const length = bytes.length;
    let start = 0;
    while (start < length) {
      // The native search (memchr) finds the line's end faster than a loop over its bytes.
      let end = bytes.indexOf(LF, start);
      if (end < 0) end = length;
      this.line(start, end);
      start = end + 1;
    }
  }

  private text(start: number, end: number): string {
    return this.buffer.toString('utf8', start, end);
  }

  /** The line bytes[start, end) (without its newline). */
  private line(start: number, end: number): void {
    const bytes = this.bytes;
    this.lineNo++;
    if (end > start && bytes[end - 1] === CR) end--;
    // Any line that starts with `Benchmark`, as benchstat's reader takes them (bent's `Benchmarkuber_zap_…`),
    // though `go test` itself wants an upper-case letter next.
    if (end - start >= 9 && bytesAre(bytes, start, 9, 'Benchmark')) {
      this.benchmarkLine(start, end);
      return;
    }
    const text = this.text(start, end);
    if (text.startsWith('Unit ') || text.startsWith('Unit\t')) {
      this.unitLine(text);
      return;
    }
    const cfg = CONFIG_RE.exec(text);
    if (cfg) {
      // A new header block (repeated per package and per -count run) starts a fresh config object.
      if (this.configFrozen) {
        this.config = { ...this.config };
        this.configFrozen = false;
      }
      this.config[cfg[1]] = (cfg[2] ?? '').trim();
      if (cfg[1] === 'pkg') {
        const pkg = this.config.pkg;
        const base = pkgBase(pkg);
        const set = this.pkgBases.get(base) ?? new Set<string>();
        set.add(pkg);
        this.pkgBases.set(base, set);
        let cells = this.cellsByPkg.get(pkg);
        if (!cells) {
          cells = new Map();
          this.cellsByPkg.set(pkg, cells);
        }
        this.cells = cells;
        this.lastCell = -1;
      }
    }
    // Everything else (PASS, ok, FAIL, test logs, blank lines) is not a measurement.
  }

  /**
   * `Unit <unit> key=value…` (the Go benchmark format's unit metadata): `better=higher|lower` sets the unit's
   * direction; other keys (`assume=exact`) are accepted and not used.
   */
  private unitLine(text: string): void {
    const [, unit, ...pairs] = text.trim().split(/[ \t]+/);
    for (const pair of pairs) {
      const m = /^better=(higher|lower)$/.exec(pair);
      if (m && unit) this.better.set(unit, m[1] === 'higher' ? 'bigger-is-better' : 'smaller-is-better');
      else if (!/^\w+=\S*$/.test(pair))
        this.warnings.add(
          'unparsed-unit-line',
          '`Unit` metadata line is not `Unit <unit> key=value…`; skipped',
          this.lineNo,
          text,
        );
    }
  }

  private benchmarkLine(start: number, end: number): void {
    const bytes = this.bytes;
    const starts = this.starts;
    const ends = this.ends;
    let fields = 0;
    let i = start;
    const limit = starts.length;
    // -count repeats a line's name: when the line starts with the previous name and a separator, that is its
    // first field (no need to scan it byte by byte, then compare it again).
    const lastLength = this.lastNameLength;
    let sameName = false;
    if (lastLength > 0 && start + lastLength <= end && sameBytes(bytes, start, this.lastNameAt, lastLength)) {
      const after = start + lastLength < end ? bytes[start + lastLength] : SPACE;
      if (after === SPACE || after === TAB) {
        sameName = true;
        starts[0] = start;
        ends[0] = start + lastLength;
        fields = 1;
        i = start + lastLength;
      }
    }
    while (i < end) {
      const c = bytes[i];
      if (c === SPACE || c === TAB) {
        i++;
        continue;
      }
      if (fields === limit) break;
      starts[fields] = i++;
      while (i < end) {
        const d = bytes[i];
        if (d === SPACE || d === TAB) break;
        i++;
      }
      ends[fields++] = i;
    }
    if (fields === 1) {
      this.warnings.add(
        'name-only-line',
        'benchmark name printed without results (usually log output before the result line); skipped',
        this.lineNo,
        this.text(start, end),
      );
      return;
    }
    const values = this.values;
    const okLayout =
      fields >= 4 &&
      fields % 2 === 0 &&
      allDigitBytes(bytes, starts[1], ends[1]) &&
      !Number.isNaN((values[0] = numberValue(bytes, starts[2], ends[2])));
    if (!okLayout) {
      this.warnings.add(
        'unparsed-line',
        'line looks like a go benchmark result but is not `Name N value unit [value unit]…`; skipped',
        this.lineNo,
        this.text(start, end),
      );
      return;
    }
    for (let f = 4; f < fields; f += 2) {
      if (Number.isNaN((values[(f - 2) >> 1] = numberValue(bytes, starts[f], ends[f])))) {
        this.warnings.add(
          'unparsed-value',
          'a value on a go benchmark line is not a number; that line was skipped',
          this.lineNo,
          this.text(start, end),
        );
        return;
      }
    }
    this.configFrozen = true;
    let first = this.lastCell;
    let name = this.lastName;
    const nameLength = ends[0] - starts[0];
    if (first < 0 || !sameName) {
      name = this.text(starts[0], ends[0]);
      first = this.cells.get(name) ?? -1;
      this.lastName = name;
      this.lastCell = first;
    }
    this.lastNameAt = starts[0];
    this.lastNameLength = nameLength;
    if (this.sampleCount + (fields >> 1) > this.sampleValue.length) this.growSamples();
    const sampleValue = this.sampleValue;
    const sampleNext = this.sampleNext;
    let prev = -1;
    for (let f = 2; f < fields; f += 2) {
      const us = starts[f + 1];
      const ul = ends[f + 1] - us;
      // The line's units are usually the same as last time, in the same order: try the chain first.
      let cell = prev < 0 ? first : this.cellInts[prev * CELL_INTS + NEXT_UNIT];
      if (cell >= 0 && !this.cellUnitIs(cell, us, ul)) {
        cell = first;
        while (cell >= 0 && !this.cellUnitIs(cell, us, ul))
          cell = this.cellInts[cell * CELL_INTS + NEXT_UNIT];
        if (cell < 0) {
          // Different bytes can still decode to the same text (invalid UTF-8): units are equal as text.
          const unitText = this.text(us, us + ul);
          cell = first;
          // One GoUnit per distinct unit text (see newCell), so the same object means the same text.
          const gu = this.units.get(unitText);
          while (cell >= 0 && (gu === undefined || this.cellGoUnit[cell] !== gu))
            cell = this.cellInts[cell * CELL_INTS + NEXT_UNIT];
        }
      }
      if (cell < 0) {
        cell = this.newCell(name, this.goUnitAt(us, ul), us, ul);
        if (first < 0) {
          first = cell;
          this.cells.set(name, cell);
          this.lastCell = cell;
        } else {
          let last = first;
          while (this.cellInts[last * CELL_INTS + NEXT_UNIT] >= 0)
            last = this.cellInts[last * CELL_INTS + NEXT_UNIT];
          this.cellInts[last * CELL_INTS + NEXT_UNIT] = cell;
        }
      }
      const ints = this.cellInts;
      const base = cell * CELL_INTS;
      const at = this.sampleCount++;
      sampleValue[at] = values[(f - 2) >> 1] * this.cellGoUnit[cell].factor;
      sampleNext[at] = -1;
      if (ints[base + COUNT] === 0) ints[base + HEAD] = at;
      else sampleNext[ints[base + TAIL]] = at;
      ints[base + TAIL] = at;
      ints[base + COUNT]++;
      prev = cell;
    }
  }

  private cellUnitIs(cell: number, at: number, length: number): boolean {
    const base = cell * CELL_INTS;
    return (
      this.cellInts[base + UNIT_LENGTH] === length &&
      sameBytes(this.bytes, at, this.cellInts[base + UNIT_AT], length)
    );
  }

  /**
   * The GoUnit of the unit at bytes[at, +length) (one per distinct unit text): a suite has a few distinct
   * units, so their bytes are matched against the ones already seen instead of decoding the unit again and
   * looking it up for each of 60,000 cells.
   */
  private goUnitAt(at: number, length: number): GoUnit {
    const seen = this.seenUnitAt;
    for (let k = 0; k < seen.length; k++) {
      const u = seen[k];
      if (u[1] === length && sameBytes(this.bytes, at, u[0], length)) return this.seenGoUnit[k];
    }
    const text = this.text(at, at + length);
    let gu = this.units.get(text);
    if (!gu) {
      gu = goUnit(text);
      this.units.set(text, gu);
    }
    // Bounded: an input with endless distinct units decodes each, as before.
    if (seen.length < 32) {
      seen.push([at, length]);
      this.seenGoUnit.push(gu);
    }
    return gu;
  }

  private newCell(name: string, gu: GoUnit, unitAt: number, unitLength: number): number {
    const cell = this.cellCount++;
    if ((cell + 1) * CELL_INTS > this.cellInts.length) {
      const grown = new Int32Array(this.cellInts.length * 2);
      grown.set(this.cellInts);
      this.cellInts = grown;
    }
    this.cellName.push(name);
    this.cellGoUnit.push(gu);
    this.cellConfig.push(this.config);
    const base = cell * CELL_INTS;
    this.cellInts[base + UNIT_AT] = unitAt;
    this.cellInts[base + UNIT_LENGTH] = unitLength;
    this.cellInts[base + HEAD] = -1;
    this.cellInts[base + TAIL] = -1;
    this.cellInts[base + COUNT] = 0;
    this.cellInts[base + NEXT_UNIT] = -1;
    return cell;
  }

  /** The cells' units with the directions of `Unit … better=` lines applied (one GoUnit per unit text). */
  private withUnitMetadata(): GoUnit[] {
    const replaced = new Map<GoUnit, GoUnit>();
    for (const [text, gu] of this.units) {
      const direction = this.better.get(text);
      if (direction !== undefined && direction !== gu.direction) replaced.set(gu, { ...gu, direction });
    }
    return this.cellGoUnit.map((gu) => replaced.get(gu) ?? gu);
  }

  private growSamples(): void {
    const size = this.sampleValue.length * 2;
    const value = new Float64Array(size);
    value.set(this.sampleValue);
    const next = new Int32Array(size);
    next.set(this.sampleNext);
    this.sampleValue = value;
    this.sampleNext = next;
  }

  finish(source?: string): ResultSet {
    const count = this.cellCount;
    const { keys, params, attrs } = cellKeys(count, this.cellName, this.cellConfig, this.pkgBases);
    const columns = new GoBenchColumns(
      count,
      keys,
      this.better.size > 0 ? this.withUnitMetadata() : this.cellGoUnit,
      this.cellConfig,
      params,
      attrs,
      this.cellInts,
      this.sampleValue,
      this.sampleNext,
    );
    return resultSetOf(columns, this.warnings.list(), source);
  }
}

/** Parses the whole stdout of `go test -bench` (one or more packages, any `-count`). */
export function parseGoBench(text: string, source?: string): ResultSet {
  return parseGoBenchBytes(Buffer.from(text, 'utf8'), source);
}

/** parseGoBench on the file's bytes (UTF-8), without decoding the whole file into a string first. */
export function parseGoBenchBytes(bytes: Uint8Array, source?: string): ResultSet {
  const parser = new GoBenchParser(bytes);
  parser.run();
  return parser.finish(source);
}
