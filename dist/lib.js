import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunks/chunk-GXHYRYKW.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-DL6ATFBW.js";
import "./chunks/chunk-UO3SNKXS.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlockRuns,
  compareBlocks,
  compareInputs,
  measureAaNoise,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet,
  reportVerdict
} from "./chunks/chunk-H3Q37GEG.js";
import {
  buildPairs
} from "./chunks/chunk-IXH2OGHI.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges,
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-F4SLMZQM.js";
import "./chunks/chunk-OYWBV3ED.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-Q2OXHHDA.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-MIIKHJVC.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-3PT7GTTP.js";
import {
  readResultSet
} from "./chunks/chunk-75CQKWLH.js";
import "./chunks/chunk-OUONTW3I.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-HTRSGTLR.js";
import "./chunks/chunk-EGL5Q5ES.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-53QUG2SD.js";
import "./chunks/chunk-A6RMYRZD.js";
import "./chunks/chunk-3VTSLWM7.js";
import "./chunks/chunk-ANMQOXZF.js";
import "./chunks/chunk-GANRKYJD.js";
export {
  BLOCK_LOG_FORMATS,
  DEFAULT_CHANGE_OPTIONS,
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_MICRO_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  MICRO_FORMATS,
  UserError,
  analyseChanges,
  buildPairs,
  chooseRunNoise,
  compareBlockRuns,
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
  poolRuns,
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
