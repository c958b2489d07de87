// Artifacts over GitHub's REST API: list a run's artifacts, download one (302 → short-lived signed URL, fetched
// without our token), and unpack it safely into a fresh temp directory.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UserError } from '../core/errors.js';
import { explainGitHubError, httpStatusOf, withPermissionHint, type GitHubClient } from './client.js';
import { DEFAULT_UNZIP_LIMITS, extractZipSafely, type UnzipLimits } from './safe-unzip.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface ArtifactInfo {
  id: number;
  name: string;
  sizeInBytes: number;
  expired: boolean;
  expiresAt: string | null;
  runId: number;
}

/** Which side an artifact is for, so errors read "baseline artifact 'bench' …". */
export type SideRole = 'baseline' | 'candidate';

export async function listRunArtifacts(
  octokit: GitHubClient,
  ref: RepoRef & { runId: number; name?: string },
): Promise<ArtifactInfo[]> {
  const items = await withPermissionHint(`list the artifacts of run ${ref.runId}`, 'actions: read', () =>
    octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, {
      owner: ref.owner,
      repo: ref.repo,
      run_id: ref.runId,
      per_page: 100,
      ...(ref.name !== undefined ? { name: ref.name } : {}),
    }),
  );
  return items.map((a) => ({
    id: a.id,
    name: a.name,
    sizeInBytes: a.size_in_bytes,
    expired: a.expired,
    expiresAt: a.expires_at ?? null,
    runId: a.workflow_run?.id ?? ref.runId,
  }));
}

/** The named artifact of a run, or a UserError that lists what the run does have. */
export async function findRunArtifact(
  octokit: GitHubClient,
  ref: RepoRef & { runId: number; name: string; role: SideRole },
): Promise<ArtifactInfo> {
  const matches = await listRunArtifacts(octokit, ref);
  const artifact = matches.find((a) => a.name === ref.name);
  if (!artifact) {
    const all = await listRunArtifacts(octokit, { owner: ref.owner, repo: ref.repo, runId: ref.runId });
    const found = all.length > 0 ? `found: ${all.map((a) => a.name).join(', ')}` : 'the run has no artifacts';
    throw new UserError(
      `${ref.role} artifact '${ref.name}' not found in run ${ref.runId} (${found}). Check the name given to ` +
        'actions/upload-artifact; an artifact uploaded later in the same run is not visible until its job ends.',
    );
  }
  if (artifact.expired) throw expiredError(ref.role, artifact);
  return artifact;
}

function expiredError(role: SideRole, artifact: ArtifactInfo): UserError {
  const when = artifact.expiresAt ? ` on ${artifact.expiresAt.slice(0, 10)}` : '';
  return new UserError(
    `${role} artifact '${artifact.name}' of run ${artifact.runId} expired${when}: artifacts are deleted after the ` +
      "retention period (upload-artifact's retention-days, 90 days at most). Re-run that workflow to upload it again.",
  );
}

export interface DownloadLimits {
  /** Largest zip we accept over the network. */
  maxDownloadBytes: number;
  unzip: UnzipLimits;
}

export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = {
  maxDownloadBytes: DEFAULT_UNZIP_LIMITS.maxTotalBytes,
  unzip: DEFAULT_UNZIP_LIMITS,
};

/**
 * The caps for one artifact when the user raised max-input-bytes: an entry may be as large as one input, the
 * archive twice that (a baseline and a log beside it). Below the defaults, the defaults stay: they only guard.
 */
export function downloadLimitsFor(maxInputBytes: number | undefined): DownloadLimits {
  if (maxInputBytes === undefined || maxInputBytes <= DEFAULT_UNZIP_LIMITS.maxEntryBytes) {
    return DEFAULT_DOWNLOAD_LIMITS;
  }
  const total = Math.max(DEFAULT_UNZIP_LIMITS.maxTotalBytes, 2 * maxInputBytes);
  return {
    maxDownloadBytes: total,
    unzip: { ...DEFAULT_UNZIP_LIMITS, maxEntryBytes: maxInputBytes, maxTotalBytes: total },
  };
}

/** The zip's bytes. GitHub answers 302 to a signed URL that must be fetched without our Authorization header. */
export async function downloadArtifactZip(
  octokit: GitHubClient,
  ref: RepoRef & { artifact: ArtifactInfo; role: SideRole; maxBytes?: number },
): Promise<Uint8Array> {
  const maxBytes = ref.maxBytes ?? DEFAULT_DOWNLOAD_LIMITS.maxDownloadBytes;
  const label = `${ref.role} artifact '${ref.artifact.name}'`;
  if (ref.artifact.sizeInBytes > maxBytes) throw tooLarge(label, ref.artifact.sizeInBytes, maxBytes);
  let lastError: unknown;
  // The signed URL lives about a minute, so each attempt asks GitHub for a fresh one.
  for (let attempt = 1; attempt <= 3; attempt++) {
    let location: string;
    try {
      const response = await octokit.rest.actions.downloadArtifact({
        owner: ref.owner,
        repo: ref.repo,
        artifact_id: ref.artifact.id,
        archive_format: 'zip',
        request: { redirect: 'manual' },
      });
      const header = (response.headers as Record<string, string | undefined>).location;
      if (!header)
        throw new Error(`GitHub answered ${response.status} without a download location for ${label}`);
      location = header;
    } catch (error) {
      if (httpStatusOf(error) === 410) throw expiredError(ref.role, ref.artifact);
      throw explainGitHubError(error, `download ${label} of run ${ref.artifact.runId}`, 'actions: read');
    }
    const blob = await fetch(location, { redirect: 'follow' }).catch((error: unknown) => error as Error);
    if (blob instanceof Error || blob.status >= 500) {
      lastError = blob instanceof Error ? blob : new Error(`HTTP ${blob.status}`);
      continue;
    }
    if (!blob.ok) throw new Error(`downloading ${label} from its signed URL failed: HTTP ${blob.status}`);
    return readCapped(blob, maxBytes, label);
  }
  throw new Error(`downloading ${label} failed three times; last error: ${String(lastError)}`);
}

function tooLarge(label: string, size: number, max: number): UserError {
  return new UserError(
    `${label} is ${(size / 1024 ** 2).toFixed(1)} MiB, over the download limit of ${(max / 1024 ** 2).toFixed(1)} MiB. ` +
      'Upload only the result files, or compress logs with gzip before uploading (or raise the max-input-bytes input).',
  );
}

async function readCapped(response: Response, maxBytes: number, label: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(label, declared, maxBytes);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge(label, total, maxBytes);
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A fresh directory under RUNNER_TEMP (or the OS temp dir) for one side's files. */
export async function makeSideTempDir(prefix: string, tempRoot?: string): Promise<string> {
  const root = tempRoot ?? process.env.RUNNER_TEMP ?? os.tmpdir();
  return mkdtemp(path.join(root, `benchdelta-${prefix.replace(/[^A-Za-z0-9_.-]/g, '_')}-`));
}

/** Downloads and unpacks one artifact into `destDir`; returns the extracted files (absolute, sorted). */
export async function downloadAndExtractArtifact(
  octokit: GitHubClient,
  ref: RepoRef & { artifact: ArtifactInfo; role: SideRole; destDir: string; limits?: DownloadLimits },
): Promise<string[]> {
  const limits = ref.limits ?? DEFAULT_DOWNLOAD_LIMITS;
  const zip = await downloadArtifactZip(octokit, { ...ref, maxBytes: limits.maxDownloadBytes });
  return extractZipSafely(zip, ref.destDir, limits.unzip, `${ref.role} artifact '${ref.artifact.name}'`);
}
