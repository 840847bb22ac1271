import type { AgentSpecWithDefaults } from '../../../contract/schemas/agent-spec.js';
import type { SwarmType } from '../../../contract/schemas/enums.js';
import type { AgentDefinition } from '../../agent-definition.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import type { RunContext } from '../../run-context.js';
import type { SwarmInput, SwarmResult } from '../swarm-input.js';
import type { DesignableType, SwarmTypeCatalogue, SwarmTypeDescriptor } from '../swarm-type-descriptor.js';
import { isRunnableFlow } from './rearrange-flow.js';
import { malformedAnswerError, structuredCall } from '../../structured-call.js';

/** The framework's boss model (`AutoSwarmBuilder(model_name=...)`) and its answer's token cap. */
export const BOSS_MODEL = 'gpt-5.4';
const BOSS_MAX_TOKENS = 8000;

const BOSS_PROMPT =
  'You are an expert multi-agent architecture designer and team coordinator. Analyse the task, then create a team of specialised agents, each with a ' +
  'crystal-clear purpose, a distinct personality and a comprehensive system prompt, and choose the multi-agent architecture that fits the task. ' +
  'Never choose "AutoSwarmBuilder" or "auto" as the swarm_type. Agent names must be unique within the team.';

/** An agent as the boss specifies it, with the framework's AgentSpec defaults filled in. */
type DesignedAgentSpec = Pick<AgentSpecWithDefaults, 'model_name' | 'auto_generate_prompt' | 'max_tokens' | 'role'> & {
  max_loops: number;
  agent_name: string;
  /** The framework's AgentSpec default (0.5) when the boss gives none. */
  temperature: number;
  description: string | null;
  system_prompt: string | null;
  goal: string | null;
};

/** A full swarm specification (the framework's SwarmRouterConfig, as `model_dump` gives it). */
interface RouterConfig {
  name: string;
  description: string;
  agents: DesignedAgentSpec[];
  swarm_type: SwarmType;
  rearrange_flow: string | null;
  rules: string | null;
  multi_agent_collab_prompt: string | null;
  task: string;
}

const AGENT_SPEC_SCHEMA = {
  type: 'object',
  properties: {
    agent_name: { type: 'string' },
    description: { type: 'string' },
    system_prompt: { type: 'string' },
    model_name: { type: 'string' },
    max_tokens: { type: 'integer' },
    temperature: { type: 'number' },
    role: { type: 'string' },
    max_loops: { type: 'integer' },
    goal: { type: 'string' },
  },
  required: ['agent_name', 'description', 'system_prompt'],
};
const AGENTS_SCHEMA = { type: 'object', properties: { agents: { type: 'array', minItems: 1, items: AGENT_SPEC_SCHEMA } }, required: ['agents'] };
/**
 * The boss's answer for a whole design: the team, a type among `designable` (SwarmRouter's, without
 * the builders themselves), the flow. The team is asked to be large enough for every type offered, so
 * whichever type the boss then picks, its team runs (a model that samples the schema, as the synthetic
 * one does, picks the team before the type).
 */
const routerConfigSchema = (designable: readonly DesignableType[]) => ({
  type: 'object',
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    agents: { ...AGENTS_SCHEMA.properties.agents, minItems: Math.max(1, ...designable.map((type) => type.minimumAgents)) },
    swarm_type: { type: 'string', enum: designable.map((type) => type.name) },
    rearrange_flow: { type: 'string' },
    rules: { type: 'string' },
    multi_agent_collab_prompt: { type: 'string' },
    task: { type: 'string' },
  },
  required: ['name', 'description', 'agents', 'swarm_type', 'task'],
});

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The agents of an answer with AgentSpec's defaults, or undefined when a name is missing or repeated (the framework refuses both). */
function agentSpecs(value: unknown): DesignedAgentSpec[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const specs = value.map((agent: Record<string, unknown>) => ({
    agent_name: text(agent?.agent_name)?.trim() ?? '',
    description: text(agent?.description),
    system_prompt: text(agent?.system_prompt),
    model_name: text(agent?.model_name) ?? BOSS_MODEL,
    auto_generate_prompt: false,
    max_tokens: Math.max(1, Math.round(numberOr(agent?.max_tokens, 8192))),
    temperature: numberOr(agent?.temperature, 0.5),
    role: text(agent?.role) ?? 'worker',
    max_loops: Math.max(1, Math.round(numberOr(agent?.max_loops, 1))),
    goal: text(agent?.goal),
  }));
  const names = specs.map((spec) => spec.agent_name);
  return names.every(Boolean) && new Set(names).size === names.length ? specs : undefined;
}

