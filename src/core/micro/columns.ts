// Result sets read as columns (go's parser attaches them): rows pair by key and metric without building a
// Measurement object per row, through reused views, when every side allows it.
import type { PairList } from './pairs.js';
import { BASELINE_SIDE } from './side.js';
import type { Measurement, ResultSet } from '../model.js';
import { mayShareFamilyLabels } from '../scaling/families.js';

/**
 * A result set's measurements by columns, which a parser may attach (attachMeasurementColumns) so that a
 * comparison asked only for verdicts makes no Measurement object: row i is `measurements[i]`, with the same
 * key, unit, config, params, attrs and samples. Only used while `measurementsRead` is false — once the
 * objects have been read (and perhaps changed), they are the truth.
 */
export interface MeasurementColumns {
  readonly count: number;
  readonly measurementsRead: boolean;
  readonly keys: readonly string[];
  readonly units: ReadonlyArray<Pick<Measurement, 'metric' | 'unit' | 'direction'>>;
  readonly configs: ReadonlyArray<Record<string, string> | undefined>;
  readonly params: ReadonlyArray<Record<string, string> | undefined>;
  attrsOf(row: number): Record<string, number> | undefined;
  /** Row's samples, in order, into `out` (its length set to their number). */
  samplesInto(row: number, out: number[]): void;
  /** Row's value (Measurement.value), given its samples. */
  valueOf(row: number, samples: readonly number[]): number;
}

const MEASUREMENT_COLUMNS = Symbol('benchdelta.measurementColumns');

type WithColumns = ResultSet & { [MEASUREMENT_COLUMNS]?: MeasurementColumns };

/** Attaches columns to a result set (not enumerable: JSON, spreads and copies do not carry them). */
export function attachMeasurementColumns(rs: ResultSet, columns: MeasurementColumns): void {
  Object.defineProperty(rs, MEASUREMENT_COLUMNS, { value: columns, enumerable: false });
}

/** The result set's columns while its Measurement objects have not been read. */
function unreadColumnsOf(rs: ResultSet): MeasurementColumns | undefined {
  const columns = (rs as WithColumns)[MEASUREMENT_COLUMNS];
  return columns && !columns.measurementsRead ? columns : undefined;
}

/** How many measurements the result set holds, without building them when it holds columns. */
export function measurementCount(rs: ResultSet): number {
  return unreadColumnsOf(rs)?.count ?? rs.measurements.length;
}

/** One side read by columns: its rows by key (see columnSides). */
interface ColumnSide {
  columns: MeasurementColumns;
  /** Key → the first row of its group (a key's rows are adjacent); an aligned side shares the baseline's. */
  firstRow: Map<string, number>;
  /** Same rows as the baseline's, in the same order (see alignedWith). */
  aligned: boolean;
}

/**
 * Every side by columns, when each has unread columns (see MeasurementColumns), each key's rows are
 * adjacent with no repeated metric, and no two keys share a scaling family: then rows pair by key and
 * metric exactly as indexMeasurements and pairsOfIndexes pair the objects, with no repeats. Null
 * otherwise (the objects are indexed instead).
 */
export function columnSides(sets: ResultSet[]): ColumnSide[] | null {
  const sides: ColumnSide[] = [];
  for (const rs of sets) {
    const columns = unreadColumnsOf(rs);
    if (!columns) return null;
    // The baseline's rows in its order: its checks and its key map hold for this side too.
    if (sides.length > 0 && alignedWith(sides[0].columns, columns)) {
      sides.push({ columns, firstRow: sides[0].firstRow, aligned: true });
      continue;
    }
    const { keys, units } = columns;
    const firstRow = new Map<string, number>();
    let group = 0;
    for (let row = 0; row < columns.count; row++) {
      const key = keys[row];
      if (row === 0 || key !== keys[row - 1]) {
        const size = firstRow.size;
        firstRow.set(key, row);
        if (firstRow.size === size) return null;
        group = row;
      } else {
        const metric = units[row].metric;
        for (let r = group; r < row; r++) if (units[r].metric === metric) return null;
      }
    }
    sides.push({ columns, firstRow, aligned: false });
  }
  const view = { key: '', params: undefined as Record<string, string> | undefined };
  const seenBefore = (key: string, side: number) => {
    for (let s = 0; s < side; s++) if (sides[s].firstRow.has(key)) return true;
    return false;
  };
  // Each distinct key once, from the first side that has it (as findFamiliesOfSides takes them).
  function* firstRows(): Generator<Pick<Measurement, 'key' | 'params'>> {
    for (let s = 0; s < sides.length; s++) {
      const { columns, firstRow, aligned } = sides[s];
      if (aligned) continue; // the baseline's keys, already screened
      for (const row of firstRow.values()) {
        const key = columns.keys[row];
        if (s > 0 && seenBefore(key, s)) continue;
        view.key = key;
        view.params = columns.params[row];
        yield view;
      }
    }
  }
  return mayShareFamilyLabels(firstRows()) ? null : sides;
}

