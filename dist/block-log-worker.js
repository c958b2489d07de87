import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  columnValues,
  readBlockLog
} from "./chunks/chunk-DEYM2HIL.js";
import "./chunks/chunk-72H3INOR.js";
import "./chunks/chunk-YYSZZTCJ.js";
import "./chunks/chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-GANRKYJD.js";

// src/io/block-log-worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/io/block-log-transfer.ts
function transferListOf(log) {
  const buffers = /* @__PURE__ */ new Set();
  for (const col of [log.blocks, log.ms, log.lines, ...Object.values(log.attrs).map(columnValues)])
    buffers.add(col.buffer);
  return [...buffers];
}

// src/io/block-log-worker.ts
async function run(job) {
  let reply;
  let transfer = [];
  try {
    const log = await readBlockLog(job.path, job.options);
    reply = { ok: true, log };
    transfer = transferListOf(log);
  } catch (e) {
    reply = { ok: false, userError: e instanceof UserError, message: e.message };
  }
  parentPort?.postMessage(reply, transfer);
}
if (parentPort && workerData) void run(workerData);
