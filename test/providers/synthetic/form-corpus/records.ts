import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Collections written from the material's records: agents in a pipeline whose task is the previous agent's
 * output (CSV or TSV rows, a markdown table, a pasted JSON array, "key: value" blocks, an email thread, notes,
 * a changelog) and whose answer is a collection with one item per record. Values are checked to come from the
 * records (`like` lists the record's own values), counts to be one per record. Filed under the kind of form they ask.
 */
export const recordEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  json: [
    {
      id: "CSV rows under a header give one object per row with the row's own email and date",
      agent: 'Import-Cleaner',
      system: 'You clean signup exports for the CRM import.\nReturn a JSON array of objects with keys "name", "email", "signup_date". Nothing else.',
      task: 'name,email,signup_date\nAda Lovelace,ada@example.com,2024-03-14\nGrace Hopper,grace.hopper@navy.example,2024-02-29\nLinus Pauling,linus@chem.example,2024-01-05',
      expect: {
        form: 'json-array',
        bare: true,
        length: 3,
        items: {
          object: {
            name: { like: 'Ada Lovelace|Grace Hopper|Linus Pauling' },
            email: { like: 'ada@example\\.com|grace\\.hopper@navy\\.example|linus@chem\\.example' },
            signup_date: { like: '2024-0[1-3]-\\d{2}' },
          },
        },
      },
    },
    {
      id: 'tab-separated billing rows answer one object per row, amounts as numbers',
      agent: 'Billing-Agent',
      system: 'You are the billing agent. Return a JSON array, one object per row, with keys id, customer, amount (number).',
      task: 'id\tcustomer\tamount\nA-1\tKestrel Foods\t1,200.00\nA-2\tBrightline Ltd\t89.90\nA-3\tOberlin & Kaas\t450.00\nA-4\tNorthpeak\t12.00',
      expect: {
        form: 'json-array',
        length: 4,
        items: { object: { id: { like: 'A-[1-4]' }, customer: { like: 'Kestrel Foods|Brightline Ltd|Oberlin & Kaas|Northpeak' }, amount: 'number' } },
      },
    },
    {
      id: 'a markdown table from the previous agent becomes objects whose line total is quantity times price',
      agent: 'Order-Builder',
      system:
        'Role: you build order lines for the ERP.\nSteps:\n1. Read the table the sourcing agent produced.\n2. Compute line_total = qty x unit_price for every line.\n3. Output a JSON array of objects with sku (string), qty (integer), unit_price (number), line_total (number).\nNo prose, no fences.',
      task: '| SKU | Qty | Unit price |\n|---|---|---|\n| BK-110 | 2 | 12.50 |\n| BK-220 | 1 | 30.00 |\n| BK-310 | 4 | 7.25 |',
      expect: {
        form: 'json-array',
        bare: true,
        length: 3,
        items: { object: { sku: { like: 'BK-(?:110|220|310)' }, qty: 'integer', unit_price: 'number', line_total: { range: [25, 30] } } },
      },
    },
    {
      id: 'an email thread split by blank lines gives one object per email with its sender',
      agent: 'Inbox-Triage',
      system:
        '## Role\nYou triage the shared support inbox.\n## Steps\n1. Read every email below.\n2. Decide what each one wants.\n3. Produce a JSON array with one object per email, keys: sender, subject, intent (one of question, complaint, praise).\n## Constraints\n- JSON only.',
      task: 'From: dana@northpeak.io\nSubject: Charged twice\n\nI was charged twice for invoice 2291, please refund the duplicate.\n\nFrom: li.wei@example.com\nSubject: Love the new app\n\nThe new dashboard is great, thanks!\n\nFrom: sam@acme.example\nSubject: How do I export?\n\nHow do I export my data to CSV?',
      expect: {
        form: 'json-array',
        bare: true,
        length: 3,
        items: {
          object: {
            sender: { like: 'dana@northpeak\\.io|li\\.wei@example\\.com|sam@acme\\.example' },
            subject: { like: 'Charged twice|Love the new app|How do I export\\?' },
            intent: { enum: ['question', 'complaint', 'praise'] },
          },
        },
      },
    },
    {
      id: 'a changelog of bullet lines answers one object per release with its version, date and change',
      agent: 'Release-Notes',
      system: 'Convert the changelog into JSON: an array of objects with version, date, change. JSON only.',
      task: '- v1.2.0 (2024-03-01): Added dark mode\n- v1.1.4 (2024-02-11): Fixed crash on export\n- v1.1.3 (2024-01-20): Faster search',
      expect: {
        form: 'json-array',
        bare: true,
        length: 3,
        items: {
          object: {
            version: { like: 'v1\\.(?:2\\.0|1\\.4|1\\.3)' },
            date: { like: '2024-0[1-3]-\\d{2}' },
            change: { like: 'Added dark mode|Fixed crash on export|Faster search' },
          },
        },
      },
    },
    {
      id: 'an array field of an example object holds one item per speaker line of a transcript',
      agent: 'Meeting-Notes',
      system:
        'You turn call transcripts into tracker items.\n\nAnswer in this shape (example):\n{"meeting": "Design sync", "actions": [{"owner": "Ana", "task": "Send mockups to legal"}]}',
      task: 'Transcript, platform weekly:\nPriya: I will renew the TLS certificates.\nMarcus: I can write the failover runbook.\nLena: I will chase the vendor about the invoice.\nOmar: I will book the load test window.',
      expect: {
        form: 'json-object',
        keys: { meeting: 'string', actions: { array: { object: { owner: { like: 'Priya|Marcus|Lena|Omar' }, task: 'string' } }, length: 4 } },
      },
    },
    {
      id: 'a JSON array pasted by the previous agent is re-keyed by synonyms, one object per element',
      agent: 'Contact-Normaliser',
      system: 'Normalise the contacts the enrichment agent produced. Respond with a JSON array of objects with keys name and email, nothing else.',
      task: 'Enrichment output:\n[\n  {"full_name": "Ana Lopez", "mail": "ana@lopez.example", "city": "Lisbon"},\n  {"full_name": "Ben Okafor", "mail": "ben@okafor.example", "city": "Lagos"},\n  {"full_name": "Chen Wei", "mail": "chen@wei.example", "city": "Singapore"}\n]',
      expect: {
        form: 'json-array',
        bare: true,
        length: 3,
        items: { object: { name: { like: 'Ana Lopez|Ben Okafor|Chen Wei' }, email: { like: '(?:ana@lopez|ben@okafor|chen@wei)\\.example' } } },
      },
    },
    {
      id: "key: value ticket blocks give one object per ticket with the ticket's own id and customer",
      agent: 'Ticket-Router',
      system: 'For every ticket in the batch output a JSON array of {"ticket_id": string, "customer": string, "team": "auth" | "billing" | "data"}.',
      task: 'Ticket: T-101\nCustomer: Acme\nIssue: Login fails after password reset\n\nTicket: T-102\nCustomer: Globex\nIssue: Invoice PDF is blank\n\nTicket: T-103\nCustomer: Initech\nIssue: Export to CSV times out',
      expect: {
        form: 'json-array',
        length: 3,
        items: { object: { ticket_id: { like: 'T-10[1-3]' }, customer: { like: 'Acme|Globex|Initech' }, team: { enum: ['auth', 'billing', 'data'] } } },
      },
    },
    {
      id: 'semicolon-separated rows with a header give one object per row and a number from each row',
      agent: 'Stock-Reader',
      system: 'Parse the warehouse export. Output: JSON array of objects (item: string, stock: integer, warehouse: string). Raw JSON, no markdown.',
      task: 'item;stock;warehouse\nPallet jack;4;Rotterdam\nShrink wrap;120;Antwerp\nLabel printer;2;Rotterdam',
      expect: {
        form: 'json-array',
        bare: true,
        length: 3,
        items: { object: { item: { like: 'Pallet jack|Shrink wrap|Label printer' }, stock: { range: [2, 120], integer: true }, warehouse: { like: 'Rotterdam|Antwerp' } } },
      },
    },
  ],
  structure: [
    {
      id: 'a table asked over CSV rows has one row per CSV row and the change column computed',
      agent: 'Quarter-Analyst',
      system: 'You compare quarters. Reply with a markdown table with columns Region, Q1, Q2, Change (Change = Q2 - Q1). No commentary.',
      task: 'region,q1,q2\nNorth,120,150\nSouth,90,80\nWest,40,45',
      expect: { form: 'table', columns: ['Region', 'Q1', 'Q2', 'Change'], minRows: 3, rows: ['North', 'South', 'West'] },
    },
    {
      id: 'standup notes with dashes between their parts fill the item, owner and due columns row by row',
      agent: 'Scrum-Bot',
      system: 'Turn the notes into a markdown table with columns Item | Owner | Due.',
      task: 'Notes from standup:\n- Finalise pricing page — Priya — 3 June\n- Fix login bug — Marcus — 5 June\n- Draft launch email — Lena — 7 June',
      expect: { form: 'table', columns: ['Item', 'Owner', 'Due'], minRows: 3, rows: ['Priya', 'Marcus', 'Lena'] },
    },
    {
      id: 'a table of invoices from key blocks names each vendor in its own row',
      agent: 'AP-Clerk',
      system: 'Role: accounts payable assistant.\nOutput: a markdown table | Vendor | Amount | Due | with one row per invoice, in the order given.\nDo not add totals.',
      task: 'Vendor: Harbor Office Supply\nAmount: 9,600.00 EUR\nDue: 2024-06-01\n\nVendor: Kestrel Print\nAmount: 1,250.00 EUR\nDue: 2024-06-15\n\nVendor: Lumen Cleaning\nAmount: 480.00 EUR\nDue: 2024-06-20',
      expect: { form: 'table', columns: ['Vendor', 'Amount', 'Due'], minRows: 3, rows: ['Harbor Office Supply', 'Kestrel Print', 'Lumen Cleaning'] },
    },
    {
      id: 'one bullet per ticket block, exactly as many as asked',
      agent: 'Digest-Writer',
      system: 'For each ticket give a bullet with its id and what is wrong. Exactly three bullets, nothing else.',
      task: 'Ticket: T-101\nCustomer: Acme\nIssue: Login fails after password reset\n\nTicket: T-102\nCustomer: Globex\nIssue: Invoice PDF is blank\n\nTicket: T-103\nCustomer: Initech\nIssue: Export to CSV times out',
      expect: { form: 'list', count: 3, bare: true },
    },
    {
      id: 'a numbered list with one line per row of a TSV handed over by the previous agent',
      agent: 'Summariser',
      system: 'Write a numbered list, one item per row of the data you are given. No intro.',
      task: 'Data from the ingest agent:\nservice\tstatus\tlatency_ms\napi\tok\t120\nbilling\tdegraded\t900\nsearch\tok\t200\nauth\tdown\t0',
      expect: { form: 'list', count: 4, numbered: true, bare: true },
    },
  ],
  extraction: [
    {
      id: 'the emails of a CSV column, one per line, each as written in its row',
      agent: 'List-Builder',
      system: 'Extract the email addresses from the export, one per line, nothing else.',
      task: 'name,email,plan\nAda,ada@example.com,pro\nGrace,grace@navy.example,free\nLinus,linus@chem.example,pro',
      expect: { form: 'extract', shape: 'lines', expected: ['ada@example.com', 'grace@navy.example', 'linus@chem.example'] },
    },
  ],
};
