// Inputs the fuzzer starts from: the real tool outputs in __fixtures__/shared/fixtures (and __fixtures__), and long lines
// of the shapes that made regular expressions rescan (runs of word characters, spaces, digits, separators).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MAX_SEED_BYTES = 256 << 10;

export interface Seed {
  name: string;
  bytes: Uint8Array;
}

function walk(dir: string, out: string[]): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const e of entries.sort()) {
    const p = path.join(dir, e);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (st.size <= MAX_SEED_BYTES && !/\.(gz|png)$/i.test(e) && !/README|SOURCES/i.test(e)) out.push(p);
  }
}

/** Every small real output under the fixture folders (README files and compressed logs left out). */
export function fixtureSeeds(repo = path.resolve(import.meta.dirname, '../..')): Seed[] {
  const roots = [path.join(repo, '__fixtures__')]; // __fixtures__/shared/fixtures included
  const files: string[] = [];
  for (const root of roots) walk(root, files);
  return files.map((f) => ({ name: path.relative(path.dirname(repo), f), bytes: readFileSync(f) }));
}

/** Units that, repeated into one long line, once made some parser's regular expression rescan the line. */
export const LONG_LINE_UNITS = [
  'a',
  ' ',
  '1',
  '.',
  '-',
  '\t',
  'a ',
  'a=',
  'a=1 ',
  '1a',
  'a_',
  '(',
  '( ',
  '[',
  '| ',
  '|',
  ',',
  '1,',
  '"',
  '{',
  ':',
  ': ',
  '=',
  '#',
  'é',
  'test ',
  ' ... ',
  'time: ',
  'Benchmark',
  'BM_a ',
  'µs ',
  '1 ns ',
  'ms ',
  '0x',
  'e',
  '..',
  '+/- ',
  'a/',
  'n=1/',
  'Imported #',
  'block=',
  '\u0000',
  '\\',
  '1.5 ',
  'a"',
  ' "',
];

/** One line of about `bytes` bytes: `unit` repeated. */
export function longLine(unit: string, bytes: number): string {
  return unit.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(unit))));
}
