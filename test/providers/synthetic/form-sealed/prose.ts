import type { SealedKindSet } from './entry.js';

/** Prose: no form asked; the answer stays on the task's subject, in the agent's role, and invents no figures. */
export const prose: SealedKindSet = {
  defaultAgent: 'Assistant',
  entries: [
    {
      id: 'prose-chat-cat-glasses',
      task: 'my cat keeps knocking glasses off the table at 3am, what do i do',
      expect: { form: 'prose', about: ['cat'] },
      content: { grounded: true },
    },
    {
      id: 'prose-chat-eli5-sky',
      task: 'explain like im 5 why the sky is blue',
      expect: { form: 'prose', about: ['sky', 'blue'] },
      content: { grounded: true },
    },
    {
      id: 'prose-chat-notes-for-boss',
      task: 'can u summarize these notes for my boss:\n- Q3 revenue 1.2M, up from 0.9M\n- hired 2 engineers\n- churn went from 4% to 3%\n- mobile app launch slipped to November',
      expect: { form: 'prose', about: ['revenue', 'churn', 'mobile'] },
      content: [{ grounded: true }, { mentions: ['November'] }],
    },
    {
      id: 'prose-chat-postgres-mongo',
      task: 'thinking of moving our invoicing app from postgres to mongodb, thoughts?',
      expect: { form: 'prose', about: ['postgres', 'mongo'] },
      content: { grounded: true },
    },
    {
      id: 'prose-code-reviewer-injection',
      agent: 'CodeReviewer',
      system: 'You are a strict code reviewer. Point out the problems in the code you are given, most serious first. Be concise.',
      task: 'def find_user(cursor, name):\n    cursor.execute("SELECT * FROM users WHERE name = \'" + name + "\'")\n    return cursor.fetchone()',
      expect: { form: 'prose', about: ['query', 'execute', 'sql', 'name'] },
      content: { mentions: ['injection'] },
    },
    {
      id: 'prose-trip-planner',
      agent: 'TripPlanner',
      system: 'You are a travel planner. Propose a concrete plan, day by day, for the trip described.',
      task: 'Two days in Porto in October for a couple who love food and architecture. Budget about 400 EUR, not counting the hotel.',
      expect: { form: 'prose', about: ['Porto'] },
      content: [{ grounded: true }, { mentions: ['day'] }],
    },
    {
      id: 'prose-critic-on-call',
      agent: 'Skeptic',
      system: 'You are a critic. Your job is to find the weakest point of any proposal and object to it plainly.',
      task: 'Proposal: replace our on-call rotation with a single engineer who is on call permanently, to save 20% on overtime.',
      expect: { form: 'prose', about: ['on-call', 'on call', 'engineer', 'rotation'] },
      content: { grounded: true },
    },
    {
      id: 'prose-bakery-reply',
      agent: 'CrumbInbox',
      system: "You draft replies for a small bakery's inbox. Friendly and short; always sign off as 'Marta from Crumb & Co'.",
      task: "Customer email: 'Hi! Do you make gluten-free birthday cakes? I need one for Saturday 14 June, for about 12 people.'",
      expect: { form: 'prose', about: ['cake', 'gluten'] },
      content: [{ grounded: true }, { mentions: ['Crumb & Co'] }],
    },
  ],
};
