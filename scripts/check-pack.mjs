// The published package, as a user gets it: `npm pack`, installed globally into a temporary prefix outside the
// clone, then `benchdelta --version`, two compares (micro-benchmarks, and block logs through the worker thread) and
// `benchdelta serve` (answering /readyz) run from there: the bundle in dist/ must carry every dependency. Fails on
// an engine or platform warning from the install. `.ci/run` runs it after `npm run package`.
// Usage: node scripts/check-pack.mjs   (needs Node 24 first in PATH, as npm scripts and .ci/run have it)
/* global fetch, setTimeout, clearTimeout */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-pack-'));

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', cwd: scratch, ...options });
  if (r.error) throw r.error;
  return r;
}
function fail(message, r) {
  console.error(`check-pack: ${message}`);
  if (r) console.error(`exit ${r.status}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);
  process.exitCode = 1;
}

/** Starts `benchdelta serve` on a free port, asks /readyz, and stops it (by its own PID). */
async function serveAnswers(bin, db) {
  const child = spawn(bin, ['serve', '--port', '0', '--db', db], {
    cwd: scratch,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no 'listening on' in 30 s:\n${output}`)), 30_000);
      const read = (chunk) => {
        output += chunk;
        const m = /listening on (http:\/\/\S+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
    const res = await fetch(`${url}/readyz`);
    return res.ok ? { ok: true } : { ok: false, why: `HTTP ${res.status} ${await res.text()}` };
  } catch (e) {
    return { ok: false, why: e.message };
  } finally {
    child.kill();
  }
}

try {
  const packed = run('npm', ['pack', '--silent', '--pack-destination', scratch], { cwd: repo });
  const tgz = path.join(scratch, packed.stdout.trim().split('\n').pop() ?? '');
  if (packed.status !== 0) throw Object.assign(new Error('npm pack failed'), { r: packed });
  const prefix = path.join(scratch, 'prefix');
  const install = run('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', tgz]);
  if (install.status !== 0) fail('npm install -g of the packed tarball failed', install);
  else if (/EBADENGINE|EBADPLATFORM|npm warn/i.test(install.stderr)) {
    fail('the install of the packed tarball printed warnings', install);
  }
  const bin = path.join(prefix, 'bin', 'benchdelta');
  const fixtures = path.join(repo, '__fixtures__', 'shared', 'fixtures');
  const v = run(bin, ['--version']);
  if (v.status !== 0 || v.stdout.trim() !== version) fail(`--version did not print ${version}`, v);
  const micro = run(bin, [
    'compare',
    path.join(fixtures, 'hyperfine', 'baseline.json'),
    path.join(fixtures, 'hyperfine', 'pr.json'),
    '--json',
    '-',
  ]);
  let kind = '';
  try {
    kind = JSON.parse(micro.stdout).kind;
  } catch {
    // reported below
  }
  if (micro.status > 1 || kind !== 'micro')
    fail('the micro-benchmark compare did not give a JSON report', micro);
  const blocks = run(bin, [
    'compare',
    path.join(repo, 'examples', 'besu-control.log'),
    path.join(repo, 'examples', 'besu-test.log'),
    '--quiet',
  ]);
  if (blocks.status > 1 || !/^verdict: \w/.test(blocks.stdout))
    fail('the block-log compare gave no verdict', blocks);
  const ready = await serveAnswers(bin, path.join(scratch, 'service.db'));
  if (!ready.ok) fail(`benchdelta serve did not answer /readyz: ${ready.why}`);
  if (!process.exitCode) {
    console.log(
      `check-pack: ${path.basename(tgz)} installs into a fresh prefix without warnings; benchdelta ${version} ` +
        `compared hyperfine results (${kind}) and the demo's Besu logs (${blocks.stdout.trim()}); serve answered /readyz`,
    );
  }
} catch (e) {
  fail(e.message, e.r);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