/** A reused Measurement filled from a row of columns (for judging only). */
function newColumnView(): Measurement {
  return {
    key: '',
    metric: '',
    value: 0,
    unit: '',
    direction: 'smaller-is-better',
    samples: [],
    params: undefined,
    attrs: undefined,
    config: undefined,
  };
}

function loadColumnView(view: Measurement, columns: MeasurementColumns, row: number): Measurement {
  const unit = columns.units[row];
  const samples = view.samples as number[];
  columns.samplesInto(row, samples);
  view.key = columns.keys[row];
  view.metric = unit.metric;
  view.unit = unit.unit;
  view.direction = unit.direction;
  // judgePair reads `value` only for a side without samples; a row of columns always has some.
  view.value = samples.length === 0 ? columns.valueOf(row, samples) : NaN;
  view.params = columns.params[row];
  view.attrs = columns.attrsOf(row);
  view.config = columns.configs[row];
  return view;
}

/** The row of `metric` in the key group starting at `first` (-1: none). */
function rowOfMetric(side: ColumnSide, first: number | undefined, metric: string): number {
  if (first === undefined) return -1;
  const { keys, units, count } = side.columns;
  const key = keys[first];
  for (let row = first; row < count && keys[row] === key; row++) if (units[row].metric === metric) return row;
  return -1;
}

/**
 * `row` when the side's key group for `key` starts there (the sides of one suite are usually aligned row
 * for row, so this saves the map lookup), else undefined.
 */
function groupAt(side: ColumnSide, row: number, key: string): number | undefined {
  const keys = side.columns.keys;
  return row < side.columns.count && keys[row] === key && (row === 0 || keys[row - 1] !== key)
    ? row
    : undefined;
}

/**
 * Whether the candidate has the baseline's rows in the same order (same keys, same metrics): the usual case
 * for two runs of one suite, where row i pairs with row i.
 */
function alignedWith(b: MeasurementColumns, c: MeasurementColumns): boolean {
  if (b.count !== c.count) return false;
  for (let row = 0; row < b.count; row++) {
    if (b.units[row].metric !== c.units[row].metric) return false;
    // A key's rows share one string: compare the text once per key.
    if (row > 0 && b.keys[row] === b.keys[row - 1] && c.keys[row] === c.keys[row - 1]) continue;
    if (b.keys[row] !== c.keys[row]) return false;
  }
  return true;
}

/** columnPairs for aligned sides (see alignedWith): row i with row i, no lists. */
export function alignedPairs(
  base: ColumnSide,
  cand: ColumnSide,
  baseline: ResultSet,
  candidate: ResultSet,
): PairList {
  const bc = base.columns;
  const cc = cand.columns;
  const views = [newColumnView(), newColumnView()];
  return {
    keys: bc.keys,
    metricAt: (i) => bc.units[i].metric,
    judged: (i, side) => loadColumnView(views[side], side === BASELINE_SIDE ? bc : cc, i),
    real: (i, side) => (side === BASELINE_SIDE ? baseline : candidate).measurements[i],
    duplicates: 0,
  };
}

/** pairsOfIndexes over columns: rows by index, judged through reused views, real rows from `measurements`. */
export function columnPairs(
  base: ColumnSide,
  cand: ColumnSide,
  baseline: ResultSet,
  candidate: ResultSet,
): PairList {
  const keys: string[] = [];
  const metrics: string[] = [];
  const baseRows: number[] = [];
  const candRows: number[] = [];
  const bc = base.columns;
  const cc = cand.columns;
  let candFirst: number | undefined;
  for (let row = 0; row < bc.count; row++) {
    const key = bc.keys[row];
    if (row === 0 || key !== bc.keys[row - 1]) candFirst = groupAt(cand, row, key) ?? cand.firstRow.get(key);
    const metric = bc.units[row].metric;
    keys.push(key);
    metrics.push(metric);
    baseRows.push(row);
    candRows.push(rowOfMetric(cand, candFirst, metric));
  }
  let baseFirst: number | undefined;
  for (let row = 0; row < cc.count; row++) {
    const key = cc.keys[row];
    if (row === 0 || key !== cc.keys[row - 1]) baseFirst = groupAt(base, row, key) ?? base.firstRow.get(key);
    const metric = cc.units[row].metric;
    if (rowOfMetric(base, baseFirst, metric) >= 0) continue;
    keys.push(key);
    metrics.push(metric);
    baseRows.push(-1);
    candRows.push(row);
  }
  const views = [newColumnView(), newColumnView()];
  return {
    keys,
    metricAt: (i) => metrics[i],
    judged(i, side) {
      const row = side === BASELINE_SIDE ? baseRows[i] : candRows[i];
      return row < 0 ? undefined : loadColumnView(views[side], side === BASELINE_SIDE ? bc : cc, row);
    },
    real(i, side) {
      const row = side === BASELINE_SIDE ? baseRows[i] : candRows[i];
      return row < 0 ? undefined : (side === BASELINE_SIDE ? baseline : candidate).measurements[row];
    },
    duplicates: 0,
  };
}
