import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  findStickyComment,
  makeBadge,
  upsertStickyComment
} from "./chunk-MH5ZSVXT.js";
import {
  writePairsCsv
} from "./chunk-SIYYTZMF.js";
import {
  currentRunUrl,
  workspace
} from "./chunk-F6HORRGV.js";
import {
  withPermissionHint
} from "./chunk-4AGO2MXG.js";
import {
  info,
  notice,
  setOutput,
  summary
} from "./chunk-3VC2J46K.js";
import "./chunk-OVRE7ZR3.js";
import "./chunk-3AWIBJAK.js";
import {
  renderReportJson,
  renderReportMarkdown
} from "./chunk-Y54AQHT5.js";
import {
  escapeMarkdown
} from "./chunk-DXGORN25.js";
import {
  headlineCut
} from "./chunk-M3ZKOPOP.js";
import {
  reportVerdict
} from "./chunk-R5266537.js";
import {
  formatShift,
  formatSignedPct
} from "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-J62FSBLE.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-LPTSOGCD.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";

// src/action/publish.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

// src/github/badge.ts
var COLORS = {
  improvement: "green",
  "no-change": "lightgrey",
  regression: "red",
  inconclusive: "yellow",
  mixed: "orange",
  "no-baseline": "lightgrey"
};
function signed(pct) {
  const rounded = Math.round(pct * 10) / 10;
  if (rounded === 0) return "0.0%";
  return `${rounded > 0 ? "+" : "-"}${Math.abs(rounded).toFixed(1)}%`;
}
function badgeMessage(input) {
  switch (input.verdict) {
    case "no-change":
      return "no change";
    case "no-baseline":
      return "no baseline";
    case "inconclusive":
      return input.shiftPct === void 0 || !Number.isFinite(input.shiftPct) ? "inconclusive" : `${signed(input.shiftPct)} inconclusive`;
    case "improvement":
    case "regression":
    case "mixed":
      return input.shiftPct === void 0 || !Number.isFinite(input.shiftPct) ? input.verdict : `${signed(input.shiftPct)} ${input.verdict}`;
  }
}
function renderBadgeSvg(input) {
  return makeBadge({
    label: input.label ?? "perf",
    message: badgeMessage(input),
    color: COLORS[input.verdict]
  });
}
function renderShieldsEndpoint(input) {
  return {
    schemaVersion: 1,
    label: input.label ?? "perf",
    message: badgeMessage(input),
    color: COLORS[input.verdict]
  };
}

// src/github/check-run.ts
var MAX_CHECK_OUTPUT_CHARS = 65535;
var ANNOTATIONS_PER_REQUEST = 50;
var TRUNCATION_NOTE = "\n\n\u2026 (truncated: GitHub limits this field to 65,535 characters)";
function truncateForGitHub(text, max = MAX_CHECK_OUTPUT_CHARS) {
  const encoder = new TextEncoder();
  if (encoder.encode(text).byteLength <= max) return text;
  const budget = max - encoder.encode(TRUNCATION_NOTE).byteLength;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = encoder.encode(char).byteLength;
    if (bytes + size > budget) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end) + TRUNCATION_NOTE;
}
function toApiAnnotation(a) {
  return {
    path: a.path,
    start_line: a.startLine,
    end_line: a.endLine ?? a.startLine,
    annotation_level: a.level,
    message: truncateForGitHub(a.message, 64 * 1024 - 1),
    ...a.title !== void 0 ? { title: a.title.slice(0, 255) } : {}
  };
}
async function createCheckRun(octokit, input) {
  const annotations = (input.annotations ?? []).map(toApiAnnotation);
  const output = {
    title: input.title.slice(0, 255),
    summary: truncateForGitHub(input.summary),
    ...input.text !== void 0 ? { text: truncateForGitHub(input.text) } : {}
  };
  return withPermissionHint(`create the check run '${input.name}'`, "checks: write", async () => {
    const { data } = await octokit.rest.checks.create({
      owner: input.owner,
      repo: input.repo,
      name: input.name,
      head_sha: input.headSha,
      status: "completed",
      conclusion: input.conclusion,
      ...input.detailsUrl ? { details_url: input.detailsUrl } : {},
      ...input.externalId ? { external_id: input.externalId } : {},
      output: { ...output, annotations: annotations.slice(0, ANNOTATIONS_PER_REQUEST) }
    });
    let batches = annotations.length > 0 ? 1 : 0;
    for (let i = ANNOTATIONS_PER_REQUEST; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
      await octokit.rest.checks.update({
        owner: input.owner,
        repo: input.repo,
        check_run_id: data.id,
        output: {
          title: output.title,
          summary: output.summary,
          annotations: annotations.slice(i, i + ANNOTATIONS_PER_REQUEST)
        }
      });
      batches++;
    }
    return { id: data.id, htmlUrl: data.html_url, annotationBatches: batches };
  });
}

