import type { StreamDescription } from '../route.js';
import type { RunContext } from '../../orchestration/run-context.js';
import type { RunEvent } from '../../orchestration/run-events.js';
import type { SwarmCompletionOutcome } from '../../orchestration/runs/swarm-completion.js';
import { loggedUsage } from '../../orchestration/runs/usage-block.js';
import { swarmRunBilling } from '../../billing/cost.js';
import type { EventStream } from '../sse.js';
import type { RunStreamPlan } from './run-stream.js';

/** The frames of a streamed swarm run, for the OpenAPI document (the plan below sends them). */
export const SWARM_STREAM: StreamDescription = {
  when: '`stream: true` in the body',
  events: [
    { event: 'metadata', data: '`{job_id, swarm_name, swarm_type, number_of_agents}`' },
    { event: 'start', data: '`{message}`' },
    { event: 'agent_start', data: '`{agent}`: an agent begins a turn' },
    { event: 'chunk', data: "`{agent, content}`: a piece of that agent's text (agents running in parallel interleave)" },
    { event: 'step', data: '`{agent, kind, ...}`: a step of an autonomous agent\'s loop (`max_loops: "auto"`), as in the agent stream' },
    { event: 'agent_end', data: '`{agent}`: the agent finished its turn' },
    { event: 'usage', data: "the run's usage block with billing_info, as in the JSON answer" },
    { event: 'end', data: '`{job_id, execution_time, status}`: the last frame of a successful run' },
    { event: 'error', data: '`{detail, status_code}`: the run failed after the stream opened (instead of usage/end)' },
  ],
};

/**
 * The SSE frames of a streamed swarm run (docs/api.md, Streaming): metadata → start → per agent
 * agent_start, chunk…, agent_end (parallel agents interleave) → usage → end.
 */
export function swarmStreamPlan(options: {
  jobId: string;
  metadata: { swarm_name: string; swarm_type: string; number_of_agents: number };
  runContext: RunContext;
  serviceTier: string;
  attach(sink: (event: RunEvent) => void): void;
  run(): Promise<SwarmCompletionOutcome>;
  agentConfigs: unknown[];
}): RunStreamPlan {
  const { runContext } = options;
  return {
    jobId: options.jobId,
    open: (stream: EventStream) => {
      stream.send('metadata', { job_id: options.jobId, ...options.metadata });
      stream.send('start', { message: 'Starting swarm processing...' });
      options.attach((event) => {
        if (event.type === 'agent-start') stream.send('agent_start', { agent: event.agent });
        else if (event.type === 'text-delta') stream.send('chunk', { agent: event.agent, content: event.delta });
        else if (event.type === 'loop-step') stream.send('step', { agent: event.agent, ...event.step });
        else if (event.type === 'agent-end') stream.send('agent_end', { agent: event.agent });
      });
    },
    run: async () => {
      const outcome = await options.run();
      return { body: outcome.body, accounting: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: options.agentConfigs } };
    },
    close: (stream, finished) => {
      const body = finished.body as { usage: unknown; execution_time: number; status: string };
      stream.send('usage', body.usage);
      stream.send('end', { job_id: options.jobId, execution_time: body.execution_time, status: body.status });
    },
    usageSoFar: () => {
      const billing = swarmRunBilling(runContext.usage.total, options.metadata.number_of_agents, runContext.config.pricing, {
        at: (runContext.ledgerClock ?? runContext.clock).now(),
        serviceTier: options.serviceTier,
      });
      return loggedUsage(runContext.usage, billing.total_cost);
    },
  };
}
