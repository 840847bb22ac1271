import type { CorpusEntry } from './entry.js';

/** Choices from a closed set: yes/no, true/false, one label of a listed set in any list style, a letter, a word. */
export const choiceEntries: CorpusEntry[] = [
  {
    id: 'grammatical or not, yes or no',
    task: "Is the following sentence grammatical? Answer yes or no only.\n\n'Her and me went to the store yesterday.'",
    expect: { form: 'choice', options: ['yes', 'no'] },
  },
  {
    id: 'a fact checker that replies True or False',
    agent: 'Fact Checker',
    system: 'You are a fact checker. Reply with True or False and nothing else.',
    task: 'The Pacific is the largest ocean on Earth.',
    expect: { form: 'choice', options: ['true', 'false'] },
  },
  {
    id: 'a ticket label from a comma list',
    task: "Classify the ticket into one of: billing, bug, feature request, account access. Reply with the label only.\n\nTicket: I can't log in since I reset my password this morning.",
    expect: { form: 'choice', options: ['billing', 'bug', 'feature request', 'account access'] },
  },
  {
    id: 'an upper-case label from a bracketed list',
    system: 'Label: [POSITIVE, NEGATIVE, NEUTRAL]. Respond with exactly one label.',
    task: 'The delivery was late but the food was great.',
    expect: { form: 'choice', options: ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] },
  },
  {
    id: 'a lettered multiple choice, the letter only',
    agent: 'Quiz Taker',
    task: 'Which of these is a prime number?\nA) 21\nB) 27\nC) 29\nD) 33\n\nAnswer with the letter only.',
    expect: { form: 'choice', options: ['A', 'B', 'C', 'D'] },
  },
  {
    id: 'urgent or not urgent, one of two phrases',
    task: "Is this email urgent or not urgent? Reply with one of those two phrases, nothing else.\n\nEmail: Hi, whenever you get a chance next week, could you send me last quarter's slide deck? Thanks!",
    expect: { form: 'choice', options: ['urgent', 'not urgent'] },
  },
  {
    id: 'formal or casual in one word',
    task: 'In one word: is the tone of this message formal or casual?\n\n"hey!! running 10 min late, grab us a table pls"',
    expect: { form: 'choice', options: ['formal', 'casual'] },
  },
  {
    id: 'a department from a numbered list',
    agent: 'Mail Router',
    system: 'You route internal requests. Pick the department that should handle each request:\n1. Finance\n2. Legal\n3. HR\n4. IT\nReply with the department name only.',
    task: 'My laptop will not connect to the office VPN since the update last night.',
    expect: { form: 'choice', options: ['Finance', 'Legal', 'HR', 'IT'] },
  },
  {
    id: 'a contract question answered Yes or No',
    agent: 'Contract Assistant',
    system: 'Answer every question with a single word: Yes or No.',
    task: "Does the lease allow early termination without a fee?\n\nClause 7: Either party may terminate this lease with 30 days' written notice. Early termination incurs a fee equal to two months' rent.",
    expect: { form: 'choice', options: ['yes', 'no'] },
  },
  {
    id: 'JSON asked in the system prompt, one word asked later',
    system: 'Reply with a JSON object.',
    task: "Forget the JSON for now. The vendor wants to raise our hosting bill by 40 % with one week's notice. Approve or reject? One word.",
    expect: { form: 'choice', options: ['approve', 'reject'] },
  },
  {
    id: 'a lower-case lettered list in parentheses',
    task: 'Which planet is known as the Red Planet?\n(a) Venus\n(b) Mars\n(c) Jupiter\n\nReply with a, b or c.',
    expect: { form: 'choice', options: ['a', 'b', 'c'] },
  },
  {
    id: 'a severity from a pipe-separated set',
    agent: 'Triage Engineer',
    task: 'Rate the severity of this bug as one of critical | major | minor | trivial. Output only the severity.\n\nBug: the footer copyright year still says 2023.',
    expect: { form: 'choice', options: ['critical', 'major', 'minor', 'trivial'] },
  },
  {
    id: 'a language name from a list',
    task: "Which language is this text written in? Choose from English, French, German, Spanish. Answer with the language name only.\n\n'Wo ist der Bahnhof, bitte?'",
    expect: { form: 'choice', options: ['English', 'French', 'German', 'Spanish'] },
  },
  {
    id: 'escalate, strictly true or false',
    system: 'You decide whether a customer conversation needs a human. Answer strictly true or false.',
    task: 'Customer: This is the third time my order has arrived broken and I want to speak to a manager right now.',
    expect: { form: 'choice', options: ['true', 'false'] },
  },
  {
    id: 'a single capital letter for a dotted lettered list',
    task: 'What is the best first step when a production database is running out of disk space?\nA. Delete the oldest backups on the server\nB. Check which tables and logs grew fastest\nC. Restart the database\n\nRespond with a single capital letter.',
    expect: { form: 'choice', options: ['A', 'B', 'C'] },
  },
  {
    id: 'spam or ham in quotes',
    agent: 'Spam Filter',
    system: 'Reply with exactly one of "spam" or "ham".',
    task: 'Dear friend, I am a prince and need your help moving 4 million dollars. Send your bank details today.',
    expect: { form: 'choice', options: ['spam', 'ham'] },
  },
  {
    id: 'a priority code P0 to P3',
    task: 'Assign a priority from P0, P1, P2, P3 to this report and output the priority code only: "Payments fail for every customer in Canada since 09:00."',
    expect: { form: 'choice', options: ['P0', 'P1', 'P2', 'P3'] },
  },
  {
    id: 'Y or N about a deadline',
    task: 'Does this paragraph mention a deadline? Reply Y or N.\n\nThe grant application must include a budget, two letters of support and a project timeline, and it is due on 14 March.',
    expect: { form: 'choice', options: ['Y', 'N'] },
  },
  {
    id: 'a category from a bulleted list',
    system: 'Possible categories:\n- electronics\n- clothing\n- groceries\n- toys\nYou answer with the category alone.',
    task: 'Which category does "a pack of AA batteries" belong to?',
    expect: { form: 'choice', options: ['electronics', 'clothing', 'groceries', 'toys'] },
  },
  {
    id: 'yes or no first, then agree, disagree or unsure',
    system: 'Answer with yes or no.',
    task: 'Statement: remote teams ship software more slowly than teams in one office.\n\nInstead of yes or no, answer with one of: agree, disagree, unsure.',
    expect: { form: 'choice', options: ['agree', 'disagree', 'unsure'] },
  },
  {
    id: 'labels in the system prompt, label only asked in the task',
    agent: 'Review Moderator',
    system: 'Reviews are labelled as one of: publish, hold for review, reject.',
    task: 'Label this review, nothing but the label: "Great little cafe, but the owner is a crook and I will find where he lives."',
    expect: { form: 'choice', options: ['publish', 'hold for review', 'reject'] },
  },
  {
    id: 'a one-word reply in the system prompt, the choices in the task',
    system: 'Reply with one word only.',
    task: 'Is a tomato botanically a fruit or a vegetable?',
    expect: { form: 'choice', options: ['fruit', 'vegetable'] },
  },
];
