// Export and import of projects: a zip with each run's results file as uploaded (plain, under
// projects/NAME/runs/ID/FILE) and `benchdelta-export.json` with the rest (provenance, tokens' hashes, alerts
// with their triage). An import reads every file with the upload's own readers before it writes, then stores
// everything in one transaction: a malformed archive is refused with a message and leaves the store as it was.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Zip, ZipDeflate, strFromU8, strToU8, unzipSync } from 'fflate';
import { z } from 'zod';
import { UserError } from '../core/errors.js';
import { extractZipSafely, listZipEntries, type ZipEntry } from '../github/safe-unzip.js';
import {
  insertExportedAlert,
  insertProject,
  insertTokens,
  projectAlerts,
  projectNames,
  projectRuns,
  projectTokens,
  takenTokenIds,
} from './store/operations.js';
import { ingestInto } from './store/ingest.js';
import { checkRunFields } from './run-fields.js';
import type { Store } from './store/store.js';
import { readUpload, type ReadUpload } from './upload.js';
import {
  checkExportedAbRuns,
  exportAbRuns,
  exportedAbRun,
  insertImportedAbRuns,
  readExportedAbRuns,
  type ImportedAbRun,
} from './ab-export.js';

const MANIFEST = 'benchdelta-export.json';
const ARCHIVE_KIND = 'benchdelta-export';
const gunzipAsync = promisify(gunzip);

const run = z.object({
  id: z.number().int().positive(),
  file: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string().min(1).max(200),
  run: z.string().regex(/^[A-Za-z0-9._:/-]{1,200}$/),
  branch: z.string().min(1).max(255),
  commit: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/),
  machine: z.string().max(200),
  workflow: z.string().nullable(),
  format: z.string().min(1),
  kind: z.enum(['blocks', 'micro']),
  time: z.number().int(),
  createdAt: z.number().int(),
});

const alert = z.object({
  run: z.number().int().positive(),
  key: z.string(),
  metric: z.string(),
  commit: z.string(),
  previousCommit: z.string(),
  direction: z.enum(['regression', 'improvement']),
  magnitudePct: z.number(),
  pValue: z.number(),
  status: z.enum(['untriaged', 'acknowledged', 'invalid', 'fixed']),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  kind: z.enum(['step', 'drift']),
  stage: z.enum(['provisional', 'confirmed', 'withdrawn']),
  history: z.string(),
});

const manifestSchema = z.object({
  kind: z.literal(ARCHIVE_KIND),
  version: z.literal(1),
  exportedAt: z.string(),
  projects: z.array(
    z.object({
      name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/),
      private: z.boolean(),
      createdAt: z.number().int(),
      tokens: z.array(
        z.object({
          id: z.number().int().positive(),
          hash: z.string().regex(/^[0-9a-f]{64}$/),
          label: z.string().nullable(),
          createdAt: z.number().int(),
          revokedAt: z.number().int().nullable(),
        }),
      ),
      runs: z.array(run),
      alerts: z.array(alert),
      // A/B runs (ab-export.ts); archives made before them have none.
      abRuns: z.array(exportedAbRun).default([]),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

export interface ArchiveSummary {
  projects: string[];
  runs: number;
  alerts: number;
  tokens: number;
  /** A/B runs (counted when there are any). */
  abRuns?: number;
  /** Alerts whose point the import's readers no longer derive (a reader changed since the export). */
  alertsDropped?: number;
}

function entryName(project: string, id: number, name: string): string {
  const base = path.basename(name).replace(/[^A-Za-z0-9._-]/g, '_');
  return `projects/${project}/runs/${id}/${base && base !== '.' && base !== '..' ? base : 'results'}`;
}

/**
 * Writes the named projects (all when none are named) to `out` as a zip, one run's file at a time (memory holds
 * one file, not the project). Resolves once `out` has taken every byte (the caller ends it).
 */
export async function exportProjects(store: Store, names: string[], out: Writable): Promise<ArchiveSummary> {
  const all = await projectNames(store.db);
  const wanted = names.length > 0 ? names : all;
  const missing = wanted.filter((n) => !all.includes(n));
  if (missing.length > 0) {
    throw new UserError(`no project ${missing.map((n) => `"${n}"`).join(', ')} in ${store.description}`);
  }
  let failed: Error | null = null;
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) failed = err;
    else chunks.push(chunk);
  });
  const flush = async () => {
    if (failed) throw failed;
    for (const chunk of chunks.splice(0)) if (!out.write(chunk)) await once(out, 'drain');
  };
  const add = async (name: string, data: Uint8Array) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(data, true);
    await flush();
  };
  const manifest: Manifest = {
    kind: ARCHIVE_KIND,
    version: 1,
    exportedAt: new Date().toISOString(),
    projects: [],
  };
  const summary: ArchiveSummary = { projects: wanted, runs: 0, alerts: 0, tokens: 0 };
  for (const name of wanted) {
    const project = await store.projects.find(name);
    if (!project) continue;
    const runs: Manifest['projects'][number]['runs'] = [];
    for (const r of await projectRuns(store.db, project.id)) {
      const gz = await store.runs.body(project.id, r.id);
      if (!gz) continue; // deleted since the list was read
      const data = await gunzipAsync(gz);
      const file = entryName(name, r.id, r.name);
      await add(file, data);
      runs.push({ ...r, file, sha256: createHash('sha256').update(data).digest('hex') });
    }
    const abRuns = await exportAbRuns(store, project, add);
    const kept = new Set(runs.map((r) => r.id));
    const alerts = (await projectAlerts(store.db, project.id)).filter((a) => kept.has(a.run));
    const tokens = await projectTokens(store.db, project.id);
    manifest.projects.push({
      name,
      private: project.private,
      createdAt: project.createdAt,
      tokens,
      runs,
      alerts,
      abRuns,
    });
    summary.runs += runs.length;
    if (abRuns.length > 0) summary.abRuns = (summary.abRuns ?? 0) + abRuns.length;
    summary.alerts += alerts.length;
    summary.tokens += tokens.length;
  }
  // The manifest goes last: it names only the files written before it.
  await add(MANIFEST, strToU8(JSON.stringify(manifest, null, 1)));
  zip.end();
  await flush();
  return summary;
}

