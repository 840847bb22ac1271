import type { SwarmType } from '../../contract/enums.js';
import type { SwarmResult, SwarmRunner } from './swarm-input.js';
import { agentRearrange } from './types/agent-rearrange.js';
import { designSwarm, designedAgents } from './types/auto-swarm-builder.js';
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

/** AutoSwarmBuilder / auto: a planner designs the agents and type, then the designed swarm runs. */
const autoSwarm: SwarmRunner = async (input): Promise<SwarmResult> => {
  const design = await designSwarm(input);
  const agents = designedAgents(design, input.defaultModel);
  // A designed AgentRearrange without a usable flow runs its agents in list order.
  const flow = design.flow ?? agents.map((agent) => agent.name).join(' -> ');
  const result = await SWARM_RUNNERS[design.swarmType]({ ...input, agents, flow });
  return { ...result, numberOfAgents: agents.length + 1 };
};

/** Every accepted swarm type → its runner. Types share a runner only where CONTRACT section 10 says they behave alike. */
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
  AutoSwarmBuilder: autoSwarm,
  auto: autoSwarm,
};
