/**
 * The timeout the openai SDK does not give: its `timeout` covers the wait for response headers, so an
 * upstream that sends headers and then stalls would keep a call open until the upstream hangs up.
 * A watchdog aborts the call when the upstream has been silent for `idleMs` (reset by `touch()` on
 * every chunk of a stream; a plain completion never touches it, so there it bounds the whole call).
 * The caller's own abort passes through unchanged; `timedOut` tells the two apart.
 */
export interface UpstreamWatchdog {
  /** The signal to hand to the SDK: aborts on the caller's abort or on silence. */
  readonly signal: AbortSignal;
  /** True once the watchdog (not the caller) aborted the call. */
  readonly timedOut: boolean;
  /** The upstream said something: restart the silence timer. */
  touch(): void;
  /** The call is over: stop the timer and forget the caller's signal. */
  dispose(): void;
}

/** Starts the silence watchdog of one call over the caller's abort signal. */
export function startWatchdog(callerSignal: AbortSignal | undefined, idleMs: number): UpstreamWatchdog {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const onCallerAbort = () => {
    clearTimeout(timer);
    controller.abort(callerSignal?.reason);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`upstream silent for ${idleMs} ms`));
    }, idleMs);
    timer.unref();
  };
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else {
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    arm();
  }
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    touch() {
      if (!controller.signal.aborted) arm();
    },
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
