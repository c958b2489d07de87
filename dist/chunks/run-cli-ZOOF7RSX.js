import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-G2OUWGTE.js";
import {
  compareInputs
} from "./chunk-PQXFELGQ.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-OOKGBTG6.js";
import {
  escapeTerminalText
} from "./chunk-DXGORN25.js";
import {
  reportVerdict
} from "./chunk-R5266537.js";
import "./chunk-XYX75D5V.js";
import "./chunk-DEYM2HIL.js";
import "./chunk-72H3INOR.js";
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  parseOption
} from "./chunk-7XZ5ZOCP.js";
import "./chunk-QYYAB7BL.js";
import "./chunk-AYAK7F6Z.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-IIJBCLXK.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";

// src/cli/run-cli.ts
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

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
                         (FILE - in one of these four: that output alone on standard output)
  --quiet                print only the verdict line
  --max-input-bytes N    refuse an input over N bytes of text after decompression (default 2G for logs,
                         128M for benchmark results read whole); suffixes K, M, G
  --debug                on an internal error, print its stack
  -h, --help             show this help

Exit codes: 0 no failing verdict, 1 failing verdict (see --fail-on), 2 usage or input error (a bad flag,
an unreadable, unrecognised or too large input), 3 internal error (a bug: please report it with --debug).`;
function parseCompareArgs(argv) {
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        threshold: { type: "string" },
        slow: { type: "string" },
        items: { type: "string", multiple: true },
        "aa-pair": { type: "string" },
        "run-noise": { type: "string" },
        interleaved: { type: "boolean", default: false },
        order: { type: "string" },
        "noise-history": { type: "string" },
        metric: { type: "string" },
        metrics: { type: "string" },
        center: { type: "string" },
        select: { type: "string" },
        duplicates: { type: "string" },
        "min-effect": { type: "string" },
        "fail-on": { type: "string" },
        alpha: { type: "string" },
        suspect: { type: "string" },
        "max-ratio": { type: "string" },
        seed: { type: "string" },
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
  const given = (key, name) => {
    const raw = v[name];
    return typeof raw === "string" ? parseOption(key, raw, `--${name}`) : void 0;
  };
  return {
    baseline,
    candidates,
    format: v.format,
    keyColumn: v["key-column"],
    valueColumn: v["value-column"],
    thresholdPct: given("thresholdPct", "threshold") ?? COMPARE_DEFAULTS.thresholdPct,
    slowMs: given("slowMs", "slow") ?? [...COMPARE_DEFAULTS.slowMs],
    items: v.items ?? [],
    aaPair: given("aaPair", "aa-pair"),
    runNoisePct: given("runNoisePct", "run-noise"),
    interleaved: v.interleaved,
    ...v.order !== void 0 && { order: v.order },
    noiseHistory: v["noise-history"],
    ...v.metric !== void 0 && { metric: v.metric },
    metrics: given("metrics", "metrics") ?? COMPARE_DEFAULTS.metrics,
    ...v.center !== void 0 && { center: given("center", "center") },
    selectOn: given("selectOn", "select") ?? COMPARE_DEFAULTS.selectOn,
    duplicates: given("duplicates", "duplicates") ?? COMPARE_DEFAULTS.duplicates,
    minEffectPct: given("minEffectPct", "min-effect") ?? COMPARE_DEFAULTS.minEffectPct,
    failOn: given("failOn", "fail-on") ?? DEFAULT_FAIL_ON,
    alpha: given("alpha", "alpha") ?? COMPARE_DEFAULTS.alpha,
    suspect: given("suspect", "suspect") ?? COMPARE_DEFAULTS.suspect,
    maxRatio: given("maxRatio", "max-ratio") ?? COMPARE_DEFAULTS.maxRatio,
    seed: given("seed", "seed") ?? COMPARE_DEFAULTS.seed,
    baselineCriterionRun: v["baseline-criterion-run"],
    criterionRun: v["criterion-run"],
    markdown: v.markdown,
    csv: v.csv,
    json: v.json,
    html: v.html,
    quiet: v.quiet,
    ...v["max-input-bytes"] !== void 0 && { maxInputBytes: given("maxInputBytes", "max-input-bytes") }
  };
}

// src/cli/run-cli.ts
var USAGE = `benchdelta \u2014 catch performance regressions with honest statistics

