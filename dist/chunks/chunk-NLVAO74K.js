import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  projectHalfWidth
} from "./chunk-YPIYRYS5.js";

// src/core/micro/settle.ts
var MAX_RUNS_TO_SETTLE = 1e3;
var RUNS_FOR_REACH = 10;
function settleRuns(halfWidth, runs, minEffectPct) {
  const [kb, kc] = runs;
  if (!(halfWidth > 0) || !(kb >= 1) || !(kc >= 1) || !(minEffectPct > 0)) return null;
  const target = Math.log1p(minEffectPct / 100);
  const needed = Math.ceil(2 * halfWidth * halfWidth / ((1 / kb + 1 / kc) * target * target));
  return {
    runsPerSide: needed <= MAX_RUNS_TO_SETTLE ? Math.max(1, needed) : null,
    reachPct: Math.expm1(projectHalfWidth(halfWidth, runs, RUNS_FOR_REACH)) * 100,
    runs: [kb, kc]
  };
}
function medianHalfWidth(rows) {
  const w = rows.map((r) => (Math.log1p(r.ciHighPct / 100) - Math.log1p(r.ciLowPct / 100)) / 2).filter((x) => Number.isFinite(x) && x > 0).sort((a, b) => a - b);
  return w.length > 0 ? w[w.length >> 1] : NaN;
}

