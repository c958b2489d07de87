import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  escapeMarkdown,
  escapeMermaidLabel,
  escapeStrings,
  escapeTerminalText,
  escapeTextName
} from "./chunk-DXGORN25.js";
import {
  Footnotes,
  METRIC_HEADER,
  PHASE_HEADER,
  VERDICT_LABEL,
  VERDICT_TEXT,
  binLabel,
  byImportance,
  byMetric,
  centerNote,
  commonKeyPrefix,
  contrastCell,
  costModelText,
  crossoverSentence,
  curveSamples,
  cutVerdictCell,
  deltaText,
  expectedFlaggedCell,
  exponentText,
  familyChangeSentence,
  formatMeasure,
  headlineCut,
  intervalText,
  largestChunkChanges,
  legendSentence,
  matchSentence,
  methodSentence,
  metricLegend,
  metricRows,
  metricTitle,
  microLegend,
  microVerdictCounts,
  pText,
  perItemExponentText,
  phaseHeadline,
  phaseLegend,
  phaseRows,
  renderBlockText,
  rowOrder,
  runCountsText,
  runNoiseSentence,
  samplesText,
  sanityText,
  shownCrossovers,
  shownDeltaPct,
  sideText,
  signedPct,
  verdictDetail,
  verdictText,
  warningLine
} from "./chunk-M3ZKOPOP.js";
import {
  reportVerdict
} from "./chunk-R5266537.js";
import {
  formatCount,
  formatMs,
  formatP,
  formatPctWithCi,
  formatShift,
  formatSignedMs,
  formatSignedPct,
  labelledLines,
  layoutColumns,
  wrapText
} from "./chunk-NWD4RZ6G.js";
import {
  microVerdict,
  microVerdictNames
} from "./chunk-NLVAO74K.js";
import {
  geomeanRow
} from "./chunk-XPGBNEZS.js";

// src/report/block-markdown.ts
var VERDICT_ICON = {
  regression: "\u{1F534}",
  improvement: "\u{1F7E2}",
  "no-change": "\u26AA",
  inconclusive: "\u{1F7E1}",
  mixed: "\u{1F7E0}"
};
var cell = escapeMarkdown;
function row(cells) {
  return `| ${cells.join(" | ")} |`;
}
function table(header, rows, align) {
  return [row(header), row(align ?? header.map((_, i) => i === 0 ? ":--" : "--:")), ...rows.map(row)];
}
function quantileCell(cut, q) {
  const x = cut.quantiles.find((v) => v.q === q);
  if (!x) return "\u2014";
  return `${formatMs(x.baseline)} \u2192 ${formatMs(x.candidate)} (${formatPctWithCi(x.deltaPct, x.deltaCi, 1)})`;
}
function render(c, o, limits, trimmed) {
  const out = [];
  const label2 = VERDICT_LABEL[c.verdict] ?? c.verdict;
  out.push(`### ${o.title ? `${cell(o.title)}: ` : ""}${VERDICT_ICON[c.verdict] ?? ""} ${label2}`);
  out.push("");
  if (c.phases) {
    out.push(`**${cell(phaseHeadline(c.phases))}**`);
    out.push("");
    out.push(
      ...table(
        PHASE_HEADER,
        phaseRows(c.phases).map((r) => r.map(cell))
      )
    );
    out.push("");
    out.push(`<sub>${cell(phaseLegend(c.phases))}</sub>`);
    out.push("");
  }
  out.push(
    (c.metric ? `Verdict on **${cell(c.metric.label)}** (${cell(c.metric.unit)}): ` : "") + cell(verdictDetail(c)) + (c.reason ? ` \u2014 ${cell(c.reason)}` : "")
  );
  out.push("");
  out.push(`<sub>${cell(runNoiseSentence(c))}. ${cell(methodSentence(c))}. ${cell(matchSentence(c))}.</sub>`);
  out.push("");
  const cuts = c.cuts.slice(0, limits.cutRows);
  out.push(
    ...table(
      ["cut", "compared", "flagged (by noise \u2248)", "shift (95% CI)", "vs rest (95% CI)", "p", "verdict"],
      cuts.map((cut) => [
        cell(cut.name),
        formatCount(cut.compared),
        `${formatCount(cut.flagged)} (${expectedFlaggedCell(c, cut)})`,
        formatShift(cut.shift),
        contrastCell(cut),
        formatP(cut.pValue),
        `${VERDICT_ICON[cut.verdict] ?? ""} ${cell(cutVerdictCell(cut))}`
      ])
    )
  );
  out.push("");
  out.push(`<sub>${cell(legendSentence(c))}.</sub>`);
  out.push("");
  if (c.metrics) {
    out.push("<details><summary>Every metric the lines carry</summary>");
    out.push("");
    out.push(
      ...table(
        METRIC_HEADER,
        metricRows(c).map((r) => r.map(cell))
      )
    );
    out.push("");
    out.push(`<sub>${cell(metricLegend(c))}</sub>`);
    out.push("");
    out.push("</details>");
    out.push("");
  }
  out.push("<details><summary>Why each cut got its verdict</summary>");
  out.push("");
  for (const cut of cuts) out.push(`- **${cell(cut.name)}**: ${cell(cut.reason)}`);
  out.push("");
  out.push("</details>");
  out.push("");
  out.push(
    "<details><summary>Slow tail: P50 / P90 / P99 (\u0394% with 95% CI), total time, median and mean \u0394% per cut</summary>"
  );
  out.push("");
  out.push(
    ...table(
      ["cut", "P50", "P90", "P99", "total \u0394", "median \u0394% (95% CI)", "mean \u0394% (95% CI)"],
      cuts.map((cut) => [
        cell(cut.name),
        quantileCell(cut, "p50"),
        quantileCell(cut, "p90"),
        quantileCell(cut, "p99"),
        `${formatSignedMs(cut.candidateTotalMs - cut.baselineTotalMs)} (${formatSignedPct(cut.totalDeltaPct)})`,
        formatPctWithCi(cut.medianDeltaPct, cut.medianDeltaCi),
        formatPctWithCi(cut.meanDeltaPct, cut.meanDeltaCi)
      ])
    )
  );
  out.push("");
  out.push("</details>");
  if (c.cuts.length > cuts.length) {
    trimmed.push(`${c.cuts.length - cuts.length} cuts`);
  }
  const notable = c.notable.slice(0, limits.notableRows);
  if (notable.length > 0) {
    out.push("");
    out.push(
      `<details><summary>Notable blocks: the ${notable.length} largest |\u0394 ms| among flagged slow blocks</summary>`
    );
    out.push("");
    out.push(
      ...table(
        ["block", "baseline", "candidate", "\u0394", "\u0394%", "sets"],
        notable.map((r) => [
          String(r.block),
          formatMs(r.baselineMs),
          formatMs(r.candidateMs),
          formatSignedMs(r.deltaMs),
          formatSignedPct(r.deltaPct),
          r.sets.map(cell).join(", ")
        ]),
        [":--", "--:", "--:", "--:", "--:", ":--"]
      )
    );
    out.push("");
    out.push("</details>");
  }
  if (c.notable.length > notable.length) trimmed.push(`${c.notable.length - notable.length} notable blocks`);
  const all = c.cuts[0];
  if (all && all.compared > 0 && limits.chart) {
    out.push("");
    out.push(`<details><summary>\u0394% distribution (${cell(all.name)})</summary>`);
    out.push("");
    out.push("```mermaid");
    out.push("xychart-beta");
    out.push(`  title "Blocks per \u0394% bin (${escapeMermaidLabel(all.name)})"`);
    out.push(`  x-axis [${all.histogram.map((b) => `"${binLabel(b.fromPct, b.toPct)}"`).join(", ")}]`);
    out.push('  y-axis "blocks"');
    out.push(`  bar [${all.histogram.map((b) => b.count).join(", ")}]`);
    out.push("```");
    out.push("");
    out.push(
      ...table(
        ["\u0394%", ...all.histogram.map((b) => cell(binLabel(b.fromPct, b.toPct)))],
        [["blocks", ...all.histogram.map((b) => formatCount(b.count))]]
      )
    );
    out.push("");
    out.push("</details>");
  } else if (all && all.compared > 0) {
    trimmed.push("the \u0394% chart");
  }
  if (c.warnings.length > 0) {
    out.push("");
    out.push("<details><summary>Input warnings</summary>");
    out.push("");
    for (const w of c.warnings.slice(0, limits.warningRows)) out.push(`- ${cell(warningLine(w))}`);
    if (c.warnings.length > limits.warningRows)
      trimmed.push(`${c.warnings.length - limits.warningRows} warnings`);
    out.push("");
    out.push("</details>");
  }
  out.push("");
  const links = [];
  if (o.links?.baseline) links.push(`[baseline run](${o.links.baseline})`);
  if (o.links?.candidate) links.push(`[candidate run](${o.links.candidate})`);
  out.push(
    `<sub>baseline: ${cell(o.labels.baseline)} \xB7 candidate: ${cell(o.labels.candidate)}${links.length ? ` \xB7 ${links.join(" \xB7 ")}` : ""}</sub>`
  );
  if (trimmed.length > 0) {
    out.push("");
    out.push(
      `<sub>Trimmed to fit GitHub's size limit: ${trimmed.join(", ")} not shown; see the JSON/CSV outputs.</sub>`
    );
  }
  return out.join("\n") + "\n";
}
function renderBlockMarkdown(c, o) {
  const budget = o.maxChars ?? 6e4;
  const limits = {
    notableRows: o.maxRows ?? 50,
    cutRows: c.cuts.length,
    warningRows: c.warnings.length,
    chart: true
  };
  for (; ; ) {
    const trimmed = [];
    const text = render(c, o, limits, trimmed);
    if (text.length <= budget) return text;
    if (limits.notableRows > 10) limits.notableRows = Math.floor(limits.notableRows / 2);
    else if (limits.warningRows > 5) limits.warningRows = Math.floor(limits.warningRows / 2);
    else if (limits.chart) limits.chart = false;
    else if (limits.notableRows > 0) limits.notableRows = 0;
    else if (limits.cutRows > 1) limits.cutRows = Math.max(1, Math.floor(limits.cutRows / 2));
    else if (limits.warningRows > 0) limits.warningRows = 0;
    else return text.slice(0, budget - 40) + "\n\n<sub>(report truncated)</sub>\n";
  }
}

