// One CSV row per compared pair, produced in chunks so a million pairs never become one giant string.
import { pairRowAt } from '../core/blocks/match.js';
import type { PairColumns } from '../core/model.js';
import { escapeCsvText } from './escape.js';

export const PAIRS_CSV_HEADER = 'block,baseline_ms,candidate_ms,delta_ms,delta_pct,flagged,sets';

/** A text cell (names come from inputs): quoted when needed, never read as a spreadsheet formula. */
export const csvField = escapeCsvText;

function num(x: number): string {
  // Enough digits to round-trip what the logs printed without float noise like 0.30000000000000004.
  return Number.isFinite(x) ? String(Number(x.toPrecision(12))) : '';
}

export interface PairsCsvOptions {
  /** With several candidates in one file: a leading `candidate` column holding this label. */
  candidate?: string;
  header?: boolean;
  rowsPerChunk?: number;
}

/** The rows of `pairs` (by column: each PairRow is made as its line is written, then dropped). */
export function* pairsCsvChunks(pairs: PairColumns, options: PairsCsvOptions = {}): Generator<string> {
  const { candidate, header = true, rowsPerChunk = 10_000 } = options;
  const lead = candidate === undefined ? '' : `${csvField(candidate)},`;
  if (header) yield (candidate === undefined ? '' : 'candidate,') + PAIRS_CSV_HEADER + '\n';
  let chunk: string[] = [];
  for (let i = 0; i < pairs.length; i++) {
    const p = pairRowAt(pairs, i);
    chunk.push(
      lead +
        [
          String(p.block),
          num(p.baselineMs),
          num(p.candidateMs),
          num(p.deltaMs),
          p.deltaPct === null ? '' : num(p.deltaPct),
          p.flagged ? '1' : '0',
          csvField(p.sets.join(';')),
        ].join(','),
    );
    if (chunk.length === rowsPerChunk) {
      yield chunk.join('\n') + '\n';
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk.join('\n') + '\n';
}
