import type { CallOptions, GenerateResult } from '../../src/providers/spec.js';
import { createScriptedModel, type ScriptedModel } from '../../src/providers/scripted/index.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import { createTestClient, type TestClient } from './test-server.js';

/** The agent a call belongs to (from the identity line of its system prompt). */
export function agentOf(options: Omit<CallOptions, 'abortSignal'>): string {
  const system = options.messages.find((message) => message.role === 'system');
  return (typeof system?.content === 'string' ? system.content.match(/Your name: (.+)/)?.[1] : undefined) ?? (options.tools?.length ? 'structured' : 'unknown');
}

/** The text of the last user message of a call (what the agent was asked, with its context). */
export function promptOf(options: Omit<CallOptions, 'abortSignal'>): string {
  const last = [...options.messages].reverse().find((message) => message.role === 'user');
  return typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content ?? '');
}

/**
 * A scripted model that answers every agent turn with `<agent>#<n>` (its n-th turn), and structured
 * calls (routers, planners) with what `structured` returns — so tests can follow who saw what.
 */
export function swarmScript(structured: (options: CallOptions) => Record<string, unknown> = () => ({})): ScriptedModel {
  const turns = new Map<string, number>();
  return createScriptedModel([], {
    fallback: 'echo',
    respond: (options: CallOptions): Partial<GenerateResult> => {
      const forced = typeof options.toolChoice === 'object' ? options.toolChoice.name : undefined;
      if (forced) return { content: [{ type: 'tool-call', id: `call-${turns.size}`, name: forced, arguments: JSON.stringify(structured(options)) }] };
      const agent = agentOf(options);
      const count = (turns.get(agent) ?? 0) + 1;
      turns.set(agent, count);
      return { content: [{ type: 'text', text: `${agent}#${count}` }] };
    },
  });
}

/** A server whose every model call goes to `model`. */
export function scriptedServer(model: ScriptedModel, settings: Parameters<typeof createTestClient>[0] = {}): Promise<TestClient> {
  return createTestClient({ ...settings, dependencies: { router: createStaticRouter(model, ['gpt-4.1']) } });
}
