// Every number of the cross-client "Slow block" payload that benchdelta compares, named by its dotted path
// (reth prints exactly these paths as `key=value`; the JSON clients nest them). Layouts read from the clients:
// geth core/blockchain_stats.go (slowBlockLog), Besu's SlowBlock logger (logSlowBlock), Nethermind's
// benchmarkoor test input (evm/blooms/receipts_root/storage_merkle/state_root added), reth's
// `reth::slow_block` event (see __fixtures__/slowblock/README.md for the commits).
import { unquotedField } from './keyvalue.js';
import type { LineView } from './line-view.js';
import { decimalEnd, scaledDecimal } from './numbers.js';

/** The timing fields, in the order reports list phases; `timing.execution_ms` is the record's own time. */
export const SLOW_BLOCK_TIMINGS = [
  'execution_ms',
  'evm_ms',
  'state_read_ms',
  'state_hash_ms',
  'storage_merkle_ms',
  'state_root_ms',
  'blooms_ms',
  'receipts_root_ms',
  'commit_ms',
  'total_ms',
] as const;

/** Counts kept as context: state reads and writes. */
export const SLOW_BLOCK_COUNTS = [
  'state_reads.accounts',
  'state_reads.storage_slots',
  'state_reads.code',
  'state_writes.accounts',
  'state_writes.storage_slots',
  'state_writes.code',
] as const;

export const SLOW_BLOCK_CACHES = ['account', 'storage', 'code'] as const;

/** `[start, end)` of the object that follows `"name":{` at or after `from` (to its matching brace), or null. */
function objectRange(v: LineView, name: string, from: number, to: number): [number, number] | null {
  const at = v.find(`"${name}":{`, from);
  if (at === -1 || at >= to) return null;
  const s = v.text;
  let depth = 0;
  for (let i = at + name.length + 3; i < v.end; i++) {
    const c = s.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && depth-- === 0) return [at, i];
  }
  return [at, v.end]; // truncated line: read what is there
}

function numberIn(v: LineView, key: string, range: [number, number]): number {
  const at = v.find(`"${key}":`, range[0]);
  if (at === -1 || at >= range[1]) return NaN;
  let start = at + key.length + 3;
  if (v.text.charCodeAt(start) === 34) start++;
  return scaledDecimal(v.text, start, decimalEnd(v.text, start), 0, 'dot');
}

function kvNumber(v: LineView, key: string): number {
  const r = unquotedField(v, key);
  return r ? scaledDecimal(v.text, r[0], r[1], 0, 'dot') : NaN;
}

/** A hit rate in %, from the printed rate or else from hits and misses (reth prints only those). */
function hitRate(rate: number, hits: number, misses: number): number {
  if (rate === rate) return rate;
  return hits + misses > 0 ? (hits / (hits + misses)) * 100 : NaN;
}

/** Calls `put(path, value)` for every field the payload starting at `from` carries (NaN when absent). */
export function readSlowBlockFields(
  v: LineView,
  from: number,
  json: boolean,
  put: (path: string, value: number) => void,
): void {
  const end = v.end;
  if (!json) {
    for (const t of SLOW_BLOCK_TIMINGS) put(`timing.${t}`, kvNumber(v, `timing.${t}`));
    for (const c of SLOW_BLOCK_COUNTS) put(c, kvNumber(v, c));
    for (const c of SLOW_BLOCK_CACHES) {
      const key = `cache.${c}`;
      put(
        `${key}.hit_rate`,
        hitRate(kvNumber(v, `${key}.hit_rate`), kvNumber(v, `${key}.hits`), kvNumber(v, `${key}.misses`)),
      );
    }
    return;
  }
  const timing = objectRange(v, 'timing', from, end);
  for (const t of SLOW_BLOCK_TIMINGS) put(`timing.${t}`, timing ? numberIn(v, t, timing) : NaN);
  for (const section of ['state_reads', 'state_writes']) {
    const r = objectRange(v, section, from, end);
    for (const c of SLOW_BLOCK_COUNTS) {
      if (c.startsWith(section + '.')) put(c, r ? numberIn(v, c.slice(section.length + 1), r) : NaN);
    }
  }
  const cache = objectRange(v, 'cache', from, end);
  for (const c of SLOW_BLOCK_CACHES) {
    const r = cache && objectRange(v, c, cache[0], cache[1]);
    const rate = r
      ? hitRate(numberIn(v, 'hit_rate', r), numberIn(v, 'hits', r), numberIn(v, 'misses', r))
      : NaN;
    put(`cache.${c}.hit_rate`, rate);
  }
}
