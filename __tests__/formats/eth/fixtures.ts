// Shared paths and the ground-truth reader for the Ethereum log tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REAL = path.resolve(import.meta.dirname, '../../../__fixtures__/shared/fixtures/real-logs');
export const SYNTHETIC = path.resolve(import.meta.dirname, '../../../__fixtures__/shared/fixtures/synthetic');

export interface TruthRow {
  block: number;
  orphan: boolean;
  contractTxs: number;
  txCount: number;
  gasUsed: number;
  /** null when that run printed no per-block line for the block. */
  control: number | null;
  test: number | null;
}

/** `<p>-truth.csv`: block,hash_prefix,orphan,contract_txs,tx_count,gas_used,true_ms,effect_mult,control_ms,test_ms */
export function readTruth(prefix: string): TruthRow[] {
  const lines = readFileSync(path.join(SYNTHETIC, `${prefix}-truth.csv`), 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(
    'block,hash_prefix,orphan,contract_txs,tx_count,gas_used,true_ms,effect_mult,control_ms,test_ms',
  );
  return lines.slice(1).map((l) => {
    const f = l.split(',');
    const ms = (v: string) => (v === '' ? null : Number(v));
    return {
      block: Number(f[0]),
      orphan: f[2] === '1',
      contractTxs: Number(f[3]),
      txCount: Number(f[4]),
      gasUsed: Number(f[5]),
      control: ms(f[8]),
      test: ms(f[9]),
    };
  });
}
