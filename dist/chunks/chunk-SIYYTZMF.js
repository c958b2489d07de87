import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  escapeCsvText
} from "./chunk-DXGORN25.js";
import {
  pairRowAt
} from "./chunk-YV6TOOIJ.js";

// src/report/write-csv.ts
import { once } from "node:events";
import { createWriteStream } from "node:fs";

// src/report/pairs-csv.ts
var PAIRS_CSV_HEADER = "block,baseline_ms,candidate_ms,delta_ms,delta_pct,flagged,sets";
var csvField = escapeCsvText;
function num(x) {
  return Number.isFinite(x) ? String(Number(x.toPrecision(12))) : "";
}
function* pairsCsvChunks(pairs, options = {}) {
  const { candidate, header = true, rowsPerChunk = 1e4 } = options;
  const lead = candidate === void 0 ? "" : `${csvField(candidate)},`;
  if (header) yield (candidate === void 0 ? "" : "candidate,") + PAIRS_CSV_HEADER + "\n";
  let chunk = [];
  for (let i = 0; i < pairs.length; i++) {
    const p = pairRowAt(pairs, i);
    chunk.push(
      lead + [
        String(p.block),
        num(p.baselineMs),
        num(p.candidateMs),
        num(p.deltaMs),
        p.deltaPct === null ? "" : num(p.deltaPct),
        p.flagged ? "1" : "0",
        csvField(p.sets.join(";"))
      ].join(",")
    );
    if (chunk.length === rowsPerChunk) {
      yield chunk.join("\n") + "\n";
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk.join("\n") + "\n";
}

// src/report/write-csv.ts
async function writePairsCsv(file, report) {
  const out = createWriteStream(file);
  const fail = once(out, "error").then(([e]) => Promise.reject(e));
  for (const chunk of reportCsvChunks(report)) {
    if (!out.write(chunk)) await Promise.race([once(out, "drain"), fail]);
  }
  out.end();
  await Promise.race([once(out, "finish"), fail]);
}
function* reportCsvChunks(report) {
  if (report.kind === "blocks") {
    const many = report.results.length > 1;
    for (const [i, result] of report.results.entries()) {
      const options = many ? { candidate: result.candidateLabel, header: i === 0 } : {};
      yield* pairsCsvChunks(result.pairs, options);
    }
  } else {
    yield* microCsvChunks(report);
  }
}
var centerCell = (s) => s ? `${s.center}:${s.centerFrom}` : "";
function* microCsvChunks(report) {
  yield "candidate,key,metric,unit,direction,baseline_median,candidate_median,delta_pct,p_value,verdict,baseline_center,candidate_center\n";
  for (const run of report.comparison.runs) {
    const rows = run.benchmarks.map(
      (b) => [
        csvField(run.label),
        csvField(b.key),
        csvField(b.metric),
        csvField(b.unit),
        b.direction,
        b.baseline ? String(b.baseline.median) : "",
        b.candidate ? String(b.candidate.median) : "",
        b.deltaPct === null || b.deltaPct === void 0 ? "" : String(b.deltaPct),
        b.pValue === null || b.pValue === void 0 ? "" : String(b.pValue),
        b.verdict,
        centerCell(b.baseline),
        centerCell(b.candidate)
      ].join(",")
    );
    yield rows.join("\n") + (rows.length ? "\n" : "");
  }
}

export {
  writePairsCsv,
  reportCsvChunks
};
