import type { HoldoutKindSet } from '../form-holdout/entry.js';

/** Values taken verbatim from the input, asked by extraction agents: arrays, objects with a missing field, one per line. */
export const extraction: HoldoutKindSet = {
  defaultAgent: 'Extractor',
  entries: [
    {
      id: 'extract2-thread-emails',
      agent: 'Contact-Harvester',
      system: [
        'You extract contact data for the CRM sync agent.',
        'Return a JSON array of strings: every email address in the thread, exactly as written, in order of appearance, without duplicates.',
        'Return only the JSON array. No markdown fences, no explanation.',
      ].join('\n'),
      task: [
        'From: laura.bianchi@vetro-srl.it',
        'To: support@tallyledger.example',
        'Cc: accounts.payable@vetro-srl.it',
        '',
        'Hi, please also add our controller, m.ricci@vetro-srl.it, to the billing contacts. Thanks, Laura',
      ].join('\n'),
      expect: {
        form: 'extract',
        shape: 'json-array',
        bare: true,
        expected: ['laura.bianchi@vetro-srl.it', 'support@tallyledger.example', 'accounts.payable@vetro-srl.it', 'm.ricci@vetro-srl.it'],
      },
    },
    {
      id: 'extract2-statement-amounts-lines',
      agent: 'FX-Auditor',
      system: [
        'You audit foreign currency payments.',
        'List every amount that appears in the statement, one per line, exactly as written including its currency code.',
        'Do not convert, round or reformat amounts. No other text.',
      ].join('\n'),
      task: [
        'Statement excerpt, business account DE44 5001 0517 5407 3249 31:',
        '02.06.2025  SEPA transfer to Atelier Nord         1,404.20 EUR',
        '09.06.2025  SWIFT payment to Kansai Parts KK     12,500.00 USD',
        '11.06.2025  Card payment, Hotel Sacher              389.90 EUR',
      ].join('\n'),
      expect: { form: 'extract', shape: 'lines', expected: ['1,404.20 EUR', '12,500.00 USD', '389.90 EUR'] },
    },
    {
      id: 'extract2-invoice-object',
      agent: 'AP-Extractor',
      system: [
        'You are the accounts payable extraction agent.',
        'Output format: a JSON object with the keys invoice_number, due_date and total, each a string copied exactly from the invoice.',
      ].join('\n'),
      task: [
        'INVOICE',
        'Kestrel Cloud Services Ltd',
        'Invoice number: KCS-2025-00417',
        'Issue date: 30 April 2025',
        'Due date: 30 May 2025',
        'Compute (eu-west), April 2025 ........ 2,180.00',
        'Storage ............................... 312.45',
        'Total due: GBP 2,492.45',
      ].join('\n'),
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { invoice_number: 'KCS-2025-00417', due_date: '30 May 2025', total: 'GBP 2,492.45' },
      },
    },
    {
      id: 'extract2-resume-missing-field',
      agent: 'Resume-Parser',
      system: [
        'You parse resumes into contact records.',
        'Your response must be a JSON object with the keys name, phone and linkedin. Copy values exactly as they appear.',
        'If a value is not in the resume, use null. Never guess.',
      ].join('\n'),
      task: [
        'OLUWASEUN ADEYEMI',
        'Product Designer | Lagos, Nigeria',
        'Phone: +234 803 555 0192 | Portfolio: seun.design',
        'Experience: Senior Product Designer, PayLane (2021-present)',
      ].join('\n'),
      expect: {
        form: 'extract',
        shape: 'json-object',
        expected: { name: 'OLUWASEUN ADEYEMI', phone: '+234 803 555 0192', linkedin: null },
      },
    },
    {
      id: 'extract2-contract-dates',
      agent: 'Deadline-Tracker',
      task: [
        'Clause 4 (Term and Renewal): "This Agreement is effective from 1 March 2025 and ends on 28 February 2026. Either party must give notice of non-renewal by 1 December 2025."',
        '',
        'The output should be a JSON array holding every date in the clause, written exactly as in the clause. e.g. ["5 January 2024"]',
      ].join('\n'),
      expect: { form: 'extract', shape: 'json-array', expected: ['1 March 2025', '28 February 2026', '1 December 2025'] },
    },
    {
      id: 'extract2-lab-values',
      agent: 'Lab-Abstractor',
      system: [
        'You abstract lab results from clinic notes for a registry.',
        'Rules:',
        '1. Output a JSON object with the keys hemoglobin, wbc and creatinine.',
        '2. Each value is the number exactly as written in the note, as a string, without its unit.',
        '3. Do not round.',
      ].join('\n'),
      task: 'Labs 14/03: Hemoglobin 10.2 g/dL (low), WBC 11,400 /uL, platelets 250 x10^9/L, creatinine 1.08 mg/dL. Plan: iron studies.',
      expect: { form: 'extract', shape: 'json-object', expected: { hemoglobin: '10.2', wbc: '11,400', creatinine: '1.08' } },
    },
    {
      id: 'extract2-changelog-urls',
      agent: 'Link-Checker',
      system: 'You collect links for the docs link checker. Output one URL per line, exactly as written, and nothing else (no bullets needed, no numbering).',
      task: [
        '## 4.1.0',
        '- Migration guide: https://docs.tallyledger.example/migrate/4.1',
        '- Fixed the webhook signature check (see https://github.com/tally/ledger/issues/2231)',
        '- Thanks to our sponsors!',
      ].join('\n'),
      expect: {
        form: 'extract',
        shape: 'lines',
        expected: ['https://docs.tallyledger.example/migrate/4.1', 'https://github.com/tally/ledger/issues/2231'],
      },
    },
    {
      id: 'extract2-meeting-attendees',
      agent: 'Minutes-Agent',
      system: ['You prepare meeting minutes.', 'Extract the full names of all attendees as a JSON array of strings.', 'Do not include people who were mentioned but absent.'].join(
        '\n',
      ),
      task: ['Board meeting, 3 July 2025.', 'Present: Dana Whitfield (chair), Luis Romero, Mei Tanaka.', 'Apologies: Robert Klein.', 'Dana opened the meeting at 10:00.'].join(
        '\n',
      ),
      expect: { form: 'extract', shape: 'json-array', expected: ['Dana Whitfield', 'Luis Romero', 'Mei Tanaka'] },
    },
  ],
};

/** A right answer, written by hand, to each prompt above. */
export const extractionRight: Record<string, string> = {
  'extract2-thread-emails': '["laura.bianchi@vetro-srl.it", "support@tallyledger.example", "accounts.payable@vetro-srl.it", "m.ricci@vetro-srl.it"]',
  'extract2-statement-amounts-lines': '1,404.20 EUR\n12,500.00 USD\n389.90 EUR',
  'extract2-invoice-object': '```json\n{"invoice_number": "KCS-2025-00417", "due_date": "30 May 2025", "total": "GBP 2,492.45"}\n```',
  'extract2-resume-missing-field': '{"name": "OLUWASEUN ADEYEMI", "phone": "+234 803 555 0192", "linkedin": null}',
  'extract2-contract-dates': '["1 March 2025", "28 February 2026", "1 December 2025"]',
  'extract2-lab-values': '{"hemoglobin": "10.2", "wbc": "11,400", "creatinine": "1.08"}',
  'extract2-changelog-urls': 'https://docs.tallyledger.example/migrate/4.1\nhttps://github.com/tally/ledger/issues/2231',
  'extract2-meeting-attendees': '["Dana Whitfield", "Luis Romero", "Mei Tanaka"]',
};
