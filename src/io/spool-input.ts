// Inputs that cannot be read twice or at an offset — `-` (standard input), `<(zcat a.gz)`, /dev/stdin, a FIFO,
// a character device such as /dev/zero — are copied to a temp file first, counting bytes and stopping at the
// cap. Everything after (format detection on the head, chunked reads by offset, worker threads) then sees a
// regular file, and the fast path for regular files stays as it is.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UserError } from '../core/errors.js';
import { DEFAULT_MAX_INPUT_BYTES, inputTooLarge } from './input-limits.js';

export const STDIN_NAME = '-';

/** Whether `file` is standard input or something without offsets (pipe, FIFO, socket, character device). */
export async function isStreamInput(file: string): Promise<boolean> {
  if (file === STDIN_NAME) return true;
  const info = await stat(file).catch(() => null);
  return info !== null && (info.isFIFO() || info.isCharacterDevice() || info.isSocket());
}

export interface SpooledInputs {
  /** The inputs, with each stream replaced by the temp file holding its bytes. */
  files: string[];
  /** How each input is named to the user (`stdin` for `-`, else the name given). */
  names: string[];
  cleanup: () => Promise<void>;
}

function counter(name: string, maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > maxBytes) done(inputTooLarge(name, maxBytes, 'gave more than', ' (read from a stream)'));
      else done(null, chunk);
    },
  });
}

/** Copies every stream among `files` to a temp file (at most `maxBytes` each); regular files pass through. */
export async function spoolStreamInputs(
  files: string[],
  maxBytes = DEFAULT_MAX_INPUT_BYTES,
): Promise<SpooledInputs> {
  const names = files.map((f) => (f === STDIN_NAME ? 'stdin' : f));
  const streams = await Promise.all(files.map(isStreamInput));
  if (!streams.some(Boolean)) return { files, names, cleanup: async () => {} };
  if (files.filter((f) => f === STDIN_NAME).length > 1) {
    throw new UserError(
      'standard input (-) can be read only once: give it as one input, and files for the others',
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-stream-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const spooled = await Promise.all(
      files.map(async (file, i) => {
        if (!streams[i]) return file;
        const target = path.join(dir, `${i}-${path.basename(names[i]).replace(/[^\w.-]/g, '_')}`);
        const source =
          file === STDIN_NAME ? createReadStream('', { fd: 0, autoClose: false }) : createReadStream(file);
        await pipeline(source, counter(names[i], maxBytes), createWriteStream(target));
        return target;
      }),
    );
    return { files: spooled, names, cleanup };
  } catch (e) {
    await cleanup();
    if (e instanceof UserError) throw e;
    throw new UserError(`cannot read a streamed input: ${(e as Error).message}`);
  }
}
