import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-MQKDWKQ5.js";
import {
  renderReportHtml
} from "./chunks/chunk-UZ6IYOFR.js";
import {
  firstUpperCrossing,
  judgeFolder,
  judgeRounds,
  lowerWealth,
  readManifest,
  readRoundRecords,
  readRoundResults,
  signSequence,
  upperWealth
} from "./chunks/chunk-C4SJGGFA.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
} from "./chunks/chunk-XVITEOAT.js";
import {
  readResultSet
} from "./chunks/chunk-DXPT47XW.js";
import {
  detectMicroFormat
} from "./chunks/chunk-ZA4RGL3I.js";
import {
  MICRO_FORMATS
} from "./chunks/chunk-SQRAJIYD.js";
import "./chunks/chunk-THKJMROG.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-MHZMNWQR.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-MIZSK7SQ.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-F47J3KX3.js";
import {
  reportVerdict
} from "./chunks/chunk-AZJNHXW4.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import {
  columnDoubles,
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-MZFPPQQ5.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-D37PC6S4.js";
import {
  compareRequest
} from "./chunks/chunk-G2POB5D2.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-CNVGBZJJ.js";
import "./chunks/chunk-DCFM6FVS.js";
import {
  measureAaNoise
} from "./chunks/chunk-VVPPUO25.js";
import {
  buildPairs
} from "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  compareMicro
} from "./chunks/chunk-IVQBVPVX.js";
import "./chunks/chunk-JMXZTTQG.js";
import "./chunks/chunk-QLXJMHFA.js";
import "./chunks/chunk-VNFJV4JW.js";
import "./chunks/chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-73XXKN3K.js";
import "./chunks/chunk-RH7FZQVX.js";
import "./chunks/chunk-QDQFNXFS.js";
import "./chunks/chunk-TTOKRHTR.js";
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
  columnDoubles,
  compareBlockRuns,
  compareBlocks,
  compareInputs,
  compareMicro,
  compareRequest,
  detectBlockLogFormat,
  detectChangePoints,
  detectMicroFormat,
  firstUpperCrossing,
  judgeFolder,
  judgeRounds,
  lowerWealth,
  measureAaNoise,
  newChangePoints,
  parseBlockLogText,
  parseItemSet,
  poolRuns,
  readBlockLog,
  readBlockLogsInParallel,
  readItemSet,
  readManifest,
  readResultSet,
  readRoundRecords,
  readRoundResults,
  renderReportHtml,
  renderReportJson,
  renderReportMarkdown,
  renderReportText,
  reportVerdict,
  signSequence,
  updateChangePoints,
  upperWealth
};
