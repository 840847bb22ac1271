import { isoNaive, isoWithOffset } from '../../runtime/timestamps.js';
import { jobIds } from '../../runtime/ids.js';
import { runAgent, type AgentTurn } from '../agent-runtime.js';
import { toAgentDefinition, type AgentConfigLike } from '../agent-from-config.js';
import { normalizeHistory } from '../history.js';
import type { RunContext } from '../run-context.js';
import { prepareTools } from '../tools/prepare-tools.js';
import { agentUsageBlock, loggedUsage } from './usage-block.js';
import type { LoggedUsage } from '../../store/repositories.js';

/** An agent completion request with the seed's defaults applied. */
interface AgentCompletionInput {
  agent_config: AgentConfigLike;
  task?: string | null;
  history?: unknown;
  img?: string | null;
  imgs?: string[] | null;
  tools_enabled?: string[] | null;
}

/** A finished agent completion: the response body and what the ledger needs. */
export interface AgentCompletionOutcome {
  jobId: string;
  body: Record<string, unknown>;
  usage: LoggedUsage;
}

/** The images of a request: `img` and `imgs`, without duplicates. */
function imagesOf(input: { img?: string | null; imgs?: string[] | null }): string[] {
  return [...new Set([...(input.img ? [input.img] : []), ...(input.imgs ?? [])])];
}

/** The API's `outputs` items for an agent's turns. */
function outputItems(context: RunContext, turns: AgentTurn[]) {
  return turns.map((turn) => ({
    role: turn.role,
    content: turn.content,
    timestamp: isoNaive(context.clock.now()),
    message_id: context.ids.uuid(),
  }));
}

/** The run's agent, once the checks made before any model call pass (its model and fallbacks exist). */
export function assertAgentRunnable(context: RunContext, input: AgentCompletionInput) {
  const agent = toAgentDefinition(input.agent_config, 'agent', input.tools_enabled ?? []);
  for (const runnable of [agent, ...(agent.handoffs ?? [])]) {
    context.router.assertAvailable(runnable.modelName);
    runnable.fallbackModels.forEach((name) => context.router.assertAvailable(name));
  }
  return agent;
}

/** Runs `POST /v1/agent/completions`: one agent over the provider layer, costed per docs/api.md, Pricing. */
export async function runAgentCompletion(context: RunContext, input: AgentCompletionInput, jobId = jobIds.agent(context.ids)): Promise<AgentCompletionOutcome> {
  const agent = assertAgentRunnable(context, input);
  const images = imagesOf(input);
  await context.usage.addExtra('images', images.length);
  const tools = await prepareTools(context, agent);
  try {
    const result = await runAgent(context, agent, {
      task: input.task ?? '',
      history: normalizeHistory(input.history, agent.name),
      images,
      tools,
    });
    const usage = agentUsageBlock(context.usage, context.config.pricing);
    const body = {
      job_id: jobId,
      id: jobId,
      success: true,
      name: agent.name,
      description: agent.description,
      temperature: input.agent_config.temperature,
      outputs: outputItems(context, result.transcript ?? result.turns),
      usage,
      timestamp: isoWithOffset(context.clock.now()),
    };
    return { jobId, body, usage: loggedUsage(context.usage, usage.total_cost) };
  } finally {
    await tools.close();
  }
}
