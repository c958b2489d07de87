import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
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
  MIN_AA_BLOCKS
} from "./chunk-VLE5SNNV.js";
import {
  pct
} from "./chunk-LPTSOGCD.js";

// src/report/block-summary.ts
var VERDICT_LABEL = {
  regression: "regression",
  improvement: "improvement",
  "no-change": "no change",
  inconclusive: "inconclusive",
  mixed: "mixed"
};
function headlineCut(c) {
  const width = (cut) => cut.shift.ciHighPct - cut.shift.ciLowPct;
  const same = c.cuts.filter((cut) => cut.verdict === c.verdict && Number.isFinite(width(cut)));
  if (same.length === 0) return c.cuts[0];
  return same.reduce((best, cut) => width(cut) < width(best) ? cut : best);
}
function warningLine(w) {
  const where = w.firstLine ? ` (first at ${w.file ? `${w.file}:` : "line "}${w.firstLine})` : "";
  return `${w.message}${where}`;
}
function verdictDetail(c) {
  const cut = headlineCut(c);
  if (!cut) return "no blocks could be compared";
  return `${cut.name}: shift ${formatShift(cut.shift)} over ${formatCount(cut.compared)} blocks`;
}
function methodSentence(c) {
  const select = c.options.selectOn === "both" ? "slow cuts select on both runs (geometric mean of baseline and candidate)" : 'slow cuts select on the baseline only (old method; biased towards "faster" by regression to the mean)';
  return `time per block, smaller is better; flagged at |\u0394%| \u2265 ${c.options.thresholdPct}; ${select}${noiseClause(c)}; change needs |shift| \u2265 ${c.options.minEffectPct}%; p: Wilcoxon signed-rank test on the log ratios`;
}
var FROM_SPREAD_MARK = "\u2020";
function noiseClause(c) {
  if (!c.noise) return "";
  const fellBack = c.cuts.some((cut) => cut.expectedFlaggedFrom === "spread");
  return `; by noise: as often as the A/A pair ${c.noise.label} (${formatCount(c.noise.paired)} blocks) flags the same cut` + (fellBack ? ` (${FROM_SPREAD_MARK}: under ${MIN_AA_BLOCKS} A/A blocks in the cut, from its spread instead)` : "");
}
function expectedFlaggedCell(c, cut) {
  const mark = c.noise && cut.expectedFlaggedFrom === "spread" ? FROM_SPREAD_MARK : "";
  return `\u2248${formatCount(cut.expectedFlagged)}${mark}`;
}
function matchSentence(c) {
  const m = c.match;
  const parts = [`matched ${formatCount(m.paired)} blocks`];
  if (m.duplicatesBaseline || m.duplicatesCandidate) {
    parts.push(
      `${formatCount(m.duplicatesBaseline)} duplicate records in baseline, ${formatCount(m.duplicatesCandidate)} in candidate (kept ${m.duplicatePolicy})`
    );
  }
  parts.push(
    `${formatCount(m.onlyInBaseline)} only in baseline`,
    `${formatCount(m.onlyInCandidate)} only in candidate`
  );
  if (m.zeroBaseline) parts.push(`${formatCount(m.zeroBaseline)} with a zero baseline (no \u0394%)`);
  return parts.join(" \xB7 ");
}
var sigmaText = (pct2) => `\xB1${Number(pct2.toPrecision(2))}%`;
function contrastNoiseClause(c) {
  const n = c.runNoise?.contrast;
  if (!n || !c.cuts.some((cut) => cut.contrast)) return "";
  const lead = '; each "vs rest" contrast adds its own between-run noise';
  if (n.source === "default") {
    return `${lead} of ${sigmaText(n.statedPct)} per run (default; give replicated runs or --aa-pair to measure it)`;
  }
  const measured = Object.values(n.cuts).map((x) => x.sigmaPct);
  const range = measured.length === 0 ? sigmaText(n.statedPct) : `${sigmaText(Math.min(...measured))}\u2013${Number(Math.max(...measured).toPrecision(2))}%`;
  const from = n.source === "aa-pair" ? "the A/A pair's contrasts (one draw each, never below the default)" : "the replicated runs";
  return `${lead} of ${range} per run, measured per cut on ${from}`;
}
function driftClause(n) {
  const d = n.drift;
  if (!d) return "";
  if (!d.fitted) return ` (order ${d.order}: ${d.reason})`;
  const slope = `${d.slopePct >= 0 ? "+" : ""}${Number(d.slopePct.toPrecision(2))}% per ${d.unit}`;
  const adjusted = d.adjustPct === 0 ? "balanced, so the shift needs no correction" : `the candidate's times scaled by ${d.adjustPct >= 0 ? "+" : ""}${Number(d.adjustPct.toPrecision(2))}% to cancel it`;
  return ` around a drift of ${slope} fitted over the run order ${d.order} (${adjusted})`;
}
function runNoiseSentence(c) {
  return runNoiseOfShifts(c) + contrastNoiseClause(c);
}
function runNoiseOfShifts(c) {
  const n = c.runNoise;
  if (!n) return "intervals include no run-to-run noise";
  const runs = `${n.runs.baseline} + ${n.runs.candidate} runs`;
  switch (n.source) {
    case "replicates":
      return `run-to-run noise of ${sigmaText(n.sigmaPct)} per run, measured on ${runs} (t with ${n.dof} d.f.), is in every shift's interval${driftClause(n)}`;
    case "aa-pair":
      return `assumes run-to-run noise of ${sigmaText(n.sigmaPct)} per run: the larger of the stated \u03C3 and the A/A pair's shift, one draw (${runs}); give replicated runs to measure it`;
    case "user":
      return `assumes run-to-run noise of ${sigmaText(n.sigmaPct)} per run, as stated by --run-noise (${runs})`;
    default:
      return `assumes run-to-run noise of ${sigmaText(n.sigmaPct)} per run (${runs}); give replicated runs or an A/A pair to measure it`;
  }
}
var BY_CONTRAST_MARK = "*";
function cutVerdictCell(cut) {
  const label = VERDICT_LABEL[cut.verdict] ?? cut.verdict;
  return cut.verdictBasis === "contrast" ? `${label}${BY_CONTRAST_MARK}` : label;
}
function contrastCell(cut) {
  return cut.contrast ? formatShift(cut.contrast) : "\u2014";
}
function legendSentence(c) {
  const parts = [
    "by noise: how many blocks noise alone would flag at the threshold" + (c.noise ? " (measured on the A/A pair)" : " (from the spread of the cut\u2019s log ratios)"),
    "shift: ratio of geometric means with its 95% CI, run-to-run noise included",
    "vs rest: the cut\u2019s shift relative to the rest of the same runs, where run-level drift cancels",
    `${BY_CONTRAST_MARK}: the verdict rests on \u201Cvs rest\u201D`,
    "\u2014: no interval (too few blocks)"
  ];
  return parts.join("; ");
}

