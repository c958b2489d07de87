import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { UserError } from '../../../src/core/errors.js';
import {
  detectMicroFormat,
  MICRO_FORMATS,
  MICRO_HEAD_CHARS,
  microFormatByName,
  readResultSet,
} from '../../../src/formats/micro/index.js';
import { FIXTURES, fixturePath } from './fixture-support.js';

/** The format each fixture folder's files are in (node-bench holds two tools, told apart by file name). */
function expectedFormat(dir: string, file: string): string {
  if (dir === 'node-bench') return file.includes('benchmarkjs') ? 'benchmarkjs' : 'tinybench';
  if (dir === 'custom-smaller-is-better') return 'custom-smaller-is-better';
  return dir;
}

const DIRS = [
  'jmh',
  'criterion',
  'pytest-benchmark',
  'google-benchmark',
  'hyperfine',
  'node-bench',
  'custom-smaller-is-better',
  'gobench',
];
const FILES = DIRS.flatMap((dir) =>
  readdirSync(path.join(FIXTURES, dir))
    .filter((f) => f !== 'README.md' && statSync(path.join(FIXTURES, dir, f)).isFile())
    .map((f) => [dir, f] as const),
);
const head = (p: string) => readFileSync(p, 'utf8').slice(0, MICRO_HEAD_CHARS);

describe('detectMicroFormat', () => {
  test('covers every fixture folder, gobench included', () => {
    expect(FILES.length).toBe(37);
    expect(Object.keys(MICRO_FORMATS)).toEqual(
      expect.arrayContaining(['gobench', 'jmh', 'criterion', 'hyperfine']),
    );
  });

  test.each(FILES)('%s/%s', (dir, file) => {
    const detected = detectMicroFormat(head(path.join(FIXTURES, dir, file)), false);
    expect(detected?.format).toBe(expectedFormat(dir, file));
    expect(detected!.confidence).toBeGreaterThanOrEqual(0.5);
  });

  test('a criterion result folder is recognised from its listing', () => {
    const root = fixturePath('criterion', 'criterion');
    const listing = (readdirSync(root, { recursive: true }) as string[])
      .filter((p) => statSync(path.join(root, p)).isFile())
      .map((p) => p.split(path.sep).join('/'))
      .join('\n');
    expect(detectMicroFormat(listing, true)).toEqual({ format: 'criterion', confidence: 0.95 });
    expect(detectMicroFormat('README.md\nbaseline.json\n', true)).toBeNull();
  });

  test('block logs and READMEs are not claimed by any micro-benchmark format', () => {
    const logs = readdirSync(fixturePath('real-logs')).map((f) => fixturePath('real-logs', f));
    const synthetic = readdirSync(fixturePath('synthetic'))
      .filter((f) => f.endsWith('.log'))
      .map((f) => fixturePath('synthetic', f));
    const readmes = DIRS.map((d) => fixturePath(d, 'README.md'));
    for (const p of [...logs, ...synthetic, ...readmes])
      expect([p, detectMicroFormat(head(p), false)]).toEqual([p, null]);
  });
});

describe('microFormatByName', () => {
  test('names and github-action-benchmark tool names resolve; unknown names are a UserError', () => {
    expect(microFormatByName('hyperfine').name).toBe('hyperfine');
    expect(microFormatByName('go').name).toBe('gobench');
    expect(microFormatByName('cargo').name).toBe('criterion');
    expect(microFormatByName('customSmallerIsBetter').name).toBe('custom-smaller-is-better');
    expect(() => microFormatByName('nunit')).toThrow(UserError);
    expect(() => microFormatByName('nunit')).toThrow(
      /unknown --format 'nunit' \(micro-benchmark formats: jmh,/,
    );
  });
});

describe('readResultSet', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'benchdelta-micro-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test.each(FILES)('reads %s/%s as its format, with results and no warnings', async (dir, file) => {
    const rs = await readResultSet(path.join(FIXTURES, dir, file));
    expect(rs.format).toBe(expectedFormat(dir, file));
    expect(rs.measurements.length).toBeGreaterThan(0);
    expect(rs.warnings).toEqual([]);
    expect(rs.source).toBe(path.join(FIXTURES, dir, file));
  });

  test('a forced format (or its github-action-benchmark alias) overrides detection', async () => {
    const rs = await readResultSet(fixturePath('custom-smaller-is-better', 'pr.json'), {
      format: 'customBiggerIsBetter',
    });
    expect(rs.format).toBe('custom-bigger-is-better');
    expect(new Set(rs.measurements.map((m) => m.direction))).toEqual(new Set(['bigger-is-better']));
  });

  test('gzip-compressed files are read transparently', async () => {
    const gz = path.join(scratch, 'jmh.json.gz');
    writeFileSync(gz, gzipSync(readFileSync(fixturePath('jmh', 'pr.json'))));
    const plain = await readResultSet(fixturePath('jmh', 'pr.json'));
    const packed = await readResultSet(gz);
    expect(packed.measurements).toEqual(plain.measurements);
  });

  test('user errors say what was wrong and how to fix it', async () => {
    await expect(readResultSet(path.join(scratch, 'missing.json'))).rejects.toThrow(/does not exist/);
    await expect(readResultSet(fixturePath('jmh', 'pr.json'), { format: 'nope' })).rejects.toThrow(
      /unknown --format 'nope' \(micro-benchmark formats: jmh, criterion, gobench/,
    );
    const readme = readResultSet(fixturePath('jmh', 'README.md'));
    await expect(readme).rejects.toBeInstanceOf(UserError);
    await expect(readResultSet(fixturePath('jmh', 'README.md'))).rejects.toThrow(
      /tried: jmh, criterion.*--format <name>/,
    );
    await expect(readResultSet(fixturePath('jmh'))).rejects.toThrow(/only criterion result folders/);
    const empty = path.join(scratch, 'cut.txt');
    writeFileSync(empty, '# JMH version: 1.37\n# VM version: JDK 17\n');
    await expect(readResultSet(empty)).rejects.toThrow(
      /read as jmh but holds no results \(no JMH summary table/,
    );
  });

  test('warnings carry the file they came from', async () => {
    const broken = path.join(scratch, 'bench.txt');
    writeFileSync(
      broken,
      'a x 1,000 ops/sec ±1.00% (5 runs sampled)\nb x ?? ops/sec ±1.00% (5 runs sampled)\n',
    );
    const rs = await readResultSet(broken);
    expect(rs.warnings).toEqual([
      expect.objectContaining({ code: 'unparsed-line', file: broken, firstLine: 2 }),
    ]);
  });
});
