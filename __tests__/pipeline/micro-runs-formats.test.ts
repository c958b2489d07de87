// Replicated runs of one side are one format (issue #32): a glob that matches two tools' output for the same
// runs (tinybench's JSON and its console table, criterion's run folders and its `.txt`) was pooled as twice the
// runs, formats mixed, without a word. Real files: the tinybench corpus keeps each run as both.
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';

const TB = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs/tinybench');
const at = (name: string) => path.join(TB, name);

test('a glob matching JSON and console tables of the same runs is refused, naming the files of each format', async () => {
  const r = await cli(['compare', at('base-0[1-3].*'), at('slow-0[1-3].json')]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('names 6 runs of 2 kinds');
  expect(r.stderr).toMatch(/3 tinybench JSON \([^)]*base-01\.json, [^)]*base-02\.json, [^)]*base-03\.json\)/);
  expect(r.stderr).toMatch(/3 tinybench text \([^)]*base-01\.txt, /);
  expect(r.stderr).toContain("add its extension, e.g. 'base-*.json'");
  expect(r.stdout).toBe('');
});

test('the candidate side is checked too, and a long list is cut with a count', async () => {
  const r = await cli(['compare', at('base-0[1-3].json'), at('slow-*')]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('the candidate "');
  expect(r.stderr).toContain('names 20 runs of 2 kinds');
  expect(r.stderr).toContain('and 7 more');
});

test('one format per side, even two different ones across sides, is compared as replicated runs', async () => {
  const same = await cli(['compare', at('base-0[1-3].json'), at('slow-0[1-3].json')]);
  expect(same.code).not.toBe(2);
  expect(same.stdout).toContain('3 + 3 replicated runs');
  const across = await cli(['compare', at('base-0[1-3].txt'), at('slow-0[1-3].json')]);
  expect(across.code).not.toBe(2);
  expect(across.stderr).not.toContain('kinds');
});

test("Catch2's console and XML reports of one side are two kinds, refused", async () => {
  const c2 = path.resolve(import.meta.dirname, '../../__fixtures__/catch2');
  const r = await cli(['compare', path.join(c2, 'baseline.*'), path.join(c2, 'candidate-slow.txt')]);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/1 catch2 text \([^)]*baseline\.txt\); 1 catch2 XML \([^)]*baseline\.xml\)/);
});
