// Collects bytes in one buffer and hands them out as text that ends at a line boundary; the partial last line
// moves to the front of the buffer and is completed by the next bytes. Every piece of a big file is thus one
// string of the same kind, which keeps V8's string access in the parsers monomorphic and fast.
//
// The buffer is read in large blocks (few read calls, each a round trip through the thread pool) but handed
// out in pieces under V8's large-object size (128 KB): larger strings live outside the young generation and
// pile up until a full GC, which cost a million-block parse ~30 MB of peak memory and more system time. A parse
// worker asks for 32 KB pieces, to run in a 2 MB young generation (io/parallel-block-logs.ts).
//
// Bytes are decoded as Latin-1, one character per byte: about twice as fast as UTF-8 on a few hundred MB, and
// every needle and number the parsers look for is ASCII. The few non-ASCII characters that matter (µ in
// durations, NBSP in numbers) are recognised by their UTF-8 bytes, and text shown to users (warning samples)
// is turned back into UTF-8 with `latin1ToUtf8`.
//
// A line longer than `maxLineBytes` (a gigabyte of zeros, a minified blob) is dropped as it streams by and
// counted; its newline is kept, so it reads as an empty line and later line numbers stay right.
import { MAX_LINE_BYTES } from './input-limits.js';

const NEWLINE = 10;
const LATIN1_BOM = '\xef\xbb\xbf';
const DEFAULT_BYTES = 1 << 20;
const PIECE_BYTES = 120 << 10;

export function latin1ToUtf8(text: string): string {
  return Buffer.from(text, 'latin1').toString('utf8');
}

export class LineChunkDecoder {
  private buf: Buffer;
  private len = 0;
  private first = true;
  /** Inside a line over `maxLineBytes`: bytes are dropped up to its newline. */
  private skipping = false;
  /** Lines skipped for being longer than `maxLineBytes`. */
  longLines = 0;

  /** `bytes`: the read buffer; `pieceBytes`: the most text handed out at once (unless one line is longer). */
  constructor(
    private readonly emit: (text: string) => void,
    bytes = DEFAULT_BYTES,
    private readonly pieceBytes = Math.min(bytes, PIECE_BYTES),
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {
    this.buf = Buffer.allocUnsafe(bytes);
  }

  /** Free space to read into directly (then call `commit`); never empty. */
  space(): Buffer {
    if (this.len === this.buf.length) this.flush();
    if (this.len === this.buf.length && this.len >= this.maxLineBytes) {
      // The buffer holds part of one over-long line: drop it and the rest of that line.
      this.longLines++;
      this.skipping = true;
      this.len = 0;
    }
    if (this.len === this.buf.length) {
      // A single line longer than the buffer: make room for it.
      const bigger = Buffer.allocUnsafe(this.buf.length * 2);
      this.buf.copy(bigger, 0, 0, this.len);
      this.buf = bigger;
    }
    return this.buf.subarray(this.len);
  }

  /** `n` bytes were written at the start of the last `space()`. */
  commit(n: number): void {
    if (this.skipping) {
      // Skipping starts with an empty buffer, so the new bytes are at its front.
      const nl = this.buf.subarray(0, n).indexOf(NEWLINE);
      if (nl === -1) return;
      this.skipping = false;
      this.buf.copyWithin(0, nl, n);
      n -= nl;
    }
    this.len += n;
    if (this.len === this.buf.length) this.flush();
  }

  /**
   * Takes `chunk` from a source that brings its own buffers (like gunzip). Its whole lines are decoded from it
   * directly; only the line it starts in the middle of and the partial line it ends with are copied.
   */
  push(chunk: Buffer): void {
    if (this.skipping) {
      const nl = chunk.indexOf(NEWLINE);
      if (nl === -1) return;
      this.skipping = false;
      chunk = chunk.subarray(nl);
    }
    const last = chunk.lastIndexOf(NEWLINE);
    if (last === -1) {
      this.copyIn(chunk, 0, chunk.length);
      return;
    }
    let start = 0;
    if (this.len > 0) {
      // Complete the line carried over from the previous bytes, and hand it out.
      start = chunk.indexOf(NEWLINE) + 1;
      this.copyIn(chunk, 0, start);
      this.flush();
    }
    this.sendPieces(chunk, start, last + 1);
    this.copyIn(chunk, last + 1, chunk.length);
  }

  private copyIn(chunk: Buffer, from: number, to: number): void {
    let off = from;
    while (off < to) {
      const room = this.space();
      const n = Math.min(room.length, to - off);
      chunk.copy(room, 0, off, off + n);
      off += n;
      this.commit(n);
    }
  }

  /** Hands out what is left, including a last line without a newline. */
  end(): void {
    if (this.len > 0 && !this.skipping) this.sendPieces(this.buf, 0, this.len);
    this.len = 0;
  }

  /** Hands out the complete lines in the buffer and moves the partial last line to its front. */
  private flush(): void {
    const last = this.buf.lastIndexOf(NEWLINE, this.len - 1);
    if (last === -1) return;
    this.sendPieces(this.buf, 0, last + 1);
    this.buf.copyWithin(0, last + 1, this.len);
    this.len -= last + 1;
  }

  /** Hands out bytes[from, end) in pieces of at most `pieceBytes` that end after a newline (or at `end`). */
  private sendPieces(bytes: Buffer, from: number, end: number): void {
    let start = from;
    while (start < end) {
      let stop = end;
      if (end - start > this.pieceBytes) {
        const cut = bytes.lastIndexOf(NEWLINE, start + this.pieceBytes - 1);
        if (cut >= start) stop = cut + 1;
        else {
          // One line longer than a piece: hand it out whole.
          const next = bytes.indexOf(NEWLINE, start + this.pieceBytes);
          stop = next === -1 || next >= end ? end : next + 1;
        }
      }
      this.send(bytes.toString('latin1', start, stop));
      start = stop;
    }
  }

  private send(text: string): void {
    if (this.first) {
      this.first = false;
      if (text.startsWith(LATIN1_BOM)) text = text.slice(3);
    }
    this.emit(text);
  }
}
