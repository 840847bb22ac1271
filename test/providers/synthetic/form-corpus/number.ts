import type { CorpusEntry } from './entry.js';

/** Numbers: a number alone, scores in a range, N/10, a required "Score: N/10" prefix before a sentence. */
export const numberEntries: CorpusEntry[] = [
  {
    id: 'a count of vowels, a number only',
    task: "How many vowels are there in the word 'orchestration'? A number only.",
    expect: { form: 'number', integer: true },
  },
  {
    id: 'clarity on a scale of 1 to 5',
    agent: 'Editor',
    task: 'Rate the clarity of this paragraph on a scale of 1 to 5. Reply with the number only.\n\nOur new onboarding flow, which replaces the old one that some users said was confusing, although others liked it, now has fewer steps, in most cases.',
    expect: { form: 'number', range: [1, 5] },
  },
  {
    id: 'a duplicate confidence from 0 to 100 without a percent sign',
    task: 'Give a confidence from 0–100 that these two invoices are duplicates. Number only, no percent sign.\n\nInvoice 1: ACME Ltd, 2,340.00 GBP, 3 May. Invoice 2: ACME Limited, 2,340.00 GBP, 4 May.',
    expect: { form: 'number', range: [0, 100] },
  },
  {
    id: 'an essay mark written N/10',
    agent: 'Essay Marker',
    task: 'Score this opening paragraph out of 10. Use the format N/10 and write nothing else.\n\n"Cities are loud. But in the hour before dawn, even Naples holds its breath."',
    expect: { form: 'fraction', outOf: 10, min: 0 },
  },
  {
    id: 'Score: N/10 then one sentence, asked in the task',
    task: "Begin your reply with 'Score: N/10' and follow it with one sentence of justification.\n\nPitch: a subscription box of spare parts for people who repair their own bicycles.",
    expect: { form: 'score-line', prefix: 'Score:', range: [0, 10], outOf: 10 },
  },
  {
    id: 'a grader with a 1-5 score line in the system prompt',
    agent: 'Answer Grader',
    system: 'You grade answers to exam questions. Output format: `Score: <1-5>` on the first line, then a sentence explaining the grade.',
    task: 'Question: Why does ice float on water?\nAnswer: Because ice is less dense than liquid water, as its molecules form an open crystal lattice.',
    expect: { form: 'score-line', prefix: 'Score:', range: [1, 5] },
  },
  {
    id: 'a rain probability between 0 and 1',
    task: 'Estimate the probability (between 0 and 1) that it rains tomorrow, given falling pressure, 90 % humidity and clouds building from the west. Output just the number.',
    expect: { form: 'number', range: [0, 1] },
  },
  {
    id: 'a percentage of a number, a number only',
    task: 'What is 12% of 250? Respond with a number only.',
    expect: { form: 'number' },
  },
  {
    id: 'deployment risk on a 1-10 scale, digits only',
    agent: 'Release Manager',
    system: 'On a 1-10 scale, say how risky a deployment plan is. Only the digits, no words.',
    task: 'Plan: deploy the new payment service on Friday at 17:00, without a rollback script, while the on-call engineer is on leave.',
    expect: { form: 'number', range: [1, 10], integer: true },
  },
  {
    id: 'detail in the system prompt, a bare number asked later',
    system: 'Explain your reasoning in detail, step by step.',
    task: 'How many days are there between 1 March 2025 and 15 March 2025? Skip the reasoning this time: digits only.',
    expect: { form: 'number', integer: true },
  },
  {
    id: 'a Rating: X/5 line with a reason',
    task: "Review the new vegan menu item, a smoked beetroot burger with cashew cheese. Respond in the form 'Rating: X/5 - reason'.",
    expect: { form: 'score-line', prefix: 'Rating:', range: [1, 5], outOf: 5 },
  },
  {
    id: 'search relevance from 0 to 100',
    agent: 'Search Evaluator',
    system: 'You judge search results. For each query and result, give a relevance score from 0 to 100 and nothing else.',
    task: 'Query: cheap flights to Oslo in February\nResult: "Oslo in winter: 10 museums to visit when it snows"',
    expect: { form: 'number', range: [0, 100] },
  },
  {
    id: 'a quality grade from 1 to 7 as one integer',
    task: 'Grade the quality of this commit message from 1 (poor) to 7 (excellent). Output a single integer.\n\nCommit message: "fix stuff"',
    expect: { form: 'number', range: [1, 7], integer: true },
  },
  {
    id: 'a mark out of 100 written N/100',
    task: 'Mark this answer to "Name two causes of inflation" out of 100, written as N/100 with nothing around it.\n\nAnswer: "Rising demand and higher energy costs."',
    expect: { form: 'fraction', outOf: 100, min: 0 },
  },
  {
    id: 'a confidence from 0.0 to 1.0',
    system: 'Return a confidence between 0.0 and 1.0 that the two product titles describe the same item. Nothing but the number.',
    task: 'Title A: "Apple iPhone 15 128GB Black"\nTitle B: "iPhone 15 (128 GB) - Black"',
    expect: { form: 'number', range: [0, 1] },
  },
  {
    id: 'a share of respondents between 0 and 100',
    task: 'In a survey, 37 of 120 respondents said they cycle to work. What percentage is that? Answer with a number between 0 and 100, without the % sign.',
    expect: { form: 'number', range: [0, 100] },
  },
  {
    id: 'a code reviewer with Score: N/10 in the system prompt',
    agent: 'Code Reviewer',
    system: 'You review pull requests. Start every reply with "Score: N/10", where N is how ready the change is to merge, then explain in a sentence or two.',
    task: 'PR: adds a retry with exponential backoff to the webhook sender, with unit tests, but leaves the maximum delay hard-coded at 10 minutes.',
    expect: { form: 'score-line', prefix: 'Score:', range: [0, 10], outOf: 10 },
  },
  {
    id: 'a count of list items, just the count',
    task: 'How many items are on this shopping list? Reply with just the count.\n\n- oat milk\n- two lemons\n- rye bread\n- dish soap\n- coffee beans',
    expect: { form: 'number', integer: true },
  },
  {
    id: 'a 1 to 4 score, one digit',
    agent: 'Interview Scorer',
    task: 'Score the candidate\'s answer from 1 to 4 (4 is best). Reply with one digit.\n\nQuestion: How would you find a memory leak in a Node.js service?\nAnswer: "I would take heap snapshots a few minutes apart and compare which objects keep growing."',
    expect: { form: 'number', range: [1, 4], integer: true },
  },
  {
    id: 'a Final score out of 100 then the reason',
    system: 'Your reply must open with "Final score: N" where N is from 0 to 100, followed by one sentence explaining the score.',
    task: 'Evaluate this landing page headline for a password manager: "Stop forgetting. Start living."',
    expect: { form: 'score-line', prefix: 'Final score:', range: [0, 100] },
  },
  {
    id: 'numbers only in the system prompt, the range in the task',
    agent: 'Readability Meter',
    system: 'You reply with a number and nothing else.',
    task: 'How readable is this sentence for a ten-year-old, from 0 (impossible) to 10 (effortless)? "The committee deferred adjudication pending further deliberation."',
    expect: { form: 'number', range: [0, 10] },
  },
  {
    id: 'the score line in the system prompt, the scale in the task',
    system: 'Begin with "Score: " and the score, then one sentence of reasoning.',
    task: 'Score this product name on a 1–5 scale for how memorable it is: "Quillo", a notes app for students.',
    expect: { form: 'score-line', prefix: 'Score:', range: [1, 5] },
  },
  {
    id: 'a single decimal between 0 and 1',
    agent: 'Phishing Detector',
    task: 'Give the probability that this email is phishing as a single decimal between 0 and 1. Only the number.\n\nEmail: Your account has been locked, verify your password at http://secure-login.example.ru now.',
    expect: { form: 'number', range: [0, 1], decimal: true },
  },
  {
    id: 'rate 1-5 with the digit only',
    task: "Rate the answer's clarity 1-5. Reply with the digit only.\n\nAnswer: To reset the router, hold the button for ten seconds until the light blinks.",
    expect: { form: 'number', range: [1, 5], integer: true },
  },
  {
    id: 'a score in the form N/5',
    agent: 'Copy Editor',
    task: 'How well does this product description sell the product? Answer in the form N/5.\n\nThis kettle boils water.',
    expect: { form: 'fraction', outOf: 5, min: 0 },
  },
  {
    id: 'a percent only',
    task: 'What percent of the budget goes to marketing if marketing is 30,000 of 120,000? Answer with a percent only.',
    expect: { form: 'number', range: [0, 100], percent: true },
  },
  {
    id: 'an integer count',
    task: 'How many distinct people are mentioned below? Answer with an integer.\n\nAlice met Bob and Carol at the station, then Bob left.',
    expect: { form: 'number', integer: true, range: [0, 1000] },
  },
  {
    id: 'a negative review scored low, the number only',
    agent: 'Review Scorer',
    task: "Rate customer satisfaction from 1 to 10 based on this review. Reply with only the number.\n\n'Terrible service, rude staff, and my order was wrong. Never again.'",
    expect: { form: 'number', range: [1, 10], integer: true, side: 'low' },
  },
  {
    id: 'a glowing review scored high on 1 to 5',
    task: "On a scale of 1 to 5, how satisfied is this customer? Just the number.\n\n'Fantastic experience, friendly staff, fast delivery. Highly recommend!'",
    expect: { form: 'number', range: [1, 5], side: 'high' },
  },
  {
    id: 'a grader template overridden by a 1 to 5 number',
    agent: 'Poetry Grader',
    system: "You are a grader. Always end with 'Score: N/10'.",
    task: 'Actually, just give me a number from 1 to 5 for this poem, nothing else.\n\nRoses bloom in May / and fade by June.',
    expect: { form: 'number', range: [1, 5] },
  },
  {
    id: 'a score template with a negative text scores low',
    agent: 'Grader',
    task: "Grade this answer. Use the format 'Score: N/10' followed by one sentence.\n\nQuestion: What is the capital of Australia? Answer: Sydney, obviously, everyone knows that. (This is wrong.)",
    expect: { form: 'score-line', prefix: 'Score:', range: [0, 10], outOf: 10, side: 'low' },
  },
  {
    id: 'a confidence as a percentage',
    system: 'State your confidence as a percentage and nothing else.',
    task: 'Will the train from Leeds arrive on time tomorrow?',
    expect: { form: 'number', range: [0, 100], percent: true },
  },
  {
    id: 'a whole number of minutes',
    task: 'Estimate how many minutes it takes to walk 3 km. Respond with a whole number only.',
    expect: { form: 'number', integer: true },
  },
];
