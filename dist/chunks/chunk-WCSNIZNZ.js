import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/service/store/loop-slice.ts
import { performance } from "node:perf_hooks";
var LoopSlice = class {
  constructor(sliceMs = 5) {
    this.sliceMs = sliceMs;
  }
  sliceMs;
  since = performance.now();
  /** Resolves at once while the slice lasts; after it, on the next turn of the loop (I/O answered first). */
  async pause() {
    if (performance.now() - this.since < this.sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.since = performance.now();
  }
};

export {
  LoopSlice
};
