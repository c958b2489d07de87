import type { Measurement, ResultSet } from '../../core/model.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { secondsPer } from './units.js';
import { cleanLines } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// Catch2 (C++) BENCHMARK results, v2 and v3.
//   console: under `benchmark name  samples  iterations  estimated` (v3: `est run time`) each benchmark takes
//     three lines: `<name> <samples> <iterations> <estimated> <unit>`, then mean / low mean / high mean and
//     std dev / low / high, each a number and a unit (ns, us, ms, s).
//   --reporter xml: `<BenchmarkResults name= samples= iterations=…>` holding `<mean value= lowerBound=
//     upperBound= ci=/>` and `<standardDeviation …/>`, all in ns.
// Catch2 keeps no per-sample times in either, so the mean's bootstrap interval is the error. With
// --benchmark-no-analysis there is no interval: the console prints one line `<name> <samples> <iterations>
// <mean> <unit>` under a `… iterations  mean` header, and the XML gives `ci="0"`.
// Keys are `<test case>: <section…>: <benchmark>` (a title block between dashed lines in the console, `<TestCase>`
// and `<Section>` in the XML), so two benchmarks of one name in different sections never collide; a name too long
// for its column wraps onto the mean line, and is joined back.

const HEADER = /^benchmark name[ \t]+samples[ \t]+iterations[ \t]+(estimated|est run time|mean)[ \t]*$/;

export function detectCatch2(head: string): number {
  // v2's root is <Catch>, v3's <Catch2TestRun>.
  if (/<Catch(2TestRun)?\b[^>]{0,300}>/.test(head) && head.includes('<BenchmarkResults ')) return 0.95;
  return cleanLines(head).some((line) => HEADER.test(line.trim())) ? 0.9 : 0;
}

/** `[value, unit]` pairs of a line of `3.789 us  3.734 us  3.888 us`, in seconds; undefined if it is not one. */
function timesOf(words: string[]): number[] | undefined {
  if (words.length !== 6) return undefined;
  const out: number[] = [];
  for (let i = 0; i < 6; i += 2) {
    const v = Number(words[i]);
    const per = secondsPer(words[i + 1]);
    if (!Number.isFinite(v) || per === undefined) return undefined;
    out.push(v * per);
  }
  return out;
}

function measurementOf(
  name: string,
  mean: number[],
  sd: number[] | undefined,
  counts: Record<string, number>,
) {
  const [value, low, high] = mean;
  return toMeasurement({
    key: name,
    value,
    unit: 's',
    center: 'mean',
    error: low !== undefined && high !== undefined ? (high - low) / 2 : undefined,
    params: extractParams(name),
    attrs: {
      ...numericAttrs({ ciLow: low, ciHigh: high, stdDev: sd?.[0] }),
      ...numericAttrs(counts),
    },
  });
}

/** `<test case>: <section>: … <benchmark>`, or the benchmark's name alone outside any test case. */
function keyOf(context: string[], name: string): string {
  return [...context, name].join(': ');
}

/**
 * The title block at a dashed line (`------` / `Test case` / `  Section` / `------`): its names, trimmed, and the
 * index of its closing dashed line; undefined when the dashed line opens no title.
 */
function titleAt(lines: string[], i: number): { names: string[]; end: number } | undefined {
  const names: string[] = [];
  for (let j = i + 1; j < lines.length && j <= i + 12; j++) {
    const t = lines[j].trim();
    if (/^-+$/.test(t)) return names.length > 0 ? { names, end: j } : undefined;
    if (t === '') return undefined;
    names.push(t);
  }
  return undefined;
}

