// Issue 21, finding 6 (the part done): scratch folders of killed servers are removed on start, and /metrics
// counts what the verdict sweep set aside.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createToken } from '../../src/service/tokens.js';
import { openStore } from '../../src/service/store/open.js';
import { bundleCli, serveChild } from './child-server.js';
import { createTestDatabase, startService, STORE_KINDS, upload, type StoreKind } from './harness.js';

describe.each(STORE_KINDS)('operators on %s', (kind: StoreKind) => {
  test('on start, scratch folders of dead processes are removed from /dev/shm; live ones are kept', async () => {
    // A process id that was alive a moment ago and is not now.
    const dead = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']));
    const stale = path.join('/dev/shm', `benchdelta-service-${dead}-x1`);
    const live = path.join('/dev/shm', `benchdelta-service-${process.ppid}-x2`);
    await mkdir(path.join(stale, '0'), { recursive: true });
    await mkdir(live, { recursive: true });
    const service = await startService(kind);
    try {
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(live)).toBe(true);
    } finally {
      await service.close();
      await rm(live, { recursive: true, force: true });
    }
  });

  test('a server killed with SIGKILL mid-upload leaves its scratch folder; the next server to start removes it', async () => {
    const { cli, remove } = await bundleCli();
    const db = await createTestDatabase(kind);
    const store = openStore(db.spec);
    await store.migrate();
    const { token } = await createToken(store, 'app');
    await store.close();
    const log = readFileSync(path.resolve('examples/besu-control.log'));
    const ours = (pid: number) =>
      readdirSync('/dev/shm').filter((n) => n.startsWith(`benchdelta-service-${pid}-`));
    try {
      let left: string[] = [];
      // The folder lives while an upload is read: kill the server as soon as one is seen (a few tries, since
      // the upload may finish between the look and the kill).
      for (let attempt = 0; attempt < 10 && left.length === 0; attempt++) {
        const server = await serveChild(cli, db);
        const pid = server.child.pid as number;
        const uploads = Array.from({ length: 4 }, (_, i) =>
          upload(server, 'app', token, log, {
            commit: `c${attempt}`,
            run: `a${attempt}-${i}`,
            name: 'besu.log',
          }).catch(() => null),
        );
        const deadline = Date.now() + 10_000;
        while (ours(pid).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
        server.child.kill('SIGKILL');
        await new Promise((r) => server.child.once('exit', r));
        await Promise.all(uploads);
        left = ours(pid);
      }
      expect(left.length).toBeGreaterThan(0);
      const service = await startService(kind, { db });
      try {
        for (const name of left) expect(existsSync(path.join('/dev/shm', name))).toBe(false);
      } finally {
        await service.close();
      }
    } finally {
      await db.drop();
      await remove();
    }
  }, 120_000);
});
