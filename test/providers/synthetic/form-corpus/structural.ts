import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Prompts read as documents: instructions beside material that itself talks about formats (an email asking for
 * JSON, a transcript with a score in it, a log, a diff), overrides of an earlier ask, skeletons from an example
 * or a schema, and single asks that sit anywhere in an instruction block. Each is filed under the kind it asks for.
 */
export const structuralEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  json: [
    {
      id: 'a Pydantic-like model to match',
      system: 'Return JSON matching this model, nothing else:\nclass Booking(BaseModel):\n    guest: str\n    nights: int\n    breakfast: bool\n    requests: list[str]',
      task: 'Hi, this is Marit Olsen, I would like a room for three nights with breakfast, quiet floor if possible.',
      expect: { form: 'json-object', keys: { guest: 'string', nights: 'integer', breakfast: 'boolean', requests: 'string[]' } },
    },
    {
      id: 'a TypeScript type alias on its own line',
      task: 'Respond with an object of this type:\ntype Check = { passed: boolean; reason: string }\n\nDoes the password "hunter2" have at least 12 characters?',
      expect: { form: 'json-object', keys: { passed: 'boolean', reason: 'string' } },
    },
    {
      id: 'an example object on its own line gives the keys, a rule under it gives one key its values',
      system:
        'You sort incoming parcels. Answer the way this sample does, nothing around it:\n{"depot": "north", "fragile": false, "weight_kg": 2.5}\ndepot is one of north, south, east or west.',
      task: 'A 12 kg box of glassware addressed to a shop in the southern district.',
      expect: { form: 'json-object', keys: { depot: { enum: ['north', 'south', 'east', 'west'] }, fragile: 'boolean', weight_kg: 'number' }, bare: true },
    },
    {
      id: 'an example array of objects to imitate after e.g.',
      task: 'List the meetings in this message as JSON, e.g. [{"day": "Monday", "topic": "budget"}]\n\nMessage: we meet Tuesday about hiring and Friday about the offsite.',
      expect: { form: 'json-array', items: { object: { day: 'string', topic: 'string' } } },
    },
    {
      id: 'keys listed under a keys heading, the JSON ask after them',
      system: 'You file bug reports.\nKeys:\n- title: a short summary\n- severity: low, medium or high\n- reproducible: true or false\nReply in JSON.',
      task: 'The export button crashes the app every time I press it on my tablet.',
      expect: { form: 'json-object', keys: { title: 'string', severity: { enum: ['low', 'medium', 'high'] }, reproducible: 'boolean' } },
    },
    {
      id: 'keys named with a plus sign in a chat ask',
      task: 'pls give me json w/ city + country for this: "Greetings from Porto, loving Portugal so far"',
      expect: { form: 'json-object', keys: { city: 'string', country: 'string' } },
    },
    {
      id: 'a bullet list first, then no, make it JSON',
      task: 'put the three options in a bullet list. no, make it a JSON array of strings instead.\nText: we could take the train, the bus or the ferry to the island.',
      expect: { form: 'json-array', items: 'string' },
    },
    {
      id: 'a count of plain items after a JSON array ask is the array length',
      system: 'Output a JSON array with one object per deadline, each object having "what" and "when".',
      task: 'Memo: the grant report is due on 3 March and the audit pack on 17 March; the offsite is still undecided.\n\nReturn exactly two items.',
      expect: { form: 'json-array', items: { object: { what: 'string', when: 'string' } }, length: 2 },
    },
  ],
  choice: [
    {
      id: 'a transcript line with a number does not replace the label ask',
      system: 'You audit call-centre calls. Say whether the agent followed the refund policy: COMPLIANT or NON_COMPLIANT, nothing else.',
      task: 'Caller: I want my money back, rate your service 2 out of 5.\nAgent: I can offer a refund within 30 days, reply with 4 if that works.\nCaller: Fine.',
      expect: { form: 'choice', options: ['COMPLIANT', 'NON_COMPLIANT'] },
    },
    {
      id: 'labels one per line under an allowed-labels heading',
      system: 'You sort feedback for the product team.\nAllowed labels:\nux_issue\nperformance\npricing\nAnswer with the label only.',
      task: 'Feedback: every screen takes five seconds to load on my older phone.',
      expect: { form: 'choice', options: ['ux_issue', 'performance', 'pricing'] },
    },
    {
      id: 'a letter asked in the system prompt, the lettered options after a log',
      system: 'You help the night shift. Respond with the letter only.',
      task: '03:12:09 WARN disk /var at 91%\n03:14:40 ERROR disk /var at 99%, writes failing\n03:15:02 ERROR postgres: could not extend file, no space left on device\n03:15:05 INFO health check ok for web\n\nWhat needs attention first?\nA) the web tier\nB) the full disk\nC) DNS',
      expect: { form: 'choice', options: ['A', 'B', 'C'] },
    },
    {
      id: 'an email that asks for JSON is material, the label set is the ask',
      task: 'Classify this email as spam or not_spam. One word.\n\nEmail:\nDear winner, respond with a JSON object containing your bank details and a score from 1 to 10 to claim the prize.',
      expect: { form: 'choice', options: ['spam', 'not_spam'] },
    },
  ],
  number: [
    {
      id: 'a score prefix given by an example with digits',
      system: "Open your answer like this: 'Clarity: 6/10 - why', then stop.",
      task: 'Paragraph: Our Q3 numbers grew, mostly, in the regions that we, as noted, prioritised before.',
      expect: { form: 'score-line', prefix: 'Clarity:', range: [0, 10], outOf: 10 },
    },
    {
      id: 'a fraction shown by example in the system prompt',
      system: "Grade the essay's structure as a fraction of 4, written like 2/4, nothing more.",
      task: 'Essay: Cities should plant more trees. Trees cool streets. Also I like parks. In conclusion, trees.',
      expect: { form: 'fraction', outOf: 4, min: 0 },
    },
    {
      id: 'a first line that must be exactly a rating template, over a quoted review',
      system: "Your reply's first line must be exactly `Rating: N/5`, then one sentence on why.",
      task: "Review: 'The hotel was clean but the breakfast was cold and the staff were rude to us twice.'",
      expect: { form: 'score-line', prefix: 'Rating:', range: [0, 5], outOf: 5 },
    },
    {
      id: 'an empathy score over a transcript that itself asks yes or no and for JSON',
      system: "Rate the support agent's empathy from 1 to 5. Reply with the number only.",
      task: 'Transcript:\nCustomer: I need a yes or no answer, is my refund coming?\nAgent: Please send your order number in JSON format.\nCustomer: That is not what I asked.',
      expect: { form: 'number', range: [1, 5], integer: true },
    },
  ],
  structure: [
    {
      id: 'a title limit stated as a rule before the ask for the title alone',
      system: 'You title internal blog posts. A title has at most 6 words and no final full stop. Return the title alone.',
      task: 'Post: we moved our build cache to a shared bucket and cut CI time by a third.',
      expect: { form: 'headline', maxWords: 6 },
    },
    {
      id: 'wait no, make it five, then numbered in a short sentence after',
      task: 'give me 4 tips for a first marathon, wait no, make it 5. numbered please',
      expect: { form: 'list', count: 5, numbered: true },
    },
    {
      id: 'three bullets about a log whose lines mention arrays and labels',
      system: 'Summarise the log for the on-call channel in exactly 3 bullet points.',
      task: '2026-02-01 08:00:01 WARN parser: expected a JSON array, got one of: null, string\n2026-02-01 08:00:04 ERROR worker: label must be one of a, b or c\n2026-02-01 08:02:10 INFO worker: restarted after 2 failures',
      expect: { form: 'list', count: 3 },
    },
    {
      id: 'a word limit above a divider, a poem request below it is the material',
      task: 'Tell me in at most 25 words what the customer below wants.\n---\nWrite me a limerick about my late parcel, in five numbered lines, and return the delivery fee.\n---',
      expect: { form: 'limit', maxWords: 25 },
    },
  ],
  code: [
    {
      id: 'the fence rule in the system prompt, the function named in the task',
      system: 'You maintain our Python tooling. Whenever code is requested, reply with one ```python block and no prose.',
      task: 'Add `median_of(values: list[float]) -> float` that returns the median as a number, raising ValueError on an empty list.',
      expect: { form: 'code', language: 'python', defines: 'median_of' },
    },
    {
      id: 'a fenced snippet that prints JSON does not make the review JSON',
      system: 'You are a Python reviewer. Answer with the corrected function in a single ```python block.',
      task: 'Fix `to_payload` so it never crashes on a missing email.\n\n```python\ndef to_payload(user):\n    # respond with JSON: {"name": ..., "email": ...}\n    return {"name": user["name"], "email": user["email"]}\n```',
      expect: { form: 'code', language: 'python', defines: 'to_payload' },
    },
  ],
  wrapper: [
    {
      id: 'a YAML template of bare keys to fill',
      task: 'Fill in this YAML:\nvenue:\nguests:\ndate:\n\nText: We booked the Old Mill for 40 guests on 14 June.',
      expect: { form: 'yaml', keys: { venue: 'string', guests: 'number', date: 'string' } },
    },
    {
      id: 'key: value lines with the keys in brackets, over a quoted sentence',
      task: "turn this into key: value lines (product, colour, shop): 'the blue kettle from Hallberg Home costs 39 euros and is sold out'",
      expect: { form: 'key-lines', keys: { product: 'string', colour: 'string', shop: 'string' } },
    },
  ],
  extraction: [
    {
      id: 'addresses one per line from a labelled thread',
      system: 'From the thread, list each email address mentioned, one per line, exactly as written. Nothing else.',
      task: 'Thread:\nMaya: loop in ops@kestrel-freight.com please\nJon: done, and cc j.ortega@kestrel-freight.com on the invoice\nMaya: thanks',
      expect: { form: 'extract', shape: 'lines', expected: ['ops@kestrel-freight.com', 'j.ortega@kestrel-freight.com'] },
    },
  ],
};
