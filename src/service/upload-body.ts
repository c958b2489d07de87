// Reads an upload's body off the socket with three bounds applied as bytes arrive: its size, the size it
// inflates to when it is gzip (counted through a streaming inflate whose output is dropped, so a bomb costs
// its compressed bytes and a little CPU, never its inflated size in memory), and a deadline for the whole body
// (a client that trickles bytes cannot hold a socket and a buffer for ever).
import type { Readable } from 'node:stream';
import { createGunzip, type Gunzip } from 'node:zlib';
import { HttpError } from './http-errors.js';

export interface UploadBody {
  data: Buffer;
  /** The size the body inflates to (its own size when it is not gzip). */
  inflatedBytes: number;
}

export interface BodyLimits {
  /** Largest body in bytes. */
  maxBytes: number;
  /** Largest size a gzip body may inflate to. */
  maxInflatedBytes: number;
  /** The whole body must arrive within this. */
  timeoutMs: number;
  /** Bytes of bodies being read at once, over all uploads (a slow body holds only what it sent). */
  buffered: { bytes: number; max: number };
}

/** Deflate's largest expansion (a long run of one byte), rounded up. */
const MAX_DEFLATE_RATIO = 1032;

export const tooLarge = (limit: number) =>
  new HttpError(413, `the body is larger than ${limit} bytes: upload a smaller results file (gzip it)`);
export const inflatesTooFar = (limit: number) =>
  new HttpError(413, `the body inflates to more than ${limit} bytes: upload a smaller results file`);

export function readUploadBody(
  stream: Readable,
  declaredBytes: number | undefined,
  limits: BodyLimits,
): Promise<UploadBody> {
  if (declaredBytes !== undefined && declaredBytes > limits.maxBytes) {
    return Promise.reject(tooLarge(limits.maxBytes));
  }
  return new Promise<UploadBody>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let inflated = 0;
    let gunzip: Gunzip | null = null;
    let settled = false;
    const finish = (error: Error | null, body?: UploadBody) => {
      if (settled) return;
      settled = true;
      limits.buffered.bytes -= bytes;
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      gunzip?.destroy();
      if (error) {
        chunks.length = 0;
        // The rest of a refused body is read and dropped (the client then reads the answer, not a reset; the
        // drain is bounded in refused-body.ts); a body past its deadline is not waited for: that reply closes.
        if ((error as HttpError).statusCode === 408) stream.pause();
        else stream.resume();
        reject(error);
      } else resolve(body as UploadBody);
    };
    const timer = setTimeout(
      () =>
        finish(
          new HttpError(
            408,
            `the body did not arrive within ${limits.timeoutMs / 1000} s: send it in one go (curl --data-binary @FILE)`,
          ),
        ),
      limits.timeoutMs,
    );
    const startInflate = (first: Buffer) => {
      // A body too small to exceed the limit whatever it holds is not inflated here (its size is the gzip
      // trailer's): that inflate cost a quarter of an 18k-block ingest.
      const small =
        declaredBytes !== undefined && declaredBytes * MAX_DEFLATE_RATIO <= limits.maxInflatedBytes;
      if (first.length < 2 || first[0] !== 0x1f || first[1] !== 0x8b || small) return;
      // 1 MiB pieces of output, not zlib's 16 KiB: a bomb is counted to the cap in 1,024 round trips to the
      // thread pool instead of 65,536 (3-5 times faster; two bombs at once outlasted the 60 s body deadline).
      gunzip = createGunzip({ chunkSize: 1 << 20 });
      gunzip.on('data', (out: Buffer) => {
        inflated += out.length;
        if (inflated > limits.maxInflatedBytes) finish(inflatesTooFar(limits.maxInflatedBytes));
      });
      gunzip.on('error', (e) =>
        finish(
          new HttpError(
            400,
            `the body is not valid gzip (${e.message}): send the file plain or gzip it whole`,
          ),
        ),
      );
    };
    const onData = (chunk: Buffer) => {
      if (bytes === 0) startInflate(chunk);
      bytes += chunk.length;
      limits.buffered.bytes += chunk.length;
      if (bytes > limits.maxBytes) return finish(tooLarge(limits.maxBytes));
      if (limits.buffered.bytes > limits.buffered.max) {
        return finish(
          new HttpError(
            503,
            'the server is reading too many uploads at once: retry after the Retry-After seconds',
          ),
        );
      }
      chunks.push(chunk);
      gunzip?.write(chunk);
    };
    const onEnd = () => {
      const data = Buffer.concat(chunks, bytes);
      if (!gunzip) {
        const trailer = data.length >= 18 && data[0] === 0x1f && data[1] === 0x8b;
        return finish(null, { data, inflatedBytes: trailer ? data.readUInt32LE(data.length - 4) : bytes });
      }
      gunzip.on('end', () => finish(null, { data, inflatedBytes: inflated }));
      gunzip.resume();
      gunzip.end();
    };
    const onError = (e: Error) => finish(e);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
