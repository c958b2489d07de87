import { UserError } from '../../core/errors.js';
import type { Measurement, ResultSet } from '../../core/model.js';
import { gungraunMetric } from './gungraun-names.js';
import { isRecord } from './json.js';
import { toMeasurement } from './measurement.js';
import { WarningLog } from './warnings.js';

// Gungraun / iai-callgrind JSON summaries (`--output-format=json|pretty-json`, `--save-summary`): one
// `BenchmarkSummary` object per benchmark, one per line (json) or indented one after another (pretty-json), or
// gathered in an array (`jq -s`). Summary versions 6 (iai-callgrind 0.16 – Gungraun 0.19.2) and 7 (Gungraun ≥ 0.19.3)
// are read: the others nest the counts differently, and reading them by guess would be a silent misread.

const SUPPORTED_VERSIONS = ['6', '7'];

/**
 * A line opening a JSON object or array, and `"module_path"` and `"profiles"` keys: Gungraun summaries, whatever
 * their version, alone or among cargo's lines (`running 0 tests`, `--message-format=json` messages).
 */
export function detectGungraunJson(head: string): number {
  if (!/^\uFEFF?[ \t]*[[{]/m.test(head)) return 0;
  return /"module_path"\s*:/.test(head) && /"profiles"\s*:/.test(head) ? 0.95 : 0;
}

/**
 * The top-level JSON values of a text that holds several one after another (NDJSON or pretty-printed
 * objects): cut where the bracket depth returns to 0 outside strings, then parsed one by one.
 */
export function splitJsonValues(text: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0 && start >= 0) {
        values.push(text.slice(start, i + 1));
        start = -1;
      }
    }
  }
  // An unclosed value (cut short) is kept for the reader to salvage its complete lines.
  if (depth > 0 && start >= 0) values.push(text.slice(start));
  return values;
}

/**
 * The JSON values of one chunk; a chunk that does not parse (a pretty summary cut short, with NDJSON lines after
 * it) gives the lines of it that parse on their own, and a warning.
 */
function parseChunk(raw: string, warnings: WarningLog): unknown[] {
  try {
    return [JSON.parse(raw)];
  } catch {
    warnings.add(
      'truncated-json',
      'a JSON value is cut short or damaged (a run interrupted?); its complete lines were read.',
    );
    return raw
      .split('\n')
      .slice(1)
      .flatMap((line) => {
        if (!/^\s*\{/.test(line)) return [];
        try {
          return [JSON.parse(line) as unknown];
        } catch {
          return [];
        }
      });
  }
}

/**
 * One run's value of a v6 `MetricsDiff`: the new run is `Both[0]` or `Left`, the old one `Both[1]` or `Right`
 * (a metric with `Right` alone was measured in the old run only).
 */
function runValue(diff: unknown, run: 'new' | 'old'): number | undefined {
  if (!isRecord(diff) || !isRecord(diff.metrics)) return undefined;
  const m = diff.metrics;
  const side: unknown = Array.isArray(m.Both)
    ? m.Both[run === 'new' ? 0 : 1]
    : m[run === 'new' ? 'Left' : 'Right'];
  if (!isRecord(side)) return undefined;
  const v = side.Int ?? side.Float;
  return typeof v === 'number' ? v : undefined;
}

/**
 * One run's value of a v7 `MetricResult`: `values.new` / `values.old`, a number or, for perf's annotated metrics,
 * `{ "value": number, … }`.
 */
function runValueV7(result: unknown, run: 'new' | 'old'): number | undefined {
  if (!isRecord(result) || !isRecord(result.values)) return undefined;
  const v = result.values[run];
  const n = isRecord(v) ? v.value : v;
  return typeof n === 'number' ? n : undefined;
}

/** The total's metrics of each profile, by tool: v6 `summaries.total.summary.<Tool>`, v7 `data.total.metrics`. */
function totalsOf(profile: Record<string, unknown>, version: string): Record<string, unknown>[] {
  if (version === '7') {
    const total = isRecord(profile.data) && isRecord(profile.data.total) ? profile.data.total : {};
    return isRecord(total.metrics) ? [total.metrics] : [];
  }
  const total =
    isRecord(profile.summaries) && isRecord(profile.summaries.total) ? profile.summaries.total : {};
  // `{"Callgrind": {...}}`, `{"Dhat": {...}}`, `{"ErrorTool": {...}}`, or the string "None" (massif, bbv).
  return isRecord(total.summary) ? Object.values(total.summary).filter(isRecord) : [];
}

function readSummary(doc: Record<string, unknown>, warnings: WarningLog, out: Measurement[]): void {
  const key =
    typeof doc.id === 'string' && doc.id !== ''
      ? `${String(doc.module_path)}::${doc.id}`
      : String(doc.module_path);
  const version = String(doc.version);
  const valueOf = version === '7' ? runValueV7 : runValue;
  const profiles = Array.isArray(doc.profiles) ? doc.profiles : [];
  for (const profile of profiles) {
    if (!isRecord(profile) || typeof profile.tool !== 'string') continue;
    for (const metrics of totalsOf(profile, version)) {
      for (const [name, diff] of Object.entries(metrics)) {
        const value = valueOf(diff, 'new');
        if (value === undefined) {
          warnings.add(
            'no-new-value',
            `a metric has no value for the new run (only an old one); skipped.`,
            undefined,
            `${key} ${name}`,
          );
          continue;
        }
        const { metric, unit, direction } = gungraunMetric(profile.tool, name);
        const previous = valueOf(diff, 'old');
        out.push(
          toMeasurement({
            key,
            value,
            unit,
            metric,
            direction,
            error: 0,
            attrs: previous !== undefined ? { previous } : undefined,
          }),
        );
      }
    }
  }
}

export function parseGungraunJson(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const docs = splitJsonValues(text).flatMap((raw) =>
    parseChunk(raw, warnings).flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : [v])),
  );
  for (const doc of docs) {
    if (!isRecord(doc) || typeof doc.module_path !== 'string' || !Array.isArray(doc.profiles)) {
      // cargo's own `--message-format=json` lines and other tools' JSON around the summaries.
      warnings.add('foreign-json', 'JSON values that are not Gungraun benchmark summaries were skipped.');
      continue;
    }
    if (typeof doc.version !== 'string' || !SUPPORTED_VERSIONS.includes(doc.version)) {
      // Older summaries come from iai-callgrind < 0.16, so "rerun with a newer one" is the fix only for them; a
      // newer version than 7 is a layout not known here yet.
      const newer = Number(doc.version) > 7;
      throw new UserError(
        `${source ? `'${source}'` : 'the input'} is a Gungraun/iai-callgrind summary of version ` +
          `${JSON.stringify(doc.version)}, and only versions 6 and 7 (iai-callgrind 0.16 to Gungraun 0.19.x) are ` +
          'read: ' +
          (newer
            ? 'pass its console output instead (`--output-format=default`, the default).'
            : 'rerun with iai-callgrind ≥ 0.16 or Gungraun, or pass its console output instead.'),
      );
    }
    readSummary(doc, warnings, measurements);
  }
  return {
    format: 'iai-callgrind',
    tool: 'Gungraun / iai-callgrind (JSON summary)',
    measurements,
    warnings: warnings.list(),
    source,
  };
}
