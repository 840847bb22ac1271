import type { HoldoutKindSet } from '../form-holdout/entry.js';

/** Prose on the task's own subject, shaped by the agent's role, where no form is asked. */
export const prose: HoldoutKindSet = {
  defaultAgent: 'Assistant',
  entries: [
    {
      id: 'prose2-reviewer-retry',
      agent: 'Code-Reviewer',
      system: 'You review pull requests for a payments team. Point out what could go wrong in production and ask for changes where needed. Write in plain paragraphs.',
      task: [
        'PR #640 "Retry failed webhook deliveries"',
        '+ for (let attempt = 0; attempt < 10; attempt++) {',
        '+   const ok = await deliver(event);',
        '+   if (ok) break;',
        '+ }',
        'No delay between attempts, no timeout on deliver(), and the loop runs inside the request handler.',
      ].join('\n'),
      expect: { form: 'prose', about: ['retry', 'retries', 'timeout', 'delay', 'backoff'] },
      content: { grounded: true },
    },
    {
      id: 'prose2-planner-migration',
      agent: 'Migration-Planner',
      system: 'You are the planning agent of an engineering swarm. You break work into phases and name the main risk of each. Other agents execute your plan.',
      task: 'We need to move our reporting database from MySQL 5.7 to PostgreSQL 16 within one quarter, without downtime for the 40 customer dashboards that read from it.',
      expect: { form: 'prose', about: ['PostgreSQL', 'MySQL', 'migration', 'migrate'] },
      content: { grounded: true },
    },
    {
      id: 'prose2-critic-launch',
      agent: 'Devils-Advocate',
      system: [
        'You are the critic in a debate between agents. Your job is to object: find the weakest assumptions in the proposal and say why they may fail.',
        'Do not agree with the proposal. Do not use bullet points.',
      ].join('\n'),
      task: 'Proposal: launch the premium tier in all 12 EU markets at once next month, spending the whole 200,000 EUR marketing budget in the first two weeks, because the beta had 300 sign-ups.',
      expect: { form: 'prose', about: ['launch', 'budget', 'beta', 'markets'] },
      content: { grounded: true },
    },
    {
      id: 'prose2-support-reply',
      agent: 'Support-Agent',
      system:
        'You are a friendly support agent for Tally Ledger. Write the reply the customer will receive. Apologise once, state what will happen, and sign as "The Tally Ledger team".',
      task: [
        'Customer: Kofi Mensah <kofi@mensah-builds.gh>',
        'Message: "You charged me 29.00 USD on invoice INV-44817 after I cancelled. I want my money back."',
        'Internal note: cancellation confirmed on 2 July; refund of 29.00 USD approved, 5-7 business days.',
      ].join('\n'),
      expect: { form: 'prose', about: ['refund', 'refunded'] },
      content: { mentions: ['29.00'] },
    },
    {
      id: 'prose2-patient-explainer',
      agent: 'Patient-Educator',
      system: 'You explain clinic visit results to patients in plain language, without jargon. Never give a diagnosis the note does not state.',
      task: 'Visit note: blood pressure 152/94 on two readings, above the target of 130/80. Plan: start amlodipine 5 mg once daily, reduce salt, recheck blood pressure in 4 weeks. Please write the message to the patient.',
      expect: { form: 'prose', about: ['blood pressure', 'amlodipine'] },
      content: { grounded: true },
    },
    {
      id: 'prose2-clause-plain-english',
      agent: 'Legal-Explainer',
      task: [
        'Explain to our operations manager what this clause means for us in practice:',
        '"Either party may terminate this Agreement for convenience upon thirty (30) days\' prior written notice. Fees paid for the current billing period are non-refundable."',
      ].join('\n'),
      expect: { form: 'prose', about: ['terminate', 'termination', 'notice'] },
      content: { mentions: ['30'] },
    },
    {
      id: 'prose2-survey-analyst',
      agent: 'Research-Analyst',
      system: 'You are the analyst agent. You interpret survey results for the product manager, stating what the numbers say and what they do not.',
      task: [
        'Onboarding survey, 200 responses:',
        '- 62% found setup easy',
        '- 24% got stuck at the bank connection step',
        '- 14% did not finish onboarding',
        'What should the PM take away from this?',
      ].join('\n'),
      expect: { form: 'prose', about: ['onboarding', 'bank connection', 'setup'] },
      content: { grounded: true },
    },
    {
      id: 'prose2-release-announcement',
      agent: 'Community-Writer',
      system: 'You write release announcements for the community forum. Friendly, concrete, no hype words.',
      task: [
        'Changelog 3.2.0:',
        '- Added dark mode for the dashboard',
        '- Added CSV export of invoices',
        '- Fixed totals rounded twice on multi-currency invoices',
        'Write the announcement post.',
      ].join('\n'),
      expect: { form: 'prose', about: ['dark mode', 'CSV'] },
      content: { mentions: ['3.2.0'] },
    },
  ],
};

/** A right answer, written by hand, to each prompt above. */
export const proseRight: Record<string, string> = {
  'prose2-reviewer-retry':
    'The retry loop calls deliver() ten times with no delay and no timeout, inside the request handler. One slow endpoint can hold the request open indefinitely, and a failing one gets hammered ten times in a row. Please move retries to a background job with exponential backoff and put a timeout on each attempt.',
  'prose2-planner-migration':
    'Phase one replicates the MySQL 5.7 data into PostgreSQL 16 continuously; the risk is type differences in dates and decimals. Phase two points the dashboards at PostgreSQL one by one behind a flag; the risk is slower queries. Phase three retires MySQL once every dashboard has run on the new database for two weeks.',
  'prose2-critic-launch':
    'Three hundred beta sign-ups say little about demand in twelve different markets, each with its own language, pricing and payment habits. Spending the whole budget in two weeks leaves nothing to correct course if the launch underperforms in most of them. A staged launch would test the assumption before betting everything on it.',
  'prose2-support-reply':
    'Hi Kofi, I am sorry for the charge after you cancelled. We have approved a refund of 29.00 USD for invoice INV-44817, and it should reach your account within 5-7 business days. The Tally Ledger team',
  'prose2-patient-explainer':
    'Your blood pressure was 152/94 at both readings, which is higher than the target of 130/80. We are starting amlodipine 5 mg, one tablet a day, and it will help to eat less salt. We will check your blood pressure again in four weeks.',
  'prose2-clause-plain-english':
    'Either side can end the agreement without giving a reason, as long as it gives 30 days of written notice. If we terminate mid-period, we will not get back the fees already paid for that billing period, so notice is best timed near a renewal date.',
  'prose2-survey-analyst':
    'Most respondents found setup easy, but about a quarter got stuck at the bank connection step, which is the clearest place to improve onboarding. The survey does not say why people stalled there or whether those who dropped out are the same ones, so a few follow-up interviews would help.',
  'prose2-release-announcement':
    'Version 3.2.0 is out. The dashboard now has a dark mode, you can export invoices as CSV, and totals on multi-currency invoices are no longer rounded twice. Update from the settings page and let us know how it works for you.',
};
