// The action's run() in this process, from the sources: @actions/core is faked at its edge (inputs in; outputs,
// failures and the job summary recorded), GitHub is the fake on the loopback interface, and everything between
// is the real code. Editing src/action* is tested here without rebuilding dist/; the other files in this folder
// run the bundle end to end.
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as fakeCore from '../support/action/fake-core.js';
import { pullRequestEvent, type TestEvent } from '../support/action/events.js';
import { fixtures } from '../support/action/run-action.js';
import { FakeGitHub } from '../support/fake-github/fake-github-server.js';
import { sha } from '../support/fake-github/harness.js';
import { makeZip } from '../support/fake-github/zip-builder.js';

jest.unstable_mockModule('@actions/core', () => fakeCore);
const { run } = await import('../../src/action.js');

const gobench = (file: string) => readFileSync(path.join(fixtures, 'gobench', file), 'utf8');
const PR = 7;
const savedEnv = { ...process.env };
let fake: FakeGitHub;
let runner: string;

beforeEach(async () => {
  fake = await FakeGitHub.start();
  runner = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-run-test-'));
});
afterEach(async () => {
  process.env = { ...savedEnv };
  await fake.close();
  await rm(runner, { recursive: true, force: true });
  expect(fake.violations).toEqual([]);
});

/** Sets up the runner's environment for one step, as the runner would, and calls run(). */
async function runStep(event: TestEvent, inputs: Record<string, string>, files: Record<string, string>) {
  const workspace = path.join(runner, 'workspace');
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
    await writeFile(path.join(workspace, file), content);
  }
  await mkdir(path.join(runner, 'temp'), { recursive: true });
  const eventPath = path.join(runner, 'event.json');
  await writeFile(eventPath, JSON.stringify(event.payload));
  Object.assign(process.env, {
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_API_URL: fake.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: fake.fullName,
    GITHUB_RUN_ID: '424242',
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_WORKFLOW_REF: `${fake.fullName}/.github/workflows/bench.yml@refs/heads/main`,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(runner, 'temp'),
    // The fake core's summary records what is written; the runner would append it to this file.
    GITHUB_STEP_SUMMARY: path.join(runner, 'summary.md'),
    BENCHDELTA_RETRY_BASE_MS: '5',
  });
  fakeCore.resetFakeCore({ 'github-token': fake.token, ...inputs });
  await run();
  return { workspace };
}

/** The base branch ran the benchmark workflow at `base` and uploaded `bench` with these results. */
function baselineOnMain(base: string, results: string) {
  const baseRun = fake.addWorkflowRun({ headSha: base, headBranch: 'main', event: 'push' });
  fake.addArtifact(Number(baseRun.id), 'bench', makeZip({ 'bench.txt': results }));
  return baseRun;
}

const inputs = { baseline: 'artifact:bench', candidate: 'results/bench.txt' };

test('a PR check: finds the baseline artifact, compares, comments, writes the summary and the outputs', async () => {
  const base = sha('base');
  const baseRun = baselineOnMain(base, gobench('baseline.txt'));
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('head'), baseSha: base });
  await runStep(event, inputs, { 'results/bench.txt': gobench('pr.txt') });

  expect(fakeCore.setFailed).not.toHaveBeenCalled();
  expect(fakeCore.outputs.get('verdict')).toBe('improvement');
  expect(Number(fakeCore.outputs.get('compared'))).toBeGreaterThan(0);
  expect(Number(fakeCore.outputs.get('shift-pct'))).toBeLessThan(-50);
  const comments = fake.commentsOn(PR);
  expect(comments).toHaveLength(1);
  const body = String(comments[0].body);
  expect(body.startsWith('<!-- benchdelta:default -->\n')).toBe(true);
  expect(body).toContain('BenchmarkCalcDifficulty');
  expect(body).toContain(String(baseRun.html_url));
  expect(fakeCore.outputs.get('comment-url')).toBe(comments[0].html_url);
  // The job summary carries the comment's report.
  expect(fakeCore.summaryText.trim()).toBe(body.slice(body.indexOf('\n') + 1).trim());
  const json = JSON.parse(await readFile(fakeCore.outputs.get('report-json')!, 'utf8')) as { kind: string };
  expect(json.kind).toBe('micro');
  expect(fakeCore.log.map((l) => l.text)).toContain('benchdelta: improvement');
});

test('a regression fails the step with a message that says how not to fail; the comment is still written', async () => {
  const base = sha('base');
  baselineOnMain(base, gobench('pr.txt'));
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('slow'), baseSha: base });
  const { workspace } = await runStep(
    event,
    { ...inputs, 'comment-key': 'go-linux', 'csv-output': 'out/pairs.csv' },
    { 'results/bench.txt': gobench('baseline.txt') },
  );

  expect(fakeCore.outputs.get('verdict')).toBe('regression');
  expect(fakeCore.setFailed).toHaveBeenCalledTimes(1);
  expect(fakeCore.setFailed.mock.calls[0][0]).toMatch(/^benchdelta: performance regression .*fail-on: never/);
  expect(String(fake.commentsOn(PR)[0].body)).toMatch(/^<!-- benchdelta:go-linux -->\n/);
  expect(await readFile(path.join(workspace, 'out/pairs.csv'), 'utf8')).toContain('BenchmarkCalcDifficulty');
});

test('fail-on: never reports the same regression without failing', async () => {
  const base = sha('base');
  baselineOnMain(base, gobench('pr.txt'));
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('slow'), baseSha: base });
  await runStep(event, { ...inputs, 'fail-on': 'never' }, { 'results/bench.txt': gobench('baseline.txt') });
  expect(fakeCore.outputs.get('verdict')).toBe('regression');
  expect(fakeCore.setFailed).not.toHaveBeenCalled();
});

test('no baseline yet is not a failure: verdict no-baseline, and the summary says why', async () => {
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('head'), baseSha: sha('base') });
  await runStep(event, inputs, { 'results/bench.txt': gobench('pr.txt') });
  expect(fakeCore.setFailed).not.toHaveBeenCalled();
  expect(fakeCore.outputs.get('verdict')).toBe('no-baseline');
  // The workflow has never run on main here: the summary says so and how a later PR gets a baseline.
  expect(fakeCore.summaryText).toMatch(/no baseline to compare against[^]*never run on 'main'/);
});

test('an input error fails the step with the input named, before any API call', async () => {
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('head'), baseSha: sha('base') });
  await runStep(event, { ...inputs, threshold: 'ten' }, { 'results/bench.txt': gobench('pr.txt') });
  expect(fakeCore.setFailed).toHaveBeenCalledTimes(1);
  expect(fakeCore.setFailed.mock.calls[0][0]).toMatch(/^benchdelta: .*threshold.*ten/);
  expect(fake.requests).toEqual([]);
});
