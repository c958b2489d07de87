// Streams an Ethereum client log from disk (plain or gzipped) through the format's line scanner: detection on
// the first MB, then chunk by chunk, so memory holds only the columns of results.
import { stat } from 'node:fs/promises';
import type { BlockLog } from '../core/model.js';
import { BlockLogSession } from '../formats/eth/parse-text.js';
import type { BlockLogFormat } from '../formats/eth/format.js';
import { chooseBlockLogFormat, DETECT_HEAD_BYTES, settledBlockLogFormat } from '../formats/eth/registry.js';
import { pumpFile } from './file-chunks.js';
import { formatBytes, MAX_LINE_BYTES } from './input-limits.js';
import { latin1ToUtf8, LineChunkDecoder } from './line-decoder.js';

/** How much text the reader collects before asking whether the format is already settled. */
const SETTLE_HEAD_CHARS = 64 << 10;

export interface ReadBlockLogOptions {
  /** Skip detection and read the file as this format (one of BLOCK_LOG_FORMATS). */
  format?: string;
  /**
   * Keep the per-block attributes (tx count, gas used, Mgas/s; default true). The comparison does not use
   * them: without them a million-block log reads faster and takes half the memory.
   */
  attrs?: boolean;
  /** Attribute columns not to keep (see BlockLogBuilderOptions). */
  skipAttrs?: readonly string[];
  /** The only attribute columns to keep, when given (see BlockLogBuilderOptions). */
  onlyAttrs?: readonly string[];
  /** Keep each record's line number (default true; see BlockLogBuilderOptions). */
  lines?: boolean;
  /** Refuse more than this many bytes of text, after decompression (default DEFAULT_MAX_INPUT_BYTES). */
  maxInputBytes?: number;
  /** The most text handed to the parser at once (default: io/line-decoder.ts PIECE_BYTES). */
  pieceBytes?: number;
}

export async function readBlockLog(path: string, options: ReadBlockLogOptions = {}): Promise<BlockLog> {
  let session: BlockLogSession | null = null;
  const head: string[] = [];
  let headLength = 0;
  // Text is decoded a byte a character: a plain file's size sizes its columns (a gzip file's is far too small,
  // and then changes nothing).
  const expectedChars = await stat(path).then(
    (st) => st.size,
    () => undefined,
  );

  const start = (format: BlockLogFormat): BlockLogSession => {
    const s = new BlockLogSession(format, {
      attrs: options.attrs,
      skipAttrs: options.skipAttrs,
      onlyAttrs: options.onlyAttrs,
      lines: options.lines,
      expectedChars,
    });
    for (const text of head) s.feed(text);
    head.length = 0;
    return s;
  };
  const detectAndStart = (): BlockLogSession =>
    start(chooseBlockLogFormat(head.join(''), options.format, path));
  let settleTried = false;
  const emit = (text: string): void => {
    if (session) {
      session.feed(text);
      return;
    }
    head.push(text);
    // A named format needs no head; a log already settled on its first lines need not collect the whole head.
    if (options.format) {
      session = detectAndStart();
      return;
    }
    headLength += text.length;
    if (headLength >= DETECT_HEAD_BYTES) session = detectAndStart();
    else if (!settleTried && headLength >= SETTLE_HEAD_CHARS) {
      settleTried = true;
      // The pieces end at line boundaries, so the head holds complete lines.
      const settled = settledBlockLogFormat(head.join(''));
      if (settled) session = start(settled);
    }
  };

  const decoder = new LineChunkDecoder(emit, undefined, options.pieceBytes);
  await pumpFile(path, decoder, options.maxInputBytes);
  session ??= detectAndStart();
  const log = session.finish(path);
  if (decoder.longLines > 0) {
    const n = decoder.longLines;
    log.warnings.push({
      code: 'long-line',
      message: `${n} line${n === 1 ? '' : 's'} longer than ${formatBytes(MAX_LINE_BYTES)} skipped (no log line is that long)`,
      count: n,
      file: path,
    });
  }
  for (const w of log.warnings) if (w.sample !== undefined) w.sample = latin1ToUtf8(w.sample);
  return log;
}
