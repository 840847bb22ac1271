import type { AgentDefinition } from '../agent-definition.js';
import { malformedAnswerError, structuredCall } from '../structured-call.js';
import type { SwarmInput } from '../swarms/swarm-input.js';

const roster = (agents: AgentDefinition[]) => agents.map((agent) => `- ${agent.name}: ${agent.description || agent.systemPrompt.slice(0, 160) || 'no description'}`).join('\n');

/** A router call: picks the agent best suited to the task from names and descriptions. */
export async function pickAgent(input: SwarmInput, router: AgentDefinition, agents: AgentDefinition[]): Promise<{ agent: AgentDefinition; reasoning: string }> {
  const names = agents.map((agent) => agent.name);
  const pick = await structuredCall(
    input.context,
    {
      agent: router.name,
      modelName: router.modelName,
      system: router.systemPrompt,
      prompt: `Task:\n${input.task}\n\nAgents:\n${roster(agents)}\n\nChoose the one agent best suited to the task.`,
      name: 'select_agent',
      description: 'Select the agent that should handle the task',
      schema: { type: 'object', properties: { selected_agent: { type: 'string', enum: names }, reasoning: { type: 'string' } }, required: ['selected_agent', 'reasoning'] },
      temperature: 0,
    },
    (value) => (typeof value.selected_agent === 'string' && names.includes(value.selected_agent) ? { name: value.selected_agent, reasoning: String(value.reasoning ?? '') } : undefined),
  );
  if (!pick) throw malformedAnswerError(router.modelName, 'agent selection');
  return { agent: agents.find((agent) => agent.name === pick.name)!, reasoning: pick.reasoning };
}

/** One order of a plan: which worker does which subtask. */
export interface Order {
  agent: AgentDefinition;
  task: string;
}

/** A director's plan: subtasks assigned to workers (every worker named must exist). */
export async function planOrders(input: SwarmInput, director: AgentDefinition, workers: AgentDefinition[], feedback?: string): Promise<{ plan: string; orders: Order[] }> {
  const names = workers.map((agent) => agent.name);
  const plan = await structuredCall(
    input.context,
    {
      agent: director.name,
      modelName: director.modelName,
      system: director.systemPrompt,
      prompt: `Task:\n${input.task}\n\nWorkers:\n${roster(workers)}${feedback ? `\n\nResults of the previous round:\n${feedback}` : ''}\n\nMake a short plan and give each worker it needs one subtask.`,
      name: 'assign_subtasks',
      description: 'Plan the work and assign one subtask per worker',
      schema: {
        type: 'object',
        properties: {
          plan: { type: 'string' },
          orders: {
            type: 'array',
            minItems: 1,
            maxItems: workers.length,
            items: { type: 'object', properties: { agent_name: { type: 'string', enum: names }, task: { type: 'string' } }, required: ['agent_name', 'task'] },
          },
        },
        required: ['plan', 'orders'],
      },
      temperature: 0,
    },
    (value) => {
      if (!Array.isArray(value.orders)) return undefined;
      const orders = value.orders.flatMap((order: { agent_name?: unknown; task?: unknown }) => {
        const agent = workers.find((worker) => worker.name === order?.agent_name);
        return agent && typeof order.task === 'string' && order.task ? [{ agent, task: order.task }] : [];
      });
      return orders.length ? { plan: String(value.plan ?? ''), orders } : undefined;
    },
  );
  if (!plan) throw malformedAnswerError(director.modelName, 'plan');
  return plan;
}
