import { describe, expect, it } from 'vitest';
import { formProblems } from './form-checks.js';
import type { CorpusEntry, Expect } from './form-corpus/entry.js';
import { formCorpus } from './form-corpus/index.js';

/** The corpus entry of this id (the checks below use real entries, so they check what the corpus test checks). */
function entry(id: string): CorpusEntry {
  const found = Object.values(formCorpus)
    .flatMap((kind) => kind.entries)
    .find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no corpus entry "${id}"`);
  return found;
}

/** An entry of no particular task that expects `expect`. */
const asking = (expect: Expect, task = 'A task.'): CorpusEntry => ({ id: 'made here', task, expect });

/** Whether the answer passes the entry's checker. */
const passes = (answer: string, corpusEntry: CorpusEntry) => formProblems(answer, corpusEntry).length === 0;

describe('the form checkers of the corpus', () => {
  it('entries have unique ids and every kind has at least 15', () => {
    const ids = Object.values(formCorpus).flatMap((kind) => kind.entries.map((candidate) => candidate.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const kind of Object.values(formCorpus)) expect(kind.entries.length).toBeGreaterThanOrEqual(15);
  });

  it('take a JSON object with the described keys, bare or fenced, and refuse prose, a missing key, a value outside its enum or range', () => {
    const mood = entry('review mood and certainty, JSON only, in the system prompt');
    expect(passes('{"mood": "mixed", "certainty": 0.7}', mood)).toBe(true);
    expect(passes('```json\n{"mood": "mixed", "certainty": 0.7}\n```', mood)).toBe(false);
    expect(passes('{"mood": "angry", "certainty": 0.7}', mood)).toBe(false);
    expect(passes('{"mood": "mixed", "certainty": 7}', mood)).toBe(false);
    expect(passes('{"mood": "mixed"}', mood)).toBe(false);
    expect(passes('Here is the JSON: {"mood": "mixed", "certainty": 0.7}', mood)).toBe(false);
    const ticket = entry('support ticket triage keys in the task');
    expect(passes('```json\n{"priority": "high", "category": "billing", "needs_callback": true}\n```', ticket)).toBe(true);
    expect(passes('{"priority": "high", "category": "billing", "needs_callback": "yes"}', ticket)).toBe(false);
    const nested = entry('a nested customer object with a union of tiers');
    expect(passes('{"customer": {"name": "Dana Whitfield", "tier": "pro"}, "open_tickets": 2}', nested)).toBe(true);
    expect(passes('{"customer": {"name": "Dana Whitfield", "tier": "gold"}, "open_tickets": 2}', nested)).toBe(false);
  });

  it('take a JSON array of the asked length and item type, and refuse another length or item type', () => {
    const risks = entry('three launch risks as a JSON array of strings');
    expect(passes('["Holiday traffic", "Year-end budgets are spent", "Support is short-staffed"]', risks)).toBe(true);
    expect(passes('["Holiday traffic", "Year-end budgets are spent"]', risks)).toBe(false);
    const steps = entry('router reset steps as an array of step objects, nothing else');
    expect(passes('[{"step": 1, "action": "Unplug the router"}, {"step": 2, "action": "Hold reset for 10 seconds"}]', steps)).toBe(true);
    expect(passes('[{"step": "one", "action": "Unplug the router"}, {"step": 2, "action": "Hold reset"}]', steps)).toBe(false);
  });

  it('take a label of the set in any casing with a closing full stop, and refuse a sentence around it or another label', () => {
    const labels = entry('a ticket label from a comma list');
    expect(passes('account access', labels)).toBe(true);
    expect(passes('Account access.', labels)).toBe(true);
    expect(passes('The label is account access.', labels)).toBe(false);
    expect(passes('login', labels)).toBe(false);
    expect(passes('C', entry('a lettered multiple choice, the letter only'))).toBe(true);
    expect(passes('C) 29', entry('a lettered multiple choice, the letter only'))).toBe(false);
  });

  it('take numbers, fractions and score lines in their range, and refuse words around them or a score out of range', () => {
    expect(passes('4', entry('clarity on a scale of 1 to 5'))).toBe(true);
    expect(passes('6', entry('clarity on a scale of 1 to 5'))).toBe(false);
    expect(passes('I would say 4', entry('clarity on a scale of 1 to 5'))).toBe(false);
    expect(passes('7/10', entry('an essay mark written N/10'))).toBe(true);
    expect(passes('7 out of 10', entry('an essay mark written N/10'))).toBe(false);
    const scored = entry('Score: N/10 then one sentence, asked in the task');
    expect(passes('Score: 7/10\nA real niche with loyal customers, though shipping heavy parts will eat the margin.', scored)).toBe(true);
    expect(passes('Score: \nA real niche.', scored)).toBe(false);
    expect(passes('Score: 7/10', scored)).toBe(false);
    expect(passes('Score: 4 The answer names density and the lattice correctly.', entry('a grader with a 1-5 score line in the system prompt'))).toBe(true);
  });

  it('take a table with the named columns and the input rows, and refuse other columns or a missing row', () => {
    const products = entry('a product table with three named columns from the input');
    const table = '| Product | Price | Stock |\n|---|---|---|\n| Widget A | $12 | 40 |\n| Gadget B | $30 | 5 |\n| Doohickey C | $7 | 120 |';
    expect(passes(table, products)).toBe(true);
    expect(passes(table.replace('Stock', 'Quantity'), products)).toBe(false);
    expect(passes(table.replace('| Gadget B | $30 | 5 |\n', ''), products)).toBe(false);
  });

  it('count list items, their numbering and text besides them', () => {
    const three = entry('exactly three bullets with no intro or conclusion');
    expect(passes('- Water deeply before you go\n- Group pots away from windows\n- Use wicks from a water jar', three)).toBe(true);
    expect(passes('Here are some tips:\n- Water deeply\n- Group pots\n- Use wicks', three)).toBe(false);
    expect(passes('- Water deeply\n- Group pots', three)).toBe(false);
    const steps = entry('five numbered steps');
    expect(passes('1. Open settings\n2. Choose security\n3. Turn on 2FA\n4. Scan the QR code\n5. Save the backup codes', steps)).toBe(true);
    expect(passes('1. Open settings\n2. Choose security\n2. Turn on 2FA\n4. Scan the QR code\n5. Save the backup codes', steps)).toBe(false);
  });

  it('count words and sentences, and read a headline as one short line', () => {
    expect(passes('The museum closes its east wing for roof repairs until September.', entry('a summary in one sentence'))).toBe(true);
    expect(passes('The museum closes its east wing. The collection moves.', entry('a summary in one sentence'))).toBe(false);
    expect(passes('Fares drop a quarter, late weekend trains added, children under twelve ride free from April.', entry('a summary in at most 20 words'))).toBe(true);
    expect(passes(`${'word '.repeat(21)}`, entry('a summary in at most 20 words'))).toBe(false);
    expect(passes('Greenfield Robotics opens Porto factory with 300 jobs', entry('a headline of at most ten words'))).toBe(true);
    expect(passes('Greenfield Robotics opens Porto factory.\nIt will build robots', entry('a headline of at most ten words'))).toBe(false);
  });

  it('take one fenced block in the language that defines the named thing, and refuse another language, a missing definition or broken syntax', () => {
    const slugify = entry('a Python slugify function in one block');
    expect(passes('```python\nimport re\n\ndef slugify(title):\n    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")\n```', slugify)).toBe(true);
    expect(passes('```javascript\nfunction slugify(title) { return title; }\n```', slugify)).toBe(false);
    expect(passes('```python\ndef make_slug(title):\n    return title\n```', slugify)).toBe(false);
    const debounce = entry('a TypeScript debounce');
    expect(
      passes(
        '```ts\nexport function debounce<T extends unknown[]>(fn: (...args: T) => void, ms: number) {\n  let timer: ReturnType<typeof setTimeout> | undefined;\n  return (...args: T) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), ms);\n  };\n}\n```',
        debounce,
      ),
    ).toBe(true);
    expect(passes('```ts\nexport function debounce(fn: () => void, ms: number {\n  return fn;\n}\n```', debounce)).toBe(false);
    const top = entry('an SQL query for the top customers');
    expect(
      passes('```sql\nSELECT c.name, SUM(o.amount) AS total\nFROM customers c JOIN orders o ON o.customer_id = c.id\nGROUP BY c.name\nORDER BY total DESC\nLIMIT 10;\n```', top),
    ).toBe(true);
    expect(
      passes('```bash\nbackup_logs() {\n  mkdir -p "/backups/$(date +%F)" && cp /var/log/app/*.log "/backups/$(date +%F)/"\n}\n```', entry('a bash function that backs up logs')),
    ).toBe(true);
    const retry = entry('a shell retry function');
    const cased =
      '```bash\nretry() {\n  for attempt in 1 2 3; do\n    case "$attempt" in\n      3) "$@" && return 0 ;;\n      *) "$@" && return 0; sleep 2 ;;\n    esac\n  done\n  return 1\n}\n```';
    expect(passes(cased, retry)).toBe(true);
    expect(passes('```bash\nretry() {\n  "$@" || { sleep 2; "$@";\n}\n```', retry)).toBe(false);
  });

  it('take a Rust block that defines the named function or struct, and refuse another name, another fence or unbalanced braces', () => {
    const countWords = asking({ form: 'code', language: 'rust', defines: 'count_words' });
    expect(passes('```rust\npub fn count_words(s: &str) -> usize {\n    s.split_whitespace().count()\n}\n```', countWords)).toBe(true);
    expect(passes("```rs\nfn count_words<'a>(s: &'a str) -> usize {\n    s.split_whitespace().count()\n}\n```", countWords)).toBe(true);
    expect(passes('```rust\npub fn word_count(s: &str) -> usize {\n    s.split_whitespace().count()\n}\n```', countWords)).toBe(false);
    expect(passes('```go\nfunc count_words(s string) int {\n\treturn len(strings.Fields(s))\n}\n```', countWords)).toBe(false);
    expect(passes('```rust\nfn count_words(s: &str) -> usize {\n    s.split_whitespace().count()\n```', countWords)).toBe(false);
    expect(passes('```rust\npub struct Invoice {\n    pub total: f64,\n}\n```', asking({ form: 'code', language: 'rust', defines: 'Invoice' }))).toBe(true);
  });

  it('read tags, prefixes, key lines and YAML', () => {
    const label = entry('a label tag with a closed set and a reason tag');
    expect(passes('<label>negative</label>\n<reason>The update lost data and support is silent.</reason>', label)).toBe(true);
    expect(passes('<label>angry</label>\n<reason>Lost data.</reason>', label)).toBe(false);
    const verdict = entry('VERDICT: PASS or FAIL from a test reviewer');
    expect(passes('VERDICT: FAIL\nThree payment tests time out against the sandbox gateway.', verdict)).toBe(true);
    expect(passes('The verdict is FAIL.', verdict)).toBe(false);
    expect(passes('VERDICT: MAYBE', verdict)).toBe(false);
    const person = entry('Name, Age and City lines');
    expect(passes('Name: Sofia Marquez\nAge: 34\nCity: Valencia', person)).toBe(true);
    expect(passes('Name: Sofia Marquez\nAge: thirty-four\nCity: Valencia', person)).toBe(false);
    const settings = entry('deployment settings as YAML');
    expect(passes('```yaml\nreplicas: 2\nimage: api:1.4.0\nports:\n  - 8080\n```', settings)).toBe(true);
    expect(passes('replicas: two\nimage: api:1.4.0\nports: [8080]', settings)).toBe(false);
    expect(passes('```yaml\ntitle: Designing Data-Intensive Applications\nauthors: [Martin Kleppmann]\nyear: 2017\n```', entry('bare YAML with a list of authors'))).toBe(false);
  });

  it('take values found verbatim in the input, and refuse a value cut short, reformatted or invented', () => {
    const lab = entry('lab values as written, in a JSON object');
    expect(passes('{"hemoglobin": "10.2", "platelets": "12,500"}', lab)).toBe(true);
    expect(passes('{"hemoglobin": "10", "platelets": "12,500"}', lab)).toBe(false);
    expect(passes('{"hemoglobin": "10.2", "platelets": "12500"}', lab)).toBe(false);
    const emails = entry('emails as a JSON array');
    expect(passes('["maria.gomez@acme-corp.com", "j.smith+billing@northwind.io", "sales@example.org"]', emails)).toBe(true);
    expect(passes('["maria.gomez@acme-corp.com", "j.smith@northwind.io", "sales@example.org"]', emails)).toBe(false);
    expect(passes('["maria.gomez@acme-corp.com", "j.smith+billing@northwind.io", "sales@example.org", "info@acme-corp.com"]', emails)).toBe(false);
    const amounts = entry('amounts with their currency, one per line');
    expect(passes('1,404.20 EUR\n12.50 EUR\n45.00 EUR', amounts)).toBe(true);
    expect(passes('- 1,404.20 EUR\n- 12.50 EUR\n- 45 EUR', amounts)).toBe(false);
  });

  it('take prose that names the subject without jargon, and refuse jargon or an answer about something else', () => {
    const bakery = entry('a bakery opening a second location');
    expect(
      passes(
        'Before opening a second location, the bakery should check whether the first shop can spare a head baker and whether the new street has morning foot traffic.',
        bakery,
      ),
    ).toBe(true);
    expect(passes('Before opening a second location, the bakery should gamify the synergies of its 24/7 blockchains.', bakery)).toBe(false);
    expect(passes('Interest rates are likely to stay high through the winter, which affects every small business loan.', bakery)).toBe(false);
    expect(formProblems('Short.', asking({ form: 'prose', about: ['short'] }))).toContain('too short to be an answer');
  });
});
