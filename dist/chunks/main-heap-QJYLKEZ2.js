import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import "./chunk-GANRKYJD.js";

// src/service/offload/main-heap.ts
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
function tuneServingHeap() {
  setFlagsFromString("--semi-space-growth-factor=1");
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc");
  setFlagsFromString("--no-expose-gc");
  return () => gc();
}
export {
  tuneServingHeap
};
