import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DEFAULT_ALPHA,
  DEFAULT_CONFIDENCE,
  DEFAULT_SANITY
} from "./chunk-XPGBNEZS.js";

// src/core/micro/model.ts
var DEFAULT_MICRO_OPTIONS = {
  alpha: DEFAULT_ALPHA,
  confidence: DEFAULT_CONFIDENCE,
  minEffectPct: 2,
  sanity: DEFAULT_SANITY,
  suspect: "fail"
};

export {
  DEFAULT_MICRO_OPTIONS
};
