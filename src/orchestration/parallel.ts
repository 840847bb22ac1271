/**
 * How many items of one parallel step are in progress at once: the default cap on provider calls in flight
 * (`maxConcurrentCalls`). Starting more gains nothing, as they would wait for a call slot anyway, and a
 * 2,000-agent swarm would build 2,000 prompts and hold 2,000 runs' state at once (60 such requests held
 * 120,000 agents waiting for their turn).
 */
export const ITEMS_IN_PROGRESS = 64;

/**
 * Runs `work` over the items, at most ITEMS_IN_PROGRESS at once and started in their order (the global
 * provider cap still applies below), keeping input order in the results. When one fails, the others are
 * left to settle and the first error in input order is thrown, so no call is left running unobserved.
 */
export async function runParallel<Item, Result>(items: readonly Item[], work: (item: Item, index: number) => Promise<Result>): Promise<Result[]> {
  const settled = await runPooled(items, ITEMS_IN_PROGRESS, work);
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<Result>).value);
}

/** Like runParallel with at most `limit` items in progress (batches); each item's outcome is kept, failures included. */
export async function runPooled<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<PromiseSettledResult<Result>[]> {
  const results: PromiseSettledResult<Result>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index], index) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
