import { SWARM_TYPES, type SwarmType } from '../../contract/schemas/enums.js';
import type { DesignableType, SwarmTypeCatalogue, SwarmTypeDescriptor } from './swarm-type-descriptor.js';
import { agentRearrange } from './types/agent-rearrange.js';
import { auto } from './types/auto.js';
import { autoSwarmBuilder } from './types/auto-swarm-builder.js';
import { batchedGridWorkflow } from './types/batched-grid-workflow.js';
import { concurrentWorkflow } from './types/concurrent-workflow.js';
import { councilAsAJudge } from './types/council-as-a-judge.js';
import { debateWithJudge } from './types/debate-with-judge.js';
import { deepResearchSwarm } from './types/deep-research-swarm.js';
import { groupChat } from './types/group-chat.js';
import { heavySwarm } from './types/heavy-swarm.js';
import { hiearchicalSwarm, hierarchicalSwarm } from './types/hierarchical-swarm.js';
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

/** Every accepted swarm type → its descriptor; the compiler refuses the build until each name of `SWARM_TYPES` has one. */
const BUILT_IN: Record<SwarmType, SwarmTypeDescriptor> = {
  SequentialWorkflow: sequentialWorkflow,
  ConcurrentWorkflow: concurrentWorkflow,
  AgentRearrange: agentRearrange,
  MixtureOfAgents: mixtureOfAgents,
  GroupChat: groupChat,
  RoundRobin: roundRobin,
  InteractiveGroupChat: interactiveGroupChat,
  MultiAgentRouter: multiAgentRouter,
  HierarchicalSwarm: hierarchicalSwarm,
  HiearchicalSwarm: hiearchicalSwarm,
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
  auto,
};

/** The registry, in the order of `SWARM_TYPES` (the order the boss and the matcher list designable types in); registered types follow. */
const registry = new Map<SwarmType, SwarmTypeDescriptor>(SWARM_TYPES.flatMap((name) => (BUILT_IN[name] ? [[name, BUILT_IN[name]] as const] : [])));

/** The descriptor of an accepted swarm type (the request schema only lets accepted names through). */
export function swarmTypeOf(name: SwarmType): SwarmTypeDescriptor {
  const descriptor = registry.get(name);
  if (!descriptor) throw new Error(`Swarm type "${name}" has no descriptor: register it in src/orchestration/swarms/swarm-types.ts.`);
  return descriptor;
}

/** The accepted types whose descriptor says `staffsItself` (they may run without request agents). */
export function selfStaffedTypes(): SwarmType[] {
  return [...registry].filter(([, descriptor]) => descriptor.staffsItself).map(([name]) => name);
}

/** The registry as types that run other types see it. */
export const swarmTypeCatalogue: SwarmTypeCatalogue = {
  designable: (): DesignableType[] =>
    [...registry].flatMap(([name, { designable }]) => (designable ? [{ name, purpose: designable.purpose, minimumAgents: designable.minimumAgents ?? 1 }] : [])),
  run: (name, input) => swarmTypeOf(name).run(input, swarmTypeCatalogue),
};

/**
 * Adds a swarm type at run time, for tests that prove the "add a swarm type" recipe without editing
 * `src/`. The name must already be one `SWARM_TYPES` accepts (a test extends that list with `vi.mock`,
 * as test/orchestration/swarms/add-a-swarm-type.test.ts does), so the request schema, the
 * OpenAPI enum and `/v1/swarms/available` stay in step with what can run.
 */
export function registerSwarmType(name: SwarmType, descriptor: SwarmTypeDescriptor): void {
  if (!SWARM_TYPES.includes(name)) throw new Error(`Swarm type "${name}" is not in SWARM_TYPES (src/contract/schemas/enums.ts): add it there first.`);
  if (registry.has(name)) throw new Error(`Swarm type "${name}" is already registered.`);
  registry.set(name, descriptor);
}
