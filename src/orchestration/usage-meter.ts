import type { BillableUsage } from '../billing/cost.js';

/** Usage of one agent within a run. */
export interface AgentUsage {
  inputTokens: number;
  outputTokens: number;
  calls: number;
}

/** A billable extra beyond tokens. */
type ExtraKind = 'images' | 'mcpCalls' | 'searches' | 'scrapes';

/** Accumulates everything a run consumed: tokens per agent, images, tool-server calls, searches. */
export class UsageMeter {
  readonly total: BillableUsage = { inputTokens: 0, outputTokens: 0, images: 0, mcpCalls: 0, searches: 0, scrapes: 0 };
  readonly perAgent = new Map<string, AgentUsage>();
  /** Tokens the run's model calls in flight may still use at worst (their prompts and max_tokens): held against its token budget. */
  heldTokens = 0;
  private readonly releaseWaiters = new Set<() => void>();

  /** `onExtra` sees each extra before it is counted (and may refuse it by throwing). */
  constructor(private readonly onExtra?: (kind: ExtraKind, count: number) => Promise<void>) {}

  /** Adds one model call's tokens to the run and to its agent. */
  addTokens(agentName: string, inputTokens: number, outputTokens: number): void {
    this.total.inputTokens += inputTokens;
    this.total.outputTokens += outputTokens;
    const agent = this.perAgent.get(agentName) ?? { inputTokens: 0, outputTokens: 0, calls: 0 };
    agent.inputTokens += inputTokens;
    agent.outputTokens += outputTokens;
    agent.calls += 1;
    this.perAgent.set(agentName, agent);
  }

  /** Counts a billable extra (images sent, MCP tool calls, searches, scrapes). */
  async addExtra(kind: ExtraKind, count = 1): Promise<void> {
    await this.onExtra?.(kind, count);
    this.total[kind] += count;
  }

  /** Holds a call's worst-case tokens until `releaseTokens`. */
  holdTokens(tokens: number): void {
    this.heldTokens += tokens;
  }

  /** Gives back what a call held (it answered, and its real tokens were added, or it failed) and wakes the calls waiting for room. */
  releaseTokens(tokens: number): void {
    this.heldTokens -= tokens;
    const waiters = [...this.releaseWaiters];
    this.releaseWaiters.clear();
    for (const wake of waiters) wake();
  }

  /** Resolves at the next release of held tokens; rejects with the signal's reason when it aborts first. */
  tokensReleased(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.releaseWaiters.delete(wake);
        reject(signal.reason);
      };
      const wake = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      if (signal.aborted) return reject(signal.reason);
      this.releaseWaiters.add(wake);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  get totalTokens(): number {
    return this.total.inputTokens + this.total.outputTokens;
  }
}
