// Check-run annotations for what changed: one per judged cut or benchmark, attached to the workflow file
// (benchmark outputs live in artifacts, not in the repository, so they have no lines to point at).
import type { CheckAnnotation } from '../github/check-run.js';
import type { ComparisonReport } from '../core/report-model.js';
import { formatShift, formatSignedPct } from '../report/format.js';

const LEVEL: Record<string, CheckAnnotation['level'] | undefined> = {
  regression: 'failure',
  suspect: 'warning',
  improvement: 'notice',
};

export function annotationsFor(report: ComparisonReport, path: string): CheckAnnotation[] {
  const out: CheckAnnotation[] = [];
  if (report.kind === 'blocks') {
    for (const r of report.results) {
      for (const cut of r.comparison.cuts) {
        const level = LEVEL[cut.verdict];
        if (!level) continue;
        out.push({
          path,
          startLine: 1,
          level,
          title: `${cut.verdict}: ${cut.name}`.slice(0, 255),
          message: `${cut.name}: shift ${formatShift(cut.shift)} over ${cut.compared} blocks. ${cut.reason}`,
        });
      }
    }
    return out;
  }
  for (const run of report.comparison.runs) {
    for (const b of run.benchmarks) {
      const level = LEVEL[b.verdict];
      if (!level) continue;
      out.push({
        path,
        startLine: 1,
        level,
        title: `${b.verdict}: ${b.key}`.slice(0, 255),
        message: `${b.key} (${b.metric}): ${formatSignedPct(b.deltaPct)}${b.notes.length ? `. ${b.notes.join(' ')}` : ''}`,
      });
    }
  }
  return out;
}
