import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  replicatedRuns
} from "./chunk-TF3LVAGC.js";
import "./chunk-XYX75D5V.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-AI4XDJ4T.js";
import "./chunk-HBQSZ73D.js";
import "./chunk-OKNUPBOA.js";
import "./chunk-XNEND4S4.js";
import "./chunk-ZAW5AYSJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-D37PC6S4.js";
import "./chunk-DAESKC7I.js";
import "./chunk-GRB3SZ2T.js";
import "./chunk-R7ENJX5C.js";
import "./chunk-3RSDQWHW.js";
import "./chunk-MDK6YAIL.js";
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
