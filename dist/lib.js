import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-LIY4CR67.js";
import {
  readResultSet
} from "./chunks/chunk-LXMOGHMW.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-AJJ55XIJ.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-FPHSJJVO.js";
import "./chunks/chunk-7CV5ZPM6.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  compareBlocks,
  compareInputs,
  parseItemSet,
  readBlockLogsInParallel,
  readItemSet,
  reportVerdict
} from "./chunks/chunk-XNOXKA3W.js";
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
import "./chunks/chunk-4FZIUEWI.js";
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
