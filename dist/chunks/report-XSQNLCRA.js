import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-LAKBY5R7.js";
import "./chunk-DXGORN25.js";
import "./chunk-MHT5AJCN.js";
import "./chunk-GEJO5QFF.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-2MLG42B3.js";
import "./chunk-4VAIORU3.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-JHXHA32T.js";
import "./chunk-6T5JWDUR.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-6P4H3QZY.js";
import "./chunk-6V2TYQBO.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
