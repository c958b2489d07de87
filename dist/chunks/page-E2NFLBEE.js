import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-GZ3Z6OJF.js";
import "./chunk-BVJ5VJFG.js";
import "./chunk-ZK2JRSW3.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-Y6SAVCVB.js";
import "./chunk-CMRB42L5.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import "./chunk-Y3DX6VBF.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-AY4PNVTT.js";
import "./chunk-FKD6G3L7.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
