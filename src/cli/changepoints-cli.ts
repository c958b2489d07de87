// `benchdelta changepoints FILE`: the change-point detection the service runs, on a file, alone.
import { readFile, writeFile } from 'node:fs/promises';
import { parseCommandLine } from './command-line.js';
import {
  analyseChanges,
  DEFAULT_CHANGE_OPTIONS,
  detectChangePoints,
  type Change,
  type ChangeAnalysis,
  type ChangeOptions,
  type Drift,
  type Opinion,
  type SpreadChange,
  type Step,
} from '../core/changepoints.js';
import { UserError } from '../core/errors.js';
import { labelledLines, layoutColumns } from '../report/format.js';
import { parseNumber } from '../pipeline/compare-request.js';
import { readSeriesTable, type NamedSeries } from './changepoints-input.js';
import type { CliIo } from './cli-io.js';

export const CHANGEPOINTS_USAGE = `Usage: benchdelta changepoints FILE [options]

Finds where a series of measurements steps to a new level and where it drifts (docs/changepoints.md):
a season (found by autocorrelation) is taken out; E-divisive means (as Apache Otava runs it) proposes
steps, each kept when it stands out from a local trend, is large enough and a second, independent test
agrees (with --penalty K, a penalised binary segmentation adds the cuts it finds); what lies between
steps is tested for a drift (Mann–Kendall, Theil–Sen slope), whose start and end are change points too.
Outliers and a last point off its level (pending) are listed apart.

FILE is a CSV with a header (a time or commit column is carried along) or JSON: an array of numbers,
{"name": [numbers]}, or rows [{"key": …, "value": …}].

Options:
  --series-column NAME   one series per distinct value of this column (default: one series)
  --key-column NAME      the column labelling each point (default: the first of time, timestamp,
                         date, commit… present)
  --value-column NAME    the column of values (default: value or metric, else the only numeric
                         column left)
  --window N             points per split window (default 50)
  --p-value P            largest p-value of every test a step or drift passes (default 0.001)
  --min-magnitude F      smallest change of a step or a whole drift, as a fraction of a positive
                         level (default 0.02 = 2%; with --otava: Otava's magnitude, default 0)
  --min-segment N        fewest points each side of a step (default 5; a drift spans 4 × N)
  --no-season            do not look for a seasonal cycle
  --penalty K            add a penalised binary segmentation's cuts, penalty K × log n per cut in
                         units of the series' variance (default 0 = off; 3 is the fitted rule)
  --otava                reproduce Apache Otava 0.8.0 exactly (steps only, no outliers, its stale
                         statistics)
  --json FILE            also write the result as JSON (- for standard output, instead of the text)
  -h, --help             show this help`;

interface ChangepointsCommand {
  file: string;
  columns: { seriesColumn?: string; keyColumn?: string; valueColumn?: string };
  options: Required<ChangeOptions>;
  otava: boolean;
  json?: string;
}

/** What a series' analysis shows, by either method: Otava's gives steps only, with no tests beyond its own. */
interface Findings {
  steps: (Pick<Step, 'index' | 'meanBefore' | 'meanAfter' | 'forwardChangePct' | 'pValue'> & Partial<Step>)[];
  drifts: Drift[];
  /** Where the noise's spread changed on a series with no step or drift (the default method only). */
  spreadChanges?: SpreadChange[];
  /** Steps, drift starts and ends, spread changes (the default method only). */
  changes?: Change[];
  outliers: number[];
  pending: number[];
  period: number | null;
  /** No change point found: the smallest mid-series step that would have been (the default method only). */
  detectable?: { stepSize: number; stepPct: number };
}

