import type { CallFacts, TracedWork } from '../../orchestration/run-tracer.js';

/** A span to open: name, whether it calls out (a provider call) and its attributes. */
interface SpanPlan {
  name: string;
  client: boolean;
  attributes: Record<string, string | number | boolean>;
}

/** The tool type of the GenAI conventions: tools swarms-local runs itself are extensions (MCP servers, built-ins). */
const TOOL_TYPES = { mcp: 'extension', builtin: 'extension', function: 'function' } as const;

/**
 * Span names and attributes of the OpenTelemetry GenAI semantic conventions: `invoke_agent {agent}`,
 * `chat {model}`, `execute_tool {tool}`, each with `gen_ai.operation.name`.
 */
export function spanPlan(work: TracedWork): SpanPlan {
  switch (work.kind) {
    case 'agent':
      return {
        name: `invoke_agent ${work.agent}`,
        client: false,
        attributes: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': work.agent, 'gen_ai.request.model': work.model },
      };
    case 'model-call':
      return {
        name: `chat ${work.model}`,
        client: true,
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.provider.name': work.provider,
          'gen_ai.request.model': work.model,
          'gen_ai.agent.name': work.agent,
          ...(work.temperature !== undefined ? { 'gen_ai.request.temperature': work.temperature } : {}),
          ...(work.maxTokens !== undefined ? { 'gen_ai.request.max_tokens': work.maxTokens } : {}),
        },
      };
    case 'tool-call':
      return {
        name: `execute_tool ${work.tool}`,
        client: false,
        attributes: {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': work.tool,
          'gen_ai.tool.call.id': work.callId,
          'gen_ai.tool.type': TOOL_TYPES[work.source],
          'gen_ai.agent.name': work.agent,
        },
      };
  }
}

/** What a finished provider call adds to its `chat` span. */
export function callAttributes(facts: CallFacts): Record<string, string | number | string[]> {
  return {
    'gen_ai.usage.input_tokens': facts.inputTokens,
    'gen_ai.usage.output_tokens': facts.outputTokens,
    'gen_ai.response.finish_reasons': [facts.finishReason],
    'gen_ai.response.model': facts.responseModel,
  };
}
