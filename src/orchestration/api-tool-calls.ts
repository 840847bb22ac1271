import type { ToolCall } from '../providers/spec.js';

/** A tool call as the API returns it (OpenAI's shape). */
export interface ApiToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A model's tool calls in the API's shape (an agent turn's content). */
export const toApiToolCalls = (calls: ToolCall[]): ApiToolCall[] =>
  calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }));
