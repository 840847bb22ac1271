import type { HoldoutKindSet } from '../form-holdout/entry.js';

/** Tables, counted lists, sections, one sentence, word limits and headlines asked by writing agents. */
export const structure: HoldoutKindSet = {
  defaultAgent: 'Writer',
  entries: [
    {
      id: 'structure2-statement-table',
      agent: 'Statement-Tabulator',
      system: [
        'You turn bank statement excerpts into tables for a budgeting dashboard.',
        'Output format: a markdown table with the columns Date | Description | Amount, one row per transaction, amounts exactly as written.',
        'No text before or after the table.',
      ].join('\n'),
      task: [
        'Excerpt:',
        '01/09/2025  RENT SEPTEMBER - OAKWOOD LETTINGS   -1,250.00',
        '03/09/2025  SPOTIFY FAMILY                        -16.99',
        '04/09/2025  TESCO STORES 2231                     -64.99',
        '05/09/2025  TRANSFER FROM J SMITH                +200.00',
      ].join('\n'),
      expect: { form: 'table', columns: ['Date', 'Description', 'Amount'], minRows: 4 },
      content: { columns: { Amount: ['1,250.00', '16.99', '64.99', '200.00'] } },
    },
    {
      id: 'structure2-changelog-bullets-override',
      agent: 'Release-Summariser',
      system: ['You summarise changelogs for the weekly newsletter.', 'Write five bullet points, each one short.'].join('\n'),
      task: [
        '## 2.8.0',
        '- Added: bulk edit for contacts',
        '- Added: two-factor login with passkeys',
        '- Changed: search now ranks recent items first',
        '- Fixed: CSV import failed on semicolon-separated files',
        '- Fixed: timezone shown wrongly in reminders',
        '',
        'Correction from the editor: the newsletter has room for exactly three bullets this week, not five. Give exactly three bullet points and no intro or outro.',
      ].join('\n'),
      expect: { form: 'list', count: 3, bare: true },
    },
    {
      id: 'structure2-onboarding-steps',
      agent: 'Onboarding-Planner',
      system: [
        'You are a planning agent for an HR onboarding swarm.',
        'Your response must be a numbered list of exactly 5 steps (1. to 5.), one line each. Do not add a title or a closing remark.',
      ].join('\n'),
      task: 'New hire: Jonas Weber, data analyst, starts Monday 6 October in the Hamburg office. He needs a laptop, VPN access, a Tableau licence and an introduction to the finance team.',
      expect: { form: 'list', count: 5, numbered: true, bare: true },
    },
    {
      id: 'structure2-ticket-one-sentence',
      agent: 'Ticket-Summariser',
      system: 'You write the one-line summaries shown in the agent inbox. Summarise the ticket in one sentence of at most 25 words.',
      task: [
        'Ticket #77120 from d.osei@quickmail.example:',
        '"I cancelled my subscription on 2 July but was still billed 29.00 USD on 15 July (invoice INV-44817). I want a refund of that charge and confirmation that nothing else will be billed."',
      ].join('\n'),
      expect: { form: 'sentence', maxWords: 25 },
      content: { mentions: ['refund'] },
    },
    {
      id: 'structure2-release-headline',
      agent: 'Headline-Writer',
      task: [
        'Release note: "Version 5.0 of Tally Ledger adds offline mode, so invoices can be created without a connection and sync when you are back online. It also cuts app start time in half."',
        '',
        'Write a headline for the in-app banner.',
        'Max 8 words. No trailing period. One line, nothing else.',
      ].join('\n'),
      expect: { form: 'headline', maxWords: 8 },
    },
    {
      id: 'structure2-pr-sections',
      agent: 'Review-Writer',
      system: [
        'You write pull request review notes for a team of backend engineers.',
        'Use exactly these markdown headings, in this order, each followed by a short paragraph:',
        '## Summary',
        '## Risks',
        '## Next steps',
      ].join('\n'),
      task: [
        'PR #1290 "Move session storage from Redis to PostgreSQL"',
        'Changes: new sessions table with a TTL index; Redis client removed from auth service; migration script 0042_sessions.sql.',
        'Notes from the author: load test at 2x peak showed p99 login latency going from 45 ms to 70 ms.',
      ].join('\n'),
      expect: { form: 'sections', headings: ['Summary', 'Risks', 'Next steps'] },
    },
    {
      id: 'structure2-handoff-word-limit',
      agent: 'Shift-Handoff',
      system: [
        'You write nursing shift handoff notes. Be clinical and factual.',
        'Hard limit: no more than 40 words and at most three sentences. Do not use headings or bullets.',
      ].join('\n'),
      task: 'Bed 12, Mrs Alvarez, 79, day 2 after hip replacement. Pain 3/10 on paracetamol. Mobilised to chair twice with physio. Catheter removed at 14:00, has not voided yet. Family visiting tonight.',
      expect: { form: 'limit', maxWords: 40, maxSentences: 3 },
    },
    {
      id: 'structure2-candidates-table',
      agent: 'Shortlist-Builder',
      system: 'You build candidate shortlists for recruiters.',
      task: [
        'Three resumes were received for the Site Reliability Engineer role:',
        '1. Ana Lopez - 4 years SRE at Fintrack, based in Lisbon.',
        '2. Ben Okafor - 9 years infrastructure at Telco One, based in Lagos.',
        '3. Chen Wei - 2 years DevOps at ShopNow, based in Singapore.',
        '',
        'The output should be a markdown table with the columns Candidate, Years, Location (in that order), one row per resume, nothing else.',
      ].join('\n'),
      expect: { form: 'table', columns: ['Candidate', 'Years', 'Location'], minRows: 3 },
      content: { columns: { Candidate: ['Ana Lopez', 'Ben Okafor', 'Chen Wei'], Location: ['Lisbon', 'Lagos', 'Singapore'] } },
    },
  ],
};

