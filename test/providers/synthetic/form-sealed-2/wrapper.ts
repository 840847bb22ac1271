import type { SealedKindSet } from '../form-sealed/entry.js';

/** Wrappers: a VERDICT line, XML-like tags, key: value lines, a YAML template, a DECISION prefix, an override of YAML. */
export const wrapper: SealedKindSet = {
  defaultAgent: 'QA-Gate',
  entries: [
    {
      id: 'w-verdict-checklist',
      agent: 'QA-Gate',
      system: `You check vendor onboarding forms before they reach finance. Required fields: company name, tax ID, IBAN, signed NDA.

Your first line must be exactly "VERDICT: PASS" or "VERDICT: FAIL". After it, list what is missing, if anything.`,
      task: `Form submitted by Brightline Courier:
Company name: Brightline Courier B.V.
Tax ID: NL859212741B01
IBAN: (left blank)
Signed NDA: attached`,
      expect: { form: 'prefix', prefix: 'VERDICT:', options: ['PASS', 'FAIL'] },
      content: { label: 'FAIL' },
    },
    {
      id: 'w-support-tags',
      agent: 'Support-Agent',
      system: `You draft replies for the support team.
Wrap your output in two tags:
<category>refund, shipping or other</category>
<reply>the reply to send the customer</reply>
Nothing outside the tags.`,
      task: 'Customer message: "Hi, I ordered a rain jacket (order #58213) ten days ago and the tracking page still says \'label created\'. Where is my package?"',
      expect: { form: 'tags', tags: ['category', 'reply'], values: { category: ['refund', 'shipping', 'other'] } },
      content: { label: 'shipping', key: 'category' },
    },
    {
      id: 'w-contract-key-lines',
      agent: 'Contract-Extractor',
      system: `You extract contract terms for the legal tracker. Output exactly these four lines and nothing else:
party_a: <first party's name>
party_b: <second party's name>
term_months: <integer>
auto_renew: <yes or no>`,
      task: `SERVICES AGREEMENT between Halden Robotics AS ("Provider") and Meridian Foods plc ("Client"). The initial term is twenty-four (24) months from the Effective Date. This Agreement does not renew automatically; any extension requires a written amendment signed by both parties.`,
      expect: { form: 'key-lines', keys: { party_a: 'string', party_b: 'string', term_months: 'integer', auto_renew: { enum: ['yes', 'no'] } } },
      content: [
        { number: [24, 24], key: 'term_months' },
        { label: 'no', key: 'auto_renew' },
      ],
    },
    {
      id: 'w-incident-yaml',
      agent: 'Incident-Reporter',
      system: `You file incident reports. Fill in this YAML template and return only the YAML:

severity: <sev1 for a full outage, sev2 for degraded service, sev3 for minor>
service: <service name>
root_cause: <one line>
affected_customers: <integer>`,
      task: 'Incident notes: from 09:02 to 09:47 UTC the checkout service was completely down for all regions after a bad config push (the feature flag file had a syntax error). Support counted 1240 affected customers.',
      expect: { form: 'yaml', keys: { severity: { enum: ['sev1', 'sev2', 'sev3'] }, service: 'string', root_cause: 'string', affected_customers: 'integer' } },
      content: [
        { label: 'sev1', key: 'severity' },
        { number: [1240, 1240], key: 'affected_customers' },
      ],
    },
    {
      id: 'w-expense-decision',
      agent: 'Expense-Auditor',
      system: `Expense policy: single expenses above USD 500 need a manager's pre-approval; without it they are rejected.
Begin your answer with "DECISION: APPROVE" or "DECISION: REJECT", then give the reason on the next line.`,
      task: 'Expense claim #7719: hotel in Denver, USD 950.00, 3 nights. Pre-approval: none on file.',
      expect: { form: 'prefix', prefix: 'DECISION:', options: ['APPROVE', 'REJECT'] },
      content: { label: 'REJECT' },
    },
    {
      id: 'w-thinking-answer-tags',
      agent: 'Dev',
      task: "what's 15% of 240? put your working in <thinking> tags and the final number alone in <answer> tags",
      expect: { form: 'tags', tags: ['thinking', 'answer'] },
      content: { label: '36', key: 'answer' },
    },
    {
      id: 'w-tldr-prefix',
      agent: 'Dev',
      task: 'start your reply with "TL;DR:" then summarise this changelog: "v3.2: adds SAML login, drops Node 16 support, fixes the CSV export timezone bug."',
      expect: { form: 'prefix', prefix: 'TL;DR:' },
      content: { mentions: ['SAML'] },
    },
    {
      id: 'w-yaml-overridden-key-lines',
      agent: 'Repo-Cataloguer',
      system: 'You catalogue open-source repositories. Always answer in YAML.',
      task: 'For this request use plain key: value lines instead (no YAML block, no fences), with exactly the keys name, language and stars (a plain integer). Repo blurb: "ferrocache - a tiny embedded key-value cache written in Rust. 4200 stars on GitHub."',
      expect: { form: 'key-lines', keys: { name: 'string', language: 'string', stars: 'integer' } },
      content: [
        { label: 'Rust', key: 'language' },
        { number: [4200, 4200], key: 'stars' },
      ],
    },
    {
      id: 'w-moderation-action',
      agent: 'Moderation-Filter',
      system: `You moderate replies in a neighbourhood app.
Respond in this format:
ACTION: ALLOW | FLAG | REMOVE
REASON: <one sentence>
Posting someone's home address or phone number without consent is always REMOVE.`,
      task: 'Reply in thread "Noisy parties": "This is the guy, Mark Devlin, he lives at 27 Larch Close, flat 3, go and tell him yourselves. His number is 07700 900417."',
      expect: { form: 'prefix', prefix: 'ACTION:', options: ['ALLOW', 'FLAG', 'REMOVE'] },
      content: { label: 'REMOVE' },
    },
    {
      id: 'w-review-tags-mixed',
      agent: 'Review-Analyst',
      system: `Summarise each review for the product dashboard.
Format:
<summary>one sentence</summary>
<sentiment>positive | negative | mixed</sentiment>`,
      task: 'Review of the Aster 14 laptop: "The screen is stunning and the keyboard is a joy to type on, but the battery dies in three hours and the fan is loud under any load."',
      expect: { form: 'tags', tags: ['summary', 'sentiment'], values: { sentiment: ['positive', 'negative', 'mixed'] } },
      content: { label: 'mixed', key: 'sentiment' },
    },
  ],
};
