import type { JournalNode } from './journal-node.js';
import type { Journal } from './journal.js';

/** What names "the last run": the newest request of the namespace that asked for work (a POST). */
export const LAST_RUN = 'last';

/**
 * A request tree of a namespace by job id, journal node id or log row id, or the newest run when
 * `key` is `last`; only a tree of `userId` when one is given (a keyed caller sees its own runs).
 */
export async function findRunTree(journal: Journal, namespace: string, key: string, userId?: string): Promise<JournalNode | undefined> {
  if (key === LAST_RUN) {
    const requests = await journal.list(namespace, { userId });
    return [...requests].reverse().find((request) => request.attributes?.method === 'POST');
  }
  const [byJob] = await journal.list(namespace, { userId, jobId: key, limit: 1 });
  if (byJob) return byJob;
  const found = (await journal.find({ id: key })) ?? (await journal.find({ logId: key }));
  if (!found || found.namespace !== namespace) return undefined;
  return userId === undefined || found.node.attributes?.userId === userId ? found.node : undefined;
}
