import type { Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, looksLikeJson, parseJsonInput } from './json.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// vitest bench (tinybench underneath), times in ms.
//   --outputJson: `files[].groups[]` with `fullName` (`bench/sort.bench.js > sorting`) and `benchmarks[]`
//     (`name`, `mean`, `moe`, `rme`, `hz`, `p75`…, `sampleCount`; `samples` is emptied unless the config
//     sets `benchmark.includeSamples`).
//   console: `✓ <file> > <group> 555ms`, a header `name hz min max mean p75 p99 p995 p999 rme samples`
//     and rows `· <name> <hz> <min> … <p999> ±<rme>% <samples> [fastest|slowest]`.

const HEADER = ['hz', 'min', 'max', 'mean', 'p75', 'p99', 'p995', 'p999', 'rme', 'samples'];

export function detectVitest(head: string): number {
  if (looksLikeJson(head)) {
    return /^\s*\{\s*"files"\s*:\s*\[/.test(head) &&
      /"groups"\s*:/.test(head) &&
      /"benchmarks"\s*:/.test(head)
      ? 0.95
      : 0;
  }
  // Blanks as [ \t] (not \s, which spans lines): linear on a head of blank lines.
  const header = new RegExp(`^[ \\t]*name[ \\t]+${HEADER.join('[ \\t]+')}[ \\t]*$`, 'm');
  return header.test(cleanLines(head).join('\n')) ? 0.9 : 0;
}

function samplesOf(raw: unknown): number[] {
  return Array.isArray(raw) ? raw.filter((v): v is number => finiteNumber(v) !== undefined) : [];
}

export function parseVitestJson(text: string, source?: string): ResultSet {
  const data = parseJsonInput(text, source, 'vitest bench `--outputJson` output');
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const files = isRecord(data) && Array.isArray(data.files) ? data.files : [];
  if (files.length === 0) warnings.add('no-files', 'the JSON has no `files` entries; nothing was read.');
  for (const file of files) {
    const groups = isRecord(file) && Array.isArray(file.groups) ? file.groups : [];
    for (const group of groups) {
      const prefix = isRecord(group) && typeof group.fullName === 'string' ? `${group.fullName} > ` : '';
      const benchmarks = isRecord(group) && Array.isArray(group.benchmarks) ? group.benchmarks : [];
      for (const b of benchmarks) {
        const name = isRecord(b) && typeof b.name === 'string' ? b.name : undefined;
        const mean = isRecord(b) ? finiteNumber(b.mean) : undefined;
        if (!isRecord(b) || name === undefined || mean === undefined) {
          warnings.add('bad-entry', 'skipped a benchmark without a `name` and numeric `mean`.');
          continue;
        }
        const ms = 1e-3;
        const attrs = {
          ...numericAttrs({ min: finiteNumber(b.min), max: finiteNumber(b.max), sd: finiteNumber(b.sd) }, ms),
          ...numericAttrs({ median: finiteNumber(b.median), p75: finiteNumber(b.p75) }, ms),
          ...numericAttrs({ p99: finiteNumber(b.p99), p999: finiteNumber(b.p999) }, ms),
          ...numericAttrs({ hz: finiteNumber(b.hz), rmePct: finiteNumber(b.rme) }),
          ...numericAttrs({ sampleCount: finiteNumber(b.sampleCount) }),
        };
        const key = prefix + name;
        measurements.push(
          toMeasurement({
            key,
            value: mean,
            unit: 'ms',
            samples: samplesOf(b.samples),
            error: finiteNumber(b.moe),
            params: extractParams(name),
            attrs,
          }),
        );
      }
    }
  }
  return { format: 'vitest', tool: 'vitest bench', measurements, warnings: warnings.list(), source };
}

/** `✓ bench/sort.bench.js > sorting 555ms` → `bench/sort.bench.js > sorting` (the JSON's `fullName`). */
function groupOf(line: string): string | undefined {
  const t = line.trim();
  if (!t.startsWith('✓') && !t.startsWith('×') && !t.startsWith('✗')) return undefined;
  const words = t.slice(1).trim().split(/\s+/);
  if (words.length > 1 && /^\d+(\.\d+)?m?s$/.test(words[words.length - 1])) words.pop();
  return words.join(' ');
}

export function parseVitestText(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  let group: string | undefined;
  let inTable = false;
  cleanLines(text).forEach((line, i) => {
    const g = groupOf(line);
    if (g !== undefined) {
      group = g;
      inTable = false;
      return;
    }
    // Only header and `·` row lines are split into words: other long lines cost one trim.
    const t = line.trim();
    if (!t.startsWith('name') && !(inTable && t.startsWith('·'))) return;
    const words = t.split(/\s+/);
    if (words[0] === 'name' && words.slice(1).join(' ') === HEADER.join(' ')) {
      inTable = true;
      return;
    }
    if (!inTable || words[0] !== '·') return;
    if (words[words.length - 1] === 'fastest' || words[words.length - 1] === 'slowest') words.pop();
    const cells = words.slice(-HEADER.length);
    const name = words.slice(1, -HEADER.length).join(' ');
    const numbers = cells.map((c) => parseLocaleNumber(c.replace(/^±/, '').replace(/%$/, '')));
    const at = (column: string) => numbers[HEADER.indexOf(column)];
    if (!name || numbers.some((n) => !Number.isFinite(n))) {
      warnings.add('unparsed-row', 'a vitest bench row has no readable name or numbers.', i + 1, line);
      return;
    }
    const ms = 1e-3;
    const mean = at('mean');
    measurements.push(
      toMeasurement({
        key: group ? `${group} > ${name}` : name,
        value: mean,
        unit: 'ms',
        // ±rme% is the relative margin of error of the mean (tinybench's moe / mean).
        error: (mean * at('rme')) / 100,
        params: extractParams(name),
        attrs: {
          ...numericAttrs({ min: at('min'), max: at('max'), p75: at('p75'), p99: at('p99') }, ms),
          ...numericAttrs({ p999: at('p999') }, ms),
          ...numericAttrs({ hz: at('hz'), rmePct: at('rme'), sampleCount: at('samples') }),
        },
      }),
    );
  });
  return {
    format: 'vitest',
    tool: 'vitest bench (console)',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

export const vitest: MicroFormat = {
  name: 'vitest',
  description: 'vitest bench --outputJson, or its console table (mean ms per op, ±rme)',
  detect: detectVitest,
  parse: (text, source) =>
    looksLikeJson(text) ? parseVitestJson(text, source) : parseVitestText(text, source),
};
