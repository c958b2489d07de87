import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-OJFNPGG2.js";
import {
  readResultSet
} from "./chunks/chunk-DOLZJOQ7.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-E2O3AJPA.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-TQWPNVXH.js";
import "./chunks/chunk-ZYR2LMLS.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  compareBlocks,
  compareInputs,
  measureAaNoise,
  parseItemSet,
  readBlockLogsInParallel,
  readItemSet,
  reportVerdict
} from "./chunks/chunk-WI2D47RS.js";
import {
  buildPairs
} from "./chunks/chunk-QQDLXE4M.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-MNQ6X2QO.js";
import "./chunks/chunk-MIIKHJVC.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-FTTO43PY.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import "./chunks/chunk-76VNCK52.js";
import "./chunks/chunk-H5ZUUBHK.js";
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
  detectMicroFormat,
  measureAaNoise,
  parseBlockLogText,
  parseItemSet,
  readBlockLog,
  readBlockLogsInParallel,
  readItemSet,
  readResultSet,
  renderReportJson,
  renderReportMarkdown,
  renderReportText,
  reportVerdict
};
