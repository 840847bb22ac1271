import type { HoldoutKindSet } from '../form-holdout/entry.js';

/** A number alone, a fraction or a score line, asked by scoring and counting agents. */
export const number: HoldoutKindSet = {
  defaultAgent: 'Scorer',
  entries: [
    {
      id: 'number2-statement-sum',
      agent: 'Expense-Totaller',
      system: ['You total expenses for a bookkeeping swarm.', 'Output the number only: no currency sign, no words, no thousands separator.'].join('\n'),
      task: ['Sum the three card payments below.', '14 Aug  Bean There Coffee     12.40', '14 Aug  Metro Parking          7.60', '15 Aug  Office Depot          30.00'].join('\n'),
      expect: { form: 'number' },
      content: { number: [50, 50] },
    },
    {
      id: 'number2-resume-fraction',
      agent: 'Fit-Scorer',
      system: [
        "You score candidates against a job's requirements.",
        'Scoring rule: 2 points per requirement met, so the score is out of 10.',
        'Format: N/10',
        'Output only the fraction.',
      ].join('\n'),
      task: [
        'Requirements: (1) 5+ years of Rust, (2) embedded Linux, (3) a security clearance, (4) German C1, (5) a pilot licence.',
        'Candidate: Tom Becker, 2 years of JavaScript, front-end only, English only. The candidate meets none of the five requirements.',
      ].join('\n'),
      expect: { form: 'fraction', outOf: 10, min: 0 },
      content: { number: [0, 0] },
    },
    {
      id: 'number2-review-score-line',
      agent: 'Review-Grader',
      system: [
        'You grade app store reviews for the product team.',
        'Your response must start with a line "Score: N/5" (1 is the worst, 5 the best), followed by one sentence of justification.',
      ].join('\n'),
      task: 'Review: "Worst update ever. The app now crashes on launch, I lost a week of notes, and I would give zero stars if I could. The lowest possible score."',
      expect: { form: 'score-line', prefix: 'Score:', range: [1, 5], outOf: 5 },
      content: { number: [1, 1] },
    },
    {
      id: 'number2-log-error-count',
      agent: 'Log-Counter',
      system: 'You are a log analysis agent. Reply with an integer and nothing else.',
      task: [
        'How many ERROR lines are in this excerpt?',
        '09:00:01 INFO  worker started',
        '09:00:04 ERROR job 118 failed: disk quota exceeded',
        '09:00:05 WARN  retrying job 118',
        '09:00:09 ERROR job 118 failed: disk quota exceeded',
        '09:01:12 INFO  job 119 done',
        '09:02:30 ERROR job 120 failed: timeout',
        '09:02:31 ERROR job 121 failed: timeout',
        '09:03:00 INFO  worker idle',
      ].join('\n'),
      expect: { form: 'number', integer: true },
      content: { number: [4, 4] },
    },
    {
      id: 'number2-survey-percentage',
      agent: 'Survey-Stats',
      system: ['You compute survey statistics for a weekly report.', 'Answer with a number from 0 to 100 (a percentage), without the % sign and without any words.'].join('\n'),
      task: 'Of the 40 people who answered the onboarding survey, 30 answered "Yes" to "Was setup easy?". What percentage answered Yes?',
      expect: { form: 'number', range: [0, 100] },
      content: { number: [75, 75] },
    },
    {
      id: 'number2-contract-term-days',
      agent: 'Clause-Reader',
      task: [
        'Clause 3 (Term): "This Agreement commences on the Effective Date and continues for an initial term of ninety (90) days, after which it renews monthly unless terminated."',
        '',
        'How many days is the initial term? Number only, no words.',
      ].join('\n'),
      expect: { form: 'number', integer: true },
      content: { number: [90, 90] },
    },
    {
      id: 'number2-patient-age',
      agent: 'Intake-Extractor',
      system: [
        'You read intake notes for a clinic scheduling agent.',
        'Rules:',
        "1. Give the patient's age in years.",
        '2. Digits only: no "years", no punctuation, no preamble.',
      ].join('\n'),
      task: 'Intake: 58-year-old man referred by his GP for knee pain after a fall on 2 May. Takes ramipril 5 mg daily.',
      expect: { form: 'number', integer: true, range: [0, 120] },
      content: { number: [58, 58] },
    },
    {
      id: 'number2-match-confidence',
      agent: 'Dedup-Agent',
      system: [
        'You decide how likely two CRM records describe the same company.',
        'Return a confidence between 0 and 1 with two decimals, e.g. 0.85. No words, no explanation.',
      ].join('\n'),
      task: ['Record A: Northwind Traders Ltd, 12 Harbour Road, Leith, VAT GB123456789', 'Record B: Northwind Traders, 12 Harbour Rd, Edinburgh, VAT GB123456789'].join('\n'),
      expect: { form: 'number', range: [0, 1], decimal: true },
    },
  ],
};

/** A right answer, written by hand, to each prompt above. */
export const numberRight: Record<string, string> = {
  'number2-statement-sum': '50.00',
  'number2-resume-fraction': '0/10',
  'number2-review-score-line': 'Score: 1/5\nThe update crashes on launch and lost the reviewer a week of notes.',
  'number2-log-error-count': '4',
  'number2-survey-percentage': '75',
  'number2-contract-term-days': '90',
  'number2-patient-age': '58',
  'number2-match-confidence': '0.92',
};
