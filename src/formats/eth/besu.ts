// Besu block-import lines, every layout since 2021, plain or inside JSON logging, in any Java locale:
//   22.x–24.10  `Imported #14,575,862 / 49 tx / … / 1,035,560 (12.9%) gas / (0x…) in 0.097s. Peers: 14`
//   24.12–25.4  `Imported #23,115  (7fb0b.....80ce5)|    0 tx| … | gas used  51,897,982 (  1.3%)| exec time 0.293s| mgas/s 177.13| …`
//   25.5–25.9   `Imported #23,640,000  (…)|  449 tx ( 90.5% parallel)| … |  26,561,837 ( 59.0%) gas used| 0.068s exec| 390.62 Mgas/s| …`
//   25.10+      same, `188.1ms exec` below one second, `1.234s exec` from one second
// A German locale prints `#23.640.000` and `134,0ms exec`; log4j2 highlighting adds colour codes.
import {
  BlockAttrsLineParser,
  confidenceFromCount,
  countMatchingLines,
  type BlockLogFormat,
} from './format.js';
import type { LineView } from './line-view.js';
import {
  decimalEnd,
  groupedInt,
  groupedIntAt,
  groupedIntEnd,
  isFieldBoundary,
  NOT_PLAIN,
  numberStartBefore,
  plainDecimalBefore,
  scaledDecimal,
  skipSpaces,
  skipSpacesBack,
} from './numbers.js';
import { warnSlowBlockIgnored, warnUnparsed } from './warnings.js';

const IMPORTED = 'Imported #';
const PROGRESS = 'Import reached block';
const SLOW_BLOCK = 'Slow block';

/** Reads the time that follows `at` (`0.188s`, `188.1ms`), in ms; NaN if there is none. */
function timeAfter(s: string, at: number): number {
  const start = skipSpaces(s, at);
  const end = decimalEnd(s, start);
  if (end === start) return NaN;
  const c = s.charCodeAt(end);
  if (c === 109 /* m */ && s.charCodeAt(end + 1) === 115) return scaledDecimal(s, start, end, 0);
  if (c === 115 /* s */) return scaledDecimal(s, start, end, 3);
  return NaN;
}

/** Reads the time that ends just before `at` (`… 188.1ms exec`), in ms; NaN if there is none. */
function timeBefore(s: string, at: number): number {
  let end = skipSpacesBack(s, at);
  if (s.charCodeAt(end - 1) !== 115 /* s */) return NaN;
  end--;
  let shift = 3;
  if (s.charCodeAt(end - 1) === 109 /* m */) {
    end--;
    shift = 0;
  }
  // `13#.0ms` must not read as 0 ms: the number has to start after a separator.
  const plain = plainDecimalBefore(s, end, shift, true);
  if (plain !== NOT_PLAIN) return plain;
  const start = numberStartBefore(s, end);
  return start === end || !isFieldBoundary(s.charCodeAt(start - 1))
    ? NaN
    : scaledDecimal(s, start, end, shift);
}

/** The execution time of an `Imported #` line, in ms, or NaN. */
function execMs(v: LineView, from: number): number {
  const exec = v.find('exec', from);
  if (exec !== -1) {
    if (v.text.startsWith('exec time', exec)) return timeAfter(v.text, exec + 9);
    return timeBefore(v.text, exec);
  }
  const inAt = v.find(' in ', from);
  return inAt === -1 ? NaN : timeAfter(v.text, inAt + 4);
}

/** The integer ending before `at`, skipping spaces (`  109 tx` → 109). */
function intBefore(s: string, at: number): number {
  const end = skipSpacesBack(s, at);
  const start = numberStartBefore(s, end);
  return start === end ? NaN : groupedInt(s, start, end);
}

/** `26,561,837 ( 59.0%) gas` with `at` at ` gas`: the number before the parenthesis. */
function gasBeforePercent(v: LineView, at: number): number {
  const s = v.text;
  let i = at;
  while (i > v.start && s.charCodeAt(i - 1) !== 41 /* ) */) i--;
  while (i > v.start && s.charCodeAt(i - 1) !== 40 /* ( */) i--;
  return i === v.start ? NaN : intBefore(s, i - 1);
}

