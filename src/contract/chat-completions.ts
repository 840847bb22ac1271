import { z } from 'zod';

/** One OpenAI chat message (content: text or parts). */
export const chatMessageSchema = z
  .object({
    role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function']),
    content: z.union([z.string(), z.array(z.record(z.string(), z.unknown()))]).nullish(),
    name: z.string().nullish(),
    tool_call_id: z.string().nullish(),
    tool_calls: z
      .array(
        z
          .object({
            id: z.string(),
            type: z.string().nullish(),
            function: z.object({ name: z.string(), arguments: z.string() }).meta({ title: 'ChatCompletionToolCallFunction' }),
          })
          .meta({ title: 'ChatCompletionMessageToolCall' }),
      )
      .nullish(),
  })
  .meta({ title: 'ChatCompletionMessage' });

/** `POST /v1/chat/completions`: OpenAI's request (the fields swarms-local reads; others are ignored). */
export const chatCompletionRequestSchema = z
  .object({
    model: z.string(),
    messages: z.array(chatMessageSchema).min(1),
    temperature: z.number().min(0).max(2).nullish(),
    top_p: z.number().min(0).max(1).nullish(),
    max_tokens: z.int().min(1).nullish(),
    max_completion_tokens: z.int().min(1).nullish(),
    stream: z.boolean().nullish(),
    stream_options: z.object({ include_usage: z.boolean().nullish() }).meta({ title: 'ChatCompletionStreamOptions' }).nullish(),
    tools: z.array(z.record(z.string(), z.unknown())).nullish(),
    tool_choice: z.union([z.enum(['auto', 'none', 'required']), z.record(z.string(), z.unknown())]).nullish(),
    seed: z.int().nullish(),
    stop: z.union([z.string(), z.array(z.string()).max(4)]).nullish(),
    n: z.int().min(1).max(1).nullish(),
    logprobs: z.boolean().nullish(),
    top_logprobs: z.int().min(0).max(20).nullish(),
    user: z.string().nullish(),
  })
  .meta({ title: 'ChatCompletionRequest' });

/** A chat completion request as sent. */
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
