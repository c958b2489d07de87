import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_USAGE,
  parseCompareArgs
} from "./chunk-TPIPEPOU.js";
import {
  compareInputs,
  reportVerdict
} from "./chunk-WI2D47RS.js";
import "./chunk-QQDLXE4M.js";
import "./chunk-MNQ6X2QO.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-76VNCK52.js";
import "./chunk-H5ZUUBHK.js";

// src/cli/run-cli.ts
import { writeFile } from "node:fs/promises";
var USAGE = `benchdelta \u2014 catch performance regressions with honest statistics

Usage:
  benchdelta compare <baseline> <candidate> [more candidates\u2026] [options]
  benchdelta --help | --version

Run "benchdelta compare --help" for the options.
`;
var EXIT_OK = 0;
var EXIT_FAILING_VERDICT = 1;
var EXIT_USAGE = 2;
var renderers = () => import("./report-5K35FBKL.js");
async function writeOutputs(cmd, report) {
  if (!cmd.json && !cmd.markdown && !cmd.csv) return;
  const { renderReportJson, renderReportMarkdown } = await renderers();
  const { writePairsCsv } = await import("./write-csv-NASK5BD7.js");
  const jobs = [];
  if (cmd.json) jobs.push(writeFile(cmd.json, renderReportJson(report)));
  if (cmd.markdown) jobs.push(writeFile(cmd.markdown, renderReportMarkdown(report, {})));
  if (cmd.csv) jobs.push(writePairsCsv(cmd.csv, report));
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
async function runCli(argv, io) {
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
    throw new UserError(`unknown command "${command}": use "benchdelta compare <baseline> <candidate>"`);
  } catch (e) {
    if (e instanceof UserError) {
      io.stderr(`benchdelta: ${e.message}
`);
      return EXIT_USAGE;
    }
    throw e;
  }
}
var VERSION = true ? "0.1.0" : "0.0.0-dev";
export {
  EXIT_FAILING_VERDICT,
  EXIT_OK,
  EXIT_USAGE,
  runCli
};
