import { agentRunCost } from './cost.js';
import type { Pricing } from './pricing.js';

/** Cost of tokens at agent pricing: what the journal, request logs and metrics report for provider calls. */
export function tokenCost(pricing: Pricing, inputTokens: number, outputTokens: number): number {
  return agentRunCost({ inputTokens, outputTokens, images: 0, mcpCalls: 0, searches: 0, scrapes: 0 }, pricing).totalCost;
}
