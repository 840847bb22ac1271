import type { HoldoutKindSet } from '../form-holdout/entry.js';

/** Tags, a required prefix, `key: value` lines and YAML, asked by gates and hand-off agents. */
export const wrapper: HoldoutKindSet = {
  defaultAgent: 'Gatekeeper',
  entries: [
    {
      id: 'wrapper2-test-verdict-tags',
      agent: 'QA-Gate',
      system: [
        'You are the QA gate of a release swarm. You read a test report and decide whether the build passes.',
        'Any failed test means FAIL.',
        '',
        'Output format:',
        '<verdict>PASS or FAIL</verdict>',
        '<reason>one sentence</reason>',
      ].join('\n'),
      task: [
        'Test report, build 4512:',
        '  auth.spec.ts ........ 38 passed',
        '  billing.spec.ts ..... 51 passed, 2 failed',
        '  export.spec.ts ...... 12 passed',
        'Failed: billing.spec.ts > applies VAT to EU invoices; billing.spec.ts > rounds totals to cents',
      ].join('\n'),
      expect: { form: 'tags', tags: ['verdict', 'reason'], values: { verdict: ['PASS', 'FAIL'] } },
      content: { label: 'FAIL', key: 'verdict' },
    },
    {
      id: 'wrapper2-expense-prefix',
      agent: 'Expense-Approver',
      system: [
        'You approve or reject expense claims. Policy: a single meal may not exceed 80.00 EUR; anything above is rejected.',
        'Your first line must be "VERDICT: APPROVED" or "VERDICT: REJECTED". Then explain in one or two sentences.',
      ].join('\n'),
      task: 'Claim EXP-3391 by Sven Larsson: client dinner at Restaurant Lind, 1 receipt, 146.50 EUR for one meal, 14 March 2025.',
      expect: { form: 'prefix', prefix: 'VERDICT:', options: ['APPROVED', 'REJECTED'] },
      content: { label: 'REJECTED' },
    },
    {
      id: 'wrapper2-signup-key-lines',
      agent: 'Signup-Parser',
      system: [
        'You read signup emails forwarded to sales@ and prepare them for the CRM agent.',
        'Respond with exactly three lines in the form key: value, for the keys name, email and plan (plan is one of free, pro, enterprise).',
        'No preamble, no bullet points.',
      ].join('\n'),
      task: [
        'Forwarded message:',
        '"Hello, this is Aiko Tanaka from Mirai Studio. Please move our workspace to the Pro plan starting next month.',
        'You can reach me at aiko.tanaka@miraistudio.jp. Best, Aiko"',
      ].join('\n'),
      expect: { form: 'key-lines', keys: { name: 'string', email: 'string', plan: { enum: ['free', 'pro', 'enterprise'] } } },
      content: { label: 'pro', key: 'plan' },
    },
    {
      id: 'wrapper2-incident-yaml',
      agent: 'Incident-Commander',
      system: [
        'You open incident records for the SRE team. Severity rules: a full outage of a customer-facing service is sev1; partial degradation is sev2; anything internal is sev3.',
        'Output: a YAML mapping with the keys service (string), severity (sev1, sev2 or sev3) and owners (a list of names).',
        'Do not wrap it in code fences and do not add any text around it.',
      ].join('\n'),
      task: [
        '[14:02] pagerduty: checkout-api health check failing in all regions',
        '[14:03] grafana: checkout-api 100% error rate, 0 successful orders',
        '[14:05] Priya Nair acknowledged; Tom Hale joined the bridge',
      ].join('\n'),
      expect: {
        form: 'yaml',
        bare: true,
        keys: { service: 'string', severity: { enum: ['sev1', 'sev2', 'sev3'] }, owners: 'string[]' },
      },
      content: { label: 'sev1', key: 'severity' },
    },
    {
      id: 'wrapper2-reasoning-answer-tags',
      agent: 'Bookkeeper',
      system: [
        'You are a bookkeeping agent. Think first, then answer.',
        'Put your working inside <thinking></thinking> and the final amount, a bare number, inside <answer></answer>.',
      ].join('\n'),
      task: 'Receipt lines: notebook 19.99, pens 5.01, printer paper 25.00. What is the receipt total?',
      expect: { form: 'tags', tags: ['thinking', 'answer'] },
      content: { number: [50, 50], key: 'answer' },
    },
    {
      id: 'wrapper2-clause-tldr',
      agent: 'Contract-Explainer',
      task: [
        'Clause 9.1 (Limitation of Liability): "Except for breaches of confidentiality, neither party\'s aggregate liability arising out of this Agreement shall exceed the fees paid by Customer in the twelve (12) months preceding the claim."',
        '',
        'Explain this clause for a non-lawyer founder.',
        "Begin your reply with 'TL;DR:' followed by one sentence, then a short paragraph with the details.",
      ].join('\n'),
      expect: { form: 'prefix', prefix: 'TL;DR:' },
    },
    {
      id: 'wrapper2-outage-triage-lines',
      agent: 'Dispatch-Agent',
      system: [
        'You dispatch incidents to teams.',
        'Priority rules: production down for customers = P1; degraded = P2; cosmetic = P3.',
        'Output exactly these lines and nothing else:',
        'Priority: <P1|P2|P3>',
        'Team: <team name>',
        'ETA_hours: <number>',
      ].join('\n'),
      task: 'Customer report via status page: "Nobody in our company can log in to production since 08:10 UTC; the login page returns 502." Owning team: Identity.',
      expect: { form: 'key-lines', keys: { Priority: { enum: ['P1', 'P2', 'P3'] }, Team: 'string', ETA_hours: 'number' } },
      content: { label: 'P1', key: 'Priority' },
    },
    {
      id: 'wrapper2-signature-tags',
      agent: 'Lead-Capture',
      system: [
        'You capture leads from email signatures.',
        'Wrap each value in its own tag: <name>…</name>, <company>…</company>, <email>…</email>. Values exactly as written. No other text.',
      ].join('\n'),
      task: ['--', 'Jide Okafor', 'Head of Partnerships | Brightline Analytics', 'j.okafor@brightline.io | +44 20 7946 0321'].join('\n'),
      expect: { form: 'tags', tags: ['name', 'company', 'email'] },
      content: { label: 'j.okafor@brightline.io', key: 'email' },
    },
  ],
};

