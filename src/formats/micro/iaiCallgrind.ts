import type { Direction, Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// iai-callgrind / Gungraun (Rust, Valgrind-based) and the original iai: each benchmark's id on a line of
// its own (`crate::group::function id:args`), then indented `Label: value` lines. iai-callgrind ≥ 0.14 and
// Gungraun print `NEW|OLD (change) [factor]` (`N/A` when there is no old run) and may split the lines by
// tool (`======= DHAT =====`); iai and older iai-callgrind print `value (change)`.
// The counts are deterministic (the same binary and input give the same number), so the error is 0 and
// any difference is a change. Rates (`L1 Hit Rate`, `D1 Miss Rate`) are percentages.

export function detectIaiCallgrind(head: string): number {
  let instructions = false;
  let cache = false;
  for (const line of cleanLines(head)) {
    const t = line.trimStart();
    if (t === line) continue;
    if (/^Instructions: +[\d.,]+(\||\s|$)/.test(t)) instructions = true;
    else if (/^(L1 Hits|L1 Accesses|Estimated Cycles|RAM Hits|RAM Accesses):/.test(t)) cache = true;
    if (instructions && cache) return 0.9;
  }
  return 0;
}

function metricOf(label: string): { metric: string; unit: string; direction: Direction } {
  const metric = label.toLowerCase();
  if (/hit rate$/.test(metric)) return { metric, unit: '%', direction: 'bigger-is-better' };
  if (/rate$/.test(metric)) return { metric, unit: '%', direction: 'smaller-is-better' };
  if (/bytes$/.test(metric)) return { metric, unit: 'B', direction: 'smaller-is-better' };
  return { metric, unit: 'count', direction: 'smaller-is-better' };
}

/** The id from the lines above the first metric: a multi-line `a::b id:…` joined, else the last line. */
function idOf(lines: string[]): string {
  return lines[0].includes('::') ? lines.join(' ') : lines[lines.length - 1];
}

export function parseIaiCallgrind(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  let pending: string[] = [];
  let bench: string | undefined;
  let tool = '';
  let summary = false;
  cleanLines(text).forEach((line, i) => {
    const t = line.trim();
    if (t === '') {
      pending = [];
      return;
    }
    if (line[0] !== ' ' && line[0] !== '\t') {
      // `Regressions:` opens the end-of-run summary, whose indented lines are not results.
      if (t === 'Regressions:') summary = true;
      else if (/^(running \d+ tests?|Running |Benchmarking )/.test(t)) summary = false;
      if (!summary) pending.push(t);
      return;
    }
    if (summary) return;
    if (t.startsWith('=')) {
      // `======= DHAT =====`: the tool whose counts follow (trimmed by hand: linear on a line of '=').
      let a = 0;
      let b = t.length;
      while (a < b && t[a] === '=') a += 1;
      while (b > a && t[b - 1] === '=') b -= 1;
      tool = t.slice(a, b).trim().toLowerCase();
      return;
    }
    const colon = t.indexOf(':');
    if (colon <= 0) return;
    if (pending.length > 0) {
      bench = idOf(pending);
      tool = '';
      pending = [];
    }
    const label = t.slice(0, colon).trim();
    const [now, before] = (
      t
        .slice(colon + 1)
        .trim()
        .split(/\s+/)[0] ?? ''
    ).split('|');
    const value = parseLocaleNumber(now ?? '');
    if (bench === undefined || !Number.isFinite(value)) {
      warnings.add(
        'unparsed-line',
        'an indented `Label: value` line has no benchmark or no number.',
        i + 1,
        line,
      );
      return;
    }
    const previous = parseLocaleNumber(before ?? '');
    const { metric, unit, direction } = metricOf(label);
    measurements.push(
      toMeasurement({
        key: bench,
        value,
        unit,
        metric: tool && tool !== 'callgrind' ? `${tool} ${metric}` : metric,
        direction,
        error: 0,
        params: extractParams(bench),
        attrs: Number.isFinite(previous) ? { previous } : undefined,
      }),
    );
  });
  return {
    format: 'iai-callgrind',
    tool: 'iai-callgrind / Gungraun',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

export const iaiCallgrind: MicroFormat = {
  name: 'iai-callgrind',
  description:
    'iai-callgrind / Gungraun / iai output (instruction and cache counts, deterministic, smaller is better)',
  detect: detectIaiCallgrind,
  parse: parseIaiCallgrind,
};
