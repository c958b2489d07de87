import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns,
  reportVerdict
} from "./chunk-IJ44ER6R.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-Y6SAVCVB.js";
import "./chunk-CMRB42L5.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-Q7CJBJW7.js";
import "./chunk-WRMIHXSD.js";
import "./chunk-GANRKYJD.js";
export {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns,
  reportVerdict
};
