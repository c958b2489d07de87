import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
} from "./chunk-JMMR4GL7.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-XYX75D5V.js";
import "./chunk-DEYM2HIL.js";
import "./chunk-72H3INOR.js";
import "./chunk-FKYJYPUN.js";
import "./chunk-GK3KDSJP.js";
import "./chunk-2MLG42B3.js";
import "./chunk-ABQLR2L4.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-TWVCCAK3.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-UHOUC44S.js";
import "./chunk-IFZG4J7Q.js";
import "./chunk-GANRKYJD.js";
export {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
};
