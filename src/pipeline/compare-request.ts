// What to compare and how: the one request the CLI, the Action and the service build for compareInputs, its
// defaults (the engines' own, written once in core/) and the parsers of its options from text. Each face names an
// option its own way in errors (`--threshold`, `input 'threshold'`); the rule and the fix are the same.
import { DEFAULT_COMPARE_OPTIONS } from '../core/compare-blocks.js';
import { UserError } from '../core/errors.js';
import { DEFAULT_MICRO_OPTIONS } from '../core/micro/model.js';
import type { CompareOptions } from '../core/model.js';
import { DEFAULT_SANITY } from '../core/sanity.js';
import { parseByteSize } from '../io/input-limits.js';

export interface CompareRequest {
  /** How the report names each side (default: the path from the current directory). */
  labels?: { baseline?: string; candidates?: string[] };
  baseline: string;
  candidates: string[];
  format?: string;
  keyColumn?: string;
  valueColumn?: string;
  thresholdPct: number;
  slowMs: number[];
  /** Item-set specs, `FILE` or `LABEL=FILE`. */
  items: string[];
  selectOn: CompareOptions['selectOn'];
  duplicates: CompareOptions['duplicates'];
  minEffectPct: number;
  seed: number;
  alpha: number;
  maxRatio: number;
  /** Micro-benchmarks: whether a suspect regression fails (default) or only warns. */
  suspect?: 'fail' | 'warn';
  baselineCriterionRun?: string;
  criterionRun?: string;
  /** Two runs of the same build (block logs): the expected flags are measured on them (core/blocks/aa-noise.ts). */
  aaPair?: [string, string];
  /** The most bytes of text read from one input (after decompression); see io/input-limits.ts. */
  maxInputBytes?: number;
  /**
   * Run-to-run noise σ per run in %, when the user states it: block logs' run noise (core/blocks/run-noise.ts), and
   * for micro-benchmarks the drift a suite's common shift is judged against (core/micro/between-run/between-run.ts).
   */
  runNoisePct?: number;
  /** Micro-benchmarks: the service's history of each series (a file saved from its noise route). */
  noiseHistory?: string;
  /** Replicated runs were run interleaved (A1 B1 A2 B2…): pair them in the order given. */
  interleaved?: boolean;
  /** Block logs: the metric the verdict rests on (core/blocks/block-metrics.ts; default the total or the block time). */
  metric?: string;
  /** Block logs: `all` metrics the lines carry (default) or only the `verdict` metric (faster on huge logs). */
  metrics?: 'all' | 'verdict';
  /**
   * Block logs: the caller reads only the verdict of the report (and the exit code it gives), as `compare --quiet`
   * without output files does; the columns of metrics that no verdict rests on are then not even parsed.
   */
  readsOnlyVerdict?: boolean;
  /**
   * Block logs: no output reads the compared pairs (the CSV, the HTML report's charts), as `compare` without --csv
   * and --html: the results then hold none, and the logs' block times are released once every candidate is
   * compared (pipeline/release-times.ts).
   */
  readsNoPairs?: boolean;
  /**
   * Block logs: the order the replicated runs ran in, as A/B letters (`ABBA`: baseline, candidate, candidate,
   * baseline) or `time` (the logs' first timestamps), to fit a drift over the session (core/blocks/replicates-order.ts).
   */
  order?: string;
  /** Micro-benchmarks: compare every benchmark on this centre, or refuse a file that cannot give it. */
  center?: 'median' | 'mean';
}

/** The options a request may leave out, with their defaults. */
type Defaulted =
  | 'thresholdPct'
  | 'slowMs'
  | 'items'
  | 'selectOn'
  | 'duplicates'
  | 'minEffectPct'
  | 'seed'
  | 'alpha'
  | 'maxRatio'
  | 'suspect'
  | 'interleaved'
  | 'metrics';

/** The defaults of a request: block logs' from core/compare-blocks.ts, micro-benchmarks' from core/micro/model.ts. */
export const COMPARE_DEFAULTS: Readonly<Required<Pick<CompareRequest, Defaulted>>> = {
  thresholdPct: DEFAULT_COMPARE_OPTIONS.thresholdPct,
  slowMs: DEFAULT_COMPARE_OPTIONS.slowMs,
  items: [],
  selectOn: DEFAULT_COMPARE_OPTIONS.selectOn,
  duplicates: DEFAULT_COMPARE_OPTIONS.duplicates,
  minEffectPct: DEFAULT_COMPARE_OPTIONS.minEffectPct,
  seed: DEFAULT_COMPARE_OPTIONS.seed,
  alpha: DEFAULT_COMPARE_OPTIONS.alpha,
  maxRatio: DEFAULT_SANITY.maxRatio,
  suspect: DEFAULT_MICRO_OPTIONS.suspect,
  interleaved: false,
  metrics: 'all',
};

