import { describe } from 'vitest';
import { describeAccountRepositories } from './accounts.js';
import { describeJournalRepository } from './journal.js';
import { describeMarketplaceRepository } from './marketplace.js';
import { describeNamespaceBudgetRepository } from './namespace-budgets.js';
import { describeNamespaceOwnerRepository } from './namespace-owners.js';
import { describeRequestLogRepository } from './request-logs.js';
import { type StoreFactory, useStore } from './store-fixtures.js';
import { describeTransactions } from './transactions.js';
import { describeWholeStore } from './whole-store.js';

/**
 * The repository conformance suite: every store implementation must pass it. `makeStore` opens a
 * fresh, empty store: each test gets one (opened before it, closed after it), the one store its group reads.
 */
export function describeStoreConformance(name: string, makeStore: StoreFactory): void {
  describe(`${name} store conformance`, () => {
    const store = useStore(makeStore);
    describeAccountRepositories(store);
    describeRequestLogRepository(store);
    describeJournalRepository(store);
    describeNamespaceOwnerRepository(store);
    describeNamespaceBudgetRepository(store);
    describeMarketplaceRepository(store);
    describeTransactions(store);
    describeWholeStore(store, makeStore);
  });
}
