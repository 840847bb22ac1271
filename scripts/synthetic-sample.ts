import type { CallOptions, ChatMessage } from '../src/providers/spec.js';
import { createSyntheticModel } from '../src/providers/synthetic/index.js';

// `npx tsx scripts/synthetic-sample.ts`: prints what the synthetic model says to a few typical calls,
// so a human can judge whether the text reads as plausible and on-topic (no test can judge that).
const model = createSyntheticModel({ modelId: 'gpt-4.1', seed: 0 });

/** A system prompt as the agent runtime builds it. */
const agent = (name: string, description: string, systemPrompt: string) => `Your name: ${name}\n\nYour description: ${description}\n\n${systemPrompt}`;

const analyst = agent('Market Analyst', 'Researches market trends', 'You are a careful financial researcher.');

/** One sample: a title and the conversation, on gpt-4.1 unless the options say otherwise. */
const sample = (title: string, messages: ChatMessage[], options: Partial<CallOptions> = {}) => ({ title, options: { model: 'gpt-4.1', messages, ...options } });

const samples = [
  sample('analyst agent', [
    { role: 'system', content: analyst },
    { role: 'user', content: 'Summarise the outlook for electric vehicle batteries over the next five years.' },
  ]),
  sample('critic agent', [
    { role: 'system', content: agent('Critic', 'Reviews drafts for gaps', 'You are a strict reviewer of research drafts.') },
    { role: 'user', content: 'Review this draft on remote work productivity and hybrid office policies.' },
  ]),
  sample('director of a hierarchical swarm', [
    { role: 'system', content: agent('Director', 'Plans and delegates work', 'You are the director of a research team.') },
    { role: 'user', content: 'Plan a competitive analysis of cloud database vendors for a startup.' },
  ]),
  sample('judge named in a plain system prompt', [
    { role: 'system', content: 'You are Judge, an impartial judge who delivers a verdict on debates.' },
    { role: 'user', content: 'Decide who argued better about nuclear power versus wind power for grid stability.' },
  ]),
  sample("second agent of a sequential workflow (reads the first one's output)", [
    { role: 'system', content: agent('Summarizer', 'Condenses research into key points', 'You turn research notes into a crisp summary.') },
    {
      role: 'user',
      content:
        'Output of the previous agent:\n[Market Analyst]\nSolid-state cells and sodium-ion chemistry are the two developments to watch; lithium supply stays tight.\n\nSummarise the outlook for electric vehicle batteries.',
    },
  ]),
  sample('second loop of an agent (max_loops 2)', [
    { role: 'system', content: analyst },
    { role: 'user', content: 'Assess the demand for heat pumps in Northern Europe.' },
    { role: 'assistant', content: 'Heat pump demand in Northern Europe keeps rising, led by subsidies in Sweden and Norway.' },
    { role: 'user', content: 'Continue: improve and extend your previous answer.' },
  ]),
  sample('plain chat, cut at 40 tokens', [{ role: 'user', content: 'What are good practices for onboarding new software engineers?' }], { model: 'gpt-4o', maxTokens: 40 }),
  sample('answer after a tool result', [
    { role: 'user', content: 'What is the weather in Oslo today?' },
    { role: 'assistant', content: '', toolCalls: [{ id: 'call_1', name: 'get_weather', arguments: '{"city":"Oslo"}' }] },
    { role: 'tool', toolCallId: 'call_1', content: 'Sunny, 21 degrees, light wind from the west' },
  ]),
  sample('required tool call', [{ role: 'user', content: 'Book a table for four in Lisbon on Friday.' }], {
    toolChoice: 'required',
    tools: [
      {
        name: 'book_table',
        description: 'Reserve a restaurant table',
        parameters: {
          type: 'object',
          properties: {
            city: { type: 'string' },
            party_size: { type: 'integer', minimum: 1, maximum: 12 },
            date: { type: 'string', format: 'date' },
            contact_email: { type: 'string', format: 'email' },
            notes: { type: 'string', maxLength: 80 },
          },
          required: ['city', 'party_size', 'date', 'contact_email'],
        },
      },
    ],
  }),
];

for (const { title, options } of samples) {
  const result = await model.doGenerate(options);
  process.stdout.write(`\n## ${title} (${result.finishReason}, ${result.usage.inputTokens} in / ${result.usage.outputTokens} out)\n`);
  for (const part of result.content) {
    process.stdout.write(part.type === 'text' ? `${part.text}\n` : `${part.name}(${part.arguments}) [${part.id}]\n`);
  }
}
