// What goes wrong in real repositories: no baseline yet or an expired one (a neutral result that says why),
// a token without the needed permission (an error that names it), and GitHub's 5xx and 429 (retried).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FakeGitHub } from '../support/fake-github/fake-github-server.js';
import { sha } from '../support/fake-github/harness.js';
import { makeZip, SYMLINK_ATTRS } from '../support/fake-github/zip-builder.js';
import { pullRequestEvent } from '../support/action/events.js';
import { fixtures, removeActionRunDirs, requireBundle, runAction } from '../support/action/run-action.js';

requireBundle();
afterAll(removeActionRunDirs);

const gobench = (file: string) => readFileSync(path.join(fixtures, 'gobench', file), 'utf8');
const PR = 5;
const base = sha('base');
const inputs = { baseline: 'artifact:bench', candidate: 'bench.txt' };
const files = { 'bench.txt': gobench('pr.txt') };
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

const prEvent = () => pullRequestEvent(fake, { number: PR, headSha: sha('head'), baseSha: base });

test('no baseline run yet: a neutral result that says why and how to fix it, not a failure', async () => {
  const result = await runAction({ fake, event: prEvent(), inputs: { ...inputs, check: 'true' }, files });
  expect(result.code).toBe(0);
  expect(result.errors).toEqual([]);
  expect(result.outputs.verdict).toBe('no-baseline');
  expect(result.outputs.compared).toBe('0');
  expect(result.summary).toMatch(/no baseline to compare against/);
  expect(result.summary).toMatch(
    /workflow 'bench\.yml' was not found .* it has never run on 'main'\. Merge it/,
  );
  expect(String(fake.commentsOn(PR)[0].body)).toContain('no baseline to compare against');
  expect((fake.requestsTo('checks/create')[0].body as { conclusion: string }).conclusion).toBe('neutral');
  expect(result.stdout).toMatch(/^::notice::benchdelta: no baseline/m);
});

test('an expired baseline artifact is named as the reason', async () => {
  const run = fake.addWorkflowRun({ headSha: base, event: 'push' });
  fake.addArtifact(Number(run.id), 'bench', makeZip({ 'bench.txt': gobench('baseline.txt') }), {
    expired: true,
  });
  const result = await runAction({ fake, event: prEvent(), inputs, files });
  expect(result.code).toBe(0);
  expect(result.outputs.verdict).toBe('no-baseline');
  expect(result.summary).toContain(`run ${String(run.id)} (artifact 'bench' expired on `);
  expect(result.summary).toContain('retention-days');
});

test('a 403 fails with a message that names the permission to add', async () => {
  fake.addWorkflowRun({ headSha: base, event: 'push' });
  fake.failNext('actions/list-workflow-runs', 1, FakeGitHub.notAccessible());
  const result = await runAction({ fake, event: prEvent(), inputs, files });
  expect(result.code).toBe(1);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(
    /GitHub refused to list the runs of workflow 'bench\.yml' \(403: Resource not accessible by integration\)/,
  );
  expect(result.errors[0]).toContain('Add `actions: read` under `permissions:`');
});

test('a 403 on the comment names pull-requests: write', async () => {
  const run = fake.addWorkflowRun({ headSha: base, event: 'push' });
  fake.addArtifact(Number(run.id), 'bench', makeZip({ 'bench.txt': gobench('baseline.txt') }));
  fake.failNext('issues/create-comment', 1, FakeGitHub.notAccessible());
  const result = await runAction({ fake, event: prEvent(), inputs, files });
  expect(result.code).toBe(1);
  expect(result.errors[0]).toContain('Add `pull-requests: write` under `permissions:`');
  // The numbers were set before the comment failed.
  expect(result.outputs.verdict).toBe('improvement');
});

