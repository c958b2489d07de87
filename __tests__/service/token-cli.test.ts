// `benchdelta token create|list|revoke` on a SQLite file, in-process: the token works once printed, and not once revoked.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli/run-cli.js';
import { openStore } from '../../src/service/store/open.js';
import { projectOfToken } from '../../src/service/tokens.js';

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { stdout: (t) => (out += t), stderr: (t) => (err += t) });
  return { code, out, err };
}

test('token create prints a token once; list shows it; revoke ends it', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-token-cli-'));
  const db = path.join(dir, 'service.sqlite');
  try {
    const created = await cli(['token', 'create', 'my-project', '--db', db, '--label', 'ci']);
    expect(created.code).toBe(0);
    const token = created.out.trim();
    expect(token).toMatch(/^bd_\d+_[A-Za-z0-9_-]{43}$/);
    expect(created.err).toMatch(/public project "my-project"/);
    const store = openStore(db);
    try {
      const project = await store.projects.find('my-project');
      expect(await projectOfToken(store, token)).toBe(project?.id);
      // Only the hash is stored.
      const rows = await store.db.all<{ hash: Uint8Array }>('SELECT hash FROM tokens');
      // The secret is everything after `bd_<id>_` (base64url: it may hold `_` itself, even first).
      const secret = /^bd_\d+_(.+)$/.exec(token)![1];
      expect(Buffer.from(rows[0].hash).toString('utf8')).not.toContain(secret);
      const listed = await cli(['token', 'list', 'my-project', '--db', db]);
      expect(listed.out).toMatch(/^1\t\S+\tactive\tci$/m);
      expect((await cli(['token', 'revoke', '1', '--db', db])).out).toBe('token 1 revoked\n');
      expect(await projectOfToken(store, token)).toBeNull();
    } finally {
      await store.close();
    }
    expect((await cli(['token', 'create', 'bad name!', '--db', db])).code).toBe(2);
    expect((await cli(['serve', '--port', 'x'])).code).toBe(2);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