// src/report/benchstat-number.ts
var SI = (() => {
  const out = [];
  let exp = 12;
  for (const prefix of ["T", "G", "M", "k", "", "m", "\xB5", "n"]) {
    out.push({
      factor: Math.pow(10, exp),
      prefix,
      t100: Number(`99.995e${exp}`),
      t10: Number(`9.9995e${exp}`),
      t1: Number(`.99995e${exp}`)
    });
    exp -= 3;
  }
  return out;
})();
var IEC = (() => {
  const out = [];
  let exp = 40;
  for (const prefix of ["Ti", "Gi", "Mi", "Ki", ""]) {
    const f = Math.pow(2, exp);
    out.push({ factor: f, prefix, t100: 99.995 * f, t10: 9.9995 * f, t1: 0.99995 * f });
    exp -= 10;
  }
  return out;
})();
var SIGFIGS = [];
for (let exp = -1; exp > -9; exp--) SIGFIGS.push(Number(`9.9995e${exp}`));
function unitClassOf(unit) {
  let denom = false;
  for (const tok of unit.split(/([*/\-\s])/)) {
    if (tok === "/") denom = true;
    else if (tok === "*") denom = false;
    else if (!denom && (tok === "B" || tok === "MB" || tok === "bytes")) return "binary";
  }
  return "decimal";
}
function commonScale(values, cls) {
  let min = 0;
  for (const v0 of values) {
    const v = Math.abs(v0);
    if (v !== 0 && (min === 0 || v < min)) min = v;
  }
  if (min === 0) return { prec: 3, factor: 1, prefix: "" };
  const factors = cls === "binary" ? IEC : SI;
  for (const f of factors) {
    if (min >= f.t100) return { prec: 1, factor: f.factor, prefix: f.prefix };
    if (min >= f.t10) return { prec: 2, factor: f.factor, prefix: f.prefix };
    if (min >= f.t1) return { prec: 3, factor: f.factor, prefix: f.prefix };
  }
  const last = factors[factors.length - 1];
  const val = min / last.factor;
  for (let i = 0; i < SIGFIGS.length; i++) {
    if (val >= SIGFIGS[i] || i === SIGFIGS.length - 1)
      return { prec: i + 3, factor: last.factor, prefix: last.prefix };
  }
  return { prec: 3, factor: last.factor, prefix: last.prefix };
}
function formatScaled(value, s) {
  return formatFixed(value / s.factor, s.prec) + s.prefix;
}
function scaleOne(value, cls) {
  return formatScaled(value, commonScale([value], cls));
}
function formatFixed(x, prec) {
  if (!Number.isFinite(x)) return x > 0 ? "+Inf" : x < 0 ? "-Inf" : "NaN";
  const ax = Math.abs(x);
  if (ax >= 1e21) return x.toFixed(prec);
  const ext = ax.toFixed(Math.min(100, prec + 40));
  const dot = ext.indexOf(".");
  const tail = ext.slice(dot + 1 + prec);
  if (!/^50*$/.test(tail)) return x.toFixed(prec);
  const kept = ext.slice(0, dot + 1 + prec).replace(/\.$/, "");
  const lastDigit = Number(kept[kept.length - 1]);
  const rounded = lastDigit % 2 === 0 ? kept : ax.toFixed(prec);
  return (x < 0 ? "-" : "") + rounded;
}
function signedPct2(x) {
  const s = formatFixed(x, 2);
  return (s.startsWith("-") ? s : `+${s}`) + "%";
}
function pctRangeString(center, lo, hi) {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return "\u221E";
  const sign = (x) => x > 0 ? 1 : x < 0 ? -1 : 0;
  const cs = sign(center);
  if (cs !== sign(lo) || cs !== sign(hi)) return "?";
  if (center === 0) return "0%";
  const v = Math.max(hi / center - 1, 1 - lo / center);
  return `${formatFixed(100 * v, 0)}%`;
}
var SUPER = "\u2070\xB9\xB2\xB3\u2074\u2075\u2076\u2077\u2078\u2079";
function superscript(i) {
  if (i === 0) return SUPER[0];
  let out = "";
  while (i > 0) {
    out = SUPER[i % 10] + out;
    i = Math.floor(i / 10);
  }
  return out;
}

