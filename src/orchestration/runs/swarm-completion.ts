import { swarmRunBilling } from '../../billing/cost.js';
import type { SwarmSpecWithDefaults } from '../../contract/schemas/swarm-spec.js';
import { ApiError } from '../../errors/api-error.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import type { LoggedUsage } from '../../store/repositories.js';
import { toAgentDefinition } from '../agent-from-config.js';
import { normalizeHistory } from '../history.js';
import type { RunContext } from '../run-context.js';
import type { SwarmInput, SwarmMessage, SwarmResult } from '../swarms/swarm-input.js';
import { COLLABORATION_PROMPT } from '../swarms/collaboration-prompt.js';
import type { SwarmTypeDescriptor } from '../swarms/swarm-type-descriptor.js';
import { selfStaffedTypes, swarmTypeCatalogue, swarmTypeOf } from '../swarms/swarm-types.js';
import { loggedUsage } from './usage-block.js';

/** The hosted API's text for a swarm without any input. */
const NO_TASK_DETAIL = 'There is no task or tasks or messages provided. Please provide a valid task description to proceed.';

/** A finished swarm run: the response body and what the ledger needs. */
export interface SwarmCompletionOutcome {
  jobId: string;
  body: Record<string, unknown>;
  usage: LoggedUsage;
}

const isUserMessage = (message: Record<string, unknown>) => (message.role ?? 'user') === 'user';

/** The task and the earlier conversation: without `task`/`tasks`, the last user message is the task, not history too. */
function taskAndHistory(spec: SwarmSpecWithDefaults): { tasks: string[]; history: Array<Record<string, unknown>> } {
  const messages = spec.messages ?? [];
  if (spec.tasks?.length) return { tasks: spec.tasks, history: messages };
  if (spec.task) return { tasks: [spec.task], history: messages };
  const lastIndex = messages.map(isUserMessage).lastIndexOf(true);
  const content = messages[lastIndex]?.content;
  const task = typeof content === 'string' ? content : content ? JSON.stringify(content) : '';
  return { tasks: [task], history: messages.filter((_message, index) => index !== lastIndex) };
}

/** Checks what can be checked before any model call: an input, agents, known models. */
export function assertRunnable(context: RunContext, spec: SwarmSpecWithDefaults): void {
  if (!spec.task && !spec.tasks?.length && !spec.messages?.length) throw new ApiError('BAD_REQUEST', NO_TASK_DETAIL);
  const swarmType = swarmTypeOf(spec.swarm_type);
  if (spec.agents.length === 0 && !swarmType.staffsItself) {
    throw new ApiError('BAD_REQUEST', `A ${spec.swarm_type} needs at least one agent in "agents" (${selfStaffedTypes().join(', ')} build their own).`);
  }
  for (const model of [...namedBuiltInModels(spec), ...(swarmType.builtInModels?.(spec) ?? [])]) context.router.assertAvailable(model);
  for (const agent of spec.agents) {
    context.router.assertAvailable(agent.model_name);
    for (const fallback of agent.fallback_models ?? []) context.router.assertAvailable(fallback);
  }
}

/** The built-in agents' models the request names (so an unknown one is a 400 before any call). */
function namedBuiltInModels(spec: SwarmSpecWithDefaults): string[] {
  return [spec.chairman_model, spec.council_judge_model_name, spec.director_model_name].filter((model): model is string => Boolean(model));
}

/** An agent's system prompt with what the swarm adds to every agent: the collaboration prompt (on by default), then the rules. */
function swarmSystemPrompt(systemPrompt: string, spec: SwarmSpecWithDefaults): string {
  const collaboration = spec.multi_agent_collab_prompt ? `\n\n${COLLABORATION_PROMPT}` : '';
  const rules = spec.rules ? `\n\nRules every agent of this swarm follows:\n${spec.rules}` : '';
  return `${systemPrompt}${collaboration}${rules}`.trim();
}

