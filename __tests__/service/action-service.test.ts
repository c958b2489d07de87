// The Action's side of the service: upload after a run, and `baseline: service`, against a real service.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ActionInputs } from '../../src/action/inputs.js';
import { resolveSides } from '../../src/action/resolve-sides.js';
import type { EventContext } from '../../src/github/event-context.js';
import { fetchServiceBaseline, uploadToService } from '../../src/github/service-client.js';
import { FIXTURES, startService, type TestService } from './harness.js';

const control = path.join(FIXTURES, 'synthetic/besu-control.log');
const test_ = path.join(FIXTURES, 'synthetic/besu-test.log');

describe('the Action and the service', () => {
  let service: TestService;
  let tmp: string;
  let token: string;
  beforeAll(async () => {
    service = await startService('sqlite');
    token = await service.token('repo');
    tmp = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-action-service-'));
  });
  afterAll(async () => {
    delete process.env.GITHUB_WORKSPACE;
    await service?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  test('upload is idempotent per run id; the baseline comes back byte for byte', async () => {
    const ref = { url: service.url, project: 'repo', token };
    const first = await uploadToService(ref, control, { branch: 'main', commit: 'base1', run: '11' });
    expect(first.created).toBe(true);
    expect(await uploadToService(ref, control, { branch: 'main', commit: 'base1', run: '11' })).toEqual({
      id: first.id,
      created: false,
    });
    await expect(
      uploadToService({ ...ref, token: 'bd_1_' + 'x'.repeat(43) }, control, {
        branch: 'main',
        commit: 'b',
        run: '12',
      }),
    ).rejects.toThrow(/HTTP 401/);
    const found = await fetchServiceBaseline(
      { url: service.url, project: 'repo' },
      { branch: 'main', before: 'base1' },
      tmp,
    );
    expect(found).toMatchObject({ kind: 'found', id: first.id, commit: 'base1', match: 'commit' });
    if (found.kind !== 'found') throw new Error('unreachable');
    // (Buffer.equals: Jest's toEqual walks a megabyte byte by byte for half a minute.)
    expect(gunzipSync(await readFile(found.file)).equals(await readFile(control))).toBe(true);
    const none = await fetchServiceBaseline(
      { url: service.url, project: 'repo' },
      { branch: 'release' },
      tmp,
    );
    expect(none).toMatchObject({ kind: 'none', reason: expect.stringContaining('release') });
  });

  test('`baseline: service` resolves the sides from the service, or says there is no baseline', async () => {
    // A workspace of its own: the candidate path is expanded as a glob inside it.
    process.env.GITHUB_WORKSPACE = path.dirname(test_);
    const inputs = {
      baseline: 'service',
      candidate: path.basename(test_),
      service: { url: service.url, project: 'repo' },
    } as unknown as ActionInputs;
    const context: EventContext = {
      eventName: 'pull_request',
      owner: 'o',
      repo: 'repo',
      serverUrl: 'https://github.com',
      baseRef: 'main',
      baseSha: 'base1',
      headSha: 'head1',
      isDefaultBranchPush: false,
    };
    const sides = await resolveSides(inputs, context, () => {
      throw new Error('no GitHub API call is needed');
    });
    expect(sides.noBaseline).toBeUndefined();
    expect(gunzipSync(await readFile(sides.baseline.files[0])).equals(await readFile(control))).toBe(true);
    expect(sides.candidate.files).toEqual([test_]);
    const elsewhere = await resolveSides(inputs, { ...context, baseRef: 'develop' }, () => {
      throw new Error('no GitHub API call is needed');
    });
    expect(elsewhere.noBaseline).toMatch(/no baseline for branch "develop"/);
  });
});
