import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Code whose names the task gives: a signature written in the language's own syntax or said in words, a class
 * with its methods and fields, a query with its columns and aliases, a shell function with its positional
 * arguments, inside pipeline agents' sectioned system prompts. The answer must use those names: every parameter,
 * the return type's kind (a bool function tests its input), the stated constants, the named columns.
 */
export const signatureEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  code: [
    {
      id: 'a Go leap-year function with its signature tests divisibility, not its input',
      agent: 'Calendar-Agent',
      system: 'You write Go for the billing calendar.\n\n## Output\nOne ```go block, nothing else.',
      task: 'Implement IsLeapYear(year int) bool: a year is a leap year when it is divisible by 4, but not by 100 unless also by 400.',
      expect: { form: 'code', language: 'go', defines: 'IsLeapYear', mentions: ['year int', 'bool', '%4 == 0', '%400 == 0'] },
    },
    {
      id: 'a typed Python parser returning a dict splits key: value lines',
      agent: 'Invoice-Parser',
      system:
        '# Role\nYou turn OCR text of invoices into Python helpers.\n\n# Steps\n1. Read the request.\n2. Write the helper.\n3. Check the types.\n4. Reply with one ```python block.\n5. Add nothing after the block.',
      task: 'The OCR step gives lines like "Total: 120.00". Write def parse_invoice(text: str) -> dict that maps each label to its value.',
      expect: { form: 'code', language: 'python', defines: 'parse_invoice', mentions: ['text: str', '-> dict', 'splitlines', '":"'] },
    },
    {
      id: 'a TypeScript signature with a string return is written with its types',
      system: 'Frontend helpers only. Reply with a single fenced block, no explanation outside the code.',
      task: 'function slugify(title: string): string — lower-cases the title and joins words with dashes.',
      expect: { form: 'code', language: 'typescript', defines: 'slugify', mentions: ['title: string', '): string'] },
    },
    {
      id: 'a Rust mean over a slice of floats returns a float and guards the empty slice',
      task: 'Rust please: fn mean(xs: &[f64]) -> f64 that returns the arithmetic mean (0.0 for an empty slice).',
      expect: { form: 'code', language: 'rust', defines: 'mean', mentions: ['xs: &[f64]', '-> f64', 'is_empty', 'len()'] },
    },
    {
      id: 'a function said in words takes the orders and the threshold and filters by it',
      agent: 'Data-Engineer',
      task: 'In Python, write a function called orders_above that takes a list of orders and a threshold and returns the orders whose total is above it.',
      expect: { form: 'code', language: 'python', defines: 'orders_above', mentions: ['orders', 'threshold', '> threshold', 'total'] },
    },
    {
      id: 'a Java boolean method checks what the task says its input must contain',
      task: 'Java: write a method boolean isValidEmail(String email) that checks that the address contains "@".',
      expect: { form: 'code', language: 'java', defines: 'isValidEmail', mentions: ['String email', 'boolean', 'contains("@")'] },
    },
    {
      id: 'a Go sum over an int slice loops over its parameter and returns an int',
      task: 'golang, just the code: func SumInts(xs []int) int',
      expect: { form: 'code', language: 'go', defines: 'SumInts', mentions: ['xs []int', 'range xs', 'return total'] },
    },
    {
      id: 'a terse py fn with two parameters uses both',
      agent: 'Dev',
      task: 'py fn chunk_list(items, size) splitting a list into chunks of size. code only',
      expect: { form: 'code', language: 'python', defines: 'chunk_list', mentions: ['items', 'size'] },
    },
    {
      id: 'a JavaScript total over items with a tax rate uses both parameters',
      task: 'Write a JavaScript function totalPrice(items, taxRate) that returns the sum of the item prices plus tax.',
      expect: { form: 'code', language: 'javascript', defines: 'totalPrice', mentions: ['items', 'taxRate', 'reduce'] },
    },
    {
      id: 'a Java top-k method sorts descending and keeps k',
      task: 'Java method: static List<Integer> topScores(List<Integer> scores, int k) returning the k highest scores, highest first.',
      expect: { form: 'code', language: 'java', defines: 'topScores', mentions: ['List<Integer> scores', 'int k', 'reverseOrder', 'k'] },
    },
    {
      id: 'a TypeScript splitter returning string[] splits on the named separator',
      task: 'Need a TypeScript function splitTags(raw: string): string[] for comma separated tag strings like "a, b,c".',
      expect: { form: 'code', language: 'typescript', defines: 'splitTags', mentions: ['raw: string', 'string[]', 'split(",")'] },
    },
    {
      id: 'a Rust word counter returning a HashMap keeps the map type whole',
      task: 'Write a Rust function fn count_words(text: &str) -> HashMap<String, usize> that counts how often each word occurs.',
      expect: { form: 'code', language: 'rust', defines: 'count_words', mentions: ['HashMap<String, usize>', 'use std::collections::HashMap', 'split_whitespace'] },
    },
    {
      id: 'an age check said in words compares with the number it states',
      task: 'Need a python function named is_adult that takes an age and returns True if it is at least 18.',
      expect: { form: 'code', language: 'python', defines: 'is_adult', mentions: ['age', '>= 18'] },
    },
    {
      id: 'a rate limiter class in TypeScript keeps its constructor fields and its typed method',
      agent: 'Gateway-Engineer',
      system: 'You write TypeScript utilities for the API gateway. One ```typescript block, no prose.',
      task: 'Write a class TokenBucket with a constructor(capacity: number, refillMs: number) and a method take(now: number): boolean that refuses once capacity tokens are used.',
      expect: { form: 'code', language: 'typescript', defines: 'TokenBucket', mentions: ['capacity: number', 'refillMs', 'take(now: number): boolean'] },
    },
    {
      id: 'a Python class with stated limits declares them as constants',
      task: 'Python: a class Throttle allowing 5 requests per 60 s, with a method allow(client_id: str) -> bool.',
      expect: { form: 'code', language: 'python', defines: 'Throttle', mentions: ['= 5', '= 60', 'def allow(self, client_id: str) -> bool'] },
    },
    {
      id: 'a Go struct with fields and methods is a struct with receivers',
      task: 'Go: a struct Inventory with fields items and capacity and methods Add(sku string, qty int) and Count() int.',
      expect: { form: 'code', language: 'go', defines: 'Inventory', mentions: ['capacity int', 'func (c *Inventory) Add(sku string, qty int)', 'Count() int'] },
    },
    {
      id: 'a Java class with fields and methods has a constructor and both methods',
      task: 'Java: class BankAccount with fields owner and balance, methods deposit(double amount) and boolean withdraw(double amount).',
      expect: { form: 'code', language: 'java', defines: 'BankAccount', mentions: ['this.balance = balance', 'deposit(double amount)', 'boolean withdraw(double amount)'] },
    },
    {
      id: 'SQL duplicates with named output columns group, count and filter with HAVING',
      agent: 'Data-Cleaner',
      system: 'Role: data-cleaning agent for the Postgres warehouse.\nConstraints:\n- read-only queries\n- no CTEs unless needed\nOutput: a single ```sql block.',
      task: 'From members(member_id, phone, joined_at), list every phone that appears more than once, with columns phone and member_count, most duplicated first.',
      expect: { form: 'code', language: 'sql', defines: 'members', mentions: ['phone', 'COUNT(*) AS member_count', 'GROUP BY phone', 'HAVING COUNT(*) > 1', 'DESC'] },
    },
    {
      id: 'SQL monthly totals in dollars truncate the time column and divide the cents',
      task: 'sql: monthly refunds from refunds(refund_id, issued_at, amount_cents), output columns month and refunded (in dollars), oldest month first',
      expect: {
        form: 'code',
        language: 'sql',
        defines: 'refunds',
        mentions: ["date_trunc('month', issued_at) AS month", 'SUM(amount_cents) / 100.0 AS refunded', 'ORDER BY month'],
      },
    },
    {
      id: 'SQL top N by a count names the alias and the limit',
      system: 'You are the analytics agent. Output: one ```sql block.',
      task: 'From events(user_id, event_type, occurred_at), give the top 5 users by number of events, columns user_id and event_count.',
      expect: { form: 'code', language: 'sql', defines: 'events', mentions: ['user_id', 'COUNT(*) AS event_count', 'LIMIT 5'] },
    },
    {
      id: 'SQL with a result column called by name sums per key',
      task: 'postgres query: total spend per account from payments(account_id, amount), call the result column total_spend, biggest first',
      expect: { form: 'code', language: 'sql', defines: 'payments', mentions: ['account_id', 'SUM(amount) AS total_spend', 'GROUP BY account_id', 'DESC'] },
    },
    {
      id: 'SQL filters on the quoted status value the task asks about',
      task: "Table incidents(id int, state text, opened_at timestamp).\nstate is either 'active' or 'resolved'.\nWrite a query for the number of active incidents per day.",
      expect: { form: 'code', language: 'sql', defines: 'incidents', mentions: ["state = 'active'", "date_trunc('day', opened_at)", 'COUNT(*)'] },
    },
    {
      id: 'a bash function from clauses gzips and deletes by the ages and paths stated',
      agent: 'Ops-Agent',
      system: 'You are the ops automation agent. Scripts run under bash on Debian.\n\nOUTPUT\nOnly a fenced bash block.',
      task: 'Write a bash function prune_exports that compresses every *.csv file older than 3 days in /srv/exports and deletes .gz files older than 45 days.',
      expect: { form: 'code', language: 'shell', defines: 'prune_exports', mentions: ['/srv/exports', 'gzip', '-mtime +45', '-delete', '*.csv'] },
    },
    {
      id: 'a bash function with positional arguments in capitals uses them as its variables',
      task: 'bash: archive_reports SRC DEST — move *.pdf files from SRC into DEST',
      expect: { form: 'code', language: 'shell', defines: 'archive_reports', mentions: ['local src="${1', 'local dest="${2', '*.pdf', 'mv'] },
    },
    {
      id: 'a sectioned system prompt with the format as one step of five still answers the task signature',
      agent: 'Step-4-Coder',
      system:
        'ROLE\nYou are the coding stage of a ticket pipeline.\n\nSTEPS\n1. Read the ticket.\n2. Decide the function signature.\n3. Write the implementation.\n4. Format: a single fenced block in the language the ticket names.\n5. Stop.\n\nCONSTRAINTS\n- Standard library only.',
      task: 'Ticket DEV-5512 (from triage): we need TypeScript countOverdue(dueDates: number[], today: number): number — how many due dates are before today.',
      expect: { form: 'code', language: 'typescript', defines: 'countOverdue', mentions: ['dueDates: number[]', 'today: number', '): number'] },
    },
    {
      id: 'a Python function over a list with a stated comparison keeps items below the limit',
      task: 'Write a Python function cheap_items(prices: list[float], budget: float) -> list[float] returning the prices under the budget.',
      expect: { form: 'code', language: 'python', defines: 'cheap_items', mentions: ['prices: list[float]', 'budget: float', '< budget'] },
    },
    {
      id: 'a Go function with a string return transforms its input',
      task: 'Go code only: func Shout(msg string) string returns the message in upper case.',
      expect: { form: 'code', language: 'go', defines: 'Shout', mentions: ['msg string', 'strings.ToUpper(msg)'] },
    },
    {
      id: 'a JavaScript function said in words with an "at most" limit compares its parameters',
      task: 'A small JavaScript helper named withinQuota that takes the used count and the quota and returns true when used is at most the quota.',
      expect: { form: 'code', language: 'javascript', defines: 'withinQuota', mentions: ['used', 'quota', '<='] },
    },
    {
      id: 'a reviewer asked for the corrected pasted function keeps its name and clamps the range the task states',
      agent: 'Code-Reviewer',
      system: 'You are a code reviewer agent. When the task asks for a fix, reply with the corrected code as one fenced code block and nothing else.',
      task: 'Bug from QA: scale_volume sometimes goes negative. Fix it so the result is never below zero and level is clamped to 0..11.\n\ndef scale_volume(base, level):\n    return base * level - 5',
      expect: { form: 'code', language: 'python', defines: 'scale_volume', mentions: ['level = min(max(level, 0), 11)', 'return max(0, base * level - 5)'] },
    },
    {
      id: 'a fix of a query built from strings parameterises it and keeps the function',
      system: 'Security review stage. Reply with the corrected version in one ```python block.',
      task: 'def load_order(cursor, order_id):\n    cursor.execute("SELECT * FROM orders WHERE id = \'" + order_id + "\'")\n    return cursor.fetchone()\n\nThe previous agent flagged SQL injection here; fix it.',
      expect: { form: 'code', language: 'python', defines: 'load_order', mentions: ['%s", (order_id,))'] },
    },
    {
      id: 'a JavaScript fix asked as a unified diff answers a diff of the pasted function',
      system: 'Reviewer stage. Output a unified diff only.',
      task: "Previous agent's code (JavaScript):\n\nfunction meanLatency(samples) {\n  const total = samples.reduce((a, b) => a + b, 0);\n  return total / samples.length;\n}\n\nFix meanLatency so an empty list returns 0 instead of NaN (division by zero).",
      expect: { form: 'code', language: 'diff', defines: 'meanLatency', mentions: ['+  if (samples.length === 0) return 0;'] },
    },
    {
      id: 'a rules section asking for a docstring, type hints and a test adds all three',
      system:
        '## Role\nPython utility writer.\n## Rules\n- Include a docstring and type hints.\n- Add a pytest test below the function.\n- Respond with a single fenced block, no explanation outside the code.',
      task: 'Write word_count(text) that returns the number of words in a text.',
      expect: { form: 'code', language: 'python', defines: 'word_count', mentions: ['text: str', '"""', 'def test_word_count'] },
    },
    {
      id: 'a JSDoc rule in the system prompt documents the function and its values are tested by equality',
      system: 'You write JavaScript. Every function gets a JSDoc comment. One ```js block.',
      task: "isWeekend(day) returns true when day is 'Sat' or 'Sun'.",
      expect: { form: 'code', language: 'javascript', defines: 'isWeekend', mentions: ['/**', 'includes(day)', '"Sat"'] },
    },
    {
      id: 'DDL for a table described column by column keeps the written types and a CHECK for its values',
      system: 'You design SQLite schemas. Output one ```sql block containing only DDL.',
      task: "Table `licences`: id integer primary key, owner_email text not null, tier text that is one of 'basic', 'plus', 'max', issued_at text not null, revoked_at text (nullable).",
      expect: {
        form: 'code',
        language: 'sql',
        defines: 'licences',
        mentions: ['CREATE TABLE licences', 'id INTEGER PRIMARY KEY', "CHECK (tier IN ('basic', 'plus', 'max'))", 'revoked_at TEXT'],
      },
    },
  ],
};
