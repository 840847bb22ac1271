import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Labels with no word family, decided by what the prompt says they mean: "- p0: production down or data loss"
 * bullets, a "| label | meaning |" table, "ESCALATE if the amount is over 5,000" and "score < 50 → REJECT" rules,
 * over material an earlier agent passed on. The right label is the one the definitions and the material decide.
 */
export const labelMeaningEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  choice: [
    {
      id: 'p-levels defined by their meaning: an outage for every customer is p0',
      agent: 'Incident-Triage',
      system:
        'You triage incidents.\n\nPriorities:\n- p0: production down or data loss\n- p1: a major feature broken for many users\n- p2: minor bug or cosmetic issue\n\nReply with the priority only.',
      task: 'Checkout returns 500 for every customer since the 14:02 deploy; orders cannot be placed.',
      expect: { form: 'choice', options: ['p0', 'p1', 'p2'], right: 'p0' },
    },
    {
      id: 'p-levels defined by their meaning: a misaligned logo is p2',
      agent: 'Incident-Triage',
      system:
        'You triage incidents.\n\nPriorities:\n- p0: production down or data loss\n- p1: a major feature broken for many users\n- p2: minor bug or cosmetic issue\n\nReply with the priority only.',
      task: 'The footer logo is misaligned by two pixels on Safari.',
      expect: { form: 'choice', options: ['p0', 'p1', 'p2'], right: 'p2' },
    },
    {
      id: 'threshold rules with arrows decide the credit decision from the stated score',
      agent: 'Credit-Gate',
      system: 'Credit gate. Rules: score < 50 → REJECT, 50–79 → REVIEW, 80 or more → ACCEPT. Answer with the decision word only.',
      task: 'Applicant: Dana Ruiz\nCredit score: 67\nIncome: 54,000',
      expect: { form: 'choice', options: ['REJECT', 'REVIEW', 'ACCEPT'], right: 'REVIEW' },
    },
    {
      id: 'a low score under an arrow rule is rejected',
      agent: 'Credit-Gate',
      system: 'Credit gate. Rules: score < 50 → REJECT, 50–79 → REVIEW, 80 or more → ACCEPT. Answer with the decision word only.',
      task: 'Applicant: Tomás Vidal\nCredit score: 41\nIncome: 38,500',
      expect: { form: 'choice', options: ['REJECT', 'REVIEW', 'ACCEPT'], right: 'REJECT' },
    },
    {
      id: 'an amount over the stated limit escalates',
      agent: 'Expense-Agent',
      system:
        'Expense agent. Answer APPROVE, HOLD or ESCALATE.\nAPPROVE: within policy and receipt attached\nHOLD: receipt missing or details unclear\nESCALATE if the amount is over 5,000',
      task: 'Expense: team offsite venue, amount 7,800 EUR, receipt attached.',
      expect: { form: 'choice', options: ['APPROVE', 'HOLD', 'ESCALATE'], right: 'ESCALATE' },
    },
    {
      id: 'a small expense without its receipt is held by the meaning of HOLD',
      agent: 'Expense-Agent',
      system:
        'Expense agent. Answer APPROVE, HOLD or ESCALATE.\nAPPROVE: within policy and receipt attached\nHOLD: receipt missing or details unclear\nESCALATE if the amount is over 5,000',
      task: 'Expense: taxi to airport, amount 42 EUR, no receipt was provided.',
      expect: { form: 'choice', options: ['APPROVE', 'HOLD', 'ESCALATE'], right: 'HOLD' },
    },
    {
      id: 'a label table routes an API error to the tier whose meaning names it',
      agent: 'Support-Router',
      system:
        'Route each support email to a queue.\n| label | meaning |\n|---|---|\n| TIER_1 | password resets and login trouble |\n| TIER_2 | integrations, API errors, webhooks |\n| Needs info | the email does not say what is wrong |\nOutput the label only.',
      task: 'Our webhook deliveries to https://hooks.acme.io fail with API error 502 since Monday.',
      expect: { form: 'choice', options: ['TIER_1', 'TIER_2', 'Needs info'], right: 'TIER_2' },
    },
    {
      id: 'a label table routes a login problem to the first tier',
      agent: 'Support-Router',
      system:
        'Route each support email to a queue.\n| label | meaning |\n|---|---|\n| TIER_1 | password resets and login trouble |\n| TIER_2 | integrations, API errors, webhooks |\n| Needs info | the email does not say what is wrong |\nOutput the label only.',
      task: 'Hi, I forgot my password and the reset link never arrives, so I cannot login.',
      expect: { form: 'choice', options: ['TIER_1', 'TIER_2', 'Needs info'], right: 'TIER_1' },
    },
    {
      id: 'made-up actions described in a sectioned prompt are chosen by what the material shows',
      agent: 'Shipment-Watcher',
      system:
        '# Role\nYou watch shipments for the warehouse.\n\n# Actions\n- REROUTE: the carrier reports the depot is closed or the road blocked\n- WAIT: the parcel is moving and on schedule\n- REFUND: the parcel is lost or destroyed\n\n# Output\nThe action alone.',
      task: 'Carrier update (from the tracking agent): depot Leipzig closed due to flooding, parcel held at hub.',
      expect: { form: 'choice', options: ['REROUTE', 'WAIT', 'REFUND'], right: 'REROUTE' },
    },
    {
      id: 'made-up actions: a parcel on schedule waits',
      agent: 'Shipment-Watcher',
      system:
        '# Role\nYou watch shipments for the warehouse.\n\n# Actions\n- REROUTE: the carrier reports the depot is closed or the road blocked\n- WAIT: the parcel is moving and on schedule\n- REFUND: the parcel is lost or destroyed\n\n# Output\nThe action alone.',
      task: 'Carrier update (from the tracking agent): parcel departed Kassel hub, moving, arrival on schedule for Thursday.',
      expect: { form: 'choice', options: ['REROUTE', 'WAIT', 'REFUND'], right: 'WAIT' },
    },
  ],
};
