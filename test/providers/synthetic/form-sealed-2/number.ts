import type { SealedKindSet } from '../form-sealed/entry.js';

/** Numbers: sums from a table, a prefixed score, a pass rate, counts, a day difference, N/20, a scale overridden by the task. */
export const number: SealedKindSet = {
  defaultAgent: 'Financial-Analyst',
  entries: [
    {
      id: 'n-revenue-sum-table',
      agent: 'Financial-Analyst',
      system: `You are a financial analyst agent. Downstream code reads your answer with parseFloat.
Respond with a number only: no currency sign, no thousands separators, no words.`,
      task: `What was the total revenue over Q1, Q2 and Q3 (in thousands)?

| Quarter | Revenue (k) | Costs (k) |
|---------|-------------|-----------|
| Q1      | 1200        | 900       |
| Q2      | 1350        | 940       |
| Q3      | 1500        | 1010      |
| Q4      | 1620        | 1100      |`,
      expect: { form: 'number' },
      content: { number: [4050, 4050] },
    },
    {
      id: 'n-code-review-score',
      agent: 'Code-Reviewer',
      system: `You review pull requests for security and correctness.
## Output format
First line: "Score: N/10" where 10 means ready to merge.
Then one or two sentences explaining the score.`,
      task: `Review this diff:

--- a/app/users.py
+++ b/app/users.py
@@ def find_user(name):
-    cur.execute("SELECT * FROM users WHERE name = %s", (name,))
+    cur.execute("SELECT * FROM users WHERE name = '" + name + "'")
     return cur.fetchone()`,
      expect: { form: 'score-line', prefix: 'Score:', range: [0, 10], outOf: 10 },
      content: { number: [0, 4] },
    },
    {
      id: 'n-pass-rate',
      agent: 'QA-Gate',
      system: 'You compute release metrics from test logs. Output the pass rate as a percentage, number only (for example 87.5).',
      task: 'Suite summary for build 512: 20 tests ran, 18 passed, 2 failed, 0 skipped.',
      expect: { form: 'number', percent: true, range: [0, 100] },
      content: { number: [90, 90] },
    },
    {
      id: 'n-review-stars-low',
      agent: 'Review-Analyst',
      system: `Rate each review on a 1 to 5 scale (1 = very unhappy, 5 = delighted).
Rules:
- Output the integer only.`,
      task: 'Review: "Arrived cracked, the replacement also arrived cracked, and support stopped answering my emails. Never again."',
      expect: { form: 'number', integer: true, range: [1, 5] },
      content: { number: [1, 2] },
    },
    {
      id: 'n-rating-prefix-high',
      agent: 'Review-Analyst',
      system: 'Write "Rating: X/5" on the first line, then a one-sentence justification on the next line.',
      task: 'Review of the Lumen desk lamp: "Perfect. Warm light, no flicker, sturdy base, and the dimmer is smooth. Bought a second one for my partner."',
      expect: { form: 'score-line', prefix: 'Rating:', range: [1, 5], outOf: 5 },
      content: { number: [4, 5] },
    },
    {
      id: 'n-count-urgent',
      agent: 'Intake-Triager',
      system: 'You count tickets for the daily stand-up report. Reply with just the integer.',
      task: `How many of these tickets are marked urgent?

T-101 [urgent] Payment page times out
T-102 [normal] Typo on pricing page
T-103 [urgent] SSO login loop for Acme
T-104 [low] Add dark mode
T-105 [urgent] Webhooks delayed by 2 hours
T-106 [normal] Export button misaligned
T-107 [urgent] Data export missing March`,
      expect: { form: 'number', integer: true },
      content: { number: [4, 4] },
    },
    {
      id: 'n-days-between',
      agent: 'Dev',
      task: 'how many days between 2024-03-01 and 2024-03-15? just the number',
      expect: { form: 'number', integer: true },
      content: { number: [14, 14] },
    },
    {
      id: 'n-spam-confidence',
      agent: 'Dev',
      task: 'confidence 0-1 that this is spam, number only: "CONGRATULATIONS!!! You WON a $1000 gift card, click here to claim, offer expires in 1 hour"',
      expect: { form: 'number', range: [0, 1] },
      content: { number: [0.6, 1] },
    },
    {
      id: 'n-scale-override',
      agent: 'Review-Analyst',
      system: 'Rate customer satisfaction on a 1-10 scale and explain briefly.',
      task: 'For this export use a 0-100 scale instead, and give the number only, no explanation. Feedback: "The onboarding call was fantastic, everything worked on day one and the team was incredibly helpful."',
      expect: { form: 'number', range: [0, 100] },
      content: { number: [60, 100] },
    },
    {
      id: 'n-quiz-fraction',
      agent: 'Grader',
      system: 'You grade quizzes. Give the score as N/20 and nothing else.',
      task: 'The student answered all 20 questions. Questions 4, 9 and 15 were wrong; every other answer was correct.',
      expect: { form: 'fraction', outOf: 20, min: 0 },
      content: { number: [17, 17] },
    },
  ],
};
