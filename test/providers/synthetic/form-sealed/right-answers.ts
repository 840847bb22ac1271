/**
 * An answer in the asked form with the right content for every prompt of the sealed set, written by hand:
 * the test holds each checker to accept it, so a failure the set reports is the model's, not a checker's
 * that nothing could pass.
 */

/** A code fence's marker. */
const FENCE = '```';

/** `lines` in a code fence tagged `language`. */
const fence = (language: string, ...lines: string[]) => [`${FENCE}${language}`, ...lines, FENCE].join('\n');

/** The right answers, by entry id. */
export const rightAnswers: Record<string, string> = {
  'json-chat-name-email': '{"name": "Priya Raman", "email": "priya.raman@lumenfold.io"}',
  'json-chat-umbrella-bool': '{"umbrella": true, "reason": "Heavy rain is forecast all day with a 90% chance of showers."}',
  'json-chat-later-wins-ticket': '```json\n{"title": "Production database down, checkouts failing", "priority": "high"}\n```',
  'json-chat-array-five-chores': '["buy milk", "call the dentist", "fix bike chain", "renew passport", "email landlord"]',
  'json-typescript-review': '{"sentiment": "negative", "stars": 2, "mentions_shipping": true, "topics": ["late delivery", "damaged lid", "customer service"], "confidence": 0.9}',
  'json-schema-invoice': '{"vendor": "Kettering Tool Supply Ltd", "invoice_number": "INV-2291", "total": 330.00, "currency": "GBP", "overdue": true}',
  'json-fields-list-standup': '{"owner": "Ahmed", "action": "Migrate the billing cron to the new queue", "due": "2026-05-20", "blocked": true}',
  'json-example-support-email': '{"team": "billing", "urgent": false, "order_ref": "5521"}',

  'choice-chat-refund-window': 'yes',
  'choice-chat-true-flase': 'True',
  'choice-chat-letter': 'C',
  'choice-chat-later-wins-spam': 'SPAM',
  'choice-queue-brackets': 'ACCOUNT_ACCESS',
  'choice-severity-log': 'sev1',
  'choice-app-review-pipes': 'Positive',
  'choice-contract-renewal-first-later': 'RENEW',

  'number-chat-spend-sum': '40.00',
  'number-chat-count-items': '7',
  'number-chat-pitch-score': '2',
  'number-chat-days-between': '14',
  'number-score-line-support-reply': 'Score: 1/10\nThe agent dismissed a lost order and offered the customer no help at all.',
  'number-percent-csv-conversion': '5%',
  'number-fraction-test-coverage': '0/5',
  'number-urgency-later-wins': '95',

  'structure-chat-plan-table': '| Plan | Price | Seats |\n|---|---|---|\n| Starter | $9 | 1 |\n| Team | $49 | 10 |\n| Business | $199 | 50 |',
  'structure-chat-five-bullets': [
    '- The starter was not active enough when you mixed the dough.',
    '- The kitchen was too cold for the bulk ferment.',
    '- The dough did not ferment long enough before shaping.',
    '- Too much salt slowed the yeast down.',
    '- The flour was low in protein, so the dough could not hold gas.',
  ].join('\n'),
  'structure-chat-one-sentence-tldr': 'The council voted 7-2 to add 12 km of downtown bike lane, built from June with a state grant.',
  'structure-chat-later-wins-six': [
    '1. Potluck where everyone brings a dish',
    '2. Picnic in the park',
    '3. Make-your-own taco bar',
    '4. Soup and bread day',
    '5. Pizza from a local place, split evenly',
    '6. Breakfast-for-lunch with pancakes',
  ].join('\n'),
  'structure-onboarding-seven-steps': [
    '1. Set up your laptop with the standard image.',
    '2. Install and test the VPN.',
    '3. Request access to the warehouse.',
    '4. Read the pipeline docs.',
    '5. Shadow the on-call engineer for a day.',
    '6. Open a first small PR.',
    '7. Meet the analytics team.',
  ].join('\n'),
  'structure-headline-bakery': 'Halvorsen Bakery Opens Second Shop, Creating 14 Jobs',
  'structure-csv-to-table': '| Region | Orders | Returns |\n|---|---|---|\n| North | 1204 | 31 |\n| South | 988 | 12 |\n| East | 1530 | 44 |\n| West | 760 | 9 |',
  'structure-push-copy-limit': 'Dark mode is here! Turn it on in Settings > Display.',

  'code-chat-python-palindrome': fence('python', 'def is_palindrome(s):', '    cleaned = s.replace(" ", "").lower()', '    return cleaned == cleaned[::-1]'),
  'code-chat-sql-revenue': fence('sql', 'SELECT customer_id, SUM(amount) AS total_revenue', 'FROM orders', 'GROUP BY customer_id', 'ORDER BY total_revenue DESC;'),
  'code-chat-bash-backup': fence('bash', 'backup_dir() {', '  mkdir -p backups', '  tar -czf "backups/$(basename "$1")-$(date +%F).tar.gz" "$1"', '}'),
  'code-chat-later-wins-fizzbuzz': fence(
    'javascript',
    'function fizzbuzz(n) {',
    '  const out = [];',
    '  for (let i = 1; i <= n; i++) out.push(i % 15 === 0 ? "FizzBuzz" : i % 3 === 0 ? "Fizz" : i % 5 === 0 ? "Buzz" : String(i));',
    '  return out;',
    '}',
  ),
  'code-typescript-parse-duration': fence(
    'ts',
    'export function parseDuration(input: string): number {',
    '  const match = /^(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?$/.exec(input);',
    '  if (!match || input === "") throw new Error("not a duration: " + input);',
    '  const [, h = "0", m = "0", s = "0"] = match;',
    '  return Number(h) * 3600 + Number(m) * 60 + Number(s);',
    '}',
  ),
  'code-javascript-fix-average': fence(
    'js',
    'function average(xs) {',
    '  if (xs.length === 0) return 0;',
    '  let total = 0;',
    '  for (let i = 0; i < xs.length; i++) total += xs[i];',
    '  return total / xs.length;',
    '}',
  ),
  'code-python-rate-limiter': fence(
    'python',
    'import time',
    'from collections import defaultdict, deque',
    '',
    'class RateLimiter:',
    '    def __init__(self) -> None:',
    '        self.calls: dict[str, deque[float]] = defaultdict(deque)',
    '',
    '    def allow(self, key: str) -> bool:',
    '        now = time.monotonic()',
    '        window = self.calls[key]',
    '        while window and now - window[0] >= 60:',
    '            window.popleft()',
    '        if len(window) >= 5:',
    '            return False',
    '        window.append(now)',
    '        return True',
  ),
  'code-sql-subscriptions-ddl': fence(
    'sql',
    'CREATE TABLE subscriptions (',
    '  id INTEGER PRIMARY KEY,',
    '  user_email TEXT NOT NULL,',
    "  plan TEXT NOT NULL CHECK (plan IN ('free', 'pro', 'team')),",
    '  started_at TEXT NOT NULL,',
    '  cancelled_at TEXT',
    ');',
  ),

  'wrapper-chat-verdict': 'VERDICT: PASS\nAll 48 tests passed and none failed.',
  'wrapper-chat-key-lines-person': 'name: Tomasz Wójcik\ncity: Gdańsk\nage: 34',
  'wrapper-chat-answer-prefix': 'Answer: 0.7 is bigger, since 0.70 > 0.65.',
  'wrapper-chat-later-wins-tags': '<tone>angry</tone>',
  'wrapper-tags-liability-clause':
    '<risk>high</risk>\n<reason>Unlimited liability, including consequential losses, plus termination at will leaves the Supplier fully exposed.</reason>',
  'wrapper-yaml-job-posting': 'title: Senior Backend Engineer\nlocation: Lisbon\nremote: true\nsalary_min: 70000\nsalary_max: 90000',
  'wrapper-key-lines-over-json': 'status: held at customs\neta_days: 4',
  'wrapper-first-word-moderation': 'ALLOW: a friendly question about baking cookies with a sibling.',

  'extract-chat-emails-array': '["ops@brightwater.dev", "m.chen@brightwater.dev", "sales@kilnworks.co.uk"]',
  'extract-chat-amounts-lines': '1,250.00 USD\n3,740.50 USD',
  'extract-chat-links-lines': 'https://status.orbitly.io\nhttps://docs.orbitly.io/v2/webhooks\nhttp://orbitly.com/help',
  'extract-chat-later-wins-dates': '2026-06-01\n2026-06-15\n2026-07-30',
  'extract-invoice-object': '{"vendor": "Oberlin & Kaas GmbH", "invoice_no": "2026-0417", "date": "17.04.2026", "total": "1,404.20 EUR", "iban": null}',
  'extract-lab-values-object': '{"hemoglobin": "10.2", "wbc": "11.85", "platelets": "212"}',
  'extract-companies-lines': 'Harbor Lane Capital\nSproutly\nMeridian Ventures\nOkafor & Lindqvist Partners',
  'extract-support-email-object': '{"order_ids": ["A-7781", "A-7790"], "customer_email": "lena.vogt@postfach.de", "phone": null}',

  'prose-chat-cat-glasses':
    'Your cat is probably bored or hungry at night. Play with it hard before bed, feed it a late meal, and keep glasses off the table overnight so there is nothing to knock down.',
  'prose-chat-eli5-sky':
    'Sunlight is made of all the colours mixed together. When it flies through the air, the blue part bumps into the tiny bits of air and bounces all over the sky, so blue is what you see everywhere you look.',
  'prose-chat-notes-for-boss':
    'Q3 went well: revenue grew to 1.2M from 0.9M, we hired two engineers, and churn fell from 4% to 3%. The one setback is the mobile app, whose launch has slipped to November.',
  'prose-chat-postgres-mongo':
    'For invoicing I would stay on Postgres. Invoices are relational and need transactions and exact sums, which Postgres gives you for free; MongoDB would make you rebuild those guarantees in the app.',
  'prose-code-reviewer-injection':
    'Most serious: the query is built by concatenating name into the SQL string, which is an SQL injection hole. Pass name as a parameter to execute instead, and select only the columns you need rather than *.',
  'prose-trip-planner':
    'Day 1: walk the Ribeira, see the São Bento station tiles and have a francesinha for lunch; dinner at a tasca. Day 2: the Livraria Lello and Clérigos tower in the morning, a port cellar tour in Gaia, then a seafood dinner in Matosinhos. That fits well within 400 EUR for two in Porto.',
  'prose-critic-on-call':
    'The weakest point is the single engineer: one person permanently on call will burn out and eventually miss a page, and when they leave or fall ill you have no rotation and no one who knows the systems. The overtime saved does not cover that risk.',
  'prose-bakery-reply':
    'Hi! Yes, we make gluten-free birthday cakes, and a cake for 12 people on Saturday 14 June is no problem. Tell us the flavour you would like and we will set it aside for you.\n\nMarta from Crumb & Co',
};
