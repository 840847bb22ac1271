import { frameworkModel } from '../../primitives/framework-model.js';
import { structuredCall } from '../../structured-call.js';
import type { SwarmInput } from '../swarm-input.js';
import { BOSS_MODEL, DESIGNABLE_TYPES } from './auto-swarm-builder.js';

/** What each designable type is for, in the documentation's words (the matcher chooses by these). */
const PURPOSES: Record<(typeof DESIGNABLE_TYPES)[number], string> = {
  AgentRearrange: 'dynamically reorganise agents in a flow of sequential and parallel steps',
  MixtureOfAgents: 'combine diverse specialist agents, then aggregate their answers',
  SequentialWorkflow: 'execute tasks in a strict, predefined order, each building on the last',
  ConcurrentWorkflow: 'run independent work in parallel for higher throughput',
  GroupChat: 'collaborative problem-solving through conversation',
  MultiAgentRouter: 'route the task to the best-suited agent',
  HierarchicalSwarm: 'a director decomposes the task and delegates to workers',
  MajorityVoting: 'consensus-based decision-making across agents',
  CouncilAsAJudge: 'council-based evaluation of a response on several dimensions',
  HeavySwarm: 'deep multi-perspective research and synthesis',
  BatchedGridWorkflow: 'every agent on every task in a grid',
  LLMCouncil: 'members answer, rank each other, a chairman synthesises',
  DebateWithJudge: 'a structured debate (pro, con) with a judge',
  RoundRobin: 'agents take turns in a fixed order',
  PlannerWorkerSwarm: 'planners break the task into sub-tasks that workers execute',
};

/**
 * `auto`'s type selection: the framework's router once matched the task against a description of each
 * type (its SwarmMatcher) and fell back to SequentialWorkflow when that failed; the framework since
 * lists `auto` but has no factory for it (it raises). Here a matcher call on the framework's boss
 * model picks the type for the request's agents, SequentialWorkflow when its answer is unusable.
 */
export async function matchSwarmType(input: SwarmInput): Promise<(typeof DESIGNABLE_TYPES)[number]> {
  // DebateWithJudge needs three agents (pro, con, judge).
  const candidates = DESIGNABLE_TYPES.filter((type) => type !== 'DebateWithJudge' || input.agents.length >= 3);
  const pick = await structuredCall(
    input.context,
    {
      agent: 'Swarm-Matcher',
      modelName: frameworkModel(input.context, BOSS_MODEL, input.defaultModel),
      system: 'You match a task to the multi-agent architecture that suits it best.',
      prompt:
        `Task:\n${input.task}\n\nAgents:\n${input.agents.map((agent) => `- ${agent.name}: ${agent.description || agent.systemPrompt.slice(0, 160)}`).join('\n')}\n\n` +
        `Architectures:\n${candidates.map((type) => `- ${type}: ${PURPOSES[type]}`).join('\n')}\n\nChoose the architecture for this task and these agents.`,
      name: 'select_swarm_type',
      description: 'The architecture that suits the task best',
      schema: { type: 'object', properties: { swarm_type: { type: 'string', enum: candidates } }, required: ['swarm_type'] },
      temperature: 0,
    },
    (value) => candidates.find((type) => type === value.swarm_type),
  );
  return pick ?? 'SequentialWorkflow';
}
