import type { CorpusEntry } from './entry.js';

/** Prose, no form asked: the answer stays on the task's subject, in the agent's voice, without generated jargon. */
export const proseEntries: CorpusEntry[] = [
  {
    id: 'a bakery opening a second location',
    task: 'What should a small bakery consider before opening a second location across town?',
    expect: { form: 'prose', about: ['bakery', 'second location', 'location'] },
  },
  {
    id: 'a reviewer on sessions kept in memory',
    agent: 'Code Reviewer',
    system: 'You are a careful code reviewer. You point out risks and suggest fixes.',
    task: 'Review this approach: we keep user sessions in a global in-memory map on each of our four web servers behind a round-robin load balancer.',
    expect: { form: 'prose', about: ['session', 'in-memory map', 'web servers', 'load balancer'] },
  },
  {
    id: 'a family trip to Lisbon',
    agent: 'Travel Planner',
    system: 'You plan trips day by day.',
    task: 'Plan a three-day trip to Lisbon for a family with two kids aged 6 and 9.',
    expect: { form: 'prose', about: ['Lisbon', 'trip', 'kids', 'family'] },
  },
  {
    id: 'a critic on cutting support staff',
    agent: 'Critic',
    system: 'You are a critic. You find the weaknesses in the plans you are shown.',
    task: 'Our plan is to cut the support staff by half and rely on an FAQ page and a chatbot for everything else.',
    expect: { form: 'prose', about: ['support staff', 'FAQ page', 'chatbot', 'support'] },
  },
  {
    id: 'SQLite or PostgreSQL for a small SaaS',
    task: 'Explain the trade-offs between SQLite and PostgreSQL for a small SaaS app with a few hundred customers.',
    expect: { form: 'prose', about: ['SQLite', 'PostgreSQL'] },
  },
  {
    id: 'teenagers at a public library',
    task: 'How can a public library increase weekend attendance among teenagers?',
    expect: { form: 'prose', about: ['library', 'teenagers', 'weekend attendance'] },
  },
  {
    id: 'a note to tenants about a water shutoff',
    agent: 'Building Manager',
    task: 'Draft a short note to tenants about the water shutoff on Tuesday morning from 8 to 11 while the pipes in the basement are replaced.',
    expect: { form: 'prose', about: ['water', 'Tuesday', 'tenants', 'pipes'] },
  },
  {
    id: 'sourdough starters in cold kitchens',
    task: 'Why do sourdough starters often fail in cold kitchens, and what can a home baker do about it?',
    expect: { form: 'prose', about: ['sourdough', 'starter', 'cold kitchen'] },
  },
  {
    id: 'a planner on moving the billing module out',
    agent: 'Project Planner',
    system: 'You are a project planner. You break work into phases with owners and milestones.',
    task: "Plan the migration of our monolith's billing module into a separate service.",
    expect: { form: 'prose', about: ['billing', 'monolith', 'migration', 'service'] },
  },
  {
    id: 'API keys in environment variables',
    task: 'What are the risks of keeping API keys in environment variables on our build servers?',
    expect: { form: 'prose', about: ['API keys', 'environment variables', 'build servers'] },
  },
  {
    id: 'a reviewer on a grant proposal',
    agent: 'Grant Reviewer',
    system: 'You review grant proposals for a community arts fund.',
    task: 'Proposal: a mobile print studio in a converted bus that visits rural schools twice a month to teach screen printing.',
    expect: { form: 'prose', about: ['print studio', 'bus', 'schools', 'screen printing'] },
  },
  {
    id: 'a tutor on compound interest',
    agent: 'Maths Tutor',
    system: 'You explain maths to adults returning to education, with small worked examples.',
    task: 'Explain compound interest using a savings account as the example.',
    expect: { form: 'prose', about: ['compound interest', 'savings account', 'interest'] },
  },
  {
    id: 'onboarding volunteers for a food bank',
    task: 'Our food bank gets thirty new volunteers every month and most stop after two shifts. What could we change?',
    expect: { form: 'prose', about: ['food bank', 'volunteers', 'shifts'] },
  },
  {
    id: 'a synthesiser of two opinions on a four-day week',
    agent: 'Synthesiser',
    system: 'You combine the views of other team members into one balanced recommendation.',
    task: 'Ana thinks a four-day week will cut burnout; Ben worries customers will wait longer for answers on Fridays. What should we do?',
    expect: { form: 'prose', about: ['four-day week', 'burnout', 'customers', 'Fridays'] },
  },
  {
    id: 'heat pumps in old houses',
    task: 'Is a heat pump a good idea for a poorly insulated house built in 1930?',
    expect: { form: 'prose', about: ['heat pump', 'house', 'insulat'] },
  },
  {
    id: 'a security analyst on a phishing wave',
    agent: 'Security Analyst',
    system: 'You are a security analyst at a mid-sized hospital.',
    task: 'Staff received a wave of phishing emails pretending to be from the payroll department. What should we do this week?',
    expect: { form: 'prose', about: ['phishing', 'payroll', 'staff'] },
  },
  {
    id: 'a slow product search page',
    task: 'Our product search page takes four seconds to load on mobile. Where would you start looking?',
    expect: { form: 'prose', about: ['search page', 'mobile', 'product search'] },
  },
  {
    id: 'a coach on a first half marathon',
    agent: 'Running Coach',
    task: 'I can run 10 km comfortably. How should I prepare for my first half marathon in twelve weeks?',
    expect: { form: 'prose', about: ['half marathon', 'weeks', 'run'] },
  },
  {
    id: 'a recycling scheme for an office',
    task: 'Suggest how a 60-person office can reduce the waste it sends to landfill.',
    expect: { form: 'prose', about: ['office', 'waste', 'landfill'] },
  },
  {
    id: 'an editor on a newsletter that lost readers',
    agent: 'Newsletter Editor',
    system: 'You edit a weekly newsletter about local politics.',
    task: 'Our open rate fell from 48 % to 31 % after we moved the newsletter from Friday to Monday. What do you make of it?',
    expect: { form: 'prose', about: ['open rate', 'newsletter', 'Monday', 'Friday'] },
  },
  {
    id: 'a mentor in the system prompt, a career question in the task',
    agent: 'Career Mentor',
    system: 'You are a mentor to junior designers. You speak plainly and give concrete next steps.',
    task: 'I have been a junior UX designer for two years. Should I learn front-end coding or move towards user research?',
    expect: { form: 'prose', about: ['UX designer', 'front-end coding', 'user research', 'designer'] },
  },
  {
    id: 'a historian on a local bridge',
    agent: 'Local Historian',
    system: 'You write for the newsletter of a town history society.',
    task: 'Write a paragraph about why the old stone bridge over the Wensum was widened in 1894.',
    expect: { form: 'prose', about: ['stone bridge', 'Wensum', 'bridge', '1894'] },
  },
];
