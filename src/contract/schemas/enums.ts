/** Swarm types accepted by `swarm_type` (the hosted API's documented limits and defaults), both spellings of the hierarchical type included. */
export const SWARM_TYPES = [
  'AgentRearrange',
  'MixtureOfAgents',
  'SpreadSheetSwarm',
  'SequentialWorkflow',
  'ConcurrentWorkflow',
  'GroupChat',
  'MultiAgentRouter',
  'AutoSwarmBuilder',
  'HierarchicalSwarm',
  'HiearchicalSwarm',
  'auto',
  'MajorityVoting',
  'MALT',
  'DeepResearchSwarm',
  'CouncilAsAJudge',
  'InteractiveGroupChat',
  'HeavySwarm',
  'BatchedGridWorkflow',
  'LLMCouncil',
  'DebateWithJudge',
  'RoundRobin',
  'PlannerWorkerSwarm',
] as const;
/** One accepted swarm type. */
export type SwarmType = (typeof SWARM_TYPES)[number];

/**
 * Types the framework has dropped and the hosted documentation no longer lists: still accepted and run (each
 * follows its last version in the framework's history, docs/swarm-types.md), not listed.
 */
export const DROPPED_SWARM_TYPES: readonly SwarmType[] = ['SpreadSheetSwarm', 'MALT', 'DeepResearchSwarm', 'InteractiveGroupChat'];

/** What `/v1/swarms/available` lists: the documentation's list (`examples/swarm-types.mdx`), in its order; not the misspelling nor the dropped types. */
export const AVAILABLE_SWARM_TYPES = SWARM_TYPES.filter((type) => type !== 'HiearchicalSwarm' && !DROPPED_SWARM_TYPES.includes(type));

/** Reasoning agent types (`reasoning_duo` is accepted too and means `reasoning-duo`). */
export const REASONING_TYPES = [
  'reasoning-duo',
  'reasoning_duo',
  'self-consistency',
  'ire',
  'reasoning-agent',
  'consistency-agent',
  'ire-agent',
  'ReflexionAgent',
  'GKPAgent',
  'AgentJudge',
] as const;

/** What `/v1/reasoning-agent/types` lists. */
export const AVAILABLE_REASONING_TYPES = REASONING_TYPES.filter((type) => type !== 'reasoning_duo');

/** Reasoning `output_type` values. */
export const OUTPUT_TYPES = [
  'list',
  'dict',
  'dictionary',
  'string',
  'str',
  'final',
  'last',
  'json',
  'all',
  'yaml',
  'xml',
  'dict-all-except-first',
  'str-all-except-first',
  'basemodel',
  'dict-final',
  'list-final',
] as const;

/** `service_tier` values. */
export const SERVICE_TIERS = ['standard', 'flex'] as const;

/** Auto swarm builder `execution_type` values. */
export const EXECUTION_TYPES = ['return-agents', 'return-swarm-router-config', 'return-agents-objects'] as const;

/** Built-in tools of `tools_enabled`. */
export const BUILTIN_TOOLS = ['auto_search', 'web_scraper'] as const;
