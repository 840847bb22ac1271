import type { HoldoutKindSet } from './entry.js';

/** Numbers alone, scores in a range or out of N, a required score prefix followed by a sentence. */
export const number: HoldoutKindSet = {
  defaultAgent: 'Scorer',
  entries: [
    {
      id: 'distinct-emails-count',
      task: 'How many distinct email addresses appear below? Reply with a number only.\n\nana@example.org, ben@example.com, ana@example.org, cara@example.net',
      expect: { form: 'number', integer: true },
      content: { number: [3, 3] },
    },
    {
      id: 'helpfulness-digit-1-5',
      agent: 'Answer-Rater',
      system: 'You rate answers for helpfulness on a scale from 1 to 5. Output just the digit.',
      task: 'Question: How do I undo my last git commit but keep the changes?\nAnswer: Run `git reset --soft HEAD~1`; your changes stay staged.',
      expect: { form: 'number', range: [1, 5], integer: true },
    },
    {
      id: 'phishing-probability-percent',
      agent: 'Mail-Guard',
      task:
        "Estimate the probability (0-100) that this email is phishing. Only the number.\n\nEmail: 'Your account is locked. Verify your identity at " +
        "http://paypa1-secure-login.com within 24 hours or it will be closed.'",
      expect: { form: 'number', range: [0, 100] },
    },
    {
      id: 'essay-grade-score-out-of-10',
      agent: 'Essay-Grader',
      system: "You are a strict essay grader. Start your reply with 'Score: N/10' and then give one sentence of justification.",
      task:
        'Essay prompt: Should cities ban cars from their centres?\n\nStudent essay: Cars make noise and pollution. Many cities like Oslo have ' +
        'reduced cars and shops did fine. But delivery vans and disabled people still need access, so a total ban goes too far. I think cities ' +
        'should ban private cars but allow deliveries and exemptions.',
      expect: { form: 'score-line', prefix: 'Score:', range: [0, 10], outOf: 10 },
    },
    {
      id: 'percent-of-amount',
      task: 'What is 17% of 2,400? Answer with the number alone, no units.',
      expect: { form: 'number' },
      content: { number: [408, 408] },
    },
    {
      id: 'pitch-clarity-fraction',
      agent: 'Investor',
      task: 'Rate the clarity of this pitch, format N/5 and nothing else:\n"We are Uber for dog walking but on the blockchain, with AI, for enterprises and consumers, in every market at once."',
      expect: { form: 'fraction', outOf: 5, min: 0 },
    },
    {
      id: 'relevance-scale-switched',
      agent: 'Search-Judge',
      system: 'Give every document a relevance score between 1 and 10.',
      task:
        "Query: 'kubernetes autoscaling'\nDocument: 'The Horizontal Pod Autoscaler changes the number of replicas of a Deployment based on CPU usage or custom metrics.'\n\n" +
        'For this evaluation use a 0 to 1 scale instead: a decimal number, nothing else.',
      expect: { form: 'number', range: [0, 1] },
    },
    {
      id: 'restaurant-rating-line',
      agent: 'Food-Critic',
      system: "Format: 'Rating: <1-5>' on the first line, then a short explanation.",
      task: 'The ramen at Koji was rich and the noodles perfectly chewy, but we waited 50 minutes for a table and the gyoza came out cold.',
      expect: { form: 'score-line', prefix: 'Rating:', range: [1, 5] },
    },
    {
      id: 'contract-expiry-year',
      agent: 'Contract-Reader',
      task:
        'In what year does the contract below expire? Return just the year.\n\n"This agreement commences on 1 March 2024 and remains in force ' +
        'for a term of three (3) years, expiring on 28 February 2027, unless terminated earlier under clause 9."',
      expect: { form: 'number', integer: true, range: [1900, 2100] },
      content: { number: [2027, 2027] },
    },
    {
      id: 'invoice-total-digits',
      agent: 'AP-Assistant',
      system: 'You answer questions about supplier invoices for the finance team.',
      task:
        'Invoice 2026-0142 from Halvorsen Tools AS\n\n' +
        '| Item | Qty | Unit price | Amount |\n|---|---|---|---|\n| Torque wrench TW-40 | 4 | 189.50 | 758.00 |\n| Bit set 32-pc | 10 | 34.90 | 349.00 |\n' +
        '| Shipping | 1 | 297.20 | 297.20 |\n\nTotal due: 1,404.20 EUR, payable within 30 days.\n\n' +
        'What is the invoice total in euros? Digits only, with a dot for decimals.',
      expect: { form: 'number' },
      content: { number: [1404.2, 1404.2] },
    },
    {
      id: 'claim-confidence-decimal',
      agent: 'Fact-Checker',
      system: 'Output a single confidence value between 0.0 and 1.0.',
      task: "Claim: 'The Eiffel Tower is in Berlin.' How confident are you that the claim is true?",
      expect: { form: 'number', range: [0, 1] },
      content: { number: [0, 0.5] },
    },
    {
      id: 'recommend-likelihood-integer',
      task: "On a 0–10 scale, how likely is this customer to recommend us, judging from their message? Return an integer only.\n\nMessage: 'Absolutely love it, I've already told three friends about it!'",
      expect: { form: 'number', range: [0, 10], integer: true },
      content: { number: [7, 10] },
    },
  ],
};