function parseChangepointsArgs(argv: string[]): ChangepointsCommand | 'help' {
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        'series-column': { type: 'string' },
        'key-column': { type: 'string' },
        'value-column': { type: 'string' },
        window: { type: 'string', default: '50' },
        'p-value': { type: 'string', default: '0.001' },
        'min-magnitude': { type: 'string' },
        'min-segment': { type: 'string', default: String(DEFAULT_CHANGE_OPTIONS.minSegment) },
        'no-season': { type: 'boolean', default: false },
        penalty: { type: 'string', default: String(DEFAULT_CHANGE_OPTIONS.penalty) },
        otava: { type: 'boolean', default: false },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    'Run "benchdelta changepoints --help" for the options.',
  );
  const v = parsed.values;
  if (v.help) return 'help';
  if (parsed.positionals.length !== 1) {
    throw new UserError(
      'changepoints needs one file: benchdelta changepoints series.csv [--value-column NAME]',
    );
  }
  return {
    file: parsed.positionals[0],
    columns: { seriesColumn: v['series-column'], keyColumn: v['key-column'], valueColumn: v['value-column'] },
    options: {
      window: parseNumber(
        '--window',
        v.window,
        (n) => Number.isInteger(n) && n >= 2,
        'give a whole number ≥ 2, e.g. 50',
      ),
      pValue: parseNumber('--p-value', v['p-value'], (n) => n > 0 && n < 1, 'give a probability, e.g. 0.001'),
      minMagnitude: parseNumber(
        '--min-magnitude',
        v['min-magnitude'] ?? (v.otava ? '0' : String(DEFAULT_CHANGE_OPTIONS.minMagnitude)),
        (n) => n >= 0,
        'give a fraction, e.g. 0.05',
      ),
      minSegment: parseNumber(
        '--min-segment',
        v['min-segment'],
        (n) => Number.isInteger(n) && n >= 2,
        'give a whole number ≥ 2, e.g. 5',
      ),
      season: !v['no-season'],
      penalty: parseNumber('--penalty', v.penalty, (n) => n >= 0, 'give a number ≥ 0, e.g. 3 (0 = off)'),
    },
    otava: v.otava,
    json: v.json,
  };
}

/** Names and keys come from the file: no control characters (terminal escapes) and a bounded length. */
function printable(text: string, max = 60): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** The `agreed` column's short name of each second opinion a step passed. */
const AGREED_SHORT: Record<Opinion, string> = {
  'rank test': 'rank',
  'likelihood ratio': 'LR',
  segmentation: 'seg',
};
const formatP = (p: number) => (p === 0 ? '0' : p < 0.001 ? p.toExponential(1) : p.toFixed(4));
const formatLevel = (x: number) =>
  Math.abs(x) >= 1e6 || (x !== 0 && Math.abs(x) < 1e-3) ? x.toExponential(4) : x.toFixed(4);
const formatChange = (pct: number) => `${pct > 0 ? '+' : pct < 0 ? '-' : ''}${Math.abs(pct).toFixed(1)}%`;

const formatRate = (pct: number) => `${pct > 0 ? '+' : pct < 0 ? '-' : ''}${Math.abs(pct).toPrecision(2)}%`;

/** "drift +0.20%/point over 50 points (100–149), +10.0% in all": one line per drift. */
function driftText(d: Drift, label: (i: number) => string): string {
  const span = `over ${d.end - d.start} points (${label(d.start)} to ${label(d.end - 1)})`;
  return Number.isNaN(d.totalPct)
    ? `${formatLevel(d.slopePerPoint)}/point ${span}, ${formatLevel(d.levelStart)} → ${formatLevel(d.levelEnd)}, p ${formatP(d.pValue)}`
    : `${formatRate(d.slopePctPerPoint)}/point ${span}, ${formatChange(d.totalPct)} in all, p ${formatP(d.pValue)}`;
}

/** "spread: ×2.1 at 60: the noise about the level (robust σ) 41.0000 → 86.0000": one line per spread change. */
function spreadText(s: SpreadChange, label: (i: number) => string): string {
  const ratio = Number.isFinite(s.ratio) ? `×${s.ratio.toPrecision(2)}` : 'from none';
  return (
    `${ratio} at ${label(s.index)}: the noise about the level (robust σ) ` +
    `${formatLevel(s.spreadBefore)} → ${formatLevel(s.spreadAfter)}`
  );
}

