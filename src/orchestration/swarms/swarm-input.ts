import type { ApiToolCall } from '../api-tool-calls.js';
import type { ChatMessage } from '../../providers/spec.js';
import type { AgentDefinition } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';

/** One spoken turn of a swarm: the agent's name and what it said. */
export interface SwarmMessage {
  role: string;
  content: string;
  /** The entry's content as the documentation shows it when it is not text (HeavySwarm's questions, an agent's tool calls); `content` is its text. */
  data?: Record<string, unknown> | ApiToolCall[];
}

/** What every swarm type receives. */
export interface SwarmInput {
  context: RunContext;
  /** The swarm's `name` and `description` (the team roster names them). */
  team?: { name: string; description: string };
  /** The swarm's agents (empty for types that build their own). */
  agents: AgentDefinition[];
  task: string;
  /** Every task of the request (`tasks`, or `[task]`): SpreadSheetSwarm runs them all. */
  tasks: string[];
  /** Earlier conversation (`messages` of the request). */
  history: ChatMessage[];
  images: string[];
  /** Rounds / repetitions (`max_loops`). */
  maxLoops: number;
  /** `rearrange_flow` (AgentRearrange). */
  flow?: string | null;
  /** `list_all_agents`: the team roster opens the transcript every agent reads. */
  listAllAgents?: boolean;
  /** HierarchicalSwarm's built-in director: `director_model_name` and `director_settings` (the framework's defaults when absent). */
  director?: { modelName?: string | null; settings: Record<string, unknown> };
  /** The model built-in agents (aggregators, judges, routers) use: the first agent's, else the default. */
  defaultModel: string;
  /** Heavy-swarm settings; `rounds` (`heavy_swarm_max_loops`) falls back to `maxLoops`. */
  heavy: { loopsPerAgent: number; questionModel: string; workerModel: string; rounds?: number; variant?: 'default' | 'medium' | 'heavy' };
  /** Models the request names for the framework's built-in agents (`chairman_model`, `council_judge_model_name`); absent, the framework's. */
  builtInModels?: { chairman?: string | null; councilJudge?: string | null };
}

/** What a swarm type produces. */
export interface SwarmResult {
  /** Every turn, in speaking order. */
  history: SwarmMessage[];
  /** The final answer(s): what `return_history: false` returns. */
  final: SwarmMessage[];
  /** How many agents took part (built-in ones included). */
  numberOfAgents: number;
}

/** A swarm type: one small function composing the primitives. */
export type SwarmRunner = (input: SwarmInput) => Promise<SwarmResult>;
