import type { SwarmType } from '../../contract/schemas/enums.js';
import type { AgentDefinition } from '../agent-definition.js';
import { frameworkModel } from '../primitives/framework-model.js';
import type { SwarmInput, SwarmResult, SwarmRunner } from './swarm-input.js';
import { agentRearrange } from './types/agent-rearrange.js';
import { BOSS_MODEL, createRouterConfig, designedAgents } from './types/auto-swarm-builder.js';
import { concurrentWorkflow } from './types/concurrent-workflow.js';
import { councilAsAJudge } from './types/council-as-a-judge.js';
import { batchedGridWorkflow } from './types/batched-grid-workflow.js';
import { debateWithJudge } from './types/debate-with-judge.js';
import { deepResearchSwarm } from './types/deep-research-swarm.js';
import { groupChat } from './types/group-chat.js';
import { heavySwarm } from './types/heavy-swarm.js';
import { hierarchicalSwarm } from './types/hierarchical-swarm.js';
import { interactiveGroupChat } from './types/interactive-group-chat.js';
import { llmCouncil } from './types/llm-council.js';
import { majorityVoting } from './types/majority-voting.js';
import { malt } from './types/malt.js';
import { mixtureOfAgents } from './types/mixture-of-agents.js';
import { multiAgentRouter } from './types/multi-agent-router.js';
import { plannerWorkerSwarm } from './types/planner-worker-swarm.js';
import { roundRobin } from './types/round-robin.js';
import { sequentialWorkflow } from './types/sequential-workflow.js';
import { spreadsheetSwarm } from './types/spreadsheet-swarm.js';
import { matchSwarmType } from './types/swarm-matcher.js';
import { isRunnableFlow } from './types/rearrange-flow.js';

/** Runs a designed (or matched) type with its agents; an AgentRearrange without a runnable flow runs them in list order. */
async function runDesigned(input: SwarmInput, swarmType: SwarmType, agents: AgentDefinition[], flow: string | null): Promise<SwarmResult> {
  const names = new Set(agents.map((agent) => agent.name));
  const runnable = flow && isRunnableFlow(flow, names) ? flow : agents.map((agent) => agent.name).join(' -> ');
  return SWARM_RUNNERS[swarmType]({ ...input, agents, flow: runnable });
}

/**
 * AutoSwarmBuilder (framework: `AutoSwarmBuilder.build_and_run_swarm`, auto_swarm_builder.py): the
 * boss (gpt-5.4) designs the team, its swarm type and flow in one call, then that swarm runs the task
 * with the request's `max_loops`. The boss counts as one more agent.
 */
const autoSwarmBuilder: SwarmRunner = async (input) => {
  const config = await createRouterConfig(input.context, input.task, { model: frameworkModel(input.context, BOSS_MODEL, input.defaultModel) });
  const agents = designedAgents(input.context, config.agents, input.defaultModel);
  const result = await runDesigned(input, config.swarm_type, agents, config.rearrange_flow);
  return { ...result, numberOfAgents: agents.length + 1 };
};

/** auto ("automatic swarm type selection"): the request's agents run as the matched type; with no agents, the boss builds the team. */
const autoSelected: SwarmRunner = async (input) => (input.agents.length ? runDesigned(input, await matchSwarmType(input), input.agents, null) : autoSwarmBuilder(input));

/** Every accepted swarm type → its runner. Types share a runner only where docs/swarm-types.md says they behave alike. */
export const SWARM_RUNNERS: Record<SwarmType, SwarmRunner> = {
  SequentialWorkflow: sequentialWorkflow,
  ConcurrentWorkflow: concurrentWorkflow,
  AgentRearrange: agentRearrange,
  MixtureOfAgents: mixtureOfAgents,
  GroupChat: groupChat,
  RoundRobin: roundRobin,
  InteractiveGroupChat: interactiveGroupChat,
  MultiAgentRouter: multiAgentRouter,
  HierarchicalSwarm: hierarchicalSwarm,
  HiearchicalSwarm: hierarchicalSwarm,
  PlannerWorkerSwarm: plannerWorkerSwarm,
  MajorityVoting: majorityVoting,
  LLMCouncil: llmCouncil,
  CouncilAsAJudge: councilAsAJudge,
  DebateWithJudge: debateWithJudge,
  MALT: malt,
  HeavySwarm: heavySwarm,
  DeepResearchSwarm: deepResearchSwarm,
  SpreadSheetSwarm: spreadsheetSwarm,
  BatchedGridWorkflow: batchedGridWorkflow,
  AutoSwarmBuilder: autoSwarmBuilder,
  auto: autoSelected,
};
