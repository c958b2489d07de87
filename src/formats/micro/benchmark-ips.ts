import type { Measurement, ResultSet } from '../../core/model.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// Ruby's benchmark-ips (`Benchmark.ips`): under `Calculating ---` one line per report,
// `<label> <ips>[kMBTQ] (±<sd>%) i/s [(<time>/i)] - <iterations> [in <seconds>s]`, the mean iterations per second
// of its 100 ms samples (bigger is better) and their standard deviation in per cent. A label longer than 20
// characters sits alone on the line above. The `i/100ms` lines (warm-up, or older versions' first `Calculating`
// block) and the `Comparison:` section (the same means again) are not results. `format: :raw` prints the ips
// without a suffix.

// Powers of ten of benchmark-ips' suffixes, applied in the decimal text (`8.126k` is 8126, not 8125.999…).
const SUFFIX_EXPONENT: Record<string, number> = { '': 0, k: 3, M: 6, B: 9, T: 12, Q: 15 };
const RATE = /^(\d+(?:\.\d+)?)([kMBTQ]?)$/;
const SECTION = /^(Warming up|Calculating) -{5,}$/;

interface Report {
  label: string;
  ips: number;
  sdPct: number;
}

/**
 * A report line, read from its `%) i/s` back (no regular expression runs over the label, so a megabyte line
 * costs one pass): the label (empty when wrapped), the rate with its suffix, the standard deviation in %.
 */
function reportOf(line: string): Report | undefined {
  const end = line.indexOf('%) i/s');
  if (end < 0) return undefined;
  const open = line.lastIndexOf('(±', end);
  if (open < 0) return undefined;
  const before = line.slice(0, open).trimEnd();
  const space = before.lastIndexOf(' ');
  const rate = RATE.exec(before.slice(space + 1));
  if (!rate) return undefined;
  return {
    label: before.slice(0, space + 1).trim(),
    ips: Number(`${rate[1]}e${SUFFIX_EXPONENT[rate[2]]}`),
    sdPct: parseLocaleNumber(line.slice(open + 2, end)),
  };
}

export function detectBenchmarkIps(head: string): number {
  const lines = cleanLines(head);
  const sections = lines.some((l) => SECTION.test(l.trim()));
  const reports = lines.some((l) => reportOf(l) !== undefined);
  return sections && reports ? 0.95 : reports ? 0.7 : 0;
}

export function parseBenchmarkIps(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  let previous = '';
  let reports = 0;
  cleanLines(text).forEach((line, i) => {
    const r = reportOf(line);
    if (!r) {
      // Only a line of its own text can be a wrapped label: never a section's rule or a warm-up rate.
      const trimmed = line.trim();
      if (trimmed !== '') previous = SECTION.test(trimmed) || trimmed.includes('i/100ms') ? '' : trimmed;
      return;
    }
    reports++;
    // A wrapped report: its label is the line above (which holds no number of its own). No label at all
    // (`x.report { … }`: benchmark-ips' default label is ""): its place among the reports, as Benchmark.bm's.
    let label = r.label !== '' ? r.label : previous;
    previous = '';
    if (label === '') {
      label = `#${reports}`;
      warnings.add(
        'unlabeled-row',
        'a report has no label (x.report without a name); reports without one are named #1, #2… by their place, ' +
          'so give each report a label to keep names stable when reports are added.',
        i + 1,
        line,
      );
    }
    const { ips, sdPct } = r;
    if (!Number.isFinite(ips)) {
      warnings.add('unparsed-line', 'an `i/s` line has no readable rate.', i + 1, line);
      return;
    }
    measurements.push(
      toMeasurement({
        key: label,
        value: ips,
        unit: 'ops/s',
        center: 'mean',
        params: extractParams(label),
        // The spread of the 100 ms samples, whose number the output does not give: context, not an interval.
        attrs: numericAttrs({ stddevPct: sdPct }),
      }),
    );
  });
  return {
    format: 'benchmark-ips',
    tool: 'Ruby benchmark-ips',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

export const benchmarkIps: MicroFormat = {
  name: 'benchmark-ips',
  description: 'Ruby benchmark-ips output (`label 1.234M (± 2.1%) i/s`, mean iterations per second)',
  detect: detectBenchmarkIps,
  parse: parseBenchmarkIps,
};
