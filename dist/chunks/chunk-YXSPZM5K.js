import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  cleanLines,
  finiteNumber,
  isRecord,
  looksLikeJson,
  parseJsonInput,
  parseLocaleNumber,
  readCsvRows,
  unquote
} from "./chunk-THKJMROG.js";
import {
  CR,
  LF,
  SPACE,
  TAB,
  allDigitBytes,
  bufferOf,
  bytesAre,
  cellKeys,
  goUnit,
  numberValue,
  pkgBase,
  sameBytes
} from "./chunk-OOKGBTG6.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import {
  attachMeasurementColumns
} from "./chunk-SANIAMYJ.js";
import {
  insertionSortInto
} from "./chunk-XPGBNEZS.js";
import {
  MAD_TO_SIGMA,
  median,
  quantileOfSorted,
  sortedCopy,
  sortedMedian
} from "./chunk-YPIYRYS5.js";

// src/formats/micro/units.ts
var SECONDS_PER = {
  ps: 1e-12,
  ns: 1e-9,
  us: 1e-6,
  \u00B5s: 1e-6,
  // micro sign U+00B5
  \u03BCs: 1e-6,
  // Greek mu U+03BC
  ms: 1e-3,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  m: 60,
  h: 3600,
  hr: 3600
};
var BYTES_PER = {
  B: 1,
  bytes: 1,
  byte: 1,
  KB: 1e3,
  kB: 1e3,
  MB: 1e6,
  GB: 1e9,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3
};
function secondsPer(unit) {
  return SECONDS_PER[unit.trim()];
}
var PER_OP = /^(.+?)\s*\/\s*(op|ops|iter|iteration|call|invocation)$/i;
var OPS_PER = /^(ops?|iters?|iterations?|calls?|runs?|times?)\s*\/\s*(.+)$/i;
function normalizeUnit(raw) {
  const unit = raw.trim();
  const time = secondsPer(unit);
  if (time !== void 0) return { metric: "time", unit: "s", factor: time, direction: "smaller-is-better" };
  const perOp = PER_OP.exec(unit);
  if (perOp) {
    const base = perOp[1];
    const t = secondsPer(base);
    if (t !== void 0) return { metric: "time", unit: "s", factor: t, direction: "smaller-is-better" };
    const b = BYTES_PER[base];
    if (b !== void 0) return { metric: "alloc", unit: "B", factor: b, direction: "smaller-is-better" };
    if (/^allocs?$/i.test(base)) {
      return { metric: "allocs", unit: "count", factor: 1, direction: "smaller-is-better" };
    }
  }
  if (/^(hz|ops\/s|op\/s|ops\/sec)$/i.test(unit)) {
    return { metric: "throughput", unit: "ops/s", factor: 1, direction: "bigger-is-better" };
  }
  const opsPer = OPS_PER.exec(unit);
  if (opsPer) {
    const t = secondsPer(opsPer[2]);
    if (t !== void 0) {
      return { metric: "throughput", unit: "ops/s", factor: 1 / t, direction: "bigger-is-better" };
    }
  }
  const rate = /^(.+?)\s*\/\s*(s|sec|second|ms|us|µs|ns|min)$/.exec(unit);
  if (rate) {
    const per = secondsPer(rate[2]) ?? 1;
    const b = BYTES_PER[rate[1]];
    if (b !== void 0)
      return { metric: "throughput", unit: "B/s", factor: b / per, direction: "bigger-is-better" };
    return { metric: "throughput", unit, factor: 1, direction: "bigger-is-better" };
  }
  if (isPerCycleRate(unit)) return { metric: "value", unit, factor: 1, direction: "bigger-is-better" };
  const bytes = BYTES_PER[unit];
  if (bytes !== void 0)
    return { metric: "bytes", unit: "B", factor: bytes, direction: "smaller-is-better" };
  if (/^(count|allocs?|items?)$/i.test(unit)) {
    return { metric: "count", unit: "count", factor: 1, direction: "smaller-is-better" };
  }
  return { metric: "value", unit, factor: 1, direction: "smaller-is-better" };
}
function isPerCycleRate(unit) {
  return /^(insns?|instructions?|uops?)\s*\/\s*(clks?|clocks?|cycles?)$/i.test(unit.trim());
}
function isRateUnit(raw) {
  return normalizeUnit(raw).direction === "bigger-is-better";
}

