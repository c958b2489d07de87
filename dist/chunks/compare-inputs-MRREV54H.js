import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  compareInputs,
  displayName,
  inputKind,
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
export {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
};
