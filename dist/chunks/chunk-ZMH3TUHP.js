import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  withTempFiles
} from "./chunk-OJNQUSCK.js";
import {
  strToU8
} from "./chunk-3AWIBJAK.js";
import {
  analyseChanges
} from "./chunk-NUEA54XF.js";
import {
  compareInputs
} from "./chunk-PQXFELGQ.js";
import {
  renderReportJson,
  renderReportMarkdown
} from "./chunk-Y54AQHT5.js";
import {
  reportVerdict
} from "./chunk-R5266537.js";
import {
  compareRequest
} from "./chunk-7XZ5ZOCP.js";
import {
  ROW_PRIOR_DF,
  tailDfOf
} from "./chunk-IIJBCLXK.js";
import {
  quantileOfSorted,
  robustSigma,
  sortedCopy
} from "./chunk-YPIYRYS5.js";

// src/service/compare-stored.ts
import { createHash } from "node:crypto";

// src/core/micro/between-run/series-noise.ts
var median = (values) => quantileOfSorted(sortedCopy(values), 0.5);
var MIN_RATIOS = 4;
function runToRunNoise(values) {
  return ratioNoise(logRatios(values));
}
function logRatios(values) {
  const ratios = [];
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1];
    const b = values[i];
    if (a > 0 && b > 0 && Number.isFinite(a) && Number.isFinite(b)) ratios.push(Math.log(b / a));
  }
  return ratios;
}
function ratioNoise(ratios) {
  if (ratios.length < MIN_RATIOS) return null;
  let sd = robustSigma(Float64Array.from(ratios));
  if (sd === 0) {
    const med = median(ratios);
    sd = Math.sqrt(ratios.reduce((a, r) => a + (r - med) ** 2, 0) / (ratios.length - 1));
  }
  return { sd, n: ratios.length };
}
function seriesLevel(values) {
  const finite = values.filter((v) => v > 0 && Number.isFinite(v));
  if (finite.length === 0) return null;
  const steps = finite.length >= 10 ? analyseChanges(finite, { season: false }).steps : [];
  const since = finite.slice(steps.length > 0 ? steps[steps.length - 1].index : 0);
  return { level: median(since), runs: since.length };
}
var MIN_SHIFT_SERIES = 5;
function runShifts(series) {
  const byRun = /* @__PURE__ */ new Map();
  for (const points of series)
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1].value;
      const b = points[i].value;
      if (!(a > 0 && b > 0 && Number.isFinite(a) && Number.isFinite(b))) continue;
      let list = byRun.get(points[i].run);
      if (!list) byRun.set(points[i].run, list = []);
      list.push(Math.log(b / a));
    }
  const out = /* @__PURE__ */ new Map();
  for (const [run, ratios] of byRun) if (ratios.length >= MIN_SHIFT_SERIES) out.set(run, median(ratios));
  return out;
}
function ownSeriesNoise(points, shifts) {
  let factor = 0;
  const ratios = logRatios(
    points.map((p, i) => {
      if (i > 0) factor += shifts.get(p.run) ?? 0;
      return p.value / Math.exp(factor);
    })
  );
  return { ratios, noise: ratioNoise(ratios) };
}
function historyTailDf(series) {
  const own = series.flatMap(({ ratios, noise }) => noise && noise.sd > 0 ? [{ ratios, noise }] : []);
  if (own.length === 0) return null;
  const typical = median(own.map((o) => o.noise.sd * o.noise.sd));
  const z = [];
  for (const { ratios, noise } of own) {
    const df = noise.n - 1;
    const sd = Math.sqrt((df * noise.sd * noise.sd + ROW_PRIOR_DF * typical) / (df + ROW_PRIOR_DF));
    const mid = median(ratios);
    for (const r of ratios) z.push((r - mid) / sd);
  }
  return tailDfOf(z);
}
function runSpeedSd(shifts) {
  const values = [...shifts.values()];
  if (values.length < MIN_RATIOS) return null;
  return robustSigma(Float64Array.from(values)) / Math.SQRT2;
}

// src/service/branch-history.ts
function historyOfPoints(columns, branch, last) {
  const { keys, metrics, machines } = columns;
  const starts = new Uint32Array(columns.counts.length + 1);
  for (let i = 0; i < columns.counts.length; i++) starts[i + 1] = starts[i] + columns.counts[i];
  const pointsOf = (i) => {
    const list = [];
    for (let j = starts[i]; j < starts[i + 1]; j++)
      list.push({ run: columns.resultSets[j], value: columns.values[j] });
    return list;
  };
  function* seriesOn(machine) {
    for (let i = 0; i < keys.length; i++) if (machines[i] === machine) yield pointsOf(i);
  }
  const shifts = /* @__PURE__ */ new Map();
  for (const machineName of new Set(machines)) shifts.set(machineName, runShifts(seriesOn(machineName)));
  const own = new Map([...shifts.keys()].map((m) => [m, []]));
  const series = [];
  for (let i = 0; i < keys.length; i++) {
    const points = pointsOf(i);
    const ownNoise = ownSeriesNoise(points, shifts.get(machines[i]) ?? /* @__PURE__ */ new Map());
    if (ownNoise.noise) own.get(machines[i])?.push(ownNoise);
    const values = points.map((p) => p.value);
    const noise = runToRunNoise(values);
    if (!noise) continue;
    const level = seriesLevel(values);
    series.push({
      key: keys[i],
      metric: metrics[i],
      machine: machines[i],
      ...noise,
      ...ownNoise.noise && level ? { ownSd: ownNoise.noise.sd, level: level.level, levelRuns: level.runs } : {}
    });
  }
  const speeds = [...shifts.values()].map(runSpeedSd).filter((x) => x !== null);
  const runSd = speeds.length > 0 ? Math.max(...speeds) : null;
  const tails = [...own.values()].map(historyTailDf).filter((x) => x !== null);
  const tailDf = tails.length > 0 ? Math.min(...tails) : null;
  return { branch, last, runSd, tailDf, series };
}

