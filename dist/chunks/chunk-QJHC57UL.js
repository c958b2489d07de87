import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  folderMarkdown,
  folderVerdict
} from "./chunk-NI4SS3PH.js";
import {
  DatabaseUnavailableError,
  RunConflictError
} from "./chunk-BCDYWZNL.js";
import {
  withScratchFolder
} from "./chunk-OJNQUSCK.js";
import {
  external_exports,
  extractZipSafely,
  listZipEntries
} from "./chunk-OVRE7ZR3.js";
import {
  FOLDER_ENTRY,
  MANIFEST,
  ROUNDS,
  judgeFolder,
  readRoundRecords,
  roundFileNames
} from "./chunk-YMZRNFDT.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/service/http-errors.ts
var HttpError = class extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
  statusCode;
};
var STATUS_NAMES = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable"
};
var notFound = (what) => new HttpError(404, `${what} not found`);
function installErrorHandler(app) {
  app.setErrorHandler((err, request, reply) => {
    let status = 500;
    let message = "internal error (it is logged on the server)";
    if (err instanceof HttpError) [status, message] = [err.statusCode, err.message];
    else if (err instanceof UserError) [status, message] = [400, err.message];
    else if (err instanceof RunConflictError) [status, message] = [409, err.message];
    else if (err instanceof DatabaseUnavailableError)
      [status, message] = [503, "the database is unreachable; retry shortly"];
    else if ("validation" in err && err.validation) [status, message] = [400, err.message];
    else if ("statusCode" in err && typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 500) {
      [status, message] = [err.statusCode, err.message];
    }
    if (status >= 500) request.log.error({ err }, "request failed");
    if (status === 503) reply.header("retry-after", "2");
    if (status === 408) reply.header("connection", "close");
    return reply.status(status).send({ error: STATUS_NAMES[status] ?? "Error", message });
  });
  app.setNotFoundHandler(
    (request, reply) => reply.status(404).send({ error: "Not Found", message: `no route ${request.method} ${request.url.split("?")[0]}` })
  );
}

