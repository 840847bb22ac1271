import type { CorpusEntry } from './entry.js';

/** Code: one fenced block in the named language defining the named function, class or query. */
export const codeEntries: CorpusEntry[] = [
  {
    id: 'a Python slugify function in one block',
    task: 'Write a Python function `slugify(title)` that lowercases a title and replaces runs of non-alphanumeric characters with single hyphens. Return just the code in a single fenced block.',
    expect: { form: 'code', language: 'python', defines: 'slugify' },
  },
  {
    id: 'a TypeScript debounce',
    task: 'Implement a TypeScript function named `debounce` that delays calling a callback until it has not been called for a given number of milliseconds.',
    expect: { form: 'code', language: 'typescript', defines: 'debounce' },
  },
  {
    id: 'a JavaScript LRU cache class',
    agent: 'Frontend Engineer',
    task: 'In JavaScript, write a class `LruCache` with `get(key)` and `set(key, value)` methods and a fixed capacity.',
    expect: { form: 'code', language: 'javascript', defines: 'LruCache' },
  },
  {
    id: 'an SQL query for the top customers',
    agent: 'Data Analyst',
    task: 'Write an SQL query that returns the ten customers with the highest total order value, using the tables customers(id, name) and orders(id, customer_id, amount).',
    expect: { form: 'code', language: 'sql', defines: 'orders', mentions: ['customers'] },
  },
  {
    id: 'a bash function that backs up logs',
    agent: 'Ops Engineer',
    task: "Write a bash function called backup_logs that copies /var/log/app/*.log into a folder named after today's date under /backups.",
    expect: { form: 'code', language: 'shell', defines: 'backup_logs' },
  },
  {
    id: 'a Python rate limiter class',
    task: 'Write a Python class named RateLimiter whose allow() method returns False once more than N calls were made in the last second.',
    expect: { form: 'code', language: 'python', defines: 'RateLimiter' },
  },
  {
    id: 'SQL to create an invoices table',
    task: 'Give me the SQL to create a table named invoices with the columns id, customer_email, amount_cents and issued_on.',
    expect: { form: 'code', language: 'sql', defines: 'invoices', mentions: ['customer_email', 'amount_cents'] },
  },
  {
    id: 'a TypeScript duration parser',
    task: "TypeScript: define a function parseDuration(text: string): number that converts strings like '1h30m' or '45s' to seconds.",
    expect: { form: 'code', language: 'typescript', defines: 'parseDuration' },
  },
  {
    id: 'code only from a Python engineer',
    agent: 'Senior Python Engineer',
    system: 'You are a senior Python engineer. Answer with code only, in one fenced block.',
    task: 'A function is_palindrome(s) that ignores case, spaces and punctuation.',
    expect: { form: 'code', language: 'python', defines: 'is_palindrome' },
  },
  {
    id: 'Python in the system prompt, JavaScript asked later',
    system: 'Write all code in Python.',
    task: 'Actually I need this one in JavaScript: a function `chunk(array, size)` that splits an array into arrays of at most `size` items.',
    expect: { form: 'code', language: 'javascript', defines: 'chunk' },
  },
  {
    id: 'an SQL view of monthly revenue',
    task: 'Write a SQL statement that creates a view called monthly_revenue which sums payments.amount by calendar month of payments.paid_at.',
    expect: { form: 'code', language: 'sql', defines: 'monthly_revenue', mentions: ['payments'] },
  },
  {
    id: 'a shell retry function',
    task: 'Shell script please: a function `retry` that runs the command it is given up to 3 times, waiting 2 seconds between attempts, until it succeeds.',
    expect: { form: 'code', language: 'shell', defines: 'retry' },
  },
  {
    id: 'a Python function that merges intervals',
    agent: 'Algorithms Tutor',
    task: 'Show me a Python implementation of merge_intervals(intervals), which merges overlapping [start, end] pairs.',
    expect: { form: 'code', language: 'python', defines: 'merge_intervals' },
  },
  {
    id: 'a JavaScript byte formatter',
    task: "Write a JavaScript function formatBytes(bytes) that returns a human-readable size such as '1.5 MB'.",
    expect: { form: 'code', language: 'javascript', defines: 'formatBytes' },
  },
  {
    id: 'a TypeScript event bus class',
    system: 'You write idiomatic, strictly typed TypeScript.',
    task: 'Write a class EventBus with on, off and emit methods.',
    expect: { form: 'code', language: 'typescript', defines: 'EventBus' },
  },
  {
    id: 'an SQL self-join on employees',
    task: 'Query needed: the names of employees who earn more than their manager, from the table employees(id, name, salary, manager_id).',
    expect: { form: 'code', language: 'sql', defines: 'employees' },
  },
  {
    id: 'a Python dataclass',
    task: 'Write a Python dataclass called Invoice with the fields number (str), total (Decimal) and due_date (date).',
    expect: { form: 'code', language: 'python', defines: 'Invoice' },
  },
  {
    id: 'a bash line counter',
    agent: 'Build Engineer',
    task: 'bash: write a function count_lines that prints the number of lines of every .ts file under src, one file per line.',
    expect: { form: 'code', language: 'shell', defines: 'count_lines' },
  },
  {
    id: 'a generic TypeScript groupBy',
    task: 'I need a generic function groupBy<T>(items: T[], key: (item: T) => string): Record<string, T[]> in TypeScript.',
    expect: { form: 'code', language: 'typescript', defines: 'groupBy' },
  },
  {
    id: 'an SQL count of page views per URL',
    agent: 'Analytics Engineer',
    system: 'You write PostgreSQL queries. Answer with the query in one ```sql block.',
    task: 'Count the views per url over the last 7 days from the table page_views(url, viewed_at), most viewed first.',
    expect: { form: 'code', language: 'sql', defines: 'page_views' },
  },
  {
    id: 'one fenced block in the system prompt, the function named in the task',
    agent: 'Snippet Writer',
    system: 'You answer programming questions with exactly one fenced code block and at most one sentence before it.',
    task: 'In Python: a function named median(values) that returns the median of a non-empty list of numbers.',
    expect: { form: 'code', language: 'python', defines: 'median' },
  },
  {
    id: 'TypeScript in the system prompt, the class named in the task',
    system: 'All code you write is TypeScript.',
    task: 'I need a Stack<T> class with push, pop and peek.',
    expect: { form: 'code', language: 'typescript', defines: 'Stack' },
  },
  {
    id: 'return only the SQL on a named table',
    agent: 'Data Analyst',
    task: 'Return only the SQL: find the ten customers with the highest total spend from the orders table.',
    expect: { form: 'code', language: 'sql', defines: 'orders' },
  },
  {
    id: 'a TypeScript function named in backticks',
    task: 'Write `formatDuration(ms)` in TypeScript: it turns milliseconds into "1h 2m 3s".',
    expect: { form: 'code', language: 'typescript', defines: 'formatDuration' },
  },
  {
    id: 'a terse sh ask',
    task: 'sh: function list_big that prints files over 100 MB in the current directory',
    expect: { form: 'code', language: 'shell', defines: 'list_big' },
  },
  {
    id: 'a negated language beside the asked one',
    task: 'Using JavaScript only (not TypeScript), write throttle(fn, wait) that calls fn at most once per wait milliseconds.',
    expect: { form: 'code', language: 'javascript', defines: 'throttle', mentions: ['Date.now'] },
  },
  {
    id: 'a TypeScript interface with a nested array member',
    task: 'Define a TypeScript interface `Order` with id, buyerEmail, items (an array of {sku, quantity}) and total. Code only.',
    expect: { form: 'code', language: 'typescript', defines: 'Order', mentions: ['buyerEmail', 'quantity'] },
  },
  {
    id: 'a class with a method named with brackets and constructor arguments',
    system: 'Code only, in one fenced block.',
    task: 'A Python class Cache with a constructor that takes max_size and ttl_seconds, and methods get() and put().',
    expect: { form: 'code', language: 'python', defines: 'Cache', mentions: ['get', 'put', 'max_size'] },
  },
  {
    id: 'a view over a table whose columns carry types',
    system: 'You write PostgreSQL.',
    task: 'Create a view named recent_orders with the orders placed in the last 7 days. Table: orders(id, buyer_id, placed_at timestamptz).',
    expect: { form: 'code', language: 'sql', defines: 'recent_orders', mentions: ['placed_at', 'FROM orders'] },
  },
  {
    id: 'a terse SQL ask for totals per customer',
    task: 'SQL please: the 5 shops with the highest revenue, from tables shops(id, title) and sales(id, shop_id, price).',
    expect: { form: 'code', language: 'sql', defines: 'sales', mentions: ['SUM(', 'shops'] },
  },
  {
    id: 'an archive script named by what it does',
    task: 'Write a bash function `archive_logs` that tars the folder passed as its first argument into /tmp. Only the code.',
    expect: { form: 'code', language: 'shell', defines: 'archive_logs', mentions: ['tar '] },
  },
  {
    id: 'sql with a column that is either',
    system: 'You write SQL. Reply with one ```sql block, no commentary.',
    task: "Table tickets(id int, status text, opened_at timestamp).\nstatus is either 'open' or 'closed'.\nWrite a query for the number of open tickets per day.",
    expect: { form: 'code', language: 'sql', defines: 'tickets' },
  },
];
