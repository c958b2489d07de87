import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-G2OUWGTE.js";
import {
  detectChangePoints
} from "./chunk-MPSGW2C2.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
} from "./chunk-NUEA54XF.js";
import {
  isRecord,
  looksLikeJson,
  parseJsonInput,
  parseLocaleNumber,
  readCsvRows
} from "./chunk-THKJMROG.js";
import {
  labelledLines,
  layoutColumns
} from "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import {
  parseNumber
} from "./chunk-7XZ5ZOCP.js";
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
import "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";

// src/cli/changepoints-cli.ts
import { readFile, writeFile } from "node:fs/promises";

// src/cli/changepoints-input.ts
var KEY_NAMES = ["time", "timestamp", "date", "commit", "sha", "revision", "key"];
var VALUE_NAMES = ["value", "metric"];
function findColumn(header, wanted) {
  return header.find((h) => h === wanted) ?? header.find((h) => h.trim().toLowerCase() === wanted.trim().toLowerCase());
}
function requireColumn(header, wanted, flag, source) {
  const found = findColumn(header, wanted);
  if (found === void 0) {
    throw new UserError(
      `${flag} '${wanted}' is not a column of '${source}' (columns: ${header.join(", ") || "none"})`
    );
  }
  return found;
}
var isNumeric = (v) => typeof v === "number" ? Number.isFinite(v) : typeof v === "string" && Number.isFinite(parseLocaleNumber(v));
function pickValueColumn(header, rows, taken, source) {
  const free = header.filter((h) => !taken.includes(h));
  const named = VALUE_NAMES.map((n) => findColumn(free, n)).find((h) => h !== void 0);
  if (named) return named;
  const numeric = free.filter((h) => rows.length > 0 && rows.every((r) => isNumeric(r.cells.get(h))));
  if (numeric.length === 1) return numeric[0];
  throw new UserError(
    `'${source}': which column holds the values? Give --value-column (columns: ${header.join(", ") || "none"}${numeric.length > 1 ? `; numeric: ${numeric.join(", ")}` : ""})`
  );
}
function tableToSeries(header, rows, columns, source) {
  const group = columns.seriesColumn && requireColumn(header, columns.seriesColumn, "--series-column", source);
  const key = columns.keyColumn ? requireColumn(header, columns.keyColumn, "--key-column", source) : KEY_NAMES.map((n) => findColumn(header, n)).find((h) => h !== void 0 && h !== group);
  const value = columns.valueColumn ? requireColumn(header, columns.valueColumn, "--value-column", source) : pickValueColumn(header, rows, [group, key], source);
  const commit = [findColumn(header, "commit")].find(
    (c) => c !== void 0 && ![group, key, value].includes(c)
  );
  const bySeries = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const raw = row.cells.get(value);
    const number = typeof raw === "number" ? raw : typeof raw === "string" ? parseLocaleNumber(raw) : NaN;
    if (!Number.isFinite(number)) {
      const shown = raw === void 0 || raw === null || String(raw).trim() === "" ? "empty" : `"${String(raw).slice(0, 40)}"`;
      throw new UserError(
        `'${source}' ${row.where}: the ${value} value is ${shown}, not a number; fix or remove that row` + (columns.valueColumn ? "" : ", or name the value column with --value-column")
      );
    }
    const name = group ? String(row.cells.get(group) ?? "") : value;
    let series = bySeries.get(name);
    if (!series) {
      series = {
        name,
        values: [],
        ...key ? { keys: [], keyName: key } : {},
        ...commit ? { commits: [] } : {}
      };
      bySeries.set(name, series);
    }
    series.values.push(number);
    series.keys?.push(String(row.cells.get(key) ?? ""));
    series.commits?.push(String(row.cells.get(commit) ?? ""));
  }
  if (bySeries.size === 0) {
    throw new UserError(
      `'${source}' has no rows of values: a change-point analysis needs a series of numbers`
    );
  }
  return [...bySeries.values()];
}
function jsonToSeries(data, columns, source) {
  const numbers = (list, name) => {
    const bad = list.findIndex((v) => typeof v !== "number" || !Number.isFinite(v));
    if (bad >= 0) {
      throw new UserError(
        `'${source}' ${name === "values" ? "" : `series "${name.slice(0, 40)}" `}entry #${bad + 1} is ${JSON.stringify(list[bad])?.slice(0, 40)}, not a number: give finite numbers only`
      );
    }
    if (list.length === 0)
      throw new UserError(`'${source}' series "${name.slice(0, 40)}" is empty: give it values`);
    return { name, values: list };
  };
  if (Array.isArray(data) && data.every((v) => !isRecord(v))) return [numbers(data, "values")];
  if (Array.isArray(data)) {
    const rows = data.map((entry, i) => {
      if (!isRecord(entry))
        throw new UserError(`'${source}' entry #${i + 1} is not an object like the others`);
      return { where: `entry #${i + 1}`, cells: new Map(Object.entries(entry)) };
    });
    return tableToSeries([...new Set(data.flatMap((o) => Object.keys(o)))], rows, columns, source);
  }
  if (isRecord(data)) {
    const entries = Object.entries(data);
    const notList = entries.find(([, v]) => !Array.isArray(v));
    if (notList || entries.length === 0) {
      throw new UserError(
        `'${source}': expected an array of numbers, {"name": [numbers]} or rows [{"key": \u2026, "value": \u2026}]` + (notList ? ` ("${notList[0].slice(0, 40)}" is not an array)` : " (the object is empty)")
      );
    }
    return entries.map(([name, list]) => numbers(list, name));
  }
  throw new UserError(
    `'${source}': expected an array of numbers, {"name": [numbers]} or rows [{"key": \u2026, "value": \u2026}]`
  );
}
function readSeriesTable(text, columns, source) {
  if (looksLikeJson(text)) {
    return jsonToSeries(
      parseJsonInput(text, source, "an array of numbers, {name: [numbers]} or rows"),
      columns,
      source
    );
  }
  const [header, ...rows] = readCsvRows(text);
  if (!header)
    throw new UserError(`'${source}' is empty: expected a CSV header row and rows of values, or JSON`);
  const names = header.cells.map((c) => c.trim());
  return tableToSeries(
    names,
    rows.map((r) => ({ where: `line ${r.line}`, cells: new Map(names.map((n, i) => [n, r.cells[i]])) })),
    columns,
    source
  );
}

