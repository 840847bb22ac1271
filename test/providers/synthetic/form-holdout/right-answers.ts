/**
 * An answer in the asked form with the right content for every prompt of the held-out set, written by hand:
 * the test holds each checker to accept it, so a failure the set reports is the model's, not a checker's
 * that nothing could pass.
 */
export const rightAnswers: Record<string, string> = {
  // json
  'review-sentiment-json-only': '{"sentiment": "negative", "confidence": 0.95, "aspects": ["motor", "jug seal", "customer service", "price"]}',
  'ticket-triage-fields-in-task': '{"category": "billing", "priority": 2, "needs_human": true}',
  'article-metadata-json-schema': '{"title": "How we cut our CI time in half by caching Docker layers", "tags": ["ci", "docker", "caching"], "reading_minutes": 3}',
  'action-items-typescript-type':
    '```json\n[{"owner": "Priya", "task": "Send the revised budget", "due": "Friday"}, {"owner": "Tom", "task": "Book the offsite venue", "due": "20 May"}]\n```',
  'three-risks-terse-array': '["Distributed failures are harder to debug", "Data consistency across services", "Higher operational overhead"]',
  'expense-approval-later-wins': '{"approved": true, "reason": "48.50 USD is within the 75 USD client meal limit and the receipt is attached."}',
  'crm-lead-nested-object': '{"contact": {"name": "Marta Kowalski", "email": "marta@northwind.io"}, "company": "Northwind Logistics", "deal_size_usd": 25000, "stage": "proposal"}',
  'diff-review-verdict-json': '{"verdict": "request_changes", "issues": ["SQL injection: the id is interpolated into the query"], "risk_score": 9}',
  'fake-user-fence-allowed': '```json\n{"first_name": "Ines", "last_name": "Moreau", "age": 34, "is_admin": false, "roles": ["editor"]}\n```',
  'language-detect-short-system': '{"language_code": "de", "is_question": true}',
  'job-posting-flags': '{"remote": true, "salary_listed": true, "seniority": "senior"}',
  'invoice-summary-object': '{"vendor": "Kessler Druck GmbH", "invoice_number": "KD-2025-311", "total": 511.7, "currency": "EUR", "overdue": true}',
  // choice
  'is-it-a-question-yes-no': 'No',
  'support-routing-one-word': 'billing',
  'http-status-lettered': 'C',
  'incident-urgency-brackets': 'CRITICAL',
  'code-claim-true-false': 'False',
  'spam-check-explanation-withdrawn': 'spam',
  'tweet-sentiment-capitalised': 'Mixed',
  'language-name-only': 'French',
  'long-email-intent-label': 'cancel_subscription',
  'password-policy-compliant': 'noncompliant',
  'comment-safety-or': 'safe',
  'priority-scale-replaced': 'low',
  // number
  'distinct-emails-count': '3',
  'helpfulness-digit-1-5': '5',
  'phishing-probability-percent': '95',
  'essay-grade-score-out-of-10': 'Score: 7/10\nThe essay takes a clear position and weighs exceptions, but it gives only one example.',
  'percent-of-amount': '408',
  'pitch-clarity-fraction': '1/5',
  'relevance-scale-switched': '0.9',
  'restaurant-rating-line': 'Rating: 3\nExcellent ramen, let down by the long wait and cold gyoza.',
  'contract-expiry-year': '2027',
  'invoice-total-digits': '1404.20',
  'claim-confidence-decimal': '0.01',
  'recommend-likelihood-integer': '10',
  // structure
  'laptop-comparison-table': '| Model | RAM | Price |\n|---|---|---|\n| Aero 14 | 16 GB | $1,199 |\n| Nimbus Pro | 32 GB | $1,649 |\n| Lark 13 | 8 GB | $649 |',
  'meeting-owners-table-system':
    '| Step | Owner | Deadline |\n|---|---|---|\n| Finalise the pricing page | Priya | 3 June |\n| Run the load test | Tom | 5 June |\n| Write the announcement email | Ama | 6 June |',
  'commit-message-tips-five-bullets':
    '- Write a short summary line.\n- Use the imperative mood.\n- Explain why, not only what.\n- Keep one change per commit.\n- Reference the issue it closes.',
  'dev-setup-three-numbered': '1. Clone the repository.\n2. Run npm install.\n3. Start the service with npm start.',
  'support-email-one-sentence': 'Omar asks whether his walnut desk order 55102 has shipped and wants it cancelled if it cannot arrive before the 20th.',
  'product-pitch-20-words': 'Tallyo tracks freelancers’ hours and turns them into invoices.',
  'newsroom-headline': 'Council votes to turn Harbour Street car park into park',
  'cloud-costs-count-changed': '- Buy savings plans for steady workloads.\n- Shut down idle instances at night.\n- Move old objects to cheaper storage tiers.',
  'race-condition-two-sentences':
    'A race condition happens when two threads touch shared data and the result depends on which one runs first. Guard the shared data with a lock or make the operation atomic.',
  'csv-to-markdown-table': '| name | role | location |\n|---|---|---|\n| Aisha | Designer | Lisbon |\n| Kenji | Engineer | Osaka |\n| Leo | PM | Toronto |',
  'release-notes-four-numbered': '1. SSO with Okta and Azure AD.\n2. Dark mode.\n3. The dashboard loads 40% faster.\n4. CSV export no longer drops rows over 10k.',
  'tldr-single-sentence-25-words': 'Revenue trails plan by 8%, so budget shifts to paid search, features freeze for reliability work and hiring stays paused.',
  // code
  'python-slugify': '```python\nimport re\n\ndef slugify(title):\n    words = re.sub(r"[^\\w\\s]", "", title.lower()).split()\n    return "-".join(words)\n```',
  'typescript-debounce-system':
    '```ts\nexport function debounce(fn: (...args: unknown[]) => void, ms: number) {\n  let timer: ReturnType<typeof setTimeout> | undefined;\n' +
    '  return (...args: unknown[]) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), ms);\n  };\n}\n```',
  'sql-top-customers':
    '```sql\nSELECT c.id, c.name, SUM(o.amount) AS total\nFROM customers c\nJOIN orders o ON o.customer_id = c.id\nGROUP BY c.id, c.name\nORDER BY total DESC\nLIMIT 10;\n```',
  'bash-backup-dir': '```bash\nbackup_dir() {\n  tar -czf "/tmp/$(basename "$1")-$(date +%Y%m%d%H%M%S).tar.gz" "$1"\n}\n```',
  'javascript-group-by':
    '```js\nfunction groupBy(items, keyFn) {\n  const groups = {};\n  for (const item of items) {\n    const key = keyFn(item);\n    (groups[key] ??= []).push(item);\n  }\n  return groups;\n}\n```',
  'python-rate-limiter-class':
    '```python\nimport time\n\nclass RateLimiter:\n    def __init__(self, capacity, refill_per_second):\n        self.capacity = capacity\n        self.tokens = capacity\n' +
    '        self.refill_per_second = refill_per_second\n        self.last = time.monotonic()\n\n    def allow(self):\n        now = time.monotonic()\n' +
    '        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.refill_per_second)\n        self.last = now\n' +
    '        if self.tokens >= 1:\n            self.tokens -= 1\n            return True\n        return False\n```',
  'palindrome-language-switched':
    "```typescript\nfunction isPalindrome(s: string): boolean {\n  const letters = s.toLowerCase().replace(/[^a-z0-9]/g, '');\n  return letters === [...letters].reverse().join('');\n}\n```",
  'sql-active-users-view': "```sql\nCREATE VIEW active_users AS\nSELECT id, email, last_login_at\nFROM users\nWHERE last_login_at >= now() - interval '30 days';\n```",
  'fix-parse-price-from-diff': '```python\ndef parse_price(text):\n    return float(text.strip().lstrip("$").replace(",", ""))\n```',
  'typescript-invoice-interface':
    '```ts\ninterface Invoice {\n  id: string;\n  customerId: string;\n  lines: Array<{ sku: string; qty: number; unitPrice: number }>;\n  total: number;\n}\n```',
  'sh-count-lines-terse': '```sh\ncount_lines() {\n  for file in *.log; do\n    wc -l "$file"\n  done\n}\n```',
  'python-async-fetch-all':
    '```python\nimport asyncio\nimport aiohttp\n\nasync def fetch_all(urls):\n    async with aiohttp.ClientSession() as session:\n' +
    '        async def fetch(url):\n            async with session.get(url) as response:\n                return await response.text()\n' +
    '        return await asyncio.gather(*(fetch(url) for url in urls))\n```',
  // wrapper
  'thinking-and-answer-tags': '<thinking>9.9 is 9.90, which is more than 9.11.</thinking>\n<answer>9.9</answer>',
  'qa-gate-verdict': 'VERDICT: FAIL\nThree tests failed: test_refund_partial, test_refund_currency and test_webhook_retry.',
  'signature-key-lines': 'Name: Daniel Okafor\nCompany: Brightline Foods\nRole: Head of Procurement',
  'deployment-yaml-only': 'replicas: 3\nimage: registry.example.com/billing-api:1.4.2\nenv:\n  - LOG_LEVEL=info\n  - PORT=8080',
  'ticket-category-tags': '<category>network</category>\n<why>The Wi-Fi drops started with the router swap.</why>',
  'answer-prefix-capital': 'ANSWER: Canberra',
  'cron-yaml-replaces-json': '```yaml\nname: clean-temp-files\nschedule: "0 3 * * *"\nenabled: true\n```',
  'status-report-lines': 'Status: amber\nOwner: Ines Duarte\nNext step: Get a delivery date for the SSO connector from the vendor.',
  'summary-and-keywords-tags':
    '<summary>Pre-conditioning electric bus batteries while charging cut capacity loss by 18% in cold Tromsø winters.</summary>\n<keywords>battery degradation, electric buses, cold climate</keywords>',
  'loan-decision-own-line': 'DECISION: REJECT\nDebt payments already take about 74% of income, and there were two missed payments last year.',
  'sentiment-score-template-terse': 'sentiment: neg\nscore: 0.05',
  'bug-report-xml-elements':
    '<title>Export button does nothing in Safari 17</title>\n<priority>high</priority>\n<body>On the Reports page the export button has no effect in Safari 17; it works in Chrome.</body>',
  // extraction
  'emails-json-array': '["nadia.haddad@orbitlabs.com", "billing@orbitlabs.com", "events-team@partner.co.uk"]',
  'amounts-one-per-line': '$1,250.00\n€980\n12,500 USD',
  'invoice-fields-object': '{"invoice_number": "INV-2026-0142", "date": "14 January 2026", "total": "1,404.20 EUR"}',
  'slack-urls-lines': 'https://staging.acme-internal.dev/app\nhttps://wiki.acme-internal.dev/ops/runbooks/deploy\nhttps://status.acme.io',
  'lab-values-object': '{"hemoglobin": "10.2", "platelets": "182,000"}',
  'attendee-names-array': '["Sofia Marin", "Raj Patel", "Chen Wei"]',
  'contract-dates-lines': '- 15 March 2026\n- 30 June 2026\n- 1 December 2026',
  'organisations-ner-array': '["Halden Energy", "Nordvik Shipping", "Marlow & Finch"]',
  'phone-and-order-id': '{"phone": "+44 20 7946 0958", "order_id": "A-77812"}',
  'skus-lines-not-json': 'WH-2231-BLK\nWH-2231-WHT\nCB-0090\nLMP-7710',
  'percentages-as-written': '["3.4%", "5%", "12.5%", "40%"]',
  'tracking-number-and-carrier': '{"tracking_number": "1Z999AA10123456784", "carrier": "UPS"}',
  // prose
  'reviewer-on-retry-pr':
    'Retrying the webhook with exponential backoff is the right call, but without jitter every failed delivery retries in lockstep; add jitter and make the handler idempotent.',
  'planner-database-migration':
    'Spend the first month mapping the MySQL schema and queries, the second running PostgreSQL in shadow with dual writes, and the third cutting over table by table.',
  'critic-five-country-launch':
    'Two engineers cannot support a launch in five countries at once: without local support staff, every outage and translation gap lands on the same two people.',
  'why-hiring-senior-is-hard':
    'Senior engineers weigh risk: an early startup offers less pay and less certainty, so hiring them takes equity, a clear mission and a credible plan.',
  'reply-damaged-parcel':
    'Dear Anna, I am so sorry the lamp arrived smashed. Please send us a photo of the crushed box and we will send a replacement or a refund, whichever you prefer.',
  'process-vs-thread': 'A process has its own memory space and resources, while a thread runs inside a process and shares its memory with the other threads of that process.',
  'remote-work-terse': 'A ten-person agency can go remote if it keeps one shared day for critiques, because design feedback suffers most when it only happens in comments.',
  'next-steps-from-notes':
    'Unblock the help centre translations first, since self-service is the fastest way to cut the support backlog while two agents are away, then watch churn among small accounts.',
  'tent-product-copy': 'The Ridgeline 2 is a two-person tent that weighs 1.6 kg, keeps out rain up to 3000 mm and pitches in under five minutes.',
  'tutor-division-by-zero': 'Dividing 12 by 3 asks how many 3s make 12; dividing by zero asks how many zeros make 12, and no number of zeros ever adds up to 12.',
  'b2b-pricing-advice':
    'One flat plan leaves money on the table: price by the number of vehicles or depots tracked, so small fleets start cheaply and large logistics companies pay for the value.',
  'sre-postmortem-summary':
    'For 42 minutes a config push disabled TLS on the public load balancer, so clients saw connection errors until the change was rolled back; this outage had no data loss.',
};
