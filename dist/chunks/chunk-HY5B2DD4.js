import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  detectMicroFormat,
  microFormatCandidates
} from "./chunk-T6JIL3MT.js";
import {
  MICRO_FORMATS,
  MICRO_HEAD_CHARS,
  detectCriterionEstimates,
  microFormatByName,
  parseCriterionTree,
  undecidedCustomDirection
} from "./chunk-YXSPZM5K.js";
import {
  looksLikeJson
} from "./chunk-THKJMROG.js";
import {
  emptyRunHint,
  readWholeInput
} from "./chunk-AWWZJAM4.js";
import {
  inputTooLarge,
  wholeInputLimit
} from "./chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  measurementCount
} from "./chunk-SANIAMYJ.js";
import {
  meanOf,
  sampleStandardDeviation
} from "./chunk-YPIYRYS5.js";

// src/formats/micro/read.ts
import { readdir, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";

// src/formats/micro/center.ts
var CENTERS = ["median", "mean"];
function available(m) {
  const out = [];
  if (m.samples && m.samples.length >= 2) out.push(`the median and mean of its ${m.samples.length} samples`);
  if (m.center) out.push(`the tool's ${m.center}`);
  for (const c of CENTERS) {
    if (c !== m.center && m.attrs?.[c] !== void 0) out.push(`the tool's ${c}`);
  }
  return out;
}
function refusal(m, center, rs, source) {
  const can = available(m);
  const other = CENTERS.find((c) => c !== center);
  const what = can.length ? `it gives ${can.join(" and ")}` : "it holds one value per benchmark, and the tool does not say whether it is a mean or a median";
  const fix = can.length ? `use --center ${other}, or drop --center` : "drop --center, or rerun with repetitions so that each benchmark has samples";
  return new UserError(
    `${source ? `'${source}'` : "the input"} (${rs.tool ?? rs.format}) cannot give the ${center} of '${m.key}' (${m.metric}): ${what}. ${fix[0].toUpperCase()}${fix.slice(1)}.`
  );
}
function meanOfSamples(m, samples) {
  const mean = meanOf(Float64Array.from(samples));
  const out = { ...m, value: mean, center: "mean", centerFrom: "samples" };
  delete out.samples;
  out.error = sampleStandardDeviation(samples);
  out.errorKind = { stddevOf: samples.length };
  return out;
}
function onCenter(m, center) {
  const samples = m.samples && m.samples.length >= 2 ? m.samples : void 0;
  if (center === "median") {
    if (samples || m.center === "median") return m;
    const median = m.attrs?.median;
    if (median === void 0 || !Number.isFinite(median)) return void 0;
    const out2 = { ...m, value: median, center: "median" };
    delete out2.samples;
    delete out2.error;
    delete out2.errorKind;
    return out2;
  }
  if (m.center === "mean") {
    if (!samples) return m;
    const out2 = { ...m };
    delete out2.samples;
    return out2;
  }
  if (samples) return meanOfSamples(m, samples);
  const mean = m.attrs?.mean;
  if (mean === void 0 || !Number.isFinite(mean)) return void 0;
  const out = { ...m, value: mean, center: "mean" };
  delete out.samples;
  const moe = m.attrs?.meanMoe;
  if (moe !== void 0 && Number.isFinite(moe)) {
    const n = m.attrs?.sampleCount;
    out.error = moe;
    out.errorKind = { confidence: 0.95, n: n !== void 0 && n >= 2 ? n : void 0 };
  }
  return out;
}
function applyCenter(rs, center, source) {
  const measurements = rs.measurements.map((m) => {
    const on = onCenter(m, center);
    if (!on) throw refusal(m, center, rs, source);
    return on;
  });
  return { ...rs, measurements };
}

// src/formats/micro/read.ts
var CRITERION_FILES = /* @__PURE__ */ new Set(["estimates.json", "benchmark.json", "sample.json"]);
var MAX_LISTING = 5e4;
function formatList() {
  return Object.keys(MICRO_FORMATS).join(", ");
}
async function listFiles(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join("/")).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return files.slice(0, MAX_LISTING);
}
async function readCriterionFolder(root, options) {
  const files = /* @__PURE__ */ new Map();
  const limit = wholeInputLimit(options.maxInputBytes);
  let total = 0;
  for (const p of await listFiles(root)) {
    if (!CRITERION_FILES.has(p.slice(p.lastIndexOf("/") + 1))) continue;
    const bytes = await readWholeInput(join(root, p), limit);
    total += bytes.length;
    if (total > limit) throw inputTooLarge(root, limit, "holds more than", " for results read whole");
    files.set(p, bytes.toString("utf8"));
  }
  return parseCriterionTree(files, {
    run: options.criterionRun,
    source: root,
    preferSavedRun: options.preferSavedRun
  });
}
async function readCriterionRunFile(path, options) {
  const runDir = dirname(path);
  const benchDir = dirname(runDir);
  const run = basename(runDir);
  const files = /* @__PURE__ */ new Map();
  for (const rel of [
    `${run}/estimates.json`,
    `${run}/benchmark.json`,
    `${run}/sample.json`,
    "change/estimates.json"
  ]) {
    const bytes = await readWholeInput(join(benchDir, rel), wholeInputLimit(options.maxInputBytes)).catch(
      (e) => {
        if (e instanceof UserError) throw e;
        return void 0;
      }
    );
    if (bytes !== void 0) files.set(rel, bytes.toString("utf8"));
  }
  return parseCriterionTree(files, { run: options.criterionRun ?? run, source: benchDir });
}
function headOf(bytes) {
  return bytes.toString("utf8", 0, Math.min(bytes.length, 3 * MICRO_HEAD_CHARS + 3)).slice(0, MICRO_HEAD_CHARS);
}
function rowsOf(rs) {
  return JSON.stringify(rs.measurements.map((m) => [m.key, m.metric, m.value, m.direction]));
}
function refuseAmbiguous(bytes, head, path) {
  const [first, ...rest] = microFormatCandidates(head);
  const tied = rest.filter((c) => c.confidence === first.confidence && !c.format.startsWith("custom-"));
  if (tied.length === 0 || first.format.startsWith("custom-")) return;
  const text = bytes.toString("utf8");
  const readings = /* @__PURE__ */ new Map();
  for (const { format } of [first, ...tied]) {
    try {
      readings.set(format, rowsOf(MICRO_FORMATS[format].parse(text, path)));
    } catch {
    }
  }
  if (new Set(readings.values()).size > 1) {
    const names = [...readings.keys()];
    throw new UserError(
      `'${path}' could be ${names.join(" or ")} output, and they read it differently: name the format with --format ${names.join(" or --format ")}.`
    );
  }
}
async function readResultSet(path, options = {}) {
  const info = await stat(path).catch(() => {
    throw new UserError(`'${path}' does not exist or cannot be read: check the path.`);
  });
  const forced = options.format !== void 0 ? microFormatByName(options.format) : void 0;
  let result;
  let head = "";
  if (info.isDirectory()) {
    const listing = (await listFiles(path)).join("\n");
    const detected = detectMicroFormat(listing, true);
    if (forced && forced.name !== "criterion" || !detected) {
      throw new UserError(
        `'${path}' is a folder, and only criterion result folders (with <bench>/new/estimates.json) can be read as a folder${detected ? "" : ", but none was found in it"}: point at a result file instead.`
      );
    }
    result = await readCriterionFolder(path, options);
  } else {
    const bytes = await readWholeInput(path, wholeInputLimit(options.maxInputBytes));
    head = headOf(bytes);
    const criterionFile = CRITERION_FILES.has(basename(path)) && detectCriterionEstimates(head) > 0;
    if (criterionFile && (!forced || forced.name === "criterion")) {
      result = await readCriterionRunFile(path, options);
    } else {
      let format = forced;
      let text;
      if (!format && options.keyColumn && options.valueColumn) {
        text = bytes.toString("utf8");
        format = MICRO_FORMATS[looksLikeJson(text) ? "generic-json" : "generic-csv"];
      }
      if (!format) {
        const detected = detectMicroFormat(head, false);
        const empty = detected ? null : emptyRunHint(head);
        if (empty) throw new UserError(`'${path}' holds no benchmark results: ${empty}.`);
        if (!detected) {
          throw new UserError(
            `could not tell the format of '${path}' (tried: ${formatList()}). Force one with --format <name>, or read any CSV/JSON table with --key-column and --value-column.`
          );
        }
        format = MICRO_FORMATS[detected.format];
        refuseAmbiguous(bytes, head, path);
        if (format.name.startsWith("custom-")) {
          text = bytes.toString("utf8");
          const undecided = undecidedCustomDirection(text, path);
          if (undecided) throw undecided;
        }
      }
      result = format.parseBytes ? format.parseBytes(bytes, path, options) : format.parse(text ?? bytes.toString("utf8"), path, options);
    }
  }
  for (const w of result.warnings) w.file ??= path;
  if (measurementCount(result) === 0) {
    const why = result.warnings.map((w) => `${w.message} (${w.count}\xD7)`).join("; ");
    const empty = why ? null : emptyRunHint(head, result.format);
    if (empty) throw new UserError(`'${path}' holds no benchmark results: ${empty}.`);
    throw new UserError(
      `'${path}' was read as ${result.format} but holds no results${why ? ` (${why})` : ""}. Check that the run finished, or force another format with --format (${formatList()}).`
    );
  }
  return options.center ? applyCenter(result, options.center, path) : result;
}

export {
  readResultSet
};
