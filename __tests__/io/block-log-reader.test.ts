// Reading block logs from disk: gzip by magic bytes, chunk boundaries, errors a user can cause, parallel reads.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { UserError } from '../../src/core/errors.js';
import type { BlockLog } from '../../src/core/model.js';
import { parseBlockLogText, readBlockLog, readBlockLogsInParallel } from '../../src/formats/eth/index.js';
import { LineChunkDecoder } from '../../src/io/line-decoder.js';
import { columnDoubles } from '../../src/core/blocks/scaled-column.js';

const SYNTHETIC = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/synthetic');
const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-io-'));
const tmp = (name: string, content: string | Buffer) => {
  const p = path.join(tmpDir, name);
  writeFileSync(p, content);
  return p;
};
/** Everything but where it came from. */
const content = (log: BlockLog) => ({
  ...log,
  source: undefined,
  warnings: log.warnings.map((w) => ({ ...w, file: undefined })),
});

describe('readBlockLog', () => {
  test('a gzipped file gives exactly what the plain file gives, recognised by its bytes, not its name', async () => {
    const plainPath = path.join(SYNTHETIC, 'geth-control.log');
    const gzPath = tmp('geth-control-compressed.log', gzipSync(readFileSync(plainPath)));
    const [plain, gz] = await Promise.all([readBlockLog(plainPath), readBlockLog(gzPath)]);
    expect(plain.blocks.length).toBeGreaterThan(10000);
    expect(content(gz)).toEqual(content(plain));
    expect(gz.source).toBe(gzPath);
  });

  test.each(['besu', 'besu-25.5-vs-26', 'besu-ansi', 'geth', 'nethermind', 'reth'])(
    '%s: without attributes the same records come back, and no attribute columns',
    async (pair) => {
      const file = path.join(SYNTHETIC, `${pair}-control.log`);
      const [full, lean] = await Promise.all([readBlockLog(file), readBlockLog(file, { attrs: false })]);
      expect(Object.keys(full.attrs).length).toBeGreaterThan(0);
      expect(lean.attrs).toEqual({});
      expect(content({ ...lean, attrs: full.attrs })).toEqual(content(full));
    },
  );

  test.each(['besu', 'geth', 'nethermind', 'reth', 'besu-18k'])(
    '%s: without line numbers (as the comparison reads) the same records come back, and no line column',
    async (pair) => {
      const file = path.join(SYNTHETIC, `${pair}-control.log${pair.endsWith('18k') ? '.gz' : ''}`);
      const [full, lean] = await Promise.all([readBlockLog(file), readBlockLog(file, { lines: false })]);
      expect(full.lines.length).toBe(full.blocks.length);
      expect(lean.lines).toHaveLength(0);
      expect(content({ ...lean, lines: full.lines })).toEqual(content(full));
    },
  );

  test.each(['nethermind-control.log', 'besu-control.log', 'besu-ansi-test.log', 'geth-test.log'])(
    'streaming %s from disk equals parsing the whole text in memory (detected or named format)',
    async (name) => {
      const file = path.join(SYNTHETIC, name);
      const streamed = await readBlockLog(file);
      const inMemory = parseBlockLogText(readFileSync(file, 'utf8'));
      expect(content(streamed)).toEqual(content(inMemory));
      const named = await readBlockLog(file, { format: inMemory.format });
      expect(content(named)).toEqual(content(inMemory));
    },
  );

  test('a last line without a newline is read; warning samples come back as UTF-8', async () => {
    const line = (n: number, elapsed: string) =>
      `INFO [11-20|08:00:00.061] Imported new potential chain segment     number=${n} hash=a3..17 blocks=1 txs=1 mgas=1.000 elapsed=${elapsed} mgasps=1.000`;
    const file = tmp(
      'geth-tail.log',
      [line(1, '"850.123µs"'), line(2, '"85x.1µs"'), line(3, '1.5ms')].join('\n'),
    );
    const log = await readBlockLog(file);
    expect(Array.from(log.blocks)).toEqual([1, 3]);
    expect(Array.from(log.ms)).toEqual([0.850123, 1.5]);
    const w = log.warnings.find((x) => x.code === 'unparsed-line');
    expect(w).toMatchObject({ firstLine: 2, file });
    expect(w?.sample).toContain('elapsed="85x.1µs"');
  });

  test('a missing file, a directory, an empty file and an unrecognised file are UserErrors naming the path', async () => {
    const missing = path.join(tmpDir, 'nope.log');
    await expect(readBlockLog(missing)).rejects.toThrow(UserError);
    await expect(readBlockLog(missing)).rejects.toThrow(missing);
    await expect(readBlockLog(tmpDir)).rejects.toThrow(/is a directory/);
    const empty = tmp('empty.log', '');
    await expect(readBlockLog(empty)).rejects.toThrow(/empty/);
    const prose = tmp('prose.txt', 'just some text\nnothing to see\n');
    await expect(readBlockLog(prose)).rejects.toThrow(
      /tried besu, geth, nethermind, reth, erigon, slowblock/,
    );
  });

  test('columns sized from a plain file hold what growing them gives: sparse, denser and missing attributes', async () => {
    // 20,000 Besu lines: Mgas/s on two in three of the first 15,000, none after; the tail twice as dense as the
    // head the sizing reads, so the estimate falls short and the columns grow past it.
    const lines: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      if (i < 10_000) lines.push(`2025-11-20 08:00:00.000+0000 | main | INFO  | Besu | peers: ${i % 7}`);
      const rate = i % 3 !== 0 && i < 15_000 ? `| ${(100 + (i % 50)).toFixed(2)} Mgas/s` : '';
      lines.push(
        `2025-11-20 08:00:00.133+0000 | vert.x-worker-thread-0 | INFO  | EngineNewPayloadV4 | Imported #${(23_640_000 + i).toLocaleString('en-US')}  (a4c61.....ed6d7)|  109 tx|  14,895,471 ( 33.1%) gas used| ${(50 + (i % 90)).toFixed(1)}ms exec${rate}|  0 peers`,
      );
    }
    const text = lines.join('\n') + '\n';
    const read = await readBlockLog(tmp('besu-sparse.log', text));
    const parsed = parseBlockLogText(text);
    expect(read.blocks.length).toBe(20_000);
    expect(content(read)).toEqual(content(parsed));
    const mgasps = columnDoubles(read.attrs.mgasps);
    expect(mgasps).toHaveLength(20_000);
    expect([0, 1, 14_997, 14_998, 15_001, 19_999].map((k) => mgasps[k])).toEqual([
      NaN,
      101,
      NaN,
      148,
      NaN,
      NaN,
    ]);
  });

  test('a truncated .gz is a UserError', async () => {
    const gz = gzipSync(readFileSync(path.join(SYNTHETIC, 'reth-control.log')));
    const cut = tmp('cut.log.gz', gz.subarray(0, gz.length >> 1));
    await expect(readBlockLog(cut)).rejects.toThrow(/cannot decompress/);
  });
});

