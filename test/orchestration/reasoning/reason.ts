import type { CallOptions } from '../../../src/providers/spec.js';
import type { ScriptedModel } from '../../../src/providers/scripted/index.js';
import { ApiError } from '../../../src/errors/api-error.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { agentOf, exchangesOf, promptOf, swarmScript } from '../../support/scripted-swarm.js';
import { createTestClient } from '../../support/test-server.js';

/** One recorded model call as a reasoning test reads it: agent, model, system prompt, history and prompt. */
export interface SeenCall {
  agent: string;
  model: string;
  system: string;
  /** The earlier exchanges the agent remembered (user and assistant messages before the prompt). */
  memory: string[];
  prompt: string;
}

function seen(options: Omit<CallOptions, 'abortSignal'>): SeenCall {
  const text = (content: unknown) => (typeof content === 'string' ? content : JSON.stringify(content));
  const system = options.messages.find((message) => message.role === 'system');
  return {
    agent: agentOf(options),
    model: options.model,
    system: text(system?.content ?? ''),
    memory: (options.caller ? exchangesOf(options) : options.messages.slice(1, -1)).map((message) => `${message.role}: ${text(message.content)}`),
    prompt: promptOf(options),
  };
}

/**
 * Posts a reasoning request (agent `R`, model gpt-4.1, task 'Is 91 prime?') to a server whose model
 * is `model` (by default every agent answers `<agent>#<n>`); returns the response and every call.
 * `routable` limits the model names the server can route (default: every name).
 */
export async function reason(body: Record<string, unknown>, model: ScriptedModel = swarmScript(), routable?: string[]) {
  const router = createStaticRouter(model);
  const assertAvailable = (name: string) => {
    if (routable && !routable.includes(name)) throw new ApiError('MODEL_NOT_AVAILABLE', `Model ${name} is not available.`);
  };
  const client = await createTestClient({ dependencies: { router: { ...router, assertAvailable } } });
  try {
    const response = await client.post('/v1/reasoning-agent/completions', { agent_name: 'R', model_name: 'gpt-4.1', task: 'Is 91 prime?', ...body });
    return { response, outputs: response.body.outputs, calls: model.calls.map(seen) };
  } finally {
    await client.server.close();
  }
}
