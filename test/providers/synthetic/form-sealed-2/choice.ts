import type { SealedKindSet } from '../form-sealed/entry.js';

/** Choices: labels on their own lines, PASS/FAIL gates, lettered lists, yes/no overridden by true/false, few-shot examples. */
export const choice: SealedKindSet = {
  defaultAgent: 'Support-Router',
  entries: [
    {
      id: 'c-router-own-lines',
      agent: 'Support-Router',
      system: `You route incoming tickets to a queue. The queues are:

BILLING
TECHNICAL
SALES
SPAM

Respond ONLY with the queue name, exactly as written above.`,
      task: 'Ticket #4471: "My card was charged twice for the March invoice, please refund one of the two payments."',
      expect: { form: 'choice', options: ['BILLING', 'TECHNICAL', 'SALES', 'SPAM'] },
      content: { label: 'BILLING' },
    },
    {
      id: 'c-qa-gate-log',
      agent: 'QA-Gate',
      system: `You are the QA checker that gates the release workflow. If every test passed, the release proceeds; otherwise it stops.
Answer with PASS or FAIL and nothing else.`,
      task: `Test run 2291 for build 7.4.0-rc2:
 ✓ auth › logs in with a valid password (112 ms)
 ✓ auth › rejects an expired token (8 ms)
 ✗ billing › applies the annual discount (41 ms)
     Expected: 90.00  Received: 100.00
 ✓ search › returns results by relevance (230 ms)
 ✗ export › writes a CSV with headers (19 ms)
Tests: 2 failed, 3 passed, 5 total`,
      expect: { form: 'choice', options: ['PASS', 'FAIL'] },
      content: { label: 'FAIL' },
    },
    {
      id: 'c-moderation-policy',
      agent: 'Moderation-Filter',
      system: `Moderation policy for the marketplace forum. Decide one action:
- allow: on-topic posts, questions, honest reviews
- review: heated arguments, borderline language
- block: advertising, scams, links to sell followers or accounts

Reply with the single action word in lower case.`,
      task: 'Post by user "growfast_2024": "BUY 10,000 REAL INSTAGRAM FOLLOWERS FOR $9!!! Limited offer -> http://cheap-followers.example/deal DM me now"',
      expect: { form: 'choice', options: ['allow', 'review', 'block'] },
      content: { label: 'block' },
    },
    {
      id: 'c-lettered-department',
      agent: 'Helpdesk-Dispatcher',
      system: `Which department should handle the request?
A) Human Resources
B) Facilities
C) IT Support
D) Finance
Reply with the letter only.`,
      task: "Since this morning's Windows update my laptop won't boot: it shows a blue screen with INACCESSIBLE_BOOT_DEVICE and restarts.",
      expect: { form: 'choice', options: ['A', 'B', 'C', 'D'] },
      content: { label: 'C' },
    },
    {
      id: 'c-contract-true-false-override',
      agent: 'Contract-Reviewer',
      system: 'You answer questions about contracts. Always answer yes or no.',
      task: `For this question answer with true or false instead (lower case, one word), because the result feeds a boolean field.

Does the agreement renew automatically?

Clause 9.1: "This Agreement shall automatically renew for successive one-year terms unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term."`,
      expect: { form: 'choice', options: ['true', 'false'] },
      content: { label: 'true' },
    },
    {
      id: 'c-sentiment-few-shot',
      agent: 'Review-Analyst',
      system: `Classify the sentiment of a product review. Follow the examples.

Review: "Stopped working after two days, total waste of money." -> negative
Review: "It's fine. Does what it says, nothing special." -> neutral
Review: "Best headphones I've owned, the noise cancelling is superb." -> positive

Answer with the label only.`,
      task: 'Review: "Absolutely love this kettle. Boils in under two minutes, looks gorgeous on the counter and the auto shut-off works perfectly."',
      expect: { form: 'choice', options: ['positive', 'negative', 'neutral'] },
      content: { label: 'positive' },
    },
    {
      id: 'c-leap-year-terse',
      agent: 'Dev',
      task: 'yes or no: is 2024 a leap year',
      expect: { form: 'choice', options: ['yes', 'no'] },
      content: { label: 'yes' },
    },
    {
      id: 'c-priority-terse',
      agent: 'Dev',
      task: "classify priority, one word (p0, p1, p2): 'prod database is down, every customer is getting HTTP 500 on checkout'",
      expect: { form: 'choice', options: ['p0', 'p1', 'p2'] },
      content: { label: 'p0' },
    },
    {
      id: 'c-phishing-typo',
      agent: 'Dev',
      task: "is this email a phishing attempt? anwser just phishing or legit\n\n'Your mailbox is full. Verify your password at http://mail-verify.co/login within 24h or you will lose access to your account.'",
      expect: { form: 'choice', options: ['phishing', 'legit'] },
      content: { label: 'phishing' },
    },
    {
      id: 'c-clause-brackets',
      agent: 'Contract-Reviewer',
      system: 'Label each contract clause with its topic. Allowed labels: [termination, payment, confidentiality, liability]. Output the label only, no punctuation.',
      task: 'Clause 4.2: "The Customer shall pay all undisputed fees within thirty (30) days of the invoice date. Late payments accrue interest at 1% per month."',
      expect: { form: 'choice', options: ['termination', 'payment', 'confidentiality', 'liability'] },
      content: { label: 'payment' },
    },
  ],
};
