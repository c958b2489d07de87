import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readInputHead
} from "./chunk-MIIKHJVC.js";
import {
  emptyRunHint,
  readWholeInput
} from "./chunk-AWWZJAM4.js";
import {
  GO_PROCS_SUFFIX
} from "./chunk-OOKGBTG6.js";
import {
  groupThousands
} from "./chunk-XYX75D5V.js";
import {
  columnDoubles,
  columnPrefix,
  columnValues,
  hasAnyValue,
  hasValueAt,
  noValueOf,
  readBlockLog,
  widenColumnInto
} from "./chunk-DEYM2HIL.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunk-72H3INOR.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  chooseRunNoise,
  compareBlocksWithPairs,
  runNoiseHalfWidth
} from "./chunk-QYYAB7BL.js";
import {
  DEFERRED_FIELDS
} from "./chunk-2MLG42B3.js";
import {
  contrastsOfPair,
  measureAaNoise
} from "./chunk-VLE5SNNV.js";
import {
  pairsOfColumns,
  resolveDuplicates
} from "./chunk-YV6TOOIJ.js";
import {
  DEFAULT_MAX_INPUT_BYTES,
  inputTooLarge,
  wholeInputLimit
} from "./chunk-YYSZZTCJ.js";
import {
  freeBuffer
} from "./chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  robustLogShift,
  rowKey
} from "./chunk-IIJBCLXK.js";
import {
  trimmedMeanSorted
} from "./chunk-YPIYRYS5.js";

// src/pipeline/compare-inputs.ts
import * as fs from "node:fs";
import { existsSync as existsSync2 } from "node:fs";
import path2 from "node:path";

// src/core/blocks/block-metrics.ts
var TIMING_LABELS = {
  total: "total",
  evm: "EVM",
  state_read: "state read",
  state_hash: "state hash",
  storage_merkle: "storage merkle",
  state_root: "state root",
  blooms: "blooms",
  receipts_root: "receipts root",
  commit: "commit"
};
var COUNT_LABELS = {
  "state_reads.accounts": "accounts read",
  "state_reads.storage_slots": "storage slots read",
  "state_reads.code": "code read",
  "state_writes.accounts": "accounts written",
  "state_writes.storage_slots": "storage slots written",
  "state_writes.code": "code written"
};
var column = (name) => ({
  attr: name,
  values: (log2) => {
    const values = log2.attrs[name];
    return values && columnDoubles(values);
  }
});
var timingColumn = (id) => `timing.${id}_ms`;
var TOTAL_COLUMN = timingColumn("total");
function gasPerSecond(log2) {
  if (!log2.attrs.gasUsed || log2.attrs.mgasps) return void 0;
  const gas = columnDoubles(log2.attrs.gasUsed);
  const out = new Float64Array(log2.ms.length);
  for (let i = 0; i < out.length; i++) out[i] = log2.ms[i] > 0 ? gas[i] / (log2.ms[i] / 1e3) : NaN;
  return out;
}
function timeMetricId(format) {
  return format === "slowblock" ? "execution" : "time";
}
function blockMetricCatalogue(format) {
  const time = {
    id: timeMetricId(format),
    label: format === "slowblock" ? "execution" : "block time",
    unit: "ms",
    direction: "smaller-is-better",
    role: "time",
    values: (log2) => log2.ms
  };
  const phases = Object.entries(TIMING_LABELS).map(([id, label]) => ({
    id,
    label,
    unit: "ms",
    direction: "smaller-is-better",
    role: id === "total" ? "time" : "phase",
    ...column(timingColumn(id))
  }));
  const rates = [
    { id: "mgasps", label: "Mgas/s", unit: "Mgas/s", ...column("mgasps") },
    { id: "gasps", label: "gas/s", unit: "gas/s", values: gasPerSecond },
    ...["account", "storage", "code"].map((c) => ({
      id: `cache.${c}`,
      label: `${c} cache hit rate`,
      unit: "%",
      ...column(`cache.${c}.hit_rate`)
    }))
  ].map((m) => ({ ...m, direction: "bigger-is-better", role: "rate" }));
  const counts = Object.entries(COUNT_LABELS).map(([path3, label]) => ({
    id: path3.replace("state_", ""),
    label,
    unit: "count",
    direction: "smaller-is-better",
    role: "count",
    ...column(path3)
  }));
  return [time, ...phases, ...rates, ...counts];
}
function hasValues(values) {
  if (!values) return false;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) return true;
  return false;
}
var carries = (m, log2) => m.attr !== void 0 ? hasAnyValue(log2.attrs[m.attr]) : hasValues(m.values(log2));
function sharedMetrics(logs) {
  return blockMetricCatalogue(logs[0].format).filter((m) => logs.every((log2) => carries(m, log2)));
}
function verdictMetric(available, requested) {
  if (requested === void 0 || requested === "") {
    return available.find((m) => m.id === "total") ?? available[0];
  }
  const want = requested === "time" || requested === "execution" ? available[0].id : requested;
  const found = available.find((m) => m.id === want);
  if (!found) {
    throw new UserError(
      `--metric "${requested}" is not carried by these logs: use one of ${available.map((m) => m.id).join(", ")}`
    );
  }
  if (found.role === "count") {
    throw new UserError(
      `--metric "${requested}" is a count (context for the times, never a verdict): name a time or a rate, such as ${available[0].id}`
    );
  }
  return found;
}
function metricLog(log2, metric) {
  const values = metric.values(log2);
  if (values === log2.ms) return log2;
  const resolved = log2.resolved && resolvedFor(log2.resolved, metric);
  let kept = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) kept++;
  if (kept === values.length) return { ...log2, ms: values, attrs: {}, ...resolved && { resolved } };
  const blocks = new Float64Array(kept);
  const ms = new Float64Array(kept);
  const withLines = log2.lines.length > 0;
  const lines = new Uint32Array(withLines ? kept : 0);
  let k = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i] !== values[i]) continue;
    blocks[k] = log2.blocks[i];
    ms[k] = values[i];
    if (withLines) lines[k] = log2.lines[i];
    k++;
  }
  return { ...log2, blocks, ms, lines, attrs: {}, ...resolved && { resolved } };
}
function resolvedFor(resolved, metric) {
  const counts = metric.attr === void 0 ? void 0 : resolved.carrying[metric.attr];
  if (counts === void 0) throw new Error("a metric derived from a resolved log has no record counts");
  return { ...resolved, ...counts };
}

