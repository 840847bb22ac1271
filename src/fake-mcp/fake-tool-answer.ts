import type { FakeMcpServer } from '../contract/schemas/fake-mcp.js';
import { canonicalJson } from '../runtime/canonical-json.js';

/** One declared tool of a fake MCP server. */
export type FakeTool = FakeMcpServer['tools'][number];

/** How a fake tool answered a call: its fixed answer, an argument match, its function, or no answer at all. */
export type AnswerSource = 'fixed' | 'matched' | 'function' | 'none';

/** Whether every argument `when` names is present with that value (JSON equality). */
const holds = (when: Record<string, unknown>, args: Record<string, unknown>) =>
  Object.entries(when).every(([name, value]) => canonicalJson(args[name] ?? null) === canonicalJson(value ?? null));

/** Text for the model: a string as is, anything else as its JSON text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A fake tool's answer to a call's arguments: the first `answers` entry whose `when` holds, else `answer`; undefined when neither. */
export async function answerOf(tool: FakeTool, args: Record<string, unknown>): Promise<{ text: string; source: AnswerSource } | undefined> {
  const matched = tool.answers.find((entry) => holds(entry.when, args));
  const answer = matched?.answer ?? tool.answer;
  if (answer === undefined) return undefined;
  if (typeof answer === 'function') return { text: asText(await answer(args)), source: 'function' };
  return { text: asText(answer), source: matched ? 'matched' : 'fixed' };
}