// src/github/pull-request.ts
async function confirmPullRequestHead(octokit, query) {
  const { data } = await withPermissionHint(
    `read pull request #${query.number}`,
    "pull-requests: write",
    () => octokit.rest.pulls.get({ owner: query.owner, repo: query.repo, pull_number: query.number })
  );
  const head = {
    number: data.number,
    headSha: data.head.sha,
    state: data.state,
    htmlUrl: data.html_url
  };
  if (head.headSha !== query.builtSha) {
    throw new UserError(
      `refusing to comment on PR #${query.number}: its head is ${head.headSha.slice(0, 7)}, but the run that produced these results built ${query.builtSha.slice(0, 7)}. Either the PR was pushed to again since (the newer run will report), or the artifact's benchdelta-pr.json names another PR. The comparison is in the job summary; no comment was written.`
    );
  }
  return head;
}

// src/action/annotations.ts
var LEVEL = {
  regression: "failure",
  suspect: "warning",
  improvement: "notice"
};
function annotationsFor(report, path2) {
  const out = [];
  if (report.kind === "blocks") {
    for (const r of report.results) {
      for (const cut of r.comparison.cuts) {
        const level = LEVEL[cut.verdict];
        if (!level) continue;
        out.push({
          path: path2,
          startLine: 1,
          level,
          title: `${cut.verdict}: ${cut.name}`.slice(0, 255),
          message: `${cut.name}: shift ${formatShift(cut.shift)} over ${cut.compared} blocks. ${cut.reason}`
        });
      }
    }
    return out;
  }
  for (const run of report.comparison.runs) {
    for (const b of run.benchmarks) {
      const level = LEVEL[b.verdict];
      if (!level) continue;
      out.push({
        path: path2,
        startLine: 1,
        level,
        title: `${b.verdict}: ${b.key}`.slice(0, 255),
        message: `${b.key} (${b.metric}): ${formatSignedPct(b.deltaPct)}${b.notes.length ? `. ${b.notes.join(" ")}` : ""}`
      });
    }
  }
  return out;
}

// src/action/outcome.ts
function outcomeOf(report) {
  const verdict = reportVerdict(report);
  if (report.kind === "blocks") {
    const cuts = report.results.flatMap((r) => r.comparison.cuts);
    const first = report.results[0]?.comparison;
    const all = first?.cuts[0];
    const headline = first ? headlineCut(first) : void 0;
    return {
      verdict,
      compared: all?.compared ?? 0,
      flagged: all?.flagged ?? 0,
      regressions: cuts.filter((c2) => c2.verdict === "regression").length,
      improvements: cuts.filter((c2) => c2.verdict === "improvement").length,
      shiftPct: headline && Number.isFinite(headline.shift.pct) ? headline.shift.pct : void 0
    };
  }
  const c = report.comparison;
  const benchmarks = c.runs.flatMap((r) => r.benchmarks);
  const time = c.geomean.find((g) => g.metric === "time" && g.deltaPct !== null) ?? c.geomean.find((g) => g.deltaPct !== null);
  return {
    verdict,
    compared: benchmarks.filter((b) => b.baseline && b.candidate).length,
    flagged: benchmarks.filter((b) => b.significant).length,
    regressions: benchmarks.filter((b) => b.verdict === "regression").length,
    improvements: benchmarks.filter((b) => b.verdict === "improvement").length,
    shiftPct: time?.deltaPct ?? void 0
  };
}

