// Detection, the format override, and what happens to lines that look like block lines but are not readable.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../../../src/core/errors.js';
import { countMatchingLines } from '../../../src/formats/eth/format.js';
import { settledBlockLogFormat } from '../../../src/formats/eth/registry.js';
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat,
  parseBlockLogText,
} from '../../../src/formats/eth/index.js';
import { columnDoubles } from '../../../src/core/blocks/scaled-column.js';

const BESU_26 =
  '2025-11-20 08:00:00.133+0000 | vert.x-worker-thread-0 | INFO  | EngineNewPayloadV4 | Imported #23,640,000  ' +
  '(a4c61.....ed6d7)|  109 tx| 16 ws|  5 blobs| 443.26 mwei bfee|  14,895,471 ( 33.1%) gas used| 134.0ms exec| 111.17 Mgas/s|  0 peers';
const GETH =
  'INFO [11-20|08:00:00.061] Imported new potential chain segment     number=23,640,000 hash=a38373..010917 blocks=1 ' +
  'txs=294 mgas=34.005 elapsed="850.123µs" mgasps=556.539 age=4w1d14h';
const NETHERMIND =
  '20 Nov 08:00:00 | Processed            23640000         |      246.3 ms  | slot            246 ms |';
const RETH =
  '2025-11-20T08:00:00.126037Z  INFO Block added to canonical chain number=23640000 hash=0x87 txs=481 elapsed=1.785470248s';
const ERIGON =
  '[INFO] [05-27|06:11:05.399] head validated                           hash=0x5f number=24710262 execution=3s';
const SLOW =
  ' 20 Mar 18:44:40 | {"level":"warn","msg":"Slow block","block":{"number":1},"timing":{"execution_ms":654.08}}';

