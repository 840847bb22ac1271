import type { SealedKindSet } from './entry.js';

/** Wrappers: a verdict prefix, XML-like tags, key: value lines, YAML, a required first word. */
export const wrapper: SealedKindSet = {
  defaultAgent: 'Reviewer',
  entries: [
    {
      id: 'wrapper-chat-verdict',
      task: "did the build pass? log says: 'Tests: 48 passed, 0 failed, 0 skipped. Build finished in 2m 10s.' start ur reply with VERDICT: PASS or VERDICT: FAIL",
      expect: { form: 'prefix', prefix: 'VERDICT:', options: ['PASS', 'FAIL'] },
      content: { label: 'PASS' },
    },
    {
      id: 'wrapper-chat-key-lines-person',
      task: "parse this into key: value lines (name, city, age): 'Tomasz Wójcik, 34, lives in Gdańsk'",
      expect: { form: 'key-lines', keys: { name: 'string', city: 'string', age: 'integer' } },
      content: [
        { number: [34, 34], key: 'age' },
        { label: 'Gdańsk', key: 'city' },
        { label: 'Tomasz Wójcik', key: 'name' },
      ],
    },
    {
      id: 'wrapper-chat-answer-prefix',
      task: "start with 'Answer:' and then tell me which is bigger, 0.7 or 0.65",
      expect: { form: 'prefix', prefix: 'Answer:' },
      content: { label: '0.7' },
    },
    {
      id: 'wrapper-chat-later-wins-tags',
      task: "classify this as <mood>happy</mood> or <mood>sad</mood>... no, use <tone>calm</tone> or <tone>angry</tone> instead, tag only.\n'I HAVE BEEN ON HOLD FOR TWO HOURS. THIS IS UNACCEPTABLE. FIX IT NOW.'",
      expect: { form: 'tags', tags: ['tone'], values: { tone: ['calm', 'angry'] } },
      content: { label: 'angry', key: 'tone' },
    },
    {
      id: 'wrapper-tags-liability-clause',
      agent: 'ContractReviewer',
      system: 'You review contract clauses for the Supplier (our side). Answer as <risk>low|medium|high</risk> followed by <reason>...</reason>. No text outside the tags.',
      task: "Clause 14.2: The Supplier's total liability under this Agreement is unlimited, including for indirect and consequential losses, and the Customer may terminate at any time without notice or payment.",
      expect: { form: 'tags', tags: ['risk', 'reason'], values: { risk: ['low', 'medium', 'high'] } },
      content: { label: 'high', key: 'risk' },
    },
    {
      id: 'wrapper-yaml-job-posting',
      agent: 'AtsImporter',
      system:
        'You convert job postings into YAML for our ATS import. Keys: title, location, remote (true/false), salary_min, salary_max (plain numbers). YAML only, no code fences.',
      task: "We're hiring a Senior Backend Engineer in Lisbon! Fully remote work is possible. Salary EUR 70000 to 90000 a year, depending on experience.",
      expect: { form: 'yaml', keys: { title: 'string', location: 'string', remote: 'boolean', salary_min: 'number', salary_max: 'number' }, bare: true },
      content: [
        { label: 'Lisbon', key: 'location' },
        { label: true, key: 'remote' },
        { number: [70000, 70000], key: 'salary_min' },
        { number: [90000, 90000], key: 'salary_max' },
      ],
    },
    {
      id: 'wrapper-key-lines-over-json',
      agent: 'ParcelDesk',
      system: 'Always answer with a JSON object.',
      task: "No JSON this time: give me plain `key: value` lines with the keys status and eta_days.\nUpdate from the courier: 'Parcel held at customs, expected release in 4 days.'",
      expect: { form: 'key-lines', keys: { status: 'string', eta_days: 'integer' } },
      content: { number: [4, 4], key: 'eta_days' },
    },
    {
      id: 'wrapper-first-word-moderation',
      agent: 'KidsForumModerator',
      system: "You are the moderation filter for a kids' forum. The first word of every reply must be ALLOW or BLOCK, followed by a short reason on the same line.",
      task: "Post: 'Does anyone know a good recipe for chocolate chip cookies? My little brother and I want to bake this weekend!'",
      expect: { form: 'prefix', prefix: '', options: ['ALLOW', 'BLOCK'] },
      content: { label: 'ALLOW' },
    },
  ],
};
