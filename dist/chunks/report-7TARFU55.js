import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-UH5IKOIU.js";
import "./chunk-BVJ5VJFG.js";
import "./chunk-ZK2JRSW3.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-Y6SAVCVB.js";
import "./chunk-CMRB42L5.js";
import "./chunk-SM3GI42A.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import "./chunk-Y3DX6VBF.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-UBG64IYL.js";
import "./chunk-AY4PNVTT.js";
import "./chunk-FKD6G3L7.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
