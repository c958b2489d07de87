// Test-only readers for the synthetic fixtures: the ground-truth CSVs hold exactly the per-block times the
// log parsers produce, so the core can be tested without depending on them. The real readers live elsewhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockLog, ItemSet } from '../../../src/core/model.js';

export const SYNTHETIC_DIR = path.resolve(
  import.meta.dirname,
  '../../../__fixtures__/shared/fixtures/synthetic',
);
export const OLD_METHOD_CSV = path.resolve(
  import.meta.dirname,
  '../../../__fixtures__/shared/oracles/old-method/results.csv',
);

/** A log's columns as they are read, before they become the BlockLog's typed arrays. */
class LogColumns {
  blocks: number[] = [];
  ms: number[] = [];
  lines: number[] = [];

  toBlockLog(format: string, source: string): BlockLog {
    return {
      format,
      blocks: Float64Array.from(this.blocks),
      ms: Float64Array.from(this.ms),
      lines: Uint32Array.from(this.lines),
      attrs: {},
      warnings: [],
      blocksWithoutTiming: 0,
      source,
    };
  }
}

/**
 * `<pair>-truth.csv` → the control (baseline) and test (candidate) BlockLogs. Each row is one logged record in
 * log order (orphan rows are the first import of a reorged height); a blank time means that run printed no
 * line for the block, so the row is skipped on that side only.
 */
export function readTruthPair(pair: string): { baseline: BlockLog; candidate: BlockLog } {
  const file = path.join(SYNTHETIC_DIR, `${pair}-truth.csv`);
  const [header, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
  const col = header.split(',');
  const iBlock = col.indexOf('block');
  const iControl = col.indexOf('control_ms');
  const iTest = col.indexOf('test_ms');
  const baseline = new LogColumns();
  const candidate = new LogColumns();
  rows.forEach((row, i) => {
    const f = row.split(',');
    const block = Number(f[iBlock]);
    for (const [log, cell] of [
      [baseline, f[iControl]],
      [candidate, f[iTest]],
    ] as const) {
      if (cell === '') continue;
      log.blocks.push(block);
      log.ms.push(Number(cell));
      log.lines.push(i + 2);
    }
  });
  return {
    baseline: baseline.toBlockLog('truth', `${pair}-control`),
    candidate: candidate.toBlockLog('truth', `${pair}-test`),
  };
}

/** One canonical block of a truth CSV timed by both runs: the generator's noise-free time and the two logged ones. */
export interface TruthBlock {
  block: number;
  trueMs: number;
  controlMs: number;
  testMs: number;
}

/** The canonical rows (not the orphaned first import of a reorged height) that both runs timed. */
export function readTruthBlocks(pair: string): TruthBlock[] {
  const file = path.join(SYNTHETIC_DIR, `${pair}-truth.csv`);
  const [header, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
  const col = header.split(',');
  const at = (f: string[], name: string) => f[col.indexOf(name)];
  return rows
    .map((row) => row.split(','))
    .filter((f) => at(f, 'orphan') === '0' && at(f, 'control_ms') !== '' && at(f, 'test_ms') !== '')
    .map((f) => ({
      block: Number(at(f, 'block')),
      trueMs: Number(at(f, 'true_ms')),
      controlMs: Number(at(f, 'control_ms')),
      testMs: Number(at(f, 'test_ms')),
    }));
}

/** Split one CSV line on commas outside double quotes, unquoting fields (enough for Etherscan exports). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

/** The block numbers of an Etherscan export (`Blockno` column, any header variant here) as an ItemSet. */
export function readEtherscanItemSet(file: string, label: string): ItemSet {
  const [header, ...rows] = readFileSync(file, 'utf8').replace(/\r/g, '').trim().split('\n');
  const iBlock = csvFields(header).findIndex((h) => /^block/i.test(h.trim()));
  if (iBlock < 0) throw new Error(`no block column in ${file}`);
  const blocks = new Set(rows.map((r) => Number(csvFields(r)[iBlock].replace(/,/g, ''))));
  return { label, blocks, source: file };
}

/** The contract item set stored next to a synthetic pair. */
export function contractItemSet(pair: string, label = 'xen'): ItemSet {
  return readEtherscanItemSet(path.join(SYNTHETIC_DIR, `${pair}-contract-0x2f848984.csv`), label);
}

export interface OldMethodRow {
  pair: string;
  blocksCsv: string;
  minExecMillis: number;
  compared: number;
  flagged: number;
  meanDeltaPct: string;
  medianDeltaPct: string;
}

/** The old-method oracle rows, numbers kept as printed (`+1.35`) so tests compare the rounded text. */
export function readOldMethodResults(): OldMethodRow[] {
  const [, ...rows] = readFileSync(OLD_METHOD_CSV, 'utf8').trim().split('\n');
  return rows.map((r) => {
    const [pair, blocksCsv, min, compared, flagged, mean, median] = r.split(',');
    return {
      pair,
      blocksCsv,
      minExecMillis: Number(min),
      compared: Number(compared),
      flagged: Number(flagged),
      meanDeltaPct: mean,
      medianDeltaPct: median,
    };
  });
}

/** `+1.35` / `-15.86`: the oracle's rendering of a percentage to 2 decimals. */
export function signed2(x: number): string {
  const s = x.toFixed(2);
  return x >= 0 && !s.startsWith('-') ? `+${s}` : s;
}
