import type { ChatMessage } from '../spec.js';

/** Words that carry no topic: function words, instructions, filler, and time words. */
const STOPWORDS = new Set(
  `a about above after again against all also among an and any are as at be because been before being below between both but by can could
  did do does doing down during each either few for from further had has have having her here hers him his how i if in into is it its itself
  just me more most must my no nor not now of off on once only or other our ours out over own same she should so some such than that the their
  theirs them then there these they this those through to too under until up us very was we were what when where which while who whom why will
  with would you your yours please give make write provide using based answer task previous output continue improve extend agent agents name
  description role tell help need want like get let know think argued argue better best really briefly short detail details sentence sentences
  word words paragraph paragraphs bullet bullets point points one two three four five six seven eight nine ten next last year years month
  months week weeks day days today tomorrow yesterday versus vs via per keep keeps kept rise rises rising remain remains stay stays
  show shows seem seems become becomes grow grows fall falls falling lead leads led drive drives mean means look looks go goes going
  hello hi hey thanks thank regards attention`.split(/\s+/),
);

/** Verbs a task opens with; the topic is what follows them. */
const INSTRUCTIONS = new Set(
  `summarise summarize write explain describe analyse analyze assess evaluate review plan decide list compare create draft build design research
  investigate outline propose identify find give provide tell help discuss examine estimate calculate determine suggest recommend prepare
  generate produce develop make check critique judge rate score rank brainstorm translate rewrite improve fix debug test audit verify study
  consider forecast predict map say talk speak share greet introduce argue debate respond reply name count sort classify extract choose
  pick select return output print note convince persuade teach draw sketch paraphrase define elaborate clarify reflect comment criticise
  criticize defend justify imagine pretend simulate collect gather organise organize prioritise prioritize solve compute convert format focus`.split(/\s+/),
);

/** What the synthetic model reads from a conversation. */
export interface ConversationFacts {
  /** The agent's name, when its system prompt or its own earlier answers give one (see `agentNameOf`). */
  agentName?: string;
  /** The agent's role, description and prompt together: what decides its voice. */
  identity: string;
  /** The task: the latest user request that has a topic (not a bare "continue"). */
  task: string;
  /** The latest user message whole (earlier agents' outputs, instructions and material), as read. */
  request: string;
  /** The system prompt, as read. */
  system: string;
  /** The task's subject as a phrase that reads inside a sentence ("the outlook for electric vehicle batteries"). */
  topic: string;
  /** The task's key noun phrases, multi-word ones first. */
  phrases: string[];
  /** Topic words: the task's, most frequent first, then the rest of the conversation's (tool matching, argument hints). */
  keywords: string[];
  /** Place names the task mentions. */
  places: string[];
  /** Who answered before (a previous agent's label, or "my"), when the conversation builds on an answer. */
  previousAuthor?: string;
  /** Phrases of that earlier answer. */
  previousPhrases: string[];
  /** The tool the conversation just ran and its result, when the last message is a tool result. */
  toolResult?: { toolName: string; content: string };
}

/**
 * How many characters of one message the synthetic model reads, and how long a word it will quote. A real
 * model's answer is bounded by its token budget whatever it was sent; so is the cost and size of this one:
 * a 9 MB task is read like its first 100,000 characters, and a 9 MB run of letters is not a phrase to quote
 * (no word of any language is longer than 48 characters). The seed still covers the whole call.
 */
export const READ_LIMIT = 100_000;
const LONGEST_WORD = 48;

/** The part of a text the synthetic model reads. */
const readable = (text: string): string => (text.length > READ_LIMIT ? text.slice(0, READ_LIMIT) : text);

/** The text of a message's content (image parts left out). */
export const textOf = (content: ChatMessage['content']): string =>
  typeof content === 'string' ? content : content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');

const isTopicWord = (word: string) => word.length > 1 && word.length <= LONGEST_WORD && !STOPWORDS.has(word.toLowerCase()) && !INSTRUCTIONS.has(word.toLowerCase());

