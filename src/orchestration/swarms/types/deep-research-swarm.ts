import { malformedAnswerError, structuredCall } from '../../structured-call.js';
import { runParallel } from '../../parallel.js';
import { agentTurn, conversationText, lastContent } from '../../primitives/agent-turn.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import { createBuiltinToolExecutor } from '../../tools/builtin-tools.js';
import type { SwarmInput, SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

const RESEARCH_PROMPT =
  'You are an advanced research agent: break complex topics into searchable subtopics and generate diverse, specific search queries that explore each thoroughly.';
const SUMMARY_PROMPT =
  'You are an expert information synthesis and summarization agent: produce clear, accurate, well-structured reports from complex material, keeping technical detail and citing sources.';

/** The research agent's search_topic call: the detailed queries to run, or a 502 after one repair. */
async function searchQueries(input: SwarmInput, modelName: string): Promise<string[]> {
  const queries = await structuredCall(
    input.context,
    {
      agent: 'Deep-Research-Agent',
      modelName,
      system: RESEARCH_PROMPT,
      prompt: input.task,
      name: 'search_topic',
      description: 'Conduct a thorough search on a topic: an array of highly detailed search queries for the requested depth (1 superficial to 3 in-depth).',
      schema: {
        type: 'object',
        properties: { depth: { type: 'integer', minimum: 1, maximum: 3 }, detailed_queries: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        required: ['depth', 'detailed_queries'],
      },
      temperature: 0.5,
    },
    (value) => {
      const found = Array.isArray(value.detailed_queries) ? value.detailed_queries.filter((query): query is string => typeof query === 'string' && query.trim() !== '') : [];
      return found.length ? found : undefined;
    },
  );
  if (!queries) throw malformedAnswerError(modelName, 'list of search queries');
  return queries;
}

/**
 * DeepResearchSwarm (dropped by the framework; follows its last version, `DeepResearchSwarm.step` in
 * deep_research_swarm.py before commit bff7a180). The request's agents and `max_loops` take no part
 * (the framework's router passed agents the class did not accept). Deep-Research-Agent (gpt-4o-mini)
 * turns the task into search queries; each query is searched at once (swarms-local's offline search,
 * billed as a search) and its results join the conversation as a `User` message, as the framework
 * adds them; Summarization-Agent (claude-3-5-sonnet-20240620) writes the report from the whole
 * conversation. Entries: one per query, then the report.
 */
const run: SwarmRunner = async (input) => {
  const queries = await searchQueries(input, frameworkModel(input.context, 'gpt-4o-mini', input.defaultModel));
  const search = await createBuiltinToolExecutor(['auto_search'], input.context);
  const results = await runParallel(queries, async (query, index): Promise<SwarmMessage> => {
    const found = await search.run({ id: `search-${index + 1}`, name: 'auto_search', arguments: JSON.stringify({ query }) }, input.context.signal);
    return { role: 'User', content: `Search results for ${query}: \n ${found}` };
  });
  const summarizer = builtInAgent('Summarization-Agent', SUMMARY_PROMPT, frameworkModel(input.context, 'claude-3-5-sonnet-20240620', input.defaultModel));
  const conversation = conversationText([{ role: 'User', content: input.task }, ...results]);
  const report = {
    role: summarizer.name,
    content: lastContent(await agentTurn(input, summarizer, { task: `Please generate a comprehensive 4,000-word report analyzing the following content: ${conversation}` })),
  };
  // The agents sent, as every other type counts them (the two built-in ones are not).
  return { history: [...results, report], final: [report], numberOfAgents: input.agents.length };
};

/** DeepResearchSwarm: its agents are built in (it never uses the request's); the boss never chooses it. */
export const deepResearchSwarm: SwarmTypeDescriptor = {
  run,
  staffsItself: true,
};