// src/report/block-metrics.ts
var pp = (x) => `${x >= 0 ? "+" : "\u2212"}${Math.abs(x).toFixed(1)} pp`;
var share = (x) => `${x.toFixed(1)}%`;
function phaseHeadline(p) {
  const top = p.rows[0];
  const own = top.shift ? `, itself ${formatShift(top.shift)}` : "";
  return `Where the time went: ${top.label} moved the total most, ${pp(top.contributionPct)} [${pp(top.contributionCi.lowPct)}, ${pp(top.contributionCi.highPct)}] of the total's ${formatSignedPct(p.totalDeltaPct)} over ${formatCount(p.blocks)} blocks (share ${share(top.baselineSharePct)} \u2192 ${share(top.candidateSharePct)}${own}).`;
}
var PHASE_HEADER = [
  "phase",
  "share (base \u2192 cand)",
  "\u0394 time",
  "of total \u0394 (95% CI)",
  "own shift (95% CI)"
];
function phaseRows(p) {
  return p.rows.map((r) => [
    r.label,
    `${share(r.baselineSharePct)} \u2192 ${share(r.candidateSharePct)}`,
    formatSignedMs(r.deltaMs),
    `${pp(r.contributionPct)} [${pp(r.contributionCi.lowPct)}, ${pp(r.contributionCi.highPct)}]`,
    r.shift ? formatShift(r.shift) : "\u2014"
  ]);
}
function phaseLegend(p) {
  const sum = p.rows.reduce((s, r) => s + r.contributionPct, 0);
  return `Rows are ordered by their part of the total's \u0394 (percentage points of the baseline total; they add up to ${formatSignedPct(sum)} = the total's ${formatSignedPct(p.totalDeltaPct)}); intervals include run-to-run noise on each phase's share. ` + (p.note ?? "The phases add up to the total.");
}
var METRIC_HEADER = ["metric", "unit", "shift (95% CI)", "P99 \u0394 (95% CI)", "verdict"];
function quantile(m, q) {
  const x = m.cuts[0]?.quantiles.find((v) => v.q === q);
  return x ? formatPctWithCi(x.deltaPct, x.deltaCi, 1) : "\u2014";
}
function metricRows(c) {
  return (c.metrics ?? []).map((m) => {
    const all = m.cuts[0];
    return [
      `${m.id === c.metric?.id ? "\u25B6 " : ""}${m.label}`,
      `${m.unit} ${m.direction === "bigger-is-better" ? "\u2191" : "\u2193"}`,
      all ? formatShift(all.shift) : "\u2014",
      quantile(m, "p99"),
      !m.judged ? "context" : all ? cutVerdictCell({
        verdict: m.verdict === "mixed" ? all.verdict : m.verdict,
        verdictBasis: all.verdictBasis
      }) : "\u2014"
    ];
  });
}
function metricLegend(c) {
  const m = c.metric;
  return `Every metric the lines carry, over all blocks, with the cuts, intervals and verdicts of the time (JSON: "metrics"). \u25B6 marks the verdict metric (${m ? `${m.label}` : "the time"}; --metric picks another); \u2193 smaller is better, \u2191 bigger is better; counts are context, never a verdict.`;
}

