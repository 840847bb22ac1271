import type { Faker } from '@faker-js/faker';
import type { CallOptions, ContentOutput, GenerateResult, ResponseFormat, ToolDefinition, Warning } from '../spec.js';
import { countMessageTokens, countTextTokens, truncateToTokens } from '../tokenizer.js';
import { canonicalJson } from '../../runtime/canonical-json.js';
import { sampleFromSchema } from './json-schema-sample.js';
import type { SampleHints } from './plausible-string.js';
import { seedOf } from './request-hash.js';
import { factsOf, keywordsOf, textOf, type ConversationFacts } from './conversation-facts.js';
import { syntheticText } from './synthetic-text.js';
import { seededFaker } from './seeded-faker.js';
import { protocolMoves } from './agent-protocol.js';
import { readForm } from './form/read-form.js';
import { describeForm } from './form/describe-form.js';
import { writeAnswer } from './write/write-answer.js';
import { groundedProse } from './write/prose-grounding.js';
import { withReplyInForm } from './write/reply-argument.js';

/** How many words a tool's name and description share with the request. */
function overlap(tool: ToolDefinition, wanted: Set<string>): number {
  return keywordsOf(`${tool.name.replace(/[_-]/g, ' ')} ${tool.description ?? ''}`, 30).filter((word) => wanted.has(word)).length;
}

/** Whether the system prompt or the latest user message names the tool (`record your findings with record_sentiment`). */
function conversationNames(options: CallOptions, tool: ToolDefinition): boolean {
  const last = options.messages[options.messages.length - 1];
  const spoken = options.messages.filter((message) => message.role === 'system' || message === last);
  return spoken.some((message) => message.role !== 'assistant' && message.role !== 'tool' && textOf(message.content).includes(tool.name));
}

/**
 * The tool to call, if any. 'required' takes the tool closest to the request (the first on a tie);
 * 'auto' calls one the instructions name, else one only when the user's latest message shares a word
 * with its name or description. Once a tool result is in, the model answers in text: a forced choice
 * would otherwise loop forever.
 */
function toolToCall(options: CallOptions, facts: ConversationFacts): ToolDefinition | undefined {
  const tools = options.tools ?? [];
  if (!tools.length || options.toolChoice === 'none' || facts.toolResult !== undefined) return undefined;
  if (typeof options.toolChoice === 'object') {
    const wantedName = options.toolChoice.name;
    return tools.find((tool) => tool.name === wantedName);
  }
  const named =
    options.toolChoice !== 'required' && options.messages[options.messages.length - 1]?.role === 'user' ? tools.find((tool) => conversationNames(options, tool)) : undefined;
  if (named) return named;
  const wanted = new Set(keywordsOf(facts.task, 30));
  const best = tools.reduce((chosen, tool) => (overlap(tool, wanted) > overlap(chosen, wanted) ? tool : chosen));
  if (options.toolChoice === 'required') return best;
  const last = options.messages[options.messages.length - 1];
  return last?.role === 'user' && overlap(best, wanted) > 0 ? best : undefined;
}

function inputTokens(options: CallOptions): number {
  const toolTokens = options.tools?.length ? countTextTokens(canonicalJson(options.tools), options.model) : 0;
  return countMessageTokens(options.messages, options.model) + toolTokens;
}

function warningsOf(options: CallOptions): Warning[] {
  const warnings: Warning[] = [];
  if (options.logprobs) warnings.push({ type: 'unsupported-setting', setting: 'logprobs', message: 'The synthetic model does not produce log-probabilities.' });
  for (const key of Object.keys(options.extra ?? {})) {
    warnings.push({ type: 'unsupported-setting', setting: key, message: `The synthetic model ignores llm_args.${key}.` });
  }
  return warnings;
}

/** What a conversation offers sampled arguments: the task's words and phrases first, so plans and orders stay on its subject. */
const hintsOf = (facts: ConversationFacts): SampleHints => ({ words: facts.keywords, phrases: facts.phrases, places: facts.places });

