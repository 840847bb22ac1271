import type { SealedKindSet } from '../form-sealed/entry.js';

/** JSON: keys in words, a JSON Schema, a TypeScript interface, a Pydantic-like class, nested objects and arrays, overrides. */
export const json: SealedKindSet = {
  defaultAgent: 'Intake-Triager',
  entries: [
    {
      id: 'j-intake-email',
      agent: 'Intake-Triager',
      system: `You are the intake triager for Northpeak's customer support pipeline. Every inbound email passes through you before a human sees it.

## Output format
Return a single JSON object with these keys:
- "category": one of "billing", "technical", "account" or "other"
- "urgency": "low", "medium" or "high"
- "customer_email": the sender's address, copied from the email
- "summary": one short sentence on what the customer wants

Do not add commentary before or after the JSON.`,
      task: `From: Dana Whitfield <dana.whitfield@northpeak-customer.io>
Subject: Charged twice for November

Hi, I was billed $49.00 twice on 3 November for the same Team plan invoice (INV-20931). Please refund the duplicate charge. Not urgent, but I'd like it sorted this month.

Thanks, Dana`,
      expect: {
        form: 'json-object',
        keys: { category: { enum: ['billing', 'technical', 'account', 'other'] }, urgency: { enum: ['low', 'medium', 'high'] }, customer_email: 'string', summary: 'string' },
      },
      content: [
        { label: 'billing', key: 'category' },
        { label: 'dana.whitfield@northpeak-customer.io', key: 'customer_email' },
      ],
    },
    {
      id: 'j-invoice-schema',
      agent: 'Invoice-Extractor',
      system: `You extract structured data from supplier invoices for the accounts-payable workflow. Your output is validated against this JSON Schema, so it must conform exactly:

{
  "type": "object",
  "required": ["invoice_number", "vendor", "line_items", "total"],
  "properties": {
    "invoice_number": { "type": "string" },
    "vendor": { "type": "string" },
    "line_items": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["description", "quantity", "unit_price"],
        "properties": {
          "description": { "type": "string" },
          "quantity": { "type": "integer" },
          "unit_price": { "type": "number" }
        }
      }
    },
    "total": { "type": "number" }
  }
}

Respond ONLY with the JSON document.`,
      task: `INVOICE  No. HX-7781
Harbor Office Supply Ltd.
Bill to: Kestrel Analytics, 14 Dock Road

Description            Qty   Unit price   Amount
Ergonomic chair          2       180.00   360.00
Standing desk frame      1       420.00   420.00
Monitor arm              4        35.00   140.00

TOTAL DUE: 920.00`,
      expect: {
        form: 'json-object',
        keys: {
          invoice_number: 'string',
          vendor: 'string',
          line_items: { array: { object: { description: 'string', quantity: 'integer', unit_price: 'number' } }, length: 3 },
          total: 'number',
        },
      },
      content: [{ label: 'HX-7781', key: 'invoice_number' }, { number: [920, 920], key: 'total' }, { mentions: ['Monitor arm', 'Standing desk frame'] }],
    },
    {
      id: 'j-resume-interface',
      agent: 'Resume-Screener',
      system: `You screen resumes for the Platform Engineering opening. Requirements: at least 5 years of professional experience and production Go.

Your answer is parsed into this TypeScript type, so reply with JSON matching it and nothing else:

interface Screening {
  name: string;
  years_experience: number; // total years across the roles listed
  skills: string[];
  meets_requirements: boolean;
}`,
      task: `RESUME: Tomasz Wierzbicki
Backend engineer, Gdansk

Experience
- Senior Engineer, Quayside Logistics (4 years): built the routing service in Go, on-call lead.
- Engineer, Amberlane Bank (5 years): Java and Go microservices, Kafka pipelines.

Skills: Go, Java, Kafka, PostgreSQL, Kubernetes`,
      expect: { form: 'json-object', keys: { name: 'string', years_experience: 'number', skills: 'string[]', meets_requirements: 'boolean' } },
      content: [
        { number: [9, 9], key: 'years_experience' },
        { label: true, key: 'meets_requirements' },
      ],
    },
    {
      id: 'j-moderation-pydantic',
      agent: 'Moderation-Filter',
      system: `Moderation filter for community comments. Output must validate as this model:

class ModerationResult(BaseModel):
    flagged: bool
    categories: list[str]        # e.g. ["harassment", "spam"]; empty when nothing applies
    severity: Literal["none", "low", "high"]

Rules:
- Threats of violence are always flagged with severity "high".
- Return JSON only.`,
      task: `Comment #88213 on "Road closure on Elm Street":
"If the guy from the council shows up at my door again I will break his legs. I know where he parks."`,
      expect: { form: 'json-object', keys: { flagged: 'boolean', categories: { array: 'string', minLength: 0 }, severity: { enum: ['none', 'low', 'high'] } } },
      content: [
        { label: true, key: 'flagged' },
        { label: 'high', key: 'severity' },
      ],
    },
    {
      id: 'j-review-override-array',
      agent: 'Review-Analyst',
      system: 'You analyse product reviews. Answer with a JSON object with keys "sentiment" (positive/negative/mixed) and "score" (0 to 1).',
      task: `Change of plan for this run: I don't need sentiment. Return a JSON array of exactly 4 short strings, one per distinct complaint in this review, and nothing else.

Review of the TrailPulse 2 watch: "The battery barely lasts a day, the strap gave me a rash within a week, the charger cable is ridiculously short, and the companion app logs me out every morning. GPS is great though."`,
      expect: { form: 'json-array', items: 'string', length: 4 },
      content: { mentions: ['battery', 'strap', 'charger', 'app'] },
    },
    {
      id: 'j-meeting-actions-example',
      agent: 'Meeting-Notes',
      system: `You turn meeting transcripts into action items for our tracker.

Output exactly in this shape (example):
{"meeting": "Design sync", "action_items": [{"owner": "Ana", "task": "Send mockups to legal", "due": "2024-05-02"}]}

Use the names as spoken. If no date is given use "unspecified" for due.`,
      task: `Transcript, ops weekly, 12 June:
Priya: I'll renew the TLS certificates before the 20th.
Marcus: I can write the runbook for the failover test, by Friday the 14th.
Lena: I'll chase the vendor about the invoice dispute.
Omar: I'll book the load test window for the 18th.
Priya: That's everything, thanks all.`,
      expect: {
        form: 'json-object',
        keys: { meeting: 'string', action_items: { array: { object: { owner: 'string', task: 'string', due: 'string' } }, length: 4 } },
      },
      content: { mentions: ['Priya', 'Marcus', 'Lena', 'Omar'] },
    },
    {
      id: 'j-blog-meta-terse',
      agent: 'Dev',
      task: `json w/ fields title (str), tags (list of 5 strings), reading_time_min (int) for this post. no markdown, raw json

"Why we moved our job queue from Redis to Postgres: SKIP LOCKED gave us transactional enqueue, one less service to run, and good enough throughput for 2k jobs/sec."`,
      expect: { form: 'json-object', bare: true, keys: { title: 'string', tags: { array: 'string', length: 5 }, reading_time_min: 'integer' } },
    },
    {
      id: 'j-order-sum-raw',
      agent: 'Dev',
      task: 'Return only raw JSON (no code fences) shaped like {"total": number, "count": number} for these order amounts: 12.50, 7.25, 30.00, 0.25',
      expect: { form: 'json-object', bare: true, keys: { total: 'number', count: 'integer' } },
      content: [
        { number: [50, 50], key: 'total' },
        { number: [4, 4], key: 'count' },
      ],
    },
    {
      id: 'j-city-later-wins',
      agent: 'Dev',
      task: 'output a json object with keys city and country for: "Lyon, France - about 0.52 million people live in the city proper". wait, scratch that, use keys city, country and population_millions (a number) instead',
      expect: { form: 'json-object', keys: { city: 'string', country: 'string', population_millions: 'number' } },
      content: [
        { label: 'Lyon', key: 'city' },
        { number: [0.52, 0.52], key: 'population_millions' },
      ],
    },
    {
      id: 'j-csv-cleaning',
      agent: 'Data-Cleaner',
      system: `You are a data-cleaning agent in an import pipeline.
Rules:
- Lower-case every email address and trim spaces.
- Dates become ISO format YYYY-MM-DD.
- Drop rows that are exact duplicates of an earlier row.
- Output a JSON array of objects with keys "name", "email", "signup_date". No prose.`,
      task: `name,email,signup_date
Ada Lovelace, ADA@Example.com ,03/14/2024
Grace Hopper,grace.hopper@navy.example,2024-02-29
Ada Lovelace, ADA@Example.com ,03/14/2024
Linus Pauling,linus@chem.example,01/05/2024
Rosalind Franklin,R.Franklin@kings.example,2024-04-25`,
      expect: {
        form: 'json-array',
        items: { object: { name: 'string', email: { like: '[a-z0-9.]+@[a-z0-9.]+' }, signup_date: { like: '\\d{4}-\\d{2}-\\d{2}' } } },
        length: 4,
      },
      content: { mentions: ['ada@example.com', 'r.franklin@kings.example', '2024-03-14'] },
    },
  ],
};
