import type { SwarmType } from '../../../contract/schemas/enums.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import { structuredCall } from '../../structured-call.js';
import type { SwarmInput } from '../swarm-input.js';
import type { DesignableType } from '../swarm-type-descriptor.js';
import { BOSS_MODEL } from './auto-swarm-builder.js';

/**
 * `auto`'s type selection: the framework's router once matched the task against a description of each
 * type (its SwarmMatcher) and fell back to SequentialWorkflow when that failed; the framework since
 * lists `auto` but has no factory for it (it raises). Here a matcher call on the framework's boss
 * model picks the type for the request's agents, SequentialWorkflow when its answer is unusable.
 */
export async function matchSwarmType(input: SwarmInput, designable: DesignableType[]): Promise<SwarmType> {
  const offered = designable.filter((type) => input.agents.length >= type.minimumAgents);
  const candidates = offered.map((type) => type.name);
  const pick = await structuredCall(
    input.context,
    {
      agent: 'Swarm-Matcher',
      modelName: frameworkModel(input.context, BOSS_MODEL, input.defaultModel),
      system: 'You match a task to the multi-agent architecture that suits it best.',
      prompt:
        `Task:\n${input.task}\n\nAgents:\n${input.agents.map((agent) => `- ${agent.name}: ${agent.description || agent.systemPrompt.slice(0, 160)}`).join('\n')}\n\n` +
        `Architectures:\n${offered.map((type) => `- ${type.name}: ${type.purpose}`).join('\n')}\n\nChoose the architecture for this task and these agents.`,
      name: 'select_swarm_type',
      description: 'The architecture that suits the task best',
      schema: { type: 'object', properties: { swarm_type: { type: 'string', enum: candidates } }, required: ['swarm_type'] },
      temperature: 0,
    },
    (value) => candidates.find((type) => type === value.swarm_type),
  );
  return pick ?? 'SequentialWorkflow';
}
