import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunks/chunk-MXTLFMI2.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-PADMNS77.js";
import "./chunks/chunk-AIGPSFII.js";
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
} from "./chunks/chunk-7LXCOIGX.js";
import {
  buildPairs
} from "./chunks/chunk-UJTM3FBM.js";
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-BO3TYJMC.js";
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
} from "./chunks/chunk-MBDK6RNJ.js";
import "./chunks/chunk-Y3DX6VBF.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-CSTW4AOP.js";
import "./chunks/chunk-PNH2UJNT.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-K37AGUX5.js";
import "./chunks/chunk-BHLIKMVP.js";
import "./chunks/chunk-ZJHMW7ZH.js";
import "./chunks/chunk-FKD6G3L7.js";
import "./chunks/chunk-GANRKYJD.js";
export {
  BLOCK_LOG_FORMATS,
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_MICRO_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  MICRO_FORMATS,
  UserError,
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
