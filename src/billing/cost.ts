import type { Pricing } from './pricing.js';

/** What a run consumed, as billing needs it. */
export interface BillableUsage {
  inputTokens: number;
  outputTokens: number;
  images: number;
  mcpCalls: number;
  searches: number;
  scrapes: number;
}

/** Rounds a dollar amount to 6 decimals, as the hosted API reports. */
export const roundCost = (value: number) => Math.round(value * 1e6) / 1e6;

/** The hour (0–23) in US Pacific time: night-time pricing follows it, whatever the server's zone. */
export function pacificHour(epochMs: number): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' }).format(epochMs);
  return Number(hour);
}

/** Between 8 PM and 6 AM US Pacific token costs are discounted. */
export function isNightTime(epochMs: number): boolean {
  const hour = pacificHour(epochMs);
  return hour >= 20 || hour < 6;
}

/** Cost of a single-agent run (CONTRACT section 7); 57 in, 101 out, one image → 0.252239. */
export function agentRunCost(usage: BillableUsage, pricing: Pricing) {
  const inputCost = (usage.inputTokens * pricing.agent_completions_input_cost_per_1m) / 1e6;
  const outputCost = (usage.outputTokens * pricing.agent_completions_output_cost_per_1m) / 1e6;
  const imageCost = usage.images * pricing.agent_completions_img_cost;
  const mcpCost = usage.mcpCalls * pricing.agent_completions_mcp_cost;
  const searchCost = usage.searches * pricing.search_cost;
  const scrapeCost = usage.scrapes * pricing.scrape_cost;
  return {
    inputCost: roundCost(inputCost),
    outputCost: roundCost(outputCost),
    imageCost: roundCost(imageCost),
    mcpCost: roundCost(mcpCost),
    searchCost: roundCost(searchCost),
    scrapeCost: roundCost(scrapeCost),
    totalCost: roundCost(inputCost + outputCost + imageCost + mcpCost + searchCost + scrapeCost),
  };
}

/** The billing block of a swarm run (CONTRACT sections 4 and 7). */
export interface SwarmBilling {
  cost_breakdown: {
    agent_cost: number;
    input_token_cost: number;
    output_token_cost: number;
    token_counts: { total_input_tokens: number; total_output_tokens: number; total_tokens: number };
    num_agents: number;
    execution_time_seconds?: number;
    night_time_discount_applied: boolean;
    flex_discount_applied: boolean;
  };
  total_cost: number;
  discount_active: boolean;
  discount_type: 'night_time' | 'none';
  discount_percentage: number;
}

/**
 * Cost of a multi-agent run: 0.01 per agent plus token costs; at night (US Pacific) token costs,
 * not the agent cost, are multiplied by the night-time discount; flex tier multiplies by the flex discount.
 */
export function swarmRunBilling(
  usage: BillableUsage,
  numberOfAgents: number,
  pricing: Pricing,
  options: { at: number; serviceTier: string },
): SwarmBilling {
  const night = isNightTime(options.at);
  const flex = options.serviceTier === 'flex' && pricing.flex_discount !== 1;
  const multiplier = (night ? pricing.night_time_discount : 1) * (flex ? pricing.flex_discount : 1);
  const agentCost = numberOfAgents * pricing.swarm_completions_agent_cost;
  const inputCost = ((usage.inputTokens * pricing.swarm_completions_input_cost_per_1m) / 1e6) * multiplier;
  const outputCost = ((usage.outputTokens * pricing.swarm_completions_output_cost_per_1m) / 1e6) * multiplier;
  const extras = usage.images * pricing.agent_completions_img_cost + usage.mcpCalls * pricing.agent_completions_mcp_cost +
    usage.searches * pricing.search_cost + usage.scrapes * pricing.scrape_cost;
  return {
    cost_breakdown: {
      agent_cost: roundCost(agentCost),
      input_token_cost: roundCost(inputCost),
      output_token_cost: roundCost(outputCost),
      token_counts: {
        total_input_tokens: usage.inputTokens,
        total_output_tokens: usage.outputTokens,
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
      num_agents: numberOfAgents,
      night_time_discount_applied: night,
      flex_discount_applied: flex,
    },
    total_cost: roundCost(agentCost + inputCost + outputCost + extras),
    discount_active: night,
    discount_type: night ? 'night_time' : 'none',
    discount_percentage: night ? Math.round((1 - pricing.night_time_discount) * 100) : 0,
  };
}
