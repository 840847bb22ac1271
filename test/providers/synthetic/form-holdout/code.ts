import type { HoldoutKindSet } from './entry.js';

/** One fenced block in the named language that defines the function, class, type or query the task names. */
export const code: HoldoutKindSet = {
  defaultAgent: 'Coder',
  entries: [
    {
      id: 'python-slugify',
      task: 'Write a Python function `slugify(title)` that lowercases the title, strips punctuation and joins the words with hyphens. Return only the code in a fenced block.',
      expect: { form: 'code', language: 'python', defines: 'slugify' },
      content: { mentions: ['lower'] },
    },
    {
      id: 'typescript-debounce-system',
      agent: 'TS-Engineer',
      system: 'You are a senior TypeScript engineer. Answer with a single ```ts code block, no explanation.',
      task: 'Implement debounce(fn, ms): it returns a function that delays calling fn until ms milliseconds have passed without another call.',
      expect: { form: 'code', language: 'typescript', defines: 'debounce' },
      content: { mentions: ['setTimeout'] },
    },
    {
      id: 'sql-top-customers',
      agent: 'Analyst',
      task: 'SQL please: the top 10 customers by total order amount, from tables customers(id, name) and orders(id, customer_id, amount).',
      expect: { form: 'code', language: 'sql', defines: 'orders', mentions: ['customers'] },
      content: { mentions: ['sum('] },
    },
    {
      id: 'bash-backup-dir',
      agent: 'Ops',
      task: 'Bash function `backup_dir` that tars the directory given as its first argument into /tmp, with a timestamp in the file name. Just the code.',
      expect: { form: 'code', language: 'shell', defines: 'backup_dir' },
      content: { mentions: ['tar '] },
    },
    {
      id: 'javascript-group-by',
      task: 'In plain JavaScript (no TypeScript), write groupBy(items, keyFn) that returns an object mapping each key to the array of items with that key.',
      expect: { form: 'code', language: 'javascript', defines: 'groupBy' },
    },
    {
      id: 'python-rate-limiter-class',
      agent: 'Backend-Dev',
      system: 'Code only, in one fenced block.',
      task: 'A Python class RateLimiter implementing a token bucket: constructor takes capacity and refill_per_second, and a method allow() returns True or False.',
      expect: { form: 'code', language: 'python', defines: 'RateLimiter', mentions: ['allow'] },
      content: { mentions: ['capacity'] },
    },
    {
      id: 'palindrome-language-switched',
      task: 'Write isPalindrome(s) in Python. Wait, our codebase is TypeScript: write it in TypeScript instead, in a code block.',
      expect: { form: 'code', language: 'typescript', defines: 'isPalindrome' },
    },
    {
      id: 'sql-active-users-view',
      agent: 'DBA',
      system: 'You write PostgreSQL. Reply with the SQL in a fenced block.',
      task: 'Create a view named active_users with the users who logged in within the last 30 days. Table: users(id, email, last_login_at timestamptz).',
      expect: { form: 'code', language: 'sql', defines: 'active_users', mentions: ['last_login_at'] },
    },
    {
      id: 'fix-parse-price-from-diff',
      agent: 'Code-Reviewer',
      system: 'You fix bugs. Return the corrected function only, as a fenced code block in the same language.',
      task:
        'This function fails on "1,299.00" with ValueError. Fix it.\n\n```python\ndef parse_price(text):\n    """Parse a price like \'$1,299.00\' into a float."""\n' +
        '    return float(text.strip().lstrip("$"))\n```\n\nTraceback: ValueError: could not convert string to float: \'1,299.00\'',
      expect: { form: 'code', language: 'python', defines: 'parse_price' },
    },
    {
      id: 'typescript-invoice-interface',
      agent: 'TS-Engineer',
      task: 'Define a TypeScript interface `Invoice` with id, customerId, lines (an array of {sku, qty, unitPrice}) and total. Only the code.',
      expect: { form: 'code', language: 'typescript', defines: 'Invoice', mentions: ['customerId'] },
      content: { mentions: ['unitPrice'] },
    },
    {
      id: 'sh-count-lines-terse',
      agent: 'Ops',
      task: 'sh: function count_lines that prints the line count of every *.log file in the current directory',
      expect: { form: 'code', language: 'shell', defines: 'count_lines' },
      content: { mentions: ['.log'] },
    },
    {
      id: 'python-async-fetch-all',
      agent: 'Data-Engineer',
      system: 'You are a Python assistant for a data team. Wrap code in ```python fences.',
      task: 'Write an async function fetch_all(urls) using aiohttp that fetches the URLs concurrently and returns their bodies in order.',
      expect: { form: 'code', language: 'python', defines: 'fetch_all', mentions: ['aiohttp'] },
    },
  ],
};
