// The GitHub Action: resolve both sides (workspace files or artifacts), compare, then publish — one sticky
// PR comment per comment-key, the job summary, step outputs, optional check run and badge — and gate.
// The comparison engine and the renderers are imported lazily: the first API call (finding the baseline)
// should not wait for modules it does not need.
import * as core from '@actions/core';
import path from 'node:path';
import { UserError } from './core/errors.js';
import { readActionInputs, type ActionInputs } from './action/inputs.js';
import { resolveSides, workspace, type Sides } from './action/resolve-sides.js';
import { createGitHubClient, type GitHubClient } from './github/client.js';
import { readEventContext } from './github/event-context.js';

async function compare(inputs: ActionInputs, sides: Sides) {
  const [{ pickResultsFile }, { compareInputs }, { compareRequest }, { sideLabel }] = await Promise.all([
    import('./action/pick-results-file.js'),
    import('./pipeline/compare-inputs.js'),
    import('./pipeline/compare-request.js'),
    import('./action/side-labels.js'),
  ]);
  const [baseline, candidate] = await Promise.all([
    pickResultsFile(sides.baseline, {
      role: 'baseline',
      spec: inputs.baseline,
      fileGlob: inputs.baselineFile,
      format: inputs.format,
    }),
    pickResultsFile(sides.candidate, {
      role: 'candidate',
      spec: inputs.candidate,
      fileGlob: inputs.candidateFile,
      format: inputs.format,
    }),
  ]);
  const request = compareRequest({
    labels: {
      baseline: sideLabel(sides.baseline, inputs.baseline, baseline),
      candidates: [sideLabel(sides.candidate, inputs.candidate, candidate)],
    },
    baseline,
    candidates: [candidate],
    format: inputs.format,
    thresholdPct: inputs.thresholdPct,
    slowMs: inputs.slowMs,
    items: inputs.items.map((spec) => resolveItemSpec(spec)),
    aaPair: inputs.aaPair?.map((file) => path.resolve(workspace(), file)) as [string, string] | undefined,
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
    suspect: inputs.suspect,
  });
  return { report: await compareInputs(request), candidateFile: candidate };
}

export async function run(): Promise<void> {
  try {
    const inputs = readActionInputs();
    let client: GitHubClient | undefined;
    const octokit = () => (client ??= createGitHubClient({ token: inputs.token }));
    const context = readEventContext();
    const sides = await resolveSides(inputs, context, octokit);
    if (sides.noBaseline) {
      const { publishNoBaseline } = await import('./action/publish.js');
      await publishNoBaseline(inputs, sides, octokit);
      return;
    }
    const { report, candidateFile } = await compare(inputs, sides);
    const { publishReport } = await import('./action/publish.js');
    const outcome = await publishReport(inputs, sides, report, octokit);
    if (inputs.service?.token) await uploadResults(inputs, sides, candidateFile);
    core.info(`benchdelta: ${outcome.verdict}`);
    if (inputs.failOn === 'regression' && outcome.verdict === 'regression') {
      core.setFailed(
        `benchdelta: performance regression (${outcome.regressions} judged a regression` +
          `${outcome.shiftPct !== undefined ? `, shift ${outcome.shiftPct >= 0 ? '+' : ''}${outcome.shiftPct.toFixed(1)}%` : ''}; ` +
          'see the job summary). Set `fail-on: never` to report without failing.',
      );
    }
  } catch (error) {
    if (error instanceof UserError) core.setFailed(`benchdelta: ${error.message}`);
    else
      core.setFailed(
        `benchdelta failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
  }
}

/**
 * With the service, each series' run-to-run noise on the base branch: the between-run term of micro-benchmark
 * verdicts (DESIGN §9). A service without it, or out of reach, leaves the verdict to the suite itself.
 */
async function serviceNoise(inputs: ActionInputs, sides: Sides): Promise<string | undefined> {
  if (!inputs.service) return undefined;
  const branch = inputs.baselineBranch ?? sides.context.pullRequest?.baseRef ?? sides.context.defaultBranch;
  if (!branch) return undefined;
  const { fetchServiceNoise } = await import('./github/service-client.js');
  try {
    const file = await fetchServiceNoise(inputs.service, branch);
    if (file) core.info(`benchdelta: between-run noise of each series from the service (branch ${branch})`);
    return file ?? undefined;
  } catch (e) {
    core.warning(`benchdelta: the service's run-to-run noise could not be read: ${(e as Error).message}`);
    return undefined;
  }
}

/**
 * After a comparison, the candidate's results go to the service (`service-url` + `service-token`): a push to
 * main becomes the next PR's baseline and a point of its series. A service outage warns; it never fails the job.
 */
async function uploadResults(inputs: ActionInputs, sides: Sides, file: string): Promise<void> {
  const { uploadToService } = await import('./github/service-client.js');
  const context = sides.context;
  const branch = process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || context.defaultBranch;
  const commit = context.pullRequest?.headSha ?? context.headSha;
  const runId = context.triggeringRun?.id ?? context.runId;
  if (!inputs.service || !branch || !commit || runId === undefined) {
    core.warning('benchdelta: not uploading to the service: the branch, commit or run id is unknown here');
    return;
  }
  try {
    const { id, created } = await uploadToService(inputs.service, file, {
      branch,
      commit,
      run: String(runId),
      name: inputs.service.name,
      workflow: context.triggeringRun?.workflowFile ?? context.workflowFile,
    });
    core.info(`benchdelta: results ${created ? 'uploaded to' : 'already on'} the service as run ${id}`);
  } catch (e) {
    core.warning(`benchdelta: uploading the results to the service failed: ${(e as Error).message}`);
  }
}

/** Item-set files are workspace-relative, like every other path input. */
function resolveItemSpec(spec: string): string {
  const eq = spec.indexOf('=');
  const [label, file] =
    eq > 0 && !/^[A-Za-z]:[\\/]/.test(spec) ? [spec.slice(0, eq), spec.slice(eq + 1)] : [undefined, spec];
  const resolved = path.resolve(workspace(), file);
  return label === undefined ? resolved : `${label}=${resolved}`;
}
