// `--json -` and the other output flags write to standard output, as the usual convention goes (issue 31: a
// file named `-` appeared instead). Run in a scratch working folder, so a stray `-` would land where we look.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import { seriesPath } from '../core/changepoints/otava-oracle.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures');
const BASE = path.join(FIXTURES, 'hyperfine/baseline.json');
const PR = path.join(FIXTURES, 'hyperfine/pr.json');
const BESU = path.join(FIXTURES, 'real-logs/besu.log');

const home = process.cwd();
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-stdout-'));
  process.chdir(dir);
});
afterAll(() => {
  process.chdir(home);
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  // Whatever a case asked to write to a file it wrote; nothing else, and never a file named `-`.
  expect(existsSync(path.join(dir, '-'))).toBe(false);
});

describe('compare: an output of - is standard output', () => {
  test.each(['json', 'markdown', 'csv', 'html'])(
    '--%s - prints what the flag writes to a file, and only that',
    async (flag) => {
      const file = path.join(dir, `out.${flag}`);
      const toFile = await cli(['compare', BASE, PR, `--${flag}`, file]);
      const toStdout = await cli(['compare', BASE, PR, `--${flag}`, '-']);
      expect(toStdout.stderr).toBe('');
      expect(toStdout.code).toBe(toFile.code);
      expect(toStdout.stdout).toBe(readFileSync(file, 'utf8'));
      // The terminal report is not mixed in: `--json - | jq` reads JSON alone.
      expect(toStdout.stdout).not.toContain('verdict:   ');
      expect(toFile.stdout).toMatch(/^verdict: /);
      rmSync(file);
    },
  );

  test('--json - on block logs parses as the comparison, beside a --csv FILE written as before', async () => {
    const csv = path.join(dir, 'pairs.csv');
    const r = await cli(['compare', BESU, BESU, '--json', '-', '--csv', csv]);
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout) as { kind: string };
    expect(json.kind).toBe('blocks');
    expect(readFileSync(csv, 'utf8').split('\n')[0]).toMatch(/^block,baseline_ms,candidate_ms/);
    rmSync(csv);
  });

  test('two outputs cannot share standard output: a usage error that says so', async () => {
    const r = await cli(['compare', BASE, PR, '--json', '-', '--markdown', '-']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('--json - and --markdown - would both write to standard output');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('changepoints: --json - is standard output', () => {
  test('the JSON alone, equal to what --json FILE writes', async () => {
    const file = path.join(dir, 'cp.json');
    const toFile = await cli(['changepoints', seriesPath('two-steps'), '--json', file]);
    const toStdout = await cli(['changepoints', seriesPath('two-steps'), '--json', '-']);
    expect(toFile.code).toBe(0);
    expect(toStdout.code).toBe(0);
    expect(toStdout.stdout).toBe(readFileSync(file, 'utf8'));
    rmSync(file);
  });
});
