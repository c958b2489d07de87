import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-OJFNPGG2.js";
import "./chunk-ZYR2LMLS.js";
import "./chunk-WI2D47RS.js";
import "./chunk-QQDLXE4M.js";
import "./chunk-MNQ6X2QO.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import "./chunk-DAESKC7I.js";
import "./chunk-76VNCK52.js";
import "./chunk-H5ZUUBHK.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
