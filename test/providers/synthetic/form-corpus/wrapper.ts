import type { CorpusEntry } from './entry.js';

/** Wrappers: XML-like tags, a required first word or prefix, `key: value` lines, YAML. */
export const wrapperEntries: CorpusEntry[] = [
  {
    id: 'the answer inside answer tags',
    task: 'What is a reasonable emergency fund for a freelancer with irregular income? Put your answer inside <answer></answer> tags.',
    expect: { form: 'tags', tags: ['answer'] },
  },
  {
    id: 'a label tag with a closed set and a reason tag',
    agent: 'Sentiment Tagger',
    system: 'Reply as <label>positive|negative</label> followed by <reason>one short sentence</reason>.',
    task: 'The update broke my saved playlists and support never replied.',
    expect: { form: 'tags', tags: ['label', 'reason'], values: { label: ['positive', 'negative'] } },
  },
  {
    id: 'VERDICT: PASS or FAIL from a test reviewer',
    agent: 'Test Reviewer',
    system: "You review test results. Your reply must begin with 'VERDICT: PASS' or 'VERDICT: FAIL', followed by a short explanation.",
    task: 'Results: 412 passed, 3 failed (all three in the payment module: timeouts talking to the sandbox gateway).',
    expect: { form: 'prefix', prefix: 'VERDICT:', options: ['PASS', 'FAIL'] },
  },
  {
    id: 'Name, Age and City lines',
    task: "Read the note and answer in this format:\nName: <full name>\nAge: <number>\nCity: <city>\n\nNote: Hi, I'm Sofia Marquez, I turned 34 last week and I moved to Valencia in the spring.",
    expect: { form: 'key-lines', keys: { Name: 'string', Age: 'number', City: 'string' } },
  },
  {
    id: 'deployment settings as YAML',
    agent: 'Platform Engineer',
    task: 'Give the deployment settings for a small web API as YAML with the keys replicas (an integer), image (a string) and ports (a list of numbers).',
    expect: { form: 'yaml', keys: { replicas: 'integer', image: 'string', ports: { array: 'number' } } },
  },
  {
    id: 'a reply that starts with Summary:',
    task: "Start your reply with the word 'Summary:' and then summarise: the board approved the 2026 budget, froze hiring in marketing and doubled the research grant programme.",
    expect: { form: 'prefix', prefix: 'Summary:' },
  },
  {
    id: 'APPROVED or REJECTED as the first word',
    agent: 'Loan Officer',
    system: 'The first word of your answer must be either APPROVED or REJECTED, in capitals. Explain after that.',
    task: 'Application: 8,000 EUR for a used van, applicant self-employed for six years, stable income, no missed payments.',
    expect: { form: 'prefix', prefix: '', options: ['APPROVED', 'REJECTED'] },
  },
  {
    id: 'thinking tags then final tags',
    task: 'Should a four-person team adopt microservices for their first product? Think inside <thinking></thinking>, then give your recommendation inside <final></final>.',
    expect: { form: 'tags', tags: ['thinking', 'final'] },
  },
  {
    id: 'Status and Reason lines with a closed status',
    agent: 'Monitor',
    system: 'Report service health in exactly two lines:\nStatus: ok, degraded or down\nReason: a short explanation',
    task: 'The API answers, but p95 latency is 4.2 seconds instead of the usual 300 ms and 2 % of requests time out.',
    expect: { form: 'key-lines', keys: { Status: { enum: ['ok', 'degraded', 'down'] }, Reason: 'string' } },
  },
  {
    id: 'bare YAML with a list of authors',
    task: 'Output only YAML, no code fences, with the keys title, authors (a list) and year, for this reference: "Designing Data-Intensive Applications" by Martin Kleppmann, published 2017.',
    expect: { form: 'yaml', keys: { title: 'string', authors: 'string[]', year: 'number' }, bare: true },
  },
  {
    id: 'DECISION: GO or NO-GO',
    system: 'You make launch decisions. The first line of your reply is "DECISION: GO" or "DECISION: NO-GO"; the rationale follows on the next lines.',
    task: 'Launch checklist: load test passed, security review passed, the status page is not set up yet, support has been trained.',
    expect: { form: 'prefix', prefix: 'DECISION:', options: ['GO', 'NO-GO'] },
  },
  {
    id: 'summary and keywords tags',
    agent: 'Librarian',
    task: 'Wrap a short summary in <summary> tags and a comma-separated list of keywords in <keywords> tags.\n\nText: A new study shows that urban trees lower summer street temperatures by up to 4 °C and reduce the energy used for air conditioning in nearby buildings.',
    expect: { form: 'tags', tags: ['summary', 'keywords'] },
  },
  {
    id: 'Intent and Confidence lines',
    system: "Answer with two lines and nothing else:\nIntent: <the user's intent>\nConfidence: <a number from 0 to 1>",
    task: 'can i move my appointment from tuesday to thursday afternoon?',
    expect: { form: 'key-lines', keys: { Intent: 'string', Confidence: { range: [0, 1] } } },
  },
  {
    id: 'a YAML health report with a boolean',
    agent: 'SRE',
    task: 'Describe the state of the checkout service as YAML with the keys service (its name), healthy (true or false) and checks (a list of check names).\n\nChecks run: database ping ok, payment gateway ok, inventory API failing since 10:14.',
    expect: { form: 'yaml', keys: { service: 'string', healthy: 'boolean', checks: 'string[]' } },
  },
  {
    id: 'an ANSWER: prefix',
    task: 'Prefix your reply with "ANSWER:" and tell me whether a 40-minute layover at Frankfurt airport is enough to change terminals.',
    expect: { form: 'prefix', prefix: 'ANSWER:' },
  },
  {
    id: 'response tags in the system prompt, a RESULT: prefix asked later',
    system: 'Wrap every answer in <response></response> tags.',
    task: 'Check this config line for a typo: "max_conections = 100". No tags this time; start your reply with "RESULT:".',
    expect: { form: 'prefix', prefix: 'RESULT:' },
  },
  {
    id: 'the corrected sentence inside corrected tags',
    agent: 'Proofreader',
    task: 'Return the corrected sentence inside <corrected></corrected> tags and nothing else: "Their going too the libary tomorow."',
    expect: { form: 'tags', tags: ['corrected'] },
  },
  {
    id: 'Title, Priority and Assignee lines',
    agent: 'Issue Writer',
    system: 'Turn bug reports into issues. Use exactly these lines:\nTitle: ...\nPriority: high | medium | low\nAssignee: ...',
    task: 'From Jonas: the export to CSV drops every row after the 10,000th. Marta owns the export code.',
    expect: { form: 'key-lines', keys: { Title: 'string', Priority: { enum: ['high', 'medium', 'low'] }, Assignee: 'string' } },
  },
  {
    id: 'a contact as YAML',
    task: 'Convert this contact into YAML with the keys name, email and roles (a list): Noor Rahman, noor.rahman@example.com, admin and billing.',
    expect: { form: 'yaml', keys: { name: 'string', email: 'string', roles: 'string[]' } },
  },
  {
    id: 'LGTM or CHANGES REQUESTED on the first line',
    agent: 'Code Reviewer',
    task: 'Review this diff summary and answer "LGTM" or "CHANGES REQUESTED" as the first line, then your comments.\n\nDiff: renames `getUser` to `fetchUser` in 14 files and removes an unused import.',
    expect: { form: 'prefix', prefix: '', options: ['LGTM', 'CHANGES REQUESTED'] },
  },
  {
    id: 'tags in the system prompt, the tag names in the task',
    agent: 'Translator',
    system: 'You wrap every part of your answer in XML-like tags.',
    task: 'Translate "Where is the train station?" into French and Spanish: put the French in <fr></fr> and the Spanish in <es></es>.',
    expect: { form: 'tags', tags: ['fr', 'es'] },
  },
  {
    id: 'key lines in the system prompt, the keys in the task',
    system: 'You answer as "key: value" lines, one per line, nothing else.',
    task: 'Give the keys city, country and timezone for the place where the 2024 Summer Olympics were held.',
    expect: { form: 'key-lines', keys: { city: 'string', country: 'string', timezone: 'string' } },
  },
];
