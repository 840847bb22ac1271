import type { HoldoutKindSet } from './entry.js';

/** Values copied from the input exactly as written: emails, URLs, names, companies, amounts, dates, identifiers. */
export const extraction: HoldoutKindSet = {
  defaultAgent: 'Extractor',
  entries: [
    {
      id: 'emails-json-array',
      task:
        'Extract all email addresses from the text below as a JSON array of strings.\n\n' +
        'Thanks everyone for joining. Slides are with nadia.haddad@orbitlabs.com; questions about billing go to billing@orbitlabs.com, ' +
        'and the recording will come from events-team@partner.co.uk by Friday.',
      expect: { form: 'extract', shape: 'json-array', expected: ['nadia.haddad@orbitlabs.com', 'billing@orbitlabs.com', 'events-team@partner.co.uk'] },
    },
    {
      id: 'amounts-one-per-line',
      agent: 'Finance-Bot',
      task:
        'List every amount of money mentioned, one per line, exactly as written.\n\n' +
        'The deposit of $1,250.00 was received on Monday. The supplier in Lyon invoiced €980 for the samples, and the framework contract caps ' +
        'spending at 12,500 USD per quarter.',
      expect: { form: 'extract', shape: 'lines', expected: ['$1,250.00', '€980', '12,500 USD'] },
    },
    {
      id: 'invoice-fields-object',
      agent: 'AP-Assistant',
      system: 'Extract invoice fields as a JSON object with the keys invoice_number, date and total. Copy each value exactly as it appears.',
      task:
        'RECHNUNG / INVOICE\nBrenner & Vogt Consulting\nInvoice number: INV-2026-0142\nInvoice date: 14 January 2026\n\n' +
        'Workshop facilitation (2 days) ....... 1,180.00 EUR\nTravel ................................. 224.20 EUR\nTotal: 1,404.20 EUR\n\nPayment within 14 days.',
      expect: { form: 'extract', shape: 'json-object', expected: { invoice_number: 'INV-2026-0142', date: '14 January 2026', total: '1,404.20 EUR' } },
    },
    {
      id: 'slack-urls-lines',
      agent: 'Link-Collector',
      task:
        'Pull out the URLs from this Slack message, one per line, nothing else.\n\n' +
        '"staging is at https://staging.acme-internal.dev/app and the runbook lives in https://wiki.acme-internal.dev/ops/runbooks/deploy, ' +
        'ping me if https://status.acme.io shows red again"',
      expect: {
        form: 'extract',
        shape: 'lines',
        expected: ['https://staging.acme-internal.dev/app', 'https://wiki.acme-internal.dev/ops/runbooks/deploy', 'https://status.acme.io'],
      },
    },
    {
      id: 'lab-values-object',
      agent: 'Clinical-Assistant',
      system: 'You extract lab values for a clinician. Give each value as the number exactly as written in the report, without its unit.',
      task:
        'Complete blood count, 9 Jan 2026\nHemoglobin: 10.2 g/dL (ref 12.0–15.5)\nWBC: 6.8 x10^9/L\nPlatelets: 182,000 /µL\n\n' +
        'Return a JSON object with the keys hemoglobin and platelets.',
      expect: { form: 'extract', shape: 'json-object', expected: { hemoglobin: '10.2', platelets: '182,000' } },
    },
    {
      id: 'attendee-names-array',
      agent: 'Meeting-Scribe',
      task:
        'Who attended? Names as a JSON array.\n\nMinutes, design review, 4 March\nAttendees: Sofia Marin, Raj Patel, Chen Wei\nApologies: Lukas Berg\n\n' +
        'Sofia presented the new onboarding flow; Raj raised concerns about the password step.',
      expect: { form: 'extract', shape: 'json-array', expected: ['Sofia Marin', 'Raj Patel', 'Chen Wei'] },
    },
    {
      id: 'contract-dates-lines',
      agent: 'Contract-Reader',
      system: 'You read contracts for a legal operations team.',
      task:
        'Extract the dates in this clause, one per line, as they appear:\n\n"The Supplier shall deliver the first batch no later than 15 March 2026 ' +
        'and the second batch no later than 30 June 2026. Either party may terminate with notice given before 1 December 2026."',
      expect: { form: 'extract', shape: 'lines', expected: ['15 March 2026', '30 June 2026', '1 December 2026'] },
    },
    {
      id: 'organisations-ner-array',
      agent: 'NER-Tool',
      system: "You are a named-entity tool. Output a JSON array of the organisation names found in the user's text, verbatim.",
      task:
        'Shares of Halden Energy rose 4% after the company signed a supply deal with Nordvik Shipping. Analysts at Marlow & Finch ' +
        'said the agreement could double Halden’s northern revenue.',
      expect: { form: 'extract', shape: 'json-array', expected: ['Halden Energy', 'Nordvik Shipping', 'Marlow & Finch'] },
    },
    {
      id: 'phone-and-order-id',
      agent: 'Support-Agent',
      task:
        "Get the customer's phone number and order ID; JSON with keys phone and order_id.\n\n" +
        '"Hi, my parcel never arrived. Order ID: A-77812. You can call me at +44 20 7946 0958 any time after 5pm. Thanks, Gemma"',
      expect: { form: 'extract', shape: 'json-object', expected: { phone: '+44 20 7946 0958', order_id: 'A-77812' } },
    },
    {
      id: 'skus-lines-not-json',
      agent: 'Warehouse-Bot',
      task:
        'Extract the product SKUs as a JSON array. Actually, one SKU per line is easier for my script, so no JSON.\n\n' +
        'Picked today: 3x WH-2231-BLK, 1x WH-2231-WHT, 12x CB-0090 (cable), and the returned LMP-7710 went back to stock.',
      expect: { form: 'extract', shape: 'lines', expected: ['WH-2231-BLK', 'WH-2231-WHT', 'CB-0090', 'LMP-7710'] },
    },
    {
      id: 'percentages-as-written',
      agent: 'Analyst',
      system: 'Return JSON only.',
      task:
        'What percentages appear in this report? A JSON array of strings, exactly as written (keep the % sign).\n\n' +
        'Churn fell to 3.4% in Q2, down from 5% a year earlier. Trial-to-paid conversion reached 12.5%, and 40% of new accounts came from referrals.',
      expect: { form: 'extract', shape: 'json-array', expected: ['3.4%', '5%', '12.5%', '40%'] },
    },
    {
      id: 'tracking-number-and-carrier',
      agent: 'Logistics-Assistant',
      system: 'Copy values verbatim from the message. Reply with a JSON object and nothing else.',
      task:
        'Keys: tracking_number, carrier.\n\nShipping confirmation: Your order has left our warehouse in Leeds. Carrier: UPS. ' +
        'Tracking number: 1Z999AA10123456784. Expected delivery: Thursday.',
      expect: { form: 'extract', shape: 'json-object', bare: true, expected: { tracking_number: '1Z999AA10123456784', carrier: 'UPS' } },
    },
  ],
};
