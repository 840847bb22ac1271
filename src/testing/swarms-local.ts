import { createApiKey } from '../accounts/api-keys.js';
import type { FakeMcpServerInput } from '../contract/schemas/fake-mcp.js';
import { FAKE_MCP_PATH, SSE_STREAM_SUFFIX } from '../fake-mcp/fake-mcp-registry.js';
import type { FakeToolCall } from '../fake-mcp/fake-mcp-server.js';
import type { FaultRuleInput, Scenario, StubRuleInput } from '../contract/schemas/fault-rule.js';
import { findRunTree, LAST_RUN } from '../journal/find-run.js';
import type { JournalFilter, JournalNode } from '../journal/journal-node.js';
import { diffRuns, type RunDiff } from '../journal/run-diff.js';
import { runViewOf, type RunView } from '../journal/run-view.js';
import { NamespacedClock } from '../runtime/namespaced-clock.js';
import { DEFAULT_NAMESPACE } from '../runtime/request-scope.js';
import { type SpendSummary, spendOf } from '../accounts/namespace-budgets.js';
import { startServer, type RunningServer, type StartServerOptions } from '../server.js';
import { forgetEverything } from '../http/forget-everything.js';
import { type InterceptOptions, type Interception, interceptBaseUrls } from './intercept.js';

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
  /** Stubs of the namespace, in place from the start and put back by every `reset()`. */
  stubs?: StubRuleInput[];
  /** Faults of the namespace, in place from the start and put back by every `reset()`. */
  faults?: FaultRuleInput[];
  /**
   * Answer the process's own `fetch`, undici and `node:http` calls to the hosted API's base URL (or the
   * `baseUrls` given) in process, without a socket or a port (docs/testing.md): true, or the base URLs and what
   * becomes of requests to other hosts. The handle's `url` is then the first base URL.
   */
  intercept?: boolean | InterceptOptions;
}

/** The fake MCP servers of a running swarms-local. */
export interface FakeMcpHandle {
  /** Declares a server (replacing one of that name); returns its `mcp_url`. */
  declare(server: FakeMcpServerInput): string;
  /** The `mcp_url` an agent uses to reach a declared server (streamable HTTP). */
  url(name: string): string;
  /** The URL of a declared server's event stream over the older HTTP+SSE transport (`…/sse`). */
  sseUrl(name: string): string;
  /** The calls a server received, and how each was answered. */
  calls(name: string): FakeToolCall[];
  /** Removes a server. */
  remove(name: string): void;
}

/** A running swarms-local for a test suite. */
export interface SwarmsLocal {
  /** Base URL, e.g. `http://127.0.0.1:53412`; with `intercept`, the first base URL intercepted (`https://api.swarms.world`). */
  url: string;
  /** A key of the test user; send it as `x-api-key`. */
  apiKey: string;
  /** Headers every request of this handle should carry (`x-api-key`, and the namespace if one is set). */
  headers: Record<string, string>;
  server: RunningServer;
  /** The interception in force when the handle was made with `intercept`: the base URLs it answers. */
  interception?: Interception;
  /**
   * Forgets everything: users, logs, agents, journal, faults, fixture cursors, clocks; then puts back what the options
   * gave (the test user's key, `frozenAt`, the seed's id sequence, `stubs` and `faults`, scenario files).
   */
  reset(): Promise<void>;
  /** The journal trees of this namespace, oldest first. */
  journal(filter?: JournalFilter): Promise<JournalNode[]>;
  /** A run of this namespace as a typed view, by job id, journal id or log id; the newest run when none is given. */
  run(id?: string): Promise<RunView>;
  /** What changed from run `a` to run `b` (ids as for `run`). */
  diff(a: string, b: string): Promise<RunDiff>;
  /** What this namespace's runs spent since the last reset: totals, by swarm type and by model. */
  spend(): Promise<SpendSummary>;
  /** Sets the credits this namespace's runs may spend together (null: no budget), in the store; this server's next run waits for it; a run that would go past is refused with 402. */
  budget(credits: number | null): Promise<void>;
  /** Injects a fault into this namespace. */
  fault(rule: FaultRuleInput): string;
  /** Loads a scenario into this namespace. */
  scenario(scenario: Scenario): void;
  /** Removes every fault of this namespace (its stubs stay). */
  clearFaults(): void;
  /**
   * Adds a stub to this namespace: calls that match get this canned answer instead of the model's. The same
   * rules as `POST /_swarms-local/stubs` (match by endpoint, swarmType, agent, model, contains, callIndex;
   * times, probability); returns its id, for `removeStub`.
   */
  stub(rule: StubRuleInput): string;
  /** The stubs of this namespace, with how many calls each matched and answered. */
  stubs(): Array<{ id: string; matchedCalls: number; answered: number; rule: StubRuleInput }>;
  /** Removes one stub by id, or every stub of this namespace; returns how many went. */
  removeStub(id?: string): number;
  /** The fake MCP servers (declared with the `mcp` option, or here). */
  mcp: FakeMcpHandle;
  /** This namespace's virtual clock. */
  clock: { freeze(at?: string | number): void; unfreeze(): void; set(at: string | number): void; advance(ms: number): void; now(): number };
  close(): Promise<void>;
}

const toMs = (at: string | number) => (typeof at === 'number' ? at : Date.parse(at));

