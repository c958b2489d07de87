// The report model: what a comparison produced, whichever engine made it, and its overall verdict. Every face
// (CLI, Action, service) and every renderer reads it, so it lives on the lowest floor.
import type { MicroComparison, MicroOverallVerdict } from './micro/model.js';
import { microVerdict } from './micro/verdict.js';
import type { BlockComparison, BlockVerdict, PairColumns } from './model.js';

export interface BlockResult {
  candidateLabel: string;
  comparison: BlockComparison;
  /** Every compared pair, by column (the CSV writer makes the rows). */
  pairs: PairColumns;
}

export type ComparisonReport =
  | { kind: 'blocks'; baselineLabel: string; results: BlockResult[] }
  | { kind: 'micro'; baselineLabel: string; comparison: MicroComparison };

/** A report's overall verdict: a block comparison's (which may be `mixed`) or a micro one's (maybe `suspect`). */
export type ReportVerdict = BlockVerdict | MicroOverallVerdict;

/** Overall verdict of a report: the worst over all candidates. */
export function reportVerdict(report: ComparisonReport): ReportVerdict {
  if (report.kind === 'micro') return microVerdict(report.comparison);
  const verdicts = report.results.map((r) => r.comparison.verdict);
  for (const v of ['regression', 'mixed', 'improvement', 'inconclusive'] as const) {
    if (verdicts.includes(v)) return v;
  }
  return 'no-change';
}
