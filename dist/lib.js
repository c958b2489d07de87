import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-L6WB2REH.js";
import {
  renderReportHtml
} from "./chunks/chunk-TRR22BAL.js";
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
} from "./chunks/chunk-JWGQUS6S.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
} from "./chunks/chunk-HBW5ZISW.js";
import {
  readResultSet
} from "./chunks/chunk-QB3U3CRS.js";
import {
  detectMicroFormat
} from "./chunks/chunk-BTRGDYTC.js";
import {
  MICRO_FORMATS
} from "./chunks/chunk-PJYS5Z2A.js";
import "./chunks/chunk-THKJMROG.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-HYJS35BU.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-VJICNIPO.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-QCOFFZH5.js";
import {
  reportVerdict
} from "./chunks/chunk-AZJNHXW4.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-CJVGFOYO.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-D37PC6S4.js";
import {
  compareRequest
} from "./chunks/chunk-44YRBQVS.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-6PDQ4JI2.js";
import "./chunks/chunk-QTSNPKVE.js";
import {
  measureAaNoise
} from "./chunks/chunk-Q7T4PXBI.js";
import {
  buildPairs
} from "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  compareMicro
} from "./chunks/chunk-MEUVSRB2.js";
import "./chunks/chunk-VACBK5ME.js";
import "./chunks/chunk-XJ4T3FOM.js";
import "./chunks/chunk-VNFJV4JW.js";
import "./chunks/chunk-R7ENJX5C.js";
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
