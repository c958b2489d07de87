import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DETECT_HEAD_BYTES,
  chooseBlockLogFormat,
  settledBlockLogFormat
} from "./chunk-72H3INOR.js";
import {
  DEFAULT_MAX_INPUT_BYTES,
  MAX_LINE_BYTES,
  formatBytes,
  inputTooLarge
} from "./chunk-YYSZZTCJ.js";
import {
  freeBuffer
} from "./chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/core/blocks/scaled-column.ts
var SCALED_NONE = -2147483648;
var SCALED_MAX = 2147483647;
var SCALED_MAX_DECIMALS = 9;
var POW10 = Array.from({ length: SCALED_MAX_DECIMALS + 1 }, (_, d) => 10 ** d);
function scaledValue(value, decimals) {
  const p = POW10[decimals];
  const k = Math.round(value * p) | 0;
  return k / p === value && k !== SCALED_NONE && (k !== 0 || 1 / value > 0) ? k : SCALED_NONE;
}
function decimalsFor(value, from) {
  for (let d = from; d <= SCALED_MAX_DECIMALS; d++) if (scaledValue(value, d) !== SCALED_NONE) return d;
  return -1;
}
function widenScaled(scaled, decimals, n = scaled.length) {
  const p = POW10[decimals];
  const inPlace = scaled.byteOffset % 8 === 0 && scaled.buffer.byteLength - scaled.byteOffset >= 8 * n;
  const doubles = inPlace ? new Float64Array(scaled.buffer, scaled.byteOffset, n) : new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const k = scaled[i];
    doubles[i] = k === SCALED_NONE ? NaN : k / p;
  }
  return doubles;
}
var isScaled = (column) => !ArrayBuffer.isView(column);
function columnDoubles(column) {
  if (!isScaled(column)) return column;
  if (column.doubles === void 0) {
    column.doubles = widenScaled(column.scaled, column.decimals);
    column.scaled = new Int32Array(0);
  }
  return column.doubles;
}
function widenColumnInto(column, target) {
  if (!isScaled(column) || column.doubles !== void 0 || target.length < column.scaled.length) return false;
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
function columnValues(column) {
  return isScaled(column) ? column.doubles ?? column.scaled : column;
}
function noValueOf(column) {
  return isScaled(column) && column.doubles === void 0 ? SCALED_NONE : NaN;
}
function hasValueAt(column, i) {
  const v = columnValues(column)[i];
  return v === v && v !== noValueOf(column);
}
function hasAnyValue(column) {
  if (column === void 0) return false;
  const values = columnValues(column);
  const none = noValueOf(column);
  for (let i = 0; i < values.length; i++) if (values[i] === values[i] && values[i] !== none) return true;
  return false;
}
function columnPrefix(column, n) {
  if (!isScaled(column)) return column.subarray(0, n);
  if (column.doubles) return column.doubles.subarray(0, n);
  return { scaled: column.scaled.subarray(0, n), decimals: column.decimals };
}

// src/formats/eth/ansi.ts
var ESCAPES = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|P[^\x1b]*(?:\x1b\\)?|[@-Z\\-_])/g;
function stripAnsi(line) {
  return line.indexOf("\x1B") === -1 ? line : line.replace(ESCAPES, "");
}

