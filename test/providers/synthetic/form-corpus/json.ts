import type { CorpusEntry } from './entry.js';

/** JSON answers: objects whose keys are described in words, pasted JSON Schemas and TypeScript shapes, arrays. */
export const jsonEntries: CorpusEntry[] = [
  {
    id: 'review mood and certainty, JSON only, in the system prompt',
    system:
      'You classify customer reviews. Reply with a JSON object only: a "mood" field that is one of happy, unhappy or mixed, and a "certainty" field, a number from 0 to 1. No prose.',
    task: 'The hotel room was spotless and the staff were lovely, but the street noise kept us up until 3am.',
    expect: { form: 'json-object', keys: { mood: { enum: ['happy', 'unhappy', 'mixed'] }, certainty: { range: [0, 1] } }, bare: true },
  },
  {
    id: 'support ticket triage keys in the task',
    task: 'Read this support ticket and return JSON with the keys priority (low, medium or high), category (a short string) and needs_callback (true or false).\n\nTicket: My invoice from March shows two charges for the same plan and nobody has answered my emails for a week.',
    expect: { form: 'json-object', keys: { priority: { enum: ['low', 'medium', 'high'] }, category: 'string', needs_callback: 'boolean' } },
  },
  {
    id: 'article metadata against a pasted JSON Schema',
    system:
      'Respond with JSON that validates against this schema:\n{"type": "object", "properties": {"title": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}}, "reading_minutes": {"type": "integer", "minimum": 1, "maximum": 60}}, "required": ["title", "tags", "reading_minutes"]}',
    task: 'Article: Community gardens in Rotterdam have doubled since 2019, and city planners now reserve rooftop space for vegetable beds on new public buildings.',
    expect: { form: 'json-object', keys: { title: 'string', tags: 'string[]', reading_minutes: { range: [1, 60], integer: true } } },
  },
  {
    id: 'a TypeScript shape, raw JSON without markdown',
    task: 'Answer with a JSON value of type `{ city: string; population: number; is_capital: boolean }`. Output raw JSON, no markdown.\n\nTell me about Lyon.',
    expect: { form: 'json-object', keys: { city: 'string', population: 'number', is_capital: 'boolean' }, bare: true },
  },
  {
    id: 'three launch risks as a JSON array of strings',
    task: 'List three risks of launching our budgeting app in December as a JSON array of strings.',
    expect: { form: 'json-array', items: 'string', length: 3 },
  },
  {
    id: 'router reset steps as an array of step objects, nothing else',
    agent: 'Helpdesk Bot',
    task: 'Return a JSON array where each element is {"step": integer, "action": string}, describing how to reset a home Wi-Fi router. Nothing else.',
    expect: { form: 'json-array', items: { object: { step: 'integer', action: 'string' } }, minLength: 2, bare: true },
  },
  {
    id: 'an assessment with an integer score, lists and a boolean',
    agent: 'Proposal Reviewer',
    system:
      'Give your assessment as a JSON object. Fields: `score` — integer between 1 and 10; `strengths` — list of strings; `weaknesses` — list of strings; `recommend` — boolean.',
    task: 'Proposal: replace the paper sign-in sheets at our three clinics with tablets that check patients in and send reminders by SMS.',
    expect: { form: 'json-object', keys: { score: { range: [1, 10], integer: true }, strengths: 'string[]', weaknesses: 'string[]', recommend: 'boolean' } },
  },
  {
    id: 'prose in the system prompt, JSON asked later in the task',
    system: 'Always answer in friendly prose paragraphs.',
    task: 'Actually, for this one I need machine-readable output: a JSON object with "language" (the name of the programming language) and "year" (the year it first appeared, as a number). No explanation.\n\nWhich language did Guido van Rossum create?',
    expect: { form: 'json-object', keys: { language: 'string', year: 'number' }, bare: true },
  },
  {
    id: 'yes or no answer with a one-sentence reason, only JSON',
    task: 'Output only JSON. Keys: answer (yes or no), reason (a one-sentence string).\n\nShould a two-person startup buy its own servers instead of renting cloud machines?',
    expect: { form: 'json-object', keys: { answer: { enum: ['yes', 'no'] }, reason: 'string' }, bare: true },
  },
  {
    id: 'a nested customer object with a union of tiers',
    system: 'Return JSON shaped like {"customer": {"name": string, "tier": "free" | "pro" | "enterprise"}, "open_tickets": number}.',
    task: 'Summarise the account of Dana Whitfield, who pays for the Pro plan and has two unresolved tickets about exports.',
    expect: { form: 'json-object', keys: { customer: { object: { name: 'string', tier: { enum: ['free', 'pro', 'enterprise'] } } }, open_tickets: 'number' } },
  },
  {
    id: 'an upper-case status enum',
    task: 'Give me a JSON object describing the state of this incident. "status" must be exactly one of OPEN, CLOSED, PENDING; "owner" is the name of the person responsible; "notes" is a string.\n\nIncident: checkout page timed out for EU customers between 14:02 and 14:40; Priya restarted the payment gateway and is watching the error rate.',
    expect: { form: 'json-object', keys: { status: { enum: ['OPEN', 'CLOSED', 'PENDING'] }, owner: 'string', notes: 'string' } },
  },
  {
    id: 'strict JSON without fences: headline, urgency, regions',
    agent: 'News Desk',
    system: "Reply strictly in JSON (no code fences) with the fields: 'headline' (string), 'urgency' (low/medium/high), 'affected_regions' (array of strings).",
    task: 'Heavy snow has closed mountain passes in Tyrol and South Tyrol, and trains between Innsbruck and Verona are cancelled until Thursday.',
    expect: { form: 'json-object', keys: { headline: 'string', urgency: { enum: ['low', 'medium', 'high'] }, affected_regions: 'string[]' }, bare: true },
  },
  {
    id: 'a schema with an enum and a probability',
    task: 'Assess the flood risk for a warehouse built 200 m from a river that overflowed twice in the last decade. Your answer must conform to this JSON Schema: {"type":"object","properties":{"risk":{"enum":["low","moderate","severe"]},"probability":{"type":"number","minimum":0,"maximum":1}},"required":["risk","probability"]}',
    expect: { form: 'json-object', keys: { risk: { enum: ['low', 'moderate', 'severe'] }, probability: { range: [0, 1] } } },
  },
  {
    id: 'a JSON list of five names',
    task: 'Suggest names for a coffee shop next to a university library. Produce a JSON list of exactly 5 names.',
    expect: { form: 'json-array', items: 'string', length: 5 },
  },
  {
    id: 'spam verdict with a float confidence and a list that may be empty',
    agent: 'Mail Filter',
    system:
      'The output must be a JSON object with exactly these properties: `is_spam` (boolean), `confidence` (float between 0.0 and 1.0), `signals` (array of strings, can be empty). Do not wrap it in markdown.',
    task: 'Subject: You have WON a $500 gift card!!! Click the link within 24 hours to claim your prize.',
    expect: { form: 'json-object', keys: { is_spam: 'boolean', confidence: { range: [0, 1] }, signals: { array: 'string', minLength: 0 } }, bare: true },
  },
  {
    id: 'an example object given as the format',
    task: 'Decide whether to approve this expense claim: a 412 EUR train ticket for the Hamburg client visit, booked two days before travel.\n\nFormat: {"verdict": "approve" or "reject", "comments": ["..."]}',
    expect: { form: 'json-object', keys: { verdict: { enum: ['approve', 'reject'] }, comments: 'string[]' } },
  },
  {
    id: 'a TypeScript interface to fill',
    system: 'interface Summary { topic: string; keyPoints: string[]; wordCount: number }\n\nReply with one Summary object as JSON.',
    task: 'Summarise: the city council voted to extend night bus service on weekends, funded by a small increase in parking fees downtown.',
    expect: { form: 'json-object', keys: { topic: 'string', keyPoints: 'string[]', wordCount: 'number' } },
  },
  {
    id: 'an array of five numbers in a range',
    task: 'Give me five sample afternoon temperatures in Celsius between -10 and 35 as a JSON array of numbers, nothing else.',
    expect: { form: 'json-array', items: { range: [-10, 35] }, length: 5, bare: true },
  },
  {
    id: 'an intent router in the system prompt',
    agent: 'Intent Router',
    system: 'You are an intent router. For every message, output a JSON object {"intent": one of "billing", "technical", "sales", "other"; "confidence": 0-1}. No other text.',
    task: 'Hi, the mobile app crashes every time I open the settings screen on my Pixel 7.',
    expect: { form: 'json-object', keys: { intent: { enum: ['billing', 'technical', 'sales', 'other'] }, confidence: { range: [0, 1] } }, bare: true },
  },
  {
    id: 'an object asked first, an array of keywords asked later',
    system: 'Return a JSON object with the key `summary`.',
    task: 'Here is a product description: a foldable e-bike with a 60 km range, a removable battery and hydraulic brakes.\n\nChange of plan: return a JSON array of three keywords instead.',
    expect: { form: 'json-array', items: 'string', length: 3 },
  },
  {
    id: 'JSON only in the system prompt, the keys in the task',
    agent: 'Catalogue Bot',
    system: 'You are a catalogue assistant. You only ever reply with a single JSON object, no markdown and no commentary.',
    task: 'Describe this product with the keys name (string), price_eur (number), in_stock (boolean) and colours (list of strings): the Fjord rain jacket, 129 euros, available in navy and moss, currently sold out.',
    expect: { form: 'json-object', keys: { name: 'string', price_eur: 'number', in_stock: 'boolean', colours: 'string[]' }, bare: true },
  },
  {
    id: 'a schema in the system prompt, an array of them asked in the task',
    system: 'Each task record is an object {"title": string, "done": boolean, "estimate_hours": number between 0.5 and 40}.',
    task: 'Turn this to-do note into a JSON array of task records: paint the hallway (two days of work), fix the leaking tap (done already), order new curtains.',
    expect: { form: 'json-array', items: { object: { title: 'string', done: 'boolean', estimate_hours: { range: [0.5, 40] } } }, minLength: 3 },
  },
  {
    id: 'a counted JSON array of names, the array only',
    task: 'Suggest a JSON array of 5 names for a bakery that sells sourdough. Output the array only.',
    expect: { form: 'json-array', items: 'string', length: 5, bare: true },
  },
  {
    id: 'a JSON list of four strings, the count in words',
    system: 'You return data as JSON only, no commentary.',
    task: 'Give me four product names for a budget running shoe, as a JSON list of strings.',
    expect: { form: 'json-array', items: 'string', length: 4 },
  },
  {
    id: 'a JSON array of three objects with described keys',
    task: 'Return a JSON array of 3 objects, each with keys city (string) and population (integer).',
    expect: { form: 'json-array', items: { object: { city: 'string', population: 'integer' } }, length: 3 },
  },
  {
    id: 'seven integers as a JSON array',
    task: 'List seven prime numbers under 50 as a JSON array of integers. No other text.',
    expect: { form: 'json-array', items: 'integer', length: 7, bare: true },
  },
  {
    id: 'hashtags with the format named after a colon',
    agent: 'Social Media Writer',
    task: 'Produce exactly 6 hashtags for a post about urban cycling. Format: JSON array of strings.',
    expect: { form: 'json-array', items: 'string', length: 6 },
  },
  {
    id: 'two employee objects described after "Each object has"',
    task: 'Create a JSON array containing two objects describing fictional employees. Each object has: name (string), age (integer between 20 and 65), remote (boolean).',
    expect: { form: 'json-array', items: { object: { name: 'string', age: { range: [20, 65], integer: true }, remote: 'boolean' } }, length: 2 },
  },
  {
    id: 'ten taglines in a JSON array',
    agent: 'Copywriter',
    task: 'I need 10 short taglines for a coffee shop in a JSON array.',
    expect: { form: 'json-array', items: 'string', length: 10 },
  },
  {
    id: 'nested objects described in words',
    task: 'Respond in JSON with a `customer` object containing `name` and `email`, and an `order` object with `id` (string) and `total` (number).',
    expect: { form: 'json-object', keys: { customer: { object: { name: 'string', email: 'string' } }, order: { object: { id: 'string', total: 'number' } } } },
  },
  {
    id: 'JSON fields given as a bullet list',
    agent: 'Ticket Writer',
    task: 'Respond in JSON with the following fields:\n- title: a short title\n- priority: low, medium or high\n- estimate_hours: number\n- tags: list of strings\n\nTask: Fix the login page timeout on mobile.',
    expect: { form: 'json-object', keys: { title: 'string', priority: { enum: ['low', 'medium', 'high'] }, estimate_hours: 'number', tags: 'string[]' } },
  },
  {
    id: 'YAML in the system prompt, JSON asked this time',
    system: 'Always answer in YAML.',
    task: 'This time, reply with a JSON object with keys answer and confidence (0 to 1). Question: will it rain in Lisbon in July?',
    expect: { form: 'json-object', keys: { answer: 'string', confidence: { range: [0, 1] } } },
  },
  {
    id: 'an array of objects with a count in words and keys in quotes',
    agent: 'Quiz Writer',
    task: 'Write three quiz questions about the solar system as a JSON array. Every element should be an object with "question", "answer" and "difficulty" (easy, medium or hard).',
    expect: { form: 'json-array', items: { object: { question: 'string', answer: 'string', difficulty: { enum: ['easy', 'medium', 'hard'] } } }, length: 3 },
  },
  {
    id: 'a TypeScript array type in backticks',
    task: 'List the rooms as JSON of type `Array<{ room: string; seats: number }>`.\n\nRoom A seats 8, Room B seats 12.',
    expect: { form: 'json-array', items: { object: { room: 'string', seats: 'number' } } },
  },
  {
    id: 'keys after a colon with a nested object and quoted values',
    system: 'Reply with a JSON object: buyer (an object with name and phone), item (string), status ("new", "paid" or "shipped").',
    task: 'Jo Park, 555-0101, bought a kettle and paid already.',
    expect: { form: 'json-object', keys: { buyer: { object: { name: 'string', phone: 'string' } }, item: 'string', status: { enum: ['new', 'paid', 'shipped'] } } },
  },
  {
    id: 'keys after "as a JSON object:" with a fence allowed afterwards',
    task: 'Invent a sample product as a JSON object: sku, price (number), in_stock (boolean). A ```json block is fine.',
    expect: { form: 'json-object', keys: { sku: 'string', price: 'number', in_stock: 'boolean' } },
  },
  {
    id: 'a currency code and a language code read from the text',
    system: 'Reply with JSON only, with the keys currency and language_code (ISO 639-1).',
    task: "Message: 'Nous avons payé la facture de 1 200 GBP et nous attendons le reçu.'",
    expect: { form: 'json-object', keys: { currency: { enum: ['GBP'] }, language_code: { enum: ['fr'] } } },
  },
  {
    id: 'first names array json only',
    task: 'Give me a JSON array of 5 first names for test users of a Portuguese banking app. JSON only.',
    expect: { form: 'json-array', items: { like: '[A-Z][a-z]+' }, length: 5, bare: true },
  },
  { id: 'four cities nothing else', task: 'List 4 city names as a JSON array, nothing else.', expect: { form: 'json-array', items: 'string', length: 4, bare: true } },
  {
    id: 'three emails raw json',
    task: 'I need 3 example email addresses for a test fixture. Raw JSON list please.',
    expect: { form: 'json-array', items: { like: '[^@\\s]+@[^@\\s]+\\.[a-z]+' }, length: 3, bare: true },
  },
  { id: 'six skus', task: 'Make up 6 SKUs for a shoe shop. Output: JSON array.', expect: { form: 'json-array', items: { like: '[A-Z0-9]+[-_]?[A-Z0-9-]+' }, length: 6 } },
  {
    id: 'iso dates array',
    system: 'Your output must be a JSON array of 3 ISO dates (YYYY-MM-DD), nothing more.',
    task: 'Suggest follow-up call dates for a customer onboarded this week.',
    expect: { form: 'json-array', items: { like: '\\d{4}-\\d{2}-\\d{2}' }, length: 3, bare: true },
  },
  {
    id: 'order fields types',
    system: 'Return JSON with order_id, created_at, is_paid, amount and customer_phone. No prose.',
    task: 'Order ORD-88213 placed on 2026-03-02 by Lena Vogt, paid in full: €89.90. Customer phone 0176 5551234.',
    expect: { form: 'json-object', keys: { order_id: 'string', created_at: 'string', is_paid: 'boolean', amount: 'string', customer_phone: 'string' } },
  },
  {
    id: 'test user object',
    task: 'Create a JSON object for a test user with first_name, email, signup_date, has_newsletter and tags. JSON only.',
    expect: {
      form: 'json-object',
      keys: {
        first_name: { like: '[A-Z][a-z]+' },
        email: { like: '[^@\\s]+@[^@\\s]+\\.[a-z]+' },
        signup_date: { like: '\\d{4}-\\d{2}-\\d{2}' },
        has_newsletter: 'boolean',
        tags: 'string[]',
      },
      bare: true,
    },
  },
  {
    id: 'ten usernames array',
    task: 'Generate ten usernames for a gaming forum as a JSON array of strings. No explanation.',
    expect: { form: 'json-array', items: { like: '[a-z0-9._-]+' }, length: 10, bare: true },
  },
  {
    id: 'three deadlines json list',
    task: 'Propose 3 deadlines for the milestones below, formatted as a JSON list of YYYY-MM-DD strings.\n\nMilestones: design, build, launch.',
    expect: { form: 'json-array', items: { like: '\\d{4}-\\d{2}-\\d{2}' }, length: 3 },
  },
  {
    id: 'contact card fields',
    system: 'Respond only with a JSON object containing full_name, phone, email, city and is_vip.',
    task: 'Add a sample contact for our CRM demo.',
    expect: { form: 'json-object', keys: { full_name: 'string', phone: 'string', email: { like: '[^@\\s]+@[^@\\s]+\\.[a-z]+' }, city: 'string', is_vip: 'boolean' }, bare: true },
  },
  {
    id: 'booking with dates',
    task: 'Turn this into JSON with guest, check_in, check_out and nights. JSON only.\n\nBooking for Omar Haddad from 2026-07-03 to 2026-07-08, 5 nights, room 214.',
    expect: {
      form: 'json-object',
      keys: { guest: { enum: ['Omar Haddad'] }, check_in: { enum: ['2026-07-03'] }, check_out: { enum: ['2026-07-08'] }, nights: 'integer' },
      bare: true,
    },
  },
  {
    id: 'keys typed by numbered rules',
    system:
      'You tag app reviews.\nRules:\n1. platform is one of ios, android or web.\n2. crash_reported is true when the review mentions a crash.\n3. stars is a number from 1 to 5.\nReturn a JSON object with the keys platform, crash_reported and stars. JSON only.',
    task: 'Review: the Android app crashes every time I open the camera. 1 star.',
    expect: { form: 'json-object', keys: { platform: { enum: ['ios', 'android', 'web'] }, crash_reported: 'boolean', stars: { range: [1, 5] } }, bare: true },
  },
  {
    id: 'keys typed by bullet rules after the keys',
    system: 'Output: a JSON object with keys region, escalate, eta_days.\n- region: EMEA, APAC or AMER\n- escalate: true or false\n- eta_days: integer from 1 to 30',
    task: 'A customer in Singapore reports that invoices fail to sync.',
    expect: { form: 'json-object', keys: { region: { enum: ['EMEA', 'APAC', 'AMER'] }, escalate: 'boolean', eta_days: { range: [1, 30], integer: true } } },
  },
];
