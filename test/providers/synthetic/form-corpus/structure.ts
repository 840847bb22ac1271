import type { CorpusEntry } from './entry.js';

/** Structure: markdown tables with named columns, exactly N bullets or numbered items, one sentence, limits, a headline. */
export const structureEntries: CorpusEntry[] = [
  {
    id: 'a product table with three named columns from the input',
    task: 'Make a markdown table with the columns Product, Price, Stock for these items: Widget A costs $12 with 40 in stock; Gadget B costs $30 with 5 in stock; Doohickey C costs $7 with 120 in stock.',
    expect: { form: 'table', columns: ['Product', 'Price', 'Stock'], minRows: 3, rows: ['Widget A', 'Gadget B', 'Doohickey C'] },
  },
  {
    id: 'a team table with Name, Role and Start date',
    agent: 'HR Assistant',
    task: 'Put our new starters in a table (columns: Name | Role | Start date).\n\nAmira Haddad joins as a data analyst on 3 February. Tomasz Nowak starts as a support engineer on 10 February. Lena Fischer joins as product designer on 17 February.',
    expect: { form: 'table', columns: ['Name', 'Role', 'Start date'], minRows: 3, rows: ['Amira Haddad', 'Tomasz Nowak', 'Lena Fischer'] },
  },
  {
    id: 'exactly three bullets with no intro or conclusion',
    task: 'Give exactly 3 bullet points on how to keep houseplants alive during a holiday. No intro, no conclusion.',
    expect: { form: 'list', count: 3, bare: true },
  },
  {
    id: 'five numbered steps',
    agent: 'Onboarding Guide',
    task: 'List 5 numbered steps to set up two-factor authentication on a company email account.',
    expect: { form: 'list', count: 5, numbered: true },
  },
  {
    id: 'a summary in one sentence',
    task: 'Summarise in one sentence: The museum will close its east wing from June to September to replace the roof, and the Egyptian collection will move temporarily to the ground floor of the west wing.',
    expect: { form: 'sentence' },
  },
  {
    id: 'a summary in at most 20 words',
    agent: 'Summariser',
    system: 'Summarise the text you are given in at most 20 words.',
    task: 'After three years of falling ridership, the regional rail operator will cut fares by a quarter on weekdays, add late trains on Fridays and Saturdays, and let children under twelve travel free with a paying adult from April.',
    expect: { form: 'limit', maxWords: 20 },
  },
  {
    id: 'a headline of at most ten words',
    agent: 'Press Officer',
    task: 'Write a headline (max 10 words) for this press release: Greenfield Robotics has opened a factory in Porto that will build 5,000 warehouse robots a year and employ 300 people.',
    expect: { form: 'headline', maxWords: 10 },
  },
  {
    id: 'no more than two sentences',
    task: 'In no more than two sentences, explain why a bank asks for two forms of identification when you open an account.',
    expect: { form: 'limit', maxSentences: 2 },
  },
  {
    id: 'four bullets and nothing else',
    system: 'You answer with bullet points only, never with paragraphs.',
    task: 'Give me four bullet points, just the bullets, on what to pack for a weekend hike in autumn.',
    expect: { form: 'list', count: 4, bare: true },
  },
  {
    id: 'a language comparison table',
    agent: 'Tech Writer',
    task: 'Compare Python, Go and Rust in a markdown table with these columns: Language, Typing, Typical use.',
    expect: { form: 'table', columns: ['Language', 'Typing', 'Typical use'], minRows: 3, rows: ['Python', 'Go', 'Rust'] },
  },
  {
    id: 'exactly seven numbered items, nothing before or after',
    task: 'Name seven things a new café owner should check before opening day. Exactly seven numbered items, nothing before or after them.',
    expect: { form: 'list', count: 7, numbered: true, bare: true },
  },
  {
    id: 'one sentence of at most 15 words',
    task: 'Write a single sentence of at most 15 words describing what a load balancer does.',
    expect: { form: 'sentence', maxWords: 15 },
  },
  {
    id: 'a blog post title, just the title',
    agent: 'Content Editor',
    task: "Title for this blog post? Just the title.\n\nPost: We tried a four-day work week for six months. Here's what happened to our support response times, our sick days and our customers' satisfaction.",
    expect: { form: 'headline', maxWords: 14 },
  },
  {
    id: 'five bullets in the system prompt, two asked later',
    system: 'Always answer with five bullet points.',
    task: 'What should I check before buying a used electric car? This time give me exactly two bullet points.',
    expect: { form: 'list', count: 2 },
  },
  {
    id: 'an events table with four columns',
    task: 'Turn these notes into a markdown table with the columns Date, Event, Location, Attendees.\n\n12 May: product launch in Berlin, 250 people. 20 May: partner summit in Madrid, 80 people. 2 June: hackathon in Warsaw, 120 people.',
    expect: { form: 'table', columns: ['Date', 'Event', 'Location', 'Attendees'], minRows: 3, rows: ['Berlin', 'Madrid', 'Warsaw'] },
  },
  {
    id: 'a TL;DR under 25 words',
    task: 'TL;DR in under 25 words, please:\n\nThe study followed 4,000 adults for ten years and found that those who walked at least 7,000 steps a day had a markedly lower risk of heart disease than those who walked fewer than 4,000, regardless of their weight.',
    expect: { form: 'limit', maxWords: 25 },
  },
  {
    id: 'three numbered interview questions without commentary',
    agent: 'Hiring Manager',
    system: 'You prepare interview material. Do not add any commentary around what you are asked for.',
    task: 'Provide a numbered list of 3 interview questions for a junior accountant position.',
    expect: { form: 'list', count: 3, numbered: true, bare: true },
  },
  {
    id: 'at most three sentences',
    task: 'Answer in at most 3 sentences: what is the difference between a virus and a bacterium?',
    expect: { form: 'limit', maxSentences: 3 },
  },
  {
    id: 'audit findings always as a table',
    agent: 'Security Auditor',
    system: 'Always present your findings as a markdown table with the columns Finding, Severity, Fix.',
    task: 'Audit notes: the admin panel has no rate limit on login attempts; backups are stored unencrypted on the same server; the TLS certificate expires in nine days.',
    expect: { form: 'table', columns: ['Finding', 'Severity', 'Fix'], minRows: 1 },
  },
  {
    id: 'one sentence about a mutex',
    agent: 'Tutor',
    task: 'Write one sentence that explains what a mutex is to a first-year student.',
    expect: { form: 'sentence' },
  },
  {
    id: 'bullets only in the system prompt, the count in the task',
    agent: 'Briefing Writer',
    system: 'You write briefings as bullet points, with no introduction and no closing remarks.',
    task: 'Brief the night shift in exactly 4 bullets: the lift in block B is out of order, a delivery of 40 boxes arrives at 02:00, the fire alarm test is on Thursday, and the car park gate sticks.',
    expect: { form: 'list', count: 4, bare: true },
  },
  {
    id: 'a table in the system prompt, its columns in the task',
    system: 'You present comparisons as markdown tables.',
    task: 'Compare these three phone plans with the columns Plan, Data, Price: Basic has 5 GB for 9 EUR, Plus has 20 GB for 15 EUR, Max has unlimited data for 25 EUR.',
    expect: { form: 'table', columns: ['Plan', 'Data', 'Price'], minRows: 3, rows: ['Basic', 'Plus', 'Max'] },
  },
  {
    id: 'only the translation of one sentence',
    agent: 'Translator',
    task: 'Translate into German and give only the translation: "The meeting has been moved to Thursday afternoon."',
    expect: { form: 'limit', maxSentences: 1, maxWords: 14 },
  },
  {
    id: 'a translator that returns nothing but the translated text',
    agent: 'Translator',
    system: 'You translate English into Spanish. Return nothing but the translated text: no notes, no quotes, no alternatives.',
    task: 'Please keep your ticket until the end of your journey.',
    expect: { form: 'limit', maxSentences: 1, maxWords: 16 },
  },
  {
    id: 'compare two products on named criteria in a table',
    agent: 'Analyst',
    task: 'Compare PostgreSQL and MySQL on price, speed and ease of setup. Use a table.',
    expect: { form: 'table', columns: ['Price', 'Speed', 'Ease of setup'], anyFirst: true, rows: ['PostgreSQL', 'MySQL'] },
  },
  {
    id: 'a table with columns listed after "a table with columns"',
    task: 'Make a table with columns Name, Role, Start date for the new hires: Ana Ruiz joins as designer on 3 March; Tom Okafor joins as analyst on 10 March.',
    expect: { form: 'table', columns: ['Name', 'Role', 'Start date'], minRows: 2, rows: ['Ana Ruiz', 'Tom Okafor'] },
  },
  {
    id: 'a side-by-side of three phones on battery and weight',
    task: 'Put the Pixel 8, the iPhone 15 and the Galaxy S24 side by side in a table comparing battery life and weight.',
    expect: { form: 'table', columns: ['Battery life', 'Weight'], anyFirst: true, rows: ['Pixel 8', 'iPhone 15', 'Galaxy S24'] },
  },
  {
    id: 'exactly five numbered steps',
    task: 'Give exactly 5 numbered steps to reset a home router.',
    expect: { form: 'list', count: 5, numbered: true, bare: true },
  },
  {
    id: 'a bulleted list of 4 items',
    task: 'A bulleted list of 4 packing items for a beach holiday, please.',
    expect: { form: 'list', count: 4 },
  },
  {
    id: 'in under 30 words',
    task: 'Summarise why the city council delayed the new tram line, in under 30 words. The council cited rising costs, a legal challenge from residents and a shortage of contractors.',
    expect: { form: 'limit', maxWords: 29 },
  },
  {
    id: 'no more than 3 sentences',
    task: 'No more than 3 sentences: why do cats purr?',
    expect: { form: 'limit', maxSentences: 3 },
  },
  {
    id: 'a headline for a press release',
    agent: 'Press Officer',
    task: 'Write a headline for this press release: Greenfield Energy opens its first offshore wind farm, powering 200,000 homes.',
    expect: { form: 'headline', maxWords: 12 },
  },
  {
    id: 'two paragraphs',
    task: 'Write two paragraphs about the benefits and the costs of a four-day work week.',
    expect: { form: 'paragraphs', count: 2 },
  },
  {
    id: 'the headings Summary, Risks, Next steps',
    agent: 'Project Lead',
    task: 'Report on the database migration. Use the headings Summary, Risks, Next steps.',
    expect: { form: 'sections', headings: ['Summary', 'Risks', 'Next steps'] },
  },
  {
    id: 'bullets in the system prompt, one sentence in the task',
    system: 'Always answer in exactly three bullet points.',
    task: 'Give me a one-sentence summary of the quarterly sales meeting instead.',
    expect: { form: 'sentence' },
  },
  {
    id: 'markdown sections named with a colon list',
    task: 'Write a short incident report with these sections: Impact, Root cause, Follow-ups. The payment API failed for 40 minutes after a bad config push.',
    expect: { form: 'sections', headings: ['Impact', 'Root cause', 'Follow-ups'] },
  },
];
