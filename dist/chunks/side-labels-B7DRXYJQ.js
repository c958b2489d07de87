import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  replicatedRuns
} from "./chunk-TXIEFSQ4.js";
import "./chunk-335VTVN3.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-MI4DBTFZ.js";
import "./chunk-CBD2VUE5.js";
import "./chunk-ZDXFOMLQ.js";
import "./chunk-ZT4D563F.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-D37PC6S4.js";
import "./chunk-DAESKC7I.js";
import "./chunk-BHSUHYK3.js";
import "./chunk-3OKL2UG7.js";
import "./chunk-P4UXFNNR.js";
import "./chunk-GKMOA7KF.js";
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
