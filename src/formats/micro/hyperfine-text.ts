import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber, unquote } from './text.js';
import { normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

// hyperfine's console output (`--style basic` or the default):
//   Benchmark 1: ./bin/wcount data/small.txt
//     Time (mean ± σ):      31.8 ms ±   1.2 ms    [User: 5.1 ms, System: 26.3 ms]
//     Range (min … max):    31.0 ms …  36.7 ms    20 runs
// and its `--export-markdown` table: `| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |`.

const BENCHMARK = /^Benchmark(?: \d+)?: (.+)$/;
const TIME = /^Time \((?:mean ± σ|abs ≡)\):\s+([\d.]+) (\S+)(?:\s+±\s+([\d.]+) (\S+))?/;
const RANGE = /^Range \(min … max\):\s+([\d.]+) (\S+) …\s+([\d.]+) (\S+)\s+(\d+) runs?/;
const MD_HEADER = /^\|\s*Command\s*\|\s*Mean \[(\S+)\]\s*\|/;

export function detectHyperfineText(head: string): number {
  if (/^\s*Time \((mean ± σ|abs ≡)\):/m.test(head) && /^Benchmark(?: \d+)?: /m.test(head)) return 0.9;
  return MD_HEADER.test(head.split(/\r?\n/, 1)[0] ?? '') || /^\|\s*Command\s*\|\s*Mean \[/m.test(head)
    ? 0.85
    : 0;
}

function seconds(value: string, unit: string): number {
  return parseLocaleNumber(value) * normalizeUnit(unit).factor;
}

function parseConsole(lines: string[], warnings: WarningLog): Measurement[] {
  const measurements: Measurement[] = [];
  let name: string | undefined;
  let last: Measurement | undefined;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    let m: RegExpExecArray | null;
    if ((m = BENCHMARK.exec(line))) {
      name = m[1].trim();
      last = undefined;
    } else if (line.startsWith('Time (')) {
      m = TIME.exec(line);
      const value = m ? seconds(m[1], m[2]) : NaN;
      if (!m || !name || !Number.isFinite(value)) {
        warnings.add('unparsed-line', 'a hyperfine `Time (…)` line could not be read.', i + 1, raw);
        return;
      }
      const attrs: Record<string, number> = {};
      const user = /User: ([\d.]+) (\S+?),/.exec(line);
      const system = /System: ([\d.]+) (\S+?)\]/.exec(line);
      if (user) attrs.user = seconds(user[1], user[2]);
      if (system) attrs.system = seconds(system[1], system[2]);
      last = toMeasurement({
        key: name,
        value,
        unit: 's',
        error: m[3] !== undefined ? seconds(m[3], m[4]) : undefined,
        params: extractParams(name),
        attrs,
      });
      measurements.push(last);
    } else if ((m = RANGE.exec(line)) && last) {
      Object.assign((last.attrs ??= {}), {
        min: seconds(m[1], m[2]),
        max: seconds(m[3], m[4]),
        runs: Number(m[5]),
      });
      // The `± σ` of the Time line is the standard deviation of these runs.
      if (last.error !== undefined && Number(m[5]) >= 1) last.errorKind = { stddevOf: Number(m[5]) };
    }
  });
  return measurements;
}

function parseMarkdown(lines: string[], warnings: WarningLog): Measurement[] {
  const measurements: Measurement[] = [];
  let columns: string[] | undefined;
  lines.forEach((line, i) => {
    if (!line.trim().startsWith('|')) {
      columns = undefined;
      return;
    }
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
    if (MD_HEADER.test(line.trim())) {
      columns = cells;
      return;
    }
    if (!columns || cells.every((c) => /^:?-+:?$/.test(c))) return;
    const cell = (prefix: string) => cells[columns!.findIndex((c) => c.startsWith(prefix))];
    const unit = /\[(\S+)\]/.exec(columns.find((c) => c.startsWith('Mean')) ?? '')?.[1] ?? 's';
    const mean = /^([\d.]+)(?:\s*±\s*([\d.]+))?$/.exec(cell('Mean') ?? '');
    if (!mean) {
      warnings.add('unparsed-row', 'a hyperfine markdown row has no readable `Mean` cell.', i + 1, line);
      return;
    }
    const name = unquote(cells[0]);
    const attrs: Record<string, number> = {};
    for (const [col, attr] of [
      ['Min', 'min'],
      ['Max', 'max'],
    ] as const) {
      const v = parseLocaleNumber(cell(col) ?? '');
      if (Number.isFinite(v)) attrs[attr] = v * normalizeUnit(unit).factor;
    }
    measurements.push(
      toMeasurement({
        key: name,
        value: parseLocaleNumber(mean[1]),
        unit,
        error: mean[2] !== undefined ? parseLocaleNumber(mean[2]) : undefined,
        params: extractParams(name),
        attrs,
      }),
    );
  });
  return measurements;
}

export function parseHyperfineText(text: string, source?: string): ResultSet {
  const lines = cleanLines(text);
  const warnings = new WarningLog();
  const markdown = lines.some((l) => MD_HEADER.test(l.trim()));
  const measurements = markdown ? parseMarkdown(lines, warnings) : parseConsole(lines, warnings);
  return {
    format: 'hyperfine',
    tool: markdown ? 'hyperfine (markdown export)' : 'hyperfine (console)',
    measurements,
    warnings: warnings.list(),
    source,
  };
}