Usage:
  benchdelta compare <baseline> <candidate> [more candidates\u2026] [options]
  benchdelta changepoints <series file> [options]
  benchdelta ab --base 'CMD' --candidate 'CMD' --out DIR [options]   (A/B rounds; ab --help)
  benchdelta serve [--db PATH|postgres://\u2026] [--host H] [--port N]     (the service; serve --help)
  benchdelta token create|list|revoke \u2026                              (service write tokens)
  benchdelta service export|import|delete-run|delete-project \u2026       (service data; service --help)
  benchdelta --help | --version

Run "benchdelta compare --help" for the options.
`;
var EXIT_OK = 0;
var EXIT_FAILING_VERDICT = 1;
var EXIT_USAGE = 2;
var EXIT_INTERNAL_ERROR = 3;
function describeInternalError(error, debug) {
  const e = error instanceof Error ? error : new Error(String(error));
  if (debug) return `benchdelta: internal error: ${e.stack ?? e.message}
`;
  const first = e.message.split("\n")[0];
  return `benchdelta: internal error: ${first} (a bug in benchdelta, not a verdict; run again with --debug for the stack and please report it)
`;
}
var renderers = () => import("./report-MIOWXQ6S.js");
var OUTPUT_FLAGS = ["json", "markdown", "csv", "html"];
function stdoutOutput(cmd) {
  const dashed = OUTPUT_FLAGS.filter((flag) => cmd[flag] === "-");
  if (dashed.length > 1) {
    throw new UserError(
      `${dashed.map((f) => `--${f} -`).join(" and ")} would both write to standard output: give all but one a file name`
    );
  }
  return dashed[0];
}
async function writeOutputs(cmd, report, io) {
  if (!cmd.json && !cmd.markdown && !cmd.csv && !cmd.html) return;
  const { renderReportJson, renderReportMarkdown } = await renderers();
  const { writePairsCsv, reportCsvChunks } = await import("./write-csv-UPOHF3PU.js");
  const render = {
    json: () => renderReportJson(report),
    markdown: () => renderReportMarkdown(report, {}),
    html: async () => (await import("./page-HPJLUKWU.js")).renderReportHtml(report)
  };
  const jobs = [];
  for (const flag of OUTPUT_FLAGS) {
    const file = cmd[flag];
    if (!file) continue;
    if (file === "-") {
      if (flag === "csv") for (const chunk of reportCsvChunks(report)) io.stdout(chunk);
      else io.stdout(await render[flag]());
    } else if (flag === "csv") jobs.push(writePairsCsv(file, report));
    else jobs.push(Promise.resolve(render[flag]()).then((text) => writeFile(file, text)));
  }
  try {
    await Promise.all(jobs);
  } catch (e) {
    const err = e;
    throw new UserError(
      `cannot write ${err.path ?? "an output file"}: ${err.code ?? err.message} (check the directory exists and is writable)`
    );
  }
}
async function runCompare(argv, io) {
  const cmd = parseCompareArgs(argv);
  if (cmd === "help") {
    io.stdout(COMPARE_USAGE + "\n");
    return EXIT_OK;
  }
  const toStdout = stdoutOutput(cmd);
  const readsOnlyVerdict = cmd.quiet && !cmd.json && !cmd.markdown && !cmd.csv && !cmd.html;
  const readsNoPairs = !cmd.csv && !cmd.html;
  const report = await compareInputs({ ...cmd, readsOnlyVerdict, readsNoPairs });
  await writeOutputs(cmd, report, io);
  const verdict = reportVerdict(report);
  if (toStdout) return exitCode(cmd, verdict);
  if (cmd.quiet) io.stdout(`verdict: ${verdict}
`);
  else io.stdout((await renderers()).renderReportText(report));
  return exitCode(cmd, verdict);
}
function abFolderArgs(argv, folder) {
  const out = ["--judge", folder];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === folder || a === "--interleaved") continue;
    if (a === "--quiet") out.push(a);
    else if (a === "--json" && argv[i + 1] !== void 0) out.push(a, argv[++i]);
    else
      throw new UserError(
        `${folder} is a kept \`benchdelta ab\` folder: compare judges it alone, as the runner did, and takes only --interleaved, --quiet and --json FILE (got ${JSON.stringify(a)}); to compare its rounds with compare's own engine give the files: '${folder}/round-*-base.out' '${folder}/round-*-candidate.out' --interleaved`
      );
  }
  return out;
}
var exitCode = (cmd, verdict) => cmd.failOn === "regression" && verdict === "regression" ? EXIT_FAILING_VERDICT : EXIT_OK;
async function runCli(argv, raw) {
  const io = {
    stdout: (text) => raw.stdout(escapeTerminalText(text)),
    stderr: (text) => raw.stderr(escapeTerminalText(text))
  };
  const [command, ...rest] = argv;
  try {
    if (!command || command === "--help" || command === "-h" || command === "help") {
      io.stdout(USAGE);
      return command ? EXIT_OK : EXIT_USAGE;
    }
    if (command === "--version" || command === "-v") {
      io.stdout(`${VERSION}
`);
      return EXIT_OK;
    }
    if (command === "compare") {
      const abFolder = rest.find((a) => !a.startsWith("-") && existsSync(join(a, "ab.json")));
      if (abFolder !== void 0)
        return await (await import("./ab-cli-NPI6DR5P.js")).runAbCli(abFolderArgs(rest, abFolder), io);
      return await runCompare(rest, io);
    }
    if (command === "ab") return await (await import("./ab-cli-NPI6DR5P.js")).runAbCli(rest, io);
    if (command === "changepoints")
      return await (await import("./changepoints-cli-6ILHVQ6S.js")).runChangepoints(rest, io);
    if (command === "serve") return await (await import("./serve-cli-XL73S2L4.js")).runServe(rest, io);
    if (command === "token") return await (await import("./token-cli-KJTLC4RN.js")).runToken(rest, io);
    if (command === "service") return await (await import("./service-cli-E7DO2PVK.js")).runService(rest, io);
    throw new UserError(`unknown command "${command}": use "benchdelta compare <baseline> <candidate>"`);
  } catch (e) {
    if (e instanceof UserError) {
      io.stderr(`benchdelta: ${e.message}
`);
      return EXIT_USAGE;
    }
    io.stderr(describeInternalError(e, argv.includes("--debug")));
    return EXIT_INTERNAL_ERROR;
  }
}
var VERSION = true ? "0.1.0" : "0.0.0-dev";
export {
  EXIT_FAILING_VERDICT,
  EXIT_INTERNAL_ERROR,
  EXIT_OK,
  EXIT_USAGE,
  describeInternalError,
  runCli
};
