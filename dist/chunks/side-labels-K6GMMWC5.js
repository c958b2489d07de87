import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  replicatedRuns
} from "./chunk-MHZMNWQR.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-XYX75D5V.js";
import "./chunk-MZFPPQQ5.js";
import "./chunk-D37PC6S4.js";
import "./chunk-CNVGBZJJ.js";
import "./chunk-DCFM6FVS.js";
import "./chunk-VVPPUO25.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-JMXZTTQG.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-RH7FZQVX.js";
import "./chunk-TTOKRHTR.js";
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
