import type { SealedKindSet } from './entry.js';

/** Structure: tables with named columns from the input, lists of N items, one sentence, a headline, word and sentence limits. */
export const structure: SealedKindSet = {
  defaultAgent: 'Formatter',
  entries: [
    {
      id: 'structure-chat-plan-table',
      task: 'compare these as a table pls, columns Plan | Price | Seats:\nstarter is $9 for 1 seat, team is $49 for 10 seats, business is $199 for 50 seats',
      expect: { form: 'table', columns: ['Plan', 'Price', 'Seats'], minRows: 3, rows: ['starter', 'team', 'business'] },
      content: { columns: { Price: ['$9', '$49', '$199'], Seats: ['10', '50'] } },
    },
    {
      id: 'structure-chat-five-bullets',
      task: 'give me 5 bullet points on why my sourdough didnt rise. bullets only, no intro no outro',
      expect: { form: 'list', count: 5, bare: true },
    },
    {
      id: 'structure-chat-one-sentence-tldr',
      task: "tl;dr in one sentence, max 20 words: 'The city council voted 7-2 on Tuesday to extend the downtown bike lane network by 12 kilometres, with construction starting in June and paid for by a state transport grant.'",
      expect: { form: 'sentence', maxWords: 20 },
      content: { mentions: ['bike lane'] },
    },
    {
      id: 'structure-chat-later-wins-six',
      task: 'list 3 ideas for a team lunch on a budget... no wait, make it 6. numbered, just the list',
      expect: { form: 'list', count: 6, numbered: true, bare: true },
    },
    {
      id: 'structure-onboarding-seven-steps',
      agent: 'OnboardingWriter',
      system: 'You write onboarding checklists for new hires at Fernwood Analytics. Always answer as a numbered list with exactly 7 steps. No heading, no closing remarks.',
      task: "Checklist for a new data engineer's first week. It should cover: laptop setup, VPN, access to the warehouse, reading the pipeline docs, shadowing the on-call engineer, a first small PR, and meeting the analytics team.",
      expect: { form: 'list', count: 7, numbered: true, bare: true },
      content: { mentions: ['VPN', 'warehouse'] },
    },
    {
      id: 'structure-headline-bakery',
      agent: 'HeadlineDesk',
      system: "You are the newsroom's headline writer. A headline has at most 8 words, no final full stop, no quotation marks. Output the headline alone.",
      task: 'Press release: Halvorsen Bakery, the family-run bakery on Mill Street since 1962, will open a second shop in the Eastgate shopping centre on 1 September, creating 14 new jobs.',
      expect: { form: 'headline', maxWords: 8 },
      content: { mentions: ['Halvorsen'] },
    },
    {
      id: 'structure-csv-to-table',
      agent: 'OpsDigest',
      system:
        'You format data for the weekly ops email. Render any CSV you are given as a markdown table with the columns Region, Orders, Returns (in that order), one row per region, values unchanged. Nothing before or after the table.',
      task: 'region,orders,returns\nNorth,1204,31\nSouth,988,12\nEast,1530,44\nWest,760,9',
      expect: { form: 'table', columns: ['Region', 'Orders', 'Returns'], minRows: 4, rows: ['North', 'South', 'East', 'West'] },
      content: { columns: { Orders: ['1204', '988', '1530', '760'], Returns: ['31', '12', '44'] } },
    },
    {
      id: 'structure-push-copy-limit',
      agent: 'PushCopy',
      system: 'You write push-notification copy. Every answer is at most 2 sentences and at most 25 words in total.',
      task: 'Write the notification telling users of the Larkspur app that dark mode is now available under Settings > Display.',
      expect: { form: 'limit', maxWords: 25, maxSentences: 2 },
      content: { mentions: ['dark mode'] },
    },
  ],
};