/** The most an imported run's file may hold: what an upload may inflate to (server.ts's maxInflatedBytes). */
const MAX_RUN_FILE_BYTES = 2 ** 30;
const MAX_MANIFEST_BYTES = 256 << 20;
/**
 * The highest token id an import keeps: far below the 15 digits a token's text holds, so the ids `token create`
 * issues after it still parse.
 */
export const MAX_IMPORTED_TOKEN_ID = 1e12;

/** The manifest's text, inflated alone (bounded) from the zip's directory. */
function manifestText(archive: Uint8Array, entries: ZipEntry[], label: string): string {
  const entry = entries.find((e) => e.name === MANIFEST && !e.isDirectory);
  if (!entry) throw new UserError(`${label} has no ${MANIFEST}: it is not a benchdelta export`);
  if (entry.size > MAX_MANIFEST_BYTES) {
    throw new UserError(`${label}: ${MANIFEST} is ${entry.size} bytes, over ${MAX_MANIFEST_BYTES}`);
  }
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(archive, {
      filter: (f) => f.name === MANIFEST && f.originalSize <= MAX_MANIFEST_BYTES,
    });
  } catch (e) {
    throw new UserError(`${label}: ${MANIFEST} cannot be read (${(e as Error).message})`);
  }
  const data = files[MANIFEST];
  if (!data || data.length > MAX_MANIFEST_BYTES) throw new UserError(`${label}: ${MANIFEST} cannot be read`);
  return strFromU8(data);
}

/**
 * The manifest's runs obey the upload rules (run-fields.ts), each project and run appears once, and token ids
 * leave room for the ones `token create` issues next; a UserError naming the first that does not.
 */
function checkManifest(manifest: Manifest, label: string): Manifest {
  const projects = new Set<string>();
  const tokens = new Set<number>();
  for (const p of manifest.projects) {
    if (projects.has(p.name)) {
      throw new UserError(
        `${label}: project "${p.name}" appears twice in ${MANIFEST}: an export names each once`,
      );
    }
    projects.add(p.name);
    const runs = new Set<string>();
    const ids = new Set<number>();
    for (const r of p.runs) {
      const where = `${label}: run ${r.id} of "${p.name}"`;
      try {
        checkRunFields({ ...r, time: r.time });
      } catch (e) {
        throw new UserError(`${where}: ${(e as Error).message}`);
      }
      const key = `${r.run}\u0000${r.name}`;
      if (runs.has(key) || ids.has(r.id)) {
        throw new UserError(`${where}: run "${r.run}" / "${r.name}" (id ${r.id}) appears twice`);
      }
      runs.add(key);
      ids.add(r.id);
    }
    checkExportedAbRuns(p.abRuns, (r) => `${label}: A/B run ${r.id} of "${p.name}"`);
    for (const t of p.tokens) {
      if (t.id > MAX_IMPORTED_TOKEN_ID || tokens.has(t.id)) {
        throw new UserError(
          `${label}: token id ${t.id} of "${p.name}" is ${tokens.has(t.id) ? 'given twice' : `over ${MAX_IMPORTED_TOKEN_ID}`}: ` +
            'import with --no-tokens and create new tokens (benchdelta token create)',
        );
      }
      tokens.add(t.id);
    }
  }
  return manifest;
}

/** The archive's manifest, validated; a UserError naming what is wrong otherwise. */
function readManifest(text: string, label: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UserError(`${label}: ${MANIFEST} is not JSON (${(e as Error).message})`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserError(
      `${label}: ${MANIFEST} is not a benchdelta export (at ${issue.path.join('.') || 'the top'}: ${issue.message}); ` +
        'make it with "benchdelta service export"',
    );
  }
  return parsed.data;
}

/**
 * Imports an archive made by exportProjects into `store`. Refuses (a UserError, nothing written) an archive
 * that is not one, a file that is missing, damaged or no longer readable, a project the store already has,
 * and token ids the store already uses (unless `withTokens` is false: then create new tokens afterwards).
 */
