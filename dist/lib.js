import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-3BE3NHKS.js";
import {
  readResultSet
} from "./chunks/chunk-KNIRUS24.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-SFYQKG3V.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-XIM5CNC7.js";
import "./chunks/chunk-DTSYC2B5.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  compareBlocks,
  compareInputs,
  parseItemSet,
  readBlockLogsInParallel,
  readItemSet,
  reportVerdict
} from "./chunks/chunk-JT26XDS4.js";
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
import "./chunks/chunk-QH6GB7CB.js";
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