// src/formats/eth/column.ts
var INITIAL_CAPACITY = 1 << 12;
var TypedColumn = class {
  /** `fill` is the value of entries never written. */
  constructor(make, fill = 0) {
    this.make = make;
    this.fill = fill;
    this.data = this.allocate(INITIAL_CAPACITY);
  }
  make;
  fill;
  data;
  /** One past the highest index written (pushed or set). */
  length = 0;
  push(value) {
    const i = this.length;
    if (i === this.data.length) this.grow(i + 1);
    this.data[i] = value;
    this.length = i + 1;
  }
  set(index, value) {
    if (index >= this.data.length) this.grow(index + 1);
    if (index > this.length && this.fill !== 0) this.data.fill(this.fill, this.length, index);
    this.data[index] = value;
    if (index >= this.length) this.length = index + 1;
  }
  get(index) {
    return index < this.length ? this.data[index] : this.fill;
  }
  /** Grows the buffer to hold `n` entries at once (a column whose final size is known roughly in advance). */
  reserve(n) {
    if (n > this.data.length) {
      const bigger = this.allocate(n);
      bigger.set(this.data.subarray(0, this.length));
      this.data = bigger;
    }
  }
  /** The first `n` entries (default: all written), entries past `length` reading as `fill`; shares the buffer. */
  finish(n = this.length) {
    if (n > this.data.length) this.grow(n);
    if (n > this.length && this.fill !== 0) this.data.fill(this.fill, this.length, n);
    return this.data.subarray(0, n);
  }
  allocate(n) {
    return this.make(n);
  }
  grow(needed) {
    let capacity = this.data.length * 2;
    while (capacity < needed) capacity *= 2;
    const bigger = this.allocate(capacity);
    bigger.set(this.data.subarray(0, this.length));
    this.data = bigger;
  }
};
var NumberColumn = class extends TypedColumn {
  constructor(fill = 0) {
    super((n) => new Float64Array(n), fill);
  }
};
var LineNumberColumn = class extends TypedColumn {
  constructor() {
    super((n) => new Uint32Array(n));
  }
};
var SCALE_FROM = 1 << 16;
var ScalingColumn = class {
  constructor(scaleFrom = SCALE_FROM) {
    this.scaleFrom = scaleFrom;
    this.allocate(INITIAL_CAPACITY);
  }
  scaleFrom;
  buffer = new ArrayBuffer(0);
  /** Entries the buffer holds (8 bytes each). */
  capacity = 0;
  scaled = null;
  doubles = new Float64Array(0);
  decimals = 0;
  /** Until a value could not be scaled: doubles may still turn scaled when the column grows past `scaleFrom`. */
  mayScale = true;
  /** One past the highest index written. */
  length = 0;
  set(index, value) {
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
  setAny(index, value) {
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
  reserve(n) {
    if (n > this.capacity) this.allocate(n);
  }
  /** The first `n` entries (default: all written), entries past `length` unset; shares the buffer. */
  finish(n = this.length) {
    if (n > this.capacity) this.allocate(n);
    if (this.scaled === null) {
      if (n > this.length) this.doubles.fill(NaN, this.length, n);
      return this.doubles.subarray(0, n);
    }
    if (n > this.length) this.scaled.fill(SCALED_NONE, this.length, n);
    return { scaled: this.scaled.subarray(0, n), decimals: this.decimals };
  }
  /** The scaled value of `value` with the fewest more decimals, the entries rescaled to them; SCALED_NONE if none fits. */
  takeDecimalsOf(value) {
    const decimals = decimalsFor(value, this.decimals + 1);
    if (decimals < 0) return SCALED_NONE;
    const factor = 10 ** (decimals - this.decimals);
    const scaled = this.scaled;
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
  becomeDoubles() {
    widenScaled(this.scaled, this.decimals, this.length);
    this.scaled = null;
    this.mayScale = false;
    this.doubles = new Float64Array(this.buffer);
  }
  /** The doubles written so far as scaled integers into `out`, at the fewest decimals that hold them all; false if none. */
  scaleInto(out) {
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
  allocate(capacity) {
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
  grow(needed) {
    let capacity = Math.max(1, this.capacity * 2);
    while (capacity < needed) capacity *= 2;
    this.allocate(capacity);
  }
};

// src/formats/eth/builder.ts
var SAMPLE_MAX = 200;
function sampleOf(line) {
  const clean = stripAnsi(line).trim();
  return clean.length > SAMPLE_MAX ? clean.slice(0, SAMPLE_MAX - 1) + "\u2026" : clean;
}
var BlockLogBuilder = class {
  constructor(format, options = {}) {
    this.format = format;
    this.keepsAttrs = (options.attrs ?? true) && options.onlyAttrs?.length !== 0;
    this.skipped = new Set(options.skipAttrs ?? []);
    this.only = options.onlyAttrs && new Set(options.onlyAttrs);
    this.keepsLines = options.lines ?? true;
  }
  format;
  blocksWithoutTiming = 0;
  /** Whether attribute values are kept (parsers may skip reading them when not). */
  keepsAttrs;
  blocks = new NumberColumn();
  ms = new NumberColumn();
  lines = new LineNumberColumn();
  columns = /* @__PURE__ */ new Map();
  /** What `column()` hands out when attributes are not kept: never written to. */
  discarded = new ScalingColumn();
  tallies = /* @__PURE__ */ new Map();
  skipped;
  only;
  keepsLines;
  reserved = 0;
  get size() {
    return this.blocks.length;
  }
  /**
   * Appends one record and returns its index (for attributes found on this or a following line). A block
   * number or time past 1.8e308 (400 digits) reads as Infinity, and a block number at or above 2^53 cannot be
   * held exactly (neighbours would collapse into "duplicates"): either line is counted and skipped, and its
   * index is -1, where setting an attribute does nothing.
   */
  add(block, ms, line) {
    if (!Number.isFinite(block) || !Number.isFinite(ms)) {
      this.warn(
        "non-finite-number",
        line,
        void 0,
        (n) => `${n} line(s) whose block number or time is too large to be a number were skipped`
      );
      return -1;
    }
    if (block > Number.MAX_SAFE_INTEGER) {
      this.warn(
        "unsafe-block-number",
        line,
        void 0,
        (n) => `${n} record${n === 1 ? "" : "s"} skipped: block numbers at or above 2^53 (9007199254740992) cannot be told apart exactly; check that the log is a real chain log`
      );
      return -1;
    }
    this.blocks.push(block);
    this.ms.push(ms);
    if (this.keepsLines) this.lines.push(line);
    return this.blocks.length - 1;
  }
  /** Sizes every column (those made later too) for `records` records. */
  reserve(records) {
    this.reserved = records;
    const kept = this.keepsLines ? [this.lines] : [];
    for (const col of [this.blocks, this.ms, ...kept, ...this.columns.values()]) col.reserve(records);
  }
  /**
   * The attribute column `name` (created on first use, NaN where unset; held in 4 bytes a value where its values
   * allow, formats/eth/column.ts `ScalingColumn`); fill it with `setAttr`.
   */
  column(name) {
    if (!this.keepsAttrs || this.skipped.has(name) || this.only?.has(name) === false) return this.discarded;
    let col = this.columns.get(name);
    if (!col) {
      col = new ScalingColumn();
      col.reserve(this.reserved);
      this.columns.set(name, col);
    }
    return col;
  }
  /** Whether `col` keeps what is set in it (not the discarded column of a skipped attribute): else skip reading it. */
  keeps(col) {
    return col !== this.discarded;
  }
  /** Sets record `index` of an attribute column. NaN (not found on the line) leaves it unset. */
  setAttr(col, index, value) {
    if (value === value && col !== this.discarded) col.set(index, value);
  }
  /**
   * Counts one occurrence of warning `code` at `lineNo`; the first occurrence keeps its line as the sample.
   * `blocks` adds to the number of blocks the warning covers (e.g. the blocks of an aggregated range).
   */
  warn(code, lineNo, line, describe, blocks = 0) {
    let t = this.tallies.get(code);
    if (!t) {
      t = { code, count: 0, blocks: 0, describe };
      if (lineNo !== void 0) t.firstLine = lineNo;
      if (line !== void 0) t.sample = sampleOf(line);
      this.tallies.set(code, t);
    }
    t.count++;
    t.blocks += blocks;
  }
  warningCount(code) {
    return this.tallies.get(code)?.count ?? 0;
  }
  /** The finished log; its columns share the builder's buffers (no copy), so build once. */
  build(source) {
    const warnings = [];
    for (const t of this.tallies.values()) {
      const w = { code: t.code, message: t.describe(t.count, t.blocks), count: t.count };
      if (t.firstLine !== void 0) w.firstLine = t.firstLine;
      if (t.sample !== void 0) w.sample = t.sample;
      if (source !== void 0) w.file = source;
      warnings.push(w);
    }
    const n = this.size;
    const attrs = {};
    for (const [name, col] of this.columns) attrs[name] = col.finish(n);
    const log = {
      format: this.format,
      blocks: this.blocks.finish(),
      ms: this.ms.finish(),
      lines: this.keepsLines ? this.lines.finish() : new Uint32Array(0),
      attrs,
      warnings,
      blocksWithoutTiming: this.blocksWithoutTiming
    };
    if (source !== void 0) log.source = source;
    return log;
  }
};

// src/formats/eth/line-view.ts
var LineView = class _LineView {
  /** The string holding the line (a whole decoded chunk, or the line itself). */
  text = "";
  start = 0;
  end = 0;
  /** The line alone (a slice): what searches run on, and what warnings quote. */
  line = "";
  /** 1-based line number. */
  no = 0;
  /** Set by a scanner that found no escape character in all of `text`: `stripAnsi` then has nothing to look for. */
  noEscapes = false;
  static of(line, no = 1) {
    return new _LineView().set(line, 0, line.length, line, no);
  }
  set(text, start, end, line, no) {
    this.text = text;
    this.start = start;
    this.end = end;
    this.line = line;
    this.no = no;
    return this;
  }
  /** Absolute position of `pattern` at or after absolute `from` within the line, or -1. */
  find(pattern, from = this.start) {
    const i = this.line.indexOf(pattern, from - this.start);
    return i === -1 ? -1 : i + this.start;
  }
  has(pattern) {
    return this.line.includes(pattern);
  }
  /** Removes colour codes (the view then points at a cleaned copy of the line). */
  stripAnsi() {
    if (!this.noEscapes && this.line.indexOf("\x1B") !== -1) {
      const clean = stripAnsi(this.line);
      this.set(clean, 0, clean.length, clean, this.no);
    }
    return this;
  }
};

// src/formats/eth/scan.ts
function isComment(text, start, stop) {
  let i = start;
  while (i < stop && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i < stop && text.charCodeAt(i) === 35;
}
var SEARCH_PREFIX = 6;
var SHARED_PREFIX = 4;
function needleGroups(needles) {
  const prefixes = [];
  const members = [];
  for (const needle of needles) {
    const own = needle.slice(0, SEARCH_PREFIX);
    const g = prefixes.findIndex((p) => commonPrefix(p, own) >= SHARED_PREFIX);
    if (g === -1) {
      prefixes.push(own);
      members.push([needle]);
    } else {
      prefixes[g] = own.slice(0, commonPrefix(prefixes[g], own));
      members[g].push(needle);
    }
  }
  return { prefixes, members };
}
function commonPrefix(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
var NeedleLineScanner = class {
  constructor(needles, parser) {
    this.parser = parser;
    const { prefixes, members } = needleGroups(needles);
    this.prefixes = prefixes;
    this.members = members;
  }
  parser;
  /** Lines seen so far (the number of the last line fed). */
  lineNo = 0;
  prefixes;
  members;
  view = new LineView();
  /** Where one of group g's needles first starts in `text` at or after `from`, or Infinity: `indexOf` of each, least. */
  find(text, g, from) {
    const prefix = this.prefixes[g];
    const needles = this.members[g];
    for (let h = text.indexOf(prefix, from); h !== -1; h = text.indexOf(prefix, h + 1)) {
      for (let m = 0; m < needles.length; m++) if (text.startsWith(needles[m], h)) return h;
    }
    return Infinity;
  }
  /**
   * Scans `text`, which must end at a line boundary (after a `\n`) or be the last piece of the input.
   * A trailing `\r` (CRLF files) is removed from the lines handed on.
   */
  feed(text) {
    const n = text.length;
    if (n === 0) return;
    const k = this.prefixes.length;
    this.view.noEscapes = text.indexOf("\x1B") === -1;
    const hits = new Array(k);
    let next = Infinity;
    for (let g = 0; g < k; g++) {
      hits[g] = this.find(text, g, 0);
      if (hits[g] < next) next = hits[g];
    }
    let start = 0;
    let lineNo = this.lineNo;
    while (start < n) {
      if (next === Infinity) {
        let p = text.indexOf("\n", start);
        while (p !== -1) {
          lineNo++;
          start = p + 1;
          p = text.indexOf("\n", start);
        }
        if (start < n) lineNo++;
        break;
      }
      let end = text.indexOf("\n", start);
      if (end === -1) end = n;
      lineNo++;
      if (next < end) {
        const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
        if (!isComment(text, start, stop))
          this.parser.line(this.view.set(text, start, stop, text.slice(start, stop), lineNo));
        next = Infinity;
        for (let g = 0; g < k; g++) {
          if (hits[g] <= end) hits[g] = this.find(text, g, end + 1);
          if (hits[g] < next) next = hits[g];
        }
      }
      start = end + 1;
    }
    this.lineNo = lineNo;
  }
};

// src/formats/eth/parse-text.ts
var SIZE_FROM_RECORDS = 1 << 13;
var BlockLogSession = class {
  constructor(format, options = {}) {
    this.format = format;
    this.builder = new BlockLogBuilder(format.name, options);
    this.expectedChars = options.expectedChars;
    this.parser = format.createLineParser(this.builder);
    this.scanner = new NeedleLineScanner(format.needles, this.parser);
  }
  format;
  builder;
  scanner;
  parser;
  expectedChars;
  fedChars = 0;
  /** Text ending at a line boundary, or the last piece of the input. */
  feed(text) {
    this.scanner.feed(text);
    if (this.expectedChars === void 0) return;
    this.fedChars += text.length;
    const size = this.builder.size;
    if (size >= SIZE_FROM_RECORDS) {
      this.builder.reserve(Math.ceil(size * this.expectedChars / this.fedChars * 1.1));
      this.expectedChars = void 0;
    }
  }
  finish(source) {
    this.parser.finish?.();
    if (this.builder.size === 0 && this.builder.blocksWithoutTiming === 0) {
      this.builder.warn(
        "no-block-lines",
        void 0,
        void 0,
        () => `no ${this.format.name} block lines with an execution time were found in ${this.scanner.lineNo} lines`
      );
    }
    return this.builder.build(source);
  }
};
function parseBlockLogText(text, options = {}) {
  const source = options.source ?? "the log text";
  const format = chooseBlockLogFormat(text.slice(0, DETECT_HEAD_BYTES), options.format, source);
  const session = new BlockLogSession(format, { attrs: options.attrs });
  session.feed(text);
  return session.finish(options.source);
}

// src/io/block-log-reader.ts
import { stat } from "node:fs/promises";

// src/io/file-chunks.ts
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createGunzip } from "node:zlib";
async function openForReading(path) {
  let handle;
  try {
    handle = await open(path, "r");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT")
      throw new UserError(`file not found: ${path} (check the path and the working directory)`);
    if (code === "EACCES" || code === "EPERM") throw new UserError(`cannot read ${path}: permission denied`);
    if (code === "EISDIR") throw new UserError(`${path} is a directory: give the path of a log file`);
    throw new UserError(`cannot open ${path}: ${e.message}`);
  }
  if ((await handle.stat()).isDirectory()) {
    await handle.close();
    throw new UserError(`${path} is a directory: give the path of a log file`);
  }
  return handle;
}
async function pumpFile(path, decoder, maxBytes = DEFAULT_MAX_INPUT_BYTES) {
  const handle = await openForReading(path);
  const magic = Buffer.alloc(2);
  const { bytesRead } = await handle.read(magic, 0, 2, 0);
  if (bytesRead === 2 && magic[0] === 31 && magic[1] === 139) {
    await pumpGunzip(path, handle, decoder, maxBytes);
  } else {
    try {
      if ((await handle.stat()).size > maxBytes) throw inputTooLarge(path, maxBytes, "is larger than");
      let pos = 0;
      for (; ; ) {
        const room = decoder.space();
        const { bytesRead: n } = await handle.read(room, 0, room.length, pos);
        if (n === 0) break;
        pos += n;
        if (pos > maxBytes) throw inputTooLarge(path, maxBytes, "is larger than");
        decoder.commit(n);
      }
    } finally {
      await handle.close();
    }
  }
  decoder.end();
}
async function pumpGunzip(path, handle, decoder, maxBytes) {
  const gunzip = createGunzip({ chunkSize: 1 << 20 });
  const input = createReadStream("", { fd: handle, start: 0, highWaterMark: 256 << 10 });
  let total = 0;
  try {
    await new Promise((resolve, reject) => {
      const fail = (e) => {
        reject(e);
        gunzip.destroy();
      };
      input.on("error", fail);
      gunzip.on("error", fail);
      gunzip.on("end", resolve);
      gunzip.on("data", (chunk) => {
        total += chunk.length;
        if (total > maxBytes) {
          fail(inputTooLarge(path, maxBytes, "decompresses to more than"));
          return;
        }
        try {
          decoder.push(chunk);
        } catch (e) {
          fail(e);
        }
      });
      input.pipe(gunzip);
    });
  } catch (e) {
    if (e instanceof UserError) throw e;
    throw new UserError(`cannot decompress ${path}: ${e.message} (is the .gz file complete?)`);
  } finally {
    input.destroy();
  }
}

// src/io/line-decoder.ts
var NEWLINE = 10;
var LATIN1_BOM = "\xEF\xBB\xBF";
var DEFAULT_BYTES = 1 << 20;
var PIECE_BYTES = 120 << 10;
function latin1ToUtf8(text) {
  return Buffer.from(text, "latin1").toString("utf8");
}
var LineChunkDecoder = class {
  /** `bytes`: the read buffer; `pieceBytes`: the most text handed out at once (unless one line is longer). */
  constructor(emit, bytes = DEFAULT_BYTES, pieceBytes = Math.min(bytes, PIECE_BYTES), maxLineBytes = MAX_LINE_BYTES) {
    this.emit = emit;
    this.pieceBytes = pieceBytes;
    this.maxLineBytes = maxLineBytes;
    this.buf = Buffer.allocUnsafe(bytes);
  }
  emit;
  pieceBytes;
  maxLineBytes;
  buf;
  len = 0;
  first = true;
  /** Inside a line over `maxLineBytes`: bytes are dropped up to its newline. */
  skipping = false;
  /** Lines skipped for being longer than `maxLineBytes`. */
  longLines = 0;
  /** Free space to read into directly (then call `commit`); never empty. */
  space() {
    if (this.len === this.buf.length) this.flush();
    if (this.len === this.buf.length && this.len >= this.maxLineBytes) {
      this.longLines++;
      this.skipping = true;
      this.len = 0;
    }
    if (this.len === this.buf.length) {
      const bigger = Buffer.allocUnsafe(this.buf.length * 2);
      this.buf.copy(bigger, 0, 0, this.len);
      this.buf = bigger;
    }
    return this.buf.subarray(this.len);
  }
  /** `n` bytes were written at the start of the last `space()`. */
  commit(n) {
    if (this.skipping) {
      const nl = this.buf.subarray(0, n).indexOf(NEWLINE);
      if (nl === -1) return;
      this.skipping = false;
      this.buf.copyWithin(0, nl, n);
      n -= nl;
    }
    this.len += n;
    if (this.len === this.buf.length) this.flush();
  }
  /**
   * Takes `chunk` from a source that brings its own buffers (like gunzip). Its whole lines are decoded from it
   * directly; only the line it starts in the middle of and the partial line it ends with are copied.
   */
  push(chunk) {
    if (this.skipping) {
      const nl = chunk.indexOf(NEWLINE);
      if (nl === -1) return;
      this.skipping = false;
      chunk = chunk.subarray(nl);
    }
    const last = chunk.lastIndexOf(NEWLINE);
    if (last === -1) {
      this.copyIn(chunk, 0, chunk.length);
      return;
    }
    let start = 0;
    if (this.len > 0) {
      start = chunk.indexOf(NEWLINE) + 1;
      this.copyIn(chunk, 0, start);
      this.flush();
    }
    this.sendPieces(chunk, start, last + 1);
    this.copyIn(chunk, last + 1, chunk.length);
  }
  copyIn(chunk, from, to) {
    let off = from;
    while (off < to) {
      const room = this.space();
      const n = Math.min(room.length, to - off);
      chunk.copy(room, 0, off, off + n);
      off += n;
      this.commit(n);
    }
  }
  /** Hands out what is left, including a last line without a newline. */
  end() {
    if (this.len > 0 && !this.skipping) this.sendPieces(this.buf, 0, this.len);
    this.len = 0;
  }
  /** Hands out the complete lines in the buffer and moves the partial last line to its front. */
  flush() {
    const last = this.buf.lastIndexOf(NEWLINE, this.len - 1);
    if (last === -1) return;
    this.sendPieces(this.buf, 0, last + 1);
    this.buf.copyWithin(0, last + 1, this.len);
    this.len -= last + 1;
  }
  /** Hands out bytes[from, end) in pieces of at most `pieceBytes` that end after a newline (or at `end`). */
  sendPieces(bytes, from, end) {
    let start = from;
    while (start < end) {
      let stop = end;
      if (end - start > this.pieceBytes) {
        const cut = bytes.lastIndexOf(NEWLINE, start + this.pieceBytes - 1);
        if (cut >= start) stop = cut + 1;
        else {
          const next = bytes.indexOf(NEWLINE, start + this.pieceBytes);
          stop = next === -1 || next >= end ? end : next + 1;
        }
      }
      this.send(bytes.toString("latin1", start, stop));
      start = stop;
    }
  }
  send(text) {
    if (this.first) {
      this.first = false;
      if (text.startsWith(LATIN1_BOM)) text = text.slice(3);
    }
    this.emit(text);
  }
};

// src/io/block-log-reader.ts
var SETTLE_HEAD_CHARS = 64 << 10;
async function readBlockLog(path, options = {}) {
  let session = null;
  const head = [];
  let headLength = 0;
  const expectedChars = await stat(path).then(
    (st) => st.size,
    () => void 0
  );
  const start = (format) => {
    const s = new BlockLogSession(format, {
      attrs: options.attrs,
      skipAttrs: options.skipAttrs,
      onlyAttrs: options.onlyAttrs,
      lines: options.lines,
      expectedChars
    });
    for (const text of head) s.feed(text);
    head.length = 0;
    return s;
  };
  const detectAndStart = () => start(chooseBlockLogFormat(head.join(""), options.format, path));
  let settleTried = false;
  const emit = (text) => {
    if (session) {
      session.feed(text);
      return;
    }
    head.push(text);
    if (options.format) {
      session = detectAndStart();
      return;
    }
    headLength += text.length;
    if (headLength >= DETECT_HEAD_BYTES) session = detectAndStart();
    else if (!settleTried && headLength >= SETTLE_HEAD_CHARS) {
      settleTried = true;
      const settled = settledBlockLogFormat(head.join(""));
      if (settled) session = start(settled);
    }
  };
  const decoder = new LineChunkDecoder(emit, void 0, options.pieceBytes);
  await pumpFile(path, decoder, options.maxInputBytes);
  session ??= detectAndStart();
  const log = session.finish(path);
  if (decoder.longLines > 0) {
    const n = decoder.longLines;
    log.warnings.push({
      code: "long-line",
      message: `${n} line${n === 1 ? "" : "s"} longer than ${formatBytes(MAX_LINE_BYTES)} skipped (no log line is that long)`,
      count: n,
      file: path
    });
  }
  for (const w of log.warnings) if (w.sample !== void 0) w.sample = latin1ToUtf8(w.sample);
  return log;
}

export {
  columnDoubles,
  widenColumnInto,
  columnValues,
  noValueOf,
  hasValueAt,
  hasAnyValue,
  columnPrefix,
  parseBlockLogText,
  readBlockLog
};
