import type { SealedKindSet } from '../form-sealed/entry.js';

/** Prose: a reviewer reviews a diff, an analyst reads figures, a planner plans, a critic objects, a support reply, short questions. */
export const prose: SealedKindSet = {
  defaultAgent: 'Assistant',
  entries: [
    {
      id: 'p-review-diff',
      agent: 'Code-Reviewer',
      system: 'You are a senior code reviewer. Point out correctness problems first, then style. Be direct and specific about the lines you mean.',
      task: `Please review:

--- a/cache.ts
+++ b/cache.ts
 export function getCached(key: string) {
   const entry = store.get(key);
-  if (entry && entry.expiresAt > Date.now()) return entry.value;
+  if (entry) return entry.value;
   return undefined;
 }`,
      expect: { form: 'prose', about: ['expire', 'expiresAt', 'stale', 'TTL'] },
      content: [{ mentions: ['expiresAt'] }, { grounded: true }],
    },
    {
      id: 'p-analyst-quarter',
      agent: 'Financial-Analyst',
      system: 'You are a financial analyst. Comment on the figures you are given for the management team; do not speculate beyond them.',
      task: `Q3 figures for the EMEA region: revenue EUR 4.2m (Q2: EUR 3.8m), gross margin 41% (Q2: 44%), headcount 86 (Q2: 79). What should management take away?`,
      expect: { form: 'prose', about: ['margin', 'revenue'] },
      content: { mentions: ['margin'] },
    },
    {
      id: 'p-planner-migration',
      agent: 'Planner',
      system: 'You are the planning agent of a multi-agent team. You decide the order of work and who does what; other agents execute.',
      task: 'We need to move our nightly reporting jobs off the old cron box (Ubuntu 18.04) onto Kubernetes CronJobs before the box is decommissioned at the end of the month. Plan the work.',
      expect: { form: 'prose', about: ['CronJob', 'cron', 'Kubernetes'] },
      content: { grounded: true },
    },
    {
      id: 'p-critic-four-day',
      agent: 'Devils-Advocate',
      system: 'You are the critic in a debate. Your job is to find the weaknesses in the proposal you are given and argue against it.',
      task: 'Proposal: the support team (12 people, covering customers in 9 time zones) moves to a four-day work week starting next month, with no change to coverage hours.',
      expect: { form: 'prose', about: ['four-day', 'four day', '4-day', 'coverage', 'time zone'] },
      content: { mentions: ['coverage'] },
    },
    {
      id: 'p-support-reply',
      agent: 'Support-Agent',
      system: 'You are a friendly support agent for Lumen Home. Reply to the customer directly, by name, and reference their order.',
      task: 'Customer email from Priya Raman: "Hi, my order #58213 (two desk lamps) arrived with one lamp missing its shade. Can you send the missing part?"',
      expect: { form: 'prose', about: ['shade', 'lamp'] },
      content: { mentions: ['Priya', '58213'] },
    },
    {
      id: 'p-meeting-summary',
      agent: 'Meeting-Notes',
      system: 'You write short summaries of meetings for people who missed them.',
      task: `Transcript, launch check-in:
Elif: Launch stays on Thursday the 12th.
Ben: Translations for German and French are done, Japanese lands Tuesday.
Elif: If Japanese slips we launch without it and add it in a patch.
Ben: Agreed.`,
      expect: { form: 'prose', about: ['launch', 'Japanese'] },
      content: { mentions: ['Thursday', 'Japanese'] },
    },
    {
      id: 'p-econnrefused',
      agent: 'Dev',
      task: 'what does this mean and how do i fix it: Error: connect ECONNREFUSED 127.0.0.1:5432',
      expect: { form: 'prose', about: ['connection', 'refused', 'Postgres', 'port'] },
      content: { mentions: ['5432'] },
    },
    {
      id: 'p-mutex-semaphore',
      agent: 'Dev',
      task: 'whats the difference between a mutex and a semaphore, quick explanation',
      expect: { form: 'prose', about: ['mutex', 'semaphore'] },
      content: { mentions: ['mutex', 'semaphore'] },
    },
    {
      id: 'p-apology-email',
      agent: 'Dev',
      task: 'draft a short apology email to a customer whose furniture delivery is 3 days late because of a warehouse flood',
      expect: { form: 'prose', about: ['delivery', 'late', 'delay'] },
      content: [{ mentions: ['flood'] }, { grounded: true }],
    },
    {
      id: 'p-review-complaints',
      agent: 'Review-Analyst',
      system: 'You read batches of product reviews and tell the product team what customers think, in plain prose.',
      task: `What do customers complain about most in these reviews of the Aster 14 laptop?
1. "Battery dies by lunchtime."
2. "Lovely screen, but the battery is a joke."
3. "Fan noise is annoying on video calls."
4. "Great keyboard. Battery life is far below what was advertised."
5. "Battery drains even when asleep."`,
      expect: { form: 'prose', about: ['battery'] },
      content: [{ mentions: ['battery'] }, { grounded: true }],
    },
  ],
};
