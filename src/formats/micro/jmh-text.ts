import type { Measurement, ResultSet } from '../../core/model.js';
import {
  jmhKey,
  jmhMode,
  jmhPrimary,
  jmhSecondaryDirection,
  jmhSecondaryMetric,
  withDenseNames,
} from './jmh-names.js';
import { collectRunBlocks } from './jmh-run-blocks.js';
import { toMeasurement } from './measurement.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import { normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

/** JMH's human-readable output (`-o file` or stdout): run headers, iterations, and the summary table. */
export function detectJmhText(head: string): number {
  if (/^# JMH version: /m.test(head)) return 0.9;
  return TABLE_HEADER.test(head) ? 0.85 : 0;
}

const TABLE_HEADER = /^Benchmark\s+(?:\(\w+\)\s+)*Mode\s+(?:Cnt\s+)?Score\s+(?:Error\s+)?Units\s*$/m;
interface TableRow {
  name: string;
  params: Record<string, string>;
  mode: string;
  score: number;
  error?: number;
  unit: string;
}

/** A row to read, the reason it cannot be read, or null for a profiler's placeholder row (skipped). */
function parseRow(line: string, paramNames: string[]): TableRow | string | null {
  const tokens = line.trim().split(/\s+/);
  const name = tokens[0];
  const params: Record<string, string> = {};
  paramNames.forEach((p, i) => {
    const v = tokens[1 + i];
    if (v !== undefined && v !== 'N/A') params[p] = v;
  });
  const mode = tokens[1 + paramNames.length];
  const rest = tokens.slice(2 + paramNames.length);
  const unit = rest.pop();
  if (!mode || !unit || rest.length === 0) return 'too few columns';
  // Profilers without a number (perfasm's `:asm`, `:jfr`, `:stack`) print `NaN ---`: nothing to compare.
  if (unit === '---' && rest.length === 1 && rest[0] === 'NaN') return null;
  if (rest.includes('≈')) return 'approximate score (≈): JMH printed only an order of magnitude';
  const pm = rest.indexOf('±');
  const scoreText = pm >= 0 ? rest[pm - 1] : rest[rest.length - 1];
  const score = scoreText === undefined ? NaN : parseLocaleNumber(scoreText);
  if (!Number.isFinite(score)) return `score '${scoreText ?? ''}' is not a number`;
  const error = pm >= 0 ? parseLocaleNumber(rest[pm + 1] ?? '') : undefined;
  return { name, params, mode, score, error: Number.isFinite(error) ? error : undefined, unit };
}

export function parseJmhText(text: string, source?: string): ResultSet {
  const lines = cleanLines(text);
  const warnings = new WarningLog();
  // Keyed by JMH's dense names, as the table prints them (the `# Benchmark:` headers print them whole).
  const blocks = new Map(
    withDenseNames([...collectRunBlocks(lines, warnings).values()]).map((b) => [`${b.key}|${b.mode}`, b]),
  );
  const measurements: Measurement[] = [];
  const version = /^# JMH version: (\S+)/m.exec(text)?.[1];

  let paramNames: string[] | undefined;
  let sawTable = false;
  lines.forEach((line, i) => {
    if (TABLE_HEADER.test(line)) {
      paramNames = [...line.matchAll(/\((\w+)\)/g)].map((m) => m[1]);
      sawTable = true;
      return;
    }
    if (!paramNames) return;
    if (line.trim() === '') {
      // A blank line ends the table (JMH may print several tables, e.g. one per -rf run).
      paramNames = undefined;
      return;
    }
    const row = parseRow(line, paramNames);
    if (row === null) return;
    if (typeof row === 'string') {
      warnings.add('unparsed-row', `a summary-table row could not be read (${row}).`, i + 1, line);
      return;
    }
    const [benchmark, label] = splitSecondary(row.name);
    const key = jmhKey(benchmark, row.params);
    const primary = jmhMode(row.mode);
    if (!primary) {
      warnings.add('unknown-mode', `a row has the unknown mode '${row.mode}'.`, i + 1, line);
      return;
    }
    const unit = normalizeUnit(row.unit);
    if (label === undefined) {
      const named = jmhPrimary(primary, row.unit);
      if (named.contradiction)
        warnings.add('mode-unit-contradiction', `${key}: ${named.contradiction}.`, i + 1, line);
      const measurement = toMeasurement({
        key,
        value: row.score,
        unit: row.unit,
        metric: named.metric,
        direction: named.direction,
        samples: blocks.get(`${key}|${row.mode}`)?.samples,
        center: 'mean',
        error: row.error,
        params: row.params,
      });
      // JMH's score error: the half-width of its 99.9% Student-t interval over the measurement iterations.
      if (measurement.error !== undefined)
        measurement.errorKind = { confidence: 0.999, n: measurement.samples?.length };
      measurements.push(measurement);
      return;
    }
    const percentile = /^p(\d\.\d+)$/.exec(label);
    if (percentile) {
      // Sample mode's `:p0.50` rows: kept as attrs of the benchmark's row, as the JSON reader does.
      const owner = measurements.findLast(
        (m) => m.key === key && m.metric === jmhPrimary(primary, row.unit).metric,
      );
      const name = `p${Math.round(Number(percentile[1]) * 100)}`;
      if (owner && ['p50', 'p90', 'p99'].includes(name)) (owner.attrs ??= {})[name] = row.score * unit.factor;
      return;
    }
    measurements.push(
      toMeasurement({
        key,
        value: row.score,
        unit: row.unit,
        metric: jmhSecondaryMetric(label),
        direction: jmhSecondaryDirection(label, unit),
        error: row.error,
        params: row.params,
      }),
    );
  });

  if (!sawTable) {
    // A run cut short has no table, but every finished benchmark printed its `Result` block.
    for (const block of blocks.values()) {
      const mode = jmhMode(block.mode);
      if (!block.result || !mode) continue;
      const named = jmhPrimary(mode, block.result.unit);
      if (named.contradiction)
        warnings.add('mode-unit-contradiction', `${block.key}: ${named.contradiction}.`);
      measurements.push(
        toMeasurement({
          key: block.key,
          value: block.result.score,
          unit: block.result.unit,
          metric: named.metric,
          direction: named.direction,
          samples: block.samples,
          error: block.result.error,
          params: block.params,
        }),
      );
    }
    warnings.add(
      'no-summary-table',
      'no JMH summary table (`Benchmark … Mode Cnt Score Error Units`) was found (run cut short?); ' +
        `${measurements.length} results were read from the per-benchmark \`Result\` blocks.`,
    );
  }

  return {
    format: 'jmh',
    tool: version ? `JMH ${version}` : 'JMH',
    // Idempotent on the table's names; makes the names read from `Result` blocks alone dense.
    measurements: withDenseNames(measurements),
    warnings: warnings.list(),
    source,
  };
}

/** `Foo.bar:·gc.alloc.rate` → [`Foo.bar`, `·gc.alloc.rate`]; a primary row has no label. */
function splitSecondary(name: string): [string, string | undefined] {
  const colon = name.indexOf(':');
  return colon < 0 ? [name, undefined] : [name.slice(0, colon), name.slice(colon + 1)];
}