// src/core/blocks/resolve-in-place.ts
function repeatedRuns(blocks) {
  const runs = [];
  for (let i = 1; i < blocks.length; i++) {
    if (blocks[i] < blocks[i - 1]) return null;
    if (blocks[i] !== blocks[i - 1]) continue;
    let end = i + 1;
    while (end < blocks.length && blocks[end] === blocks[i]) end++;
    runs.push(i - 1, end);
    i = end - 1;
  }
  return runs;
}
function dropRepeats(column2, runs, keep) {
  let m = 0;
  let from = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r];
    const end = runs[r + 1];
    column2.copyWithin(m, from, start);
    m += start - from;
    column2[m++] = column2[keep(start, end)];
    from = end;
  }
  column2.copyWithin(m, from, column2.length);
}
function carryingCounts(blocks, column2) {
  let records = 0;
  let duplicates = 0;
  let last = NaN;
  const values = columnValues(column2);
  const none = noValueOf(column2);
  for (let i = 0; i < values.length; i++) {
    if (values[i] !== values[i] || values[i] === none) continue;
    records++;
    if (blocks[i] === last) duplicates++;
    last = blocks[i];
  }
  return { records, duplicates };
}
function keepServesEveryMetric(log2, start, end, keep) {
  if (!(log2.ms[keep] > 0)) return false;
  for (const column2 of Object.values(log2.attrs)) {
    if (hasValueAt(column2, keep)) continue;
    for (let i = start; i < end; i++) if (hasValueAt(column2, i)) return false;
  }
  return true;
}
function resolveDuplicatesInPlace(log2, policy) {
  if (policy !== "first" && policy !== "last" || log2.attrs.gasUsed && !log2.attrs.mgasps) return log2;
  const { blocks, ms, lines } = log2;
  const n = blocks.length;
  const columns = Object.values(log2.attrs).map(columnValues);
  if (ms.length !== n || columns.some((c) => c.length !== n) || lines.length !== 0 && lines.length !== n) {
    return log2;
  }
  const runs = repeatedRuns(blocks);
  if (runs === null || runs.length === 0) return log2;
  const keep = policy === "last" ? (_, end) => end - 1 : (start) => start;
  let duplicates = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const [start, end] = [runs[r], runs[r + 1]];
    if (!keepServesEveryMetric(log2, start, end, keep(start, end))) return log2;
    duplicates += end - start - 1;
  }
  const carrying = {};
  for (const [name, column2] of Object.entries(log2.attrs)) carrying[name] = carryingCounts(blocks, column2);
  const m = n - duplicates;
  for (const column2 of /* @__PURE__ */ new Set([blocks, ms, ...columns, ...lines.length !== 0 ? [lines] : []]))
    dropRepeats(column2, runs, keep);
  const attrs = {};
  for (const [name, column2] of Object.entries(log2.attrs)) attrs[name] = columnPrefix(column2, m);
  return {
    ...log2,
    blocks: blocks.subarray(0, m),
    ms: ms.subarray(0, m),
    lines: lines.length !== 0 ? lines.subarray(0, m) : lines,
    attrs,
    resolved: { policy, records: n, duplicates, carrying }
  };
}
function sameNumbers(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
function shareBlockColumns(logs) {
  const shared = logs.map((log2, i) => {
    const earlier = logs.slice(0, i).find((other) => sameNumbers(other.blocks, log2.blocks));
    return earlier === void 0 ? log2 : { ...log2, blocks: earlier.blocks };
  });
  const kept = /* @__PURE__ */ new Set();
  for (const log2 of shared)
    for (const column2 of [log2.blocks, log2.ms, log2.lines, ...Object.values(log2.attrs).map(columnValues)])
      kept.add(column2.buffer);
  for (const log2 of logs) {
    if (kept.has(log2.blocks.buffer)) continue;
    kept.add(log2.blocks.buffer);
    freeBuffer(log2.blocks);
  }
  return shared;
}

// src/io/parallel-block-logs.ts
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";

// src/io/all-in-order.ts
async function allInOrder(promises) {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((s) => s.value);
}

// src/io/parallel-block-logs.ts
function workerScript() {
  if (process.env.JEST_WORKER_ID !== void 0 || process.env.BENCHDELTA_NO_WORKERS) return null;
  for (const relative of ["./block-log-worker.js", "../block-log-worker.js"]) {
    try {
      const url = new URL(relative, import.meta.url);
      if (url.protocol === "file:" && existsSync(fileURLToPath(url))) return url;
    } catch {
      return null;
    }
  }
  return null;
}
var WorkerStartError = class extends Error {
};
var YOUNG_GENERATION_MB = 2;
var OLD_GENERATION_MB = 32;
var WORKER_PIECE_BYTES = 32 << 10;
var WORKER_MIN_TOTAL_BYTES = 32 << 20;
async function totalBytes(paths) {
  let total = 0;
  for (const p of paths)
    total += await stat(p).then(
      (s) => s.size,
      () => 0
    );
  return total;
}
var workerThreads = () => import("node:worker_threads");
async function readInWorker(script, job) {
  const { Worker } = await workerThreads();
  return new Promise((resolve, reject) => {
    let settled = false;
    let worker;
    try {
      worker = new Worker(script, {
        workerData: job,
        resourceLimits: {
          maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
          maxOldGenerationSizeMb: OLD_GENERATION_MB
        }
      });
    } catch (e) {
      reject(new WorkerStartError(e.message));
      return;
    }
    let reply;
    worker.once("message", (message) => {
      reply = message;
      void worker.terminate();
    });
    worker.once("error", (e) => {
      if (!settled) reject(new WorkerStartError(e.message));
      settled = true;
    });
    worker.once("exit", (code) => {
      if (settled) return;
      settled = true;
      if (reply === void 0) reject(new WorkerStartError(`block log worker exited with code ${code}`));
      else if (reply.ok) resolve(reply.log);
      else reject(reply.userError ? new UserError(reply.message) : new Error(reply.message));
    });
  });
}
async function readBlockLogsInParallel(paths, options = {}) {
  const { inThread, ...readOptions } = options;
  const worthIt = paths.length > 1 && !inThread && await totalBytes(paths) >= WORKER_MIN_TOTAL_BYTES;
  const script = worthIt ? workerScript() : null;
  if (!script) return allInOrder(paths.map((p) => readBlockLog(p, readOptions)));
  const last = paths.length - 1;
  return allInOrder(
    paths.map(async (path3, i) => {
      if (i === last) return readBlockLog(path3, { ...readOptions, pieceBytes: WORKER_PIECE_BYTES });
      try {
        return await readInWorker(script, {
          path: path3,
          options: { ...readOptions, pieceBytes: WORKER_PIECE_BYTES }
        });
      } catch (e) {
        if (e instanceof WorkerStartError) return readBlockLog(path3, readOptions);
        throw e;
      }
    })
  );
}

// src/formats/itemsets.ts
import { basename, extname } from "node:path";
var BLOCK_COLUMNS = ["blockno", "blocknumber", "block", "blocknum", "blockheight", "height"];
var normalizeHeader = (h) => h.toLowerCase().replace(/[^a-z0-9]/g, "");
function parseCsvRows(text) {
  const rows = [];
  let row = [];
  let field = "";
  let blank = true;
  const add = (s) => {
    field += s;
    if (blank && /\S/.test(s)) blank = false;
  };
  const end = () => {
    row.push(field);
    field = "";
    blank = true;
  };
  let quoted = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          add('"');
          i += 2;
          continue;
        }
        quoted = false;
      } else add(c);
      i++;
      continue;
    }
    if (c === '"' && blank) {
      quoted = true;
      field = "";
    } else if (c === ",") {
      end();
    } else if (c === "\n" || c === "\r") {
      end();
      rows.push(row);
      row = [];
      if (c === "\r" && text[i + 1] === "\n") i++;
    } else add(c);
    i++;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}
