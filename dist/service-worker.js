import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  runJob
} from "./chunks/chunk-6DHJW7B3.js";
import "./chunks/chunk-BSSYNE4Y.js";
import "./chunks/chunk-ONTOV443.js";
import "./chunks/chunk-BCDYWZNL.js";
import "./chunks/chunk-WCSNIZNZ.js";
import "./chunks/chunk-NY7NS5EJ.js";
import "./chunks/chunk-XIOD3PBX.js";
import "./chunks/chunk-OVRE7ZR3.js";
import "./chunks/chunk-3AWIBJAK.js";
import "./chunks/chunk-AHYSE6JQ.js";
import "./chunks/chunk-I625ESEK.js";
import "./chunks/chunk-MAHM2A3G.js";
import "./chunks/chunk-CXL7OJFO.js";
import "./chunks/chunk-ZXBGXTSD.js";
import "./chunks/chunk-THKJMROG.js";
import "./chunks/chunk-FUC7IFRR.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import "./chunks/chunk-AEVSIPE3.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-4SCXPIDJ.js";
import "./chunks/chunk-AZJNHXW4.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import "./chunks/chunk-MZFPPQQ5.js";
import "./chunks/chunk-D37PC6S4.js";
import "./chunks/chunk-ETYQIMKI.js";
import "./chunks/chunk-YCYWOJI5.js";
import "./chunks/chunk-QTSNPKVE.js";
import "./chunks/chunk-RCC7R5J6.js";
import "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-C4ZC3WAD.js";
import "./chunks/chunk-SGQZUZPL.js";
import "./chunks/chunk-SQXQONQX.js";
import "./chunks/chunk-VNFJV4JW.js";
import "./chunks/chunk-3KUAYDSA.js";
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
