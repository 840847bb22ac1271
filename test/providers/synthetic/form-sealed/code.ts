import type { SealedKindSet } from './entry.js';

/** Code: one fenced block in the named language that defines the named function, class or table. */
export const code: SealedKindSet = {
  defaultAgent: 'Coder',
  entries: [
    {
      id: 'code-chat-python-palindrome',
      task: 'python func is_palindrome(s) that ignores case and spaces pls, just the code',
      expect: { form: 'code', language: 'python', defines: 'is_palindrome' },
    },
    {
      id: 'code-chat-sql-revenue',
      task: 'sql query: total revenue per customer from orders(customer_id, amount), call the result column total_revenue, biggest first',
      expect: { form: 'code', language: 'sql', defines: 'orders' },
      content: { mentions: ['total_revenue', 'customer_id', 'sum('] },
    },
    {
      id: 'code-chat-bash-backup',
      task: 'need a bash function backup_dir that tars a folder into backups/ with todays date in the file name. code only',
      expect: { form: 'code', language: 'shell', defines: 'backup_dir' },
      content: { mentions: ['tar ', 'backups/', 'date'] },
    },
    {
      id: 'code-chat-later-wins-fizzbuzz',
      task: 'write fizzbuzz in python... actually make it javascript: function fizzbuzz(n) that returns an array of strings',
      expect: { form: 'code', language: 'javascript', defines: 'fizzbuzz' },
      content: { mentions: ['Fizz', 'Buzz'] },
    },
    {
      id: 'code-typescript-parse-duration',
      agent: 'QuillReviewer',
      system: 'You are a senior TypeScript engineer on the Quill monorepo. When asked for code, answer with a single ```ts block, strict-mode clean, no explanation.',
      task: 'Write `parseDuration(input: string): number` that turns strings like "1h30m", "45s" or "2h" into a number of seconds. Throw an Error on anything else.',
      expect: { form: 'code', language: 'typescript', defines: 'parseDuration' },
      content: { mentions: ['throw new Error'] },
    },
    {
      id: 'code-javascript-fix-average',
      agent: 'BugFixer',
      system: 'You fix bugs. Reply with the corrected code only, in one JavaScript code block.',
      task: [
        'This function should return the average of an array, but it returns NaN, and for empty arrays it should return 0:',
        '',
        '```js',
        'function average(xs) {',
        '  let total = 0;',
        '  for (let i = 0; i <= xs.length; i++) total += xs[i];',
        '  return total / xs.length;',
        '}',
        '```',
      ].join('\n'),
      expect: { form: 'code', language: 'javascript', defines: 'average' },
    },
    {
      id: 'code-python-rate-limiter',
      agent: 'TernUtilities',
      system: 'You write small, dependency-free Python utilities for the Tern data team. Answer with one Python code block and use type hints.',
      task: 'We need a class RateLimiter with a method allow(key: str) -> bool that permits at most 5 calls per key in any 60-second window. Use time.monotonic for the clock.',
      expect: { form: 'code', language: 'python', defines: 'RateLimiter' },
      content: { mentions: ['def allow', 'monotonic', '60'] },
    },
    {
      id: 'code-sql-subscriptions-ddl',
      agent: 'SchemaDesigner',
      system: 'You design SQLite schemas. Output one ```sql block containing only DDL.',
      task: "Table `subscriptions`: id integer primary key, user_email text not null, plan text that is one of 'free', 'pro', 'team', started_at text not null, cancelled_at text (nullable).",
      expect: { form: 'code', language: 'sql', defines: 'subscriptions' },
      content: { mentions: ['create table', 'user_email', 'cancelled_at', "'pro'"] },
    },
  ],
};
