import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  downloadLimitsFor,
  explainGitHubError,
  httpStatusOf,
  listRunArtifacts,
  resolveSideFiles
} from "./chunk-4AGO2MXG.js";
import {
  info
} from "./chunk-3VC2J46K.js";
import {
  fetchServiceBaseline
} from "./chunk-J62FSBLE.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/action/resolve-sides.ts
import path from "node:path";

// src/github/baseline-run.ts
var short = (sha) => sha.slice(0, 7);
async function findBaselineRun(octokit, query) {
  const skipped = [];
  const seen = /* @__PURE__ */ new Set();
  const workflow = typeof query.workflow === "number" ? `workflow ${query.workflow}` : `workflow '${query.workflow}'`;
  const listRuns = async (extra, perPage) => {
    try {
      const response = await octokit.rest.actions.listWorkflowRuns({
        owner: query.owner,
        repo: query.repo,
        workflow_id: query.workflow,
        branch: query.branch,
        status: "success",
        per_page: perPage,
        ...query.event ? { event: query.event } : {},
        ...extra
      });
      return response.data.workflow_runs;
    } catch (error) {
      if (httpStatusOf(error) === 404) return "no-workflow";
      throw explainGitHubError(error, `list the runs of ${workflow}`, "actions: read");
    }
  };
  const firstUsable = async (runs) => {
    for (const run2 of runs) {
      if (seen.has(run2.id)) continue;
      seen.add(run2.id);
      const rejection = untrustedReason(run2, query);
      if (rejection) {
        skipped.push({ runId: run2.id, headSha: run2.head_sha, reason: rejection });
        continue;
      }
      let artifact;
      if (query.artifactName !== void 0) {
        const artifacts = await listRunArtifacts(octokit, {
          owner: query.owner,
          repo: query.repo,
          runId: run2.id,
          name: query.artifactName
        });
        artifact = artifacts.find((a) => a.name === query.artifactName);
        if (!artifact || artifact.expired) {
          const reason = artifact ? `artifact '${query.artifactName}' expired${artifact.expiresAt ? ` on ${artifact.expiresAt.slice(0, 10)}` : ""}` : `no artifact named '${query.artifactName}'`;
          skipped.push({ runId: run2.id, headSha: run2.head_sha, reason });
          continue;
        }
      }
      return {
        id: run2.id,
        runNumber: run2.run_number,
        headSha: run2.head_sha,
        headBranch: run2.head_branch,
        event: run2.event,
        htmlUrl: run2.html_url,
        createdAt: run2.created_at,
        ...artifact ? { artifact } : {}
      };
    }
    return void 0;
  };
  const describe = (run2) => `run ${run2.id} (#${run2.runNumber}) at ${short(run2.headSha)}`;
  const found = (run2, matchedBy, note) => ({
    kind: "found",
    run: run2,
    matchedBy,
    skipped,
    note
  });
  if (query.baseSha) {
    const runs = await listRuns({ head_sha: query.baseSha }, 10);
    if (runs === "no-workflow") return noWorkflow(query, workflow, skipped);
    const run2 = await firstUsable(runs);
    if (run2)
      return found(run2, "base-sha", `Baseline: ${describe(run2)}, the PR's base commit on '${query.branch}'.`);
  }
  if (query.headSha) {
    const mergeBase = await findMergeBase(octokit, query);
    if (mergeBase && mergeBase !== query.baseSha) {
      const runs = await listRuns({ head_sha: mergeBase }, 10);
      if (runs === "no-workflow") return noWorkflow(query, workflow, skipped);
      const run2 = await firstUsable(runs);
      if (run2) {
        return found(
          run2,
          "merge-base",
          `Baseline: ${describe(run2)}, the merge base of the PR and '${query.branch}'.`
        );
      }
    }
  }
  const newest = await listRuns({}, Math.min(Math.max(query.maxRuns ?? 20, 1), 100));
  if (newest === "no-workflow") return noWorkflow(query, workflow, skipped);
  const run = await firstUsable(newest);
  if (run) {
    const why = query.baseSha ? `no usable run at the PR's base commit ${short(query.baseSha)}, so the difference may include changes merged to '${query.branch}' since` : `the newest successful run on '${query.branch}'`;
    return found(run, "newest", `Baseline: ${describe(run)}; ${why}.`);
  }
  const needs = query.artifactName !== void 0 ? ` with an unexpired artifact '${query.artifactName}'` : "";
  const checked = skipped.length > 0 ? ` Checked: ${skipped.slice(0, 5).map((s) => `run ${s.runId} (${s.reason})`).join(", ")}${skipped.length > 5 ? `, and ${skipped.length - 5} more` : ""}.` : "";
  return {
    kind: "none",
    skipped,
    reason: `No successful run of ${workflow} on '${query.branch}'${needs} was found, so there is nothing to compare with. Run the workflow on '${query.branch}' first (e.g. on push), and keep in mind that artifacts expire after the retention period (upload-artifact's retention-days).${checked}`
  };
}
function untrustedReason(run, query) {
  const repoName = run.repository.full_name;
  const headRepo = run.head_repository?.full_name;
  if (headRepo !== void 0 && headRepo !== repoName) return `built from the fork ${headRepo}`;
  if (!query.event && (run.event === "pull_request" || run.event === "pull_request_target")) {
    return `a ${run.event} run, not a run of '${query.branch}' itself`;
  }
  return void 0;
}
async function findMergeBase(octokit, query) {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: query.owner,
      repo: query.repo,
      basehead: `${query.branch}...${query.headSha}`,
      per_page: 1
    });
    return data.merge_base_commit.sha;
  } catch (error) {
    if ([403, 404, 422].includes(httpStatusOf(error) ?? 0)) return void 0;
    throw error;
  }
}
function noWorkflow(query, workflow, skipped) {
  return {
    kind: "none",
    skipped,
    reason: `${workflow} was not found in ${query.owner}/${query.repo}: it may be new in this pull request, so it has never run on '${query.branch}'. Merge it, let it run on '${query.branch}', and later pull requests get a baseline. (If it does exist, the token cannot see it: add \`actions: read\` under \`permissions:\`.)`
  };
}

