import type { ChatMessage, ContentPart, ToolChoice } from '../../providers/spec.js';
import { withAgentDefaults } from '../../contract/schemas/agent-spec.js';
import { toAgentDefinition, toolDefinitionsOf } from '../agent-from-config.js';
import { nextLoopMessages, runAgent } from '../agent-runtime.js';
import { callModel, type ModelCallResult } from '../model-call.js';
import type { RunContext } from '../run-context.js';

/** An OpenAI chat message as clients send it. */
interface OpenAiMessage {
  role: string;
  content?: unknown;
  name?: string | null;
  tool_call_id?: string | null;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }> | null;
}

/** The OpenAI-compatible request fields the run uses. */
interface ChatCompletionInput {
  model: string;
  messages: OpenAiMessage[];
  temperature?: number | null;
  top_p?: number | null;
  max_tokens?: number | null;
  max_completion_tokens?: number | null;
  stop?: string | string[] | null;
  seed?: number | null;
  tools?: Array<Record<string, unknown>> | null;
  tool_choice?: unknown;
  logprobs?: boolean | null;
  top_logprobs?: number | null;
  presence_penalty?: number | null;
  frequency_penalty?: number | null;
  /** The Swarms extension: how many times the model answers, each improving on the last (as an agent's loops). */
  max_loops?: unknown;
}

/** The documented defaults of the endpoint (`capabilities/openai-compatible.mdx`): the agent's temperature and max_tokens. */
export const CHAT_DEFAULTS = { temperature: 0.5, maxTokens: 8192 } as const;

/** `presence_penalty` and `frequency_penalty`, sent as the agent's `llm_args` are: passed through untouched. */
function penaltiesOf(input: ChatCompletionInput): Record<string, number> | undefined {
  const penalties = Object.fromEntries((['presence_penalty', 'frequency_penalty'] as const).flatMap((name) => (typeof input[name] === 'number' ? [[name, input[name]]] : [])));
  return Object.keys(penalties).length ? penalties : undefined;
}

function partsOf(content: unknown): string | ContentPart[] {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return content === undefined || content === null ? '' : JSON.stringify(content);
  return content.flatMap((part: { type?: string; text?: string; image_url?: { url?: string } | string }): ContentPart[] => {
    if (part.type === 'text' && typeof part.text === 'string') return [{ type: 'text', text: part.text }];
    if (part.type === 'image_url') {
      const url = typeof part.image_url === 'string' ? part.image_url : part.image_url?.url;
      return url ? [{ type: 'image', url }] : [];
    }
    return [];
  });
}

const textOf = (content: unknown): string => {
  const parts = partsOf(content);
  return typeof parts === 'string' ? parts : parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
};

/** OpenAI messages → the provider-neutral conversation. */
function toChatMessages(messages: OpenAiMessage[]): ChatMessage[] {
  return messages.map((message): ChatMessage => {
    switch (message.role) {
      case 'system':
      case 'developer':
        return { role: 'system', content: textOf(message.content) };
      case 'assistant':
        return {
          role: 'assistant',
          content: textOf(message.content),
          toolCalls: message.tool_calls?.map((call) => ({ id: call.id, name: call.function.name, arguments: call.function.arguments })),
        };
      case 'tool':
        return { role: 'tool', content: textOf(message.content), toolCallId: message.tool_call_id ?? '' };
      default:
        return { role: 'user', content: partsOf(message.content), name: message.name ?? undefined };
    }
  });
}

function toolChoiceOf(choice: unknown): ToolChoice | undefined {
  if (choice === 'auto' || choice === 'none' || choice === 'required') return choice;
  const name = (choice as { function?: { name?: string } } | null)?.function?.name;
  return name ? { name } : undefined;
}

/** Images in the conversation (billed like agent images). */
function countImages(messages: ChatMessage[]): number {
  return messages.reduce((total, message) => total + (Array.isArray(message.content) ? message.content.filter((part) => part.type === 'image').length : 0), 0);
}

/**
 * `max_loops: "auto"` (the AgentSpec extension): the conversation's system text is the agent's prompt, its
 * last message the task and the rest its history, run through the autonomous loop as an agent completion
 * runs it; the answer is the loop's final summary, the usage every call of the loop's.
 */
async function runAutonomousChat(context: RunContext, input: ChatCompletionInput, messages: ChatMessage[]): Promise<ModelCallResult> {
  const system = messages.filter((message) => message.role === 'system').map((message) => textOf(message.content));
  const conversation = messages.filter((message) => message.role !== 'system');
  const last = conversation[conversation.length - 1];
  const spec = withAgentDefaults(
    {
      agent_name: 'chat',
      model_name: input.model,
      system_prompt: system.join('\n\n') || null,
      max_loops: 'auto',
      ...(input.temperature != null ? { temperature: input.temperature, dynamic_temperature_enabled: false } : {}),
      max_tokens: input.max_completion_tokens ?? input.max_tokens ?? CHAT_DEFAULTS.maxTokens,
    },
    { defaultModel: input.model },
  );
  const run = await runAgent(context, toAgentDefinition(spec, 'chat'), { task: last ? textOf(last.content) : '', history: conversation.slice(0, -1) });
  const { inputTokens, outputTokens } = context.usage.total;
  return { text: run.output, toolCalls: [], finishReason: 'stop', usage: { inputTokens, outputTokens }, response: { modelId: input.model } };
}

/** Runs `POST /v1/chat/completions`: the caller's conversation, as is, through one model call (or the autonomous loop). */
export async function runChatCompletion(context: RunContext, input: ChatCompletionInput): Promise<ModelCallResult> {
  context.router.assertAvailable(input.model);
  const messages = toChatMessages(input.messages);
  await context.usage.addExtra('images', countImages(messages));
  if (input.max_loops === 'auto') return runAutonomousChat(context, input, messages);
  const tools = toolDefinitionsOf(input.tools);
  const call = () =>
    callModel(context, {
      agent: 'chat',
      modelName: input.model,
      options: {
        messages,
        temperature: input.temperature ?? CHAT_DEFAULTS.temperature,
        topP: input.top_p ?? undefined,
        maxTokens: input.max_completion_tokens ?? input.max_tokens ?? CHAT_DEFAULTS.maxTokens,
        stop: typeof input.stop === 'string' ? [input.stop] : (input.stop ?? undefined),
        seed: input.seed ?? undefined,
        tools: tools.length ? tools : undefined,
        toolChoice: toolChoiceOf(input.tool_choice),
        logprobs: input.logprobs ? { top: input.top_logprobs ?? 0 } : undefined,
        extra: penaltiesOf(input),
      },
    });
  // Each loop answers the conversation plus the last answer and the ask to improve it, as an agent's loops do;
  // the answer is the last loop's, the usage every loop's.
  const loops = typeof input.max_loops === 'number' ? input.max_loops : 1;
  let result = await call();
  const usage = { ...result.usage };
  for (let loop = 1; loop < loops && result.toolCalls.length === 0; loop += 1) {
    messages.push(...nextLoopMessages(result.text));
    result = await call();
    usage.inputTokens += result.usage.inputTokens;
    usage.outputTokens += result.usage.outputTokens;
  }
  return { ...result, usage };
}
