/** The endpoints a free-tier key cannot call (the hosted API's tiers). */
export const PREMIUM_ENDPOINTS = [
  { method: 'POST', path: '/v1/agent/batch/completions', description: 'Run up to 10 agents in one request' },
  { method: 'POST', path: '/v1/swarm/batch/completions', description: 'Run up to 50 swarms in one request' },
  { method: 'POST', path: '/v1/reasoning-agent/completions', description: 'Reasoning agents' },
  { method: 'POST', path: '/v1/batched-grid-workflow/completions', description: 'Every agent on every task' },
  { method: 'POST', path: '/v1/graph-workflow/completions', description: 'Graph workflows' },
] as const;
