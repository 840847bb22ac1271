/**
 * The hosted API's response types as its generated SDKs declare them, written as JSON Schema by
 * reading `swarms-ts` (src/resources/**) and `swarms-client` (src/swarms_client/types/**): a key
 * the TypeScript type has without `?` is required, `| null` is nullable, Python's `int` is an
 * integer and `float` a number. Extra keys are allowed everywhere (the SDKs ignore them). These
 * schemas are never derived from swarms-local's own output or code.
 */

type Schema = Record<string, unknown>;

const string: Schema = { type: 'string' };
const integer: Schema = { type: 'integer' };
const number: Schema = { type: 'number' };
const boolean: Schema = { type: 'boolean' };
const anything: Schema = {};
const dict: Schema = { type: 'object' };

/** `T | null`. */
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
/** An object with these properties, of which `required` must be present. */
const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({ type: 'object', properties, required });
const array = (items: Schema): Schema => ({ type: 'array', items });

/** `AgentRunResponse` (agent/agent.ts; agent_run_response.py): every key optional. */
export const AgentRunResponse = object({
  description: nullable(string),
  job_id: nullable(string),
  name: nullable(string),
  outputs: anything,
  success: nullable(boolean),
  temperature: nullable(number),
  timestamp: nullable(string),
  usage: nullable(dict),
});

/** `BatchRunResponse` of the agent batch (agent/batch.ts; agent/batch_run_response.py). */
export const AgentBatchRunResponse = object({
  batch_id: nullable(string),
  execution_time: nullable(number),
  results: anything,
  timestamp: nullable(string),
  total_requests: nullable(integer),
});

/** `AgentListResponse`: `{ [key: string]: unknown }`. */
export const AgentListResponse = dict;

/** `SwarmRunResponse` (swarms/swarms.ts): every key required, nullable; `output` is unknown. */
export const SwarmRunResponse = object(
  {
    description: nullable(string),
    execution_time: nullable(number),
    job_id: nullable(string),
    number_of_agents: nullable(integer),
    output: anything,
    service_tier: nullable(string),
    status: nullable(string),
    swarm_name: nullable(string),
    swarm_type: nullable(string),
    usage: nullable(dict),
  },
  ['description', 'execution_time', 'job_id', 'number_of_agents', 'output', 'service_tier', 'status', 'swarm_name', 'swarm_type', 'usage'],
);

/** `BatchRunResponse` of the swarm batch (swarms/batch.ts): `Array<{ [key: string]: unknown }>`. */
export const SwarmBatchRunResponse = array(dict);

/** `SwarmCheckAvailableResponse`. */
export const SwarmCheckAvailableResponse = object({ success: nullable(boolean), swarm_types: nullable(array(string)) });

/** `SwarmGetLogsResponse`. */
export const SwarmGetLogsResponse = object({ count: nullable(integer), logs: anything, status: nullable(string), timestamp: nullable(string) });

/** `ModelListAvailableResponse`. */
export const ModelListAvailableResponse = object({ models: anything, success: nullable(boolean) });

/** `HealthCheckResponse`. */
export const HealthCheckResponse = object({ status: string });

/** `ReasoningAgentCreateCompletionResponse` and `ReasoningAgentListTypesResponse`: `{ [key: string]: unknown }`. */
export const ReasoningAgentCreateCompletionResponse = dict;
export const ReasoningAgentListTypesResponse = dict;

/** `RateLimitWindow` (client/rate.ts): every key required. */
const RateLimitWindow = object({ count: integer, exceeded: boolean, limit: integer, remaining: integer, reset_time: string }, [
  'count',
  'exceeded',
  'limit',
  'remaining',
  'reset_time',
]);

/** `RateGetLimitsResponse`. */
export const RateGetLimitsResponse = object(
  {
    limits: nullable(
      object({ maximum_requests_per_day: integer, maximum_requests_per_hour: integer, maximum_requests_per_minute: integer, tokens_per_agent: integer }, [
        'maximum_requests_per_day',
        'maximum_requests_per_hour',
        'maximum_requests_per_minute',
        'tokens_per_agent',
      ]),
    ),
    rate_limits: nullable(object({ day: RateLimitWindow, hour: RateLimitWindow, minute: RateLimitWindow }, ['day', 'hour', 'minute'])),
    tier: nullable(string),
    timestamp: nullable(string),
    success: nullable(boolean),
  },
  ['limits', 'rate_limits', 'tier', 'timestamp'],
);

