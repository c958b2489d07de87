import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-GXHYRYKW.js";
import "./chunk-UO3SNKXS.js";
import "./chunk-H3Q37GEG.js";
import "./chunk-IXH2OGHI.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-Q2OXHHDA.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-3PT7GTTP.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-3VTSLWM7.js";
import "./chunk-ANMQOXZF.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
