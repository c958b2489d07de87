import { UserError } from '../../core/errors.js';
import type { Measurement, ResultSet } from '../../core/model.js';
import { gungraunMetric } from './gungraun-names.js';
import { detectGungraunJson, parseGungraunJson } from './gungraun-json.js';
import { looksLikeJson } from './json.js';
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
// any difference is a change. Rates (`L1 Hit Rate`, `D1 Miss Rate`) are percentages. JSON summaries are read
// by gungraun-json.ts under the same format name.

/** A section header of one Valgrind tool's counts: `======= DHAT =====`. */
const TOOL_HEADER = /^\s+=+ *(CALLGRIND|CACHEGRIND|DHAT|MEMCHECK|HELGRIND|DRD|MASSIF|EXP-BBV|BBV) *=+\s*$/;
/** An indented `Label: NEW|OLD (change)` line (Gungraun, iai-callgrind ≥ 0.14; `N/A` when there is no old run). */
const DELTA_LINE = /^\s+[A-Za-z][A-Za-z0-9 .+-]*: +[\d.,]+\|([\d.,]+|N\/A) +\(/;
/** Labels the original iai and older iai-callgrind print, without `|OLD`. */
const PLAIN_LABEL =
  /^\s+(Instructions|L1 Hits|L1 Accesses|L2 Hits|L2 Accesses|Estimated Cycles|RAM Hits|RAM Accesses):/;
/** A metric label: words, digits and `+-.` (never a JSON key's quote or a brace). */
const LABEL = /^[A-Za-z][A-Za-z0-9 .+-]*$/;
/** Indented lines that name things rather than count them. */
const NOT_METRICS = new Set(['Command', 'Baselines', 'Details']);

/**
 * By layout, not by metric set: a tool section header, or a `Label: NEW|OLD (change)` line, or two of the
 * labels iai prints; any tool, any metrics, any order.
 */
export function detectIaiCallgrind(head: string): number {
  if (detectGungraunJson(head) > 0) return detectGungraunJson(head);
  let plain = 0;
  for (const line of cleanLines(head)) {
    if (TOOL_HEADER.test(line) || DELTA_LINE.test(line)) return 0.9;
    if (PLAIN_LABEL.test(line)) plain += 1;
    if (plain >= 2) return 0.9;
  }
  return 0;
}

/** The id from the lines above the first metric: a multi-line `a::b id:…` joined, else the last line. */
function idOf(lines: string[]): string {
  return lines[0].includes('::') ? lines.join(' ') : lines[lines.length - 1];
}

/** The tool of a header line, trimmed by hand (linear on a long line of '='). */
function toolOf(t: string): string {
  let a = 0;
  let b = t.length;
  while (a < b && t[a] === '=') a += 1;
  while (b > a && t[b - 1] === '=') b -= 1;
  return t.slice(a, b).trim().toLowerCase();
}

export function parseIaiCallgrind(text: string, source?: string): ResultSet {
  // JSON summaries (`--output-format=json|pretty-json`), alone or among cargo's lines, are read as JSON, and any
  // other JSON is refused: never read line by line.
  if (detectGungraunJson(text.slice(0, 65536)) > 0) return parseGungraunJson(text, source);
  if (looksLikeJson(text)) {
    throw new UserError(
      `${source ? `'${source}'` : 'the input'} is JSON but not a Gungraun/iai-callgrind summary (no ` +
        '`module_path` and `profiles`): pass the console output, or `--output-format=json|pretty-json`.',
    );
  }
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  let pending: string[] = [];
  let bench: string | undefined;
  let tool = '';
  let summary = false;
  // Skip the per-process parts (`## pid: …`) when the output also prints their `## Total`, and the repeated
  // counts under `Comparison with …` (the same run's values, printed again against another benchmark).
  let skipPart = false;
  let comparison = false;
  cleanLines(text).forEach((line, i) => {
    const t = line.trim();
    if (t === '') {
      pending = [];
      return;
    }
    if (line[0] !== ' ' && line[0] !== '\t') {
      // `Regressions:` opens the end-of-run summary, whose indented lines are not results.
      // `--nocapture`: the benchmark's own output sits between its id and `- end of stdout/stderr`.
      if (/^- end of std(out|err)/.test(t)) {
        pending = pending.slice(0, 1);
        return;
      }
      if (t === 'Regressions:') summary = true;
      else if (/^(running \d+ tests?|Running |Benchmarking )/.test(t)) summary = false;
      if (!summary) pending.push(t);
      return;
    }
    if (summary) return;
    if (pending.length > 0) {
      bench = idOf(pending);
      pending = [];
      tool = '';
      skipPart = false;
      comparison = false;
    }
    if (t.startsWith('=')) {
      tool = toolOf(t);
      skipPart = false;
      return;
    }
    if (t.startsWith('## ')) {
      skipPart = t !== '## Total';
      return;
    }
    const colon = t.indexOf(':');
    if (colon <= 0) return;
    const label = t.slice(0, colon).trim();
    if (label.startsWith('Comparison with')) comparison = true;
    if (skipPart || comparison || NOT_METRICS.has(label)) return;
    const [now, before] = (
      t
        .slice(colon + 1)
        .trim()
        .split(/\s+/)[0] ?? ''
    ).split('|');
    const value = parseLocaleNumber(now ?? '');
    if (bench === undefined || !LABEL.test(label) || !Number.isFinite(value)) {
      warnings.add(
        'unparsed-line',
        'an indented `Label: value` line has no benchmark, no metric label or no number.',
        i + 1,
        line,
      );
      return;
    }
    const previous = parseLocaleNumber(before ?? '');
    const { metric, unit, direction } = gungraunMetric(tool, label);
    measurements.push(
      toMeasurement({
        key: bench,
        value,
        unit,
        metric,
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
