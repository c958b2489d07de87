// Reads of several inputs run at once; when more than one fails, the error a user sees must not depend on which
// read lost the race, so it is the first input's, in the order the user gave them.

/** Like `Promise.all`, but waits for every promise and, if any failed, throws the earliest one's error. */
export async function allInOrder<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}