/** How the boss is asked: on which model, with which token cap. */
interface BossOptions {
  model: string;
  maxTokens?: number;
}

async function askBoss<T>(
  context: RunContext,
  options: BossOptions,
  prompt: string,
  name: string,
  schema: object,
  validate: (value: Record<string, unknown>) => T | undefined,
  what: string,
): Promise<T> {
  const answer = await structuredCall(
    context,
    {
      agent: 'Boss-Agent',
      modelName: options.model,
      system: BOSS_PROMPT,
      prompt,
      name,
      description: `The ${what}`,
      schema: schema as Record<string, unknown>,
      temperature: 0.5,
      maxTokens: options.maxTokens ?? BOSS_MAX_TOKENS,
    },
    validate,
  );
  if (!answer) throw malformedAnswerError(options.model, what);
  return answer;
}

/** `AutoSwarmBuilder.create_agents`: the boss, given the bare task, specifies the agents. */
export function createAgentSpecs(context: RunContext, task: string, options: BossOptions): Promise<DesignedAgentSpec[]> {
  return askBoss(context, options, task, 'Agents', AGENTS_SCHEMA, (value) => agentSpecs(value.agents), 'list of agents');
}

/**
 * `AutoSwarmBuilder._build_validated_router_config`: the boss specifies the team, its swarm type (one
 * of `designable`) and flow; the task is the caller's. A team smaller than its type needs is not a
 * valid design (the swarm would refuse it), so it gets the repair attempt like a malformed answer.
 */
export function createRouterConfig(context: RunContext, task: string, options: BossOptions, designable: readonly DesignableType[]): Promise<RouterConfig> {
  return askBoss(
    context,
    options,
    `Create the multi-agent team for the following task: ${task}`,
    'SwarmRouterConfig',
    routerConfigSchema(designable),
    (value) => {
      const agents = agentSpecs(value.agents);
      const swarmType = designable.find((type) => type.name === value.swarm_type);
      if (!agents || !swarmType || agents.length < swarmType.minimumAgents) return undefined;
      const fields = { name: text(value.name) ?? '', description: text(value.description) ?? '', rearrange_flow: text(value.rearrange_flow), rules: text(value.rules) };
      return { ...fields, agents, swarm_type: swarmType.name, multi_agent_collab_prompt: text(value.multi_agent_collab_prompt), task };
    },
    'swarm design',
  );
}

/** The boss's agents as runtime agents; a model this server cannot route runs on `fallbackModel`. */
export function designedAgents(context: RunContext, specs: DesignedAgentSpec[], fallbackModel: string): AgentDefinition[] {
  return specs.map((spec) =>
    builtInAgent(spec.agent_name, spec.system_prompt ?? '', frameworkModel(context, spec.model_name, fallbackModel), {
      description: spec.description ?? '',
      role: spec.role,
      maxTokens: spec.max_tokens,
      temperature: spec.temperature,
      maxLoops: spec.max_loops,
    }),
  );
}

/** Runs a designed (or matched) type with its agents; an AgentRearrange without a runnable flow runs them in list order. */
export function runDesigned(input: SwarmInput, swarmTypes: SwarmTypeCatalogue, swarmType: SwarmType, agents: AgentDefinition[], flow: string | null): Promise<SwarmResult> {
  const names = new Set(agents.map((agent) => agent.name));
  const runnable = flow && isRunnableFlow(flow, names) ? flow : agents.map((agent) => agent.name).join(' -> ');
  return swarmTypes.run(swarmType, { ...input, agents, flow: runnable });
}

/**
 * AutoSwarmBuilder (framework: `AutoSwarmBuilder.build_and_run_swarm`, auto_swarm_builder.py): the
 * boss (gpt-5.4) designs the team, its swarm type and flow in one call, then that swarm runs the task
 * with the request's `max_loops`. The boss counts as one more agent. It staffs itself.
 */
export const autoSwarmBuilder: SwarmTypeDescriptor = {
  staffsItself: true,
  run: async (input, swarmTypes) => {
    const config = await createRouterConfig(input.context, input.task, { model: frameworkModel(input.context, BOSS_MODEL, input.defaultModel) }, swarmTypes.designable());
    const agents = designedAgents(input.context, config.agents, input.defaultModel);
    const result = await runDesigned(input, swarmTypes, config.swarm_type, agents, config.rearrange_flow);
    return { ...result, numberOfAgents: agents.length + 1 };
  },
};
