import { ApiError } from '../../../errors/api-error.js';
import type { AgentDefinition } from '../../agent-definition.js';

/** The agent names of each step of a flow, in order (empty steps kept, so callers can reject them). */
function flowSteps(flow: string): string[][] {
  return flow.split('->').map((step) =>
    step
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Whether a flow has no empty step and names only the given agents (a planner's flow is checked this way). */
export function isRunnableFlow(flow: string, agentNames: Set<string>): boolean {
  const steps = flowSteps(flow);
  return steps.every((step) => step.length > 0 && step.every((name) => agentNames.has(name)));
}

/**
 * Parses `rearrange_flow`: `->` separates steps that run in sequence, `,` lists agents that run in
 * parallel within a step. Unknown names are a 400 naming them and the known agents.
 */
export function parseFlow(flow: string, agents: AgentDefinition[]): AgentDefinition[][] {
  const byName = new Map(agents.map((agent) => [agent.name, agent]));
  const steps = flowSteps(flow);
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
