import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-3MNZ7TKU.js";
import "./chunk-AI72ZRXX.js";
import "./chunk-AZJNHXW4.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-XNEND4S4.js";
import "./chunk-ZAW5AYSJ.js";
import "./chunk-SM3GI42A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-NXUDEG7D.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-R7ENJX5C.js";
import "./chunk-WHXZLTEC.js";
import "./chunk-MDK6YAIL.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
