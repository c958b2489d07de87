// Parses `benchdelta compare …` arguments into validated options. Every mistake a user can make here
// becomes a UserError that names the flag, what was wrong and what to write instead.
import { UserError } from '../core/errors.js';
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  parseOption,
  type CompareRequest,
  type FailOn,
  type OptionName,
} from '../pipeline/compare-request.js';
import { parseCommandLine } from './command-line.js';

/** A compare request (what to compare and how) plus what the CLI does with the result. */
export interface CompareCommand extends CompareRequest {
  failOn: FailOn;
  markdown?: string;
  csv?: string;
  json?: string;
  html?: string;
  quiet: boolean;
}

export const COMPARE_USAGE = `Usage: benchdelta compare <baseline> <candidate> [more candidates…] [options]

Compares benchmark results or Ethereum client block-import logs (.gz read transparently; "-" is
standard input, and pipes such as <(zcat a.gz) work too).
One argument may name several replicated runs of one side, comma-separated or as a glob
(c1.log,c2.log,c3.log or 'runs/base-*.json'): their spread measures the run-to-run noise. With one
run per side, micro-benchmarks take it from the suite itself (or --aa-pair / --noise-history).

Options:
  --format NAME          input format (default: auto-detect); e.g. besu, geth, nethermind, reth,
                         erigon, slowblock, gobench, jmh, criterion, pytest-benchmark, …
  --threshold PCT        flag items whose |Δ%| is at or above PCT (default 10)
  --slow MS[,MS…]        slow-item cuts in ms (default 1000,2000; "none" for no slow cuts)
  --items [LABEL=]FILE   an item set (Etherscan CSV or list of block numbers); repeatable
  --select both|baseline pick slow items on both runs (default) or on the baseline only (old method)
  --aa-pair A,B          two runs of the same build: block logs over the same blocks (the "by noise"
                         counts are measured on them; their shift is one draw of the run-to-run
                         noise), or micro-benchmark results (each benchmark's between-run noise)
  --run-noise PCT        run-to-run noise σ per run: block logs (default 1.5), when no replicated
                         runs measure it; micro-benchmarks: the drift a whole suite's shift is
                         judged against with one run per side (default 10)
  --interleaved          the replicated runs of each side ran interleaved (A1 B1 A2 B2…): pair
                         them in the order given, which cancels drift within the job
  --order ABBA|time      block logs: the order the replicated runs ran in, A = a baseline run,
                         B = a candidate run (ABBA, ABAB, AABB…), or time (the logs' first
                         timestamps): a drift over the session is fitted and taken out
  --noise-history FILE   micro-benchmarks: each series' run-to-run noise on main, as the service's
                         /api/v1/projects/NAME/noise route answers it
  --metric NAME          block logs: the metric the verdict and exit code rest on (default the
                         client's total time, else the block time): time, total, state_root,
                         mgasps, cache.account… (every metric a line carries is reported)
  --metrics all|verdict  block logs: compare every metric the lines carry (default) or only the
                         verdict metric (faster on million-block logs)
  --center median|mean   micro-benchmarks: compare each benchmark's median or mean (default: the
                         median of its samples, else the tool's own value); a file that cannot give
                         it is refused, naming what it gives
  --duplicates first|last|min|median   which record a repeated block keeps (default last)
  --min-effect PCT       smallest shift that counts as a change (default 2)
  --fail-on regression|never   exit 1 on a regression verdict (default regression); a suspect
                         regression (one that failed a sanity check) is one too (see --suspect)
  --suspect fail|warn    a micro-benchmark regression that failed a sanity check is still a
                         regression and fails (default fail); warn shows it first but passes
                         "mixed" (block logs: slower only relative to the rest of the run while
                         another cut got faster) does not fail
  --alpha P              significance level (default 0.05)
  --max-ratio X          ratio beyond which a micro-benchmark change is marked suspect (default 10)
  --seed N               seed of the bootstrap (default 1)
  --baseline-criterion-run NAME  criterion folder: the run to read as the baseline (default: new;
                         when the same folder is both sides, its one saved run, e.g. base)
  --criterion-run NAME   criterion folder: the run to read for the candidates (default: new)
  --key-column NAME      generic CSV/JSON: the column holding the item name
  --value-column NAME    generic CSV/JSON: the column holding the value
  --markdown FILE        also write a Markdown report
  --csv FILE             also write one CSV row per compared pair
  --json FILE            also write the whole comparison as JSON (versioned schema)
  --html FILE            also write a self-contained HTML report with charts (opens offline)
                         (FILE - in one of these four: that output alone on standard output)
  --quiet                print only the verdict line
  --max-input-bytes N    refuse an input over N bytes of text after decompression (default 2G for logs,
                         128M for benchmark results read whole); suffixes K, M, G
  --debug                on an internal error, print its stack
  -h, --help             show this help

Exit codes: 0 no failing verdict, 1 failing verdict (see --fail-on), 2 usage or input error (a bad flag,
an unreadable, unrecognised or too large input), 3 internal error (a bug: please report it with --debug).`;

