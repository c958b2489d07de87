import { UserError } from '../../core/errors.js';
import type { Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { WarningLog } from './warnings.js';

// criterion's result folder (`target/criterion`): one folder per benchmark id holding one folder per
// run — `new` (latest), `base` or a `--save-baseline` name — each with benchmark.json (ids),
// estimates.json (mean/median/slope with CIs, in ns) and sample.json (iteration counts and total times).

/** Confidence that a directory listing (relative paths, one per line) is a criterion result tree. */
export function detectCriterionListing(listing: string): number {
  const hasEstimates = /(^|\/)[^/\n]+\/estimates\.json$/m.test(listing);
  const hasIds = /(^|\/)[^/\n]+\/(benchmark|sample)\.json$/m.test(listing);
  return hasEstimates && hasIds ? 0.95 : hasEstimates ? 0.6 : 0;
}

/** A lone estimates.json file. */
export function detectCriterionEstimates(head: string): number {
  return /^\s*\{\s*"[Mm]ean"\s*:\s*\{\s*"confidence_interval"/.test(head) ? 0.8 : 0;
}

interface RunFolder {
  /** Benchmark folder, relative to the tree root (`tps_comparison/parallel/10_txs`). */
  benchDir: string;
  run: string;
}

function runFolders(paths: string[]): RunFolder[] {
  const found: RunFolder[] = [];
  for (const p of paths) {
    const m = /^(?:(.*)\/)?([^/]+)\/estimates\.json$/.exec(p);
    if (m && m[2] !== 'change') found.push({ benchDir: m[1] ?? '', run: m[2] });
  }
  return found;
}

/**
 * `new` when present (criterion's latest run), else the only run there is; otherwise the user must say.
 * With `preferSaved` (the baseline side of a folder compared with itself) the one saved run other than
 * `new` — `base`, or the `--save-baseline` name — is read instead.
 */
function pickRun(
  available: Set<string>,
  wanted: string | undefined,
  source: string | undefined,
  preferSaved = false,
): string {
  const names = [...available].sort();
  const where = source ? `criterion folder '${source}'` : 'the criterion folder';
  if (wanted !== undefined) {
    if (available.has(wanted)) return wanted;
    throw new UserError(`${where} has no run named '${wanted}' (runs found: ${names.join(', ') || 'none'}).`);
  }
  if (preferSaved) {
    const saved = names.filter((n) => n !== 'new');
    if (saved.length === 1) return saved[0];
    if (saved.includes('base')) return 'base';
    throw new UserError(
      `${where} is both baseline and candidate, so the baseline should be a saved run, but it holds ` +
        `${saved.length === 0 ? 'none' : `several (${saved.join(', ')})`}: name one with --baseline-criterion-run NAME.`,
    );
  }
  if (available.has('new')) return 'new';
  if (names.length === 1) return names[0];
  throw new UserError(
    `${where} holds several runs (${names.join(', ')}) and none is called 'new': say which one to read ` +
      `(--criterion-run or --baseline-criterion-run, e.g. --criterion-run ${names[0]}).`,
  );
}

// criterion up to 0.3.3 named the statistics after its `Statistic` enum (`{"Mean": …, "StdDev": …}`).
const LEGACY_NAMES: Record<string, string> = {
  mean: 'Mean',
  median: 'Median',
  slope: 'Slope',
  std_dev: 'StdDev',
  median_abs_dev: 'MedianAbsDev',
};

/** One statistic of estimates.json, in the current (`mean`) or the old (`Mean`) spelling. */
function statistic(estimates: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const e = estimates[name] ?? estimates[LEGACY_NAMES[name] ?? ''];
  return isRecord(e) ? e : undefined;
}

function pointEstimate(estimates: Record<string, unknown>, name: string): number | undefined {
  return finiteNumber(statistic(estimates, name)?.point_estimate);
}

/** Per-iteration times (ns) from sample.json: each sample ran `iters[i]` iterations in `times[i]` ns. */
function perIterationSamples(sample: unknown): number[] {
  // Up to 0.3.3 sample.json was the pair `[[iters…], [times…]]`.
  const [iters, times] = Array.isArray(sample)
    ? sample
    : isRecord(sample)
      ? [sample.iters, sample.times]
      : [];
  if (!Array.isArray(iters) || !Array.isArray(times)) return [];
  const out: number[] = [];
  for (let i = 0; i < Math.min(iters.length, times.length); i++) {
    const n = finiteNumber(iters[i]);
    const t = finiteNumber(times[i]);
    if (n !== undefined && t !== undefined && n > 0) out.push(t / n);
  }
  return out;
}

/**
 * Reads a criterion result tree given as `relative path → file text` (only the JSON files are needed).
 * `run` picks the run folder (default `new`); the key is criterion's `full_id` (group/function/value).
 */
export function parseCriterionTree(
  files: Map<string, string>,
  options: { run?: string; source?: string; preferSavedRun?: boolean } = {},
): ResultSet {
  const { source } = options;
  const warnings = new WarningLog();
  const folders = runFolders([...files.keys()]);
  const run = pickRun(new Set(folders.map((f) => f.run)), options.run, source, options.preferSavedRun);
  const measurements: Measurement[] = [];

  for (const { benchDir, run: r } of folders) {
    if (r !== run) continue;
    const prefix = benchDir ? `${benchDir}/` : '';
    const path = (p: string) => `${prefix}${p}`;
    const read = (p: string): unknown => {
      const text = files.get(path(p));
      return text === undefined
        ? undefined
        : parseJsonInput(text, sourcePath(source, path(p)), `criterion's ${p}`);
    };
    const estimates = read(`${run}/estimates.json`);
    const mean = isRecord(estimates) ? pointEstimate(estimates, 'mean') : undefined;
    if (!isRecord(estimates) || mean === undefined) {
      warnings.add(
        'bad-estimates',
        `skipped ${path(`${run}/estimates.json`)}: it has no mean point estimate.`,
      );
      continue;
    }
    const benchmark = read(`${run}/benchmark.json`);
    let key = benchDir || '(root)';
    if (isRecord(benchmark) && typeof benchmark.full_id === 'string') key = benchmark.full_id;
    else
      warnings.add(
        'no-benchmark-json',
        `no benchmark.json next to ${path(`${run}/estimates.json`)}: the folder path is used as the id.`,
      );

    const meanCi = statistic(estimates, 'mean')?.confidence_interval;
    const low = isRecord(meanCi) ? finiteNumber(meanCi.lower_bound) : undefined;
    const high = isRecord(meanCi) ? finiteNumber(meanCi.upper_bound) : undefined;
    const ns = 1e-9;
    const attrs: Record<string, number> = {};
    for (const name of ['median', 'slope', 'std_dev', 'median_abs_dev'] as const) {
      const v = pointEstimate(estimates, name);
      if (v !== undefined) attrs[name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())] = v * ns;
    }
    if (low !== undefined && high !== undefined) Object.assign(attrs, { ciLow: low * ns, ciHigh: high * ns });
    if (isRecord(benchmark) && isRecord(benchmark.throughput)) {
      for (const [kind, amount] of Object.entries(benchmark.throughput)) {
        const n = finiteNumber(amount);
        if (n !== undefined) attrs[`throughput${kind}`] = n;
      }
    }
    const change = run === 'new' ? read('change/estimates.json') : undefined;
    const changeMean = isRecord(change) ? pointEstimate(change, 'mean') : undefined;
    if (changeMean !== undefined) attrs.criterionChangePct = changeMean * 100;

    measurements.push(
      toMeasurement({
        key,
        value: mean,
        center: 'mean',
        unit: 'ns',
        samples: perIterationSamples(read(`${run}/sample.json`)),
        error: low !== undefined && high !== undefined ? (high - low) / 2 : undefined,
        params: extractParams(key),
        attrs,
      }),
    );
  }
  measurements.sort((a, b) => a.key.localeCompare(b.key));
  return {
    format: 'criterion',
    tool: `criterion (run '${run}')`,
    measurements,
    warnings: warnings.list(),
    source,
  };
}

function sourcePath(root: string | undefined, relative: string): string {
  return root ? `${root.replace(/\/$/, '')}/${relative}` : relative;
}
