// Item sets: every Etherscan export variant in shared/fixtures/etherscan (SOURCES.md there), the synthetic
// contract CSVs against the generator's ground truth, plain lists, and the errors a user can cause.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { UserError } from '../../src/core/errors.js';
import { parseItemSet, parseItemSetSpec, readItemSet } from '../../src/formats/itemsets.js';

const FIX = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures');
const etherscan = (name: string) => path.join(FIX, 'etherscan', name);
const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-items-'));
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('Etherscan exports', () => {
  test.each([
    // file, rows, first block, distinct blocks
    ['txlist-legacy-txhash.csv', 9, 4255150, 9], // "Txhash", all quoted, CRLF
    ['txlist-legacy-failed-and-sameblock.csv', 6, 4444792, 5], // failed txs, two txs in block 7229279
    ['erc20-legacy.csv', 8, 4441567, 8], // token transfers, CRLF
    ['erc20-legacy-thousands.csv', 5, 4597036, 4], // "3,067.671" in other columns
    ['txlist-2025-new-ui.csv', 3, 26000453, 3], // unquoted header, newest first
    ['txlist-2025-new-ui-checksummed.csv', 2, 39086192, 2],
  ])('%s', async (file, rows, first, distinct) => {
    const set = await readItemSet(etherscan(file));
    expect(set.label).toBe(file.replace(/\.csv$/, ''));
    expect(set.source).toBe(etherscan(file));
    expect(set.blocks.has(first)).toBe(true);
    expect(set.blocks.size).toBe(distinct);
    // each data row's Blockno cell (the Blockno column's quoted value) is in the set
    const text = readFileSync(etherscan(file), 'utf8').trim().split(/\r?\n/);
    expect(text.length - 1).toBe(rows);
    const col = text[0].split(',').findIndex((h) => h.replace(/"/g, '') === 'Blockno');
    for (const line of text.slice(1))
      expect(set.blocks.has(Number(line.split('","')[col].replace(/"/g, '')))).toBe(true);
  });

  test('the same-block rows of a legacy export collapse to one block', async () => {
    const set = await readItemSet(etherscan('txlist-legacy-failed-and-sameblock.csv'));
    expect(set.blocks.has(7229279)).toBe(true);
  });

  test('a header-only export is an empty set', async () => {
    expect((await readItemSet(etherscan('internal-legacy-header.csv'))).blocks.size).toBe(0);
  });

  test.each(['besu', 'besu-18k', 'geth', 'nethermind', 'reth', 'besu-ansi'])(
    'synthetic %s contract CSV lists exactly the truth’s contract blocks',
    async (prefix) => {
      const set = await readItemSet(
        `xen=${path.join(FIX, 'synthetic', `${prefix}-contract-0x2f848984.csv`)}`,
      );
      expect(set.label).toBe('xen');
      const truth = readFileSync(path.join(FIX, 'synthetic', `${prefix}-truth.csv`), 'utf8')
        .trim()
        .split('\n')
        .slice(1);
      const expected = truth
        .map((l) => l.split(','))
        .filter((f) => Number(f[3]) > 0)
        .map((f) => Number(f[0]));
      expect(sorted(set.blocks)).toEqual([...new Set(expected)].sort((a, b) => a - b));
    },
  );

  test('header variants: Block / Block Number columns, thousands separators, BOM, unquoted rows', () => {
    const csv =
      '\ufeffTransaction Hash,Block,Age\n0xaa,"23,640,105",1h\n0xbb,23640109,2h\r\n0xcc,"23.640.110",3h\n';
    expect(sorted(parseItemSet(csv, 'x').blocks)).toEqual([23640105, 23640109, 23640110]);
    expect(sorted(parseItemSet('"Txn Hash","Block Number"\n"0x1","17"\n', 'x').blocks)).toEqual([17]);
  });

  test('a CSV without a block column says which columns it found', () => {
    expect(() => parseItemSet('"Txhash","From","To"\n"0x1","0x2","0x3"\n', 'mine')).toThrow(UserError);
    expect(() => parseItemSet('"Txhash","From","To"\n"0x1","0x2","0x3"\n', 'mine')).toThrow(
      /no block column.*found: Txhash, From, To/,
    );
  });

  test('a non-numeric block cell names its row', () => {
    expect(() => parseItemSet('Blockno,x\n12,a\nabc,b\n', 'm')).toThrow(/row 3 has "abc"/);
  });
});

describe('plain lists', () => {
  test('one per line, comma/space separated, comments, hex', () => {
    const text = '# xen blocks\n23640105\n23640109, 23640154 23640169 # inline comment\n\n0x168b9e9\n';
    expect(sorted(parseItemSet(text, 'l').blocks)).toEqual([
      23640105, 23640109, 23640154, 23640169, 0x168b9e9,
    ]);
  });

  test('a stray word is an error with its line', () => {
    expect(() => parseItemSet('1\n2\n3 four\n', 'l')).toThrow(/line 3 has "four"/);
  });

  test('read from a gzipped file too', async () => {
    const p = path.join(tmpDir, 'blocks.txt.gz');
    writeFileSync(p, gzipSync('5\n6\n'));
    const set = await readItemSet(p);
    expect(set.label).toBe('blocks');
    expect(sorted(set.blocks)).toEqual([5, 6]);
  });
});

describe('specs', () => {
  test('label=FILE and FILE', () => {
    expect(parseItemSetSpec('xen=data/x.csv')).toEqual({ label: 'xen', path: 'data/x.csv' });
    expect(parseItemSetSpec('data/xen-minter.csv')).toEqual({
      label: 'xen-minter',
      path: 'data/xen-minter.csv',
    });
    expect(parseItemSetSpec('/tmp/a=b/list.txt')).toEqual({ label: 'list', path: '/tmp/a=b/list.txt' });
  });

  test('a missing file is a UserError naming it', async () => {
    const missing = path.join(tmpDir, 'none.csv');
    await expect(readItemSet(`xen=${missing}`)).rejects.toThrow(UserError);
    await expect(readItemSet(`xen=${missing}`)).rejects.toThrow(`file not found: ${missing}`);
    expect(() => parseItemSetSpec('xen=')).toThrow(UserError);
  });

  test('a gzip bomb given as an item set stops at the cap', async () => {
    const bomb = path.join(tmpDir, 'bomb.csv.gz');
    writeFileSync(bomb, gzipSync(Buffer.alloc(8 << 20)));
    await expect(readItemSet(`xen=${bomb}`, 1 << 20)).rejects.toThrow(
      /^item set 'xen': .*bomb\.csv\.gz decompresses to more than 1 MiB, the input size limit/,
    );
  });
});
