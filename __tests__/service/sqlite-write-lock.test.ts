// Two stores on one SQLite file in one process (two replicas under test): a transaction that yields to the event
// loop mid-way (LoopSlice, during a long ingest) must be able to finish while the other store waits for the
// write lock. SQLite's own busy wait is synchronous: it held this process's loop for its whole timeout, so the
// holder never resumed and the waiter failed with "database is locked" (CI flaked on the replicas' alert test).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase } from '../../src/service/store/sqlite.js';

test("a second store waits for the first's yielding transaction by turns of the loop, and both commit", async () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-lock-')), 'store.db');
  const a = new SqliteDatabase(file);
  const b = new SqliteDatabase(file);
  try {
    await a.run('CREATE TABLE t (x INTEGER)');
    let resumed = false;
    const holder = a.transaction(async (tx) => {
      await tx.run('INSERT INTO t VALUES (1)');
      // Yields the loop while holding the write lock, as an ingest does between slices.
      await new Promise((resolve) => setTimeout(resolve, 50));
      resumed = true;
      await tx.run('INSERT INTO t VALUES (2)');
    });
    // Let the holder take the lock first.
    await new Promise((resolve) => setImmediate(resolve));
    const waiter = b.transaction(async (tx) => {
      expect(resumed).toBe(true);
      await tx.run('INSERT INTO t VALUES (3)');
    });
    await Promise.all([holder, waiter]);
    const rows = await b.all<{ x: number }>('SELECT x FROM t ORDER BY x');
    expect(rows.map((r) => r.x)).toEqual([1, 2, 3]);
  } finally {
    await b.close();
    await a.close();
  }
});
