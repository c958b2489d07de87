import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readEventContext,
  resolveSides,
  workspace
} from "./chunks/chunk-F6HORRGV.js";
import {
  createGitHubClient
} from "./chunks/chunk-4AGO2MXG.js";
import {
  getInput,
  getMultilineInput,
  info,
  setFailed,
  setSecret,
  warning
} from "./chunks/chunk-3VC2J46K.js";
import "./chunks/chunk-OVRE7ZR3.js";
import "./chunks/chunk-3AWIBJAK.js";
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunks/chunk-7XZ5ZOCP.js";
import "./chunks/chunk-QYYAB7BL.js";
import "./chunks/chunk-AYAK7F6Z.js";
import "./chunks/chunk-2MLG42B3.js";
import "./chunks/chunk-VLE5SNNV.js";
import "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import "./chunks/chunk-2JGHOO6A.js";
import "./chunks/chunk-J62FSBLE.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-YQ4LVVUF.js";
import "./chunks/chunk-4LT4GYWH.js";
import "./chunks/chunk-XPGBNEZS.js";
import "./chunks/chunk-YPIYRYS5.js";
import "./chunks/chunk-GANRKYJD.js";

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
function given(key, name) {
  const raw = optional(name);
  return raw === void 0 ? void 0 : parseOption(key, raw, label(name));
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
  const check = withDefault("check", "false").toLowerCase();
  const interleaved = withDefault("interleaved", "false").toLowerCase();
  if (!["true", "false"].includes(interleaved))
    throw new UserError(`input 'interleaved' "${interleaved}" is not valid: use true or false`);
  if (!["true", "false"].includes(check))
    throw new UserError(`input 'check' "${check}" is not valid: use true or false`);
  const serviceToken = optional("service-token");
  if (serviceToken) setSecret(serviceToken);
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
    thresholdPct: given("thresholdPct", "threshold") ?? COMPARE_DEFAULTS.thresholdPct,
    slowMs: given("slowMs", "slow") ?? [...COMPARE_DEFAULTS.slowMs],
    items: getMultilineInput("items").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#")),
    aaPair: given("aaPair", "aa-pair"),
    ...optional("max-input-bytes") !== void 0 && {
      maxInputBytes: given("maxInputBytes", "max-input-bytes")
    },
    runNoisePct: given("runNoisePct", "run-noise"),
    interleaved: interleaved === "true",
    ...optional("metric") !== void 0 && { metric: optional("metric") },
    ...optional("order") !== void 0 && { order: optional("order") },
    ...optional("center") !== void 0 && { center: given("center", "center") },
    selectOn: given("selectOn", "select") ?? COMPARE_DEFAULTS.selectOn,
    minEffectPct: given("minEffectPct", "min-effect") ?? COMPARE_DEFAULTS.minEffectPct,
    duplicates: given("duplicates", "duplicates") ?? COMPARE_DEFAULTS.duplicates,
    failOn: given("failOn", "fail-on") ?? DEFAULT_FAIL_ON,
    suspect: given("suspect", "suspect") ?? COMPARE_DEFAULTS.suspect,
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
    service: readServiceInputs(serviceToken),
    htmlOutput: optional("html-output"),
    prNumber: prNumber === void 0 ? void 0 : parseNumber(
      label("pr-number"),
      prNumber,
      (n) => Number.isInteger(n) && n > 0,
      "give the PR number, e.g. 42"
    )
  };
}
function readServiceInputs(token) {
  const url = optional("service-url");
  if (!url) {
    if (token)
      throw new UserError("input 'service-token' is set but 'service-url' is not: give the service's URL");
    return void 0;
  }
  if (!/^https?:\/\/[^\s]+$/.test(url)) {
    throw new UserError(
      `input 'service-url' "${url}" is not an http(s) URL (e.g. https://bench.example.org)`
    );
  }
  const repo = (process.env.GITHUB_REPOSITORY ?? "").split("/")[1];
  const project = optional("service-project") ?? repo;
  if (!project || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(project)) {
    throw new UserError(
      `input 'service-project' "${project ?? ""}" is not a project name (letters, digits, . _ -)`
    );
  }
  return { url, token, project, name: optional("service-name") };
}

// src/action.ts
async function compare(inputs, sides) {
  const [{ pickResultsFile }, { compareInputs }, { compareRequest }, { sideLabel }] = await Promise.all([
    import("./chunks/pick-results-file-SLSD4W3Z.js"),
    import("./chunks/compare-inputs-P4XD4BES.js"),
    import("./chunks/compare-request-A6RHYPFP.js"),
    import("./chunks/side-labels-6KU3NLGH.js")
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
  const request = compareRequest({
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
    runNoisePct: inputs.runNoisePct,
    interleaved: inputs.interleaved,
    order: inputs.order,
    noiseHistory: await serviceNoise(inputs, sides),
    metric: inputs.metric,
    center: inputs.center,
    selectOn: inputs.selectOn,
    duplicates: inputs.duplicates,
    minEffectPct: inputs.minEffectPct,
    maxInputBytes: inputs.maxInputBytes,
    suspect: inputs.suspect
  });
  return { report: await compareInputs(request), candidateFile: candidate };
}
async function run() {
  try {
    const inputs = readActionInputs();
    let client;
    const octokit = () => client ??= createGitHubClient({ token: inputs.token });
    const context = readEventContext();
    const sides = await resolveSides(inputs, context, octokit);
    if (sides.noBaseline) {
      const { publishNoBaseline } = await import("./chunks/publish-J6PJL46Z.js");
      await publishNoBaseline(inputs, sides, octokit);
      return;
    }
    const { report, candidateFile } = await compare(inputs, sides);
    const { publishReport } = await import("./chunks/publish-J6PJL46Z.js");
    const outcome = await publishReport(inputs, sides, report, octokit);
    if (inputs.service?.token) await uploadResults(inputs, sides, candidateFile);
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
async function serviceNoise(inputs, sides) {
  if (!inputs.service) return void 0;
  const branch = inputs.baselineBranch ?? sides.context.pullRequest?.baseRef ?? sides.context.defaultBranch;
  if (!branch) return void 0;
  const { fetchServiceNoise } = await import("./chunks/service-client-RR7CHP7Y.js");
  try {
    const file = await fetchServiceNoise(inputs.service, branch);
    if (file) info(`benchdelta: between-run noise of each series from the service (branch ${branch})`);
    return file ?? void 0;
  } catch (e) {
    warning(`benchdelta: the service's run-to-run noise could not be read: ${e.message}`);
    return void 0;
  }
}
async function uploadResults(inputs, sides, file) {
  const { uploadToService } = await import("./chunks/service-client-RR7CHP7Y.js");
  const context = sides.context;
  const branch = process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || context.defaultBranch;
  const commit = context.pullRequest?.headSha ?? context.headSha;
  const runId = context.triggeringRun?.id ?? context.runId;
  if (!inputs.service || !branch || !commit || runId === void 0) {
    warning("benchdelta: not uploading to the service: the branch, commit or run id is unknown here");
    return;
  }
  try {
    const { id, created } = await uploadToService(inputs.service, file, {
      branch,
      commit,
      run: String(runId),
      name: inputs.service.name,
      workflow: context.triggeringRun?.workflowFile ?? context.workflowFile
    });
    info(`benchdelta: results ${created ? "uploaded to" : "already on"} the service as run ${id}`);
  } catch (e) {
    warning(`benchdelta: uploading the results to the service failed: ${e.message}`);
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
