import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMMIT,
  checkRunFields
} from "./chunk-P4NFDD54.js";
import {
  insertExportedAlert,
  insertProject,
  insertTokens,
  projectAlerts,
  projectNames,
  projectRuns,
  projectTokens,
  takenTokenIds
} from "./chunk-AJMQMSPO.js";
import {
  insertAbRun
} from "./chunk-ZFQBSY2P.js";
import {
  abRunTitle,
  judgeAbZip
} from "./chunk-QJHC57UL.js";
import "./chunk-NI4SS3PH.js";
import {
  ingestInto
} from "./chunk-BCDYWZNL.js";
import "./chunk-WCSNIZNZ.js";
import {
  readUpload
} from "./chunk-OJNQUSCK.js";
import {
  external_exports,
  extractZipSafely,
  listZipEntries
} from "./chunk-OVRE7ZR3.js";
import {
  Zip,
  ZipDeflate,
  strFromU8,
  strToU8,
  unzipSync
} from "./chunk-3AWIBJAK.js";
import "./chunk-YMZRNFDT.js";
import "./chunk-HY5B2DD4.js";
import "./chunk-T6JIL3MT.js";
import "./chunk-YXSPZM5K.js";
import "./chunk-THKJMROG.js";
import "./chunk-PQXFELGQ.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-OOKGBTG6.js";
import "./chunk-XYX75D5V.js";
import "./chunk-DEYM2HIL.js";
import "./chunk-72H3INOR.js";
import "./chunk-QYYAB7BL.js";
import "./chunk-AYAK7F6Z.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-SANIAMYJ.js";
import "./chunk-IIJBCLXK.js";
import "./chunk-LPTSOGCD.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";

// src/service/archive.ts
import { createHash as createHash2 } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, readFile as readFile2, rm } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";

// src/service/ab-export.ts
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
var exportedAbRun = external_exports.object({
  id: external_exports.number().int().positive(),
  file: external_exports.string().min(1),
  sha256: external_exports.string().regex(/^[0-9a-f]{64}$/),
  name: external_exports.string().min(1).max(200),
  run: external_exports.string(),
  branch: external_exports.string(),
  commit: external_exports.string(),
  baseCommit: external_exports.string().regex(new RegExp(COMMIT.pattern)),
  machine: external_exports.string().max(200),
  workflow: external_exports.string().nullable(),
  time: external_exports.number().int(),
  createdAt: external_exports.number().int()
});
function entryName(project, id, name) {
  return `projects/${project}/ab-runs/${id}/${name.replace(/[^A-Za-z0-9._-]/g, "_")}.zip`;
}
async function exportAbRuns(store, project, add) {
  const out = [];
  for (const r of await store.abRuns.all(project.id)) {
    const zip = await store.abRuns.body(project.id, r.id);
    if (!zip) continue;
    const file = entryName(project.name, r.id, r.name);
    await add(file, zip);
    const { id, name, run: run2, branch, commit, baseCommit, machine, workflow, time, createdAt } = r;
    const sha256 = createHash("sha256").update(zip).digest("hex");
    out.push({ id, file, sha256, name, run: run2, branch, commit, baseCommit, machine, workflow, time, createdAt });
  }
  return out;
}
function checkExportedAbRuns(runs, where) {
  const seen = /* @__PURE__ */ new Set();
  const ids = /* @__PURE__ */ new Set();
  for (const r of runs) {
    try {
      checkRunFields(r);
    } catch (e) {
      throw new UserError(`${where(r)}: ${e.message}`);
    }
    const key = `${r.run}\0${r.name}`;
    if (seen.has(key) || ids.has(r.id)) throw new UserError(`${where(r)}: it appears twice`);
    seen.add(key);
    ids.add(r.id);
  }
}
async function readExportedAbRuns(dir, runs, where) {
  const out = [];
  for (const r of runs) {
    const file = path.resolve(dir, r.file);
    if (!file.startsWith(dir + path.sep)) throw new UserError(`${where(r)}: the path leaves the archive`);
    const zip = await readFile(file).catch(() => {
      throw new UserError(`${where(r)}: the file is missing from the archive`);
    });
    if (createHash("sha256").update(zip).digest("hex") !== r.sha256) {
      throw new UserError(`${where(r)}: the file is damaged (its SHA-256 differs from the manifest's)`);
    }
    const judged = await judgeAbZip(zip, abRunTitle(r)).catch((e) => {
      throw new UserError(`${where(r)}: ${e.message}`);
    });
    const { file: _file, sha256: _sha, id: _id, ...fields } = r;
    out.push({ ...fields, ...judged.summary, body: zip });
  }
  return out;
}
async function insertImportedAbRuns(tx, projectId, runs, label) {
  for (const r of runs) {
    if (await insertAbRun(tx, { ...r, projectId }) === null) {
      throw new UserError(`${label}: A/B run "${r.run}" / "${r.name}" appears twice`);
    }
  }
}

