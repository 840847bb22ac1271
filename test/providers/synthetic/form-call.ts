import { agentCompletionSchema, withAgentCompletionDefaults } from '../../../src/contract/schemas/agent-completion.js';
import { runAgentCompletion } from '../../../src/orchestration/runs/agent-completion.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { createSyntheticModel } from '../../../src/providers/synthetic/index.js';
import { frozenRunContext } from '../../support/agent-call.js';
import type { CorpusEntry } from './form-corpus/entry.js';

/** The agent configuration of an entry as a request's `agent_config` sends it. */
export function agentConfigOf(entry: CorpusEntry, defaultName: string): Record<string, unknown> {
  return {
    agent_name: entry.agent ?? defaultName,
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.system ? { system_prompt: entry.system } : {}),
    max_loops: 1,
  };
}

/**
 * The synthetic model's answer to an entry, through the production path of `POST /v1/agent/completions`
 * without HTTP: the body's schema and defaults, the agent definition, the runtime's framing of its
 * memory and the call the runtime makes (on the calling thread, as `composeThread: false` serves).
 */
export async function syntheticAnswer(entry: CorpusEntry, defaultName: string, seed = 0): Promise<string> {
  const model = createSyntheticModel({ modelId: 'gpt-4.1', seed, composeThread: false });
  const context = frozenRunContext(createStaticRouter(model, ['gpt-4.1']), seed);
  const request = agentCompletionSchema.parse({ agent_config: agentConfigOf(entry, defaultName), task: entry.task });
  const { body } = await runAgentCompletion(context, withAgentCompletionDefaults(request, { defaultModel: context.config.defaultModel }));
  const outputs = body.outputs as Array<{ content: unknown }>;
  const last = outputs[outputs.length - 1]?.content;
  return typeof last === 'string' ? last : JSON.stringify(last);
}
