import { randomUUID } from 'node:crypto';
import { ApiError } from '../errors/api-error.js';
import type { NamespaceBudgetRepository, Store, UsageBucket } from '../store/repositories.js';
import { holdExpiresAt } from './hold-expiry.js';

/** How often a process reads again which namespaces have a budget (one store read at most this often). */
const BUDGET_LIST_REFRESH_MS = 1_000;

/** How often a reservation refused in one statement, but with room when the state is read, is asked again. */
const RESERVE_ATTEMPTS = 3;

/**
 * What each namespace's runs may spend together, in credits, kept in the store (`Store.budgets`): every
 * replica on one database enforces the same budget, and a restart keeps it. The `namespaceBudgets` setting
 * writes its budgets when the server first uses them; the testing API and the admin plane change them.
 * A namespace without a budget is unlimited, and its runs make no store call for it: each process keeps
 * the list of namespaces that have one, read again at most once a second (a budget set by another replica
 * binds this one within that second; one this process sets binds it at once).
 */
export class NamespaceBudgets {
  /** Namespaces known to have a budget, with it. */
  private readonly known = new Map<string, number>();
  private listedAt = Number.NEGATIVE_INFINITY;
  private listing: Promise<void> | undefined;
  /** Moves with every change this process makes: a list read before it is not kept. */
  private generation = 0;
  /** Each namespace's budget change in flight: its next run's admission waits for it. */
  private readonly writes = new Map<string, Promise<void>>();
  private configuredWritten: Promise<void> | undefined;

  constructor(
    private readonly configured: Readonly<Record<string, number>>,
    private readonly repository: () => NamespaceBudgetRepository,
    /** A run's deadline (`runLimits.deadlineMs`): its hold lapses after it (a crashed process's holds). */
    private readonly deadlineMs: number,
  ) {}

  /** The namespace's budget, or undefined when it has none (read from the store). */
  async limit(namespace: string): Promise<number | undefined> {
    await this.settled(namespace);
    return (await this.repository().state(namespace, Date.now())).credits;
  }

  /** Sets the namespace's budget (null removes it) in the store; this process's next admission in it waits for the write. */
  set(namespace: string, credits: number | null): Promise<void> {
    if (credits !== null && !(Number.isFinite(credits) && credits >= 0)) throw new RangeError(`A budget is a number of credits of 0 or more; got ${credits}.`);
    this.generation += 1;
    if (credits === null) this.known.delete(namespace);
    else this.known.set(namespace, credits);
    const write = this.settled(namespace).then(() => this.repository().set(namespace, credits, Date.now()));
    const done = write.catch(() => undefined);
    this.writes.set(namespace, done);
    void done.then(() => {
      if (this.writes.get(namespace) === done) this.writes.delete(namespace);
    });
    return write;
  }

  /**
   * Admits a run of `namespace` against its budget, or refuses it (402 BUDGET_EXCEEDED): what the namespace
   * has spent (its log rows) plus what its runs in flight hold plus `estimate` must stay within it. The hold
   * is reserved in the store atomically (see NamespaceBudgetRepository.reserve), so runs admitted at once by
   * any process on the store cannot all pass one check. Undefined for a namespace without a budget.
   */
  async hold(namespace: string, estimate: number): Promise<NamespaceBudgetHold | undefined> {
    await this.settled(namespace);
    if (Date.now() - this.listedAt >= BUDGET_LIST_REFRESH_MS) await this.relist();
    if (!this.known.has(namespace)) return undefined;
    const repository = this.repository();
    for (let attempt = 0; ; attempt++) {
      const now = Date.now();
      const id = randomUUID();
      if (await repository.reserve({ id, namespace, amount: estimate, expiresAt: holdExpiresAt(this.deadlineMs, now) }, now)) return budgetHoldOf(repository, id);
      const state = await repository.state(namespace, now);
      if (state.credits === undefined) {
        // Removed (here or by another replica) since this process last read the list.
        this.known.delete(namespace);
        return undefined;
      }
      if (state.spent + state.held + estimate > state.credits || attempt + 1 >= RESERVE_ATTEMPTS) {
        throw budgetExceeded(namespace, state.credits, state.spent, state.held, estimate);
      }
    }
  }

