// The small interface every Ethereum client log format implements (shared/DESIGN.md §3).
import type { BlockLogBuilder } from './builder.js';
import type { ScalingColumn } from './column.js';
import type { LineView } from './line-view.js';

/** Receives, in order, only the lines that contain one of the format's needles. */
export interface LineParser {
  /** `view` is reused for the next line: read what you need now. */
  line(view: LineView): void;
  /** Called once after the last line (for state spanning several lines). */
  finish?(): void;
}

export interface BlockLogFormat {
  readonly name: string;
  /** One line for `--help` and error messages. */
  readonly description: string;
  /**
   * Substrings a line must contain (any one) to be looked at. This cheap pre-filter is what keeps a
   * million-block log fast: every other line is skipped without a regex.
   */
  readonly needles: readonly string[];
  /** 0 (not this format) … 1 (certainly this format), from the first lines of a file. */
  detect(head: string): number;
  createLineParser(out: BlockLogBuilder): LineParser;
}

/** Confidence from how many head lines carry the format's signature: one line is a hint, ten are proof. */
export function confidenceFromCount(matches: number, floor = 0.5, ceiling = 1): number {
  if (matches <= 0) return 0;
  return floor + (ceiling - floor) * Math.min(1, matches / 10);
}

const globalPatterns = new WeakMap<RegExp, RegExp>();

/**
 * How many lines of `head` match `pattern` (a non-global regex), counting at most `limit`. One regex search runs
 * over the whole head, jumping to the next line after each hit, instead of splitting a MB into thousands of
 * lines and testing each (detection runs for every format on every input, so this is most of its cost). A hit
 * that spans a newline (`\s+` can) is re-checked on its first line alone, so the count is exactly per line.
 */
export function countMatchingLines(head: string, pattern: RegExp, limit = 50): number {
  let re = globalPatterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '') + 'g');
    globalPatterns.set(pattern, re);
  }
  let n = 0;
  re.lastIndex = 0;
  for (let m = re.exec(head); m !== null; m = re.exec(head)) {
    const lineEnd = head.indexOf('\n', m.index);
    const end = lineEnd === -1 ? head.length : lineEnd;
    if (m.index + m[0].length <= end) n++;
    else if (pattern.test(head.slice(head.lastIndexOf('\n', m.index) + 1, end))) n++;
    if (n >= limit || lineEnd === -1) break;
    re.lastIndex = lineEnd + 1;
  }
  return n;
}

/**
 * Base of the parsers whose lines carry the usual per-block extras: the tx count, gas used and Mgas/s
 * columns every client that prints them shares.
 */
export abstract class BlockAttrsLineParser implements LineParser {
  protected readonly txs: ScalingColumn;
  protected readonly gas: ScalingColumn;
  protected readonly mgasps: ScalingColumn;

  constructor(protected readonly out: BlockLogBuilder) {
    this.txs = out.column('txs');
    this.gas = out.column('gasUsed');
    this.mgasps = out.column('mgasps');
  }

  abstract line(view: LineView): void;
}