// src/github/event-context.ts
import { readFileSync } from "node:fs";
var obj = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
var str = (value) => typeof value === "string" && value !== "" ? value : void 0;
var num = (value) => typeof value === "number" && Number.isFinite(value) ? value : void 0;
function workflowFileOf(pathOrRef) {
  const match = pathOrRef && /\.github\/workflows\/([^@/]+)(?:@|$)/.exec(pathOrRef);
  return match ? match[1] : void 0;
}
function pullRequestFromPayload(pr, baseRepo) {
  const base = obj(pr.base);
  const head = obj(pr.head);
  const number = num(pr.number);
  const headSha = str(head?.sha);
  const baseRef = str(base?.ref);
  if (number === void 0 || !headSha || !baseRef) return void 0;
  const headRepo = str(obj(head?.repo)?.full_name);
  const prBaseRepo = str(obj(base?.repo)?.full_name) ?? baseRepo;
  return {
    number,
    baseRef,
    baseSha: str(base?.sha),
    headSha,
    headRef: str(head?.ref),
    fromFork: headRepo !== void 0 && prBaseRepo !== void 0 && headRepo !== prBaseRepo,
    source: "payload"
  };
}
function deriveEventContext(eventName, payload, env) {
  const repository = obj(payload.repository);
  const [envOwner, envRepo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const owner = envOwner || str(obj(repository?.owner)?.login);
  const repo = envRepo || str(repository?.name);
  if (!owner || !repo) {
    throw new UserError(
      "cannot tell which repository this is: GITHUB_REPOSITORY is unset and the event has no repository."
    );
  }
  const runId2 = Number(env.GITHUB_RUN_ID);
  const defaultBranch = str(repository?.default_branch);
  const context = {
    eventName,
    owner,
    repo,
    serverUrl: env.GITHUB_SERVER_URL ?? "https://github.com",
    runId: Number.isSafeInteger(runId2) && runId2 > 0 ? runId2 : void 0,
    workflowFile: workflowFileOf(env.GITHUB_WORKFLOW_REF),
    defaultBranch,
    headSha: env.GITHUB_SHA,
    baseRef: defaultBranch,
    isDefaultBranchPush: false
  };
  switch (eventName) {
    case "pull_request":
    case "pull_request_target": {
      const pr = obj(payload.pull_request);
      const info2 = pr ? pullRequestFromPayload(pr, `${owner}/${repo}`) : void 0;
      if (info2) {
        context.pullRequest = info2;
        context.baseRef = info2.baseRef;
        context.baseSha = info2.baseSha;
        context.headSha = info2.headSha;
      }
      break;
    }
    case "workflow_run": {
      const run = obj(payload.workflow_run);
      if (!run) break;
      const headSha = str(run.head_sha) ?? "";
      context.triggeringRun = {
        id: num(run.id) ?? 0,
        workflowFile: workflowFileOf(str(run.path)),
        event: str(run.event) ?? "",
        conclusion: str(run.conclusion) ?? null,
        headSha,
        headBranch: str(run.head_branch) ?? null,
        headRepository: str(obj(run.head_repository)?.full_name)
      };
      context.headSha = headSha || context.headSha;
      const prs = Array.isArray(run.pull_requests) ? run.pull_requests.map(obj).filter((p) => p !== void 0) : [];
      const first = prs.find((p) => str(obj(p.head)?.sha) === headSha) ?? prs[0];
      const info2 = first ? pullRequestFromPayload(first, `${owner}/${repo}`) : void 0;
      if (info2) {
        const headRepo = context.triggeringRun.headRepository;
        context.pullRequest = {
          ...info2,
          fromFork: headRepo !== void 0 && headRepo !== `${owner}/${repo}`
        };
        context.baseRef = info2.baseRef;
        context.baseSha = info2.baseSha;
      } else if (context.triggeringRun.event === "push" && context.triggeringRun.headBranch) {
        context.baseRef = context.triggeringRun.headBranch;
      }
      break;
    }
    case "workflow_dispatch": {
      const inputs = obj(payload.inputs) ?? {};
      context.inputs = Object.fromEntries(
        Object.entries(inputs).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])
      );
      break;
    }
    case "push": {
      const ref = str(payload.ref) ?? env.GITHUB_REF ?? "";
      const branch = ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : void 0;
      context.headSha = str(payload.after) ?? context.headSha;
      const before = str(payload.before);
      if (before && !/^0+$/.test(before)) context.baseSha = before;
      if (branch) context.baseRef = branch;
      context.isDefaultBranchPush = branch !== void 0 && branch === defaultBranch;
      break;
    }
  }
  return context;
}
function applyPrMetadata(context, metadata) {
  if (context.pullRequest?.source === "payload") return context;
  const builtSha = context.triggeringRun?.headSha ?? context.headSha;
  if (!builtSha || metadata.headSha !== builtSha) {
    throw new UserError(
      `benchdelta-pr.json says head ${metadata.headSha.slice(0, 7)}, but the run that uploaded it built ${(builtSha ?? "an unknown commit").slice(0, 7)}; refusing to report on PR #${metadata.pr}. Write the file from github.event.pull_request in the same run that uploads the results.`
    );
  }
  const baseRef = metadata.baseRef ?? context.defaultBranch;
  if (!baseRef)
    throw new UserError("benchdelta-pr.json has no baseRef and the event names no default branch.");
  return {
    ...context,
    baseRef,
    baseSha: metadata.baseSha,
    pullRequest: {
      number: metadata.pr,
      baseRef,
      baseSha: metadata.baseSha,
      headSha: metadata.headSha,
      fromFork: true,
      source: "artifact"
    }
  };
}
function readEventContext(env = process.env) {
  const eventName = env.GITHUB_EVENT_NAME;
  if (!eventName) throw new UserError("GITHUB_EVENT_NAME is not set: is this running inside GitHub Actions?");
  let payload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = obj(JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"))) ?? {};
    } catch (error) {
      throw new UserError(`cannot read the event payload at ${env.GITHUB_EVENT_PATH}: ${String(error)}`);
    }
  }
  return deriveEventContext(eventName, payload, env);
}

