import type { SealedKindSet } from './entry.js';

/** Choices from a closed set: yes/no, true/false, a letter, a queue name, a label, where the text decides the right one. */
export const choice: SealedKindSet = {
  defaultAgent: 'Classifier',
  entries: [
    {
      id: 'choice-chat-refund-window',
      task: 'customer bought on may 2, our refund window is 30 days, today is may 10. can they still get a refund? yes or no',
      expect: { form: 'choice', options: ['yes', 'no'] },
      content: { label: 'yes' },
    },
    {
      id: 'choice-chat-true-flase',
      task: 'true or flase: 7 x 8 = 56. one word answer',
      expect: { form: 'choice', options: ['true', 'false'] },
      content: { label: 'true' },
    },
    {
      id: 'choice-chat-letter',
      task: 'which one is a fruit\nA) carrot\nB) potato\nC) banana\nD) onion\njust the letter',
      expect: { form: 'choice', options: ['A', 'B', 'C', 'D'] },
      content: { label: 'C' },
    },
    {
      id: 'choice-chat-later-wins-spam',
      task: "is this spam? answer yes/no. actually scratch that, answer SPAM or HAM.\n\n'CONGRATULATIONS!!! You WON a $1000 gift card, click here to claim it now before it expires!!!'",
      expect: { form: 'choice', options: ['SPAM', 'HAM'] },
      content: { label: 'SPAM' },
    },
    {
      id: 'choice-queue-brackets',
      agent: 'HelpdeskRouter',
      system:
        'You route incoming tickets for a SaaS helpdesk. Allowed queues: [BILLING, OUTAGE, FEATURE_REQUEST, ACCOUNT_ACCESS]. Reply with the queue name exactly as listed and nothing else.',
      task: "Subject: can't log in\n\nI reset my password three times today and I still get 'invalid credentials' on the sign-in page. My account email is j.moss@quartzline.com. Please help me get back into my account.",
      expect: { form: 'choice', options: ['BILLING', 'OUTAGE', 'FEATURE_REQUEST', 'ACCOUNT_ACCESS'] },
      content: { label: 'ACCOUNT_ACCESS' },
    },
    {
      id: 'choice-severity-log',
      agent: 'OnCallTriage',
      system: [
        'You are an on-call triage bot. Classify the log excerpt by severity.',
        'Severity must be one of: sev1, sev2, sev3.',
        '  sev1 = customer-facing outage',
        '  sev2 = degraded but working',
        '  sev3 = no customer impact',
        'Output the severity only.',
      ].join('\n'),
      task: [
        '2026-03-04T02:11:09Z ERROR api-gateway: upstream checkout-svc returned 503 for 100% of requests',
        '2026-03-04T02:11:40Z ERROR checkout-svc: health check failed (connection refused)',
        '2026-03-04T02:12:02Z WARN  status-page: incident opened, all customers unable to pay',
      ].join('\n'),
      expect: { form: 'choice', options: ['sev1', 'sev2', 'sev3'] },
      content: { label: 'sev1' },
    },
    {
      id: 'choice-app-review-pipes',
      agent: 'StoreReviewLabeler',
      system: 'Label each app-store review. Labels: Positive | Negative | Mixed. Write the label alone, with no punctuation or explanation.',
      task: '★★★★★ Absolutely love this app. It replaced three other tools for me and syncs instantly across my phone and laptop. Best purchase I made this year.',
      expect: { form: 'choice', options: ['Positive', 'Negative', 'Mixed'] },
      content: { label: 'Positive' },
    },
    {
      id: 'choice-contract-renewal-first-later',
      agent: 'ContractDesk',
      system: 'You answer questions about contracts with true or false.',
      task: [
        'For this question, reply with one word out of: RENEW, CANCEL, ESCALATE (this overrides the true/false rule).',
        '',
        'Contract: Office cleaning, Brightside Services. Term ends 30 June. Notice period: 60 days.',
        'Facilities note: "Service has been excellent, keep them, same price offered for next year."',
        'What should we do with this contract?',
      ].join('\n'),
      expect: { form: 'choice', options: ['RENEW', 'CANCEL', 'ESCALATE'] },
      content: { label: 'RENEW' },
    },
  ],
};
