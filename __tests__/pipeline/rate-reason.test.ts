// A rate (Mgas/s, bigger is better) is judged with the time's statistics and its verdict swapped; its reason
// must swap with it. On the shared synthetic Besu pair the candidate is faster, so Mgas/s is higher: an
// improvement whose reason once read "Slower in: …".
import path from 'node:path';
import { blockRequest, firstBlockComparison } from './support/block-request.js';

const SYNTHETIC = path.resolve('__fixtures__/shared/fixtures/synthetic');

test('a higher Mgas/s reads "Higher in", never slower or faster', async () => {
  const c = await firstBlockComparison(
    blockRequest(path.join(SYNTHETIC, 'besu-control.log'), [path.join(SYNTHETIC, 'besu-test.log')]),
  );
  const time = c.metrics?.find((m) => m.id === 'time');
  const rate = c.metrics?.find((m) => m.id === 'mgasps');
  expect(time?.verdict).toBe('improvement');
  expect(time?.reason).toMatch(/^Faster in: /);
  expect(rate?.direction).toBe('bigger-is-better');
  expect(rate?.verdict).toBe('improvement');
  expect(rate?.reason).toMatch(/^Higher in: slow ≥ 1000 ms/);
  for (const text of [rate?.reason, ...(rate?.cuts ?? []).map((cut) => cut.reason)])
    expect(text).not.toMatch(/slower|faster|improved/i);
});