// src/core/micro/verdict.ts
function total(c, k) {
  let n = 0;
  for (const r of c.runs) n += r.counts[k];
  return n;
}
function shifts(c, v) {
  return c.runs.flatMap((r) => (r.betweenRun?.shifts ?? []).filter((s) => s.verdict === v));
}
var signed = (x) => `${x >= 0 ? "+" : ""}${x.toFixed(1)}%`;
function ruledOut(c) {
  let worst = null;
  for (const r of c.runs) {
    const x = r.betweenRun?.ruledOutPct;
    if (x !== void 0 && x !== null && (worst === null || x > worst.pct))
      worst = { pct: x, metric: r.betweenRun?.ruledOutMetric ?? null };
  }
  return worst;
}
function microVerdict(c) {
  const regressions = total(c, "regression");
  const suspect = total(c, "suspectRegression");
  if (regressions > suspect || shifts(c, "regression").length > 0) return "regression";
  if (suspect > 0) return c.options.suspect === "warn" ? "suspect" : "regression";
  if (total(c, "improvement") > 0 || shifts(c, "improvement").length > 0) return "improvement";
  if (total(c, "no-change") > 0 && total(c, "inconclusive") === 0) return "no-change";
  return "inconclusive";
}
var NAMED = 3;
function microVerdictNames(c) {
  const verdict = microVerdict(c);
  if (verdict === "no-change" || verdict === "inconclusive") return "";
  const want = verdict === "improvement" ? "improvement" : "regression";
  const byKey = /* @__PURE__ */ new Map();
  for (const r of c.runs)
    for (const b of r.benchmarks) {
      if (b.verdict !== want) continue;
      const size = Math.abs(b.change?.pct ?? b.deltaPct ?? 0);
      const seen = byKey.get(b.key);
      if (!seen) byKey.set(b.key, { size, metrics: [b.metric] });
      else {
        seen.size = Math.max(seen.size, size);
        if (!seen.metrics.includes(b.metric)) seen.metrics.push(b.metric);
      }
    }
  const several = new Set(c.runs.flatMap((r) => r.benchmarks.map((b) => b.metric))).size > 1;
  const names = [...byKey].sort((a, b) => b[1].size - a[1].size).map(([key, { metrics }]) => several ? `${key} (${metrics.join(", ")})` : key);
  if (names.length === 0) return "";
  const shown = names.slice(0, NAMED).join(", ");
  return names.length > NAMED ? `${shown} and ${names.length - NAMED} more` : shown;
}
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function microVerdictReason(c) {
  const verdict = microVerdict(c);
  const m = c.options.minEffectPct;
  const surviving = (n) => `${n === 1 ? "survives" : "survive"} Benjamini\u2013Hochberg at \u03B1=${c.options.alpha} and ${n === 1 ? "lies" : "lie"} beyond \xB1${m}%`;
  const regressions = total(c, "regression");
  const suspect = total(c, "suspectRegression");
  const improvements = total(c, "improvement");
  const unchanged = total(c, "no-change");
  const inconclusive = total(c, "inconclusive");
  const what = c.runs.some((r) => r.chunks) ? "metric" : "benchmark";
  const shiftNote = (v) => shifts(c, v).map(
    (s) => `the whole suite's ${s.metric} moved ${signed(s.pct)} [${signed(s.ciLowPct)}, ${signed(s.ciHighPct)}], beyond the run drift assumed for one run per side`
  ).join("; ");
  if (verdict === "regression" && regressions === 0 && suspect === 0) return shiftNote("regression");
  if (verdict === "improvement" && improvements === 0) return shiftNote("improvement");
  if (verdict === "regression") {
    return `${plural(regressions, "regression")} ${surviving(regressions)}` + (suspect > 0 ? `; ${suspect} of them failed a sanity check (suspect: listed first with what to check; --suspect warn would let them pass)` : "") + (c.runs.some((r) => r.betweenRun?.onePrRunAgainstHistory) ? "; judged from one PR run against main's history: rerun the PR's benchmarks (3 runs) to confirm, a busy host now and then moves several benchmarks at once" : "");
  }
  if (verdict === "suspect") {
    return `${plural(suspect, "suspect regression")} (${surviving(suspect)} but failed a sanity check); --suspect warn lets them pass: check them`;
  }
  if (verdict === "improvement") {
    return `${plural(improvements, "improvement")} ${surviving(improvements)}, and no regression`;
  }
  if (verdict === "no-change") {
    return `every tested ${what}'s interval rules out a change of \xB1${m}% (${unchanged} of ${unchanged})`;
  }
  const compared = unchanged + inconclusive;
  if (compared === 0) return `nothing could be compared`;
  const open = ruledOut(c);
  const onePerSide = c.runs.some(
    (r) => r.betweenRun?.source === "suite" || r.betweenRun?.source === "default"
  );
  return (open !== null ? `no change beyond \xB1${open.pct.toFixed(1)}% (the median ${what}'s ${open.metric ? `${open.metric} ` : ""}interval); ` : "") + `no change survives the control, but ${inconclusive} of ${plural(compared, what)} cannot rule out \xB1${m}% ` + (onePerSide ? "(one run per side: between-run noise dominates; give replicated runs per side, an A/A pair or the service's history to narrow it)" : "(too few samples or too much noise: rerun with more repetitions to decide)") + settleClause(c, m);
}
function settleClause(c, m) {
  let s = null;
  let interleaved = false;
  for (const r of c.runs) {
    const x = r.betweenRun?.settle;
    if (x && (s === null || (x.runsPerSide ?? Infinity) > (s.runsPerSide ?? Infinity))) {
      s = x;
      interleaved = r.betweenRun?.source === "interleaved";
    }
  }
  if (s === null || s.runsPerSide !== null && s.runsPerSide <= Math.max(...s.runs)) return "";
  const unit = interleaved ? "interleaved pairs" : "runs per side";
  const reach = `${RUNS_FOR_REACH} ${unit} would narrow it to \xB1${s.reachPct.toFixed(1)}%`;
  if (s.runsPerSide !== null)
    return `; about ${s.runsPerSide} ${unit} would narrow the median benchmark's interval to \xB1${m}%` + (s.runsPerSide > RUNS_FOR_REACH ? ` (${reach})` : "");
  return `; \xB1${m}% would take more than ${MAX_RUNS_TO_SETTLE.toLocaleString("en-US")} ${unit} at this noise (${reach}): ${interleaved ? "" : "interleave the runs (--interleaved) or "}run on a quieter host`;
}

export {
  settleRuns,
  medianHalfWidth,
  microVerdict,
  microVerdictNames,
  microVerdictReason
};