function renderSeries(series: NamedSeries, result: Findings, otava: boolean, minMagnitude: number): string[] {
  const label = (i: number) => (series.keys ? `${i} (${printable(series.keys[i], 40)})` : String(i));
  const count = result.steps.length;
  const drifts = result.drifts.length;
  const spreads = result.spreadChanges ?? [];
  const lines = [
    `${printable(series.name)}: ${series.values.length} points, ${count} change point${count === 1 ? '' : 's'}` +
      (otava ? ' (as Otava 0.8.0)' : `, ${drifts} drift${drifts === 1 ? '' : 's'}`) +
      (spreads.length > 0 ? `, ${spreads.length} change${spreads.length === 1 ? '' : 's'} of spread` : '') +
      (result.period !== null ? ` (a cycle of ${result.period} points taken out)` : ''),
  ];
  if (count > 0) {
    const labels = [series.keys, series.commits].filter((l) => l !== undefined);
    const header = [
      'index',
      ...(series.keys ? [printable(series.keyName ?? 'key', 20)] : []),
      ...(series.commits ? ['commit'] : []),
      'before',
      'after',
      'change',
      'p',
      ...(otava ? [] : ['agreed']),
    ];
    const rows = result.steps.map((c) => [
      String(c.index),
      ...labels.map((l) => printable(l[c.index], 40)),
      formatLevel(c.meanBefore),
      formatLevel(c.meanAfter),
      formatChange(c.forwardChangePct),
      formatP(c.pValue),
      ...(otava ? [] : [(c.agreedBy ?? []).map((a) => AGREED_SHORT[a]).join('+')]),
    ]);
    const align = header.map((_, i) => (i >= 1 && i <= labels.length ? 'left' : 'right') as 'left' | 'right');
    lines.push(...layoutColumns(header, rows, align).map((l) => `  ${l}`));
  }
  for (const d of result.drifts) lines.push(...labelledLines('  drift:', driftText(d, label), 100, 12));
  for (const s of spreads) lines.push(...labelledLines('  spread:', spreadText(s, label), 100, 12));
  if (count === 0 && drifts === 0 && spreads.length === 0 && result.detectable)
    lines.push(...silentLines(result.detectable, minMagnitude));
  if (result.outliers.length > 0) {
    lines.push(...labelledLines('  outliers:', result.outliers.map(label).join(', '), 100, 12));
  }
  for (const i of result.pending) {
    const text = `${label(i)}, the last point, is off the level before it; the next point tells a step from an outlier`;
    lines.push(...labelledLines('  pending:', text, 100, 12));
  }
  return lines;
}

/**
 * What a silent answer could have seen: the smallest mid-series step, and what would see a smaller one (the
 * series' noise, or the magnitude a step must have, whichever binds).
 */
function silentLines(d: NonNullable<Findings['detectable']>, minMagnitude: number): string[] {
  const size = Number.isFinite(d.stepPct)
    ? `${formatLevel(d.stepSize)} (${Math.abs(d.stepPct).toFixed(1)}% of the level)`
    : formatLevel(d.stepSize);
  const byMagnitude = Number.isFinite(d.stepPct) && Math.abs(d.stepPct) <= minMagnitude * 100 * (1 + 1e-9);
  const text = byMagnitude
    ? `none found; a step in mid-series smaller than ${size} would not have been reported: that is the ` +
      "--min-magnitude a step must reach, not the series' noise"
    : `none found; a step in mid-series smaller than ${size} would not have been seen at this series' noise: ` +
      'more points, or less noise per point (more repetitions per run), would see a smaller one';
  return labelledLines('  no change:', text, 100, 14);
}

function settingsLines(options: Required<ChangeOptions>): string[] {
  const magnitude = `${(options.minMagnitude * 100).toFixed(1)}%`;
  return [
    `Steps: E-divisive and a second test agree at p ≤ ${options.pValue}, ≥ ${magnitude} of the level, ` +
      `≥ ${options.minSegment} points a side.`,
    `Drifts: Mann–Kendall p ≤ ${options.pValue} over ≥ ${4 * options.minSegment} points, ≥ ${magnitude} in all.` +
      (options.season ? ' Seasons found are taken out first.' : ''),
  ];
}

