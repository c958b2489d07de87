import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/github/service-client.ts
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
function endpoint(ref, route, query = {}) {
  const base = ref.url.replace(/\/+$/, "");
  const q = new URLSearchParams(
    Object.entries(query).filter((e) => e[1] !== void 0)
  );
  const qs = q.toString();
  return `${base}/api/v1/projects/${encodeURIComponent(ref.project)}${route}${qs ? `?${qs}` : ""}`;
}
function headers(ref) {
  return ref.token ? { authorization: `Bearer ${ref.token}` } : {};
}
async function failure(res, what) {
  let message = "";
  try {
    message = (await res.json()).message ?? "";
  } catch {
  }
  return new UserError(
    `benchdelta service: ${what} failed with HTTP ${res.status}${message ? `: ${message}` : ""}`
  );
}
async function fetchServiceBaseline(ref, query, tempRoot = process.env.RUNNER_TEMP ?? os.tmpdir()) {
  const res = await fetch(
    endpoint(ref, "/baseline", { branch: query.branch, before: query.before ?? "0", name: query.name }),
    {
      headers: headers(ref)
    }
  );
  if (res.status === 404) {
    const { message } = await res.json().catch(() => ({}));
    return {
      kind: "none",
      reason: `the benchdelta service has no baseline for branch "${query.branch}" of project "${ref.project}" yet${message ? ` (${message})` : ""}; pushes to ${query.branch} upload one when the workflow sets service-url and service-token.`
    };
  }
  if (!res.ok) throw await failure(res, "finding the baseline");
  const run = await res.json();
  const file = await fetch(endpoint(ref, `/runs/${run.id}/file`), { headers: headers(ref) });
  if (!file.ok) throw await failure(file, `downloading run ${run.id}`);
  const dir = await mkdtemp(path.join(tempRoot, "benchdelta-service-baseline-"));
  const target = path.join(dir, path.basename(run.name).replace(/[^A-Za-z0-9._-]/g, "_") || "baseline");
  await writeFile(target, Buffer.from(await file.arrayBuffer()));
  return {
    kind: "found",
    file: target,
    id: run.id,
    commit: run.commit,
    match: run.match,
    runUrl: `${ref.url.replace(/\/+$/, "")}/api/v1/projects/${encodeURIComponent(ref.project)}/runs/${run.id}`
  };
}
async function uploadToService(ref, file, meta) {
  if (!ref.token) throw new UserError("uploading to the benchdelta service needs `service-token`");
  const body = gzipSync(await readFile(file));
  const res = await fetch(
    endpoint(ref, "/runs", {
      branch: meta.branch,
      commit: meta.commit,
      run: meta.run,
      name: meta.name ?? path.basename(file),
      workflow: meta.workflow,
      machine: meta.machine
    }),
    { method: "POST", body, headers: { ...headers(ref), "content-type": "application/octet-stream" } }
  );
  if (!res.ok) throw await failure(res, `uploading ${path.basename(file)}`);
  return await res.json();
}
async function fetchServiceNoise(ref, branch, tempRoot = process.env.RUNNER_TEMP ?? os.tmpdir()) {
  const res = await fetch(endpoint(ref, "/noise", { branch }), { headers: headers(ref) });
  if (!res.ok) throw await failure(res, "reading the run-to-run noise");
  const body = await res.json();
  if (!Array.isArray(body.series) || body.series.length === 0) return null;
  const dir = await mkdtemp(path.join(tempRoot, "benchdelta-service-noise-"));
  const target = path.join(dir, "noise.json");
  await writeFile(target, JSON.stringify(body));
  return target;
}
async function uploadAbRunToService(ref, zip, meta) {
  if (!ref.token) throw new UserError("uploading an A/B run needs the project token in BENCHDELTA_TOKEN");
  const res = await fetch(endpoint(ref, "/ab-runs", meta), {
    method: "POST",
    body: zip,
    headers: { ...headers(ref), "content-type": "application/zip" }
  }).catch((e) => {
    const cause = e.cause?.code;
    throw new UserError(`benchdelta service: cannot reach ${ref.url} (${cause ?? e.message})`);
  });
  if (!res.ok) throw await failure(res, "uploading the A/B run");
  const stored = await res.json();
  return { ...stored, url: endpoint(ref, `/ab-runs/${stored.id}`) };
}

export {
  fetchServiceBaseline,
  uploadToService,
  fetchServiceNoise,
  uploadAbRunToService
};
