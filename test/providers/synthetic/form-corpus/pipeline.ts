import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Pipeline agents' system prompts, the way teams write them, over real content: labels listed on their own lines,
 * as "- label: description" bullets or as few-shot "input -> label" examples, with the ask for the label alone
 * below them. Filed under the kind of form they ask.
 */
export const pipelineEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  code: [
    {
      id: 'a fix asked "as one fenced code block" over pasted Python answers Python defining the pasted function',
      agent: 'Patch-Bot',
      system: 'You review pull requests. When asked for a fix, reply with the fixed code as one fenced code block and nothing else.',
      task: 'Fix normalise_score so values above 10 are capped at 10 and negatives become 0.\n\ndef normalise_score(value):\n    return value / 10',
      expect: { form: 'code', language: 'python', defines: 'normalise_score' },
    },
    {
      id: 'a TypeScript interface in a system prompt asking for one ```ts block is the type the asked function returns, not JSON',
      agent: 'Ingest-Engineer',
      system: 'You write TypeScript for the payments importer. Reply with one ```ts block.\n\ninterface Payment {\n  payer: string;\n  cents: number;\n}',
      task: 'Write a function parsePayment(row: string): Payment that splits "Ada Byron|1250" on the pipe and throws on a bad row.',
      expect: { form: 'code', language: 'typescript', defines: 'parsePayment' },
    },
  ],
  json: [
    {
      id: 'a JSON Schema pasted above "respond only with the JSON document" is the shape answered, not the words "JSON Schema"',
      agent: 'Order-Parser',
      system:
        'You parse order emails for the fulfilment queue. The queue validates every message against this JSON Schema, so it must conform:\n\n{\n  "type": "object",\n  "required": ["order_id", "items"],\n  "properties": {\n    "order_id": { "type": "string" },\n    "items": {\n      "type": "array",\n      "items": {\n        "type": "object",\n        "properties": { "sku": { "type": "string" }, "qty": { "type": "integer" } }\n      }\n    },\n    "express": { "type": "boolean" }\n  }\n}\n\nRespond ONLY with the JSON document.',
      task: 'Hi team, order 55-1902 please: 2 x BK-110 and 1 x BK-220, express shipping if possible. Thanks, Mara',
      expect: { form: 'json-object', bare: true, keys: { order_id: 'string', items: { array: { object: { sku: 'string', qty: 'integer' } } }, express: 'boolean' } },
    },
    {
      id: 'a TypeScript interface answers JSON even when a bullet of the content names Rust and an engineer',
      agent: 'Candidate-Screener',
      system:
        'Screen the candidate for the Systems role (needs Rust and 3+ years).\n\nReply with JSON matching this type and nothing else:\n\ninterface Verdict {\n  candidate: string;\n  years: number;\n  fit: boolean;\n}',
      task: 'CV: Anouk de Vries\n- Software Engineer, Tidewater Labs (3 years): storage engine in Rust and C++.\n- Intern, Brightside (1 year): Python tooling.',
      expect: { form: 'json-object', bare: true, keys: { candidate: 'string', years: 'number', fit: 'boolean' } },
    },
    {
      id: 'a pydantic model with Optional, int and Literal fields gives those keys, not a quoted value of a rule',
      agent: 'Ticket-Scorer',
      system:
        'Score each support ticket. Output must validate as:\n\nclass TicketScore(BaseModel):\n    urgency: int  # 1-5\n    team: Literal["billing", "tech", "sales"]\n    refund_requested: bool\n    note: Optional[str] = None\n\nRules:\n- Outages are always urgency 5 and team "tech".\n- Return JSON only.',
      task: 'Ticket 3310: "Your API has been returning 503 for all our calls since 09:00, nothing works."',
      expect: { form: 'json-object', bare: true, keys: { urgency: 'integer', team: { enum: ['billing', 'tech', 'sales'] }, refund_requested: 'boolean' } },
    },
    {
      id: 'a TypedDict pasted before "answer with a JSON object" gives its annotated keys',
      agent: 'Contact-Cleaner',
      system: 'class Contact(TypedDict):\n    full_name: str\n    emails: list[str]\n    vip: bool\n\nAnswer with a JSON object of that class only.',
      task: 'From the signature: "Best, Jonas Berg | jonas@berg.example | j.berg@home.example"',
      expect: { form: 'json-object', bare: true, keys: { full_name: 'string', emails: 'string[]', vip: 'boolean' } },
    },
  ],
  choice: [
    {
      id: 'labels alone on their lines above "reply with the team name only" are the set answered from',
      agent: 'Inbox-Triage',
      system: 'Forward each message to one team. Teams:\n\nPAYROLL\nFACILITIES\nRECRUITING\n\nReply with the team name only, as written above.',
      task: 'Message: "The air conditioning on the third floor has been broken since Monday and the meeting rooms are unbearable."',
      expect: { form: 'choice', options: ['PAYROLL', 'FACILITIES', 'RECRUITING'] },
    },
    {
      id: 'lower-case labels on their own lines with a blank line before the ask are still the set',
      agent: 'Doc-Sorter',
      system: 'Sort the document into a folder.\nFolders:\ncontracts\ninvoices\nreceipts\nletters\n\nOutput the folder name and nothing else.',
      task: 'INVOICE 2026-118\nBill to: Kestrel Foods Ltd\nAmount due: 2,400.00 GBP by 30 April',
      expect: { form: 'choice', options: ['contracts', 'invoices', 'receipts', 'letters'] },
    },
    {
      id: '"- label: description" bullets give their labels, not their descriptions, as the options',
      agent: 'Escalation-Bot',
      system:
        'Choose how to handle the customer message.\n- refund: the customer asks for money back\n- replace: the item arrived broken or wrong\n- inform: a question about delivery or opening hours\n\nRespond with the handling word only.',
      task: 'Hi, the blender I ordered arrived with a cracked jug. Can you send me a new one?',
      expect: { form: 'choice', options: ['refund', 'replace', 'inform'] },
    },
    {
      id: 'starred bullets with bold labels and dashes before their descriptions are read as labels',
      agent: 'Risk-Tagger',
      system:
        'Tag the change request by risk.\n* **LOW** - copy edits, styling\n* **MEDIUM** - new endpoints behind a flag\n* **HIGH** - schema migrations, auth changes\nAnswer with the tag alone.',
      task: 'Change request: rename the users.email field to users.login_email and backfill it during the deploy.',
      expect: { form: 'choice', options: ['LOW', 'MEDIUM', 'HIGH'] },
    },
    {
      id: 'few-shot "text -> label" examples give the set the answer takes its label from',
      agent: 'Intent-Detector',
      system:
        'Detect the intent of a chat message, like these:\n\n"where is my parcel" -> tracking\n"cancel my subscription please" -> cancellation\n"do you ship to Norway?" -> presales\n"my parcel is late again" -> tracking\n\nOutput only the label.',
      task: 'Message: "I would like to stop my monthly plan from next month."',
      expect: { form: 'choice', options: ['tracking', 'cancellation', 'presales'] },
    },
    {
      id: 'few-shot examples with "=>" arrows and a typo in the ask still give the label',
      agent: 'Lang-Router',
      system: 'Input: SELECT * FROM users => sql\nInput: def main(): pass => python\nInput: fn main() {} => rust\n\nanwser with the label only',
      task: 'Input: const x: number = 4;',
      expect: { form: 'choice', options: ['sql', 'python', 'rust', 'typescript'] },
    },
    {
      id: 'a terse ask with a misspelt verb still offers its two words as the set',
      task: 'anwser just spam or ham\n\n"Congratulations!!! You won a FREE cruise, click http://win-now.example to claim within 1 hour"',
      expect: { form: 'choice', options: ['spam', 'ham'], right: 'spam' },
    },
    {
      id: 'a test log with crossed-out tests gates as FAIL though the rule above it speaks of passing',
      agent: 'CI-Gate',
      system: 'You gate the nightly deploy. If all checks passed, the deploy goes ahead; otherwise it is held.\nReply with GO or HOLD, nothing else.',
      task: 'Nightly 0412:\n ✓ api › health endpoint answers\n ✗ db › migration 0031 applies cleanly\n ✓ web › renders the login page\nChecks: 1 failed, 2 passed',
      expect: { form: 'choice', options: ['GO', 'HOLD'] },
    },
    {
      id: 'a post selling followers is blocked under a policy whose bullets describe each action',
      agent: 'Forum-Moderator',
      system:
        'Pick the moderation action.\n- keep: questions, answers, honest opinions\n- review: insults, heated threads\n- remove: ads, scams, links selling accounts or followers\n\nRespond with the action word only.',
      task: 'Post: "Get 5,000 followers for $4!!! Limited offer, click here: http://fast-fans.example"',
      expect: { form: 'choice', options: ['keep', 'review', 'remove'], right: 'remove' },
    },
  ],
};
