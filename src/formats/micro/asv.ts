import type { Measurement, ResultSet } from '../../core/model.js';
import { detectAsvConsole, parseAsvConsole } from './asv-console.js';
import { finiteNumber, isRecord, looksLikeJson, parseJsonInput } from './json.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// airspeed velocity (asv, Python) result file, `.asv/results/<machine>/<commit>-<env>.json`.
//   version 2 (asv ≥ 0.5): `result_columns` names the columns of each `results[name]` row — `result` (one
//   value per parameter combination, the median), `params` (one list per parameter; combinations in
//   itertools.product order), `stats_ci_99_a`/`_b` (99 % interval), `stats_q_25`/`_75`, `samples`…
//   version 1: `results[name]` is a number, or `{ result: [...], params: [...], stats: [{ ci_99: [a, b],
//   q_25, q_75, number, repeat }…], samples?: [...] }`.
// The unit comes from the name's prefix as asv defines it: `time_` seconds, `mem_`/`peakmem_` bytes;
// `track_` values have their unit in benchmarks.json only, so they are read as counts and counted.

export function detectAsv(head: string): number {
  if (!/^\uFEFF?\s*\{/.test(head)) return 0;
  if (/"result_columns"\s*:/.test(head) && /"commit_hash"\s*:/.test(head)) return 0.95;
  // Version 1 opens with the results (its commit_hash and version come last, maybe past the head).
  const v1 = /^\uFEFF?\s*\{\s*"results"\s*:\s*\{/.test(head) && /"result"\s*:\s*\[/.test(head);
  return v1 && /"(stats|benchmark_version|started_at)"\s*:/.test(head) ? 0.85 : 0;
}

/** Version 1 stats fields by their version 2 column names. */
const V1_STATS: Record<string, (s: Record<string, unknown>) => unknown> = {
  stats_ci_99_a: (s) => (Array.isArray(s.ci_99) ? s.ci_99[0] : undefined),
  stats_ci_99_b: (s) => (Array.isArray(s.ci_99) ? s.ci_99[1] : undefined),
  stats_q_25: (s) => s.q_25,
  stats_q_75: (s) => s.q_75,
  stats_number: (s) => s.number,
  stats_repeat: (s) => s.repeat,
};

/** A version 1 entry as a version 2 row: the cell of `column` for parameter combination `i`. */
function v1Cell(entry: unknown, column: string, i: number): unknown {
  if (!isRecord(entry)) return column === 'result' && i === 0 ? entry : undefined;
  if (column === 'result' || column === 'samples') {
    const list = entry[column];
    return Array.isArray(list) ? list[i] : undefined;
  }
  const stats = Array.isArray(entry.stats) ? entry.stats[i] : undefined;
  return isRecord(stats) && V1_STATS[column] ? V1_STATS[column](stats) : undefined;
}

/** The parameter combinations of a row in asv's order (the first parameter varies slowest). */
function combinations(params: unknown): string[][] {
  let out: string[][] = [[]];
  if (!Array.isArray(params)) return out;
  for (const values of params) {
    const list = Array.isArray(values) ? values.map(String) : [];
    out = out.flatMap((prefix) => list.map((v) => [...prefix, v]));
    if (out.length > 1_000_000) return [];
  }
  return out;
}

function unitOf(name: string): { unit: string; known: boolean } {
  const method = name.slice(name.lastIndexOf('.') + 1);
  if (method.startsWith('time_')) return { unit: 's', known: true };
  if (method.startsWith('mem_') || method.startsWith('peakmem_')) return { unit: 'B', known: true };
  return { unit: 'count', known: false };
}

export function parseAsv(text: string, source?: string): ResultSet {
  const data = parseJsonInput(
    text,
    source,
    'an asv result file (.asv/results/<machine>/<commit>-<env>.json)',
  );
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const columns = isRecord(data) && Array.isArray(data.result_columns) ? data.result_columns : [];
  const results = isRecord(data) && isRecord(data.results) ? data.results : {};
  const v2 = columns.length > 0;
  const col = (name: string) => columns.indexOf(name);
  for (const [name, row] of Object.entries(results)) {
    const at = (column: string, i: number): unknown => {
      if (!v2) return v1Cell(row, column, i);
      const cell = Array.isArray(row) ? row[col(column)] : undefined;
      return Array.isArray(cell) ? cell[i] : undefined;
    };
    const params = v2
      ? Array.isArray(row)
        ? row[col('params')]
        : undefined
      : isRecord(row)
        ? row.params
        : [];
    const combos = v2 && !Array.isArray(row) ? [] : combinations(params);
    const { unit, known } = unitOf(name);
    combos.forEach((combo, i) => {
      const key = combo.length > 0 ? `${name}(${combo.join(', ')})` : name;
      const value = finiteNumber(at('result', i));
      if (value === undefined) {
        warnings.add(
          'no-result',
          'a benchmark has no numeric result (failed or skipped in that run).',
          undefined,
          key,
        );
        return;
      }
      if (!known) {
        warnings.add(
          'assumed-direction',
          'a track_ benchmark has no unit here: read as a count, smaller is better.',
          undefined,
          key,
        );
      }
      const low = finiteNumber(at('stats_ci_99_a', i));
      const high = finiteNumber(at('stats_ci_99_b', i));
      const samples = at('samples', i);
      measurements.push(
        toMeasurement({
          key,
          value,
          unit,
          samples: Array.isArray(samples)
            ? samples.filter((s): s is number => finiteNumber(s) !== undefined)
            : [],
          error: low !== undefined && high !== undefined && high >= low ? (high - low) / 2 : undefined,
          params: {
            ...extractParams(name),
            ...Object.fromEntries(combo.map((v, j) => [`param${j + 1}`, v])),
          },
          attrs: {
            ...numericAttrs({ ciLow: low, ciHigh: high }),
            ...numericAttrs({
              q25: finiteNumber(at('stats_q_25', i)),
              q75: finiteNumber(at('stats_q_75', i)),
            }),
            ...numericAttrs({
              number: finiteNumber(at('stats_number', i)),
              repeat: finiteNumber(at('stats_repeat', i)),
            }),
          },
        }),
      );
    });
  }
  const commit = isRecord(data) && typeof data.commit_hash === 'string' ? data.commit_hash.slice(0, 8) : '?';
  return { format: 'asv', tool: `asv (commit ${commit})`, measurements, warnings: warnings.list(), source };
}

/** Console output (`[  0.00%] · …` opens with a bracket too), unless it is a result file or JSON of no layout. */
function readsAsConsole(text: string): boolean {
  const head = text.slice(0, 65536);
  if (detectAsv(head) > 0) return false;
  return detectAsvConsole(head) > 0 || !looksLikeJson(text);
}

export const asv: MicroFormat = {
  name: 'asv',
  description:
    'asv (airspeed velocity) result JSON (time_ in s, mem_/peakmem_ in bytes, parameter grids), or its console ' +
    'output (`asv run` lines, `asv continuous`/`compare` tables)',
  detect: (head) => Math.max(detectAsv(head), detectAsvConsole(head)),
  // The console output is read by asv-console.ts under the same name.
  parse: (text, source) => (readsAsConsole(text) ? parseAsvConsole(text, source) : parseAsv(text, source)),
};
