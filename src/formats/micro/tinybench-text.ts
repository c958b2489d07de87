import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { tinybenchCentre } from './tinybench-json.js';
import { normalizeUnit } from './units.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber, unquote } from './text.js';
import { WarningLog } from './warnings.js';

// tinybench `console.table(bench.table())`, box-drawn by Node:
//   │ (index) │ Task Name │ ops/sec │ Average Time (ns) │ Margin │ Samples │      (tinybench 2)
//   │ (index) │ Task name │ Latency avg (ns) │ … │ Throughput avg (ops/s) │ … │ Samples │   (tinybench 3+)

export function detectTinybenchText(head: string): number {
  return /[│|]\s*Task [Nn]ame\s*[│|]/.test(head) ? 0.85 : 0;
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^[│|]|[│|]$/g, '')
    .split(/[│|]/)
    .map((c) => c.trim());
}

/** Mean time per op in ns from a row: the v2 `Average Time (ns)` or the v3 `Latency avg/average (ns)`. */
function timeColumn(columns: string[]): { index: number; unit: string } | undefined {
  const index = columns.findIndex((c) => /^(Average Time|Latency av(?:g|erage)) \((\w+)\)$/.test(c));
  if (index < 0) return undefined;
  return { index, unit: /\((\w+)\)$/.exec(columns[index])![1] };
}

export function parseTinybenchText(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  let columns: string[] | undefined;
  cleanLines(text).forEach((line, i) => {
    if (!/^\s*[│|]/.test(line)) return;
    const cells = cellsOf(line);
    if (cells.some((c) => /^Task [Nn]ame$/.test(c))) {
      columns = cells;
      return;
    }
    if (!columns) return;
    const nameIdx = columns.findIndex((c) => /^Task [Nn]ame$/.test(c));
    const time = timeColumn(columns);
    const value = time ? parseLocaleNumber(unquote(cells[time.index] ?? '').split(/\s/)[0]) : NaN;
    const name = unquote(cells[nameIdx] ?? '');
    if (!name || !Number.isFinite(value)) {
      warnings.add(
        'unparsed-row',
        'a tinybench table row has no readable task name or average time.',
        i + 1,
        line,
      );
      return;
    }
    const attrs: Record<string, number> = {};
    const cell = (re: RegExp) => cells[columns!.findIndex((c) => re.test(c))];
    const hz = parseLocaleNumber(unquote(cell(/^(ops\/sec|Throughput av(?:g|erage) \(ops\/s\))$/) ?? ''));
    if (Number.isFinite(hz)) attrs.hz = hz;
    const samples = parseLocaleNumber(unquote(cell(/^Samples$/) ?? ''));
    if (Number.isFinite(samples)) attrs.sampleCount = samples;
    // `±0.64%` (v2 Margin column, or inside v3's `1871 ± 0.60%` cells): relative margin of error.
    const margin = /±\s*([\d.]+)%/.exec(cell(/^Margin$/) ?? cells[time!.index] ?? '');
    const rme = margin ? Number(margin[1]) : undefined;
    if (rme !== undefined) attrs.rmePct = rme;
    // tinybench 3+: `Latency med (ns)` is `p50 ± MAD`, compared on as the JSON's p50 is (tinybenchCentre).
    const med = /^([^\s±]+)\s*±\s*([^\s]+)$/.exec(unquote(cell(/^Latency med(?:ian)? \(\w+\)$/) ?? ''));
    const centre = tinybenchCentre(
      {
        mean: value,
        meanError: rme !== undefined ? (value * rme) / 100 : undefined,
        median: med ? parseLocaleNumber(med[1]) : undefined,
        mad: med ? parseLocaleNumber(med[2]) : undefined,
        count: attrs.sampleCount,
      },
      attrs,
      normalizeUnit(time!.unit).factor,
    );
    const measurement = toMeasurement({
      key: name,
      value: centre.value,
      center: centre.center,
      unit: time!.unit,
      error: centre.error,
      params: extractParams(name),
      attrs,
    });
    if (measurement.error !== undefined && centre.errorKind) measurement.errorKind = centre.errorKind;
    measurements.push(measurement);
  });
  return {
    format: 'tinybench',
    tool: 'tinybench (console.table)',
    measurements,
    warnings: warnings.list(),
    source,
  };
}
