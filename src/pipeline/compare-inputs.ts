// Turns the files a user named into a comparison: recognise what each input is (a block log or a
// micro-benchmark result), read it with the right parser, and run the matching comparison engine.
import * as fs from 'node:fs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureAaNoise } from '../core/blocks/aa-noise.js';
import { TOTAL_COLUMN } from '../core/blocks/block-metrics.js';
import { resolveDuplicatesInPlace, shareBlockColumns } from '../core/blocks/resolve-in-place.js';
import { DEFAULT_COMPARE_OPTIONS } from '../core/compare-blocks.js';
import { UserError } from '../core/errors.js';
import type { BlockLog, CompareOptions, ItemSet, ResultSet } from '../core/model.js';
import { BLOCK_LOG_FORMATS, detectBlockLogFormat, readBlockLogsInParallel } from '../formats/eth/index.js';
import { readItemSet } from '../formats/itemsets.js';
import { emptyRunHint } from '../formats/micro/empty-run.js';
import { allInOrder } from '../io/all-in-order.js';
import { spoolStreamInputs } from '../io/spool-input.js';
import { readInputHead } from './input-head.js';
import { poolRuns } from '../core/compare-block-runs.js';
import { runOrderFromString, runOrderFromTimes, type RunOrder } from '../core/blocks/replicates-order.js';
import { runStartTimes } from './run-times.js';
import { compareBlockMetrics } from '../core/compare-metrics.js';
import { requirePairsCompared, requireSomethingCompared } from './nothing-compared.js';
import { releaseTimes } from './release-times.js';
import type { BetweenRunInput } from '../core/micro/between-run/between-run.js';
import type { BlockResult, ComparisonReport } from '../core/report-model.js';
import type { CompareRequest } from './compare-request.js';
import { aaShifts, hasLevels, poolMicroRuns, readNoiseHistory, requireOneFormat } from './micro-runs.js';

type InputKind = 'blocks' | 'micro';

// The micro-benchmark readers (dozens of modules) are loaded only when an input may be one: a block-log
// comparison starts faster without them.
const microFormats = () => import('../formats/micro/index.js');

async function allFormatNames(): Promise<string> {
  const { MICRO_FORMATS } = await microFormats();
  return [...BLOCK_LOG_FORMATS, ...Object.keys(MICRO_FORMATS)].join(', ');
}

async function kindOfRequestedFormat(format: string): Promise<InputKind> {
  if (BLOCK_LOG_FORMATS.includes(format)) return 'blocks';
  const { microFormatByName } = await microFormats();
  try {
    microFormatByName(format);
    return 'micro';
  } catch {
    throw new UserError(`--format "${format}" is not a known format: use one of ${await allFormatNames()}`);
  }
}

/**
 * Bytes read first to recognise an input. Most logs are certainly block logs by then (ten block lines), which
 * spares reading (and for .gz inflating) the full 1 MiB head a long preamble may need.
 */
const SHORT_HEAD_BYTES = 128 << 10;

/**
 * Whether the short head already makes an input certainly a block log: full block-log confidence on its
 * complete lines. Block detection only grows with more lines, and no micro detector claims more than full
 * confidence (MicroFormat.detect gives 0..1; ties go to the block log), so the full head would say the same.
 */
function certainlyBlocksFromShortHead(head: string): boolean {
  const block = detectBlockLogFormat(head.slice(0, head.lastIndexOf('\n') + 1));
  return block !== null && block.confidence >= 1;
}