// src/github/source-spec.ts
var EXAMPLES = "Use a workspace path or glob (results/*.json), artifact:NAME (artifact:bench), run:ID/NAME (run:123456789/bench), run:ID (every artifact of run 123456789), or path:\u2026 for a path that contains a colon.";
var BAD_ARTIFACT_NAME = /["<>|*?\r\n\\/:]/;
function artifactName(name, spec) {
  if (name.trim() === "") throw new UserError(`source '${spec}' names no artifact. ${EXAMPLES}`);
  if (BAD_ARTIFACT_NAME.test(name)) {
    throw new UserError(
      `source '${spec}': artifact name '${name}' contains a character GitHub does not allow in artifact names (" : < > | * ? \\ / or a line break). ${EXAMPLES}`
    );
  }
  if (name.trim() === "." || name.trim() === "..") {
    throw new UserError(
      `source '${spec}': '${name}' is not an artifact name (it names a folder). ${EXAMPLES}`
    );
  }
  return name;
}
function runId(text, spec) {
  if (!/^[1-9]\d{0,18}$/.test(text)) {
    throw new UserError(
      `source '${spec}': '${text}' is not a run id. A run id is the number in the run's URL (\u2026/actions/runs/123456789). ${EXAMPLES}`
    );
  }
  const id = Number(text);
  if (!Number.isSafeInteger(id))
    throw new UserError(`source '${spec}': run id ${text} is too large. ${EXAMPLES}`);
  return id;
}
function parseSourceSpec(input) {
  const spec = input.trim();
  if (spec === "") throw new UserError(`a source is empty. ${EXAMPLES}`);
  if (spec.startsWith("path:")) {
    const pattern = spec.slice("path:".length);
    if (pattern.trim() === "") throw new UserError(`source '${spec}' names no path. ${EXAMPLES}`);
    return { kind: "path", pattern };
  }
  if (spec.startsWith("artifact:")) return { kind: "artifact", name: artifactName(spec.slice(9), spec) };
  if (spec.startsWith("run:")) {
    const rest = spec.slice(4);
    const slash = rest.indexOf("/");
    if (slash < 0) return { kind: "run", runId: runId(rest, spec) };
    return {
      kind: "run-artifact",
      runId: runId(rest.slice(0, slash), spec),
      name: artifactName(rest.slice(slash + 1), spec)
    };
  }
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]+):/.exec(spec);
  if (scheme && !/^https?$/i.test(scheme[1])) {
    throw new UserError(`source '${spec}': unknown source kind '${scheme[1]}:'. ${EXAMPLES}`);
  }
  if (/^https?:/i.test(spec)) {
    throw new UserError(`source '${spec}': URLs are not sources; for a run, use run:ID. ${EXAMPLES}`);
  }
  return { kind: "path", pattern: spec };
}

