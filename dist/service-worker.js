import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  runJob
} from "./chunks/chunk-VXZIIMFV.js";
import "./chunks/chunk-QJHC57UL.js";
import "./chunks/chunk-NI4SS3PH.js";
import "./chunks/chunk-BCDYWZNL.js";
import "./chunks/chunk-WCSNIZNZ.js";
import "./chunks/chunk-ZMH3TUHP.js";
import "./chunks/chunk-OJNQUSCK.js";
import "./chunks/chunk-OVRE7ZR3.js";
import "./chunks/chunk-3AWIBJAK.js";
import "./chunks/chunk-YMZRNFDT.js";
import "./chunks/chunk-NUEA54XF.js";
import "./chunks/chunk-HY5B2DD4.js";
import "./chunks/chunk-T6JIL3MT.js";
import "./chunks/chunk-YXSPZM5K.js";
import "./chunks/chunk-THKJMROG.js";
import "./chunks/chunk-PQXFELGQ.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import "./chunks/chunk-OOKGBTG6.js";
import "./chunks/chunk-Y54AQHT5.js";
import "./chunks/chunk-DXGORN25.js";
import "./chunks/chunk-M3ZKOPOP.js";
import "./chunks/chunk-R5266537.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import "./chunks/chunk-DEYM2HIL.js";
import "./chunks/chunk-72H3INOR.js";
import "./chunks/chunk-7XZ5ZOCP.js";
import "./chunks/chunk-QYYAB7BL.js";
import "./chunks/chunk-AYAK7F6Z.js";
import "./chunks/chunk-2MLG42B3.js";
import "./chunks/chunk-VLE5SNNV.js";
import "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import "./chunks/chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-SANIAMYJ.js";
import "./chunks/chunk-IIJBCLXK.js";
import "./chunks/chunk-LPTSOGCD.js";
import "./chunks/chunk-NLVAO74K.js";
import "./chunks/chunk-3KUAYDSA.js";
import "./chunks/chunk-YQ4LVVUF.js";
import "./chunks/chunk-4LT4GYWH.js";
import "./chunks/chunk-XPGBNEZS.js";
import "./chunks/chunk-YPIYRYS5.js";
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