// src/report/benchstat-texttab.ts
function runeLength(s) {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
var TextTable = class {
  cells = [];
  cols = 0;
  shrink = [];
  curRow = 0;
  curCol = 0;
  row() {
    if (this.cells.length > 0) this.curRow++;
    this.curCol = 0;
    return this;
  }
  col(col) {
    if (col < this.curCol) throw new Error(`cannot move from column ${this.curCol} back to ${col}`);
    this.curCol = col;
    return this;
  }
  currentCol() {
    return this.curCol;
  }
  cell(value, opts = {}) {
    return this.span(1, value, opts);
  }
  span(cols, value, opts = {}) {
    const defaultMargin = this.curCol === 0 || value.length === 0 ? "" : " ";
    this.cells.push({
      row: this.curRow,
      col: this.curCol,
      span: cols,
      value,
      leftMargin: opts.leftMargin ?? defaultMargin,
      align: opts.align ?? "left"
    });
    this.curCol += cols;
    if (this.curCol > this.cols) this.cols = this.curCol;
    return this;
  }
  setShrink(col, shrink) {
    while (this.shrink.length < col + 1) this.shrink.push(false);
    this.shrink[col] = shrink;
  }
  format() {
    const lmargin = new Array(this.cols).fill(0);
    for (const c of this.cells) lmargin[c.col] = Math.max(lmargin[c.col], runeLength(c.leftMargin));
    const ws = new Array(this.cols).fill(0);
    const bySpan = [...this.cells].sort((a, b) => a.span - b.span);
    for (const c of bySpan) {
      let w = runeLength(c.value) + lmargin[c.col];
      if (c.span === 1) {
        ws[c.col] = Math.max(ws[c.col], w);
        continue;
      }
      let tw = 0;
      for (let col = c.col; col < c.col + c.span; col++) tw += ws[col];
      if (tw >= w) continue;
      const spanCols = [];
      for (let col = c.col; col < c.col + c.span; col++) {
        if (this.shrink[col]) w -= ws[col];
        else spanCols.push(col);
      }
      spanCols.sort((a, b) => ws[b] - ws[a]);
      let span = spanCols.length;
      for (const col of spanCols) {
        const avg = Math.floor((w + span - 1) / span);
        ws[col] = Math.max(ws[col], avg);
        w -= ws[col];
        span--;
      }
    }
    const offs = new Array(this.cols + 1).fill(0);
    let acc = 0;
    for (let i = 0; i < ws.length; i++) {
      offs[i] = acc;
      acc += ws[i];
    }
    offs[ws.length] = acc;
    const ordered = [...this.cells].sort((a, b) => a.row - b.row || a.col - b.col);
    let out = "";
    let row3 = 0;
    let off = 0;
    for (const c of ordered) {
      if (c.value.trim() === "" && c.leftMargin.trim() === "") continue;
      while (c.row > row3) {
        out += "\n";
        row3++;
        off = 0;
      }
      const spaces = offs[c.col] - off;
      out += " ".repeat(Math.max(spaces, 0)) + c.leftMargin.padStart(lmargin[c.col] + (c.leftMargin.length - runeLength(c.leftMargin)));
      off += spaces + lmargin[c.col];
      const tw = offs[c.col + c.span] - offs[c.col] - lmargin[c.col];
      const s = pad(c.value, tw, c.align);
      out += s;
      off += runeLength(s);
    }
    if (this.cells.length > 0) out += "\n";
    return out;
  }
};
function pad(s, width, align) {
  const len = runeLength(s);
  if (align === "left") return s;
  if (align === "center") return " ".repeat(Math.max(Math.floor((width - len) / 2), 0)) + s;
  return " ".repeat(Math.max(width - len, 0)) + s;
}

// src/report/benchstat-text.ts
var UNIT_LABELS = { time: "sec/op", alloc: "B/op", allocs: "allocs/op" };
function benchstatUnitLabel(bm) {
  if (UNIT_LABELS[bm.metric]) return UNIT_LABELS[bm.metric];
  if (bm.metric === "throughput" && bm.unit === "B/s") return "B/s";
  return bm.metric === bm.unit ? bm.unit : `${bm.metric} ${bm.unit}`;
}
function benchstatRowLabel(key, config) {
  let name = key;
  const pkg = config?.pkg;
  if (pkg) {
    const base = pkg.slice(pkg.lastIndexOf("/") + 1);
    if (name.startsWith(`${pkg}.`)) name = name.slice(pkg.length + 1);
    else if (name.startsWith(`${base}.`)) name = name.slice(base.length + 1);
  }
  return name.startsWith("Benchmark") ? name.slice("Benchmark".length) : name;
}
function comparisonString(p, n1, n2) {
  const s = p !== 0 ? `p=${p.toFixed(3)} ` : "";
  return n1 === n2 ? `${s}n=${n1}` : `${s}n=${n1}+${n2}`;
}
function formatDelta(bm, alpha) {
  const b = bm.baseline;
  const c = bm.candidate;
  if (bm.pValue !== null ? bm.pValue > alpha : !bm.significant) return "~";
  if (b.median === c.median) return "0.00%";
  if (b.median === 0) return "?";
  return signedPct2((c.median / b.median - 1) * 100);
}
function buildTables(cmp) {
  const tables = /* @__PURE__ */ new Map();
  const rowIndex = /* @__PURE__ */ new Map();
  const ncols = 1 + cmp.runs.length;
  const fieldOrder = /* @__PURE__ */ new Map();
  const unitOrder = /* @__PURE__ */ new Map();
  const seen = (order, v) => {
    if (!order.has(v)) order.set(v, order.size);
  };
  const place = (config, bm, side, col) => {
    for (const [k, v] of Object.entries(config)) {
      let values = fieldOrder.get(k);
      if (!values) fieldOrder.set(k, values = /* @__PURE__ */ new Map());
      seen(values, v);
    }
    const unit = benchstatUnitLabel(bm);
    seen(unitOrder, unit);
    const configId = JSON.stringify(
      Object.entries(config).filter(([, v]) => v !== "").sort()
    );
    const tableId = `${configId}\0${unit}`;
    let table2 = tables.get(tableId);
    if (!table2) {
      table2 = { config, unit, rows: [], cols: new Array(ncols).fill(false) };
      tables.set(tableId, table2);
    }
    table2.cols[col] = true;
    const rowId = `${tableId}\0${bm.key}`;
    let row3 = rowIndex.get(rowId);
    if (!row3) {
      row3 = { label: benchstatRowLabel(bm.key, config), cells: new Array(ncols).fill(null) };
      rowIndex.set(rowId, row3);
      table2.rows.push(row3);
    }
    if (!row3.cells[col]) row3.cells[col] = { side, bm };
  };
  for (const bm of cmp.runs[0]?.benchmarks ?? []) {
    if (bm.baseline) place(bm.config ?? {}, bm, bm.baseline, 0);
  }
  cmp.runs.forEach((run, r) => {
    for (const bm of run.benchmarks) {
      if (bm.candidate) place(bm.candidateConfig ?? bm.config ?? {}, bm, bm.candidate, r + 1);
    }
  });
  const rank = (t) => [
    ...[...fieldOrder].map(([k, values]) => values.get(t.config[k] ?? "") ?? -1),
    unitOrder.get(t.unit) ?? 0
  ];
  return [...tables.values()].map((t) => ({ t, r: rank(t) })).sort((a, b) => {
    for (let i = 0; i < a.r.length; i++) if (a.r[i] !== b.r[i]) return a.r[i] - b.r[i];
    return 0;
  }).map(({ t }) => t);
}
function renderTable(table2, allLabels, alpha) {
  const o = new TextTable();
  const shown = table2.cols.flatMap((has, i) => has ? [i] : []);
  const labels = shown.map((i) => allLabels[i]);
  const base = shown[0];
  const labelCols = 1;
  const centerCols = 3;
  const deltaCols = 3;
  const startCol = (exp) => exp === 0 ? labelCols : labelCols + centerCols + (exp - 1) * (centerCols + deltaCols);
  const warningList = [];
  const warningSet = /* @__PURE__ */ new Map();
  const warn = (...lists) => {
    const notes = [];
    for (const list of lists) {
      for (const msg of list) {
        let i = warningSet.get(msg);
        if (i === void 0) {
          i = warningList.length;
          warningSet.set(msg, i);
          warningList.push(msg);
        }
        notes.push(superscript(i + 1));
      }
    }
    o.cell(notes.join(" "));
  };
  const rEdge = startCol(labels.length + 1);
  o.row();
  labels.forEach((label2, i) => {
    o.col(startCol(i)).span(startCol(i + 1) - startCol(i), label2, { align: "center", leftMargin: " \u2502 " });
  });
  o.col(rEdge).cell("", { leftMargin: " \u2502" });
  o.row();
  labels.forEach((_label, i) => {
    const l = startCol(i);
    o.col(l);
    o.span(centerCols, table2.unit, { align: "center", leftMargin: " \u2502 " });
    if (i > 0) o.span(deltaCols, "vs base", { align: "left", leftMargin: "  " });
    for (let j = l + 1; j < o.currentCol(); j++) o.setShrink(j, true);
  });
  o.col(rEdge).cell("", { leftMargin: " \u2502" });
  const cls = unitClassOf(table2.unit);
  for (const row3 of table2.rows) {
    o.row();
    o.cell(row3.label);
    const scaler = commonScale(
      row3.cells.filter((c) => c !== null).map((c) => c.side.median),
      cls
    );
    shown.forEach((exp, pos) => {
      const cell2 = row3.cells[exp];
      if (!cell2) return;
      o.col(startCol(pos));
      o.cell(formatScaled(cell2.side.median, scaler), { align: "right" });
      o.cell(pctRangeString(cell2.side.median, cell2.side.ciLow, cell2.side.ciHigh), {
        align: "right",
        leftMargin: " \xB1 "
      });
      warn(cell2.side.warnings);
      if (exp > 0 && row3.cells[0] && cell2.bm.baseline) {
        const bm = cell2.bm;
        o.cell(formatDelta(bm, alpha), { align: "right" });
        const n1 = bm.test?.n1 ?? bm.baseline?.n ?? 0;
        const n2 = bm.test?.n2 ?? bm.candidate?.n ?? 0;
        o.cell(bm.pValue !== null ? `(${comparisonString(bm.pValue, n1, n2)})` : "(no samples)");
        warn(bm.test?.warnings ?? []);
      }
    });
  }
  if (table2.rows.length > 1) {
    o.row();
    o.cell("geomean");
    const baseCenters = table2.rows.map((r) => r.cells[base]?.side.median);
    shown.forEach((exp, pos) => {
      if (pos === 0) {
        const g2 = geomeanRow(baseCenters.map((b) => ({ baseline: b })));
        if (g2.baseline !== null) o.col(startCol(0)).cell(scaleOne(g2.baseline, cls), { align: "right" });
        o.col(startCol(1) - 1);
        warn(g2.baselineWarnings);
        return;
      }
      const g = geomeanRow(
        table2.rows.map((r, i) => ({
          baseline: r.cells[exp] ? baseCenters[i] : void 0,
          candidate: r.cells[exp]?.side.median
        }))
      );
      const nBase = baseCenters.filter((b) => b !== void 0).length;
      const warnings = g.candidateWarnings.filter((w) => !w.startsWith("benchmark set differs"));
      if (nBase !== g.paired)
        warnings.unshift("benchmark set differs from baseline; geomeans may not be comparable");
      if (g.candidate !== null) o.col(startCol(pos)).cell(scaleOne(g.candidate, cls), { align: "right" });
      o.col(startCol(pos) + centerCols);
      if (g.ratio !== null) o.cell(signedPct2((g.ratio - 1) * 100), { align: "right" });
      else o.cell("?");
      o.col(startCol(pos + 1) - 1);
      warn(warnings);
    });
  }
  let out = o.format();
  warningList.forEach((msg, i) => {
    out += `${superscript(i + 1)} ${msg}
`;
  });
  return out;
}
function renderBenchstatText(cmp, options = {}) {
  const labels = [
    options.baselineLabel ?? cmp.baseline.label,
    ...cmp.runs.map((r, i) => options.candidateLabels?.[i] ?? r.label)
  ];
  const alpha = cmp.options.alpha;
  const tables = buildTables(cmp);
  const fields = [];
  for (const t of tables) for (const k of Object.keys(t.config)) if (!fields.includes(k)) fields.push(k);
  let out = "";
  let prev = null;
  tables.forEach((t, i) => {
    if (i > 0) out += "\n";
    for (const f of fields) {
      const v = t.config[f] ?? "";
      if (prev === null || v !== (prev[f] ?? "")) out += `${f}: ${v}
`;
    }
    prev = t.config;
    out += renderTable(t, labels, alpha);
  });
  return out;
}

// src/report/block-multi.ts
function candidateSummaries(results) {
  return results.map(({ candidateLabel, comparison }) => {
    const cut = headlineCut(comparison);
    return {
      candidateLabel,
      verdict: comparison.verdict,
      cut: cut?.name ?? null,
      compared: cut?.compared ?? 0,
      shift: cut ? { pct: cut.shift.pct, ciLowPct: cut.shift.ciLowPct, ciHighPct: cut.shift.ciHighPct } : null
    };
  });
}
var label = (v) => VERDICT_LABEL[v] ?? v;
function renderCandidateSummaryText(overall, baselineLabel, rows, width) {
  const lines = [
    `verdict:   ${label(overall).toUpperCase()} \u2014 worst of ${rows.length} candidates against ${baselineLabel}`,
    "",
    ...layoutColumns(
      ["candidate", "verdict", "shift (95% CI)", "cut", "blocks"],
      rows.map((r) => [
        r.candidateLabel,
        label(r.verdict),
        r.shift ? formatShift(r.shift) : "\u2014",
        r.cut ?? "\u2014",
        formatCount(r.compared)
      ]),
      ["left", "left", "right", "left", "right"],
      width
    )
  ];
  return lines.join("\n") + "\n";
}
function renderCandidateSummaryMarkdown(overall, baselineLabel, rows, title) {
  const cell2 = escapeMarkdown;
  const lines = [
    `### ${title ? `${cell2(title)}: ` : ""}${VERDICT_ICON[overall] ?? ""} ${label(overall)} \u2014 ${rows.length} candidates against ${cell2(baselineLabel)}`,
    "",
    "| candidate | verdict | shift (95% CI) | cut | blocks |",
    "| :-- | :-- | --: | :-- | --: |",
    ...rows.map(
      (r) => `| ${cell2(r.candidateLabel)} | ${VERDICT_ICON[r.verdict] ?? ""} ${label(r.verdict)} | ${r.shift ? formatShift(r.shift) : "\u2014"} | ${cell2(r.cut ?? "\u2014")} | ${formatCount(r.compared)} |`
    )
  ];
  return lines.join("\n") + "\n";
}

// src/report/micro-markdown-tables.ts
var LABEL = {
  regression: "regression",
  improvement: "improvement",
  "no-change": "no change",
  inconclusive: "inconclusive",
  suspect: "suspect"
};
var ICON = { ...VERDICT_ICON, suspect: "\u26A0\uFE0F" };
function verdictCell(b) {
  const v = `${ICON[b.verdict] ?? ""} ${LABEL[b.verdict] ?? b.verdict}`;
  return b.suspect ? `${v} ${ICON.suspect} suspect` : v;
}
function row2(cells) {
  return `| ${cells.join(" | ")} |`;
}
function benchmarkTables(rows, notes) {
  const out = [];
  for (const group of byMetric(rows)) {
    const first = group[0];
    const prefix = commonKeyPrefix(group.map((b) => b.key));
    out.push("");
    out.push(
      `**${escapeMarkdown(metricTitle(first.metric, first.unit, first.direction))}**${prefix ? ` \u2014 ${escapeMarkdown(prefix)}\u2026` : ""}`
    );
    out.push("");
    out.push(row2(["benchmark", "baseline", "candidate", "\u0394", "\u0394 95%", "p", "n", "verdict"]));
    out.push(row2([":--", "--:", "--:", "--:", "--:", "--:", "--:", ":--"]));
    for (const b of group) {
      const marks = notes.marks(b, b.key.slice(prefix.length));
      out.push(
        row2([
          escapeMarkdown(b.key.slice(prefix.length)),
          escapeMarkdown(sideText(b.baseline, b.unit)),
          escapeMarkdown(sideText(b.candidate, b.unit)),
          escapeMarkdown(deltaText(b)),
          escapeMarkdown(intervalText(b)),
          escapeMarkdown(pText(b)),
          samplesText(b),
          `${verdictCell(b)}${marks ? ` <sup>${marks}</sup>` : ""}`
        ])
      );
    }
  }
  return out;
}
function scalingSection(run, rows) {
  const fams = run.scalingChanges.families;
  if (fams.length === 0) return [];
  const prefix = commonKeyPrefix(fams.map((f) => f.label));
  const label2 = (s) => escapeMarkdown(s.slice(prefix.length));
  const out = [""];
  const changed = fams.filter((f) => f.changed && f.baseline && f.candidate);
  for (const f of changed)
    out.push(`- **Growth changed** \u2014 ${escapeMarkdown(familyChangeSentence(f, f.label.slice(prefix.length)))}`);
  out.push("");
  out.push(
    `<details${changed.length ? " open" : ""}><summary>Scaling, baseline \u2192 candidate: growth exponent k of the cost per op (cost \u221D n^k)${prefix ? ` \u2014 ${escapeMarkdown(prefix)}\u2026` : ""}</summary>`
  );
  out.push("");
  out.push(row2(["family", "metric", "exponent k", "per item (k \u2212 1)", "cost model (fixed + per item \xB7 n)"]));
  out.push(row2([":--", ":--", "--:", "--:", ":--"]));
  for (const f of fams.slice(0, rows)) {
    out.push(
      row2([
        `${label2(f.label)}${f.changed ? " \u25C0" : ""}`,
        escapeMarkdown(f.metric),
        exponentText(f),
        perItemExponentText(f),
        escapeMarkdown(costModelText(f))
      ])
    );
  }
  const xs = shownCrossovers(run.scalingChanges.crossovers);
  if (xs.length > 0) out.push("");
  for (const x of xs.slice(0, rows))
    out.push(`- Crossover: ${escapeMarkdown(crossoverSentence(x, (s) => s.slice(prefix.length)))}`);
  for (const n of run.scaling.notes.slice(0, rows)) out.push(`- ${escapeMarkdown(n)}`);
  out.push("");
  out.push("</details>");
  return out;
}
function chunkSection(series) {
  const out = [""];
  out.push("**Chunk series** (one value per chunk; judged over all chunks with a Wilcoxon signed-rank test)");
  out.push("");
  out.push(
    row2([
      "metric",
      "chunks",
      "baseline total",
      "candidate total",
      "\u0394 total",
      "typical chunk",
      "p",
      "verdict"
    ])
  );
  out.push(row2([":--", "--:", "--:", "--:", "--:", "--:", "--:", ":--"]));
  for (const s of series) {
    out.push(
      row2([
        escapeMarkdown(s.metric),
        String(s.chunks.length),
        escapeMarkdown(formatMeasure(s.baselineTotal, s.unit)),
        escapeMarkdown(formatMeasure(s.candidateTotal, s.unit)),
        s.totalDeltaPct === null ? "\u2014" : signedPct(s.totalDeltaPct),
        s.medianDeltaPct === null ? "\u2014" : signedPct(s.medianDeltaPct),
        s.pValue < 1e-3 ? "<0.001" : s.pValue.toFixed(3),
        `${ICON[s.verdict] ?? ""} ${LABEL[s.verdict] ?? s.verdict}`
      ])
    );
  }
  for (const s of series) {
    const at = curveSamples(s);
    if (at.length === 0) continue;
    out.push("");
    out.push(`Accumulated ${escapeMarkdown(s.metric)}:`);
    out.push("");
    out.push(row2(["chunk", ...at.map((i) => escapeMarkdown(s.chunks[i]))]));
    out.push(row2(["--:", ...at.map(() => "--:")]));
    out.push(row2(["baseline", ...at.map((i) => escapeMarkdown(formatMeasure(s.baselineCumulative[i], s.unit)))]));
    out.push(row2(["candidate", ...at.map((i) => escapeMarkdown(formatMeasure(s.candidateCumulative[i], s.unit)))]));
  }
  return out;
}

// src/report/micro-markdown-charts.ts
var MAX_CHART_BARS = 12;
var DELTA_EDGES = [-50, -20, -10, -5, -2, 0, 2, 5, 10, 20, 50];
function shortLabel(text, max = 28) {
  return text.length <= max ? text : `\u2026${text.slice(text.length - max + 1)}`;
}
function deltaChartData(run) {
  for (const group of byMetric(run.benchmarks)) {
    const changed = group.filter((b) => Number.isFinite(shownDeltaPct(b)));
    const delta = (b) => shownDeltaPct(b);
    if (changed.length === 0) continue;
    const first = group[0];
    const what = metricTitle(first.metric, first.unit, first.direction);
    if (changed.length <= MAX_CHART_BARS) {
      const prefix = commonKeyPrefix(changed.map((b) => b.key));
      const bars = [...changed].sort((a, b) => Math.abs(delta(b)) - Math.abs(delta(a)));
      const name = (b) => shortLabel(b.key.slice(prefix.length));
      return {
        title: `|\u0394%| per benchmark, ${what}`,
        summary: `\u0394% chart of ${bars.length} benchmark${bars.length === 1 ? "" : "s"}, ${first.metric}`,
        yAxis: "|\u0394%|",
        labels: bars.map((b) => `${name(b)} ${signedPct(delta(b))}`),
        values: bars.map((b) => Math.round(Math.abs(delta(b)) * 100) / 100),
        header: ["benchmark", "\u0394", "verdict"],
        align: [":--", "--:", ":--"],
        rows: bars.map((b) => [escapeMarkdown(b.key.slice(prefix.length)), escapeMarkdown(deltaText(b)), verdictCell(b)])
      };
    }
    const counts = new Array(DELTA_EDGES.length + 1).fill(0);
    for (const b of changed) {
      let bin = 0;
      while (bin < DELTA_EDGES.length && delta(b) >= DELTA_EDGES[bin]) bin++;
      counts[bin]++;
    }
    const bins = counts.map((count, i) => ({
      label: binLabel(
        i === 0 ? -Infinity : DELTA_EDGES[i - 1],
        i === DELTA_EDGES.length ? Infinity : DELTA_EDGES[i]
      ),
      count
    }));
    return {
      title: `Benchmarks per \u0394% bin, ${what}`,
      summary: `\u0394% chart of ${changed.length} benchmarks by bin, ${first.metric}`,
      yAxis: "benchmarks",
      labels: bins.map((b) => b.label),
      values: bins.map((b) => b.count),
      header: ["\u0394%", "benchmarks"],
      align: [":--", "--:"],
      rows: bins.map((b) => [escapeMarkdown(b.label), String(b.count)])
    };
  }
  return null;
}
function chartSection(run) {
  const data = deltaChartData(run);
  if (!data) return [];
  const label2 = (s) => `"${escapeMermaidLabel(s)}"`;
  return [
    "",
    `<details><summary>${escapeMarkdown(data.summary)}</summary>`,
    "",
    "```mermaid",
    "xychart-beta",
    `  title ${label2(data.title)}`,
    `  x-axis [${data.labels.map(label2).join(", ")}]`,
    `  y-axis ${label2(data.yAxis)}`,
    `  bar [${data.values.join(", ")}]`,
    "```",
    "",
    row2(data.header),
    row2(data.align),
    ...data.rows.map(row2),
    "",
    "</details>"
  ];
}

// src/report/micro-markdown.ts
function renderRun(c, run, rows, charts, trimmed) {
  const out = [];
  out.push(`<sub>${escapeMarkdown(run.multipleComparisons.message)}</sub>`);
  for (const n of run.notes) out.push("", `> [!NOTE]`, `> ${escapeMarkdown(n)}`);
  const notes = new Footnotes(c.baseline.tool);
  if (run.chunks) out.push(...chunkSection(run.chunks));
  else {
    const shown = rowOrder(run.benchmarks).slice(0, rows);
    if (run.benchmarks.length > shown.length)
      trimmed.push(`${run.benchmarks.length - shown.length} benchmark rows of ${escapeMarkdown(run.label)}`);
    out.push(...benchmarkTables(shown, notes));
    const geo = run.geomean.filter((g) => g.deltaPct !== null && g.paired > 1);
    if (geo.length > 0) {
      out.push("");
      out.push(
        `Geomean: ${geo.map((g) => `${escapeMarkdown(g.metric)} ${signedPct(g.deltaPct)} over ${g.paired}`).join(" \xB7 ")}`
      );
    }
    if (charts) out.push(...chartSection(run));
    else if (deltaChartData(run)) trimmed.push(`the \u0394% chart of ${escapeMarkdown(run.label)}`);
  }
  const onlyBase = run.benchmarks.filter((b) => !b.candidate);
  const onlyCand = run.benchmarks.filter((b) => !b.baseline);
  if (onlyBase.length || onlyCand.length) {
    out.push("");
    out.push(
      `Only in baseline: ${onlyBase.length} \xB7 only in candidate: ${onlyCand.length} (listed in the table with their notes)`
    );
  }
  out.push(...scalingSection(run, rows));
  if (notes.count > 0) {
    const limit = Math.max(10, rows);
    out.push("");
    out.push("<details><summary>Notes</summary>");
    out.push("");
    notes.list().slice(0, limit).forEach((n, i) => out.push(`${i + 1}. ${escapeMarkdown(n)}`));
    if (notes.count > limit) trimmed.push(`${notes.count - limit} notes`);
    out.push("");
    out.push("</details>");
  }
  return out;
}
function totalsSection(c) {
  const metrics = [];
  for (const t of c.totals) if (!metrics.some((m) => m.metric === t.metric)) metrics.push(t);
  const out = ["", "#### Summary: totals per metric, \u0394 vs baseline", ""];
  out.push(row2(["run", ...metrics.map((m) => escapeMarkdown(m.metric)), "verdicts"]));
  out.push(row2([":--", ...metrics.map(() => "--:"), ":--"]));
  out.push(
    row2([
      `${escapeMarkdown(c.baseline.label)} (baseline)`,
      ...metrics.map((m) => {
        const t = c.totals.find((x) => x.metric === m.metric);
        return t ? escapeMarkdown(formatMeasure(t.baselineTotal, t.unit)) : "\u2014";
      }),
      ""
    ])
  );
  for (const run of c.runs) {
    out.push(
      row2([
        escapeMarkdown(run.label),
        ...metrics.map((m) => {
          const t = run.totals.find((x) => x.metric === m.metric);
          if (!t) return "\u2014";
          return `${escapeMarkdown(formatMeasure(t.candidateTotal, t.unit))} (${t.deltaPct === null ? "\u2014" : signedPct(t.deltaPct)})`;
        }),
        escapeMarkdown(runCountsText(run))
      ])
    );
  }
  out.push("");
  out.push("<sub>Totals are sums of medians over the benchmarks each run shares with the baseline.</sub>");
  return out;
}
function suspectSection(c) {
  const out = [];
  for (const run of c.runs) {
    if (run.counts.suspect === 0) continue;
    const rows = run.benchmarks.filter((b) => b.suspect).sort(byImportance);
    out.push("", "> [!WARNING]");
    out.push(
      `> **Check first: ${rows.length} suspect change(s)${c.runs.length > 1 ? ` in ${escapeMarkdown(run.label)}` : ""}** (each failed a sanity check; a suspect regression still fails the check unless \`suspect: warn\`)`
    );
    for (const b of rows.slice(0, 10)) {
      out.push(
        `> - ${escapeMarkdown(b.key)} (${escapeMarkdown(b.metric)}): ${verdictCell(b)} ${escapeMarkdown(deltaText(b))} ${escapeMarkdown(intervalText(b))}`
      );
      for (const s of b.sanity) out.push(`>   - ${escapeMarkdown(sanityText(s, c.baseline.tool))}`);
    }
    if (rows.length > 10) out.push(`> - \u2026 ${rows.length - 10} more (the JSON has every row)`);
  }
  return out;
}
function render2(c, o, rows, charts, trimmed) {
  const verdict = microVerdict(c);
  const out = [];
  const found = microVerdictNames(c);
  out.push(
    `### ${o.title ? `${escapeMarkdown(o.title)}: ` : ""}${ICON[verdict] ?? ""} ${LABEL[verdict] ?? verdict}` + (found ? `: ${escapeMarkdown(found)}` : "")
  );
  out.push("");
  out.push(
    c.runs.length === 1 ? escapeMarkdown(`${c.runs[0].label} vs ${c.baseline.label}: ${runCountsText(c.runs[0])}`) : escapeMarkdown(`${c.runs.length} candidates vs ${c.baseline.label}`)
  );
  out.push("", escapeMarkdown(c.reason));
  out.push(...suspectSection(c));
  if (c.runs.length > 1) out.push(...totalsSection(c));
  for (const run of c.runs) {
    out.push("");
    if (c.runs.length > 1)
      out.push(`#### ${escapeMarkdown(run.label)} vs ${escapeMarkdown(c.baseline.label)}: ${escapeMarkdown(runCountsText(run))}`, "");
    out.push(...renderRun(c, run, rows, charts, trimmed));
  }
  out.push("");
  const links = [];
  if (o.links?.baseline) links.push(`[baseline run](${o.links.baseline})`);
  if (o.links?.candidate) links.push(`[candidate run](${o.links.candidate})`);
  out.push(
    `<sub>${escapeMarkdown(microLegend(c))}${centerNote(c) ? ` \xB7 ${escapeMarkdown(centerNote(c))}` : ""} \xB7 baseline: ${escapeMarkdown(c.baseline.label)} (${escapeMarkdown(c.baseline.format)})${links.length ? ` \xB7 ${links.join(" \xB7 ")}` : ""}</sub>`
  );
  if (trimmed.length > 0) {
    out.push("");
    out.push(
      `<sub>Trimmed to fit GitHub's size limit: ${trimmed.join(", ")} not shown; see the JSON/CSV outputs.</sub>`
    );
  }
  return out.join("\n") + "\n";
}
function renderMicroMarkdown(c, o = {}) {
  const budget = o.maxChars ?? 6e4;
  let rows = o.maxRows ?? 200;
  let charts = true;
  for (; ; ) {
    const trimmed = [];
    const text = render2(c, o, rows, charts, trimmed);
    if (text.length <= budget) return text;
    if (rows > 0) rows = Math.floor(rows / 2);
    else if (charts) charts = false;
    else return text.slice(0, budget - 40) + "\n\n<sub>(report truncated)</sub>\n";
  }
}

// src/report/micro-text.ts
var LABEL_WIDTH = 11;
var ALIGN = ["left", "right", "right", "right", "right", "right", "left"];
var WIDTH = 100;
function prose(text, hang = 2) {
  const lead = /^\s*/.exec(text)?.[0] ?? "";
  return wrapText(text, WIDTH, lead + " ".repeat(hang));
}
function indentedTable(header, rows, align) {
  return layoutColumns(header, rows, align, WIDTH - 2).map((l) => `  ${l}`);
}
function benchmarkTables2(run, rows, notes) {
  const out = [];
  for (const group of byMetric(rows)) {
    const first = group[0];
    const prefix = commonKeyPrefix(group.map((b) => b.key));
    out.push("");
    out.push(
      ...prose(`${metricTitle(first.metric, first.unit, first.direction)}${prefix ? ` \u2014 ${prefix}\u2026` : ""}`)
    );
    const cells = group.map((b) => [
      b.key.slice(prefix.length),
      sideText(b.baseline, b.unit),
      sideText(b.candidate, b.unit),
      deltaText(b),
      intervalText(b),
      samplesText(b),
      `${verdictText(b)} ${notes.marks(b, b.key.slice(prefix.length))}`.trimEnd()
    ]);
    out.push(
      ...layoutColumns(
        ["benchmark", "baseline", "candidate", "\u0394", "\u0394 95%", "n", "verdict"],
        cells,
        [...ALIGN],
        WIDTH,
        true
      )
    );
  }
  void run;
  return out;
}
function hiddenVerdicts(run, shown) {
  const kept = new Set(shown);
  const counts = /* @__PURE__ */ new Map();
  for (const b of run.benchmarks) {
    if (kept.has(b)) continue;
    const v = VERDICT_TEXT[b.verdict] ?? b.verdict;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts].map(([v, n]) => `${n} ${v}`).join(", ");
}
function geomeanLines(run) {
  const geo = run.geomean.filter((g) => g.deltaPct !== null && g.paired > 1);
  if (geo.length === 0) return [];
  return prose(
    `geomean: ${geo.map((g) => `${g.metric} ${signedPct(g.deltaPct)} (${g.paired})`).join(" \xB7 ")}`
  );
}
function scalingLines(run) {
  const fams = run.scalingChanges.families;
  if (fams.length === 0) return [];
  const out = [""];
  const prefix = commonKeyPrefix(fams.map((f) => f.label));
  const label2 = (s) => s.slice(prefix.length);
  out.push(
    ...prose(
      `scaling \u2014 growth exponent k of the cost per op (cost \u221D n^k; per item: k \u2212 1), baseline \u2192 candidate` + (prefix ? ` \u2014 ${prefix}\u2026` : "")
    )
  );
  out.push(
    ...indentedTable(
      ["family", "metric", "exponent", "per item", "cost model (fixed + per item \xB7 n)"],
      fams.map((f) => [
        `${label2(f.label)}${f.changed ? " \u25C0" : ""}`,
        f.metric,
        exponentText(f),
        perItemExponentText(f),
        costModelText(f)
      ]),
      ["left", "left", "right", "right", "left"]
    )
  );
  for (const f of fams.filter((x) => x.changed && x.baseline && x.candidate)) {
    out.push(...prose(`  \u25C0 growth changed: ${familyChangeSentence(f, label2(f.label))}`));
  }
  for (const x of shownCrossovers(run.scalingChanges.crossovers)) {
    out.push(...prose(`  crossover: ${crossoverSentence(x, label2)}`));
  }
  for (const n of run.scaling.notes) out.push(...prose(`  ${n}`));
  return out;
}
function chunkLines(series) {
  const out = [""];
  out.push("chunk series (one value per chunk; judged over all chunks with a Wilcoxon signed-rank test)");
  out.push(
    ...indentedTable(
      ["metric", "chunks", "baseline total", "candidate total", "\u0394 total", "typical chunk", "p", "verdict"],
      series.map((s) => [
        s.metric,
        String(s.chunks.length),
        formatMeasure(s.baselineTotal, s.unit),
        formatMeasure(s.candidateTotal, s.unit),
        s.totalDeltaPct === null ? "\u2014" : signedPct(s.totalDeltaPct),
        s.medianDeltaPct === null ? "\u2014" : signedPct(s.medianDeltaPct),
        s.pValue < 1e-3 ? "<0.001" : s.pValue.toFixed(3),
        VERDICT_TEXT[s.verdict] ?? s.verdict
      ]),
      ["left", "right", "right", "right", "right", "right", "right", "left"]
    )
  );
  for (const s of series) {
    out.push(...prose(`  ${s.metric}: ${s.reason}`));
    const at = curveSamples(s);
    if (at.length > 0) {
      out.push(
        ...prose(
          `    accumulated: ${at.map(
            (i) => `chunk ${s.chunks[i]} ${formatMeasure(s.baselineCumulative[i], s.unit)} \u2192 ${formatMeasure(s.candidateCumulative[i], s.unit)}`
          ).join(" \xB7 ")}`
        )
      );
    }
    const big = largestChunkChanges(s, 3);
    if (big.length > 0) {
      out.push(
        ...prose(
          `    largest chunk changes: ${big.map(
            (i) => `chunk ${s.chunks[i]} ${formatMeasure(s.baseline[i], s.unit)} \u2192 ${formatMeasure(s.candidate[i], s.unit)}` + (s.deltaPct[i] === null ? "" : ` (${signedPct(s.deltaPct[i])})`)
          ).join(" \xB7 ")}`
        )
      );
    }
    if (s.onlyInBaseline || s.onlyInCandidate)
      out.push(`    chunks on one side only: ${s.onlyInBaseline} baseline, ${s.onlyInCandidate} candidate`);
  }
  return out;
}
function oneSided(run) {
  const onlyBase = run.benchmarks.filter((b) => !b.candidate).map((b) => `${b.key} (${b.metric})`);
  const onlyCand = run.benchmarks.filter((b) => !b.baseline).map((b) => `${b.key} (${b.metric})`);
  const out = [];
  const list = (xs) => xs.slice(0, 10).join(", ") + (xs.length > 10 ? `, \u2026 ${xs.length - 10} more` : "");
  if (onlyBase.length) out.push(...prose(`only in baseline (${onlyBase.length}): ${list(onlyBase)}`));
  if (onlyCand.length) out.push(...prose(`only in candidate (${onlyCand.length}): ${list(onlyCand)}`));
  return out;
}
function suspectLines(c) {
  const out = [];
  for (const run of c.runs) {
    if (run.counts.suspect === 0) continue;
    const rows = run.benchmarks.filter((b) => b.suspect).sort(byImportance);
    out.push("");
    out.push(
      ...prose(
        `check first \u2014 ${rows.length} suspect change(s)${c.runs.length > 1 ? ` in ${run.label}` : ""}:`
      )
    );
    for (const b of rows.slice(0, 10)) {
      out.push(...prose(`  ${b.key} (${b.metric}) ${verdictText(b)} ${deltaText(b)} ${intervalText(b)}`, 4));
      for (const s of b.sanity) out.push(...prose(`    ${sanityText(s, c.baseline.tool)}`, 2));
    }
    if (rows.length > 10) out.push(`  \u2026 ${rows.length - 10} more (--json has every row)`);
  }
  return out;
}
function renderRun2(c, run, o) {
  const out = [];
  out.push("");
  out.push(...prose(`\u2500\u2500 ${run.label} vs ${c.baseline.label}: ${runCountsText(run)}`, 3));
  out.push(...prose(run.multipleComparisons.message));
  for (const n of run.notes) out.push(...prose(`note: ${n}`, 6));
  const notes = new Footnotes(c.baseline.tool);
  const maxRows = o.maxRows ?? 200;
  if (run.chunks) {
    out.push(...chunkLines(run.chunks));
  } else {
    let rows = run.benchmarks;
    let hidden = 0;
    if (o.changesOnly || rows.length > maxRows) {
      const alpha = c.options.alpha;
      const shown = (b) => o.changesOnly ? b.verdict === "regression" || b.verdict === "improvement" || (b.pValue ?? 1) <= alpha : b.verdict !== "no-change";
      rows = rowOrder(rows.filter(shown)).slice(0, maxRows);
      hidden = run.benchmarks.length - rows.length;
    }
    if (rows.length > 0) out.push(...benchmarkTables2(run, rows, notes));
    if (hidden > 0) {
      out.push(
        ...prose(
          o.changesOnly ? `(${hidden} more rows, neither marked by benchstat nor a change by the verdict: ${hiddenVerdicts(run, rows)}; each row's \u0394 95% is in --markdown, --html, --json and --csv)` : `(${hidden} more benchmarks not shown, unchanged first; --json and --csv have every row)`,
          1
        )
      );
    }
    out.push(...geomeanLines(run));
  }
  out.push(...oneSided(run));
  out.push(...scalingLines(run));
  if (notes.count > 0) {
    out.push("");
    notes.list().forEach((n, i) => out.push(...prose(`[${i + 1}] ${n}`, `[${i + 1}] `.length)));
  }
  return out;
}
function totalsTable(c) {
  const metrics = [];
  for (const t of c.totals) if (!metrics.some((m) => m.metric === t.metric)) metrics.push(t);
  const header = ["run", ...metrics.flatMap((m) => [m.metric, "\u0394"]), "verdicts"];
  const base = ["baseline: " + c.baseline.label];
  for (const m of metrics) {
    const t = c.totals.find((x) => x.metric === m.metric);
    base.push(t ? formatMeasure(t.baselineTotal, t.unit) : "\u2014", "");
  }
  base.push("");
  const rows = [base];
  for (const run of c.runs) {
    const row3 = [run.label];
    for (const m of metrics) {
      const t = run.totals.find((x) => x.metric === m.metric);
      row3.push(
        t ? formatMeasure(t.candidateTotal, t.unit) : "\u2014",
        t?.deltaPct == null ? "\u2014" : signedPct(t.deltaPct)
      );
    }
    row3.push(runCountsText(run));
    rows.push(row3);
  }
  return [
    "",
    ...prose(
      "summary \u2014 totals per metric (sum of medians over the benchmarks each run shares with the baseline), \u0394 vs baseline"
    ),
    ...layoutColumns(
      header,
      rows,
      header.map((_, i) => i === 0 || i === header.length - 1 ? "left" : "right"),
      WIDTH
    )
  ];
}
function benchstatHeading(c) {
  const rows = c.runs[0]?.benchmarks.length ?? 0;
  return `benchstat's table, as benchstat prints it \u2014 its "vs base" marks p < ${c.options.alpha} in its own Mann\u2013Whitney U test of each row alone (no correction over ${rows} rows); the verdict is benchdelta's, in the verdict column below:`;
}
function renderMicroText(c, o = {}) {
  const out = [];
  const verdict = microVerdict(c);
  const labelled = (label2, text) => out.push(...labelledLines(label2, text, WIDTH, LABEL_WIDTH));
  const found = microVerdictNames(c);
  labelled(
    "verdict:",
    `${(VERDICT_TEXT[verdict] ?? verdict).toUpperCase()} \u2014 ${found ? `${found} \xB7 ` : ""}${microVerdictCounts(c)}`
  );
  labelled("baseline:", `${c.baseline.label} (${c.baseline.tool ?? c.baseline.format})`);
  if (c.runs.length === 1)
    labelled("candidate:", `${c.runs[0].label} (${c.runs[0].tool ?? c.runs[0].format})`);
  else labelled("candidates:", c.runs.map((r) => r.label).join(", "));
  labelled("reason:", c.reason);
  out.push(...suspectLines(c));
  if (o.benchstat) {
    out.push("", ...prose(benchstatHeading(c)), "", o.benchstat.replace(/\n$/, ""));
  }
  if (c.runs.length > 1) out.push(...totalsTable(c));
  for (const run of c.runs) out.push(...renderRun2(c, run, o));
  out.push("");
  out.push(...prose(microLegend(c)));
  const centers = centerNote(c);
  if (centers) out.push(...prose(centers));
  if (c.warnings.length > 0 || c.runs.some((r) => r.warnings.length > 0)) {
    out.push("");
    out.push("warnings:");
    for (const w of [...c.warnings, ...c.runs.flatMap((r) => r.warnings)])
      out.push(
        ...prose(
          `  ${w.count} \xD7 ${w.message}${w.file ? ` (${w.file}${w.firstLine ? `:${w.firstLine}` : ""})` : ""}`
        )
      );
  }
  return out.join("\n") + "\n";
}

// src/report/report.ts
var REPORT_SCHEMA_VERSION = 1;
function renderReportText(report) {
  return escapeTerminalText(renderText(escapeStrings(report, escapeTextName)));
}
function renderText(report) {
  if (report.kind === "micro") {
    if (report.comparison.baseline.format === "gobench") {
      return renderMicroText(report.comparison, {
        changesOnly: true,
        benchstat: renderBenchstatText(report.comparison)
      });
    }
    return renderMicroText(report.comparison);
  }
  const each = report.results.map(
    (r) => renderBlockText(r.comparison, { baseline: report.baselineLabel, candidate: r.candidateLabel })
  );
  if (report.results.length === 1) return each[0];
  const summary = renderCandidateSummaryText(
    reportVerdict(report),
    report.baselineLabel,
    candidateSummaries(report.results),
    100
  );
  return [summary, ...each].join("\n");
}
function renderReportMarkdown(report, o) {
  if (report.kind === "micro") return renderMicroMarkdown(report.comparison, o);
  const summary = report.results.length === 1 ? "" : renderCandidateSummaryMarkdown(
    reportVerdict(report),
    report.baselineLabel,
    candidateSummaries(report.results),
    o.title
  ) + "\n---\n\n";
  const maxChars = Math.floor(((o.maxChars ?? 6e4) - summary.length) / report.results.length);
  return summary + report.results.map(
    (r) => renderBlockMarkdown(r.comparison, {
      ...o,
      maxChars,
      labels: { baseline: report.baselineLabel, candidate: r.candidateLabel }
    })
  ).join("\n---\n\n");
}
var JSON_INDENT_MAX_ROWS = 5e3;
function sharedConfigText(lists) {
  const textOf = /* @__PURE__ */ new Map();
  let shared = null;
  for (const list of lists) {
    for (const row3 of list) {
      if (!row3.config) return null;
      let text = textOf.get(row3.config);
      if (text === void 0) {
        text = JSON.stringify(row3.config);
        textOf.set(row3.config, text);
      }
      if (shared === null) shared = text;
      else if (text !== shared) return null;
    }
  }
  return shared;
}
function renderReportJson(report) {
  let body;
  let rows = 0;
  let replacer = (_k, v) => typeof v === "number" && !Number.isFinite(v) ? null : v;
  if (report.kind === "micro") {
    const c = report.comparison;
    rows = c.benchmarks.length + c.runs.reduce((n, r) => n + r.benchmarks.length, 0);
    const text = sharedConfigText([c.benchmarks, ...c.runs.map((r) => r.benchmarks)]);
    if (text === null) body = c;
    else {
      const config = JSON.parse(text);
      body = { ...c, config, runs: c.runs.map((r) => ({ ...r, config })) };
      const rowConfigs = new Set(c.benchmarks.map((b) => b.config));
      for (const r of c.runs) for (const b of r.benchmarks) rowConfigs.add(b.config);
      const finite = replacer;
      replacer = (k, v) => k === "config" && v !== config && rowConfigs.has(v) ? void 0 : finite(k, v);
    }
  } else {
    rows = report.results.length;
    body = report.results.length === 1 ? report.results[0].comparison : {
      schemaVersion: REPORT_SCHEMA_VERSION,
      kind: "blocks-multi",
      verdict: reportVerdict(report),
      summary: candidateSummaries(report.results),
      comparisons: report.results.map((r) => ({ candidateLabel: r.candidateLabel, ...r.comparison }))
    };
  }
  return JSON.stringify(body, replacer, rows > JSON_INDENT_MAX_ROWS ? void 0 : 2) + "\n";
}

export {
  REPORT_SCHEMA_VERSION,
  renderReportText,
  renderReportMarkdown,
  renderReportJson
};
