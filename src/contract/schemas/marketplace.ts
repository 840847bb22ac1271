import { z } from 'zod';
import { openApiComponents } from './openapi-components.js';

/** `POST /v1/marketplace/agents`. */
export const marketplaceRequestSchema = z
  .object({ number_of_items: z.int().min(1).max(100).nullish().describe('How many prompts to return (default all).') })
  .meta({ title: 'MarketplaceQuery', description: 'Which marketplace prompts to return.', examples: [{ number_of_items: 5 }] })
  .register(openApiComponents, { id: 'MarketplaceCreateAgentParams' });
