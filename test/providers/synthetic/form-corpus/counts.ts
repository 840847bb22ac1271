import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Counts stated in the prompt ("5 tags", "exactly four keywords", "top 3", "two alternatives") in JSON arrays,
 * array fields, bullets and numbered lists; example objects imitated whole (nesting, key order, value types);
 * values extracted under the right key, null when the material has none. Filed under the kind of form they ask.
 */
export const countEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  json: [
    {
      id: 'a list field described as "list of 5 strings" holds exactly five',
      agent: 'Blog-Tagger',
      task: 'json w/ fields title (str), tags (list of 5 strings), reading_time_min (int) for this post. no markdown, raw json\n\n"Why we moved our job queue from Redis to Postgres: SKIP LOCKED gave us transactional enqueue and one less service to run."',
      expect: { form: 'json-object', bare: true, keys: { title: 'string', tags: { array: 'string', length: 5 }, reading_time_min: 'integer' } },
    },
    {
      id: 'a count said in its own sentence after the keys sets the length of the named array',
      agent: 'SEO-Writer',
      system: 'You write SEO metadata. Return a JSON object with "headline" and "keywords". Give exactly four keywords, no more.',
      task: 'Article: Our bakery in Lyon now ships sourdough starter kits across France, with recipes and a video course.',
      expect: { form: 'json-object', keys: { headline: 'string', keywords: { array: 'string', length: 4 } } },
    },
    {
      id: '"top 3 risks" inside an array field\'s description, with a string beside it',
      agent: 'Risk-Reviewer',
      system: 'Return a JSON object with a "risks" array (top 3 risks, strings) and an "overall" string.',
      task: 'The migration moves 40 services to Kubernetes in six weeks with two engineers, no staging cluster and a frozen budget.',
      expect: { form: 'json-object', keys: { risks: { array: 'string', length: 3 }, overall: 'string' } },
    },
    {
      id: 'a JSON array of six keywords has six distinct items',
      agent: 'Content-Planner',
      task: 'Give me a JSON array of 6 keywords for a blog post about composting in small apartments.',
      expect: { form: 'json-array', length: 6 },
    },
    {
      id: 'an example with an array of objects nested in an object is imitated with one object per line item',
      agent: 'Invoice-Parser',
      system:
        '# Role\nYou parse supplier invoices for the ledger.\n# Output\nReturn JSON exactly like this example, same keys, same nesting:\n{"invoice": "INV-1", "supplier": "Acme", "lines": [{"item": "Paper", "qty": 1, "price": 2.5}], "total": 2.5}\n# Constraints\nNo markdown.',
      task: 'Invoice HX-7781 from Harbor Office Supply\n- Ergonomic chair, qty 2, price 180.00\n- Standing desk frame, qty 1, price 420.00\n- Monitor arm, qty 4, price 35.00\nTotal: 920.00',
      expect: {
        form: 'json-object',
        bare: true,
        keys: {
          invoice: 'string',
          supplier: 'string',
          lines: { array: { object: { item: { like: 'Ergonomic chair|Standing desk frame|Monitor arm' }, qty: 'number', price: 'number' } }, length: 3 },
          total: 'number',
        },
      },
    },
    {
      id: 'an example array of objects with a nested object keeps the nesting for every record',
      agent: 'People-Sync',
      system: 'Map the HR export to our directory format. Format (example):\n[{"name": "Ana", "contact": {"email": "ana@x.io", "phone": "+1 555 0100"}}]\nOutput only the JSON.',
      task: 'name,email,phone\nTomasz Wierzbicki,tomasz@firm.example,+48 22 123 4567\nAnouk de Vries,anouk@firm.example,+31 20 765 4321',
      expect: {
        form: 'json-array',
        bare: true,
        length: 2,
        items: { object: { name: { like: 'Tomasz Wierzbicki|Anouk de Vries' }, contact: { object: { email: { like: '(?:tomasz|anouk)@firm\\.example' }, phone: 'string' } } } },
      },
    },
    {
      id: 'an object literal after "a rows array of objects" is one item of that array, filled per CSV row',
      agent: 'Inventory-Analyst',
      system:
        '# Role\nInventory analyst.\n# Steps\n1. Read the CSV.\n2. Work out each product\'s revenue.\n3. Flag low sellers.\n4. Output a JSON object with a "rows" array of objects {"product": "...", "revenue": 0, "status": "low|ok"}; status is "low" when revenue is below 1000, otherwise "ok".\n5. Stop.',
      task: 'product,units,price\nKettle,40,25.00\nToaster,10,30.00\nBlender,100,45.50',
      expect: {
        form: 'json-object',
        keys: { rows: { array: { object: { product: { like: 'Kettle|Toaster|Blender' }, revenue: 'number', status: { enum: ['low', 'ok'] } } }, length: 3 } },
      },
    },
    {
      id: '"a JSON list of objects {…}" answers a list with one such object per element of the pasted data',
      agent: 'Normaliser',
      system: 'Normalise the contacts the previous agent produced. Output a JSON list of objects {"name": "...", "email": "..."} only.',
      task: 'Previous agent output:\n[{"user": "Ana Lopez", "mail": "ana@lopez.example", "city": "Lisbon"}, {"user": "Ben Okafor", "mail": "ben@okafor.example", "city": "Lagos"}]',
      expect: { form: 'json-array', length: 2, items: { object: { name: { like: 'Ana Lopez|Ben Okafor' }, email: { like: '(?:ana@lopez|ben@okafor)\\.example' } } } },
    },
  ],
  structure: [
    {
      id: "five bullets summarising notes of five sentences take the notes' own sentences",
      agent: 'Minutes',
      system: 'Summarise the meeting in exactly 5 bullets. No intro.',
      task: 'We agreed to ship on Friday. Priya owns the release notes. Marcus will fix the login bug. Lena books the demo. Budget stays at 40k.',
      expect: { form: 'list', count: 5, bare: true },
    },
    {
      id: 'a numbered top three over a changelog is three items',
      agent: 'Release-Digest',
      system: 'Step 1: read the changelog. Step 2: pick the top 3 user-facing changes. Step 3: write them as a numbered list, nothing else.',
      task: '## 4.2.0\n- Added offline mode\n- Faster sync on large projects\n- Fixed a crash when renaming folders\n- Internal: bumped dependencies\n- Dark mode for the editor',
      expect: { form: 'list', count: 3, numbered: true, bare: true },
    },
  ],
  extraction: [
    {
      id: 'an IBAN field takes only an IBAN-shaped value and a field the invoice lacks is null',
      agent: 'AP-Extractor',
      system:
        'Extract from the invoice a JSON object with invoice_number, total (with its currency, as written), due_date, iban and po_number. Use null for anything the invoice does not state. Keep separators as written.',
      task: 'FACTURE INV-88310\nIssued: 14.09.2025\nPayable by: 14.10.2025\nAmount payable: 2,915.40 CHF\nPay to: Alpenrand Werkstatt AG, IBAN CH93 0076 2011 6238 5295 7',
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { invoice_number: 'INV-88310', total: '2,915.40 CHF', due_date: '14.10.2025', iban: 'CH93 0076 2011 6238 5295 7', po_number: null },
      },
    },
    {
      id: 'the current employer comes from the employment line marked present, not the job title',
      agent: 'CV-Parser',
      system: 'Return JSON with name, email, current_employer and current_title, values copied from the CV. null if missing.',
      task: 'Ilse Varga — ilse.varga@post.example\nExperience\n- Platform Lead, Quarrystone Logistics (2022–present)\n- SRE, Bellwether Media (2019–2022)',
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { name: 'Ilse Varga', email: 'ilse.varga@post.example', current_employer: 'Quarrystone Logistics', current_title: 'Platform Lead' },
      },
    },
    {
      id: 'signed amounts with their currency are extracted whole, one per line',
      agent: 'Statement-Reader',
      system: 'List every debit on the statement exactly as printed (sign and currency included), one per line, nothing else.',
      task: 'Account activity, October\n2025-10-02  Card payment Bakery      -6.40 SEK\n2025-10-05  Transfer from employer  +31,250.00 SEK\n2025-10-07  Electricity bill        -1,870.55 SEK\n2025-10-19  Train ticket            -349.00 SEK',
      expect: { form: 'extract', shape: 'lines', expected: ['-6.40 SEK', '-1,870.55 SEK', '-349.00 SEK'] },
    },
  ],
};
