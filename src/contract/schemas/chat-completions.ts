import { z } from 'zod';
import { agentSpecSchema } from './agent-spec.js';
import { openApiComponents } from './openapi-components.js';

/** One OpenAI chat message (content: text or parts). */
export const chatMessageSchema = z
  .object({
    role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function']).describe('Who speaks.'),
    content: z
      .union([z.string(), z.array(z.record(z.string(), z.unknown()))])
      .nullish()
      .describe('The text, or content parts (text and image_url).'),
    name: z.string().nullish().describe("The speaker's name."),
    tool_call_id: z.string().nullish().describe('For a tool message: the call it answers.'),
    tool_calls: z
      .array(
        z
          .object({
            id: z.string().describe("The call's id."),
            type: z.string().nullish().describe('Always function.'),
            function: z
              .object({ name: z.string().describe('The tool called.'), arguments: z.string().describe('Its arguments as JSON text.') })
              .meta({ title: 'ChatCompletionToolCallFunction', description: 'The function a tool call calls.' }),
          })
          .meta({ title: 'ChatCompletionMessageToolCall', description: 'A tool call an assistant message made.' }),
      )
      .nullish()
      .describe('For an assistant message: the tools it called.'),
  })
  .meta({ title: 'ChatCompletionMessage', description: 'One message of the conversation, as OpenAI has it.' })
  .register(openApiComponents, { id: 'ChatCompletionMessage' });

/** `POST /v1/chat/completions`: OpenAI's request (the fields swarms-local reads; others are ignored). */
export const chatCompletionRequestSchema = z
  .object({
    model: z.string().describe('The model to answer.'),
    messages: z.array(chatMessageSchema).min(1).describe('The conversation so far.'),
    temperature: z.number().min(0).max(2).nullish().describe('Sampling temperature, 0 to 2 (default 0.5).'),
    top_p: z.number().min(0).max(1).nullish().describe('Nucleus sampling mass, 0 to 1.'),
    max_tokens: z.int().min(1).nullish().describe('The most tokens the answer may have (default 8192).'),
    max_completion_tokens: z.int().min(1).nullish().describe('The same, under its newer name (wins over max_tokens).'),
    stream: z.boolean().nullish().describe('Answer with server-sent chunks, ending with [DONE].'),
    stream_options: z
      .object({ include_usage: z.boolean().nullish().describe('Send a last chunk with the usage.') })
      .meta({ title: 'ChatCompletionStreamOptions', description: 'Options of a streamed answer.' })
      .nullish()
      .describe('Options of a streamed answer.'),
    tools: z.array(z.record(z.string(), z.unknown())).nullish().describe("Function tools the model may call, in OpenAI's format."),
    tool_choice: z
      .union([z.enum(['auto', 'none', 'required']), z.record(z.string(), z.unknown())])
      .nullish()
      .describe('auto, none, required, or one function to call.'),
    seed: z.int().nullish().describe('A seed for reproducible sampling.'),
    stop: z
      .union([z.string(), z.array(z.string()).max(4)])
      .nullish()
      .describe('Up to 4 sequences that end the answer.'),
    n: z.int().min(1).max(1).nullish().describe('Number of answers: only 1 is supported.'),
    logprobs: z.boolean().nullish().describe('Return the log-probability of each token.'),
    top_logprobs: z.int().min(0).max(20).nullish().describe('Alternatives returned per token with logprobs, 0 to 20.'),
    user: z.string().nullish().describe('An end-user id; accepted, not used.'),
    presence_penalty: z.number().min(-2).max(2).nullish().describe("Penalise tokens that have appeared, -2 to 2: passed to the model as the agent's llm_args."),
    frequency_penalty: z.number().min(-2).max(2).nullish().describe("Penalise tokens by how often they appeared, -2 to 2: passed to the model as the agent's llm_args."),
    max_loops: agentSpecSchema.shape.max_loops.describe(
      'Swarms extension (extra_body in the OpenAI SDK): how many times the model answers, each improving on the last, as AgentSpec.max_loops (default 1).',
    ),
  })
  // The endpoint runs an agent on the last user message (capabilities/openai-compatible.mdx, Validation Rules).
  .refine((body) => body.messages.some((message) => message.role === 'user'), { message: "At least one message with role 'user' is required.", path: ['messages'] })
  .meta({
    title: 'ChatCompletionRequest',
    description: "OpenAI's chat completions request (the fields swarms-local reads; others are ignored).",
    examples: [{ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Say hello.' }] }],
  })
  .register(openApiComponents, { id: 'ChatCompletionRequest' });

/** A chat completion request as sent. */
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
