import { ApiError } from '../../../errors/api-error.js';
import type { AgentDefinition } from '../../agent-definition.js';

/**
 * Parses `rearrange_flow`: `->` separates steps that run in sequence, `,` lists agents that run in
 * parallel within a step. Unknown names are a 400 naming them and the known agents.
 */
export function parseFlow(flow: string, agents: AgentDefinition[]): AgentDefinition[][] {
  const byName = new Map(agents.map((agent) => [agent.name, agent]));
  const steps = flow.split('->').map((step) => step.split(',').map((name) => name.trim()).filter(Boolean));
  if (steps.some((step) => step.length === 0)) {
    throw new ApiError('BAD_REQUEST', `rearrange_flow "${flow}" has an empty step. Write steps as "A -> B, C -> D": "->" for sequence, "," for agents in parallel.`);
  }
  const unknown = [...new Set(steps.flat().filter((name) => !byName.has(name)))];
  if (unknown.length) {
    throw new ApiError(
      'BAD_REQUEST',
      `rearrange_flow names agent(s) that are not in the swarm: ${unknown.join(', ')}. Known agents: ${agents.map((agent) => agent.name).join(', ') || 'none'}.`,
    );
  }
  return steps.map((step) => step.map((name) => byName.get(name)!));
}
