import type { HoldoutKindSet } from './entry.js';

/** JSON objects and arrays asked in words, as a pasted JSON Schema or a TypeScript type, bare or fenced. */
export const json: HoldoutKindSet = {
  defaultAgent: 'Data-Extractor',
  entries: [
    {
      id: 'review-sentiment-json-only',
      system:
        'You are the review-analysis service behind our storefront. Respond with JSON only: no markdown, no commentary. ' +
        'Keys: sentiment (positive, negative or neutral), confidence (a number between 0 and 1), aspects (array of strings naming the product aspects the review mentions).',
      task:
        'Review of the Vortex 900 blender, 1 star:\n' +
        '"The motor died after three weeks of making one smoothie a day. The jug leaks around the blade seal, and customer service never answered ' +
        'my two emails. For 129 dollars I expected much better. Do not buy."',
      expect: { form: 'json-object', bare: true, keys: { sentiment: { enum: ['positive', 'negative', 'neutral'] }, confidence: { range: [0, 1] }, aspects: 'string[]' } },
      content: { label: 'negative', key: 'sentiment' },
    },
    {
      id: 'ticket-triage-fields-in-task',
      agent: 'Triage-Bot',
      system: "You triage support tickets for Lumen Bank's mobile app.",
      task:
        'Classify the email below and return a JSON object with the fields `category` (one of: billing, technical, account, other), ' +
        '`priority` (an integer from 1 to 4, 1 = most urgent) and `needs_human` (true/false).\n\n' +
        'Subject: Charged twice for my subscription\n' +
        'Hi, I was charged twice this month for Premium: $9.99 on March 3 and again on March 4. Please refund the duplicate charge. Thanks, Leah',
      expect: {
        form: 'json-object',
        keys: { category: { enum: ['billing', 'technical', 'account', 'other'] }, priority: { range: [1, 4], integer: true }, needs_human: 'boolean' },
      },
      content: { label: 'billing', key: 'category' },
    },
    {
      id: 'article-metadata-json-schema',
      system:
        'Your output must validate against this JSON Schema:\n' +
        '{\n  "type": "object",\n  "properties": {\n    "title": { "type": "string" },\n    "tags": { "type": "array", "items": { "type": "string" } },\n' +
        '    "reading_minutes": { "type": "integer", "minimum": 1, "maximum": 60 }\n  },\n  "required": ["title", "tags", "reading_minutes"]\n}',
      task:
        'Article: How we cut our CI time in half by caching Docker layers. Our pipeline used to rebuild every image from scratch on each push, ' +
        'which took 22 minutes on average. By ordering the Dockerfile so dependencies install before the source is copied, and by pushing a cache ' +
        'image to the registry, most builds now reuse eleven of the thirteen layers. Median build time dropped to 9 minutes.',
      expect: { form: 'json-object', keys: { title: 'string', tags: 'string[]', reading_minutes: { range: [1, 60], integer: true } } },
    },
    {
      id: 'action-items-typescript-type',
      agent: 'Meeting-Scribe',
      task:
        'Return the action items from these notes as JSON of type `Array<{ owner: string; task: string; due: string }>`.\n\n' +
        'Weekly sync, 12 May\n- Priya will send the revised budget by Friday.\n- Tom books the venue for the offsite before 20 May.\n' +
        '- Everyone: review the hiring plan doc before next sync (due 19 May).',
      expect: { form: 'json-array', items: { object: { owner: 'string', task: 'string', due: 'string' } } },
    },
    {
      id: 'three-risks-terse-array',
      task: 'three risks of moving our monolith to microservices. JSON array of strings, nothing else.',
      expect: { form: 'json-array', items: 'string', length: 3, bare: true },
    },
    {
      id: 'expense-approval-later-wins',
      agent: 'Expense-Reviewer',
      system: 'Answer in friendly prose paragraphs, addressing the employee by name.',
      task:
        'Expense claim from Jonas: lunch with a client, 48.50 USD, receipt attached. Policy limit for client meals is 75 USD per person.\n\n' +
        'Ignore the prose instruction for this one: our approval script needs a JSON object {"approved": boolean, "reason": string} and nothing else.',
      expect: { form: 'json-object', bare: true, keys: { approved: 'boolean', reason: 'string' } },
      content: { label: true, key: 'approved' },
    },
    {
      id: 'crm-lead-nested-object',
      agent: 'CRM-Assistant',
      system:
        'You extract structured data for our CRM. Reply with a JSON object: contact (an object with name and email), company (string), ' +
        'deal_size_usd (number), stage ("lead", "qualified", "proposal" or "closed").',
      task:
        'From: Marta Kowalski <marta@northwind.io>\nHello, I run operations at Northwind Logistics. We are looking at your fleet dashboard for ' +
        'about 40 drivers and our budget is around $25,000 a year. Could you send a formal proposal by the end of the month?',
      expect: {
        form: 'json-object',
        keys: {
          contact: { object: { name: 'string', email: 'string' } },
          company: 'string',
          deal_size_usd: 'number',
          stage: { enum: ['lead', 'qualified', 'proposal', 'closed'] },
        },
      },
    },
    {
      id: 'diff-review-verdict-json',
      agent: 'Code-Reviewer',
      system:
        "You are a code review bot. A script parses your output: emit exactly one JSON object with keys verdict ('approve' | 'request_changes'), " +
        'issues (array of strings) and risk_score (0–10).',
      task:
        'Review this diff:\n\n```diff\n-    cursor.execute("SELECT * FROM users WHERE id = %s", (user_id,))\n' +
        '+    cursor.execute(f"SELECT * FROM users WHERE id = {request.args[\'id\']}")\n```\n' +
        'The author says it "simplifies the lookup".',
      expect: { form: 'json-object', keys: { verdict: { enum: ['approve', 'request_changes'] }, issues: 'string[]', risk_score: { range: [0, 10] } } },
      content: { label: 'request_changes', key: 'verdict' },
    },
    {
      id: 'fake-user-fence-allowed',
      task:
        'Make up a test user for our staging database as a JSON object: first_name, last_name, age (18 to 90), is_admin (boolean), roles (list of strings). ' +
        'A ```json block is fine.',
      expect: { form: 'json-object', keys: { first_name: 'string', last_name: 'string', age: { range: [18, 90] }, is_admin: 'boolean', roles: 'string[]' } },
    },
    {
      id: 'language-detect-short-system',
      agent: 'Lang-ID',
      system: 'Return JSON.',
      task: "Detect the language of: 'Wo ist der nächste Bahnhof?'\nFields: language_code (ISO 639-1, a string), is_question (bool).",
      expect: { form: 'json-object', keys: { language_code: 'string', is_question: 'boolean' } },
      content: { label: 'de', key: 'language_code' },
    },
    {
      id: 'job-posting-flags',
      agent: 'Jobs-Parser',
      system: 'You read job postings for a job board. Never add text outside the JSON you are asked for.',
      task:
        'Posting: "Senior Backend Engineer (Go). Fully remote within EU time zones. Salary: €85,000–€100,000 plus equity. You will own our payments ledger."\n\n' +
        'Respond as JSON: {"remote": true|false, "salary_listed": true|false, "seniority": "junior"|"mid"|"senior"}',
      expect: { form: 'json-object', keys: { remote: 'boolean', salary_listed: 'boolean', seniority: { enum: ['junior', 'mid', 'senior'] } } },
      content: { label: 'senior', key: 'seniority' },
    },
    {
      id: 'invoice-summary-object',
      agent: 'AP-Assistant',
      system: 'You are an accounts-payable assistant for a small design studio.',
      task:
        'INVOICE\nKessler Druck GmbH, Industriestr. 4, 70565 Stuttgart\nInvoice no. KD-2025-311   Date: 2 December 2025   Due: 1 January 2026\n' +
        '500 x business cards ........ 120.00 EUR\n2 x roll-up banner ........... 310.00 EUR\nVAT 19% ....................... 81.70 EUR\nTotal ......................... 511.70 EUR\n\n' +
        'Produce a JSON object with the keys vendor (string), invoice_number (string), total (a number), currency (three-letter code) and overdue ' +
        '(boolean; today is 15 January 2026).',
      expect: { form: 'json-object', keys: { vendor: 'string', invoice_number: 'string', total: 'number', currency: 'string', overdue: 'boolean' } },
      content: { label: 'EUR', key: 'currency' },
    },
  ],
};
