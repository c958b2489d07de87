import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_USAGE,
  parseCompareArgs
} from "./chunk-HC5PN4NW.js";
import "./chunk-G2OUWGTE.js";
import {
  compareInputs,
  reportVerdict
} from "./chunk-H3Q37GEG.js";
import "./chunk-IXH2OGHI.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-Q2OXHHDA.js";
import {
  escapeTerminalText
} from "./chunk-SM3GI42A.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-3PT7GTTP.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-3VTSLWM7.js";
import "./chunk-ANMQOXZF.js";
import "./chunk-GANRKYJD.js";

// src/cli/run-cli.ts
import { writeFile } from "node:fs/promises";
var USAGE = `benchdelta \u2014 catch performance regressions with honest statistics

Usage:
  benchdelta compare <baseline> <candidate> [more candidates\u2026] [options]
  benchdelta changepoints <series file> [options]
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
var renderers = () => import("./report-RCQVGVMU.js");
async function writeOutputs(cmd, report) {
  if (!cmd.json && !cmd.markdown && !cmd.csv && !cmd.html) return;
  const { renderReportJson, renderReportMarkdown } = await renderers();
  const { writePairsCsv } = await import("./write-csv-KRZVAN6X.js");
  const jobs = [];
  if (cmd.json) jobs.push(writeFile(cmd.json, renderReportJson(report)));
  if (cmd.markdown) jobs.push(writeFile(cmd.markdown, renderReportMarkdown(report, {})));
  if (cmd.csv) jobs.push(writePairsCsv(cmd.csv, report));
  if (cmd.html) {
    const { renderReportHtml } = await import("./page-O2MWS2LZ.js");
    jobs.push(writeFile(cmd.html, renderReportHtml(report)));
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
  const report = await compareInputs(cmd);
  await writeOutputs(cmd, report);
  const verdict = reportVerdict(report);
  if (cmd.quiet) io.stdout(`verdict: ${verdict}
`);
  else io.stdout((await renderers()).renderReportText(report));
  return cmd.failOn === "regression" && verdict === "regression" ? EXIT_FAILING_VERDICT : EXIT_OK;
}
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
    if (command === "compare") return await runCompare(rest, io);
    if (command === "changepoints")
      return await (await import("./changepoints-cli-HNWNTPBM.js")).runChangepoints(rest, io);
    if (command === "serve") return await (await import("./serve-cli-TE4NAETG.js")).runServe(rest, io);
    if (command === "token") return await (await import("./token-cli-MBLASVPG.js")).runToken(rest, io);
    if (command === "service") return await (await import("./service-cli-TZYO66CG.js")).runService(rest, io);
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
