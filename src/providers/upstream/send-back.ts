/**
 * What a provider requires an answer's tool calls to be sent back with on the next turn, by tool-call id:
 * Anthropic's signed thinking blocks, Gemini's thought signatures. Our messages carry neither, so a model
 * keeps them (in memory) and reports them in its answer's native exchange, which a recording keeps.
 */
export type SendBack = Record<string, unknown>;

/**
 * Where a model looks for what an answer it did not give in this process (one before a restart, or one
 * replayed from fixtures) gave a tool call: the recordings' native exchanges. Undefined when none did.
 */
export type RecallRecorded = (callId: string) => unknown;

/** How many tool calls' values one model keeps: enough for every tool loop in flight, bounded so memory cannot grow without end. */
const REMEMBERED_CALLS = 2000;

/** The send-back values of one model's answers by tool-call id: its own answers first, then the recorded ones. */
export class SendBackMemory<T> {
  readonly #byCall = new Map<string, T>();

  constructor(
    private readonly isValue: (value: unknown) => value is T,
    private readonly recorded?: RecallRecorded,
  ) {}

  /** Keeps the values of one answer's calls; the answer's SendBack for its native exchange, or undefined when it has none. */
  remember(entries: Array<[string, T]>): SendBack | undefined {
    for (const [callId, value] of entries) {
      this.#byCall.set(callId, value);
      if (this.#byCall.size > REMEMBERED_CALLS) this.#byCall.delete(this.#byCall.keys().next().value as string);
    }
    return entries.length ? Object.fromEntries(entries) : undefined;
  }

  /** The value that went with a tool call, if this model gave it or a recording holds it (a recorded value of the wrong shape is ignored). */
  recall(callId: string): T | undefined {
    const remembered = this.#byCall.get(callId);
    if (remembered !== undefined) return remembered;
    const recorded = this.recorded?.(callId);
    return this.isValue(recorded) ? recorded : undefined;
  }
}
