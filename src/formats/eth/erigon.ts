// Erigon 3 `head validated … number=24710262 … execution=3s mgas/s=325.67` lines. Erigon rounds `execution`
// to whole units (`3s`, `27ms`), so the times are coarse: a warning says so. `head updated … number=N` lines
// (no timing) are counted as blocks without timing.
import type { BlockLogBuilder } from './builder.js';
import type { ScalingColumn } from './column.js';
import { confidenceFromCount, countMatchingLines, type BlockLogFormat, type LineParser } from './format.js';
import { fieldRange } from './keyvalue.js';
import type { LineView } from './line-view.js';
import { durationMs, groupedInt, scaledDecimal } from './numbers.js';
import { warnNoTiming, warnSlowBlockIgnored, warnUnparsed } from './warnings.js';

const VALIDATED = 'head validated';
const UPDATED = 'head updated';
const SLOW_BLOCK = 'Slow block';

class ErigonLineParser implements LineParser {
  private readonly mgasps: ScalingColumn;
  private headUpdatedLines = 0;

  constructor(private readonly out: BlockLogBuilder) {
    this.mgasps = out.column('mgasps');
  }

  line(v: LineView): void {
    v.stripAnsi();
    if (!v.has(VALIDATED) && !v.has(UPDATED)) {
      if (v.has(SLOW_BLOCK)) warnSlowBlockIgnored(this.out, v);
      return;
    }
    const s = v.text;
    const n = fieldRange(v, 'number');
    const block = n ? groupedInt(s, n[0], n[1]) : NaN;
    if (block !== block) {
      warnUnparsed(this.out, 'Erigon', v);
      return;
    }
    const e = fieldRange(v, 'execution');
    if (!e) {
      // Counted as blocks without timing only when the log never times blocks (see finish).
      warnNoTiming(this.out, 'Erigon', v, false);
      this.headUpdatedLines++;
      return;
    }
    const ms = durationMs(s, e[0], e[1]);
    if (ms !== ms) {
      warnUnparsed(this.out, 'Erigon', v);
      return;
    }
    const i = this.out.add(block, ms, v.no);
    const rate = fieldRange(v, 'mgas/s');
    if (rate) this.out.setAttr(this.mgasps, i, scaledDecimal(s, rate[0], rate[1], 0, 'dot'));
    if (v.find('.', e[0]) === -1 || v.find('.', e[0]) >= e[1]) {
      this.out.warn(
        'rounded-timing',
        v.no,
        v.line,
        (count) =>
          `${count} Erigon execution times are rounded to whole units (e.g. execution=3s, 27ms): ` +
          'differences smaller than the unit are invisible, so per-block Δ% is coarse',
      );
    }
  }

  finish(): void {
    // Lines without time in a log that never times blocks (`head updated` only): those blocks lack timing.
    if (this.out.size === 0) this.out.blocksWithoutTiming += this.headUpdatedLines;
  }
}

const SIGNATURE = /head (?:validated|updated)\s+hash=/;

export const erigonFormat: BlockLogFormat = {
  name: 'erigon',
  description: 'Erigon 3 `head validated … number=N … execution=<rounded duration>` lines',
  needles: [VALIDATED, UPDATED, SLOW_BLOCK],
  detect: (head) => confidenceFromCount(countMatchingLines(head, SIGNATURE)),
  createLineParser: (out) => new ErigonLineParser(out),
};
