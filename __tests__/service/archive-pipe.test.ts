// Issue 21, finding 6: a move from SQLite to PostgreSQL is one command line, `service export | service import -`,
// with the CLI bundled from the sources and run by the shell (the rest of the archive's tests: archive.test.ts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { bundleCli } from './child-server.js';
import { createTestDatabase, getJson, startService, upload, type TestDatabase } from './harness.js';

test('a move from SQLite to PostgreSQL is one command line: export | import -', async () => {
  const { cli: script, remove } = await bundleCli();
  const [from, to]: TestDatabase[] = await Promise.all([
    createTestDatabase('sqlite'),
    createTestDatabase('postgres'),
  ]);
  try {
    const service = await startService('sqlite', { db: from });
    const token = await service.token('app');
    try {
      for (let i = 0; i < 3; i++) {
        await upload(service, 'app', token, JSON.stringify([{ name: 'x', unit: 'ms', value: 10 + i }]), {
          commit: `c${i}`,
          run: `r${i}`,
        });
      }
    } finally {
      await service.close();
    }
    const node = process.execPath;
    const line = `"${node}" "${script}" service export --db "${from.spec}" | "${node}" "${script}" service import - --db "${to.spec}"`;
    const { stderr } = await promisify(execFile)('/bin/sh', ['-c', line]);
    expect(stderr).toMatch(/exported 1 project\(s\), 3 runs, 0 alerts, 1 tokens\nimported app: 3 runs/);
    const dest = await startService('postgres', { db: to });
    try {
      const { body } = await getJson<{ runs: unknown[] }>(`${dest.url}/api/v1/projects/app/runs?branch=main`);
      expect(body.runs.length).toBe(3);
    } finally {
      await dest.close();
    }
  } finally {
    await Promise.all([from.drop(), to.drop(), remove()]);
  }
}, 120_000);
