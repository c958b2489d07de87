import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  runJob
} from "./chunks/chunk-SOMIQCV6.js";
import "./chunks/chunk-B6U3LU6Y.js";
import "./chunks/chunk-R7BT2GTB.js";
import "./chunks/chunk-BCDYWZNL.js";
import "./chunks/chunk-WCSNIZNZ.js";
import "./chunks/chunk-JHYJFKKY.js";
import "./chunks/chunk-AGTSS3CO.js";
import "./chunks/chunk-OVRE7ZR3.js";
import "./chunks/chunk-3AWIBJAK.js";
import "./chunks/chunk-JWGQUS6S.js";
import "./chunks/chunk-HBW5ZISW.js";
import "./chunks/chunk-QB3U3CRS.js";
import "./chunks/chunk-BTRGDYTC.js";
import "./chunks/chunk-PJYS5Z2A.js";
import "./chunks/chunk-THKJMROG.js";
import "./chunks/chunk-HYJS35BU.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import "./chunks/chunk-VJICNIPO.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-QCOFFZH5.js";
import "./chunks/chunk-AZJNHXW4.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import "./chunks/chunk-CJVGFOYO.js";
import "./chunks/chunk-D37PC6S4.js";
import "./chunks/chunk-44YRBQVS.js";
import "./chunks/chunk-6PDQ4JI2.js";
import "./chunks/chunk-QTSNPKVE.js";
import "./chunks/chunk-Q7T4PXBI.js";
import "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-MEUVSRB2.js";
import "./chunks/chunk-VACBK5ME.js";
import "./chunks/chunk-XJ4T3FOM.js";
import "./chunks/chunk-VNFJV4JW.js";
import "./chunks/chunk-R7ENJX5C.js";
import "./chunks/chunk-F5JVSGFZ.js";
import "./chunks/chunk-AZJQ5UUE.js";
import "./chunks/chunk-LAC6AR2W.js";
import "./chunks/chunk-ZTKCQ7XT.js";
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
