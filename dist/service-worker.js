import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  runJob
} from "./chunks/chunk-CZA6TOJ2.js";
import "./chunks/chunk-MG6H2R7G.js";
import "./chunks/chunk-OEUOVACM.js";
import "./chunks/chunk-BCDYWZNL.js";
import "./chunks/chunk-WCSNIZNZ.js";
import "./chunks/chunk-4W2ZJS64.js";
import "./chunks/chunk-GKWIWFVK.js";
import "./chunks/chunk-OVRE7ZR3.js";
import "./chunks/chunk-3AWIBJAK.js";
import "./chunks/chunk-SCR476YJ.js";
import "./chunks/chunk-SYY7QGEF.js";
import "./chunks/chunk-BWKANZAZ.js";
import "./chunks/chunk-QEQEYKA3.js";
import "./chunks/chunk-GYMNROJW.js";
import "./chunks/chunk-THKJMROG.js";
import "./chunks/chunk-JMMR4GL7.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import "./chunks/chunk-BYOWXB3D.js";
import "./chunks/chunk-DXGORN25.js";
import "./chunks/chunk-6R7XGUT2.js";
import "./chunks/chunk-SF7TZJFR.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import "./chunks/chunk-DEYM2HIL.js";
import "./chunks/chunk-72H3INOR.js";
import "./chunks/chunk-DLGMQZH3.js";
import "./chunks/chunk-FKYJYPUN.js";
import "./chunks/chunk-GK3KDSJP.js";
import "./chunks/chunk-2MLG42B3.js";
import "./chunks/chunk-ABQLR2L4.js";
import "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import "./chunks/chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-VJK6SS2Y.js";
import "./chunks/chunk-TWVCCAK3.js";
import "./chunks/chunk-M7PASHWC.js";
import "./chunks/chunk-DQ7PFWVK.js";
import "./chunks/chunk-3KUAYDSA.js";
import "./chunks/chunk-MIV3YGMS.js";
import "./chunks/chunk-UHOUC44S.js";
import "./chunks/chunk-WTCBGJPN.js";
import "./chunks/chunk-IFZG4J7Q.js";
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
