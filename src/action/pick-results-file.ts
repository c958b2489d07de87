// One side of a comparison is one results file (or one criterion folder), but an artifact often carries more:
// a README, logs of other kinds, the PR metadata. Pick the file benchdelta can read; when several remain, say
// which and how to narrow with `baseline-file` / `candidate-file`.
import * as core from '@actions/core';
import path from 'node:path';
import { UserError } from '../core/errors.js';
import { escapeTerminalText, escapeTextName } from '../report/escape.js';
import { detectBlockLogFormat } from '../formats/eth/registry.js';
import { detectMicroFormat, MICRO_HEAD_CHARS } from '../formats/micro/detect.js';
import type { SideFiles } from '../github/side-files.js';
import { readInputHead } from '../pipeline/input-head.js';

/** Looking inside more files than this is slow and means the source is too broad anyway. */
const MAX_FILES_TO_INSPECT = 200;

export interface PickRequest {
  role: 'baseline' | 'candidate';
  /** The source as the user wrote it, for messages. */
  spec: string;
  /** `baseline-file` / `candidate-file`: a glob matched against paths inside the side (and bare file names). */
  fileGlob?: string;
  /** The `format` input: when given, files detected as that format are preferred. */
  format?: string;
}

function relative(side: SideFiles, file: string): string {
  return side.root ? path.relative(side.root, file).split(path.sep).join('/') : path.basename(file);
}

function listing(side: SideFiles, files: string[], max = 15): string {
  const names = files.slice(0, max).map((f) => relative(side, f));
  return names.join(', ') + (files.length > max ? `, and ${files.length - max} more` : '');
}

async function detectedFormat(file: string): Promise<string | undefined> {
  const { head } = await readInputHead(file);
  const block = detectBlockLogFormat(head);
  const micro = detectMicroFormat(head.slice(0, MICRO_HEAD_CHARS), false);
  if (block && (!micro || block.confidence >= micro.confidence)) return block.format;
  return micro?.format;
}

/** A criterion results folder (`…/estimates.json` files) is read as a whole. */
async function criterionRoot(side: SideFiles, files: string[]): Promise<string | undefined> {
  if (!side.root || !files.some((f) => path.basename(f) === 'estimates.json')) return undefined;
  const { head } = await readInputHead(side.root);
  return detectMicroFormat(head, true) ? side.root : undefined;
}

/**
 * Several files of one format in one side (block logs or micro-benchmark results) are replicated runs of it:
 * returned comma-joined in natural name order (run-1 … run-10: the order interleaved runs pair in), the form
 * the pipeline reads as replicated runs (their spread measures the run-to-run noise). Undefined otherwise.
 */
function replicatedRuns(
  side: SideFiles,
  req: PickRequest,
  readable: string[],
  formats: (string | undefined)[],
): string | undefined {
  const format = formats[0];
  if (readable.length < 2 || format === undefined) return undefined;
  if (formats.some((f) => f !== format)) return undefined;
  const withComma = readable.find((f) => f.includes(','));
  if (withComma !== undefined) {
    throw new UserError(
      `${req.role} '${req.spec}' holds ${readable.length} ${format} files, read as replicated runs, but ` +
        `${relative(side, withComma)} has a comma in its path; rename it, or pick one log with \`${req.role}-file\`.`,
    );
  }
  core.info(
    `benchdelta: ${req.role} '${req.spec}': ${readable.length} ${format} files compared as replicated runs ` +
      `(${listing(side, readable, 5)}).`,
  );
  return [...readable].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).join(',');
}

export async function pickResultsFile(side: SideFiles, req: PickRequest): Promise<string> {
  const input = `${req.role}-file`;
  let files = side.files;
  if (files.length === 0) throw new UserError(`${req.role} '${req.spec}' holds no files.`);
  if (req.fileGlob) {
    const glob = req.fileGlob;
    files = files.filter(
      (f) => path.matchesGlob(relative(side, f), glob) || path.matchesGlob(path.basename(f), glob),
    );
    if (files.length === 0) {
      throw new UserError(
        `${input} '${glob}' matches none of the files of ${req.role} '${req.spec}' (${listing(side, side.files)}).`,
      );
    }
  }
  if (files.length === 1) return files[0];

  const criterion = await criterionRoot(side, files);
  if (criterion && !req.fileGlob) return criterion;
  if (files.length > MAX_FILES_TO_INSPECT) {
    throw new UserError(
      `${req.role} '${req.spec}' holds ${files.length} files; name the results file with the \`${input}\` input ` +
        `(a glob inside it, e.g. \`${input}: '**/results.json'\`).`,
    );
  }
  const formats = await Promise.all(files.map(detectedFormat));
  let readable = files.filter((_, i) => formats[i] !== undefined);
  // With `format`, files detected as exactly that format win (an alias such as `go` just keeps them all).
  const ofFormat = readable.filter((f) => formats[files.indexOf(f)] === req.format);
  if (ofFormat.length > 0) readable = ofFormat;
  if (readable.length === 1) {
    const ignored = files.filter((f) => f !== readable[0]);
    // File names come from the artifact: nothing in them may become a workflow command in the log.
    core.info(
      escapeTerminalText(
        escapeTextName(
          `benchdelta: ${req.role} '${req.spec}': using ${relative(side, readable[0])} ` +
            `(${formats[files.indexOf(readable[0])]}); ignored ${ignored.length} other file(s): ${listing(side, ignored, 5)}.`,
        ),
      ),
    );
    return readable[0];
  }
  const replicated = replicatedRuns(
    side,
    req,
    readable,
    formats.filter((_, i) => readable.includes(files[i])),
  );
  if (replicated !== undefined) return replicated;
  if (readable.length === 0) {
    throw new UserError(
      `${req.role} '${req.spec}' holds no file benchdelta recognises ` +
        `(${listing(side, files)}). Check that the results were uploaded, or force a format with \`format\`.`,
    );
  }
  throw new UserError(
    `${req.role} '${req.spec}' holds ${readable.length} results files (${listing(side, readable)}); benchdelta ` +
      `compares one per side. Name the one to use with the \`${input}\` input, a glob inside the ` +
      `${side.runId !== undefined ? 'artifact' : 'workspace'} (e.g. \`${input}: '${relative(side, readable[0])}'\`), ` +
      'or upload one results file per artifact.',
  );
}
