// Use 3, manually dispatched comparisons: any two runs by id (a control and a test node run that took hours on
// self-hosted machines), or a run and a branch; the result goes to the job summary, and to a PR when named.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FakeGitHub } from '../support/fake-github/fake-github-server.js';
import { sha } from '../support/fake-github/harness.js';
import { makeZip } from '../support/fake-github/zip-builder.js';
import { workflowDispatchEvent } from '../support/action/events.js';
import { fixtures, removeActionRunDirs, requireBundle, runAction } from '../support/action/run-action.js';

requireBundle();
afterAll(removeActionRunDirs);

const besu = (file: string) => readFileSync(path.join(fixtures, 'synthetic', file));
const dispatchJob = { workflowRef: 'octo-org/node-bench/.github/workflows/compare-runs.yml@refs/heads/main' };
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

function nodeRun(label: string, files: Record<string, Uint8Array | string>, branch = 'main') {
  const run = fake.addWorkflowRun({
    workflowFile: 'node-sync.yml',
    headSha: sha(label),
    headBranch: branch,
    event: 'workflow_dispatch',
  });
  fake.addArtifact(Number(run.id), 'node-log', makeZip(files));
  return run;
}

test('compares two runs by id, writes the job summary and comments on the named PR', async () => {
  const control = nodeRun('control', { 'besu.log': besu('besu-control.log') });
  const candidate = nodeRun('test', { 'besu.log': besu('besu-test.log') }, 'perf/xen');
  const inputs = {
    baseline: `run:${String(control.id)}/node-log`,
    candidate: `run:${String(candidate.id)}/node-log`,
    'pr-number': '12',
    'comment-key': 'mainnet-sync',
    'markdown-output': 'report.md',
    'json-output': 'out/report.json',
  };
  const event = workflowDispatchEvent(fake, {
    'baseline-run': String(control.id),
    'candidate-run': String(candidate.id),
  });
  const result = await runAction({ fake, event, inputs, ...dispatchJob });
  expect(result.errors).toEqual([]);
  expect(result.code).toBe(0);
  expect(result.outputs.verdict).toBe('improvement');
  expect(Number(result.outputs.compared)).toBe(10_000);
  expect(result.outputs['report-json']).toBe(path.join(result.workspace, 'out/report.json'));
  expect(readFileSync(path.join(result.workspace, 'report.md'), 'utf8')).toBe(result.summary);
  expect(result.summary).toContain(String(control.html_url));
  expect(result.summary).toContain(String(candidate.html_url));
  const comment = fake.commentsOn(12);
  expect(comment).toHaveLength(1);
  expect(String(comment[0].body)).toMatch(/^<!-- benchdelta:mainnet-sync -->\n### benchdelta · mainnet-sync/);
});

test('compares a run with the newest run of a branch, and comments nowhere without a PR', async () => {
  nodeRun('old-main', { 'besu.log': besu('besu-test.log') });
  const newest = nodeRun('new-main', { 'besu.log': besu('besu-control.log') });
  nodeRun('elsewhere', { 'besu.log': besu('besu-test.log') }, 'release');
  const candidate = nodeRun('test', { 'besu.log': besu('besu-test.log') }, 'perf/xen');
  const inputs = {
    baseline: 'artifact:node-log',
    'baseline-workflow': 'node-sync.yml',
    'baseline-branch': 'main',
    candidate: `run:${String(candidate.id)}/node-log`,
  };
  const event = workflowDispatchEvent(fake, { 'candidate-run': String(candidate.id) });
  const result = await runAction({ fake, event, inputs, ...dispatchJob });
  expect(result.errors).toEqual([]);
  expect(result.outputs.verdict).toBe('improvement');
  expect(result.summary).toContain(String(newest.html_url));
  expect(fake.requestsTo('issues/list-comments')).toHaveLength(0);
  expect(fake.requestsTo('issues/create-comment')).toHaveLength(0);
});

// Several logs of one format in a side are replicated runs of it (issue 11); logs of different formats are
// still ambiguous, and candidate-file picks one.
test('an artifact with several logs of one format is replicated runs; of several formats, a clear error', async () => {
  const control = nodeRun('control', { 'besu.log': besu('besu-control.log') });
  const candidate = nodeRun('test', {
    'node-a/besu.log': besu('besu-test.log'),
    'node-b/besu.log.gz': besu('besu-18k-test.log.gz'),
    'notes.txt': 'two nodes ran this time\n',
  });
  const inputs = {
    baseline: `run:${String(control.id)}/node-log`,
    candidate: `run:${String(candidate.id)}/node-log`,
  };
  const event = workflowDispatchEvent(fake, {});
  const replicated = await runAction({ fake, event, inputs, ...dispatchJob });
  expect(replicated.errors).toEqual([]);
  expect(replicated.summary).toContain('node-log › node-a/besu.log,node-b/besu.log.gz');
  expect(replicated.summary).toMatch(/1 \\?\+ 2 runs/);

  const mixed = nodeRun('mixed', {
    'node-a/besu.log': besu('besu-test.log'),
    'node-b/geth.log': besu('geth-test.log'),
  });
  const ambiguousInputs = { ...inputs, candidate: `run:${String(mixed.id)}/node-log` };
  const ambiguous = await runAction({ fake, event, inputs: ambiguousInputs, ...dispatchJob });
  expect(ambiguous.code).toBe(1);
  expect(ambiguous.errors[0]).toContain(
    `candidate 'run:${String(mixed.id)}/node-log' holds 2 results files (node-a/besu.log, node-b/geth.log)`,
  );
  expect(ambiguous.errors[0]).toContain('`candidate-file` input');

  const picked = await runAction({
    fake,
    event,
    inputs: { ...inputs, 'candidate-file': 'node-a/*' },
    ...dispatchJob,
  });
  expect(picked.errors).toEqual([]);
  expect(picked.outputs.verdict).toBe('improvement');
  expect(picked.summary).toContain('node-log › node-a/besu.log');
});

test('a glob that matches one file per side works without the API', async () => {
  const inputs = { baseline: 'runs/control-*.log', candidate: 'runs/test-*.log', 'fail-on': 'never' };
  const result = await runAction({
    fake,
    event: workflowDispatchEvent(fake, {}),
    inputs,
    files: {
      'runs/control-2026-11-01.log': besu('besu-control.log'),
      'runs/test-2026-11-02.log': besu('besu-test.log'),
    },
    ...dispatchJob,
  });
  expect(result.errors).toEqual([]);
  expect(result.outputs.verdict).toBe('improvement');
  expect(result.summary).toContain('runs/test-2026-11-02.log');
  expect(fake.requests).toEqual([]);
});

test('aa-pair: an A/A pair in the workspace measures the "by noise" counts; a malformed one is a clear error', async () => {
  const files = {
    'runs/control.log': besu('besu-control.log'),
    'runs/test.log': besu('besu-test.log'),
    // Two runs of one build over the same heights (the nethermind A/A pair starts at the same block).
    'aa/first.log': besu('nethermind-control.log'),
    'aa/second.log': besu('nethermind-test.log'),
  };
  const inputs = {
    baseline: 'runs/control.log',
    candidate: 'runs/test.log',
    'aa-pair': 'aa/first.log, aa/second.log',
    'fail-on': 'never',
  };
  const event = workflowDispatchEvent(fake, {});
  const result = await runAction({ fake, event, inputs, files, ...dispatchJob });
  expect(result.errors).toEqual([]);
  expect(result.summary).toContain('by noise&#58; as often as the A/A pair aa/first.log vs aa/second.log');
  const report = JSON.parse(readFileSync(result.outputs['report-json'], 'utf8')) as {
    noise: { source: string; paired: number };
    cuts: { name: string; expectedFlaggedFrom: string }[];
  };
  expect(report.noise).toEqual({ source: 'aa-pair', label: 'aa/first.log vs aa/second.log', paired: 6000 });
  expect(report.cuts[0]).toMatchObject({ name: 'all', expectedFlaggedFrom: 'aa-pair' });

  const malformed = await runAction({
    fake,
    event,
    inputs: { ...inputs, 'aa-pair': 'aa/first.log' },
    files,
    ...dispatchJob,
  });
  expect(malformed.code).toBe(1);
  expect(malformed.errors[0]).toContain(`input 'aa-pair' "aa/first.log" is not valid: give two logs`);
});
