// A block comparison with nothing in it is an input error (exit 2), not a verdict: say what each side held.
import { UserError } from '../core/errors.js';
import type { BlockComparison, BlockLog } from '../core/model.js';

const count = (n: number): string => n.toLocaleString('en-US');

/** `18,000 blocks (#23,640,000 … #23,657,999)`: what a side's log holds. */
export function describeBlocks(log: BlockLog): string {
  let lo = Infinity;
  let hi = -Infinity;
  for (const b of log.blocks) {
    if (b < lo) lo = b;
    if (b > hi) hi = b;
  }
  const range = log.blocks.length > 0 ? ` (#${count(lo)} … #${count(hi)})` : '';
  return `${count(log.blocks.length)} block record${log.blocks.length === 1 ? '' : 's'}${range}`;
}

interface Side {
  label: string;
  log: BlockLog;
}

/** Throws when no pair could be compared: no common block number, or every common block has a zero baseline. */
export function requireSomethingCompared(
  c: BlockComparison,
  sides: { baseline: Side; candidate: Side },
): void {
  if (c.cuts[0]?.compared > 0) return;
  const held = `the baseline ${sides.baseline.label} holds ${describeBlocks(sides.baseline.log)} and the candidate ${sides.candidate.label} holds ${describeBlocks(sides.candidate.log)}`;
  if (c.match.paired === 0) {
    throw new UserError(
      `nothing to compare: ${held}, and they share no block number. Give two runs over the same block range (same chain, same start block), or check that both files are import logs of that range`,
    );
  }
  throw new UserError(
    `nothing to compare: ${held}; the ${count(c.match.paired)} block(s) they share all have a zero baseline time, so no Δ% exists. Check that the baseline log records execution times (a zero time usually means the line's timing field was not parsed: name the format with --format)`,
  );
}