// src/report/block-text.ts
var WIDTH = 100;
var LABEL_WIDTH = 11;
function quantileDelta(cut, q) {
  const x = cut.quantiles.find((v) => v.q === q);
  return x ? formatPctWithCi(x.deltaPct, x.deltaCi, 1) : "\u2014";
}
function renderBlockText(c, labels) {
  const out = [];
  const labelled = (label, text) => out.push(...labelledLines(label, text, WIDTH, LABEL_WIDTH));
  if (c.phases) {
    out.push(...wrapText(phaseHeadline(c.phases), WIDTH));
    out.push(...layoutColumns(PHASE_HEADER, phaseRows(c.phases), void 0, WIDTH));
    out.push(...wrapText(phaseLegend(c.phases), WIDTH));
    out.push("");
  }
  labelled("verdict:", `${(VERDICT_LABEL[c.verdict] ?? c.verdict).toUpperCase()} \u2014 ${verdictDetail(c)}`);
  if (c.reason) labelled("", c.reason);
  if (c.metric)
    labelled("metric:", `${c.metric.label} (${c.metric.unit}); the cut tables below are this metric's`);
  labelled(
    "baseline:",
    `${labels.baseline} (${c.baseline.format}, ${formatCount(c.match.baselineRecords)} records)`
  );
  labelled(
    "candidate:",
    `${labels.candidate} (${c.candidate.format}, ${formatCount(c.match.candidateRecords)} records)`
  );
  out.push("");
  out.push(...wrapText(`${capitalised(runNoiseSentence(c))}.`, WIDTH));
  out.push(...wrapText(methodSentence(c), WIDTH));
  out.push(...wrapText(matchSentence(c), WIDTH));
  out.push("");
  out.push(
    ...layoutColumns(
      ["cut", "n", "flagged", "by noise", "shift (95% CI)", "vs rest (95% CI)", "verdict"],
      c.cuts.map((cut) => [
        cut.name,
        formatCount(cut.compared),
        formatCount(cut.flagged),
        expectedFlaggedCell(c, cut),
        formatShift(cut.shift),
        contrastCell(cut),
        cutVerdictCell(cut)
      ]),
      void 0,
      WIDTH
    )
  );
  out.push(...wrapText(legendSentence(c), WIDTH));
  if (c.metrics) {
    out.push("");
    out.push(...layoutColumns(METRIC_HEADER, metricRows(c), void 0, WIDTH));
    out.push(...wrapText(metricLegend(c), WIDTH));
  }
  const reasons = c.cuts.filter((cut) => cut.verdict !== "no-change");
  if (reasons.length > 0) out.push("");
  for (const cut of reasons) out.push(...wrapText(`  ${cut.name}: ${cut.reason}`, WIDTH, "    "));
  out.push("");
  out.push(
    ...layoutColumns(
      ["cut", "median \u0394%", "mean \u0394% (95% CI)", "total \u0394", "total \u0394%", "p"],
      c.cuts.map((cut) => [
        cut.name,
        formatSignedPct(cut.medianDeltaPct, 2),
        formatPctWithCi(cut.meanDeltaPct, cut.meanDeltaCi),
        formatSignedMs(cut.candidateTotalMs - cut.baselineTotalMs),
        formatSignedPct(cut.totalDeltaPct),
        formatP(cut.pValue)
      ]),
      void 0,
      WIDTH
    )
  );
  out.push("");
  out.push(
    ...layoutColumns(
      ["cut", "P50 \u0394 (95% CI)", "P90 \u0394 (95% CI)", "P99 \u0394 (95% CI)"],
      c.cuts.map((cut) => [
        cut.name,
        quantileDelta(cut, "p50"),
        quantileDelta(cut, "p90"),
        quantileDelta(cut, "p99")
      ]),
      void 0,
      WIDTH
    )
  );
  const all = c.cuts[0];
  if (all && all.compared > 0) {
    out.push("");
    out.push(`\u0394% distribution (${all.name}):`);
    const peak = Math.max(1, ...all.histogram.map((b) => b.count));
    out.push(
      ...layoutColumns(
        ["\u0394%", "blocks", ""],
        all.histogram.map((b) => [
          binLabel(b.fromPct, b.toPct),
          formatCount(b.count),
          "\u2588".repeat(Math.round(b.count / peak * 40))
        ]),
        ["left", "right", "left"]
      )
    );
  }
  if (c.notable.length > 0) {
    out.push("");
    out.push("notable blocks (largest |\u0394 ms| among flagged slow blocks):");
    out.push(
      ...layoutColumns(
        ["block", "baseline", "candidate", "\u0394", "\u0394%", "sets"],
        c.notable.map((r) => [
          String(r.block),
          formatMs(r.baselineMs),
          formatMs(r.candidateMs),
          formatSignedMs(r.deltaMs),
          formatSignedPct(r.deltaPct),
          r.sets.join(", ")
        ]),
        ["left", "right", "right", "right", "right", "left"],
        WIDTH
      )
    );
  }
  if (c.warnings.length > 0) {
    out.push("");
    out.push("warnings:");
    for (const w of c.warnings) out.push(...wrapText(`  ${warningLine(w)}`, WIDTH, "    "));
  }
  return out.join("\n") + "\n";
}
var capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
function binLabel(from, to) {
  if (!Number.isFinite(from)) return `< ${to}`;
  if (!Number.isFinite(to)) return `\u2265 ${from}`;
  return `${from} \u2026 ${to}`;
}

