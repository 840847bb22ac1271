import type { ToolExchangeRequest, ToolRecording } from '../../providers/fixtures/index.js';
import type { ToolCall } from '../../providers/spec.js';
import type { RunContext } from '../run-context.js';

/** Where a tool's answer came from: the real server, a fixture, a fake server of swarms-local's own, or the offline built-ins. */
export type ToolSource = 'live' | 'fixture' | 'fake' | 'offline';

/** The source of each call's answer, by the call the model made (read when its result event is emitted; nothing outlives the call). */
const answeredFrom = new WeakMap<ToolCall, ToolSource>();

/** Notes where a call's answer came from. */
export function noteToolSource(call: ToolCall, source: ToolSource): void {
  answeredFrom.set(call, source);
}

/** Where a call's answer came from, when the executor said (function tools of the caller never run here). */
export function toolSourceOf(call: ToolCall): ToolSource | undefined {
  return answeredFrom.get(call);
}

/**
 * How the provider mode treats tool exchanges: live and synthetic modes reach the server; record reaches
 * it and records; replay and replay-or-synthetic answer only from fixtures (offline means offline);
 * replay-or-record answers from fixtures and reaches the server (recording) only for what is missing.
 */
function toolModeOf(context: RunContext, server: string): 'live' | 'fake' | 'record' | 'replay' | 'replay-or-record' {
  // swarms-local's own fake servers answer in every mode: they are the test double, not something to record.
  if (context.fakeMcp?.owns(server)) return 'fake';
  if (!context.toolFixtures) return 'live';
  switch (context.config.mode) {
    case 'record':
    case 'replay-or-record':
      return context.config.mode;
    case 'replay':
    case 'replay-or-synthetic':
      return 'replay';
    default:
      return 'live';
  }
}

/**
 * One tool exchange (a server's tool list, or one call) under the run's provider mode: `reach` asks the
 * real server; fixtures answer, record or explain a miss (a 424) as the mode says. `secrets` are values
 * of this connection to redact besides the server's own (its header values).
 */
export async function exchangeTool<T extends ToolRecording>(
  context: RunContext,
  exchange: ToolExchangeRequest['tool'],
  secrets: string[],
  reach: () => Promise<T>,
): Promise<{ recording: T; source: ToolSource }> {
  const mode = toolModeOf(context, exchange.server);
  const fixtures = context.toolFixtures;
  if (mode === 'fake') return { recording: await reach(), source: 'fake' };
  if (mode === 'live' || !fixtures) return { recording: await reach(), source: 'live' };
  if (mode !== 'record') {
    const replayed = fixtures.replay(exchange, secrets);
    if ('recording' in replayed) return { recording: replayed.recording as T, source: 'fixture' };
    if (mode === 'replay') throw replayed.miss;
  }
  const finish = fixtures.startRecording(exchange, secrets);
  const recording = await reach();
  finish(recording);
  return { recording, source: 'live' };
}
