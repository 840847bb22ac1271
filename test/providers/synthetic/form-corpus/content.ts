import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Prompts whose answers must take their values from the content, by kind, before inventing any: fields
 * copied whole from the input's labels, numbers the content adds up or counts, labels the text decides,
 * rows and steps that are the input's own, code named as the task names it, prose without invented figures.
 * Each entry's form pins the value the content decides (a `like` of the exact text, a one-number range, a
 * one-value enum), so a made-up value fails. Filed under the kind of form it asks.
 */
export const contentEntries: Record<CorpusKind, CorpusEntry[]> = {
  json: [
    {
      id: 'a purchase order read into a JSON schema keeps its supplier, number, amount and currency',
      system:
        'You turn purchase orders into records. The output must match this JSON Schema and be the object alone:\n{"type":"object","properties":{"supplier":{"type":"string"},"po_number":{"type":"string"},"amount":{"type":"number"},"currency":{"enum":["USD","CHF","SEK"]},"overdue":{"type":"boolean"}}}',
      task: 'PURCHASE ORDER PO-77310\nSupplier: Brandt & Hollis AG\nOrdered: 4 February 2026   Due: 28 February 2026\n3 x pallet jack @ 410.00 CHF\nAmount due: 1,230.00 CHF\nToday is 9 March 2026; the order is still open.',
      expect: {
        form: 'json-object',
        bare: true,
        keys: { supplier: { like: 'Brandt & Hollis AG' }, po_number: { like: 'PO-77310' }, amount: { range: [1230, 1230] }, currency: { enum: ['CHF'] }, overdue: 'boolean' },
      },
    },
    {
      id: 'a rating written beside its word becomes the number field, not a made-up score',
      system: 'Summarise app-store reviews as JSON: {"rating": integer 1-5, "platform": string, "summary": string}. JSON only.',
      task: 'Posted on Android, 4 stars: sync works again after the update, though the widget still lags.',
      expect: { form: 'json-object', bare: true, keys: { rating: { range: [4, 4], integer: true }, platform: 'string', summary: 'string' } },
    },
    {
      id: 'a TypeScript shape over a delivery note takes the customer and order reference from their labels',
      system: 'Return one JSON object of this type, nothing else:\ntype Delivery = { customer: string; order_ref: string; parcels: number };',
      task: 'Delivery note\nCustomer: Ilse Vandermeer\nOrder ref: DN-5520-B\nHanded over 3 parcels at the loading bay.',
      expect: { form: 'json-object', bare: true, keys: { customer: { like: 'Ilse Vandermeer' }, order_ref: { like: 'DN-5520-B' }, parcels: { range: [3, 3], integer: true } } },
    },
    {
      id: 'a total_ field adds up the amounts on the lines naming its word',
      system: 'Read the card statement. Respond only with JSON: {"total_refunds": number, "card_last4": string}.',
      task: 'Card ending 9012\n03 Jun  PURCHASE  HARBOUR CAFE      14.20\n05 Jun  REFUND    CITY BOOKS        22.00\n07 Jun  REFUND    RAIL PASS         35.50\n08 Jun  PURCHASE  GROCER           61.75',
      expect: { form: 'json-object', bare: true, keys: { total_refunds: { range: [57.5, 57.5] }, card_last4: { like: '9012' } } },
    },
  ],
  choice: [
    {
      id: 'a lettered list answered with the letter of the member of the category asked',
      task: 'Quick one. Which of these is a vegetable?\nA) mango\nB) leek\nC) cherry\nD) apricot\nReply with the letter only.',
      expect: { form: 'choice', options: ['A', 'B', 'C', 'D'], right: 'B' },
    },
    {
      id: 'a lettered list answered by the meaning a status code is known by',
      task: 'Which HTTP status tells a client it has sent too many requests?\n(a) 201\n(b) 429\n(c) 302\nJust the letter.',
      expect: { form: 'choice', options: ['a', 'b', 'c'], right: 'b' },
    },
    {
      id: 'a joined queue name is chosen by the words it joins',
      system: 'You route support messages. Answer with one of PAYMENTS, LOGIN_HELP or SHIPPING and nothing else.',
      task: 'The app keeps saying my password is wrong and now my account is locked out after the sign in attempts.',
      expect: { form: 'choice', options: ['PAYMENTS', 'LOGIN_HELP', 'SHIPPING'], right: 'LOGIN_HELP' },
    },
    {
      id: 'a scale of urgency answered at the rung the content earns',
      system: 'Rate each alert as one of: minor, moderate, severe, critical. Label only.',
      task: 'Payments are down for every customer since 09:00 and the on-call engineer cannot reach the database; data loss is possible.',
      expect: { form: 'choice', options: ['minor', 'moderate', 'severe', 'critical'], right: 'critical' },
    },
    {
      id: 'a rule of the system prompt naming a label decides it when its signs are in the content',
      system:
        'You triage calls to a pet clinic. Classify each call as one of [routine, soon, now].\nRules: a pet that collapsed or is struggling to breathe is always now; vaccinations and check-ups are routine.\nOutput the label alone.',
      task: 'Caller says her terrier collapsed in the garden and is struggling to breathe.',
      expect: { form: 'choice', options: ['routine', 'soon', 'now'], right: 'now' },
    },
  ],
  number: [
    {
      id: 'the sum of the prices a message lists',
      task: 'groceries run: bread 2.80, cheese 7.45, olives 3.25 — what did that come to? number only pls',
      expect: { form: 'number', range: [13.5, 13.5] },
    },
    {
      id: 'the count of the items after a colon, the sentence after them left out',
      task: 'Count the tools in my bag: hammer, chisel, tape, pliers, level. Just the number, nothing else.',
      expect: { form: 'number', integer: true, range: [5, 5] },
    },
    {
      id: 'the days between two dates the question names',
      system: 'Answer date questions with a whole number only.',
      task: 'How many days are there between June 9 and June 30?',
      expect: { form: 'number', integer: true, range: [21, 21] },
    },
    {
      id: 'a rate from two columns of a CSV, in percent',
      system: 'You report funnel figures. Reply with the number only, no words.',
      task: 'day,views,clicks\nMon,400,12\nTue,600,18\n\nWhat is the click-through rate (clicks / views) as a percentage?',
      expect: { form: 'number', range: [3, 3] },
    },
    {
      id: 'the data rows of a CSV counted',
      task: 'How many shipments are listed? Reply with a number only.\n\nid,carrier,weight\nS1,DHL,2.5\nS2,UPS,1.0\nS3,DHL,4.2\nS4,GLS,0.8',
      expect: { form: 'number', integer: true, range: [4, 4] },
    },
  ],
  structure: [
    {
      id: 'numbered steps name the things the task lists, in its order',
      system: 'You write release checklists. Reply with a numbered list of exactly 4 steps and nothing else.',
      task: 'Release checklist for the mobile app. Cover: freeze the branch, run the smoke tests, bump the version, and notify support.',
      expect: { form: 'list', count: 4, numbered: true, bare: true },
    },
  ],
  code: [],
  wrapper: [
    {
      id: 'a YAML record of a job ad takes the role, the city and both ends of the pay range',
      system: 'You file vacancies for the careers site. YAML only, no fences. Keys: role, city, pay_min, pay_max (plain numbers).',
      task: 'Our Porto studio is looking for a Lead Product Designer. Pay GBP 52000 to 61000 depending on portfolio. Based in Porto.',
      expect: {
        form: 'yaml',
        bare: true,
        keys: { role: { like: 'Lead Product Designer' }, city: { like: 'Porto' }, pay_min: { range: [52000, 52000] }, pay_max: { range: [61000, 61000] } },
      },
    },
    {
      id: 'key: value lines filled from a letter signature, not from the template',
      task: 'Answer in exactly this layout:\nPerson: <name>\nEmployer: <company>\n\nThe email ends: "Cheers, Rosa Lindqvist, Buyer, Fjell & Dahl AS"',
      expect: { form: 'key-lines', keys: { Person: { like: 'Rosa Lindqvist' }, Employer: { like: 'Fjell & Dahl AS' } } },
    },
  ],
  extraction: [
    {
      id: 'a company name with an ampersand is copied whole',
      system: 'Extract the seller and the order total from the receipt as a JSON object {"seller": string, "total": string}, values copied exactly as printed.',
      task: 'Receipt\nSeller: Moss & Larkin Ltd\nItems: 2\nTotal: 84.10 GBP\nThank you for shopping.',
      expect: { form: 'extract', shape: 'json-object', expected: { seller: 'Moss & Larkin Ltd', total: '84.10 GBP' } },
    },
    {
      id: 'readings asked as plain numbers drop their units',
      system: 'From the sensor log, give a JSON object with the keys temperature and humidity; each value is the reading as a string with no units.',
      task: 'Sensor 14, 06:00\nTemperature 21.7 °C\nHumidity 48 %\nBattery fine.',
      expect: { form: 'extract', shape: 'json-object', expected: { temperature: '21.7', humidity: '48' } },
    },
  ],
  prose: [
    {
      id: 'a reply signs off as its system prompt requires',
      system: 'You answer the front desk inbox of a guesthouse. Warm, brief, and always sign off as "Ingrid at Fjordlys Guesthouse".',
      task: 'Guest asks: can we check in early on the 3rd? Our ferry lands at 10 in the morning.',
      expect: { form: 'prose', about: ['Fjordlys'] },
    },
    {
      id: 'a code reviewer names the injection a concatenated query allows',
      system: 'Review the snippet like a senior engineer: the worst problem first, in plain sentences.',
      task: 'rows = db.execute("DELETE FROM sessions WHERE token = \'" + token + "\'")',
      expect: { form: 'prose', about: ['injection'] },
    },
    {
      id: 'a summary of notes keeps the month they name',
      task: 'sum up these standup notes for the channel:\n- billing export fixed\n- audit moved to September\n- two interns start Monday',
      expect: { form: 'prose', about: ['September'] },
    },
  ],
};
