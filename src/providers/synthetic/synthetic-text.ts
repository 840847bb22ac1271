import type { Faker } from '@faker-js/faker';
import type { ChatMessage } from '../spec.js';

const STOPWORDS = new Set(
  'about above after again against also among and any are because been before being below between both but can could did does doing down during each few for from further had has have having her here hers him his how into its itself just more most must not now off once only other our ours out over own same she should some such than that the their theirs them then there these they this those through too under until very was were what when where which while who whom why will with would you your yours please give make write provide using based answer task previous output continue improve extend agent agents name description role'.split(
    ' ',
  ),
);

/** What the synthetic model reads from a conversation. */
export interface ConversationFacts {
  agentName: string;
  role: string;
  systemPrompt: string;
  task: string;
  keywords: string[];
  /** The topic phrase: the task's first clause, shortened. */
  topic: string;
  /** The last tool result, if the conversation just ran a tool. */
  toolResult?: string;
}

const textOf = (content: ChatMessage['content']): string =>
  typeof content === 'string' ? content : content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');

/** The words of a text that carry its topic, most frequent first, ties in order of appearance. */
export function keywordsOf(text: string, limit = 8): string[] {
  const counts = new Map<string, number>();
  for (const word of text.match(/[A-Za-z][A-Za-z0-9-]{3,}/g) ?? []) {
    const lower = word.toLowerCase();
    if (STOPWORDS.has(lower)) continue;
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, limit)
    .map(([word]) => word);
}

/** Reads the agent's identity, the task and its keywords from the messages. */
export function factsOf(messages: ChatMessage[]): ConversationFacts {
  const system = messages.filter((message) => message.role === 'system').map((message) => textOf(message.content)).join('\n');
  const lastUser = [...messages].reverse().find((message) => message.role === 'user');
  const last = messages[messages.length - 1];
  const task = lastUser ? textOf(lastUser.content) : '';
  const agentName = system.match(/Your name: (.+)/)?.[1]?.trim() ?? 'Assistant';
  const role = system.match(/Your role: (.+)/)?.[1]?.trim() ?? 'worker';
  const firstClause = task.split(/[.?!\n]/).find((part) => part.trim().length > 0)?.trim() ?? '';
  const topicWords = firstClause.split(/\s+/).slice(0, 10).join(' ');
  return {
    agentName,
    role,
    systemPrompt: system,
    task,
    keywords: keywordsOf(`${task} ${task} ${system}`),
    topic: topicWords || 'the request',
    toolResult: last?.role === 'tool' ? textOf(last.content) : undefined,
  };
}

type Style = 'critique' | 'plan' | 'synthesis' | 'verdict' | 'analysis';

function styleOf(facts: ConversationFacts): Style {
  const identity = `${facts.agentName} ${facts.role} ${facts.systemPrompt.slice(0, 400)}`.toLowerCase();
  if (/judge|verdict|evaluat|grader/.test(identity)) return 'verdict';
  if (/critic|review|verif|audit/.test(identity)) return 'critique';
  if (/director|planner|manager|orchestrat|coordinat|boss|lead/.test(identity)) return 'plan';
  if (/synthes|aggregat|summar|editor/.test(identity)) return 'synthesis';
  return 'analysis';
}

const capitalise = (text: string) => text.replace(/^\s*\w/, (letter) => letter.toUpperCase());

function point(faker: Faker, keyword: string): string {
  return capitalise(
    faker.helpers.arrayElement([
      `${keyword} depends on ${faker.company.buzzNoun()} more than most teams expect; ${faker.company.buzzVerb()} it early pays off.`,
      `The ${faker.word.adjective()} side of ${keyword}: ${faker.company.catchPhrase().toLowerCase()}.`,
      `On ${keyword}, the evidence points to ${faker.number.int({ min: 2, max: 9 })} ${faker.word.adjective()} drivers, led by ${faker.company.buzzNoun()}.`,
      `${keyword} carries a ${faker.helpers.arrayElement(['moderate', 'material', 'limited', 'growing'])} risk around ${faker.company.buzzNoun()}.`,
      `A practical next step for ${keyword} is to ${faker.company.buzzVerb()} ${faker.company.buzzAdjective()} ${faker.company.buzzNoun()}.`,
    ]),
  );
}

/** A plausible, on-topic answer in the agent's voice, deterministic for the seeded faker. */
export function syntheticText(facts: ConversationFacts, faker: Faker): string {
  const keywords = facts.keywords.length ? facts.keywords : [faker.word.noun(), faker.company.buzzNoun()];
  const picked = faker.helpers.arrayElements(keywords, { min: Math.min(2, keywords.length), max: Math.min(4, keywords.length) });
  const points = picked.map((keyword) => point(faker, keyword));
  if (facts.toolResult !== undefined) {
    const excerpt = facts.toolResult.replace(/\s+/g, ' ').slice(0, 160);
    return `${facts.agentName}: based on the tool result (${excerpt}), here is the answer on ${facts.topic}.\n\n- ${points.join('\n- ')}`;
  }
  switch (styleOf(facts)) {
    case 'plan':
      return [
        `Plan from ${facts.agentName} for "${facts.topic}":`,
        ...picked.map((keyword, index) => `${index + 1}. ${capitalise(faker.company.buzzVerb())} the ${keyword} workstream: ${faker.company.catchPhrase().toLowerCase()}.`),
        `Success measure: ${faker.company.buzzAdjective()} ${faker.company.buzzNoun()} within ${faker.number.int({ min: 2, max: 8 })} weeks.`,
      ].join('\n');
    case 'critique':
      return [
        `Review by ${facts.agentName} of "${facts.topic}":`,
        `Strengths: the treatment of ${picked[0]} is ${faker.helpers.arrayElement(['clear', 'well supported', 'convincing'])}.`,
        `Weaknesses: ${picked[1] ?? picked[0]} needs ${faker.helpers.arrayElement(['stronger evidence', 'a sharper scope', 'quantified risks'])}; ${points[0]}`,
        `Recommendation: revise the part on ${picked[picked.length - 1]} and ${faker.company.buzzVerb()} the conclusion.`,
      ].join('\n');
    case 'verdict':
      return [
        `Verdict from ${facts.agentName}: ${faker.helpers.arrayElement(['the answer holds up', 'mostly sound, with gaps', 'acceptable after revisions'])} on "${facts.topic}".`,
        `Score: ${faker.number.int({ min: 6, max: 9 })}/10. ${points[0]}`,
      ].join('\n');
    case 'synthesis':
      return [`Synthesis by ${facts.agentName} on "${facts.topic}":`, ...points.map((text) => `- ${text}`), `Overall: ${faker.company.catchPhrase().toLowerCase()}.`].join('\n');
    default:
      return [
        `${facts.agentName} on "${facts.topic}":`,
        ...points.map((text) => `- ${text}`),
        `In short, ${picked[0]} is where ${faker.helpers.arrayElement(['to start', 'the value is', 'the risk concentrates'])}.`,
      ].join('\n');
  }
}
