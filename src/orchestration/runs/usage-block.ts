import { agentRunCost } from '../../billing/cost.js';
import type { Pricing } from '../../billing/pricing.js';
import type { LoggedUsage } from '../../store/repositories.js';
import type { UsageMeter } from '../usage-meter.js';

/** The `usage` block of an agent run (CONTRACT section 4), with the extras only when used. */
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
