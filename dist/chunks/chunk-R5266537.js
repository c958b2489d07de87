import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  microVerdict
} from "./chunk-NLVAO74K.js";

// src/core/report-model.ts
function reportVerdict(report) {
  if (report.kind === "micro") return microVerdict(report.comparison);
  const verdicts = report.results.map((r) => r.comparison.verdict);
  for (const v of ["regression", "mixed", "improvement", "inconclusive"]) {
    if (verdicts.includes(v)) return v;
  }
  return "no-change";
}

export {
  reportVerdict
};
