import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  MICRO_FORMATS,
  detectCriterionListing
} from "./chunk-YXSPZM5K.js";

// src/formats/micro/detect.ts
function detectMicroFormat(head, isDirectory) {
  if (isDirectory) {
    const confidence = detectCriterionListing(head);
    return confidence > 0 ? { format: "criterion", confidence } : null;
  }
  let best = null;
  for (const format of Object.values(MICRO_FORMATS)) {
    const confidence = format.detect(head);
    if (confidence > 0 && (!best || confidence > best.confidence)) best = { format: format.name, confidence };
  }
  return best;
}
function microFormatCandidates(head) {
  return Object.values(MICRO_FORMATS).map((f) => ({ format: f.name, confidence: f.detect(head) })).filter((c) => c.confidence > 0).sort((a, b) => b.confidence - a.confidence);
}

export {
  detectMicroFormat,
  microFormatCandidates
};
