// Reads an input whole (micro-benchmark results are parsed as one text), gunzipping when it starts with the gzip
// magic bytes, and never holding more than `maxBytes`: the size on disk is checked before reading, and a gzip
// stream is inflated in pieces and counted, so a small bomb stops at the cap instead of filling memory.
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { UserError } from '../core/errors.js';
import { inputTooLarge, MAX_STRING_BYTES } from './input-limits.js';

function refusal(file: string, maxBytes: number, how: string): UserError {
  if (maxBytes < MAX_STRING_BYTES) return inputTooLarge(file, maxBytes, how, ' for results read whole');
  return new UserError(
    `${file} ${how} ${MAX_STRING_BYTES} bytes, more than can be read whole as one text; split the results into ` +
      'several files',
  );
}

export async function readWholeInput(file: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    if (bytesRead < 2 || magic[0] !== 0x1f || magic[1] !== 0x8b) {
      if ((await handle.stat()).size > maxBytes) throw refusal(file, maxBytes, 'is larger than');
      return await handle.readFile();
    }
    const chunks: Buffer[] = [];
    let total = 0;
    const gunzip = handle.createReadStream({ start: 0, autoClose: false }).pipe(createGunzip());
    try {
      for await (const chunk of gunzip as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > maxBytes) throw refusal(file, maxBytes, 'decompresses to more than');
        chunks.push(chunk);
      }
    } catch (e) {
      if (e instanceof UserError) throw e;
      throw new UserError(`'${file}' looks gzip-compressed but could not be decompressed (${String(e)}).`);
    } finally {
      gunzip.destroy();
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}