function parseBlockNumber(raw) {
  const s = raw.trim();
  if (/^0x[0-9a-f]+$/i.test(s)) {
    const v = Number.parseInt(s, 16);
    return Number.isSafeInteger(v) ? v : NaN;
  }
  if (/^\d{1,3}(?:([,.' \u00a0\u202f_])\d{3})(?:\1\d{3})*$/.test(s) || /^\d+$/.test(s)) {
    const v = Number(s.replace(/\D/g, ""));
    return Number.isSafeInteger(v) ? v : NaN;
  }
  return NaN;
}
function looksLikeHeader(fields) {
  return fields.some((f) => f.trim() !== "" && Number.isNaN(parseBlockNumber(f)));
}
function fromCsv(rows, label) {
  const header = rows[0].map((h) => h.trim());
  const names = header.map(normalizeHeader);
  let col = -1;
  for (const want of BLOCK_COLUMNS) {
    col = names.indexOf(want);
    if (col !== -1) break;
  }
  if (col === -1) {
    throw new UserError(
      `item set '${label}': no block column in the CSV header (found: ${header.join(", ")}); expected an Etherscan export with a "Blockno" column, or a plain list of block numbers`
    );
  }
  const blocks = /* @__PURE__ */ new Set();
  for (let r = 1; r < rows.length; r++) {
    const cell = rows[r][col] ?? "";
    const block = parseBlockNumber(cell);
    if (Number.isNaN(block)) {
      throw new UserError(
        `item set '${label}': row ${r + 1} has "${cell.trim()}" in column "${header[col]}", which is not a block number`
      );
    }
    blocks.add(block);
  }
  return blocks;
}
function fromPlainList(text, label) {
  const blocks = /* @__PURE__ */ new Set();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const content = lines[i].replace(/#.*/, "");
    for (const token of content.split(/[\s,;]+/)) {
      if (token === "") continue;
      const block = parseBlockNumber(token);
      if (Number.isNaN(block)) {
        throw new UserError(
          `item set '${label}': line ${i + 1} has "${token}", which is not a block number (a plain list holds block numbers separated by newlines, commas or spaces; # starts a comment)`
        );
      }
      blocks.add(block);
    }
  }
  return blocks;
}
function parseItemSet(text, label) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const firstLine = body.split(/\r?\n/).find((l) => l.trim() !== "" && !l.trimStart().startsWith("#"));
  if (firstLine !== void 0 && looksLikeHeader(parseCsvRows(firstLine)[0] ?? [])) {
    return { label, blocks: fromCsv(parseCsvRows(body), label) };
  }
  return { label, blocks: fromPlainList(body, label) };
}
function parseItemSetSpec(spec) {
  const eq = spec.indexOf("=");
  if (eq > 0 && /^[\w .:@/+-]+$/.test(spec.slice(0, eq)) && !spec.slice(0, eq).includes("/")) {
    const label2 = spec.slice(0, eq).trim();
    const path3 = spec.slice(eq + 1).trim();
    if (path3 === "") throw new UserError(`item set '${spec}': give a file after '=', as in label=blocks.csv`);
    return { label: label2, path: path3 };
  }
  if (spec.trim() === "") throw new UserError("empty item set: give FILE or label=FILE");
  const name = basename(spec);
  let label = name.slice(0, name.length - extname(name).length);
  if (extname(label) === ".csv" || extname(label) === ".txt") label = label.slice(0, -4);
  return { label: label || name, path: spec };
}
async function readItemSet(spec, maxInputBytes) {
  const { label, path: path3 } = parseItemSetSpec(spec);
  let bytes;
  try {
    bytes = await readWholeInput(path3, wholeInputLimit(maxInputBytes));
  } catch (e) {
    if (e instanceof UserError) throw new UserError(`item set '${label}': ${e.message}`);
    const code = e.code;
    if (code === "ENOENT") {
      throw new UserError(
        `item set '${label}': file not found: ${path3} (check the path; the form is label=FILE)`
      );
    }
    if (code === "EISDIR")
      throw new UserError(`item set '${label}': ${path3} is a directory, not a CSV or list file`);
    throw new UserError(`item set '${label}': cannot read ${path3}: ${e.message}`);
  }
  return { ...parseItemSet(bytes.toString("utf8"), label), source: path3 };
}

// src/io/spool-input.ts
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat as stat2 } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
var STDIN_NAME = "-";
async function isStreamInput(file) {
  if (file === STDIN_NAME) return true;
  const info = await stat2(file).catch(() => null);
  return info !== null && (info.isFIFO() || info.isCharacterDevice() || info.isSocket());
}
function counter(name, maxBytes) {
  let total = 0;
  return new Transform({
    transform(chunk, _encoding, done) {
      total += chunk.length;
      if (total > maxBytes) done(inputTooLarge(name, maxBytes, "gave more than", " (read from a stream)"));
      else done(null, chunk);
    }
  });
}
async function spoolStreamInputs(files, maxBytes = DEFAULT_MAX_INPUT_BYTES) {
  const names = files.map((f) => f === STDIN_NAME ? "stdin" : f);
  const streams = await Promise.all(files.map(isStreamInput));
  if (!streams.some(Boolean)) return { files, names, cleanup: async () => {
  } };
  if (files.filter((f) => f === STDIN_NAME).length > 1) {
    throw new UserError(
      "standard input (-) can be read only once: give it as one input, and files for the others"
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "benchdelta-stream-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const spooled = await Promise.all(
      files.map(async (file, i) => {
        if (!streams[i]) return file;
        const target = path.join(dir, `${i}-${path.basename(names[i]).replace(/[^\w.-]/g, "_")}`);
        const source = file === STDIN_NAME ? createReadStream("", { fd: 0, autoClose: false }) : createReadStream(file);
        await pipeline(source, counter(names[i], maxBytes), createWriteStream(target));
        return target;
      })
    );
    return { files: spooled, names, cleanup };
  } catch (e) {
    await cleanup();
    if (e instanceof UserError) throw e;
    throw new UserError(`cannot read a streamed input: ${e.message}`);
  }
}

// src/core/blocks/replicates-order.ts
var { expm1, sqrt } = Math;
function runOrderFromString(spec, baselineRuns, candidateRuns) {
  const letters = spec.toUpperCase().replace(/[\s,-]/g, "");
  if (!/^[AB]+$/.test(letters)) {
    throw new UserError(
      `--order "${spec}": write the runs in the order they ran as A (baseline) and B (candidate), such as ABBA or ABABAB`
    );
  }
  const baseline = [];
  const candidate = [];
  [...letters].forEach((l, i) => (l === "A" ? baseline : candidate).push(i));
  if (baseline.length !== baselineRuns || candidate.length !== candidateRuns) {
    throw new UserError(
      `--order "${spec}" has ${baseline.length} A and ${candidate.length} B runs, but ${baselineRuns} baseline and ${candidateRuns} candidate run(s) were given: give one letter per run (a.log,b.log per side)`
    );
  }
  return { label: letters, unit: "run", baseline, candidate };
}
function runOrderFromTimes(baselineMs, candidateMs) {
  const first = Math.min(...baselineMs, ...candidateMs);
  const hours = (t) => (t - first) / 36e5;
  return {
    label: "timestamps",
    unit: "hour",
    baseline: baselineMs.map(hours),
    candidate: candidateMs.map(hours)
  };
}
function centred(x) {
  const mean = x.reduce((s, v) => s + v, 0) / x.length;
  return { mean, dev: x.map((v) => v - mean) };
}
function fitRunDrift(runShifts, order) {
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  const means = [];
  for (const [y, x] of [
    [runShifts.baseline, order.baseline],
    [runShifts.candidate, order.candidate]
  ]) {
    const px = centred(x);
    const py = centred(y);
    means.push(px.mean);
    for (let i = 0; i < x.length; i++) {
      sxx += px.dev[i] * px.dev[i];
      sxy += px.dev[i] * py.dev[i];
      syy += py.dev[i] * py.dev[i];
    }
  }
  if (!(sxx > 0)) return null;
  const slope = sxy / sxx;
  return {
    slope,
    gap: means[1] - means[0],
    sxx,
    residualSs: Math.max(0, syy - slope * sxy),
    dof: order.baseline.length + order.candidate.length - 3
  };
}
var BALANCED = 1e-9;
function orderedRunNoise(measured, runShifts, order) {
  const fit = fitRunDrift(runShifts, order);
  const describe = (fitted, reason) => ({
    order: order.label,
    fitted,
    ...reason !== void 0 && { reason },
    slopePct: fit ? expm1(fit.slope) * 100 : 0,
    unit: order.unit,
    gap: fit?.gap ?? 0,
    adjustPct: fitted && fit ? expm1(-fit.slope * fit.gap) * 100 : 0,
    gapVariance: fitted && fit ? fit.gap * fit.gap / fit.sxx : 0
  });
  if (!fit || fit.dof < 1 || measured.source !== "replicates") {
    const why = "too few runs at different places in the session to fit a drift";
    return { runNoise: { ...measured, drift: describe(false, why) }, adjust: 0 };
  }
  const balanced = Math.abs(fit.gap) < BALANCED;
  if (balanced && fit.dof < 2) {
    const why = "balanced order: a linear drift cancels in the shift; fitting it needs at least 5 runs";
    return { runNoise: { ...measured, drift: describe(false, why) }, adjust: 0 };
  }
  const sigma = sqrt(fit.residualSs / fit.dof);
  return {
    runNoise: { ...measured, sigmaPct: expm1(sigma) * 100, dof: fit.dof, drift: describe(true) },
    adjust: balanced ? 0 : -fit.slope * fit.gap
  };
}

// src/core/compare-block-runs.ts
var { exp, log } = Math;
function poolRuns(runs, policy, source) {
  if (runs.length === 1) return { pooled: runs[0], runShifts: [] };
  const resolved = runs.map((r) => resolveDuplicates(r, policy));
  const byBlock = /* @__PURE__ */ new Map();
  for (const r of resolved) {
    for (let i = 0; i < r.blocks.length; i++) {
      const ms2 = r.ms[i];
      const acc = byBlock.get(r.blocks[i]);
      if (acc === void 0) {
        byBlock.set(r.blocks[i], {
          logSum: ms2 > 0 ? log(ms2) : 0,
          sum: ms2,
          runs: 1,
          zero: !(ms2 > 0),
          pooled: 0
        });
      } else {
        acc.logSum += ms2 > 0 ? log(ms2) : 0;
        acc.sum += ms2;
        acc.runs++;
        acc.zero ||= !(ms2 > 0);
      }
    }
  }
  const blocks = Float64Array.from(byBlock.keys()).sort();
  const ms = new Float64Array(blocks.length);
  blocks.forEach((b, i) => {
    const acc = byBlock.get(b);
    ms[i] = acc.pooled = acc.zero ? acc.sum / acc.runs : exp(acc.logSum / acc.runs);
  });
  const runShifts = resolved.map((r) => {
    const ratios = [];
    for (let i = 0; i < r.blocks.length; i++) {
      const p = byBlock.get(r.blocks[i]).pooled;
      if (r.ms[i] > 0 && p > 0) ratios.push(log(r.ms[i] / p));
    }
    return trimmedMeanSorted(Float64Array.from(ratios).sort());
  });
  const pooled = {
    format: runs[0].format,
    blocks,
    ms,
    lines: new Uint32Array(blocks.length),
    attrs: {},
    warnings: runs.flatMap((r) => r.warnings.map((w) => ({ ...w, file: w.file ?? r.source }))),
    blocksWithoutTiming: runs.reduce((n, r) => n + r.blocksWithoutTiming, 0),
    source: source ?? runs.map((r) => r.source ?? r.format).join(",")
  };
  return { pooled, runShifts };
}
function scaledLog(log2, factor) {
  const ms = new Float64Array(log2.ms.length);
  for (let i = 0; i < ms.length; i++) ms[i] = log2.ms[i] * factor;
  return { ...log2, ms };
}
function withRunOrder(runNoise, baseline, candidate, order) {
  if (!order) return { runNoise, candidateLog: candidate.pooled };
  const shifts = { baseline: baseline.runShifts, candidate: candidate.runShifts };
  const ordered = orderedRunNoise(runNoise, shifts, order);
  const log2 = ordered.adjust === 0 ? candidate.pooled : scaledLog(candidate.pooled, exp(ordered.adjust));
  return { runNoise: ordered.runNoise, candidateLog: log2 };
}
function compareBlockRuns(baselineRuns, candidateRuns, options, given = {}) {
  const baseline = given.baseline ?? poolRuns(baselineRuns, options.duplicates);
  const candidate = poolRuns(candidateRuns, options.duplicates);
  const replicated = baselineRuns.length + candidateRuns.length >= 4;
  const contrastsOf = (runs, side) => runs.length > 1 ? runs.map((r) => contrastsOfPair(side.pooled, r, options)) : [];
  const runNoise = chooseRunNoise({
    statedPct: given.runNoisePct,
    aaShiftPct: given.aa?.shiftPct,
    runShifts: { baseline: baseline.runShifts, candidate: candidate.runShifts },
    aaContrasts: given.aa?.contrasts,
    ...replicated && {
      runContrasts: {
        baseline: contrastsOf(baselineRuns, baseline),
        candidate: contrastsOf(candidateRuns, candidate)
      }
    }
  });
  runNoise.runs = { baseline: baselineRuns.length, candidate: candidateRuns.length };
  const ordered = withRunOrder(runNoise, baseline, candidate, given.order);
  const result = compareBlocksWithPairs(
    baseline.pooled,
    ordered.candidateLog,
    options,
    given.aa,
    ordered.runNoise,
    void 0,
    { keepRecords: given.keepRecords }
  );
  return { ...result, candidateLog: candidate.pooled, baseline, candidate };
}

// src/pipeline/run-times.ts
var HEAD = 64 << 10;
var NO_YEAR = 2e3;
var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
var ISO = /(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?\s*(Z|[+-]\d{2}:?\d{2})?/;
var GETH = /\[(\d{2})-(\d{2})\|(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?\]/;
var NETHERMIND = new RegExp(
  `\\b(\\d{1,2}) (${MONTHS.join("|")}) (\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d{1,9}))?`
);
var fraction = (digits) => digits ? Number(`0.${digits}`) * 1e3 : 0;
function offsetMinutes(zone) {
  if (!zone || zone === "Z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone[0] === "-" ? -minutes : minutes;
}
function firstTimestamp(text) {
  for (const line of text.split("\n")) {
    let m = ISO.exec(line);
    if (m) {
      const [, y, mo, d, h, mi, s, f, zone] = m;
      const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) + fraction(f);
      return utc - offsetMinutes(zone) * 6e4;
    }
    m = GETH.exec(line);
    if (m) {
      const [, mo, d, h, mi, s, f] = m;
      return Date.UTC(NO_YEAR, +mo - 1, +d, +h, +mi, +s) + fraction(f);
    }
    m = NETHERMIND.exec(line);
    if (m) {
      const [, d, mon, h, mi, s, f] = m;
      return Date.UTC(NO_YEAR, MONTHS.indexOf(mon), +d, +h, +mi, +s) + fraction(f);
    }
  }
  return null;
}
async function runStartTimes(files, names) {
  const times = await Promise.all(
    files.map(async (f) => firstTimestamp((await readInputHead(f, HEAD)).head))
  );
  const missing = times.findIndex((t) => t === null);
  if (missing >= 0) {
    throw new UserError(
      `--order time: no timestamp found on the first lines of ${names[missing]}: give the order the runs ran in as A/B letters instead, such as --order ABBA`
    );
  }
  const at = times;
  if (new Set(at).size < at.length) {
    throw new UserError(
      "--order time: two runs start at the same time, so their logs cannot say which ran first: give the order as A/B letters instead, such as --order ABBA"
    );
  }
  return at;
}

// src/core/blocks/phase-breakdown.ts
var { abs, sqrt: sqrt2, expm1: expm12 } = Math;
var ADDS_UP_PCT = 1;
var Z95 = 1.959964;
var DECOMPOSITIONS = [
  ["execution", "state_hash", "commit"],
  ["execution", "state_read", "state_hash", "commit"],
  ["execution", "storage_merkle", "state_root", "commit"],
  ["execution", "state_read", "storage_merkle", "state_root", "commit"],
  ["execution", "state_root", "commit"]
];
function align(total, pairs) {
  const b = new Float64Array(total.length);
  const c = new Float64Array(total.length);
  let j = 0;
  for (let i = 0; i < total.length; i++) {
    const blk = total.block[i];
    while (j < pairs.length && pairs.block[j] < blk) j++;
    if (j < pairs.length && pairs.block[j] === blk) {
      b[i] = pairs.baselineMs[j];
      c[i] = pairs.candidateMs[j];
    }
  }
  return { b, c };
}
var sum = (x) => x.reduce((s, v) => s + v, 0);
function deltaWithHalfWidth(b, c) {
  const n = b.length;
  let s = 0;
  for (let i = 0; i < n; i++) s += c[i] - b[i];
  const mean = s / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (c[i] - b[i] - mean) ** 2;
  const sd = n > 1 ? sqrt2(ss / (n - 1)) : NaN;
  return { delta: s, half: Z95 * sd * sqrt2(n) };
}
function phaseBreakdown(available, pairsOf, metrics, runNoise, totalCuts) {
  const total = pairsOf("total");
  if (!total || total.length === 0) return void 0;
  const ids = new Set(available.map((m) => m.id));
  const labels = new Map(available.map((m) => [m.id, m.label]));
  const options = DECOMPOSITIONS.filter((d) => d.every((id) => ids.has(id)));
  if (options.length === 0) return void 0;
  const aligned = /* @__PURE__ */ new Map();
  const get = (id) => {
    let a = aligned.get(id);
    if (!a) aligned.set(id, a = align(total, pairsOf(id)));
    return a;
  };
  const bTotal = sum(total.baselineMs);
  const cTotal = sum(total.candidateMs);
  const residualOf = (d) => abs(bTotal - d.reduce((s, id) => s + sum(get(id).b), 0));
  let chosen = options[0];
  for (const d of options.slice(1)) {
    if (residualOf(d) <= residualOf(chosen) + 1e-3 * bTotal) chosen = d;
  }
  const runHalf = runNoise ? expm12(runNoiseHalfWidth(runNoise)) * 100 : 0;
  const row = (id, label, { b, c }) => {
    const { delta, half } = deltaWithHalfWidth(b, c);
    const bShare = sum(b) / bTotal * 100;
    const contribution = delta / bTotal * 100;
    const h = sqrt2((half / bTotal * 100) ** 2 + (runHalf * bShare / 100) ** 2);
    const shift = metrics.find((m) => m.id === id)?.cuts[0]?.shift;
    return {
      id,
      label,
      baselineSharePct: bShare,
      candidateSharePct: sum(c) / cTotal * 100,
      deltaMs: delta,
      contributionPct: contribution,
      contributionCi: { lowPct: contribution - h, highPct: contribution + h },
      ...shift && { shift: { pct: shift.pct, ciLowPct: shift.ciLowPct, ciHighPct: shift.ciHighPct } }
    };
  };
  const rows = chosen.map((id) => row(id, labels.get(id) ?? id, get(id)));
  const other = { b: Float64Array.from(total.baselineMs), c: Float64Array.from(total.candidateMs) };
  for (const id of chosen) {
    const a = get(id);
    for (let i = 0; i < total.length; i++) {
      other.b[i] -= a.b[i];
      other.c[i] -= a.c[i];
    }
  }
  const unattributedPct = sum(other.b) / bTotal * 100;
  const addsUp = abs(unattributedPct) <= ADDS_UP_PCT;
  if (!addsUp) rows.push(row("other", "other (total \u2212 phases)", other));
  rows.sort((x, y) => abs(y.contributionPct) - abs(x.contributionPct));
  const valuesOf = (id) => id === "other" ? other : get(id);
  const shareIn = (x, of, idx) => {
    let a = 0;
    let t = 0;
    for (const i of idx) {
      a += x[i];
      t += of[i];
    }
    return t > 0 ? a / t * 100 : NaN;
  };
  const cuts = totalCuts.map((cut) => ({
    name: cut.name,
    blocks: cut.indices.length,
    baselineSharesPct: rows.map((r) => shareIn(valuesOf(r.id).b, total.baselineMs, cut.indices)),
    candidateSharesPct: rows.map((r) => shareIn(valuesOf(r.id).c, total.candidateMs, cut.indices))
  }));
  return {
    total: "total",
    blocks: total.length,
    baselineTotalMs: bTotal,
    candidateTotalMs: cTotal,
    totalDeltaPct: (cTotal - bTotal) / bTotal * 100,
    rows,
    unattributedPct,
    cuts,
    ...!addsUp && {
      note: `The phases (${chosen.map((id) => labels.get(id) ?? id).join(" + ")}) do not add up to the total: ${unattributedPct.toFixed(1)}% of the baseline total is in none of them (shown as "other").`
    }
  };
}

// src/core/compare-metrics.ts
var swapVerdict = (v) => v === "regression" ? "improvement" : v === "improvement" ? "regression" : v;
var swapWords = (s) => s?.replace(/slower|faster/gi, (w) => {
  const swapped = w.toLowerCase() === "slower" ? "higher" : "lower";
  return w[0] === "S" || w[0] === "F" ? swapped[0].toUpperCase() + swapped.slice(1) : swapped;
}).replace(/\bimproved: /g, "lower in: ");
function towardBigger(c) {
  c.verdict = swapVerdict(c.verdict);
  c.reason = swapWords(c.reason);
  for (const cut of c.cuts) {
    cut.verdict = swapVerdict(cut.verdict);
    cut.reason = swapWords(cut.reason) ?? "";
  }
}
var CONTEXT_ONLY = "A count: context for the times, never a verdict of its own.";
function contextOnly(c) {
  c.verdict = "inconclusive";
  c.reason = CONTEXT_ONLY;
  for (const cut of c.cuts) {
    cut.verdict = "inconclusive";
    cut.reason = CONTEXT_ONLY;
  }
}
var metricInfo = (m) => ({
  id: m.id,
  label: m.label,
  unit: m.unit,
  direction: m.direction,
  role: m.role,
  judged: m.role !== "count"
});
function metricEntry(m, c) {
  return {
    ...metricInfo(m),
    verdict: c.verdict,
    ...c.reason !== void 0 && { reason: c.reason },
    cuts: c.cuts,
    match: c.match
  };
}
function lazyMetricEntry(m, compare) {
  const entry = metricInfo(m);
  const keys = ["verdict", "reason", "cuts", "match"];
  const settle = () => {
    const made = metricEntry(m, compare());
    for (const key of keys) {
      if (key in made)
        Object.defineProperty(entry, key, {
          value: made[key],
          writable: true,
          enumerable: true,
          configurable: true
        });
      else delete entry[key];
    }
  };
  for (const key of keys) {
    Object.defineProperty(entry, key, {
      enumerable: true,
      configurable: true,
      get: () => (settle(), entry[key]),
      set: (value) => (settle(), entry[key] = value)
    });
  }
  Object.defineProperty(entry, DEFERRED_FIELDS, { value: true });
  return entry;
}
function compareOneMetric(m, baselineRuns, candidateRuns, options, given, reference, time, isVerdict) {
  const baselineLogs = baselineRuns.map((r) => metricLog(r, m));
  const candidateLogs = candidateRuns.map((r) => metricLog(r, m));
  const everyRecord = (logs, runs) => logs.every(
    (log2, i) => log2.ms.length === runs[i].blocks.length && log2.resolved?.records === runs[i].resolved?.records
  );
  const aligned = time.records !== void 0 && everyRecord(baselineLogs, baselineRuns) && everyRecord(candidateLogs, candidateRuns);
  const baseline = poolRuns(baselineLogs, options.duplicates);
  const candidate = poolRuns(candidateLogs, options.duplicates);
  const runNoise = chooseRunNoise({
    statedPct: given.runNoisePct,
    runShifts: { baseline: baseline.runShifts, candidate: candidate.runShifts }
  });
  runNoise.runs = { baseline: baselineRuns.length, candidate: candidateRuns.length };
  const ordered = withRunOrder(runNoise, baseline, candidate, given.order);
  const matched = aligned && time.records ? pairsOfColumns(time.pairs, time.match, time.records, baseline.pooled.ms, ordered.candidateLog.ms) : void 0;
  const result = compareBlocksWithPairs(
    baseline.pooled,
    ordered.candidateLog,
    options,
    void 0,
    ordered.runNoise,
    reference,
    { matched, metricOnly: { notable: isVerdict }, lazy: !isVerdict }
  );
  if (m.direction === "bigger-is-better") towardBigger(result.comparison);
  if (m.role === "count") contextOnly(result.comparison);
  return result;
}
function compareBlockMetrics(baselineRuns, candidateRuns, options, given = {}) {
  const carried = sharedMetrics([...baselineRuns, ...candidateRuns]);
  const chosen = verdictMetric(carried, given.metric);
  const available = given.verdictOnly ? carried.filter((m) => m === carried[0] || m === chosen) : carried;
  const keepPairs = available.some((m) => m.id === "total");
  const now = (m) => m === available[0] || m === chosen || keepPairs;
  const time = compareBlockRuns(baselineRuns, candidateRuns, options, {
    ...given,
    keepRecords: available.some((m) => m !== available[0] && now(m))
  });
  if (available.length === 1) {
    return { comparison: time.comparison, pairs: time.pairs, candidateLog: time.candidateLog };
  }
  const timeMatch = { pairs: time.pairs, match: time.comparison.match, records: time.records };
  const reference = { block: time.pairs.block, definitions: time.cuts };
  const compared = /* @__PURE__ */ new Map();
  const compare = (m) => {
    const r = compareOneMetric(
      m,
      baselineRuns,
      candidateRuns,
      options,
      given,
      reference,
      timeMatch,
      m === chosen
    );
    return keepPairs ? r : { comparison: r.comparison, cuts: r.cuts };
  };
  for (const m of available) {
    if (m === available[0])
      compared.set(m.id, { comparison: time.comparison, pairs: time.pairs, cuts: time.cuts });
    else if (now(m)) compared.set(m.id, compare(m));
  }
  const verdictOf = compared.get(chosen.id);
  const pairsOf = (id) => compared.get(id)?.pairs;
  const metrics = available.map((m) => {
    const made = compared.get(m.id);
    return made ? metricEntry(m, made.comparison) : lazyMetricEntry(m, () => compare(m).comparison);
  });
  const phases = phaseBreakdown(
    available,
    pairsOf,
    metrics,
    time.comparison.runNoise,
    compared.get("total")?.cuts ?? []
  );
  const comparison = {
    ...verdictOf.comparison,
    warnings: time.comparison.warnings,
    metric: {
      id: chosen.id,
      label: chosen.label,
      unit: chosen.unit,
      direction: chosen.direction,
      role: chosen.role
    },
    metrics,
    ...phases && { phases }
  };
  return { comparison, pairs: time.pairs, candidateLog: time.candidateLog };
}

// src/pipeline/nothing-compared.ts
function describeBlocks(log2) {
  let lo = Infinity;
  let hi = -Infinity;
  for (const b of log2.blocks) {
    if (b < lo) lo = b;
    if (b > hi) hi = b;
  }
  const range = log2.blocks.length > 0 ? ` (#${groupThousands(lo)} \u2026 #${groupThousands(hi)})` : "";
  const records = log2.resolved?.records ?? log2.blocks.length;
  return `${groupThousands(records)} block record${records === 1 ? "" : "s"}${range}`;
}
function requireSomethingCompared(c, sides) {
  if (c.cuts[0]?.compared > 0) return;
  const held = `the baseline ${sides.baseline.label} holds ${describeBlocks(sides.baseline.log)} and the candidate ${sides.candidate.label} holds ${describeBlocks(sides.candidate.log)}`;
  if (c.match.paired === 0) {
    throw new UserError(
      `nothing to compare: ${held}, and they share no block number. Give two runs over the same block range (same chain, same start block), or check that both files are import logs of that range`
    );
  }
  throw new UserError(
    `nothing to compare: ${held}; the ${groupThousands(c.match.paired)} block(s) they share all have a zero baseline time, so no \u0394% exists. Check that the baseline log records execution times (a zero time usually means the line's timing field was not parsed: name the format with --format)`
  );
}
function describeHeld(rs) {
  const keys = [...new Set(rs.measurements.map((m) => m.key))];
  const shown = keys.slice(0, 3).join(", ") + (keys.length > 3 ? ", \u2026" : "");
  return `${rs.tool ?? rs.format}, ${keys.length} benchmark${keys.length === 1 ? "" : "s"}${keys.length ? ` (${shown})` : ""}`;
}
function requirePairsCompared(run, sides) {
  if (run.chunks || run.usable > 0) return;
  const held = `the baseline ${sides.baseline.label} holds ${describeHeld(sides.baseline.set)}; the candidate ${sides.candidate.label} holds ${describeHeld(sides.candidate.set)}`;
  throw new UserError(
    run.paired === 0 ? `nothing to compare: ${held}, and they share no benchmark (same name and metric). ` + (procsOnly(sides.baseline.set, sides.candidate.set) ?? "Compare two runs of the same suite with the same tool (check the file names and that both runs completed)") : `nothing to compare: ${held}; the ${run.paired} benchmark(s) they share have no usable values on both sides (a zero or missing baseline). Check that both runs completed and measured something`
  );
}
function procsOnly(baseline, candidate) {
  if (baseline.format !== "gobench" || candidate.format !== "gobench") return void 0;
  const names = (rs) => new Set(rs.measurements.map((m) => m.key.replace(GO_PROCS_SUFFIX, "")));
  const theirs = names(candidate);
  if (![...names(baseline)].some((k) => theirs.has(k))) return void 0;
  return "The names differ only in go's -N suffix, the GOMAXPROCS a run had (none when it is 1): run both sides with the same GOMAXPROCS (go test -cpu N, or the GOMAXPROCS variable; a process pinned to one CPU, as each side of `benchdelta ab --duet` is, gets 1)";
}

// src/pipeline/release-times.ts
var noPairs = (thresholdPct) => ({
  length: 0,
  block: new Float64Array(0),
  baselineMs: new Float64Array(0),
  candidateMs: new Float64Array(0),
  thresholdPct,
  setLabels: [],
  inSet: []
});
function releaseTimes(logs, results, times) {
  if (logs.some((log2) => log2.attrs.gasUsed !== void 0)) return results;
  const kept = /* @__PURE__ */ new Set();
  for (const log2 of logs) {
    kept.add(log2.blocks.buffer);
    for (const column2 of Object.values(log2.attrs)) kept.add(columnValues(column2).buffer);
  }
  for (const { pairs } of results) kept.add(pairs.block.buffer);
  for (const log2 of logs) {
    if (kept.has(log2.ms.buffer)) continue;
    const own = log2.ms;
    if (Object.values(log2.attrs).some((column2) => widenColumnInto(column2, own))) {
      kept.add(own.buffer);
      log2.ms = new Float64Array(0);
    }
  }
  const columns = [...times, ...results.flatMap(({ pairs }) => [pairs.baselineMs, pairs.candidateMs])];
  for (const column2 of columns) if (!kept.has(column2.buffer)) freeBuffer(column2);
  return results.map((result) => ({ ...result, pairs: noPairs(result.pairs.thresholdPct) }));
}

// src/pipeline/micro-runs.ts
import { readFileSync } from "node:fs";
function sortedSamples(m) {
  return (m.samples && m.samples.length > 0 ? m.samples : [m.value]).slice().sort((a, b) => a - b);
}
function medianOf(sorted) {
  const h = sorted.length >> 1;
  return sorted.length % 2 ? sorted[h] : (sorted[h - 1] + sorted[h]) / 2;
}
function poolMicroRuns(runs) {
  const merged = /* @__PURE__ */ new Map();
  const centres = /* @__PURE__ */ new Map();
  runs.forEach((rs, r) => {
    for (const m of rs.measurements) {
      const k = rowKey(m.key, m.metric);
      const sorted = sortedSamples(m);
      let entry = merged.get(k);
      if (!entry) merged.set(k, entry = { first: m, samples: [] });
      entry.samples.push(...sorted);
      let c = centres.get(k);
      if (!c) centres.set(k, c = new Float64Array(runs.length).fill(NaN));
      const centre = medianOf(sorted);
      c[r] = centre > 0 ? Math.log(centre) : NaN;
    }
  });
  const measurements = [];
  for (const { first, samples } of merged.values()) {
    const sorted = samples.slice().sort((a, b) => a - b);
    const { error: _error, errorKind: _kind, ...rest } = first;
    measurements.push({ ...rest, samples, value: medianOf(sorted) });
  }
  const [head] = runs;
  return {
    pooled: {
      format: head.format,
      tool: head.tool,
      source: head.source,
      measurements,
      warnings: runs.flatMap((rs) => rs.warnings)
    },
    centres
  };
}
async function shapeOf(file) {
  const { isDirectory, head } = await readInputHead(file, 4096);
  if (isDirectory) return "folder";
  const start = head.trimStart()[0];
  return start === "{" || start === "[" ? "JSON" : start === "<" ? "XML" : "text";
}
async function requireOneFormat(side, label, files, runs) {
  if (runs.length < 2) return;
  const byKind = /* @__PURE__ */ new Map();
  for (let i = 0; i < runs.length; i++) {
    const kind = `${runs[i].format} ${await shapeOf(files[i])}`;
    byKind.set(kind, [...byKind.get(kind) ?? [], files[i]]);
  }
  if (byKind.size <= 1) return;
  const named = [...byKind].map(([kind, list]) => {
    const shown = list.slice(0, 3).join(", ") + (list.length > 3 ? ` and ${list.length - 3} more` : "");
    return `${list.length} ${kind} (${shown})`;
  });
  throw new UserError(
    `the ${side} "${label}" names ${runs.length} runs of ${byKind.size} kinds: ${named.join("; ")}. Replicated runs of one side must be one tool's output of one kind, each run once: narrow the pattern to one kind of file (add its extension, e.g. 'base-*.json') or list the runs comma-separated`
  );
}
function aaShifts(first, second) {
  const byKey = /* @__PURE__ */ new Map();
  for (const m of first.measurements) byKey.set(rowKey(m.key, m.metric), m);
  const out = /* @__PURE__ */ new Map();
  for (const m of second.measurements) {
    const k = rowKey(m.key, m.metric);
    const a = byKey.get(k);
    if (!a) continue;
    const sa = sortedSamples(a);
    const sb = sortedSamples(m);
    const x = robustLogShift(sa, sa.length, sb, sb.length);
    if (Number.isFinite(x)) out.set(k, x);
  }
  return out;
}
function parseNoiseHistory(text, source) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new UserError(
      `${source} is not JSON: give the file saved from the service's /api/v1/projects/NAME/noise route`
    );
  }
  const series = doc?.series;
  if (!Array.isArray(series)) {
    throw new UserError(`${source} has no "series" list: give the JSON the service's noise route answers`);
  }
  const runSdValue = Number(doc.runSd ?? NaN);
  const runSd = Number.isFinite(runSdValue) && runSdValue >= 0 ? runSdValue : null;
  const tailDfValue = Number(doc.tailDf ?? NaN);
  const tailDf = Number.isFinite(tailDfValue) && tailDfValue >= 1 ? tailDfValue : null;
  const out = /* @__PURE__ */ new Map();
  for (const s of series) {
    if (typeof s?.key !== "string" || typeof s.metric !== "string") continue;
    const sd = Number(s.sd);
    const n = Number(s.n);
    if (!(Number.isFinite(sd) && sd >= 0 && Number.isInteger(n) && n >= 2)) continue;
    const entry = { sd, n };
    const level = Number(s.level ?? NaN);
    const runs = Number(s.levelRuns ?? NaN);
    const ownSd = Number(s.ownSd ?? NaN);
    if (level > 0 && Number.isFinite(level) && Number.isInteger(runs) && runs >= 1 && ownSd >= 0)
      entry.level = { ln: Math.log(level), runs, ownSd, runSd, tailDf };
    out.set(rowKey(s.key, s.metric), entry);
  }
  if (out.size === 0)
    throw new UserError(`${source} holds no usable series (each needs key, metric, sd \u2265 0, n \u2265 2)`);
  return out;
}
function hasLevels(history) {
  for (const h of history.values()) if (h.level) return true;
  return false;
}
function readNoiseHistory(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new UserError(`cannot read --noise-history ${file}: ${e.message}`);
  }
  return parseNoiseHistory(text, file);
}

