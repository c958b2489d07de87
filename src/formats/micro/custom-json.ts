import { UserError } from '../../core/errors.js';
import type { Direction, Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import type { MicroFormat } from './types.js';
import { isRateUnit, normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

// github-action-benchmark's `customSmallerIsBetter` / `customBiggerIsBetter` input:
// `[{ "name", "unit", "value", "range"?, "extra"? }]`. The file does not say which way is better; the
// format name does, so both are registered and detection picks by the units it sees — only when every unit
// settles it (see customDirectionFromUnits); otherwise the reader asks for --format.

const UNIT = /"unit"\s*:\s*"([^"]*)"/g;

function looksCustom(head: string): boolean {
  return (
    /^\s*\[\s*\{/.test(head) && /"name"\s*:/.test(head) && /"value"\s*:/.test(head) && /"unit"\s*:/.test(head)
  );
}

/** The direction a unit settles: a rate says bigger, a time or size says smaller, anything else says nothing. */
function unitDirection(unit: string): Direction | undefined {
  if (isRateUnit(unit)) return 'bigger-is-better';
  return ['time', 'alloc', 'allocs', 'bytes'].includes(normalizeUnit(unit).metric)
    ? 'smaller-is-better'
    : undefined;
}

/**
 * The direction every unit in the text agrees on, or why there is none: the file cannot say which of the two
 * formats it is, so its units decide only when each of them decides, and the same way.
 */
export function customDirectionFromUnits(
  text: string,
): { direction: Direction } | { direction?: undefined; why: string } {
  const units = new Set([...text.matchAll(UNIT)].map((m) => m[1]));
  const says = new Map<Direction | undefined, string[]>();
  for (const unit of units) {
    const d = unitDirection(unit);
    says.set(d, [...(says.get(d) ?? []), `'${unit}'`]);
  }
  const silent = says.get(undefined);
  if (says.size === 1 && !silent) return { direction: [...says.keys()][0] as Direction };
  const parts: string[] = [];
  if (says.has('bigger-is-better'))
    parts.push(`${says.get('bigger-is-better')!.slice(0, 3).join(', ')} → bigger is better`);
  if (says.has('smaller-is-better'))
    parts.push(`${says.get('smaller-is-better')!.slice(0, 3).join(', ')} → smaller is better`);
  if (silent) parts.push(`${silent.slice(0, 3).join(', ')} → no direction`);
  return { why: units.size === 0 ? 'it has no units' : `its units do not settle it (${parts.join('; ')})` };
}

/**
 * A UserError for a custom JSON file whose direction was to be detected but which its units do not settle: a
 * guess would turn a +20% gain into a failed gate.
 */
export function undecidedCustomDirection(text: string, source?: string): UserError | undefined {
  const found = customDirectionFromUnits(text);
  if (found.direction) return undefined;
  return new UserError(
    `${source ? `'${source}'` : 'the input'} is custom benchmark JSON ([{name, unit, value}]), which does not say ` +
      `whether bigger or smaller values are better, and ${found.why.slice(0, 300)}. Name the direction with ` +
      '--format customBiggerIsBetter or --format customSmallerIsBetter (the Action takes the same names in its ' +
      '`format` input).',
  );
}

/** `± 25.6`, `stddev: 0.00012`, `+/- 3`: the first number is the spread the user reported. */
function rangeNumber(range: unknown): number | undefined {
  if (typeof range === 'number') return range;
  if (typeof range !== 'string') return undefined;
  const m = /([-+]?\d*\.?\d+(?:e[-+]?\d+)?)/i.exec(range.replace(/±|\+\/-/g, ' '));
  return m ? Math.abs(Number(m[1])) : undefined;
}

export function parseCustomJson(text: string, direction: Direction, source?: string): ResultSet {
  const format = direction === 'smaller-is-better' ? 'custom-smaller-is-better' : 'custom-bigger-is-better';
  const data = parseJsonInput(text, source, 'a JSON array of {"name", "unit", "value"} objects');
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  if (!Array.isArray(data)) {
    warnings.add(
      'not-an-array',
      'the JSON is not an array of {name, unit, value} entries; nothing was read.',
    );
  }
  (Array.isArray(data) ? data : []).forEach((entry, index) => {
    const name = isRecord(entry) && typeof entry.name === 'string' ? entry.name : `entry #${index + 1}`;
    const value = isRecord(entry) ? finiteNumber(entry.value) : undefined;
    if (!isRecord(entry) || typeof entry.name !== 'string' || value === undefined) {
      warnings.add(
        'bad-entry',
        `skipped ${name}: it needs a string \`name\` and a numeric \`value\`.`,
        undefined,
        name,
      );
      return;
    }
    const unit = typeof entry.unit === 'string' ? entry.unit : '';
    const implied = normalizeUnit(unit);
    // A rate under smaller-is-better, or a time/size under bigger-is-better, is probably the wrong format.
    const contradicts =
      direction === 'smaller-is-better'
        ? implied.direction === 'bigger-is-better'
        : ['time', 'alloc', 'allocs', 'bytes'].includes(implied.metric);
    if (unit && contradicts) {
      const other =
        direction === 'smaller-is-better' ? 'custom-bigger-is-better' : 'custom-smaller-is-better';
      warnings.add(
        'direction-unit-mismatch',
        `'${unit}' usually means ${direction === 'smaller-is-better' ? 'bigger' : 'smaller'} is better, but the ` +
          `format is ${format}; pass --format ${other} if that is what the values mean.`,
        undefined,
        name,
      );
    }
    measurements.push(
      toMeasurement({
        key: entry.name,
        value,
        unit,
        direction,
        error: rangeNumber(entry.range),
        params: extractParams(entry.name),
      }),
    );
  });
  return {
    format,
    tool: 'github-action-benchmark custom JSON',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

export const customSmallerIsBetter: MicroFormat = {
  name: 'custom-smaller-is-better',
  description: 'github-action-benchmark customSmallerIsBetter JSON ([{name, unit, value, range?}])',
  // Claims the files whose units do not settle the direction too, so the reader can ask (read.ts).
  detect: (head) =>
    looksCustom(head) && customDirectionFromUnits(head).direction !== 'bigger-is-better' ? 0.6 : 0,
  layout: looksCustom,
  parse: (text, source) => parseCustomJson(text, 'smaller-is-better', source),
};

export const customBiggerIsBetter: MicroFormat = {
  name: 'custom-bigger-is-better',
  description: 'github-action-benchmark customBiggerIsBetter JSON ([{name, unit, value, range?}])',
  detect: (head) =>
    looksCustom(head) && customDirectionFromUnits(head).direction === 'bigger-is-better' ? 0.6 : 0,
  layout: looksCustom,
  parse: (text, source) => parseCustomJson(text, 'bigger-is-better', source),
};
