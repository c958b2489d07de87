import type { ResultSet } from '../../core/model.js';
import { type GbenchRow, groupGbenchRows } from './google-benchmark-rows.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import { WarningLog } from './warnings.js';

// Google Benchmark's console table:
// `BM_Join/16   1239 ns   1238 ns   112074 items_per_second=12.9193M/s`
// aggregates: `BM_Join/16_mean …`, `BM_Join/16_cv   9.63 %   10.66 %   5`.

const HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/;
const ROW = /^(\S+)\s+([\d.e+-]+) (ns|us|ms|s|%)\s+([\d.e+-]+) (ns|us|ms|s|%)\s+(\d+)(.*)$/;
const AGGREGATE = /^(.+)_(mean|median|stddev|cv|BigO|RMS)$/;
const COMPLEXITY = /^\S+_(BigO|RMS)\s/;
const SI: Record<string, number> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, m: 1e-3, u: 1e-6, n: 1e-9 };

export function detectGoogleBenchmarkText(head: string): number {
  return /^Benchmark\s+Time\s+CPU\s+Iterations/m.test(head) ? 0.9 : 0;
}

const COUNTER = /^(\w+)=([\d.e+-]+)([kMGTmun]?)(?:\/s|%)?$/;

/**
 * `items_per_second=12.9193M/s` → 12919300; `bytes_per_second=8.4G/s`; `foo=1.5k`; `x=9.63%`. Token by token
 * (an unanchored search would rescan a long run of word characters from each of its positions).
 */
function readCounters(rest: string): Record<string, number> {
  const counters: Record<string, number> = {};
  for (const token of rest.split(/[ \t]+/)) {
    const m = COUNTER.exec(token);
    const v = m ? parseLocaleNumber(m[2]) * (SI[m[3]] ?? 1) : NaN;
    if (m && Number.isFinite(v)) counters[m[1]] = v;
  }
  return counters;
}

export function parseGoogleBenchmarkText(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const rows: GbenchRow[] = [];
  let inTable = false;
  cleanLines(text).forEach((line, i) => {
    if (HEADER.test(line)) {
      inTable = true;
      return;
    }
    if (!inTable || /^-+$/.test(line.trim()) || line.trim() === '') return;
    const trimmed = line.trim();
    if (COMPLEXITY.test(trimmed)) {
      warnings.add(
        'complexity-row',
        'complexity fits (`_BigO`, `_RMS` rows) are not compared; the timed rows of the family are.',
        i + 1,
        line,
      );
      return;
    }
    const m = ROW.exec(trimmed);
    if (!m) {
      warnings.add(
        'unparsed-row',
        'a Google Benchmark row could not be read (error or unknown layout).',
        i + 1,
        line,
      );
      return;
    }
    const realTime = parseLocaleNumber(m[2]);
    const cpuTime = parseLocaleNumber(m[4]);
    if (!Number.isFinite(realTime) || !Number.isFinite(cpuTime)) {
      warnings.add('unparsed-row', 'a Google Benchmark row has a time that is not a number.', i + 1, line);
      return;
    }
    const agg = AGGREGATE.exec(m[1]);
    const aggregate = agg?.[2];
    const percent = m[3] === '%';
    rows.push({
      name: agg ? agg[1] : m[1],
      aggregate,
      // `_cv` rows print percentages: stored as a fraction, like the JSON's.
      realTime: percent ? realTime / 100 : realTime,
      cpuTime: percent ? cpuTime / 100 : cpuTime,
      timeUnit: percent ? 'ns' : m[3],
      counters: readCounters(m[7]),
    });
  });
  return {
    format: 'google-benchmark',
    tool: 'Google Benchmark (console)',
    measurements: groupGbenchRows(rows),
    warnings: warnings.list(),
    source,
  };
}
