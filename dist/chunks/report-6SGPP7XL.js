import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-DBXFCNGJ.js";
import "./chunk-EH64PEFV.js";
import "./chunk-AQXV6SEC.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-ZT4D563F.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-SM3GI42A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-NECGLD5P.js";
import "./chunk-HHZNDO3I.js";
import "./chunk-P4UXFNNR.js";
import "./chunk-GKMOA7KF.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