export function parseCatch2Text(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const lines = cleanLines(text);
  let inTable = false;
  let meanOnly = false;
  let rows = 0;
  let context: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    // A dashed line outside a table's head opens a test case's title (its sections indented under it).
    const title = /^-+$/.test(line) && !(inTable && rows === 0) ? titleAt(lines, i) : undefined;
    if (title) {
      context = title.names;
      inTable = false;
      i = title.end;
      continue;
    }
    const header = HEADER.exec(line);
    if (header) {
      inTable = true;
      meanOnly = header[1] === 'mean';
      rows = 0;
      continue;
    }
    // The dashes under the header open the rows; the next ones (a test case's title) close them.
    if ((/^-+$/.test(line) && rows > 0) || /^[=~.]+$/.test(line)) inTable = false;
    if (!inTable || line === '' || /^-+$/.test(line) || /^[a-z ]+$/.test(line)) continue;
    rows += 1;
    const words = line.split(/\s+/);
    // A mean or std dev line whose row was already reported as unreadable.
    if (timesOf(words)) continue;
    const n = words.length;
    const samples = Number(words[n - 4]);
    const iterations = Number(words[n - 3]);
    const last = Number(words[n - 2]) * (secondsPer(words[n - 1]) ?? NaN);
    // A wrapped name goes on in front of the mean line's six words (`a long name  344 ns  341 ns  349 ns`).
    const meanWords = (lines[i + 1] ?? '').trim().split(/\s+/);
    const wrapped = meanOnly || meanWords.length <= 6 ? [] : meanWords.splice(0, meanWords.length - 6);
    const mean = meanOnly ? (Number.isFinite(last) ? [last] : undefined) : timesOf(meanWords);
    const sd = meanOnly ? undefined : timesOf((lines[i + 2] ?? '').trim().split(/\s+/));
    const name = [...words.slice(0, n - 4), ...(mean ? wrapped : [])].join(' ');
    const estimated = secondsPer(words[n - 1]) !== undefined && Number.isFinite(Number(words[n - 2]));
    const row = n >= 5 && Number.isInteger(samples) && Number.isInteger(iterations) && estimated && name;
    if (!row || !mean) {
      warnings.add(
        'unparsed-row',
        'a Catch2 benchmark row has no name, sample count or mean line (a wrapped long name?).',
        i + 1,
        lines[i],
      );
      // Its mean and std dev lines belong to it: not two more unreadable rows.
      if (row && !meanOnly) i += 2;
      continue;
    }
    measurements.push(measurementOf(keyOf(context, name), mean, sd, { samples, iterations }));
    if (!meanOnly) i += sd ? 2 : 1;
  }
  return { format: 'catch2', tool: 'Catch2 (console)', measurements, warnings: warnings.list(), source };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The attributes of one start tag (`name="…"`), entities decoded. Split on quotes rather than matched with
 * a regex, so a hostile megabyte-long tag is read in linear time.
 */
function attributesOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const parts = tag.split('"');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const before = parts[i].trimEnd();
    if (!before.endsWith('=')) continue;
    const head = before.slice(0, -1).trimEnd();
    const name = head.slice(
      Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'), head.lastIndexOf('\t')) + 1,
    );
    out[name] = parts[i + 1].replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, e: string) =>
      e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : ENTITIES[e],
    );
  }
  return out;
}

/** The start tag `<name …>` at or after `from` and before `end`, or undefined. */
function tagAt(xml: string, name: string, from: number, end: number): string | undefined {
  const start = xml.indexOf(`<${name} `, from);
  if (start < 0 || start > end) return undefined;
  const close = xml.indexOf('>', start);
  return close < 0 ? undefined : xml.slice(start, close + 1);
}

/**
 * The `<TestCase>` and `<Section>` names around each `<BenchmarkResults>`, by its offset: one pass over the
 * opening and closing tags of the three elements.
 */
function contextsOf(xml: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)(TestCase|Section|BenchmarkResults)\b/g)) {
    const at = m.index;
    if (m[2] === 'BenchmarkResults') {
      if (m[1] === '') out.set(at, [...stack]);
    } else if (m[1] === '/') stack.pop();
    else {
      const close = xml.indexOf('>', at);
      const tag = close < 0 ? '' : xml.slice(at, close + 1);
      // A self-closing element opens nothing.
      if (!tag.endsWith('/>')) stack.push(attributesOf(tag).name ?? '');
    }
  }
  return out;
}

export function parseCatch2Xml(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const contexts = contextsOf(text);
  let at = text.indexOf('<BenchmarkResults ');
  while (at >= 0) {
    const next = text.indexOf('<BenchmarkResults ', at + 1);
    const end = next < 0 ? text.length : next;
    const bench = attributesOf(tagAt(text, 'BenchmarkResults', at, end) ?? '');
    const meanTag = attributesOf(tagAt(text, 'mean', at, end) ?? '');
    const sdTag = attributesOf(tagAt(text, 'standardDeviation', at, end) ?? '');
    const ns = 1e-9;
    // ci="0" (--benchmark-no-analysis): the bounds equal the value and say nothing about its spread.
    const fields =
      meanTag.ci === '0' ? [meanTag.value] : [meanTag.value, meanTag.lowerBound, meanTag.upperBound];
    const mean = fields.map((v) => Number(v) * ns);
    const sd = sdTag.value !== undefined && fields.length > 1 ? [Number(sdTag.value) * ns] : undefined;
    if (!bench.name || meanTag.value === undefined || mean.some((v) => !Number.isFinite(v))) {
      warnings.add('bad-entry', 'skipped a <BenchmarkResults> without a name and a numeric <mean>.');
    } else {
      const counts = { samples: Number(bench.samples), iterations: Number(bench.iterations) };
      measurements.push(measurementOf(keyOf(contexts.get(at) ?? [], bench.name), mean, sd, counts));
    }
    at = next;
  }
  return {
    format: 'catch2',
    tool: 'Catch2 (--reporter xml)',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

export const catch2: MicroFormat = {
  name: 'catch2',
  description:
    'Catch2 v2/v3 BENCHMARK results: console output or --reporter xml (mean with its bootstrap CI)',
  detect: detectCatch2,
  parse: (text, source) =>
    /^\uFEFF?\s*<\?xml|^\uFEFF?\s*<Catch/.test(text)
      ? parseCatch2Xml(text, source)
      : parseCatch2Text(text, source),
};
