import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-JBEKMQFJ.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
} from "./chunks/chunk-QKLF7RIR.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-TF3LVAGC.js";
import {
  renderReportHtml
} from "./chunks/chunk-WBN3LKH4.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-3MNZ7TKU.js";
import "./chunks/chunk-AI72ZRXX.js";
import {
  reportVerdict
} from "./chunks/chunk-AZJNHXW4.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
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
} from "./chunks/chunk-C4YORFDQ.js";
import {
  readResultSet
} from "./chunks/chunk-S5TKTDJ4.js";
import "./chunks/chunk-AWWZJAM4.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-AI4XDJ4T.js";
import {
  compareRequest
} from "./chunks/chunk-VLVIAQ2K.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-HBQSZ73D.js";
import "./chunks/chunk-OKNUPBOA.js";
import {
  measureAaNoise
} from "./chunks/chunk-XNEND4S4.js";
import {
  buildPairs
} from "./chunks/chunk-ZAW5AYSJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-SM3GI42A.js";
import {
  detectMicroFormat
} from "./chunks/chunk-KRC6CLEW.js";
import {
  MICRO_FORMATS
} from "./chunks/chunk-7MPQMILE.js";
import "./chunks/chunk-THKJMROG.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-D37PC6S4.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  compareMicro
} from "./chunks/chunk-TP4AFAG4.js";
import "./chunks/chunk-GRB3SZ2T.js";
import "./chunks/chunk-NXUDEG7D.js";
import "./chunks/chunk-VNFJV4JW.js";
import "./chunks/chunk-R7ENJX5C.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-4Y6CZ4YJ.js";
import "./chunks/chunk-3RSDQWHW.js";
import "./chunks/chunk-WHXZLTEC.js";
import "./chunks/chunk-MDK6YAIL.js";
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
