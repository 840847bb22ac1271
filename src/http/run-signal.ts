import { setMaxListeners } from 'node:events';
import type { Response } from 'express';
import type { AppDependencies } from '../app-dependencies.js';
import { ApiError } from '../errors/api-error.js';
import { ClientDisconnectedError } from '../errors/client-disconnected.js';

/**
 * The signal a request's runs are cancelled with: when the client goes away before its answer, when
 * the run outlives `runLimits.deadlineMs` (a 504), or when the server shuts down (a 503). The
 * deadline is real time, not the namespace's virtual clock: it protects the server, not a scenario.
 */
export function runSignal(response: Response, deps: Pick<AppDependencies, 'config' | 'shutdown'>): AbortSignal {
  const controller = new AbortController();
  // A swarm of many agents legitimately attaches one listener per call in flight.
  setMaxListeners(0, controller.signal);
  const abort = (reason: Error) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const deadlineMs = deps.config.runLimits.deadlineMs;
  const deadline = setTimeout(
    () => abort(new ApiError('RUN_DEADLINE_EXCEEDED', `The run did not finish within this server's deadline of ${deadlineMs} ms (runLimits.deadlineMs) and was cancelled.`)),
    deadlineMs,
  );
  deadline.unref();
  const onShutdown = () => abort(new ApiError('SERVER_SHUTTING_DOWN', 'The server is shutting down; the run was cancelled. Retry against a running server.'));
  if (deps.shutdown.signal.aborted) onShutdown();
  else deps.shutdown.signal.addEventListener('abort', onShutdown, { once: true });
  const onClose = () => {
    clearTimeout(deadline);
    deps.shutdown.signal.removeEventListener('abort', onShutdown);
    if (!response.writableFinished) abort(new ClientDisconnectedError());
  };
  // Made after the response closed (a run started once its client had left): settled at once.
  if (response.closed) onClose();
  else response.on('close', onClose);
  return controller.signal;
}
