// Collects one Ethereum log's per-block records by column (typed arrays, no per-block objects) and tallies
// warnings by code, so a million-block log stays compact and nothing is skipped silently.
import type { AttrColumn, BlockLog, ParseWarning } from '../../core/model.js';
import { stripAnsi } from './ansi.js';
import { LineNumberColumn, NumberColumn, ScalingColumn } from './column.js';

/** Builds the warning's sentence once the final count is known. */
export type DescribeWarning = (count: number, blocks: number) => string;

interface WarningTally {
  code: string;
  count: number;
  blocks: number;
  firstLine?: number;
  sample?: string;
  describe: DescribeWarning;
}

const SAMPLE_MAX = 200;

export function sampleOf(line: string): string {
  const clean = stripAnsi(line).trim();
  return clean.length > SAMPLE_MAX ? clean.slice(0, SAMPLE_MAX - 1) + '…' : clean;
}

export interface BlockLogBuilderOptions {
  /**
   * Keep the attribute columns (tx count, gas, Mgas/s; default true). Without them a parser may skip reading
   * those numbers: the comparison never uses them, and a million-block log then parses faster and smaller.
   */
  attrs?: boolean;
  /** Attribute columns not to keep even when `attrs` is on (the comparison drops `txs`: it is no metric). */
  skipAttrs?: readonly string[];
  /**
   * The only attribute columns to keep, when given (none: as `attrs: false`). A comparison whose report shows only
   * its verdict keeps the columns the verdict may rest on (pipeline/compare-inputs.ts `verdictAttrs`).
   */
  onlyAttrs?: readonly string[];
  /**
   * Keep each record's line number (default true). The comparison never reads them: without, `lines` is empty
   * and a million-block log is 4 MB smaller.
   */
  lines?: boolean;
  /**
   * The size of the whole text in characters, when known (a plain file's size): the columns are then sized once
   * from the records per character of the first lines (`BlockLogSession`), not doubled into place, which left a
   * million-block log's worker with as much garbage as columns.
   */
  expectedChars?: number;
}

export class BlockLogBuilder {
  blocksWithoutTiming = 0;
  /** Whether attribute values are kept (parsers may skip reading them when not). */
  readonly keepsAttrs: boolean;
  private readonly blocks = new NumberColumn();
  private readonly ms = new NumberColumn();
  private readonly lines = new LineNumberColumn();
  private readonly columns = new Map<string, ScalingColumn>();
  /** What `column()` hands out when attributes are not kept: never written to. */
  private readonly discarded = new ScalingColumn();
  private readonly tallies = new Map<string, WarningTally>();
  private readonly skipped: ReadonlySet<string>;
  private readonly only: ReadonlySet<string> | undefined;
  private readonly keepsLines: boolean;
  private reserved = 0;

  constructor(
    readonly format: string,
    options: BlockLogBuilderOptions = {},
  ) {
    this.keepsAttrs = (options.attrs ?? true) && options.onlyAttrs?.length !== 0;
    this.skipped = new Set(options.skipAttrs ?? []);
    this.only = options.onlyAttrs && new Set(options.onlyAttrs);
    this.keepsLines = options.lines ?? true;
  }

  get size(): number {
    return this.blocks.length;
  }

  /**
   * Appends one record and returns its index (for attributes found on this or a following line). A block
   * number or time past 1.8e308 (400 digits) reads as Infinity, and a block number at or above 2^53 cannot be
   * held exactly (neighbours would collapse into "duplicates"): either line is counted and skipped, and its
   * index is -1, where setting an attribute does nothing.
   */
  add(block: number, ms: number, line: number): number {
    if (!Number.isFinite(block) || !Number.isFinite(ms)) {
      this.warn(
        'non-finite-number',
        line,
        undefined,
        (n) => `${n} line(s) whose block number or time is too large to be a number were skipped`,
      );
      return -1;
    }
    if (block > Number.MAX_SAFE_INTEGER) {
      this.warn(
        'unsafe-block-number',
        line,
        undefined,
        (n) =>
          `${n} record${n === 1 ? '' : 's'} skipped: block numbers at or above 2^53 (9007199254740992) cannot be ` +
          'told apart exactly; check that the log is a real chain log',
      );
      return -1;
    }
    this.blocks.push(block);
    this.ms.push(ms);
    if (this.keepsLines) this.lines.push(line);
    return this.blocks.length - 1;
  }

  /** Sizes every column (those made later too) for `records` records. */
  reserve(records: number): void {
    this.reserved = records;
    const kept = this.keepsLines ? [this.lines] : [];
    for (const col of [this.blocks, this.ms, ...kept, ...this.columns.values()]) col.reserve(records);
  }

  /**
   * The attribute column `name` (created on first use, NaN where unset; held in 4 bytes a value where its values
   * allow, formats/eth/column.ts `ScalingColumn`); fill it with `setAttr`.
   */
  column(name: string): ScalingColumn {
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
  keeps(col: ScalingColumn): boolean {
    return col !== this.discarded;
  }

  /** Sets record `index` of an attribute column. NaN (not found on the line) leaves it unset. */
  setAttr(col: ScalingColumn, index: number, value: number): void {
    if (value === value && col !== this.discarded) col.set(index, value);
  }

  /**
   * Counts one occurrence of warning `code` at `lineNo`; the first occurrence keeps its line as the sample.
   * `blocks` adds to the number of blocks the warning covers (e.g. the blocks of an aggregated range).
   */
  warn(
    code: string,
    lineNo: number | undefined,
    line: string | undefined,
    describe: DescribeWarning,
    blocks = 0,
  ): void {
    let t = this.tallies.get(code);
    if (!t) {
      t = { code, count: 0, blocks: 0, describe };
      if (lineNo !== undefined) t.firstLine = lineNo;
      if (line !== undefined) t.sample = sampleOf(line);
      this.tallies.set(code, t);
    }
    t.count++;
    t.blocks += blocks;
  }

  warningCount(code: string): number {
    return this.tallies.get(code)?.count ?? 0;
  }

  /** The finished log; its columns share the builder's buffers (no copy), so build once. */
  build(source?: string): BlockLog {
    const warnings: ParseWarning[] = [];
    for (const t of this.tallies.values()) {
      const w: ParseWarning = { code: t.code, message: t.describe(t.count, t.blocks), count: t.count };
      if (t.firstLine !== undefined) w.firstLine = t.firstLine;
      if (t.sample !== undefined) w.sample = t.sample;
      if (source !== undefined) w.file = source;
      warnings.push(w);
    }
    const n = this.size;
    const attrs: Record<string, AttrColumn> = {};
    for (const [name, col] of this.columns) attrs[name] = col.finish(n);
    const log: BlockLog = {
      format: this.format,
      blocks: this.blocks.finish(),
      ms: this.ms.finish(),
      lines: this.keepsLines ? this.lines.finish() : new Uint32Array(0),
      attrs,
      warnings,
      blocksWithoutTiming: this.blocksWithoutTiming,
    };
    if (source !== undefined) log.source = source;
    return log;
  }
}
