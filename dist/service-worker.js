import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  runJob
} from "./chunks/chunk-VULADAGA.js";
import "./chunks/chunk-Z7ZGFZ7L.js";
import "./chunks/chunk-AVLV2V2W.js";
import "./chunks/chunk-BCDYWZNL.js";
import "./chunks/chunk-WCSNIZNZ.js";
import "./chunks/chunk-DV3HZP25.js";
import "./chunks/chunk-ZA2E6IMI.js";
import "./chunks/chunk-OVRE7ZR3.js";
import "./chunks/chunk-3AWIBJAK.js";
import "./chunks/chunk-C4SJGGFA.js";
import "./chunks/chunk-XVITEOAT.js";
import "./chunks/chunk-DXPT47XW.js";
import "./chunks/chunk-ZA4RGL3I.js";
import "./chunks/chunk-SQRAJIYD.js";
import "./chunks/chunk-THKJMROG.js";
import "./chunks/chunk-MHZMNWQR.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import "./chunks/chunk-MIZSK7SQ.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-F47J3KX3.js";
import "./chunks/chunk-AZJNHXW4.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import "./chunks/chunk-MZFPPQQ5.js";
import "./chunks/chunk-D37PC6S4.js";
import "./chunks/chunk-G2POB5D2.js";
import "./chunks/chunk-CNVGBZJJ.js";
import "./chunks/chunk-DCFM6FVS.js";
import "./chunks/chunk-VVPPUO25.js";
import "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-IVQBVPVX.js";
import "./chunks/chunk-JMXZTTQG.js";
import "./chunks/chunk-QLXJMHFA.js";
import "./chunks/chunk-VNFJV4JW.js";
import "./chunks/chunk-3KUAYDSA.js";
import "./chunks/chunk-73XXKN3K.js";
import "./chunks/chunk-RH7FZQVX.js";
import "./chunks/chunk-QDQFNXFS.js";
import "./chunks/chunk-TTOKRHTR.js";
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
