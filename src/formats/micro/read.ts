import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { UserError } from '../../core/errors.js';
import type { ResultSet } from '../../core/model.js';
import { inputTooLarge, wholeInputLimit } from '../../io/input-limits.js';
import { readWholeInput } from '../../io/whole-input.js';
import { measurementCount } from '../../core/compare-micro.js';
import { applyCenter, type Center } from './center.js';
import { detectCriterionEstimates, parseCriterionTree } from './criterion-tree.js';
import { undecidedCustomDirection } from './custom-json.js';
import { detectMicroFormat, MICRO_HEAD_CHARS, microFormatCandidates } from './detect.js';
import { emptyRunHint } from './empty-run.js';
import { looksLikeJson } from './json.js';
import { MICRO_FORMATS, microFormatByName } from './registry.js';
import type { MicroParseOptions } from './types.js';

export interface ReadResultSetOptions extends MicroParseOptions {
  /** Force a format (a name from MICRO_FORMATS or an alias such as `customSmallerIsBetter`). */
  format?: string;
  /** criterion folders: which run to read (`new` by default; `base` or a `--save-baseline` name). */
  criterionRun?: string;
  /**
   * criterion folders without `criterionRun`: read the one saved run that is not `new` (used for the
   * baseline when the same folder is both sides, so `compare target/criterion target/criterion` compares
   * the saved baseline with the latest run).
   */
  preferSavedRun?: boolean;
  /** The --max-input-bytes limit (results are read whole: see io/input-limits.ts). */
  maxInputBytes?: number;
  /** `--center`: compare every benchmark on this centre, or refuse the file (see center.ts). */
  center?: Center;
}

/** Files a criterion folder may hold that we read; the HTML reports and tukey.json are not needed. */
const CRITERION_FILES = new Set(['estimates.json', 'benchmark.json', 'sample.json']);
const MAX_LISTING = 50_000;

function formatList(): string {
  return Object.keys(MICRO_FORMATS).join(', ');
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    // Natural order, so `10_txs` comes before `100_txs` in the report.
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return files.slice(0, MAX_LISTING);
}

async function readCriterionFolder(root: string, options: ReadResultSetOptions): Promise<ResultSet> {
  const files = new Map<string, string>();
  // The folder's files together are held under the same cap as one file read whole.
  const limit = wholeInputLimit(options.maxInputBytes);
  let total = 0;
  for (const p of await listFiles(root)) {
    if (!CRITERION_FILES.has(p.slice(p.lastIndexOf('/') + 1))) continue;
    const bytes = await readWholeInput(join(root, p), limit);
    total += bytes.length;
    if (total > limit) throw inputTooLarge(root, limit, 'holds more than', ' for results read whole');
    files.set(p, bytes.toString('utf8'));
  }
  return parseCriterionTree(files, {
    run: options.criterionRun,
    source: root,
    preferSavedRun: options.preferSavedRun,
  });
}

/** One estimates.json (or its siblings) inside a criterion run folder: read that benchmark's folder. */
async function readCriterionRunFile(path: string, options: ReadResultSetOptions): Promise<ResultSet> {
  const runDir = dirname(path);
  const benchDir = dirname(runDir);
  const run = basename(runDir);
  const files = new Map<string, string>();
  for (const rel of [
    `${run}/estimates.json`,
    `${run}/benchmark.json`,
    `${run}/sample.json`,
    'change/estimates.json',
  ]) {
    const bytes = await readWholeInput(join(benchDir, rel), wholeInputLimit(options.maxInputBytes)).catch(
      (e: unknown) => {
        // A sibling that is not there is fine; one over the cap is not.
        if (e instanceof UserError) throw e;
        return undefined;
      },
    );
    if (bytes !== undefined) files.set(rel, bytes.toString('utf8'));
  }
  return parseCriterionTree(files, { run: options.criterionRun ?? run, source: benchDir });
}

/**
 * The first MICRO_HEAD_CHARS characters of the UTF-8 text, decoding only as many bytes as can hold them (a
 * UTF-16 unit takes at most 3 bytes, so the cut — possibly inside a character — lies past them).
 */
function headOf(bytes: Buffer): string {
  return bytes
    .toString('utf8', 0, Math.min(bytes.length, 3 * MICRO_HEAD_CHARS + 3))
    .slice(0, MICRO_HEAD_CHARS);
}

function rowsOf(rs: ResultSet): string {
  return JSON.stringify(rs.measurements.map((m) => [m.key, m.metric, m.value, m.direction]));
}

