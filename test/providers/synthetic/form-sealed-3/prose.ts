import type { SealedKindSet } from '../form-sealed/entry.js';

/** The third sealed set's prose prompts: reviewers, critics, writers and planners whose answer a person reads. */
export const prose: SealedKindSet = {
  defaultAgent: 'prose-agent',
  entries: [
    {
      id: 'p3-clause-devils-advocate',
      agent: 'Devils-Advocate',
      description: 'Argues against the draft position so the partner sees the weak points before signing.',
      system: [
        '## Role',
        'You are the Devils-Advocate in the contract negotiation swarm. The Drafter agent proposes clauses; you object to them on the client’s behalf.',
        '## Steps',
        '1. Read the clause and the deal context.',
        '2. Find the strongest objection.',
        '3. Quote the figure or term you object to.',
        '4. Write two short paragraphs: the objection, then what the client should ask for instead.',
        '## Constraints',
        'Plain English, no bullet points, no headings.',
      ].join('\n'),
      task: 'Deal context: a £2,000,000 three-year software implementation. Drafter clause 11.1: "The Supplier\'s total aggregate liability arising under or in connection with this Agreement shall not exceed £5,000."',
      expect: { form: 'prose', about: ['liability', 'cap', '£5,000'] },
      content: [{ mentions: ['5,000'] }, { grounded: true }],
    },
    {
      id: 'p3-incident-status-update',
      agent: 'Status-Communicator',
      description: 'Writes the customer-facing status page updates during and after incidents.',
      system: [
        'Role: Status-Communicator in the incident response swarm. The Incident-Commander agent gives you the facts.',
        'Write a short status-page update for customers: what happened, when it was fixed, what we are doing next. Say the time the service was restored. Calm, factual, no blame, no internal hostnames.',
      ].join('\n'),
      task: 'Facts: between 13:05 and 14:20 UTC card payments at checkout failed for about a third of customers; cause was an expired TLS certificate on the payment gateway connection; certificate renewed at 14:18, payments healthy from 14:20; we are adding expiry alerts 30 days ahead.',
      expect: { form: 'prose', about: ['payment', 'checkout'] },
      content: [{ mentions: ['14:20'] }, { grounded: true }],
    },
    {
      id: 'p3-listing-description',
      agent: 'Listing-Copywriter',
      description: 'Writes the property description for the portal listing from the surveyor’s notes.',
      system: [
        'You are the Listing-Copywriter of the estate agency’s listing workflow. The Surveyor agent hands you bullet notes.',
        'Write an inviting description of about 80–120 words in flowing prose. Use British spelling. Mention the town. NEVER invent features that are not in the notes.',
      ].join('\n'),
      task: [
        'Surveyor notes — 5 Mill Lane, Hebden Bridge:',
        '- stone-built end terrace, 3 bedrooms',
        '- kitchen refitted 2023, oak worktops',
        '- south-facing walled garden',
        '- 4 min walk to the train station',
        '- asking price £315,000',
      ].join('\n'),
      expect: { form: 'prose', about: ['garden', 'kitchen', 'terrace'] },
      content: [{ mentions: ['Hebden Bridge'] }, { grounded: true }],
    },
    {
      id: 'p3-candidate-rejection-email',
      agent: 'Candidate-Comms',
      description: 'Writes the emails candidates receive after each hiring stage.',
      system: [
        'You are Candidate-Comms. Write warm but clear emails to candidates after the panel decided. Address the candidate by first name, name the role, thank them, and give the one piece of feedback the panel agreed. No promises about future roles.',
      ].join('\n'),
      task: 'Panel decision: not progressing. Candidate: Jordan Achebe. Role: Product Designer (Payments). Agreed feedback: portfolio was strong on visual design but showed little evidence of user research.',
      expect: { form: 'prose', about: ['Product Designer', 'application', 'Jordan'] },
      content: [{ mentions: ['Jordan', 'user research'] }, { grounded: true }],
    },
    {
      id: 'p3-variance-commentary',
      agent: 'Variance-Commentator',
      description: 'Writes the commentary lines of the monthly management accounts.',
      system: [
        '### Role',
        'Variance-Commentator, the last agent of the management accounts pack.',
        '### Steps',
        '1. Read the variances the Calculator agent produced.',
        '2. Explain the biggest one using the reason the budget holder gave.',
        '3. Write 2–3 sentences a finance director can read in ten seconds.',
        '### Constraints',
        'Use only the numbers given. Do not speculate about causes not stated.',
      ].join('\n'),
      task: 'Calculator output: Travel & subsistence, April: budget £4,000, actual £7,200, variance +£3,200 (80% over). Budget holder: "the Lisbon sales offsite was moved forward from June to April." Other lines within 5% of budget.',
      expect: { form: 'prose', about: ['travel', 'offsite', 'variance'] },
      content: [{ mentions: ['Lisbon', '3,200'] }, { grounded: true }],
    },
    {
      id: 'p3-essay-feedback',
      agent: 'Feedback-Writer',
      description: 'Turns the marker’s rubric notes into encouraging feedback for the student.',
      system: [
        'You are the Feedback-Writer in the grading swarm. The Marker agent gives you the rubric notes; the student reads what you write.',
        'Write one paragraph addressed to the student by first name: one strength, one thing to improve, one concrete next step. Encouraging tone, British spelling.',
      ].join('\n'),
      task: 'Marker notes — Tomás Ribeiro, History essay "Causes of the 1926 General Strike": strong use of primary sources (miners’ letters); argument loses focus in the third section; conclusion introduces new evidence. Mark 62/100.',
      expect: { form: 'prose', about: ['essay', 'argument', 'sources'] },
      content: [{ mentions: ['Tomás'] }, { grounded: true }],
    },
    {
      id: 'p3-copy-review-critic',
      agent: 'Compliance-Reviewer',
      description: 'Reviews marketing copy for claims the advertising rules forbid before it is published.',
      system: [
        'Role: Compliance-Reviewer in the marketing review workflow (Copywriter -> Compliance-Reviewer -> Publisher).',
        'Review the draft against the advertising code: no absolute health claims, no unqualified "guaranteed" results, prices must state what they include.',
        'Write your review as a short paragraph to the copywriter: name each problem word or phrase in quotes and say how to fix it.',
      ].join('\n'),
      task: 'Draft for the Vitalis sleep tea email: "Guaranteed deep sleep from the very first cup — Vitalis cures insomnia naturally. Only £9.99!"',
      expect: { form: 'prose', about: ['guaranteed', 'insomnia', 'claim'] },
      content: [{ mentions: ['guaranteed', 'cures insomnia'] }, { grounded: true }],
    },
    {
      id: 'p3-hba1c-explain-terse',
      agent: 'dev-test',
      task: 'explain to a patient in plain words what an HbA1c of 48 mmol/mol means',
      expect: { form: 'prose', about: ['HbA1c', 'blood sugar', 'diabetes'] },
      content: [{ mentions: ['48'] }, { grounded: true }],
    },
    {
      id: 'p3-rainy-day-plan-terse',
      agent: 'trip-planner',
      task: 'plan a rainy-day afternoon in Edinburgh for two kids aged 7 and 10',
      expect: { form: 'prose', about: ['Edinburgh'] },
      content: { grounded: true },
    },
    {
      id: 'p3-changelog-merchants-terse',
      agent: 'merchant-support',
      task: 'what changed for merchants in this release? "v3.8: partial refunds from the order page; payout reports now export to Excel; the legacy v1 webhooks are switched off on 30 June."',
      expect: { form: 'prose', about: ['refund', 'payout', 'webhook'] },
      content: [{ mentions: ['partial refund', '30 June'] }, { grounded: true }],
    },
  ],
};

