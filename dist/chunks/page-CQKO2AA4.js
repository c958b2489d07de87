import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-D4YFS3QN.js";
import "./chunk-LADPTWKY.js";
import "./chunk-HJSGCX5E.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-ICEZ7SGW.js";
import "./chunk-QYBEZHT2.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-DAESKC7I.js";
import "./chunk-AL5KVHWS.js";
import "./chunk-DL5ZFIB5.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
