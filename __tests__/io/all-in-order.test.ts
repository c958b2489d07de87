// When several inputs fail, the reported error is the first input's, whichever failed first in time.
import { setTimeout as sleep } from 'node:timers/promises';
import { allInOrder } from '../../src/io/all-in-order.js';

describe('allInOrder', () => {
  it('returns the values in argument order', async () => {
    expect(await allInOrder([sleep(20).then(() => 'a'), Promise.resolve('b')])).toEqual(['a', 'b']);
  });

  it("throws the earliest argument's error even when a later one failed sooner", async () => {
    const slowFailure = sleep(30).then(() => {
      throw new Error('baseline');
    });
    const quickFailure = Promise.reject(new Error('candidate'));
    await expect(allInOrder([slowFailure, quickFailure])).rejects.toThrow('baseline');
  });

  it('waits for every input before failing, so no read is left running', async () => {
    let finished = false;
    const slowSuccess = sleep(30).then(() => {
      finished = true;
      return 1;
    });
    await expect(allInOrder([Promise.reject(new Error('first')), slowSuccess])).rejects.toThrow('first');
    expect(finished).toBe(true);
  });
});
