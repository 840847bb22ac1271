import { ApiError } from '../errors/api-error.js';
import type { CallOptions, ChatMessage, ToolDefinition } from '../providers/spec.js';
import { callModel } from './model-call.js';
import type { RunContext } from './run-context.js';

/** A request for a JSON object matching a schema (a router's pick, a planner's plan, a decision). */
interface StructuredCallRequest {
  agent: string;
  /** Set when the call is an agent's own (a director, a router's boss, a planner): names it to traces and test fakes. */
  caller?: string;
  modelName: string;
  system: string;
  /** Earlier exchanges of this agent in the run, placed between the system prompt and the prompt. */
  memory?: ChatMessage[];
  prompt: string;
  /** The function name the answer is requested through. */
  name: string;
  description: string;
  /** JSON schema of the answer object. */
  schema: Record<string, unknown>;
  /**
   * How the answer is asked for. `forced-tool` (the default, for calls of our own): the tool is forced
   * and the prompt also describes the schema. The framework's own structured calls ask as it does, the
   * prompt alone: `offered-tool` offers the tool with tool_choice auto (a director, a GroupChat bid,
   * HeavySwarm's questions), `response-format` asks for JSON of the schema with no tools (a router's boss).
   */
  askedThrough?: 'forced-tool' | 'offered-tool' | 'response-format';
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  seed?: number;
}

/** The first JSON object in a text: fenced ```json blocks first, then the outermost braces. */
export function extractJsonObject(text: string): Record<string, unknown> | undefined {
  const candidates = [...text.matchAll(/```(?:json)?\s*([\s\S]*?)```/g)].map((match) => match[1]);
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  for (const candidate of candidates) {
    try {
      const parsed = JSON.parse(candidate) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // not this candidate
    }
  }
  return undefined;
}

/** The call's answer channel for one attempt: a repair of an offered tool forces it (a route without tools then gets its schema as a JSON answer format). */
function answerChannel(request: StructuredCallRequest, attempt: number): Pick<CallOptions, 'tools' | 'toolChoice' | 'responseFormat'> {
  const asked = request.askedThrough ?? 'forced-tool';
  if (asked === 'response-format') return { responseFormat: { type: 'json_schema', name: request.name, schema: request.schema, strict: true } };
  const tool: ToolDefinition = { name: request.name, description: request.description, parameters: request.schema };
  return { tools: [tool], toolChoice: asked === 'offered-tool' && attempt === 0 ? 'auto' : { name: request.name } };
}

/** The repair prompt after an unusable answer; when the first prompt did not describe the schema, it carries it, so a model that answered in prose can answer in JSON. */
function repairPrompt(request: StructuredCallRequest): string {
  const opening = `That was not a valid JSON object for ${request.name}.`;
  switch (request.askedThrough ?? 'forced-tool') {
    case 'forced-tool':
      return `${opening} Reply with only the JSON object, matching the schema exactly.`;
    case 'offered-tool':
      return `${opening} Call ${request.name}, or reply with only the JSON object, matching this schema exactly:\n${JSON.stringify(request.schema)}`;
    case 'response-format':
      return `${opening} Reply with only the JSON object, matching this schema exactly:\n${JSON.stringify(request.schema)}`;
  }
}

/**
 * Asks the model for a JSON object, through the channel `askedThrough` names, and reads it from the
 * tool call or, for a model that answered in text, from the JSON in its text. `validate` may reject a
 * parsed answer; a missing or rejected answer (prose included) gets one repair attempt, then
 * `undefined` — the caller decides whether that is a 502 or a fallback.
 */
export async function structuredCall<T>(context: RunContext, request: StructuredCallRequest, validate: (value: Record<string, unknown>) => T | undefined): Promise<T | undefined> {
  const prompt =
    (request.askedThrough ?? 'forced-tool') === 'forced-tool'
      ? `${request.prompt}\n\nAnswer by calling ${request.name}, or reply with only a JSON object matching this schema:\n${JSON.stringify(request.schema)}`
      : request.prompt;
  const messages: ChatMessage[] = [{ role: 'system', content: request.system }, ...(request.memory ?? []), { role: 'user', content: prompt }];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await callModel(context, {
      agent: request.agent,
      modelName: request.modelName,
      // A backend without tools answers in JSON text: that is not the agent speaking to a streaming client.
      quiet: true,
      options: {
        caller: request.caller,
        messages: [...messages],
        ...answerChannel(request, attempt),
        temperature: request.temperature,
        topP: request.topP,
        maxTokens: request.maxTokens,
        seed: request.seed,
      },
    });
    const call = result.toolCalls.find((candidate) => candidate.name === request.name);
    const parsed = call ? extractJsonObject(call.arguments) : extractJsonObject(result.text);
    const valid = parsed && validate(parsed);
    if (valid !== undefined && valid !== false) return valid as T;
    messages.push({ role: 'assistant', content: call ? call.arguments : result.text }, { role: 'user', content: repairPrompt(request) });
  }
  return undefined;
}

/** The 502 for a model whose structured answer stayed malformed after the repair attempt. */
export function malformedAnswerError(modelName: string, what: string): ApiError {
  return new ApiError('UPSTREAM_FAILED', `Model ${modelName} did not return a valid ${what} after one repair attempt. Try a more capable model.`);
}