// src/service/archive.ts
var MANIFEST = "benchdelta-export.json";
var ARCHIVE_KIND = "benchdelta-export";
var gunzipAsync = promisify(gunzip);
var run = external_exports.object({
  id: external_exports.number().int().positive(),
  file: external_exports.string().min(1),
  sha256: external_exports.string().regex(/^[0-9a-f]{64}$/),
  name: external_exports.string().min(1).max(200),
  run: external_exports.string().regex(/^[A-Za-z0-9._:/-]{1,200}$/),
  branch: external_exports.string().min(1).max(255),
  commit: external_exports.string().regex(/^[A-Za-z0-9._-]{1,100}$/),
  machine: external_exports.string().max(200),
  workflow: external_exports.string().nullable(),
  format: external_exports.string().min(1),
  kind: external_exports.enum(["blocks", "micro"]),
  time: external_exports.number().int(),
  createdAt: external_exports.number().int()
});
var alert = external_exports.object({
  run: external_exports.number().int().positive(),
  key: external_exports.string(),
  metric: external_exports.string(),
  commit: external_exports.string(),
  previousCommit: external_exports.string(),
  direction: external_exports.enum(["regression", "improvement"]),
  magnitudePct: external_exports.number(),
  pValue: external_exports.number(),
  status: external_exports.enum(["untriaged", "acknowledged", "invalid", "fixed"]),
  createdAt: external_exports.number().int(),
  updatedAt: external_exports.number().int(),
  kind: external_exports.enum(["step", "drift"]),
  stage: external_exports.enum(["provisional", "confirmed", "withdrawn"]),
  history: external_exports.string()
});
var manifestSchema = external_exports.object({
  kind: external_exports.literal(ARCHIVE_KIND),
  version: external_exports.literal(1),
  exportedAt: external_exports.string(),
  projects: external_exports.array(
    external_exports.object({
      name: external_exports.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/),
      private: external_exports.boolean(),
      createdAt: external_exports.number().int(),
      tokens: external_exports.array(
        external_exports.object({
          id: external_exports.number().int().positive(),
          hash: external_exports.string().regex(/^[0-9a-f]{64}$/),
          label: external_exports.string().nullable(),
          createdAt: external_exports.number().int(),
          revokedAt: external_exports.number().int().nullable()
        })
      ),
      runs: external_exports.array(run),
      alerts: external_exports.array(alert),
      // A/B runs (ab-export.ts); archives made before them have none.
      abRuns: external_exports.array(exportedAbRun).default([])
    })
  )
});
function entryName2(project, id, name) {
  const base = path2.basename(name).replace(/[^A-Za-z0-9._-]/g, "_");
  return `projects/${project}/runs/${id}/${base && base !== "." && base !== ".." ? base : "results"}`;
}
async function exportProjects(store, names, out) {
  const all = await projectNames(store.db);
  const wanted = names.length > 0 ? names : all;
  const missing = wanted.filter((n) => !all.includes(n));
  if (missing.length > 0) {
    throw new UserError(`no project ${missing.map((n) => `"${n}"`).join(", ")} in ${store.description}`);
  }
  let failed = null;
  const chunks = [];
  const zip = new Zip((err, chunk) => {
    if (err) failed = err;
    else chunks.push(chunk);
  });
  const flush = async () => {
    if (failed) throw failed;
    for (const chunk of chunks.splice(0)) if (!out.write(chunk)) await once(out, "drain");
  };
  const add = async (name, data) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(data, true);
    await flush();
  };
  const manifest = {
    kind: ARCHIVE_KIND,
    version: 1,
    exportedAt: (/* @__PURE__ */ new Date()).toISOString(),
    projects: []
  };
  const summary = { projects: wanted, runs: 0, alerts: 0, tokens: 0 };
  for (const name of wanted) {
    const project = await store.projects.find(name);
    if (!project) continue;
    const runs = [];
    for (const r of await projectRuns(store.db, project.id)) {
      const gz = await store.runs.body(project.id, r.id);
      if (!gz) continue;
      const data = await gunzipAsync(gz);
      const file = entryName2(name, r.id, r.name);
      await add(file, data);
      runs.push({ ...r, file, sha256: createHash2("sha256").update(data).digest("hex") });
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
      abRuns
    });
    summary.runs += runs.length;
    if (abRuns.length > 0) summary.abRuns = (summary.abRuns ?? 0) + abRuns.length;
    summary.alerts += alerts.length;
    summary.tokens += tokens.length;
  }
  await add(MANIFEST, strToU8(JSON.stringify(manifest, null, 1)));
  zip.end();
  await flush();
  return summary;
}
var MAX_RUN_FILE_BYTES = 2 ** 30;
var MAX_MANIFEST_BYTES = 256 << 20;
var MAX_IMPORTED_TOKEN_ID = 1e12;
function manifestText(archive, entries, label) {
  const entry = entries.find((e) => e.name === MANIFEST && !e.isDirectory);
  if (!entry) throw new UserError(`${label} has no ${MANIFEST}: it is not a benchdelta export`);
  if (entry.size > MAX_MANIFEST_BYTES) {
    throw new UserError(`${label}: ${MANIFEST} is ${entry.size} bytes, over ${MAX_MANIFEST_BYTES}`);
  }
  let files;
  try {
    files = unzipSync(archive, {
      filter: (f) => f.name === MANIFEST && f.originalSize <= MAX_MANIFEST_BYTES
    });
  } catch (e) {
    throw new UserError(`${label}: ${MANIFEST} cannot be read (${e.message})`);
  }
  const data = files[MANIFEST];
  if (!data || data.length > MAX_MANIFEST_BYTES) throw new UserError(`${label}: ${MANIFEST} cannot be read`);
  return strFromU8(data);
}
function checkManifest(manifest, label) {
  const projects = /* @__PURE__ */ new Set();
  const tokens = /* @__PURE__ */ new Set();
  for (const p of manifest.projects) {
    if (projects.has(p.name)) {
      throw new UserError(
        `${label}: project "${p.name}" appears twice in ${MANIFEST}: an export names each once`
      );
    }
    projects.add(p.name);
    const runs = /* @__PURE__ */ new Set();
    const ids = /* @__PURE__ */ new Set();
    for (const r of p.runs) {
      const where = `${label}: run ${r.id} of "${p.name}"`;
      try {
        checkRunFields({ ...r, time: r.time });
      } catch (e) {
        throw new UserError(`${where}: ${e.message}`);
      }
      const key = `${r.run}\0${r.name}`;
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
          `${label}: token id ${t.id} of "${p.name}" is ${tokens.has(t.id) ? "given twice" : `over ${MAX_IMPORTED_TOKEN_ID}`}: import with --no-tokens and create new tokens (benchdelta token create)`
        );
      }
      tokens.add(t.id);
    }
  }
  return manifest;
}
function readManifest(text, label) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UserError(`${label}: ${MANIFEST} is not JSON (${e.message})`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserError(
      `${label}: ${MANIFEST} is not a benchdelta export (at ${issue.path.join(".") || "the top"}: ${issue.message}); make it with "benchdelta service export"`
    );
  }
  return parsed.data;
}
async function importProjects(store, archive, options) {
  const { label } = options;
  const entries = listZipEntries(archive, label);
  const manifest = checkManifest(readManifest(manifestText(archive, entries, label), label), label);
  const listed = new Set(manifest.projects.flatMap((p) => [...p.runs, ...p.abRuns].map((r) => r.file)));
  const stray = entries.find((e) => !e.isDirectory && e.name !== MANIFEST && !listed.has(e.name));
  if (stray) {
    throw new UserError(`${label}: entry "${stray.name.slice(0, 200)}" is not a run file the manifest lists`);
  }
  const dir = await mkdtemp(path2.join(os.tmpdir(), `benchdelta-service-${process.pid}-import-`));
  try {
    extractZipSafely(
      archive,
      dir,
      {
        maxEntries: listed.size + 1,
        maxEntryBytes: MAX_RUN_FILE_BYTES,
        maxTotalBytes: MAX_RUN_FILE_BYTES * (listed.size + 1)
      },
      label
    );
    const uploads = /* @__PURE__ */ new Map();
    const abRuns = /* @__PURE__ */ new Map();
    for (const p of manifest.projects) {
      if (await store.projects.find(p.name)) {
        throw new UserError(
          `project "${p.name}" is already in ${store.description}: delete it there first (benchdelta service delete-project ${p.name}) or import into another store`
        );
      }
      if (options.withTokens) {
        const taken = await takenTokenIds(
          store.db,
          p.tokens.map((t) => t.id)
        );
        if (taken.length > 0) {
          throw new UserError(
            `token ids ${taken.join(", ")} of "${p.name}" are taken in ${store.description}: import with --no-tokens and create new tokens (benchdelta token create), or import into a fresh store`
          );
        }
      }
      for (const r of p.runs) {
        const where2 = `${label}: run ${r.id} of "${p.name}" (${r.file})`;
        const file = path2.resolve(dir, r.file);
        if (!file.startsWith(dir + path2.sep)) throw new UserError(`${where2}: the path leaves the archive`);
        const data = await readFile2(file).catch(() => {
          throw new UserError(`${where2}: the file is missing from the archive`);
        });
        if (createHash2("sha256").update(data).digest("hex") !== r.sha256) {
          throw new UserError(`${where2}: the file is damaged (its SHA-256 differs from the manifest's)`);
        }
        const read = await readUpload(data, r.name, { format: r.format, inflatedBytes: data.length }).catch(
          (e) => {
            throw new UserError(`${where2}: ${e.message}`);
          }
        );
        uploads.set(`${p.name}\0${r.id}`, read);
      }
      const where = (r) => `${label}: A/B run ${r.id} of "${p.name}" (${r.file})`;
      abRuns.set(p.name, await readExportedAbRuns(dir, p.abRuns, where));
    }
    return await store.db.transaction(async (tx) => {
      const summary = { projects: [], runs: 0, alerts: 0, tokens: 0, alertsDropped: 0 };
      for (const p of manifest.projects) {
        const projectId = await insertProject(tx, p);
        if (options.withTokens) await insertTokens(tx, projectId, p.tokens);
        const ids = /* @__PURE__ */ new Map();
        for (const r of p.runs) {
          const read = uploads.get(`${p.name}\0${r.id}`);
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
            createdAt: r.createdAt
          }).catch((e) => {
            throw new UserError(`${label}: run ${r.id} of "${p.name}": ${e.message}`);
          });
          if (!stored.created) {
            throw new UserError(`${label}: run "${r.run}" / "${r.name}" of "${p.name}" appears twice`);
          }
          ids.set(r.id, stored.id);
        }
        await insertImportedAbRuns(tx, projectId, abRuns.get(p.name) ?? [], `${label}, project "${p.name}"`);
        for (const a of p.alerts) {
          const at = ids.get(a.run);
          if (at !== void 0 && await insertExportedAlert(tx, at, a)) summary.alerts++;
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
export {
  MAX_IMPORTED_TOKEN_ID,
  exportProjects,
  importProjects
};
