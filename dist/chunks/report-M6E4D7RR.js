import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-EFEVK2KU.js";
import "./chunk-HSY4W3TZ.js";
import "./chunk-OOXTL5DA.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-CMRB42L5.js";
import "./chunk-SM3GI42A.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-I3DFCNVV.js";
import "./chunk-2EH7IAS3.js";
import "./chunk-WRMIHXSD.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
