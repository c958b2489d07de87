import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  replicatedRuns
} from "./chunk-3OCPU2R7.js";
import "./chunk-XYX75D5V.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-AI4XDJ4T.js";
import "./chunk-2PCCLINO.js";
import "./chunk-XQSZYULA.js";
import "./chunk-YLXZLDEU.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-D37PC6S4.js";
import "./chunk-DAESKC7I.js";
import "./chunk-HQQ2UGP5.js";
import "./chunk-GOQZR6PE.js";
import "./chunk-ZRMHXQ2V.js";
import "./chunk-LGHH7H2I.js";
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