describe('LineChunkDecoder', () => {
  test('hands out whole lines whatever the chunk boundaries, including lines longer than its buffer', () => {
    const text = [
      'short',
      'a much longer line than the buffer holds, with µ and ⛽ inside',
      '',
      'x',
      'last without newline',
    ].join('\n');
    const bytes = Buffer.from(text, 'utf8');
    // [read buffer, bytes pushed at a time, most text handed out at once]
    for (const [bufferBytes, step, pieceBytes] of [
      [16, 1, 16],
      [16, 7, 16],
      [32, 5, 32],
      [1024, 3, 1024],
      [1024, 1024, 8],
      [64, 64, 10],
      [16, 40, 16],
      [8, 100, 4],
      [1024, 9, 12],
    ]) {
      const pieces: string[] = [];
      const decoder = new LineChunkDecoder((t) => pieces.push(t), bufferBytes, pieceBytes);
      for (let i = 0; i < bytes.length; i += step) decoder.push(bytes.subarray(i, i + step));
      decoder.end();
      pieces.slice(0, -1).forEach((p) => expect(p.endsWith('\n')).toBe(true));
      // Pieces stay within their size unless a single line is longer.
      const oneLine = (p: string) => !p.slice(0, -1).includes('\n');
      pieces.forEach((p) => expect(p.length <= pieceBytes || oneLine(p)).toBe(true));
      expect(Buffer.from(pieces.join(''), 'latin1').toString('utf8')).toBe(text);
    }
  });

  test('drops a UTF-8 byte-order mark at the start, whether it arrives alone or inside a chunk of lines', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('first\nsecond\nthird\n')]);
    for (const step of [1, 2, 5, bytes.length]) {
      const pieces: string[] = [];
      const decoder = new LineChunkDecoder((t) => pieces.push(t), 16, 8);
      for (let i = 0; i < bytes.length; i += step) decoder.push(bytes.subarray(i, i + step));
      decoder.end();
      expect(pieces.join('')).toBe('first\nsecond\nthird\n');
    }
  });
});

describe('readBlockLogsInParallel', () => {
  test('gives each file its own result, identical to reading it alone (in-thread under Jest)', async () => {
    const files = ['besu-control.log', 'besu-test.log', 'reth-test.log'].map((f) => path.join(SYNTHETIC, f));
    const together = await readBlockLogsInParallel(files);
    const alone = await Promise.all(files.map((f) => readBlockLog(f)));
    expect(together.map(content)).toEqual(alone.map(content));
    expect(together.map((l) => l.format)).toEqual(['besu', 'besu', 'reth']);
  });

  test('a parse error of one file is reported as the UserError it is', async () => {
    await expect(
      readBlockLogsInParallel([path.join(SYNTHETIC, 'besu-control.log'), path.join(tmpDir, 'missing.log')]),
    ).rejects.toThrow(UserError);
  });
});
