import { agentRunCost } from '../../billing/cost.js';
import type { Pricing } from '../../billing/pricing.js';
import type { LoggedUsage } from '../../store/repositories.js';
import type { UsageMeter } from '../usage-meter.js';

/** The `usage` block of an agent run (the hosted API's response shapes), with the extras only when used. */
export function agentUsageBlock(usage: UsageMeter, pricing: Pricing) {
  const cost = agentRunCost(usage.total, pricing);
  return {
    input_tokens: usage.total.inputTokens,
    output_tokens: usage.total.outputTokens,
    total_tokens: usage.totalTokens,
    img_cost: cost.imageCost,
    ...(usage.total.mcpCalls > 0 ? { mcp_cost: cost.mcpCost } : {}),
    ...(usage.total.searches > 0 ? { search_cost: cost.searchCost } : {}),
    ...(usage.total.scrapes > 0 ? { scrape_cost: cost.scrapeCost } : {}),
    total_cost: cost.totalCost,
  };
}

/** What the ledger stores for a run. */
export function loggedUsage(usage: UsageMeter, totalCost: number): LoggedUsage {
  return { inputTokens: usage.total.inputTokens, outputTokens: usage.total.outputTokens, totalTokens: usage.totalTokens, cost: totalCost };
}

/** The ledger usage of several runs together (batches). */
export function sumUsage(items: LoggedUsage[]): LoggedUsage {
  return items.reduce(
    (total, item) => ({
      inputTokens: total.inputTokens + item.inputTokens,
      outputTokens: total.outputTokens + item.outputTokens,
      totalTokens: total.totalTokens + item.totalTokens,
      cost: Math.round((total.cost + item.cost) * 1e6) / 1e6,
    }),
    { inputTokens: 0, outputTokens: 0, totalTokens: 0, cost: 0 },
  );
}

/** The usage block of graph and grid workflows: token cost plus 0.01 per agent (docs/api.md, Pricing). */
export function workflowUsageBlock(usage: UsageMeter, pricing: Pricing, numberOfAgents: number) {
  const tokenCost = (usage.total.inputTokens * pricing.swarm_completions_input_cost_per_1m + usage.total.outputTokens * pricing.swarm_completions_output_cost_per_1m) / 1e6;
  const costPerAgent = numberOfAgents * pricing.swarm_completions_agent_cost;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    input_tokens: usage.total.inputTokens,
    output_tokens: usage.total.outputTokens,
    total_tokens: usage.totalTokens,
    token_cost: round(tokenCost),
    cost_per_agent: round(costPerAgent),
    total_cost: round(tokenCost + costPerAgent),
  };
}
