import { callModel } from '../../../src/orchestration/model-call.js';
import type { RunContext } from '../../../src/orchestration/run-context.js';
import { agentUsageBlock, loggedUsage } from '../../../src/orchestration/runs/usage-block.js';
import type { LoggedUsage } from '../../../src/store/repositories.js';
import type { HeadlineRequest } from './headline-schemas.js';

// Recipe step 2: the work, over a RunContext (model calls metered, cancellable, journaled), returning the body and its usage.

/** Asks one model for a headline and cuts it to `max_words` words. */
export async function writeHeadline(context: RunContext, request: HeadlineRequest): Promise<{ jobId: string; body: object; usage: LoggedUsage }> {
  const maxWords = request.max_words ?? 8;
  const answer = await callModel(context, {
    agent: 'Headline Writer',
    modelName: request.model_name ?? context.config.defaultModel,
    options: {
      messages: [
        { role: 'system', content: `You write newspaper headlines of at most ${maxWords} words.` },
        { role: 'user', content: request.text },
      ],
      maxTokens: 64,
    },
  });
  const words = answer.text.split(/\s+/).filter(Boolean).slice(0, maxWords);
  const jobId = `headline-${context.ids.hex(16)}`;
  const usage = agentUsageBlock(context.usage, context.config.pricing);
  return { jobId, body: { job_id: jobId, headline: words.join(' '), words: words.length, usage }, usage: loggedUsage(context.usage, usage.total_cost) };
}