export function parseCompareArgs(argv: string[]): CompareCommand | 'help' {
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        threshold: { type: 'string' },
        slow: { type: 'string' },
        items: { type: 'string', multiple: true },
        'aa-pair': { type: 'string' },
        'run-noise': { type: 'string' },
        interleaved: { type: 'boolean', default: false },
        order: { type: 'string' },
        'noise-history': { type: 'string' },
        metric: { type: 'string' },
        metrics: { type: 'string' },
        center: { type: 'string' },
        select: { type: 'string' },
        duplicates: { type: 'string' },
        'min-effect': { type: 'string' },
        'fail-on': { type: 'string' },
        alpha: { type: 'string' },
        suspect: { type: 'string' },
        'max-ratio': { type: 'string' },
        seed: { type: 'string' },
        'baseline-criterion-run': { type: 'string' },
        'criterion-run': { type: 'string' },
        'key-column': { type: 'string' },
        'value-column': { type: 'string' },
        markdown: { type: 'string' },
        csv: { type: 'string' },
        json: { type: 'string' },
        html: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        'max-input-bytes': { type: 'string' },
        // Read by runCli before parsing (an internal error may come first); listed so it is accepted.
        debug: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    'Run "benchdelta compare --help" for the options.',
  );
  const v = parsed.values;
  if (v.help) return 'help';
  const [baseline, ...candidates] = parsed.positionals;
  if (!baseline || candidates.length === 0) {
    throw new UserError(
      'compare needs a baseline and at least one candidate: benchdelta compare <baseline> <candidate>',
    );
  }
  /** A flag's value parsed as its option (pipeline/compare-request.ts), or undefined when not given. */
  const given = <K extends OptionName>(key: K, name: keyof typeof v) => {
    const raw = v[name];
    return typeof raw === 'string' ? parseOption(key, raw, `--${name}`) : undefined;
  };
  return {
    baseline,
    candidates,
    format: v.format,
    keyColumn: v['key-column'],
    valueColumn: v['value-column'],
    thresholdPct: given('thresholdPct', 'threshold') ?? COMPARE_DEFAULTS.thresholdPct,
    slowMs: given('slowMs', 'slow') ?? [...COMPARE_DEFAULTS.slowMs],
    items: v.items ?? [],
    aaPair: given('aaPair', 'aa-pair'),
    runNoisePct: given('runNoisePct', 'run-noise'),
    interleaved: v.interleaved,
    ...(v.order !== undefined && { order: v.order }),
    noiseHistory: v['noise-history'],
    ...(v.metric !== undefined && { metric: v.metric }),
    metrics: given('metrics', 'metrics') ?? COMPARE_DEFAULTS.metrics,
    ...(v.center !== undefined && { center: given('center', 'center') }),
    selectOn: given('selectOn', 'select') ?? COMPARE_DEFAULTS.selectOn,
    duplicates: given('duplicates', 'duplicates') ?? COMPARE_DEFAULTS.duplicates,
    minEffectPct: given('minEffectPct', 'min-effect') ?? COMPARE_DEFAULTS.minEffectPct,
    failOn: given('failOn', 'fail-on') ?? DEFAULT_FAIL_ON,
    alpha: given('alpha', 'alpha') ?? COMPARE_DEFAULTS.alpha,
    suspect: given('suspect', 'suspect') ?? COMPARE_DEFAULTS.suspect,
    maxRatio: given('maxRatio', 'max-ratio') ?? COMPARE_DEFAULTS.maxRatio,
    seed: given('seed', 'seed') ?? COMPARE_DEFAULTS.seed,
    baselineCriterionRun: v['baseline-criterion-run'],
    criterionRun: v['criterion-run'],
    markdown: v.markdown,
    csv: v.csv,
    json: v.json,
    html: v.html,
    quiet: v.quiet,
    ...(v['max-input-bytes'] !== undefined && { maxInputBytes: given('maxInputBytes', 'max-input-bytes') }),
  };
}