/** A right answer, written by hand, to each prompt above. */
export const wrapperRight: Record<string, string> = {
  'wrapper2-test-verdict-tags': '<verdict>FAIL</verdict>\n<reason>Two billing tests failed in build 4512.</reason>',
  'wrapper2-expense-prefix': 'VERDICT: REJECTED\nThe meal cost 146.50 EUR, above the 80.00 EUR limit for a single meal.',
  'wrapper2-signup-key-lines': 'name: Aiko Tanaka\nemail: aiko.tanaka@miraistudio.jp\nplan: pro',
  'wrapper2-incident-yaml': 'service: checkout-api\nseverity: sev1\nowners:\n  - Priya Nair\n  - Tom Hale',
  'wrapper2-reasoning-answer-tags': '<thinking>19.99 + 5.01 = 25.00; 25.00 + 25.00 = 50.00</thinking>\n<answer>50.00</answer>',
  'wrapper2-clause-tldr':
    'TL;DR: Outside confidentiality breaches, the most either side can owe is what you paid in the last year.\nIf something goes wrong, the claim is capped at the fees paid in the twelve months before it, unless it is about leaking confidential information.',
  'wrapper2-outage-triage-lines': 'Priority: P1\nTeam: Identity\nETA_hours: 2',
  'wrapper2-signature-tags': '<name>Jide Okafor</name>\n<company>Brightline Analytics</company>\n<email>j.okafor@brightline.io</email>',
};
