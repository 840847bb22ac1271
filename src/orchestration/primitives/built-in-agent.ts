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

/** The agent the caller named for a role (by role field or name), else a built-in one. */
export function findOrBuild(agents: AgentDefinition[], pattern: RegExp, build: () => AgentDefinition): { agent: AgentDefinition; builtIn: boolean } {
  const found = agents.find((agent) => pattern.test(agent.role) || pattern.test(agent.name));
  return found ? { agent: found, builtIn: false } : { agent: build(), builtIn: true };
}
