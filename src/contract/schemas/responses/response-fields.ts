import { z } from 'zod';
import { openApiComponents } from '../openapi-components.js';

/** An ISO 8601 timestamp with microseconds and offset, as the hosted API writes them. */
export const timestamp = () => z.string().describe('When the answer was made: ISO 8601 with microseconds and offset.');

/** A job id. */
export const jobId = () => z.string().describe('The id of this run; it is in the logs too.');

/** One message of a run's conversation. */
export const messageSchema = z
  .looseObject({
    role: z.string().describe('Who spoke: an agent name, or user/system.'),
    content: z.unknown().describe('What was said: text, or the tool calls the turn ended with.'),
  })
  .meta({ title: 'Message', description: 'One message of a conversation.' })
  .register(openApiComponents, { id: 'Message' });

/** The usage block of an agent-style run (agent, reasoning, research, auto swarm builder). */
export const agentUsageSchema = z
  .looseObject({
    input_tokens: z.int().describe('Prompt tokens of every model call.'),
    output_tokens: z.int().describe('Generated tokens of every model call.'),
    total_tokens: z.int().describe('Their sum.'),
    img_cost: z.number().describe('Credits charged for images.'),
    total_cost: z.number().describe('Credits charged for the run: tokens, images, MCP calls, searches and scrapes.'),
  })
  .meta({ title: 'AgentUsage', description: 'Tokens and cost of a run; search_cost, scrape_cost and mcp_cost appear when those were used.' })
  .register(openApiComponents, { id: 'AgentUsage' });
