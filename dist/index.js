import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  createGitHubClient,
  readEventContext,
  resolveSides,
  workspace
} from "./chunks/chunk-GIFOJIPZ.js";
import {
  parseAaPair,
  parseChoice,
  parseNumber,
  parseSlowList
} from "./chunks/chunk-TPIPEPOU.js";
import {
  getInput,
  getMultilineInput,
  info,
  setFailed,
  setSecret
} from "./chunks/chunk-XZONTWU4.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-H5ZUUBHK.js";

// src/action.ts
import path from "node:path";

// src/action/inputs.ts
var label = (name) => `input '${name}'`;
function optional(name) {
  const value = getInput(name).trim();
  return value === "" ? void 0 : value;
}
function withDefault(name, fallback) {
  return optional(name) ?? fallback;
}
function readActionInputs() {
  const baseline = optional("baseline");
  const candidate = optional("candidate");
  if (!baseline || !candidate) {
    throw new UserError(
      `input '${baseline ? "candidate" : "baseline"}' is required: give a workspace path or glob, artifact:NAME, or run:ID/NAME`
    );
  }
  const prNumber = optional("pr-number");
  const aaPair = optional("aa-pair");
  const check = withDefault("check", "false").toLowerCase();
  if (!["true", "false"].includes(check))
    throw new UserError(`input 'check' "${check}" is not valid: use true or false`);
  const token = getInput("github-token").trim();
  if (token) setSecret(token);
  return {
    baseline,
    candidate,
    baselineFile: optional("baseline-file"),
    candidateFile: optional("candidate-file"),
    baselineWorkflow: optional("baseline-workflow"),
    baselineBranch: optional("baseline-branch"),
    format: optional("format"),
    thresholdPct: parseNumber(
      label("threshold"),
      withDefault("threshold", "10"),
      (n) => n > 0,
      "give a positive percentage such as 10"
    ),
    slowMs: parseSlowList(withDefault("slow", "1000,2000"), label("slow")),
    items: getMultilineInput("items").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#")),
    aaPair: aaPair === void 0 ? void 0 : parseAaPair(aaPair, label("aa-pair")),
    selectOn: parseChoice(label("select"), withDefault("select", "both"), ["both", "baseline"]),
    minEffectPct: parseNumber(
      label("min-effect"),
      withDefault("min-effect", "2"),
      (n) => n >= 0,
      "give a percentage such as 2"
    ),
    duplicates: parseChoice(label("duplicates"), withDefault("duplicates", "last"), [
      "first",
      "last",
      "min",
      "median"
    ]),
    failOn: parseChoice(label("fail-on"), withDefault("fail-on", "regression"), [
      "regression",
      "never"
    ]),
    comment: parseChoice(label("comment"), withDefault("comment", "always"), [
      "always",
      "on-change",
      "never"
    ]),
    commentKey: withDefault("comment-key", "default"),
    check: check === "true",
    token,
    maxRows: parseNumber(
      label("max-rows"),
      withDefault("max-rows", "20"),
      (n) => Number.isInteger(n) && n >= 0,
      "give a whole number such as 20"
    ),
    jsonOutput: optional("json-output"),
    csvOutput: optional("csv-output"),
    markdownOutput: optional("markdown-output"),
    badgeOutput: optional("badge-output"),
    prNumber: prNumber === void 0 ? void 0 : parseNumber(
      label("pr-number"),
      prNumber,
      (n) => Number.isInteger(n) && n > 0,
      "give the PR number, e.g. 42"
    )
  };
}

// src/action.ts
async function compare(inputs, sides) {
  const [{ pickResultsFile }, { compareInputs }, { sideLabel }] = await Promise.all([
    import("./chunks/pick-results-file-V4ZDDMUK.js"),
    import("./chunks/compare-inputs-PGNNGWI7.js"),
    import("./chunks/side-labels-BX5H2ZXQ.js")
  ]);
  const [baseline, candidate] = await Promise.all([
    pickResultsFile(sides.baseline, {
      role: "baseline",
      spec: inputs.baseline,
      fileGlob: inputs.baselineFile,
      format: inputs.format
    }),
    pickResultsFile(sides.candidate, {
      role: "candidate",
      spec: inputs.candidate,
      fileGlob: inputs.candidateFile,
      format: inputs.format
    })
  ]);
  return compareInputs({
    labels: {
      baseline: sideLabel(sides.baseline, inputs.baseline, baseline),
      candidates: [sideLabel(sides.candidate, inputs.candidate, candidate)]
    },
    baseline,
    candidates: [candidate],
    format: inputs.format,
    thresholdPct: inputs.thresholdPct,
    slowMs: inputs.slowMs,
    items: inputs.items.map((spec) => resolveItemSpec(spec)),
    aaPair: inputs.aaPair?.map((file) => path.resolve(workspace(), file)),
    selectOn: inputs.selectOn,
    duplicates: inputs.duplicates,
    minEffectPct: inputs.minEffectPct,
    seed: 1,
    alpha: 0.05,
    maxRatio: 10
  });
}
async function run() {
  try {
    const inputs = readActionInputs();
    let client;
    const octokit = () => client ??= createGitHubClient({ token: inputs.token });
    const context = readEventContext();
    const sides = await resolveSides(inputs, context, octokit);
    if (sides.noBaseline) {
      const { publishNoBaseline } = await import("./chunks/publish-2EFCYBPP.js");
      await publishNoBaseline(inputs, sides, octokit);
      return;
    }
    const report = await compare(inputs, sides);
    const { publishReport } = await import("./chunks/publish-2EFCYBPP.js");
    const outcome = await publishReport(inputs, sides, report, octokit);
    info(`benchdelta: ${outcome.verdict}`);
    if (inputs.failOn === "regression" && outcome.verdict === "regression") {
      setFailed(
        `benchdelta: performance regression (${outcome.regressions} judged a regression${outcome.shiftPct !== void 0 ? `, shift ${outcome.shiftPct >= 0 ? "+" : ""}${outcome.shiftPct.toFixed(1)}%` : ""}; see the job summary). Set \`fail-on: never\` to report without failing.`
      );
    }
  } catch (error) {
    if (error instanceof UserError) setFailed(`benchdelta: ${error.message}`);
    else
      setFailed(
        `benchdelta failed unexpectedly: ${error instanceof Error ? error.stack ?? error.message : String(error)}`
      );
  }
}
function resolveItemSpec(spec) {
  const eq = spec.indexOf("=");
  const [label2, file] = eq > 0 && !/^[A-Za-z]:[\\/]/.test(spec) ? [spec.slice(0, eq), spec.slice(eq + 1)] : [void 0, spec];
  const resolved = path.resolve(workspace(), file);
  return label2 === void 0 ? resolved : `${label2}=${resolved}`;
}

// src/action-main.ts
await run();
