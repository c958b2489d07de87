import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-VJICNIPO.js";
import "./chunk-SM3GI42A.js";
import "./chunk-QCOFFZH5.js";
import "./chunk-AZJNHXW4.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-Q7T4PXBI.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-XJ4T3FOM.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-R7ENJX5C.js";
import "./chunk-LAC6AR2W.js";
import "./chunk-ZTKCQ7XT.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
