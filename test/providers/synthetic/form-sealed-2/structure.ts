import type { SealedKindSet } from '../form-sealed/entry.js';

/** Structure: N bullets, tables with named columns from the input, numbered steps, one sentence, headlines, sections, overrides. */
export const structure: SealedKindSet = {
  defaultAgent: 'Meeting-Notes',
  entries: [
    {
      id: 's-meeting-five-bullets',
      agent: 'Meeting-Notes',
      system: `You summarise meeting transcripts for people who missed the meeting.
Rules:
- Exactly 5 bullet points, each starting with "- ".
- No introduction, no closing line, nothing but the bullets.`,
      task: `Transcript, product sync, 4 March:
Hana: The mobile release moves to Friday because the App Store review flagged the login screen.
Jonas: The fix for the login screen is merged; QA starts tomorrow.
Hana: Pricing page experiment ends on the 10th; conversion is up so far.
Ravi: Support backlog is down to 41 tickets from 130.
Jonas: We still need a decision on dropping Android 8; I'll bring numbers next week.`,
      expect: { form: 'list', count: 5, bare: true },
      content: { mentions: ['Friday'] },
    },
    {
      id: 's-invoices-table',
      agent: 'AP-Assistant',
      system: `You prepare the weekly accounts-payable digest.
## Output format
A markdown table with exactly these columns, in this order: Vendor | Amount | Due
One row per invoice mentioned. No text outside the table.`,
      task: `Forwarded emails this week:
1) "Invoice 3321 from Brightline Courier for EUR 1,240.00 is due on 15 April."
2) "Hi, Oakridge Cleaning here - our invoice of EUR 380.50 is payable by 2 April."
3) "Please find attached the Q2 licence invoice from Sablewood Software, EUR 9,600.00, due 30 April."`,
      expect: { form: 'table', columns: ['Vendor', 'Amount', 'Due'], minRows: 3, rows: ['Brightline Courier', 'Oakridge Cleaning', 'Sablewood Software'] },
      content: { columns: { Vendor: ['Brightline', 'Oakridge', 'Sablewood'], Amount: ['1,240.00', '380.50', '9,600.00'] } },
    },
    {
      id: 's-planner-six-steps',
      agent: 'Planner',
      system:
        'You are a planning agent. You break a goal into concrete, ordered steps for the executor agents. Always produce a numbered list of exactly 6 steps, nothing before or after it.',
      task: 'Goal: migrate the billing service database from MySQL 5.7 to PostgreSQL 16 with less than five minutes of downtime.',
      expect: { form: 'list', count: 6, numbered: true, bare: true },
    },
    {
      id: 's-incident-one-sentence',
      agent: 'Incident-Summariser',
      system: 'You write the one-line summary that heads each incident ticket. Write a single sentence of at most 25 words.',
      task: `Log excerpt:
02:14:07 ERROR payments-api upstream timeout after 30000 ms (stripe)
02:14:09 ERROR payments-api upstream timeout after 30000 ms (stripe)
02:15:44 WARN  payments-api circuit breaker OPEN
02:31:02 INFO  payments-api circuit breaker CLOSED, 212 payments retried successfully`,
      expect: { form: 'sentence', maxWords: 25 },
      content: { mentions: ['payment'] },
    },
    {
      id: 's-press-headline',
      agent: 'Comms-Writer',
      system: 'You write headlines for the company blog. A headline has at most 8 words and no full stop at the end. Return the headline alone.',
      task: 'Press release: Kestrel Analytics opens its first European office in Lisbon, hiring 40 engineers over the next year to work on its forecasting platform.',
      expect: { form: 'headline', maxWords: 8 },
    },
    {
      id: 's-risk-sections',
      agent: 'Project-Analyst',
      system: `You assess project status reports. Use exactly these markdown headings, in this order, each followed by a short paragraph:
## Summary
## Risks
## Next steps`,
      task: 'Status report, warehouse app: the barcode scanner integration is two weeks late because the vendor SDK crashes on Android 14. Budget is on track (62% spent at 60% of the timeline). The pilot at the Rotterdam site is still planned for 1 July.',
      expect: { form: 'sections', headings: ['Summary', 'Risks', 'Next steps'] },
      content: { mentions: ['SDK'] },
    },
    {
      id: 's-tldr-terse',
      agent: 'Dev',
      task: 'tl;dr in under 15 words pls: "We are deprecating the v1 REST endpoints on 30 September. Clients must move to v2, which adds pagination and cursor-based filtering. v1 keys keep working with v2."',
      expect: { form: 'limit', maxWords: 15 },
    },
    {
      id: 's-seven-names',
      agent: 'Dev',
      task: 'give me 7 name ideas for a hiking app, bullets only, nothing else',
      expect: { form: 'list', count: 7, bare: true },
    },
    {
      id: 's-paragraphs-later-wins',
      agent: 'Dev',
      task: 'list 4 risks of letting an LLM agent run shell commands on a build server, as bullets. actually no - make it 2 short paragraphs of prose instead, no lists or headings',
      expect: { form: 'paragraphs', count: 2 },
    },
    {
      id: 's-csv-change-table',
      agent: 'Data-Analyst',
      system: `You turn CSV exports into tables for the weekly report.
Output format: a markdown table with the columns Region | Q1 | Q2 | Change, where Change is Q2 minus Q1. One row per region, nothing else.`,
      task: `region,q1_units,q2_units
North,120,150
South,210,200
East,95,100`,
      expect: { form: 'table', columns: ['Region', 'Q1', 'Q2', 'Change'], minRows: 3, rows: ['North', 'South', 'East'] },
      content: { columns: { Region: ['North', 'South', 'East'], Change: ['30', '-10', '5'] } },
    },
  ],
};
