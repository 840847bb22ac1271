import { createHash } from 'node:crypto';

/** Characters of the query an offline answer repeats at most (the query field, titles, snippets). */
const QUERY_SHOWN = 200;

/** Title shapes of an offline result: plain topical titles about the query. */
const TITLES = [
  (topic: string) => `${topic}: an overview`,
  (topic: string) => `What to know about ${topic}`,
  (topic: string) => `${topic} explained`,
  (topic: string) => `A practical guide to ${topic}`,
  (topic: string) => `Recent developments in ${topic}`,
  (topic: string) => `${topic}: common questions answered`,
];

/** Snippet sentences of an offline result: plain sentences about the query, no invented facts or figures. */
const SENTENCES = [
  (topic: string) => `This page gives an overview of ${topic}.`,
  (topic: string) => `It covers what ${topic} is, how it is used and where it is heading.`,
  (topic: string) => `The article compares the main approaches to ${topic} and their trade-offs.`,
  (topic: string) => `It lists the questions people most often ask about ${topic}.`,
  (topic: string) => `A short section explains the terms used when discussing ${topic}.`,
  (topic: string) => `The author summarises recent work on ${topic} and what remains open.`,
  (topic: string) => `Readers new to ${topic} will find the background section useful.`,
  (topic: string) => `It closes with further reading on ${topic}.`,
];

/** Site names of offline results (reserved example domains: they never resolve to anyone's site). */
const SITES = ['example.com', 'example.org', 'example.net'];

/** The query as results show it: whitespace collapsed, cut at QUERY_SHOWN characters. */
function topicOf(query: string): string {
  const topic = query.replace(/\s+/g, ' ').trim().slice(0, QUERY_SHOWN);
  return topic || 'the topic';
}

/** A URL path segment of the topic: lower-case words joined by hyphens. */
function slugOf(topic: string): string {
  return (
    topic
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'topic'
  );
}

/**
 * Offline search results, deterministic for a query and shaped like a search API's answer: three results whose
 * titles and snippets are plain sentences about the query (no invented claims), on reserved example domains.
 * However long the query, the answer repeats at most QUERY_SHOWN characters of it.
 */
export function offlineSearch(query: string): string {
  const digest = createHash('sha256').update(`search:${query}`).digest();
  const topic = topicOf(query);
  const pick = <T>(list: T[], byte: number) => list[digest[byte] % list.length];
  const results = [0, 1, 2].map((index) => {
    const first = digest[index * 4] % SENTENCES.length;
    const second = (first + 1 + (digest[index * 4 + 1] % (SENTENCES.length - 1))) % SENTENCES.length;
    return {
      rank: index + 1,
      title: TITLES[(digest[index * 4 + 2] + index) % TITLES.length](topic),
      url: `https://${pick(SITES, index * 4 + 3)}/${slugOf(topic)}-${index + 1}`,
      snippet: `${SENTENCES[first](topic)} ${SENTENCES[second](topic)}`,
    };
  });
  return JSON.stringify({ query: topic, results, source: 'swarms-local offline search' });
}
