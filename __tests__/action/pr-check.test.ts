// Use 1, the automatic PR check, end to end: the bundled action finds the baseline artifact of the base
// branch's run, compares it with the PR's results in the workspace, and keeps one sticky comment up to date.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FakeGitHub } from '../support/fake-github/fake-github-server.js';
import { sha } from '../support/fake-github/harness.js';
import { makeZip } from '../support/fake-github/zip-builder.js';
import { pullRequestEvent } from '../support/action/events.js';
import { fixtures, removeActionRunDirs, requireBundle, runAction } from '../support/action/run-action.js';

requireBundle();
afterAll(removeActionRunDirs);

const gobench = (file: string) => readFileSync(path.join(fixtures, 'gobench', file), 'utf8');
const PR = 7;
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

/** The base branch ran the benchmark workflow at `base` and uploaded `bench` with the given results. */
function baselineOnMain(base: string, results: string) {
  const run = fake.addWorkflowRun({ headSha: base, headBranch: 'main', event: 'push' });
  fake.addArtifact(Number(run.id), 'bench', makeZip({ 'bench.txt': results }));
  return run;
}

const inputs = { baseline: 'artifact:bench', candidate: 'results/bench.txt' };

test('posts the comparison on the PR, links both runs, and a second push updates the same comment', async () => {
  const base = sha('base');
  // An older run on main that must lose to the run at the PR's base commit.
  baselineOnMain(sha('older'), gobench('pr.txt'));
  const baseRun = baselineOnMain(base, gobench('baseline.txt'));
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('head1'), baseSha: base });

  const first = await runAction({ fake, event, inputs, files: { 'results/bench.txt': gobench('pr.txt') } });
  expect(first.errors).toEqual([]);
  expect(first.code).toBe(0);
  expect(first.outputs.verdict).toBe('improvement');
  expect(Number(first.outputs.compared)).toBeGreaterThan(0);
  expect(Number(first.outputs['shift-pct'])).toBeLessThan(-50);

  const comments = fake.commentsOn(PR);
  expect(comments).toHaveLength(1);
  const body = String(comments[0].body);
  expect(body.startsWith('<!-- benchdelta:default -->\n')).toBe(true);
  expect(body).toContain('BenchmarkCalcDifficulty');
  // Sides are named by their source, not by the temp directory the artifact was unpacked into.
  expect(body).toContain('results/bench.txt vs artifact&#58;bench › bench.txt');
  expect(body).not.toContain('benchdelta-baseline-');
  expect(body).toContain(String(baseRun.html_url));
  expect(body).toContain(`https://github.com/${fake.fullName}/actions/runs/424242`);
  expect(first.outputs['comment-url']).toBe(comments[0].html_url);
  // The job summary carries the same report as the comment.
  expect(first.summary.trim()).toBe(body.slice(body.indexOf('\n') + 1).trim());
  const reportJson = JSON.parse(readFileSync(first.outputs['report-json'], 'utf8')) as { runs: unknown[] };
  expect(reportJson.runs.length).toBeGreaterThan(0);

  // The PR is pushed to again: same PR, new head, same comment edited in place.
  const again = pullRequestEvent(fake, { number: PR, headSha: sha('head2'), baseSha: base });
  const second = await runAction({
    fake,
    event: again,
    inputs: { ...inputs, 'fail-on': 'never' },
    files: { 'results/bench.txt': gobench('baseline-noisy-host.txt') },
  });
  expect(second.code).toBe(0);
  expect(fake.commentsOn(PR)).toHaveLength(1);
  expect(fake.commentsOn(PR)[0].id).toBe(comments[0].id);
  expect(fake.commentsOn(PR)[0].body).not.toBe(body);
  expect(fake.requestsTo('issues/create-comment')).toHaveLength(1);
  expect(fake.requestsTo('issues/update-comment')).toHaveLength(1);
  expect(second.outputs['comment-url']).toBe(comments[0].html_url);
});

