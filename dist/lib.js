import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-LP4Y3WYN.js";
import {
  renderReportHtml
} from "./chunks/chunk-VFH6EFLW.js";
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
} from "./chunks/chunk-AHYSE6JQ.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
} from "./chunks/chunk-I625ESEK.js";
import {
  readResultSet
} from "./chunks/chunk-MAHM2A3G.js";
import {
  detectMicroFormat
} from "./chunks/chunk-CXL7OJFO.js";
import {
  MICRO_FORMATS
} from "./chunks/chunk-ZXBGXTSD.js";
import "./chunks/chunk-THKJMROG.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-FUC7IFRR.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-AEVSIPE3.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-4SCXPIDJ.js";
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
} from "./chunks/chunk-ETYQIMKI.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-YCYWOJI5.js";
import "./chunks/chunk-QTSNPKVE.js";
import {
  measureAaNoise
} from "./chunks/chunk-RCC7R5J6.js";
import {
  buildPairs
} from "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  compareMicro
} from "./chunks/chunk-C4ZC3WAD.js";
import "./chunks/chunk-SGQZUZPL.js";
import "./chunks/chunk-SQXQONQX.js";
import "./chunks/chunk-VNFJV4JW.js";
import "./chunks/chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-F5JVSGFZ.js";
import "./chunks/chunk-AZJQ5UUE.js";
import "./chunks/chunk-LAC6AR2W.js";
import "./chunks/chunk-ZTKCQ7XT.js";
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
