import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  detectMicroFormat,
  MICRO_FORMATS,
  MICRO_HEAD_CHARS,
  microFormatByName,
} from '../../../src/formats/micro/index.js';
import { FIXTURES } from './fixture-support.js';
import { REPO_FIXTURES } from './repo-fixtures.js';

// The formats added for issue 12 against each other and against the formats that were there before:
// every repository fixture is claimed by its own format only, and no new format outbids an old one on the
// shared fixtures (detect.test.ts checks those still detect as before).

const NEW_FORMATS = ['vitest', 'catch2', 'bmf', 'benchmarkdotnet', 'iai-callgrind', 'julia', 'luau', 'asv'];
const head = (p: string) => readFileSync(p, 'utf8').slice(0, MICRO_HEAD_CHARS);
const filesUnder = (root: string, dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((f) => statSync(path.join(root, dir, f)).isFile())
    .map((f) => [dir, f] as const);

const REPO_FILES = NEW_FORMATS.flatMap((d) => filesUnder(REPO_FIXTURES, d));
const SHARED_FILES = readdirSync(FIXTURES)
  .filter((d) => statSync(path.join(FIXTURES, d)).isDirectory())
  .flatMap((d) => filesUnder(FIXTURES, d));

describe('new formats: detection', () => {
  test('are registered under the names users type', () => {
    for (const name of NEW_FORMATS) expect(microFormatByName(name).name).toBe(name);
    expect(Object.keys(MICRO_FORMATS)).toEqual(expect.arrayContaining(NEW_FORMATS));
  });

  test.each(REPO_FILES.filter(([, f]) => f !== 'README.md'))('%s/%s is its folder’s format', (dir, file) => {
    const h = head(path.join(REPO_FIXTURES, dir, file));
    const own = MICRO_FORMATS[dir].detect(h);
    expect(detectMicroFormat(h, false)).toEqual({ format: dir, confidence: own });
    // Every other format is strictly less sure: the choice does not hang on the order of the registry.
    const rivals = Object.values(MICRO_FORMATS).filter((f) => f.name !== dir && f.detect(h) >= own);
    expect(rivals.map((f) => f.name)).toEqual([]);
  });

  test('no new format claims a shared fixture, a block log or a README', () => {
    for (const [dir, file] of [...SHARED_FILES, ...REPO_FILES.filter(([, f]) => f === 'README.md')]) {
      const root = REPO_FILES.some(([d, f]) => d === dir && f === file) ? REPO_FIXTURES : FIXTURES;
      const h = head(path.join(root, dir, file));
      const claims = NEW_FORMATS.filter((name) => MICRO_FORMATS[name].detect(h) > 0);
      expect({ file: `${dir}/${file}`, claims }).toEqual({ file: `${dir}/${file}`, claims: [] });
    }
  });
});
