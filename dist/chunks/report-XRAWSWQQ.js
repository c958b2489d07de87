import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-MIZSK7SQ.js";
import "./chunk-SM3GI42A.js";
import "./chunk-F47J3KX3.js";
import "./chunk-AZJNHXW4.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-VVPPUO25.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-QLXJMHFA.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-QDQFNXFS.js";
import "./chunk-TTOKRHTR.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
