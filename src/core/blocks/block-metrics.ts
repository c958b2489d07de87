// Every metric a block log carries, as a column per record: the block time, each slow-block timing phase, Mgas/s
// (and gas/s where gas and time are printed), cache hit rates and state read/write counts. Each becomes a block
// comparison of its own (core/compare-metrics.ts); this module only names them and finds their values.
import { UserError } from '../errors.js';
import type { BlockLog, BlockMetricInfo } from '../model.js';
import { columnDoubles, hasAnyValue } from './scaled-column.js';

export interface BlockMetric extends BlockMetricInfo {
  /** The metric's value per record of `log`, NaN where a line lacks it. */
  values(log: BlockLog): Float64Array | undefined;
  /** The attribute column it reads as it is (none for the time, and for gas/s, derived from two). */
  attr?: string;
}

const TIMING_LABELS: Record<string, string> = {
  total: 'total',
  evm: 'EVM',
  state_read: 'state read',
  state_hash: 'state hash',
  storage_merkle: 'storage merkle',
  state_root: 'state root',
  blooms: 'blooms',
  receipts_root: 'receipts root',
  commit: 'commit',
};

const COUNT_LABELS: Record<string, string> = {
  'state_reads.accounts': 'accounts read',
  'state_reads.storage_slots': 'storage slots read',
  'state_reads.code': 'code read',
  'state_writes.accounts': 'accounts written',
  'state_writes.storage_slots': 'storage slots written',
  'state_writes.code': 'code written',
};

/** A metric's fields that read attribute column `name`: read as doubles only when the metric's values are. */
const column = (name: string) => ({
  attr: name,
  values: (log: BlockLog) => {
    const values = log.attrs[name];
    return values && columnDoubles(values);
  },
});
const timingColumn = (id: string) => `timing.${id}_ms`;

/** The attribute column of the client's total time, the default verdict metric where lines carry one. */
export const TOTAL_COLUMN = timingColumn('total');

/**
 * gas/s from the gas a line prints and its time (gas / (ms / 1000)), for clients that print gas but no Mgas/s:
 * where Mgas/s is printed, gas/s would be the same numbers again.
 */
function gasPerSecond(log: BlockLog): Float64Array | undefined {
  if (!log.attrs.gasUsed || log.attrs.mgasps) return undefined;
  const gas = columnDoubles(log.attrs.gasUsed);
  const out = new Float64Array(log.ms.length);
  for (let i = 0; i < out.length; i++) out[i] = log.ms[i] > 0 ? gas[i] / (log.ms[i] / 1000) : NaN;
  return out;
}

/** The id of the record's own time: `execution` for slow-block logs (their `execution_ms`), else `time`. */
export function timeMetricId(format: string): string {
  return format === 'slowblock' ? 'execution' : 'time';
}

/** Every metric a log of `format` may carry, in report order (the time first). */
export function blockMetricCatalogue(format: string): BlockMetric[] {
  const time: BlockMetric = {
    id: timeMetricId(format),
    label: format === 'slowblock' ? 'execution' : 'block time',
    unit: 'ms',
    direction: 'smaller-is-better',
    role: 'time',
    values: (log) => log.ms,
  };
  const phases: BlockMetric[] = Object.entries(TIMING_LABELS).map(([id, label]) => ({
    id,
    label,
    unit: 'ms',
    direction: 'smaller-is-better',
    role: id === 'total' ? 'time' : 'phase',
    ...column(timingColumn(id)),
  }));
  const rates: BlockMetric[] = [
    { id: 'mgasps', label: 'Mgas/s', unit: 'Mgas/s', ...column('mgasps') },
    { id: 'gasps', label: 'gas/s', unit: 'gas/s', values: gasPerSecond },
    ...['account', 'storage', 'code'].map((c) => ({
      id: `cache.${c}`,
      label: `${c} cache hit rate`,
      unit: '%',
      ...column(`cache.${c}.hit_rate`),
    })),
  ].map((m) => ({ ...m, direction: 'bigger-is-better', role: 'rate' }));
  const counts: BlockMetric[] = Object.entries(COUNT_LABELS).map(([path, label]) => ({
    id: path.replace('state_', ''),
    label,
    unit: 'count',
    direction: 'smaller-is-better',
    role: 'count',
    ...column(path),
  }));
  return [time, ...phases, ...rates, ...counts];
}

/** Whether `values` holds at least one number. */
function hasValues(values: Float64Array | undefined): values is Float64Array {
  if (!values) return false;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) return true;
  return false;
}

/** Whether `log` carries `m`: an attribute column is looked at as it is held, not read as doubles. */
const carries = (m: BlockMetric, log: BlockLog): boolean =>
  m.attr !== undefined ? hasAnyValue(log.attrs[m.attr]) : hasValues(m.values(log));

/** The metrics every one of `logs` carries (the time always), in catalogue order. */
export function sharedMetrics(logs: readonly BlockLog[]): BlockMetric[] {
  return blockMetricCatalogue(logs[0].format).filter((m) => logs.every((log) => carries(m, log)));
}

/**
 * The metric the verdict rests on: the one named (`time` always names the record's own time), else the
 * client's total time when the lines carry one, else the record's time.
 */
export function verdictMetric(available: readonly BlockMetric[], requested: string | undefined): BlockMetric {
  if (requested === undefined || requested === '') {
    return available.find((m) => m.id === 'total') ?? available[0];
  }
  const want = requested === 'time' || requested === 'execution' ? available[0].id : requested;
  const found = available.find((m) => m.id === want);
  if (!found) {
    throw new UserError(
      `--metric "${requested}" is not carried by these logs: use one of ${available.map((m) => m.id).join(', ')}`,
    );
  }
  if (found.role === 'count') {
    throw new UserError(
      `--metric "${requested}" is a count (context for the times, never a verdict): name a time or a rate, such as ${available[0].id}`,
    );
  }
  return found;
}

/** The log with `metric`'s values as its times, leaving out records without a value (attributes dropped). */
export function metricLog(log: BlockLog, metric: BlockMetric): BlockLog {
  const values = metric.values(log) as Float64Array;
  if (values === log.ms) return log;
  const resolved = log.resolved && resolvedFor(log.resolved, metric);
  let kept = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) kept++;
  if (kept === values.length) return { ...log, ms: values, attrs: {}, ...(resolved && { resolved }) };
  const blocks = new Float64Array(kept);
  const ms = new Float64Array(kept);
  // A log read without its line numbers keeps none.
  const withLines = log.lines.length > 0;
  const lines = new Uint32Array(withLines ? kept : 0);
  let k = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i] !== values[i]) continue;
    blocks[k] = log.blocks[i];
    ms[k] = values[i];
    if (withLines) lines[k] = log.lines[i];
    k++;
  }
  return { ...log, blocks, ms, lines, attrs: {}, ...(resolved && { resolved }) };
}

/**
 * A resolved log's counts for one of its attribute columns: the records that carried it and their repeats, what the
 * metric's log would have held had its repeats not been dropped (core/blocks/resolve-in-place.ts).
 */
function resolvedFor(resolved: NonNullable<BlockLog['resolved']>, metric: BlockMetric): BlockLog['resolved'] {
  const counts = metric.attr === undefined ? undefined : resolved.carrying[metric.attr];
  if (counts === undefined) throw new Error('a metric derived from a resolved log has no record counts');
  return { ...resolved, ...counts };
}
