// Issue 21, finding 6 (the part done): scratch folders of killed servers are removed on start, and /metrics
// counts what the verdict sweep set aside.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { startService, STORE_KINDS, type StoreKind } from './harness.js';

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
});
