import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-Y54AQHT5.js";
import "./chunk-DXGORN25.js";
import "./chunk-M3ZKOPOP.js";
import "./chunk-R5266537.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-LPTSOGCD.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
