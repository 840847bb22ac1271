import type { Content, GenerateContentConfig, GenerateContentParameters, Part } from '@google/genai';
import type { CallOptions, ChatMessage, ReasoningOptions, ToolChoice, Warning } from '../spec.js';
import { jsonObjectOr } from '../upstream/json-object.js';
import type { RouteSupports } from '../upstream/protocol.js';
import { requestedResponseFormat } from '../response-format-body.js';

/** The generateContent parameters of one call (without the abort signal), and the warnings for what was left out of them. */
interface GeminiRequest {
  params: GenerateContentParameters & { config: GenerateContentConfig };
  warnings: Warning[];
}

/** The thought signatures earlier answers gave their function calls, which must go back with them. */
export type SignatureOf = (toolCallId: string) => string | undefined;

const TRANSPORT_KEYS = ['stream', 'stream_options'];

/** reasoning_effort as a Gemini thinking level. */
const THINKING_LEVELS: Record<string, 'MINIMAL' | 'LOW' | 'MEDIUM' | 'HIGH'> = { minimal: 'MINIMAL', low: 'LOW', medium: 'MEDIUM', high: 'HIGH' };

function unsupportedSetting(setting: string, message: string): Warning {
  return { type: 'unsupported-setting', setting, message };
}

/** An image part: a `data:` URL inline, any other URL as file data. */
function imagePart(url: string): Part {
  const inline = /^data:([a-z]+\/[a-z0-9+.-]+);base64,(.*)$/is.exec(url);
  if (inline) return { inlineData: { mimeType: inline[1].toLowerCase(), data: inline[2] } };
  const extension = /\.(png|jpe?g|gif|webp)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return { fileData: { fileUri: url, mimeType: `image/${extension === 'jpg' ? 'jpeg' : (extension ?? 'jpeg')}` } };
}

/**
 * Our messages as Gemini contents: system prompts go to `systemInstruction`; an assistant message is
 * a `model` turn of text and `functionCall` parts (with their thought signatures); a tool result is a
 * `functionResponse` part named after the call it answers; adjacent turns of one role are merged, so
 * the results of parallel calls travel together.
 */
function toContents(messages: ChatMessage[], supports: RouteSupports, warnings: Warning[], signatureOf: SignatureOf): Content[] {
  const callNames = new Map(messages.flatMap((message) => (message.role === 'assistant' ? (message.toolCalls ?? []).map((call) => [call.id, call.name] as const) : [])));
  const contents: Content[] = [];
  const add = (role: 'user' | 'model', parts: Part[]) => {
    const previous = contents.at(-1);
    if (previous?.role === role) previous.parts = [...(previous.parts ?? []), ...parts];
    else contents.push({ role, parts });
  };
  let images = 0;
  for (const message of messages) {
    if (message.role === 'system') continue;
    if (message.role === 'tool')
      add('user', [
        { functionResponse: { id: message.toolCallId, name: callNames.get(message.toolCallId) ?? message.toolCallId, response: jsonObjectOr(message.content, 'output') } },
      ]);
    else if (message.role === 'assistant') {
      const calls = (message.toolCalls ?? []).map((call): Part => {
        const thoughtSignature = signatureOf(call.id);
        return { functionCall: { id: call.id, name: call.name, args: jsonObjectOr(call.arguments || '{}', 'arguments') }, ...(thoughtSignature ? { thoughtSignature } : {}) };
      });
      add('model', [...(message.content ? [{ text: message.content }] : []), ...calls]);
    } else if (typeof message.content === 'string') add('user', [{ text: message.content }]);
    else {
      images += message.content.filter((part) => part.type === 'image').length;
      add(
        'user',
        message.content.flatMap((part): Part[] => (part.type === 'text' ? [{ text: part.text }] : supports.images === false ? [] : [imagePart(part.url)])),
      );
    }
  }
  if (images > 0 && supports.images === false) warnings.push(unsupportedSetting('images', `The route does not accept images; ${images} image(s) were left out.`));
  return contents;
}

function toToolConfig(choice: ToolChoice): GenerateContentConfig['toolConfig'] {
  if (typeof choice === 'object') return { functionCallingConfig: { mode: 'ANY' as never, allowedFunctionNames: [choice.name] } };
  const mode = { auto: 'AUTO', none: 'NONE', required: 'ANY' }[choice];
  return { functionCallingConfig: { mode: mode as never } };
}