/** The answer under a response format: a sample of its schema, or the prose answer inside an object for plain JSON mode. */
function jsonAnswer(format: ResponseFormat, facts: ConversationFacts, faker: Faker): string {
  if (format.type === 'json_object') return JSON.stringify({ answer: syntheticText(facts, faker) });
  return JSON.stringify(sampleFromSchema(format.schema, faker, hintsOf(facts)));
}

/** The text up to the first stop sequence it contains (OpenAI semantics: the sequence itself is left out). */
function applyStop(text: string, stop: string[] | undefined): string {
  let cut = text.length;
  for (const sequence of stop ?? []) {
    const index = sequence ? text.indexOf(sequence) : -1;
    if (index >= 0 && index < cut) cut = index;
  }
  return text.slice(0, cut);
}

/**
 * The whole answer of a call: a pure function of the normalised request, the model's seed and its id
 * (it reads nothing else, so it gives the same bytes on the main thread and on the composing worker).
 */
export function composeAnswer(options: CallOptions, modelSeed: number, modelId: string): GenerateResult {
  const faker = seededFaker(seedOf(options, modelSeed));
  const facts = factsOf(options.messages, options.caller);
  const usageIn = inputTokens(options);
  const moves = options.toolChoice === 'none' ? undefined : protocolMoves(options, faker);
  if (moves) {
    const content: ContentOutput[] = moves.map((move) => ({ type: 'tool-call', ...move }));
    const outputTokens = moves.reduce((sum, move) => sum + countTextTokens(move.name, options.model) + countTextTokens(move.arguments, options.model) + 3, 0);
    return { content, finishReason: 'tool-calls', usage: { inputTokens: usageIn, outputTokens }, warnings: warningsOf(options), response: { modelId } };
  }
  const tool = toolToCall(options, facts);
  if (tool) {
    // A reply the tool carries (a group chat's `respond`) is in the form the agent's system prompt asks for.
    const args = withReplyInForm(sampleFromSchema(tool.parameters, faker, hintsOf(facts)), facts, faker);
    const content: ContentOutput[] = [
      { type: 'tool-call', id: `call_${faker.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' })}`, name: tool.name, arguments: JSON.stringify(args) },
    ];
    const outputTokens = countTextTokens(tool.name, options.model) + countTextTokens(JSON.stringify(args), options.model) + 3;
    return { content, finishReason: 'tool-calls', usage: { inputTokens: usageIn, outputTokens }, warnings: warningsOf(options), response: { modelId } };
  }
  if (options.responseFormat) {
    // JSON is never cut short: a truncated object would not parse, and a JSON-mode answer always does.
    const json = jsonAnswer(options.responseFormat, facts, faker);
    const usage = { inputTokens: usageIn, outputTokens: Math.max(1, countTextTokens(json, options.model)) };
    return { content: [{ type: 'text', text: json }], finishReason: 'stop', usage, warnings: warningsOf(options), response: { modelId } };
  }
  // The form the prompt asks for, read from its instructions (the latest wins); prose when none is asked.
  const source = `${facts.system}\n\n${facts.request}`;
  const form = readForm(source);
  const written = writeAnswer(form, { facts, faker, source, prose: () => syntheticText(facts, faker, false) }, facts.request);
  const stopped = applyStop(written ?? groundedProse(syntheticText(facts, faker), facts), options.stop);
  // Structured text is never cut short (it would not parse), as under a response format.
  const whole = form.kind === 'json' || form.kind === 'keyvalue' || (form.kind === 'extract' && form.container === 'json');
  const limited = options.maxTokens !== undefined && !whole ? truncateToTokens(stopped, options.maxTokens, options.model) : { text: stopped, truncated: false };
  // A stop sequence at the very start (or a zero budget) would leave nothing; callers expect some text.
  const text = limited.text.length ? limited.text : '…';
  return {
    content: [{ type: 'text', text }],
    finishReason: limited.truncated ? 'length' : 'stop',
    usage: { inputTokens: usageIn, outputTokens: Math.max(1, countTextTokens(text, options.model)) },
    warnings: warningsOf(options),
    response: { modelId, metadata: { form: describeForm(form) } },
  };
}