// src/cli/changepoints-cli.ts
var CHANGEPOINTS_USAGE = `Usage: benchdelta changepoints FILE [options]

Finds where a series of measurements steps to a new level and where it drifts (docs/changepoints.md):
a season (found by autocorrelation) is taken out; E-divisive means (as Apache Otava runs it) proposes
steps, each kept when it stands out from a local trend, is large enough and a second, independent test
agrees (with --penalty K, a penalised binary segmentation adds the cuts it finds); what lies between
steps is tested for a drift (Mann\u2013Kendall, Theil\u2013Sen slope), whose start and end are change points too.
Outliers and a last point off its level (pending) are listed apart.

FILE is a CSV with a header (a time or commit column is carried along) or JSON: an array of numbers,
{"name": [numbers]}, or rows [{"key": \u2026, "value": \u2026}].

Options:
  --series-column NAME   one series per distinct value of this column (default: one series)
  --key-column NAME      the column labelling each point (default: the first of time, timestamp,
                         date, commit\u2026 present)
  --value-column NAME    the column of values (default: value or metric, else the only numeric
                         column left)
  --window N             points per split window (default 50)
  --p-value P            largest p-value of every test a step or drift passes (default 0.001)
  --min-magnitude F      smallest change of a step or a whole drift, as a fraction of a positive
                         level (default 0.02 = 2%; with --otava: Otava's magnitude, default 0)
  --min-segment N        fewest points each side of a step (default 5; a drift spans 4 \xD7 N)
  --no-season            do not look for a seasonal cycle
  --penalty K            add a penalised binary segmentation's cuts, penalty K \xD7 log n per cut in
                         units of the series' variance (default 0 = off; 3 is the fitted rule)
  --otava                reproduce Apache Otava 0.8.0 exactly (steps only, no outliers, its stale
                         statistics)
  --json FILE            also write the result as JSON (- for standard output, instead of the text)
  -h, --help             show this help`;