test('5xx and 429 answers are retried and the run succeeds', async () => {
  const run = fake.addWorkflowRun({ headSha: base, event: 'push' });
  fake.addArtifact(Number(run.id), 'bench', makeZip({ 'bench.txt': gobench('baseline.txt') }));
  fake.failNext('actions/list-workflow-runs', 1, { status: 502, message: 'Bad Gateway' });
  fake.failNext('actions/list-workflow-run-artifacts', 1, FakeGitHub.secondaryRateLimit(2));
  fake.failNext('actions/download-artifact', 1, { status: 503 });
  fake.failNext('issues/create-comment', 1, { status: 500 });
  const result = await runAction({ fake, event: prEvent(), inputs, files });
  expect(result.errors).toEqual([]);
  expect(result.code).toBe(0);
  expect(result.outputs.verdict).toBe('improvement');
  const statuses = (op: string) => fake.requestsTo(op).map((r) => r.status);
  expect(statuses('actions/list-workflow-runs')).toEqual([502, 200]);
  expect(statuses('actions/list-workflow-run-artifacts').slice(0, 2)).toEqual([429, 200]);
  expect(statuses('actions/download-artifact')).toEqual([503, 302]);
  expect(statuses('issues/create-comment')).toEqual([500, 201]);
  expect(result.stdout).toContain('secondary rate limit hit for GET');
  expect(fake.commentsOn(PR)).toHaveLength(1);
});

test('invalid inputs fail before any request, naming the input', async () => {
  const result = await runAction({ fake, event: prEvent(), inputs: { ...inputs, threshold: 'ten' }, files });
  expect(result.code).toBe(1);
  expect(result.errors[0]).toMatch(/input 'threshold'/);
  expect(fake.requests).toEqual([]);
});

test('an input over max-input-bytes fails with the limit and how to raise it, not a stack', async () => {
  // A go-bench head followed by 64 MiB of newlines, gzipped to a few hundred KB.
  const bomb = gzipSync(Buffer.concat([Buffer.from(gobench('pr.txt')), Buffer.alloc(64 << 20, '\n')]));
  const result = await runAction({
    fake,
    event: prEvent(),
    inputs: { baseline: 'base.txt', candidate: 'bench.txt.gz', 'max-input-bytes': '8M' },
    files: { 'base.txt': gobench('baseline.txt'), 'bench.txt.gz': bomb },
  });
  expect(result.code).toBe(1);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(
    /^benchdelta: .*bench\.txt\.gz decompresses to more than 8 MiB, the input size limit.*max-input-bytes/,
  );
  expect(result.errors[0]).not.toMatch(/failed unexpectedly|\n\s+at /);
});

test('hostile baseline artifacts fail the step with a clear refusal (never "failed unexpectedly"); a Python-written one is read', async () => {
  const results = gobench('baseline.txt');
  const cases: [string, Uint8Array, RegExp | null][] = [
    ['clean', makeZip({ 'bench.txt': results }), null],
    [
      'python',
      makeZip({ 'bench.txt': { data: results, attrs: { os: 3, attrs: (0o600 << 16) >>> 0 } } }),
      null,
    ],
    [
      'a-then-a/b',
      makeZip({ 'bench.txt': results, a: 'x', 'a/b': 'y' }),
      /contains the file 'a' and also 'a\/b', which needs a folder of that name/,
    ],
    [
      'symlink',
      makeZip({ 'bench.txt': results, out: { data: '/tmp', attrs: SYMLINK_ATTRS }, 'out/evil': 'x' }),
      /contains the entry 'out', which is a symbolic link/,
    ],
    [
      'long name',
      makeZip({ 'bench.txt': results, [`${'n'.repeat(300)}.txt`]: 'x' }),
      /which has a name part of 304 bytes, over the 255/,
    ],
  ];
  let cleanMs = 0;
  for (const [i, [name, zip, refusal]] of cases.entries()) {
    const base = sha(`base-${i}`);
    const run = fake.addWorkflowRun({ headSha: base, headBranch: 'main', event: 'push' });
    fake.addArtifact(Number(run.id), 'bench', zip);
    const event = pullRequestEvent(fake, { number: PR + i, headSha: sha(`head-${i}`), baseSha: base });
    const start = Date.now();
    const result = await runAction({ fake, event, inputs, files });
    const ms = Date.now() - start;
    if (i === 0) cleanMs = ms;
    if (refusal === null) {
      expect([name, result.code, result.errors]).toEqual([name, 0, []]);
      expect(result.outputs.verdict).toBe('improvement');
      continue;
    }
    expect([name, result.code, result.errors.length]).toEqual([name, 1, 1]);
    expect(result.errors[0]).toMatch(/^benchdelta: baseline artifact 'bench'/);
    expect(result.errors[0]).toMatch(refusal);
    expect(result.errors[0]).not.toMatch(/failed unexpectedly|EEXIST|ENAMETOOLONG|\n\s+at /);
    expect(ms).toBeLessThan(3 * cleanMs);
  }
});