/** A right answer, written by hand, for each prose prompt. */
export const proseRight: Record<string, string> = {
  'p3-clause-devils-advocate':
    'A liability cap of £5,000 on a £2,000,000 three-year implementation leaves the client carrying almost all of the risk: a single failed go-live could cost far more than the cap.\n\nThe client should ask for the cap to be set at the fees paid in the previous twelve months, with data protection breaches and wilful default left uncapped.',
  'p3-incident-status-update':
    'Between 13:05 and 14:20 UTC some customers could not pay by card at checkout because a security certificate on our payment connection had expired. We renewed it and payments have worked normally since 14:20 UTC. We are adding alerts so certificates are renewed well before they expire.',
  'p3-listing-description':
    'Set in the heart of Hebden Bridge, this stone-built end terrace offers three bedrooms and a kitchen refitted in 2023 with handsome oak worktops. To the rear, a south-facing walled garden catches the sun all afternoon, a private spot for summer evenings. The train station is just a four-minute walk away, making this a superb home for commuters and families alike. Offered at £315,000.',
  'p3-candidate-rejection-email':
    'Dear Jordan,\n\nThank you for your application for the Product Designer (Payments) role and for the time you gave the panel. We have decided not to take your application further. The panel was impressed by the visual design in your portfolio, but would have liked to see more evidence of user research.\n\nWith best wishes,\nThe Hiring Team',
  'p3-variance-commentary':
    'Travel and subsistence was £3,200 over budget in April because the Lisbon sales offsite moved forward from June to April. The cost is a timing difference rather than new spend. All other lines were within 5% of budget.',
  'p3-essay-feedback':
    'Tomás, your use of primary sources, especially the miners’ letters, is a real strength of this essay. The argument loses focus in the third section, so keep each paragraph tied to your question. As a next step, make sure your conclusion only draws on evidence you have already discussed.',
  'p3-copy-review-critic':
    'The draft cannot go out as written. "Guaranteed deep sleep" is an unqualified guaranteed result, so soften it to "helps you unwind". "Cures insomnia" is an absolute health claim, so remove it. Say what the £9.99 price includes, for example the number of tea bags.',
  'p3-hba1c-explain-terse':
    'HbA1c measures your average blood sugar over the last two to three months. A result of 48 mmol/mol is at the level where doctors diagnose type 2 diabetes, so your GP will talk with you about diet, activity and perhaps medicine to bring it down.',
  'p3-rainy-day-plan-terse':
    'Start at the National Museum of Scotland in Edinburgh, where the kids can see Dolly the sheep and the hands-on science galleries. After a snack in the museum café, head to Camera Obscura and World of Illusions for an hour of optical tricks, then finish with hot chocolate on the Royal Mile.',
  'p3-changelog-merchants-terse':
    'Merchants can now issue a partial refund straight from the order page, and payout reports export to Excel. The legacy v1 webhooks are switched off on 30 June, so anyone still using them should move to the current webhooks before then.',
};
