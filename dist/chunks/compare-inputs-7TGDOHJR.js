import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
} from "./chunk-EV3AQASA.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-XYX75D5V.js";
import "./chunk-C7GPFGTS.js";
import "./chunk-FIVDRQZ5.js";
import "./chunk-FLRR25R3.js";
import "./chunk-NSEEBYTG.js";
import "./chunk-2MLG42B3.js";
import "./chunk-H5YY5M73.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-ZXQYKUQO.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-HI6KEJMM.js";
import "./chunk-6V2TYQBO.js";
import "./chunk-GANRKYJD.js";
export {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
};
