import type { ResponseFormat } from './spec.js';

/** An answer format in OpenAI's wire shape (`{type: 'json_schema', json_schema: {name, schema, strict}}`), which every protocol's request builder reads. */
export function responseFormatBody(format: ResponseFormat): Record<string, unknown> {
  if (format.type === 'json_object') return { type: 'json_object' };
  return { type: 'json_schema', json_schema: { name: format.name, schema: format.schema, ...(format.strict !== undefined ? { strict: format.strict } : {}) } };
}

/** The call's answer format in that shape: the call's own (an agent's `llm_args.response_format`, a router's boss) before one left in its extra settings. */
export function requestedResponseFormat(responseFormat: ResponseFormat | undefined, extra: Record<string, unknown> | undefined): unknown {
  return responseFormat ? responseFormatBody(responseFormat) : extra?.response_format;
}
