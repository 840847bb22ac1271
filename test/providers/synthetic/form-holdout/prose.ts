import type { HoldoutKindSet } from './entry.js';

/** No form asked: fluent prose on the task's own subject, shaped by the agent's role, without generated jargon. */
export const prose: HoldoutKindSet = {
  defaultAgent: 'Assistant',
  entries: [
    {
      id: 'reviewer-on-retry-pr',
      agent: 'Senior-Reviewer',
      system: 'You are a senior code reviewer. Be direct and specific.',
      task: "Review this PR description: 'Adds retry with exponential backoff to the payment webhook handler. Max 5 attempts, no jitter.'",
      expect: { form: 'prose', about: ['retry', 'backoff', 'webhook', 'jitter'] },
      content: { grounded: true },
    },
    {
      id: 'planner-database-migration',
      agent: 'Planner',
      system: 'You are a project planner for a platform team.',
      task: 'Plan the migration of our user database from MySQL to PostgreSQL over the next quarter.',
      expect: { form: 'prose', about: ['PostgreSQL', 'MySQL', 'migration'] },
      content: { grounded: true },
    },
    {
      id: 'critic-five-country-launch',
      agent: 'Critic',
      system: 'You are a skeptical critic. Point out the weaknesses of whatever plan you are shown.',
      task: 'Our plan: launch the mobile app in five countries at once next month, with a team of two engineers and no local support staff.',
      expect: { form: 'prose', about: ['countries', 'engineers', 'launch', 'support'] },
      content: { grounded: true },
    },
    {
      id: 'why-hiring-senior-is-hard',
      task: 'Why do early-stage startups struggle to hire senior engineers?',
      expect: { form: 'prose', about: ['engineer', 'hire', 'hiring', 'startup'] },
      content: { grounded: true },
    },
    {
      id: 'reply-damaged-parcel',
      agent: 'Customer-Care',
      system: 'You write replies to customers on behalf of Fernwood Home, a homeware shop. Warm, concise, no promises we cannot keep.',
      task: 'Customer Anna writes: "My parcel arrived today and the ceramic lamp inside was smashed. The box was crushed on one side. What now?"',
      expect: { form: 'prose', about: ['lamp', 'parcel', 'damaged', 'smashed', 'sorry'] },
      content: { grounded: true },
    },
    {
      id: 'process-vs-thread',
      task: 'Explain the difference between a process and a thread.',
      expect: { form: 'prose', about: ['process', 'thread'] },
      content: { grounded: true },
    },
    {
      id: 'remote-work-terse',
      agent: 'Advisor',
      task: 'thoughts on going fully remote for a 10-person design agency?',
      expect: { form: 'prose', about: ['remote', 'agency'] },
      content: { grounded: true },
    },
    {
      id: 'next-steps-from-notes',
      agent: 'Chief-of-Staff',
      system: 'You help the leadership team decide what to do next.',
      task:
        'Notes from Monday: support backlog is at 640 tickets, up from 210 in April. Two of five support agents are on leave until July. ' +
        'The new self-service help centre is 80% done but blocked on translations. Churn among small accounts ticked up last month.\n\n' +
        'What should we do next?',
      expect: { form: 'prose', about: ['backlog', 'support', 'help centre', 'translation', 'churn'] },
      content: { grounded: true },
    },
    {
      id: 'tent-product-copy',
      agent: 'Copywriter',
      system: 'You write product copy for Summit & Pine, an outdoor gear shop.',
      task: 'Describe our new two-person tent, the Ridgeline 2: 1.6 kg, waterproof to 3000 mm, pitches in under five minutes.',
      expect: { form: 'prose', about: ['Ridgeline', 'tent'] },
      content: { grounded: true },
    },
    {
      id: 'tutor-division-by-zero',
      agent: 'Math-Tutor',
      system: 'You are a patient maths tutor for 13-year-olds.',
      task: 'A student asks: why is dividing by zero not allowed?',
      expect: { form: 'prose', about: ['zero', 'divid'] },
      content: { grounded: true },
    },
    {
      id: 'b2b-pricing-advice',
      agent: 'Advisor',
      task: 'We sell a B2B analytics SaaS to logistics companies, currently one flat plan at $400/month. Any advice on pricing?',
      expect: { form: 'prose', about: ['pricing', 'price', 'plan'] },
      content: { grounded: true },
    },
    {
      id: 'sre-postmortem-summary',
      agent: 'SRE',
      system: 'You are an SRE writing incident postmortems in a blameless style.',
      task: "Write the summary for yesterday's outage: a config push disabled TLS on the public load balancer for 42 minutes; clients saw connection errors.",
      expect: { form: 'prose', about: ['TLS', 'load balancer', 'outage', 'config'] },
      content: { grounded: true },
    },
  ],
};