// src/formats/micro/params.ts
var NUMBER = "-?\\d+(?:\\.\\d+)?";
var NAMED = new RegExp(`(?<![\\w.])([A-Za-z_][\\w.]*)\\s*[=:]\\s*(${NUMBER})(?![\\w.])`, "g");
var BARE_NUMBER = new RegExp(`^${NUMBER}$`);
var MAX_NAME = 2e3;
var COUNT_OF = new RegExp(`^(${NUMBER})[_ ]([A-Za-z][A-Za-z_]*)$`);
function extractParams(fullName) {
  const params = {};
  const name = fullName.length > MAX_NAME ? fullName.slice(0, MAX_NAME) : fullName;
  for (const m of name.matchAll(NAMED)) params[m[1]] ??= m[2];
  let position = 0;
  const positional = (value) => {
    while (params[`arg${position}`] !== void 0) position += 1;
    params[`arg${position}`] = value;
  };
  for (const segment of name.split(/[/#[\]]/).slice(1)) {
    const s = segment.trim();
    if (BARE_NUMBER.test(s)) positional(s);
    const countOf = COUNT_OF.exec(s);
    if (countOf) params[countOf[2]] ??= countOf[1];
  }
  return params;
}

// src/formats/micro/measurement.ts
function toMeasurement(raw) {
  const norm = normalizeUnit(raw.unit);
  const m = {
    key: raw.key,
    metric: raw.metric ?? norm.metric,
    value: raw.value * norm.factor,
    unit: norm.unit,
    direction: raw.direction ?? norm.direction,
    params: raw.params ?? {}
  };
  if (raw.center) m.center = raw.center;
  if (raw.samples && raw.samples.length > 0) m.samples = raw.samples.map((s) => s * norm.factor);
  if (raw.error !== void 0 && Number.isFinite(raw.error)) m.error = Math.abs(raw.error * norm.factor);
  if (raw.attrs && Object.keys(raw.attrs).length > 0) m.attrs = raw.attrs;
  return m;
}
function numericAttrs(values, factor = 1) {
  const attrs = {};
  for (const [name, v] of Object.entries(values)) {
    if (v !== void 0 && Number.isFinite(v)) attrs[name] = v * factor;
  }
  return attrs;
}

// src/formats/micro/warnings.ts
var WarningLog = class {
  byCode = /* @__PURE__ */ new Map();
  add(code, message, line, sample) {
    const seen = this.byCode.get(code);
    if (seen) {
      seen.count += 1;
      return;
    }
    const warning = { code, message, count: 1 };
    if (line !== void 0) warning.firstLine = line;
    if (sample !== void 0) warning.sample = sample.trim().slice(0, 200);
    this.byCode.set(code, warning);
  }
  list() {
    return [...this.byCode.values()];
  }
};

// src/formats/micro/criterion-tree.ts
function detectCriterionListing(listing) {
  const hasEstimates = /(^|\/)[^/\n]+\/estimates\.json$/m.test(listing);
  const hasIds = /(^|\/)[^/\n]+\/(benchmark|sample)\.json$/m.test(listing);
  return hasEstimates && hasIds ? 0.95 : hasEstimates ? 0.6 : 0;
}
function detectCriterionEstimates(head) {
  return /^\s*\{\s*"[Mm]ean"\s*:\s*\{\s*"confidence_interval"/.test(head) ? 0.8 : 0;
}
function runFolders(paths) {
  const found = [];
  for (const p of paths) {
    const m = /^(?:(.*)\/)?([^/]+)\/estimates\.json$/.exec(p);
    if (m && m[2] !== "change") found.push({ benchDir: m[1] ?? "", run: m[2] });
  }
  return found;
}
function pickRun(available, wanted, source, preferSaved = false) {
  const names = [...available].sort();
  const where = source ? `criterion folder '${source}'` : "the criterion folder";
  if (wanted !== void 0) {
    if (available.has(wanted)) return wanted;
    throw new UserError(`${where} has no run named '${wanted}' (runs found: ${names.join(", ") || "none"}).`);
  }
  if (preferSaved) {
    const saved = names.filter((n) => n !== "new");
    if (saved.length === 1) return saved[0];
    if (saved.includes("base")) return "base";
    throw new UserError(
      `${where} is both baseline and candidate, so the baseline should be a saved run, but it holds ${saved.length === 0 ? "none" : `several (${saved.join(", ")})`}: name one with --baseline-criterion-run NAME.`
    );
  }
  if (available.has("new")) return "new";
  if (names.length === 1) return names[0];
  throw new UserError(
    `${where} holds several runs (${names.join(", ")}) and none is called 'new': say which one to read (--criterion-run or --baseline-criterion-run, e.g. --criterion-run ${names[0]}).`
  );
}
var LEGACY_NAMES = {
  mean: "Mean",
  median: "Median",
  slope: "Slope",
  std_dev: "StdDev",
  median_abs_dev: "MedianAbsDev"
};
function statistic(estimates, name) {
  const e = estimates[name] ?? estimates[LEGACY_NAMES[name] ?? ""];
  return isRecord(e) ? e : void 0;
}
function pointEstimate(estimates, name) {
  return finiteNumber(statistic(estimates, name)?.point_estimate);
}
function perIterationSamples(sample) {
  const [iters, times] = Array.isArray(sample) ? sample : isRecord(sample) ? [sample.iters, sample.times] : [];
  if (!Array.isArray(iters) || !Array.isArray(times)) return [];
  const out = [];
  for (let i = 0; i < Math.min(iters.length, times.length); i++) {
    const n = finiteNumber(iters[i]);
    const t = finiteNumber(times[i]);
    if (n !== void 0 && t !== void 0 && n > 0) out.push(t / n);
  }
  return out;
}
function parseCriterionTree(files, options = {}) {
  const { source } = options;
  const warnings = new WarningLog();
  const folders = runFolders([...files.keys()]);
  const run = pickRun(new Set(folders.map((f) => f.run)), options.run, source, options.preferSavedRun);
  const measurements = [];
  for (const { benchDir, run: r } of folders) {
    if (r !== run) continue;
    const prefix = benchDir ? `${benchDir}/` : "";
    const path = (p) => `${prefix}${p}`;
    const read = (p) => {
      const text2 = files.get(path(p));
      return text2 === void 0 ? void 0 : parseJsonInput(text2, sourcePath(source, path(p)), `criterion's ${p}`);
    };
    const estimates = read(`${run}/estimates.json`);
    const mean = isRecord(estimates) ? pointEstimate(estimates, "mean") : void 0;
    if (!isRecord(estimates) || mean === void 0) {
      warnings.add(
        "bad-estimates",
        `skipped ${path(`${run}/estimates.json`)}: it has no mean point estimate.`
      );
      continue;
    }
    const benchmark = read(`${run}/benchmark.json`);
    let key = benchDir || "(root)";
    if (isRecord(benchmark) && typeof benchmark.full_id === "string") key = benchmark.full_id;
    else
      warnings.add(
        "no-benchmark-json",
        `no benchmark.json next to ${path(`${run}/estimates.json`)}: the folder path is used as the id.`
      );
    const meanCi = statistic(estimates, "mean")?.confidence_interval;
    const low = isRecord(meanCi) ? finiteNumber(meanCi.lower_bound) : void 0;
    const high = isRecord(meanCi) ? finiteNumber(meanCi.upper_bound) : void 0;
    const ns = 1e-9;
    const attrs = {};
    for (const name of ["median", "slope", "std_dev", "median_abs_dev"]) {
      const v = pointEstimate(estimates, name);
      if (v !== void 0) attrs[name.replace(/_(\w)/g, (_, c) => c.toUpperCase())] = v * ns;
    }
    if (low !== void 0 && high !== void 0) Object.assign(attrs, { ciLow: low * ns, ciHigh: high * ns });
    if (isRecord(benchmark) && isRecord(benchmark.throughput)) {
      for (const [kind, amount] of Object.entries(benchmark.throughput)) {
        const n = finiteNumber(amount);
        if (n !== void 0) attrs[`throughput${kind}`] = n;
      }
    }
    const change = run === "new" ? read("change/estimates.json") : void 0;
    const changeMean = isRecord(change) ? pointEstimate(change, "mean") : void 0;
    if (changeMean !== void 0) attrs.criterionChangePct = changeMean * 100;
    measurements.push(
      toMeasurement({
        key,
        value: mean,
        center: "mean",
        unit: "ns",
        samples: perIterationSamples(read(`${run}/sample.json`)),
        error: low !== void 0 && high !== void 0 ? (high - low) / 2 : void 0,
        params: extractParams(key),
        attrs
      })
    );
  }
  measurements.sort((a, b) => a.key.localeCompare(b.key));
  return {
    format: "criterion",
    tool: `criterion (run '${run}')`,
    measurements,
    warnings: warnings.list(),
    source
  };
}
function sourcePath(root, relative) {
  return root ? `${root.replace(/\/$/, "")}/${relative}` : relative;
}

// src/formats/micro/generic.ts
function requireColumns(options, available, source) {
  if (!options?.keyColumn || !options.valueColumn) {
    throw new UserError(
      `${source ? `'${source}'` : "the input"} is read as a generic table, which needs --key-column and --value-column (columns found: ${available.join(", ") || "none"}).`
    );
  }
  return { ...options, keyColumn: options.keyColumn, valueColumn: options.valueColumn };
}
function columnIndex(header, wanted, flag, source) {
  const exact = header.indexOf(wanted);
  const index = exact >= 0 ? exact : header.findIndex((h) => h.trim().toLowerCase() === wanted.trim().toLowerCase());
  if (index < 0) {
    throw new UserError(
      `${flag} '${wanted}' is not a column of ${source ? `'${source}'` : "the input"} (columns: ${header.join(", ")}).`
    );
  }
  return index;
}
function tableToResultSet(format, header, rows, columns, source) {
  const keyAt = columnIndex(header, columns.keyColumn, "--key-column", source);
  const valueAt = columnIndex(header, columns.valueColumn, "--value-column", source);
  const unit = normalizeUnit(columns.unit ?? "");
  const known = columns.unit !== void 0 && unit.metric !== "value";
  const warnings = new WarningLog();
  const measurements = [];
  const where = (r) => r.line !== void 0 ? `line ${r.line}` : `entry #${r.index + 1}`;
  for (const row of rows) {
    const key = String(row.cells[keyAt] ?? "").trim();
    const rawValue = row.cells[valueAt];
    const value = typeof rawValue === "number" ? rawValue : parseLocaleNumber(String(rawValue ?? ""));
    if (!key || !Number.isFinite(value)) {
      const empty = rawValue === void 0 || rawValue === null || String(rawValue).trim() === "";
      warnings.add(
        empty ? "empty-value" : "unparsed-value",
        empty ? `rows without a ${columns.valueColumn} value were skipped (first at ${where(row)}).` : `rows whose ${columns.valueColumn} is not a number (or with no ${columns.keyColumn}) were skipped (first at ${where(row)}).`,
        row.line,
        row.cells.map(String).join(",")
      );
      continue;
    }
    const attrs = {};
    header.forEach((name, i) => {
      if (i === keyAt || i === valueAt) return;
      const c = row.cells[i];
      const v = typeof c === "number" ? c : typeof c === "string" ? parseLocaleNumber(c) : NaN;
      if (Number.isFinite(v)) attrs[name] = v;
    });
    measurements.push(
      toMeasurement({
        key,
        value,
        unit: columns.unit ?? "",
        metric: known ? unit.metric : "value",
        direction: columns.direction ?? unit.direction,
        params: extractParams(key),
        attrs
      })
    );
  }
  return { format, tool: "generic table", measurements, warnings: warnings.list(), source };
}
function parseGenericCsv(text2, columns, source) {
  const [header, ...rows] = readCsvRows(text2);
  if (!header)
    throw new UserError(`${source ? `'${source}'` : "the CSV input"} is empty: expected a header row.`);
  return tableToResultSet(
    "generic-csv",
    header.cells.map((c) => c.trim()),
    rows.map((r, index) => ({ line: r.line, index, cells: r.cells })),
    columns,
    source
  );
}
function jsonRows(data) {
  const list = Array.isArray(data) ? data : isRecord(data) ? Object.values(data).find(Array.isArray) : void 0;
  return list?.filter(isRecord);
}
function parseGenericJson(text2, columns, source) {
  const data = parseJsonInput(text2, source, "an array of objects with the key and value fields");
  const objects = jsonRows(data);
  if (!objects) {
    throw new UserError(
      `${source ? `'${source}'` : "the JSON input"} holds no array of objects to read as a table.`
    );
  }
  const header = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  return tableToResultSet(
    "generic-json",
    header,
    objects.map((o, index) => ({ index, cells: header.map((h) => o[h]) })),
    columns,
    source
  );
}
function detectGenericCsv(head) {
  const lines = [];
  for (let start = 0; start < head.length && lines.length < 20; ) {
    let end = head.indexOf("\n", start);
    if (end < 0) end = head.length;
    const line = head.slice(
      start,
      end < head.length && end > start && head[end - 1] === "\r" ? end - 1 : end
    );
    if (line.trim() !== "") lines.push(line);
    start = end + 1;
  }
  if (lines.length < 2 || looksLikeJson(head)) return 0;
  const rows = readCsvRows(lines.join("\n"));
  const width = rows[0].cells.length;
  if (width < 2 || rows.some((r) => r.cells.length !== width)) return 0;
  return rows[0].cells.every((h) => !/^\s*-?[\d.]+\s*$/.test(h)) ? 0.1 : 0;
}
function detectGenericJson(head) {
  return /^\s*\[\s*\{/.test(head) ? 0.05 : 0;
}
var genericCsv = {
  name: "generic-csv",
  description: "any CSV with a key column and a value column (--key-column, --value-column, --unit)",
  detect: detectGenericCsv,
  // The user names the columns: any table is this layout.
  layout: () => true,
  parse: (text2, source, options) => {
    const [header] = readCsvRows(text2.slice(0, 65536).split(/\r?\n/, 1)[0] ?? "");
    return parseGenericCsv(text2, requireColumns(options, header?.cells ?? [], source), source);
  }
};
var genericJson = {
  name: "generic-json",
  description: "a JSON array of objects with a key field and a value field (--key-column, --value-column)",
  detect: detectGenericJson,
  layout: () => true,
  parse: (text2, source, options) => {
    if (!options?.keyColumn || !options.valueColumn) {
      const objects = jsonRows(parseJsonInput(text2, source, "an array of objects")) ?? [];
      requireColumns(options, [...new Set(objects.flatMap((o) => Object.keys(o)))], source);
    }
    return parseGenericJson(text2, requireColumns(options, [], source), source);
  }
};

// src/formats/micro/asv-param-table.ts
function ruleSpans(text2, char) {
  const t = text2.trimEnd();
  if (t === "" || t[0] !== char) return void 0;
  const spans = [];
  let start = -1;
  for (let i = 0; i <= t.length; i++) {
    const c = i < t.length ? t[i] : " ";
    if (c === char) {
      if (start < 0) start = i;
    } else if (c === " ") {
      if (start >= 0) spans.push([start, i]);
      start = -1;
    } else return void 0;
  }
  return spans;
}
var leading = (line) => line.length - line.trimStart().length;
var PROGRESS = /^\[\s*\d+(?:\.\d+)?%\]/;
var PY_LITERAL = /^(?:[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?j?|[-+]?(?:inf|nan)|None|True|False)$/;
function paramRepr(shown) {
  if (PY_LITERAL.test(shown) || /^[([{<'"]/.test(shown) || shown.endsWith(")")) return shown;
  return `'${shown}'`;
}
function cellsOf(row, margin, spans) {
  const text2 = row.slice(margin).trimEnd();
  if (row.slice(0, margin).trim() !== "") return void 0;
  let at = 0;
  const cells = [];
  for (const [start, end] of spans) {
    if (text2.slice(at, start).trim() !== "") return void 0;
    cells.push(text2.slice(start, end).trim());
    at = end;
  }
  return text2.slice(at).trim() === "" ? cells : void 0;
}
function readParamTable(lines, start, col) {
  const spans = ruleSpans(lines[start].slice(col), "=");
  if (!spans) return { cells: [], end: start, problem: "its opening rule is not a table rule" };
  const body = [];
  let end = start;
  let rules = 0;
  const isTopHeader = (l) => l.trim().startsWith("--") && !ruleSpans(l.trim(), "-");
  for (let i2 = start + 1; i2 < lines.length; i2++) {
    const t = lines[i2].trim();
    if (t === "" || PROGRESS.test(lines[i2]) || lines[i2].startsWith("\xB7")) break;
    body.push(lines[i2]);
    end = i2;
    if (ruleSpans(t, "=")) rules += 1;
    if (ruleSpans(t, "=") && rules === (isTopHeader(body[0]) ? 2 : 1)) break;
  }
  const ruleLine = body.find((l) => ruleSpans(l.trim(), "-") || ruleSpans(l.trim(), "="));
  if (ruleLine === void 0) return { cells: [], end, problem: "it has no header rule" };
  const margin = leading(ruleLine);
  let i = 0;
  let rowParams = spans.length - 1;
  let columnNames = 0;
  if (isTopHeader(body[0])) {
    const split = ruleSpans(body[1]?.slice(margin) ?? "", "-");
    if (!split || split.length !== 2) return { cells: [], end, problem: "its column header is not asv\u2019s" };
    rowParams = spans.filter(([, e]) => e <= split[0][1]).length;
    columnNames = body[0].trim().slice(2).trim().split(" / ").length;
    i = 2;
  }
  const header = cellsOf(body[i] ?? "", margin, spans);
  const separator = (body[i + 1] ?? "").slice(margin);
  if (!header || !(ruleSpans(separator, "-") || ruleSpans(separator, "="))) {
    return { cells: [], end, problem: "its header is not aligned with its columns" };
  }
  const columns = header.slice(rowParams).map((h) => columnNames > 0 ? h.split(" / ") : []);
  if (columns.some((c) => c.length !== columnNames)) {
    return { cells: [], end, problem: "a column header does not split into one value per column parameter" };
  }
  const cells = [];
  for (let r = i + 2; r < body.length; r++) {
    if (ruleSpans(body[r].trim(), "=")) break;
    if (body[r].slice(0, margin).trim() !== "") return { cells, end: start + r };
    const row = cellsOf(body[r], margin, spans);
    if (!row) return { cells: [], end, problem: "a row is not aligned with the columns" };
    const line = start + 2 + r;
    row.slice(rowParams).forEach((value, c) => {
      cells.push({ params: [...row.slice(0, rowParams), ...columns[c]].map(paramRepr), value, line });
    });
  }
  return { cells, end };
}

// src/formats/micro/asv-console.ts
var DOTS = "\xB7\xB7\xB7";
var RUN_LINE = /^\[\s*\d+(?:\.\d+)?%\] ·{3} (.*)$/;
var ENV_LINE = /^\[\s*\d+(?:\.\d+)?%\] ·{2} Benchmarking (\S+)/;
var COMMIT_LINE = /^\[\s*\d+(?:\.\d+)?%\] · For .* commit /;
var PLAIN_HEADER = /(^|\s)before\s+after\s+ratio\s*$/;
function isMarkdownHeader(line) {
  const t = line.trim();
  if (!t.startsWith("| Change") && !t.startsWith("|Change")) return false;
  const c = t.split("|").map((x) => x.trim());
  return c[1] === "Change" && !!c[2]?.startsWith("Before") && c[3]?.startsWith("After") && c[4] === "Ratio" && !!c[5]?.startsWith("Benchmark");
}
var TIME_UNITS = {
  ns: 1e-9,
  \u03BCs: 1e-6,
  \u00B5s: 1e-6,
  us: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
  d: 86400,
  w: 604800,
  y: 31536e3
};
var BYTE_SUFFIXES = { "": 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18 };
var HUMAN = /^(\d+(?:\.\d+)?(?:e[-+]?\d+)?)(?:±(\d+(?:\.\d+)?(?:e[-+]?\d+)?))?([a-zA-Zμµ]*)$/;
function detectAsvConsole(head) {
  const lines = cleanLines(head);
  const run = lines.some((l) => RUN_LINE.test(l) || ENV_LINE.test(l));
  const table = lines.some((l) => PLAIN_HEADER.test(l) || isMarkdownHeader(l));
  if (run && table) return 0.95;
  if (run) return 0.9;
  if (lines.some((l) => isMarkdownHeader(l))) return 0.9;
  const at = lines.findIndex((l) => PLAIN_HEADER.test(l));
  return at >= 0 && /^\s*\[[0-9a-f]{6,}\s*\]\s+\[[0-9a-f]{6,}\s*\]\s*$/.test(lines[at + 1] ?? "") ? 0.9 : 0;
}
function kindOf(name) {
  const bare = name.replace(/ \[[^\]]*\]$/, "");
  const paren = bare.indexOf("(");
  const path = paren >= 0 ? bare.slice(0, paren) : bare;
  const method = path.slice(path.lastIndexOf(".") + 1);
  if (method.startsWith("time_")) return "time";
  if (method.startsWith("mem_") || method.startsWith("peakmem_")) return "bytes";
  if (method.startsWith("track_")) return "number";
  return "unknown";
}
function humanValue(text2, kind) {
  const m = HUMAN.exec(text2);
  if (!m) return void 0;
  const n = parseLocaleNumber(m[1]);
  const err = m[2] === void 0 ? void 0 : parseLocaleNumber(m[2]);
  const suffix = m[3];
  const time = TIME_UNITS[suffix];
  const bytes = BYTE_SUFFIXES[suffix];
  if ((kind === "time" || kind === "unknown" && suffix !== "") && time !== void 0)
    return { value: n * time, halfIqr: err === void 0 ? void 0 : err * time, unit: "s" };
  if ((kind === "bytes" || kind === "unknown" && suffix !== "") && bytes !== void 0)
    return { value: n * bytes, halfIqr: err === void 0 ? void 0 : err * bytes, unit: "B" };
  if ((kind === "number" || kind === "unknown") && suffix === "")
    return { value: n, halfIqr: err, unit: "count" };
  return void 0;
}
function tableRows(lines, warnings) {
  const rows = [];
  let plain = false;
  let markdown = false;
  let rowsAtHeader = 0;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (isMarkdownHeader(t)) {
      markdown = true;
      plain = false;
      return;
    }
    if (PLAIN_HEADER.test(t)) {
      rowsAtHeader = rows.length;
      plain = true;
      markdown = false;
      return;
    }
    if (markdown) {
      if (!t.startsWith("|")) {
        markdown = false;
        return;
      }
      const cells = t.slice(1, t.endsWith("|") ? -1 : void 0).split("|");
      if (cells.every((c) => /^[-:]+$/.test(c.trim()))) return;
      if (cells.length < 5) {
        warnings.add("unparsed-row", "a table row has fewer than 5 cells.", i + 1, line);
        return;
      }
      const name = cells.slice(4).join("|").trim();
      rows.push({ name, before: cells[1].trim(), value: cells[2].trim(), line: i + 1, text: line });
      return;
    }
    if (!plain) return;
    if (t === "" || /^[A-Z][A-Z .]+\.$/.test(t)) {
      if (t !== "" || rows.length > rowsAtHeader) plain = false;
      return;
    }
    if (/^[[<]/.test(t)) return;
    const words = t.split(/\s+/);
    const mark = /^[-+!x]$/.test(words[0]) ? 1 : 0;
    if (words.length < mark + 4) {
      warnings.add("unparsed-row", "a table row has no before, after, ratio and name.", i + 1, line);
      return;
    }
    rows.push({
      before: words[mark],
      value: words[mark + 1],
      name: words.slice(mark + 3).join(" "),
      line: i + 1,
      text: line
    });
  });
  return rows;
}
var TABLE_INFO = /^(ok|failed|\d+\/\d+ failed)$/;
var OLD_TABLE_LINE = /^\[\s*\d+(?:\.\d+)?%\] ·{4}\s*$/;
function tableAt(lines, i) {
  const next = lines[i + 1] ?? "";
  const m = RUN_LINE.exec(next);
  if (m && m[1].startsWith("=")) return { at: i + 1, col: next.length - m[1].length };
  if (OLD_TABLE_LINE.test(next) && (lines[i + 2] ?? "").trim().startsWith("=")) {
    const rule = lines[i + 2];
    return { at: i + 2, col: rule.length - rule.trimStart().length };
  }
  return void 0;
}
function tableRowsOf(lines, name, at, warnings) {
  const table = readParamTable(lines, at.at, at.col);
  if (table.problem) {
    warnings.add("unparsed-table", `a parameter table was not read: ${table.problem}.`, at.at + 1, name);
    return { rows: [], end: table.end };
  }
  const rows = table.cells.map((c) => ({
    name: `${name}(${c.params.join(", ")})`,
    value: c.value,
    params: {
      ...extractParams(name),
      ...Object.fromEntries(c.params.map((v, j) => [`param${j + 1}`, v]))
    },
    line: c.line,
    text: lines[c.line - 1]
  }));
  const count = /* @__PURE__ */ new Map();
  for (const r of rows) count.set(r.name, (count.get(r.name) ?? 0) + 1);
  for (const r of rows.filter((x) => (count.get(x.name) ?? 0) > 1)) {
    warnings.add(
      "ambiguous-parameters",
      "two parameter combinations of a table print alike, so their values cannot be told apart: neither was read.",
      r.line,
      r.name
    );
  }
  return { rows: rows.filter((r) => count.get(r.name) === 1), end: table.end };
}
function runRows(lines, warnings) {
  const byKey = /* @__PURE__ */ new Map();
  const envs = /* @__PURE__ */ new Set();
  let env = "";
  lines.forEach((line) => {
    const e = ENV_LINE.exec(line);
    if (e) envs.add(e[1]);
  });
  let commits = 0;
  const add = (row) => {
    const key = envs.size > 1 ? `${row.name} [${env}]` : row.name;
    if (byKey.has(key) && commits > 1) {
      warnings.add(
        "several-commits",
        "the output runs several commits: each benchmark is read from the last one that printed it.",
        row.line
      );
    }
    byKey.set(key, { ...row, name: key });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (COMMIT_LINE.test(line)) commits += 1;
    const e = ENV_LINE.exec(line);
    if (e) env = e[1];
    const m = RUN_LINE.exec(line);
    if (!m) continue;
    const rest = m[1].trim();
    if (rest.startsWith("Running (") || rest.startsWith(DOTS) || rest === "") continue;
    if (rest.startsWith("=")) {
      const table2 = readParamTable(lines, i, line.length - m[1].length);
      warnings.add(
        "unnamed-table",
        "a parameter table has no benchmark line above it, so its values have no name: it was not read.",
        i + 1
      );
      i = table2.end;
      continue;
    }
    const space = rest.lastIndexOf(" ");
    let name = (space < 0 ? rest : rest.slice(0, space)).trim();
    const value = space < 0 ? "" : rest.slice(space + 1);
    if (name.startsWith("Running ")) name = name.slice(8).trim();
    if (name.startsWith("Setting up ") && TABLE_INFO.test(value)) continue;
    const table = value === "" || TABLE_INFO.test(value) ? tableAt(lines, i) : void 0;
    if (name.startsWith("...")) {
      warnings.add(
        "truncated-name",
        "a benchmark name was cut short by asv (`...`); that line was skipped.",
        i + 1,
        line
      );
      if (table) i = readParamTable(lines, table.at, table.col).end;
      continue;
    }
    if (table) {
      const read = tableRowsOf(lines, name, table, warnings);
      read.rows.forEach(add);
      i = read.end;
      continue;
    }
    if (value === "") {
      warnings.add("unparsed-line", "a run line has no value after the benchmark name.", i + 1, line);
      continue;
    }
    add({ name, value, line: i + 1, text: line });
  }
  return [...byKey.values()];
}
function parseAsvConsole(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  const lines = cleanLines(text2).flatMap(
    (l) => RUN_LINE.test(l) && PLAIN_HEADER.test(l) ? [l.replace(PLAIN_HEADER, ""), "before after ratio"] : [l]
  );
  const table = tableRows(lines, warnings);
  if (table.length > 0 && lines.some((l) => RUN_LINE.test(l))) {
    warnings.add(
      "run-lines-not-read",
      "the per-commit run lines were not read: the comparison table holds both commits (its `after` column is read, `before` kept as the previous value)."
    );
  }
  for (const row of table.length > 0 ? table : runRows(lines, warnings)) {
    const kind = kindOf(row.name);
    if (/^(failed|n\/a|skipped|\[\])$/.test(row.value) || /^\d+\/\d+ failed$/.test(row.value)) {
      warnings.add(
        "no-result",
        "a benchmark failed or was skipped in that run: no value.",
        row.line,
        row.name
      );
      continue;
    }
    if (row.value === "ok") {
      warnings.add(
        "parameter-table",
        "a parameterized benchmark printed `ok` but no table of its values below it: no value.",
        row.line,
        row.name
      );
      continue;
    }
    const v = humanValue(row.value, kind);
    if (!v || !Number.isFinite(v.value)) {
      warnings.add(
        "unparsed-value",
        `a value is not one asv prints for this benchmark's unit.`,
        row.line,
        row.text
      );
      continue;
    }
    if (kind !== "time" && kind !== "bytes") {
      warnings.add(
        "assumed-direction",
        "a track_ or unprefixed benchmark: its unit is not printed, read as smaller is better.",
        void 0,
        row.name
      );
    }
    const before = row.before === void 0 ? void 0 : humanValue(row.before, kind);
    measurements.push(
      toMeasurement({
        key: row.name,
        value: v.value,
        unit: v.unit,
        center: "median",
        params: row.params ?? extractParams(row.name),
        attrs: numericAttrs({ halfIqr: v.halfIqr, previous: before?.value })
      })
    );
  }
  return { format: "asv", tool: "asv (console)", measurements, warnings: warnings.list(), source };
}

// src/formats/micro/asv.ts
function detectAsv(head) {
  if (!/^\uFEFF?\s*\{/.test(head)) return 0;
  if (/"result_columns"\s*:/.test(head) && /"commit_hash"\s*:/.test(head)) return 0.95;
  const v1 = /^\uFEFF?\s*\{\s*"results"\s*:\s*\{/.test(head) && /"result"\s*:\s*\[/.test(head);
  return v1 && /"(stats|benchmark_version|started_at)"\s*:/.test(head) ? 0.85 : 0;
}
var V1_STATS = {
  stats_ci_99_a: (s) => Array.isArray(s.ci_99) ? s.ci_99[0] : void 0,
  stats_ci_99_b: (s) => Array.isArray(s.ci_99) ? s.ci_99[1] : void 0,
  stats_q_25: (s) => s.q_25,
  stats_q_75: (s) => s.q_75,
  stats_number: (s) => s.number,
  stats_repeat: (s) => s.repeat
};
function v1Cell(entry, column, i) {
  if (!isRecord(entry)) return column === "result" && i === 0 ? entry : void 0;
  if (column === "result" || column === "samples") {
    const list = entry[column];
    return Array.isArray(list) ? list[i] : void 0;
  }
  const stats = Array.isArray(entry.stats) ? entry.stats[i] : void 0;
  return isRecord(stats) && V1_STATS[column] ? V1_STATS[column](stats) : void 0;
}
function combinations(params) {
  let out = [[]];
  if (!Array.isArray(params)) return out;
  for (const values of params) {
    const list = Array.isArray(values) ? values.map(String) : [];
    out = out.flatMap((prefix) => list.map((v) => [...prefix, v]));
    if (out.length > 1e6) return [];
  }
  return out;
}
function unitOf(name) {
  const method = name.slice(name.lastIndexOf(".") + 1);
  if (method.startsWith("time_")) return { unit: "s", known: true };
  if (method.startsWith("mem_") || method.startsWith("peakmem_")) return { unit: "B", known: true };
  return { unit: "count", known: false };
}
function parseAsv(text2, source) {
  const data = parseJsonInput(
    text2,
    source,
    "an asv result file (.asv/results/<machine>/<commit>-<env>.json)"
  );
  const warnings = new WarningLog();
  const measurements = [];
  const columns = isRecord(data) && Array.isArray(data.result_columns) ? data.result_columns : [];
  const results = isRecord(data) && isRecord(data.results) ? data.results : {};
  const v2 = columns.length > 0;
  const col = (name) => columns.indexOf(name);
  for (const [name, row] of Object.entries(results)) {
    const at = (column, i) => {
      if (!v2) return v1Cell(row, column, i);
      const cell = Array.isArray(row) ? row[col(column)] : void 0;
      return Array.isArray(cell) ? cell[i] : void 0;
    };
    const params = v2 ? Array.isArray(row) ? row[col("params")] : void 0 : isRecord(row) ? row.params : [];
    const combos = v2 && !Array.isArray(row) ? [] : combinations(params);
    const { unit, known } = unitOf(name);
    combos.forEach((combo, i) => {
      const key = combo.length > 0 ? `${name}(${combo.join(", ")})` : name;
      const value = finiteNumber(at("result", i));
      if (value === void 0) {
        warnings.add(
          "no-result",
          "a benchmark has no numeric result (failed or skipped in that run).",
          void 0,
          key
        );
        return;
      }
      if (!known) {
        warnings.add(
          "assumed-direction",
          "a track_ benchmark has no unit here: read as a count, smaller is better.",
          void 0,
          key
        );
      }
      const low = finiteNumber(at("stats_ci_99_a", i));
      const high = finiteNumber(at("stats_ci_99_b", i));
      const samples = at("samples", i);
      measurements.push(
        toMeasurement({
          key,
          value,
          unit,
          samples: Array.isArray(samples) ? samples.filter((s) => finiteNumber(s) !== void 0) : [],
          error: low !== void 0 && high !== void 0 && high >= low ? (high - low) / 2 : void 0,
          params: {
            ...extractParams(name),
            ...Object.fromEntries(combo.map((v, j) => [`param${j + 1}`, v]))
          },
          attrs: {
            ...numericAttrs({ ciLow: low, ciHigh: high }),
            ...numericAttrs({
              q25: finiteNumber(at("stats_q_25", i)),
              q75: finiteNumber(at("stats_q_75", i))
            }),
            ...numericAttrs({
              number: finiteNumber(at("stats_number", i)),
              repeat: finiteNumber(at("stats_repeat", i))
            })
          }
        })
      );
    });
  }
  const commit = isRecord(data) && typeof data.commit_hash === "string" ? data.commit_hash.slice(0, 8) : "?";
  return { format: "asv", tool: `asv (commit ${commit})`, measurements, warnings: warnings.list(), source };
}
function readsAsConsole(text2) {
  const head = text2.slice(0, 65536);
  if (detectAsv(head) > 0) return false;
  return detectAsvConsole(head) > 0 || !looksLikeJson(text2);
}
var asv = {
  name: "asv",
  description: "asv (airspeed velocity) result JSON (time_ in s, mem_/peakmem_ in bytes, parameter grids), or its console output (`asv run` lines, `asv continuous`/`compare` tables)",
  detect: (head) => Math.max(detectAsv(head), detectAsvConsole(head)),
  // The console output is read by asv-console.ts under the same name.
  parse: (text2, source) => readsAsConsole(text2) ? parseAsvConsole(text2, source) : parseAsv(text2, source)
};

// src/formats/micro/benchmarkdotnet.ts
function detectBenchmarkDotNet(head) {
  if (!/^\uFEFF?\s*\{/.test(head)) return 0;
  const host = /"HostEnvironmentInfo"\s*:/.test(head) && /"BenchmarkDotNet(Caption|Version)"\s*:/.test(head);
  if (host) return 0.95;
  const entries = /"Benchmarks"\s*:\s*\[/.test(head) && /"Statistics"\s*:/.test(head) && /"Mean"\s*:/.test(head);
  return entries && /"(MethodTitle|Method|FullName)"\s*:/.test(head) ? 0.8 : 0;
}
function text(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function nameOf(b) {
  const method = text(b.FullName) ?? [b.Namespace, b.Type, b.Method].filter((p) => text(p)).join(".");
  if (!method) return void 0;
  const params = text(b.Parameters);
  return params ? `${method}(${params.replace(/&/g, ", ")})` : method;
}
function jobOf(b) {
  const info = text(b.DisplayInfo);
  const colon = info?.lastIndexOf(": ") ?? -1;
  return info && colon >= 0 ? info.slice(colon + 2) : void 0;
}
function parseBenchmarkDotNet(text2, source) {
  const data = parseJsonInput(text2, source, "a BenchmarkDotNet JSON export (*-report-full.json)");
  const warnings = new WarningLog();
  const measurements = [];
  const benchmarks = isRecord(data) && Array.isArray(data.Benchmarks) ? data.Benchmarks : [];
  if (benchmarks.length === 0) warnings.add("no-benchmarks", "the JSON has no `Benchmarks` entries.");
  const seen = /* @__PURE__ */ new Set();
  for (const b of benchmarks) {
    const name = isRecord(b) ? nameOf(b) : void 0;
    const stats = isRecord(b) && isRecord(b.Statistics) ? b.Statistics : void 0;
    const mean = stats ? finiteNumber(stats.Mean) : void 0;
    if (!isRecord(b) || !name || !stats || mean === void 0) {
      warnings.add(
        "bad-entry",
        "skipped a benchmark without a name or `Statistics.Mean` (it may have failed).",
        void 0,
        name
      );
      continue;
    }
    const job = jobOf(b);
    const key = seen.has(name) && job ? `${name} [${job}]` : name;
    seen.add(key);
    const ci = isRecord(stats.ConfidenceInterval) ? stats.ConfidenceInterval : {};
    const original = Array.isArray(stats.OriginalValues) ? stats.OriginalValues : [];
    const ns = 1e-9;
    measurements.push(
      toMeasurement({
        key,
        value: mean,
        center: "mean",
        unit: "ns",
        samples: original.filter((v) => finiteNumber(v) !== void 0),
        error: finiteNumber(ci.Margin),
        params: extractParams(name),
        attrs: {
          ...numericAttrs({ median: finiteNumber(stats.Median), min: finiteNumber(stats.Min) }, ns),
          ...numericAttrs(
            { max: finiteNumber(stats.Max), stdDev: finiteNumber(stats.StandardDeviation) },
            ns
          ),
          ...numericAttrs({ n: finiteNumber(stats.N) })
        }
      })
    );
    const allocated = isRecord(b.Memory) ? finiteNumber(b.Memory.BytesAllocatedPerOperation) : void 0;
    if (allocated !== void 0) {
      measurements.push(toMeasurement({ key, value: allocated, unit: "B/op", params: extractParams(name) }));
    }
  }
  return {
    format: "benchmarkdotnet",
    tool: "BenchmarkDotNet",
    measurements,
    warnings: warnings.list(),
    source
  };
}
var benchmarkDotNet = {
  name: "benchmarkdotnet",
  description: "BenchmarkDotNet JSON export (mean ns/op, per-iteration OriginalValues as samples, allocated B/op)",
  detect: detectBenchmarkDotNet,
  parse: parseBenchmarkDotNet
};

// src/formats/micro/benchmark-ips.ts
var SUFFIX_EXPONENT = { "": 0, k: 3, M: 6, B: 9, T: 12, Q: 15 };
var RATE = /^(\d+(?:\.\d+)?)([kMBTQ]?)$/;
var SECTION = /^(Warming up|Calculating) -{5,}$/;
function reportOf(line) {
  const end = line.indexOf("%) i/s");
  if (end < 0) return void 0;
  const open = line.lastIndexOf("(\xB1", end);
  if (open < 0) return void 0;
  const before = line.slice(0, open).trimEnd();
  const space = before.lastIndexOf(" ");
  const rate = RATE.exec(before.slice(space + 1));
  if (!rate) return void 0;
  return {
    label: before.slice(0, space + 1).trim(),
    ips: Number(`${rate[1]}e${SUFFIX_EXPONENT[rate[2]]}`),
    sdPct: parseLocaleNumber(line.slice(open + 2, end))
  };
}
function detectBenchmarkIps(head) {
  const lines = cleanLines(head);
  const sections = lines.some((l) => SECTION.test(l.trim()));
  const reports = lines.some((l) => reportOf(l) !== void 0);
  return sections && reports ? 0.95 : reports ? 0.7 : 0;
}
function parseBenchmarkIps(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  let previous = "";
  let reports = 0;
  cleanLines(text2).forEach((line, i) => {
    const r = reportOf(line);
    if (!r) {
      const trimmed = line.trim();
      if (trimmed !== "") previous = SECTION.test(trimmed) || trimmed.includes("i/100ms") ? "" : trimmed;
      return;
    }
    reports++;
    let label = r.label !== "" ? r.label : previous;
    previous = "";
    if (label === "") {
      label = `#${reports}`;
      warnings.add(
        "unlabeled-row",
        "a report has no label (x.report without a name); reports without one are named #1, #2\u2026 by their place, so give each report a label to keep names stable when reports are added.",
        i + 1,
        line
      );
    }
    const { ips, sdPct } = r;
    if (!Number.isFinite(ips)) {
      warnings.add("unparsed-line", "an `i/s` line has no readable rate.", i + 1, line);
      return;
    }
    measurements.push(
      toMeasurement({
        key: label,
        value: ips,
        unit: "ops/s",
        center: "mean",
        params: extractParams(label),
        // The spread of the 100 ms samples, whose number the output does not give: context, not an interval.
        attrs: numericAttrs({ stddevPct: sdPct })
      })
    );
  });
  return {
    format: "benchmark-ips",
    tool: "Ruby benchmark-ips",
    measurements,
    warnings: warnings.list(),
    source
  };
}
var benchmarkIps = {
  name: "benchmark-ips",
  description: "Ruby benchmark-ips output (`label 1.234M (\xB1 2.1%) i/s`, mean iterations per second)",
  detect: detectBenchmarkIps,
  parse: parseBenchmarkIps
};

// src/formats/micro/benchmark-js.ts
var LINE = /^(.+?) x ([\d,.]+) ops\/sec ±([\d.]+)% \((\d+) runs? sampled\)\s*$/;
function detectBenchmarkJs(head) {
  return /^.+ x [\d,.]+ ops\/sec ±[\d.]+% \(\d+ runs? sampled\)/m.test(head) ? 0.9 : 0;
}
function parseBenchmarkJs(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  cleanLines(text2).forEach((line, i) => {
    const m = LINE.exec(line.trim());
    if (!m) {
      if (/ops\/sec/.test(line))
        warnings.add("unparsed-line", "a line mentions ops/sec but could not be read.", i + 1, line);
      return;
    }
    const hz = parseLocaleNumber(m[2]);
    const rme = Number(m[3]);
    if (!Number.isFinite(hz)) {
      warnings.add("unparsed-line", "an ops/sec value is not a number.", i + 1, line);
      return;
    }
    const measurement = toMeasurement({
      key: m[1],
      value: hz,
      unit: "ops/s",
      // ±rme% is the relative margin of error benchmark.js computed from its samples: a Student-t 95%
      // interval (its tTable: "two-tailed critical values for 95% confidence") over the runs sampled.
      error: hz * rme / 100,
      params: extractParams(m[1]),
      attrs: { rmePct: rme, runs: Number(m[4]) }
    });
    if (measurement.error !== void 0)
      measurement.errorKind = {
        confidence: 0.95,
        n: Number(m[4]) >= 2 ? Number(m[4]) : void 0,
        cycles: true
      };
    measurements.push(measurement);
  });
  return { format: "benchmarkjs", tool: "benchmark.js", measurements, warnings: warnings.list(), source };
}
var benchmarkJs = {
  name: "benchmarkjs",
  description: "benchmark.js cycle lines (`name x 1,234 ops/sec \xB11.2% (21 runs sampled)`)",
  detect: detectBenchmarkJs,
  parse: parseBenchmarkJs
};

// src/formats/micro/bmf.ts
var KNOWN = {
  latency: { unit: "ns" },
  throughput: { unit: "ops/s" },
  "file-size": { unit: "B", metric: "file-size" },
  "build-time": { unit: "s", metric: "build-time" },
  // Gungraun/iai-callgrind and dhat counters as Bencher's adapters name them: counts, fewer is better.
  instructions: { unit: "count", metric: "instructions" },
  "estimated-cycles": { unit: "count", metric: "estimated-cycles" }
};
function detectBmf(head) {
  const nested = /^\uFEFF?\s*\{\s*"[^"\n]{0,1000}"\s*:\s*\{\s*"[^"\n]{0,200}"\s*:\s*\{/.exec(head);
  if (!nested) return 0;
  const measure = head.slice(nested[0].length, nested[0].length + 2e3);
  const close = measure.indexOf("}");
  const fields = close < 0 ? measure : measure.slice(0, close);
  return /"(value|lower_value|upper_value)"\s*:\s*-?[\d.]/.test(fields) ? 0.9 : 0;
}
function parseBmf(text2, source) {
  const data = parseJsonInput(
    text2,
    source,
    "Bencher Metric Format JSON ({ benchmark: { measure: { value } } })"
  );
  const warnings = new WarningLog();
  const measurements = [];
  if (!isRecord(data)) {
    warnings.add("not-bmf", "the JSON is not an object of benchmarks; nothing was read.");
    return { format: "bmf", tool: "Bencher Metric Format", measurements, warnings: warnings.list(), source };
  }
  for (const [bench, measures] of Object.entries(data)) {
    if (!isRecord(measures)) {
      warnings.add("bad-entry", `skipped ${bench}: its measures are not an object.`, void 0, bench);
      continue;
    }
    for (const [measure, metric] of Object.entries(measures)) {
      const value = isRecord(metric) ? finiteNumber(metric.value) : void 0;
      if (!isRecord(metric) || value === void 0) {
        warnings.add(
          "bad-entry",
          "skipped a measure without a numeric `value`.",
          void 0,
          `${bench} ${measure}`
        );
        continue;
      }
      const known = KNOWN[measure];
      if (!known) {
        warnings.add(
          "assumed-direction",
          `measure '${measure}' is not one of Bencher's built-in ones: read as a count where smaller is better.`,
          void 0,
          measure
        );
      }
      const lower = finiteNumber(metric.lower_value);
      const upper = finiteNumber(metric.upper_value);
      const unit = known?.unit ?? "count";
      measurements.push(
        toMeasurement({
          key: bench,
          value,
          unit,
          metric: known?.metric ?? (known ? void 0 : measure),
          direction: known?.direction,
          error: lower !== void 0 && upper !== void 0 && upper >= lower ? (upper - lower) / 2 : void 0,
          params: extractParams(bench),
          attrs: numericAttrs({ lowerValue: lower, upperValue: upper }, normalizeUnit(unit).factor)
        })
      );
    }
  }
  return { format: "bmf", tool: "Bencher Metric Format", measurements, warnings: warnings.list(), source };
}
var bmf = {
  name: "bmf",
  description: "Bencher Metric Format JSON ({ benchmark: { measure: { value, lower_value, upper_value } } })",
  detect: detectBmf,
  parse: parseBmf
};

// src/formats/micro/catch2.ts
var HEADER = /^benchmark name[ \t]+samples[ \t]+iterations[ \t]+(estimated|est run time|mean)[ \t]*$/;
function detectCatch2(head) {
  if (/<Catch(2TestRun)?\b[^>]{0,300}>/.test(head) && head.includes("<BenchmarkResults ")) return 0.95;
  return cleanLines(head).some((line) => HEADER.test(line.trim())) ? 0.9 : 0;
}
function timesOf(words) {
  if (words.length !== 6) return void 0;
  const out = [];
  for (let i = 0; i < 6; i += 2) {
    const v = Number(words[i]);
    const per = secondsPer(words[i + 1]);
    if (!Number.isFinite(v) || per === void 0) return void 0;
    out.push(v * per);
  }
  return out;
}
function measurementOf(name, mean, sd, counts) {
  const [value, low, high] = mean;
  return toMeasurement({
    key: name,
    value,
    unit: "s",
    center: "mean",
    error: low !== void 0 && high !== void 0 ? (high - low) / 2 : void 0,
    params: extractParams(name),
    attrs: {
      ...numericAttrs({ ciLow: low, ciHigh: high, stdDev: sd?.[0] }),
      ...numericAttrs(counts)
    }
  });
}
function keyOf(context, name) {
  return [...context, name].join(": ");
}
function titleAt(lines, i) {
  const names = [];
  for (let j = i + 1; j < lines.length && j <= i + 12; j++) {
    const t = lines[j].trim();
    if (/^-+$/.test(t)) return names.length > 0 ? { names, end: j } : void 0;
    if (t === "") return void 0;
    names.push(t);
  }
  return void 0;
}
function parseCatch2Text(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  const lines = cleanLines(text2);
  let inTable = false;
  let meanOnly = false;
  let rows = 0;
  let context = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const title = /^-+$/.test(line) && !(inTable && rows === 0) ? titleAt(lines, i) : void 0;
    if (title) {
      context = title.names;
      inTable = false;
      i = title.end;
      continue;
    }
    const header = HEADER.exec(line);
    if (header) {
      inTable = true;
      meanOnly = header[1] === "mean";
      rows = 0;
      continue;
    }
    if (/^-+$/.test(line) && rows > 0 || /^[=~.]+$/.test(line)) inTable = false;
    if (!inTable || line === "" || /^-+$/.test(line) || /^[a-z ]+$/.test(line)) continue;
    rows += 1;
    const words = line.split(/\s+/);
    if (timesOf(words)) continue;
    const n = words.length;
    const samples = Number(words[n - 4]);
    const iterations = Number(words[n - 3]);
    const last = Number(words[n - 2]) * (secondsPer(words[n - 1]) ?? NaN);
    const meanWords = (lines[i + 1] ?? "").trim().split(/\s+/);
    const wrapped = meanOnly || meanWords.length <= 6 ? [] : meanWords.splice(0, meanWords.length - 6);
    const mean = meanOnly ? Number.isFinite(last) ? [last] : void 0 : timesOf(meanWords);
    const sd = meanOnly ? void 0 : timesOf((lines[i + 2] ?? "").trim().split(/\s+/));
    const name = [...words.slice(0, n - 4), ...mean ? wrapped : []].join(" ");
    const estimated = secondsPer(words[n - 1]) !== void 0 && Number.isFinite(Number(words[n - 2]));
    const row = n >= 5 && Number.isInteger(samples) && Number.isInteger(iterations) && estimated && name;
    if (!row || !mean) {
      warnings.add(
        "unparsed-row",
        "a Catch2 benchmark row has no name, sample count or mean line (a wrapped long name?).",
        i + 1,
        lines[i]
      );
      if (row && !meanOnly) i += 2;
      continue;
    }
    measurements.push(measurementOf(keyOf(context, name), mean, sd, { samples, iterations }));
    if (!meanOnly) i += sd ? 2 : 1;
  }
  return { format: "catch2", tool: "Catch2 (console)", measurements, warnings: warnings.list(), source };
}
var ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function attributesOf(tag) {
  const out = {};
  const parts = tag.split('"');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const before = parts[i].trimEnd();
    if (!before.endsWith("=")) continue;
    const head = before.slice(0, -1).trimEnd();
    const name = head.slice(
      Math.max(head.lastIndexOf(" "), head.lastIndexOf("\n"), head.lastIndexOf("	")) + 1
    );
    out[name] = parts[i + 1].replace(
      /&(amp|lt|gt|quot|apos|#\d+);/g,
      (_, e) => e.startsWith("#") ? String.fromCodePoint(Number(e.slice(1))) : ENTITIES[e]
    );
  }
  return out;
}
function tagAt(xml, name, from, end) {
  const start = xml.indexOf(`<${name} `, from);
  if (start < 0 || start > end) return void 0;
  const close = xml.indexOf(">", start);
  return close < 0 ? void 0 : xml.slice(start, close + 1);
}
function contextsOf(xml) {
  const out = /* @__PURE__ */ new Map();
  const stack = [];
  for (const m of xml.matchAll(/<(\/?)(TestCase|Section|BenchmarkResults)\b/g)) {
    const at = m.index;
    if (m[2] === "BenchmarkResults") {
      if (m[1] === "") out.set(at, [...stack]);
    } else if (m[1] === "/") stack.pop();
    else {
      const close = xml.indexOf(">", at);
      const tag = close < 0 ? "" : xml.slice(at, close + 1);
      if (!tag.endsWith("/>")) stack.push(attributesOf(tag).name ?? "");
    }
  }
  return out;
}
function parseCatch2Xml(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  const contexts = contextsOf(text2);
  let at = text2.indexOf("<BenchmarkResults ");
  while (at >= 0) {
    const next = text2.indexOf("<BenchmarkResults ", at + 1);
    const end = next < 0 ? text2.length : next;
    const bench = attributesOf(tagAt(text2, "BenchmarkResults", at, end) ?? "");
    const meanTag = attributesOf(tagAt(text2, "mean", at, end) ?? "");
    const sdTag = attributesOf(tagAt(text2, "standardDeviation", at, end) ?? "");
    const ns = 1e-9;
    const fields = meanTag.ci === "0" ? [meanTag.value] : [meanTag.value, meanTag.lowerBound, meanTag.upperBound];
    const mean = fields.map((v) => Number(v) * ns);
    const sd = sdTag.value !== void 0 && fields.length > 1 ? [Number(sdTag.value) * ns] : void 0;
    if (!bench.name || meanTag.value === void 0 || mean.some((v) => !Number.isFinite(v))) {
      warnings.add("bad-entry", "skipped a <BenchmarkResults> without a name and a numeric <mean>.");
    } else {
      const counts = { samples: Number(bench.samples), iterations: Number(bench.iterations) };
      measurements.push(measurementOf(keyOf(contexts.get(at) ?? [], bench.name), mean, sd, counts));
    }
    at = next;
  }
  return {
    format: "catch2",
    tool: "Catch2 (--reporter xml)",
    measurements,
    warnings: warnings.list(),
    source
  };
}
var catch2 = {
  name: "catch2",
  description: "Catch2 v2/v3 BENCHMARK results: console output or --reporter xml (mean with its bootstrap CI)",
  detect: detectCatch2,
  parse: (text2, source) => /^\uFEFF?\s*<\?xml|^\uFEFF?\s*<Catch/.test(text2) ? parseCatch2Xml(text2, source) : parseCatch2Text(text2, source)
};

// src/formats/micro/chunked.ts
var CHUNK_COLUMN = /^(chunk|chunk[_ -]?(id|index|idx|no|nr|number)|batch|batch[_ -]?(id|index|no))$/i;
var TIME_WORDS = /^(validation|validate|verify|verification|write|writes|persist|commit|read|exec|execution|import|insert|total|time|duration|elapsed|process|processing|hash|hashing|download|sync)$/i;
var UNIT_SUFFIX = /^(.*?)(?:[_\- ]+|\s*[([])(ns|us|µs|μs|ms|s|sec|seconds|millis)\]?\)?$/i;
var UNIT_ALIASES = { millis: "ms", seconds: "s", sec: "s" };
function classify(header, unitHint) {
  const chunkAt = header.findIndex((h) => CHUNK_COLUMN.test(h.trim()));
  const columns = [];
  header.forEach((raw, index) => {
    if (index === chunkAt) return;
    const h = raw.trim();
    const m = h.length <= 200 ? UNIT_SUFFIX.exec(h) : null;
    if (m && m[1] !== "") {
      const unit = UNIT_ALIASES[m[2].toLowerCase()] ?? m[2];
      const factor = secondsPer(unit) ?? secondsPer(unit.toLowerCase());
      if (factor !== void 0) {
        columns.push({ index, name: m[1].trim(), factor, assumedMs: false });
        return;
      }
    }
    if (TIME_WORDS.test(h)) {
      const hinted = unitHint !== void 0 ? secondsPer(unitHint) : void 0;
      columns.push({ index, name: h, factor: hinted ?? 1e-3, assumedMs: hinted === void 0 });
      return;
    }
    columns.push({ index, name: h, assumedMs: false });
  });
  return { chunkAt, columns };
}
function toResultSet(header, rows, source, unitHint) {
  const where = source ? `'${source}'` : "the input";
  const { chunkAt, columns } = classify(header, unitHint);
  if (chunkAt < 0) {
    throw new UserError(
      `${where} has no chunk column (columns: ${header.join(", ")}); chunked timings need a column named chunk (or chunk_id, chunk_index, batch) and time columns such as validation_ms, write_ms.`
    );
  }
  const times = columns.filter((c) => c.factor !== void 0);
  if (times.length === 0) {
    throw new UserError(
      `${where} has a chunk column but no time column (columns: ${header.join(", ")}); name them with a unit suffix (validation_ms, write_s) or use validation / write / total.`
    );
  }
  const warnings = new WarningLog();
  for (const c of times) {
    if (c.assumedMs) {
      warnings.add(
        `assumed-ms-${c.name}`,
        `column '${c.name}' has no unit; read as milliseconds (add a suffix such as ${c.name}_ms or ${c.name}_s to say otherwise).`
      );
    }
  }
  const attrsCols = columns.filter((c) => c.factor === void 0);
  const measurements = [];
  rows.forEach((row, i) => {
    const id = String(row.cells[chunkAt] ?? "").trim();
    if (id === "") {
      warnings.add("no-chunk-id", "records without a chunk id were skipped.", row.line ?? i + 1);
      return;
    }
    let attrs;
    for (const c of attrsCols) {
      const v = numberOf(row.cells[c.index]);
      if (Number.isFinite(v)) (attrs ??= {})[c.name] = v;
    }
    for (const c of times) {
      const cell = row.cells[c.index];
      if (cell === void 0 || cell === null || String(cell).trim() === "") continue;
      const v = numberOf(cell);
      if (!Number.isFinite(v)) {
        warnings.add(
          "unparsed-value",
          "time values that are not numbers were skipped.",
          row.line ?? i + 1,
          String(cell)
        );
        continue;
      }
      const m = {
        key: `chunk ${id}`,
        metric: c.name,
        value: v * c.factor,
        unit: "s",
        direction: "smaller-is-better"
      };
      if (attrs) m.attrs = attrs;
      measurements.push(m);
    }
  });
  return {
    format: "chunked",
    tool: "chunked import timings",
    measurements,
    warnings: warnings.list(),
    source
  };
}
function numberOf(cell) {
  return typeof cell === "number" ? cell : typeof cell === "string" ? parseLocaleNumber(cell) : NaN;
}
function parseJsonRecords(text2, source) {
  const trimmed = text2.replace(/^\uFEFF/, "").trim();
  let objects;
  const lineOf = [];
  if (trimmed.startsWith("[")) {
    const data = parseJsonInput(trimmed, source, 'an array of {"chunk", "validation", "write"} objects');
    objects = (Array.isArray(data) ? data : []).filter(isRecord);
  } else {
    objects = [];
    const lines = trimmed.split(/\r?\n/);
    lines.forEach((line, i) => {
      if (line.trim() === "") return;
      const o = parseJsonInput(
        line,
        source ? `${source}:${i + 1}` : `line ${i + 1}`,
        "one JSON object per line"
      );
      if (isRecord(o)) {
        objects.push(o);
        lineOf.push(i + 1);
      }
    });
  }
  const header = [];
  const seen = /* @__PURE__ */ new Set();
  for (const o of objects) {
    for (const k of Object.keys(o)) {
      if (!seen.has(k) && k !== "unit") {
        seen.add(k);
        header.push(k);
      }
    }
  }
  const unit = objects.find((o) => typeof o.unit === "string")?.unit;
  return toResultSet(
    header,
    objects.map((o, i) => ({ line: lineOf[i], cells: header.map((h) => o[h]) })),
    source,
    unit
  );
}
function parseChunked(text2, source) {
  if (/^\uFEFF?\s*[[{]/.test(text2)) return parseJsonRecords(text2, source);
  const [header, ...rows] = readCsvRows(text2);
  if (!header)
    throw new UserError(`${source ? `'${source}'` : "the input"} is empty: expected a header row.`);
  return toResultSet(
    header.cells.map((c) => c.trim()),
    rows.map((r) => ({ line: r.line, cells: r.cells })),
    source
  );
}
function detectChunked(head) {
  const body = head.replace(/^\uFEFF/, "").trimStart();
  let keys;
  if (body.startsWith("{") || body.startsWith("[")) {
    const m = /\{[^{}]*\}/.exec(body);
    if (!m) return 0;
    try {
      const o = JSON.parse(m[0]);
      if (!isRecord(o)) return 0;
      keys = Object.keys(o);
    } catch {
      return 0;
    }
  } else {
    const first = body.split(/\r?\n/, 1)[0] ?? "";
    keys = first.split(/[,;\t]/).map((k) => k.trim().replace(/^"|"$/g, ""));
  }
  if (!keys.some((k) => CHUNK_COLUMN.test(k))) return 0;
  const { columns } = classify(keys);
  const times = columns.filter((c) => c.factor !== void 0);
  if (times.length === 0) return 0;
  return times.some((c) => /^(validation|write)$/i.test(c.name)) ? 0.95 : 0.8;
}
var chunked = {
  name: "chunked",
  description: 'chunked import timings: CSV `chunk,validation_ms,write_ms` or JSON lines {"chunk","validation","write"}',
  detect: detectChunked,
  parse: (text2, source) => parseChunked(text2, source)
};

// src/formats/micro/console-time.ts
var SHORT = /^(\d+(?:\.\d+)?) ?(ms|s)(?: - timer ended)?$/;
var MINUTES = /^(\d+):(\d{2}(?:\.\d+)?) \(m:ss\.mmm\)$/;
var HOURS = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?) \(h:mm:ss\.mmm\)$/;
var CHROMIUM_LOG = /^\[[^\]]*:CONSOLE(?::\d+|\(\d+\))\] "(.*)", source: /;
function timingOf(raw) {
  const wrapped = raw.includes(":CONSOLE") ? CHROMIUM_LOG.exec(raw) : null;
  const line = wrapped ? wrapped[1] : raw.trim();
  const colon = line.lastIndexOf(": ");
  if (colon <= 0) return void 0;
  const label = line.slice(0, colon).trim();
  const time = line.slice(colon + 2);
  let ms;
  const s = SHORT.exec(time);
  const m = s ? null : MINUTES.exec(time);
  const h = s || m ? null : HOURS.exec(time);
  if (s) ms = parseLocaleNumber(s[1]) * (s[2] === "s" ? 1e3 : 1);
  else if (m) ms = (Number(m[1]) * 60 + Number(m[2])) * 1e3;
  else if (h) ms = (Number(h[1]) * 3600 + Number(h[2]) * 60 + Number(h[3])) * 1e3;
  else return void 0;
  return label === "" || !Number.isFinite(ms) ? void 0 : { label, ms };
}
function detectConsoleTime(head) {
  const lines = cleanLines(head).filter((l) => l.trim() !== "");
  const timings = lines.filter((l) => timingOf(l) !== void 0).length;
  if (timings === 0) return 0;
  return timings * 2 >= lines.length ? 0.6 : timings >= 3 ? 0.3 : 0.1;
}
function parseConsoleTime(text2, source) {
  const warnings = new WarningLog();
  const byLabel = /* @__PURE__ */ new Map();
  cleanLines(text2).forEach((line, i) => {
    const t = timingOf(line);
    if (!t) {
      if (line.trim() !== "")
        warnings.add(
          "other-lines",
          "lines that are not `label: <time>` timings (other output of the program) were skipped.",
          i + 1,
          line
        );
      return;
    }
    const list = byLabel.get(t.label);
    if (list) list.push(t.ms);
    else byLabel.set(t.label, [t.ms]);
  });
  const measurements = [...byLabel].map(
    ([label, ms]) => toMeasurement({
      key: label,
      value: ms.length === 1 ? ms[0] : quantileOfSorted(sortedCopy(ms), 0.5),
      unit: "ms",
      samples: ms.length > 1 ? ms : void 0,
      params: extractParams(label)
    })
  );
  return { format: "console-time", tool: "console.time", measurements, warnings: warnings.list(), source };
}
var consoleTime = {
  name: "console-time",
  description: "JavaScript console.time / timeEnd lines (`label: 1.234ms`; Node.js, Chromium, Firefox)",
  detect: detectConsoleTime,
  parse: parseConsoleTime
};

// src/formats/micro/criterion-bencher.ts
var BENCH_LINE = /^test (.+?) \.\.\. bench:\s+([\d,.]+) (\S+) \(\+\/- ([\d,.]+)\)(?:\s*=\s*([\d,.]+) (\S+))?\s*$/;
function detectCriterionBencher(head) {
  return /^test .+ \.\.\. bench:\s+[\d,.]+ \S+ \(\+\/- [\d,.]+\)/m.test(head) ? 0.85 : 0;
}
function suffixAttrs(value, unit) {
  if (value === void 0 || unit === void 0) return {};
  const n = parseLocaleNumber(value);
  const norm = normalizeUnit(unit);
  if (!Number.isFinite(n)) return {};
  return norm.unit === "B/s" ? { bytesPerSecond: n * norm.factor } : { throughput: n * norm.factor };
}
function parseCriterionBencher(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  cleanLines(text2).forEach((line, i) => {
    const m = BENCH_LINE.exec(line.trim());
    if (!m) {
      if (/^test .*\bbench:/.test(line.trim())) {
        warnings.add("unparsed-line", "a `test \u2026 bench:` line could not be read.", i + 1, line);
      }
      return;
    }
    const key = m[1].trim();
    const value = parseLocaleNumber(m[2]);
    const spread = parseLocaleNumber(m[4]);
    if (!Number.isFinite(value) || key === "") {
      warnings.add("unparsed-line", "a `test \u2026 bench:` line has no name or no numeric value.", i + 1, line);
      return;
    }
    measurements.push(
      toMeasurement({
        key,
        value,
        unit: m[3],
        error: spread,
        params: extractParams(key),
        attrs: suffixAttrs(m[5], m[6])
      })
    );
  });
  return {
    format: "criterion",
    tool: "criterion (bencher output)",
    measurements,
    warnings: warnings.list(),
    source
  };
}

// src/formats/micro/criterion-text.ts
var ESTIMATES = "\\[\\s*(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s*\\]";
var TIME_AT = /\btime:/;
var TIME_ESTIMATES = new RegExp(`^time:\\s+${ESTIMATES}`);
var THRPT_LINE = new RegExp(`^\\s*thrpt:\\s+${ESTIMATES}`);
function timeLine(line) {
  const at = TIME_AT.exec(line);
  const m = at ? TIME_ESTIMATES.exec(line.slice(at.index)) : null;
  return m && at ? [m[0], line.slice(0, at.index), ...m.slice(1)] : null;
}
var CHANGE_LINE = /^\s*change:\s+\[\s*(\S+)%\s+(\S+)%\s+(\S+)%\s*\](?:\s+\(p = ([\d.]+))?/;
var NOT_AN_ID = /^(Found \d+ outliers|Benchmarking |Warning:|WARNING:|Gnuplot not found|Analyzing|Running |Compiling |Finished |test result|running \d+ tests?)/;
function detectCriterionText(head) {
  return new RegExp(`^.*\\btime:\\s+${ESTIMATES}`, "m").test(head) ? 0.9 : 0;
}
function throughputUnit(unit) {
  const elem = /^([KMG]?)elem\/s$/.exec(unit);
  if (elem) return { unit: "elem/s", factor: { "": 1, K: 1e3, M: 1e6, G: 1e9 }[elem[1]] ?? 1 };
  return { unit, factor: 1 };
}
function parseCriterionText(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  let pendingId;
  let last;
  cleanLines(text2).forEach((line, i) => {
    const lineNo = i + 1;
    let m;
    if (m = timeLine(line)) {
      const id = m[1].trim() || pendingId;
      const units = [m[3], m[5], m[7]].map(normalizeUnit);
      const [low, estimate, high] = [m[2], m[4], m[6]].map((v, k) => parseLocaleNumber(v) * units[k].factor);
      if (!id || ![low, estimate, high].every(Number.isFinite) || units.some((u) => u.metric !== "time")) {
        const why = id ? "its estimates are not times" : "no benchmark id precedes it";
        warnings.add("unparsed-time", `a criterion \`time:\` line could not be read (${why}).`, lineNo, line);
        last = void 0;
        return;
      }
      last = toMeasurement({
        key: id,
        value: estimate,
        unit: "s",
        error: (high - low) / 2,
        params: extractParams(id),
        attrs: { ciLow: low, ciHigh: high }
      });
      measurements.push(last);
      pendingId = void 0;
    } else if (m = THRPT_LINE.exec(line)) {
      const estimate = parseLocaleNumber(m[3]);
      if (!last || !Number.isFinite(estimate)) {
        warnings.add("unparsed-thrpt", "a criterion `thrpt:` line could not be read.", lineNo, line);
        return;
      }
      const unit = throughputUnit(m[4]);
      measurements.push(
        toMeasurement({
          key: last.key,
          value: estimate * unit.factor,
          unit: unit.unit,
          metric: "throughput",
          direction: "bigger-is-better",
          params: last.params
        })
      );
    } else if (m = CHANGE_LINE.exec(line)) {
      const pct = parseLocaleNumber(m[2]);
      if (last && Number.isFinite(pct)) {
        (last.attrs ??= {}).criterionChangePct = pct;
        if (m[4] !== void 0) last.attrs.criterionChangeP = Number(m[4]);
      }
    } else if (/^\S/.test(line) && !NOT_AN_ID.test(line)) {
      pendingId = line.trim();
    } else if (/\btime:/.test(line)) {
      warnings.add(
        "unparsed-time",
        "a line mentions `time:` but is not a criterion estimate line.",
        lineNo,
        line
      );
    }
  });
  return { format: "criterion", tool: "criterion", measurements, warnings: warnings.list(), source };
}

// src/formats/micro/criterion.ts
var criterion = {
  name: "criterion",
  description: "criterion (Rust): target/criterion folder, estimates.json, stdout, or --output-format bencher",
  detect: (head) => Math.max(detectCriterionText(head), detectCriterionBencher(head), detectCriterionEstimates(head)),
  parse: (text2, source) => {
    if (looksLikeJson(text2)) {
      const parts = (source ?? "benchmark/new/estimates.json").split(/[\\/]/).slice(-3);
      const file = parts.length === 3 ? parts.join("/") : "benchmark/new/estimates.json";
      return parseCriterionTree(/* @__PURE__ */ new Map([[file, text2]]), { source });
    }
    const head = text2.slice(0, 65536);
    return detectCriterionBencher(head) > detectCriterionText(head) ? parseCriterionBencher(text2, source) : parseCriterionText(text2, source);
  }
};

// src/formats/micro/custom-json.ts
var UNIT = /"unit"\s*:\s*"([^"]*)"/g;
function looksCustom(head) {
  return /^\s*\[\s*\{/.test(head) && /"name"\s*:/.test(head) && /"value"\s*:/.test(head) && /"unit"\s*:/.test(head);
}
function unitDirection(unit) {
  if (isRateUnit(unit)) return "bigger-is-better";
  return ["time", "alloc", "allocs", "bytes"].includes(normalizeUnit(unit).metric) ? "smaller-is-better" : void 0;
}
function customDirectionFromUnits(text2) {
  const units = new Set([...text2.matchAll(UNIT)].map((m) => m[1]));
  const says = /* @__PURE__ */ new Map();
  for (const unit of units) {
    const d = unitDirection(unit);
    says.set(d, [...says.get(d) ?? [], `'${unit}'`]);
  }
  const silent = says.get(void 0);
  if (says.size === 1 && !silent) return { direction: [...says.keys()][0] };
  const parts = [];
  if (says.has("bigger-is-better"))
    parts.push(`${says.get("bigger-is-better").slice(0, 3).join(", ")} \u2192 bigger is better`);
  if (says.has("smaller-is-better"))
    parts.push(`${says.get("smaller-is-better").slice(0, 3).join(", ")} \u2192 smaller is better`);
  if (silent) parts.push(`${silent.slice(0, 3).join(", ")} \u2192 no direction`);
  return { why: units.size === 0 ? "it has no units" : `its units do not settle it (${parts.join("; ")})` };
}
function undecidedCustomDirection(text2, source) {
  const found = customDirectionFromUnits(text2);
  if (found.direction) return void 0;
  return new UserError(
    `${source ? `'${source}'` : "the input"} is custom benchmark JSON ([{name, unit, value}]), which does not say whether bigger or smaller values are better, and ${found.why.slice(0, 300)}. Name the direction with --format customBiggerIsBetter or --format customSmallerIsBetter (the Action takes the same names in its \`format\` input).`
  );
}
function rangeNumber(range) {
  if (typeof range === "number") return range;
  if (typeof range !== "string") return void 0;
  const m = /([-+]?\d*\.?\d+(?:e[-+]?\d+)?)/i.exec(range.replace(/±|\+\/-/g, " "));
  return m ? Math.abs(Number(m[1])) : void 0;
}
function parseCustomJson(text2, direction, source) {
  const format = direction === "smaller-is-better" ? "custom-smaller-is-better" : "custom-bigger-is-better";
  const data = parseJsonInput(text2, source, 'a JSON array of {"name", "unit", "value"} objects');
  const warnings = new WarningLog();
  const measurements = [];
  if (!Array.isArray(data)) {
    warnings.add(
      "not-an-array",
      "the JSON is not an array of {name, unit, value} entries; nothing was read."
    );
  }
  (Array.isArray(data) ? data : []).forEach((entry, index) => {
    const name = isRecord(entry) && typeof entry.name === "string" ? entry.name : `entry #${index + 1}`;
    const value = isRecord(entry) ? finiteNumber(entry.value) : void 0;
    if (!isRecord(entry) || typeof entry.name !== "string" || value === void 0) {
      warnings.add(
        "bad-entry",
        `skipped ${name}: it needs a string \`name\` and a numeric \`value\`.`,
        void 0,
        name
      );
      return;
    }
    const unit = typeof entry.unit === "string" ? entry.unit : "";
    const implied = normalizeUnit(unit);
    const contradicts = direction === "smaller-is-better" ? implied.direction === "bigger-is-better" : ["time", "alloc", "allocs", "bytes"].includes(implied.metric);
    if (unit && contradicts) {
      const other = direction === "smaller-is-better" ? "custom-bigger-is-better" : "custom-smaller-is-better";
      warnings.add(
        "direction-unit-mismatch",
        `'${unit}' usually means ${direction === "smaller-is-better" ? "bigger" : "smaller"} is better, but the format is ${format}; pass --format ${other} if that is what the values mean.`,
        void 0,
        name
      );
    }
    measurements.push(
      toMeasurement({
        key: entry.name,
        value,
        unit,
        direction,
        error: rangeNumber(entry.range),
        params: extractParams(entry.name)
      })
    );
  });
  return {
    format,
    tool: "github-action-benchmark custom JSON",
    measurements,
    warnings: warnings.list(),
    source
  };
}
var customSmallerIsBetter = {
  name: "custom-smaller-is-better",
  description: "github-action-benchmark customSmallerIsBetter JSON ([{name, unit, value, range?}])",
  // Claims the files whose units do not settle the direction too, so the reader can ask (read.ts).
  detect: (head) => looksCustom(head) && customDirectionFromUnits(head).direction !== "bigger-is-better" ? 0.6 : 0,
  layout: looksCustom,
  parse: (text2, source) => parseCustomJson(text2, "smaller-is-better", source)
};
var customBiggerIsBetter = {
  name: "custom-bigger-is-better",
  description: "github-action-benchmark customBiggerIsBetter JSON ([{name, unit, value, range?}])",
  detect: (head) => looksCustom(head) && customDirectionFromUnits(head).direction === "bigger-is-better" ? 0.6 : 0,
  layout: looksCustom,
  parse: (text2, source) => parseCustomJson(text2, "bigger-is-better", source)
};

// src/formats/micro/dart-benchmark-harness.ts
var LINE2 = /^(.+)\(RunTime\): (\S+) us\.$/;
function detectDartBenchmarkHarness(head) {
  return cleanLines(head).some((l) => LINE2.test(l.trim())) ? 0.9 : 0;
}
function parseDartBenchmarkHarness(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  cleanLines(text2).forEach((line, i) => {
    if (!line.includes("(RunTime): ")) return;
    const m = LINE2.exec(line.trim());
    const value = m ? parseLocaleNumber(m[2]) : NaN;
    if (!m || !Number.isFinite(value)) {
      warnings.add("unparsed-line", "a `Name(RunTime): <n> us.` line has no readable time.", i + 1, line);
      return;
    }
    const name = m[1].trim();
    measurements.push(
      toMeasurement({ key: name, value, unit: "us", center: "mean", params: extractParams(name) })
    );
  });
  return {
    format: "dart-benchmark-harness",
    tool: "Dart benchmark_harness",
    measurements,
    warnings: warnings.list(),
    source
  };
}
var dartBenchmarkHarness = {
  name: "dart-benchmark-harness",
  description: "Dart benchmark_harness output (`Name(RunTime): 1.0 us.`, mean \xB5s per run)",
  detect: detectDartBenchmarkHarness,
  parse: parseDartBenchmarkHarness
};

// src/formats/micro/finite.ts
function finiteOrUndefined(v) {
  return v !== void 0 && Number.isFinite(v) ? v : void 0;
}
function finiteMeasurement(m) {
  if (!Number.isFinite(m.value)) return { changed: true };
  let changed = false;
  let out = m;
  if (m.samples?.some((s) => !Number.isFinite(s))) {
    out = { ...out, samples: m.samples.filter((s) => Number.isFinite(s)) };
    if (out.samples?.length === 0) delete out.samples;
    changed = true;
  }
  if (m.error !== void 0 && finiteOrUndefined(m.error) === void 0) {
    out = { ...out };
    delete out.error;
    changed = true;
  }
  if (m.attrs && Object.values(m.attrs).some((v) => !Number.isFinite(v))) {
    out = {
      ...out,
      attrs: Object.fromEntries(Object.entries(m.attrs).filter(([, v]) => Number.isFinite(v)))
    };
    changed = true;
  }
  return { m: out, changed };
}
function withFiniteNumbers(rs) {
  if (Object.getOwnPropertyDescriptor(rs, "measurements")?.get) return rs;
  let dropped = 0;
  let cleaned = 0;
  let sample;
  const measurements = [];
  for (const m of rs.measurements) {
    const { m: kept, changed } = finiteMeasurement(m);
    if (!kept) dropped++;
    else {
      measurements.push(kept);
      if (changed) cleaned++;
    }
    if (changed) sample ??= m.key;
  }
  if (dropped === 0 && cleaned === 0) return rs;
  const warning = {
    code: "non-finite-number",
    message: `${dropped} measurement(s) whose value is not a finite number were skipped` + (cleaned > 0 ? `, and ${cleaned} lost samples or fields that were not finite numbers` : "") + " (NaN, Infinity or a number beyond \xB11.8e308 in the input).",
    count: dropped + cleaned,
    ...sample !== void 0 ? { sample: sample.slice(0, 200) } : {}
  };
  return { ...rs, measurements, warnings: [...rs.warnings, warning] };
}
function finiteFormat(format) {
  const guarded = {
    ...format,
    parse: (text2, source, options) => withFiniteNumbers(format.parse(text2, source, options))
  };
  const parseBytes = format.parseBytes?.bind(format);
  if (parseBytes)
    guarded.parseBytes = (bytes, source, options) => withFiniteNumbers(parseBytes(bytes, source, options));
  return guarded;
}

// src/formats/micro/gobench-detect.ts
function detectGoBench(head) {
  const lines = head.split("\n").slice(0, 200);
  let results = 0;
  let configs = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (/^Benchmark\S*\s+\d+\s+[+-]?[\d.]+(?:[eE][+-]?\d+)?\s+\S+/.test(line)) results++;
    else if (/^(goos|goarch|pkg|cpu):\s/.test(line)) configs++;
  }
  if (results > 0) return configs > 0 ? 0.98 : 0.9;
  return configs >= 2 ? 0.4 : 0;
}

// src/formats/micro/gobench-columns.ts
var CELL_INTS = 6;
var UNIT_AT = 0;
var UNIT_LENGTH = 1;
var HEAD = 2;
var TAIL = 3;
var COUNT = 4;
var NEXT_UNIT = 5;
var GoBenchColumns = class {
  constructor(count, keys, units, configs, params, attrs, cellInts, sampleValue, sampleNext) {
    this.count = count;
    this.keys = keys;
    this.units = units;
    this.configs = configs;
    this.params = params;
    this.attrs = attrs;
    this.cellInts = cellInts;
    this.sampleValue = sampleValue;
    this.sampleNext = sampleNext;
  }
  count;
  keys;
  units;
  configs;
  params;
  attrs;
  cellInts;
  sampleValue;
  sampleNext;
  /** Set once `measurements` has been read or replaced: from then on the objects are the truth. */
  measurementsRead = false;
  built;
  samplesInto(row, out) {
    const n = this.cellInts[row * CELL_INTS + COUNT];
    out.length = n;
    const value = this.sampleValue;
    const next = this.sampleNext;
    for (let i = 0, at = this.cellInts[row * CELL_INTS + HEAD]; i < n; i++, at = next[at]) out[i] = value[at];
  }
  valueOf(row, samples) {
    return medianOf(samples);
  }
  attrsOf(row) {
    return this.attrs[row];
  }
  /** The Measurement objects, one per cell, in cell order (built on the first call). */
  measurements() {
    if (!this.built) {
      const out = new Array(this.count);
      for (let cell = 0; cell < this.count; cell++) {
        const samples = new Array(0);
        this.samplesInto(cell, samples);
        out[cell] = measurementOf2(
          this.keys[cell],
          this.units[cell],
          samples,
          this.configs[cell],
          this.params[cell],
          this.attrs[cell]
        );
      }
      this.built = out;
    }
    return this.built;
  }
};
function measurementOf2(key, unit, samples, config, params, attrs) {
  const { metric, direction } = unit;
  const value = medianOf(samples);
  if (params && attrs)
    return { key, metric, value, unit: unit.unit, direction, samples, config, params, attrs };
  if (params) return { key, metric, value, unit: unit.unit, direction, samples, config, params };
  if (attrs) return { key, metric, value, unit: unit.unit, direction, samples, config, attrs };
  return { key, metric, value, unit: unit.unit, direction, samples, config };
}
var medianScratch = new Float64Array(64);
function medianOf(samples) {
  const n = samples.length;
  if (n > medianScratch.length) return sortedMedian(Float64Array.from(samples).sort());
  const a = medianScratch;
  insertionSortInto(samples, a);
  const mid = n >> 1;
  return n % 2 === 1 ? a[mid] : (a[mid - 1] + a[mid]) / 2;
}

// src/formats/micro/gobench-result-set.ts
function resultSetOf(columns, warnings, source) {
  let replaced;
  const rs = {
    format: "gobench",
    tool: "go test -bench",
    get measurements() {
      columns.measurementsRead = true;
      return replaced ?? columns.measurements();
    },
    set measurements(v) {
      columns.measurementsRead = true;
      replaced = v;
    },
    warnings,
    source
  };
  attachMeasurementColumns(rs, columns);
  return rs;
}

// src/formats/micro/gobench.ts
var CONFIG_RE = /^([a-z][^\s:A-Z]*):(?:\s+(.*))?$/;
var GoBenchParser = class {
  constructor(bytes) {
    this.bytes = bytes;
    this.cellsByPkg.set("", this.cells);
    this.buffer = bufferOf(bytes);
    const expected = Math.max(4096, Math.ceil(bytes.length / 24));
    this.sampleValue = new Float64Array(expected);
    this.sampleNext = new Int32Array(expected);
    this.cellInts = new Int32Array(CELL_INTS * Math.max(4096, Math.ceil(expected / 3)));
  }
  bytes;
  lineNo = 0;
  config = {};
  configFrozen = false;
  /** First cell of each benchmark name of the current package (`cellsByPkg` holds one map per package). */
  cells = /* @__PURE__ */ new Map();
  cellsByPkg = /* @__PURE__ */ new Map();
  /**
   * Cells — one benchmark name × unit of one package — by columns, in first-seen order (benchstat's row
   * order): 60,000 small objects a side were a good part of the garbage collector's copying. A cell's
   * samples live in the shared sample buffer, chained through `sampleNext` (head → tail), and NEXT_UNIT
   * chains the same name's cells for the other units on its lines (-1: none). UNIT_AT is where the unit's
   * bytes first appeared, so later lines compare bytes, not strings.
   */
  cellCount = 0;
  cellName = [];
  cellGoUnit = [];
  cellConfig = [];
  cellInts;
  units = /* @__PURE__ */ new Map();
  /** Distinct units seen: where their bytes are ([at, length]) and their GoUnit (see goUnitAt). */
  seenUnitAt = [];
  seenGoUnit = [];
  warnings = new WarningLog();
  pkgBases = /* @__PURE__ */ new Map();
  /** Directions set by `Unit <unit> better=…` lines, by the unit as written. */
  better = /* @__PURE__ */ new Map();
  starts = new Int32Array(256);
  ends = new Int32Array(256);
  values = new Float64Array(128);
  /** All samples, in canonical units, and the index of the same cell's next sample (-1: none). */
  sampleValue;
  sampleNext;
  sampleCount = 0;
  /** The previous benchmark line's name (bytes[lastNameAt, +lastNameLength)): -count repeats it. */
  lastNameAt = 0;
  lastNameLength = -1;
  lastName = "";
  lastCell = -1;
  buffer;
  /** Every line of the bytes, as the text's `split('\n')` gives them (no empty last line). */
  run() {
    const bytes = this.bytes;
    const length = bytes.length;
    let start = 0;
    while (start < length) {
      let end = bytes.indexOf(LF, start);
      if (end < 0) end = length;
      this.line(start, end);
      start = end + 1;
    }
  }
  text(start, end) {
    return this.buffer.toString("utf8", start, end);
  }
  /** The line bytes[start, end) (without its newline). */
  line(start, end) {
    const bytes = this.bytes;
    this.lineNo++;
    if (end > start && bytes[end - 1] === CR) end--;
    if (end - start >= 9 && bytesAre(bytes, start, 9, "Benchmark")) {
      this.benchmarkLine(start, end);
      return;
    }
    const text2 = this.text(start, end);
    if (text2.startsWith("Unit ") || text2.startsWith("Unit	")) {
      this.unitLine(text2);
      return;
    }
    const cfg = CONFIG_RE.exec(text2);
    if (cfg) {
      if (this.configFrozen) {
        this.config = { ...this.config };
        this.configFrozen = false;
      }
      this.config[cfg[1]] = (cfg[2] ?? "").trim();
      if (cfg[1] === "pkg") {
        const pkg = this.config.pkg;
        const base = pkgBase(pkg);
        const set = this.pkgBases.get(base) ?? /* @__PURE__ */ new Set();
        set.add(pkg);
        this.pkgBases.set(base, set);
        let cells = this.cellsByPkg.get(pkg);
        if (!cells) {
          cells = /* @__PURE__ */ new Map();
          this.cellsByPkg.set(pkg, cells);
        }
        this.cells = cells;
        this.lastCell = -1;
      }
    }
  }
  /**
   * `Unit <unit> key=value…` (the Go benchmark format's unit metadata): `better=higher|lower` sets the unit's
   * direction; other keys (`assume=exact`) are accepted and not used.
   */
  unitLine(text2) {
    const [, unit, ...pairs] = text2.trim().split(/[ \t]+/);
    for (const pair of pairs) {
      const m = /^better=(higher|lower)$/.exec(pair);
      if (m && unit) this.better.set(unit, m[1] === "higher" ? "bigger-is-better" : "smaller-is-better");
      else if (!/^\w+=\S*$/.test(pair))
        this.warnings.add(
          "unparsed-unit-line",
          "`Unit` metadata line is not `Unit <unit> key=value\u2026`; skipped",
          this.lineNo,
          text2
        );
    }
  }
  benchmarkLine(start, end) {
    const bytes = this.bytes;
    const starts = this.starts;
    const ends = this.ends;
    let fields = 0;
    let i = start;
    const limit = starts.length;
    const lastLength = this.lastNameLength;
    let sameName = false;
    if (lastLength > 0 && start + lastLength <= end && sameBytes(bytes, start, this.lastNameAt, lastLength)) {
      const after = start + lastLength < end ? bytes[start + lastLength] : SPACE;
      if (after === SPACE || after === TAB) {
        sameName = true;
        starts[0] = start;
        ends[0] = start + lastLength;
        fields = 1;
        i = start + lastLength;
      }
    }
    while (i < end) {
      const c = bytes[i];
      if (c === SPACE || c === TAB) {
        i++;
        continue;
      }
      if (fields === limit) break;
      starts[fields] = i++;
      while (i < end) {
        const d = bytes[i];
        if (d === SPACE || d === TAB) break;
        i++;
      }
      ends[fields++] = i;
    }
    if (fields === 1) {
      this.warnings.add(
        "name-only-line",
        "benchmark name printed without results (usually log output before the result line); skipped",
        this.lineNo,
        this.text(start, end)
      );
      return;
    }
    const values = this.values;
    const okLayout = fields >= 4 && fields % 2 === 0 && allDigitBytes(bytes, starts[1], ends[1]) && !Number.isNaN(values[0] = numberValue(bytes, starts[2], ends[2]));
    if (!okLayout) {
      this.warnings.add(
        "unparsed-line",
        "line looks like a go benchmark result but is not `Name N value unit [value unit]\u2026`; skipped",
        this.lineNo,
        this.text(start, end)
      );
      return;
    }
    for (let f = 4; f < fields; f += 2) {
      if (Number.isNaN(values[f - 2 >> 1] = numberValue(bytes, starts[f], ends[f]))) {
        this.warnings.add(
          "unparsed-value",
          "a value on a go benchmark line is not a number; that line was skipped",
          this.lineNo,
          this.text(start, end)
        );
        return;
      }
    }
    this.configFrozen = true;
    let first = this.lastCell;
    let name = this.lastName;
    const nameLength = ends[0] - starts[0];
    if (first < 0 || !sameName) {
      name = this.text(starts[0], ends[0]);
      first = this.cells.get(name) ?? -1;
      this.lastName = name;
      this.lastCell = first;
    }
    this.lastNameAt = starts[0];
    this.lastNameLength = nameLength;
    if (this.sampleCount + (fields >> 1) > this.sampleValue.length) this.growSamples();
    const sampleValue = this.sampleValue;
    const sampleNext = this.sampleNext;
    let prev = -1;
    for (let f = 2; f < fields; f += 2) {
      const us = starts[f + 1];
      const ul = ends[f + 1] - us;
      let cell = prev < 0 ? first : this.cellInts[prev * CELL_INTS + NEXT_UNIT];
      if (cell >= 0 && !this.cellUnitIs(cell, us, ul)) {
        cell = first;
        while (cell >= 0 && !this.cellUnitIs(cell, us, ul))
          cell = this.cellInts[cell * CELL_INTS + NEXT_UNIT];
        if (cell < 0) {
          const unitText = this.text(us, us + ul);
          cell = first;
          const gu = this.units.get(unitText);
          while (cell >= 0 && (gu === void 0 || this.cellGoUnit[cell] !== gu))
            cell = this.cellInts[cell * CELL_INTS + NEXT_UNIT];
        }
      }
      if (cell < 0) {
        cell = this.newCell(name, this.goUnitAt(us, ul), us, ul);
        if (first < 0) {
          first = cell;
          this.cells.set(name, cell);
          this.lastCell = cell;
        } else {
          let last = first;
          while (this.cellInts[last * CELL_INTS + NEXT_UNIT] >= 0)
            last = this.cellInts[last * CELL_INTS + NEXT_UNIT];
          this.cellInts[last * CELL_INTS + NEXT_UNIT] = cell;
        }
      }
      const ints = this.cellInts;
      const base = cell * CELL_INTS;
      const at = this.sampleCount++;
      sampleValue[at] = values[f - 2 >> 1] * this.cellGoUnit[cell].factor;
      sampleNext[at] = -1;
      if (ints[base + COUNT] === 0) ints[base + HEAD] = at;
      else sampleNext[ints[base + TAIL]] = at;
      ints[base + TAIL] = at;
      ints[base + COUNT]++;
      prev = cell;
    }
  }
  cellUnitIs(cell, at, length) {
    const base = cell * CELL_INTS;
    return this.cellInts[base + UNIT_LENGTH] === length && sameBytes(this.bytes, at, this.cellInts[base + UNIT_AT], length);
  }
  /**
   * The GoUnit of the unit at bytes[at, +length) (one per distinct unit text): a suite has a few distinct
   * units, so their bytes are matched against the ones already seen instead of decoding the unit again and
   * looking it up for each of 60,000 cells.
   */
  goUnitAt(at, length) {
    const seen = this.seenUnitAt;
    for (let k = 0; k < seen.length; k++) {
      const u = seen[k];
      if (u[1] === length && sameBytes(this.bytes, at, u[0], length)) return this.seenGoUnit[k];
    }
    const text2 = this.text(at, at + length);
    let gu = this.units.get(text2);
    if (!gu) {
      gu = goUnit(text2);
      this.units.set(text2, gu);
    }
    if (seen.length < 32) {
      seen.push([at, length]);
      this.seenGoUnit.push(gu);
    }
    return gu;
  }
  newCell(name, gu, unitAt, unitLength) {
    const cell = this.cellCount++;
    if ((cell + 1) * CELL_INTS > this.cellInts.length) {
      const grown = new Int32Array(this.cellInts.length * 2);
      grown.set(this.cellInts);
      this.cellInts = grown;
    }
    this.cellName.push(name);
    this.cellGoUnit.push(gu);
    this.cellConfig.push(this.config);
    const base = cell * CELL_INTS;
    this.cellInts[base + UNIT_AT] = unitAt;
    this.cellInts[base + UNIT_LENGTH] = unitLength;
    this.cellInts[base + HEAD] = -1;
    this.cellInts[base + TAIL] = -1;
    this.cellInts[base + COUNT] = 0;
    this.cellInts[base + NEXT_UNIT] = -1;
    return cell;
  }
  /** The cells' units with the directions of `Unit … better=` lines applied (one GoUnit per unit text). */
  withUnitMetadata() {
    const replaced = /* @__PURE__ */ new Map();
    for (const [text2, gu] of this.units) {
      const direction = this.better.get(text2);
      if (direction !== void 0 && direction !== gu.direction) replaced.set(gu, { ...gu, direction });
    }
    return this.cellGoUnit.map((gu) => replaced.get(gu) ?? gu);
  }
  growSamples() {
    const size = this.sampleValue.length * 2;
    const value = new Float64Array(size);
    value.set(this.sampleValue);
    const next = new Int32Array(size);
    next.set(this.sampleNext);
    this.sampleValue = value;
    this.sampleNext = next;
  }
  finish(source) {
    const count = this.cellCount;
    const { keys, params, attrs } = cellKeys(count, this.cellName, this.cellConfig, this.pkgBases);
    const columns = new GoBenchColumns(
      count,
      keys,
      this.better.size > 0 ? this.withUnitMetadata() : this.cellGoUnit,
      this.cellConfig,
      params,
      attrs,
      this.cellInts,
      this.sampleValue,
      this.sampleNext
    );
    return resultSetOf(columns, this.warnings.list(), source);
  }
};
function parseGoBench(text2, source) {
  return parseGoBenchBytes(Buffer.from(text2, "utf8"), source);
}
function parseGoBenchBytes(bytes, source) {
  const parser = new GoBenchParser(bytes);
  parser.run();
  return parser.finish(source);
}

// src/formats/micro/google-benchmark-rows.ts
var UNITLESS_AGGREGATES = /* @__PURE__ */ new Set(["cv", "BigO", "RMS"]);
function groupGbenchRows(rows) {
  const byName = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const list = byName.get(row.name) ?? [];
    list.push(row);
    byName.set(row.name, list);
  }
  const measurements = [];
  for (const [name, group] of byName) {
    const seconds2 = (r, v) => v * (secondsPer(r.timeUnit) ?? 1e-9);
    const reps = group.filter((r) => r.aggregate === void 0);
    const aggregates = group.filter((r) => r.aggregate !== void 0);
    const standIn = aggregates.find((r) => r.aggregate === "median") ?? aggregates.find((r) => r.aggregate === "mean");
    const rowsUsed = reps.length > 0 ? reps : standIn ? [standIn] : [];
    if (rowsUsed.length === 0) continue;
    const realTimes = rowsUsed.map((r) => seconds2(r, r.realTime));
    const timeUnitSeconds = secondsPer(rowsUsed[0].timeUnit) ?? 1e-9;
    const attrs = {
      cpuTime: median(rowsUsed.map((r) => seconds2(r, r.cpuTime))),
      timeUnitSeconds
    };
    for (const counter of Object.keys(rowsUsed[0].counters)) {
      const values = rowsUsed.map((r) => r.counters[counter]).filter((v) => Number.isFinite(v));
      if (values.length > 0) attrs[counter] = median(values);
    }
    let stddev;
    for (const agg of aggregates) {
      const unitless = UNITLESS_AGGREGATES.has(agg.aggregate ?? "");
      attrs[`gbench_${agg.aggregate}`] = unitless ? agg.realTime : seconds2(agg, agg.realTime);
      if (agg.aggregate === "stddev") stddev = seconds2(agg, agg.realTime);
    }
    const params = extractParams(name);
    const measurement = toMeasurement({
      key: name,
      value: median(realTimes),
      // A single run's time is its mean over the iterations; several repetitions give their median.
      center: realTimes.length > 1 ? "median" : "mean",
      unit: "s",
      samples: reps.length > 1 ? realTimes : void 0,
      error: stddev,
      params,
      attrs
    });
    if (measurement.error !== void 0 && reps.length >= 2)
      measurement.errorKind = { stddevOf: reps.length };
    measurements.push(measurement);
    const cpuTimes = rowsUsed.map((r) => seconds2(r, r.cpuTime));
    measurements.push(
      toMeasurement({
        key: name,
        metric: "cpu-time",
        value: median(cpuTimes),
        unit: "s",
        samples: reps.length > 1 ? cpuTimes : void 0,
        params,
        attrs: { timeUnitSeconds }
      })
    );
  }
  return measurements;
}

// src/formats/micro/google-benchmark-json.ts
function detectGoogleBenchmarkJson(head) {
  if (!/^\s*\{/.test(head) || !/"benchmarks"\s*:/.test(head)) return 0;
  const context = /"context"\s*:/.test(head);
  const rows = /"real_time"\s*:/.test(head) || /"run_type"\s*:/.test(head);
  return context && (rows || /"library_build_type"\s*:/.test(head)) ? 0.95 : rows ? 0.8 : 0;
}
var STANDARD_FIELDS = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "error_occurred",
  "error_message",
  "big_o",
  "rms"
]);
function parseGoogleBenchmarkJson(text2, source) {
  const data = parseJsonInput(text2, source, "Google Benchmark `--benchmark_out_format=json` output");
  const warnings = new WarningLog();
  const rows = [];
  const entries = isRecord(data) && Array.isArray(data.benchmarks) ? data.benchmarks : [];
  if (entries.length === 0)
    warnings.add("no-benchmarks", "the JSON has no `benchmarks` entries; nothing was read.");
  entries.forEach((b, index) => {
    const name = isRecord(b) && typeof b.name === "string" ? b.name : `entry #${index + 1}`;
    if (!isRecord(b)) {
      warnings.add("bad-entry", `skipped ${name}: not an object.`);
      return;
    }
    if (b.error_occurred === true) {
      const why = typeof b.error_message === "string" ? b.error_message : "no message";
      warnings.add(
        "benchmark-error",
        `skipped ${name}: the benchmark reported an error (${why}).`,
        void 0,
        name
      );
      return;
    }
    const realTime = finiteNumber(b.real_time);
    const cpuTime = finiteNumber(b.cpu_time);
    const isAggregate = b.run_type === "aggregate";
    if (realTime === void 0 || cpuTime === void 0) {
      if (!isAggregate)
        warnings.add("bad-entry", `skipped ${name}: no numeric real_time/cpu_time.`, void 0, name);
      else
        warnings.add(
          "complexity-row",
          "complexity fits (`_BigO`, `_RMS` rows) are not compared; the timed rows of the family are.",
          void 0,
          name
        );
      return;
    }
    const counters = {};
    for (const [k, v] of Object.entries(b)) {
      if (!STANDARD_FIELDS.has(k) && typeof v === "number" && Number.isFinite(v)) counters[k] = v;
    }
    rows.push({
      name: typeof b.run_name === "string" ? b.run_name : name,
      aggregate: isAggregate ? String(b.aggregate_name ?? "aggregate") : void 0,
      realTime,
      cpuTime,
      timeUnit: typeof b.time_unit === "string" ? b.time_unit : "ns",
      counters
    });
  });
  return {
    format: "google-benchmark",
    tool: "Google Benchmark",
    measurements: groupGbenchRows(rows),
    warnings: warnings.list(),
    source
  };
}

// src/formats/micro/google-benchmark-text.ts
var HEADER2 = /^Benchmark\s+Time\s+CPU\s+Iterations\b/;
var ROW = /^(\S+)\s+([\d.e+-]+) (ns|us|ms|s|%)\s+([\d.e+-]+) (ns|us|ms|s|%)\s+(\d+)(.*)$/;
var AGGREGATE = /^(.+)_(mean|median|stddev|cv|BigO|RMS)$/;
var COMPLEXITY = /^\S+_(BigO|RMS)\s/;
var SI = { "": 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, m: 1e-3, u: 1e-6, n: 1e-9 };
function detectGoogleBenchmarkText(head) {
  return /^Benchmark\s+Time\s+CPU\s+Iterations/m.test(head) ? 0.9 : 0;
}
var COUNTER = /^(\w+)=([\d.e+-]+)([kMGTmun]?)(?:\/s|%)?$/;
function readCounters(rest) {
  const counters = {};
  for (const token of rest.split(/[ \t]+/)) {
    const m = COUNTER.exec(token);
    const v = m ? parseLocaleNumber(m[2]) * (SI[m[3]] ?? 1) : NaN;
    if (m && Number.isFinite(v)) counters[m[1]] = v;
  }
  return counters;
}
function parseGoogleBenchmarkText(text2, source) {
  const warnings = new WarningLog();
  const rows = [];
  let inTable = false;
  cleanLines(text2).forEach((line, i) => {
    if (HEADER2.test(line)) {
      inTable = true;
      return;
    }
    if (!inTable || /^-+$/.test(line.trim()) || line.trim() === "") return;
    const trimmed = line.trim();
    if (COMPLEXITY.test(trimmed)) {
      warnings.add(
        "complexity-row",
        "complexity fits (`_BigO`, `_RMS` rows) are not compared; the timed rows of the family are.",
        i + 1,
        line
      );
      return;
    }
    const m = ROW.exec(trimmed);
    if (!m) {
      warnings.add(
        "unparsed-row",
        "a Google Benchmark row could not be read (error or unknown layout).",
        i + 1,
        line
      );
      return;
    }
    const realTime = parseLocaleNumber(m[2]);
    const cpuTime = parseLocaleNumber(m[4]);
    if (!Number.isFinite(realTime) || !Number.isFinite(cpuTime)) {
      warnings.add("unparsed-row", "a Google Benchmark row has a time that is not a number.", i + 1, line);
      return;
    }
    const agg = AGGREGATE.exec(m[1]);
    const aggregate = agg?.[2];
    const percent = m[3] === "%";
    rows.push({
      name: agg ? agg[1] : m[1],
      aggregate,
      // `_cv` rows print percentages: stored as a fraction, like the JSON's.
      realTime: percent ? realTime / 100 : realTime,
      cpuTime: percent ? cpuTime / 100 : cpuTime,
      timeUnit: percent ? "ns" : m[3],
      counters: readCounters(m[7])
    });
  });
  return {
    format: "google-benchmark",
    tool: "Google Benchmark (console)",
    measurements: groupGbenchRows(rows),
    warnings: warnings.list(),
    source
  };
}

// src/formats/micro/google-benchmark.ts
var googleBenchmark = {
  name: "google-benchmark",
  description: "Google Benchmark JSON (--benchmark_out_format=json) or console output; repetitions as samples",
  detect: (head) => Math.max(detectGoogleBenchmarkJson(head), detectGoogleBenchmarkText(head)),
  parse: (text2, source) => looksLikeJson(text2) ? parseGoogleBenchmarkJson(text2, source) : parseGoogleBenchmarkText(text2, source)
};

// src/formats/micro/hyperfine-json.ts
function detectHyperfineJson(head) {
  if (!/^\s*\{\s*"results"\s*:/.test(head) && !/"results"\s*:\s*\[\s*\{\s*"command"/.test(head)) return 0;
  return /"command"\s*:/.test(head) && /"mean"\s*:/.test(head) ? 0.95 : 0.5;
}
function parseHyperfineJson(text2, source) {
  const data = parseJsonInput(text2, source, "hyperfine `--export-json` output");
  const warnings = new WarningLog();
  const measurements = [];
  const results = isRecord(data) && Array.isArray(data.results) ? data.results : [];
  if (results.length === 0)
    warnings.add("no-results", "the JSON has no `results` entries; nothing was read.");
  results.forEach((r, index) => {
    const name = isRecord(r) && typeof r.command === "string" ? r.command : `result #${index + 1}`;
    const mean = isRecord(r) ? finiteNumber(r.mean) : void 0;
    if (!isRecord(r) || typeof r.command !== "string" || mean === void 0) {
      warnings.add(
        "bad-entry",
        `skipped ${name}: it has no \`command\` or numeric \`mean\`.`,
        void 0,
        name
      );
      return;
    }
    const params = extractParams(r.command);
    if (isRecord(r.parameters)) for (const [k, v] of Object.entries(r.parameters)) params[k] = String(v);
    const times = Array.isArray(r.times) ? r.times.filter((t) => finiteNumber(t) !== void 0) : [];
    const attrs = {};
    for (const field of ["median", "min", "max", "user", "system", "stddev"]) {
      const v = finiteNumber(r[field]);
      if (v !== void 0) attrs[field] = v;
    }
    if (Array.isArray(r.exit_codes)) {
      const failed = r.exit_codes.filter((c) => c !== 0 && c !== null).length;
      if (failed > 0) attrs.failedRuns = failed;
    }
    measurements.push(
      toMeasurement({
        key: r.command,
        value: mean,
        center: "mean",
        unit: "s",
        samples: times,
        error: finiteNumber(r.stddev),
        params,
        attrs
      })
    );
  });
  return { format: "hyperfine", tool: "hyperfine", measurements, warnings: warnings.list(), source };
}

// src/formats/micro/hyperfine-text.ts
var BENCHMARK = /^Benchmark(?: \d+)?: (.+)$/;
var TIME = /^Time \((?:mean ± σ|abs ≡)\):\s+([\d.]+) (\S+)(?:\s+±\s+([\d.]+) (\S+))?/;
var RANGE = /^Range \(min … max\):\s+([\d.]+) (\S+) …\s+([\d.]+) (\S+)\s+(\d+) runs?/;
var MD_HEADER = /^\|\s*Command\s*\|\s*Mean \[(\S+)\]\s*\|/;
function detectHyperfineText(head) {
  if (/^\s*Time \((mean ± σ|abs ≡)\):/m.test(head) && /^Benchmark(?: \d+)?: /m.test(head)) return 0.9;
  return MD_HEADER.test(head.split(/\r?\n/, 1)[0] ?? "") || /^\|\s*Command\s*\|\s*Mean \[/m.test(head) ? 0.85 : 0;
}
function seconds(value, unit) {
  return parseLocaleNumber(value) * normalizeUnit(unit).factor;
}
function parseConsole(lines, warnings) {
  const measurements = [];
  let name;
  let last;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    let m;
    if (m = BENCHMARK.exec(line)) {
      name = m[1].trim();
      last = void 0;
    } else if (line.startsWith("Time (")) {
      m = TIME.exec(line);
      const value = m ? seconds(m[1], m[2]) : NaN;
      if (!m || !name || !Number.isFinite(value)) {
        warnings.add("unparsed-line", "a hyperfine `Time (\u2026)` line could not be read.", i + 1, raw);
        return;
      }
      const attrs = {};
      const user = /User: ([\d.]+) (\S+?),/.exec(line);
      const system = /System: ([\d.]+) (\S+?)\]/.exec(line);
      if (user) attrs.user = seconds(user[1], user[2]);
      if (system) attrs.system = seconds(system[1], system[2]);
      last = toMeasurement({
        key: name,
        value,
        unit: "s",
        error: m[3] !== void 0 ? seconds(m[3], m[4]) : void 0,
        params: extractParams(name),
        attrs
      });
      measurements.push(last);
    } else if ((m = RANGE.exec(line)) && last) {
      Object.assign(last.attrs ??= {}, {
        min: seconds(m[1], m[2]),
        max: seconds(m[3], m[4]),
        runs: Number(m[5])
      });
      if (last.error !== void 0 && Number(m[5]) >= 1) last.errorKind = { stddevOf: Number(m[5]) };
    }
  });
  return measurements;
}
function parseMarkdown(lines, warnings) {
  const measurements = [];
  let columns;
  lines.forEach((line, i) => {
    if (!line.trim().startsWith("|")) {
      columns = void 0;
      return;
    }
    const cells = line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
    if (MD_HEADER.test(line.trim())) {
      columns = cells;
      return;
    }
    if (!columns || cells.every((c) => /^:?-+:?$/.test(c))) return;
    const cell = (prefix) => cells[columns.findIndex((c) => c.startsWith(prefix))];
    const unit = /\[(\S+)\]/.exec(columns.find((c) => c.startsWith("Mean")) ?? "")?.[1] ?? "s";
    const mean = /^([\d.]+)(?:\s*±\s*([\d.]+))?$/.exec(cell("Mean") ?? "");
    if (!mean) {
      warnings.add("unparsed-row", "a hyperfine markdown row has no readable `Mean` cell.", i + 1, line);
      return;
    }
    const name = unquote(cells[0]);
    const attrs = {};
    for (const [col, attr] of [
      ["Min", "min"],
      ["Max", "max"]
    ]) {
      const v = parseLocaleNumber(cell(col) ?? "");
      if (Number.isFinite(v)) attrs[attr] = v * normalizeUnit(unit).factor;
    }
    measurements.push(
      toMeasurement({
        key: name,
        value: parseLocaleNumber(mean[1]),
        unit,
        error: mean[2] !== void 0 ? parseLocaleNumber(mean[2]) : void 0,
        params: extractParams(name),
        attrs
      })
    );
  });
  return measurements;
}
function parseHyperfineText(text2, source) {
  const lines = cleanLines(text2);
  const warnings = new WarningLog();
  const markdown = lines.some((l) => MD_HEADER.test(l.trim()));
  const measurements = markdown ? parseMarkdown(lines, warnings) : parseConsole(lines, warnings);
  return {
    format: "hyperfine",
    tool: markdown ? "hyperfine (markdown export)" : "hyperfine (console)",
    measurements,
    warnings: warnings.list(),
    source
  };
}

// src/formats/micro/hyperfine.ts
var hyperfine = {
  name: "hyperfine",
  description: "hyperfine --export-json (per-run times as samples), --export-markdown, or console output",
  detect: (head) => Math.max(detectHyperfineJson(head), detectHyperfineText(head)),
  parse: (text2, source) => looksLikeJson(text2) ? parseHyperfineJson(text2, source) : parseHyperfineText(text2, source)
};

// src/formats/micro/gungraun-names.ts
var LABEL_BY_JSON_NAME = {
  Ir: "Instructions",
  L1hits: "L1 Hits",
  LLhits: "LL Hits",
  RamHits: "RAM Hits",
  TotalRW: "Total read+write",
  EstimatedCycles: "Estimated Cycles",
  I1MissRate: "I1 Miss Rate",
  D1MissRate: "D1 Miss Rate",
  LLiMissRate: "LLi Miss Rate",
  LLdMissRate: "LLd Miss Rate",
  LLMissRate: "LL Miss Rate",
  L1HitRate: "L1 Hit Rate",
  LLHitRate: "LL Hit Rate",
  RamHitRate: "RAM Hit Rate",
  TotalUnits: "Total units",
  TotalEvents: "Total events",
  TotalBytes: "Total bytes",
  TotalBlocks: "Total blocks",
  AtTGmaxBytes: "At t-gmax bytes",
  AtTGmaxBlocks: "At t-gmax blocks",
  AtTEndBytes: "At t-end bytes",
  AtTEndBlocks: "At t-end blocks",
  ReadsBytes: "Reads bytes",
  WritesBytes: "Writes bytes",
  TotalLifetimes: "Total lifetimes",
  MaximumBytes: "Maximum bytes",
  MaximumBlocks: "Maximum blocks",
  SuppressedErrors: "Suppressed Errors",
  SuppressedContexts: "Suppressed Contexts"
};
var RENAMED = { "l2 hits": "ll hits" };
function gungraunMetric(tool, label) {
  const lower = (LABEL_BY_JSON_NAME[label] ?? label).toLowerCase();
  const base = RENAMED[lower] ?? lower;
  const t = tool.toLowerCase();
  const metric = t === "" || t === "callgrind" ? base : `${t} ${base}`;
  if (/hit rate$/.test(base)) return { metric, unit: "%", direction: "bigger-is-better" };
  if (/rate$/.test(base)) return { metric, unit: "%", direction: "smaller-is-better" };
  if (/bytes$/.test(base)) return { metric, unit: "B", direction: "smaller-is-better" };
  return { metric, unit: "count", direction: "smaller-is-better" };
}

// src/formats/micro/gungraun-json.ts
var SUPPORTED_VERSIONS = ["6", "7"];
function detectGungraunJson(head) {
  if (!/^\uFEFF?[ \t]*[[{]/m.test(head)) return 0;
  return /"module_path"\s*:/.test(head) && /"profiles"\s*:/.test(head) ? 0.95 : 0;
}
function splitJsonValues(text2) {
  const values = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text2.length; i++) {
    const c = text2[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{" || c === "[") {
      if (depth === 0) start = i;
      depth++;
    } else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0 && start >= 0) {
        values.push(text2.slice(start, i + 1));
        start = -1;
      }
    }
  }
  if (depth > 0 && start >= 0) values.push(text2.slice(start));
  return values;
}
function parseChunk(raw, warnings) {
  try {
    return [JSON.parse(raw)];
  } catch {
    warnings.add(
      "truncated-json",
      "a JSON value is cut short or damaged (a run interrupted?); its complete lines were read."
    );
    return raw.split("\n").slice(1).flatMap((line) => {
      if (!/^\s*\{/.test(line)) return [];
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
  }
}
function runValue(diff, run) {
  if (!isRecord(diff) || !isRecord(diff.metrics)) return void 0;
  const m = diff.metrics;
  const side = Array.isArray(m.Both) ? m.Both[run === "new" ? 0 : 1] : m[run === "new" ? "Left" : "Right"];
  if (!isRecord(side)) return void 0;
  const v = side.Int ?? side.Float;
  return typeof v === "number" ? v : void 0;
}
function runValueV7(result, run) {
  if (!isRecord(result) || !isRecord(result.values)) return void 0;
  const v = result.values[run];
  const n = isRecord(v) ? v.value : v;
  return typeof n === "number" ? n : void 0;
}
function totalsOf(profile, version) {
  if (version === "7") {
    const total2 = isRecord(profile.data) && isRecord(profile.data.total) ? profile.data.total : {};
    return isRecord(total2.metrics) ? [total2.metrics] : [];
  }
  const total = isRecord(profile.summaries) && isRecord(profile.summaries.total) ? profile.summaries.total : {};
  return isRecord(total.summary) ? Object.values(total.summary).filter(isRecord) : [];
}
function readSummary(doc, warnings, out) {
  const key = typeof doc.id === "string" && doc.id !== "" ? `${String(doc.module_path)}::${doc.id}` : String(doc.module_path);
  const version = String(doc.version);
  const valueOf = version === "7" ? runValueV7 : runValue;
  const profiles = Array.isArray(doc.profiles) ? doc.profiles : [];
  for (const profile of profiles) {
    if (!isRecord(profile) || typeof profile.tool !== "string") continue;
    for (const metrics of totalsOf(profile, version)) {
      for (const [name, diff] of Object.entries(metrics)) {
        const value = valueOf(diff, "new");
        if (value === void 0) {
          warnings.add(
            "no-new-value",
            `a metric has no value for the new run (only an old one); skipped.`,
            void 0,
            `${key} ${name}`
          );
          continue;
        }
        const { metric, unit, direction } = gungraunMetric(profile.tool, name);
        const previous = valueOf(diff, "old");
        out.push(
          toMeasurement({
            key,
            value,
            unit,
            metric,
            direction,
            error: 0,
            attrs: previous !== void 0 ? { previous } : void 0
          })
        );
      }
    }
  }
}
function parseGungraunJson(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  const docs = splitJsonValues(text2).flatMap(
    (raw) => parseChunk(raw, warnings).flatMap((v) => Array.isArray(v) ? v : [v])
  );
  for (const doc of docs) {
    if (!isRecord(doc) || typeof doc.module_path !== "string" || !Array.isArray(doc.profiles)) {
      warnings.add("foreign-json", "JSON values that are not Gungraun benchmark summaries were skipped.");
      continue;
    }
    if (typeof doc.version !== "string" || !SUPPORTED_VERSIONS.includes(doc.version)) {
      const newer = Number(doc.version) > 7;
      throw new UserError(
        `${source ? `'${source}'` : "the input"} is a Gungraun/iai-callgrind summary of version ${JSON.stringify(doc.version)}, and only versions 6 and 7 (iai-callgrind 0.16 to Gungraun 0.19.x) are read: ` + (newer ? "pass its console output instead (`--output-format=default`, the default)." : "rerun with iai-callgrind \u2265 0.16 or Gungraun, or pass its console output instead.")
      );
    }
    readSummary(doc, warnings, measurements);
  }
  return {
    format: "iai-callgrind",
    tool: "Gungraun / iai-callgrind (JSON summary)",
    measurements,
    warnings: warnings.list(),
    source
  };
}

// src/formats/micro/iai-callgrind.ts
var TOOL_HEADER = /^\s+=+ *(CALLGRIND|CACHEGRIND|DHAT|MEMCHECK|HELGRIND|DRD|MASSIF|EXP-BBV|BBV) *=+\s*$/;
var DELTA_LINE = /^\s+[A-Za-z][A-Za-z0-9 .+-]*: +[\d.,]+\|([\d.,]+|N\/A) +\(/;
var PLAIN_LABEL = /^\s+(Instructions|L1 Hits|L1 Accesses|L2 Hits|L2 Accesses|Estimated Cycles|RAM Hits|RAM Accesses):/;
var LABEL = /^[A-Za-z][A-Za-z0-9 .+-]*$/;
var NOT_METRICS = /* @__PURE__ */ new Set(["Command", "Baselines", "Details"]);
function detectIaiCallgrind(head) {
  if (detectGungraunJson(head) > 0) return detectGungraunJson(head);
  let plain = 0;
  for (const line of cleanLines(head)) {
    if (TOOL_HEADER.test(line) || DELTA_LINE.test(line)) return 0.9;
    if (PLAIN_LABEL.test(line)) plain += 1;
    if (plain >= 2) return 0.9;
  }
  return 0;
}
function idOf(lines) {
  return lines[0].includes("::") ? lines.join(" ") : lines[lines.length - 1];
}
function toolOf(t) {
  let a = 0;
  let b = t.length;
  while (a < b && t[a] === "=") a += 1;
  while (b > a && t[b - 1] === "=") b -= 1;
  return t.slice(a, b).trim().toLowerCase();
}
function parseIaiCallgrind(text2, source) {
  if (detectGungraunJson(text2.slice(0, 65536)) > 0) return parseGungraunJson(text2, source);
  if (looksLikeJson(text2)) {
    throw new UserError(
      `${source ? `'${source}'` : "the input"} is JSON but not a Gungraun/iai-callgrind summary (no \`module_path\` and \`profiles\`): pass the console output, or \`--output-format=json|pretty-json\`.`
    );
  }
  const warnings = new WarningLog();
  const measurements = [];
  let pending = [];
  let bench;
  let tool = "";
  let summary = false;
  let skipPart = false;
  let comparison = false;
  cleanLines(text2).forEach((line, i) => {
    const t = line.trim();
    if (t === "") {
      pending = [];
      return;
    }
    if (line[0] !== " " && line[0] !== "	") {
      if (/^- end of std(out|err)/.test(t)) {
        pending = pending.slice(0, 1);
        return;
      }
      if (t === "Regressions:") summary = true;
      else if (/^(running \d+ tests?|Running |Benchmarking )/.test(t)) summary = false;
      if (!summary) pending.push(t);
      return;
    }
    if (summary) return;
    if (pending.length > 0) {
      bench = idOf(pending);
      pending = [];
      tool = "";
      skipPart = false;
      comparison = false;
    }
    if (t.startsWith("=")) {
      tool = toolOf(t);
      skipPart = false;
      return;
    }
    if (t.startsWith("## ")) {
      skipPart = t !== "## Total";
      return;
    }
    const colon = t.indexOf(":");
    if (colon <= 0) return;
    const label = t.slice(0, colon).trim();
    if (label.startsWith("Comparison with")) comparison = true;
    if (skipPart || comparison || NOT_METRICS.has(label)) return;
    const [now, before] = (t.slice(colon + 1).trim().split(/\s+/)[0] ?? "").split("|");
    const value = parseLocaleNumber(now ?? "");
    if (bench === void 0 || !LABEL.test(label) || !Number.isFinite(value)) {
      warnings.add(
        "unparsed-line",
        "an indented `Label: value` line has no benchmark, no metric label or no number.",
        i + 1,
        line
      );
      return;
    }
    const previous = parseLocaleNumber(before ?? "");
    const { metric, unit, direction } = gungraunMetric(tool, label);
    measurements.push(
      toMeasurement({
        key: bench,
        value,
        unit,
        metric,
        direction,
        error: 0,
        params: extractParams(bench),
        attrs: Number.isFinite(previous) ? { previous } : void 0
      })
    );
  });
  return {
    format: "iai-callgrind",
    tool: "iai-callgrind / Gungraun",
    measurements,
    warnings: warnings.list(),
    source
  };
}
var iaiCallgrind = {
  name: "iai-callgrind",
  description: "iai-callgrind / Gungraun / iai output (instruction and cache counts, deterministic, smaller is better)",
  detect: detectIaiCallgrind,
  parse: parseIaiCallgrind
};

// src/formats/micro/jmh-names.ts
function jmhKey(benchmark, params) {
  const suffix = Object.entries(params).map(([k, v]) => ` ${k}=${v}`);
  return benchmark + suffix.join("");
}
function jmhDenseNames(names) {
  const unique = [...new Set(names)];
  let prefix;
  let cut = false;
  for (const name of unique) {
    const parts = name.split(".");
    if (!prefix) {
      let c2 = 0;
      while (c2 < parts.length && parts[c2].toLowerCase() === parts[c2]) c2++;
      prefix = parts.slice(0, c2);
      continue;
    }
    let c = 0;
    while (c < Math.min(prefix.length, parts.length) && parts[c] === prefix[c]) c++;
    if (c !== prefix.length) cut = true;
    prefix = prefix.slice(0, c);
  }
  const dense = /* @__PURE__ */ new Map();
  for (const name of unique) {
    const parts = name.split(".");
    (prefix ?? []).forEach((p, i) => parts[i] = cut ? p[0] : "");
    dense.set(name, parts.filter((p) => p !== "").join("."));
  }
  return dense;
}
function withDenseNames(items) {
  const nameOf2 = (key) => key.split(" ", 1)[0];
  const dense = jmhDenseNames(items.map((m) => nameOf2(m.key)));
  for (const m of items) {
    const name = nameOf2(m.key);
    m.key = (dense.get(name) ?? name) + m.key.slice(name.length);
  }
  return items;
}
var MODES = {
  thrpt: { metric: "throughput", direction: "bigger-is-better" },
  avgt: { metric: "time", direction: "smaller-is-better" },
  sample: { metric: "sample-time", direction: "smaller-is-better" },
  ss: { metric: "single-shot-time", direction: "smaller-is-better" }
};
var JMH_MODE_BY_LABEL = {
  Throughput: "thrpt",
  "Average time": "avgt",
  "Sampling time": "sample",
  "Single shot invocation time": "ss"
};
function jmhMode(mode) {
  return MODES[mode];
}
function jmhPrimary(mode, unit) {
  const byUnit = normalizeUnit(unit);
  const known = byUnit.metric === "time" || byUnit.metric === "throughput";
  if (!known || byUnit.direction === mode.direction) return mode;
  return {
    metric: byUnit.metric,
    direction: byUnit.direction,
    contradiction: `the mode says ${mode.metric} (${mode.direction}) but the unit '${unit}' is a ${byUnit.metric}; read as ${byUnit.metric}, ${byUnit.direction}, as the unit says`
  };
}
function jmhSecondaryDirection(label, unit) {
  if (isPerCycleRate(unit.unit)) return "bigger-is-better";
  return label.startsWith("\xB7") || label.startsWith("gc.") ? "smaller-is-better" : unit.direction;
}
function jmhSecondaryMetric(label) {
  return label.replace(/^·/, "");
}

// src/formats/micro/jmh-json.ts
function detectJmhJson(head) {
  if (!/^\s*\[/.test(head)) return 0;
  if (/"jmhVersion"\s*:/.test(head)) return 0.95;
  return /"primaryMetric"\s*:/.test(head) && /"benchmark"\s*:/.test(head) ? 0.9 : 0;
}
function readMetric(raw) {
  if (!isRecord(raw) || typeof raw.scoreUnit !== "string") return void 0;
  const score = finiteNumber(raw.score);
  if (score === void 0) return void 0;
  const samples = Array.isArray(raw.rawData) ? raw.rawData.flatMap(
    (fork) => Array.isArray(fork) ? fork.filter((v) => finiteNumber(v) !== void 0) : []
  ) : [];
  const percentiles = {};
  if (isRecord(raw.scorePercentiles)) {
    for (const [p, name] of [
      ["50.0", "p50"],
      ["90.0", "p90"],
      ["99.0", "p99"]
    ]) {
      const v = finiteNumber(raw.scorePercentiles[p]);
      if (v !== void 0) percentiles[name] = v;
    }
  }
  return {
    score,
    error: finiteNumber(raw.scoreError),
    unit: raw.scoreUnit,
    samples,
    percentiles
  };
}
function parseJmhJson(text2, source) {
  const data = parseJsonInput(text2, source, "JMH's `-rf json` output (an array of benchmark runs)");
  const warnings = new WarningLog();
  const measurements = [];
  let version;
  if (!Array.isArray(data)) {
    warnings.add("not-an-array", "JMH JSON must be an array of benchmark runs; nothing was read.");
    return { format: "jmh", tool: "JMH", measurements, warnings: warnings.list(), source };
  }
  data.forEach((run, index) => {
    const label = isRecord(run) && typeof run.benchmark === "string" ? run.benchmark : `entry #${index + 1}`;
    if (!isRecord(run) || typeof run.benchmark !== "string" || typeof run.mode !== "string") {
      warnings.add(
        "bad-entry",
        `skipped ${label}: it has no \`benchmark\` name or \`mode\`.`,
        void 0,
        label
      );
      return;
    }
    if (typeof run.jmhVersion === "string") version ??= run.jmhVersion;
    const mode = jmhMode(run.mode);
    const primary = readMetric(run.primaryMetric);
    if (!mode || !primary) {
      const why = mode ? "its primaryMetric has no numeric score" : `its mode '${run.mode}' is unknown`;
      warnings.add("bad-entry", `skipped ${label}: ${why}.`, void 0, label);
      return;
    }
    const params = {};
    if (isRecord(run.params)) for (const [k, v] of Object.entries(run.params)) params[k] = String(v);
    const key = jmhKey(run.benchmark, params);
    const factor = normalizeUnit(primary.unit).factor;
    const named = jmhPrimary(mode, primary.unit);
    if (named.contradiction)
      warnings.add("mode-unit-contradiction", `${key}: ${named.contradiction}.`, void 0, key);
    const attrs = {};
    if (run.mode === "sample")
      for (const [p, v] of Object.entries(primary.percentiles)) attrs[p] = v * factor;
    const measurement = toMeasurement({
      key,
      value: primary.score,
      unit: primary.unit,
      metric: named.metric,
      direction: named.direction,
      samples: primary.samples,
      // JMH's score is the mean of the measurement iterations (rawData).
      center: "mean",
      error: primary.error,
      params,
      attrs
    });
    if (measurement.error !== void 0)
      measurement.errorKind = { confidence: 0.999, n: primary.samples.length || void 0 };
    measurements.push(measurement);
    const secondary = isRecord(run.secondaryMetrics) ? run.secondaryMetrics : {};
    for (const [labelName, rawMetric] of Object.entries(secondary)) {
      if (isRecord(rawMetric) && rawMetric.scoreUnit === "---") continue;
      const metric = readMetric(rawMetric);
      if (!metric) {
        warnings.add("bad-secondary", `skipped secondary metric ${labelName} of ${key}: no numeric score.`);
        continue;
      }
      measurements.push(
        toMeasurement({
          key,
          value: metric.score,
          unit: metric.unit,
          metric: jmhSecondaryMetric(labelName),
          direction: jmhSecondaryDirection(labelName, normalizeUnit(metric.unit)),
          samples: metric.samples,
          error: metric.error,
          params
        })
      );
    }
  });
  return {
    format: "jmh",
    tool: version ? `JMH ${version}` : "JMH",
    measurements: withDenseNames(measurements),
    warnings: warnings.list(),
    source
  };
}

// src/formats/micro/jmh-run-blocks.ts
var ITERATION = /^Iteration\s+\d+:\s+(\S+)\s+(\S+)\s*$/;
var RESULT_SCORE = /^\s*(\S+)(?:\s+±\(\S+\)\s+(\S+))?\s+(\S+)\s+\[\w+\]\s*$/;
function collectRunBlocks(lines, warnings) {
  const blocks = /* @__PURE__ */ new Map();
  let name;
  let params = {};
  let mode;
  const current = () => {
    if (!name || !mode) return void 0;
    const key = jmhKey(name, params);
    const id = `${key}|${mode}`;
    let block = blocks.get(id);
    if (!block) {
      block = { key, mode, params: { ...params }, samples: [] };
      blocks.set(id, block);
    }
    return block;
  };
  lines.forEach((line, i) => {
    let m;
    if (m = /^# Benchmark: (\S+)/.exec(line)) {
      name = m[1];
      params = {};
    } else if (m = /^# Parameters: \((.*)\)\s*$/.exec(line)) {
      for (const pair of m[1].split(/,\s*/)) {
        const [k, v] = pair.split(/\s*=\s*/);
        if (k && v !== void 0) params[k.trim()] = v.trim();
      }
    } else if (m = /^# Benchmark mode: ([^,]+)/.exec(line)) {
      mode = JMH_MODE_BY_LABEL[m[1].trim()];
    } else if (line.startsWith("Iteration ") && mode !== "sample") {
      const it = ITERATION.exec(line.trim());
      const value = it ? parseLocaleNumber(it[1]) : NaN;
      const block = current();
      if (!block || !Number.isFinite(value)) {
        warnings.add(
          "unparsed-iteration",
          "an iteration line could not be read; it is not a sample.",
          i + 1,
          line
        );
        return;
      }
      block.samples.push(value);
    } else if (line.startsWith('Result "')) {
      const r = RESULT_SCORE.exec(lines[i + 1] ?? "");
      const block = current();
      const score = r ? parseLocaleNumber(r[1]) : NaN;
      if (block && r && Number.isFinite(score)) {
        const error = r[2] !== void 0 ? parseLocaleNumber(r[2]) : NaN;
        block.result = { score, error: Number.isFinite(error) ? error : void 0, unit: r[3] };
      }
    }
  });
  return blocks;
}

// src/formats/micro/jmh-text.ts
function detectJmhText(head) {
  if (/^# JMH version: /m.test(head)) return 0.9;
  return TABLE_HEADER.test(head) ? 0.85 : 0;
}
var TABLE_HEADER = /^Benchmark\s+(?:\(\w+\)\s+)*Mode\s+(?:Cnt\s+)?Score\s+(?:Error\s+)?Units\s*$/m;
function parseRow(line, paramNames) {
  const tokens = line.trim().split(/\s+/);
  const name = tokens[0];
  const params = {};
  paramNames.forEach((p, i) => {
    const v = tokens[1 + i];
    if (v !== void 0 && v !== "N/A") params[p] = v;
  });
  const mode = tokens[1 + paramNames.length];
  const rest = tokens.slice(2 + paramNames.length);
  const unit = rest.pop();
  if (!mode || !unit || rest.length === 0) return "too few columns";
  if (unit === "---" && rest.length === 1 && rest[0] === "NaN") return null;
  if (rest.includes("\u2248")) return "approximate score (\u2248): JMH printed only an order of magnitude";
  const pm = rest.indexOf("\xB1");
  const scoreText = pm >= 0 ? rest[pm - 1] : rest[rest.length - 1];
  const score = scoreText === void 0 ? NaN : parseLocaleNumber(scoreText);
  if (!Number.isFinite(score)) return `score '${scoreText ?? ""}' is not a number`;
  const error = pm >= 0 ? parseLocaleNumber(rest[pm + 1] ?? "") : void 0;
  return { name, params, mode, score, error: Number.isFinite(error) ? error : void 0, unit };
}
function parseJmhText(text2, source) {
  const lines = cleanLines(text2);
  const warnings = new WarningLog();
  const blocks = new Map(
    withDenseNames([...collectRunBlocks(lines, warnings).values()]).map((b) => [`${b.key}|${b.mode}`, b])
  );
  const measurements = [];
  const version = /^# JMH version: (\S+)/m.exec(text2)?.[1];
  let paramNames;
  let sawTable = false;
  lines.forEach((line, i) => {
    if (TABLE_HEADER.test(line)) {
      paramNames = [...line.matchAll(/\((\w+)\)/g)].map((m) => m[1]);
      sawTable = true;
      return;
    }
    if (!paramNames) return;
    if (line.trim() === "") {
      paramNames = void 0;
      return;
    }
    const row = parseRow(line, paramNames);
    if (row === null) return;
    if (typeof row === "string") {
      warnings.add("unparsed-row", `a summary-table row could not be read (${row}).`, i + 1, line);
      return;
    }
    const [benchmark, label] = splitSecondary(row.name);
    const key = jmhKey(benchmark, row.params);
    const primary = jmhMode(row.mode);
    if (!primary) {
      warnings.add("unknown-mode", `a row has the unknown mode '${row.mode}'.`, i + 1, line);
      return;
    }
    const unit = normalizeUnit(row.unit);
    if (label === void 0) {
      const named = jmhPrimary(primary, row.unit);
      if (named.contradiction)
        warnings.add("mode-unit-contradiction", `${key}: ${named.contradiction}.`, i + 1, line);
      const measurement = toMeasurement({
        key,
        value: row.score,
        unit: row.unit,
        metric: named.metric,
        direction: named.direction,
        samples: blocks.get(`${key}|${row.mode}`)?.samples,
        center: "mean",
        error: row.error,
        params: row.params
      });
      if (measurement.error !== void 0)
        measurement.errorKind = { confidence: 0.999, n: measurement.samples?.length };
      measurements.push(measurement);
      return;
    }
    const percentile = /^p(\d\.\d+)$/.exec(label);
    if (percentile) {
      const owner = measurements.findLast(
        (m) => m.key === key && m.metric === jmhPrimary(primary, row.unit).metric
      );
      const name = `p${Math.round(Number(percentile[1]) * 100)}`;
      if (owner && ["p50", "p90", "p99"].includes(name)) (owner.attrs ??= {})[name] = row.score * unit.factor;
      return;
    }
    measurements.push(
      toMeasurement({
        key,
        value: row.score,
        unit: row.unit,
        metric: jmhSecondaryMetric(label),
        direction: jmhSecondaryDirection(label, unit),
        error: row.error,
        params: row.params
      })
    );
  });
  if (!sawTable) {
    for (const block of blocks.values()) {
      const mode = jmhMode(block.mode);
      if (!block.result || !mode) continue;
      const named = jmhPrimary(mode, block.result.unit);
      if (named.contradiction)
        warnings.add("mode-unit-contradiction", `${block.key}: ${named.contradiction}.`);
      measurements.push(
        toMeasurement({
          key: block.key,
          value: block.result.score,
          unit: block.result.unit,
          metric: named.metric,
          direction: named.direction,
          samples: block.samples,
          error: block.result.error,
          params: block.params
        })
      );
    }
    warnings.add(
      "no-summary-table",
      `no JMH summary table (\`Benchmark \u2026 Mode Cnt Score Error Units\`) was found (run cut short?); ${measurements.length} results were read from the per-benchmark \`Result\` blocks.`
    );
  }
  return {
    format: "jmh",
    tool: version ? `JMH ${version}` : "JMH",
    // Idempotent on the table's names; makes the names read from `Result` blocks alone dense.
    measurements: withDenseNames(measurements),
    warnings: warnings.list(),
    source
  };
}
function splitSecondary(name) {
  const colon = name.indexOf(":");
  return colon < 0 ? [name, void 0] : [name.slice(0, colon), name.slice(colon + 1)];
}

// src/formats/micro/jmh.ts
var jmh = {
  name: "jmh",
  description: "JMH `-rf json` results or its text output (summary table + iterations)",
  detect: (head) => Math.max(detectJmhJson(head), detectJmhText(head)),
  parse: (text2, source) => looksLikeJson(text2) ? parseJmhJson(text2, source) : parseJmhText(text2, source)
};

// src/formats/micro/julia-benchmark-tools.ts
function detectJuliaBenchmarkTools(head) {
  if (/^\uFEFF?\s*\[\s*"(BenchmarkGroup|TrialEstimate|Trial)"\s*,\s*\{/.test(head)) return 0.9;
  if (!/^\uFEFF?\s*\[\s*\{\s*"(Julia|BenchmarkTools)"\s*:/.test(head)) return 0;
  return /"(BenchmarkGroup|TrialEstimate|Trial)"/.test(head) ? 0.95 : 0.6;
}
function tagged(value) {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && isRecord(value[1]) ? value : void 0;
}
function numbers(raw) {
  return Array.isArray(raw) ? raw.filter((v) => finiteNumber(v) !== void 0) : [];
}
function median2(sorted) {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function parseJuliaBenchmarkTools(text2, source) {
  const data = parseJsonInput(text2, source, 'BenchmarkTools.save JSON ([{"Julia": \u2026}, [results]])');
  const warnings = new WarningLog();
  const measurements = [];
  const push = (key, time, samples, fields) => {
    const params = extractParams(key);
    const attrs = numericAttrs({ gctime: finiteNumber(fields.gctime) }, 1e-9);
    measurements.push(toMeasurement({ key, value: time, unit: "ns", samples, params, attrs }));
    const memory = finiteNumber(fields.memory);
    if (memory !== void 0) measurements.push(toMeasurement({ key, value: memory, unit: "B/op", params }));
    const allocs = finiteNumber(fields.allocs);
    if (allocs !== void 0)
      measurements.push(toMeasurement({ key, value: allocs, unit: "allocs/op", params }));
  };
  const stack = [];
  const results = tagged(data) ? [data] : Array.isArray(data) ? data[1] : void 0;
  for (const value of Array.isArray(results) ? results : []) stack.push({ path: [], value });
  if (stack.length === 0)
    warnings.add("no-results", "the JSON has no results list after its version header.");
  while (stack.length > 0) {
    const { path, value } = stack.pop();
    const item = tagged(value);
    const key = path.join("/") || "(root)";
    if (item?.[0] === "BenchmarkGroup" && isRecord(item[1].data)) {
      const children = Object.entries(item[1].data).reverse();
      for (const [name, child] of children) stack.push({ path: [...path, name], value: child });
    } else if (item?.[0] === "TrialEstimate" && finiteNumber(item[1].time) !== void 0) {
      push(key, item[1].time, [], item[1]);
    } else if (item?.[0] === "Trial" && numbers(item[1].times).length > 0) {
      const times = numbers(item[1].times);
      push(key, median2([...times].sort((a, b) => a - b)), times, item[1]);
    } else {
      warnings.add(
        "bad-entry",
        `skipped ${key}: not a BenchmarkGroup, TrialEstimate with a time, or Trial with times.`,
        void 0,
        key
      );
    }
  }
  return { format: "julia", tool: "Julia BenchmarkTools", measurements, warnings: warnings.list(), source };
}
var juliaBenchmarkTools = {
  name: "julia",
  description: "Julia BenchmarkTools.save JSON (TrialEstimate times in ns, memory, allocs; Trial times as samples)",
  detect: detectJuliaBenchmarkTools,
  parse: parseJuliaBenchmarkTools
};

// src/formats/micro/luau.ts
var RESULT = /^(SUCCESS|FAILED|FAILURE|ERROR):\s*(.*)$/;
function detectLuau(head) {
  return cleanLines(head).some((l) => /^SUCCESS: .* : +[\d.]+m?s \+\/- +[\d.]+% on \S+/.test(l.trim())) ? 0.9 : 0;
}
function parseLuau(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  cleanLines(text2).forEach((line, i) => {
    const m = RESULT.exec(line.trim());
    if (!m) return;
    const rest = m[2];
    const sep = rest.lastIndexOf(" : ");
    const name = sep >= 0 ? rest.slice(0, sep).trim() : rest.trim();
    const words = sep >= 0 ? rest.slice(sep + 3).trim().split(/\s+/) : [];
    const time = /^([\d.]+)(ms|s|us|ns)$/.exec(words[0] ?? "");
    const rme = words[1] === "+/-" ? Number((words[2] ?? "").replace(/%$/, "")) : NaN;
    if (m[1] !== "SUCCESS" || !name || !time || !Number.isFinite(Number(time[1]))) {
      warnings.add("unparsed-line", "a Luau bench result line is not a readable SUCCESS line.", i + 1, line);
      return;
    }
    const value = Number(time[1]);
    measurements.push(
      toMeasurement({
        key: name,
        value,
        unit: time[2],
        // `+/- 0.636%` is the relative standard deviation of the runs.
        error: Number.isFinite(rme) ? value * rme / 100 : void 0,
        params: extractParams(name),
        attrs: Number.isFinite(rme) ? { stdDevPct: rme } : void 0
      })
    );
    if (words[3] === "on" && words[4]) measurements[measurements.length - 1].config = { driver: words[4] };
  });
  return { format: "luau", tool: "Luau bench", measurements, warnings: warnings.list(), source };
}
var luau = {
  name: "luau",
  description: "Luau bench.py output (`SUCCESS: name : 15.041ms +/- 0.636% on luau`)",
  detect: detectLuau,
  parse: parseLuau
};

// src/formats/micro/pytest-benchmark-json.ts
function detectPytestBenchmarkJson(head) {
  if (!/^\s*\{/.test(head)) return 0;
  const hasInfo = /"machine_info"\s*:/.test(head) || /"commit_info"\s*:/.test(head);
  const hasBench = /"benchmarks"\s*:/.test(head) && /"fullname"\s*:/.test(head);
  if (hasInfo && (hasBench || /"python_implementation"/.test(head))) return 0.95;
  return hasBench && /"stats"\s*:/.test(head) ? 0.8 : 0;
}
function parsePytestBenchmarkJson(text2, source) {
  const data = parseJsonInput(text2, source, "pytest-benchmark `--benchmark-json` output");
  const warnings = new WarningLog();
  const measurements = [];
  const benchmarks = isRecord(data) && Array.isArray(data.benchmarks) ? data.benchmarks : void 0;
  if (!benchmarks) {
    warnings.add("no-benchmarks", "the JSON has no `benchmarks` array; nothing was read.");
    return { format: "pytest-benchmark", measurements, warnings: warnings.list(), source };
  }
  const keyOf2 = benchmarkKeys(benchmarks, warnings);
  benchmarks.forEach((b, index) => {
    const name = isRecord(b) && typeof b.name === "string" ? b.name : `entry #${index + 1}`;
    const stats = isRecord(b) && isRecord(b.stats) ? b.stats : void 0;
    const median3 = stats ? finiteNumber(stats.median) : void 0;
    if (!isRecord(b) || !stats || median3 === void 0) {
      warnings.add("bad-entry", `skipped ${name}: it has no \`stats.median\`.`, void 0, name);
      return;
    }
    const params = extractParams(name);
    if (isRecord(b.params)) for (const [k, v] of Object.entries(b.params)) params[k] = String(v);
    const data2 = Array.isArray(stats.data) ? stats.data.filter((v) => finiteNumber(v) !== void 0) : [];
    const attrs = numericAttrs({
      mean: finiteNumber(stats.mean),
      min: finiteNumber(stats.min),
      max: finiteNumber(stats.max),
      stddev: finiteNumber(stats.stddev),
      iqr: finiteNumber(stats.iqr)
    });
    const rounds = finiteNumber(stats.rounds);
    if (rounds !== void 0) attrs.rounds = rounds;
    const partial = rounds !== void 0 && data2.length > 0 && data2.length < rounds;
    if (partial) {
      warnings.add(
        "partial-data",
        `\`stats.data\` holds fewer timings than \`stats.rounds\` (first: ${name}, ${data2.length} of ${rounds}); the reported statistics are used without samples (rerun without trimming the JSON to compare samples).`,
        void 0,
        name
      );
    }
    const iterations = finiteNumber(stats.iterations);
    if (iterations !== void 0) attrs.iterations = iterations;
    const measurement = toMeasurement({
      key: keyOf2(index, name),
      value: median3,
      center: "median",
      unit: "s",
      samples: partial ? void 0 : data2,
      error: finiteNumber(stats.stddev),
      params,
      attrs
    });
    if (measurement.error !== void 0 && rounds !== void 0 && rounds >= 1)
      measurement.errorKind = { stddevOf: rounds };
    measurements.push(measurement);
  });
  const version = isRecord(data) && typeof data.version === "string" ? data.version : void 0;
  return {
    format: "pytest-benchmark",
    tool: version ? `pytest-benchmark ${version}` : "pytest-benchmark",
    measurements,
    warnings: warnings.list(),
    source
  };
}
function benchmarkKeys(benchmarks, warnings) {
  const count = /* @__PURE__ */ new Map();
  for (const b of benchmarks)
    if (isRecord(b) && typeof b.name === "string") count.set(b.name, (count.get(b.name) ?? 0) + 1);
  const repeated = [...count].filter(([, n]) => n > 1).map(([name]) => name);
  if (repeated.length > 0)
    warnings.add(
      "repeated-name",
      `${repeated.length} test name(s) appear in more than one module (first: ${repeated[0]}); those tests are keyed by their full name (module::test), so the other side must name them the same way.`,
      void 0,
      repeated[0]
    );
  return (index, name) => {
    const b = benchmarks[index];
    return (count.get(name) ?? 0) > 1 && isRecord(b) && typeof b.fullname === "string" ? b.fullname : name;
  };
}

// src/formats/micro/pytest-benchmark-text.ts
var HEADER3 = /^Name \(time in (\S+?)\)\s+(.+)$/;
var TIME_COLUMNS = {
  Min: "min",
  Max: "max",
  Mean: "mean",
  StdDev: "stddev",
  IQR: "iqr"
};
var OPS_SCALE = { "ops/s": 1, "Kops/s": 1e3, "Mops/s": 1e6 };
function detectPytestBenchmarkText(head) {
  if (/^Name \(time in \S+\)\s+\S/m.test(head)) return 0.9;
  return /^-+ benchmark(?: '[^']*')?: \d+ tests? -+$/m.test(head) ? 0.8 : 0;
}
function readHeader(m) {
  const opsUnit = /OPS \((\w+\/s)\)/.exec(m[2])?.[1];
  const columns = m[2].replace(/\([^()]*\)/g, " ").trim().split(/\s+/);
  return { unit: m[1], columns, opsScale: OPS_SCALE[opsUnit ?? "ops/s"] ?? 1 };
}
function headlineColumn(columns) {
  for (const name of ["Median", "Mean", "Min"]) {
    const i = columns.indexOf(name);
    if (i >= 0) return i;
  }
  return -1;
}
function parsePytestBenchmarkText(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  let table;
  cleanLines(text2).forEach((line, i) => {
    const header = HEADER3.exec(line);
    if (header) {
      table = readHeader(header);
      return;
    }
    const trimmed = line.trim();
    if (!table || /^-+$/.test(trimmed) || trimmed === "") return;
    if (/^(Legend:|=+ |-+ benchmark)/.test(trimmed)) {
      table = void 0;
      return;
    }
    const cells = line.replace(/\s\([^()\s]+\)/g, " ").trim().split(/\s+/);
    const { columns, unit, opsScale } = table;
    const col = headlineColumn(columns);
    const values = cells.slice(cells.length - columns.length);
    const value = cells.length > columns.length && col >= 0 ? parseLocaleNumber(values[col]) : NaN;
    if (!Number.isFinite(value)) {
      warnings.add(
        "unparsed-row",
        "a pytest-benchmark table row has no readable Median/Mean/Min.",
        i + 1,
        line
      );
      return;
    }
    const name = cells.slice(0, cells.length - columns.length).join(" ");
    const factor = normalizeUnit(unit).factor;
    const attrs = {};
    let stddev;
    columns.forEach((c, k) => {
      const v = parseLocaleNumber(values[k]);
      if (!Number.isFinite(v)) return;
      if (TIME_COLUMNS[c]) attrs[TIME_COLUMNS[c]] = v * factor;
      if (c === "StdDev") stddev = v;
      else if (c === "Rounds") attrs.rounds = v;
      else if (c === "Iterations") attrs.iterations = v;
      else if (c === "OPS") attrs.ops = v * opsScale;
    });
    const center = columns[col] === "Median" ? "median" : columns[col] === "Mean" ? "mean" : void 0;
    const measurement = toMeasurement({
      key: name,
      value,
      unit,
      ...center && { center },
      error: stddev,
      params: extractParams(name),
      attrs
    });
    if (measurement.error !== void 0 && attrs.rounds >= 1)
      measurement.errorKind = { stddevOf: attrs.rounds };
    measurements.push(measurement);
  });
  return {
    format: "pytest-benchmark",
    tool: "pytest-benchmark (terminal table)",
    measurements,
    warnings: warnings.list(),
    source
  };
}

// src/formats/micro/pytest-benchmark.ts
var pytestBenchmark = {
  name: "pytest-benchmark",
  description: "pytest-benchmark `--benchmark-json` output (raw timings as samples) or its terminal table",
  detect: (head) => Math.max(detectPytestBenchmarkJson(head), detectPytestBenchmarkText(head)),
  parse: (text2, source) => looksLikeJson(text2) ? parsePytestBenchmarkJson(text2, source) : parsePytestBenchmarkText(text2, source)
};

// src/formats/micro/ruby-benchmark.ts
var HEADER4 = /^\s*user\s+system\s+total\s+real\s*$/;
var TIMES = /\s(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+\(\s*(\d+\.\d+)\)\s*$/;
function rowOf(line) {
  const m = TIMES.exec(line);
  return m ? [line.slice(0, m.index), m[1], m[2], m[3], m[4]] : null;
}
function detectRubyBenchmark(head) {
  const lines = cleanLines(head);
  const at = lines.findIndex((l) => HEADER4.test(l));
  return at >= 0 && rowOf(lines[at + 1] ?? "") !== null ? 0.9 : 0;
}
function parseRubyBenchmark(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  const seen = /* @__PURE__ */ new Map();
  const keyOf2 = (label, line) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    if (label === "") {
      warnings.add(
        "unlabeled-row",
        "rows without a label (`x.report { \u2026 }`) are named by their order, `#1`, `#2`\u2026: give each report a label so that adding or moving one does not rename the others.",
        line
      );
      return `#${n}`;
    }
    if (n > 1) {
      warnings.add(
        "repeated-label",
        "a label appears again (another table, or the same label twice): its later rows are named `<label> #2`\u2026, in order of appearance.",
        line,
        label
      );
    }
    return n > 1 ? `${label} #${n}` : label;
  };
  let inTable = false;
  cleanLines(text2).forEach((line, i) => {
    if (HEADER4.test(line)) {
      inTable = true;
      return;
    }
    if (!inTable) return;
    const row = rowOf(line);
    if (!row) {
      if (line.trim() === "") inTable = false;
      else
        warnings.add("unparsed-row", "a row under `user system total real` could not be read.", i + 1, line);
      return;
    }
    const label = row[0].trim();
    if (label.startsWith(">")) {
      warnings.add(
        "summary-row",
        "rows labelled `>\u2026` (totals, averages of the rows above) are not results.",
        i + 1,
        line
      );
      return;
    }
    measurements.push(
      toMeasurement({
        key: keyOf2(label, i + 1),
        value: Number(row[4]),
        unit: "s",
        params: extractParams(label),
        attrs: { user: Number(row[1]), system: Number(row[2]), cpuTotal: Number(row[3]) }
      })
    );
  });
  return {
    format: "ruby-benchmark",
    tool: "Ruby Benchmark",
    measurements,
    warnings: warnings.list(),
    source
  };
}
var rubyBenchmark = {
  name: "ruby-benchmark",
  description: "Ruby's Benchmark.bm / bmbm output (`label user system total ( real)`, real time in s)",
  detect: detectRubyBenchmark,
  parse: parseRubyBenchmark
};

// src/formats/micro/tinybench-json.ts
function detectTinybenchJson(head) {
  if (!/^\s*[[{]/.test(head)) return 0;
  const v2 = /"hz"\s*:/.test(head) && /"rme"\s*:/.test(head) && /"(period|p99|p75)"\s*:/.test(head);
  const v3 = /"latency"\s*:\s*\{/.test(head) && /"throughput"\s*:\s*\{/.test(head);
  return v2 || v3 ? 0.85 : 0;
}
function taskList(data) {
  if (Array.isArray(data)) return data;
  if (isRecord(data) && Array.isArray(data.tasks)) return data.tasks;
  if (isRecord(data)) return Object.entries(data).map(([name, result]) => ({ name, result }));
  return [];
}
function numbers2(raw) {
  return Array.isArray(raw) ? raw.filter((v) => finiteNumber(v) !== void 0) : [];
}
function parseTinybenchJson(text2, source) {
  const data = parseJsonInput(
    text2,
    source,
    "tinybench task results (JSON.stringify of each task's `result`)"
  );
  const warnings = new WarningLog();
  const measurements = [];
  taskList(data).forEach((task, index) => {
    const name = isRecord(task) && typeof task.name === "string" ? task.name : void 0;
    const result = isRecord(task) && isRecord(task.result) ? task.result : task;
    if (!name || !isRecord(result)) {
      warnings.add("bad-entry", `skipped task #${index + 1}: it has no \`name\`.`);
      return;
    }
    const latency = isRecord(result.latency) ? result.latency : result;
    const mean = finiteNumber(latency.mean);
    if (mean === void 0) {
      warnings.add(
        "bad-entry",
        `skipped ${name}: no numeric mean time (the task may have failed).`,
        void 0,
        name
      );
      return;
    }
    const attrs = {};
    const ms = 1e-3;
    for (const field of ["min", "max", "p75", "p99", "sd"]) {
      const v = finiteNumber(latency[field]);
      if (v !== void 0) attrs[field] = v * ms;
    }
    const hz = finiteNumber(isRecord(result.throughput) ? result.throughput.mean : result.hz);
    if (hz !== void 0) attrs.hz = hz;
    const rme = finiteNumber(latency.rme);
    if (rme !== void 0) attrs.rmePct = rme;
    const count = finiteNumber(result.sampleCount) ?? finiteNumber(latency.samplesCount);
    if (count !== void 0) attrs.sampleCount = count;
    const centre = tinybenchCentre(
      {
        mean,
        meanError: finiteNumber(latency.moe),
        median: finiteNumber(latency.p50),
        mad: finiteNumber(latency.mad),
        count
      },
      attrs,
      ms
    );
    const measurement = toMeasurement({
      key: name,
      value: centre.value,
      center: centre.center ?? "mean",
      unit: "ms",
      samples: numbers2(latency.samples),
      error: centre.error,
      params: extractParams(name),
      attrs
    });
    if (measurement.error !== void 0 && centre.errorKind) measurement.errorKind = centre.errorKind;
    measurements.push(measurement);
  });
  return { format: "tinybench", tool: "tinybench", measurements, warnings: warnings.list(), source };
}
function tinybenchCentre(task, attrs, factor) {
  const { mean, meanError, median: median3, mad, count } = task;
  const n = count !== void 0 && count >= 2 ? count : void 0;
  if (median3 === void 0 || !Number.isFinite(median3))
    return { value: mean, error: meanError, errorKind: { confidence: 0.95, n } };
  attrs.mean = mean * factor;
  if (meanError !== void 0) attrs.meanMoe = meanError * factor;
  if (mad === void 0 || n === void 0) return { value: median3, center: "median" };
  const spread = Math.sqrt(Math.PI / 2) * MAD_TO_SIGMA * mad;
  return { value: median3, center: "median", error: spread, errorKind: { stddevOf: n } };
}

// src/formats/micro/tinybench-text.ts
function detectTinybenchText(head) {
  return /[│|]\s*Task [Nn]ame\s*[│|]/.test(head) ? 0.85 : 0;
}
function cellsOf2(line) {
  return line.trim().replace(/^[│|]|[│|]$/g, "").split(/[│|]/).map((c) => c.trim());
}
function timeColumn(columns) {
  const index = columns.findIndex((c) => /^(Average Time|Latency av(?:g|erage)) \((\w+)\)$/.test(c));
  if (index < 0) return void 0;
  return { index, unit: /\((\w+)\)$/.exec(columns[index])[1] };
}
function parseTinybenchText(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  let columns;
  cleanLines(text2).forEach((line, i) => {
    if (!/^\s*[│|]/.test(line)) return;
    const cells = cellsOf2(line);
    if (cells.some((c) => /^Task [Nn]ame$/.test(c))) {
      columns = cells;
      return;
    }
    if (!columns) return;
    const nameIdx = columns.findIndex((c) => /^Task [Nn]ame$/.test(c));
    const time = timeColumn(columns);
    const value = time ? parseLocaleNumber(unquote(cells[time.index] ?? "").split(/\s/)[0]) : NaN;
    const name = unquote(cells[nameIdx] ?? "");
    if (!name || !Number.isFinite(value)) {
      warnings.add(
        "unparsed-row",
        "a tinybench table row has no readable task name or average time.",
        i + 1,
        line
      );
      return;
    }
    const attrs = {};
    const cell = (re) => cells[columns.findIndex((c) => re.test(c))];
    const hz = parseLocaleNumber(unquote(cell(/^(ops\/sec|Throughput av(?:g|erage) \(ops\/s\))$/) ?? ""));
    if (Number.isFinite(hz)) attrs.hz = hz;
    const samples = parseLocaleNumber(unquote(cell(/^Samples$/) ?? ""));
    if (Number.isFinite(samples)) attrs.sampleCount = samples;
    const margin = /±\s*([\d.]+)%/.exec(cell(/^Margin$/) ?? cells[time.index] ?? "");
    const rme = margin ? Number(margin[1]) : void 0;
    if (rme !== void 0) attrs.rmePct = rme;
    const med = /^([^\s±]+)\s*±\s*([^\s]+)$/.exec(unquote(cell(/^Latency med(?:ian)? \(\w+\)$/) ?? ""));
    const centre = tinybenchCentre(
      {
        mean: value,
        meanError: rme !== void 0 ? value * rme / 100 : void 0,
        median: med ? parseLocaleNumber(med[1]) : void 0,
        mad: med ? parseLocaleNumber(med[2]) : void 0,
        count: attrs.sampleCount
      },
      attrs,
      normalizeUnit(time.unit).factor
    );
    const measurement = toMeasurement({
      key: name,
      value: centre.value,
      center: centre.center,
      unit: time.unit,
      error: centre.error,
      params: extractParams(name),
      attrs
    });
    if (measurement.error !== void 0 && centre.errorKind) measurement.errorKind = centre.errorKind;
    measurements.push(measurement);
  });
  return {
    format: "tinybench",
    tool: "tinybench (console.table)",
    measurements,
    warnings: warnings.list(),
    source
  };
}

// src/formats/micro/tinybench.ts
var tinybench = {
  name: "tinybench",
  description: "tinybench task results as JSON (median time per op, the mean for tinybench 2; samples when kept) or console.table output",
  detect: (head) => Math.max(detectTinybenchJson(head), detectTinybenchText(head)),
  parse: (text2, source) => looksLikeJson(text2) ? parseTinybenchJson(text2, source) : parseTinybenchText(text2, source)
};

// src/formats/micro/vitest.ts
var HEADER5 = ["hz", "min", "max", "mean", "p75", "p99", "p995", "p999", "rme", "samples"];
function detectVitest(head) {
  if (looksLikeJson(head)) {
    return /^\s*\{\s*"files"\s*:\s*\[/.test(head) && /"groups"\s*:/.test(head) && /"benchmarks"\s*:/.test(head) ? 0.95 : 0;
  }
  const header = new RegExp(`^[ \\t]*name[ \\t]+${HEADER5.join("[ \\t]+")}[ \\t]*$`, "m");
  return header.test(cleanLines(head).join("\n")) ? 0.9 : 0;
}
function samplesOf(raw) {
  return Array.isArray(raw) ? raw.filter((v) => finiteNumber(v) !== void 0) : [];
}
function parseVitestJson(text2, source) {
  const data = parseJsonInput(text2, source, "vitest bench `--outputJson` output");
  const warnings = new WarningLog();
  const measurements = [];
  const files = isRecord(data) && Array.isArray(data.files) ? data.files : [];
  if (files.length === 0) warnings.add("no-files", "the JSON has no `files` entries; nothing was read.");
  for (const file of files) {
    const groups = isRecord(file) && Array.isArray(file.groups) ? file.groups : [];
    for (const group of groups) {
      const prefix = isRecord(group) && typeof group.fullName === "string" ? `${group.fullName} > ` : "";
      const benchmarks = isRecord(group) && Array.isArray(group.benchmarks) ? group.benchmarks : [];
      for (const b of benchmarks) {
        const name = isRecord(b) && typeof b.name === "string" ? b.name : void 0;
        const mean = isRecord(b) ? finiteNumber(b.mean) : void 0;
        if (!isRecord(b) || name === void 0 || mean === void 0) {
          warnings.add("bad-entry", "skipped a benchmark without a `name` and numeric `mean`.");
          continue;
        }
        const ms = 1e-3;
        const attrs = {
          ...numericAttrs({ min: finiteNumber(b.min), max: finiteNumber(b.max), sd: finiteNumber(b.sd) }, ms),
          ...numericAttrs({ median: finiteNumber(b.median), p75: finiteNumber(b.p75) }, ms),
          ...numericAttrs({ p99: finiteNumber(b.p99), p999: finiteNumber(b.p999) }, ms),
          ...numericAttrs({ hz: finiteNumber(b.hz), rmePct: finiteNumber(b.rme) }),
          ...numericAttrs({ sampleCount: finiteNumber(b.sampleCount) })
        };
        const key = prefix + name;
        measurements.push(
          toMeasurement({
            key,
            value: mean,
            unit: "ms",
            samples: samplesOf(b.samples),
            error: finiteNumber(b.moe),
            params: extractParams(name),
            attrs
          })
        );
      }
    }
  }
  return { format: "vitest", tool: "vitest bench", measurements, warnings: warnings.list(), source };
}
function groupOf(line) {
  const t = line.trim();
  if (!t.startsWith("\u2713") && !t.startsWith("\xD7") && !t.startsWith("\u2717")) return void 0;
  const words = t.slice(1).trim().split(/\s+/);
  if (words.length > 1 && /^\d+(\.\d+)?m?s$/.test(words[words.length - 1])) words.pop();
  return words.join(" ");
}
function parseVitestText(text2, source) {
  const warnings = new WarningLog();
  const measurements = [];
  let group;
  let inTable = false;
  cleanLines(text2).forEach((line, i) => {
    const g = groupOf(line);
    if (g !== void 0) {
      group = g;
      inTable = false;
      return;
    }
    const t = line.trim();
    if (!t.startsWith("name") && !(inTable && t.startsWith("\xB7"))) return;
    const words = t.split(/\s+/);
    if (words[0] === "name" && words.slice(1).join(" ") === HEADER5.join(" ")) {
      inTable = true;
      return;
    }
    if (!inTable || words[0] !== "\xB7") return;
    if (words[words.length - 1] === "fastest" || words[words.length - 1] === "slowest") words.pop();
    const cells = words.slice(-HEADER5.length);
    const name = words.slice(1, -HEADER5.length).join(" ");
    const numbers3 = cells.map((c) => parseLocaleNumber(c.replace(/^±/, "").replace(/%$/, "")));
    const at = (column) => numbers3[HEADER5.indexOf(column)];
    if (!name || numbers3.some((n) => !Number.isFinite(n))) {
      warnings.add("unparsed-row", "a vitest bench row has no readable name or numbers.", i + 1, line);
      return;
    }
    const ms = 1e-3;
    const mean = at("mean");
    measurements.push(
      toMeasurement({
        key: group ? `${group} > ${name}` : name,
        value: mean,
        unit: "ms",
        // ±rme% is the relative margin of error of the mean (tinybench's moe / mean).
        error: mean * at("rme") / 100,
        params: extractParams(name),
        attrs: {
          ...numericAttrs({ min: at("min"), max: at("max"), p75: at("p75"), p99: at("p99") }, ms),
          ...numericAttrs({ p999: at("p999") }, ms),
          ...numericAttrs({ hz: at("hz"), rmePct: at("rme"), sampleCount: at("samples") })
        }
      })
    );
  });
  return {
    format: "vitest",
    tool: "vitest bench (console)",
    measurements,
    warnings: warnings.list(),
    source
  };
}
var vitest = {
  name: "vitest",
  description: "vitest bench --outputJson, or its console table (mean ms per op, \xB1rme)",
  detect: detectVitest,
  parse: (text2, source) => looksLikeJson(text2) ? parseVitestJson(text2, source) : parseVitestText(text2, source)
};

// src/formats/micro/registry.ts
var MICRO_HEAD_CHARS = 65536;
var gobench = {
  name: "gobench",
  description: "`go test -bench` output (-benchmem, -count repetitions as samples, -cpu suffixes)",
  detect: detectGoBench,
  parse: (text2, source) => parseGoBench(text2, source),
  parseBytes: (bytes, source) => parseGoBenchBytes(bytes, source)
};
var MICRO_FORMATS = Object.fromEntries(
  [
    jmh,
    criterion,
    gobench,
    pytestBenchmark,
    googleBenchmark,
    hyperfine,
    benchmarkJs,
    tinybench,
    customSmallerIsBetter,
    customBiggerIsBetter,
    vitest,
    catch2,
    bmf,
    benchmarkDotNet,
    iaiCallgrind,
    juliaBenchmarkTools,
    luau,
    asv,
    dartBenchmarkHarness,
    rubyBenchmark,
    benchmarkIps,
    consoleTime,
    chunked,
    genericCsv,
    genericJson
  ].map((f) => [f.name, ownLayoutOnly(finiteFormat(f))])
);
function otherLayouts(head, name) {
  return Object.values(MICRO_FORMATS).filter((f) => f.name !== name && !f.name.startsWith("generic-")).map((f) => ({ name: f.name, confidence: f.detect(head) })).filter((c) => c.confidence > 0).sort((a, b) => b.confidence - a.confidence).map((c) => c.name);
}
function clippedHead(text2) {
  let out = "";
  for (let start = 0; start < text2.length && out.length < MICRO_HEAD_CHARS; ) {
    let end = text2.indexOf("\n", start);
    if (end < 0) end = text2.length;
    out += text2.slice(start, Math.min(end, start + 1e3)) + "\n";
    start = end + 1;
  }
  return out;
}
function ownLayoutOnly(format) {
  const accepts = (head) => format.layout ? format.layout(head) : format.detect(head) > 0;
  const refuse = (head, source) => {
    const others = otherLayouts(head, format.name);
    throw new UserError(
      `${source ? `'${source}'` : "the input"} is not ${format.name} output (${format.description}): none of its lines has that layout, so it was not read. ` + (others.length > 0 ? `It looks like ${others.join(" or ")}: use --format ${others[0]}, or drop --format to detect it.` : "Check that the file is the tool's output, or drop --format to detect the format.")
    );
  };
  const guarded = {
    ...format,
    parse: (text2, source, options) => {
      const head = text2.slice(0, MICRO_HEAD_CHARS);
      const ok = accepts(head) || text2.length > MICRO_HEAD_CHARS && accepts(clippedHead(text2));
      return ok ? format.parse(text2, source, options) : refuse(head, source);
    }
  };
  const parseBytes = format.parseBytes?.bind(format);
  if (parseBytes) {
    guarded.parseBytes = (bytes, source, options) => {
      const head = new TextDecoder().decode(bytes.subarray(0, 3 * MICRO_HEAD_CHARS)).slice(0, MICRO_HEAD_CHARS);
      const ok = accepts(head) || bytes.length > MICRO_HEAD_CHARS && accepts(clippedHead(new TextDecoder().decode(bytes)));
      return ok ? parseBytes(bytes, source, options) : refuse(head, source);
    };
  }
  return guarded;
}
var MICRO_FORMAT_ALIASES = {
  go: "gobench",
  cargo: "criterion",
  pytest: "pytest-benchmark",
  googlecpp: "google-benchmark",
  "benchmark.js": "benchmarkjs",
  customSmallerIsBetter: "custom-smaller-is-better",
  customBiggerIsBetter: "custom-bigger-is-better",
  csv: "generic-csv",
  json: "generic-json",
  dart: "dart-benchmark-harness",
  "ruby-ips": "benchmark-ips",
  "console.time": "console-time"
};
function microFormatByName(name) {
  const own = (table, key2) => Object.hasOwn(table, key2) ? key2 : void 0;
  const key = own(MICRO_FORMATS, name) ?? own(MICRO_FORMATS, own(MICRO_FORMAT_ALIASES, name) ? MICRO_FORMAT_ALIASES[name] : "");
  const format = key === void 0 ? void 0 : MICRO_FORMATS[key];
  if (!format) {
    throw new UserError(
      `unknown --format '${name}' (micro-benchmark formats: ${Object.keys(MICRO_FORMATS).join(", ")}; also accepted: ${Object.keys(MICRO_FORMAT_ALIASES).join(", ")}).`
    );
  }
  return format;
}

export {
  normalizeUnit,
  extractParams,
  detectCriterionListing,
  detectCriterionEstimates,
  parseCriterionTree,
  undecidedCustomDirection,
  parseGenericCsv,
  parseGenericJson,
  MICRO_HEAD_CHARS,
  MICRO_FORMATS,
  MICRO_FORMAT_ALIASES,
  microFormatByName
};
