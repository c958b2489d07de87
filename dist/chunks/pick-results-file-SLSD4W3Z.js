import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  info
} from "./chunk-3VC2J46K.js";
import {
  detectMicroFormat
} from "./chunk-T6JIL3MT.js";
import {
  MICRO_HEAD_CHARS
} from "./chunk-YXSPZM5K.js";
import "./chunk-THKJMROG.js";
import {
  readInputHead
} from "./chunk-MIIKHJVC.js";
import "./chunk-OOKGBTG6.js";
import {
  escapeTerminalText,
  escapeTextName
} from "./chunk-DXGORN25.js";
import {
  detectBlockLogFormat
} from "./chunk-72H3INOR.js";
import "./chunk-2MLG42B3.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-SANIAMYJ.js";
import "./chunk-IIJBCLXK.js";
import "./chunk-LPTSOGCD.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";

// src/action/pick-results-file.ts
import path from "node:path";
var MAX_FILES_TO_INSPECT = 200;
function relative(side, file) {
  return side.root ? path.relative(side.root, file).split(path.sep).join("/") : path.basename(file);
}
function listing(side, files, max = 15) {
  const names = files.slice(0, max).map((f) => relative(side, f));
  return names.join(", ") + (files.length > max ? `, and ${files.length - max} more` : "");
}
async function detectedFormat(file) {
  const { head } = await readInputHead(file);
  const block = detectBlockLogFormat(head);
  const micro = detectMicroFormat(head.slice(0, MICRO_HEAD_CHARS), false);
  if (block && (!micro || block.confidence >= micro.confidence)) return block.format;
  return micro?.format;
}
async function criterionRoot(side, files) {
  if (!side.root || !files.some((f) => path.basename(f) === "estimates.json")) return void 0;
  const { head } = await readInputHead(side.root);
  return detectMicroFormat(head, true) ? side.root : void 0;
}
function replicatedRuns(side, req, readable, formats) {
  const format = formats[0];
  if (readable.length < 2 || format === void 0) return void 0;
  if (formats.some((f) => f !== format)) return void 0;
  const withComma = readable.find((f) => f.includes(","));
  if (withComma !== void 0) {
    throw new UserError(
      `${req.role} '${req.spec}' holds ${readable.length} ${format} files, read as replicated runs, but ${relative(side, withComma)} has a comma in its path; rename it, or pick one log with \`${req.role}-file\`.`
    );
  }
  info(
    `benchdelta: ${req.role} '${req.spec}': ${readable.length} ${format} files compared as replicated runs (${listing(side, readable, 5)}).`
  );
  return [...readable].sort((a, b) => a.localeCompare(b, "en", { numeric: true })).join(",");
}
async function pickResultsFile(side, req) {
  const input = `${req.role}-file`;
  let files = side.files;
  if (files.length === 0) throw new UserError(`${req.role} '${req.spec}' holds no files.`);
  if (req.fileGlob) {
    const glob = req.fileGlob;
    files = files.filter(
      (f) => path.matchesGlob(relative(side, f), glob) || path.matchesGlob(path.basename(f), glob)
    );
    if (files.length === 0) {
      throw new UserError(
        `${input} '${glob}' matches none of the files of ${req.role} '${req.spec}' (${listing(side, side.files)}).`
      );
    }
  }
  if (files.length === 1) return files[0];
  const criterion = await criterionRoot(side, files);
  if (criterion && !req.fileGlob) return criterion;
  if (files.length > MAX_FILES_TO_INSPECT) {
    throw new UserError(
      `${req.role} '${req.spec}' holds ${files.length} files; name the results file with the \`${input}\` input (a glob inside it, e.g. \`${input}: '**/results.json'\`).`
    );
  }
  const formats = await Promise.all(files.map(detectedFormat));
  let readable = files.filter((_, i) => formats[i] !== void 0);
  const ofFormat = readable.filter((f) => formats[files.indexOf(f)] === req.format);
  if (ofFormat.length > 0) readable = ofFormat;
  if (readable.length === 1) {
    const ignored = files.filter((f) => f !== readable[0]);
    info(
      escapeTerminalText(
        escapeTextName(
          `benchdelta: ${req.role} '${req.spec}': using ${relative(side, readable[0])} (${formats[files.indexOf(readable[0])]}); ignored ${ignored.length} other file(s): ${listing(side, ignored, 5)}.`
        )
      )
    );
    return readable[0];
  }
  const replicated = replicatedRuns(
    side,
    req,
    readable,
    formats.filter((_, i) => readable.includes(files[i]))
  );
  if (replicated !== void 0) return replicated;
  if (readable.length === 0) {
    throw new UserError(
      `${req.role} '${req.spec}' holds no file benchdelta recognises (${listing(side, files)}). Check that the results were uploaded, or force a format with \`format\`.`
    );
  }
  throw new UserError(
    `${req.role} '${req.spec}' holds ${readable.length} results files (${listing(side, readable)}); benchdelta compares one per side. Name the one to use with the \`${input}\` input, a glob inside the ${side.runId !== void 0 ? "artifact" : "workspace"} (e.g. \`${input}: '${relative(side, readable[0])}'\`), or upload one results file per artifact.`
  );
}
export {
  pickResultsFile
};
