import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  replicatedRuns
} from "./chunk-H3Q37GEG.js";
import "./chunk-IXH2OGHI.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-Q2OXHHDA.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-3PT7GTTP.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-3VTSLWM7.js";
import "./chunk-ANMQOXZF.js";
import "./chunk-GANRKYJD.js";

// src/action/side-labels.ts
import path from "node:path";
function sideLabel(side, spec, file) {
  const insideOf = (f) => side.root ? path.relative(side.root, f).split(path.sep).join("/") : path.basename(f);
  const inside = replicatedRuns(file).map(insideOf).join(",");
  if (side.runId === void 0) return inside || path.basename(file);
  return inside ? `${spec} \u203A ${inside}` : spec;
}
export {
  sideLabel
};
