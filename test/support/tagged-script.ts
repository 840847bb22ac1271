import type { CallOptions } from '../../src/providers/spec.js';
import type { ScriptedModel } from '../../src/providers/scripted/index.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import { agentOf } from './scripted-swarm.js';
import { createTestClient } from './test-server.js';

/** One model call as a built-in-agent test sees it: who called, on which model. */
export interface TaggedCall {
  agent: string;
  model: string;
}

/**
 * Runs one swarm request against `script`, recording for every call the model name it was routed
 * to (so tests can check which model a built-in agent used), and closes the server.
 */
export async function runTagged(script: ScriptedModel, body: Record<string, unknown>, path = '/v1/swarm/completions') {
  const tagged: TaggedCall[] = [];
  const router = createStaticRouter((modelName) => ({
    provider: 'scripted',
    modelId: modelName,
    doGenerate: (options: CallOptions) => {
      tagged.push({ agent: agentOf(options), model: modelName });
      return script.doGenerate(options);
    },
    doStream: (options: CallOptions) => {
      tagged.push({ agent: agentOf(options), model: modelName });
      return script.doStream(options);
    },
  }));
  const client = await createTestClient({ dependencies: { router } });
  try {
    return { response: await client.post(path, body), tagged };
  } finally {
    await client.server.close();
  }
}
