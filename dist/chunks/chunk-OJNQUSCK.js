import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  MICRO_FORMATS,
  MICRO_FORMAT_ALIASES
} from "./chunk-YXSPZM5K.js";
import {
  blockMetricCatalogue,
  inputKind
} from "./chunk-PQXFELGQ.js";
import {
  columnDoubles,
  readBlockLog
} from "./chunk-DEYM2HIL.js";
import {
  BLOCK_LOG_FORMATS
} from "./chunk-72H3INOR.js";
import {
  slowCutName
} from "./chunk-VLE5SNNV.js";
import {
  resolveDuplicates
} from "./chunk-YV6TOOIJ.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  quantileOfSorted,
  sortedCopy
} from "./chunk-YPIYRYS5.js";

// src/service/upload.ts
import { accessSync, constants } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

// src/service/series-points.ts
var SERIES_SLOW_MS = [1e3, 2e3];
function median(values) {
  return quantileOfSorted(sortedCopy(values), 0.5);
}
function blockLogPoints(log) {
  const resolved = resolveDuplicates(log, "last");
  const n = resolved.ms.length;
  const sorted = sortedCopy(resolved.ms);
  const ofBlock = (column) => {
    const byBlock = /* @__PURE__ */ new Map();
    for (let i = 0; i < log.blocks.length; i++) byBlock.set(log.blocks[i], column[i]);
    return Float64Array.from(resolved.blocks, (b) => byBlock.get(b) ?? NaN);
  };
  const mgasOfBlock = log.attrs.mgasps ? ofBlock(columnDoubles(log.attrs.mgasps)) : null;
  const others = blockMetricCatalogue(log.format).filter((m) => m.role === "phase" || m.id === "total" || m.id.startsWith("cache.")).flatMap((m) => {
    const column = m.values(log);
    return column ? [{ m, values: ofBlock(column) }] : [];
  });
  const points = [];
  const cut = (key, from) => {
    const ms = sorted.subarray(from);
    if (ms.length === 0) return;
    const time = (metric, value) => ({
      key,
      metric,
      unit: "ms",
      direction: "smaller-is-better",
      value
    });
    let total = 0;
    for (let i = 0; i < ms.length; i++) total += ms[i];
    points.push(
      time("median", quantileOfSorted(ms, 0.5)),
      time("p90", quantileOfSorted(ms, 0.9)),
      time("p99", quantileOfSorted(ms, 0.99)),
      time("total", total)
    );
    const threshold = sorted[from];
    for (const { m, values } of others) {
      const inCut = [];
      for (let i = 0; i < n; i++)
        if (resolved.ms[i] >= threshold && values[i] === values[i]) inCut.push(values[i]);
      const q = sortedCopy(inCut);
      for (const [name, p] of [
        ["p50", 0.5],
        ["p99", 0.99]
      ]) {
        if (q.length > 0)
          points.push({
            key,
            metric: `${m.id} ${name}`,
            unit: m.unit,
            direction: m.direction,
            value: quantileOfSorted(q, p)
          });
      }
    }
    if (!mgasOfBlock) return;
    let sum = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (resolved.ms[i] >= threshold && Number.isFinite(mgasOfBlock[i])) {
        sum += mgasOfBlock[i];
        count++;
      }
    }
    if (count > 0)
      points.push({
        key,
        metric: "mgas-per-s",
        unit: "Mgas/s",
        direction: "bigger-is-better",
        value: sum / count
      });
  };
  cut("all", 0);
  for (const t of SERIES_SLOW_MS) {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (sorted[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    cut(slowCutName(t, "both"), lo);
  }
  return points.filter((p) => Number.isFinite(p.value));
}
function resultSetPoints(set) {
  const byKey = /* @__PURE__ */ new Map();
  for (const m of set.measurements) {
    const value = m.samples && m.samples.length > 0 ? median(m.samples) : m.value;
    if (!Number.isFinite(value)) continue;
    byKey.set(`${m.key}\0${m.metric}`, {
      key: m.key,
      metric: m.metric,
      unit: m.unit,
      direction: m.direction,
      value
    });
  }
  return [...byKey.values()];
}

// src/service/upload.ts
function checkFormatName(format) {
  if (format === void 0) return;
  if (BLOCK_LOG_FORMATS.includes(format) || Object.hasOwn(MICRO_FORMATS, format)) return;
  if (Object.hasOwn(MICRO_FORMAT_ALIASES, format)) return;
  const known = [...BLOCK_LOG_FORMATS, ...Object.keys(MICRO_FORMATS), ...Object.keys(MICRO_FORMAT_ALIASES)];
  throw new UserError(
    `format=${format.slice(0, 40)} is not a known format: use one of ${known.join(", ")}, or leave format= out to have it detected`
  );
}
function apiSpelling(message) {
  return message.replace(/--format NAME/g, "format=NAME").replace(/--format\b ?/g, "format=");
}
var CONTROL = /[\u0000-\u001f\u007f]/;
function checkNames(points, name) {
  for (const p of points) {
    if (!CONTROL.test(p.key) && !CONTROL.test(p.metric)) continue;
    throw new UserError(
      `"${name}" has a benchmark name with a control character (${JSON.stringify(p.key.slice(0, 80))}): names must be printable text; fix the harness output and upload again`
    );
  }
}
function isGzip(data) {
  return data.length >= 2 && data[0] === 31 && data[1] === 139;
}
var gzipAsync = promisify(gzip);
function safeFileName(name) {
  const base = path.basename(name).replace(/[^A-Za-z0-9._-]/g, "_");
  return base && base !== "." && base !== ".." ? base : "results";
}
var RAM_SCRATCH_MAX_BYTES = 64 << 20;
var RAM_SCRATCH = "/dev/shm";
var ramScratchUsable = null;
function scratchRoot(bytes) {
  if (ramScratchUsable === null) {
    try {
      accessSync(RAM_SCRATCH, constants.W_OK);
      ramScratchUsable = process.platform === "linux";
    } catch {
      ramScratchUsable = false;
    }
  }
  return ramScratchUsable && bytes <= RAM_SCRATCH_MAX_BYTES ? RAM_SCRATCH : os.tmpdir();
}
var SCRATCH_PREFIX = "benchdelta-service-";
async function removeStaleScratch() {
  let removed = 0;
  for (const root of /* @__PURE__ */ new Set([RAM_SCRATCH, os.tmpdir()])) {
    const names = await readdir(root).catch(() => []);
    for (const name of names) {
      if (name.startsWith("benchdelta-import-") && await olderThanADay(path.join(root, name))) {
        await rm(path.join(root, name), { recursive: true, force: true });
        removed++;
        continue;
      }
      const pid = Number(new RegExp(`^${SCRATCH_PREFIX}(\\d+)-`).exec(name)?.[1]);
      if (!pid || pid === process.pid || alive(pid)) continue;
      await rm(path.join(root, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
async function olderThanADay(file) {
  const s = await stat(file).catch(() => null);
  return s !== null && Date.now() - s.mtimeMs > 24 * 3600 * 1e3;
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}
async function withScratchFolder(bytes, fn) {
  const dir = await mkdtemp(path.join(scratchRoot(bytes), `${SCRATCH_PREFIX}${process.pid}-`));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
function withTempFiles(bodies, fn) {
  const bytes = bodies.reduce((n, b) => n + b.data.length, 0);
  return withScratchFolder(bytes, (dir) => inTempFiles(dir, bodies, fn));
}
async function inTempFiles(dir, bodies, fn) {
  try {
    const files = await Promise.all(
      bodies.map(async (b, i) => {
        const sub = path.join(dir, String(i));
        const file = path.join(sub, safeFileName(b.name));
        await mkdir(sub);
        await writeFile(file, b.data);
        return file;
      })
    );
    return await fn(files);
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    let message = e.message;
    bodies.forEach(
      (b, i) => message = message.replaceAll(path.join(dir, String(i), safeFileName(b.name)), b.name)
    );
    throw new UserError(apiSpelling(message));
  }
}
async function readUpload(body, name, options) {
  if (body.length === 0 || options.inflatedBytes === 0)
    throw new UserError("the body is empty: send the results file as the request body");
  checkFormatName(options.format);
  const storing = isGzip(body) ? Promise.resolve(body) : gzipAsync(body, { level: 1 });
  storing.catch(() => void 0);
  const parsed = await withTempFiles([{ name, data: body }], async ([file]) => {
    const kind = await inputKind(file, options.format);
    if (kind === "blocks") {
      const log = await readBlockLog(file, { format: options.format, attrs: true });
      if (log.blocks.length === 0) {
        throw new UserError(
          `no per-block timings found in "${name}" (read as a ${log.format} log): upload a client log with per-block import lines, or name its format with ?format=`
        );
      }
      return { kind, format: log.format, points: blockLogPoints(log) };
    }
    const { readResultSet } = await import("./micro-NYMAKGGZ.js");
    const set = await readResultSet(file, { format: options.format });
    if (set.measurements.length === 0) {
      throw new UserError(`no benchmark results found in "${name}" (read as ${set.format})`);
    }
    return { kind, format: set.format, points: resultSetPoints(set) };
  }).catch((e) => {
    const code = e.code ?? "";
    if (!code.startsWith("Z_")) throw e;
    throw new UserError(
      `the body is not valid gzip (${e.message}): send the file plain or gzip it whole`
    );
  });
  checkNames(parsed.points, name);
  return { ...parsed, gzipped: await storing, bytes: options.inflatedBytes };
}

export {
  checkFormatName,
  removeStaleScratch,
  withScratchFolder,
  withTempFiles,
  readUpload
};
