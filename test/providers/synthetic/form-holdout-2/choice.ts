import type { HoldoutKindSet } from '../form-holdout/entry.js';

/** A label out of a closed set, asked by routers, gates and classifiers inside multi-agent apps. */
export const choice: HoldoutKindSet = {
  defaultAgent: 'Classifier',
  entries: [
    {
      id: 'choice2-ticket-route',
      agent: 'Ticket-Router',
      system: [
        'You are the router of a support swarm. Each ticket goes to exactly one queue.',
        'Queues: BILLING (charges, invoices, refunds), TECHNICAL (errors, crashes, bugs), SALES (pricing questions, upgrades), SPAM.',
        'Reply with exactly one of: BILLING, TECHNICAL, SALES, SPAM. Nothing else, no punctuation.',
      ].join('\n'),
      task: [
        'From: ops@harbourfreight.example',
        'Subject: Export button broken',
        'Since this morning the web app crashes with "Error 500: internal server error" every time I click Export on the Shipments page. Chrome 126, Windows 11.',
      ].join('\n'),
      expect: { form: 'choice', options: ['BILLING', 'TECHNICAL', 'SALES', 'SPAM'] },
      content: { label: 'TECHNICAL' },
    },
    {
      id: 'choice2-contract-yes-no',
      agent: 'Contract-Checker',
      system: 'You check contract clauses for a legal operations team. Answer only the question asked.',
      task: [
        'Clause 14.2: "Either party may terminate this Agreement for convenience upon thirty (30) days\' prior written notice to the other party."',
        '',
        'Question: does this clause allow termination for convenience?',
        'Answer yes or no, in lowercase, and nothing else.',
      ].join('\n'),
      expect: { form: 'choice', options: ['yes', 'no'] },
      content: { label: 'yes' },
    },
    {
      id: 'choice2-log-lettered',
      agent: 'Incident-Analyst',
      system: [
        'You are an on-call assistant. You read log excerpts and point at the failing component.',
        'Respond with the letter of the answer only (a single capital letter).',
      ].join('\n'),
      task: [
        '2025-07-01T10:14:02Z INFO  api: POST /checkout 200 112ms',
        '2025-07-01T10:14:09Z ERROR payment-gateway: upstream timeout after 30000ms (provider=stripe)',
        '2025-07-01T10:14:40Z ERROR payment-gateway: upstream timeout after 30000ms (provider=stripe)',
        '2025-07-01T10:14:41Z INFO  cache: hit ratio 0.97',
        '2025-07-01T10:15:12Z ERROR payment-gateway: upstream timeout after 30000ms (provider=stripe)',
        '',
        'Which component is failing?',
        'A) database',
        'B) cache',
        'C) payment gateway',
        'D) DNS',
      ].join('\n'),
      expect: { form: 'choice', options: ['A', 'B', 'C', 'D'] },
      content: { label: 'C' },
    },
    {
      id: 'choice2-statement-true-false',
      agent: 'Reconciler',
      system: [
        'You are a reconciliation agent. For each statement you check whether the closing balance equals the opening balance plus credits minus debits.',
        'Output format: true or false. No explanation.',
      ].join('\n'),
      task: ['Opening balance: 1,000.00', 'Credits: 500.00', 'Debits: 200.00', 'Closing balance: 1,300.00'].join('\n'),
      expect: { form: 'choice', options: ['true', 'false'] },
      content: { label: 'true' },
    },
    {
      id: 'choice2-triage-bracket',
      agent: 'Triage-Nurse-Assistant',
      system: [
        'You assist triage nurses. Classify each note as one of [routine, urgent, emergency].',
        'Rules:',
        '1. Chest pain together with low blood pressure or sweating is always emergency.',
        '2. Do not explain. The output is the label alone, lowercase.',
      ].join('\n'),
      task: 'Note: 71-year-old man, crushing chest pain radiating to the left arm for 40 minutes, diaphoretic, BP 88/56, HR 118.',
      expect: { form: 'choice', options: ['routine', 'urgent', 'emergency'] },
      content: { label: 'emergency' },
    },
    {
      id: 'choice2-merge-gate-override',
      agent: 'Merge-Gate',
      system: ['You decide whether a pull request may be merged. Answer with approve or reject.', 'Any failed CI check means the pull request must not be merged.'].join('\n'),
      task: [
        'PR #812 "Cache tenant settings in memory"',
        'CI: build passed, lint passed, unit tests: 3 failed, 412 passed',
        '',
        'Update from the platform team: the gate now uses the labels LGTM and NEEDS_WORK instead of approve/reject. Use those labels; answer with the label only.',
      ].join('\n'),
      expect: { form: 'choice', options: ['LGTM', 'NEEDS_WORK'] },
      content: { label: 'NEEDS_WORK' },
    },
    {
      id: 'choice2-language-detect',
      agent: 'Language-Detector',
      system: 'You detect the language of customer messages so the right support agent picks them up. One word: English, Spanish, French or German.',
      task: 'Mensaje del cliente: "Hola, no puedo iniciar sesión en mi cuenta desde ayer y necesito descargar mis facturas urgentemente. Gracias."',
      expect: { form: 'choice', options: ['English', 'Spanish', 'French', 'German'] },
      content: { label: 'Spanish' },
    },
    {
      id: 'choice2-nps-bucket',
      agent: 'NPS-Coder',
      system: ['You bucket Net Promoter Score survey answers.', 'A score of 9 or 10 is promoter, 7 or 8 is passive, 0 to 6 is detractor.'].join('\n'),
      task: [
        'Respondent 2291',
        'Q1 (0-10): How likely are you to recommend us to a friend? 10',
        'Q2: Why? "Absolutely love the app, it saves me an hour every day."',
        '',
        'The output should be one word: promoter, passive or detractor. Do not include the score or any other text.',
      ].join('\n'),
      expect: { form: 'choice', options: ['promoter', 'passive', 'detractor'] },
      content: { label: 'promoter' },
    },
  ],
};

/** A right answer, written by hand, to each prompt above. */
export const choiceRight: Record<string, string> = {
  'choice2-ticket-route': 'TECHNICAL',
  'choice2-contract-yes-no': 'yes',
  'choice2-log-lettered': 'C',
  'choice2-statement-true-false': 'true',
  'choice2-triage-bracket': 'emergency',
  'choice2-merge-gate-override': 'NEEDS_WORK',
  'choice2-language-detect': 'Spanish',
  'choice2-nps-bucket': 'promoter',
};
