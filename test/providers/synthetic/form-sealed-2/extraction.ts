import type { SealedKindSet } from '../form-sealed/entry.js';

/** Extraction: invoice, resume, contract and lab fields as JSON objects, emails, amounts, dates and names one per line, SKUs and URLs as arrays. */
export const extraction: SealedKindSet = {
  defaultAgent: 'Invoice-Extractor',
  entries: [
    {
      id: 'e-invoice-fields',
      agent: 'Invoice-Extractor',
      system: `You extract payment fields from invoices for the payment run.
## Output format
A JSON object with the keys "invoice_number", "total", "due_date", "iban" and "po_number".
Copy every value exactly as it appears on the invoice (keep currency, separators and spacing). Use null for a field the invoice does not show.`,
      task: `RECHNUNG / INVOICE  RE-2024-0419
Lindqvist Design GmbH, Schanzenstr. 12, 20357 Hamburg
Date: 02.05.2024   Due: 01.06.2024
Brand workshop (2 days)            1,180.00 EUR
Travel costs                         224.20 EUR
Total                              1,404.20 EUR
Bank: DE89 3704 0044 0532 0130 00`,
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { invoice_number: 'RE-2024-0419', total: '1,404.20 EUR', due_date: '01.06.2024', iban: 'DE89 3704 0044 0532 0130 00', po_number: null },
      },
    },
    {
      id: 'e-thread-emails-lines',
      agent: 'CRM-Agent',
      system: 'You pull contact details out of email threads for the CRM. List every email address that appears, one per line, exactly as written, nothing else.',
      task: `From: Sofia Marin <s.marin@vantage-labs.eu>
To: procurement@kestrel-analytics.com
Cc: j.okafor@vantage-labs.eu

Hi team, looping in Jide who owns the rollout. For invoices please write to billing+eu@vantage-labs.eu rather than to me.
Best, Sofia`,
      expect: {
        form: 'extract',
        shape: 'lines',
        expected: ['s.marin@vantage-labs.eu', 'procurement@kestrel-analytics.com', 'j.okafor@vantage-labs.eu', 'billing+eu@vantage-labs.eu'],
      },
    },
    {
      id: 'e-log-urls-array',
      agent: 'Log-Analyst',
      system: 'You analyse application logs. Respond ONLY with a JSON array of strings.',
      task: `Give me every URL that failed in this log:

2024-06-02T10:00:01Z GET https://api.kestrel.example/v2/reports?id=88 200 41ms
2024-06-02T10:00:03Z GET https://cdn.kestrel.example/assets/app.9f3c.js 404 12ms
2024-06-02T10:00:04Z POST https://api.kestrel.example/v2/exports 500 3012ms
2024-06-02T10:00:09Z GET https://api.kestrel.example/v2/health 200 3ms`,
      expect: { form: 'extract', shape: 'json-array', expected: ['https://cdn.kestrel.example/assets/app.9f3c.js', 'https://api.kestrel.example/v2/exports'] },
    },
    {
      id: 'e-resume-contact',
      agent: 'Resume-Screener',
      system: `Extract the candidate's contact details from the resume as JSON:
{"name": "...", "email": "...", "phone": "...", "current_employer": "..."}
Values verbatim from the resume.`,
      task: `AMARA NWOSU
Data Engineer
amara.nwosu@fastmail.example | +44 20 7946 0958 | Leeds, UK

2021 - present  Data Engineer, Fellbridge Insurance
2018 - 2021     Analyst, Copperleaf Retail`,
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { name: 'AMARA NWOSU', email: 'amara.nwosu@fastmail.example', phone: '+44 20 7946 0958', current_employer: 'Fellbridge Insurance' },
      },
    },
    {
      id: 'e-statement-amounts-lines',
      agent: 'Financial-Analyst',
      system: `You reconcile bank statements.
Rules:
- Extract every debit amount, one per line.
- Write each amount exactly as it appears, currency included.
- No totals, no commentary.`,
      task: `Statement, account 4410, May
03 May  Card payment  Cafe Nordlys         -12.80 NOK
07 May  Salary                          +42,500.00 NOK
11 May  Rent transfer                   -14,200.00 NOK
19 May  Card payment  Elkjop             -1,299.00 NOK`,
      expect: { form: 'extract', shape: 'lines', expected: ['-12.80 NOK', '-14,200.00 NOK', '-1,299.00 NOK'] },
    },
    {
      id: 'e-dates-terse',
      agent: 'Dev',
      task: 'pull the dates out of this, one per line, as written: "Kickoff was on March 3, 2024, the beta shipped 2024-05-17 and GA is planned for 01/09/2024."',
      expect: { form: 'extract', shape: 'lines', expected: ['March 3, 2024', '2024-05-17', '01/09/2024'] },
    },
    {
      id: 'e-skus-raw-array',
      agent: 'Dev',
      task: 'extract all the SKUs as a json array, raw, no fences: "Restock AX-2291-B (x40) and QF-0007 (x12); discontinue ZZ-1180-K; price check on AX-2291-C."',
      expect: { form: 'extract', shape: 'json-array', bare: true, expected: ['AX-2291-B', 'QF-0007', 'ZZ-1180-K', 'AX-2291-C'] },
    },
    {
      id: 'e-names-transcript',
      agent: 'Dev',
      task: `names of the people in this transcript, one per line, nothing else

[00:01] Helga Brandt: ok let's start
[00:02] Kwame Mensah: I'm here
[00:05] Helga Brandt: Yuki, can you share the dashboard?
[00:06] Yuki Tanaka: sharing now`,
      expect: { form: 'extract', shape: 'lines', expected: ['Helga Brandt', 'Kwame Mensah', 'Yuki Tanaka'] },
    },
    {
      id: 'e-contract-terms',
      agent: 'Contract-Extractor',
      system: `You extract key terms from contracts into the legal tracker. Answer as a JSON object with keys effective_date, governing_law, notice_period, liability_cap and termination_fee. Copy each value word for word from the contract's key terms schedule; null when the contract is silent.`,
      task: `MASTER SERVICES AGREEMENT - SCHEDULE 1 (KEY TERMS)
Effective Date: 1 February 2025
Governing Law: New York
Notice Period: sixty (60) days
Liability Cap: USD 250,000
Payment Terms: net 30

12.1 Either party may terminate for convenience on the Notice Period's written notice, without any further charge.`,
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { effective_date: '1 February 2025', governing_law: 'New York', notice_period: 'sixty (60) days', liability_cap: 'USD 250,000', termination_fee: null },
      },
    },
    {
      id: 'e-lab-values',
      agent: 'Clinical-Extractor',
      system: `You extract lab values for the clinician's summary.
Output a JSON object whose keys are "hemoglobin", "wbc" and "platelets"; each value is the number exactly as written in the report (a string, without units).`,
      task: `Lab report, patient 20-4471, drawn 08:12
Hemoglobin      10.2 g/dL     (ref 12.0-15.5)  LOW
WBC             11.85 x10^9/L (ref 4.0-11.0)   HIGH
Platelets       245 x10^9/L   (ref 150-400)`,
      expect: { form: 'extract', shape: 'json-object', expected: { hemoglobin: '10.2', wbc: '11.85', platelets: '245' } },
    },
  ],
};
