import type { SealedKindSet } from '../form-sealed/entry.js';

/** Code (its form: one fenced block in the language, defining the named thing; its content: the names the task gives): a fix from a diff in Python, SQL with named columns, TypeScript from an interface, Go, bash, an override of the language. */
export const code: SealedKindSet = {
  defaultAgent: 'Code-Reviewer',
  entries: [
    {
      id: 'k-python-fix-discount',
      agent: 'Code-Reviewer',
      system: `You are a code reviewer agent. When the task asks for a fix, reply with the corrected code as one fenced code block and nothing else.`,
      task: `This function sometimes returns negative prices. Fix apply_discount so the result never goes below zero and percent is clamped to 0..100.

def apply_discount(price, percent):
    return price - price * percent / 100`,
      expect: { form: 'code', language: 'python', defines: 'apply_discount' },
      content: { mentions: ['percent'] },
    },
    {
      id: 'k-sql-duplicate-signups',
      agent: 'Data-Cleaner',
      system: 'You are a data-cleaning agent for our Postgres warehouse. Answer with a single ```sql block.',
      task: 'Write a query over the table signups(customer_id, email, created_at) that lists every email appearing more than once, with columns email and signup_count, most duplicated first.',
      expect: { form: 'code', language: 'sql', defines: 'signups' },
      content: { mentions: ['email', 'signup_count'] },
    },
    {
      id: 'k-ts-parse-invoice-line',
      agent: 'Integration-Engineer',
      system: `You write TypeScript for our invoice ingestion service. Strict mode, no any. Reply with one \`\`\`ts block.

interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
}`,
      task: 'Write a function parseInvoiceLine(line: string): InvoiceLine that parses lines like "Monitor arm;4;35.00" (semicolon separated) and throws an Error on malformed input.',
      expect: { form: 'code', language: 'typescript', defines: 'parseInvoiceLine' },
      content: { mentions: ['InvoiceLine'] },
    },
    {
      id: 'k-go-validate-email',
      agent: 'Backend-Agent',
      system: `You write Go for the signup service.
Rules:
- Standard library only.
- One go code block, no explanation.`,
      task: 'Implement func ValidateEmail(s string) bool that returns true when s has exactly one @ with a non-empty local part and a domain containing a dot.',
      expect: { form: 'code', language: 'go', defines: 'ValidateEmail' },
      content: { mentions: ['@'] },
    },
    {
      id: 'k-bash-rotate-logs',
      agent: 'Ops-Agent',
      system: 'You are the ops automation agent. Scripts you write run under bash on Debian. Output only a fenced bash block.',
      task: 'Write a bash function rotate_logs that gzips every *.log file older than 7 days in /var/log/myapp and deletes .gz files older than 30 days.',
      expect: { form: 'code', language: 'shell', defines: 'rotate_logs' },
      content: { mentions: ['gzip', '/var/log/myapp'] },
    },
    {
      id: 'k-py-chunk-terse',
      agent: 'Dev',
      task: 'py fn chunk_list(items, size) that splits a list into chunks of size, last one can be shorter. code only',
      expect: { form: 'code', language: 'python', defines: 'chunk_list' },
      content: { mentions: ['items', 'size'] },
    },
    {
      id: 'k-sql-monthly-revenue',
      agent: 'Dev',
      task: 'sql pls: monthly revenue from orders(order_id, created_at, amount_cents), output columns month and revenue (in dollars), oldest month first',
      expect: { form: 'code', language: 'sql', defines: 'orders' },
      content: { mentions: ['amount_cents', 'created_at', 'month', 'revenue'] },
    },
    {
      id: 'k-go-sum-terse',
      agent: 'Dev',
      task: 'golang: func SumInts(xs []int) int, just the code',
      expect: { form: 'code', language: 'go', defines: 'SumInts' },
      content: { mentions: ['xs'] },
    },
    {
      id: 'k-language-override',
      agent: 'Backend-Agent',
      system: 'All code you write is Python 3.12. Reply with one fenced block.',
      task: 'This one is for the web frontend, so write it in TypeScript, not Python: a function slugify(title: string): string that lower-cases, replaces runs of non-alphanumerics with "-" and trims dashes at both ends.',
      expect: { form: 'code', language: 'typescript', defines: 'slugify' },
    },
    {
      id: 'k-ts-rate-limiter',
      agent: 'Integration-Engineer',
      system: 'You write TypeScript utilities for the API gateway. One ```typescript block, no prose.',
      task: 'Write a class RateLimiter with a constructor(limit: number, windowMs: number) and a method tryAcquire(now: number): boolean that allows at most limit calls per sliding window.',
      expect: { form: 'code', language: 'typescript', defines: 'RateLimiter' },
      content: { mentions: ['tryAcquire', 'windowMs'] },
    },
  ],
};
