import { agentCompletionSchema, withAgentCompletionDefaults } from '../../../src/contract/schemas/agent-completion.js';
import { loadConfig } from '../../../src/config/load.js';
import { createRunContext } from '../../../src/orchestration/create-run-context.js';
import { FixtureMissTally } from '../../../src/orchestration/run-scope.js';
import { runAgentCompletion } from '../../../src/orchestration/runs/agent-completion.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { createSyntheticModel } from '../../../src/providers/synthetic/index.js';
import { VirtualClock } from '../../../src/runtime/clock.js';
import { ConcurrencyLimiter } from '../../../src/runtime/concurrency-limiter.js';
import { createIdGenerator } from '../../../src/runtime/ids.js';
import type { CorpusEntry } from './form-corpus/entry.js';

/** The instant every corpus call is made at: the memory's timestamps are part of what the model reads. */
export const FROZEN_AT = Date.UTC(2026, 0, 15, 9, 30);

/** The agent configuration of an entry as a request's `agent_config` sends it. */
export function agentConfigOf(entry: CorpusEntry, defaultName: string): Record<string, unknown> {
  return { agent_name: entry.agent ?? defaultName, ...(entry.system ? { system_prompt: entry.system } : {}), max_loops: 1 };
}

/**
 * The synthetic model's answer to an entry, through the production path of `POST /v1/agent/completions`
 * without HTTP: the body's schema and defaults, the agent definition, the runtime's framing of its
 * memory and the call the runtime makes (on the calling thread, as `composeThread: false` serves).
 */
export async function syntheticAnswer(entry: CorpusEntry, defaultName: string, seed = 0): Promise<string> {
  const clock = new VirtualClock();
  clock.freeze(FROZEN_AT);
  const model = createSyntheticModel({ modelId: 'gpt-4.1', seed, composeThread: false });
  const services = {
    config: loadConfig({ flags: { seed } }),
    router: createStaticRouter(model, ['gpt-4.1']),
    clock,
    ids: createIdGenerator(seed),
    limiter: new ConcurrencyLimiter(4),
  };
  const context = createRunContext(services, {
    namespace: 'default',
    endpoint: '/v1/agent/completions',
    signal: new AbortController().signal,
    fixtureMisses: new FixtureMissTally(),
  });
  const request = agentCompletionSchema.parse({ agent_config: agentConfigOf(entry, defaultName), task: entry.task });
  const { body } = await runAgentCompletion(context, withAgentCompletionDefaults(request, { defaultModel: services.config.defaultModel }));
  const outputs = body.outputs as Array<{ content: unknown }>;
  const last = outputs[outputs.length - 1]?.content;
  return typeof last === 'string' ? last : JSON.stringify(last);
}