/** `thinking_tokens` is the thinking budget, `reasoning_effort` the thinking level. */
function reasoningSettings(config: GenerateContentConfig, reasoning: ReasoningOptions, supports: RouteSupports, warnings: Warning[]): void {
  if (supports.reasoning === false) {
    warnings.push(unsupportedSetting('reasoning', 'The route does not support reasoning settings; they were not sent.'));
    return;
  }
  const level = reasoning.effort === undefined ? undefined : THINKING_LEVELS[reasoning.effort];
  if (reasoning.effort !== undefined && !level)
    warnings.push(unsupportedSetting('reasoning_effort', `Gemini knows the thinking levels ${Object.keys(THINKING_LEVELS).join(', ')}; "${reasoning.effort}" was not sent.`));
  config.thinkingConfig = {
    ...(reasoning.budgetTokens !== undefined ? { thinkingBudget: reasoning.budgetTokens } : {}),
    ...(level && reasoning.budgetTokens === undefined ? { thinkingLevel: level as never } : {}),
  };
}

/** An OpenAI-style `response_format` (the call's, or one left in `llm_args`) as Gemini's JSON output. */
function structuredOutput(config: GenerateContentConfig, responseFormat: unknown, warnings: Warning[]): void {
  const format = responseFormat as { type?: string; json_schema?: { schema?: Record<string, unknown> } };
  if (format.type === 'json_schema' && format.json_schema?.schema) Object.assign(config, { responseMimeType: 'application/json', responseJsonSchema: format.json_schema.schema });
  else if (format.type === 'json_object') config.responseMimeType = 'application/json';
  else if (format.type !== 'text') warnings.push(unsupportedSetting('response_format', 'Gemini takes response_format json_schema or json_object; this one was not sent.'));
}

/** Maps our normalised call to generateContent parameters for `modelId`; `extra` (llm_args) goes into the config first. */
export function toGeminiRequest(modelId: string, options: CallOptions, supports: RouteSupports, signatureOf: SignatureOf): GeminiRequest {
  const warnings: Warning[] = [];
  const { response_format: extraFormat, ...extra } = options.extra ?? {};
  const responseFormat = requestedResponseFormat(options.responseFormat, { response_format: extraFormat });
  for (const key of TRANSPORT_KEYS) {
    if (!(key in extra)) continue;
    delete extra[key];
    warnings.push(unsupportedSetting(key, `"${key}" in the extra settings was ignored: whether to stream is decided by the call itself.`));
  }
  const config: GenerateContentConfig = { ...extra };
  const system = options.messages.flatMap((message) => (message.role === 'system' ? [message.content] : []));
  if (system.length) config.systemInstruction = system.join('\n\n');
  if (options.temperature !== undefined) config.temperature = options.temperature;
  if (options.topP !== undefined) config.topP = options.topP;
  if (options.maxTokens !== undefined) config.maxOutputTokens = options.maxTokens;
  if (options.stop?.length) config.stopSequences = options.stop;
  if (options.seed !== undefined) {
    if (supports.seed === false) warnings.push(unsupportedSetting('seed', 'The route does not support seed; it was not sent.'));
    else config.seed = options.seed;
  }
  if (options.logprobs) warnings.push(unsupportedSetting('logprobs', 'Log-probabilities are not read from Gemini answers; they were not asked for.'));
  if (options.tools?.length) {
    if (supports.tools === false) warnings.push(unsupportedSetting('tools', 'The route does not support tools; they were not sent.'));
    else {
      config.tools = [{ functionDeclarations: options.tools.map((tool) => ({ name: tool.name, description: tool.description, parametersJsonSchema: tool.parameters })) }];
      if (options.toolChoice) config.toolConfig = toToolConfig(options.toolChoice);
    }
  }
  if (options.reasoning) reasoningSettings(config, options.reasoning, supports, warnings);
  if (responseFormat !== undefined) structuredOutput(config, responseFormat, warnings);
  return { params: { model: modelId, contents: toContents(options.messages, supports, warnings, signatureOf), config }, warnings };
}
