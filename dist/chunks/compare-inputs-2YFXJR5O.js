import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  compareInputs,
  displayName,
  inputKind,
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
export {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
};
