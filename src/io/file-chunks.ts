// Streams a file's bytes into a LineChunkDecoder, gunzipping transparently when the file starts with the gzip
// magic bytes (whatever its name), so a log of hundreds of MB is never held whole in memory.
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { UserError } from '../core/errors.js';
import { DEFAULT_MAX_INPUT_BYTES, inputTooLarge } from './input-limits.js';
import type { LineChunkDecoder } from './line-decoder.js';

export async function openForReading(path: string): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new UserError(`file not found: ${path} (check the path and the working directory)`);
    if (code === 'EACCES' || code === 'EPERM') throw new UserError(`cannot read ${path}: permission denied`);
    if (code === 'EISDIR') throw new UserError(`${path} is a directory: give the path of a log file`);
    throw new UserError(`cannot open ${path}: ${(e as Error).message}`);
  }
  if ((await handle.stat()).isDirectory()) {
    await handle.close();
    throw new UserError(`${path} is a directory: give the path of a log file`);
  }
  return handle;
}

/**
 * Feeds the whole file (decompressed if it is gzip) to `decoder`, then ends it. More than `maxBytes` of text
 * (after decompression) is refused. The file must be seekable: pipes are copied to a file first (spool-input.ts).
 */
export async function pumpFile(
  path: string,
  decoder: LineChunkDecoder,
  maxBytes = DEFAULT_MAX_INPUT_BYTES,
): Promise<void> {
  const handle = await openForReading(path);
  const magic = Buffer.alloc(2);
  const { bytesRead } = await handle.read(magic, 0, 2, 0);
  if (bytesRead === 2 && magic[0] === 0x1f && magic[1] === 0x8b) {
    await pumpGunzip(path, handle, decoder, maxBytes);
  } else {
    try {
      if ((await handle.stat()).size > maxBytes) throw inputTooLarge(path, maxBytes, 'is larger than');
      let pos = 0;
      for (;;) {
        const room = decoder.space();
        const { bytesRead: n } = await handle.read(room, 0, room.length, pos);
        if (n === 0) break;
        pos += n;
        // A file that grows while it is read (a live log) stops at the cap too.
        if (pos > maxBytes) throw inputTooLarge(path, maxBytes, 'is larger than');
        decoder.commit(n);
      }
    } finally {
      await handle.close();
    }
  }
  decoder.end();
}

async function pumpGunzip(
  path: string,
  handle: FileHandle,
  decoder: LineChunkDecoder,
  maxBytes: number,
): Promise<void> {
  // Output chunks of 1 MiB: a quarter of the stream round trips of 256 KiB ones (a few ms on a 7 MB log). The
  // chunks are taken in 'data' events, which costs less per chunk than an async iterator over the stream.
  const gunzip = createGunzip({ chunkSize: 1 << 20 });
  const input = createReadStream('', { fd: handle, start: 0, highWaterMark: 256 << 10 });
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (e: Error): void => {
        reject(e);
        gunzip.destroy();
      };
      input.on('error', fail);
      gunzip.on('error', fail);
      gunzip.on('end', resolve);
      gunzip.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > maxBytes) {
          fail(inputTooLarge(path, maxBytes, 'decompresses to more than'));
          return;
        }
        try {
          decoder.push(chunk);
        } catch (e) {
          fail(e as Error);
        }
      });
      input.pipe(gunzip);
    });
  } catch (e) {
    // Ours (the cap, a parser's refusal) as it is; zlib's as a damaged file.
    if (e instanceof UserError) throw e;
    throw new UserError(`cannot decompress ${path}: ${(e as Error).message} (is the .gz file complete?)`);
  } finally {
    input.destroy();
  }
}
