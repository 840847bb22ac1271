import { isoWithOffset } from '../../runtime/timestamps.js';
import type { AgentCompletionOutcome } from '../../orchestration/runs/agent-completion.js';
import type { StreamDescription } from '../route.js';
import type { RunContext } from '../../orchestration/run-context.js';
import { agentUsageBlock, loggedUsage } from '../../orchestration/runs/usage-block.js';
import type { RunEvent } from '../../orchestration/run-events.js';
import { agentStreamErrorFrame } from '../error-handler.js';
import type { EventStream } from '../sse.js';
import type { RunStreamPlan } from './run-stream.js';

/** The frames of a streamed agent run, for the OpenAPI document (the plan below sends them). */
export const AGENT_STREAM: StreamDescription = {
  when: '`stream: true` in the body, or `agent_config.streaming_on: true`',
  events: [
    { event: null, data: 'the run metadata first, without an event name: `{job_id, success, name, description, temperature, timestamp, stream: true, type: "metadata"}`' },
    { event: 'start', data: '`{message}`' },
    { event: 'chunk', data: 'one piece of generated text: `{content, timestamp}`' },
    {
      event: 'step',
      data: 'an autonomous agent\'s loop step (`max_loops: "auto"`): `{agent, kind, ...}` — a phase (`phase`), a subtask starting or ending (`subtask`, `description` / `status`), a tool call (`tool`, `arguments`, `result`), a limit reached (`limit`, `message`), the workspace\'s files (`files`) — then `timestamp`',
    },
    { event: 'usage', data: "the run's usage block, as in the JSON answer" },
    { event: 'end', data: '`{job_id, usage, timestamp, complete: true, outputs}` (outputs as in the JSON answer, so a turn that ended in tool calls is not lost)' },
    { event: 'done', data: '`{message}`: the last frame of a successful run' },
    {
      event: 'error',
      data: '`{error: "AgentCompletionError: <why>", timestamp, detail, status_code}`: the run failed after the stream opened (instead of usage/end/done)',
    },
  ],
};

/** The SSE frames of a streamed agent run (docs/api.md, Streaming). */
export function agentStreamPlan(options: {
  jobId: string;
  metadata: { name: string; description: string; temperature: number | null };
  runContext: RunContext;
  attach(sink: (event: RunEvent) => void): void;
  run(): Promise<AgentCompletionOutcome>;
  agentConfigs: unknown[];
}): RunStreamPlan {
  const { runContext } = options;
  const now = () => isoWithOffset(runContext.clock.now());
  return {
    jobId: options.jobId,
    open: (stream: EventStream) => {
      stream.send(undefined, { job_id: options.jobId, success: true, ...options.metadata, timestamp: now(), stream: true, type: 'metadata' });
      stream.send('start', { message: 'Starting agent processing...' });
      options.attach((event) => {
        if (event.type === 'text-delta') stream.send('chunk', { content: event.delta, timestamp: now() });
        else if (event.type === 'loop-step') stream.send('step', { agent: event.agent, ...event.step, timestamp: now() });
      });
    },
    run: async () => {
      const outcome = await options.run();
      return { body: outcome.body, accounting: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: options.agentConfigs } };
    },
    close: (stream, finished) => {
      const { usage, outputs } = finished.body as { usage: unknown; outputs: unknown };
      stream.send('usage', usage);
      // `outputs` (beyond the contract's keys) carries what chunks cannot: a turn that ended in tool calls.
      stream.send('end', { job_id: options.jobId, usage, timestamp: now(), complete: true, outputs });
      stream.send('done', { message: 'Agent processing complete' });
    },
    errorFrame: (failure) => agentStreamErrorFrame(failure, now()),
    usageSoFar: () => loggedUsage(runContext.usage, agentUsageBlock(runContext.usage, runContext.config.pricing).total_cost),
  };
}
