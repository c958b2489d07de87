// Turns `baseline:` and `candidate:` into local files: workspace paths, artifacts of this (or the triggering)
// run, the baseline run found on the base branch, or any run by id. "No baseline" is a result, not an error.
import * as core from '@actions/core';
import path from 'node:path';
import { UserError } from '../core/errors.js';
import { downloadLimitsFor } from '../github/artifacts.js';
import { findBaselineRun } from '../github/baseline-run.js';
import type { GitHubClient } from '../github/client.js';
import { applyPrMetadata, type EventContext } from '../github/event-context.js';
import { resolveSideFiles, type SideFiles } from '../github/side-files.js';
import { fetchServiceBaseline } from '../github/service-client.js';
import { parseSourceSpec, type SourceSpec } from '../github/source-spec.js';
import type { ActionInputs } from './inputs.js';

export interface Sides {
  baseline: SideFiles;
  candidate: SideFiles;
  context: EventContext;
  /** Set when there is nothing to compare against: why, and how to fix it. */
  noBaseline?: string;
}

function needsApi(spec: SourceSpec): boolean {
  return spec.kind !== 'path';
}

export function workspace(): string {
  return process.env.GITHUB_WORKSPACE ?? process.cwd();
}

/** Link to the run this action runs in, for reports (the candidate when it comes from the workspace). */
export function currentRunUrl(context: EventContext): string | undefined {
  return context.runId === undefined
    ? undefined
    : `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}`;
}

export async function resolveSides(
  inputs: ActionInputs,
  context: EventContext,
  octokit: () => GitHubClient,
): Promise<Sides> {
  const fromService = inputs.baseline.trim() === 'service';
  const baselineSpec = parseSourceSpec(fromService ? 'path:service' : inputs.baseline);
  const candidateSpec = parseSourceSpec(inputs.candidate);
  const common = {
    owner: context.owner,
    repo: context.repo,
    workspace: workspace(),
    serverUrl: context.serverUrl,
    limits: downloadLimitsFor(inputs.maxInputBytes),
  };

  // In a workflow_run, "this run's artifact" means the run that triggered us (the PR build).
  const candidateRunId = context.triggeringRun?.id ?? context.runId;
  const candidate = await resolveSideFiles(candidateSpec, {
    ...common,
    role: 'candidate',
    artifactRunId: candidateRunId,
    ...(needsApi(candidateSpec) ? { octokit: octokit() } : {}),
  });
  if (candidate.metadata) context = applyPrMetadata(context, candidate.metadata);
  if (candidateSpec.kind === 'path') candidate.runUrl ??= currentRunUrl(context);

  if (fromService) return { ...(await serviceBaseline(inputs, context)), candidate, context };
  if (baselineSpec.kind !== 'artifact') {
    const baseline = await resolveSideFiles(baselineSpec, {
      ...common,
      role: 'baseline',
      ...(needsApi(baselineSpec) ? { octokit: octokit() } : {}),
    });
    return { baseline, candidate, context };
  }
  const workflow = inputs.baselineWorkflow ?? context.triggeringRun?.workflowFile ?? context.workflowFile;
  const branch = inputs.baselineBranch ?? context.baseRef ?? context.defaultBranch;
  if (!workflow || !branch) {
    throw new UserError(
      `baseline 'artifact:${baselineSpec.name}' needs to know which workflow and branch to take it from; ` +
        'set `baseline-workflow` (e.g. bench.yml) and `baseline-branch` (e.g. main).',
    );
  }
  const found = await findBaselineRun(octokit(), {
    owner: context.owner,
    repo: context.repo,
    workflow,
    branch,
    baseSha: context.baseSha,
    headSha: context.pullRequest?.headSha ?? context.headSha,
    artifactName: baselineSpec.name,
  });
  if (found.kind === 'none') {
    return { baseline: { files: [] }, candidate, context, noBaseline: found.reason };
  }
  core.info(found.note);
  const baseline = await resolveSideFiles(
    { kind: 'run-artifact', runId: found.run.id, name: baselineSpec.name },
    { ...common, role: 'baseline', octokit: octokit() },
  );
  return { baseline: { ...baseline, runUrl: found.run.htmlUrl }, candidate, context };
}

/** `baseline: service`: the run the service holds for the PR's base commit (or its branch's newest). */
async function serviceBaseline(
  inputs: ActionInputs,
  context: EventContext,
): Promise<Pick<Sides, 'baseline' | 'noBaseline'>> {
  if (!inputs.service) {
    throw new UserError("baseline 'service' needs `service-url` (and `service-token` for a private project)");
  }
  const branch = inputs.baselineBranch ?? context.baseRef ?? context.defaultBranch ?? 'main';
  const found = await fetchServiceBaseline(inputs.service, {
    branch,
    before: context.baseSha ?? context.headSha,
    name: inputs.service.name,
  });
  if (found.kind === 'none') return { baseline: { files: [] }, noBaseline: found.reason };
  core.info(
    `benchdelta: baseline from the service: run ${found.id} at ${found.commit.slice(0, 12)}` +
      (found.match === 'commit'
        ? ' (the base commit)'
        : ` (the newest on ${branch}; none at the base commit)`),
  );
  return { baseline: { files: [found.file], root: path.dirname(found.file), runUrl: found.runUrl } };
}
