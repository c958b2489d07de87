// The Action's side of the benchdelta service: fetch the baseline a PR compares against (`baseline: service`)
// and upload a run's results after it (`service-url` + `service-token`). Plain fetch; the service's API is
// documented in docs/service.md.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { UserError } from '../core/errors.js';

export interface ServiceRef {
  url: string;
  project: string;
  /** Needed to upload, and to read a private project. */
  token?: string;
}

export type ServiceBaseline =
  | { kind: 'found'; file: string; id: number; commit: string; match: 'commit' | 'latest'; runUrl: string }
  | { kind: 'none'; reason: string };

function endpoint(ref: ServiceRef, route: string, query: Record<string, string | undefined> = {}): string {
  const base = ref.url.replace(/\/+$/, '');
  const q = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const qs = q.toString();
  return `${base}/api/v1/projects/${encodeURIComponent(ref.project)}${route}${qs ? `?${qs}` : ''}`;
}

function headers(ref: ServiceRef): Record<string, string> {
  return ref.token ? { authorization: `Bearer ${ref.token}` } : {};
}

async function failure(res: Response, what: string): Promise<UserError> {
  let message = '';
  try {
    message = ((await res.json()) as { message?: string }).message ?? '';
  } catch {
    // not JSON: the status says enough
  }
  return new UserError(
    `benchdelta service: ${what} failed with HTTP ${res.status}${message ? `: ${message}` : ''}`,
  );
}

/** The run `branch` had at `before` (or its newest), downloaded to a temporary file. */
export async function fetchServiceBaseline(
  ref: ServiceRef,
  query: { branch: string; before?: string; name?: string },
  tempRoot = process.env.RUNNER_TEMP ?? os.tmpdir(),
): Promise<ServiceBaseline> {
  const res = await fetch(
    endpoint(ref, '/baseline', { branch: query.branch, before: query.before ?? '0', name: query.name }),
    {
      headers: headers(ref),
    },
  );
  if (res.status === 404) {
    const { message } = (await res.json().catch(() => ({}))) as { message?: string };
    return {
      kind: 'none',
      reason:
        `the benchdelta service has no baseline for branch "${query.branch}" of project "${ref.project}" yet` +
        `${message ? ` (${message})` : ''}; pushes to ${query.branch} upload one when the workflow sets service-url and service-token.`,
    };
  }
  if (!res.ok) throw await failure(res, 'finding the baseline');
  const run = (await res.json()) as { id: number; name: string; commit: string; match: 'commit' | 'latest' };
  const file = await fetch(endpoint(ref, `/runs/${run.id}/file`), { headers: headers(ref) });
  if (!file.ok) throw await failure(file, `downloading run ${run.id}`);
  const dir = await mkdtemp(path.join(tempRoot, 'benchdelta-service-baseline-'));
  const target = path.join(dir, path.basename(run.name).replace(/[^A-Za-z0-9._-]/g, '_') || 'baseline');
  await writeFile(target, Buffer.from(await file.arrayBuffer()));
  return {
    kind: 'found',
    file: target,
    id: run.id,
    commit: run.commit,
    match: run.match,
    runUrl: `${ref.url.replace(/\/+$/, '')}/api/v1/projects/${encodeURIComponent(ref.project)}/runs/${run.id}`,
  };
}

/** Uploads one results file (gzipped on the way); the same run id and name again is a no-op on the service. */
export async function uploadToService(
  ref: ServiceRef,
  file: string,
  meta: { branch: string; commit: string; run: string; name?: string; workflow?: string; machine?: string },
): Promise<{ id: number; created: boolean }> {
  if (!ref.token) throw new UserError('uploading to the benchdelta service needs `service-token`');
  const body = gzipSync(await readFile(file));
  const res = await fetch(
    endpoint(ref, '/runs', {
      branch: meta.branch,
      commit: meta.commit,
      run: meta.run,
      name: meta.name ?? path.basename(file),
      workflow: meta.workflow,
      machine: meta.machine,
    }),
    { method: 'POST', body, headers: { ...headers(ref), 'content-type': 'application/octet-stream' } },
  );
  if (!res.ok) throw await failure(res, `uploading ${path.basename(file)}`);
  return (await res.json()) as { id: number; created: boolean };
}

/**
 * Each series' run-to-run noise and level on `branch` (the service's noise route), saved as the file the
 * comparison reads (`--noise-history`): the answer as it came, so the level, its run count and the run speed reach
 * the verdict; null when the service has none yet (a new project, or too few runs).
 */
export async function fetchServiceNoise(
  ref: ServiceRef,
  branch: string,
  tempRoot = process.env.RUNNER_TEMP ?? os.tmpdir(),
): Promise<string | null> {
  const res = await fetch(endpoint(ref, '/noise', { branch }), { headers: headers(ref) });
  if (!res.ok) throw await failure(res, 'reading the run-to-run noise');
  const body = (await res.json()) as { series?: unknown[] };
  if (!Array.isArray(body.series) || body.series.length === 0) return null;
  const dir = await mkdtemp(path.join(tempRoot, 'benchdelta-service-noise-'));
  const target = path.join(dir, 'noise.json');
  await writeFile(target, JSON.stringify(body));
  return target;
}

/**
 * Uploads an A/B run's folder, zipped (`benchdelta ab --upload`): the same run id and name again is the stored one
 * (`created: false`); the same for other commits or another branch is refused (409) with what differs.
 */
export async function uploadAbRunToService(
  ref: ServiceRef,
  zip: Uint8Array,
  meta: { branch: string; commit: string; baseCommit: string; run: string; name?: string; machine?: string },
): Promise<{ id: number; created: boolean; verdict: string; url: string }> {
  if (!ref.token) throw new UserError('uploading an A/B run needs the project token in BENCHDELTA_TOKEN');
  const res = await fetch(endpoint(ref, '/ab-runs', meta), {
    method: 'POST',
    body: zip as NonNullable<RequestInit['body']>,
    headers: { ...headers(ref), 'content-type': 'application/zip' },
  }).catch((e: unknown) => {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    throw new UserError(`benchdelta service: cannot reach ${ref.url} (${cause ?? (e as Error).message})`);
  });
  if (!res.ok) throw await failure(res, 'uploading the A/B run');
  const stored = (await res.json()) as { id: number; created: boolean; verdict: string };
  return { ...stored, url: endpoint(ref, `/ab-runs/${stored.id}`) };
}
