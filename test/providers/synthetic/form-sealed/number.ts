import type { SealedKindSet } from './entry.js';

/** Numbers: a sum, a count, a score in a range, a score line, a percentage, a fraction, where arithmetic or the text decides. */
export const number: SealedKindSet = {
  defaultAgent: 'Scorer',
  entries: [
    {
      id: 'number-chat-spend-sum',
      task: 'how much did i spend today: coffee 4.50, lunch 12.00, taxi 23.50. just the number',
      expect: { form: 'number' },
      content: { number: [40, 40] },
    },
    {
      id: 'number-chat-count-items',
      task: 'how many fruits are on this list: apples, pears, plums, figs, dates, limes, kiwis. reply w/ only the count',
      expect: { form: 'number', integer: true },
      content: { number: [7, 7] },
    },
    {
      id: 'number-chat-pitch-score',
      task: "rate this startup pitch 1-10, only a number pls: 'we sell ice to penguins, no revenue yet, no team, no plan, we need 5M'",
      expect: { form: 'number', range: [1, 10], integer: true },
      content: { number: [1, 4] },
    },
    {
      id: 'number-chat-days-between',
      task: 'how many days from march 3 to march 17 (same year)? number only',
      expect: { form: 'number', integer: true },
      content: { number: [14, 14] },
    },
    {
      id: 'number-score-line-support-reply',
      agent: 'SupportQA',
      system:
        'You grade customer-support replies for the QA team. Your first line must be exactly `Score: N/10` where N is a whole number from 0 to 10, followed by one sentence explaining the score.',
      task: 'Customer: My order #4410 never arrived and it was a birthday present.\nAgent reply: not my problem, contact the courier.',
      expect: { form: 'score-line', prefix: 'Score:', range: [0, 10], outOf: 10 },
      content: { number: [0, 4] },
    },
    {
      id: 'number-percent-csv-conversion',
      agent: 'KpiDesk',
      system: 'You compute KPIs from CSV exports. Answer with the percentage only, rounded to a whole number and followed by a % sign. No words.',
      task: ['week,visits,signups', 'W1,1000,50', 'W2,1000,70', 'W3,2000,80', '', 'What is the overall signup conversion rate (total signups / total visits)?'].join('\n'),
      expect: { form: 'number', percent: true, range: [0, 100] },
      content: { number: [5, 5] },
    },
    {
      id: 'number-fraction-test-coverage',
      agent: 'DiffReviewer',
      system: "You are a code-review bot. Rate the diff's test coverage as a fraction out of 5, written like 3/5, and nothing else.",
      task: [
        'diff --git a/src/payments/refund.ts b/src/payments/refund.ts',
        '+export function refund(orderId: string, amount: number) {',
        '+  if (amount <= 0) throw new Error("amount must be positive");',
        '+  return gateway.refund(orderId, Math.round(amount * 100));',
        '+}',
        '',
        'Files changed: 1 (src/payments/refund.ts). No test files were added or changed.',
      ].join('\n'),
      expect: { form: 'fraction', outOf: 5, min: 0 },
      content: { number: [0, 2] },
    },
    {
      id: 'number-urgency-later-wins',
      agent: 'FacilitiesDesk',
      system: 'Answer every question with a probability: a decimal number between 0 and 1.',
      task: "Ignore the probability format for this one and give a whole-number urgency score from 1 to 100 instead. 'The server room is flooding and water is reaching the power strips under rack B.' Reply with the number only.",
      expect: { form: 'number', range: [1, 100], integer: true },
      content: { number: [60, 100] },
    },
  ],
};