/** `AutoSwarmBuilderCreateCompletionResponse`: `outputs` is a dict (or null) for every execution type. */
export const AutoSwarmBuilderCreateCompletionResponse = object(
  { success: boolean, job_id: nullable(string), outputs: nullable(dict), timestamp: nullable(string), type: nullable(string), usage: nullable(dict) },
  ['success'],
);

/** `AutoSwarmBuilderListExecutionTypesResponse`: `Array<string>`. */
export const AutoSwarmBuilderListExecutionTypesResponse = array(string);

/** `AdvancedResearchCreateCompletionResponse`: `sources` is the number of sources used. */
export const AdvancedResearchCreateCompletionResponse = object(
  {
    id: nullable(string),
    characters_per_source: nullable(integer),
    description: nullable(string),
    name: nullable(string),
    outputs: anything,
    sources: nullable(integer),
    timestamp: nullable(string),
    usage: nullable(dict),
  },
  ['id', 'characters_per_source', 'description', 'name', 'outputs', 'sources', 'timestamp', 'usage'],
);

/** `BatchCreateCompletionResponse` of advanced research: an array of the same items. */
export const AdvancedResearchBatchCreateCompletionResponse = array(AdvancedResearchCreateCompletionResponse);

/** `ToolListAvailableResponse`. */
export const ToolListAvailableResponse = object({ status: nullable(string), tools: nullable(array(string)) });

/** `MarketplaceCreateAgentResponse.Prompt`. */
const MarketplacePrompt = object(
  {
    id: string,
    created_at: string,
    user_id: string,
    category: nullable({ anyOf: [string, array(string)] }),
    description: nullable(string),
    links: nullable({ anyOf: [array(dict), array(string)] }),
    name: nullable(string),
    prompt: nullable(string),
    status: nullable(string),
    tags: nullable(string),
    use_cases: nullable({ anyOf: [dict, array(dict)] }),
  },
  ['id', 'created_at', 'user_id'],
);

/** `MarketplaceCreateAgentResponse`. */
export const MarketplaceCreateAgentResponse = object({ prompts: array(MarketplacePrompt), total_count: integer, status: nullable(string), timestamp: nullable(string) }, [
  'prompts',
  'total_count',
]);

/** The usage block shared by the grid and graph workflow responses. */
const WorkflowUsage = object({ cost_per_agent: number, input_tokens: integer, output_tokens: integer, token_cost: number, total_tokens: integer }, [
  'cost_per_agent',
  'input_tokens',
  'output_tokens',
  'token_cost',
  'total_tokens',
]);

/** `BatchedGridWorkflowCompleteWorkflowResponse`. */
export const BatchedGridWorkflowCompleteWorkflowResponse = object(
  { description: string, job_id: string, name: string, outputs: anything, status: string, timestamp: string, usage: WorkflowUsage },
  ['description', 'job_id', 'name', 'outputs', 'status', 'timestamp', 'usage'],
);

/** `GraphWorkflowExecuteWorkflowResponse`. */
export const GraphWorkflowExecuteWorkflowResponse = object(
  { job_id: string, outputs: anything, status: string, timestamp: string, usage: WorkflowUsage, description: nullable(string), name: nullable(string) },
  ['job_id', 'outputs', 'status', 'timestamp', 'usage'],
);

/** `SwarmSpec.swarm_type` as the SDKs list it. */
export const SDK_SWARM_TYPES = [
  'AgentRearrange',
  'MixtureOfAgents',
  'SequentialWorkflow',
  'ConcurrentWorkflow',
  'GroupChat',
  'MultiAgentRouter',
  'AutoSwarmBuilder',
  'HiearchicalSwarm',
  'auto',
  'MajorityVoting',
  'MALT',
  'DeepResearchSwarm',
  'CouncilAsAJudge',
  'InteractiveGroupChat',
  'HeavySwarm',
] as const;

/** `ReasoningAgentCreateCompletionParams.swarm_type` as the SDKs list it. */
export const SDK_REASONING_TYPES = [
  'reasoning-duo',
  'self-consistency',
  'ire',
  'reasoning-agent',
  'consistency-agent',
  'ire-agent',
  'ReflexionAgent',
  'GKPAgent',
  'AgentJudge',
] as const;

/** `ReasoningAgentCreateCompletionParams.output_type` as the SDKs list it. */
export const SDK_OUTPUT_TYPES = [
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

/** `AutoSwarmBuilderCreateCompletionParams.execution_type` as the SDKs list it. */
export const SDK_EXECUTION_TYPES = ['return-agents', 'return-swarm-router-config', 'return-agents-objects'] as const;
