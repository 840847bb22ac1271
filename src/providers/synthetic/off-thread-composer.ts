import { setImmediate } from 'node:timers';
import { Worker } from 'node:worker_threads';
import { callIdentity } from '../call-identity.js';
import type { CallOptions, GenerateResult } from '../spec.js';
import { composeAnswer } from './compose.js';
import type { ComposeReply, ComposeRequest } from './compose-worker.js';

/** A call sent to the worker, and how to settle it. */
interface Pending {
  options: CallOptions;
  request: ComposeRequest;
  resolve: (result: GenerateResult) => void;
  reject: (error: unknown) => void;
}

/** The answer of a call composed here, a throw turned into a rejection. */
async function composeHere(options: CallOptions, request: ComposeRequest): Promise<GenerateResult> {
  return composeAnswer(options, request.modelSeed, request.modelId);
}

/** The worker runs the compiled module next to this one; under tsx (tests, `npm run dev`) there is none. */
const COMPILED = import.meta.url.endsWith('.js');

/**
 * Composes synthetic answers on one worker thread, so a new answer's faker, topic reading and tokenising
 * (a large share of a new completion's CPU) run beside the HTTP, logging and store work of the main thread
 * instead of between them, using the second core (docs/benchmarks.md has the figures). An answer is a pure
 * function of the call, so the bytes are the same on either thread. The worker starts on the first call
 * (idle servers and start-up pay nothing); until it is ready, and whenever it is unavailable (no compiled
 * module beside this one, it fails to start, or it exits), calls are composed here, calls it still owed
 * included; a call it cannot compose is composed here too, so the caller meets the same error.
 */
export class OffThreadComposer {
  private worker: Worker | undefined;
  private state: 'unstarted' | 'starting' | 'ready' | 'unavailable';
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** Calls of this turn of the event loop not yet sent: they leave together in one message. */
  private outbox: ComposeRequest[] = [];
  private readonly readyWaiters: Array<(ready: boolean) => void> = [];
  /** Servers using the composer now: the worker rests when the last one lets go. */
  private holders = 0;

  /** `useWorker: false` composes every call on the calling thread. */
  constructor(useWorker = COMPILED) {
    this.state = useWorker ? 'unstarted' : 'unavailable';
  }

  /**
   * The answer of a call, from the worker once it is ready, composed here until then. `identity` is the
   * JSON of the call's identity (`callIdentity`), which the worker composes from: an answer depends on
   * nothing else, and JSON carries all of it (the memo of answers is keyed by the same text).
   */
  compose(options: CallOptions, modelSeed: number, modelId: string, identity = JSON.stringify(callIdentity(options))): Promise<GenerateResult> {
    const request: ComposeRequest = { id: this.nextId++, identity, modelSeed, modelId, ...(options.caller ? { caller: options.caller } : {}) };
    if (this.state === 'unstarted') this.start(request);
    const worker = this.worker;
    if (this.state !== 'ready' || !worker) return composeHere(options, request);
    return new Promise<GenerateResult>((resolve, reject) => {
      if (this.pending.size === 0) worker.ref();
      this.pending.set(request.id, { options, request, resolve, reject });
      // One message per turn, not one per call: each post wakes the worker at a cost to the main thread,
      // and the calls of one turn need it only once.
      if (this.outbox.push(request) === 1) setImmediate(() => this.send());
    });
  }

  /** Whether calls go to the worker: starts it if need be and waits until it is ready or unavailable. */
  ready(): Promise<boolean> {
    if (this.state === 'unstarted') this.start();
    if (this.state === 'ready' || this.state === 'unavailable') return Promise.resolve(this.state === 'ready');
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Stops the worker (tests of the fallback); owed calls are composed here, later calls too. */
  async stop(): Promise<void> {
    await this.giveUp();
  }

  /**
   * One more user (a server) of the composer. The returned release, once every user has called theirs,
   * stops the worker and waits for its thread to end, so a closed server leaves no thread behind; a later
   * call starts a new one.
   */
  hold(): () => Promise<void> {
    this.holders++;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.holders--;
      if (this.holders === 0 && this.state !== 'unavailable') await this.release('unstarted');
    };
  }

  private send(): void {
    const batch = this.outbox;
    this.outbox = [];
    // After giving up, the calls of the batch were composed here already.
    this.worker?.postMessage(batch);
  }

  /** Starts the worker; it composes `warmUp` (the first call) before it says it is ready. */
  private start(warmUp?: ComposeRequest): void {
    this.state = 'starting';
    try {
      // The process's flags, less --input-type: a worker started from a file refuses it (a script run with -e has it).
      const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
      const worker = new Worker(new URL('./compose-worker.js', import.meta.url), { workerData: { warmUp }, execArgv });
      worker.on('message', (reply: ComposeReply) => this.receive(reply));
      const giveUp = () => void this.giveUp();
      worker.on('error', giveUp);
      worker.on('messageerror', giveUp);
      worker.on('exit', giveUp);
      // An idle worker never keeps the process alive; it is held while it owes answers. After the listeners:
      // adding a 'message' listener refs the worker's port again, and a process holding it never exits.
      worker.unref();
      this.worker = worker;
    } catch {
      void this.giveUp();
    }
  }

  private receive(reply: ComposeReply): void {
    if ('ready' in reply) {
      if (this.state !== 'starting') return;
      this.state = 'ready';
      this.settleWaiters(true);
      return;
    }
    const call = this.pending.get(reply.id);
    if (!call) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker?.unref();
    if ('result' in reply) call.resolve(JSON.parse(reply.result) as GenerateResult);
    else composeHere(call.options, call.request).then(call.resolve, call.reject);
  }

  /**
   * The worker is gone or unusable: from now on every call, and every call it owed, is composed here.
   * Resolves when the worker has stopped (one that sent what could not be read may still run).
   */
  private async giveUp(): Promise<void> {
    if (this.state === 'unavailable') return;
    await this.release('unavailable');
  }

  /** Stops the worker, composes what it owed here, and leaves the composer in `state`. */
  private async release(state: 'unstarted' | 'unavailable'): Promise<void> {
    this.state = state;
    const worker = this.worker;
    this.worker = undefined;
    // Its exit is expected now: it must not make the composer give up for good.
    worker?.removeAllListeners();
    worker?.on('error', () => {});
    const stopped = worker?.terminate();
    const owed = [...this.pending.values()];
    this.pending.clear();
    this.outbox = [];
    for (const call of owed) composeHere(call.options, call.request).then(call.resolve, call.reject);
    this.settleWaiters(false);
    await stopped;
  }

  private settleWaiters(ready: boolean): void {
    for (const waiter of this.readyWaiters.splice(0)) waiter(ready);
  }
}
