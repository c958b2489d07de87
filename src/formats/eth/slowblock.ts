// The cross-client "Slow block" report (geth --debug.logslowblock, Nethermind --Blocks.SlowBlockThresholdMs,
// Besu's SlowBlock logger, reth --engine.slow-block-threshold): a JSON payload
//   {"level":"warn","msg":"Slow block","block":{"number":1,…,"gas_used":…,"tx_count":6},"timing":{"execution_ms":654.08,…},…}
// behind any client prefix (Besu's JSON logging embeds it unescaped, sometimes truncated), or reth's key=value
// form `Slow block block.number=1 … timing.execution_ms=91`. Read with plain searches, not JSON.parse, so a
// truncated line still yields its block and time.
import {
  BlockAttrsLineParser,
  confidenceFromCount,
  countMatchingLines,
  type BlockLogFormat,
} from './format.js';
import { unquotedField } from './keyvalue.js';
import type { LineView } from './line-view.js';
import { decimalEnd, groupedInt, groupedIntEnd, scaledDecimal } from './numbers.js';
import { readSlowBlockFields } from './slowblock-fields.js';
import { warnNoTiming, warnUnparsed } from './warnings.js';

const SLOW_BLOCK = 'Slow block';

/** A JSON number after `"key":` (searching from `from`) or a reth `key=value`; NaN if absent. */
function jsonNumber(v: LineView, key: string, from: number, kvKey: string): number {
  const at = v.find(`"${key}":`, from);
  if (at !== -1) {
    let start = at + key.length + 3;
    if (v.text.charCodeAt(start) === 34) start++;
    return scaledDecimal(v.text, start, decimalEnd(v.text, start), 0, 'dot');
  }
  const r = unquotedField(v, kvKey);
  return r ? scaledDecimal(v.text, r[0], r[1], 0, 'dot') : NaN;
}

class SlowBlockLineParser extends BlockAttrsLineParser {
  line(v: LineView): void {
    v.stripAnsi();
    const at = v.find(SLOW_BLOCK);
    const blockAt = v.find('"block":{', at);
    let block = NaN;
    if (blockAt !== -1) {
      const num = v.find('"number":', blockAt);
      if (num !== -1) block = groupedInt(v.text, num + 9, groupedIntEnd(v.text, num + 9));
    } else {
      const r = unquotedField(v, 'block.number');
      if (r) block = groupedInt(v.text, r[0], r[1]);
    }
    if (block !== block) {
      warnUnparsed(this.out, 'slow-block', v);
      return;
    }
    const ms = jsonNumber(v, 'execution_ms', at, 'timing.execution_ms');
    if (ms !== ms) {
      warnNoTiming(this.out, 'slow-block', v);
      return;
    }
    const from = blockAt === -1 ? at : blockAt;
    const i = this.out.add(block, ms, v.no);
    this.out.setAttr(this.txs, i, jsonNumber(v, 'tx_count', from, 'block.tx_count'));
    this.out.setAttr(this.gas, i, jsonNumber(v, 'gas_used', from, 'block.gas_used'));
    this.out.setAttr(this.mgasps, i, jsonNumber(v, 'mgas_per_sec', from, 'throughput.mgas_per_sec'));
    // Every phase, rate and count of the payload, each as a column named by its path (timing.state_root_ms…).
    if (this.out.keepsAttrs) {
      readSlowBlockFields(v, from, blockAt !== -1, (path, value) => {
        if (path !== 'timing.execution_ms') this.out.setAttr(this.out.column(path), i, value);
      });
    }
  }
}

const SIGNATURE = /"msg":"Slow block"|Slow block block\.number=/;

export const slowBlockFormat: BlockLogFormat = {
  name: 'slowblock',
  description: 'cross-client "Slow block" JSON reports (geth, Nethermind, Besu, reth key=value form)',
  needles: [SLOW_BLOCK],
  // Below every client format: a client log with a few slow-block lines is still that client's log.
  detect: (head) => confidenceFromCount(countMatchingLines(head, SIGNATURE), 0.3, 0.45),
  createLineParser: (out) => new SlowBlockLineParser(out),
};
