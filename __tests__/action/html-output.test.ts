// The action's html-output: the bundled action writes the self-contained HTML report (uPlot inlined: dist/
// has no node_modules) and the PR comment points to it among the run's artifacts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FakeGitHub } from '../support/fake-github/fake-github-server.js';
import { sha } from '../support/fake-github/harness.js';
import { makeZip } from '../support/fake-github/zip-builder.js';
import { pullRequestEvent } from '../support/action/events.js';
import { fixtures, removeActionRunDirs, requireBundle, runAction } from '../support/action/run-action.js';

requireBundle();
afterAll(removeActionRunDirs);

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

test('writes the HTML report where html-output says and links the run from the comment', async () => {
  const jmh = (file: string) => readFileSync(path.join(fixtures, 'jmh', file), 'utf8');
  const base = sha('base');
  const run = fake.addWorkflowRun({ headSha: base, headBranch: 'main', event: 'push' });
  fake.addArtifact(Number(run.id), 'bench', makeZip({ 'jmh.json': jmh('baseline.json') }));
  const event = pullRequestEvent(fake, { number: 3, headSha: sha('head'), baseSha: base });
  const result = await runAction({
    fake,
    event,
    inputs: { baseline: 'artifact:bench', candidate: 'jmh.json', 'html-output': 'out/report.html' },
    files: { 'jmh.json': jmh('pr.json') },
  });
  expect(result.errors).toEqual([]);
  expect(result.outputs.verdict).toBe('improvement');
  const html = readFileSync(path.join(result.workspace, 'out/report.html'), 'utf8');
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('uPlot');
  expect(html).toContain('id="chart-family-1"');
  const body = String(fake.commentsOn(3)[0].body);
  expect(body).toContain(
    `📈 Charts: the HTML report report.html among [this run's artifacts](https://github.com/${fake.fullName}/actions/runs/424242#artifacts).`,
  );
});
