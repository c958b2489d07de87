// GitHub App mode against the loopback fake GitHub: the webhook signature is checked, a completed workflow_run's
// artifact is ingested, and the PR gets the sticky comment the Action's code writes.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FakeGitHub } from '../support/fake-github/fake-github-server.js';
import { sha } from '../support/fake-github/harness.js';
import { makeZip } from '../support/fake-github/zip-builder.js';
import { FIXTURES, getJson, startService, upload, type TestService } from './harness.js';

const SECRET = 'webhook-secret-for-tests';
const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('POST /webhooks/github', () => {
  let fake: FakeGitHub;
  let service: TestService;
  beforeAll(async () => {
    fake = await FakeGitHub.start();
    service = await startService('sqlite', {
      webhook: { secret: SECRET, githubToken: fake.token, apiUrl: fake.apiUrl },
    });
  });
  afterAll(async () => {
    await service?.close();
    await fake?.close();
  });

  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${service.url}/webhooks/github`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-github-event': 'workflow_run', ...headers },
    });

  test('a missing, malformed or wrong signature is refused before anything is read', async () => {
    const body = JSON.stringify({ action: 'completed' });
    expect((await post(body, {})).status).toBe(401);
    expect((await post(body, { 'x-hub-signature-256': 'sha1=abc' })).status).toBe(400);
    expect((await post(body, { 'x-hub-signature-256': sign(body, 'another secret') })).status).toBe(401);
    // One byte changed after signing.
    expect((await post(body + ' ', { 'x-hub-signature-256': sign(body) })).status).toBe(401);
    const ping = await post('{}', { 'x-hub-signature-256': sign('{}'), 'x-github-event': 'ping' });
    expect(await ping.json()).toEqual({ status: 'ignored', reason: 'event ping' });
  });

  test('a completed workflow_run is ingested from its artifact and its PR gets the comparison', async () => {
    const token = await service.token(fake.repo);
    await service.app.benchdelta.store.projects.bindRepository(fake.repo, `${fake.owner}/${fake.repo}`, 42);
    const base = sha('base');
    const baseline = await upload(
      service,
      fake.repo,
      token,
      await readFile(path.join(FIXTURES, 'synthetic/besu-control.log')),
      {
        commit: base,
        run: '1',
        name: 'besu.log',
      },
    );
    expect(baseline.status).toBe(201);
    const run = fake.addWorkflowRun({
      headSha: sha('head'),
      headBranch: 'feature',
      workflowFile: 'bench.yml',
    });
    fake.addArtifact(
      run.id as number,
      'bench',
      makeZip({ 'besu.log': await readFile(path.join(FIXTURES, 'synthetic/besu-test.log')) }),
    );
    const payload = JSON.stringify({
      action: 'completed',
      repository: { name: fake.repo, full_name: `${fake.owner}/${fake.repo}`, owner: { login: fake.owner } },
      installation: { id: 42 },
      workflow_run: {
        id: run.id,
        head_sha: sha('head'),
        head_branch: 'feature',
        head_repository: { full_name: `${fake.owner}/${fake.repo}` },
        path: '.github/workflows/bench.yml',
        conclusion: 'success',
        pull_requests: [{ number: 7, base: { ref: 'main', sha: base } }],
      },
    });
    const res = await post(payload, { 'x-hub-signature-256': sign(payload) });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ status: 'accepted' });
    await service.app.benchdelta.settled();

    const runs = await getJson<{ runs: { name: string; commit: string; run: string; workflow: string }[] }>(
      `${service.url}/api/v1/projects/${fake.repo}/runs?branch=feature`,
    );
    expect(runs.body.runs).toEqual([
      expect.objectContaining({
        name: 'besu.log',
        commit: sha('head'),
        run: String(run.id),
        workflow: 'bench.yml',
      }),
    ]);
    const comments = fake.commentsOn(7);
    expect(comments).toHaveLength(1);
    expect(String(comments[0].body)).toMatch(/<!-- .*service:besu\.log.* -->/);
    expect(String(comments[0].body)).toMatch(/improvement/);
    // The same delivery again (GitHub redelivers): still one run, still one comment.
    await post(payload, { 'x-hub-signature-256': sign(payload) });
    await service.app.benchdelta.settled();
    expect(fake.commentsOn(7)).toHaveLength(1);
    expect(fake.violations).toEqual([]);

    // Issue 29: a same-named repository of another owner, or another installation, writes nothing; a fork's
    // branch named "main" lands under the fork's name, never on main.
    const ingestAs = async (patch: (p: Record<string, unknown>) => void) => {
      const doc = JSON.parse(payload) as Record<string, unknown>;
      const another = fake.addWorkflowRun({
        headSha: sha('head'),
        headBranch: 'main',
        workflowFile: 'bench.yml',
      });
      const log = await readFile(path.join(FIXTURES, 'synthetic/besu-test.log'));
      fake.addArtifact(another.id as number, 'bench', makeZip({ 'besu.log': log }));
      (doc.workflow_run as Record<string, unknown>).id = another.id;
      patch(doc);
      const text = JSON.stringify(doc);
      expect((await post(text, { 'x-hub-signature-256': sign(text) })).status).toBe(202);
      await service.app.benchdelta.settled();
    };
    const before = await getJson<{ runs: unknown[] }>(`${service.url}/api/v1/projects/${fake.repo}/runs`);
    await ingestAs((d) => {
      d.repository = { name: fake.repo, full_name: `mallory/${fake.repo}`, owner: { login: 'mallory' } };
    });
    await ingestAs((d) => (d.installation = { id: 7 }));
    const after = await getJson<{ runs: unknown[] }>(`${service.url}/api/v1/projects/${fake.repo}/runs`);
    expect(after.body.runs).toHaveLength(before.body.runs.length);
    await ingestAs((d) => {
      Object.assign(d.workflow_run as Record<string, unknown>, {
        head_branch: 'main',
        head_repository: { full_name: `mallory/${fake.repo}` },
      });
    });
    const main = await getJson<{ runs: { commit: string }[] }>(
      `${service.url}/api/v1/projects/${fake.repo}/runs?branch=main`,
    );
    expect(main.body.runs.map((r) => r.commit)).toEqual([base]);
    const fork = await getJson<{ runs: unknown[] }>(
      `${service.url}/api/v1/projects/${fake.repo}/runs?branch=${encodeURIComponent(`mallory/${fake.repo}:main`)}`,
    );
    expect(fork.body.runs).toHaveLength(1);

    const failed = JSON.stringify({
      ...JSON.parse(payload),
      workflow_run: { ...JSON.parse(payload).workflow_run, conclusion: 'failure' },
    });
    expect(await (await post(failed, { 'x-hub-signature-256': sign(failed) })).json()).toEqual({
      status: 'ignored',
      reason: 'run concluded failure',
    });
  });
});
