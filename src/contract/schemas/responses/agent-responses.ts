import { z } from 'zod';
import { openApiComponents } from '../openapi-components.js';
import { agentUsageSchema, jobId, timestamp } from './response-fields.js';

/** `POST /v1/agent/completions`. */
export const agentRunResponseSchema = z
  .looseObject({
    job_id: jobId(),
    success: z.boolean().describe('Whether the run succeeded.'),
    name: z.string().describe("The agent's name."),
    description: z.string().describe("The agent's description."),
    temperature: z.number().nullable().describe('The temperature the agent was configured with; null when none was sent.'),
    outputs: z
      .array(
        z
          .looseObject({
            role: z.string().describe('The agent that answered.'),
            content: z.unknown().describe('The answer: text, or the tool calls the turn ended with.'),
            timestamp: z.string().describe('When the turn ended.'),
            message_id: z.string().describe('A unique id of the turn.'),
          })
          .meta({ title: 'AgentTurn', description: "One of the agent's turns." }),
      )
      .describe("The agent's turns, one per loop."),
    usage: agentUsageSchema.describe('Tokens and cost.'),
    timestamp: timestamp(),
  })
  .meta({ title: 'AgentCompletionOutput', description: 'The result of an agent run.' })
  .register(openApiComponents, { id: 'AgentRunResponse' });

/** `POST /v1/agent/batch/completions`. */
export const agentBatchResponseSchema = z
  .looseObject({
    batch_id: z.string().describe('The id of the batch.'),
    total_requests: z.int().describe('How many runs the batch had.'),
    results: z
      .array(z.looseObject({}).describe('An agent run result, or `{success: false, detail, status_code}` for a run that failed.'))
      .describe('One result per run, in request order.'),
    execution_time: z.number().describe('Seconds the batch took.'),
    timestamp: timestamp(),
  })
  .meta({ title: 'AgentBatchOutput', description: 'The results of an agent batch.' })
  .register(openApiComponents, { id: 'AgentBatchRunResponse' });

/** `POST /v1/chat/completions` (non-streamed). */
export const chatCompletionResponseSchema = z
  .looseObject({
    id: z.string().describe('The completion id.'),
    object: z.literal('chat.completion').describe('Always chat.completion.'),
    created: z.int().describe('Unix seconds.'),
    model: z.string().describe('The model asked for.'),
    choices: z
      .array(
        z
          .looseObject({
            index: z.int().describe('Always 0.'),
            message: z.looseObject({ role: z.string().describe('Always assistant.') }).describe('The answer: role, content, and tool_calls when the model called tools.'),
            finish_reason: z.string().describe('stop, length, tool_calls or content_filter.'),
          })
          .meta({ title: 'ChatCompletionChoice', description: 'One answer.' }),
      )
      .describe('The answer (one).'),
    usage: z
      .looseObject({
        prompt_tokens: z.int().describe('Prompt tokens.'),
        completion_tokens: z.int().describe('Generated tokens.'),
        total_tokens: z.int().describe('Their sum.'),
      })
      .describe('Token counts.'),
  })
  .meta({ title: 'ChatCompletion', description: 'An OpenAI chat completion.' })
  .register(openApiComponents, { id: 'ChatCompletion' });
