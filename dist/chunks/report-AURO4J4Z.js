import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-ZGYYR62H.js";
import "./chunk-YIPKHBPD.js";
import "./chunk-S6JMD43R.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-Q2OXHHDA.js";
import "./chunk-SM3GI42A.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-3PT7GTTP.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-VD5O7PY6.js";
import "./chunk-PDSEJ7MV.js";
import "./chunk-RXW7R3UU.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
