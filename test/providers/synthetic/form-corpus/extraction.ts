import type { CorpusEntry } from './entry.js';

/** Extraction: emails, URLs, names, companies, amounts, dates and numbers taken verbatim from the input. */
export const extractionEntries: CorpusEntry[] = [
  {
    id: 'emails as a JSON array',
    task: 'Extract every email address from the text below and return them as a JSON array of strings.\n\nHi team, please loop in maria.gomez@acme-corp.com and j.smith+billing@northwind.io; the old address sales@example.org is retired.',
    expect: { form: 'extract', shape: 'json-array', expected: ['maria.gomez@acme-corp.com', 'j.smith+billing@northwind.io', 'sales@example.org'] },
  },
  {
    id: 'amounts with their currency, one per line',
    agent: 'Accounts Clerk',
    task: 'List every amount of money in this invoice note with its currency, one per line, exactly as written.\n\nSubtotal 1,404.20 EUR, shipping 12.50 EUR, discount 45.00 EUR.',
    expect: { form: 'extract', shape: 'lines', expected: ['1,404.20 EUR', '12.50 EUR', '45.00 EUR'] },
  },
  {
    id: 'lab values as written, in a JSON object',
    agent: 'Clinical Data Assistant',
    task: 'From the lab report, extract the hemoglobin and platelet values as JSON {"hemoglobin": string, "platelets": string}, the numbers exactly as written, without units.\n\nReport: Hemoglobin 10.2 g/dL, Platelets 12,500 /µL, WBC 6.1 x10^9/L.',
    expect: { form: 'extract', shape: 'json-object', expected: { hemoglobin: '10.2', platelets: '12,500' } },
  },
  {
    id: 'URLs one per line',
    task: 'Pull out the URLs from this message, one per line and nothing else.\n\nDocs are at https://docs.example.com/v2/setup and the status page is https://status.example.com — the old wiki (http://wiki.internal.example.net/home) is read-only.',
    expect: { form: 'extract', shape: 'lines', expected: ['https://docs.example.com/v2/setup', 'https://status.example.com', 'http://wiki.internal.example.net/home'] },
  },
  {
    id: 'people named in a paragraph',
    task: 'Who are the people mentioned? Give a JSON array of their full names.\n\nAt the kickoff, Hannah Okafor presented the roadmap, Diego Alvarez raised concerns about the budget, and Mei Lin agreed to run the pilot in Singapore.',
    expect: { form: 'extract', shape: 'json-array', expected: ['Hannah Okafor', 'Diego Alvarez', 'Mei Lin'] },
  },
  {
    id: 'companies from a news item',
    agent: 'Market Researcher',
    system: 'You extract organisations from news. Reply with a JSON array of company names exactly as they appear in the text.',
    task: 'Northwind Traders has agreed to buy a 20 % stake in Contoso Logistics, while Fabrikam Inc. walked away from the talks last month.',
    expect: { form: 'extract', shape: 'json-array', expected: ['Northwind Traders', 'Contoso Logistics', 'Fabrikam Inc.'] },
  },
  {
    id: 'dates exactly as they appear',
    task: 'Extract the dates exactly as they appear in the text, one per line.\n\nThe contract was signed on 14 March 2024, the first delivery is due 2024-06-01, and the review meeting is on July 3rd.',
    expect: { form: 'extract', shape: 'lines', expected: ['14 March 2024', '2024-06-01', 'July 3rd'] },
  },
  {
    id: 'an invoice as vendor, total and due date',
    agent: 'Invoice Reader',
    task: 'Read the invoice and return a JSON object with the keys vendor, total and due_date, each value copied exactly from the invoice.\n\nINVOICE 2291 — Brightline Office Supplies — Total due: $3,418.75 — Payment due by 30/04/2025.',
    expect: { form: 'extract', shape: 'json-object', expected: { vendor: 'Brightline Office Supplies', total: '$3,418.75', due_date: '30/04/2025' } },
  },
  {
    id: 'figures with their percent sign',
    task: 'Pull out every number in this sentence, exactly as written (keep a percent sign where there is one), as a JSON array of strings.\n\nRevenue rose 12.5% to 3,200 units, with 47 returns.',
    expect: { form: 'extract', shape: 'json-array', expected: ['12.5%', '3,200', '47'] },
  },
  {
    id: 'phone numbers one per line',
    agent: 'CRM Assistant',
    task: 'List the phone numbers in this signature block, one per line, as written.\n\nOffice: +44 20 7946 0958 | Mobile: +44 7700 900123 | Fax: 020 7946 0999',
    expect: { form: 'extract', shape: 'lines', expected: ['+44 20 7946 0958', '+44 7700 900123', '020 7946 0999'] },
  },
  {
    id: 'order numbers, verbatim, by a service',
    agent: 'Extraction Service',
    system: "You are a data extraction service. You output a JSON array of strings containing values copied verbatim from the user's text, never reformatted.",
    task: 'Find the order numbers: customer says ORD-2291-B arrived damaged, ORD-3310-A never arrived, and they want to cancel ORD-4102-C.',
    expect: { form: 'extract', shape: 'json-array', expected: ['ORD-2291-B', 'ORD-3310-A', 'ORD-4102-C'] },
  },
  {
    id: 'emails asked in the system prompt, text in the task',
    system: 'Whatever text you receive, list the email addresses in it, one per line, with nothing else.',
    task: 'Forwarding from Priya (priya.natarajan@fabrikam.com): cc ops-team@fabrikam.com and the contractor at leo@brightpixel.studio.',
    expect: { form: 'extract', shape: 'lines', expected: ['priya.natarajan@fabrikam.com', 'ops-team@fabrikam.com', 'leo@brightpixel.studio'] },
  },
  {
    id: 'sender and recipient names',
    task: 'Return JSON with "sender" and "recipient", the names exactly as written in the letter.\n\nDear Ingrid Solberg,\nThank you for your order of the oak shelves; they leave our workshop on Friday.\nKind regards,\nRafael Costa',
    expect: { form: 'extract', shape: 'json-object', expected: { sender: 'Rafael Costa', recipient: 'Ingrid Solberg' } },
  },
  {
    id: 'a table asked first, the dates alone asked later',
    system: 'Present extracted data as a markdown table.',
    task: 'Milestones: design freeze on 2025-02-10, beta on 2025-03-24, launch on 2025-05-05.\n\nNo table needed: just the dates as a JSON array of strings, exactly as written.',
    expect: { form: 'extract', shape: 'json-array', expected: ['2025-02-10', '2025-03-24', '2025-05-05'] },
  },
  {
    id: 'dollar amounts from an expense report',
    agent: 'Expense Auditor',
    task: 'Extract the dollar amounts, exactly as written, as a JSON array.\n\nFlights $12,500, hotel $980.75 for three nights, taxis $64.',
    expect: { form: 'extract', shape: 'json-array', expected: ['$12,500', '$980.75', '$64'] },
  },
  {
    id: 'links in a release note as a JSON array',
    task: 'Give me the links from this release note as a JSON array of strings.\n\nSee the migration guide at https://example.dev/guides/migrate-v3 and the changelog at https://github.com/example/tool/releases/tag/v3.0.0 for details.',
    expect: { form: 'extract', shape: 'json-array', expected: ['https://example.dev/guides/migrate-v3', 'https://github.com/example/tool/releases/tag/v3.0.0'] },
  },
  {
    id: 'company and amount of a funding round',
    agent: 'Deal Tracker',
    system: 'Return a JSON object with "company" and "amount", both copied exactly from the text.',
    task: 'Helio Grid, a Lisbon startup that balances solar storage across neighbourhoods, raised €4.2 million in a seed round led by Atlantic Ventures.',
    expect: { form: 'extract', shape: 'json-object', expected: { company: 'Helio Grid', amount: '€4.2 million' } },
  },
  {
    id: 'version numbers one per line',
    task: 'Which versions are mentioned? One per line, exactly as written.\n\nUpgrade from v2.14.1 to v3.0.0-rc.2; anything older than 1.9 is no longer supported.',
    expect: { form: 'extract', shape: 'lines', expected: ['v2.14.1', 'v3.0.0-rc.2', '1.9'] },
  },
  {
    id: 'a list of names and a list of emails in one object',
    task: 'Return a JSON object with "names" (the people named) and "emails" (their addresses), values copied exactly.\n\nInvite Aiko Tanaka (aiko.tanaka@globex.jp) and Samuel Mensah (s.mensah@globex.jp) to the design review.',
    expect: { form: 'extract', shape: 'json-object', expected: { names: ['Aiko Tanaka', 'Samuel Mensah'], emails: ['aiko.tanaka@globex.jp', 's.mensah@globex.jp'] } },
  },
  {
    id: 'measurements with their units',
    agent: 'Lab Assistant',
    task: 'List each measurement with its unit, exactly as written, one per line.\n\nSample A weighed 0.482 g, was heated to 71.5 °C, and released 3.2 mL of gas.',
    expect: { form: 'extract', shape: 'lines', expected: ['0.482 g', '71.5 °C', '3.2 mL'] },
  },
  {
    id: 'verbatim values in the system prompt, which values in the task',
    agent: 'Records Clerk',
    system: 'You copy values from documents exactly as they are written, never reformatting them. You reply with one value per line.',
    task: 'Give me the account numbers in this statement:\n\nTransfer from DE89 3704 0044 0532 0130 00 to GB29 NWBK 6016 1331 9268 19, reference INV-77.',
    expect: { form: 'extract', shape: 'lines', expected: ['DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19'] },
  },
  {
    id: 'a JSON array in the system prompt, the amounts asked in the task',
    system: 'You always answer with a JSON array of strings.',
    task: 'Which amounts does this receipt show, exactly as printed? Coffee 3.40, croissant 2.90, total 6.30 (tip not included).',
    expect: { form: 'extract', shape: 'json-array', expected: ['3.40', '2.90', '6.30'] },
  },
  {
    id: 'invoice fields with an id, a date, an amount and a missing field',
    agent: 'Invoice Reader',
    task: 'Extract invoice_number, date, total, vendor_email and po_number from this invoice as JSON. Use null for a field that is not there.\n\nInvoice INV-2024-0070\nDate: 12 March 2024\nFrom: Brightline Supplies <billing@brightline.example>\nTotal due: €1,240.50',
    expect: {
      form: 'extract',
      shape: 'json-object',
      expected: { invoice_number: 'INV-2024-0070', date: '12 March 2024', total: '€1,240.50', vendor_email: 'billing@brightline.example', po_number: null },
    },
  },
  {
    id: 'phone numbers with their plus',
    task: 'List every phone number in the text, one per line.\n\nCall our Berlin office on +49 30 1234567 or the London desk at +44 20 7946 0958.',
    expect: { form: 'extract', shape: 'lines', expected: ['+49 30 1234567', '+44 20 7946 0958'] },
  },
  {
    id: 'an order id with letters and a tracking URL',
    task: 'Pull the order id and the tracking URL from this message into JSON with keys order_id and tracking_url.\n\nYour order A-88213-X has shipped! Track it at https://track.example.com/p/88213 any time.',
    expect: { form: 'extract', shape: 'json-object', expected: { order_id: 'A-88213-X', tracking_url: 'https://track.example.com/p/88213' } },
  },
  {
    id: 'a signature block into name, phone and website',
    agent: 'Contact Parser',
    system: 'You turn email signatures into JSON with the keys name, phone and website. Copy values exactly.',
    task: 'Lena Fischer\nSenior Counsel, Hartwell & Co.\nTel: +1 (415) 555-0134\nwww.hartwell.example',
    expect: { form: 'extract', shape: 'json-object', expected: { name: 'Lena Fischer', phone: '+1 (415) 555-0134', website: 'www.hartwell.example' } },
  },
  {
    id: 'dates as written, one per line',
    task: 'Extract the dates exactly as written, one per line: The kickoff is on 2024-05-06, the review on May 20, 2024, and the launch on 1 July 2024.',
    expect: { form: 'extract', shape: 'lines', expected: ['2024-05-06', 'May 20, 2024', '1 July 2024'] },
  },
  {
    id: 'a contact with no phone gets null',
    task: "Extract the customer's name, email and phone number as JSON with keys name, email and phone (use null for anything missing).\n\nHi, this is Marco Bellini, you can reach me at marco.b@example.org about the booking.",
    expect: { form: 'extract', shape: 'json-object', expected: { name: 'Marco Bellini', email: 'marco.b@example.org', phone: null } },
  },
  {
    id: 'amounts with their currency as written',
    task: 'List the amounts in this note as a JSON array, exactly as written: Rent is CHF 2,150 per month, the deposit was CHF 6,450 and parking costs 180 CHF.',
    expect: { form: 'extract', shape: 'json-array', expected: ['CHF 2,150', 'CHF 6,450', '180 CHF'] },
  },
  {
    id: 'a receipt into JSON fields with the amount as written',
    agent: 'Expense Bot',
    task: 'Return JSON with merchant, amount and card_last4 from this receipt line: "UBER *TRIP 0412 - $23.75 - card ending 4417".',
    expect: { form: 'extract', shape: 'json-object', expected: { amount: '$23.75', card_last4: '4417' } },
  },
  {
    id: 'a JSON array withdrawn for one per line',
    task: 'Extract the ticket IDs as a JSON array. Actually, one ID per line suits my script better, so no JSON.\n\nToday we closed TK-1001 and TK-1002, and reopened TK-0999.',
    expect: { form: 'extract', shape: 'lines', expected: ['TK-1001', 'TK-1002', 'TK-0999'] },
  },
  {
    id: 'invoice fields json',
    system: 'Extract invoice_number, issue_date, total and phone from the invoice as JSON. Use null for anything missing.',
    task: 'Invoice INV-2024-0070 issued 14 January 2026 by Kessler Druck GmbH. Total due: 1,404.20 EUR. Questions? Call +49 30 1234567.',
    expect: { form: 'extract', shape: 'json-object', expected: { invoice_number: 'INV-2024-0070', issue_date: '14 January 2026', total: '1,404.20 EUR', phone: '+49 30 1234567' } },
  },
  {
    id: 'order fields values',
    system: 'Pull order_id, created_at, amount and customer_phone out of the message into a JSON object.',
    task: 'Order ORD-88213 placed on 2026-03-02 by Lena Vogt, paid in full: €89.90. Customer phone 0176 5551234.',
    expect: { form: 'extract', shape: 'json-object', expected: { order_id: 'ORD-88213', created_at: '2026-03-02', amount: '€89.90', customer_phone: '0176 5551234' } },
  },
  {
    id: 'due on holder amount',
    task: 'From the reminder below, give me due_on, amount and holder as JSON.\n\nDear Marta Silva, your payment of $2,310.00 for account 7781-22 is due on March 31, 2026.',
    expect: { form: 'extract', shape: 'json-object', expected: { due_on: 'March 31, 2026', amount: '$2,310.00', holder: 'Marta Silva' } },
  },
  {
    id: 'all emails thread array',
    task: 'Every email address in this thread, in order, as a JSON array:\n\nFrom: ana@corp.io\nTo: bo@corp.io, legal@partner.de\nCc: ana@corp.io',
    expect: { form: 'extract', shape: 'json-array', expected: ['ana@corp.io', 'bo@corp.io', 'legal@partner.de'] },
  },
  {
    id: 'dates one per line',
    task: 'Write out the dates mentioned, one per line, nothing else.\n\nKick-off is 2026-04-07, the design review 2026-04-21 and launch 2026-05-12.',
    expect: { form: 'extract', shape: 'lines', expected: ['2026-04-07', '2026-04-21', '2026-05-12'] },
  },
  {
    id: 'amounts in order list',
    task: 'What amounts appear below? Just list them.\n\nRent €1,250, deposit €2,500 and a cleaning fee of €90.',
    expect: { form: 'extract', shape: 'lines', expected: ['€1,250', '€2,500', '€90'] },
  },
  {
    id: 'people named json',
    task: 'Return the names of the people mentioned as a JSON array.\n\nYesterday Sofia Marin met Raj Patel and Chen Wei to plan the offsite.',
    expect: { form: 'extract', shape: 'json-array', expected: ['Sofia Marin', 'Raj Patel', 'Chen Wei'] },
  },
  {
    id: 'phones from signature',
    task: 'Pull every phone number from this signature, one per line.\n\nJonas Berg | Account Manager | Tel +46 8 555 123 45 | Mobile +46 70 123 45 67 | Ref INV-2025-0418',
    expect: { form: 'extract', shape: 'lines', expected: ['+46 8 555 123 45', '+46 70 123 45 67'] },
  },
  {
    id: 'urls listed',
    task: 'Which links are in the message? JSON array only.\n\nDocs at https://docs.example.org/start and the status page https://status.example.org — ping me if either is down.',
    expect: { form: 'extract', shape: 'json-array', expected: ['https://docs.example.org/start', 'https://status.example.org'] },
  },
  {
    id: 'payment fields with currency',
    system: 'Read the remittance and give JSON: payer, paid_on, amount, reference.',
    task: 'Payment received from Halden Energy AS on 12 March 2026: NOK 48,250.00, reference PO-77120.',
    expect: { form: 'extract', shape: 'json-object', expected: { payer: 'Halden Energy AS', paid_on: '12 March 2026', amount: 'NOK 48,250.00', reference: 'PO-77120' } },
  },
  {
    id: 'all names in order lines',
    task: 'List all the people named below, one per line.\n\nThe panel: Dr. Amara Okafor, Lukas Brandt and Mei Tanaka, chaired by Sven Olsen.',
    expect: { form: 'extract', shape: 'lines', expected: ['Amara Okafor', 'Lukas Brandt', 'Mei Tanaka', 'Sven Olsen'] },
  },
  {
    id: 'every amount json array',
    task: 'Return every amount in the receipt as a JSON array, as written.\n\nCoffee €3.40, croissant €2.10, total €5.50.',
    expect: { form: 'extract', shape: 'json-array', expected: ['€3.40', '€2.10', '€5.50'] },
  },
  {
    id: 'percentages as written lines',
    task: 'Which percentages does the update mention? One per line.\n\nChurn fell to 3.4% while conversion reached 12.5%; 40% of new accounts came from referrals.',
    expect: { form: 'extract', shape: 'lines', expected: ['3.4%', '12.5%', '40%'] },
  },
];
