// `benchdelta ab … --upload URL`: a real run of a tiny real harness stored in a real service on loopback (SQLite),
// the same folder again is the same A/B run, and the token (from BENCHDELTA_TOKEN) is never printed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getJson, startService, type TestService } from '../service/harness.js';
import { cli } from '../support/cli/run-cli.js';

const harness = fileURLToPath(new URL('../ab/fake-go-bench.mjs', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'ab-upload-test-'));

describe('benchdelta ab --upload', () => {
  let service: TestService;
  let token: string;
  const saved = process.env.BENCHDELTA_TOKEN;

  beforeAll(async () => {
    service = await startService('sqlite');
    token = await service.token('ab-cli');
  });
  afterAll(async () => {
    process.env.BENCHDELTA_TOKEN = saved;
    if (saved === undefined) delete process.env.BENCHDELTA_TOKEN;
    await service?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const where = (run: string) => [
    ...['--upload', service.url, '--project', 'ab-cli', '--branch', 'pr-7'],
    ...['--commit', 'cafe01', '--base-commit', 'beef00', '--run', run],
  ];

  test('a live run is stored after its verdict, and its folder judged again is the same A/B run', async () => {
    process.env.BENCHDELTA_TOKEN = token;
    const out = path.join(root, 'live');
    const live = await cli([
      'ab',
      ...['--base', `node '${harness}'`, '--candidate', `node '${harness}' Hash=1.2`],
      ...['--out', out, '--warmup', '0', '--max-rounds', '2', '--seed', '3', '--quiet'],
      ...where('ci-41'),
    ]);
    expect(live.stdout).toBe('verdict: undecided\n');
    expect(live.code).toBe(0);
    const said = /^stored as A\/B run (\d+) \(10 files, verdict: undecided\): (\S+)$/m.exec(live.stderr);
    expect(said).not.toBeNull();
    const stored = await getJson<Record<string, unknown>>(said?.[2] as string);
    expect(stored.body).toMatchObject({
      id: Number(said?.[1]),
      rounds: 2,
      warmups: 0,
      stoppedBy: 'ended-early',
      branch: 'pr-7',
      base: { commit: 'beef00' },
      candidate: { commit: 'cafe01', command: `node '${harness}' Hash=1.2` },
    });

    const again = await cli(['ab', '--judge', out, '--quiet', ...where('ci-41')]);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(new RegExp(`^already stored as A/B run ${said?.[1]} `, 'm'));
    const other = await cli(['ab', '--judge', out, '--quiet', ...where('ci-41'), '--commit', 'f00d02']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/HTTP 409: run "ci-41" already has an A\/B run "ab" .* commit "cafe01"/);
    for (const r of [live, again, other]) expect(r.stdout + r.stderr).not.toContain(token);
  }, 120_000);

  test('a refused token is said without printing it; a missing one stops before any round runs', async () => {
    const wrong = `${token.slice(0, -4)}xxxx`;
    process.env.BENCHDELTA_TOKEN = wrong;
    const kept = path.join(root, 'live');
    const refused = await cli(['ab', '--judge', kept, '--quiet', ...where('ci-42')]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/uploading the A\/B run failed with HTTP 401: invalid or revoked token/);
    expect(refused.stdout + refused.stderr).not.toContain(wrong.slice(-12));

    delete process.env.BENCHDELTA_TOKEN;
    const out = path.join(root, 'never');
    const missing = await cli([
      'ab',
      '--base',
      'true',
      '--candidate',
      'true',
      '--out',
      out,
      ...where('ci-43'),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      /--upload needs the project token in the BENCHDELTA_TOKEN environment variable/,
    );
    expect(existsSync(out)).toBe(false);
    const list = await getJson<{ abRuns: unknown[] }>(`${service.url}/api/v1/projects/ab-cli/ab-runs`);
    expect(list.body.abRuns).toHaveLength(1);
  });
});
