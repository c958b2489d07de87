import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// Ruby's standard `Benchmark.bm` / `Benchmark.bmbm` / `Benchmark.benchmark`: under a `user system total real`
// header, one row per report, `<label> <user> <system> <total> (<real>)`, in seconds. `bmbm` prints a
// rehearsal table first (no header; not read). Rows labelled `>…` are the caller's totals and averages.

const HEADER = /^\s*user\s+system\s+total\s+real\s*$/;
// The four times, matched from the row's end: a lazy label before them backtracks quadratically on a long
// run of blanks (a 1 MB line of tabs took minutes); this pattern fails in constant time at each position.
const TIMES = /\s(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+\(\s*(\d+\.\d+)\)\s*$/;

/** A row as [label, user, system, total, real], or null. */
function rowOf(line: string): string[] | null {
  const m = TIMES.exec(line);
  return m ? [line.slice(0, m.index), m[1], m[2], m[3], m[4]] : null;
}

export function detectRubyBenchmark(head: string): number {
  const lines = cleanLines(head);
  const at = lines.findIndex((l) => HEADER.test(l));
  return at >= 0 && rowOf(lines[at + 1] ?? '') !== null ? 0.9 : 0;
}

export function parseRubyBenchmark(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  // `x.report { … }` prints no label, and a script may run two tables with the same labels: such rows are keyed
  // by their order of appearance (`#1`, `#2`; `sort`, `sort #2`), never merged into one key.
  const seen = new Map<string, number>();
  const keyOf = (label: string, line: number) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    if (label === '') {
      warnings.add(
        'unlabeled-row',
        'rows without a label (`x.report { … }`) are named by their order, `#1`, `#2`…: give each report a label ' +
          'so that adding or moving one does not rename the others.',
        line,
      );
      return `#${n}`;
    }
    if (n > 1) {
      warnings.add(
        'repeated-label',
        'a label appears again (another table, or the same label twice): its later rows are named `<label> #2`…, ' +
          'in order of appearance.',
        line,
        label,
      );
    }
    return n > 1 ? `${label} #${n}` : label;
  };
  let inTable = false;
  cleanLines(text).forEach((line, i) => {
    if (HEADER.test(line)) {
      inTable = true;
      return;
    }
    if (!inTable) return;
    const row = rowOf(line);
    if (!row) {
      if (line.trim() === '') inTable = false;
      else
        warnings.add('unparsed-row', 'a row under `user system total real` could not be read.', i + 1, line);
      return;
    }
    const label = row[0].trim();
    if (label.startsWith('>')) {
      warnings.add(
        'summary-row',
        'rows labelled `>…` (totals, averages of the rows above) are not results.',
        i + 1,
        line,
      );
      return;
    }
    // The real (wall-clock) time is the result; user and system CPU times are kept as attrs.
    measurements.push(
      toMeasurement({
        key: keyOf(label, i + 1),
        value: Number(row[4]),
        unit: 's',
        params: extractParams(label),
        attrs: { user: Number(row[1]), system: Number(row[2]), cpuTotal: Number(row[3]) },
      }),
    );
  });
  return {
    format: 'ruby-benchmark',
    tool: 'Ruby Benchmark',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

export const rubyBenchmark: MicroFormat = {
  name: 'ruby-benchmark',
  description: "Ruby's Benchmark.bm / bmbm output (`label user system total ( real)`, real time in s)",
  detect: detectRubyBenchmark,
  parse: parseRubyBenchmark,
};
