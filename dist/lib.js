import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunks/chunk-AIJR3GQZ.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-SKV5FA53.js";
import "./chunks/chunk-GREMPZ4M.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  compareBlocks,
  compareInputs,
  measureAaNoise,
  parseItemSet,
  readBlockLogsInParallel,
  readItemSet,
  reportVerdict
} from "./chunks/chunk-LTORUZBM.js";
import {
  buildPairs
} from "./chunks/chunk-UJTM3FBM.js";
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-ZFTPQCOC.js";
import "./chunks/chunk-Y6SAVCVB.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-F5M4KW3K.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-MIIKHJVC.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-FTTO43PY.js";
import {
  readResultSet
} from "./chunks/chunk-ECOP5J3N.js";
import "./chunks/chunk-Y3DX6VBF.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-TAA5TNF5.js";
import "./chunks/chunk-PNH2UJNT.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-LSB5QTMA.js";
import "./chunks/chunk-2WJNAPM6.js";
import "./chunks/chunk-YCEUYDF7.js";
import "./chunks/chunk-QI45WOKQ.js";
import "./chunks/chunk-RJKO5B5W.js";
import "./chunks/chunk-GANRKYJD.js";
export {
  BLOCK_LOG_FORMATS,
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_MICRO_OPTIONS,
  MICRO_FORMATS,
  UserError,
  buildPairs,
  compareBlocks,
  compareInputs,
  compareMicro,
  detectBlockLogFormat,
  detectChangePoints,
  detectMicroFormat,
  measureAaNoise,
  newChangePoints,
  parseBlockLogText,
  parseItemSet,
  readBlockLog,
  readBlockLogsInParallel,
  readItemSet,
  readResultSet,
  renderReportHtml,
  renderReportJson,
  renderReportMarkdown,
  renderReportText,
  reportVerdict,
  updateChangePoints
};