function swarmInput(context: RunContext, spec: SwarmSpecWithDefaults): SwarmInput {
  const agents = spec.agents.map((config, index) => {
    const agent = toAgentDefinition(config, `agent-${index + 1}`);
    return { ...agent, systemPrompt: swarmSystemPrompt(agent.systemPrompt, spec) };
  });
  const { tasks, history } = taskAndHistory(spec);
  return {
    context,
    team: { name: spec.name, description: spec.description },
    agents,
    task: tasks[0],
    tasks,
    history: normalizeHistory(history, ''),
    images: spec.img ? [spec.img] : [],
    maxLoops: Math.max(1, spec.max_loops),
    flow: spec.rearrange_flow,
    listAllAgents: spec.list_all_agents,
    director: { modelName: spec.director_model_name, settings: spec.director_settings },
    defaultModel: agents[0]?.modelName ?? context.config.defaultModel,
    heavy: {
      loopsPerAgent: spec.heavy_swarm_loops_per_agent,
      questionModel: spec.heavy_swarm_question_agent_model_name,
      workerModel: spec.heavy_swarm_worker_model_name,
      rounds: spec.heavy_swarm_max_loops ?? undefined,
      variant: spec.heavy_swarm_variant ?? undefined,
    },
    builtInModels: { chairman: spec.chairman_model, councilJudge: spec.council_judge_model_name },
  };
}

/** Runs the swarm: once, or once per task of `tasks` (in order) for types that take one task at a time. */
async function runTasks(input: SwarmInput, swarmType: SwarmTypeDescriptor): Promise<SwarmResult[]> {
  if (swarmType.takesAllTasks) return [await swarmType.run(input, swarmTypeCatalogue)];
  const results: SwarmResult[] = [];
  for (const task of input.tasks) results.push(await swarmType.run({ ...input, task }, swarmTypeCatalogue));
  return results;
}

/** Final answers keyed by agent (the `outputs` object the seed describes for concurrent runs). */
function outputsByAgent(final: SwarmMessage[]): Record<string, string> {
  return Object.fromEntries(final.map((message) => [message.role, message.content]));
}

/** Runs `POST /v1/swarm/completions`: every agent turn a provider call, billed per docs/api.md, Pricing. */
export async function runSwarmCompletion(runContext: RunContext, spec: SwarmSpecWithDefaults, jobId = jobIds.swarm(runContext.ids)): Promise<SwarmCompletionOutcome> {
  assertRunnable(runContext, spec);
  // The type targets faults at this run's calls, and the event tells the request's journal and run log what ran.
  const context: RunContext = { ...runContext, swarmType: spec.swarm_type };
  context.events({ type: 'swarm-start', swarmType: spec.swarm_type });
  const startedAt = context.clock.now();
  const input = swarmInput(context, spec);
  if (input.images.length) await context.usage.addExtra('images', input.images.length);
  const swarmType = swarmTypeOf(spec.swarm_type);
  const results = await runTasks(input, swarmType);
  const final = results.flatMap((result) => result.final);
  const outputOf = (result: SwarmResult) => (spec.return_history ? result.history : result.final).map(({ role, content, data }) => ({ role, content: data ?? content }));
  // `tasks` (for a type that runs one task at a time) nest the output: one list per task, in order.
  const output = spec.tasks?.length && !swarmType.takesAllTasks ? results.map(outputOf) : outputOf(results[0]);
  // Each type counts the agents it ran as the hosted API does (the request's agents, for most).
  const numberOfAgents = Math.max(...results.map((result) => result.numberOfAgents));
  const billing = swarmRunBilling(context.usage.total, numberOfAgents, context.config.pricing, {
    at: (context.ledgerClock ?? context.clock).now(),
    serviceTier: spec.service_tier,
  });
  const body = {
    job_id: jobId,
    status: 'success',
    swarm_name: spec.name,
    description: spec.description,
    swarm_type: spec.swarm_type,
    output,
    outputs: outputsByAgent(final),
    number_of_agents: numberOfAgents,
    service_tier: spec.service_tier,
    execution_time: Math.round((context.clock.now() - startedAt) / 10) / 100,
    usage: {
      input_tokens: context.usage.total.inputTokens,
      output_tokens: context.usage.total.outputTokens,
      total_tokens: context.usage.totalTokens,
      billing_info: billing,
    },
    ...(spec.tasks?.length ? { tasks: spec.tasks } : {}),
    ...(spec.messages?.length ? { messages: spec.messages } : {}),
    timestamp: isoWithOffset(context.clock.now()),
  };
  return { jobId, body, usage: loggedUsage(context.usage, billing.total_cost) };
}
