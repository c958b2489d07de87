// The action's interface is written down three times — action.yml, its reference (docs/action.md) and the example
// workflows — and read once, by src/action/inputs.ts. These checks keep the four in step.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/action/run-action.js';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const actionYml = read('action.yml');
const actionSection = read('docs/action.md');
const examplesDir = path.join(repoRoot, 'examples', 'workflows');
const examples = readdirSync(examplesDir).filter((f) => f.endsWith('.yml'));

/** Keys at two-space indent under a top-level `section:` of action.yml. */
function declared(section: 'inputs' | 'outputs'): string[] {
  const start = actionYml.indexOf(`\n${section}:\n`);
  const rest = actionYml.slice(start + section.length + 3);
  const body = rest.slice(0, rest.search(/^\S/m) === -1 ? undefined : rest.search(/^\S/m));
  return [...body.matchAll(/^ {2}([a-z][a-z-]*):/gm)].map((m) => m[1]);
}

/** The `with:` keys of each benchdelta step in a workflow. */
function benchdeltaWithKeys(workflow: string): string[][] {
  const steps: string[][] = [];
  const lines = workflow.split('\n');
  lines.forEach((line, i) => {
    if (!/uses: benchdelta\/benchdelta@/.test(line)) return;
    const withAt = lines.findIndex((l, j) => j > i && /^\s+with:\s*$/.test(l));
    const indent = lines[withAt].search(/\S/);
    const keys: string[] = [];
    for (let j = withAt + 1; j < lines.length && lines[j].search(/\S/) > indent; j++) {
      const m = /^\s+([a-z][a-z-]*):/.exec(lines[j]);
      if (m && lines[j].search(/\S/) === indent + 2) keys.push(m[1]);
    }
    steps.push(keys);
  });
  return steps;
}

test('action.yml declares exactly the inputs the action reads, and each is in the table of docs/action.md', () => {
  const inputs = declared('inputs');
  const source = read('src/action/inputs.ts');
  const readByCode = [
    // given('thresholdPct', 'threshold'): an input parsed as a compare option (pipeline/compare-request.ts).
    ...source.matchAll(
      /(?:(?:optional|withDefault|getInput|getMultilineInput)\(|given\('\w+', )'([a-z-]+)'/g,
    ),
  ].map((m) => m[1]);
  expect([...new Set(readByCode)].sort()).toEqual([...inputs].sort());
  for (const name of inputs) expect(actionSection).toContain(`| \`${name}\` |`);
  expect(inputs).toContain('duplicates');
});

test('every output is documented in docs/action.md', () => {
  const outputs = declared('outputs');
  expect(outputs).toEqual([
    'verdict',
    'compared',
    'flagged',
    'regressions',
    'improvements',
    'shift-pct',
    'comment-url',
    'report-json',
  ]);
  for (const name of outputs) expect(actionSection).toContain(`| \`${name}\` |`);
});

test('docs/action.md shows every example workflow verbatim, and they pass only declared inputs', () => {
  expect(examples.sort()).toEqual([
    'badge.yml',
    'compare-runs.yml',
    'fork-pr-comment.yml',
    'fork-pr-upload.yml',
    'pr-check-one-run.yml',
    'pr-check.yml',
  ]);
  const inputs = new Set(declared('inputs'));
  let steps = 0;
  for (const file of examples) {
    const text = readFileSync(path.join(examplesDir, file), 'utf8').trimEnd();
    expect(actionSection).toContain('```yaml\n' + text + '\n```');
    for (const keys of benchdeltaWithKeys(text)) {
      steps++;
      expect(keys.filter((k) => !inputs.has(k))).toEqual([]);
      expect(keys).toEqual(expect.arrayContaining(['baseline', 'candidate']));
    }
  }
  expect(steps).toBe(5);
  // The fork pattern's comment job never checks out the PR's code.
  expect(readFileSync(path.join(examplesDir, 'fork-pr-comment.yml'), 'utf8')).not.toMatch(
    /actions\/checkout/,
  );
});