test('fail-on regression exits 1 with a message; the comment, outputs and check run are still written', async () => {
  const base = sha('base');
  baselineOnMain(base, gobench('pr.txt'));
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('slow'), baseSha: base });
  const result = await runAction({
    fake,
    event,
    inputs: { ...inputs, check: 'true', 'comment-key': 'go-linux', 'csv-output': 'out/pairs.csv' },
    files: { 'results/bench.txt': gobench('baseline.txt') },
  });
  expect(result.code).toBe(1);
  expect(result.outputs.verdict).toBe('regression');
  expect(Number(result.outputs.regressions)).toBeGreaterThan(0);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(/performance regression .*fail-on: never/);
  expect(String(fake.commentsOn(PR)[0].body)).toMatch(/^<!-- benchdelta:go-linux -->\n/);
  const check = fake.requestsTo('checks/create')[0].body as {
    head_sha: string;
    conclusion: string;
    output: { annotations: unknown[] };
  };
  expect(check.head_sha).toBe(sha('slow'));
  expect(check.conclusion).toBe('failure');
  expect(check.output.annotations.length).toBeGreaterThan(0);
  expect(readFileSync(path.join(result.workspace, 'out/pairs.csv'), 'utf8')).toContain(
    'BenchmarkCalcDifficulty',
  );
});

test('comment: on-change posts nothing without a change claimed, and keeps an existing comment current', async () => {
  const base = sha('base');
  baselineOnMain(base, gobench('baseline.txt'));
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('same'), baseSha: base });
  // A file against itself claims no change; with one run per side and samples varying by up to 43% it is
  // inconclusive, not "no change" — neither is a change, so on-change posts nothing (the improvement is 74–98%).
  const onChange = { ...inputs, comment: 'on-change', 'min-effect': '50' };

  const quiet = await runAction({
    fake,
    event,
    inputs: onChange,
    files: { 'results/bench.txt': gobench('baseline.txt') },
  });
  expect(quiet.code).toBe(0);
  expect(['no-change', 'inconclusive']).toContain(quiet.outputs.verdict);
  expect(fake.commentsOn(PR)).toHaveLength(0);
  expect(quiet.outputs['comment-url']).toBe('');
  expect(quiet.summary).toContain('| CalcDifficulty-2 |'); // go's Benchmark prefix dropped, as benchstat does

  const changed = await runAction({
    fake,
    event,
    inputs: onChange,
    files: { 'results/bench.txt': gobench('pr.txt') },
  });
  expect(changed.outputs.verdict).toBe('improvement');
  expect(fake.commentsOn(PR)).toHaveLength(1);

  // Back to no change: the comment is updated, not left saying "improvement".
  await runAction({ fake, event, inputs: onChange, files: { 'results/bench.txt': gobench('baseline.txt') } });
  expect(fake.commentsOn(PR)).toHaveLength(1);
  expect(fake.requestsTo('issues/update-comment')).toHaveLength(1);
  expect(String(fake.commentsOn(PR)[0].body).trim()).toBe(
    `<!-- benchdelta:default -->\n${quiet.summary.trim()}`,
  );
});

test('the token is masked and never printed', async () => {
  const base = sha('base');
  baselineOnMain(base, gobench('baseline.txt'));
  const event = pullRequestEvent(fake, { number: PR, headSha: sha('t'), baseSha: base });
  // A failure path too: the error message is printed, the token must not be.
  fake.failNext('issues/list-comments', 1, FakeGitHub.notAccessible());
  const result = await runAction({ fake, event, inputs, files: { 'results/bench.txt': gobench('pr.txt') } });
  expect(result.code).toBe(1);
  const lines = (result.stdout + result.stderr).split('\n').filter((l) => l.includes(fake.token));
  // The one place it may appear is the runner's masking command, which hides it from the log.
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((l) => l === `::add-mask::${fake.token}`)).toBe(true);
  expect(fake.requests.every((r) => r.hadAuthorization || r.path.startsWith('/_blob/'))).toBe(true);
});
