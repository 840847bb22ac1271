import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Agents inside multi-agent workflows: long system prompts in sections (Role / Steps / Constraints / Output, as
 * markdown headings, bold labels or capitals), the format as one step of several or only as an example answer,
 * tasks that are the previous agent's output (notes, TSV and CSV tables, JSON, email threads, changelogs, stack
 * traces), asks overridden by the task in many wordings, and numbers the material decides. Filed under the kind
 * of form they ask; a one-value range or enum pins what the material decides.
 */
export const agentPromptEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  json: [
    {
      id: 'a bold Output label over a runner log gives the enum field and counts the FAIL lines for a "failed" integer',
      agent: 'QA-Summariser',
      system:
        '**Role**: You are the QA summariser in our release crew.\n**Input**: test logs from the runner agent.\n**Output**: a JSON object with `status` (one of green, amber, red) and `failed` (integer). Do not wrap it in markdown.',
      task: 'PASS auth\nFAIL billing-export\nPASS search\nFAIL invoice-pdf',
      expect: { form: 'json-object', keys: { status: { enum: ['green', 'amber', 'red'] }, failed: { range: [2, 2], integer: true } } },
    },
    {
      id: 'a hurried "retrun a jsno object" with a bracketed value set is still a JSON object with that set',
      agent: 'Bug-Filer',
      system: 'retrun a jsno object with keys "title" and "priority" (low/med/high). no prose!!',
      task: 'The checkout button is grey and unclickable on Safari since this morning.',
      expect: { form: 'json-object', bare: true, keys: { title: 'string', priority: { enum: ['low', 'med', 'high'] } } },
    },
    {
      id: 'a markdown "Output format" section with a Return line gives the JSON keys, not the Role section above it',
      agent: 'Release-Triage',
      system:
        '## Role\nYou are the triage step of a release pipeline. The previous agent hands you a changelog.\n\n## Steps\n1. Read every entry.\n2. Decide whether any entry breaks an API.\n3. Count the entries.\n\n## Constraints\n- NO intro, NO heading.\n- Never invent entries.\n\n## Output format\nReturn: {"breaking": true|false, "entries": <integer>, "summary": "<one sentence>"}',
      task: 'v4.2.0\n- Removed the deprecated /v1/export endpoint\n- Added retry headers to webhook calls\n- Fixed a typo in the CLI help',
      expect: { form: 'json-object', keys: { breaking: 'boolean', entries: { range: [3, 3], integer: true }, summary: 'string' } },
    },
    {
      id: 'a bold "Output:" label followed by an example object is the shape, with the parser warning before it',
      agent: 'Invoice-Checker',
      system:
        '**Role:** You check supplier invoices that the OCR agent has already turned into text.\n**Context:** Finance reconciles these every Friday.\n**Constraints:** Your output is consumed by a parser, so nothing but the object.\n**Output:**\n{"supplier": "Acme Ltd", "total": 0, "adds_up": false}',
      task: 'Supplier: Norrland Timber AB\nLines: 3 x 120.00, 1 x 64.50\nStated total: 424.50',
      expect: { form: 'json-object', bare: true, keys: { supplier: { like: 'Norrland Timber AB' }, total: { range: [424.5, 424.5] }, adds_up: 'boolean' } },
    },
    {
      id: 'the format as step 4 of 5 in a numbered procedure gives a JSON array of the named services',
      agent: 'Incident-Mapper',
      system:
        'You map incidents to services.\n\n1. Read the alert dump from the monitoring agent.\n2. Note each service that fired.\n3. Drop duplicates.\n4. Output a JSON array of the service names, nothing else.\n5. If nothing fired, output [].',
      task: 'ALERT checkout-api latency p99 2.3s\nALERT search-indexer queue depth 9000\nALERT checkout-api error rate 4%\nALERT email-sender bounce spike',
      expect: { form: 'json-array', items: 'string', minLength: 1, bare: true },
    },
    {
      id: 'a task saying "ignore the format above" and asking for a JSON array of 3 items replaces the system prompt key lines',
      agent: 'Service-Lister',
      system: 'You describe infrastructure.\nRespond in this template:\nservice: <name>\nowner: <team>\ntier: <1 | 2 | 3>',
      task: 'Ignore the format above: give me a JSON array of the 3 services only.\n\nservices: billing (payments team), search (discovery), auth (platform)',
      expect: { form: 'json-array', items: 'string', length: 3 },
    },
    {
      id: 'a CSV handed on by the previous agent keeps the system prompt JSON ask when the task carries only material',
      agent: 'Budget-Summariser',
      system: 'CONSTRAINTS: JSON ONLY. NO MARKDOWN.\nOUTPUT: an object with keys total (number, the sum of the amount column) and rows (integer).',
      task: 'item,amount\nlaptop stand,45.00\nmonitor arm,89.90\nusb hub,23.10',
      expect: { form: 'json-object', bare: true, keys: { total: { range: [158, 158] }, rows: { range: [3, 3], integer: true } } },
    },
    {
      id: 'a field named for a difference takes the difference of the two figures the material states',
      agent: 'Quarter-Compare',
      system: 'Compare the two quarters. Reply with JSON only: {"q1": number, "q2": number, "difference": number}',
      task: 'From the finance notes: Q1 revenue was 120,400 and Q2 revenue was 131,900.',
      expect: { form: 'json-object', bare: true, keys: { q1: { range: [120400, 120400] }, q2: { range: [131900, 131900] }, difference: { range: [11500, 11500] } } },
    },
    {
      id: 'a per-person field divides the stated bill by the stated number of people',
      agent: 'Expense-Splitter',
      system: 'Split shared expenses. Answer as a JSON object with keys "total" and "per_person" (numbers, two decimals). No prose.',
      task: 'Team dinner at Osteria Lupa came to 184.50 for 3 people, tip included.',
      expect: { form: 'json-object', bare: true, keys: { total: { range: [184.5, 184.5] }, per_person: { range: [61.5, 61.5] } } },
    },
  ],
  choice: [
    {
      id: 'a yes/no ask as step 3 of a 4-step process over dates is answered yes or no',
      agent: 'Refund-Checker',
      system: 'Process:\n1) Read the refund request.\n2) Check it against policy: refunds within 30 days only.\n3) Reply with just yes or no.\n4) Never explain.',
      task: 'Order placed 2026-01-02, refund asked 2026-03-20, item unopened.',
      expect: { form: 'choice', options: ['yes', 'no'] },
    },
    {
      id: 'a task saying "respond with true or false instead" replaces the system prompt yes/no',
      agent: 'Fact-Checker',
      system: 'Answer yes or no.',
      task: 'Change of plan: respond with true or false instead.\nIs 2024 a leap year?',
      expect: { form: 'choice', options: ['true', 'false'] },
    },
    {
      id: 'an email thread with a quoted reply keeps the system prompt label set when the task only carries material',
      agent: 'Thread-Classifier',
      system: 'Classify the thread as one of: billing, bug, feature-request, other. Output the label only.',
      task: 'From: a@x.example\nSubject: invoice wrong\n\nHi, my March invoice charges me twice for the same seat.\n\n> From: support\n> Could you send a screenshot?',
      expect: { form: 'choice', options: ['billing', 'bug', 'feature-request', 'other'] },
    },
    {
      id: 'an Output line of capitals split by bars is the label set',
      agent: 'Routing-Agent',
      system: 'Routing agent.\nOutput: ESCALATE | RESOLVE | WAIT',
      task: 'Customer reports their data was deleted by our sync job overnight.',
      expect: { form: 'choice', options: ['ESCALATE', 'RESOLVE', 'WAIT'] },
    },
    {
      id: 'a non-native "reply only the category" ask with a typo still gives one of its categories',
      agent: 'Ticket-Router',
      system: 'You are router for support tickets. Categorys are: bug, feature, question.\nReply only the category, no explain.',
      task: 'When i click save the app is crash and all my text is lost.',
      expect: { form: 'choice', options: ['bug', 'feature', 'question'] },
    },
    {
      id: 'a new label set in the task replaces the system prompt labels when it says "use these instead"',
      agent: 'Mail-Sorter',
      system: 'Label each email POSITIVE or NEGATIVE. Label only.',
      task: 'Use these labels instead: urgent, normal, low.\n\nEmail: "Production is down for every customer in the EU region since 10 minutes."',
      expect: { form: 'choice', options: ['urgent', 'normal', 'low'] },
    },
    {
      id: 'an Output section in capitals listing the allowed values gives one of them for a JSON blob task',
      agent: 'Deploy-Gate',
      system: 'ROLE\nYou gate deployments after the test agent has run.\n\nCONSTRAINTS\nNO explanation. NO punctuation.\n\nOUTPUT\nExactly one of: SHIP, HOLD, ROLLBACK',
      task: '{"suite": "e2e", "passed": 212, "failed": 0, "flaky": 1, "coverage": 0.81}',
      expect: { form: 'choice', options: ['SHIP', 'HOLD', 'ROLLBACK'] },
    },
  ],
  number: [
    {
      id: '"actually, this time just rate … from 1 to 5" in the task replaces the system prompt bullets',
      agent: 'Call-Summariser',
      system: 'You summarise support calls in three bullet points.',
      task: "Actually, this time just rate the caller's frustration from 1 to 5, number only.\n\nTranscript: Caller: this is the third time I call and nobody fixed it, I am furious.",
      expect: { form: 'number', range: [1, 5], integer: true },
    },
    {
      id: 'a parser-facing "number only" ask over a TSV table answers the column total, not a stray figure',
      agent: 'Hours-Tally',
      system: '## Task\nAdd up the hours each person logged.\n## Output\nYour output is consumed by a parser, so reply with the number only (no units, no commas).',
      task: 'name\thours\nAsha\t12.5\nBen\t8\nChloe\t20.5',
      expect: { form: 'number', range: [41, 41] },
    },
    {
      id: 'the average of three scores, rounded to two decimals as asked',
      agent: 'Panel-Average',
      system: 'You average panel scores. Give the average as a number only, rounded to two decimals.',
      task: 'Scores from the three judges: 7, 8 and 6.5',
      expect: { form: 'number', range: [7.17, 7.17], decimal: true },
    },
    {
      id: 'a pass rate as a percentage of two stated numbers',
      agent: 'QA-Metrics',
      system: 'Report metrics for the QA dashboard. Answer with a number only.',
      task: 'Nightly run: 42 of 56 tests passed. What is the pass rate as a percentage?',
      expect: { form: 'number', range: [75, 75], percent: true },
    },
    {
      id: 'a price per unit divides the stated price by the stated quantity',
      agent: 'Procurement',
      system: 'Reply with the price per kg as a plain number, two decimals, nothing else.',
      task: 'The wholesaler quotes 30.00 EUR for a 12 kg sack of rice.',
      expect: { form: 'number', range: [2.5, 2.5] },
    },
    {
      id: 'a reviewer note saying "8 out of 10" gives that score when the prompt asks for N/10',
      agent: 'Review-Scorer',
      system: '**Instructions:** Turn the reviewer note into a score.\n**Output:** the score as N/10 and nothing else.',
      task: 'Reviewer note: solid structure, clear examples; I would give it 8 out of 10.',
      expect: { form: 'fraction', outOf: 10, min: 8 },
    },
    {
      id: 'a score for a diff whose review lists failures lands in the low half of the stated range',
      agent: 'Code-Grader',
      system: 'Rubric: 1 = unusable, 10 = ready to merge. Failing tests or security holes score 3 or lower.\nFirst line must be exactly `Score: N/10`, then one sentence.',
      task: 'Test agent output:\nFAILED test_login_lockout\nFAILED test_password_reset\nPASSED test_signup\nSecurity agent: user input reaches the SQL query unescaped.',
      expect: { form: 'score-line', prefix: 'Score:', range: [1, 10], outOf: 10, side: 'low' },
    },
  ],
  structure: [
    {
      id: '"ignore the format above" with a markdown table in the task replaces the system prompt JSON',
      agent: 'Team-Lister',
      system: 'Respond in JSON with keys name and role.',
      task: 'Ignore the format above — give me a markdown table with columns Name | Role for these people: Ana (designer), Bo (backend), Cy (QA).',
      expect: { form: 'table', columns: ['Name', 'Role'], minRows: 1 },
    },
    {
      id: 'a non-native "give answer in format of three bullets" ask gives three bullets',
      agent: 'HR-Helper',
      system: 'You are helper for HR team. Please to give answer in format of three bullets, not more, and no introduction please.',
      task: 'New joiner Kofi starts Monday in the Accra office, needs laptop and badge.',
      expect: { form: 'list', count: 3, bare: true },
    },
    {
      id: 'a Format heading asking a numbered list under rules saying NO heading gives the numbered items',
      agent: 'Action-Lister',
      system:
        '## Goal\nTurn the notes into action items.\n\n## Rules\n- Keep names as written.\n- NO heading in the answer.\n\n## Format\nA numbered list, one action per line, nothing else.',
      task: 'Notes: Lea books the venue; Sam drafts the agenda; Priya emails the speakers.',
      expect: { form: 'list', count: 3, numbered: true, bare: true },
    },
    {
      id: 'a markdown table asked as step 4 of 5 gets its named columns',
      agent: 'Issue-Tabler',
      system:
        'Steps:\n1. Read the ticket thread.\n2. Identify each distinct problem.\n3. Match each to a component.\n4. Output a markdown table with columns Issue | Component | Severity.\n5. Do not add commentary.',
      task: 'From: ops@example.com\nSubject: Re: outage\n\nThe login page times out and the nightly export job skipped two runs.',
      expect: { form: 'table', columns: ['Issue', 'Component', 'Severity'], minRows: 1 },
    },
    {
      id: 'British spelling and "exactly three points" over an email thread give three bullets',
      agent: 'Thread-Summariser',
      system: 'Summarise the email thread for the organiser. Output: exactly three bullet points, no intro, no outro. Use British spelling.',
      task: 'From: Priya\nCan we move the offsite to 14 May?\n\nFrom: Tom\n14 May clashes with the audit; 21 May works.\n\nFrom: Priya\nFine, 21 May it is. I will book the venue in Leeds.',
      expect: { form: 'list', count: 3, bare: true },
    },
    {
      id: 'a constraint "NO heading" with no other format asked leaves prose, not a heading or one word',
      agent: 'Notes-Writer',
      system: 'ROLE: You turn raw meeting notes into a short paragraph for the wiki.\nCONSTRAINTS: NO heading. NO bullet points. Keep each sentence short.',
      task: 'notes: decided to migrate billing to the new queue in June; each team owns its consumers; Sam to draft the runbook with Lea.',
      expect: { form: 'prose', about: ['billing', 'queue', 'runbook'] },
    },
    {
      id: 'a headline of at most ten words asked in an Output section over a changelog',
      agent: 'Headline-Writer',
      system: '# Role\nYou write release headlines for the status page.\n\n# Output\nA headline of at most 10 words, on one line, nothing else.',
      task: 'Changelog 3.8:\n- Dark mode for the dashboard\n- Exports are 4x faster\n- Removed Internet Explorer support',
      expect: { form: 'headline', maxWords: 10 },
    },
    {
      id: 'a task saying "one paragraph this time" overrides the system prompt bullets',
      agent: 'Digest-Writer',
      system: 'Write the weekly digest as five bullet points.',
      task: 'Override: one paragraph this time, no bullets.\n\nThis week: the API moved to the new cluster, two interns joined, and the Friday demo was cancelled.',
      expect: { form: 'paragraphs', count: 1 },
    },
  ],
  wrapper: [
    {
      id: 'a reply that must start with "Summary:" keeps a space after the label',
      agent: 'Changelog-Summariser',
      system: 'Start your reply with "Summary:" and keep it to one sentence.',
      task: 'Changelog: added SSO, removed legacy export, fixed timezone bug.',
      expect: { form: 'prefix', prefix: 'Summary: ' },
    },
    {
      id: 'a parser note before two lower-case template lines gives those lines, not the range of the last one alone',
      agent: 'Lang-Detector',
      system: 'A script reads your reply line by line, so answer with exactly two lines:\nlanguage: <name of the programming language>\nconfidence: <0 to 1>',
      task: 'fn main() { println!("hi"); }',
      expect: { form: 'key-lines', keys: { language: 'string', confidence: { range: [0, 1] } } },
    },
    {
      id: 'a first line that must be exactly VERDICT: PASS or VERDICT: FAIL over a stack trace',
      agent: 'Test-Judge',
      system:
        'You are the last agent of the CI review chain.\n\nRules:\n- The first line must be exactly `VERDICT: PASS` or `VERDICT: FAIL`.\n- Then explain in at most two sentences.',
      task: "Traceback (most recent call last):\n  File \"app/jobs.py\", line 88, in run\n    total = sum(row.amount for row in rows)\nTypeError: unsupported operand type(s) for +: 'int' and 'NoneType'",
      expect: { form: 'prefix', prefix: 'VERDICT:', options: ['PASS', 'FAIL'] },
    },
    {
      id: 'a reply that must start with "DECISION: " followed by one of three words',
      agent: 'Expense-Approver',
      system: 'Policy: meals over 60 EUR per person need pre-approval.\nStart your reply with "DECISION: " followed by APPROVE, HOLD or REJECT, then one sentence why.',
      task: 'Claim: client dinner, 4 people, 312 EUR, no pre-approval attached.',
      expect: { form: 'prefix', prefix: 'DECISION:', options: ['APPROVE', 'HOLD', 'REJECT'] },
    },
    {
      id: 'a key: <a | b> template in an Output section gives its lines with a value of each set',
      agent: 'Risk-Tagger',
      system: 'ROLE: risk tagger for vendor contracts.\nOUTPUT (exactly these lines):\nrisk: <low | medium | high>\nauto_renewal: <yes | no>\nnotice_days: <integer>',
      task: 'Clause 9: This agreement renews automatically for successive 12-month terms unless either party gives 90 days written notice.',
      expect: { form: 'key-lines', keys: { risk: { enum: ['low', 'medium', 'high'] }, auto_renewal: { enum: ['yes', 'no'] }, notice_days: { range: [90, 90], integer: true } } },
    },
    {
      id: 'a format given only by an example answer in a fenced block gives its key lines',
      agent: 'Oncall-Pager',
      system: 'You page the on-call owner for each alert the monitor agent forwards.\n\nExample output:\n```\nSEVERITY: high\nOWNER: payments\n```',
      task: 'ALERT card-auth error rate 12% for 5 minutes in eu-west',
      expect: { form: 'key-lines', keys: { SEVERITY: 'string', OWNER: 'string' } },
    },
    {
      id: 'minutes between two stated times fill a duration key line',
      agent: 'Incident-Clock',
      system: 'Report the incident as key: value lines:\nopened: <time>\nresolved: <time>\nduration_minutes: <integer>',
      task: 'Incident 221 was opened at 09:40 and resolved at 11:05.',
      expect: { form: 'key-lines', keys: { opened: 'string', resolved: 'string', duration_minutes: { range: [85, 85], integer: true } } },
    },
    {
      id: 'XML tags asked in an Output section are the answer wrapper',
      agent: 'Summary-Wrapper',
      system: '**Output**\nWrap the summary in <summary></summary> and the risk level (low, medium or high) in <risk></risk>. Nothing outside the tags.',
      task: 'Vendor notes: the supplier missed two deliveries this quarter and changed its bank details by email.',
      expect: { form: 'tags', tags: ['summary', 'risk'], values: { risk: ['low', 'medium', 'high'] } },
    },
  ],
  prose: [
    {
      id: 'a resume naming SQL among its skills with a prose ask is prose, not a code block',
      agent: 'Recruiter-Notes',
      system: 'You are a recruiter. Write two or three sentences on how well the candidate fits a data analyst role.',
      task: 'Resume: Marta Ruiz. Skills: SQL, Tableau, Python. 4 years at Lindqvist Retail building sales dashboards.',
      expect: { form: 'prose', about: ['Marta', 'dashboards', 'analyst'] },
    },
    {
      id: 'stray words such as "each", "with" and a bare number in the prompt leave prose, not a one-word answer',
      agent: 'Planner',
      system: 'You plan work for a small team. Be concrete: each step should say who does it, with what.',
      task: 'We have 41 open tickets and two engineers this sprint. How should we split them?',
      expect: { form: 'prose', about: ['tickets', 'engineers', 'sprint'] },
    },
  ],
};
