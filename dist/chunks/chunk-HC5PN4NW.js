import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-G2OUWGTE.js";
import {
  parseByteSize
} from "./chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/cli/args.ts
var COMPARE_USAGE = `Usage: benchdelta compare <baseline> <candidate> [more candidates\u2026] [options]

Compares benchmark results or Ethereum client block-import logs (.gz read transparently; "-" is
standard input, and pipes such as <(zcat a.gz) work too).
One argument may name several replicated runs of one side, comma-separated or as a glob
(c1.log,c2.log,c3.log or 'runs/base-*.json'): their spread measures the run-to-run noise. With one
run per side, micro-benchmarks take it from the suite itself (or --aa-pair / --noise-history).

Options:
  --format NAME          input format (default: auto-detect); e.g. besu, geth, nethermind, reth,
                         erigon, slowblock, gobench, jmh, criterion, pytest-benchmark, \u2026
  --threshold PCT        flag items whose |\u0394%| is at or above PCT (default 10)
  --slow MS[,MS\u2026]        slow-item cuts in ms (default 1000,2000; "none" for no slow cuts)
  --items [LABEL=]FILE   an item set (Etherscan CSV or list of block numbers); repeatable
  --select both|baseline pick slow items on both runs (default) or on the baseline only (old method)
  --aa-pair A,B          two runs of the same build: block logs over the same blocks (the "by noise"
                         counts are measured on them; their shift is one draw of the run-to-run
                         noise), or micro-benchmark results (each benchmark's between-run noise)
  --run-noise PCT        run-to-run noise \u03C3 per run: block logs (default 1.5), when no replicated
                         runs measure it; micro-benchmarks: the drift a whole suite's shift is
                         judged against with one run per side (default 10)
  --interleaved          the replicated runs of each side ran interleaved (A1 B1 A2 B2\u2026): pair
                         them in the order given, which cancels drift within the job
  --order ABBA|time      block logs: the order the replicated runs ran in, A = a baseline run,
                         B = a candidate run (ABBA, ABAB, AABB\u2026), or time (the logs' first
                         timestamps): a drift over the session is fitted and taken out
  --noise-history FILE   micro-benchmarks: each series' run-to-run noise on main, as the service's
                         /api/v1/projects/NAME/noise route answers it
  --metric NAME          block logs: the metric the verdict and exit code rest on (default the
                         client's total time, else the block time): time, total, state_root,
                         mgasps, cache.account\u2026 (every metric a line carries is reported)
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
  --quiet                print only the verdict line
  --max-input-bytes N    refuse an input over N bytes of text after decompression (default 2G for logs,
                         128M for benchmark results read whole); suffixes K, M, G
  --debug                on an internal error, print its stack
  -h, --help             show this help

Exit codes: 0 no failing verdict, 1 failing verdict (see --fail-on), 2 usage or input error (a bad flag,
an unreadable, unrecognised or too large input), 3 internal error (a bug: please report it with --debug).`;
function parseNumber(flag, raw, check, hint) {
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(n) || !check(n)) {
    throw new UserError(`${flag} "${raw}" is not valid: ${hint}`);
  }
  return n;
}
function parseChoice(flag, raw, choices) {
  if (!choices.includes(raw)) {
    throw new UserError(`${flag} "${raw}" is not valid: use one of ${choices.join(", ")}`);
  }
  return raw;
}
function parseSlowList(raw, label = "--slow") {
  if (raw.trim() === "" || raw.trim().toLowerCase() === "none") return [];
  return raw.split(",").map(
    (part) => parseNumber(
      label,
      part.trim(),
      (n) => n > 0,
      "give positive milliseconds separated by commas, e.g. 1000,2000"
    )
  );
}
function parseAaPair(raw, flag = "--aa-pair") {
  const files = raw.split(/[,\n]/).map((f) => f.trim()).filter((f) => f !== "");
  if (files.length !== 2) {
    throw new UserError(
      `${flag} "${raw}" is not valid: give two logs of the same build over the same blocks, separated by a comma (control-a.log,control-b.log)`
    );
  }
  return [files[0], files[1]];
}
function parseCompareArgs(argv) {
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        threshold: { type: "string", default: "10" },
        slow: { type: "string", default: "1000,2000" },
        items: { type: "string", multiple: true, default: [] },
        "aa-pair": { type: "string" },
        "run-noise": { type: "string" },
        interleaved: { type: "boolean", default: false },
        order: { type: "string" },
        "noise-history": { type: "string" },
        metric: { type: "string" },
        metrics: { type: "string", default: "all" },
        center: { type: "string" },
        select: { type: "string", default: "both" },
        duplicates: { type: "string", default: "last" },
        "min-effect": { type: "string", default: "2" },
        "fail-on": { type: "string", default: "regression" },
        alpha: { type: "string", default: "0.05" },
        suspect: { type: "string", default: "fail" },
        "max-ratio": { type: "string", default: "10" },
        seed: { type: "string", default: "1" },
        "baseline-criterion-run": { type: "string" },
        "criterion-run": { type: "string" },
        "key-column": { type: "string" },
        "value-column": { type: "string" },
        markdown: { type: "string" },
        csv: { type: "string" },
        json: { type: "string" },
        html: { type: "string" },
        quiet: { type: "boolean", default: false },
        "max-input-bytes": { type: "string" },
        // Read by runCli before parsing (an internal error may come first); listed so it is accepted.
        debug: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false }
      }
    },
    'Run "benchdelta compare --help" for the options.'
  );
  const v = parsed.values;
  if (v.help) return "help";
  const [baseline, ...candidates] = parsed.positionals;
  if (!baseline || candidates.length === 0) {
    throw new UserError(
      "compare needs a baseline and at least one candidate: benchdelta compare <baseline> <candidate>"
    );
  }
  return {
    baseline,
    candidates,
    format: v.format,
    keyColumn: v["key-column"],
    valueColumn: v["value-column"],
    thresholdPct: parseNumber(
      "--threshold",
      v.threshold,
      (n) => n > 0,
      "give a positive percentage such as 10"
    ),
    slowMs: parseSlowList(v.slow),
    items: v.items,
    aaPair: v["aa-pair"] === void 0 ? void 0 : parseAaPair(v["aa-pair"]),
    runNoisePct: v["run-noise"] === void 0 ? void 0 : parseNumber(
      "--run-noise",
      v["run-noise"],
      (n) => n >= 0 && n < 100,
      "give a percentage such as 1.5"
    ),
    interleaved: v.interleaved,
    ...v.order !== void 0 && { order: v.order },
    noiseHistory: v["noise-history"],
    ...v.metric !== void 0 && { metric: v.metric },
    metrics: parseChoice("--metrics", v.metrics, ["all", "verdict"]),
    ...v.center !== void 0 && { center: parseChoice("--center", v.center, ["median", "mean"]) },
    selectOn: parseChoice("--select", v.select, ["both", "baseline"]),
    duplicates: parseChoice("--duplicates", v.duplicates, ["first", "last", "min", "median"]),
    minEffectPct: parseNumber("--min-effect", v["min-effect"], (n) => n >= 0, "give a percentage such as 2"),
    failOn: parseChoice("--fail-on", v["fail-on"], ["regression", "never"]),
    alpha: parseNumber(
      "--alpha",
      v.alpha,
      (n) => n > 0 && n < 1,
      "give a probability between 0 and 1, e.g. 0.05"
    ),
    suspect: parseChoice("--suspect", v.suspect, ["fail", "warn"]),
    maxRatio: parseNumber("--max-ratio", v["max-ratio"], (n) => n > 1, "give a ratio above 1, e.g. 10"),
    seed: parseNumber("--seed", v.seed, (n) => Number.isInteger(n), "give a whole number"),
    baselineCriterionRun: v["baseline-criterion-run"],
    criterionRun: v["criterion-run"],
    markdown: v.markdown,
    csv: v.csv,
    json: v.json,
    html: v.html,
    quiet: v.quiet,
    ...v["max-input-bytes"] !== void 0 && { maxInputBytes: parseMaxInputBytes(v["max-input-bytes"]) }
  };
}
function parseMaxInputBytes(raw, flag = "--max-input-bytes") {
  const bytes = parseByteSize(raw);
  if (bytes === null) {
    throw new UserError(
      `${flag} "${raw}" is not valid: give a size in bytes, or with a suffix, e.g. 4G or 512M`
    );
  }
  return bytes;
}

export {
  COMPARE_USAGE,
  parseNumber,
  parseChoice,
  parseSlowList,
  parseAaPair,
  parseCompareArgs,
  parseMaxInputBytes
};