// src/pipeline/compare-inputs.ts
var microFormats = () => import("./micro-NYMAKGGZ.js");
async function allFormatNames() {
  const { MICRO_FORMATS } = await microFormats();
  return [...BLOCK_LOG_FORMATS, ...Object.keys(MICRO_FORMATS)].join(", ");
}
async function kindOfRequestedFormat(format) {
  if (BLOCK_LOG_FORMATS.includes(format)) return "blocks";
  const { microFormatByName } = await microFormats();
  try {
    microFormatByName(format);
    return "micro";
  } catch {
    throw new UserError(`--format "${format}" is not a known format: use one of ${await allFormatNames()}`);
  }
}
var SHORT_HEAD_BYTES = 128 << 10;
function certainlyBlocksFromShortHead(head) {
  const block = detectBlockLogFormat(head.slice(0, head.lastIndexOf("\n") + 1));
  return block !== null && block.confidence >= 1;
}
async function kindOfInput(file) {
  const short = await readInputHead(file, SHORT_HEAD_BYTES);
  if (!short.isDirectory && certainlyBlocksFromShortHead(short.head)) return "blocks";
  const { head, isDirectory } = short.complete ? short : await readInputHead(file);
  const block = isDirectory ? null : detectBlockLogFormat(head);
  const { detectMicroFormat, MICRO_HEAD_CHARS } = await microFormats();
  const micro = detectMicroFormat(head.slice(0, MICRO_HEAD_CHARS), isDirectory);
  const empty = !block && !micro && !isDirectory ? emptyRunHint(head) : null;
  if (empty) throw new UserError(`"${file}" holds no benchmark results: ${empty}.`);
  if (!block && !micro) {
    throw new UserError(
      `could not recognise the format of "${file}" (tried: ${await allFormatNames()}); check that it is the output of a supported tool, or force one with --format NAME`
    );
  }
  if (block && (!micro || block.confidence >= micro.confidence)) return "blocks";
  return "micro";
}
function displayName(file) {
  return path2.relative(process.cwd(), file) || file;
}
function requireRecords(log2, file) {
  if (log2.blocks.length > 0) return;
  const seen = log2.warnings.map((w) => w.message).slice(0, 3);
  throw new UserError(
    `no per-block timings found in ${displayName(file)} (read as a ${log2.format} log)` + (seen.length > 0 ? `; ${seen.join("; ")}` : "") + ". Check that it is a client log with per-block import lines, or name its format with --format"
  );
}
function baselineLabelOf(req) {
  return req.labels?.baseline ?? displayName(req.baseline);
}
function candidateLabelOf(req, i) {
  return req.labels?.candidates?.[i] ?? displayName(req.candidates[i]);
}
function verdictAttrs(req) {
  if (req.metrics !== "verdict" && !req.readsOnlyVerdict) return void 0;
  if (req.metric === "time" || req.metric === "execution") return [];
  return req.metric === void 0 || req.metric === "" ? [TOTAL_COLUMN] : void 0;
}
async function compareBlockInputs(req) {
  if (req.center) {
    throw new UserError(
      "--center applies to micro-benchmark results; block logs are compared block by block"
    );
  }
  const itemSets = await allInOrder(req.items.map((spec) => readItemSet(spec, req.maxInputBytes)));
  const labels = /* @__PURE__ */ new Set();
  for (const set of itemSets) {
    if (labels.has(set.label)) {
      throw new UserError(
        `two item sets are labelled "${set.label}": name them apart with --items LABEL=FILE`
      );
    }
    labels.add(set.label);
  }
  const sides = [req.baseline, ...req.candidates].map(replicatedRuns);
  const compared = sides.flat();
  const files = [...compared, ...req.aaPair ?? []];
  let read = await readBlockLogsInParallel(files, {
    format: req.format,
    // With only the verdict wanted, the numbers no verdict rests on are not even read (the block time alone: half
    // the columns).
    onlyAttrs: verdictAttrs(req),
    // No metric: the tx count; gas, which only gas/s reads, for logs without a Mgas/s column (no parser that reads gas).
    skipAttrs: ["txs", "gasUsed"],
    // Nor the line of each record: no comparison reads it (4 bytes a block).
    lines: false,
    maxInputBytes: req.maxInputBytes
  });
  read.forEach((log2, i) => requireRecords(log2, files[i]));
  const options = {
    ...DEFAULT_COMPARE_OPTIONS,
    thresholdPct: req.thresholdPct,
    slowMs: req.slowMs,
    selectOn: req.selectOn,
    duplicates: req.duplicates,
    minEffectPct: req.minEffectPct,
    itemSets,
    seed: req.seed,
    alpha: req.alpha
  };
  read = shareBlockColumns(read.map((log2) => resolveDuplicatesInPlace(log2, options.duplicates)));
  const [aaBaseline, aaCandidate] = read.slice(compared.length);
  const aa = req.aaPair && measureAaNoise(aaBaseline, aaCandidate, options, req.aaPair.map(displayName).join(" vs "));
  const runsOf = [];
  let next = 0;
  for (const side of sides) {
    runsOf.push(read.slice(next, next + side.length));
    next += side.length;
  }
  const [baselineRuns, ...candidateRuns] = runsOf;
  const baseline = poolRuns(baselineRuns, options.duplicates);
  const orders = await runOrders(req, sides);
  const times = [...read.map((log2) => log2.ms), baseline.pooled.ms];
  const results = candidateRuns.map((runs, i) => {
    const { comparison, pairs, candidateLog } = compareBlockMetrics(baselineRuns, runs, options, {
      aa,
      runNoisePct: req.runNoisePct,
      baseline,
      metric: req.metric,
      verdictOnly: req.metrics === "verdict",
      order: orders[i]
    });
    requireSomethingCompared(comparison, {
      baseline: { label: baselineLabelOf(req), log: baseline.pooled },
      candidate: { label: candidateLabelOf(req, i), log: candidateLog }
    });
    times.push(candidateLog.ms);
    return { candidateLabel: candidateLabelOf(req, i), comparison, pairs };
  });
  return {
    kind: "blocks",
    baselineLabel: baselineLabelOf(req),
    results: req.readsNoPairs ? releaseTimes(read, results, times) : results
  };
}
async function runOrders(req, sides) {
  const [baseline, ...candidates] = sides;
  const spec = req.order ?? (req.interleaved ? "interleaved" : void 0);
  const single = candidates.some((c) => baseline.length + c.length < 3);
  if (spec === void 0 || single && req.order === void 0) return candidates.map(() => void 0);
  if (single) {
    throw new UserError(
      `--order ${req.order} needs replicated runs (a.log,b.log on each side): with one run per side there is no drift over the session to fit`
    );
  }
  if (spec === "time") {
    const times = await runStartTimes(sides.flat(), sides.flat().map(displayName));
    const baselineTimes = times.slice(0, baseline.length);
    let next = baseline.length;
    return candidates.map((c) => {
      const own = times.slice(next, next += c.length);
      return runOrderFromTimes(baselineTimes, own);
    });
  }
  return candidates.map((c) => {
    if (spec !== "interleaved") return runOrderFromString(spec, baseline.length, c.length);
    if (baseline.length !== c.length) {
      throw new UserError(
        `--interleaved pairs the runs in order, but the baseline has ${baseline.length} and the candidate ${c.length}: give as many runs of each, or their order with --order`
      );
    }
    return runOrderFromString("AB".repeat(c.length), baseline.length, c.length);
  });
}
function replicatedRuns(spec) {
  if (existsSync2(spec) || !/[,*?[]/.test(spec)) return [spec];
  const runs = spec.split(",").map((f) => f.trim()).filter((f) => f !== "").flatMap(expandGlob);
  if (runs.length === 0)
    throw new UserError(`"${spec}" names no file: give a path, several joined by commas, or a glob`);
  return runs;
}
function expandGlob(pattern) {
  if (existsSync2(pattern) || !/[*?[]/.test(pattern)) return [pattern];
  if (typeof fs.globSync !== "function") {
    throw new UserError(
      `"${pattern}" is a glob, which needs Node 22 or later: list the files comma-separated`
    );
  }
  const files = fs.globSync(pattern).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  if (files.length === 0)
    throw new UserError(`"${pattern}" matches no file: check the pattern and the folder`);
  return files;
}
async function compareMicroInputs(req) {
  if (req.items.length > 0) {
    throw new UserError("--items cuts apply to block logs; micro-benchmark results have no block numbers");
  }
  if (req.order !== void 0) {
    throw new UserError(
      "--order applies to block logs; for micro-benchmark runs that ran interleaved (A1 B1 A2 B2\u2026) use --interleaved"
    );
  }
  const [{ readResultSet }, { compareMicro }] = await Promise.all([
    microFormats(),
    import("./compare-micro-YRDNXLFR.js")
  ]);
  const readOptions = {
    format: req.format,
    keyColumn: req.keyColumn,
    valueColumn: req.valueColumn,
    maxInputBytes: req.maxInputBytes,
    center: req.center
  };
  const sameFolder = req.candidates.some((c) => path2.resolve(c) === path2.resolve(req.baseline));
  const sideRuns = [req.baseline, ...req.candidates].map(replicatedRuns);
  const readSide = (files, first) => allInOrder(
    files.map(
      (file) => readResultSet(file, {
        ...readOptions,
        criterionRun: first ? req.baselineCriterionRun : req.criterionRun,
        preferSavedRun: first && sameFolder
      })
    )
  );
  const read = await allInOrder(sideRuns.map((files, i) => readSide(files, i === 0)));
  await allInOrder(
    read.map(
      (runs, i) => requireOneFormat(
        i === 0 ? "baseline" : "candidate",
        i === 0 ? baselineLabelOf(req) : candidateLabelOf(req, i - 1),
        sideRuns[i],
        runs
      )
    )
  );
  const pooledSides = read.map((runs) => runs.length > 1 ? poolMicroRuns(runs) : null);
  const [baseline, ...candidates] = read.map((runs, i) => pooledSides[i]?.pooled ?? runs[0]);
  const aa = req.aaPair && await readSide(req.aaPair, true);
  const history = req.noiseHistory ? readNoiseHistory(req.noiseHistory) : void 0;
  const betweenRun = (i) => {
    const input = { runDriftPct: req.runNoisePct };
    const b = pooledSides[0];
    const c = pooledSides[i + 1];
    const levelled = !b && history !== void 0 && hasLevels(history);
    if (b || c && !levelled) {
      const kb = sideRuns[0].length;
      const kc = sideRuns[i + 1].length;
      if (req.interleaved && kb !== kc) {
        throw new UserError(
          `--interleaved pairs the runs in order, but the baseline has ${kb} and the candidate ${kc}: give as many runs of each`
        );
      }
      input.replicates = {
        baseline: b?.centres ?? poolMicroRuns(read[0]).centres,
        candidate: c?.centres ?? poolMicroRuns(read[i + 1]).centres,
        runs: [kb, kc],
        paired: req.interleaved === true
      };
    } else if (aa) input.aaPair = aaShifts(aa[0], aa[1]);
    else if (history) {
      input.history = history;
      if (levelled) {
        const centres = c?.centres ?? poolMicroRuns(read[i + 1]).centres;
        input.historyCandidate = { centres, runs: sideRuns[i + 1].length };
      }
    }
    return input;
  };
  const comparison = compareMicro(baseline, candidates, {
    betweenRuns: candidates.map((_, i) => betweenRun(i)),
    alpha: req.alpha,
    minEffectPct: req.minEffectPct,
    sanity: { maxRatio: req.maxRatio },
    suspect: req.suspect ?? "fail",
    baselineLabel: baselineLabelOf(req),
    candidateLabels: req.candidates.map((_, i) => candidateLabelOf(req, i))
  });
  comparison.runs.forEach(
    (run, i) => requirePairsCompared(run, {
      baseline: { label: baselineLabelOf(req), set: baseline },
      candidate: { label: candidateLabelOf(req, i), set: candidates[i] }
    })
  );
  return { kind: "micro", baselineLabel: baselineLabelOf(req), comparison };
}
async function compareInputs(req) {
  const given = [req.baseline, ...req.candidates, ...req.aaPair ?? []];
  const spool = await spoolStreamInputs(given, req.maxInputBytes);
  if (spool.files.every((f, i) => f === given[i])) return compareFiles(req);
  const [baseline, ...rest] = spool.files;
  const candidates = rest.slice(0, req.candidates.length);
  const aaPair = req.aaPair && rest.slice(req.candidates.length);
  const nameOf = (i) => spool.files[i] === given[i] ? displayName(given[i]) : spool.names[i];
  const labels = {
    baseline: req.labels?.baseline ?? nameOf(0),
    candidates: req.candidates.map((_, i) => req.labels?.candidates?.[i] ?? nameOf(i + 1))
  };
  try {
    return await compareFiles({ ...req, baseline, candidates, aaPair, labels });
  } finally {
    await spool.cleanup();
  }
}
async function compareFiles(req) {
  const specs = [req.baseline, ...req.candidates];
  const files = specs.map((spec) => replicatedRuns(spec)[0]);
  let kinds;
  if (req.format) {
    kinds = await allInOrder(files.map(() => kindOfRequestedFormat(req.format)));
  } else {
    kinds = await allInOrder(files.map(kindOfInput));
  }
  if (new Set(kinds).size > 1) {
    const described = files.map(
      (f, i) => `${displayName(f)}: ${kinds[i] === "blocks" ? "block log" : "benchmark results"}`
    );
    throw new UserError(
      `the inputs are of different kinds (${described.join("; ")}): compare like with like`
    );
  }
  return kinds[0] === "blocks" ? compareBlockInputs(req) : compareMicroInputs(req);
}
function inputKind(file, format) {
  return format ? kindOfRequestedFormat(format) : kindOfInput(file);
}

export {
  blockMetricCatalogue,
  readBlockLogsInParallel,
  parseItemSet,
  readItemSet,
  poolRuns,
  compareBlockRuns,
  displayName,
  replicatedRuns,
  compareInputs,
  inputKind
};