/** A request with every option it leaves out (or gives as undefined) at its default. */
export function compareRequest(
  given: Omit<CompareRequest, Defaulted> & Partial<Pick<CompareRequest, Defaulted>>,
): CompareRequest {
  const request: CompareRequest = { ...COMPARE_DEFAULTS, ...given };
  for (const key of Object.keys(COMPARE_DEFAULTS) as Defaulted[]) {
    if (request[key] === undefined) Object.assign(request, { [key]: COMPARE_DEFAULTS[key] });
  }
  return { ...request, slowMs: [...request.slowMs], items: [...request.items] };
}

/** What a face does with a regression verdict: fail (exit 1, a failed step) or only report it. */
export type FailOn = 'regression' | 'never';
export const DEFAULT_FAIL_ON: FailOn = 'regression';

export function parseNumber(flag: string, raw: string, check: (n: number) => boolean, hint: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || !check(n)) {
    throw new UserError(`${flag} "${raw}" is not valid: ${hint}`);
  }
  return n;
}

export function parseChoice<T extends string>(flag: string, raw: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(raw)) {
    throw new UserError(`${flag} "${raw}" is not valid: use one of ${choices.join(', ')}`);
  }
  return raw as T;
}

function parseSlowList(raw: string, label: string): number[] {
  if (raw.trim() === '' || raw.trim().toLowerCase() === 'none') return [];
  return raw
    .split(',')
    .map((part) =>
      parseNumber(
        label,
        part.trim(),
        (n) => n > 0,
        'give positive milliseconds separated by commas, e.g. 1000,2000',
      ),
    );
}

/** `A,B` (or `A` and `B` on two lines, as an action input gives them): the two files of an A/A pair. */
function parseAaPair(raw: string, label: string): [string, string] {
  const files = raw
    .split(/[,\n]/)
    .map((f) => f.trim())
    .filter((f) => f !== '');
  if (files.length !== 2) {
    throw new UserError(
      `${label} "${raw}" is not valid: give two logs of the same build over the same blocks, separated by a comma (control-a.log,control-b.log)`,
    );
  }
  return [files[0], files[1]];
}

function parseMaxInputBytes(raw: string, label: string): number {
  const bytes = parseByteSize(raw);
  if (bytes === null) {
    throw new UserError(
      `${label} "${raw}" is not valid: give a size in bytes, or with a suffix, e.g. 4G or 512M`,
    );
  }
  return bytes;
}

/** The parser of each option given as text (a flag's or an input's value). */
const PARSE_OPTION = {
  thresholdPct: (raw: string, label: string) =>
    parseNumber(label, raw, (n) => n > 0, 'give a positive percentage such as 10'),
  slowMs: parseSlowList,
  aaPair: parseAaPair,
  runNoisePct: (raw: string, label: string) =>
    parseNumber(label, raw, (n) => n >= 0 && n < 100, 'give a percentage such as 1.5'),
  metrics: (raw: string, label: string) => parseChoice(label, raw, ['all', 'verdict'] as const),
  center: (raw: string, label: string) => parseChoice(label, raw, ['median', 'mean'] as const),
  selectOn: (raw: string, label: string): CompareOptions['selectOn'] =>
    parseChoice(label, raw, ['both', 'baseline'] as const),
  duplicates: (raw: string, label: string): CompareOptions['duplicates'] =>
    parseChoice(label, raw, ['first', 'last', 'min', 'median'] as const),
  minEffectPct: (raw: string, label: string) =>
    parseNumber(label, raw, (n) => n >= 0, 'give a percentage such as 2'),
  failOn: (raw: string, label: string): FailOn => parseChoice(label, raw, ['regression', 'never'] as const),
  alpha: (raw: string, label: string) =>
    parseNumber(label, raw, (n) => n > 0 && n < 1, 'give a probability between 0 and 1, e.g. 0.05'),
  suspect: (raw: string, label: string) => parseChoice(label, raw, ['fail', 'warn'] as const),
  maxRatio: (raw: string, label: string) =>
    parseNumber(label, raw, (n) => n > 1, 'give a ratio above 1, e.g. 10'),
  seed: (raw: string, label: string) =>
    parseNumber(label, raw, (n) => Number.isInteger(n), 'give a whole number'),
  maxInputBytes: parseMaxInputBytes,
} satisfies Record<string, (raw: string, label: string) => unknown>;

export type OptionName = keyof typeof PARSE_OPTION;

/**
 * An option's value given as text (a flag's or an input's), parsed; `label` names it in the error (`--threshold`,
 * `input 'threshold'`), which says what was wrong and what to write instead.
 */
export function parseOption<K extends OptionName>(
  key: K,
  raw: string,
  label: string,
): ReturnType<(typeof PARSE_OPTION)[K]> {
  return PARSE_OPTION[key](raw, label) as ReturnType<(typeof PARSE_OPTION)[K]>;
}
