import { UserError } from '../../core/errors.js';
import type { Measurement, ResultSet } from '../../core/model.js';
import { gungraunMetric } from './gungraunNames.js';
import { isRecord } from './json.js';
import { toMeasurement } from './measurement.js';
import { WarningLog } from './warnings.js';

// Gungraun / iai-callgrind JSON summaries (`--output-format=json|pretty-json`, `--save-summary`): one
// `BenchmarkSummary` object per benchmark, one per line (json) or indented one after another (pretty-json), or
// gathered in an array (`jq -s`). Only summary version 6 (iai-callgrind ≥ 0.16, Gungraun) is read: the other
// versions nest the counts differently, and reading them by guess would be a silent misread.

const SUPPORTED_VERSION = '6';

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

function readSummary(doc: Record<string, unknown>, warnings: WarningLog, out: Measurement[]): void {
  const key =
    typeof doc.id === 'string' && doc.id !== ''
      ? `${String(doc.module_path)}::${doc.id}`
      : String(doc.module_path);
  const profiles = Array.isArray(doc.profiles) ? doc.profiles : [];
  for (const profile of profiles) {
    if (!isRecord(profile) || typeof profile.tool !== 'string') continue;
    const total =
      isRecord(profile.summaries) && isRecord(profile.summaries.total) ? profile.summaries.total : {};
    // `{"Callgrind": {...}}`, `{"Dhat": {...}}`, `{"ErrorTool": {...}}`, or the string "None" (massif, bbv).
    if (!isRecord(total.summary)) continue;
    for (const metrics of Object.values(total.summary)) {
      if (!isRecord(metrics)) continue;
      for (const [name, diff] of Object.entries(metrics)) {
        const value = runValue(diff, 'new');
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
        const previous = runValue(diff, 'old');
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
    if (doc.version !== SUPPORTED_VERSION) {
      // Older summaries come from iai-callgrind < 0.16; version 7 from Gungraun ≥ 0.19.3 (the schema moved the
      // values to `data.total.metrics.<name>.values.new`), so "rerun with a newer one" is the fix only for the former.
      const newer = Number(doc.version) > Number(SUPPORTED_VERSION);
      throw new UserError(
        `${source ? `'${source}'` : 'the input'} is a Gungraun/iai-callgrind summary of version ` +
          `${JSON.stringify(doc.version)}, and only version ${SUPPORTED_VERSION} (iai-callgrind 0.16 to Gungraun ` +
          '0.19.2) is read: ' +
          (newer
            ? 'pass its console output instead (`--output-format=default`, the default).'
            : 'rerun with iai-callgrind ≥ 0.16 or Gungraun, or pass its console output instead.'),
      );
    }
    readSummary(doc, warnings, measurements);
  }
  return {
    format: 'iai-callgrind',
    tool: 'Gungraun / iai-callgrind (JSON summary v6)',
    measurements,
    warnings: warnings.list(),
    source,
  };
}
