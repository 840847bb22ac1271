import type { AgentDefinition } from '../agent-definition.js';

/** An agent swarms-local adds itself (aggregator, judge, director, router...), on the swarm's model. */
export function builtInAgent(name: string, systemPrompt: string, modelName: string, options: Partial<AgentDefinition> = {}): AgentDefinition {
  return {
    name,
    description: `Built-in ${name.toLowerCase()} of swarms-local`,
    systemPrompt,
    role: 'worker',
    modelName,
    fallbackModels: [],
    maxTokens: 4096,
    temperature: 0.5,
    maxLoops: 1,
    dynamicTemperature: false,
    tools: [],
    builtinTools: [],
    mcp: [],
    toolCallSummary: true,
    llmArgs: {},
    ...options,
  };
}