// src/action/publish.ts
var COMMENT_BUDGET = 6e4;
function title(inputs) {
  return inputs.commentKey === "default" ? "benchdelta" : `benchdelta \xB7 ${inputs.commentKey}`;
}
async function writeWorkspaceFile(file, content) {
  const target = path.resolve(workspace(), file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
  return target;
}
async function writeSummary(markdown) {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    info("benchdelta: GITHUB_STEP_SUMMARY is not set, so no job summary was written.");
    return;
  }
  await summary.addRaw(markdown).write();
}
function setOutputs(outcome, extra) {
  setOutput("verdict", outcome.verdict);
  setOutput("compared", outcome.compared);
  setOutput("flagged", outcome.flagged);
  setOutput("regressions", outcome.regressions);
  setOutput("improvements", outcome.improvements);
  setOutput("shift-pct", outcome.shiftPct === void 0 ? "" : outcome.shiftPct.toFixed(2));
  setOutput("comment-url", extra.commentUrl ?? "");
  setOutput("report-json", extra.reportJson ?? "");
}
async function writeBadge(file, state, shiftPct) {
  if (!file) return;
  const svg = await writeWorkspaceFile(file, renderBadgeSvg({ verdict: state, shiftPct }));
  const endpoint = svg.replace(/\.svg$/i, "") + ".json";
  await writeFile(endpoint, JSON.stringify(renderShieldsEndpoint({ verdict: state, shiftPct })) + "\n");
  info(`benchdelta: badge written to ${svg} and ${endpoint}`);
}
function commentTarget(inputs, context) {
  const issueNumber = inputs.prNumber ?? context.pullRequest?.number;
  return issueNumber === void 0 ? void 0 : { owner: context.owner, repo: context.repo, issueNumber, key: inputs.commentKey };
}
async function publishComment(inputs, context, isChange, markdown, octokit) {
  const target = commentTarget(inputs, context);
  if (!target || inputs.comment === "never") return void 0;
  if (inputs.comment === "on-change" && !isChange) {
    const existing = await findStickyComment(octokit(), target);
    if (!existing) {
      info("benchdelta: no change, so no PR comment (comment: on-change).");
      return void 0;
    }
  }
  if (context.eventName === "workflow_run") {
    const builtSha = context.triggeringRun?.headSha;
    if (!builtSha) throw new UserError("the workflow_run event names no head commit; refusing to comment.");
    await confirmPullRequestHead(octokit(), {
      owner: target.owner,
      repo: target.repo,
      number: target.issueNumber,
      builtSha
    });
  }
  const result = await upsertStickyComment(octokit(), { ...target, body: markdown });
  info(`benchdelta: PR comment ${result.action}: ${result.htmlUrl}`);
  return result.htmlUrl;
}
function checkHeadSha(context) {
  const headSha = context.pullRequest?.headSha ?? context.triggeringRun?.headSha ?? context.headSha;
  if (!headSha) throw new UserError("input 'check' needs the commit under test, and this event names none");
  return headSha;
}
function workflowPath(context) {
  return `.github/workflows/${context.triggeringRun?.workflowFile ?? context.workflowFile ?? "benchmark.yml"}`;
}
function noBaselineMarkdown(reason) {
  return `### \u26AA benchdelta: no baseline to compare against

${reason}
`;
}
async function publishNoBaseline(inputs, sides, octokit) {
  const reason = sides.noBaseline;
  notice(`benchdelta: no baseline. ${reason}`);
  const markdown = noBaselineMarkdown(reason);
  await writeSummary(markdown);
  const commentUrl = await publishComment(
    inputs,
    sides.context,
    inputs.comment === "always",
    markdown,
    octokit
  );
  if (inputs.markdownOutput) await writeWorkspaceFile(inputs.markdownOutput, markdown);
  await writeBadge(inputs.badgeOutput, "no-baseline");
  if (inputs.check) {
    await createCheckRun(octokit(), {
      owner: sides.context.owner,
      repo: sides.context.repo,
      name: title(inputs),
      headSha: checkHeadSha(sides.context),
      conclusion: "neutral",
      title: "no baseline",
      summary: markdown
    });
  }
  setOutputs(
    { verdict: "no-baseline", compared: 0, flagged: 0, regressions: 0, improvements: 0 },
    { commentUrl }
  );
}
async function writeHtmlReport(inputs, context, report) {
  if (!inputs.htmlOutput) return "";
  const { renderReportHtml } = await import("./page-HPJLUKWU.js");
  const file = await writeWorkspaceFile(
    inputs.htmlOutput,
    renderReportHtml(report, { title: title(inputs) })
  );
  info(`benchdelta: HTML report written to ${file}`);
  const runUrl = currentRunUrl(context);
  const name = escapeMarkdown(path.basename(file));
  return runUrl ? `
<sub>\u{1F4C8} Charts: the HTML report ${name} among [this run's artifacts](${runUrl}#artifacts).</sub>
` : `
<sub>\u{1F4C8} Charts: the HTML report ${name}.</sub>
`;
}
function checkConclusion(verdict, failOn) {
  if (verdict === "regression") return failOn === "regression" ? "failure" : "neutral";
  return verdict === "suspect" || verdict === "inconclusive" || verdict === "mixed" ? "neutral" : "success";
}
async function publishReport(inputs, sides, report, octokit) {
  const { context } = sides;
  const outcome = outcomeOf(report);
  const htmlLink = await writeHtmlReport(inputs, context, report);
  const markdown = renderReportMarkdown(report, {
    maxChars: COMMENT_BUDGET - htmlLink.length,
    maxRows: inputs.maxRows,
    title: title(inputs),
    links: { baseline: sides.baseline.runUrl, candidate: sides.candidate.runUrl }
  }) + htmlLink;
  await writeSummary(markdown);
  const jsonPath = await writeWorkspaceFile(
    inputs.jsonOutput ?? path.join(process.env.RUNNER_TEMP ?? workspace(), "benchdelta-report.json"),
    renderReportJson(report)
  );
  if (inputs.markdownOutput) await writeWorkspaceFile(inputs.markdownOutput, markdown);
  if (inputs.csvOutput) {
    const csv = path.resolve(workspace(), inputs.csvOutput);
    await mkdir(path.dirname(csv), { recursive: true });
    await writePairsCsv(csv, report);
  }
  const badgeState = outcome.verdict === "suspect" ? "inconclusive" : outcome.verdict;
  await writeBadge(inputs.badgeOutput, badgeState, outcome.shiftPct);
  setOutputs(outcome, { reportJson: jsonPath });
  const commentUrl = await publishComment(
    inputs,
    context,
    !["no-change", "inconclusive"].includes(outcome.verdict),
    markdown,
    octokit
  );
  if (commentUrl) setOutput("comment-url", commentUrl);
  if (inputs.check) {
    const shift = outcome.shiftPct !== void 0 ? ` (${outcome.shiftPct >= 0 ? "+" : ""}${outcome.shiftPct.toFixed(1)}%)` : "";
    await createCheckRun(octokit(), {
      owner: context.owner,
      repo: context.repo,
      name: title(inputs),
      headSha: checkHeadSha(context),
      conclusion: checkConclusion(outcome.verdict, inputs.failOn),
      title: `${outcome.verdict}${shift}`,
      summary: markdown,
      annotations: annotationsFor(report, workflowPath(context))
    });
  }
  return outcome;
}
export {
  COMMENT_BUDGET,
  publishNoBaseline,
  publishReport
};