// src/service/compare-stored.ts
function runLabel(run) {
  return `${run.name}@${run.commit.slice(0, 12)}`;
}
async function compareStoredBodies(bodies, labels, use, history) {
  const formats = new Set(bodies.map((b) => b.format));
  const format = formats.size === 1 ? [...formats][0] : void 0;
  const all = history === void 0 ? bodies : [...bodies, { name: "history.json", data: strToU8(history) }];
  return withTempFiles(all, async (files) => {
    const report = await compareInputs(
      compareRequest({
        baseline: files[0],
        candidates: files.slice(1, bodies.length),
        format,
        labels: { baseline: labels[0], candidates: [labels[1]] },
        noiseHistory: history === void 0 ? void 0 : files[bodies.length]
      })
    );
    return use(report, files);
  });
}
var HISTORY_RUNS = 30;
var NO_SERIES = '"series":[]}';
async function branchHistoryText(store, projectId, scope, offload) {
  const points = await store.series.branchPoints(projectId, scope);
  if (offload) return offload.history({ branch: scope.branch, last: scope.last, points });
  return JSON.stringify(historyOfPoints(points, scope.branch, scope.last));
}
async function historyBefore(store, baseline, candidate, offload) {
  if (baseline.kind !== "micro" || candidate.kind !== "micro") return void 0;
  const history = await branchHistoryText(
    store,
    baseline.projectId,
    {
      branch: baseline.branch,
      machine: candidate.machine,
      last: HISTORY_RUNS,
      until: { time: baseline.time, exclude: candidate.id }
    },
    offload
  );
  return history.endsWith(NO_SERIES) ? void 0 : history;
}
async function runCompareJob(job) {
  const { labels, output } = job;
  return compareStoredBodies(
    job.bodies,
    labels,
    (report, files) => {
      if (output === "verdict") {
        const shift = report.kind === "blocks" ? report.results[0].comparison.cuts[0]?.shift.pct : report.comparison.geomean.find((g) => g.deltaPct !== null)?.deltaPct;
        return {
          verdict: reportVerdict(report),
          shiftPct: Number.isFinite(shift) ? shift : null
        };
      }
      let text = output === "json" ? renderReportJson(report) : renderReportMarkdown(report, {});
      files.slice(0, 2).forEach((file, i) => {
        text = text.replaceAll(JSON.stringify(file).slice(1, -1), JSON.stringify(labels[i]).slice(1, -1));
        text = text.replaceAll(file, labels[i]);
      });
      return text;
    },
    job.history
  );
}
async function compareRuns(store, baseline, candidate, output, history, offload) {
  const [a, b] = await Promise.all([
    store.runs.body(baseline.projectId, baseline.id),
    store.runs.body(candidate.projectId, candidate.id)
  ]);
  if (!a || !b) throw new Error("a stored run has no body");
  const job = {
    bodies: [
      { name: baseline.name, data: a, format: baseline.format },
      { name: candidate.name, data: b, format: candidate.format }
    ],
    labels: [runLabel(baseline), runLabel(candidate)],
    history,
    output
  };
  return offload ? offload.compare(job) : runCompareJob(job);
}
var StoredComparisons = class {
  constructor(store, capacity = 64, offload) {
    this.store = store;
    this.capacity = capacity;
    this.offload = offload;
  }
  store;
  capacity;
  offload;
  rendered = /* @__PURE__ */ new Map();
  async render(baseline, candidate, format) {
    const history = await historyBefore(this.store, baseline, candidate, this.offload);
    const key = [baseline, candidate].map((r) => `${r.projectId}/${r.id}@${r.createdAt}`).join(":") + `:${format}:${history === void 0 ? "" : createHash("sha256").update(history).digest("hex")}`;
    const hit = this.rendered.get(key);
    if (hit !== void 0) {
      this.rendered.delete(key);
      this.rendered.set(key, hit);
      return hit;
    }
    const text = await compareRuns(
      this.store,
      baseline,
      candidate,
      format,
      history,
      this.offload
    );
    this.rendered.set(key, text);
    if (this.rendered.size > this.capacity) this.rendered.delete(this.rendered.keys().next().value);
    return text;
  }
  /** The verdict and headline shift (%, candidate vs baseline) of a comparison, for badges and run lists. */
  async verdict(baseline, candidate) {
    const history = await historyBefore(this.store, baseline, candidate, this.offload);
    return await compareRuns(this.store, baseline, candidate, "verdict", history, this.offload);
  }
};

export {
  historyOfPoints,
  runLabel,
  compareStoredBodies,
  branchHistoryText,
  historyBefore,
  runCompareJob,
  StoredComparisons
};
