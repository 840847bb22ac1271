import type { SealedKindSet } from '../form-sealed/entry.js';

/** The third sealed set's wrapper prompts: prefixes, tags, key: value lines and YAML that later agents split on. */
export const wrapper: SealedKindSet = {
  defaultAgent: 'wrapper-agent',
  entries: [
    {
      id: 'w3-release-gate-verdict',
      agent: 'Release-Gate',
      description: 'Decides whether a build may ship, from the test runner’s report.',
      system: [
        '## Role',
        'Release-Gate, the last agent of the CI review swarm (Test-Runner -> Log-Analyser -> Release-Gate).',
        '## Rules',
        'FAIL when any non-flaky test failed or coverage dropped below 80%. Otherwise PASS.',
        '## Output',
        'Your first line must be exactly `VERDICT: PASS` or `VERDICT: FAIL`. The deploy bot greps for it. Then up to three lines of reasons.',
      ].join('\n'),
      task: [
        'Log-Analyser summary for build #4471:',
        'tests: 812 passed, 3 failed (none marked flaky)',
        '  FAILED test_refund_partial_amount',
        '  FAILED test_refund_currency_rounding',
        '  FAILED test_invoice_pdf_footer',
        'coverage: 83.1% (was 83.4%)',
      ].join('\n'),
      expect: { form: 'prefix', prefix: 'VERDICT:', options: ['PASS', 'FAIL'] },
      content: { label: 'FAIL' },
    },
    {
      id: 'w3-intake-tags',
      agent: 'Intake-Tagger',
      description: 'Wraps each intake message in the tags the EHR importer reads.',
      system: [
        'You are Intake-Tagger in the GP surgery’s message workflow.',
        'Step 1: read the patient message. Step 2: summarise it in one line. Step 3: set the urgency (low, medium or high — high for anything that may need same-day care). Step 4: say what the surgery should do next.',
        'Output format (the importer is strict, use these tags and nothing else):',
        '<summary>...</summary>',
        '<urgency>low|medium|high</urgency>',
        '<follow_up>...</follow_up>',
      ].join('\n'),
      task: 'Patient message via app: "Hi, my 2 year old has had a temperature of 39.8 since this morning, she is very drowsy and has a rash that doesnt fade when I press a glass on it."',
      expect: { form: 'tags', tags: ['summary', 'urgency', 'follow_up'], values: { urgency: ['low', 'medium', 'high'] } },
      content: { label: 'high', key: 'urgency' },
    },
    {
      id: 'w3-clause-key-lines',
      agent: 'Clause-Indexer',
      description: 'Indexes the notice terms of every clause for the contract database.',
      system: [
        'ROLE: Clause-Indexer.',
        'OUTPUT: three lines, exactly in this form, nothing else:',
        'clause_type: <termination | renewal | payment | other>',
        'notice_days: <integer>',
        'risk: <low | medium | high>',
      ].join('\n'),
      task: 'Clause 17: "Either party may terminate this Agreement by giving not less than sixty (60) days\' written notice. Termination shall not affect accrued rights."',
      expect: {
        form: 'key-lines',
        keys: { clause_type: { enum: ['termination', 'renewal', 'payment', 'other'] }, notice_days: 'integer', risk: { enum: ['low', 'medium', 'high'] } },
      },
      content: [
        { label: 'termination', key: 'clause_type' },
        { number: [60, 60], key: 'notice_days' },
      ],
    },
    {
      id: 'w3-rental-yaml',
      agent: 'Listing-Extractor',
      description: 'Turns letting agents’ free-text adverts into YAML records for the portal feed.',
      system: [
        'Role: Listing-Extractor in the property feed swarm. The Scraper gives you an advert; the Feed-Writer loads your YAML.',
        'Return YAML with: address (string), bedrooms (integer), rent_pcm (number, no £ and no commas), features (list of strings).',
        'Constraint: YAML only, it may be inside a ```yaml fence.',
      ].join('\n'),
      task: 'Advert: "Bright two-bedroom flat, 14 Canal Street, Manchester M1 3HE. £1,150 pcm. Balcony, lift, allocated parking, bills not included. Available 1 September."',
      expect: { form: 'yaml', keys: { address: 'string', bedrooms: 'integer', rent_pcm: 'number', features: 'string[]' } },
      content: [
        { number: [1150, 1150], key: 'rent_pcm' },
        { number: [2, 2], key: 'bedrooms' },
      ],
    },
    {
      id: 'w3-candidate-decision-prefix',
      agent: 'Shortlister',
      description: 'Decides the next step for each applicant before the scheduler books interviews.',
      system: [
        'You are Shortlister. Policy for req R-118 (Payroll Specialist): the role cannot offer visa sponsorship; applicants who need sponsorship are DECLINE. Applicants meeting every criterion are INTERVIEW. Anyone else is HOLD.',
        'Start your reply with "DECISION: " followed by INTERVIEW, HOLD or DECLINE in capitals, then one sentence of reason on the next line.',
      ].join('\n'),
      task: 'Parsed application: Lucas Ferreira, 7 years UK/EU payroll, CIPP qualified, Sage and ADP experience. Answer to "Do you require visa sponsorship to work in the UK?": "Yes, I will need a Skilled Worker visa."',
      expect: { form: 'prefix', prefix: 'DECISION:', options: ['INTERVIEW', 'HOLD', 'DECLINE'] },
      content: { label: 'DECLINE' },
    },
    {
      id: 'w3-balance-tags',
      agent: 'Balance-Checker',
      description: 'Checks that the ledger and the bank balance agree for each account.',
      system: [
        'You are the Balance-Checker in the treasury workflow.',
        '1. Compare the two balances.',
        '2. Put "balanced" or "unbalanced" in <status></status>.',
        '3. Put the absolute difference in <difference></difference> as a number only (no currency, no commas), 0 when balanced.',
        '4. Put a one-line note for the controller in <note></note>.',
      ].join('\n'),
      task: 'Account 2010-EUR, 31 Jan: ledger balance €4,875.00; bank statement closing balance €5,000.00.',
      expect: { form: 'tags', tags: ['status', 'difference', 'note'], values: { status: ['balanced', 'unbalanced'] } },
      content: [
        { label: 'unbalanced', key: 'status' },
        { number: [125, 125], key: 'difference' },
      ],
    },
    {
      id: 'w3-grade-lines-example',
      agent: 'Grade-Line-Writer',
      description: 'Writes the grade record the LMS importer reads.',
      system: [
        'You are Grade-Line-Writer. Add up the marker’s points (out of 20) and set the grade: A 18-20, B 14-17, C 10-13, F below 10.',
        'Answer like this example and in no other way:',
        'grade: C',
        'points: 11',
        'feedback: Good structure, but the conclusion repeats the introduction.',
      ].join('\n'),
      task: 'Marker output — lab report, student 7781: method 7/8, results 4/6, discussion 5/6. Comment: careful method, one graph unlabelled, discussion a bit short.',
      expect: { form: 'key-lines', keys: { grade: { enum: ['A', 'B', 'C', 'F'] }, points: 'integer', feedback: 'string' } },
      content: [
        { number: [16, 16], key: 'points' },
        { label: 'B', key: 'grade' },
      ],
    },
    {
      id: 'w3-trip-yaml-terse',
      agent: 'dev-test',
      task: "yaml w/ origin, destination, depart (YYYY-MM-DD) for: 'fly me from Dublin to Lisbon on 3 Oct 2025, one way'",
      expect: { form: 'yaml', keys: { origin: 'string', destination: 'string', depart: { like: '\\d{4}-\\d{2}-\\d{2}' } } },
      content: [
        { label: 'Lisbon', key: 'destination' },
        { label: 'Dublin', key: 'origin' },
      ],
    },
    {
      id: 'w3-email-tags-terse',
      agent: 'email-copy',
      task: 'wrap the subject line in <subject></subject> and the preview text in <preview></preview> for our black friday email — 30% off everything, ends Monday',
      expect: { form: 'tags', tags: ['subject', 'preview'] },
      content: { mentions: ['30%'] },
    },
    {
      id: 'w3-stock-status-terse',
      agent: 'stock-bot',
      task: "reply 'STATUS: in_stock|low_stock|out_of_stock' for this: SKU KT-88 kettle, warehouse qty 0, next delivery unknown",
      expect: { form: 'prefix', prefix: 'STATUS:', options: ['in_stock', 'low_stock', 'out_of_stock'] },
      content: { label: 'out_of_stock' },
    },
  ],
};

