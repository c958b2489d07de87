import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-3N5TLQ4K.js";
import "./chunk-2NEEYXJX.js";
import "./chunk-MXSCMYL7.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-Q2OXHHDA.js";
import "./chunk-SM3GI42A.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-3PT7GTTP.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-ZTJ56BW2.js";
import "./chunk-PB24NL7F.js";
import "./chunk-RXW7R3UU.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
