import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// Luau's bench runner (`bench/bench.py`, github-action-benchmark's `benchmarkluau` tool): one line per test,
//   SUCCESS: base64                                  :   15.041ms +/-  0.636% on luau
// then a RESULTS table repeating the same numbers (not read again). A `FAILED:` line is counted.

const RESULT = /^(SUCCESS|FAILED|FAILURE|ERROR):\s*(.*)$/;

export function detectLuau(head: string): number {
  return cleanLines(head).some((l) => /^SUCCESS: .* : +[\d.]+m?s \+\/- +[\d.]+% on \S+/.test(l.trim()))
    ? 0.9
    : 0;
}

export function parseLuau(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  cleanLines(text).forEach((line, i) => {
    const m = RESULT.exec(line.trim());
    if (!m) return;
    // Split on the last ` : ` so a test name may hold colons; then `15.041ms +/- 0.636% on luau`.
    const rest = m[2];
    const sep = rest.lastIndexOf(' : ');
    const name = sep >= 0 ? rest.slice(0, sep).trim() : rest.trim();
    const words =
      sep >= 0
        ? rest
            .slice(sep + 3)
            .trim()
            .split(/\s+/)
        : [];
    const time = /^([\d.]+)(ms|s|us|ns)$/.exec(words[0] ?? '');
    const rme = words[1] === '+/-' ? Number((words[2] ?? '').replace(/%$/, '')) : NaN;
    if (m[1] !== 'SUCCESS' || !name || !time || !Number.isFinite(Number(time[1]))) {
      warnings.add('unparsed-line', 'a Luau bench result line is not a readable SUCCESS line.', i + 1, line);
      return;
    }
    const value = Number(time[1]);
    measurements.push(
      toMeasurement({
        key: name,
        value,
        unit: time[2],
        // `+/- 0.636%` is the relative standard deviation of the runs.
        error: Number.isFinite(rme) ? (value * rme) / 100 : undefined,
        params: extractParams(name),
        attrs: Number.isFinite(rme) ? { stdDevPct: rme } : undefined,
      }),
    );
    if (words[3] === 'on' && words[4]) measurements[measurements.length - 1].config = { driver: words[4] };
  });
  return { format: 'luau', tool: 'Luau bench', measurements, warnings: warnings.list(), source };
}

export const luau: MicroFormat = {
  name: 'luau',
  description: 'Luau bench.py output (`SUCCESS: name : 15.041ms +/- 0.636% on luau`)',
  detect: detectLuau,
  parse: parseLuau,
};
