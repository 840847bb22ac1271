import { ApiError } from '../errors/api-error.js';
import type { ChatMessage, ToolDefinition } from '../providers/spec.js';
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

/**
 * Asks the model for a JSON object: offered as a forced function call (so tool-capable backends,
 * and the synthetic model, answer with schema-valid arguments) and also described in the prompt
 * (so text-only backends can answer in JSON). `validate` may reject a parsed answer; a missing or
 * rejected answer gets one repair attempt, then `undefined` — the caller decides whether that is a
 * 502 or a fallback.
 */
export async function structuredCall<T>(context: RunContext, request: StructuredCallRequest, validate: (value: Record<string, unknown>) => T | undefined): Promise<T | undefined> {
  const tool: ToolDefinition = { name: request.name, description: request.description, parameters: request.schema };
  const instructions = `${request.prompt}\n\nAnswer by calling ${request.name}, or reply with only a JSON object matching this schema:\n${JSON.stringify(request.schema)}`;
  const messages: ChatMessage[] = [{ role: 'system', content: request.system }, ...(request.memory ?? []), { role: 'user', content: instructions }];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await callModel(context, {
      agent: request.agent,
      modelName: request.modelName,
      // A backend without tools answers in JSON text: that is not the agent speaking to a streaming client.
      quiet: true,
      options: {
        caller: request.caller,
        messages,
        tools: [tool],
        toolChoice: { name: request.name },
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
    messages.push(
      { role: 'assistant', content: call ? call.arguments : result.text },
      { role: 'user', content: `That was not a valid JSON object for ${request.name}. Reply with only the JSON object, matching the schema exactly.` },
    );
  }
  return undefined;
}

/** The 502 for a model whose structured answer stayed malformed after the repair attempt. */
export function malformedAnswerError(modelName: string, what: string): ApiError {
  return new ApiError('UPSTREAM_FAILED', `Model ${modelName} did not return a valid ${what} after one repair attempt. Try a more capable model.`);
}
