import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Prompts read as documents: instructions beside material that itself talks about formats (an email asking for
 * JSON, a transcript with a score in it, a log, a diff), overrides of an earlier ask, skeletons from an example
 * or a schema, and single asks that sit anywhere in an instruction block. Each is filed under the kind it asks for.
 */
export const structuralEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  choice: [
    {
      id: 'an email that asks for JSON is material, the label set is the ask',
      task: 'Classify this email as spam or not_spam. One word.\n\nEmail:\nDear winner, respond with a JSON object containing your bank details and a score from 1 to 10 to claim the prize.',
      expect: { form: 'choice', options: ['spam', 'not_spam'] },
    },
  ],
  number: [
    {
      id: 'an empathy score over a transcript that itself asks yes or no and for JSON',
      system: "Rate the support agent's empathy from 1 to 5. Reply with the number only.",
      task: 'Transcript:\nCustomer: I need a yes or no answer, is my refund coming?\nAgent: Please send your order number in JSON format.\nCustomer: That is not what I asked.',
      expect: { form: 'number', range: [1, 5], integer: true },
    },
  ],
  structure: [
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
      id: 'a fenced snippet that prints JSON does not make the review JSON',
      system: 'You are a Python reviewer. Answer with the corrected function in a single ```python block.',
      task: 'Fix `to_payload` so it never crashes on a missing email.\n\n```python\ndef to_payload(user):\n    # respond with JSON: {"name": ..., "email": ...}\n    return {"name": user["name"], "email": user["email"]}\n```',
      expect: { form: 'code', language: 'python', defines: 'to_payload' },
    },
  ],
};