/**
 * A UserError naming the candidates when two formats claim the text equally and read it differently (a tie
 * would otherwise go silently to the first in MICRO_FORMATS). The custom JSON pair is settled by its units.
 */
function refuseAmbiguous(bytes: Buffer, head: string, path: string): void {
  const [first, ...rest] = microFormatCandidates(head);
  const tied = rest.filter((c) => c.confidence === first.confidence && !c.format.startsWith('custom-'));
  if (tied.length === 0 || first.format.startsWith('custom-')) return;
  const text = bytes.toString('utf8');
  const readings = new Map<string, string>();
  for (const { format } of [first, ...tied]) {
    try {
      readings.set(format, rowsOf(MICRO_FORMATS[format].parse(text, path)));
    } catch {
      // A candidate that refuses the text is no candidate.
    }
  }
  if (new Set(readings.values()).size > 1) {
    const names = [...readings.keys()];
    throw new UserError(
      `'${path}' could be ${names.join(' or ')} output, and they read it differently: name the format with ` +
        `--format ${names.join(' or --format ')}.`,
    );
  }
}

/**
 * Reads one micro-benchmark result: a file (any format in MICRO_FORMATS, gzip allowed) or a criterion
 * result folder. The format is detected unless `options.format` forces one; with `keyColumn` and
 * `valueColumn` the file is read as a generic CSV/JSON table. Throws a UserError when the path is
 * missing, nothing matches, or the file holds no results.
 */
export async function readResultSet(path: string, options: ReadResultSetOptions = {}): Promise<ResultSet> {
  const info = await stat(path).catch(() => {
    throw new UserError(`'${path}' does not exist or cannot be read: check the path.`);
  });
  const forced = options.format !== undefined ? microFormatByName(options.format) : undefined;

  let result: ResultSet;
  // The file's first bytes: what detection read, and what says a run measured nothing (a folder has none).
  let head = '';
  if (info.isDirectory()) {
    const listing = (await listFiles(path)).join('\n');
    const detected = detectMicroFormat(listing, true);
    if ((forced && forced.name !== 'criterion') || !detected) {
      throw new UserError(
        `'${path}' is a folder, and only criterion result folders (with <bench>/new/estimates.json) can be ` +
          `read as a folder${detected ? '' : ', but none was found in it'}: point at a result file instead.`,
      );
    }
    result = await readCriterionFolder(path, options);
  } else {
    const bytes = await readWholeInput(path, wholeInputLimit(options.maxInputBytes));
    head = headOf(bytes);
    const criterionFile = CRITERION_FILES.has(basename(path)) && detectCriterionEstimates(head) > 0;
    if (criterionFile && (!forced || forced.name === 'criterion')) {
      result = await readCriterionRunFile(path, options);
    } else {
      let format = forced;
      let text: string | undefined;
      if (!format && options.keyColumn && options.valueColumn) {
        text = bytes.toString('utf8');
        format = MICRO_FORMATS[looksLikeJson(text) ? 'generic-json' : 'generic-csv'];
      }
      if (!format) {
        const detected = detectMicroFormat(head, false);
        const empty = detected ? null : emptyRunHint(head);
        if (empty) throw new UserError(`'${path}' holds no benchmark results: ${empty}.`);
        if (!detected) {
          throw new UserError(
            `could not tell the format of '${path}' (tried: ${formatList()}). Force one with --format <name>, ` +
              `or read any CSV/JSON table with --key-column and --value-column.`,
          );
        }
        format = MICRO_FORMATS[detected.format];
        refuseAmbiguous(bytes, head, path);
        if (format.name.startsWith('custom-')) {
          text = bytes.toString('utf8');
          const undecided = undecidedCustomDirection(text, path);
          if (undecided) throw undecided;
        }
      }
      result = format.parseBytes
        ? format.parseBytes(bytes, path, options)
        : format.parse(text ?? bytes.toString('utf8'), path, options);
    }
  }

  for (const w of result.warnings) w.file ??= path;
  if (measurementCount(result) === 0) {
    const why = result.warnings.map((w) => `${w.message} (${w.count}×)`).join('; ');
    // The parser's own reason first (a Gungraun summary of old values only also holds cargo's `running 0 tests`).
    const empty = why ? null : emptyRunHint(head, result.format);
    if (empty) throw new UserError(`'${path}' holds no benchmark results: ${empty}.`);
    throw new UserError(
      `'${path}' was read as ${result.format} but holds no results${why ? ` (${why})` : ''}. Check that the ` +
        `run finished, or force another format with --format (${formatList()}).`,
    );
  }
  return options.center ? applyCenter(result, options.center, path) : result;
}
