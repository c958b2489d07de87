// Artifact download and unpacking against the fake GitHub, with real fixture files inside real zips.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, zipSync } from 'fflate';
import { UserError } from '../../src/core/errors.js';
import {
  DEFAULT_DOWNLOAD_LIMITS,
  downloadArtifactZip,
  downloadLimitsFor,
  findRunArtifact,
  listRunArtifacts,
} from '../../src/github/artifacts.js';
import { extractZipSafely, listZipEntries } from '../../src/github/safe-unzip.js';
import { resolveSideFiles, type SideContext } from '../../src/github/side-files.js';
import { parseSourceSpec } from '../../src/github/source-spec.js';
import { makeZip, SYMLINK_ATTRS, withDeclaredSize } from '../support/fake-github/zip-builder.js';
import { sha, startHarness, type Harness } from '../support/fake-github/harness.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures');
const jmhJson = readFileSync(path.join(FIXTURES, 'jmh/baseline.json'));
const besuGz = readFileSync(path.join(FIXTURES, 'synthetic/besu-18k-control.log.gz'));

let h: Harness;
let temp: string;
beforeEach(async () => {
  h = await startHarness();
  temp = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-artifacts-test-'));
});
afterEach(async () => {
  rmSync(temp, { recursive: true, force: true });
  await h.fake.close();
  expect(h.fake.violations).toEqual([]);
});

const ctx = (extra: Partial<SideContext> = {}): SideContext => ({
  owner: h.fake.owner,
  repo: h.fake.repo,
  role: 'baseline',
  octokit: h.octokit,
  workspace: temp,
  tempRoot: temp,
  ...extra,
});

test('artifact:NAME downloads through the 302 without our token and unpacks plain and .gz files intact', async () => {
  const run = h.fake.addWorkflowRun({ headSha: sha('base') });
  h.fake.addArtifact(
    Number(run.id),
    'bench',
    makeZip({ 'jmh/baseline.json': jmhJson, 'besu-18k-control.log.gz': besuGz }),
  );
  const side = await resolveSideFiles(
    { kind: 'artifact', name: 'bench' },
    ctx({ artifactRunId: Number(run.id) }),
  );

  expect(side.files.map((f) => path.relative(path.dirname(side.files[0]), f))).toEqual([
    'besu-18k-control.log.gz',
    'jmh/baseline.json',
  ]);
  expect(readFileSync(side.files[1]).equals(jmhJson)).toBe(true);
  // The .gz is kept as is (readers gunzip) and is still a valid gzip of the Besu log.
  expect(new TextDecoder().decode(gunzipSync(readFileSync(side.files[0])).subarray(0, 2000))).toMatch(
    /Imported #/,
  );
  expect(side.runId).toBe(run.id);
  expect(side.runUrl).toBe(`https://github.com/${h.fake.fullName}/actions/runs/${run.id}`);
  expect(side.metadata).toBeUndefined();
  // The signed blob URL was fetched, and without an Authorization header (the fake would have refused it).
  const blob = h.fake.requests.filter((r) => r.path.startsWith('/_blob/'));
  expect(blob).toEqual([expect.objectContaining({ status: 200, hadAuthorization: false })]);
});

test('a missing artifact names what the run does have', async () => {
  const run = h.fake.addWorkflowRun({ headSha: sha('base') });
  h.fake.addArtifact(Number(run.id), 'bench-linux', makeZip({ 'a.json': '{}' }));
  h.fake.addArtifact(Number(run.id), 'bench-mac', makeZip({ 'a.json': '{}' }));
  await expect(
    findRunArtifact(h.octokit, {
      owner: h.fake.owner,
      repo: h.fake.repo,
      runId: Number(run.id),
      name: 'bench',
      role: 'baseline',
    }),
  ).rejects.toThrow(`baseline artifact 'bench' not found in run ${run.id} (found: bench-linux, bench-mac)`);
});

