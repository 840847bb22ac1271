import type { HoldoutKindSet } from './entry.js';

/** One answer out of a closed set: yes/no, true/false, labels in lists, brackets or letters, a later set replacing an earlier one. */
export const choice: HoldoutKindSet = {
  defaultAgent: 'Classifier',
  entries: [
    {
      id: 'is-it-a-question-yes-no',
      task: "Is 'the meeting is at 3pm tomorrow' a question? Answer yes or no.",
      expect: { form: 'choice', options: ['yes', 'no'] },
      content: { label: 'no' },
    },
    {
      id: 'support-routing-one-word',
      agent: 'Router',
      system: 'You route incoming customer messages. Reply with exactly one word from: billing, bug, account, feedback.',
      task: 'I was charged twice for the same order and nobody is answering my emails.',
      expect: { form: 'choice', options: ['billing', 'bug', 'account', 'feedback'] },
      content: { label: 'billing' },
    },
    {
      id: 'http-status-lettered',
      agent: 'Quiz-Master',
      task: 'Which HTTP status code means the requested resource was not found?\nA) 200\nB) 301\nC) 404\nD) 500\nAnswer with the letter only.',
      expect: { form: 'choice', options: ['A', 'B', 'C', 'D'] },
      content: { label: 'C' },
    },
    {
      id: 'incident-urgency-brackets',
      agent: 'Incident-Desk',
      system: 'Classify the urgency of each incident report. Output one of [LOW, MEDIUM, HIGH, CRITICAL] and nothing else.',
      task: 'Production database is down. All customer checkouts have been failing since 02:14 UTC and the on-call engineer cannot reach the primary.',
      expect: { form: 'choice', options: ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] },
      content: { label: 'CRITICAL' },
    },
    {
      id: 'code-claim-true-false',
      task: 'True or false: the following function returns the sum of the list.\n\ndef f(xs):\n    return max(xs)\n\nReply with just True or False.',
      expect: { form: 'choice', options: ['True', 'False'] },
      content: { label: 'False' },
    },
    {
      id: 'spam-check-explanation-withdrawn',
      agent: 'Moderator',
      system: 'Always explain your reasoning in detail before giving a conclusion.',
      task: "Is this product review spam? 'BUY CHEAP WATCHES NOW www.cheap-watches.biz!!! BEST PRICES!!!'\nSkip the explanation this time, just answer spam or not_spam.",
      expect: { form: 'choice', options: ['spam', 'not_spam'] },
      content: { label: 'spam' },
    },
    {
      id: 'tweet-sentiment-capitalised',
      task: "Sentiment of this tweet? Answer Positive, Negative, or Mixed.\n\n'Loved the new update but it drains my battery like crazy.'",
      expect: { form: 'choice', options: ['Positive', 'Negative', 'Mixed'] },
      content: { label: 'Mixed' },
    },
    {
      id: 'language-name-only',
      agent: 'Lang-ID',
      system: 'You are a language identification tool. Respond with only the language name: English, French, Spanish, German or Italian.',
      task: 'Texte : « Nous avons bien reçu votre commande et elle sera expédiée demain. »',
      expect: { form: 'choice', options: ['English', 'French', 'Spanish', 'German', 'Italian'] },
      content: { label: 'French' },
    },
    {
      id: 'long-email-intent-label',
      agent: 'Intent-Classifier',
      system:
        "Read the customer's email and pick its intent. Possible intents: cancel_subscription, upgrade_plan, request_refund, ask_question. " + 'Output the intent label alone.',
      task:
        'Hello,\n\nI have been using the Team plan for about two years and it has served us well. Our company was acquired last month and the new ' +
        'parent company already pays for a competing tool, so we will not need our seats any more. Please stop the subscription at the end of the ' +
        'current billing period (30 June). No refund is needed for this month, we will use it until then.\n\nCould you confirm once it is done?\n\n' +
        'Kind regards,\nHelena Brandt\nOffice Manager, Ostwind Media',
      expect: { form: 'choice', options: ['cancel_subscription', 'upgrade_plan', 'request_refund', 'ask_question'] },
      content: { label: 'cancel_subscription' },
    },
    {
      id: 'password-policy-compliant',
      agent: 'Security-Linter',
      task: "Does the password 'hunter2' satisfy our policy (at least 12 characters, one digit, one symbol)? One word: compliant or noncompliant.",
      expect: { form: 'choice', options: ['compliant', 'noncompliant'] },
      content: { label: 'noncompliant' },
    },
    {
      id: 'comment-safety-or',
      agent: 'Moderator',
      system: 'You are a moderation model for a developer forum.',
      task: "Label this comment as safe or unsafe. Give the label only.\nComment: 'Thanks for the detailed walkthrough, it fixed my build!'",
      expect: { form: 'choice', options: ['safe', 'unsafe'] },
      content: { label: 'safe' },
    },
    {
      id: 'priority-scale-replaced',
      agent: 'Triage-Bot',
      system: 'Reply with one of: P1, P2, P3.',
      task: 'Ticket: \'Typo on the About page: "Our misson is..."\'\n\nNote: our priority scale changed. Use low, medium or high instead of the P levels, and reply with that word only.',
      expect: { form: 'choice', options: ['low', 'medium', 'high'] },
      content: { label: 'low' },
    },
  ],
};
