// Turns a side's source spec into local files: glob-expanded workspace paths, or an artifact unpacked to a temp dir.
import { readFile, stat } from 'node:fs/promises';
import { glob } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { UserError } from '../core/errors.js';
import {
  downloadAndExtractArtifact,
  findRunArtifact,
  listRunArtifacts,
  makeSideTempDir,
  type DownloadLimits,
  type RepoRef,
  type SideRole,
} from './artifacts.js';
import type { GitHubClient } from './client.js';
import type { SourceSpec } from './source-spec.js';

/** Written by the fork-PR upload workflow, because workflow_run.pull_requests is empty for forks. */
export const PR_METADATA_FILE = 'benchdelta-pr.json';

const sha = z.string().regex(/^[0-9a-f]{40}$/, 'a 40-character hex commit sha');
const prMetadataSchema = z.object({
  pr: z.number().int().positive(),
  headSha: sha,
  baseSha: sha.optional(),
  baseRef: z.string().min(1).optional(),
});
export type PrMetadata = z.infer<typeof prMetadataSchema>;

export interface SideContext extends RepoRef {
  role: SideRole;
  /** Needed for artifact sources. */
  octokit?: GitHubClient;
  /** The run whose artifacts `artifact:NAME` means: the current run for the candidate, the baseline run for the baseline. */
  artifactRunId?: number;
  /** Where workspace paths are resolved (GITHUB_WORKSPACE, or the current directory). */
  workspace: string;
  /** Parent of the temp directories artifacts are unpacked into (default RUNNER_TEMP, then the OS temp dir). */
  tempRoot?: string;
  /** Used to build run links (default https://github.com). */
  serverUrl?: string;
  limits?: DownloadLimits;
}

export interface SideFiles {
  files: string[];
  /** The directory the files are under (the workspace, or where an artifact was unpacked): names are shown relative to it. */
  root?: string;
  runId?: number;
  runUrl?: string;
  /** Present when an artifact carried benchdelta-pr.json; UNTRUSTED for fork PRs (see applyPrMetadata). */
  metadata?: PrMetadata;
}

export async function resolveSideFiles(spec: SourceSpec, ctx: SideContext): Promise<SideFiles> {
  switch (spec.kind) {
    case 'path':
      return { files: await expandWorkspacePattern(spec.pattern, ctx), root: path.resolve(ctx.workspace) };
    case 'artifact': {
      if (ctx.artifactRunId === undefined) {
        throw new UserError(
          `${ctx.role} source 'artifact:${spec.name}' needs a workflow run, and none is known here; ` +
            'use run:ID/NAME, or run inside GitHub Actions.',
        );
      }
      return fromArtifacts(ctx, ctx.artifactRunId, spec.name);
    }
    case 'run-artifact':
      return fromArtifacts(ctx, spec.runId, spec.name);
    case 'run':
      return fromArtifacts(ctx, spec.runId, undefined);
  }
}

async function expandWorkspacePattern(pattern: string, ctx: SideContext): Promise<string[]> {
  const absolute = path.resolve(ctx.workspace, pattern);
  const isDirectory = await stat(absolute).then(
    (s) => s.isDirectory(),
    () => false,
  );
  // A directory means every file under it.
  const search = isDirectory ? path.join(absolute, '**', '*') : absolute;
  const files: string[] = [];
  for await (const entry of glob(search, { withFileTypes: true })) {
    if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
  }
  if (files.length === 0) {
    throw new UserError(
      `${ctx.role} path '${pattern}' matches no files in ${ctx.workspace}. Check the path (it is relative to the ` +
        'workspace), and that the step producing it ran before this one.',
    );
  }
  return files.sort();
}

async function fromArtifacts(ctx: SideContext, runId: number, name: string | undefined): Promise<SideFiles> {
  const octokit = ctx.octokit;
  if (!octokit) throw new Error('resolveSideFiles: an artifact source needs ctx.octokit');
  const artifacts =
    name !== undefined
      ? [await findRunArtifact(octokit, { owner: ctx.owner, repo: ctx.repo, runId, name, role: ctx.role })]
      : (await listRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId })).filter(
          (a) => !a.expired,
        );
  if (artifacts.length === 0) {
    throw new UserError(
      `${ctx.role} run ${runId} has no unexpired artifacts. Artifacts are deleted after the retention period; ` +
        're-run the workflow, or name a newer run.',
    );
  }
  const dir = await makeSideTempDir(ctx.role, ctx.tempRoot);
  const files: string[] = [];
  for (const artifact of artifacts) {
    // One artifact unpacks into the directory itself; several get a sub-directory each, as download-artifact does.
    const destDir = artifacts.length === 1 ? dir : artifactFolder(dir, artifact.name, ctx.role);
    files.push(
      ...(await downloadAndExtractArtifact(octokit, { ...ctx, artifact, destDir, limits: ctx.limits })),
    );
  }
  const metadataFile = files.find((f) => path.basename(f) === PR_METADATA_FILE);
  const serverUrl = ctx.serverUrl ?? process.env.GITHUB_SERVER_URL ?? 'https://github.com';
  return {
    files: files.filter((f) => f !== metadataFile).sort(),
    root: dir,
    runId,
    runUrl: `${serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${runId}`,
    ...(metadataFile ? { metadata: await readPrMetadata(metadataFile) } : {}),
  };
}

/**
 * The folder one of several artifacts unpacks into. GitHub refuses `/` and `\\` in artifact names, but the
 * name comes from the network: one that is not a plain folder name inside `dir` (`..`, `.`) is refused.
 */
function artifactFolder(dir: string, name: string, role: SideRole): string {
  const folder = path.resolve(dir, name);
  if (
    path.dirname(folder) !== path.resolve(dir) ||
    /[/\\]/.test(name) ||
    name.trim() === '' ||
    Buffer.byteLength(name) > 255
  ) {
    throw new UserError(
      `${role} run has an artifact named '${name}', which is not a plain folder name; benchdelta refuses to ` +
        'unpack it. Name the artifact to read with run:ID/NAME.',
    );
  }
  return folder;
}

export async function readPrMetadata(file: string): Promise<PrMetadata> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UserError(`${PR_METADATA_FILE} in the artifact is not valid JSON (${String(error)}).`);
  }
  return parsePrMetadata(parsed);
}

export function parsePrMetadata(value: unknown): PrMetadata {
  const result = prMetadataSchema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new UserError(
      `${PR_METADATA_FILE} in the artifact is malformed (${issues}); it should look like ` +
        '{"pr": 42, "headSha": "<40 hex>", "baseSha": "<40 hex>"} as written by the upload step in the README.',
    );
  }
  return result.data;
}
