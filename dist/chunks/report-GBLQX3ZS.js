import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-CUWA33TX.js";
import "./chunk-LADPTWKY.js";
import "./chunk-HJSGCX5E.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-QYBEZHT2.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-SM3GI42A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-AL5KVHWS.js";
import "./chunk-7K7AGFAG.js";
import "./chunk-GRD3XXTX.js";
import "./chunk-DL5ZFIB5.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