function parseChangepointsArgs(argv) {
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        "series-column": { type: "string" },
        "key-column": { type: "string" },
        "value-column": { type: "string" },
        window: { type: "string", default: "50" },
        "p-value": { type: "string", default: "0.001" },
        "min-magnitude": { type: "string" },
        "min-segment": { type: "string", default: String(DEFAULT_CHANGE_OPTIONS.minSegment) },
        "no-season": { type: "boolean", default: false },
        penalty: { type: "string", default: String(DEFAULT_CHANGE_OPTIONS.penalty) },
        otava: { type: "boolean", default: false },
        json: { type: "string" },
        help: { type: "boolean", short: "h", default: false }
      }
    },
    'Run "benchdelta changepoints --help" for the options.'
  );
  const v = parsed.values;
  if (v.help) return "help";
  if (parsed.positionals.length !== 1) {
    throw new UserError(
      "changepoints needs one file: benchdelta changepoints series.csv [--value-column NAME]"
    );
  }
  return {
    file: parsed.positionals[0],
    columns: { seriesColumn: v["series-column"], keyColumn: v["key-column"], valueColumn: v["value-column"] },
    options: {
      window: parseNumber(
        "--window",
        v.window,
        (n) => Number.isInteger(n) && n >= 2,
        "give a whole number \u2265 2, e.g. 50"
      ),
      pValue: parseNumber("--p-value", v["p-value"], (n) => n > 0 && n < 1, "give a probability, e.g. 0.001"),
      minMagnitude: parseNumber(
        "--min-magnitude",
        v["min-magnitude"] ?? (v.otava ? "0" : String(DEFAULT_CHANGE_OPTIONS.minMagnitude)),
        (n) => n >= 0,
        "give a fraction, e.g. 0.05"
      ),
      minSegment: parseNumber(
        "--min-segment",
        v["min-segment"],
        (n) => Number.isInteger(n) && n >= 2,
        "give a whole number \u2265 2, e.g. 5"
      ),
      season: !v["no-season"],
      penalty: parseNumber("--penalty", v.penalty, (n) => n >= 0, "give a number \u2265 0, e.g. 3 (0 = off)")
    },
    otava: v.otava,
    json: v.json
  };
}
function printable(text, max = 60) {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
  return clean.length > max ? `${clean.slice(0, max - 1)}\u2026` : clean;
}
var AGREED_SHORT = {
  "rank test": "rank",
  "likelihood ratio": "LR",
  segmentation: "seg"
};
var formatP = (p) => p === 0 ? "0" : p < 1e-3 ? p.toExponential(1) : p.toFixed(4);
var formatLevel = (x) => Math.abs(x) >= 1e6 || x !== 0 && Math.abs(x) < 1e-3 ? x.toExponential(4) : x.toFixed(4);
var formatChange = (pct) => `${pct > 0 ? "+" : pct < 0 ? "-" : ""}${Math.abs(pct).toFixed(1)}%`;
var formatRate = (pct) => `${pct > 0 ? "+" : pct < 0 ? "-" : ""}${Math.abs(pct).toPrecision(2)}%`;
function driftText(d, label) {
  const span = `over ${d.end - d.start} points (${label(d.start)} to ${label(d.end - 1)})`;
  return Number.isNaN(d.totalPct) ? `${formatLevel(d.slopePerPoint)}/point ${span}, ${formatLevel(d.levelStart)} \u2192 ${formatLevel(d.levelEnd)}, p ${formatP(d.pValue)}` : `${formatRate(d.slopePctPerPoint)}/point ${span}, ${formatChange(d.totalPct)} in all, p ${formatP(d.pValue)}`;
}
function spreadText(s, label) {
  const ratio = Number.isFinite(s.ratio) ? `\xD7${s.ratio.toPrecision(2)}` : "from none";
  return `${ratio} at ${label(s.index)}: the noise about the level (robust \u03C3) ${formatLevel(s.spreadBefore)} \u2192 ${formatLevel(s.spreadAfter)}`;
}
function renderSeries(series, result, otava, minMagnitude) {
  const label = (i) => series.keys ? `${i} (${printable(series.keys[i], 40)})` : String(i);
  const count = result.steps.length;
  const drifts = result.drifts.length;
  const spreads = result.spreadChanges ?? [];
  const lines = [
    `${printable(series.name)}: ${series.values.length} points, ${count} change point${count === 1 ? "" : "s"}` + (otava ? " (as Otava 0.8.0)" : `, ${drifts} drift${drifts === 1 ? "" : "s"}`) + (spreads.length > 0 ? `, ${spreads.length} change${spreads.length === 1 ? "" : "s"} of spread` : "") + (result.period !== null ? ` (a cycle of ${result.period} points taken out)` : "")
  ];
  if (count > 0) {
    const labels = [series.keys, series.commits].filter((l) => l !== void 0);
    const header = [
      "index",
      ...series.keys ? [printable(series.keyName ?? "key", 20)] : [],
      ...series.commits ? ["commit"] : [],
      "before",
      "after",
      "change",
      "p",
      ...otava ? [] : ["agreed"]
    ];
    const rows = result.steps.map((c) => [
      String(c.index),
      ...labels.map((l) => printable(l[c.index], 40)),
      formatLevel(c.meanBefore),
      formatLevel(c.meanAfter),
      formatChange(c.forwardChangePct),
      formatP(c.pValue),
      ...otava ? [] : [(c.agreedBy ?? []).map((a) => AGREED_SHORT[a]).join("+")]
    ]);
    const align = header.map((_, i) => i >= 1 && i <= labels.length ? "left" : "right");
    lines.push(...layoutColumns(header, rows, align).map((l) => `  ${l}`));
  }
  for (const d of result.drifts) lines.push(...labelledLines("  drift:", driftText(d, label), 100, 12));
  for (const s of spreads) lines.push(...labelledLines("  spread:", spreadText(s, label), 100, 12));
  if (count === 0 && drifts === 0 && spreads.length === 0 && result.detectable)
    lines.push(...silentLines(result.detectable, minMagnitude));
  if (result.outliers.length > 0) {
    lines.push(...labelledLines("  outliers:", result.outliers.map(label).join(", "), 100, 12));
  }
  for (const i of result.pending) {
    const text = `${label(i)}, the last point, is off the level before it; the next point tells a step from an outlier`;
    lines.push(...labelledLines("  pending:", text, 100, 12));
  }
  return lines;
}
function silentLines(d, minMagnitude) {
  const size = Number.isFinite(d.stepPct) ? `${formatLevel(d.stepSize)} (${Math.abs(d.stepPct).toFixed(1)}% of the level)` : formatLevel(d.stepSize);
  const byMagnitude = Number.isFinite(d.stepPct) && Math.abs(d.stepPct) <= minMagnitude * 100 * (1 + 1e-9);
  const text = byMagnitude ? `none found; a step in mid-series smaller than ${size} would not have been reported: that is the --min-magnitude a step must reach, not the series' noise` : `none found; a step in mid-series smaller than ${size} would not have been seen at this series' noise: more points, or less noise per point (more repetitions per run), would see a smaller one`;
  return labelledLines("  no change:", text, 100, 14);
}
function settingsLines(options) {
  const magnitude = `${(options.minMagnitude * 100).toFixed(1)}%`;
  return [
    `Steps: E-divisive and a second test agree at p \u2264 ${options.pValue}, \u2265 ${magnitude} of the level, \u2265 ${options.minSegment} points a side.`,
    `Drifts: Mann\u2013Kendall p \u2264 ${options.pValue} over \u2265 ${4 * options.minSegment} points, \u2265 ${magnitude} in all.` + (options.season ? " Seasons found are taken out first." : "")
  ];
}
function jsonDocument(all, cmd) {
  const o = cmd.options;
  return {
    version: 2,
    method: cmd.otava ? "otava-0.8.0" : "benchdelta",
    options: cmd.otava ? { window: o.window, pValue: o.pValue, minMagnitude: o.minMagnitude } : { ...o, minDriftLength: 4 * o.minSegment },
    series: all.map(({ series, result }) => ({
      name: series.name,
      points: series.values.length,
      changePoints: result.steps.map((c) => ({
        ...c,
        ...series.keys ? { key: series.keys[c.index] } : {},
        ...series.commits ? { commit: series.commits[c.index] } : {}
      })),
      // Every change point (steps, drift starts and ends), in order.
      changes: (result.changes ?? []).map((c) => ({
        ...c,
        ...c.slopePctPerPoint !== void 0 && Number.isNaN(c.slopePctPerPoint) ? { slopePctPerPoint: null } : {},
        // A spread that grew from exact zeros has no finite ratio: null.
        ...c.ratio !== void 0 && !Number.isFinite(c.ratio) ? { ratio: null } : {},
        ...series.keys ? { key: series.keys[c.index] } : {},
        ...series.commits ? { commit: series.commits[c.index] } : {}
      })),
      drifts: result.drifts.map((d) => ({
        ...d,
        // NaN (levels not all positive) is not JSON: null says "no relative change".
        slopePctPerPoint: Number.isNaN(d.slopePctPerPoint) ? null : d.slopePctPerPoint,
        totalPct: Number.isNaN(d.totalPct) ? null : d.totalPct
      })),
      ...result.spreadChanges ? {
        spreadChanges: result.spreadChanges.map((s) => ({
          ...s,
          ratio: Number.isFinite(s.ratio) ? s.ratio : null,
          ...series.keys ? { key: series.keys[s.index] } : {},
          ...series.commits ? { commit: series.commits[s.index] } : {}
        }))
      } : {},
      outliers: result.outliers,
      pending: result.pending,
      period: result.period,
      // Silent (the default method): the smallest mid-series step that would have been seen.
      ...result.detectable ? {
        detectable: {
          stepSize: result.detectable.stepSize,
          stepPct: Number.isFinite(result.detectable.stepPct) ? result.detectable.stepPct : null
        }
      } : {}
    }))
  };
}
function analyse(values, cmd) {
  if (!cmd.otava) {
    const r2 = analyseChanges(values, cmd.options);
    return {
      steps: r2.steps,
      drifts: r2.drifts,
      spreadChanges: r2.spreadChanges,
      changes: r2.changes,
      outliers: r2.outliers,
      pending: r2.pending,
      period: r2.period,
      ...r2.detectable ? { detectable: r2.detectable } : {}
    };
  }
  const { window, pValue, minMagnitude } = cmd.options;
  const r = detectChangePoints(values, { window, pValue, minMagnitude, reproduceOtava: true });
  return { steps: r.changePoints, drifts: [], outliers: [], pending: [], period: null };
}
async function runChangepoints(argv, io) {
  const cmd = parseChangepointsArgs(argv);
  if (cmd === "help") {
    io.stdout(CHANGEPOINTS_USAGE + "\n");
    return 0;
  }
  let text;
  try {
    text = await readFile(cmd.file, "utf8");
  } catch (e) {
    const err = e;
    throw new UserError(`cannot read '${cmd.file}': ${err.code ?? err.message} (check the path)`);
  }
  const all = readSeriesTable(text, cmd.columns, cmd.file).map((series) => ({
    series,
    result: analyse(series.values, cmd)
  }));
  if (cmd.json === "-") {
    io.stdout(JSON.stringify(jsonDocument(all, cmd), null, 2) + "\n");
    return 0;
  }
  if (cmd.json) {
    try {
      await writeFile(cmd.json, JSON.stringify(jsonDocument(all, cmd), null, 2) + "\n");
    } catch (e) {
      const err = e;
      throw new UserError(
        `cannot write '${cmd.json}': ${err.code ?? err.message} (check the directory exists and is writable)`
      );
    }
  }
  io.stdout(
    [
      ...all.flatMap(({ series, result }) => [
        ...renderSeries(series, result, cmd.otava, cmd.options.minMagnitude),
        ""
      ]),
      ...cmd.otava ? [] : [...settingsLines(cmd.options), ""]
    ].join("\n")
  );
  return 0;
}
export {
  CHANGEPOINTS_USAGE,
  runChangepoints
};
