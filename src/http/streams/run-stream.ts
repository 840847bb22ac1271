import type { RouteContext, RunAccounting, StreamedResult } from '../route.js';
import { openEventStream, type EventStream } from '../sse.js';
import { isApiError } from '../../errors/api-error.js';
import { isClientDisconnected } from '../../errors/client-disconnected.js';
import type { LoggedUsage } from '../../store/repositories.js';

/** A run that finished: its would-be JSON body (recorded in the log) and its accounting. */
interface FinishedRun {
  body: unknown;
  accounting: RunAccounting;
}

/** How one kind of run is streamed. */
export interface RunStreamPlan {
  /** Frames sent before the run starts. */
  open(stream: EventStream): void;
  /** Runs to completion, sending frames as it goes. */
  run(stream: EventStream): Promise<FinishedRun>;
  /** Frames sent after a successful run. */
  close(stream: EventStream, finished: FinishedRun): void;
  /** Usage consumed so far, for the log of an interrupted run. */
  usageSoFar(): LoggedUsage;
  jobId: string;
}

/** Whether a run was cancelled because the server is shutting down. */
function shutDown(reason: unknown): boolean {
  return isApiError(reason) && reason.code === 'SERVER_SHUTTING_DOWN';
}

/**
 * Streams a run as SSE and records it exactly once: a finished run logs the same body, usage and
 * cost as the unstreamed run would; a client that went away leaves a log row saying so; a failure
 * after the stream started is sent as an `error` frame and logged.
 */
export async function streamRun(context: RouteContext, plan: RunStreamPlan): Promise<StreamedResult> {
  const stream = openEventStream(context.response);
  plan.open(stream);
  try {
    const finished = await plan.run(stream);
    context.recordRun(200, finished.body, finished.accounting);
    plan.close(stream, finished);
  } catch (error) {
    const disconnected = isClientDisconnected(context.signal.reason);
    const status = disconnected ? 499 : isApiError(error) ? error.status : 500;
    const detail = disconnected
      ? 'The client disconnected before the run finished; calls not yet made were cancelled.'
      : isApiError(error)
        ? error.message
        : 'An unexpected error occurred while streaming.';
    context.recordRun(
      status,
      { detail },
      {
        jobId: plan.jobId,
        success: false,
        usage: plan.usageSoFar(),
        agentConfigs: [],
        note: disconnected ? 'client-disconnected' : shutDown(context.signal.reason) ? 'interrupted: server shutdown' : `stream-error: ${detail}`,
      },
    );
    stream.send('error', { detail, status_code: status });
  } finally {
    stream.end();
  }
  return { streamed: true };
}
