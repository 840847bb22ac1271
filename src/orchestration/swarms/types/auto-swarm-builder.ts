import { SWARM_TYPES } from '../../../contract/enums.js';
import type { AgentDefinition } from '../../agent-definition.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { malformedAnswerError, structuredCall } from '../../structured-call.js';
import type { SwarmInput } from '../swarm-input.js';
import { isRunnableFlow } from './rearrange-flow.js';

/** The types a designed swarm may use (not the builders themselves). */
export const DESIGNABLE_TYPES = SWARM_TYPES.filter((type) => !['AutoSwarmBuilder', 'auto', 'HiearchicalSwarm'].includes(type));

/** A swarm the planner designed. */
export interface DesignedSwarm {
  name: string;
  description: string;
  swarmType: (typeof DESIGNABLE_TYPES)[number];
  flow?: string;
  agents: Array<{ agent_name: string; description: string; system_prompt: string }>;
}

const SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    swarm_type: { type: 'string', enum: [...DESIGNABLE_TYPES] },
    rearrange_flow: { type: 'string' },
    agents: {
      type: 'array',
      minItems: 1,
      maxItems: 8,
      items: {
        type: 'object',
        properties: { agent_name: { type: 'string' }, description: { type: 'string' }, system_prompt: { type: 'string' } },
        required: ['agent_name', 'description', 'system_prompt'],
      },
    },
  },
  required: ['name', 'swarm_type', 'agents'],
};

function validDesign(value: Record<string, unknown>): DesignedSwarm | undefined {
  if (!Array.isArray(value.agents) || value.agents.length === 0) return undefined;
  const agents = value.agents.filter((agent): agent is DesignedSwarm['agents'][number] => typeof agent?.agent_name === 'string' && agent.agent_name.trim() !== '');
  if (agents.length === 0) return undefined;
  const names = new Set<string>();
  for (const agent of agents) {
    // Duplicate names from a model would make outputs ambiguous: number them.
    let name = agent.agent_name.trim();
    for (let suffix = 2; names.has(name); suffix += 1) name = `${agent.agent_name.trim()} ${suffix}`;
    names.add(name);
    agent.agent_name = name;
    agent.description = String(agent.description ?? '');
    agent.system_prompt = String(agent.system_prompt ?? '');
  }
  const swarmType = DESIGNABLE_TYPES.includes(value.swarm_type as DesignedSwarm['swarmType']) ? (value.swarm_type as DesignedSwarm['swarmType']) : 'SequentialWorkflow';
  // A flow naming agents the plan does not have is the model's slip, not the caller's: the agents then run in list order.
  const flow = typeof value.rearrange_flow === 'string' && isRunnableFlow(value.rearrange_flow, names) ? value.rearrange_flow : undefined;
  return { name: String(value.name ?? 'auto-swarm'), description: String(value.description ?? ''), swarmType, flow, agents };
}

/** A planner call designs the agents and the swarm type for the task; a malformed plan gets one repair, then a 502. */
export async function designSwarm(input: SwarmInput, modelName = input.defaultModel): Promise<DesignedSwarm> {
  const planner = builtInAgent('Swarm Architect', 'You design teams of AI agents: names, roles, system prompts, and how they collaborate.', modelName);
  const design = await structuredCall(
    input.context,
    {
      agent: planner.name,
      modelName,
      system: planner.systemPrompt,
      prompt: `Design a swarm of agents for this task:\n${input.task}`,
      name: 'create_swarm',
      description: 'Create the agents and pick the swarm type',
      schema: SCHEMA,
      temperature: 0,
    },
    validDesign,
  );
  if (!design) throw malformedAnswerError(modelName, 'swarm design');
  return design;
}

/** The designed agents as runtime definitions on the given model. */
export function designedAgents(design: DesignedSwarm, modelName: string): AgentDefinition[] {
  return design.agents.map((agent) => builtInAgent(agent.agent_name, agent.system_prompt, modelName, { description: agent.description }));
}
