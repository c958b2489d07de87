// GitHub App mode: a completed `workflow_run` brings its benchmark artifact to the service, and for a pull
// request the sticky comment is posted with the Action's own code (src/github/) — a repository needs no
// workflow change beyond uploading its results as an artifact.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { downloadAndExtractArtifact, listRunArtifacts, makeSideTempDir } from '../github/artifacts.js';
import { createGitHubClient } from '../github/client.js';
import { PR_METADATA_FILE } from '../github/side-files.js';
import { upsertStickyComment } from '../github/sticky-comment.js';
import type { ServiceContext } from './context.js';
import { readUploadBody } from './upload-body.js';

export interface GitHubAppOptions {
  /** The webhook secret (X-Hub-Signature-256 is its HMAC-SHA256 of the body). */
  secret: string;
  /** An installation (or personal) token that can read Actions artifacts and write PR comments. */
  githubToken?: string;
  /** GitHub's REST API (default https://api.github.com). */
  apiUrl?: string;
  /** Only artifacts of this name are read (default: every artifact of the run). */
  artifact?: string;
}

const workflowRunEvent = z.object({
  action: z.string(),
  repository: z.object({
    name: z.string(),
    full_name: z.string().optional(),
    owner: z.object({ login: z.string() }),
  }),
  installation: z.object({ id: z.number().int() }).optional(),
  workflow_run: z.object({
    id: z.number().int().positive(),
    head_sha: z.string().regex(/^[0-9a-f]{40}$/),
    head_branch: z.string().min(1).nullable(),
    head_repository: z.object({ full_name: z.string() }).nullable().optional(),
    path: z.string().optional(),
    conclusion: z.string().nullable(),
    pull_requests: z
      .array(
        z.object({
          number: z.number().int().positive(),
          base: z.object({ ref: z.string(), sha: z.string() }),
        }),
      )
      .default([]),
  }),
});

export type WorkflowRunEvent = z.infer<typeof workflowRunEvent>;

/** The event when it is one to act on (a successful completed run), else why it is ignored. */
export function parseWorkflowRun(payload: unknown): { event: WorkflowRunEvent } | { ignored: string } {
  const parsed = workflowRunEvent.safeParse(payload);
  if (!parsed.success) return { ignored: `not a workflow_run payload: ${parsed.error.issues[0]?.message}` };
  const event = parsed.data;
  if (event.action !== 'completed') return { ignored: `workflow_run ${event.action}` };
  if (event.workflow_run.conclusion !== 'success')
    return { ignored: `run concluded ${event.workflow_run.conclusion}` };
  return { event };
}

/** Downloads the run's artifacts, stores every results file in them, and comments on the run's PR. */
export async function handleWorkflowRun(
  ctx: ServiceContext,
  options: GitHubAppOptions,
  event: WorkflowRunEvent,
): Promise<void> {
  const owner = event.repository.owner.login;
  const repo = event.repository.name;
  const fullName = event.repository.full_name ?? `${owner}/${repo}`;
  // The project is the one bound to this repository (owner and name) and installation: a same-named repository
  // of another owner, or another installation, writes nowhere.
  const project = await ctx.store.projects.findByRepository(fullName);
  if (!project) {
    throw new Error(
      `no project is bound to ${fullName}: bind one with ` +
        `benchdelta token create PROJECT --repository ${fullName} [--installation ID]`,
    );
  }
  if (project.installation !== null && project.installation !== event.installation?.id) {
    throw new Error(
      `${fullName} is bound to installation ${project.installation}, not ${event.installation?.id ?? 'none'}`,
    );
  }
  const run = event.workflow_run;
  // A fork's branch named "main" is not the repository's main: runs from another repository are kept under
  // FORK_OWNER/NAME:BRANCH, never on a branch of the repository's history.
  const fromRepository = run.head_repository?.full_name.toLowerCase() === fullName.toLowerCase();
  const branch = fromRepository
    ? (run.head_branch ?? 'unknown')
    : `${run.head_repository?.full_name ?? 'unknown-fork'}:${run.head_branch ?? 'unknown'}`;
  const octokit = createGitHubClient({ token: options.githubToken ?? '', baseUrl: options.apiUrl });
  const artifacts = await listRunArtifacts(octokit, { owner, repo, runId: run.id, name: options.artifact });
  const stored: { id: number; name: string }[] = [];
  for (const artifact of artifacts.filter((a) => !a.expired)) {
    const destDir = await makeSideTempDir('webhook');
    const files = await downloadAndExtractArtifact(octokit, {
      owner,
      repo,
      artifact,
      role: 'candidate',
      destDir,
    });
    for (const file of files) {
      const name = path.relative(destDir, file);
      if (path.basename(file) === PR_METADATA_FILE) continue;
      const body = await readUploadBody(createReadStream(file), undefined, ctx.bodyLimits);
      const upload = await ctx.offload.readUpload({
        body: body.data,
        name,
        inflatedBytes: body.inflatedBytes,
      });
      const { id } = await ctx.store.runs.ingest({
        projectId: project.id,
        branch,
        commit: run.head_sha,
        runKey: String(run.id),
        name,
        machine: '',
        workflow: run.path ? path.basename(run.path) : null,
        time: Date.now(),
        format: upload.format,
        kind: upload.kind,
        body: upload.gzipped,
        bodyBytes: upload.bytes,
        points: upload.points,
      });
      stored.push({ id, name });
    }
  }
  ctx.background.kick();
  const pr = run.pull_requests[0];
  if (!pr) return;
  for (const { id, name } of stored) {
    const baseline =
      (await ctx.store.runs.atCommit(project.id, pr.base.ref, pr.base.sha, name)) ??
      (await ctx.store.runs.list(project.id, { branch: pr.base.ref, name, limit: 1 }))[0];
    const candidate = await ctx.store.runs.get(project.id, id);
    if (!baseline || !candidate) continue;
    const body = await ctx.comparisons.render(baseline, candidate, 'markdown');
    await upsertStickyComment(octokit, { owner, repo, issueNumber: pr.number, key: `service:${name}`, body });
  }
}
