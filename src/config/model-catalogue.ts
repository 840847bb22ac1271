/**
 * The models the framework gives its built-in agents (consensus agent, council judges, chairman and
 * default council, preset MALT and DeepResearchSwarm agents), so a swarm that adds them runs in
 * synthetic and replay modes without configuration.
 */
const BUILT_IN_AGENT_MODELS = ['gpt-5.4', 'gpt-5.1', 'gemini-2.5-flash', 'anthropic/claude-sonnet-4-5', 'xai/grok-4-1-fast-reasoning', 'claude-3-5-sonnet-20240620'] as const;

/** The hosted API's documented model names and the built-in agents' models: the default catalogue of `/v1/models/available`. */
export const DEFAULT_MODEL_CATALOGUE = [
  'gpt-4.1',
  'gpt-4.1-mini',
  'gpt-4.1-nano',
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-5',
  'gpt-5-mini',
  'gpt-5-nano',
  'o3',
  'o3-mini',
  'o4-mini',
  'claude-sonnet-4-20250514',
  'claude-opus-4-20250514',
  'claude-3-7-sonnet-latest',
  'claude-3-5-haiku-latest',
  'gemini/gemini-2.5-pro',
  'gemini/gemini-2.5-flash',
  'groq/llama-3.3-70b-versatile',
  'groq/moonshotai/kimi-k2-instruct',
  'deepseek/deepseek-chat',
  'deepseek/deepseek-reasoner',
  'xai/grok-4',
  'openrouter/meta-llama/llama-3.3-70b-instruct',
  ...BUILT_IN_AGENT_MODELS,
] as const;
