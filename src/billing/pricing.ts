/** The versioned pricing table: the hosted API's published prices (docs/api.md, Pricing). */
export const PRICING_VERSION = '2026-01';

/** Default prices; every value is overridable by config. `flex_discount` is ours (multiplier on token costs). */
export const DEFAULT_PRICING = {
  swarm_completions_agent_cost: 0.01,
  swarm_completions_input_cost_per_1m: 6.5,
  swarm_completions_output_cost_per_1m: 18.5,
  agent_completions_input_cost_per_1m: 6.5,
  agent_completions_output_cost_per_1m: 18.5,
  agent_completions_img_cost: 0.25,
  agent_completions_mcp_cost: 0.1,
  search_cost: 0.04,
  scrape_cost: 0.15,
  night_time_discount: 0.5,
  flex_discount: 1,
} as const;

/** A full pricing table. */
export type Pricing = { [K in keyof typeof DEFAULT_PRICING]: number };
