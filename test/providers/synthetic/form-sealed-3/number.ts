import type { SealedKindSet } from '../form-sealed/entry.js';

/** The third sealed set's number prompts: figures, scores and ratings a later agent parses. */
export const number: SealedKindSet = {
  defaultAgent: 'number-agent',
  entries: [
    {
      id: 'n3-budget-variance',
      agent: 'Variance-Calculator',
      description: 'Computes the budget variance of each cost centre for the month-end pack.',
      system: [
        '# Role',
        'You are the Variance-Calculator in the finance close swarm. The Data-Agent hands you one cost centre at a time.',
        '# Steps',
        '1. Read the budget and the actual.',
        '2. variance = actual − budget.',
        '3. Output the variance.',
        '# Output',
        'The variance as a number ONLY, with two decimals, no currency sign, no thousands separator. The Pack-Builder parses it with parseFloat.',
      ].join('\n'),
      task: 'Cost centre CC-410 (Facilities), March: budget £12,400.00, actual £13,150.75.',
      expect: { form: 'number', decimal: true },
      content: { number: [750.75, 750.75] },
    },
    {
      id: 'n3-essay-mark-prefix',
      agent: 'Essay-Marker',
      description: 'Totals the rubric points of an essay and writes the mark line for the feedback agent.',
      system: [
        'You are the Essay-Marker. The rubric has four criteria: Argument (out of 8), Evidence (out of 6), Structure (out of 7), Language (out of 4), so 25 in total.',
        'The Feedback-Writer agent after you expects your first line to be exactly "Mark: N/25", followed by ONE sentence saying why.',
      ].join('\n'),
      task: 'Moderator notes for candidate 0931: Argument 6, Evidence 5, Structure 7, Language 4. Clear line of argument throughout; one source is not referenced.',
      expect: { form: 'score-line', prefix: 'Mark:', range: [0, 25], outOf: 25 },
      content: { number: [22, 22] },
    },
    {
      id: 'n3-tone-compliance-0-100',
      agent: 'Tone-Auditor',
      description: 'Scores marketing drafts against the brand tone guide before a human approves them.',
      system: [
        'ROLE: Tone-Auditor (marketing review swarm; the Copywriter agent sends drafts, the Approver agent reads your score).',
        'TONE GUIDE: plain words; no superlatives ("best", "ultimate", "revolutionary"); no exclamation marks; no ALL-CAPS words; no promises of results.',
        'SCORING: 100 = follows every rule, 0 = breaks every rule.',
        'OUTPUT: an integer from 0 to 100 and NOTHING else.',
      ].join('\n'),
      task: 'Draft v3: "The ULTIMATE revolutionary skincare routine!!! The best results GUARANTEED in 7 days or your money back!!!"',
      expect: { form: 'number', range: [0, 100], integer: true },
      content: { number: [0, 40] },
    },
    {
      id: 'n3-incident-minutes',
      agent: 'Postmortem-Timer',
      description: 'Measures the incident timeline for the postmortem report.',
      system: [
        'You are the Postmortem-Timer agent. From the incident timeline the Scribe agent gives you, compute the minutes from the first alert to the resolution.',
        'Your output is consumed by a parser, so reply with a whole number only.',
      ].join('\n'),
      task: [
        'Incident INC-2291 timeline (UTC):',
        '14:05 first alert: db-primary replication lag > 300s',
        '14:12 on-call acknowledges',
        '14:40 failover to db-replica-2 started',
        '15:47 resolved: lag back under 5s, writes healthy',
      ].join('\n'),
      expect: { form: 'number', integer: true },
      content: { number: [102, 102] },
    },
    {
      id: 'n3-fit-percent-suffix',
      agent: 'Fit-Scorer',
      description: 'Scores how well a candidate fits the hard requirements, as a percentage.',
      system: [
        'Role: Fit-Scorer in the HR screening workflow.',
        'Steps: 1. Count the requirements. 2. Count those the candidate meets. 3. fit = met / total × 100. 4. Write the fit as a percentage with the % sign, e.g. 85%, and nothing else.',
      ].join('\n'),
      task: [
        'Requirements: (1) CIPD Level 5, (2) 3+ years in employee relations, (3) fluent Spanish, (4) experience with Workday.',
        'Candidate: Hannah Doyle — CIPD Level 5 (2021); 4 years employee relations at Arden Retail; native English, basic French; Workday admin since 2022.',
      ].join('\n'),
      expect: { form: 'number', range: [0, 100], percent: true },
      content: { number: [75, 75] },
    },
    {
      id: 'n3-trip-per-person-later',
      agent: 'Trip-Costing',
      description: 'Costs group trips for the travel desk’s quote agent.',
      system: 'You are Trip-Costing. Add up every cost the Booking agent lists and give the group total in EUR with two decimals, number only.',
      task: [
        'Booking agent output for group G-77 (4 travellers):',
        '- flights: 4 × €180',
        '- hotel: 2 rooms × 3 nights × €110',
        '',
        'Note from the travel desk: the client now wants the PER-PERSON figure instead of the group total, as a whole number. Still the number only.',
      ].join('\n'),
      expect: { form: 'number', integer: true },
      content: { number: [345, 345] },
    },
    {
      id: 'n3-price-per-sqm',
      agent: 'Valuation-Helper',
      description: 'Computes comparables for the estate agent’s valuation report.',
      system: [
        'You are the Valuation-Helper. For each listing the Scraper agent passes you, compute the asking price per square metre.',
        'Return the price per m² as a plain integer (no £, no commas, no units).',
      ].join('\n'),
      task: 'Listing 88 Elm Road, Leeds LS6: 2-bed terrace, 90 m², asking price £360,000, EPC C.',
      expect: { form: 'number', integer: true },
      content: { number: [4000, 4000] },
    },
    {
      id: 'n3-average-terse',
      agent: 'dev-test',
      task: 'avg of 4.2, 3.8 and 4.6 — number only',
      expect: { form: 'number' },
      content: { number: [4.2, 4.2] },
    },
    {
      id: 'n3-pain-fraction-terse',
      agent: 'nurse-notes',
      task: "pain score from these notes as N/10, nothing else: 'pt reports pain 8 out of 10, worse on movement, paracetamol given 10:30'",
      expect: { form: 'fraction', outOf: 10, min: 0 },
      content: { number: [8, 8] },
    },
    {
      id: 'n3-review-stars-terse',
      agent: 'review-rater',
      task: "1-5 stars for this review, digit only: 'Perfect fit, lovely fabric, fast delivery — would buy again!'",
      expect: { form: 'number', range: [1, 5], integer: true },
      content: { number: [4, 5] },
    },
  ],
};

/** A right answer, written by hand, for each number prompt. */
export const numberRight: Record<string, string> = {
  'n3-budget-variance': '750.75',
  'n3-essay-mark-prefix': 'Mark: 22/25\nA clear line of argument throughout, though one source is not referenced.',
  'n3-tone-compliance-0-100': '5',
  'n3-incident-minutes': '102',
  'n3-fit-percent-suffix': '75%',
  'n3-trip-per-person-later': '345',
  'n3-price-per-sqm': '4000',
  'n3-average-terse': '4.2',
  'n3-pain-fraction-terse': '8/10',
  'n3-review-stars-terse': '5',
};