describe('detection', () => {
  test.each([
    ['besu', BESU_26],
    ['geth', GETH],
    ['nethermind', NETHERMIND],
    ['reth', RETH],
    ['erigon', ERIGON],
    ['slowblock', SLOW],
  ])('%s', (format, line) => {
    expect(detectBlockLogFormat(`noise\n${line}\nmore noise\n`)?.format).toBe(format);
  });

  test('countMatchingLines counts lines, as testing each line would, on every real log and odd input', () => {
    const REAL = path.resolve(import.meta.dirname, '../../../__fixtures__/shared/fixtures/real-logs');
    const patterns = [
      /Imported #\d/,
      /Processed\s+\d[\d,]*(?:\s*\.\.\.\s*\d[\d,]*)?\s*\|/,
      /head (?:validated|updated)\s+hash=/,
      /Block added to (?:canonical|fork) chain/,
      /"msg":"Slow block"|Slow block block\.number=/,
    ];
    const perLine = (text: string, re: RegExp, limit: number) =>
      Math.min(limit, text.split('\n').filter((l) => re.test(l)).length);
    const texts = readdirSync(REAL)
      .filter((f) => f.endsWith('.log'))
      .map((f) => readFileSync(path.join(REAL, f), 'utf8'));
    // `\s+` may reach over a newline: such a hit must not count, but a real one later on its line must.
    texts.push('Processed\n12 | a\nProcessed 5 |\n', 'x Processed\n 7 Processed 8 |\nProcessed 9 |', '');
    for (const text of texts) {
      for (const re of patterns) {
        for (const limit of [50, 1e9])
          expect(countMatchingLines(text, re, limit)).toBe(perLine(text, re, limit));
      }
    }
    expect(countMatchingLines('Processed\n12 |\n', patterns[1])).toBe(0);
    expect(countMatchingLines('x Processed\n 7 Processed 8 |\n', patterns[1])).toBe(1);
  });

  test('a client log with a stray slow-block line is still the client', () => {
    expect(detectBlockLogFormat(`${SLOW}\n${BESU_26}\n`)?.format).toBe('besu');
  });

  test('a long head gives what detecting every format on all of it gives (ties still go to the earlier format)', () => {
    const filler = (bytes: number) => 'INFO starting up, nothing to see here\n'.repeat(Math.ceil(bytes / 38));
    const lines = (line: string, n: number) => `${line}\n`.repeat(n);
    // geth is certain in the first 64 KB, but besu (earlier in the list) is as certain further on: besu wins.
    const tie = lines(GETH, 12) + filler(100_000) + lines(BESU_26, 12);
    expect(detectBlockLogFormat(tie)).toEqual({ format: 'besu', confidence: 1 });
    // besu, certain early, wins however many geth lines follow.
    expect(detectBlockLogFormat(lines(BESU_26, 12) + filler(100_000) + lines(GETH, 30))?.format).toBe('besu');
    // Only a hint early (three lines): the whole head decides, where reth is certain.
    const late = lines(GETH, 3) + filler(100_000) + lines(RETH, 10);
    expect(detectBlockLogFormat(late)).toEqual({ format: 'reth', confidence: 1 });
    // geth alone, certain early and nothing earlier on the whole head.
    expect(detectBlockLogFormat(lines(GETH, 10) + filler(200_000))).toEqual({
      format: 'geth',
      confidence: 1,
    });
  });

  test('a head is settled early only for the format that ranks first, at full confidence', () => {
    const lines = (line: string, n: number) => `${line}\n`.repeat(n);
    expect(settledBlockLogFormat(lines(BESU_26, 10))?.name).toBe('besu');
    expect(detectBlockLogFormat(lines(BESU_26, 10) + lines(GETH, 40))?.format).toBe('besu');
    expect(settledBlockLogFormat(lines(BESU_26, 3))).toBeNull();
    // geth is certain here, but besu lines further on would outrank it: not settled yet.
    expect(settledBlockLogFormat(lines(GETH, 20))).toBeNull();
  });

  test('nothing recognisable → null, and parsing throws a UserError naming every format tried', () => {
    expect(detectBlockLogFormat('hello\nworld\n')).toBeNull();
    let error: unknown;
    try {
      parseBlockLogText('hello\nworld\n', { source: 'x.log' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    for (const f of BLOCK_LOG_FORMATS) expect((error as Error).message).toContain(f);
    expect((error as Error).message).toContain('x.log');
  });

  test('--format overrides detection; an unknown format is a UserError listing the known ones', () => {
    const log = parseBlockLogText(`${BESU_26}\n`, { format: 'geth' });
    expect(log.format).toBe('geth');
    expect(Array.from(log.blocks)).toEqual([]);
    expect(log.warnings.map((w) => w.code)).toEqual(['no-block-lines']);
    expect(() => parseBlockLogText(BESU_26, { format: 'parity' })).toThrow(UserError);
    expect(() => parseBlockLogText(BESU_26, { format: 'parity' })).toThrow(/besu, geth/);
  });
});

describe('line variants', () => {
  test('Besu 25.10+, German locale, ANSI colours and JSON wrapping all give the same record', () => {
    const german = BESU_26.replace('#23,640,000', '#23.640.000')
      .replace('14,895,471', '14.895.471')
      .replace('134.0ms', '134,0ms')
      .replace('111.17 Mgas/s', '111,17 Mgas/s');
    const ansi = `\x1b[2m${BESU_26.slice(0, 60)}\x1b[m\x1b[32m${BESU_26.slice(60)}\x1b[m`;
    const json = `{"@timestamp":"2025-11-20T08:00:00,133","level":"INFO","message":"${BESU_26.slice(BESU_26.indexOf('Imported'))}","throwable":""}`;
    for (const line of [BESU_26, german, ansi, json]) {
      const log = parseBlockLogText(`${line}\n`);
      expect(Array.from(log.blocks)).toEqual([23640000]);
      expect(Array.from(log.ms)).toEqual([134]);
      const attrs = Object.entries(log.attrs).map(([name, column]) => [name, columnDoubles(column)]);
      expect(Object.fromEntries(attrs)).toEqual({
        txs: Float64Array.of(109),
        gasUsed: Float64Array.of(14895471),
        mgasps: Float64Array.of(111.17),
      });
    }
  });

  test('Besu seconds layouts: `1.234s exec`, `exec time 0.188s`, `in 0.188s.`', () => {
    const text = [
      BESU_26.replace('134.0ms exec', '1.234s exec'),
      'Imported #23,115  (7fb0b.....80ce5)|    0 tx| 16 ws| 0 blobs| base fee      7 wei| gas used  51,897,982 (  1.3%)| exec time 0.188s| mgas/s 177.13| peers:  7',
      'Imported #15,539,577 / 23 tx / base fee 13.74 gwei / 1,454,631 (4.8%) gas / (0x1b23) in 0.188s. Peers: 24',
    ].join('\n');
    const log = parseBlockLogText(text);
    expect(Array.from(log.blocks)).toEqual([23640000, 23115, 15539577]);
    expect(Array.from(log.ms)).toEqual([1234, 188, 188]);
    expect(Array.from(columnDoubles(log.attrs.gasUsed))).toEqual([14895471, 51897982, 1454631]);
    expect(Array.from(columnDoubles(log.attrs.mgasps))).toEqual([111.17, 177.13, NaN]);
  });

  test('geth: quoted µs, minutes, and a multi-block segment counted, not guessed', () => {
    const text = [
      GETH,
      GETH.replace('"850.123µs"', '1m2.345s').replace('23,640,000', '23,640,001'),
      GETH.replace('blocks=1', 'blocks=4').replace('23,640,000', '23,640,005'),
    ].join('\n');
    const log = parseBlockLogText(text);
    expect(Array.from(log.blocks)).toEqual([23640000, 23640001]);
    expect(Array.from(log.ms)).toEqual([0.850123, 62345]);
    expect(log.blocksWithoutTiming).toBe(4);
    expect(log.warnings).toEqual([
      expect.objectContaining({ code: 'multi-block-segment', count: 1, firstLine: 3 }),
    ]);
  });

  test('a corrupted block line becomes a warning with its line number and the line as sample', () => {
    const corrupted = BESU_26.replace('134.0ms exec', '13#.0ms exec');
    const text = [BESU_26, 'some other line', corrupted, BESU_26.replace('23,640,000', '23,640,001')].join(
      '\r\n',
    );
    const log = parseBlockLogText(text);
    expect(Array.from(log.blocks)).toEqual([23640000, 23640001]);
    expect(Array.from(log.lines)).toEqual([1, 4]);
    const w = log.warnings.find((x) => x.code === 'unparsed-line');
    expect(w).toMatchObject({ count: 1, firstLine: 3 });
    // the sample is the offending line, cut to 200 characters
    expect(w?.sample).toHaveLength(200);
    expect(corrupted.startsWith(w?.sample?.slice(0, -1) ?? '-')).toBe(true);
    expect(w?.message).toMatch(/could not be parsed/);
  });

  test('comment lines (# …) are not block lines', () => {
    const log = parseBlockLogText(`# ${BESU_26}\n${BESU_26}\n`);
    expect(Array.from(log.lines)).toEqual([2]);
  });
});
