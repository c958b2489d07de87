// Writes the CSV output as a stream: a million rows never become one string.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ComparisonReport } from '../core/report-model.js';
import { csvField, pairsCsvChunks } from './pairs-csv.js';

/** Streams the CSV output (one row per compared pair or benchmark) to a file. */
export async function writePairsCsv(file: string, report: ComparisonReport): Promise<void> {
  const out = createWriteStream(file);
  const fail = once(out, 'error').then(([e]) => Promise.reject(e as Error));
  for (const chunk of reportCsvChunks(report)) {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), fail]);
  }
  out.end();
  await Promise.race([once(out, 'finish'), fail]);
}

/** The CSV output in chunks, for a file or for standard output (`--csv -`). */
export function* reportCsvChunks(report: ComparisonReport): Generator<string> {
  if (report.kind === 'blocks') {
    const many = report.results.length > 1;
    for (const [i, result] of report.results.entries()) {
      const options = many ? { candidate: result.candidateLabel, header: i === 0 } : {};
      yield* pairsCsvChunks(result.pairs, options);
    }
  } else {
    yield* microCsvChunks(report);
  }
}

/** Which centre a side's `median` column holds, as the JSON says it: `median:samples`, `mean:tool`… (issue 19). */
const centerCell = (s: { center: string; centerFrom: string } | null) =>
  s ? `${s.center}:${s.centerFrom}` : '';

function* microCsvChunks(report: Extract<ComparisonReport, { kind: 'micro' }>): Generator<string> {
  yield (
    'candidate,key,metric,unit,direction,baseline_median,candidate_median,delta_pct,p_value,verdict,' +
    'baseline_center,candidate_center\n'
  );
  for (const run of report.comparison.runs) {
    const rows = run.benchmarks.map((b) =>
      [
        csvField(run.label),
        csvField(b.key),
        csvField(b.metric),
        csvField(b.unit),
        b.direction,
        b.baseline ? String(b.baseline.median) : '',
        b.candidate ? String(b.candidate.median) : '',
        b.deltaPct === null || b.deltaPct === undefined ? '' : String(b.deltaPct),
        b.pValue === null || b.pValue === undefined ? '' : String(b.pValue),
        b.verdict,
        centerCell(b.baseline),
        centerCell(b.candidate),
      ].join(','),
    );
    yield rows.join('\n') + (rows.length ? '\n' : '');
  }
}
