import { createApiKey } from '../accounts/api-keys.js';
import type { FakeMcpServerInput } from '../contract/schemas/fake-mcp.js';
import { FAKE_MCP_PATH } from '../fake-mcp/fake-mcp-registry.js';
import type { FakeToolCall } from '../fake-mcp/fake-mcp-server.js';
import type { FaultRuleInput, Scenario } from '../contract/schemas/fault-rule.js';
import type { JournalFilter, JournalNode } from '../journal/journal-node.js';
import { NamespacedClock } from '../runtime/namespaced-clock.js';
import { DEFAULT_NAMESPACE } from '../runtime/request-scope.js';
import { startServer, type RunningServer, type StartServerOptions } from '../server.js';

/** Options of an embedded swarms-local: any server setting, plus the test user. */
export interface SwarmsLocalOptions extends StartServerOptions {
  /** The user the returned `apiKey` belongs to (default `test-user`). */
  user?: string;
  /** Tier of that user (default premium). */
  userTier?: 'free' | 'premium';
  /** Namespace the helpers act on (default: the default namespace). */
  namespace?: string;
  /** Freeze the clock at this instant (ISO 8601 with offset, or epoch ms). */
  frozenAt?: string | number;
  /** Fake MCP servers to declare: tools, answers (text, JSON, by argument match, or a function), closed world, faults (docs/testing-tools.md). */
  mcp?: FakeMcpServerInput[];
}

/** The fake MCP servers of a running swarms-local. */
export interface FakeMcpHandle {
  /** Declares a server (replacing one of that name); returns its `mcp_url`. */
  declare(server: FakeMcpServerInput): string;
  /** The `mcp_url` an agent uses to reach a declared server. */
  url(name: string): string;
  /** The calls a server received, and how each was answered. */
  calls(name: string): FakeToolCall[];
  /** Removes a server. */
  remove(name: string): void;
}

/** A running swarms-local for a test suite. */
export interface SwarmsLocal {
  /** Base URL, e.g. `http://127.0.0.1:53412`. */
  url: string;
  /** A key of the test user; send it as `x-api-key`. */
  apiKey: string;
  /** Headers every request of this handle should carry (`x-api-key`, and the namespace if one is set). */
  headers: Record<string, string>;
  server: RunningServer;
  /** Forgets everything: users, logs, agents, journal, faults, fixture cursors, clocks; the test user's key is restored. */
  reset(): Promise<void>;
  /** The journal trees of this namespace, oldest first. */
  journal(filter?: JournalFilter): Promise<JournalNode[]>;
  /** Injects a fault into this namespace. */
  fault(rule: FaultRuleInput): string;
  /** Loads a scenario into this namespace. */
  scenario(scenario: Scenario): void;
  /** Removes every fault of this namespace. */
  clearFaults(): void;
  /** The fake MCP servers (declared with the `mcp` option, or here). */
  mcp: FakeMcpHandle;
  /** This namespace's virtual clock. */
  clock: { freeze(at?: string | number): void; unfreeze(): void; set(at: string | number): void; advance(ms: number): void; now(): number };
  close(): Promise<void>;
}

const toMs = (at: string | number) => (typeof at === 'number' ? at : Date.parse(at));

/**
 * Starts swarms-local in-process for a test suite: port 0, an in-memory database, synthetic mode,
 * a premium test user with a key — unless the options say otherwise.
 */
export async function createSwarmsLocal(options: SwarmsLocalOptions = {}): Promise<SwarmsLocal> {
  const { user = 'test-user', userTier = 'premium', namespace = DEFAULT_NAMESPACE, frozenAt, mcp = [], ...serverOptions } = options;
  const server = await startServer({ port: 0, host: '127.0.0.1', db: ':memory:', seed: 0, ...serverOptions });
  const { deps } = server;
  const issueKey = async (key?: string) => (await createApiKey(deps.store, deps.clock, { userName: user, tier: userTier, key })).key;
  const apiKey = await issueKey();
  if (!(deps.clock instanceof NamespacedClock)) throw new Error('createSwarmsLocal needs the default namespaced clock.');
  const clocks = deps.clock;
  const clock = clocks.forNamespace(namespace);
  if (frozenAt !== undefined) clock.freeze(toMs(frozenAt));
  const fakeUrl = (name: string) => {
    if (!deps.fakeMcp.get(name)) throw new Error(`No fake MCP server is named ${name}; declare it first (createSwarmsLocal({ mcp }) or handle.mcp.declare).`);
    return `${server.url}${FAKE_MCP_PATH}/${encodeURIComponent(name)}`;
  };
  const fakeMcp: FakeMcpHandle = {
    declare: (declared) => fakeUrl(deps.fakeMcp.declare(declared).name),
    url: fakeUrl,
    calls: (name) => [...(deps.fakeMcp.get(name)?.calls ?? [])],
    remove: (name) => void deps.fakeMcp.remove(name),
  };
  for (const declared of mcp) fakeMcp.declare(declared);
  const headers: Record<string, string> = { 'x-api-key': apiKey };
  if (namespace !== DEFAULT_NAMESPACE) headers['x-swarms-local-namespace'] = namespace;
  const handle: SwarmsLocal = {
    url: server.url,
    apiKey,
    headers,
    server,
    async reset() {
      await deps.store.clear();
      await deps.journal.clear();
      deps.faults.clear();
      deps.fixtures?.resetCursors();
      clocks.resetAll();
      // The same key again, so a suite can keep using the handle it already has.
      await issueKey(apiKey);
    },
    journal: (filter) => deps.journal.list(namespace, filter),
    fault: (rule) => deps.faults.add(namespace, rule).id,
    scenario: (scenario) => scenario.faults.forEach((rule) => deps.faults.add(namespace, rule, scenario.name)),
    clearFaults: () => void deps.faults.remove(namespace),
    mcp: fakeMcp,
    clock: {
      freeze: (at) => clock.freeze(at === undefined ? undefined : toMs(at)),
      unfreeze: () => clock.unfreeze(),
      set: (at) => clock.set(toMs(at)),
      advance: (ms) => clock.advance(ms),
      now: () => clock.now(),
    },
    close: () => server.close(),
  };
  return handle;
}
