import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  replicatedRuns
} from "./chunk-HYJS35BU.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-XYX75D5V.js";
import "./chunk-CJVGFOYO.js";
import "./chunk-D37PC6S4.js";
import "./chunk-6PDQ4JI2.js";
import "./chunk-QTSNPKVE.js";
import "./chunk-Q7T4PXBI.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-VACBK5ME.js";
import "./chunk-R7ENJX5C.js";
import "./chunk-AZJQ5UUE.js";
import "./chunk-ZTKCQ7XT.js";
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