// src/service/ab-archive.ts
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
var AB_ZIP_LIMITS = {
  maxEntries: 1e4,
  maxEntryBytes: 256 << 20,
  maxTotalBytes: 2 ** 30
};
var MAX_DEFLATE_RATIO = 1032;
var HOW = "zip the folder benchdelta ab --out wrote (cd DIR && zip -r ../ab.zip .), or upload it with benchdelta ab --judge DIR --upload URL";
function checkAbZip(zip, limits = AB_ZIP_LIMITS) {
  if (zip.length >= 2 && zip[0] === 31 && zip[1] === 139) {
    throw new UserError(`the body is gzip: send the zip itself (it is compressed already); ${HOW}`);
  }
  if (zip.length < 4 || zip[0] !== 80 || zip[1] !== 75)
    throw new UserError(`the body is not a zip: ${HOW}`);
  let entries;
  try {
    entries = listZipEntries(zip, "the zip");
  } catch (e) {
    throw new UserError(`${e.message.replace(/; download it.*$/, "")}: ${HOW}`);
  }
  if (entries.length > limits.maxEntries) {
    throw new HttpError(
      413,
      `the zip has ${entries.length} entries, over ${limits.maxEntries}: upload a shorter run`
    );
  }
  const files = entries.filter((e) => !e.isDirectory);
  const tops = new Set(
    files.map((e) => e.name.includes("/") ? e.name.slice(0, e.name.indexOf("/") + 1) : "")
  );
  const prefix = tops.size === 1 ? [...tops][0] : "";
  if (prefix === "../" || prefix === "./" || prefix.startsWith("/")) {
    throw new UserError(`the zip's entries are under "${prefix}", outside the folder: ${HOW}`);
  }
  let bytes = 0;
  for (const e of files) {
    const name = e.name.slice(prefix.length);
    if (!FOLDER_ENTRY.test(name)) {
      throw new UserError(
        `the zip's entry "${e.name.slice(0, 200)}" is not a file an A/B run writes (ab.json, rounds.jsonl, round-NNN-base.out, round-NNN-candidate.log\u2026): ${HOW}`
      );
    }
    if (e.method === 8 ? e.size > e.compressedSize * MAX_DEFLATE_RATIO + 1024 : e.size !== e.compressedSize) {
      throw new UserError(
        `the zip's "${name}" declares ${e.size} bytes from ${e.compressedSize}: it is corrupt; ${HOW}`
      );
    }
    if (e.size > limits.maxEntryBytes) {
      throw new HttpError(
        413,
        `the zip's "${name}" is ${e.size} bytes, over ${limits.maxEntryBytes}: upload a shorter run`
      );
    }
    bytes += e.size;
  }
  if (bytes > limits.maxTotalBytes) {
    throw new HttpError(
      413,
      `the zip holds ${bytes} bytes, over ${limits.maxTotalBytes}: upload a shorter run`
    );
  }
  const names = new Set(files.map((e) => e.name.slice(prefix.length)));
  for (const needed of [MANIFEST, ROUNDS]) {
    if (!names.has(needed)) {
      throw new UserError(
        `the zip has no ${needed}: it is not an A/B folder` + (needed === ROUNDS ? " (or its run finished no round)" : "") + `; ${HOW}`
      );
    }
  }
  return { prefix, bytes };
}
var fingerprint = external_exports.record(external_exports.string(), external_exports.string());
var side = external_exports.object({
  startedAt: external_exports.string(),
  seconds: external_exports.number().nonnegative(),
  result: external_exports.string(),
  log: external_exports.string()
});
var SIDES = external_exports.enum(["base", "candidate"]);
var roundSchema = external_exports.object({
  round: external_exports.number().int().positive(),
  warmup: external_exports.boolean(),
  order: external_exports.tuple([SIDES, SIDES]),
  cpus: external_exports.tuple([external_exports.number(), external_exports.number()]).optional(),
  sides: external_exports.object({ base: side, candidate: side }),
  host: fingerprint,
  fingerprint: external_exports.object({ base: fingerprint, candidate: fingerprint })
});
var manifestSchema = external_exports.object({
  version: external_exports.literal(1),
  base: external_exports.string(),
  candidate: external_exports.string(),
  duet: external_exports.boolean(),
  warmup: external_exports.number().int().nonnegative(),
  format: external_exports.string().max(40).optional(),
  seed: external_exports.number(),
  budgetSeconds: external_exports.number().positive(),
  roundTimeoutSeconds: external_exports.number().positive(),
  startedAt: external_exports.string().refine((s) => Number.isFinite(Date.parse(s)), "not a date"),
  alpha: external_exports.number().gt(0).lt(1),
  minEffect: external_exports.number().min(0).lt(1),
  pairs: external_exports.boolean().optional(),
  modes: external_exports.boolean().optional()
});
function issue(file, error) {
  const i = error.issues[0];
  return new UserError(
    `the zip's ${file} is not what benchdelta ab writes (at ${i.path.join(".") || "the top"}: ${i.message}); ${HOW}`
  );
}
function checkRounds(dir) {
  const records = readRoundRecords(dir);
  records.forEach((r, i) => {
    const parsed = roundSchema.safeParse(r);
    if (!parsed.success) throw issue(`${ROUNDS} (line ${i + 1})`, parsed.error);
    if (r.round !== i + 1) {
      throw new UserError(`the zip's ${ROUNDS}: line ${i + 1} is round ${r.round}, not ${i + 1}; ${HOW}`);
    }
    for (const s of ["base", "candidate"]) {
      const expected = roundFileNames(r.round, s);
      if (r.sides[s].result !== expected.result) {
        throw new UserError(
          `the zip's ${ROUNDS}: round ${r.round}'s ${s} file is not ${expected.result}; ${HOW}`
        );
      }
      if (!existsSync(path.join(dir, expected.result))) {
        throw new UserError(
          `the zip has no ${expected.result}, which round ${r.round} of ${ROUNDS} lists: zip the whole folder; ${HOW}`
        );
      }
    }
  });
  if (!records.some((r) => !r.warmup)) {
    throw new UserError(
      `the zip's ${ROUNDS} has no counted round (only warm-ups, or none): nothing to judge`
    );
  }
  return records;
}
var abRunTitle = (run) => `benchdelta ab ${run.name}: ${run.commit.slice(0, 12)} against ${run.baseCommit.slice(0, 12)}`;
async function judgeAbZip(zip, title) {
  const { prefix, bytes } = checkAbZip(zip);
  return withScratchFolder(bytes, async (scratch) => {
    extractZipSafely(zip, scratch, AB_ZIP_LIMITS, "the zip");
    const dir = path.resolve(scratch, prefix);
    const raw = await readFile(path.join(dir, MANIFEST), "utf8");
    let json;
    try {
      json = JSON.parse(raw);
    } catch (e) {
      throw new UserError(`the zip's ${MANIFEST} is not JSON (${e.message}); ${HOW}`);
    }
    const manifest = manifestSchema.safeParse(json);
    if (!manifest.success) throw issue(MANIFEST, manifest.error);
    checkRounds(dir);
    const judged = await judgeFolder(dir).catch((e) => {
      if (!(e instanceof UserError)) throw e;
      throw new UserError(e.message.replaceAll(dir, "the zip"));
    });
    const j = judged.judgement;
    if (j.benchmarks.length === 0) {
      throw new UserError(
        "no benchmark is in both sides' results of the first counted round: the base and the candidate must run the same benchmarks"
      );
    }
    return {
      summary: {
        verdict: j.verdict,
        rounds: j.rounds,
        benchmarkCount: j.benchmarks.length,
        decided: j.decided,
        format: judged.format ?? "unknown"
      },
      verdict: folderVerdict(judged),
      markdown: folderMarkdown(judged, title)
    };
  });
}

export {
  HttpError,
  notFound,
  installErrorHandler,
  AB_ZIP_LIMITS,
  checkAbZip,
  abRunTitle,
  judgeAbZip
};