/** A right answer, written by hand, to each prompt above. */
export const structureRight: Record<string, string> = {
  'structure2-statement-table': [
    '| Date | Description | Amount |',
    '|---|---|---|',
    '| 01/09/2025 | RENT SEPTEMBER - OAKWOOD LETTINGS | -1,250.00 |',
    '| 03/09/2025 | SPOTIFY FAMILY | -16.99 |',
    '| 04/09/2025 | TESCO STORES 2231 | -64.99 |',
    '| 05/09/2025 | TRANSFER FROM J SMITH | +200.00 |',
  ].join('\n'),
  'structure2-changelog-bullets-override': '- Bulk edit for contacts\n- Passkey two-factor login\n- CSV and reminder timezone fixes',
  'structure2-onboarding-steps': [
    '1. Order Jonas a laptop before Monday 6 October.',
    '2. Set up his VPN access.',
    '3. Request a Tableau licence.',
    '4. Book an introduction with the finance team.',
    '5. Walk him through the Hamburg office on day one.',
  ].join('\n'),
  'structure2-ticket-one-sentence': 'The customer was billed 29.00 USD after cancelling on 2 July and asks for a refund of invoice INV-44817.',
  'structure2-release-headline': 'Tally Ledger 5.0 Works Offline',
  'structure2-pr-sections': [
    '## Summary',
    'Sessions move from Redis to a PostgreSQL table with a TTL index.',
    '## Risks',
    'p99 login latency rises from 45 ms to 70 ms at twice peak load.',
    '## Next steps',
    'Run migration 0042 in staging and watch login latency.',
  ].join('\n'),
  'structure2-handoff-word-limit':
    'Bed 12, Mrs Alvarez, 79, day 2 after hip replacement, pain 3/10 on paracetamol and mobilised to chair twice. Catheter out at 14:00, not yet voided, so monitor. Family visiting tonight.',
  'structure2-candidates-table': [
    '| Candidate | Years | Location |',
    '|---|---|---|',
    '| Ana Lopez | 4 | Lisbon |',
    '| Ben Okafor | 9 | Lagos |',
    '| Chen Wei | 2 | Singapore |',
  ].join('\n'),
};
