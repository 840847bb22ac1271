import type { SealedKindSet } from './entry.js';

/** Extraction: emails, amounts, links, dates, companies, invoice and lab fields, verbatim from the input. */
export const extraction: SealedKindSet = {
  defaultAgent: 'Extractor',
  entries: [
    {
      id: 'extract-chat-emails-array',
      task: "grab all the email addresses from this as a json array:\n'cc ops@brightwater.dev on the rollout, also loop in m.chen@brightwater.dev, and the vendor contact is sales@kilnworks.co.uk'",
      expect: { form: 'extract', shape: 'json-array', expected: ['ops@brightwater.dev', 'm.chen@brightwater.dev', 'sales@kilnworks.co.uk'] },
    },
    {
      id: 'extract-chat-amounts-lines',
      task: "what amounts are in here, with their currency? one per line pls: 'deposit of 1,250.00 USD paid on 3 Feb, balance of 3,740.50 USD due on delivery'",
      expect: { form: 'extract', shape: 'lines', expected: ['1,250.00 USD', '3,740.50 USD'] },
    },
    {
      id: 'extract-chat-links-lines',
      task: 'pull out the links: check https://status.orbitly.io first, then the docs at https://docs.orbitly.io/v2/webhooks and the old help page http://orbitly.com/help. list them one per line, nothing else',
      expect: { form: 'extract', shape: 'lines', expected: ['https://status.orbitly.io', 'https://docs.orbitly.io/v2/webhooks', 'http://orbitly.com/help'] },
    },
    {
      id: 'extract-chat-later-wins-dates',
      task: 'list the dates as json. no wait, one per line, plain text:\nkickoff 2026-06-01, design review 2026-06-15, launch 2026-07-30',
      expect: { form: 'extract', shape: 'lines', expected: ['2026-06-01', '2026-06-15', '2026-07-30'] },
    },
    {
      id: 'extract-invoice-object',
      agent: 'InvoiceParser',
      system:
        'You are an invoice parser. Return a JSON object with the keys vendor, invoice_no, date, total and iban. Copy each value as a string exactly as it appears in the document (currency included for amounts); use null for anything the document does not give. JSON only, no fences.',
      task: [
        'Rechnung / Invoice',
        'Vendor: Oberlin & Kaas GmbH',
        'Invoice no.: 2026-0417',
        'Date: 17.04.2026',
        'Net: 1,180.00 EUR',
        'VAT 19%: 224.20 EUR',
        'Total: 1,404.20 EUR',
        'Payment by bank transfer within 14 days.',
      ].join('\n'),
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { vendor: 'Oberlin & Kaas GmbH', invoice_no: '2026-0417', date: '17.04.2026', total: '1,404.20 EUR', iban: null },
        bare: true,
      },
    },
    {
      id: 'extract-lab-values-object',
      agent: 'LabDashboard',
      system:
        "You extract lab results for a clinician's dashboard. Output a JSON object with the keys hemoglobin, wbc and platelets; each value is the measured number as a string, exactly as written (no units, no rounding).",
      task: 'Patient 0931, CBC 14 Jan\nHemoglobin 10.2 g/dL (L)\nWBC 11.85 x10^9/L (H)\nPlatelets 212 x10^9/L\nComment: repeat in 4 weeks.',
      expect: { form: 'extract', shape: 'json-object', expected: { hemoglobin: '10.2', wbc: '11.85', platelets: '212' } },
    },
    {
      id: 'extract-companies-lines',
      agent: 'DealTracker',
      system: 'From the press text, list every company named, one per line, exactly as spelled. No people, no bullets, nothing else.',
      task: "Harbor Lane Capital led the $12M Series A in Sproutly, with participation from Meridian Ventures and Okafor & Lindqvist Partners. Sproutly's CEO, Ines Barros, said the money will fund hiring in Nairobi and Lisbon.",
      expect: { form: 'extract', shape: 'lines', expected: ['Harbor Lane Capital', 'Sproutly', 'Meridian Ventures', 'Okafor & Lindqvist Partners'] },
    },
    {
      id: 'extract-support-email-object',
      agent: 'SupportIntake',
      system:
        'You help the support team. From the customer\'s email, return a JSON object shaped like {"order_ids": ["..."], "customer_email": "...", "phone": "..."}. Values verbatim from the email; null when the email has none.',
      task: 'Hi, orders A-7781 and A-7790 both arrived damaged (the boxes were crushed). You can reach me at lena.vogt@postfach.de. Thanks, Lena',
      expect: { form: 'extract', shape: 'json-object', expected: { order_ids: ['A-7781', 'A-7790'], customer_email: 'lena.vogt@postfach.de', phone: null } },
    },
  ],
};
