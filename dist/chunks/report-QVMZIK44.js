import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-PADMNS77.js";
import "./chunk-AIGPSFII.js";
import "./chunk-7LXCOIGX.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-Y6SAVCVB.js";
import "./chunk-F5M4KW3K.js";
import "./chunk-SM3GI42A.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import "./chunk-Y3DX6VBF.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-BHLIKMVP.js";
import "./chunk-ZJHMW7ZH.js";
import "./chunk-FKD6G3L7.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