test('an expired artifact is reported as expired, whether the listing or the download (410) says so', async () => {
  const run = h.fake.addWorkflowRun({ headSha: sha('base') });
  const listed = h.fake.addArtifact(Number(run.id), 'bench', makeZip({ 'a.json': '{}' }), { expired: true });
  const ref = {
    owner: h.fake.owner,
    repo: h.fake.repo,
    runId: Number(run.id),
    name: 'bench',
    role: 'candidate' as const,
  };
  await expect(findRunArtifact(h.octokit, ref)).rejects.toThrow(
    /candidate artifact 'bench' of run \d+ expired on/,
  );

  const [info] = await listRunArtifacts(h.octokit, ref);
  expect(info.id).toBe(listed.id);
  const error = await downloadArtifactZip(h.octokit, { ...ref, artifact: { ...info, expired: false } }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  expect((error as Error).message).toMatch(/expired.*retention period/);
  expect(h.fake.requestsTo('actions/download-artifact').map((r) => r.status)).toEqual([410]);
});

test('run:ID takes every artifact into its own folder and exposes benchdelta-pr.json as metadata', async () => {
  const run = h.fake.addWorkflowRun({ headSha: sha('head'), event: 'pull_request', headBranch: 'topic' });
  const pr = { pr: 42, headSha: sha('head'), baseSha: sha('base') };
  h.fake.addArtifact(
    Number(run.id),
    'bench',
    makeZip({ 'jmh.json': jmhJson, 'benchdelta-pr.json': JSON.stringify(pr) }),
  );
  h.fake.addArtifact(Number(run.id), 'logs', makeZip({ 'besu.log.gz': besuGz }));
  const side = await resolveSideFiles({ kind: 'run', runId: Number(run.id) }, ctx({ role: 'candidate' }));
  expect(side.files.map((f) => f.split(path.sep).slice(-2).join('/'))).toEqual([
    'bench/jmh.json',
    'logs/besu.log.gz',
  ]);
  expect(side.metadata).toEqual(pr);
});

test("an artifact named '..' is refused: as run:ID/.., and when a run:ID listing serves one", async () => {
  expect(() => parseSourceSpec('run:123/..')).toThrow(UserError);
  expect(() => parseSourceSpec('run:123/..')).toThrow(/'\.\.' is not an artifact name/);
  expect(() => parseSourceSpec('artifact:.')).toThrow(/'\.' is not an artifact name/);
  const run = h.fake.addWorkflowRun({ headSha: sha('head') });
  h.fake.addArtifact(Number(run.id), 'bench', makeZip({ 'jmh.json': jmhJson }));
  h.fake.addArtifact(Number(run.id), '..', makeZip({ 'evil.json': jmhJson }));
  await expect(resolveSideFiles({ kind: 'run', runId: Number(run.id) }, ctx())).rejects.toThrow(
    /baseline run has an artifact named '\.\.', which is not a plain folder name/,
  );
  expect(readdirSync(temp).filter((f) => f.endsWith('.json'))).toEqual([]);
});

test('a malformed benchdelta-pr.json is a UserError that shows the expected shape', async () => {
  const run = h.fake.addWorkflowRun({ headSha: sha('head') });
  h.fake.addArtifact(Number(run.id), 'bench', makeZip({ 'benchdelta-pr.json': '{"pr":"42"}' }));
  await expect(
    resolveSideFiles({ kind: 'run-artifact', runId: Number(run.id), name: 'bench' }, ctx()),
  ).rejects.toThrow(/benchdelta-pr.json in the artifact is malformed \(pr: .*headSha/);
});

test('workspace paths: a glob, a directory, and a pattern that matches nothing', async () => {
  const workspace = path.join(FIXTURES, 'jmh');
  const globbed = await resolveSideFiles({ kind: 'path', pattern: '*.json' }, ctx({ workspace }));
  expect(globbed.files).toEqual([path.join(workspace, 'baseline.json'), path.join(workspace, 'pr.json')]);
  const dir = await resolveSideFiles({ kind: 'path', pattern: '.' }, ctx({ workspace }));
  expect(dir.files.map((f) => path.basename(f))).toEqual(readdirSync(workspace).sort());
  await expect(resolveSideFiles({ kind: 'path', pattern: '*.csv' }, ctx({ workspace }))).rejects.toThrow(
    /baseline path '\*\.csv' matches no files/,
  );
});

describe('hostile zips are refused before anything is written outside', () => {
  const refuse = (zip: Uint8Array, message: RegExp): void => {
    const dest = mkdtempSync(path.join(temp, 'x-'));
    expect(() => extractZipSafely(zip, dest, undefined, 'baseline artifact')).toThrow(message);
    expect(existsSync(path.join(temp, 'evil.txt'))).toBe(false);
  };

  test('path traversal and absolute paths', () => {
    refuse(makeZip({ '../evil.txt': 'x' }), /'\.\.\/evil\.txt'.*climbs out/);
    refuse(makeZip({ 'ok/../../evil.txt': 'x' }), /climbs out/);
    refuse(makeZip({ '/etc/evil.txt': 'x' }), /is an absolute path/);
    refuse(makeZip({ 'C:/evil.txt': 'x' }), /is an absolute path/);
  });

  test('symbolic links', () => {
    refuse(makeZip({ 'results.json': { data: '/etc/passwd', attrs: SYMLINK_ATTRS } }), /is a symbolic link/);
  });

  test('declared sizes over the caps are refused before inflating', () => {
    const zip = makeZip({ 'a.log': new Uint8Array(300_000), 'b.log': new Uint8Array(300_000) });
    expect(listZipEntries(zip).map((e) => e.size)).toEqual([300_000, 300_000]);
    const dest = mkdtempSync(path.join(temp, 'caps-'));
    const limits = { maxTotalBytes: 500_000, maxEntryBytes: 400_000, maxEntries: 10 };
    expect(() => extractZipSafely(zip, dest, limits, 'a')).toThrow(
      /would unpack to 0\.6 MiB, over the limit/,
    );
    expect(() => extractZipSafely(zip, dest, { ...limits, maxEntryBytes: 200_000 }, 'a')).toThrow(
      /over the per-file limit/,
    );
    expect(() => extractZipSafely(zip, dest, { ...limits, maxEntries: 1 }, 'a')).toThrow(
      /2 entries, more than the limit of 1/,
    );
    expect(readdirSync(dest)).toEqual([]);
  });

  test('an entry that lies about its size is stopped while inflating', () => {
    // 8 MB of zeros compresses to a few KB; the archive claims 1 KB.
    const bomb = withDeclaredSize(makeZip({ 'bomb.log': new Uint8Array(8_000_000) }), 'bomb.log', 1024);
    expect(bomb.byteLength).toBeLessThan(100_000);
    refuse(bomb, /inflates to more than it declares \(1024 bytes\)/);
  });

  test('something that is not a zip, or is cut short', () => {
    refuse(
      new TextEncoder().encode('<html>502 Bad Gateway</html>'),
      /is not a valid zip archive \(no end of central directory\)/,
    );
    const zip = makeZip({ 'a.json': jmhJson });
    refuse(zip.subarray(40), /is not a valid zip archive/);
  });

  test('a file and a folder of the same name (`a`, then `a/b`) are refused naming both', () => {
    refuse(
      makeZip({ a: 'file', 'a/b': 'inside' }),
      /contains the file 'a' and also 'a\/b', which needs a folder of that name/,
    );
    refuse(makeZip({ 'a/b': 'inside', a: 'file' }), /contains the file 'a' and also 'a\/b'/);
  });

  test('a symbolic link and a write through it: the link is refused before anything is written', () => {
    const dest = mkdtempSync(path.join(temp, 'link-'));
    const zip = makeZip({
      out: { data: temp, attrs: SYMLINK_ATTRS },
      'out/evil.txt': 'written through the link',
    });
    expect(() => extractZipSafely(zip, dest, undefined, 'baseline artifact')).toThrow(
      /entry 'out', which is a symbolic link/,
    );
    expect(readdirSync(dest)).toEqual([]);
    expect(existsSync(path.join(temp, 'evil.txt'))).toBe(false);
  });

  test('a name part over 255 bytes is refused by name, not with ENAMETOOLONG', () => {
    const long = `${'x'.repeat(300)}.json`;
    refuse(
      makeZip({ [`dir/${long}`]: '[]' }),
      new RegExp(`'dir/${long}', which has a name part of 305 bytes, over the 255`),
    );
  });

  test("Python's zipfile.writestr entries (permission bits, no file type) are read as regular files", () => {
    // zipfile.writestr('results/bench.json', …) stores create_system 3 and external_attr 0o600 << 16.
    const zip = makeZip({
      'results/bench.json': { data: '[]', attrs: { os: 3, attrs: (0o600 << 16) >>> 0 } },
    });
    expect(listZipEntries(zip)[0].unixType).toBeUndefined();
    const dest = mkdtempSync(path.join(temp, 'py-'));
    expect(extractZipSafely(zip, dest)).toEqual([path.join(dest, 'results', 'bench.json')]);
    expect(readFileSync(path.join(dest, 'results', 'bench.json'), 'utf8')).toBe('[]');
  });

  test('a well-formed zip with folders still extracts', () => {
    const dest = mkdtempSync(path.join(temp, 'ok-'));
    const files = extractZipSafely(zipSync({ a: { 'b.txt': new TextEncoder().encode('hi') } }), dest);
    expect(files).toEqual([path.join(dest, 'a', 'b.txt')]);
    expect(readFileSync(files[0], 'utf8')).toBe('hi');
  });
});

test('max-input-bytes raises the per-file unzip cap (an entry may be as large as one input), never lowers it', () => {
  expect(downloadLimitsFor(undefined)).toBe(DEFAULT_DOWNLOAD_LIMITS);
  expect(downloadLimitsFor(64 << 20)).toBe(DEFAULT_DOWNLOAD_LIMITS);
  const raised = downloadLimitsFor(3 * 1024 ** 3);
  expect(raised.unzip.maxEntryBytes).toBe(3 * 1024 ** 3);
  expect(raised.unzip.maxTotalBytes).toBe(6 * 1024 ** 3);
  expect(raised.maxDownloadBytes).toBe(6 * 1024 ** 3);
  // The refusal says how to raise it.
  const zip = makeZip({ 'a.log': new Uint8Array(300_000) });
  const limits = { maxTotalBytes: 500_000, maxEntryBytes: 200_000, maxEntries: 10 };
  expect(() => extractZipSafely(zip, mkdtempSync(path.join(temp, 'raise-')), limits, 'a')).toThrow(
    /over the per-file limit of 0\.2 MiB \(raise it with the max-input-bytes input if the file is genuine\)/,
  );
});
