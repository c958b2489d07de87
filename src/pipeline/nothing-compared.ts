// A comparison with nothing in it is an input error (exit 2), not a verdict: say what each side held.
import type { MicroComparison } from '../core/compare-micro.js';
import { UserError } from '../core/errors.js';
import type { BlockComparison, BlockLog, ResultSet } from '../core/model.js';
import { groupThousands as count } from '../core/number-text.js';
import { GO_PROCS_SUFFIX } from '../formats/micro/gobench-names.js';

/** `18,000 blocks (#23,640,000 … #23,657,999)`: what a side's log holds. */
export function describeBlocks(log: BlockLog): string {
  let lo = Infinity;
  let hi = -Infinity;
  for (const b of log.blocks) {
    if (b < lo) lo = b;
    if (b > hi) hi = b;
  }
  const range = log.blocks.length > 0 ? ` (#${count(lo)} … #${count(hi)})` : '';
  // Records as read, repeats included (the pipeline may have dropped them: core/blocks/resolve-in-place.ts).
  const records = log.resolved?.records ?? log.blocks.length;
  return `${count(records)} block record${records === 1 ? '' : 's'}${range}`;
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

/** What a result set holds, for an error message: `jmh, 8 benchmarks (a, b, c, …)`. */
function describeHeld(rs: ResultSet): string {
  const keys = [...new Set(rs.measurements.map((m) => m.key))];
  const shown = keys.slice(0, 3).join(', ') + (keys.length > 3 ? ', …' : '');
  return `${rs.tool ?? rs.format}, ${keys.length} benchmark${keys.length === 1 ? '' : 's'}${keys.length ? ` (${shown})` : ''}`;
}

/** A micro comparison with no pair to judge is an input error, not a pass: say what each side held. */
export function requirePairsCompared(
  run: MicroComparison['runs'][number],
  sides: { baseline: { label: string; set: ResultSet }; candidate: { label: string; set: ResultSet } },
): void {
  if (run.chunks || run.usable > 0) return;
  const held =
    `the baseline ${sides.baseline.label} holds ${describeHeld(sides.baseline.set)}; ` +
    `the candidate ${sides.candidate.label} holds ${describeHeld(sides.candidate.set)}`;
  throw new UserError(
    run.paired === 0
      ? `nothing to compare: ${held}, and they share no benchmark (same name and metric). ` +
          (procsOnly(sides.baseline.set, sides.candidate.set) ??
            'Compare two runs of the same suite with the same tool (check the file names and that both runs completed)')
      : `nothing to compare: ${held}; the ${run.paired} benchmark(s) they share have no usable values on ` +
          'both sides (a zero or missing baseline). Check that both runs completed and measured something',
  );
}

/** The advice when two go runs' names differ only in the GOMAXPROCS suffix (another -cpu, GOMAXPROCS or a pinned CPU). */
function procsOnly(baseline: ResultSet, candidate: ResultSet): string | undefined {
  if (baseline.format !== 'gobench' || candidate.format !== 'gobench') return undefined;
  const names = (rs: ResultSet) => new Set(rs.measurements.map((m) => m.key.replace(GO_PROCS_SUFFIX, '')));
  const theirs = names(candidate);
  if (![...names(baseline)].some((k) => theirs.has(k))) return undefined;
  return (
    "The names differ only in go's -N suffix, the GOMAXPROCS a run had (none when it is 1): run both sides with " +
    'the same GOMAXPROCS (go test -cpu N, or the GOMAXPROCS variable; a process pinned to one CPU, as each side of ' +
    '`benchdelta ab --duet` is, gets 1)'
  );
}