/** Which engine an input needs: the more confident of the block-log and micro-benchmark detectors. */
async function kindOfInput(file: string): Promise<InputKind> {
  const short = await readInputHead(file, SHORT_HEAD_BYTES);
  if (!short.isDirectory && certainlyBlocksFromShortHead(short.head)) return 'blocks';
  const { head, isDirectory } = short.complete ? short : await readInputHead(file);
  const block = isDirectory ? null : detectBlockLogFormat(head);
  const { detectMicroFormat, MICRO_HEAD_CHARS } = await microFormats();
  const micro = detectMicroFormat(head.slice(0, MICRO_HEAD_CHARS), isDirectory);
  const empty = !block && !micro && !isDirectory ? emptyRunHint(head) : null;
  if (empty) throw new UserError(`"${file}" holds no benchmark results: ${empty}.`);
  if (!block && !micro) {
    throw new UserError(
      `could not recognise the format of "${file}" (tried: ${await allFormatNames()}); ` +
        'check that it is the output of a supported tool, or force one with --format NAME',
    );
  }
  if (block && (!micro || block.confidence >= micro.confidence)) return 'blocks';
  return 'micro';
}

export function displayName(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** A log with no per-block record cannot be compared: say what was read and what to check. */
function requireRecords(log: BlockLog, file: string): void {
  if (log.blocks.length > 0) return;
  const seen = log.warnings.map((w) => w.message).slice(0, 3);
  throw new UserError(
    `no per-block timings found in ${displayName(file)} (read as a ${log.format} log)` +
      (seen.length > 0 ? `; ${seen.join('; ')}` : '') +
      '. Check that it is a client log with per-block import lines, or name its format with --format',
  );
}

function baselineLabelOf(req: CompareRequest): string {
  return req.labels?.baseline ?? displayName(req.baseline);
}

function candidateLabelOf(req: CompareRequest, i: number): string {
  return req.labels?.candidates?.[i] ?? displayName(req.candidates[i]);
}

/**
 * The attribute columns a comparison needs when nothing but its verdict metric is compared (`--metrics verdict`) or
 * read (`readsOnlyVerdict`): none when the verdict rests on the block time, the total alone when it is the default
 * (the total where the lines carry one, else the time; core/blocks/block-metrics.ts `verdictMetric`); every column
 * otherwise (undefined), and for any other `--metric`, whose refusal names the metrics the logs carry.
 */
function verdictAttrs(req: CompareRequest): string[] | undefined {
  if (req.metrics !== 'verdict' && !req.readsOnlyVerdict) return undefined;
  if (req.metric === 'time' || req.metric === 'execution') return [];
  return req.metric === undefined || req.metric === '' ? [TOTAL_COLUMN] : undefined;
}

async function compareBlockInputs(req: CompareRequest): Promise<ComparisonReport> {
  if (req.center) {
    throw new UserError(
      '--center applies to micro-benchmark results; block logs are compared block by block',
    );
  }
  const itemSets: ItemSet[] = await allInOrder(req.items.map((spec) => readItemSet(spec, req.maxInputBytes)));
  const labels = new Set<string>();
  for (const set of itemSets) {
    if (labels.has(set.label)) {
      throw new UserError(
        `two item sets are labelled "${set.label}": name them apart with --items LABEL=FILE`,
      );
    }
    labels.add(set.label);
  }
  // Each side may be several replicated runs (`a.log,b.log`): read them all at once, then pool each side.
  const sides = [req.baseline, ...req.candidates].map(replicatedRuns);
  const compared = sides.flat();
  const files = [...compared, ...(req.aaPair ?? [])];
  // Every number a line carries (phases, Mgas/s, gas, hit rates, counts) is a metric of the comparison.
  let read: BlockLog[] = await readBlockLogsInParallel(files, {
    format: req.format,
    // With only the verdict wanted, the numbers no verdict rests on are not even read (the block time alone: half
    // the columns).
    onlyAttrs: verdictAttrs(req),
    // No metric: the tx count; gas, which only gas/s reads, for logs without a Mgas/s column (no parser that reads gas).
    skipAttrs: ['txs', 'gasUsed'],
    // Nor the line of each record: no comparison reads it (4 bytes a block).
    lines: false,
    maxInputBytes: req.maxInputBytes,
  });
  read.forEach((log, i) => requireRecords(log, files[i]));
  const options: CompareOptions = {
    ...DEFAULT_COMPARE_OPTIONS,
    thresholdPct: req.thresholdPct,
    slowMs: req.slowMs,
    selectOn: req.selectOn,
    duplicates: req.duplicates,
    minEffectPct: req.minEffectPct,
    itemSets,
    seed: req.seed,
    alpha: req.alpha,
  };
  // Each log's repeated records (reorgs) dropped in its own columns: logs of the same blocks are then their own
  // pairs (no copy of a million-block pair's columns, 24 MB); the match summary reports them as before. Logs of the
  // same blocks then keep one block column between them (8 MB each).
  read = shareBlockColumns(read.map((log) => resolveDuplicatesInPlace(log, options.duplicates)));
  const [aaBaseline, aaCandidate] = read.slice(compared.length);
  const aa =
    req.aaPair && measureAaNoise(aaBaseline, aaCandidate, options, req.aaPair.map(displayName).join(' vs '));
  const runsOf: BlockLog[][] = [];
  let next = 0;
  for (const side of sides) {
    runsOf.push(read.slice(next, next + side.length));
    next += side.length;
  }
  const [baselineRuns, ...candidateRuns] = runsOf;
  const baseline = poolRuns(baselineRuns, options.duplicates);
  const orders = await runOrders(req, sides);
  // Every time column the comparisons read: released once all are made when no output reads the pairs.
  const times = [...read.map((log) => log.ms), baseline.pooled.ms];
  const results: BlockResult[] = candidateRuns.map((runs, i) => {
    const { comparison, pairs, candidateLog } = compareBlockMetrics(baselineRuns, runs, options, {
      aa,
      runNoisePct: req.runNoisePct,
      baseline,
      metric: req.metric,
      verdictOnly: req.metrics === 'verdict',
      order: orders[i],
    });
    requireSomethingCompared(comparison, {
      baseline: { label: baselineLabelOf(req), log: baseline.pooled },
      candidate: { label: candidateLabelOf(req, i), log: candidateLog },
    });
    times.push(candidateLog.ms);
    return { candidateLabel: candidateLabelOf(req, i), comparison, pairs };
  });
  return {
    kind: 'blocks',
    baselineLabel: baselineLabelOf(req),
    results: req.readsNoPairs ? releaseTimes(read, results, times) : results,
  };
}

/**
 * The session order of each candidate's runs with the baseline's (`--order`; `--interleaved` is `ABAB…`), or none.
 * An order needs replicated runs: with one run per side there is no drift to fit.
 */
async function runOrders(req: CompareRequest, sides: string[][]): Promise<(RunOrder | undefined)[]> {
  const [baseline, ...candidates] = sides;
  const spec = req.order ?? (req.interleaved ? 'interleaved' : undefined);
  const single = candidates.some((c) => baseline.length + c.length < 3);
  if (spec === undefined || (single && req.order === undefined)) return candidates.map(() => undefined);
  if (single) {
    throw new UserError(
      `--order ${req.order} needs replicated runs (a.log,b.log on each side): with one run per side there is no drift over the session to fit`,
    );
  }
  if (spec === 'time') {
    const times = await runStartTimes(sides.flat(), sides.flat().map(displayName));
    const baselineTimes = times.slice(0, baseline.length);
    let next = baseline.length;
    return candidates.map((c) => {
      const own = times.slice(next, (next += c.length));
      return runOrderFromTimes(baselineTimes, own);
    });
  }
  return candidates.map((c) => {
    if (spec !== 'interleaved') return runOrderFromString(spec, baseline.length, c.length);
    if (baseline.length !== c.length) {
      throw new UserError(
        `--interleaved pairs the runs in order, but the baseline has ${baseline.length} and the candidate ${c.length}: give as many runs of each, or their order with --order`,
      );
    }
    return runOrderFromString('AB'.repeat(c.length), baseline.length, c.length);
  });
}

/**
 * The runs one argument names: `a.log,b.log,c.log` are replicated runs of one side (block logs); a path that
 * exists as it is stays one run, even with a comma in its name.
 */
export function replicatedRuns(spec: string): string[] {
  if (existsSync(spec) || !/[,*?[]/.test(spec)) return [spec];
  const runs = spec
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '')
    .flatMap(expandGlob);
  if (runs.length === 0)
    throw new UserError(`"${spec}" names no file: give a path, several joined by commas, or a glob`);
  return runs;
}

/** A pattern (`runs/base-*.json`) as its files in name order; a pattern that matches nothing is an error. */
function expandGlob(pattern: string): string[] {
  if (existsSync(pattern) || !/[*?[]/.test(pattern)) return [pattern];
  // fs.globSync is Node 22+; the CLI still runs on older Node for everything else.
  if (typeof fs.globSync !== 'function') {
    throw new UserError(
      `"${pattern}" is a glob, which needs Node 22 or later: list the files comma-separated`,
    );
  }
  const files = fs.globSync(pattern).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (files.length === 0)
    throw new UserError(`"${pattern}" matches no file: check the pattern and the folder`);
  return files;
}

async function compareMicroInputs(req: CompareRequest): Promise<ComparisonReport> {
  if (req.items.length > 0) {
    throw new UserError('--items cuts apply to block logs; micro-benchmark results have no block numbers');
  }
  if (req.order !== undefined) {
    throw new UserError(
      '--order applies to block logs; for micro-benchmark runs that ran interleaved (A1 B1 A2 B2…) use --interleaved',
    );
  }
  const [{ readResultSet }, { compareMicro }] = await Promise.all([
    microFormats(),
    import('../core/compare-micro.js'),
  ]);
  const readOptions = {
    format: req.format,
    keyColumn: req.keyColumn,
    valueColumn: req.valueColumn,
    maxInputBytes: req.maxInputBytes,
    center: req.center,
  };
  // A criterion folder given as both sides: its saved run is the baseline, its latest (`new`) the candidate.
  const sameFolder = req.candidates.some((c) => path.resolve(c) === path.resolve(req.baseline));
  // The reads overlap; parsing happens in this thread (a worker per file cost more than it saved, measured on
  // a 20,000-benchmark go suite).
  // Each side may be several replicated runs (comma-separated or a glob): pooled, each run's centre kept.
  const sideRuns = [req.baseline, ...req.candidates].map(replicatedRuns);
  const readSide = (files: string[], first: boolean) =>
    allInOrder(
      files.map((file) =>
        readResultSet(file, {
          ...readOptions,
          criterionRun: first ? req.baselineCriterionRun : req.criterionRun,
          preferSavedRun: first && sameFolder,
        }),
      ),
    );
  const read: ResultSet[][] = await allInOrder(sideRuns.map((files, i) => readSide(files, i === 0)));
  await allInOrder(
    read.map((runs, i) =>
      requireOneFormat(
        i === 0 ? 'baseline' : 'candidate',
        i === 0 ? baselineLabelOf(req) : candidateLabelOf(req, i - 1),
        sideRuns[i],
        runs,
      ),
    ),
  );
  const pooledSides = read.map((runs) => (runs.length > 1 ? poolMicroRuns(runs) : null));
  const [baseline, ...candidates] = read.map((runs, i) => pooledSides[i]?.pooled ?? runs[0]);
  const aa = req.aaPair && (await readSide(req.aaPair, true));
  const history = req.noiseHistory ? readNoiseHistory(req.noiseHistory) : undefined;
  const betweenRun = (i: number): BetweenRunInput => {
    const input: BetweenRunInput = { runDriftPct: req.runNoisePct };
    const b = pooledSides[0];
    const c = pooledSides[i + 1];
    // A history with levels judges the candidate's runs (one or several) against main's level: better than one
    // baseline run beside them.
    const levelled = !b && history !== undefined && hasLevels(history);
    if (b || (c && !levelled)) {
      const kb = sideRuns[0].length;
      const kc = sideRuns[i + 1].length;
      if (req.interleaved && kb !== kc) {
        throw new UserError(
          `--interleaved pairs the runs in order, but the baseline has ${kb} and the candidate ${kc}: give as many runs of each`,
        );
      }
      input.replicates = {
        baseline: b?.centres ?? poolMicroRuns(read[0]).centres,
        candidate: c?.centres ?? poolMicroRuns(read[i + 1]).centres,
        runs: [kb, kc],
        paired: req.interleaved === true,
      };
    } else if (aa) input.aaPair = aaShifts(aa[0], aa[1]);
    else if (history) {
      input.history = history;
      if (levelled) {
        const centres = c?.centres ?? poolMicroRuns(read[i + 1]).centres;
        input.historyCandidate = { centres, runs: sideRuns[i + 1].length };
      }
    }
    return input;
  };
  const comparison = compareMicro(baseline, candidates, {
    betweenRuns: candidates.map((_, i) => betweenRun(i)),
    alpha: req.alpha,
    minEffectPct: req.minEffectPct,
    sanity: { maxRatio: req.maxRatio },
    suspect: req.suspect ?? 'fail',
    baselineLabel: baselineLabelOf(req),
    candidateLabels: req.candidates.map((_, i) => candidateLabelOf(req, i)),
  } as Parameters<typeof compareMicro>[2]);
  comparison.runs.forEach((run, i) =>
    requirePairsCompared(run, {
      baseline: { label: baselineLabelOf(req), set: baseline },
      candidate: { label: candidateLabelOf(req, i), set: candidates[i] },
    }),
  );
  return { kind: 'micro', baselineLabel: baselineLabelOf(req), comparison };
}

/**
 * Compares the inputs of `req`. Standard input (`-`) and pipes are copied to temp files first (removed after),
 * so the readers below see regular files; the report names them as the user did.
 */
export async function compareInputs(req: CompareRequest): Promise<ComparisonReport> {
  const given = [req.baseline, ...req.candidates, ...(req.aaPair ?? [])];
  const spool = await spoolStreamInputs(given, req.maxInputBytes);
  if (spool.files.every((f, i) => f === given[i])) return compareFiles(req);
  const [baseline, ...rest] = spool.files;
  const candidates = rest.slice(0, req.candidates.length);
  const aaPair = req.aaPair && (rest.slice(req.candidates.length) as [string, string]);
  // A stream is named as the user gave it (stdin, /dev/fd/63), not as a path relative to here.
  const nameOf = (i: number) => (spool.files[i] === given[i] ? displayName(given[i]) : spool.names[i]);
  const labels = {
    baseline: req.labels?.baseline ?? nameOf(0),
    candidates: req.candidates.map((_, i) => req.labels?.candidates?.[i] ?? nameOf(i + 1)),
  };
  try {
    return await compareFiles({ ...req, baseline, candidates, aaPair, labels });
  } finally {
    await spool.cleanup();
  }
}

async function compareFiles(req: CompareRequest): Promise<ComparisonReport> {
  const specs = [req.baseline, ...req.candidates];
  // A side of replicated runs is recognised by its first run; all of them are read as that kind.
  const files = specs.map((spec) => replicatedRuns(spec)[0]);
  let kinds: InputKind[];
  if (req.format) {
    kinds = await allInOrder(files.map(() => kindOfRequestedFormat(req.format as string)));
  } else {
    kinds = await allInOrder(files.map(kindOfInput));
  }
  if (new Set(kinds).size > 1) {
    const described = files.map(
      (f, i) => `${displayName(f)}: ${kinds[i] === 'blocks' ? 'block log' : 'benchmark results'}`,
    );
    throw new UserError(
      `the inputs are of different kinds (${described.join('; ')}): compare like with like`,
    );
  }
  return kinds[0] === 'blocks' ? compareBlockInputs(req) : compareMicroInputs(req);
}

/** Which engine an input needs (a block log or micro-benchmark results), decided as `compare` decides it. */
export function inputKind(file: string, format?: string): Promise<'blocks' | 'micro'> {
  return format ? kindOfRequestedFormat(format) : kindOfInput(file);
}