export async function importProjects(
  store: Store,
  archive: Uint8Array,
  options: { label: string; withTokens: boolean },
): Promise<ArchiveSummary> {
  const { label } = options;
  // The manifest is read (from the zip's directory, nothing written) and checked before any entry is written.
  const entries = listZipEntries(archive, label);
  const manifest = checkManifest(readManifest(manifestText(archive, entries, label), label), label);
  const listed = new Set(manifest.projects.flatMap((p) => [...p.runs, ...p.abRuns].map((r) => r.file)));
  const stray = entries.find((e) => !e.isDirectory && e.name !== MANIFEST && !listed.has(e.name));
  if (stray) {
    throw new UserError(`${label}: entry "${stray.name.slice(0, 200)}" is not a run file the manifest lists`);
  }
  // Named like the service's scratch folders, so a server's start removes one a killed import left behind.
  const dir = await mkdtemp(path.join(os.tmpdir(), `benchdelta-service-${process.pid}-import-`));
  try {
    extractZipSafely(
      archive,
      dir,
      {
        maxEntries: listed.size + 1,
        maxEntryBytes: MAX_RUN_FILE_BYTES,
        maxTotalBytes: MAX_RUN_FILE_BYTES * (listed.size + 1),
      },
      label,
    );
    // Everything is read and checked before the first write.
    const uploads = new Map<string, ReadUpload>();
    const abRuns = new Map<string, ImportedAbRun[]>();
    for (const p of manifest.projects) {
      if (await store.projects.find(p.name)) {
        throw new UserError(
          `project "${p.name}" is already in ${store.description}: delete it there first ` +
            `(benchdelta service delete-project ${p.name}) or import into another store`,
        );
      }
      if (options.withTokens) {
        const taken = await takenTokenIds(
          store.db,
          p.tokens.map((t) => t.id),
        );
        if (taken.length > 0) {
          throw new UserError(
            `token ids ${taken.join(', ')} of "${p.name}" are taken in ${store.description}: import with ` +
              '--no-tokens and create new tokens (benchdelta token create), or import into a fresh store',
          );
        }
      }
      for (const r of p.runs) {
        const where = `${label}: run ${r.id} of "${p.name}" (${r.file})`;
        const file = path.resolve(dir, r.file);
        if (!file.startsWith(dir + path.sep)) throw new UserError(`${where}: the path leaves the archive`);
        const data = await readFile(file).catch(() => {
          throw new UserError(`${where}: the file is missing from the archive`);
        });
        if (createHash('sha256').update(data).digest('hex') !== r.sha256) {
          throw new UserError(`${where}: the file is damaged (its SHA-256 differs from the manifest's)`);
        }
        const read = await readUpload(data, r.name, { format: r.format, inflatedBytes: data.length }).catch(
          (e: unknown) => {
            throw new UserError(`${where}: ${(e as Error).message}`);
          },
        );
        uploads.set(`${p.name}\u0000${r.id}`, read);
      }
      const where = (r: { id: number; file: string }) =>
        `${label}: A/B run ${r.id} of "${p.name}" (${r.file})`;
      abRuns.set(p.name, await readExportedAbRuns(dir, p.abRuns, where));
    }
    return await store.db.transaction(async (tx) => {
      const summary: ArchiveSummary = { projects: [], runs: 0, alerts: 0, tokens: 0, alertsDropped: 0 };
      for (const p of manifest.projects) {
        const projectId = await insertProject(tx, p);
        if (options.withTokens) await insertTokens(tx, projectId, p.tokens);
        const ids = new Map<number, number>();
        for (const r of p.runs) {
          const read = uploads.get(`${p.name}\u0000${r.id}`) as ReadUpload;
          const stored = await ingestInto(tx, {
            projectId,
            branch: r.branch,
            commit: r.commit,
            runKey: r.run,
            name: r.name,
            machine: r.machine,
            workflow: r.workflow,
            time: r.time,
            format: read.format,
            kind: read.kind,
            body: read.gzipped,
            bodyBytes: read.bytes,
            points: read.points,
            createdAt: r.createdAt,
          }).catch((e: unknown) => {
            throw new UserError(`${label}: run ${r.id} of "${p.name}": ${(e as Error).message}`);
          });
          if (!stored.created) {
            throw new UserError(`${label}: run "${r.run}" / "${r.name}" of "${p.name}" appears twice`);
          }
          ids.set(r.id, stored.id);
        }
        await insertImportedAbRuns(tx, projectId, abRuns.get(p.name) ?? [], `${label}, project "${p.name}"`);
        for (const a of p.alerts) {
          const at = ids.get(a.run);
          if (at !== undefined && (await insertExportedAlert(tx, at, a))) summary.alerts++;
          else summary.alertsDropped = (summary.alertsDropped ?? 0) + 1;
        }
        summary.projects.push(p.name);
        summary.runs += p.runs.length;
        if (p.abRuns.length > 0) summary.abRuns = (summary.abRuns ?? 0) + p.abRuns.length;
        summary.tokens += options.withTokens ? p.tokens.length : 0;
      }
      return summary;
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