// src/action/resolve-sides.ts
function needsApi(spec) {
  return spec.kind !== "path";
}
function workspace() {
  return process.env.GITHUB_WORKSPACE ?? process.cwd();
}
function currentRunUrl(context) {
  return context.runId === void 0 ? void 0 : `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}`;
}
async function resolveSides(inputs, context, octokit) {
  const fromService = inputs.baseline.trim() === "service";
  const baselineSpec = parseSourceSpec(fromService ? "path:service" : inputs.baseline);
  const candidateSpec = parseSourceSpec(inputs.candidate);
  const common = {
    owner: context.owner,
    repo: context.repo,
    workspace: workspace(),
    serverUrl: context.serverUrl,
    limits: downloadLimitsFor(inputs.maxInputBytes)
  };
  const candidateRunId = context.triggeringRun?.id ?? context.runId;
  const candidate = await resolveSideFiles(candidateSpec, {
    ...common,
    role: "candidate",
    artifactRunId: candidateRunId,
    ...needsApi(candidateSpec) ? { octokit: octokit() } : {}
  });
  if (candidate.metadata) context = applyPrMetadata(context, candidate.metadata);
  if (candidateSpec.kind === "path") candidate.runUrl ??= currentRunUrl(context);
  if (fromService) return { ...await serviceBaseline(inputs, context), candidate, context };
  if (baselineSpec.kind !== "artifact") {
    const baseline2 = await resolveSideFiles(baselineSpec, {
      ...common,
      role: "baseline",
      ...needsApi(baselineSpec) ? { octokit: octokit() } : {}
    });
    return { baseline: baseline2, candidate, context };
  }
  const workflow = inputs.baselineWorkflow ?? context.triggeringRun?.workflowFile ?? context.workflowFile;
  const branch = inputs.baselineBranch ?? context.baseRef ?? context.defaultBranch;
  if (!workflow || !branch) {
    throw new UserError(
      `baseline 'artifact:${baselineSpec.name}' needs to know which workflow and branch to take it from; set \`baseline-workflow\` (e.g. bench.yml) and \`baseline-branch\` (e.g. main).`
    );
  }
  const found = await findBaselineRun(octokit(), {
    owner: context.owner,
    repo: context.repo,
    workflow,
    branch,
    baseSha: context.baseSha,
    headSha: context.pullRequest?.headSha ?? context.headSha,
    artifactName: baselineSpec.name
  });
  if (found.kind === "none") {
    return { baseline: { files: [] }, candidate, context, noBaseline: found.reason };
  }
  info(found.note);
  const baseline = await resolveSideFiles(
    { kind: "run-artifact", runId: found.run.id, name: baselineSpec.name },
    { ...common, role: "baseline", octokit: octokit() }
  );
  return { baseline: { ...baseline, runUrl: found.run.htmlUrl }, candidate, context };
}
async function serviceBaseline(inputs, context) {
  if (!inputs.service) {
    throw new UserError("baseline 'service' needs `service-url` (and `service-token` for a private project)");
  }
  const branch = inputs.baselineBranch ?? context.baseRef ?? context.defaultBranch ?? "main";
  const found = await fetchServiceBaseline(inputs.service, {
    branch,
    before: context.baseSha ?? context.headSha,
    name: inputs.service.name
  });
  if (found.kind === "none") return { baseline: { files: [] }, noBaseline: found.reason };
  info(
    `benchdelta: baseline from the service: run ${found.id} at ${found.commit.slice(0, 12)}` + (found.match === "commit" ? " (the base commit)" : ` (the newest on ${branch}; none at the base commit)`)
  );
  return { baseline: { files: [found.file], root: path.dirname(found.file), runUrl: found.runUrl } };
}

export {
  readEventContext,
  workspace,
  currentRunUrl,
  resolveSides
};
