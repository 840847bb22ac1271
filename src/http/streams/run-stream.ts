import type { RouteContext, RunAccounting, StreamedResult } from '../route.js';
import { openEventStream, requireOpen, type EventStream } from '../sse.js';
import type { ClientFailure } from '../client-failure.js';
import { streamErrorFrame } from '../error-handler.js';
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
  /** The `error` frame of a run that failed after the stream opened; absent = the native `{detail, status_code}`. */
  errorFrame?(failure: ClientFailure): object;
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
    requireOpen(stream, context.signal);
    await context.recordRun(200, finished.body, finished.accounting);
    plan.close(stream, finished);
  } catch (error) {
    const disconnected = isClientDisconnected(context.signal.reason);
    const failure = disconnected ? { status: 499, message: 'The client disconnected before the run finished; calls not yet made were cancelled.' } : context.failure(error);
    const frame = streamErrorFrame(failure);
    await context.recordRun(
      failure.status,
      { detail: frame.detail },
      {
        jobId: plan.jobId,
        success: false,
        usage: plan.usageSoFar(),
        agentConfigs: [],
        note: stream.notReading ?? (disconnected ? 'client-disconnected' : shutDown(context.signal.reason) ? 'interrupted: server shutdown' : `stream-error: ${frame.detail}`),
      },
    );
    stream.send('error', plan.errorFrame?.(failure) ?? frame);
  } finally {
    stream.end();
  }
  return { streamed: true };
}
