import type { SealedKindSet } from '../form-sealed/entry.js';

/** The third sealed set's extraction prompts: values copied verbatim out of what the previous agent handed on. */
export const extraction: SealedKindSet = {
  defaultAgent: 'extraction-agent',
  entries: [
    {
      id: 'x3-discharge-meds-lines',
      agent: 'Medication-Extractor',
      description: 'Pulls the discharge medications out of hospital letters for the pharmacy check.',
      system: [
        '## Role',
        'Medication-Extractor in the GP practice’s letter-processing swarm. The OCR agent gives you the letter text; the Pharmacist agent reads your list.',
        '## Constraints',
        '- Copy each medication and its dose EXACTLY as written. Do not convert units, do not add frequency.',
        '- Only the medications under "Medications on discharge".',
        '## Output',
        'One medication per line. No bullets needed, no heading, no other text.',
      ].join('\n'),
      task: [
        'DISCHARGE SUMMARY — Mr Alan Whitcombe, DOB 04/02/1951',
        'Diagnosis: NSTEMI. Admitted 02/03/2025, discharged 07/03/2025.',
        'Medications on discharge:',
        '  Ramipril 5 mg once daily',
        '  Atorvastatin 80 mg at night',
        '  Bisoprolol 2.5 mg once daily',
        'Stopped: Naproxen 500 mg (GI risk).',
      ].join('\n'),
      expect: { form: 'extract', shape: 'lines', expected: ['Ramipril 5 mg', 'Atorvastatin 80 mg', 'Bisoprolol 2.5 mg'] },
    },
    {
      id: 'x3-contract-parties-object',
      agent: 'Contract-Metadata-Extractor',
      description: 'Extracts the header metadata of every contract the legal team uploads.',
      system: [
        'ROLE: Contract-Metadata-Extractor (legal intake swarm).',
        'STEPS: 1) read the contract preamble; 2) copy the values verbatim; 3) use null for anything the text does not state — NEVER guess.',
        'RETURN: {"party_a": string, "party_b": string, "effective_date": string, "governing_law": string, "penalty_amount": string | null}',
      ].join('\n'),
      task: 'This Services Agreement is made on 1 April 2025 (the "Effective Date") between Halden Robotics GmbH, a company registered in Munich ("Client"), and Mercer & Vale LLP ("Consultant"). It is governed by the laws of Ireland.',
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { party_a: 'Halden Robotics GmbH', party_b: 'Mercer & Vale LLP', effective_date: '1 April 2025', governing_law: 'Ireland', penalty_amount: null },
      },
    },
    {
      id: 'x3-catalogue-prices-array',
      agent: 'Price-Extractor',
      description: 'Extracts prices from supplier price-list emails for the pricing agent.',
      system: [
        'You are the Price-Extractor. The pricing agent after you needs the prices EXACTLY as the supplier wrote them, currency sign and separators included (it parses them itself).',
        'Your output is consumed by a parser, so return a JSON array of strings and nothing else.',
      ].join('\n'),
      task: [
        'From: sales@nordlys-furniture.example',
        'Subject: 2025 trade prices',
        'Hi team, new trade prices from 1 May: the Fjord sofa is €1,299.00, the Ask dining chair €149.50 and the Tind side table €64.90. Delivery stays at 3–5 weeks.',
      ].join('\n'),
      expect: { form: 'extract', shape: 'json-array', bare: true, expected: ['€1,299.00', '€149.50', '€64.90'] },
    },
    {
      id: 'x3-thread-emails-lines',
      agent: 'Contact-Harvester',
      description: 'Collects the contact addresses in recruiting email threads for the CRM sync.',
      system:
        'You are Contact-Harvester, in our recruiting workflow. From the email thread extract every email address that appears, each exactly like written, one per line. Dont add names or any other text.',
      task: [
        '-----Original Message-----',
        'From: Priya Natarajan <priya.natarajan@talentbridge.example>',
        'To: hiring@corvid-labs.example',
        'Subject: RE: Senior QA candidate',
        'Hi, the candidate (Tom Reyes) is free Thursday. You can reach him directly on tom.reyes88@mailbox.example.',
        'Best, Priya',
      ].join('\n'),
      expect: {
        form: 'extract',
        shape: 'lines',
        expected: ['priya.natarajan@talentbridge.example', 'hiring@corvid-labs.example', 'tom.reyes88@mailbox.example'],
      },
    },
    {
      id: 'x3-trace-request-ids',
      agent: 'Trace-Extractor',
      description: 'Pulls correlation ids out of error logs so the Tracer agent can fetch the spans.',
      system: [
        'Role: Trace-Extractor (incident swarm). Input: raw log lines from the Log-Collector.',
        'Steps: 1. find every request id (they start with req_). 2. copy them verbatim, each once. 3. return them.',
        'Output: a JSON array of strings.',
      ].join('\n'),
      task: [
        '2025-03-09T02:14:07Z ERROR api request_id=req_01HZX4K9QG path=/v2/orders status=500',
        'Traceback (most recent call last):',
        '  File "/app/orders/service.py", line 212, in create_order',
        'sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 10 reached',
        '2025-03-09T02:14:09Z ERROR api request_id=req_01HZX4KC7M path=/v2/orders status=500',
        '2025-03-09T02:14:11Z WARN  api request_id=req_01HZX4KC7M retrying',
      ].join('\n'),
      expect: { form: 'extract', shape: 'json-array', expected: ['req_01HZX4K9QG', 'req_01HZX4KC7M'] },
    },
    {
      id: 'x3-vendor-payment-object',
      agent: 'Payment-Details-Extractor',
      description: 'Extracts payment instructions from vendor emails for the AP clerk to verify.',
      system: [
        '### Role',
        'Payment-Details-Extractor in the accounts-payable workflow.',
        '### Output',
        'A JSON object with invoice_number, amount_due, due_date and iban, each value copied character for character from the email (keep the currency sign, separators and date format).',
      ].join('\n'),
      task: [
        'Dear Accounts,',
        'Please find attached invoice INV-88213 for the March maintenance visits. The amount due is £12,480.00, payable by 15/07/2025 to our account IBAN GB33 BUKB 2020 1555 5555 55.',
        'Kind regards, Fiona — Westmoor Facilities Ltd',
      ].join('\n'),
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { invoice_number: 'INV-88213', amount_due: '£12,480.00', due_date: '15/07/2025', iban: 'GB33 BUKB 2020 1555 5555 55' },
      },
    },
    {
      id: 'x3-gradebook-below-50',
      agent: 'At-Risk-Finder',
      description: 'Finds students at risk from the gradebook export for the tutor agent.',
      system: [
        'You are the At-Risk-Finder. The Gradebook agent gives you a TSV export.',
        'Return a JSON array with the names (exactly as in the export) of the students whose overall is below 50%.',
      ].join('\n'),
      task: ['student\toverall', 'Olu Adeyemi\t48%', 'Maja Nowak\t35%', 'Ciarán Ó Briain\t71%', 'Léa Fontaine\t62%'].join('\n'),
      expect: { form: 'extract', shape: 'json-array', expected: ['Olu Adeyemi', 'Maja Nowak'] },
    },
    {
      id: 'x3-draft-urls-terse',
      agent: 'dev-test',
      task: 'pull out the urls from this draft, json array, nothing else: "Read the full story at https://blog.lumen.example/spring-launch and grab 20% off at https://shop.lumen.example/sale?code=SPRING20 before Friday."',
      expect: { form: 'extract', shape: 'json-array', bare: true, expected: ['https://blog.lumen.example/spring-launch', 'https://shop.lumen.example/sale?code=SPRING20'] },
    },
    {
      id: 'x3-itinerary-dates-terse',
      agent: 'dev-test',
      task: 'just the dates, one per line, as written: "Outbound Wed 12 Jun 2025, hotel check-in 12/06/2025, return flight 2025-06-16."',
      expect: { form: 'extract', shape: 'lines', expected: ['12 Jun 2025', '12/06/2025', '2025-06-16'] },
    },
    {
      id: 'x3-listing-agent-terse',
      agent: 'listing-bot',
      task: 'extract {agent_name, phone, price} as json, values exactly as written: "Guide price £2,350,000. Viewings strictly by appointment with Imogen Blake at Harrow & Finch, +44 20 7946 0321."',
      expect: { form: 'extract', shape: 'json-object', expected: { agent_name: 'Imogen Blake', phone: '+44 20 7946 0321', price: '£2,350,000' } },
    },
  ],
};