/** The words of a text that carry its topic, most frequent first, ties in order of appearance. */
export function keywordsOf(text: string, limit = 8): string[] {
  const counts = new Map<string, number>();
  for (const word of readable(text).match(/[A-Za-z][A-Za-z0-9-]{3,}/g) ?? []) {
    const lower = word.toLowerCase();
    if (isTopicWord(lower)) counts.set(lower, (counts.get(lower) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, limit)
    .map(([word]) => word);
}

/**
 * Key noun phrases: runs of topic words between function words and punctuation (at most four words),
 * multi-word phrases first, then in order of appearance. A sentence's capitalised first word is
 * lower-cased (acronyms stay) so phrases read inside a sentence.
 */
export function phrasesOf(text: string, limit = 6): string[] {
  const runs: string[][] = [[]];
  let sentenceStart = true;
  for (const token of readable(text).split(/([^A-Za-z0-9'-]+)/)) {
    const current = runs[runs.length - 1];
    if (/^[A-Za-z0-9][A-Za-z0-9'-]*$/.test(token)) {
      if (isTopicWord(token)) current.push(sentenceStart && !/^[A-Z0-9-]+$/.test(token) ? token.toLowerCase() : token);
      else if (current.length) runs.push([]);
      sentenceStart = false;
    } else if (token.length) {
      if (/[.?!:\n]/.test(token)) sentenceStart = true;
      if (!/^\s+$/.test(token) && current.length) runs.push([]);
    }
  }
  // A run longer than four words is usually a noun phrase running into its verb: keep its start.
  const phrases = runs.filter((run) => run.length).map((run) => (run.length > 4 ? run.slice(0, 3) : run).join(' '));
  const unique = [...new Map(phrases.map((phrase) => [phrase.toLowerCase(), phrase])).values()];
  return unique
    .map((phrase, index) => ({ phrase, index, multiWord: phrase.includes(' ') ? 1 : 0 }))
    .sort((left, right) => right.multiWord - left.multiWord || left.index - right.index)
    .slice(0, limit)
    .map(({ phrase }) => phrase);
}

/** The task's subject as a phrase: the first sentence without its opening instruction or trailing length request. */
function topicOf(task: string): string {
  const sentence =
    task
      .split(/(?<=[.?!])\s+|\n/)
      .find((part) => /[A-Za-z]/.test(part))
      ?.trim() ?? '';
  let words = sentence
    .replace(/[.?!:;]+$/, '')
    .replace(/\s+(in|within|using) (a few|one|two|three|four|five|\d+) \w+$/i, '')
    .split(/\s+/)
    .filter((word) => word.length <= LONGEST_WORD);
  const lead = () => words[0]?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  while (['please', 'can', 'could', 'would', 'you', 'i', 'we', 'need', 'want', 'to', 'kindly'].includes(lead())) words = words.slice(1);
  if (['what', 'whats'].includes(lead()) && ['is', 'are', 'was', 'were'].includes(words[1]?.toLowerCase() ?? '')) words = words.slice(2);
  const stripped = INSTRUCTIONS.has(lead());
  if (stripped) words = words.slice(words[1] && ['me', 'us'].includes(words[1].toLowerCase()) ? 2 : 1);
  words = withoutLeadIn(words);
  if (words.length > 12) {
    // Cut before the last function word within the first twelve, so the phrase ends on a whole idea.
    let cut = 12;
    while (cut > 4 && !STOPWORDS.has(words[cut].toLowerCase())) cut -= 1;
    words = words.slice(0, cut > 4 ? cut : 12);
  }
  const topic = words.join(' ').replace(/[,;:]+$/, '');
  // A capitalised word that opened the task ("Outlook for ...") reads mid-sentence in lower case; acronyms stay.
  const opened = !stripped && sentence.trimStart().startsWith(words[0] ?? '');
  return STOPWORDS.has(lead()) || (opened && !/^[A-Z0-9-]{2,}\b/.test(topic)) ? topic.replace(/^\w/, (letter) => letter.toLowerCase()) : topic;
}

/** Manner words a request adds that are not its subject ("at length", "briefly"). */
const MANNER = /\b(at length|in (?:detail|depth|brief|short)|briefly|concisely|quickly)\b\s*/gi;
/** Lead-ins between an instruction and its subject: "hello about", "a short overview of", "your thoughts on", "about". */
const LEAD_IN =
  /^(?:(?:hello|hi|hey),?\s+)?(?:(?:a|an|your|my)\s+)?(?:(?:short|brief|quick|detailed)\s+)?(?:(?:overview|summary|introduction|thoughts|opinion|view|take|words?)\s+)?(?:about|on|of|regarding)\s+/i;

/** The words of a request without its manner words and the lead-in before its subject. */
function withoutLeadIn(words: string[]): string[] {
  const text = words.join(' ').replace(MANNER, '').trim();
  const subject = text.replace(LEAD_IN, '');
  return (subject || text).split(/\s+/).filter(Boolean);
}

/** Capitalised words that do not open a sentence: likely places or names ("Oslo" in "weather in Oslo"). */
function placesOf(text: string, exclude: string | undefined): string[] {
  const found = [...text.matchAll(/(?<=[a-z,] )[A-Z][a-z]+(?: [A-Z][a-z]+)?/g)].map((match) => match[0]);
  return [...new Set(found)].filter((word) => !exclude?.includes(word) && !STOPWORDS.has(word.toLowerCase()));
}

/**
 * The agent's name: from its system prompt ("Your name is X", "Name: X", "You are X, ...") or, as the framing
 * writes the agent's own earlier answers into its memory under its name (`[time] X: ...`), from that label.
 */
function agentNameOf(system: string, memoryLabel: string | undefined): string | undefined {
  const named = system.match(/\b(?:Your name is|[Nn]ame:|You are called|You're called)\s*([A-Z][\w-]*(?: [A-Z][\w-]*){0,3})/)?.[1]?.trim();
  if (named) return named;
  return system.match(/\bYou are ((?:[A-Z][\w-]*)(?: [A-Z][\w-]*){0,3})(?=[,.;:]| -| who| the| an? )/)?.[1] ?? memoryLabel;
}

/** The last label of a flattened memory's entries that is no one but the agent (not System, Human or Tool). */
function ownLabel(messages: ChatMessage[]): string | undefined {
  const carrier = messages.filter((message) => message.role === 'user').pop();
  if (!carrier || typeof carrier.content !== 'string' || !carrier.content.startsWith('[')) return undefined;
  const labels = [...readable(carrier.content).matchAll(MEMORY_ENTRY)].map((match) => match[1]).filter((label) => !['System', 'Human', 'Tool', 'User'].includes(label));
  return labels[labels.length - 1];
}

/** A paragraph that ends in a JSON Schema says how to format the answer, not what it is about. */
function isFormatInstruction(paragraph: string): boolean {
  const start = paragraph.indexOf('{');
  if (start < 0) return false;
  try {
    const value: unknown = JSON.parse(paragraph.slice(start));
    return typeof value === 'object' && value !== null && 'type' in value && 'properties' in value;
  } catch {
    return false;
  }
}

/**
 * The paragraphs of a user message: swarms put earlier agents' outputs first and the task last;
 * a closing "reply with JSON matching this schema" paragraph is left out, or its schema's words
 * ("type", "object", "string") would become the topic.
 */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part && !isFormatInstruction(part));

/**
 * A swarm transcript ("User: task", then "Researcher: ..." blocks, as swarms hand the conversation on)
 * rewritten the way the rest of this module reads swarm input: the earlier speakers' words under
 * "[Name]" labels first, the User's task last. Read as plain paragraphs, "User" became the topic and
 * the last speaker's answer was taken for the task.
 */
function fromTranscript(paragraphs: string[]): string[] {
  if (!/^(User|System): /.test(paragraphs[0] ?? '')) return paragraphs;
  const blocks: Array<{ speaker: string; text: string[] }> = [];
  for (const paragraph of paragraphs) {
    const speaker = paragraph.match(/^([^\n:]{1,60}): /)?.[1];
    if (speaker) blocks.push({ speaker, text: [paragraph.slice(speaker.length + 2)] });
    else blocks[blocks.length - 1].text.push(paragraph);
  }
  const task = blocks.filter((block) => block.speaker === 'User').pop();
  if (!task) return paragraphs;
  const earlier = blocks.filter((block) => block.speaker !== 'User' && block.speaker !== 'System').map((block) => `[${block.speaker}]\n${block.text.join('\n')}`);
  return [...earlier, task.text.join('\n')];
}

/** Whether a phrase names one of the agents ("Market Analyst's view"): an earlier answer's phrase about its author is not its subject. */
function namesAgent(phrase: string, names: Array<string | undefined>): boolean {
  const words = new Set(phrase.toLowerCase().replace(/'s\b/g, '').split(' '));
  return names.some((name) =>
    name
      ?.toLowerCase()
      .split(/\s+/)
      .some((word) => words.has(word)),
  );
}

/** The start of an entry of an agent's flattened memory: `[2026-07-01T10:30:00.123000] Role: `. */
const MEMORY_ENTRY = /(?:^|\n\n)\[\d{4}-\d{2}-\d{2}T[\d:.]+\] ([^:\n]+): /g;

/**
 * A user message that carries an agent's whole memory (its entries `[timestamp] role: content`) read
 * back as the conversation it flattens: the System entry as the system prompt, the user's entries
 * as user messages and the others' as assistant ones, so the task is the latest one asked.
 */
export function unflattened(messages: ChatMessage[]): ChatMessage[] {
  return messages.flatMap((message): ChatMessage[] => {
    if (message.role !== 'user' || typeof message.content !== 'string' || !message.content.startsWith('[')) return [message];
    const starts = [...message.content.matchAll(MEMORY_ENTRY)];
    if (!starts.length || starts[0].index !== 0) return [message];
    return starts.map((start, index): ChatMessage => {
      const content = message.content.slice(start.index + start[0].length, starts[index + 1]?.index ?? message.content.length) as string;
      const role = start[1];
      return role === 'System' ? { role: 'system', content } : role === 'Human' ? { role: 'user', content } : { role: 'assistant', content };
    });
  });
}

/** A request line a prompt quotes under a label: a transcript's `User: ...` (group chats) or a `Task: ...` handed to an agent. */
const LABELLED_REQUEST = /^[ \t]*(?:User|Task): *(\S.*)$/gm;

/**
 * The last request a user message quotes under a label, when it is not itself a transcript the paragraphs
 * already read (a group chat's prompt quotes the user's words between instructions; a worker's memory hands it
 * its order as `Task: ...`): the user's request, not the instructions around it, is the subject.
 */
function labelledRequest(text: string): string | undefined {
  if (/^(User|System): /.test(text)) return undefined;
  const requests = [...text.matchAll(LABELLED_REQUEST)].map((match) => match[1].trim()).filter((request) => phrasesOf(request).length > 0);
  return requests[requests.length - 1];
}

/** Reads the agent's identity, the task, its topic and phrases, and what came before from the messages. */
export function factsOf(sent: ChatMessage[], caller?: string): ConversationFacts {
  const messages = unflattened(sent);
  const system = messages
    .filter((message) => message.role === 'system')
    .map((message) => readable(textOf(message.content)))
    .join('\n');
  // The framing sends the agent's name only as the caller and as the label of its own earlier answers.
  const agentName = agentNameOf(system, ownLabel(sent) ?? caller);
  const userTexts = messages.filter((message) => message.role === 'user').map((message) => readable(textOf(message.content)));
  // The phrases of the message found here are the task's too when the message is the task alone (the usual case): read once.
  let lastUserPhrases: string[] = [];
  const lastUser =
    [...userTexts].reverse().find((text) => {
      lastUserPhrases = phrasesOf(text);
      return lastUserPhrases.length > 0;
    }) ??
    userTexts[userTexts.length - 1] ??
    '';
  const paragraphs = fromTranscript(paragraphsOf(lastUser));
  const task = labelledRequest(lastUser) ?? paragraphs[paragraphs.length - 1] ?? '';
  // Surrounding whitespace reads as no phrase boundary, so the trimmed message has the same phrases.
  const taskPhrases = paragraphs.length === 1 && task === lastUser.trim() && lastUserPhrases.length ? lastUserPhrases : phrasesOf(task);
  const earlierMaterial = paragraphs.slice(0, -1).join('\n');
  const assistantTexts = messages.filter((message) => message.role === 'assistant' && message.content).map((message) => readable(message.content as string));
  const previousLabel = earlierMaterial.match(/^\[([^\]\n]+)\]$/m)?.[1];
  // The earlier agents' words, without the "[Agent name]" labels and headers swarms put around them.
  const earlierWords = earlierMaterial
    .split('\n')
    .filter((line) => !/^\[[^\]]+\]$|:$/.test(line.trim()))
    .join('\n');
  const previous = assistantTexts[assistantTexts.length - 1] ?? (earlierWords || undefined);
  const last = messages[messages.length - 1];
  const calledTool =
    last?.role === 'tool' ? messages.flatMap((message) => (message.role === 'assistant' ? (message.toolCalls ?? []) : [])).find((call) => call.id === last.toolCallId) : undefined;
  return {
    agentName,
    identity: `${agentName ?? ''} ${system.slice(0, 600)}`,
    task,
    request: lastUser,
    system,
    topic: topicOf(task) || 'the request',
    phrases: taskPhrases,
    // The task's words lead: a long system prompt ("team", "work", "director") must not become the subject of a plan.
    keywords: [...new Set([...keywordsOf(task), ...keywordsOf(`${earlierMaterial} ${system}`)])].slice(0, 8),
    places: placesOf(task, agentName),
    previousAuthor: previous === undefined ? undefined : assistantTexts.length ? 'my' : previousLabel ? `${previousLabel}'s` : 'the earlier',
    previousPhrases:
      previous === undefined
        ? []
        : phrasesOf(previous, 8)
            .filter((phrase) => !namesAgent(phrase, [previousLabel, agentName]))
            .slice(0, 3),
    toolResult: last?.role === 'tool' ? { toolName: calledTool?.name ?? 'tool', content: readable(last.content) } : undefined,
  };
}