  /** Once this process's budget changes of `namespace`, and the configured budgets, are in the store. */
  private async settled(namespace: string): Promise<void> {
    // Read now, before a change asked for after this call (which waits for this one) is in the map.
    const write = this.writes.get(namespace);
    this.configuredWritten ??= this.writeConfigured();
    await this.configuredWritten;
    await write;
  }

  /** Writes the `namespaceBudgets` setting's budgets (a replica starting writes them again: the setting wins at start). */
  private async writeConfigured(): Promise<void> {
    const at = Date.now();
    for (const [namespace, credits] of Object.entries(this.configured)) {
      this.known.set(namespace, credits);
      await this.repository().set(namespace, credits, at);
    }
  }

  /** Reads which namespaces have a budget again (one read shared by the admissions waiting for it). */
  private relist(): Promise<void> {
    this.listing ??= (async () => {
      const generation = this.generation;
      const startedAt = Date.now();
      try {
        const budgets = await this.repository().list();
        // A change this process made while the list was read is newer than the list: keep what is known.
        if (generation !== this.generation) return;
        this.known.clear();
        for (const { namespace, credits } of budgets) this.known.set(namespace, credits);
        this.listedAt = startedAt;
      } finally {
        this.listing = undefined;
      }
    })();
    return this.listing;
  }
}

/** A run's hold on its namespace's budget, from admission until its log row is written. */
export interface NamespaceBudgetHold {
  /** The hold's id: the run's log row removes it in its own transaction (`recordRun`'s `budgetHoldId`). */
  readonly id: string;
  /** Adds `amount` (negative: gives some back) to what the run holds, as its calls hold and settle credit. */
  grow(amount: number): Promise<void>;
  /** Gives the hold back (the run ended without a log row that removed it); after `settled()` it makes no store call. */
  release(): Promise<void>;
  /** Says the run's log row has landed and removed the hold in its transaction. */
  settled(): void;
}

/**
 * A hold's handle. Growth is written through to the store (other processes' admissions count it); growths
 * asked for while one is being written go together in the next write, so a run of many parallel calls
 * never queues one statement per call.
 */
function budgetHoldOf(repository: NamespaceBudgetRepository, id: string): NamespaceBudgetHold {
  let pending = 0;
  let writing: Promise<void> | undefined;
  let removed = false;
  const write = async () => {
    try {
      while (pending !== 0) {
        const amount = pending;
        pending = 0;
        await repository.grow(id, amount);
      }
    } finally {
      writing = undefined;
    }
  };
  return {
    id,
    grow: (amount) => {
      pending += amount;
      writing ??= write();
      return writing;
    },
    release: async () => {
      await writing?.catch(() => undefined);
      if (!removed) await repository.release(id);
      removed = true;
    },
    settled: () => {
      removed = true;
    },
  };
}

function budgetExceeded(namespace: string, budget: number, spent: number, held: number, estimate: number): ApiError {
  const inFlight = held > 0 ? `, runs in flight hold ${held.toFixed(6)} more,` : '';
  return new ApiError(
    'BUDGET_EXCEEDED',
    `Namespace "${namespace}" is over its budget: ${spent.toFixed(6)} of its ${budget.toFixed(6)} credits are spent${inFlight} and this run is expected to cost at least ${estimate.toFixed(6)} more. ` +
      'Raise the budget (the namespaceBudgets setting, or budget() of the testing API), or reset the namespace.',
  );
}

/** Spend of a namespace: totals, and the same split by swarm type and by model. */
export interface SpendSummary {
  runs: number;
  /** Requests refused before they ran (402, 403, 429, or an injected refusal fault): neither runs nor spend. */
  refusals: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
  bySwarmType: UsageBucket[];
  byModel: UsageBucket[];
}

/** What a namespace's logged runs spent, from the store's run rows: totals, by swarm type and by model. */
export async function spendOf(store: Pick<Store, 'logs'>, namespace: string): Promise<SpendSummary> {
  const bySwarmType = await store.logs.usage({ namespace }, 'swarmType');
  const byModel = await store.logs.usage({ namespace }, 'model');
  const sum = (field: 'runs' | 'refusals' | 'inputTokens' | 'outputTokens' | 'cost') => bySwarmType.reduce((total, bucket) => total + bucket[field], 0);
  return { runs: sum('runs'), refusals: sum('refusals'), inputTokens: sum('inputTokens'), outputTokens: sum('outputTokens'), cost: sum('cost'), bySwarmType, byModel };
}
