import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns,
  reportVerdict
} from "./chunk-OOXTL5DA.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-CMRB42L5.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-2EH7IAS3.js";
import "./chunk-WRMIHXSD.js";
import "./chunk-GANRKYJD.js";
export {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns,
  reportVerdict
};
