// A/B runs in a project's export (archive.ts): each one's zip as uploaded, under projects/NAME/ab-runs/ID/, and its
// provenance in the manifest. An import checks each zip's SHA-256 and judges it as an upload is judged before
// anything is written, then inserts them in the import's transaction.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { UserError } from '../core/errors.js';
import { abRunTitle, judgeAbZip } from './ab-archive.js';
import { checkRunFields } from './run-fields.js';
import { COMMIT } from './schemas.js';
import { insertAbRun, type AbRunInput } from './store/ab-run-repository.js';
import type { Sql } from './store/database.js';
import type { Store } from './store/store.js';

export const exportedAbRun = z.object({
  id: z.number().int().positive(),
  file: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string().min(1).max(200),
  run: z.string(),
  branch: z.string(),
  commit: z.string(),
  baseCommit: z.string().regex(new RegExp(COMMIT.pattern)),
  machine: z.string().max(200),
  workflow: z.string().nullable(),
  time: z.number().int(),
  createdAt: z.number().int(),
});

export type ExportedAbRun = z.infer<typeof exportedAbRun>;

/** An A/B run read from an archive, checked and judged, ready to insert. */
export type ImportedAbRun = Omit<AbRunInput, 'projectId'> & { createdAt: number };

function entryName(project: string, id: number, name: string): string {
  return `projects/${project}/ab-runs/${id}/${name.replace(/[^A-Za-z0-9._-]/g, '_')}.zip`;
}

/** Adds each A/B run's zip to an export (through `add`) and returns their manifest entries. */
export async function exportAbRuns(
  store: Store,
  project: { id: number; name: string },
  add: (name: string, data: Uint8Array) => Promise<void>,
): Promise<ExportedAbRun[]> {
  const out: ExportedAbRun[] = [];
  for (const r of await store.abRuns.all(project.id)) {
    const zip = await store.abRuns.body(project.id, r.id);
    if (!zip) continue; // deleted since the list was read
    const file = entryName(project.name, r.id, r.name);
    await add(file, zip);
    const { id, name, run, branch, commit, baseCommit, machine, workflow, time, createdAt } = r;
    const sha256 = createHash('sha256').update(zip).digest('hex');
    out.push({ id, file, sha256, name, run, branch, commit, baseCommit, machine, workflow, time, createdAt });
  }
  return out;
}

/** The A/B runs' fields obey the upload's rules and each (run, name) and id appears once; a UserError otherwise. */
export function checkExportedAbRuns(runs: ExportedAbRun[], where: (r: ExportedAbRun) => string): void {
  const seen = new Set<string>();
  const ids = new Set<number>();
  for (const r of runs) {
    try {
      checkRunFields(r);
    } catch (e) {
      throw new UserError(`${where(r)}: ${(e as Error).message}`);
    }
    const key = `${r.run}\u0000${r.name}`;
    if (seen.has(key) || ids.has(r.id)) throw new UserError(`${where(r)}: it appears twice`);
    seen.add(key);
    ids.add(r.id);
  }
}

/** Reads each A/B run's zip from the extracted archive in `dir`, checks its SHA-256 and judges it as an upload. */
export async function readExportedAbRuns(
  dir: string,
  runs: ExportedAbRun[],
  where: (r: ExportedAbRun) => string,
): Promise<ImportedAbRun[]> {
  const out: ImportedAbRun[] = [];
  for (const r of runs) {
    const file = path.resolve(dir, r.file);
    if (!file.startsWith(dir + path.sep)) throw new UserError(`${where(r)}: the path leaves the archive`);
    const zip = await readFile(file).catch(() => {
      throw new UserError(`${where(r)}: the file is missing from the archive`);
    });
    if (createHash('sha256').update(zip).digest('hex') !== r.sha256) {
      throw new UserError(`${where(r)}: the file is damaged (its SHA-256 differs from the manifest's)`);
    }
    const judged = await judgeAbZip(zip, abRunTitle(r)).catch((e: unknown) => {
      throw new UserError(`${where(r)}: ${(e as Error).message}`);
    });
    const { file: _file, sha256: _sha, id: _id, ...fields } = r;
    out.push({ ...fields, ...judged.summary, body: zip });
  }
  return out;
}

/** Inserts imported A/B runs in the import's transaction; a (run, name) the project has already is refused. */
export async function insertImportedAbRuns(
  tx: Sql,
  projectId: number,
  runs: ImportedAbRun[],
  label: string,
): Promise<void> {
  for (const r of runs) {
    if ((await insertAbRun(tx, { ...r, projectId })) === null) {
      throw new UserError(`${label}: A/B run "${r.run}" / "${r.name}" appears twice`);
    }
  }
}
