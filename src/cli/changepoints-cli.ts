// `benchdelta changepoints FILE`: the change-point detection the service runs, on a file, alone.
import { readFile, writeFile } from 'node:fs/promises';
import { parseCommandLine } from './command-line.js';
import { detectChangePoints, type ChangePointOptions, type SeriesAnalysis } from '../core/changepoints.js';
import { UserError } from '../core/errors.js';
import { labelledLines, layoutColumns } from '../report/format.js';
import { parseNumber } from './args.js';
import { readSeriesTable, type NamedSeries } from './changepoints-input.js';
import type { CliIo } from './run-cli.js';

export const CHANGEPOINTS_USAGE = `Usage: benchdelta changepoints FILE [options]

Finds where a series of measurements changes level (E-divisive means with Student's t-test, as
Apache Otava does, plus outliers and a pending last point: see the README, "Change points").

FILE is a CSV with a header (a time or commit column is carried along) or JSON: an array of numbers,
{"name": [numbers]}, or rows [{"key": …, "value": …}].

Options:
  --series-column NAME   one series per distinct value of this column (default: one series)
  --key-column NAME      the column labelling each point (default: the first of time, timestamp,
                         date, commit… present)
  --value-column NAME    the column of values (default: value or metric, else the only numeric
                         column left)
  --window N             points per split window (default 50)
  --p-value P            largest p-value of a change point (default 0.001)
  --min-magnitude F      smallest relative change, as a fraction (default 0; 0.05 = 5%)
  --otava                reproduce Apache Otava 0.8.0 exactly (no outliers, its stale statistics)
  --json FILE            also write the result as JSON
  -h, --help             show this help`;

interface ChangepointsCommand {
  file: string;
  columns: { seriesColumn?: string; keyColumn?: string; valueColumn?: string };
  options: Required<ChangePointOptions>;
  json?: string;
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
        'min-magnitude': { type: 'string', default: '0' },
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
        v['min-magnitude'],
        (n) => n >= 0,
        'give a fraction, e.g. 0.05',
      ),
      reproduceOtava: v.otava,
    },
    json: v.json,
  };
}

/** Names and keys come from the file: no control characters (terminal escapes) and a bounded length. */
function printable(text: string, max = 60): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

const formatP = (p: number) => (p === 0 ? '0' : p < 0.001 ? p.toExponential(1) : p.toFixed(4));
const formatLevel = (x: number) =>
  Math.abs(x) >= 1e6 || (x !== 0 && Math.abs(x) < 1e-3) ? x.toExponential(4) : x.toFixed(4);
const formatChange = (pct: number) => `${pct > 0 ? '+' : pct < 0 ? '-' : ''}${Math.abs(pct).toFixed(1)}%`;

function renderSeries(
  series: NamedSeries,
  result: SeriesAnalysis,
  options: Required<ChangePointOptions>,
): string[] {
  const label = (i: number) => (series.keys ? `${i} (${printable(series.keys[i], 40)})` : String(i));
  const count = result.changePoints.length;
  const lines = [
    `${printable(series.name)}: ${series.values.length} points, ${count} change point${count === 1 ? '' : 's'}` +
      `${options.reproduceOtava ? ' (as Otava 0.8.0)' : ''}`,
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
    ];
    const rows = result.changePoints.map((c) => [
      String(c.index),
      ...labels.map((l) => printable(l[c.index], 40)),
      formatLevel(c.meanBefore),
      formatLevel(c.meanAfter),
      formatChange(c.forwardChangePct),
      formatP(c.pValue),
    ]);
    const align = header.map((_, i) => (i >= 1 && i <= labels.length ? 'left' : 'right') as 'left' | 'right');
    lines.push(...layoutColumns(header, rows, align).map((l) => `  ${l}`));
  }
  if (result.outliers.length > 0) {
    lines.push(...labelledLines('  outliers:', result.outliers.map(label).join(', '), 100, 12));
  }
  for (const i of result.pending ?? []) {
    const text = `${label(i)}, the last point, is off the level before it; the next point tells a step from an outlier`;
    lines.push(...labelledLines('  pending:', text, 100, 12));
  }
  return lines;
}

function jsonDocument(
  all: { series: NamedSeries; result: SeriesAnalysis }[],
  options: Required<ChangePointOptions>,
) {
  return {
    version: 1,
    method: options.reproduceOtava ? 'otava-0.8.0' : 'benchdelta',
    options: { window: options.window, pValue: options.pValue, minMagnitude: options.minMagnitude },
    series: all.map(({ series, result }) => ({
      name: series.name,
      points: series.values.length,
      changePoints: result.changePoints.map((c) => ({
        ...c,
        ...(series.keys ? { key: series.keys[c.index] } : {}),
        ...(series.commits ? { commit: series.commits[c.index] } : {}),
      })),
      outliers: result.outliers,
      pending: result.pending ?? [],
    })),
  };
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
    result: detectChangePoints(series.values, cmd.options),
  }));
  if (cmd.json) {
    try {
      await writeFile(cmd.json, JSON.stringify(jsonDocument(all, cmd.options), null, 2) + '\n');
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      throw new UserError(
        `cannot write '${cmd.json}': ${err.code ?? err.message} (check the directory exists and is writable)`,
      );
    }
  }
  io.stdout(
    all.flatMap(({ series, result }) => [...renderSeries(series, result, cmd.options), '']).join('\n'),
  );
  return 0;
}
