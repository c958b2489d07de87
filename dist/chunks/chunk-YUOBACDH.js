import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  withTempFiles
} from "./chunk-4IW5TRWR.js";
import {
  compareInputs
} from "./chunk-3OCPU2R7.js";
import {
  renderReportJson,
  renderReportMarkdown
} from "./chunk-Z2I7YSQV.js";
import {
  reportVerdict
} from "./chunk-44V4MN4I.js";
import {
  compareRequest
} from "./chunk-GSS2UA3Q.js";

// src/service/compare-stored.ts
function runLabel(run) {
  return `${run.name}@${run.commit.slice(0, 12)}`;
}
async function compareStoredBodies(bodies, labels, use) {
  const formats = new Set(bodies.map((b) => b.format));
  const format = formats.size === 1 ? [...formats][0] : void 0;
  return withTempFiles(bodies, async (files) => {
    const report = await compareInputs(
      compareRequest({
        baseline: files[0],
        candidates: files.slice(1),
        format,
        labels: { baseline: labels[0], candidates: [labels[1]] }
      })
    );
    return use(report, files);
  });
}
async function compareRuns(store, baseline, candidate, render) {
  const [a, b] = await Promise.all([store.runs.body(baseline.id), store.runs.body(candidate.id)]);
  if (!a || !b) throw new Error("a stored run has no body");
  const labels = [runLabel(baseline), runLabel(candidate)];
  const bodies = [
    { name: baseline.name, data: a, format: baseline.format },
    { name: candidate.name, data: b, format: candidate.format }
  ];
  return compareStoredBodies(bodies, labels, (report, files) => {
    const rendered = render(report);
    if (typeof rendered !== "string") return rendered;
    let text = rendered;
    files.forEach((file, i) => {
      text = text.replaceAll(JSON.stringify(file).slice(1, -1), JSON.stringify(labels[i]).slice(1, -1));
      text = text.replaceAll(file, labels[i]);
    });
    return text;
  });
}
var StoredComparisons = class {
  constructor(store, capacity = 64) {
    this.store = store;
    this.capacity = capacity;
  }
  store;
  capacity;
  rendered = /* @__PURE__ */ new Map();
  async render(baseline, candidate, format) {
    const key = `${baseline.id}:${candidate.id}:${format}`;
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
      (report) => format === "json" ? renderReportJson(report) : renderReportMarkdown(report, {})
    );
    this.rendered.set(key, text);
    if (this.rendered.size > this.capacity) this.rendered.delete(this.rendered.keys().next().value);
    return text;
  }
  /** The verdict and headline shift (%, candidate vs baseline) of a comparison, for badges and run lists. */
  async verdict(baseline, candidate) {
    const report = await compareRuns(this.store, baseline, candidate, (r) => r);
    const shift = report.kind === "blocks" ? report.results[0].comparison.cuts[0]?.shift.pct : report.comparison.geomean.find((g) => g.deltaPct !== null)?.deltaPct;
    return { verdict: reportVerdict(report), shiftPct: Number.isFinite(shift) ? shift : null };
  }
};

export {
  runLabel,
  compareStoredBodies,
  StoredComparisons
};
