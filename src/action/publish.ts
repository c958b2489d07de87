// Everything the action leaves behind once it has a result: the job summary, the sticky PR comment, output
// files, the badge, an optional check run, and the step outputs.
import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../core/errors.js';
import { renderBadgeSvg, renderShieldsEndpoint, type BadgeState } from '../github/badge.js';
import { createCheckRun, type CheckConclusion } from '../github/check-run.js';
import type { GitHubClient } from '../github/client.js';
import type { EventContext } from '../github/event-context.js';
import { confirmPullRequestHead } from '../github/pull-request.js';
import { findStickyComment, upsertStickyComment } from '../github/sticky-comment.js';
import type { ComparisonReport } from '../core/report-model.js';
import { writePairsCsv } from '../report/write-csv.js';
import { escapeMarkdown } from '../report/escape.js';
import { renderReportJson, renderReportMarkdown } from '../report/report.js';
import { annotationsFor } from './annotations.js';
import type { ActionInputs } from './inputs.js';
import { outcomeOf, type Outcome } from './outcome.js';
import { currentRunUrl, workspace, type Sides } from './resolve-sides.js';

// The marker line and a little slack come on top of the report inside GitHub's 65,536-character limit.
export const COMMENT_BUDGET = 60_000;

type Octokit = () => GitHubClient;

function title(inputs: ActionInputs): string {
  return inputs.commentKey === 'default' ? 'benchdelta' : `benchdelta · ${inputs.commentKey}`;
}

async function writeWorkspaceFile(file: string, content: string): Promise<string> {
  const target = path.resolve(workspace(), file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
  return target;
}

async function writeSummary(markdown: string): Promise<void> {
  // Outside a runner (a local try-out) there is no summary file; the Markdown is still in markdown-output.
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('benchdelta: GITHUB_STEP_SUMMARY is not set, so no job summary was written.');
    return;
  }
  await core.summary.addRaw(markdown).write();
}

function setOutputs(outcome: Outcome, extra: { commentUrl?: string; reportJson?: string }): void {
  core.setOutput('verdict', outcome.verdict);
  core.setOutput('compared', outcome.compared);
  core.setOutput('flagged', outcome.flagged);
  core.setOutput('regressions', outcome.regressions);
  core.setOutput('improvements', outcome.improvements);
  core.setOutput('shift-pct', outcome.shiftPct === undefined ? '' : outcome.shiftPct.toFixed(2));
  core.setOutput('comment-url', extra.commentUrl ?? '');
  core.setOutput('report-json', extra.reportJson ?? '');
}

async function writeBadge(file: string | undefined, state: BadgeState, shiftPct?: number): Promise<void> {
  if (!file) return;
  const svg = await writeWorkspaceFile(file, renderBadgeSvg({ verdict: state, shiftPct }));
  const endpoint = svg.replace(/\.svg$/i, '') + '.json';
  await writeFile(endpoint, JSON.stringify(renderShieldsEndpoint({ verdict: state, shiftPct })) + '\n');
  core.info(`benchdelta: badge written to ${svg} and ${endpoint}`);
}

interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  key: string;
}

function commentTarget(inputs: ActionInputs, context: EventContext): CommentTarget | undefined {
  const issueNumber = inputs.prNumber ?? context.pullRequest?.number;
  return issueNumber === undefined
    ? undefined
    : { owner: context.owner, repo: context.repo, issueNumber, key: inputs.commentKey };
}

/**
 * Posts or updates the sticky comment. `on-change` posts only for a change, but once a comment exists it is
 * kept current, so a regression that was fixed does not leave a stale warning behind.
 */
async function publishComment(
  inputs: ActionInputs,
  context: EventContext,
  isChange: boolean,
  markdown: string,
  octokit: Octokit,
): Promise<string | undefined> {
  const target = commentTarget(inputs, context);
  if (!target || inputs.comment === 'never') return undefined;
  if (inputs.comment === 'on-change' && !isChange) {
    const existing = await findStickyComment(octokit(), target);
    if (!existing) {
      core.info('benchdelta: no change, so no PR comment (comment: on-change).');
      return undefined;
    }
  }
  // A workflow_run job holds a write token but reports on results an untrusted build produced: GitHub must
  // confirm that the PR's head is the commit that was built before anything is written there.
  if (context.eventName === 'workflow_run') {
    const builtSha = context.triggeringRun?.headSha;
    if (!builtSha) throw new UserError('the workflow_run event names no head commit; refusing to comment.');
    await confirmPullRequestHead(octokit(), {
      owner: target.owner,
      repo: target.repo,
      number: target.issueNumber,
      builtSha,
    });
  }
  const result = await upsertStickyComment(octokit(), { ...target, body: markdown });
  core.info(`benchdelta: PR comment ${result.action}: ${result.htmlUrl}`);
  return result.htmlUrl;
}

function checkHeadSha(context: EventContext): string {
  const headSha = context.pullRequest?.headSha ?? context.triggeringRun?.headSha ?? context.headSha;
  if (!headSha) throw new UserError("input 'check' needs the commit under test, and this event names none");
  return headSha;
}