/** `111.17 Mgas/s` (25.5+) or `mgas/s 177.13` (24.12–25.4) after `from`. */
function mgasPerSecond(v: LineView, from: number): number {
  const s = v.text;
  const before = v.find('Mgas/s', from);
  if (before !== -1) {
    const end = skipSpacesBack(s, before);
    const plain = plainDecimalBefore(s, end, 0, false);
    return plain !== NOT_PLAIN ? plain : scaledDecimal(s, numberStartBefore(s, end), end);
  }
  const after = v.find('mgas/s', from);
  if (after === -1) return NaN;
  const start = skipSpaces(s, after + 6);
  return scaledDecimal(s, start, decimalEnd(s, start));
}

class BesuLineParser extends BlockAttrsLineParser {
  /** The block number `groupedIntAt` last read. */
  groupedInt = 0;

  line(v: LineView): void {
    v.stripAnsi();
    const at = v.find(IMPORTED);
    if (at === -1) {
      if (v.has(PROGRESS)) {
        this.out.warn(
          'progress-line',
          v.no,
          v.line,
          (n) =>
            `${n} Besu \`Import reached block\` progress line${n === 1 ? '' : 's'} (one per 200 blocks, no per-block time) skipped`,
        );
      } else if (v.has(SLOW_BLOCK)) warnSlowBlockIgnored(this.out, v);
      return;
    }
    const s = v.text;
    const numStart = at + IMPORTED.length;
    const numEnd = groupedIntAt(s, numStart, this);
    const block = numEnd > numStart ? this.groupedInt : NaN;
    // The columns come in the same order in every layout (tx, gas, time, rate): each search starts where the
    // previous one ended, so a line is read about once.
    // The numbers of columns not kept (all without attributes; `txs` and `gasUsed` for the comparison) are not
    // read, but the searches still run, so the time is found from the same position either way.
    const out = this.out;
    const attrs = out.keepsAttrs;
    let p = numEnd;
    let txs = NaN;
    const tx = v.find(' tx', p);
    if (tx !== -1) {
      if (out.keeps(this.txs)) txs = intBefore(s, tx);
      p = tx + 3;
    }
    let gas = NaN;
    const used = v.find('gas used', p);
    if (used !== -1) {
      // 24.12–25.4: `gas used  51,897,982 (  1.3%)`; 25.5+: `26,561,837 ( 59.0%) gas used`
      if (out.keeps(this.gas)) {
        const after = skipSpaces(s, used + 8);
        const afterEnd = groupedIntEnd(s, after);
        gas = afterEnd > after ? groupedInt(s, after, afterEnd) : gasBeforePercent(v, used);
      }
      p = used + 8;
    } else {
      const old = v.find(') gas', p); // 22.x–24.10: `1,035,560 (12.9%) gas /`
      if (old !== -1) {
        if (out.keeps(this.gas)) gas = gasBeforePercent(v, old + 1);
        p = old + 5;
      }
    }
    let ms = execMs(v, p);
    if (ms !== ms && p !== numEnd) ms = execMs(v, numEnd);
    if (block !== block || ms !== ms) {
      warnUnparsed(this.out, 'Besu', v);
      return;
    }
    const i = out.add(block, ms, v.no);
    if (!attrs) return;
    out.setAttr(this.txs, i, txs);
    out.setAttr(this.gas, i, gas);
    if (out.keeps(this.mgasps)) out.setAttr(this.mgasps, i, mgasPerSecond(v, p));
  }
}

const SIGNATURE = /Imported #\d/;

export const besuFormat: BlockLogFormat = {
  name: 'besu',
  description: 'Besu `Imported #N …` lines (22.x to 26.x layouts, plain or JSON logging)',
  needles: [IMPORTED, PROGRESS, SLOW_BLOCK],
  detect(head) {
    const n = countMatchingLines(head, SIGNATURE);
    if (n > 0) return confidenceFromCount(n);
    return head.includes(PROGRESS) ? 0.3 : 0;
  },
  createLineParser: (out) => new BesuLineParser(out),
};
