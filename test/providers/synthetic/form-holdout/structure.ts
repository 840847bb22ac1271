import type { HoldoutKindSet } from './entry.js';

/** Markdown tables with named columns, exactly N items, one sentence, word and sentence limits, a headline. */
export const structure: HoldoutKindSet = {
  defaultAgent: 'Writer',
  entries: [
    {
      id: 'laptop-comparison-table',
      task:
        'Compare these laptops in a markdown table with the columns Model, RAM, Price.\n\n' +
        'The Aero 14 has 16 GB of RAM and costs $1,199. The Nimbus Pro comes with 32 GB for $1,649. The budget Lark 13 has 8 GB and sells for $649.',
      expect: { form: 'table', columns: ['Model', 'RAM', 'Price'], minRows: 3 },
      content: { columns: { Model: ['Aero 14', 'Nimbus Pro', 'Lark 13'], Price: ['1,199', '1,649', '649'] } },
    },
    {
      id: 'meeting-owners-table-system',
      agent: 'Meeting-Scribe',
      system: 'Always answer with a markdown table with the columns | Step | Owner | Deadline |. No text before or after the table.',
      task: 'Notes from the launch check-in: Priya finalises the pricing page by 3 June. Tom runs the load test by 5 June. ' + 'Ama writes the announcement email by 6 June.',
      expect: { form: 'table', columns: ['Step', 'Owner', 'Deadline'], minRows: 3 },
      content: { columns: { Owner: ['Priya', 'Tom', 'Ama'], Deadline: ['3 June', '5 June', '6 June'] } },
    },
    {
      id: 'commit-message-tips-five-bullets',
      task: 'Give exactly 5 tips for writing good commit messages. Bullet points only, no intro and no conclusion.',
      expect: { form: 'list', count: 5, bare: true },
    },
    {
      id: 'dev-setup-three-numbered',
      agent: 'Onboarding-Guide',
      system: 'You write onboarding checklists for new engineers.',
      task: 'Three numbered steps to set up the dev environment for our Node service (clone the repo, install dependencies, start it). No other text.',
      expect: { form: 'list', count: 3, numbered: true, bare: true },
      content: { mentions: ['clone', 'install'] },
    },
    {
      id: 'support-email-one-sentence',
      agent: 'Support-Summariser',
      task:
        'Summarize this support email in one sentence.\n\n"Hi team, I ordered the walnut desk (order 55102) on 2 May and the tracking page has said ' +
        "'label created' for nine days. I need the desk before my new job starts on the 20th. Can you tell me whether it has actually shipped, " +
        'and if not, cancel it so I can buy one locally? Thanks, Omar"',
      expect: { form: 'sentence' },
      content: { mentions: ['desk'] },
    },
    {
      id: 'product-pitch-20-words',
      agent: 'Copywriter',
      task: "Describe our product in at most 20 words: 'Tallyo is a time-tracking app for freelancers that turns tracked hours into invoices.'",
      expect: { form: 'limit', maxWords: 20 },
    },
    {
      id: 'newsroom-headline',
      agent: 'Headline-Writer',
      system: 'You are a newsroom headline writer. Write one headline of no more than 10 words for the article you are given.',
      task:
        'The city council voted 7 to 2 on Tuesday to convert the Harbour Street car park into a public park with a playground and 120 new trees. ' +
        'Construction starts in September and is expected to cost 4.2 million euros, funded partly by a regional green-space grant.',
      expect: { form: 'headline', maxWords: 10 },
    },
    {
      id: 'cloud-costs-count-changed',
      agent: 'FinOps-Advisor',
      task: 'List 5 ways to reduce our AWS bill. On second thought, make it 3, just the bullets.',
      expect: { form: 'list', count: 3 },
    },
    {
      id: 'race-condition-two-sentences',
      agent: 'Mentor',
      system: 'Keep every answer to two sentences max.',
      task: 'Explain what a race condition is to a junior developer.',
      expect: { form: 'limit', maxSentences: 2 },
    },
    {
      id: 'csv-to-markdown-table',
      task: 'Turn this CSV into a markdown table, same columns:\n\nname,role,location\nAisha,Designer,Lisbon\nKenji,Engineer,Osaka\nLeo,PM,Toronto',
      expect: { form: 'table', columns: ['name', 'role', 'location'], minRows: 3 },
      content: { columns: { name: ['Aisha', 'Kenji', 'Leo'], role: ['Designer', 'Engineer', 'PM'], location: ['Lisbon', 'Osaka', 'Toronto'] } },
    },
    {
      id: 'release-notes-four-numbered',
      agent: 'Release-Manager',
      system: 'You help the team write changelogs.',
      task:
        'Release 4.2 notes (raw):\n- new: SSO with Okta and Azure AD\n- fix: CSV export dropped rows over 10k\n- perf: dashboard loads 40% faster\n' +
        '- chore: bumped lodash\n- new: dark mode\n- fix: typo in settings\n\nExtract the 4 most important changes as a numbered list.',
      expect: { form: 'list', count: 4, numbered: true },
    },
    {
      id: 'tldr-single-sentence-25-words',
      agent: 'Chief-of-Staff',
      task:
        'TL;DR in a single sentence under 25 words, please:\n\nQ3 planning notes. Revenue is 8% behind plan, mostly because two enterprise ' +
        'deals slipped to Q4. Marketing wants to move budget from events to paid search. Engineering will freeze new features for three weeks ' +
        'to fix reliability after the August outages. Hiring stays paused except for two support roles.',
      expect: { form: 'sentence', maxWords: 25 },
    },
  ],
};