/** A right answer, written by hand, for each extraction prompt. */
export const extractionRight: Record<string, string> = {
  'x3-discharge-meds-lines': 'Ramipril 5 mg\nAtorvastatin 80 mg\nBisoprolol 2.5 mg',
  'x3-contract-parties-object':
    '{"party_a": "Halden Robotics GmbH", "party_b": "Mercer & Vale LLP", "effective_date": "1 April 2025", "governing_law": "Ireland", "penalty_amount": null}',
  'x3-catalogue-prices-array': '["€1,299.00", "€149.50", "€64.90"]',
  'x3-thread-emails-lines': 'priya.natarajan@talentbridge.example\nhiring@corvid-labs.example\ntom.reyes88@mailbox.example',
  'x3-trace-request-ids': '["req_01HZX4K9QG", "req_01HZX4KC7M"]',
  'x3-vendor-payment-object': '```json\n{"invoice_number": "INV-88213", "amount_due": "£12,480.00", "due_date": "15/07/2025", "iban": "GB33 BUKB 2020 1555 5555 55"}\n```',
  'x3-gradebook-below-50': '["Olu Adeyemi", "Maja Nowak"]',
  'x3-draft-urls-terse': '["https://blog.lumen.example/spring-launch", "https://shop.lumen.example/sale?code=SPRING20"]',
  'x3-itinerary-dates-terse': '12 Jun 2025\n12/06/2025\n2025-06-16',
  'x3-listing-agent-terse': '{"agent_name": "Imogen Blake", "phone": "+44 20 7946 0321", "price": "£2,350,000"}',
};
