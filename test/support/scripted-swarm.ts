import type { CallOptions, GenerateResult } from '../../src/providers/spec.js';
import { createScriptedModel, type ScriptedModel } from '../../src/providers/scripted/index.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import { createTestClient, type TestClient } from './test-server.js';

/** The agent a call belongs to (the runtime names its caller; structured calls of built-in agents have none). */
export function agentOf(options: Omit<CallOptions, 'abortSignal'>): string {
  return options.caller ?? (options.tools?.length || options.responseFormat ? 'structured' : 'unknown');
}

/** The entries of an agent call's memory (its one user message, `[timestamp] role: content` blocks). */
export function memoryOf(options: Omit<CallOptions, 'abortSignal'>): Array<{ role: string; content: string }> {
  const user = options.messages.find((message) => message.role === 'user');
  const text = typeof user?.content === 'string' ? user.content : (user?.content.map((part) => (part.type === 'text' ? part.text : '')).join('') ?? '');
  return text.split(/\n\n(?=\[\d{4}-\d{2}-\d{2}T[\d:.]+\] )/).flatMap((block) => {
    const match = block.match(/^\[[\d\-T:.]+\] ([^:]+): ([\s\S]*)$/);
    return match ? [{ role: match[1], content: match[2] }] : [];
  });
}

/**
 * The earlier exchanges an agent call carries in its memory (after the System entry, before the task
 * it is asked now), as `{role, content}` messages: the user's entries as `user`, the agent's own as
 * `assistant` — what the agent remembers of the run and of the caller's history.
 */
export function exchangesOf(options: Omit<CallOptions, 'abortSignal'>): Array<{ role: string; content: string }> {
  const entries = memoryOf(options);
  const earlier = entries.slice(entries[0]?.role === 'System' ? 1 : 0, -1);
  return earlier.map((entry) => ({ role: entry.role === 'Human' ? 'user' : entry.role === options.caller ? 'assistant' : entry.role, content: entry.content }));
}

/**
 * What the agent was asked in a call: the last `Human` entry of its memory (the task, with its
 * context) for an agent call; the last user message for a structured call.
 */
export function promptOf(options: Omit<CallOptions, 'abortSignal'>): string {
  const asked = memoryOf(options).filter((entry) => entry.role === 'Human');
  if (asked.length) return asked[asked.length - 1].content;
  const last = [...options.messages].reverse().find((message) => message.role === 'user');
  return typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content ?? '');
}

/** The tool a structured call asks for: the one it forces, or the one it offers with tool_choice auto (the framework's way). */
export function structuredTool(options: Omit<CallOptions, 'abortSignal'>): string | undefined {
  if (typeof options.toolChoice === 'object') return options.toolChoice.name;
  return options.toolChoice === 'auto' ? options.tools?.[0]?.name : undefined;
}

/**
 * A scripted model that answers every agent turn with `<agent>#<n>` (its n-th turn), and structured
 * calls (directors, bids, routers, planners: a tool forced or offered, or a JSON-schema answer) with what
 * `structured` returns — so tests can follow who saw what.
 */
export function swarmScript(structured: (options: CallOptions) => Record<string, unknown> = () => ({})): ScriptedModel {
  const turns = new Map<string, number>();
  return createScriptedModel([], {
    fallback: 'echo',
    respond: (options: CallOptions): Partial<GenerateResult> => {
      const tool = structuredTool(options);
      if (tool) return { content: [{ type: 'tool-call', id: `call-${turns.size}`, name: tool, arguments: JSON.stringify(structured(options)) }] };
      if (options.responseFormat?.type === 'json_schema') return { content: [{ type: 'text', text: JSON.stringify(structured(options)) }] };
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
