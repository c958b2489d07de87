import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-UDLELRUI.js";
import "./chunk-YIPKHBPD.js";
import "./chunk-S6JMD43R.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-Q2OXHHDA.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-3PT7GTTP.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-PDSEJ7MV.js";
import "./chunk-RXW7R3UU.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
