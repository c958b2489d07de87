import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  runJob
} from "./chunks/chunk-FI5MJRFM.js";
import "./chunks/chunk-F6XJJOZO.js";
import "./chunks/chunk-W6QOFTOQ.js";
import "./chunks/chunk-BCDYWZNL.js";
import "./chunks/chunk-WCSNIZNZ.js";
import "./chunks/chunk-5GZEUSE5.js";
import "./chunks/chunk-ELTNNRCP.js";
import "./chunks/chunk-OVRE7ZR3.js";
import "./chunks/chunk-3AWIBJAK.js";
import "./chunks/chunk-PT2EO2EO.js";
import "./chunks/chunk-3MER6DK5.js";
import "./chunks/chunk-HOFFWWRF.js";
import "./chunks/chunk-3HN3TIYZ.js";
import "./chunks/chunk-OWPM65GR.js";
import "./chunks/chunk-THKJMROG.js";
import "./chunks/chunk-P5YFVPOH.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import "./chunks/chunk-LAKBY5R7.js";
import "./chunks/chunk-DXGORN25.js";
import "./chunks/chunk-MHT5AJCN.js";
import "./chunks/chunk-GEJO5QFF.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import "./chunks/chunk-DEYM2HIL.js";
import "./chunks/chunk-72H3INOR.js";
import "./chunks/chunk-ZDWPWQRM.js";
import "./chunks/chunk-EOHCQN2G.js";
import "./chunks/chunk-NSEEBYTG.js";
import "./chunks/chunk-2MLG42B3.js";
import "./chunks/chunk-4VAIORU3.js";
import "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import "./chunks/chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-P7ITUQ2V.js";
import "./chunks/chunk-ZXQYKUQO.js";
import "./chunks/chunk-JHXHA32T.js";
import "./chunks/chunk-6T5JWDUR.js";
import "./chunks/chunk-3KUAYDSA.js";
import "./chunks/chunk-HGIEDFUG.js";
import "./chunks/chunk-HI6KEJMM.js";
import "./chunks/chunk-6P4H3QZY.js";
import "./chunks/chunk-6V2TYQBO.js";
import "./chunks/chunk-GANRKYJD.js";

// src/service/offload/service-worker.ts
import { getHeapStatistics } from "node:v8";
import { parentPort } from "node:worker_threads";
parentPort?.on("message", async ({ id, job }) => {
  try {
    const { reply, transfer } = await runJob(job);
    const heapBytes = getHeapStatistics().total_heap_size;
    parentPort?.postMessage({ id, ok: true, reply, heapBytes }, transfer);
  } catch (e) {
    const heapBytes = getHeapStatistics().total_heap_size;
    const answer = {
      id,
      ok: false,
      userError: e instanceof UserError,
      message: e.message,
      heapBytes
    };
    parentPort?.postMessage(answer);
  }
});
