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
const roundCost = (value: number) => Math.round(value * 1e6) / 1e6;

/** Formats an instant as its hour in US Pacific time; built once, as building one reads the zone data (about 0.5 ms). */
const PACIFIC_HOUR = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' });

/** The hour (0–23) in US Pacific time: night-time pricing follows it, whatever the server's zone. */
function pacificHour(epochMs: number): number {
  return Number(PACIFIC_HOUR.format(epochMs));
}

/** Between 8 PM and 6 AM US Pacific token costs are discounted. */
function isNightTime(epochMs: number): boolean {
  const hour = pacificHour(epochMs);
  return hour >= 20 || hour < 6;
}

/** The per-use charges beyond tokens, unrounded, keyed as the API names them. */
function extraCosts(usage: BillableUsage, pricing: Pricing) {
  return {
    img_cost: usage.images * pricing.agent_completions_img_cost,
    mcp_cost: usage.mcpCalls * pricing.agent_completions_mcp_cost,
    search_cost: usage.searches * pricing.search_cost,
    scrape_cost: usage.scrapes * pricing.scrape_cost,
  };
}

/** The most a number of tokens can cost under any endpoint's prices (a run's credit hold before a call). */
export function worstCaseTokenCost(inputTokens: number, outputTokens: number, pricing: Pricing): number {
  const input = Math.max(pricing.agent_completions_input_cost_per_1m, pricing.swarm_completions_input_cost_per_1m);
  const output = Math.max(pricing.agent_completions_output_cost_per_1m, pricing.swarm_completions_output_cost_per_1m);
  return (inputTokens * input + outputTokens * output) / 1e6;
}

const EXTRA_PRICES = { images: 'agent_completions_img_cost', mcpCalls: 'agent_completions_mcp_cost', searches: 'search_cost', scrapes: 'scrape_cost' } as const;

/** The charge of `count` uses of a billable extra. */
export function extraCost(kind: keyof typeof EXTRA_PRICES, count: number, pricing: Pricing): number {
  return count * pricing[EXTRA_PRICES[kind]];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Cost of a single-agent run (docs/api.md, Pricing); 57 in, 101 out, one image → 0.252239. */
export function agentRunCost(usage: BillableUsage, pricing: Pricing) {
  const inputCost = (usage.inputTokens * pricing.agent_completions_input_cost_per_1m) / 1e6;
  const outputCost = (usage.outputTokens * pricing.agent_completions_output_cost_per_1m) / 1e6;
  const extras = extraCosts(usage, pricing);
  return {
    inputCost: roundCost(inputCost),
    outputCost: roundCost(outputCost),
    imageCost: roundCost(extras.img_cost),
    mcpCost: roundCost(extras.mcp_cost),
    searchCost: roundCost(extras.search_cost),
    scrapeCost: roundCost(extras.scrape_cost),
    totalCost: roundCost(inputCost + outputCost + sum(Object.values(extras))),
  };
}

/** The billing block of a swarm run (docs/api.md, Pricing). */
interface SwarmBilling {
  cost_breakdown: {
    agent_cost: number;
    input_token_cost: number;
    output_token_cost: number;
    /** Per-use charges, present only when used, so the breakdown adds up to the total. */
    img_cost?: number;
    mcp_cost?: number;
    search_cost?: number;
    scrape_cost?: number;
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
 * Cost of a multi-agent run: 0.01 per agent plus token costs, plus the per-use charges its agents
 * incurred (itemised in the breakdown, so it adds up to the total); at night (US Pacific) token costs,
 * not the agent cost, are multiplied by the night-time discount; flex tier multiplies by the flex discount.
 */
export function swarmRunBilling(usage: BillableUsage, numberOfAgents: number, pricing: Pricing, options: { at: number; serviceTier: string }): SwarmBilling {
  const night = isNightTime(options.at);
  const flex = options.serviceTier === 'flex' && pricing.flex_discount !== 1;
  const multiplier = (night ? pricing.night_time_discount : 1) * (flex ? pricing.flex_discount : 1);
  const agentCost = numberOfAgents * pricing.swarm_completions_agent_cost;
  const inputCost = ((usage.inputTokens * pricing.swarm_completions_input_cost_per_1m) / 1e6) * multiplier;
  const outputCost = ((usage.outputTokens * pricing.swarm_completions_output_cost_per_1m) / 1e6) * multiplier;
  const extras = Object.entries(extraCosts(usage, pricing)).filter(([, cost]) => cost > 0);
  return {
    cost_breakdown: {
      agent_cost: roundCost(agentCost),
      input_token_cost: roundCost(inputCost),
      output_token_cost: roundCost(outputCost),
      ...Object.fromEntries(extras.map(([name, cost]) => [name, roundCost(cost)])),
      token_counts: {
        total_input_tokens: usage.inputTokens,
        total_output_tokens: usage.outputTokens,
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
      num_agents: numberOfAgents,
      night_time_discount_applied: night,
      flex_discount_applied: flex,
    },
    total_cost: roundCost(agentCost + inputCost + outputCost + sum(extras.map(([, cost]) => cost))),
    discount_active: night,
    discount_type: night ? 'night_time' : 'none',
    discount_percentage: night ? Math.round((1 - pricing.night_time_discount) * 100) : 0,
  };
}