/**
 * The synthetic model's settings of a suite's server: given none (no `synthetic`, config file or environment),
 * answers are composed on the calling thread. A suite sends one request at a time, so the composing thread's
 * throughput buys it nothing, while its start and a message per call cost every suite (docs/testing.md).
 */
const syntheticOf = (options: StartServerOptions): StartServerOptions['synthetic'] =>
  options.synthetic ?? (options.configFile === undefined && options.env === undefined ? { composeThread: false } : undefined);

/**
 * Starts swarms-local in-process for a test suite: port 0, an in-memory database, synthetic mode,
 * a premium test user with a key — unless the options say otherwise.
 */
export async function createSwarmsLocal(options: SwarmsLocalOptions = {}): Promise<SwarmsLocal> {
  const { user = 'test-user', userTier = 'premium', namespace = DEFAULT_NAMESPACE, frozenAt, mcp = [], stubs = [], faults = [], intercept, ...serverOptions } = options;
  // Intercepted, the server binds no port: every request reaches it in process.
  const server = await startServer({ port: 0, host: '127.0.0.1', db: ':memory:', seed: 0, ...serverOptions, synthetic: syntheticOf(serverOptions), listen: !intercept });
  const interception = intercept ? interceptBaseUrls(server.server, intercept === true ? {} : intercept) : undefined;
  const url = interception?.baseUrls[0] ?? server.url;
  const { deps } = server;
  const issueKey = async (key?: string) => (await createApiKey(deps.store, deps.clock, { userName: user, tier: userTier, key })).key;
  const apiKey = await issueKey();
  if (!(deps.clock instanceof NamespacedClock)) throw new Error('createSwarmsLocal needs the default namespaced clock.');
  const clocks = deps.clock;
  // Looked up at each use: a reset replaces a namespace's clock.
  const clock = () => clocks.forNamespace(namespace);
  if (frozenAt !== undefined) clocks.pin(namespace, toMs(frozenAt));
  for (const rule of stubs) deps.faults.configure(namespace, { kind: 'answer', ...rule }, 'options');
  for (const rule of faults) deps.faults.configure(namespace, rule, 'options');
  const fakeUrl = (name: string) => {
    if (!deps.fakeMcp.get(name)) throw new Error(`No fake MCP server is named ${name}; declare it first (createSwarmsLocal({ mcp }) or handle.mcp.declare).`);
    return `${url}${FAKE_MCP_PATH}/${encodeURIComponent(name)}`;
  };
  const fakeMcp: FakeMcpHandle = {
    declare: (declared) => fakeUrl(deps.fakeMcp.declare(declared).name),
    url: fakeUrl,
    sseUrl: (name) => `${fakeUrl(name)}${SSE_STREAM_SUFFIX}`,
    calls: (name) => [...(deps.fakeMcp.get(name)?.calls ?? [])],
    remove: (name) => void deps.fakeMcp.remove(name),
  };
  for (const declared of mcp) fakeMcp.declare(declared);
  const headers: Record<string, string> = { 'x-api-key': apiKey };
  if (namespace !== DEFAULT_NAMESPACE) headers['x-swarms-local-namespace'] = namespace;
  const handle: SwarmsLocal = {
    url,
    apiKey,
    headers,
    server,
    interception,
    async reset() {
      await forgetEverything(deps);
      // The same key again, so a suite can keep using the handle it already has.
      await issueKey(apiKey);
    },
    journal: (filter) => deps.journal.list(namespace, filter),
    async run(id = LAST_RUN) {
      const tree = await findRunTree(deps.journal, namespace, id);
      if (!tree)
        throw new Error(
          id === LAST_RUN ? `No run in namespace ${namespace} yet.` : `No run ${id} in namespace ${namespace}: pass a job id, a journal id or a log id of this namespace.`,
        );
      return runViewOf(tree);
    },
    async diff(a, b) {
      return diffRuns(await handle.run(a), await handle.run(b));
    },
    spend: () => spendOf(deps.store, namespace),
    budget(credits) {
      if (!deps.budgets) throw new Error('This server was given dependencies without budgets; budget() needs the default ones.');
      return deps.budgets.set(namespace, credits);
    },
    fault: (rule) => deps.faults.add(namespace, rule).id,
    scenario: (scenario) => scenario.faults.forEach((rule) => deps.faults.add(namespace, rule, scenario.name)),
    clearFaults: () => void deps.faults.remove(namespace, undefined, 'faults'),
    stub: (rule) => deps.faults.add(namespace, { kind: 'answer', ...rule }).id,
    stubs: () => deps.faults.list(namespace, 'stubs').map(({ id, matchedCalls, fired, rule: { kind, ...rule } }) => ({ id, matchedCalls, answered: fired, rule })),
    removeStub: (id) => deps.faults.remove(namespace, id, 'stubs'),
    mcp: fakeMcp,
    clock: {
      freeze: (at) => clock().freeze(at === undefined ? undefined : toMs(at)),
      unfreeze: () => clock().unfreeze(),
      set: (at) => clock().set(toMs(at)),
      advance: (ms) => clock().advance(ms),
      now: () => clock().now(),
    },
    async close() {
      interception?.dispose();
      await server.close();
    },
  };
  return handle;
}
