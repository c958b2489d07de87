import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  judgeAbZip
} from "./chunk-QJHC57UL.js";
import {
  compareKeys
} from "./chunk-BCDYWZNL.js";
import {
  historyOfPoints,
  runCompareJob
} from "./chunk-ZMH3TUHP.js";
import {
  readUpload
} from "./chunk-OJNQUSCK.js";

// src/service/offload/point-columns.ts
function pointsToColumns(points) {
  const sorted = [...points].sort(compareKeys);
  const kinds = [];
  const kindIndex = /* @__PURE__ */ new Map();
  const kindOf = new Uint32Array(sorted.length);
  const values = new Float64Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    const p = sorted[i];
    const id = `${p.metric}\0${p.unit}\0${p.direction}`;
    let k = kindIndex.get(id);
    if (k === void 0) {
      k = kinds.length;
      kindIndex.set(id, k);
      kinds.push({ metric: p.metric, unit: p.unit, direction: p.direction });
    }
    kindOf[i] = k;
    values[i] = p.value;
  }
  return { keys: sorted.map((p) => p.key).join("\0"), kinds, kindOf, values };
}

// src/service/offload/run-job.ts
async function runJob(job) {
  switch (job.kind) {
    case "read-upload": {
      const body = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
      const upload = await readUpload(body, job.name, {
        format: job.format,
        inflatedBytes: job.inflatedBytes
      });
      const points = pointsToColumns(upload.points);
      const gzipped = new Uint8Array(upload.gzipped);
      return {
        reply: { ...upload, gzipped: Buffer.from(gzipped.buffer), points },
        transfer: [
          gzipped.buffer,
          points.kindOf.buffer,
          points.values.buffer
        ]
      };
    }
    case "compare":
      return { reply: await runCompareJob(job), transfer: [] };
    case "history":
      return { reply: JSON.stringify(historyOfPoints(job.points, job.branch, job.last)), transfer: [] };
    case "ab-judge":
      return { reply: await judgeAbZip(job.zip, job.title), transfer: [] };
  }
}

export {
  runJob
};
