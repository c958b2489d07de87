import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import { normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

// criterion's stdout (`cargo bench`): the benchmark id on its own line (or before `time:` when short),
// then `time: [low estimate high]`, optionally `thrpt: [...]` and `change: [...]` lines.

const ESTIMATES = '\\[\\s*(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s*\\]';
const TIME_AT = /\btime:/;
const TIME_ESTIMATES = new RegExp(`^time:\\s+${ESTIMATES}`);
const THRPT_LINE = new RegExp(`^\\s*thrpt:\\s+${ESTIMATES}`);

/**
 * A `time:` line as [id before it, estimates…], like a match of `^(.*?)\s*\btime:\s+[…]`: the id is cut at the
 * first `time:` and the estimates read from there (that regex rescans a run of spaces once per position in it).
 */
function timeLine(line: string): string[] | null {
  const at = TIME_AT.exec(line);
  const m = at ? TIME_ESTIMATES.exec(line.slice(at.index)) : null;
  return m && at ? [m[0], line.slice(0, at.index), ...m.slice(1)] : null;
}

const CHANGE_LINE = /^\s*change:\s+\[\s*(\S+)%\s+(\S+)%\s+(\S+)%\s*\](?:\s+\(p = ([\d.]+))?/;
// Lines between results that are not benchmark ids.
const NOT_AN_ID =
  /^(Found \d+ outliers|Benchmarking |Warning:|WARNING:|Gnuplot not found|Analyzing|Running |Compiling |Finished |test result|running \d+ tests?)/;

export function detectCriterionText(head: string): number {
  return new RegExp(`^.*\\btime:\\s+${ESTIMATES}`, 'm').test(head) ? 0.9 : 0;
}

/** `Kelem/s` → 1000 elem/s; byte rates go through the common unit table. */
function throughputUnit(unit: string): { unit: string; factor: number } {
  const elem = /^([KMG]?)elem\/s$/.exec(unit);
  if (elem) return { unit: 'elem/s', factor: { '': 1, K: 1e3, M: 1e6, G: 1e9 }[elem[1]] ?? 1 };
  return { unit, factor: 1 };
}

export function parseCriterionText(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  let pendingId: string | undefined;
  let last: Measurement | undefined;

  cleanLines(text).forEach((line, i) => {
    const lineNo = i + 1;
    let m: string[] | null;
    if ((m = timeLine(line))) {
      const id = m[1].trim() || pendingId;
      // Each of the three estimates carries its own unit (`[999.5 µs 1.0001 ms 1.0021 ms]`).
      const units = [m[3], m[5], m[7]].map(normalizeUnit);
      const [low, estimate, high] = [m[2], m[4], m[6]].map((v, k) => parseLocaleNumber(v) * units[k].factor);
      if (!id || ![low, estimate, high].every(Number.isFinite) || units.some((u) => u.metric !== 'time')) {
        const why = id ? 'its estimates are not times' : 'no benchmark id precedes it';
        warnings.add('unparsed-time', `a criterion \`time:\` line could not be read (${why}).`, lineNo, line);
        last = undefined;
        return;
      }
      last = toMeasurement({
        key: id,
        value: estimate,
        unit: 's',
        error: (high - low) / 2,
        params: extractParams(id),
        attrs: { ciLow: low, ciHigh: high },
      });
      measurements.push(last);
      pendingId = undefined;
    } else if ((m = THRPT_LINE.exec(line))) {
      const estimate = parseLocaleNumber(m[3]);
      if (!last || !Number.isFinite(estimate)) {
        warnings.add('unparsed-thrpt', 'a criterion `thrpt:` line could not be read.', lineNo, line);
        return;
      }
      const unit = throughputUnit(m[4]);
      measurements.push(
        toMeasurement({
          key: last.key,
          value: estimate * unit.factor,
          unit: unit.unit,
          metric: 'throughput',
          direction: 'bigger-is-better',
          params: last.params,
        }),
      );
    } else if ((m = CHANGE_LINE.exec(line))) {
      // criterion's own comparison against its saved baseline: kept as attrs, the judge is ours.
      const pct = parseLocaleNumber(m[2]);
      if (last && Number.isFinite(pct)) {
        (last.attrs ??= {}).criterionChangePct = pct;
        if (m[4] !== undefined) last.attrs.criterionChangeP = Number(m[4]);
      }
    } else if (/^\S/.test(line) && !NOT_AN_ID.test(line)) {
      pendingId = line.trim();
    } else if (/\btime:/.test(line)) {
      warnings.add(
        'unparsed-time',
        'a line mentions `time:` but is not a criterion estimate line.',
        lineNo,
        line,
      );
    }
  });
  return { format: 'criterion', tool: 'criterion', measurements, warnings: warnings.list(), source };
}
