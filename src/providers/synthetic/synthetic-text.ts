import type { Faker } from '@faker-js/faker';
import type { ConversationFacts } from './conversation-facts.js';
import { requestedScore } from './requested-score.js';

/** The voice an answer takes, read from the agent's identity. */
type Voice = 'critique' | 'verdict' | 'plan' | 'synthesis' | 'analysis';

/** The voice of an agent: reviewers critique, judges give verdicts, directors plan, aggregators synthesise. */
export function voiceOf(identity: string): Voice {
  const text = identity.toLowerCase();
  if (/judge|verdict|grader|arbiter|referee/.test(text)) return 'verdict';
  if (/critic|review|verif|audit|proofread/.test(text)) return 'critique';
  if (/director|planner|manager|orchestrat|coordinat|supervisor|boss|lead\b/.test(text)) return 'plan';
  if (/synthes|aggregat|summar|editor|consolidat/.test(text)) return 'synthesis';
  return 'analysis';
}

const capitalise = (text: string) => text.replace(/^\s*\w/, (letter) => letter.toUpperCase());

/** Whether a phrase reads as plural ("batteries", "vendors"), so its verb agrees. */
const isPlural = (phrase: string) => /[^s'u]s$/i.test(phrase) && !/(?:is|ics|ness|news)$/i.test(phrase);
/** The verb form that agrees with a phrase: `agree('vendors', 'is', 'are')` → 'are'. */
const agree = (phrase: string, singular: string, plural: string) => (isPlural(phrase) ? plural : singular);

/** Plain words for what drives or checks a point (no generated business jargon). */
const DRIVERS = ['cost', 'demand', 'timing', 'adoption', 'quality', 'supply', 'regulation', 'customer feedback', 'staffing', 'budget'];
const SOURCES = ['recent', 'independent', 'first-hand', 'published', 'internal'];
const noun = (faker: Faker) => faker.helpers.arrayElement(DRIVERS);
const adjective = (faker: Faker) => faker.helpers.arrayElement(SOURCES);
const verb = (faker: Faker) => faker.helpers.arrayElement(['check', 'measure', 'review', 'test', 'price']);

/** A sentence of substance about a phrase of the task; `other` is another phrase to relate it to. No figure the input does not hold. */
type Finding = (faker: Faker, phrase: string, other: string | undefined) => string | undefined;

const FINDINGS: Finding[] = [
  (faker, phrase) => `${capitalise(phrase)} ${agree(phrase, 'is', 'are')} the main driver here, and much of the effect traces back to ${noun(faker)}.`,
  (faker, phrase) =>
    `${capitalise(phrase)} still ${agree(phrase, 'carries', 'carry')} ${faker.helpers.arrayElement(['moderate', 'material', 'limited', 'growing'])} risk from ${noun(faker)}, so ${agree(phrase, 'it is', 'they are')} worth tracking ${faker.helpers.arrayElement(['monthly', 'quarterly', 'closely'])}.`,
  (faker, phrase) =>
    `The strongest evidence on ${phrase} comes from ${adjective(faker)} ${noun(faker)}, and it points to ${faker.helpers.arrayElement(['steady gains', 'a slower pace than expected', 'a clear upside', 'consolidation'])} over the next few quarters.`,
  (faker, phrase) => `For ${phrase}, a practical next step is to ${verb(faker)} the ${noun(faker)} before committing more budget.`,
  (_faker, phrase, other) => (other ? `${capitalise(phrase)} and ${other} are linked: progress on one tends to lift the other.` : undefined),
  (faker, phrase) => {
    const driver = noun(faker);
    return `Expect ${phrase} to ${faker.helpers.arrayElement(['improve', 'consolidate', 'draw more scrutiny', 'become cheaper'])} as ${driver} ${agree(driver, 'matures', 'mature')}.`;
  },
];

/** Two to four bullet findings, each in a different shape, walking through the phrases in order. */
function findings(faker: Faker, phrases: string[]): string[] {
  const count = Math.min(4, Math.max(2, phrases.length));
  const sentences: string[] = [];
  for (const shape of faker.helpers.shuffle([...FINDINGS])) {
    const index = sentences.length;
    const phrase = phrases[index % phrases.length];
    const other = phrases.length > 1 ? phrases[(index + 1) % phrases.length] : undefined;
    const sentence = shape(faker, phrase, other);
    if (sentence) sentences.push(`- ${sentence}`);
    if (sentences.length === count) break;
  }
  return sentences;
}

/** A sentence tying the answer to what came before, when it builds on an earlier answer. */
function buildsOn(facts: ConversationFacts): string[] {
  if (!facts.previousAuthor) return [];
  const about = facts.previousPhrases[0] ? ` on ${facts.previousPhrases[0]}` : '';
  return [`This builds on ${facts.previousAuthor} points${about}.`];
}

function analysis(facts: ConversationFacts, faker: Faker, phrases: string[]): string[] {
  const lead = faker.helpers.arrayElement([
    `${facts.agentName ? `${facts.agentName}'s` : 'A short'} analysis of ${facts.topic}.`,
    `Here is ${facts.agentName ? `${facts.agentName}'s` : 'my'} view on ${facts.topic}.`,
    `On ${facts.topic}, the picture is ${faker.helpers.arrayElement(['mixed but improving', 'cautiously positive', 'clearer than it looks', 'shifting quickly'])}.`,
  ]);
  const closing = faker.helpers.arrayElement([
    `Bottom line: ${phrases[0]} ${agree(phrases[0], 'deserves', 'deserve')} the most attention${phrases[1] ? `, with ${phrases[1]} a close second` : ''}.`,
    `Next, I would check these points against ${adjective(faker)} ${noun(faker)} data before deciding.`,
    `Overall, I would start with ${phrases[0]}.`,
  ]);
  return [lead, ...buildsOn(facts), ...findings(faker, phrases), closing];
}

function critique(facts: ConversationFacts, faker: Faker, phrases: string[]): string[] {
  const [first, second = first, third = second] = phrases;
  return [
    `Review${facts.agentName ? ` by ${facts.agentName}` : ''} of ${facts.topic}.`,
    ...buildsOn(facts),
    `Strengths: the treatment of ${first} is ${faker.helpers.arrayElement(['clear and well structured', 'well supported', 'convincing'])}.`,
    `Gaps: ${second} ${agree(second, 'needs', 'need')} ${faker.helpers.arrayElement(['stronger evidence', 'concrete numbers', 'a sharper scope'])}, especially around ${noun(faker)}.`,
    `Risks: the argument on ${third} assumes ${adjective(faker)} ${noun(faker)} without showing it.`,
    `Recommendation: ${faker.helpers.arrayElement(['revise', 'expand', 'tighten'])} the part on ${second}, then ${faker.helpers.arrayElement(['resubmit', 'sharpen the conclusion', 'add sources'])}. Verdict: ${faker.helpers.arrayElement(['needs revision', 'good with minor changes', 'not ready yet'])}.`,
  ];
}

function verdict(facts: ConversationFacts, faker: Faker, phrases: string[]): string[] {
  const [first, second = first] = phrases;
  return [
    `Verdict${facts.agentName ? ` from ${facts.agentName}` : ''} on ${facts.topic}: ${faker.helpers.arrayElement([`the stronger case is made on ${first}`, `both sides make fair points, but ${first} carries it`, `the answer holds up, with gaps on ${second}`])}.`,
    ...buildsOn(facts),
    `Reasoning: the argument on ${first} is ${faker.helpers.arrayElement(['better supported', 'more specific', 'more consistent'])}, while the case on ${second} relies on assumptions about ${noun(faker)}.`,
    `Score: ${faker.number.int({ min: 6, max: 9 })}/10.`,
  ];
}

function plan(facts: ConversationFacts, faker: Faker, phrases: string[]): string[] {
  const steps = [
    (phrase: string) => `Scope ${phrase}: agree on the goals and the ${noun(faker)} that matter.`,
    (phrase: string) => `Research ${phrase}: collect data on ${noun(faker)} and ${noun(faker)}.`,
    (phrase: string) => `Compare the options for ${phrase} and ${verb(faker)} a shortlist.`,
    (phrase: string) => `Test the riskiest assumption about ${phrase} with a small pilot.`,
  ];
  return [
    `Plan${facts.agentName ? ` from ${facts.agentName}` : ''} for ${facts.topic}:`,
    ...buildsOn(facts),
    ...phrases.map((phrase, index) => `${index + 1}. ${steps[index % steps.length](phrase)}`),
    `${phrases.length + 1}. Write up the findings with a recommendation. Success measure: a decision on ${phrases[0]} ${faker.helpers.arrayElement(['within a few weeks', 'before the next review', 'this quarter'])}.`,
  ];
}

function synthesis(facts: ConversationFacts, faker: Faker, phrases: string[]): string[] {
  return [
    `Combined view on ${facts.topic}${facts.agentName ? ` (${facts.agentName})` : ''}:`,
    ...buildsOn(facts),
    ...findings(faker, phrases),
    `Where the inputs agree: ${phrases[0]} ${agree(phrases[0], 'matters', 'matter')} most. Where they differ: how fast ${noun(faker)} will change.`,
  ];
}

function fromToolResult(facts: ConversationFacts, faker: Faker, phrases: string[], result: NonNullable<ConversationFacts['toolResult']>): string[] {
  const excerpt = result.content
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .replace(/([^.!?])$/, '$1.');
  return [
    `Here is what ${result.toolName} returned for ${facts.topic}: ${excerpt}`,
    phrases.length > 1
      ? `In short, for ${phrases[phrases.length - 1]} that means ${faker.helpers.arrayElement(['no surprises', 'a clear answer', 'you can plan around it'])}.`
      : 'Let me know if you need more detail.',
  ];
}

/** A plausible, on-topic answer in the agent's voice, deterministic for the seeded faker. */
export function syntheticText(facts: ConversationFacts, faker: Faker, scored = true): string {
  const known = facts.phrases.length ? facts.phrases : facts.keywords;
  const pool = known.length ? known : [noun(faker), noun(faker)];
  const candidates = pool.slice(0, 4);
  // A random subset, kept in the task's order of importance so the lead phrase stays first.
  const phrases = faker.helpers
    .arrayElements(candidates, { min: Math.min(2, candidates.length), max: candidates.length })
    .sort((left, right) => candidates.indexOf(left) - candidates.indexOf(right));
  if (facts.toolResult) return fromToolResult(facts, faker, phrases, facts.toolResult).join('\n');
  const voices = { analysis, critique, verdict, plan, synthesis };
  const voice = voiceOf(facts.identity);
  // A verdict already ends with its score.
  const score = voice === 'verdict' || !scored ? undefined : requestedScore(facts, faker);
  return [...voices[voice](facts, faker, phrases), ...(score ? [score] : [])].join('\n');
}
