import type { HoldoutKindSet } from './entry.js';

/** XML-like tags, a required first word or prefix, `key: value` lines, YAML. */
export const wrapper: HoldoutKindSet = {
  defaultAgent: 'Assistant',
  entries: [
    {
      id: 'thinking-and-answer-tags',
      system: 'Put your reasoning inside <thinking></thinking> and the final answer inside <answer></answer>.',
      task: 'Which is larger, 9.11 or 9.9?',
      expect: { form: 'tags', tags: ['thinking', 'answer'] },
      content: { label: '9.9', key: 'answer' },
    },
    {
      id: 'qa-gate-verdict',
      agent: 'QA-Gate',
      system: "You are a QA gate. Your first line must be 'VERDICT: PASS' or 'VERDICT: FAIL', followed by your reasons.",
      task: 'Test run #8812: 214 passed, 3 failed (test_refund_partial, test_refund_currency, test_webhook_retry), 2 skipped. Coverage 81%.',
      expect: { form: 'prefix', prefix: 'VERDICT:', options: ['PASS', 'FAIL'] },
      content: { label: 'FAIL' },
    },
    {
      id: 'signature-key-lines',
      agent: 'Contact-Parser',
      task: 'Reply in exactly this format:\nName: <full name>\nCompany: <company>\nRole: <job title>\n\nSignature: "Best, Daniel Okafor, Head of Procurement, Brightline Foods"',
      expect: { form: 'key-lines', keys: { Name: 'string', Company: 'string', Role: 'string' } },
      content: { label: 'Brightline Foods', key: 'Company' },
    },
    {
      id: 'deployment-yaml-only',
      agent: 'Platform-Bot',
      system: 'Respond in YAML only.',
      task: "Describe a deployment for the service 'billing-api': replicas (integer), image (string), env (list of strings).",
      expect: { form: 'yaml', keys: { replicas: 'integer', image: 'string', env: 'string[]' } },
    },
    {
      id: 'ticket-category-tags',
      agent: 'Helpdesk',
      task: "Wrap the category in <category> tags and a one-line rationale in <why> tags. Categories: hardware, software, network.\n\nTicket: 'Wi-Fi keeps dropping on floor 3 since the router swap on Monday.'",
      expect: { form: 'tags', tags: ['category', 'why'], values: { category: ['hardware', 'software', 'network'] } },
      content: { label: 'network', key: 'category' },
    },
    {
      id: 'answer-prefix-capital',
      task: "Start your response with 'ANSWER:' followed by the answer. What's the capital of Australia?",
      expect: { form: 'prefix', prefix: 'ANSWER:' },
      content: { label: 'Canberra' },
    },
    {
      id: 'cron-yaml-replaces-json',
      agent: 'Platform-Bot',
      system: 'Respond in JSON.',
      task:
        'Give the config for a nightly cron job that cleans temp files: name, schedule (a cron expression) and enabled (boolean).\n\n' +
        'Correction: our tooling reads YAML, so answer in YAML rather than JSON.',
      expect: { form: 'yaml', keys: { name: 'string', schedule: 'string', enabled: 'boolean' } },
    },
    {
      id: 'status-report-lines',
      agent: 'Status-Reporter',
      system: 'You are a status reporter. Output three lines:\nStatus: green|amber|red\nOwner: <name>\nNext step: <text>',
      task:
        'Project Atlas update from Ines Duarte: the data migration finished on time, but the vendor still has not delivered the SSO connector, ' +
        'which puts the go-live on 1 July at risk. Ines is chasing them daily.',
      expect: { form: 'key-lines', keys: { Status: { enum: ['green', 'amber', 'red'] }, Owner: 'string', 'Next step': 'string' } },
    },
    {
      id: 'summary-and-keywords-tags',
      agent: 'Librarian',
      task:
        'Return <summary>…</summary> followed by <keywords>comma-separated</keywords> for this abstract:\n\n' +
        '"We study battery degradation in electric buses operating in cold climates. Using two years of telemetry from 86 buses in Tromsø, ' +
        'we find that pre-conditioning batteries while charging reduces capacity loss by 18% compared with unheated charging."',
      expect: { form: 'tags', tags: ['summary', 'keywords'] },
    },
    {
      id: 'loan-decision-own-line',
      agent: 'Credit-Officer',
      system: 'Begin with DECISION: APPROVE or DECISION: REJECT on its own line. Then explain in two or three sentences.',
      task: 'Applicant: monthly income 4,200 EUR, existing debt payments 3,100 EUR per month, two missed payments in the last year, requesting a 25,000 EUR car loan.',
      expect: { form: 'prefix', prefix: 'DECISION:', options: ['APPROVE', 'REJECT'], alone: true },
      content: { label: 'REJECT' },
    },
    {
      id: 'sentiment-score-template-terse',
      task: "sentiment: <pos|neg>\nscore: <0-1>\n\nformat exactly as above for: 'Worst checkout experience ever, the page froze twice.'",
      expect: { form: 'key-lines', keys: { sentiment: { enum: ['pos', 'neg'] }, score: { range: [0, 1] } } },
      content: { label: 'neg', key: 'sentiment' },
    },
    {
      id: 'bug-report-xml-elements',
      agent: 'Bug-Filer',
      system: 'Your answer is consumed by an XML parser. Emit a <title>, a <priority> (low, medium or high) and a <body> element.',
      task: 'User report: the export button on the Reports page does nothing in Safari 17; it works in Chrome. Several customers mentioned it this week.',
      expect: { form: 'tags', tags: ['title', 'priority', 'body'], values: { priority: ['low', 'medium', 'high'] } },
    },
  ],
};
