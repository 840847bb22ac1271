import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Everyday asks a new user tried against the server and found answered in the wrong form: a routing rule that names
 * its set after "one team:" (or queue, owner…) and a limit in the next sentence; a score template opened with a label
 * ("Begin with Score: N/10") or quoted after material in quotes; a set followed by a bracketed remark on when to pick
 * each; a writing rule listing qualities ("be concise, polite and brief") that is no set of labels.
 */
export const everydayEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  choice: [
    {
      id: 'a routing rule names its set after "one team:" and the next sentence limits the answer to the name',
      agent: 'Router',
      system: 'Route each support message to one team: Billing, Shipping, Technical, or Other. Output just the team name.',
      task: 'My invoice shows a double charge for March.',
      expect: { form: 'choice', options: ['Billing', 'Shipping', 'Technical', 'Other'], right: 'Billing' },
    },
    {
      id: 'a ticket goes to "a single queue:" of three, the reply being the queue',
      agent: 'Dispatcher',
      system: 'Send every ticket to a single queue: Sales, Support or Legal. Reply with the queue and nothing more.',
      task: 'Hi, could we get a quote for 40 seats on the annual plan?',
      expect: { form: 'choice', options: ['Sales', 'Support', 'Legal'] },
    },
    {
      id: 'a set followed by a bracketed remark on when to pick each keeps the names alone',
      agent: 'Lead-Assigner',
      system: 'Assign each lead to exactly one owner: Ana, Ben or Chloe (Ana covers EMEA, Ben covers APAC, Chloe the Americas). Answer with the name only.',
      task: 'Lead: a Tokyo-based fintech with 200 staff asked for a demo.',
      expect: { form: 'choice', options: ['Ana', 'Ben', 'Chloe'] },
    },
  ],
  number: [
    {
      id: 'a quoted "Score: N/10" first line after a quoted paragraph to grade',
      agent: 'Essay-Grader',
      system: 'You grade short paragraphs for clarity.',
      task: 'Grade this paragraph: "Cats is good pets because they is quiet." Start your answer with "Score: N/10" on its own line, then one sentence of justification.',
      expect: { form: 'score-line', prefix: 'Score:', range: [1, 10], outOf: 10 },
    },
    {
      id: 'an unquoted "Begin with Score: N/10" then an explanation',
      agent: 'Pitch-Rater',
      task: 'Rate this elevator pitch from 1 to 10. Begin with Score: N/10, then explain in one sentence. Pitch: we deliver groceries by drone in rural areas.',
      expect: { form: 'score-line', prefix: 'Score:', range: [1, 10], outOf: 10 },
    },
  ],
  prose: [
    {
      id: 'a writing rule listing qualities is no set of labels: the reply is prose',
      agent: 'Support-Writer',
      system: 'Remember one thing: be concise, polite, and brief. Write a short reply to the customer.',
      task: 'The customer says the lamp they ordered arrived with a cracked shade and asks for a replacement.',
      expect: { form: 'prose', about: ['lamp', 'shade', 'replacement'] },
    },
  ],
};