// src/report/micro-summary.ts
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
function runCountsText(r) {
  const k = r.counts;
  const what = r.chunks ? ["metric", "metrics"] : ["benchmark", "benchmarks"];
  const parts = [];
  const suspectImprovements = k.suspect - k.suspectRegression;
  const ofWhich = (n) => n > 0 ? ` (${n} suspect)` : "";
  if (k.regression)
    parts.push(plural(k.regression, "regression", "regressions") + ofWhich(k.suspectRegression));
  if (k.improvement)
    parts.push(plural(k.improvement, "improvement", "improvements") + ofWhich(suspectImprovements));
  if (k["no-change"]) parts.push(`${k["no-change"]} unchanged`);
  if (k.inconclusive) parts.push(`${k.inconclusive} inconclusive`);
  const total = k.regression + k.improvement + k["no-change"] + k.inconclusive;
  return `${parts.join(", ") || "nothing compared"} (of ${plural(total, what[0], what[1])})`;
}
function microVerdictCounts(c) {
  return c.runs.map((r) => (c.runs.length > 1 ? `${r.label}: ` : "") + runCountsText(r)).join(" \xB7 ");
}
var TIME_STEPS = [
  [1, "s"],
  [1e-3, "ms"],
  [1e-6, "\xB5s"],
  [1e-9, "ns"],
  [1e-12, "ps"]
];
function formatMeasure(value, unit) {
  if (!Number.isFinite(value)) return "\u2014";
  const a = Math.abs(value);
  if (unit === "s") {
    if (a === 0) return "0 s";
    const [scale, name] = TIME_STEPS.find(([s]) => a >= s) ?? TIME_STEPS[TIME_STEPS.length - 1];
    return `${sig(value / scale)} ${name}`;
  }
  if (unit === "B") {
    if (a >= 1 << 30) return `${sig(value / (1 << 30))} GiB`;
    if (a >= 1 << 20) return `${sig(value / (1 << 20))} MiB`;
    if (a >= 1 << 10) return `${sig(value / (1 << 10))} KiB`;
    return `${sig(value)} B`;
  }
  if (unit === "count" || unit === "") return sig(value);
  if (a >= 1e6 && !unit.includes(" ")) return `${sig(value / 1e6)}M ${unit}`;
  return `${sig(value)} ${unit}`;
}
function sig(x) {
  const a = Math.abs(x);
  if (a === 0) return "0";
  if (a >= 1e4) return formatCount(x);
  return Number(x.toPrecision(4)).toString();
}
function spreadText(s) {
  if (s.basis === "single-value") return "";
  if (!Number.isFinite(s.ciLow) || !Number.isFinite(s.ciHigh)) return "\xB1\u221E";
  if (s.median === 0) return s.ciLow === 0 && s.ciHigh === 0 ? "\xB10%" : "";
  const r = Math.max(s.ciHigh / s.median - 1, 1 - s.ciLow / s.median) * 100;
  return `\xB1${r >= 10 ? Math.round(r) : r >= 0.05 ? r.toFixed(1) : "0"}%`;
}
function sideText(s, unit) {
  if (!s) return "\u2014";
  const spread = spreadText(s);
  return spread ? `${formatMeasure(s.median, unit)} ${spread}` : formatMeasure(s.median, unit);
}
function samplesText(b) {
  const nb = b.baseline?.n;
  const nc = b.candidate?.n;
  if (nb === void 0 || nc === void 0) return String(nb ?? nc ?? "");
  return nb === nc ? String(nb) : `${nb}+${nc}`;
}
function pText(b) {
  if (b.change) return formatPValue(b.change.p);
  return b.pValue === null ? "\u2014" : formatPValue(b.pValue);
}
function intervalText(b) {
  const ch = b.change;
  if (!ch || !Number.isFinite(ch.ciLowPct) || !Number.isFinite(ch.ciHighPct)) return "\u2014";
  const short = (x) => x >= 1e3 ? `\xD7${(1 + x / 100).toPrecision(3)}` : signedPct(x, Math.abs(x) >= 100 ? 0 : 1);
  return `[${short(ch.ciLowPct)}, ${short(ch.ciHighPct)}]`;
}
function verdictText(b) {
  const v = VERDICT_TEXT[b.verdict] ?? b.verdict;
  return b.suspect ? `${v} (suspect)` : v;
}
function formatPValue(p) {
  if (!Number.isFinite(p)) return "\u2014";
  return p < 1e-3 ? "<0.001" : p.toFixed(3);
}
function shownDeltaPct(b) {
  return b.change && Number.isFinite(b.change.pct) ? b.change.pct : b.deltaPct;
}
function deltaText(b) {
  const d = shownDeltaPct(b);
  const shown = d === null ? "?" : signedPct(d);
  const judged = b.verdict === "regression" || b.verdict === "improvement";
  return judged ? shown : `~ ${shown}`;
}
function signedPct(x, digits = 1) {
  if (!Number.isFinite(x)) return x > 0 ? "+\u221E%" : "\u2212\u221E%";
  const s = Math.abs(x).toFixed(digits);
  if (Number(s) === 0) return `${0 .toFixed(digits)}%`;
  return `${x > 0 ? "+" : "-"}${s}%`;
}
function microLegend(c) {
  const { alpha, minEffectPct } = c.options;
  return `~ not a change by the verdict \xB7 \xB1 interval of the median (or the tool's error); \xB1\u221E: too few samples for one (benchstat needs 6) \xB7 \u0394 and \u0394 95%: the change the verdict judges, the ratio of geometric means with its interval (Welch's t on log values, or the tool's own error on a side with fewer than 4 samples; p in the JSON and Markdown) \xB7 verdict: the column that decides; a change is a regression or improvement only when it survives Benjamini\u2013Hochberg at \u03B1=${alpha} over the run's tests and its interval lies beyond \xB1${minEffectPct}%; unchanged when the interval lies within \xB1${minEffectPct}%; else inconclusive \xB7 suspect: the change failed a sanity check (see its note)`;
}
var CENTER_TEXT = {
  "median samples": "the median of its samples",
  "mean samples": "the mean of its samples",
  "mean tool": "the tool's mean",
  "median tool": "the tool's median",
  "value tool": "the tool's single value"
};
function centerNote(c) {
  const counts = /* @__PURE__ */ new Map();
  for (const b of c.benchmarks)
    for (const s of [b.baseline, b.candidate]) {
      if (!s) continue;
      const k = `${s.center} ${s.centerFrom}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  const parts = [...counts].map(([k, n]) => `${CENTER_TEXT[k] ?? k} (${n} side${n === 1 ? "" : "s"})`);
  return parts.length === 0 ? "" : `centre of each side: ${parts.join("; ")}`;
}
var VERDICT_TEXT = {
  regression: "REGRESSION",
  suspect: "SUSPECT",
  improvement: "improvement",
  "no-change": "unchanged",
  inconclusive: "inconclusive"
};
function metricTitle(metric, unit, direction) {
  const names = {
    time: "time per op",
    alloc: "bytes allocated per op",
    allocs: "allocations per op",
    throughput: "throughput"
  };
  const name = names[metric] ?? (metric === unit ? metric : `${metric} (${unit})`);
  return `${name} (${direction === "bigger-is-better" ? "bigger" : "smaller"} is better)`;
}
function commonKeyPrefix(keys) {
  if (keys.length < 2) return "";
  let prefix = keys[0];
  for (const k of keys) {
    let i = 0;
    const n = Math.min(prefix.length, k.length);
    while (i < n && prefix.charCodeAt(i) === k.charCodeAt(i)) i++;
    prefix = prefix.slice(0, i);
    if (prefix === "") return "";
  }
  const cut = Math.max(prefix.lastIndexOf("."), prefix.lastIndexOf("/"));
  prefix = cut <= 0 ? "" : prefix.slice(0, cut + 1);
  if (keys.some((k) => k.length === prefix.length)) return "";
  const go = `${prefix}Benchmark`;
  return keys.every((k) => k.startsWith(go) && k.length > go.length) ? go : prefix;
}
function naturalOrder(rows) {
  const groups = /* @__PURE__ */ new Map();
  for (const b of rows) {
    const shape = b.key.replace(/\d+(?:\.\d+)?/g, "#");
    const g = groups.get(shape);
    if (g) g.push(b);
    else groups.set(shape, [b]);
  }
  let natural;
  return [...groups.values()].flatMap((g) => {
    if (g.length < 2) return g;
    natural ??= new Intl.Collator("en", { numeric: true });
    const collator = natural;
    return g.sort((a, b) => collator.compare(a.key, b.key));
  });
}
function byMetric(benchmarks) {
  const groups = /* @__PURE__ */ new Map();
  for (const b of benchmarks) {
    let g = groups.get(b.metric);
    if (!g) {
      g = [];
      groups.set(b.metric, g);
    }
    g.push(b);
  }
  return [...groups.values()].map(rowOrder);
}
function byImportance(a, b) {
  return rank(a) - rank(b) || Math.abs(shownDeltaPct(b) ?? 0) - Math.abs(shownDeltaPct(a) ?? 0);
}
var rank = (x) => x.verdict === "regression" ? x.suspect ? 0 : 1 : x.verdict === "improvement" ? x.suspect ? 2 : 3 : 4;
function rowOrder(rows) {
  const changes = rows.filter((b) => rank(b) < 4).sort(byImportance);
  return [...changes, ...naturalOrder(rows.filter((b) => rank(b) === 4))];
}
function exp(x) {
  if (x === void 0 || !Number.isFinite(x)) return "\u2014";
  const t = x.toFixed(2);
  return t === "-0.00" ? "0.00" : t;
}
function both(b, c, pick) {
  return `${exp(b ? pick(b) : void 0)} \u2192 ${exp(c ? pick(c) : void 0)}`;
}
function exponentText(f) {
  return both(f.baseline, f.candidate, (s) => s.exponent);
}
function perItemExponentText(f) {
  return both(f.baseline, f.candidate, (s) => s.perItemExponent);
}
function costText(s, v, unit) {
  if (!s || v === void 0) return "\u2014";
  if (!s.costLinear) return "not linear";
  return v < 0 ? "\u22480" : formatMeasure(v, unit);
}
function costModelText(f) {
  const u = f.costUnit;
  const b = f.baseline;
  const c = f.candidate;
  if (!b?.costLinear && !c?.costLinear) return `not linear in ${f.param}`;
  return `fixed ${costText(b, b?.fixed, u)} \u2192 ${costText(c, c?.fixed, u)}, per ${f.param} ${costText(b, b?.perItem, u)} \u2192 ${costText(c, c?.perItem, u)}`;
}
function complexity(e) {
  if (Math.abs(e) < 0.15) return "constant";
  if (Math.abs(e - 1) < 0.15) return `linear in`;
  return `\u221D n^${e.toFixed(1)} in`;
}
function familyChangeSentence(f, label) {
  const b = f.baseline;
  const c = f.candidate;
  const per = (e) => complexity(e) === "constant" ? "constant" : `${complexity(e)} ${f.param}`;
  return `${label}: exponent ${exp(b.perItemExponent)} \u2192 ${exp(c.perItemExponent)} per ${f.param} item (${exp(b.exponent)} \u2192 ${exp(c.exponent)} per op): the cost per item went from ${per(b.perItemExponent)} to ${per(c.perItemExponent)}`;
}
function nText(n) {
  if (n === null) return "none";
  return n >= 100 ? formatCount(n) : Number(n.toPrecision(2)).toString();
}
function shownCrossovers(xs) {
  return xs.filter((x) => x.baselineLinear || x.candidateLinear);
}
function crossoverSentence(x, label) {
  const n = (v, linear) => linear ? nText(v) : "n/a (not linear)";
  const other = (s) => s === x.a ? x.b : x.a;
  const side = (below, at, linear) => {
    if (below === null || !linear) return null;
    return at === null ? `${label(below)} cheaper for every ${x.param}` : `${label(below)} cheaper below, ${label(other(below))} above`;
  };
  const b = side(x.baselineCheaperBelow, x.baselineN, x.baselineLinear);
  const c = side(x.candidateCheaperBelow, x.candidateN, x.candidateLinear);
  const which = b === c || !b || !c ? c ?? b ?? "" : `baseline: ${b}; candidate: ${c}`;
  return `${label(x.a)} vs ${label(x.b)}: cost lines cross at ${x.param} \u2248 ${n(x.baselineN, x.baselineLinear)} \u2192 ${n(x.candidateN, x.candidateLinear)}${which ? ` (${which})` : ""}`;
}
function curveSamples(s, points = 5) {
  const n = s.chunks.length;
  if (n === 0) return [];
  const out = /* @__PURE__ */ new Set();
  for (let i = 1; i <= points; i++) out.add(Math.max(0, Math.round(n * i / points) - 1));
  return [...out].sort((a, b) => a - b);
}
function largestChunkChanges(s, count = 5) {
  const idx = s.chunks.map((_, i) => i);
  idx.sort((a, b) => Math.abs(s.candidate[b] - s.baseline[b]) - Math.abs(s.candidate[a] - s.baseline[a]));
  return idx.slice(0, count);
}

// src/report/micro-footnotes.ts
var GENERIC_RERUN = /\(go test -count=10, JMH -i 10\)/;
var RERUN_OPTION = [
  [/^go test/, "go test -bench . -count=10"],
  [/^JMH/, "JMH -i 10 (measurement iterations) or -f 3 (forks)"],
  [/^Google Benchmark/, "--benchmark_repetitions=10"],
  [/^pytest-benchmark/, "pytest --benchmark-min-rounds=10"],
  [/^tinybench/, "tinybench's new Bench({ iterations: 100 }), or a longer time"],
  [/^vitest bench/, "vitest bench with { iterations: 100 } on the bench"],
  [/^benchmark\.js/, "benchmark.js's minSamples option"],
  [/^hyperfine/, "hyperfine --runs 10"],
  [/^criterion/, "criterion's sample_size (at least 10)"],
  [/^Catch2/, "Catch2 --benchmark-samples 100"],
  [/^BenchmarkDotNet/, "BenchmarkDotNet's [SimpleJob(iterationCount: 10)]"],
  [/^Julia BenchmarkTools/, "BenchmarkTools samples=10"],
  [/^asv/, "asv run -a repeat=10"],
  [/^Ruby benchmark-ips/, "benchmark-ips x.config(time: 10)"],
  [/^Dart benchmark_harness/, "more exercise runs of the benchmark_harness"]
];
function rerunOption(tool) {
  if (!tool) return null;
  for (const [re, option] of RERUN_OPTION) if (re.test(tool)) return option;
  return null;
}
function sanityText(s, tool) {
  if (s.code !== "too-few-samples") return s.message;
  const option = rerunOption(tool);
  return s.message.replace(GENERIC_RERUN, option ? `(${option})` : "of each benchmark");
}
function reasonOf(b, note) {
  const ch = b.change;
  if (!ch) return note;
  const conf = Math.round(ch.confidence * 100);
  const own = `the change ${pct(ch.pct)} [${pct(ch.ciLowPct)}, ${pct(ch.ciHighPct)}] (${conf}%)`;
  return note.includes(own) ? note.replace(own, `the change's ${conf}% interval`) : note;
}
var NAMED_ROWS = 4;
var Footnotes = class {
  /** `tool`: the harness that wrote the inputs, so a hint names its option. */
  constructor(tool) {
    this.tool = tool;
  }
  tool;
  texts = [];
  rows = [];
  index = /* @__PURE__ */ new Map();
  marked = 0;
  get count() {
    return this.texts.length;
  }
  /** The numbers of a benchmark's sanity notes and notes, e.g. `[1,3]` ('' when none); `name` as shown. */
  marks(b, name = b.key) {
    this.marked++;
    const nums = [];
    const add = (msg) => {
      let i = this.index.get(msg);
      if (i === void 0) {
        i = this.texts.length + 1;
        this.index.set(msg, i);
        this.texts.push(msg);
        this.rows.push([]);
      }
      if (!nums.includes(i)) {
        nums.push(i);
        this.rows[i - 1].push(name);
      }
    };
    const few = b.sanity.some((s) => s.code === "too-few-samples");
    for (const s of b.sanity) add(sanityText(s, this.tool));
    for (const n of b.notes) if (!(few && n.startsWith("need >= "))) add(reasonOf(b, n));
    return nums.length ? `[${nums.sort((a, b2) => a - b2).join(", ")}]` : "";
  }
  /** Each footnote's text with the rows it covers: `(every row)`, or `(5 rows: a, b, c, d and 1 more)`. */
  list() {
    return this.texts.map((text, i) => {
      const rows = this.rows[i];
      if (rows.length < 2) return text;
      if (rows.length === this.marked) return `${text} (every row above, ${rows.length})`;
      const named = rows.length > NAMED_ROWS + 1 ? rows.slice(0, NAMED_ROWS) : rows;
      const more = rows.length - named.length;
      return `${text} (${rows.length} rows: ${named.join(", ")}${more > 0 ? ` and ${more} more` : ""})`;
    });
  }
};

export {
  VERDICT_LABEL,
  headlineCut,
  warningLine,
  verdictDetail,
  methodSentence,
  expectedFlaggedCell,
  matchSentence,
  runNoiseSentence,
  cutVerdictCell,
  contrastCell,
  legendSentence,
  phaseHeadline,
  PHASE_HEADER,
  phaseRows,
  phaseLegend,
  METRIC_HEADER,
  metricRows,
  metricLegend,
  renderBlockText,
  binLabel,
  runCountsText,
  microVerdictCounts,
  TIME_STEPS,
  formatMeasure,
  sideText,
  samplesText,
  pText,
  intervalText,
  verdictText,
  shownDeltaPct,
  deltaText,
  signedPct,
  microLegend,
  centerNote,
  VERDICT_TEXT,
  metricTitle,
  commonKeyPrefix,
  byMetric,
  byImportance,
  rowOrder,
  exponentText,
  perItemExponentText,
  costModelText,
  familyChangeSentence,
  shownCrossovers,
  crossoverSentence,
  curveSamples,
  largestChunkChanges,
  sanityText,
  Footnotes
};
