// Reads an input whole (micro-benchmark results and item sets are parsed as one text), gunzipping when it starts
// with the gzip magic bytes, and never holding more than `maxBytes`: the size on disk is checked before reading,
// and what is read (a pipe too) and what a gzip stream inflates to are counted piece by piece, so a small bomb
// stops at the cap instead of filling memory.
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
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

/** The stream's bytes, or `tooLarge()` thrown as soon as they pass `maxBytes`. */
async function collect(
  stream: AsyncIterable<Buffer>,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

export async function readWholeInput(file: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  let raw: Buffer;
  try {
    const info = await handle.stat();
    if (info.size > maxBytes) throw refusal(file, maxBytes, 'is larger than');
    // A stream, not reads at offsets: a pipe (`<(…)`) has none. 1 MiB pieces: with the default 64 KiB, a
    // suite's 8 MB file took 120 turns of the stream (~30 ms), where reading it whole took a few. A smaller
    // file gets pieces of its size (at least 64 KiB): two 1 MiB buffers per small file kept the garbage
    // collector busy where thousands are read in one process (the cross-format tests: 40% of their time).
    const piece = info.isFile() && info.size < 1 << 20 ? Math.max(info.size + 1, 64 << 10) : 1 << 20;
    const input = handle.createReadStream({ autoClose: false, highWaterMark: piece });
    try {
      raw = await collect(input, maxBytes, () => refusal(file, maxBytes, 'gave more than'));
    } finally {
      input.destroy();
    }
  } finally {
    await handle.close();
  }
  if (raw.length < 2 || raw[0] !== 0x1f || raw[1] !== 0x8b) return raw;
  const gunzip = Readable.from([raw]).pipe(createGunzip());
  try {
    return await collect(gunzip, maxBytes, () => refusal(file, maxBytes, 'decompresses to more than'));
  } catch (e) {
    if (e instanceof UserError) throw e;
    throw new UserError(`'${file}' looks gzip-compressed but could not be decompressed (${String(e)}).`);
  } finally {
    gunzip.destroy();
  }
}
