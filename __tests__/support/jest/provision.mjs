// Global setup of the e2e project: provide what its tests need, the way .ci/run does, so that `npm ci && npm test`
// passes on a fresh machine of this kind. Each step says in one line what it installs or starts; a step that
// cannot be done stops the run with the fix (no e2e test is skipped for a missing tool).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const CHROMIUM = '/usr/bin/chromium'; // __tests__/browser/support/browser.ts launches this one
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const say = (line) => process.stdout.write(`\ne2e setup: ${line}\n`);

function aptInstall(pkg, why) {
  say(`installing ${pkg} from Debian's packages with apt-get (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const asRoot = (args) => {
    const [command, ...rest] = process.getuid?.() === 0 ? args : ['sudo', ...args];
    return spawnSync(command, rest, { stdio: 'ignore', env }).status === 0;
  };
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (asRoot(['apt-get', 'update', '-qq']) && asRoot(['apt-get', 'install', '-y', '-qq', pkg])) return;
  }
  throw new Error(`could not install ${pkg} with apt-get (${why}): install it and run the tests again`);
}

function pgReady() {
  return spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;
}

async function startPostgres() {
  if (process.env.BENCHDELTA_TEST_PG) return; // the tests use that server; it is the caller's to run
  if (!has('pg_isready')) {
    throw new Error(
      'the e2e service tests need PostgreSQL on 127.0.0.1:5432 (trust auth), and it is not installed: ' +
        'see docs/service.md ("PostgreSQL"), or point BENCHDELTA_TEST_PG at a server',
    );
  }
  if (pgReady()) return;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (versions.length > 0 && has('pg_ctlcluster')) {
    say(`starting PostgreSQL ${versions[0]} (pg_ctlcluster ${versions[0]} main start)`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], {
      stdio: 'ignore',
    });
  }
  for (let i = 0; i < 30 && !pgReady(); i++) await sleep(1000);
  if (!pgReady()) {
    throw new Error(
      'PostgreSQL is not running on 127.0.0.1:5432 and could not be started: start it ' +
        '(pg_ctlcluster VERSION main start), or point BENCHDELTA_TEST_PG at a server',
    );
  }
}

export default async function provision() {
  if (!existsSync(CHROMIUM)) aptInstall('chromium', 'the browser tests drive it');
  if (!has('python3')) aptInstall('python3', 'the calibrations generate logs with shared/tools/genlogs.py');
  await startPostgres();
  if (!existsSync(new URL('../../../dist/index.js', import.meta.url))) {
    throw new Error('dist/index.js is missing: run `npm run package` (the action tests run the bundle)');
  }
}