function jsonDocument(all: { series: NamedSeries; result: Findings }[], cmd: ChangepointsCommand) {
  const o = cmd.options;
  return {
    version: 2,
    method: cmd.otava ? 'otava-0.8.0' : 'benchdelta',
    options: cmd.otava
      ? { window: o.window, pValue: o.pValue, minMagnitude: o.minMagnitude }
      : { ...o, minDriftLength: 4 * o.minSegment },
    series: all.map(({ series, result }) => ({
      name: series.name,
      points: series.values.length,
      changePoints: result.steps.map((c) => ({
        ...c,
        ...(series.keys ? { key: series.keys[c.index] } : {}),
        ...(series.commits ? { commit: series.commits[c.index] } : {}),
      })),
      // Every change point (steps, drift starts and ends), in order.
      changes: (result.changes ?? []).map((c) => ({
        ...c,
        ...(c.slopePctPerPoint !== undefined && Number.isNaN(c.slopePctPerPoint)
          ? { slopePctPerPoint: null }
          : {}),
        // A spread that grew from exact zeros has no finite ratio: null.
        ...(c.ratio !== undefined && !Number.isFinite(c.ratio) ? { ratio: null } : {}),
        ...(series.keys ? { key: series.keys[c.index] } : {}),
        ...(series.commits ? { commit: series.commits[c.index] } : {}),
      })),
      drifts: result.drifts.map((d) => ({
        ...d,
        // NaN (levels not all positive) is not JSON: null says "no relative change".
        slopePctPerPoint: Number.isNaN(d.slopePctPerPoint) ? null : d.slopePctPerPoint,
        totalPct: Number.isNaN(d.totalPct) ? null : d.totalPct,
      })),
      ...(result.spreadChanges
        ? {
            spreadChanges: result.spreadChanges.map((s) => ({
              ...s,
              ratio: Number.isFinite(s.ratio) ? s.ratio : null,
              ...(series.keys ? { key: series.keys[s.index] } : {}),
              ...(series.commits ? { commit: series.commits[s.index] } : {}),
            })),
          }
        : {}),
      outliers: result.outliers,
      pending: result.pending,
      period: result.period,
      // Silent (the default method): the smallest mid-series step that would have been seen.
      ...(result.detectable
        ? {
            detectable: {
              stepSize: result.detectable.stepSize,
              stepPct: Number.isFinite(result.detectable.stepPct) ? result.detectable.stepPct : null,
            },
          }
        : {}),
    })),
  };
}

function analyse(values: number[], cmd: ChangepointsCommand): Findings {
  if (!cmd.otava) {
    const r: ChangeAnalysis = analyseChanges(values, cmd.options);
    return {
      steps: r.steps,
      drifts: r.drifts,
      spreadChanges: r.spreadChanges,
      changes: r.changes,
      outliers: r.outliers,
      pending: r.pending,
      period: r.period,
      ...(r.detectable ? { detectable: r.detectable } : {}),
    };
  }
  const { window, pValue, minMagnitude } = cmd.options;
  const r = detectChangePoints(values, { window, pValue, minMagnitude, reproduceOtava: true });
  return { steps: r.changePoints, drifts: [], outliers: [], pending: [], period: null };
}

export async function runChangepoints(argv: string[], io: CliIo): Promise<number> {
  const cmd = parseChangepointsArgs(argv);
  if (cmd === 'help') {
    io.stdout(CHANGEPOINTS_USAGE + '\n');
    return 0;
  }
  let text: string;
  try {
    text = await readFile(cmd.file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new UserError(`cannot read '${cmd.file}': ${err.code ?? err.message} (check the path)`);
  }
  const all = readSeriesTable(text, cmd.columns, cmd.file).map((series) => ({
    series,
    result: analyse(series.values, cmd),
  }));
  // `--json -`: the JSON is the whole of standard output (`… | jq`), without the text report.
  if (cmd.json === '-') {
    io.stdout(JSON.stringify(jsonDocument(all, cmd), null, 2) + '\n');
    return 0;
  }
  if (cmd.json) {
    try {
      await writeFile(cmd.json, JSON.stringify(jsonDocument(all, cmd), null, 2) + '\n');
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      throw new UserError(
        `cannot write '${cmd.json}': ${err.code ?? err.message} (check the directory exists and is writable)`,
      );
    }
  }
  io.stdout(
    [
      ...all.flatMap(({ series, result }) => [
        ...renderSeries(series, result, cmd.otava, cmd.options.minMagnitude),
        '',
      ]),
      ...(cmd.otava ? [] : [...settingsLines(cmd.options), '']),
    ].join('\n'),
  );
  return 0;
}