function workflowPath(context: EventContext): string {
  return `.github/workflows/${context.triggeringRun?.workflowFile ?? context.workflowFile ?? 'benchmark.yml'}`;
}

function noBaselineMarkdown(reason: string): string {
  return `### ⚪ benchdelta: no baseline to compare against\n\n${reason}\n`;
}

export async function publishNoBaseline(inputs: ActionInputs, sides: Sides, octokit: Octokit): Promise<void> {
  const reason = sides.noBaseline as string;
  core.notice(`benchdelta: no baseline. ${reason}`);
  const markdown = noBaselineMarkdown(reason);
  await writeSummary(markdown);
  const commentUrl = await publishComment(
    inputs,
    sides.context,
    inputs.comment === 'always',
    markdown,
    octokit,
  );
  if (inputs.markdownOutput) await writeWorkspaceFile(inputs.markdownOutput, markdown);
  await writeBadge(inputs.badgeOutput, 'no-baseline');
  if (inputs.check) {
    await createCheckRun(octokit(), {
      owner: sides.context.owner,
      repo: sides.context.repo,
      name: title(inputs),
      headSha: checkHeadSha(sides.context),
      conclusion: 'neutral',
      title: 'no baseline',
      summary: markdown,
    });
  }
  setOutputs(
    { verdict: 'no-baseline', compared: 0, flagged: 0, regressions: 0, improvements: 0 },
    { commentUrl },
  );
}

/**
 * Writes the HTML report and returns the Markdown that points to it: the file among this run's artifacts
 * (the workflow uploads it; the comment cannot carry a page of charts).
 */
async function writeHtmlReport(
  inputs: ActionInputs,
  context: EventContext,
  report: ComparisonReport,
): Promise<string> {
  if (!inputs.htmlOutput) return '';
  const { renderReportHtml } = await import('../report/html/page.js');
  const file = await writeWorkspaceFile(
    inputs.htmlOutput,
    renderReportHtml(report, { title: title(inputs) }),
  );
  core.info(`benchdelta: HTML report written to ${file}`);
  const runUrl = currentRunUrl(context);
  const name = escapeMarkdown(path.basename(file));
  return runUrl
    ? `\n<sub>📈 Charts: the HTML report ${name} among [this run's artifacts](${runUrl}#artifacts).</sub>\n`
    : `\n<sub>📈 Charts: the HTML report ${name}.</sub>\n`;
}

function checkConclusion(verdict: string, failOn: ActionInputs['failOn']): CheckConclusion {
  if (verdict === 'regression') return failOn === 'regression' ? 'failure' : 'neutral';
  return verdict === 'suspect' || verdict === 'inconclusive' || verdict === 'mixed' ? 'neutral' : 'success';
}

export async function publishReport(
  inputs: ActionInputs,
  sides: Sides,
  report: ComparisonReport,
  octokit: Octokit,
): Promise<Outcome> {
  const { context } = sides;
  const outcome = outcomeOf(report);
  const htmlLink = await writeHtmlReport(inputs, context, report);
  const markdown =
    renderReportMarkdown(report, {
      maxChars: COMMENT_BUDGET - htmlLink.length,
      maxRows: inputs.maxRows,
      title: title(inputs),
      links: { baseline: sides.baseline.runUrl, candidate: sides.candidate.runUrl },
    }) + htmlLink;

  await writeSummary(markdown);
  const jsonPath = await writeWorkspaceFile(
    inputs.jsonOutput ?? path.join(process.env.RUNNER_TEMP ?? workspace(), 'benchdelta-report.json'),
    renderReportJson(report),
  );
  if (inputs.markdownOutput) await writeWorkspaceFile(inputs.markdownOutput, markdown);
  if (inputs.csvOutput) {
    const csv = path.resolve(workspace(), inputs.csvOutput);
    await mkdir(path.dirname(csv), { recursive: true });
    await writePairsCsv(csv, report);
  }
  const badgeState: BadgeState =
    outcome.verdict === 'suspect' ? 'inconclusive' : (outcome.verdict as BadgeState);
  await writeBadge(inputs.badgeOutput, badgeState, outcome.shiftPct);
  // Outputs before the comment: a refused or failed comment still leaves the numbers for later steps.
  setOutputs(outcome, { reportJson: jsonPath });

  // A change is a claim (regression, improvement, mixed, suspect): "no change" and "inconclusive" are not.
  const commentUrl = await publishComment(
    inputs,
    context,
    !['no-change', 'inconclusive'].includes(outcome.verdict),
    markdown,
    octokit,
  );
  if (commentUrl) core.setOutput('comment-url', commentUrl);

  if (inputs.check) {
    const shift =
      outcome.shiftPct !== undefined
        ? ` (${outcome.shiftPct >= 0 ? '+' : ''}${outcome.shiftPct.toFixed(1)}%)`
        : '';
    await createCheckRun(octokit(), {
      owner: context.owner,
      repo: context.repo,
      name: title(inputs),
      headSha: checkHeadSha(context),
      conclusion: checkConclusion(outcome.verdict, inputs.failOn),
      title: `${outcome.verdict}${shift}`,
      summary: markdown,
      annotations: annotationsFor(report, workflowPath(context)),
    });
  }
  return outcome;
}
