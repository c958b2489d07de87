// Real slow-block lines of the four clients (see __fixtures__/slowblock/README.md), read field for field.
import path from 'node:path';
import { readBlockLog } from '../../../src/io/block-log-reader.js';
import type { BlockLog } from '../../../src/core/model.js';
import { columnDoubles } from '../../../src/core/blocks/scaled-column.js';

const DIR = path.resolve('__fixtures__/slowblock');

/** Record `i` as { column: value }, NaN columns left out. */
function fields(log: BlockLog, i = 0): Record<string, number> {
  const out: Record<string, number> = { block: log.blocks[i], 'timing.execution_ms': log.ms[i] };
  for (const [name, column] of Object.entries(log.attrs)) {
    const col = columnDoubles(column);
    if (!Number.isNaN(col[i])) out[name] = col[i];
  }
  return out;
}

const read = (client: string) => readBlockLog(path.join(DIR, `${client}.log`), { format: 'slowblock' });

describe('slow-block payloads of each client', () => {
  test('geth: the record of TestLogSlowBlockJSON', async () => {
    const log = await read('geth');
    expect(fields(log)).toEqual({
      block: 1,
      txs: 0,
      gasUsed: 21000000,
      mgasps: 17.5,
      'timing.execution_ms': 500,
      'timing.state_read_ms': 0,
      'timing.state_hash_ms': 0,
      'timing.commit_ms': 0,
      'timing.total_ms': 1200,
      'state_reads.accounts': 100,
      'state_reads.storage_slots': 500,
      'state_reads.code': 20,
      'state_writes.accounts': 50,
      'state_writes.storage_slots': 200,
      'state_writes.code': 0,
      'cache.account.hit_rate': 40, // 4 / (4 + 6)
      'cache.storage.hit_rate': 0,
      'cache.code.hit_rate': 100,
    });
  });

  test('besu: a complete test line and a real truncated JSON-logging line', async () => {
    const log = await read('besu');
    expect(fields(log, 0)).toEqual({
      block: 1,
      txs: 6,
      gasUsed: 100000000,
      mgasps: 103.01,
      'timing.execution_ms': 970.803696,
      'timing.state_read_ms': 1.365365,
      'timing.state_hash_ms': 1.78546,
      'timing.commit_ms': 0.93028,
      'timing.total_ms': 973.519436,
      'state_reads.accounts': 9,
      'state_reads.storage_slots': 11,
      'state_reads.code': 5,
      'state_writes.accounts': 20,
      'state_writes.storage_slots': 20,
      'state_writes.code': 0,
      'cache.account.hit_rate': 83.02,
      'cache.storage.hit_rate': 47.62,
      'cache.code.hit_rate': 100,
    });
    // Truncated after `"account":{"hits":3991,"misses":890,"hit_`: the account rate comes from hits and misses.
    const real = fields(log, 1);
    expect(real.block).toBe(24975451);
    expect(real['timing.state_read_ms']).toBe(485.346352);
    expect(real['timing.total_ms']).toBe(740.340659);
    expect(real['state_writes.accounts']).toBe(3076);
    expect(real['cache.account.hit_rate']).toBeCloseTo((3991 / (3991 + 890)) * 100, 10);
    expect(real['cache.storage.hit_rate']).toBeUndefined();
  });

  test('nethermind: evm, blooms, receipts root, storage merkle and state root', async () => {
    const log = await read('nethermind');
    expect(fields(log)).toEqual({
      block: 1,
      txs: 6,
      gasUsed: 100000000,
      mgasps: 152.84,
      'timing.execution_ms': 654.08,
      'timing.evm_ms': 653.989,
      'timing.blooms_ms': 0.055,
      'timing.receipts_root_ms': 0.036,
      'timing.commit_ms': 0.002,
      'timing.storage_merkle_ms': 0.052,
      'timing.state_root_ms': 0.141,
      'timing.state_hash_ms': 0.194,
      'timing.total_ms': 654.275,
      'state_reads.accounts': 8,
      'state_reads.storage_slots': 10,
      'state_reads.code': 0,
      'state_writes.accounts': 14,
      'state_writes.storage_slots': 2,
      'state_writes.code': 0,
      'cache.account.hit_rate': 76.47,
      'cache.storage.hit_rate': 90.91,
      'cache.code.hit_rate': 100,
    });
  });

  test('reth: key=value form, hit rates from hits and misses', async () => {
    const log = await read('reth');
    expect(fields(log)).toEqual({
      block: 1,
      txs: 6,
      gasUsed: 100000000,
      mgasps: 1091.46,
      'timing.execution_ms': 91,
      'timing.state_read_ms': 5,
      'timing.state_hash_ms': 10,
      'timing.commit_ms': 3,
      'timing.total_ms': 109,
      'state_reads.accounts': 8,
      'state_reads.storage_slots': 12,
      'state_reads.code': 2,
      'state_writes.accounts': 4,
      'state_writes.storage_slots': 6,
      'state_writes.code': 1,
      'cache.account.hit_rate': 12.5, // 1 / (1 + 7)
      'cache.storage.hit_rate': 25, // 3 / (3 + 9)
      'cache.code.hit_rate': 0, // 0 / (0 + 2)
    });
  });
});