/** A right answer, written by hand, for each wrapper prompt. */
export const wrapperRight: Record<string, string> = {
  'w3-release-gate-verdict': 'VERDICT: FAIL\n3 non-flaky tests failed: two refund tests and the invoice PDF footer test.\nCoverage 83.1% is above 80%.',
  'w3-intake-tags': [
    '<summary>2-year-old with a 39.8 temperature since this morning, very drowsy, with a non-blanching rash.</summary>',
    '<urgency>high</urgency>',
    '<follow_up>Call the parent now and send the child to A&E or call 999.</follow_up>',
  ].join('\n'),
  'w3-clause-key-lines': 'clause_type: termination\nnotice_days: 60\nrisk: low',
  'w3-rental-yaml': [
    '```yaml',
    'address: 14 Canal Street, Manchester M1 3HE',
    'bedrooms: 2',
    'rent_pcm: 1150',
    'features:',
    '  - balcony',
    '  - lift',
    '  - allocated parking',
    '```',
  ].join('\n'),
  'w3-candidate-decision-prefix': 'DECISION: DECLINE\nThe applicant needs a Skilled Worker visa and the role cannot offer sponsorship.',
  'w3-balance-tags': '<status>unbalanced</status>\n<difference>125</difference>\n<note>The bank shows €125.00 more than the ledger.</note>',
  'w3-grade-lines-example': 'grade: B\npoints: 16\nfeedback: Careful method; label every graph and develop the discussion.',
  'w3-trip-yaml-terse': 'origin: Dublin\ndestination: Lisbon\ndepart: 2025-10-03',
  'w3-email-tags-terse': '<subject>Black Friday: 30% off everything</subject>\n<preview>Every item 30% off until Monday — don’t miss it.</preview>',
  'w3-stock-status-terse': 'STATUS: out_of_stock',
};
