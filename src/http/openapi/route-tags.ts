/** An area of the API: what `/docs` groups operations under (an OpenAPI tag). */
export interface RouteTag {
  name: string;
  description: string;
}

/** The areas of the API, in the order `/docs` shows them; each route table says which one its routes belong to. */
export const ROUTE_TAGS = {
  agents: { name: 'Agents', description: 'Run one agent on a task, or a batch of agent runs.' },
  swarms: { name: 'Swarms', description: 'Run agents together: swarm types, batches of swarms, graph workflows, batched grids, swarm design.' },
  reasoning: { name: 'Reasoning and decisions', description: 'Reasoning agents, decisions with probabilities, and advanced research.' },
  chat: { name: 'Chat (OpenAI-compatible)', description: "OpenAI's chat completions, answered by an agent; errors in OpenAI's shape." },
  catalogue: { name: 'Models and catalogue', description: 'What can be asked for: models, tools, swarm and reasoning types, prices, marketplace agents.' },
  marketplace: {
    name: 'Marketplace (swarms.world)',
    description: "swarms.world's marketplace API for prompts and agents under /swarms-world: publish, edit, query and review; token launches, fees and payments answer 501.",
  },
  account: { name: 'Account and usage', description: "The caller's logs, agents, credits, rate limits, usage and premium endpoints." },
  testing: { name: 'Testing controls', description: 'The admin plane for tests: clock, faults, stubs, scenarios, fake MCP servers, budgets, reset.' },
  inspection: { name: 'Inspection', description: 'The admin plane for looking at runs: journal, runs, run views and diffs, live feed, usage, metrics.' },
  system: { name: 'System', description: 'Service information, health, and this documentation.' },
} as const satisfies Record<string, RouteTag>;
