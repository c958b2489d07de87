// The ResultSet of a parsed `go test -bench` output: its Measurement objects are built from the columns only
// when something reads them (a comparison that needs only verdicts reads the columns).
import type { Measurement, ParseWarning, ResultSet } from '../../core/model.js';
import { attachMeasurementColumns } from '../../core/compare-micro.js';
import type { GoBenchColumns } from './gobench-columns.js';

/** A result set whose `measurements` are built from the columns on first read (and can be replaced). */
export function resultSetOf(
  columns: GoBenchColumns,
  warnings: ParseWarning[],
  source: string | undefined,
): ResultSet {
  let replaced: Measurement[] | undefined;
  const rs: ResultSet = {
    format: 'gobench',
    tool: 'go test -bench',
    get measurements(): Measurement[] {
      columns.measurementsRead = true;
      return replaced ?? columns.measurements();
    },
    set measurements(v: Measurement[]) {
      columns.measurementsRead = true;
      replaced = v;
    },
    warnings,
    source,
  };
  attachMeasurementColumns(rs, columns);
  return rs;
}
