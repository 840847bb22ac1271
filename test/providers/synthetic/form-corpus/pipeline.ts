import type { CorpusEntry, CorpusKind } from './entry.js';

/**
 * Pipeline agents' system prompts, the way teams write them, over real content: labels listed on their own lines,
 * as "- label: description" bullets or as few-shot "input -> label" examples, with the ask for the label alone
 * below them. Filed under the kind of form they ask.
 */
export const pipelineEntries: Partial<Record<CorpusKind, CorpusEntry[]>> = {
  choice: [
    {
      id: 'labels alone on their lines above "reply with the team name only" are the set answered from',
      agent: 'Inbox-Triage',
      system: 'Forward each message to one team. Teams:\n\nPAYROLL\nFACILITIES\nRECRUITING\n\nReply with the team name only, as written above.',
      task: 'Message: "The air conditioning on the third floor has been broken since Monday and the meeting rooms are unbearable."',
      expect: { form: 'choice', options: ['PAYROLL', 'FACILITIES', 'RECRUITING'] },
    },
    {
      id: 'lower-case labels on their own lines with a blank line before the ask are still the set',
      agent: 'Doc-Sorter',
      system: 'Sort the document into a folder.\nFolders:\ncontracts\ninvoices\nreceipts\nletters\n\nOutput the folder name and nothing else.',
      task: 'INVOICE 2026-118\nBill to: Kestrel Foods Ltd\nAmount due: 2,400.00 GBP by 30 April',
      expect: { form: 'choice', options: ['contracts', 'invoices', 'receipts', 'letters'] },
    },
    {
      id: '"- label: description" bullets give their labels, not their descriptions, as the options',
      agent: 'Escalation-Bot',
      system:
        'Choose how to handle the customer message.\n- refund: the customer asks for money back\n- replace: the item arrived broken or wrong\n- inform: a question about delivery or opening hours\n\nRespond with the handling word only.',
      task: 'Hi, the blender I ordered arrived with a cracked jug. Can you send me a new one?',
      expect: { form: 'choice', options: ['refund', 'replace', 'inform'] },
    },
    {
      id: 'starred bullets with bold labels and dashes before their descriptions are read as labels',
      agent: 'Risk-Tagger',
      system:
        'Tag the change request by risk.\n* **LOW** - copy edits, styling\n* **MEDIUM** - new endpoints behind a flag\n* **HIGH** - schema migrations, auth changes\nAnswer with the tag alone.',
      task: 'Change request: rename the users.email field to users.login_email and backfill it during the deploy.',
      expect: { form: 'choice', options: ['LOW', 'MEDIUM', 'HIGH'] },
    },
    {
      id: 'few-shot "text -> label" examples give the set the answer takes its label from',
      agent: 'Intent-Detector',
      system:
        'Detect the intent of a chat message, like these:\n\n"where is my parcel" -> tracking\n"cancel my subscription please" -> cancellation\n"do you ship to Norway?" -> presales\n"my parcel is late again" -> tracking\n\nOutput only the label.',
      task: 'Message: "I would like to stop my monthly plan from next month."',
      expect: { form: 'choice', options: ['tracking', 'cancellation', 'presales'] },
    },
    {
      id: 'few-shot examples with "=>" arrows and a typo in the ask still give the label',
      agent: 'Lang-Router',
      system: 'Input: SELECT * FROM users => sql\nInput: def main(): pass => python\nInput: fn main() {} => rust\n\nanwser with the label only',
      task: 'Input: const x: number = 4;',
      expect: { form: 'choice', options: ['sql', 'python', 'rust', 'typescript'] },
    },
    {
      id: 'a terse ask with a misspelt verb still offers its two words as the set',
      task: 'anwser just spam or ham\n\n"Congratulations!!! You won a FREE cruise, click http://win-now.example to claim within 1 hour"',
      expect: { form: 'choice', options: ['spam', 'ham'] },
    },
  ],
};
