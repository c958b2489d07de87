// The handful of numbers the action exposes as step outputs and on badges, derived from any report.
import { reportVerdict, type ComparisonReport, type ReportVerdict } from '../core/report-model.js';
import { headlineCut } from '../report/block-summary.js';

export interface Outcome {
  /** The report's verdict, or `no-baseline` when there was nothing to compare against (publish.ts). */
  verdict: ReportVerdict | 'no-baseline';
  compared: number;
  flagged: number;
  regressions: number;
  improvements: number;
  /** The headline shift in % (raw direction: + means the value grew), or undefined when there is none. */
  shiftPct?: number;
}

export function outcomeOf(report: ComparisonReport): Outcome {
  const verdict = reportVerdict(report);
  if (report.kind === 'blocks') {
    const cuts = report.results.flatMap((r) => r.comparison.cuts);
    const first = report.results[0]?.comparison;
    const all = first?.cuts[0];
    const headline = first ? headlineCut(first) : undefined;
    return {
      verdict,
      compared: all?.compared ?? 0,
      flagged: all?.flagged ?? 0,
      regressions: cuts.filter((c) => c.verdict === 'regression').length,
      improvements: cuts.filter((c) => c.verdict === 'improvement').length,
      shiftPct: headline && Number.isFinite(headline.shift.pct) ? headline.shift.pct : undefined,
    };
  }
  const c = report.comparison;
  const benchmarks = c.runs.flatMap((r) => r.benchmarks);
  const time =
    c.geomean.find((g) => g.metric === 'time' && g.deltaPct !== null) ??
    c.geomean.find((g) => g.deltaPct !== null);
  return {
    verdict,
    compared: benchmarks.filter((b) => b.baseline && b.candidate).length,
    flagged: benchmarks.filter((b) => b.significant).length,
    regressions: benchmarks.filter((b) => b.verdict === 'regression').length,
    improvements: benchmarks.filter((b) => b.verdict === 'improvement').length,
    shiftPct: time?.deltaPct ?? undefined,
  };
}
