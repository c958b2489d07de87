import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
} from "./chunk-PQXFELGQ.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-OOKGBTG6.js";
import "./chunk-XYX75D5V.js";
import "./chunk-DEYM2HIL.js";
import "./chunk-72H3INOR.js";
import "./chunk-QYYAB7BL.js";
import "./chunk-AYAK7F6Z.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-IIJBCLXK.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";
export {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
};
