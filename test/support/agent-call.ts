import { withAgentDefaults } from '../../src/contract/schemas/agent-spec.js';
import { loadConfig } from '../../src/config/load.js';
import { agentCallMessages, memoryEntry, openMemory, USER_ROLE } from '../../src/orchestration/agent-framing.js';
import { toAgentDefinition } from '../../src/orchestration/agent-from-config.js';
import { createRunContext } from '../../src/orchestration/create-run-context.js';
import type { RunContext } from '../../src/orchestration/run-context.js';
import { FixtureMissTally } from '../../src/orchestration/run-scope.js';
import type { ModelRouter } from '../../src/providers/model-router.js';
import type { CallOptions, ChatMessage } from '../../src/providers/spec.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import { VirtualClock } from '../../src/runtime/clock.js';
import { ConcurrencyLimiter } from '../../src/runtime/concurrency-limiter.js';
import { createIdGenerator } from '../../src/runtime/ids.js';

/** The instant agent calls built here are made at: the memory's timestamps are part of what a model reads. */
export const FROZEN_AT = Date.UTC(2026, 0, 15, 9, 30);

/** A run of an agent completion over `router`, with the seed's config and the clock frozen at FROZEN_AT. */
export function frozenRunContext(router: ModelRouter, seed = 0): RunContext {
  const clock = new VirtualClock();
  clock.freeze(FROZEN_AT);
  const services = { config: loadConfig({ flags: { seed } }), router, clock, ids: createIdGenerator(seed), limiter: new ConcurrencyLimiter(4) };
  return createRunContext(services, { namespace: 'default', endpoint: '/v1/agent/completions', signal: new AbortController().signal, fixtureMisses: new FixtureMissTally() });
}

/** A router for runs that only frame calls: any model call through it is a mistake of the test. */
const noModels = createStaticRouter(() => {
  throw new Error('this run context only frames agent calls');
});

/**
 * An agent's model call as the runtime frames it (the production framing functions, never a copy of
 * their format): its system prompt, then one user message of its timestamped memory ending in the
 * task, and the agent's name as the caller. Spread into CallOptions to call a model directly.
 */
export function agentCall(agent: { name: string; systemPrompt?: string }, task: string, history: ChatMessage[] = []): Pick<CallOptions, 'messages' | 'caller'> {
  const definition = toAgentDefinition(withAgentDefaults({ agent_name: agent.name, system_prompt: agent.systemPrompt }, { defaultModel: 'gpt-4.1' }), 'agent');
  const context = frozenRunContext(noModels);
  const memory = [...openMemory(context, definition, history), memoryEntry(context, USER_ROLE, task)];
  return { caller: definition.name, messages: agentCallMessages(definition, memory) };
}
