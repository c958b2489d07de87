// Measurements indexed by key and metric, and the list of pairs (baseline order, then the candidate's rest).
import { BASELINE_SIDE } from './side.js';
import type { Measurement, ResultSet } from '../model.js';

/**
 * Measurements by key, each key holding its metrics (usually 1–3, so a short array beats a key+metric
 * string per measurement at 60,000 measurements). Last one wins for a repeated key + metric (the
 * documented default policy); repeats are counted.
 */
interface MeasurementIndex {
  byKey: Map<string, Measurement[]>;
  /** Distinct key + metric pairs, in first-appearance order (the winning measurement of each). */
  ordered: Measurement[];
  duplicates: number;
}

export function indexMeasurements(rs: ResultSet): MeasurementIndex {
  const byKey = new Map<string, Measurement[]>();
  const ordered: Measurement[] = [];
  let duplicates = 0;
  // A key's metrics are usually consecutive (go's parser emits them so, sharing one key string): look each
  // key up once, not once per metric.
  let lastKey: string | undefined;
  let list: Measurement[] = [];
  for (const m of rs.measurements) {
    if (m.key !== lastKey) {
      lastKey = m.key;
      const found = byKey.get(m.key);
      if (!found) {
        list = [m];
        byKey.set(m.key, list);
        ordered.push(m);
        continue;
      }
      list = found;
    }
    let at = -1;
    for (let i = 0; i < list.length; i++) if (list[i].metric === m.metric) at = i;
    if (at < 0) {
      list.push(m);
      ordered.push(m);
    } else {
      duplicates++;
      list[at] = m;
    }
  }
  // A repeated key + metric keeps its first position but the last measurement.
  if (duplicates > 0) {
    for (let i = 0; i < ordered.length; i++)
      ordered[i] = lookupIn(byKey, ordered[i].key, ordered[i].metric) as Measurement;
  }
  return { byKey, ordered, duplicates };
}

function lookupIn(byKey: Map<string, Measurement[]>, key: string, metric: string): Measurement | undefined {
  const list = byKey.get(key);
  return list && metricIn(list, metric);
}

/** The measurement of `metric` among one key's measurements. */
function metricIn(list: readonly Measurement[], metric: string): Measurement | undefined {
  for (const m of list) if (m.metric === metric) return m;
  return undefined;
}

/**
 * The rows of one comparison, in benchstat's order: each row's key, metric and its measurement on each side
 * (undefined: missing there). `judged` may hand out reused objects, valid until its next call; `real` gives
 * the result sets' own Measurement objects, which the reported rows are built from.
 */
export interface PairList {
  keys: readonly string[];
  metricAt(i: number): string;
  judged(i: number, side: 0 | 1): Measurement | undefined;
  real(i: number, side: 0 | 1): Measurement | undefined;
  /** Repeated key + metric pairs in the candidate (the last one was used). */
  duplicates: number;
}

/** Pairs by key and metric from the measurement indexes (first appearance in the baseline, then the rest). */
export function pairsOfIndexes(baseIndex: MeasurementIndex, cand: MeasurementIndex): PairList {
  // A key's metrics are usually adjacent, so the other side's list is looked up once per key.
  const keys: string[] = [];
  const metrics: string[] = [];
  const bases: Array<Measurement | undefined> = [];
  const cands: Array<Measurement | undefined> = [];
  let lastKey: string | undefined;
  let other: Measurement[] | undefined;
  for (const b of baseIndex.ordered) {
    if (b.key !== lastKey) {
      lastKey = b.key;
      other = cand.byKey.get(b.key);
    }
    keys.push(b.key);
    metrics.push(b.metric);
    bases.push(b);
    cands.push(other && metricIn(other, b.metric));
  }
  lastKey = undefined;
  for (const c of cand.ordered) {
    if (c.key !== lastKey) {
      lastKey = c.key;
      other = baseIndex.byKey.get(c.key);
    }
    if (other && metricIn(other, c.metric)) continue;
    keys.push(c.key);
    metrics.push(c.metric);
    bases.push(undefined);
    cands.push(c);
  }
  const at = (i: number, side: 0 | 1) => (side === BASELINE_SIDE ? bases[i] : cands[i]);
  return { keys, metricAt: (i) => metrics[i], judged: at, real: at, duplicates: cand.duplicates };
}
