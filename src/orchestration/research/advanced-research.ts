import type { z } from 'zod';
import type { advancedResearchRequestSchema } from '../../contract/schemas/research.js';
import { ApiError } from '../../errors/api-error.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { runAgent } from '../agent-runtime.js';
import { builtInAgent } from '../primitives/built-in-agent.js';
import { runParallel } from '../parallel.js';
import type { RunContext } from '../run-context.js';
import { agentUsageBlock, loggedUsage } from '../runs/usage-block.js';
import { malformedAnswerError, structuredCall } from '../structured-call.js';
import { createBuiltinToolExecutor } from '../tools/builtin-tools.js';
import { requireBuiltinBackends } from '../tools/prepare-tools.js';

type ResearchRequest = z.infer<typeof advancedResearchRequestSchema>;

/** A source a worker found: where, what, and how much of it was read. */
interface Source {
  query: string;
  title: string;
  url: string;
  snippet: string;
}

/**
 * Advanced research: a director plans search queries, one worker per query searches through the
 * `auto_search` tool and summarises, the director writes the report from the summaries.
 */
export async function runAdvancedResearch(context: RunContext, request: ResearchRequest) {
  const config = request.config ?? {};
  const task = request.task ?? '';
  if (!task.trim()) throw new ApiError('BAD_REQUEST', 'Advanced research needs a task: say what to research.');
  requireBuiltinBackends(context, ['auto_search']);
  const directorModel = config.director_model_name || context.config.defaultModel;
  const workerModel = config.worker_model_name || context.config.defaultModel;
  [directorModel, workerModel].forEach((model) => context.router.assertAvailable(model));
  const characters = config.exa_search_max_characters ?? 1000;
  const director = builtInAgent(config.director_agent_name ?? 'Research Director', 'You direct research: plan searches, then write a sourced report.', directorModel, {
    maxTokens: config.director_max_tokens ?? 8000,
    maxLoops: config.director_max_loops ?? 1,
  });
  const plan = await structuredCall(
    context,
    {
      agent: director.name,
      modelName: directorModel,
      system: director.systemPrompt,
      prompt: `Plan the web searches for this research task:\n${task}`,
      name: 'plan_searches',
      description: 'The search queries to run',
      schema: { type: 'object', properties: { queries: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 5 } }, required: ['queries'] },
      temperature: 0,
    },
    (value) =>
      Array.isArray(value.queries) && value.queries.some((query) => typeof query === 'string')
        ? value.queries.filter((query): query is string => typeof query === 'string').slice(0, 5)
        : undefined,
  );
  if (!plan) throw malformedAnswerError(directorModel, 'search plan');
  const search = await createBuiltinToolExecutor(['auto_search'], context);
  const findings = await runParallel(plan, async (query, index) => {
    const raw = await search.run({ id: `search-${index + 1}`, name: 'auto_search', arguments: JSON.stringify({ query }) }, context.signal);
    const parsed = JSON.parse(raw) as { results: Array<{ title: string; url: string; snippet: string }> };
    const sources: Source[] = parsed.results
      .slice(0, config.exa_search_num_results ?? 3)
      .map((result) => ({ query, title: result.title, url: result.url, snippet: result.snippet.slice(0, characters) }));
    const worker = builtInAgent(`Research Worker ${index + 1}`, 'You summarise search results accurately, citing URLs.', workerModel, { maxLoops: config.max_loops ?? 1 });
    const summary = await runAgent(context, worker, { task: `Summarise what these results say about: ${query}`, context: JSON.stringify(sources, null, 2) });
    return { sources, summary: summary.output };
  });
  // The image goes to the director, who writes the report; it is billed once, like an agent run's image.
  const images = request.img ? [request.img] : [];
  if (images.length) await context.usage.addExtra('images', images.length);
  const report = await runAgent(context, director, {
    task,
    images,
    context: `Worker summaries:\n\n${findings.map((finding, index) => `[${plan[index]}]\n${finding.summary}`).join('\n\n')}`,
  });
  const usage = agentUsageBlock(context.usage, context.config.pricing);
  const sources = findings.flatMap((finding) => finding.sources);
  const id = jobIds.swarm(context.ids);
  return {
    jobId: id,
    usage: loggedUsage(context.usage, usage.total_cost),
    body: {
      id,
      job_id: id,
      name: config.name ?? 'advanced-research',
      description: config.description ?? '',
      outputs: report.output,
      // The SDKs declare `sources` as the number of sources used; the sources themselves follow it.
      sources: sources.length,
      source_list: sources,
      characters_per_source: characters,
      usage,
      timestamp: isoWithOffset(context.clock.now()),
    },
  };
}
