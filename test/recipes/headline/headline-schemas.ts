import { z } from 'zod';
import { agentUsageSchema } from '../../../src/contract/schemas/responses/response-fields.js';

// Recipe step 1: the request body and the success body, each field described (the OpenAPI document reads them).

/** A headline request: the article, and how long the headline may be. */
export const headlineRequestSchema = z
  .object({
    text: z.string().min(1).describe('The article to write a headline for.'),
    max_words: z.int().min(1).max(20).nullish().describe('The most words the headline may have (default 8).'),
    model_name: z.string().nullish().describe('The model that writes it (default: the server default model).'),
  })
  .meta({ title: 'HeadlineRequest', description: 'A headline for an article.', examples: [{ text: 'Wind power grew by a fifth last year.', max_words: 6 }] });

/** A headline request as sent. */
export type HeadlineRequest = z.infer<typeof headlineRequestSchema>;

/** The answer: the headline, the words it was cut to, and what it cost. */
export const headlineResponseSchema = z
  .looseObject({
    job_id: z.string().describe('The id of this run.'),
    headline: z.string().describe('The headline, at most max_words words.'),
    words: z.int().describe('How many words it has.'),
    usage: agentUsageSchema.describe('Tokens and cost.'),
  })
  .meta({ title: 'HeadlineOutput', description: 'A headline and its cost.' });
